// SPDX-License-Identifier: MIT
#pragma once

// A Monte-Carlo simulator of a whole training run (issue 10). It plays the failure model of
// failures.h event by event: failures drawn per part kind (exponential, or Weibull for infant
// mortality and wear-out), the checkpoint schedule (synchronous, or asynchronous with its write
// in the background), each kind's restart path, the hot-spare pool running dry and the job
// waiting for repairs, planned maintenance, and optionally elastic continuation on fewer
// replicas. Failures strike at any time, also during checkpoints and restarts, as in Daly's
// model. Seeded and reproducible: the same scenario, options and seed give the same result on
// every platform (random.h).
//
// The result is a set of plain value types for the GUI, the CLI and the report: distributions
// with quantiles, CDF points and histogram bins; lost time by cause; and the simulated optimum
// checkpoint interval next to Young's, Daly's and the exact analytic one.

#include "diagnostics.h"
#include "failures.h"
#include "scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

/// Events over all runs of one simulate() call (the sweep included): past it no further run
/// starts and the result carries simulation.eventBudgetSpent.
inline constexpr long long kSimulationEventBudget = 10'000'000;

struct SimulationOptions {
    int runs = 10000; ///< independent runs of the whole training
    std::uint64_t seed = 1;
    std::optional<Seconds> interval; ///< checkpoint interval; unset = the plan's (its policy)
    bool searchOptimum = true;       ///< sweep intervals for the simulated optimum
    int sweepPoints = 13;            ///< intervals tried, log-spaced around the analytic optimum
    int sweepRuns = 0;               ///< runs per sweep point; 0 = max(200, runs / 10)
    int histogramBins = 30;
};

/// One histogram bin: values in [lower, upper) (the last bin includes its upper edge).
struct HistogramBin {
    double lower = 0;
    double upper = 0;
    int count = 0;
    double fraction = 0; ///< count / runs
};

/// A quantity's spread over the finished runs.
struct Distribution {
    double mean = 0;
    double standardDeviation = 0;
    double standardError = 0; ///< of the mean: sd / sqrt(runs)
    double min = 0;
    double max = 0;
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    /// 101 points of the CDF: percentiles[i] is the value that i % of the runs stay at or below
    /// (linear interpolation between order statistics). Empty when no run finished.
    std::vector<double> percentiles;
    std::vector<HistogramBin> histogram;

    /// Share of runs above x, read off the percentiles (0 or 1 outside the observed range).
    [[nodiscard]] double probabilityAbove(double x) const;
};

/// Where wall-clock time goes besides useful compute.
enum class LossCategory {
    CheckpointStall,  ///< training stopped for checkpoints (and the final one's write)
    LostWork,         ///< recomputing work lost since the last durable checkpoint
    Detection,        ///< until the job notices a failure
    Diagnosis,        ///< finding the culprit
    Replacement,      ///< swapping a hot spare in
    WaitingForRepair, ///< no spare left: waiting for a repaired node
    CheckpointLoad,   ///< reading the checkpoint back
    DataRestore,      ///< restoring the data loader's position
    Warmup,           ///< re-initialising
    Maintenance,      ///< planned stops: final write, the maintenance, restart
    Rescale,          ///< elastic: write, reload and re-initialise to take a repaired node back
    Degraded,         ///< elastic: compute lost to running on fewer replicas
    // Issue 19.
    Slowdown,         ///< compute lost to a slow part until its eviction
    SlowEviction,     ///< evicting a slow part: a checkpoint, the swap, a restart
    SilentCorruption, ///< work rolled back to the checkpoint before a silent corruption
    CorruptionCheck,  ///< training stalled for the periodic corruption checks
};
inline constexpr int kLossCategories = 16;

/// Stable machine identifier of a category ("lostWork"), used in JSON output.
std::string_view lossCategoryId(LossCategory category);

/// Mean lost time of one category, for one part kind (failure-driven categories) or for the
/// whole job (kind empty).
struct LostTime {
    LossCategory category = LossCategory::CheckpointStall;
    std::string kind;
    Seconds mean;                ///< per run, over the finished runs
    double shareOfWallClock = 0; ///< mean / mean wall-clock
};

/// Failures of one part kind per run.
struct CauseCount {
    std::string kind;
    Distribution failures;
};

