// SPDX-License-Identifier: MIT
#pragma once

// One scenario in, one result out. The GUI, the CLI and the PDF report all render this result;
// none of them computes a number of its own.

#include "diagnostics.h"
#include "energy.h"
#include "failures.h"
#include "placement.h"
#include "reliability.h"
#include "scenario.h"
#include "step.h"
#include "traffic.h"

#include <optional>

namespace goodput {

/// Training tokens per parameter of a compute-optimal run: about 20 (Hoffmann et al. 2022,
/// "Training Compute-Optimal Large Language Models", the Chinchilla rule).
inline constexpr double kComputeOptimalTokensPerParameter = 20;

struct ComputeResult {
    FlopsPerToken perToken;
    double parameters = 0;                                ///< N used for 6N (total; active for MoE)
    FlopConvention flopConvention = FlopConvention::SixN; ///< the one MFU and HFU count under
    double totalParameters =
        0;       ///< every weight: what is checkpointed and reduced (derived in derived mode)
    Flops total; ///< model FLOPs per token x D: 6 N D under 6N
    FlopRate peakPerGpu;             ///< dense peak at the scenario's precision
    FlopRate effective;              ///< n x peak x MFU
    MfuMode mode = MfuMode::Assumed; ///< where mfu came from
    double mfu = 0;                  ///< assumed, or the step model's in derived mode
    double hfu = 0;
    double tokensPerSecond = 0;
    Seconds time; ///< compute-only training time
    double gpuHours = 0;
    Dollars cost;
    double computeOptimalTokens = 0; ///< kComputeOptimalTokensPerParameter x N (active for MoE)
    double tokensPerParameter = 0;   ///< D / N
    Dollars costPerMillionTokens;    ///< compute-only cost / (D / 10^6)
};

struct CommunicationResult {
    AxisPlacement tpPlacement;
    AxisPlacement dpPlacement;
    int dp = 0;
    TpTraffic tp;                  ///< per micro-batch
    double tpCrossingSlowdown = 1; ///< TP time across the node / inside it
    /// Every DP collective of a step: the step model's when the scenario has an architecture
    /// (the same numbers as the step time's exposed DP), else the chapter's (2.5.6-2.5.9).
    DataParallelSync dpSync;
    std::optional<Bytes> dpRingTreeCrossover;
};

struct CheckpointResult {
    Bytes bytes;
    Seconds writeTime;
    Seconds stall; ///< C in the Young-Daly formula
    Seconds load;  ///< read back on restart
};

struct ReliabilityResult {
    Seconds systemMtbf;
    double expectedFailures = 0; ///< over the wall-clock run
    Seconds youngInterval;
    Seconds dalyInterval;
    Seconds interval;    ///< the one in use (policy)
    double waste = 0;    ///< C/tau + tau/(2M) at the interval in use
    RestartCost restart; ///< each phase averaged over the causes by rate
    GoodputBreakdown goodput;
    // Issue 10: the failure model behind the numbers above.
    std::vector<CauseOutlook> causes; ///< per part kind, in scenario order
    Seconds optimalInterval;          ///< exact maximiser of Daly's higher-order goodput
    Seconds effectiveInterval;        ///< achieved: an async write longer than tau stretches it
    Seconds writeLag;                 ///< async: a failure also loses the write still in flight
    double higherOrderGoodput = 0;    ///< Daly's model at the interval in use
    double expectedPlannedStops = 0;  ///< maintenance stops over the wall-clock run
    double expectedNodesInRepair = 0; ///< Little's law; compare with the spare pool
    // Issue 19: MTBF(n) = 1 / (a + b n) split into its two terms.
    Seconds jobTermMtbf;  ///< 1 / a, the per-job terms of all kinds; 0 = none
    Seconds partTermMtbf; ///< 1 / (b n), the parts of all kinds; 0 = none
    // Issue 19: fail-slow and silent data corruption (their shares are in `goodput`).
    double expectedSlowEpisodes = 0; ///< over the wall-clock run
    double expectedCorruptions = 0;  ///< over the wall-clock run
    double meanSlowSpeed = 1;        ///< E[1/s] of the slowdown
    Seconds optimalCheckInterval;    ///< kappa* = sqrt(2 K / lambda_c); 0 = nothing corrupts
    std::vector<CheckIntervalPoint> checkTradeOff; ///< goodput vs check interval; empty = none
    // Issue 19: recovery modes. youngInterval, dalyInterval, optimalInterval and waste above use
    // the mode's snapshot stall and loss MTBF (M / f).
    RecoveryMode recovery = RecoveryMode::Storage;
    Seconds snapshotStall;        ///< stall per snapshot under the mode
    Seconds lossMtbf;             ///< M / f
    double fastRecoveryShare = 0; ///< failures recovered without the stored checkpoint
    double lostWorkFactor = 1;    ///< f: work lost per failure in half-intervals
    Seconds recoveryLag;          ///< the lag per failure under the mode
    Seconds lostPerFailure;       ///< f tau/2 + lag
    Seconds restartPerFailure;    ///< the mode's mean restart
    double standbyCoverage = 0;   ///< warm standby: a node failure finds a warm node
    double standbyGpus = 0;       ///< billed besides the job (in wallClockCost)
    /// Every mode on this scenario, in the order storage, peer memory, warm standby.
    std::vector<RecoveryOutlook> recoveryModes;
};

struct Result {
    bool valid = false; ///< false: errors in diagnostics, numbers are zero
    ComputeResult compute;
    CommunicationResult communication;
    ByteRate dataReadRate;
    CheckpointResult checkpoint;
    ReliabilityResult reliability;
    /// The step model of the scenario's layout (model/step.h): present whenever the workload has
    /// an architecture and the layout is valid for it, in both MFU modes. In derived mode
    /// compute.mfu is step->mfu.
    std::optional<StepResult> step;
    Seconds wallClock; ///< compute time / goodput
    double wallClockGpuHours = 0;
    Dollars wallClockCost;
    EnergyResult energy; ///< issue 19: megawatts, energy, its cost and CO2e of the wall-clock run
    /// wallClockCost, plus the energy cost when the GPU-hour price does not include power: the
    /// cost of one trained model.
    Dollars totalCost;
    Dollars wallClockCostPerMillionTokens; ///< total cost / (D / 10^6)
    Diagnostics diagnostics;
};

/// A typed parameter count more than this share away from its architecture's count is a warning:
/// the chapter's "70B" next to the 69.0B its architecture counts is not.
inline constexpr double kParameterCountTolerance = 0.1;

/// The warning when `workload.parameters` disagrees with the count of `workload.architecture`
/// (plan, search and the sweeps give it alike), or nothing.
Diagnostics checkParameterCount(const Workload& workload);

/// Checks every field of a scenario for range and consistency; each diagnostic names its field.
Diagnostics validate(const Scenario& scenario);

/// Evaluates a scenario. Never throws; invalid input yields valid == false and diagnostics.
Result evaluate(const Scenario& scenario);

} // namespace goodput
