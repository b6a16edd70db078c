// SPDX-License-Identifier: MIT
#pragma once

// Sweeps of the model for the charts: the scenario evaluated across one input (cluster size,
// checkpoint interval, message size) with everything else kept. The GUI and the PDF report draw
// these curves as they are; each curve states the unit of its x and y, chosen to be the unit of
// the chart's axis, so a front end converts nothing.

#include "plan.h"
#include "search.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace goodput {

struct CurvePoint {
    double x = 0;
    double y = 0;
};
using Curve = std::vector<CurvePoint>;

/// The scenario at other cluster sizes (2.5.12-2.5.15). Cluster sizes are whole multiples of
/// lcm(TP x PP x CP, GPUs per node), so every point keeps the layout and fills whole nodes; DP
/// grows with the cluster, up to the batch limit (each replica needs a micro-batch per step), in
/// either MFU mode. Points whose scenario does not evaluate are left out.
struct ClusterSweep {
    int step = 0; ///< GPUs between two valid cluster sizes
    /// The most GPUs the global batch feeds with this layout: (batch sequences / micro-batch)
    /// x TP x PP x CP. No swept size exceeds it (the scenario's own size may).
    int batchLimitGpus = 0;
    Curve computeDays;       ///< x: GPUs, y: days, compute only (6ND / n peak MFU)
    Curve wallClockDays;     ///< x: GPUs, y: days after goodput losses
    Curve computeCostUsd;    ///< x: GPUs, y: US dollars, compute only
    Curve wallClockCostUsd;  ///< x: GPUs, y: US dollars after goodput losses
    Curve goodputPercent;    ///< x: GPUs, y: goodput in percent of wall-clock
    Curve checkpointPercent; ///< x: GPUs, y: percent of wall-clock stalled for checkpoints
    Curve lostWorkPercent;   ///< x: GPUs, y: percent recomputing work lost to failures
    Curve restartPercent;    ///< x: GPUs, y: percent in restarts
    /// Issue 19: goodput in percent under each recovery mode (storage, peer memory, warm
    /// standby), the rest of the scenario unchanged; 0 where a mode never finishes.
    std::array<Curve, 3> modeGoodputPercent;
    /// The cluster size with the fewest wall-clock days. Past it, the system MTBF M/n falls faster
    /// than the cluster grows: more GPUs make the run both slower and dearer. Empty when more
    /// GPUs still pay at the largest size swept.
    std::optional<int> fastestGpus;
    double fastestWallClockDays = 0;
    double fastestWallClockCostUsd = 0;
};

/// Checkpoint waste f(tau) = C/tau + tau/(2M) around the optimum (2.5.11.1).
struct CheckpointSweep {
    Curve wastePercent;    ///< x: interval in minutes, y: percent of compute time
    Curve stallPercent;    ///< x: minutes, y: C/tau in percent
    Curve lostWorkPercent; ///< x: minutes, y: tau/(2M) in percent
    CurvePoint optimum;    ///< Young's sqrt(2 C M) and its waste (minutes, percent)
    CurvePoint current;    ///< the interval in use and its waste (minutes, percent)
};

/// All-reduce time against message size for ring, tree and hierarchical on the scenario's tiers
/// (2.5.6-2.5.7), over the data-parallel group the gradient buckets use, placed and linked as the
/// result places it (so the curves' crossover is the result's dpRingTreeCrossover); over the
/// whole cluster, laid out domain by domain, when DP is 1.
struct CollectiveSweep {
    GroupPlacement group; ///< GPUs in the all-reduce and how many share a scale-up domain
    Curve ring;           ///< x: message size in MB, y: milliseconds
    Curve tree;           ///< x: MB, y: ms
    Curve hierarchical;   ///< x: MB, y: ms
    std::optional<CurvePoint> ringTreeCrossover; ///< MB, ms: above it the ring wins
    CurvePoint bucket; ///< the scenario's gradient bucket with its algorithm (MB, ms)
};

enum class LevelKind { Hbm, ScaleUp, ScaleOut, Spine };

/// One step of the chapter's staircase (2.5.2-2.5.3): bandwidth per GPU falls, latency and reach
/// grow as data leaves the chip.
struct HierarchyLevel {
    LevelKind kind = LevelKind::Hbm;
    std::string name;                ///< the tier's name from the hardware, empty for HBM
    double bandwidthGBps = 0;        ///< per GPU, one direction, as specified
    std::optional<double> latencyUs; ///< alpha per step; HBM latency is not part of the model
    int reachGpus = 1;               ///< GPUs reachable at this level (HBM: the GPU itself)
    double ratioToPrevious = 1;      ///< previous level's bandwidth / this one's (2.5.3)
};

/// How many ranked layouts the search returns for the step-time, memory and layout views.
inline constexpr int kTopLayouts = 10;

struct Sweeps {
    ClusterSweep cluster;
    CheckpointSweep checkpoint;
    CollectiveSweep collective;
    std::vector<HierarchyLevel> hierarchy;
    /// The best layouts of the scenario's GPUs (model/search.h); empty without an architecture.
    SearchResult layouts;
};

ClusterSweep sweepClusterSize(const Scenario& scenario, const Result& result);
CheckpointSweep sweepCheckpointInterval(const Result& result);
CollectiveSweep sweepCollectives(const Scenario& scenario, const Result& result);
std::vector<HierarchyLevel> hierarchyLevels(const Scenario& scenario);

/// The layout search the views show: the kTopLayouts best by wall-clock days, or nothing when
/// the workload has no architecture to search with.
SearchResult topLayouts(const Scenario& scenario);

/// Whether computeSweeps runs the layout search. The search costs more than every other sweep
/// together (milliseconds at 16,384 GPUs), so the app runs it apart from the slider's frame.
enum class LayoutSearch { Run, Skip };

/// Every sweep of a scenario whose result is valid; empty sweeps otherwise. With
/// LayoutSearch::Skip, `layouts` stays empty.
Sweeps computeSweeps(const Scenario& scenario, const Result& result,
                     LayoutSearch search = LayoutSearch::Run);

} // namespace goodput
