// SPDX-License-Identifier: MIT
#pragma once

// The Monte-Carlo simulator's output as chart series (issue 10): the distribution of wall-clock
// days as a histogram outline and a CDF, the lost time summed by cause, and P10-P90 bands of days
// and dollars across cluster sizes. Like sweeps.h, each curve is in the unit of the axis it is
// drawn on, so a front end converts nothing. One call, simulateOutlook(), makes everything the
// desktop app's reliability views show.

#include "simulate.h"
#include "sweeps.h"

#include <cstdint>
#include <vector>

namespace goodput {

/// A histogram as the outline of its bars: x at the bin edges, y in percent of the finished runs
/// per bin (a step curve that starts and ends on zero). Empty without bins.
Curve histogramOutline(const Distribution& distribution);

/// The empirical CDF: x the value, y the percent of finished runs at or below it (0-100 in steps
/// of 1, from Distribution::percentiles). Empty when no run finished.
Curve cdfCurve(const Distribution& distribution);

/// Mean lost time of one category, summed over the part kinds.
struct CategoryLoss {
    LossCategory category = LossCategory::CheckpointStall;
    double days = 0;             ///< per run, over the finished runs
    double shareOfWallClock = 0; ///< days / mean wall-clock days
};

/// The lost time of a simulation by category, in the order of LossCategory, categories that
/// cost nothing left out. Their sum is the mean wall-clock minus the compute time.
std::vector<CategoryLoss> lossByCategory(const SimulationResult& simulation);

/// P10 and P90 of days and dollars across cluster sizes (x: GPUs), from simulateAcrossScales();
/// sizes that did not simulate, or where some runs never finished, are left out.
struct ScaleBands {
    Curve daysP10;
    Curve daysP50;
    Curve daysP90;
    Curve costP10Usd;
    Curve costP90Usd;
};
ScaleBands scaleBands(const std::vector<ScalePoint>& points);

/// The widest the days band gets across the sizes, as P90 / P10 - 1 (0 without points): what a
/// legend says of a band thinner than the line it surrounds.
double widestDaysSpread(const ScaleBands& bands);

/// At most `maxPoints` cluster sizes of a sweep, evenly spread over its points (both ends and
/// `include` kept when they are in the sweep): the sizes worth simulating for the bands.
std::vector<int> bandGpuCounts(const ClusterSweep& sweep, int maxPoints, int include);

struct OutlookOptions {
    int runs = 1000;      ///< runs of the scenario itself (distribution, causes)
    int scaleRuns = 200;  ///< runs per cluster size of the bands
    int scalePoints = 12; ///< cluster sizes simulated for the bands
    std::uint64_t seed = 1;
};

/// What the app's reliability views show of one scenario.
struct SimulationOutlook {
    SimulationResult simulation; ///< the scenario itself, without the interval sweep
    std::vector<CategoryLoss> losses;
    Curve histogram; ///< histogramOutline of the wall-clock days
    Curve cdf;       ///< cdfCurve of the wall-clock days
    ScaleBands bands;
};

/// The views of a simulation made elsewhere (the report's): its losses, histogram and CDF; no
/// bands.
SimulationOutlook outlookOf(SimulationResult simulation);

/// Simulates the scenario and the cluster sizes of its sweep. Never throws; an invalid scenario
/// gives simulation.valid == false and empty curves.
SimulationOutlook simulateOutlook(const Scenario& scenario, const ClusterSweep& sweep,
                                  const OutlookOptions& options);

} // namespace goodput