/// The simulated and analytic goodput at one checkpoint interval.
struct IntervalPoint {
    Seconds interval;
    double simulatedGoodput = 0; ///< mean over the sweep's runs (unfinished runs count 0)
    double standardError = 0;
    double firstOrderGoodput = 0;  ///< computeGoodput(): the chapter's formula
    double higherOrderGoodput = 0; ///< Daly's model
};

struct SimulationResult {
    bool valid = false; ///< false: errors in diagnostics, nothing simulated
    Diagnostics diagnostics;
    std::uint64_t seed = 0;
    int runs = 0; ///< runs made
    /// Stopped at kMaxWallClockFactor x the compute time or the event cap: counted as goodput 0
    /// in `goodput`, left out of days, cost and failures (simulation.runsUnfinished says so).
    int unfinishedRuns = 0;
    bool truncated = false; ///< the event budget ran out: fewer runs than asked

    Seconds computeTime;       ///< useful compute the run needs (the plan's 6ND time)
    Seconds interval;          ///< checkpoint interval simulated
    Seconds effectiveInterval; ///< achieved (an async write longer than tau stretches it)
    Distribution wallClockDays;
    Distribution costUsd; ///< wall-clock x (billed GPUs (job + finite spare pool) x price + energy)
    Distribution goodput; ///< useful compute / wall-clock, per run; every run (unfinished: 0)
    Distribution failures;                         ///< unplanned interruptions per run
    Distribution plannedStops;                     ///< maintenance stops per run
    Distribution slowEpisodes;                     ///< issue 19: fail-slow episodes per run
    Distribution corruptions;                      ///< issue 19: silent corruptions found per run
    RecoveryMode recovery = RecoveryMode::Storage; ///< issue 19: how failures were recovered
    /// Issue 19: failures per run recovered without the stored checkpoint (from a peer's RAM or
    /// onto a warm standby); empty with the stored checkpoint.
    Distribution fastRecoveries;
    std::vector<CauseCount> failuresByKind;
    std::vector<LostTime> lostTime; ///< non-zero entries, largest first

    // The analytic model at the same interval, and the intervals it recommends.
    double firstOrderGoodput = 0;
    double higherOrderGoodput = 0;
    Seconds youngInterval;
    Seconds dalyInterval;
    Seconds optimalInterval;                         ///< exact maximiser of Daly's model
    std::optional<Seconds> simulatedOptimalInterval; ///< unset without failures or sweep
    std::vector<IntervalPoint> sweep;                ///< ascending intervals
};

/// Everything one simulation needs, derived from a scenario by simulationPlan() or built
/// directly (tests, benchmarks).
struct SimulationPlan {
    FailureModel model;
    Seconds computeTime;   ///< useful compute on the whole cluster
    Seconds interval;      ///< checkpoint interval (compute between snapshots)
    double billedGpus = 0; ///< GPUs paid for the whole wall-clock
    DollarRate pricePerGpu;
    /// Issue 19: the facility's energy bill per second of wall-clock when the GPU-hour price
    /// does not include power; 0 when it does.
    DollarRate energyCost;
};

/// The plan of a scenario: evaluates it and takes compute time, checkpoint times and the
/// interval of its policy. Errors of the scenario come back in `diagnostics`.
SimulationPlan simulationPlan(const Scenario& scenario, Diagnostics& diagnostics);

/// Checks the options; each diagnostic names the option ("runs", "seed", ...).
Diagnostics validateSimulationOptions(const SimulationOptions& options);

/// Simulates a scenario's run. Never throws; invalid input gives valid == false.
SimulationResult simulate(const Scenario& scenario, const SimulationOptions& options);
SimulationResult simulate(const SimulationPlan& plan, const SimulationOptions& options);

/// Days and dollars at one cluster size, for P10-P90 bands on a days/dollars vs GPUs chart.
struct ScalePoint {
    int gpus = 0;
    bool valid = false; ///< false: the layout does not fit this size (see diagnostics)
    Diagnostics diagnostics;
    Distribution wallClockDays;
    Distribution costUsd;
    Distribution goodput;
    int unfinishedRuns = 0; ///< left out of the distributions above (see SimulationResult)
};

/// The scenario simulated at each GPU count (layout and everything else unchanged; data
/// parallelism absorbs the size), without the interval sweep.
std::vector<ScalePoint> simulateAcrossScales(const Scenario& scenario,
                                             const std::vector<int>& gpuCounts,
                                             const SimulationOptions& options);

} // namespace goodput
