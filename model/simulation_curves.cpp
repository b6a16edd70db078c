// SPDX-License-Identifier: MIT
#include "simulation_curves.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <utility>

namespace goodput {

Curve histogramOutline(const Distribution& distribution) {
    Curve out;
    const std::vector<HistogramBin>& bins = distribution.histogram;
    if (bins.empty()) {
        return out;
    }
    out.push_back({bins.front().lower, 0});
    for (const HistogramBin& b : bins) {
        const double percent = 100 * b.fraction;
        out.push_back({b.lower, percent});
        out.push_back({b.upper, percent});
    }
    out.push_back({bins.back().upper, 0});
    return out;
}

Curve cdfCurve(const Distribution& distribution) {
    Curve out;
    const std::vector<double>& p = distribution.percentiles;
    out.reserve(p.size());
    for (std::size_t i = 0; i < p.size(); ++i) {
        out.push_back({p[i], static_cast<double>(i)});
    }
    return out;
}

std::vector<CategoryLoss> lossByCategory(const SimulationResult& simulation) {
    std::array<double, kLossCategories> seconds{};
    for (const LostTime& l : simulation.lostTime) {
        seconds.at(static_cast<std::size_t>(l.category)) += l.mean.value();
    }
    std::vector<CategoryLoss> out;
    const double wallDays = simulation.wallClockDays.mean;
    for (std::size_t i = 0; i < seconds.size(); ++i) {
        if (seconds[i] > 0) {
            const double days = units::inDays(units::seconds(seconds[i]));
            out.push_back({static_cast<LossCategory>(i), days, wallDays > 0 ? days / wallDays : 0});
        }
    }
    return out;
}

ScaleBands scaleBands(const std::vector<ScalePoint>& points) {
    ScaleBands b;
    for (const ScalePoint& p : points) {
        // A run that never finished is missing from the quantiles, which then understate the
        // spread (far past the fastest cluster, where restarts outlast the system MTBF).
        if (!p.valid || p.unfinishedRuns > 0 || p.wallClockDays.percentiles.empty()) {
            continue;
        }
        const double x = p.gpus;
        b.daysP10.push_back({x, p.wallClockDays.p10});
        b.daysP50.push_back({x, p.wallClockDays.p50});
        b.daysP90.push_back({x, p.wallClockDays.p90});
        b.costP10Usd.push_back({x, p.costUsd.p10});
        b.costP90Usd.push_back({x, p.costUsd.p90});
    }
    return b;
}

double widestDaysSpread(const ScaleBands& bands) {
    double widest = 0;
    const std::size_t n = std::min(bands.daysP10.size(), bands.daysP90.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (bands.daysP10[i].y > 0) {
            widest = std::max(widest, bands.daysP90[i].y / bands.daysP10[i].y - 1.0);
        }
    }
    return widest;
}

std::vector<int> bandGpuCounts(const ClusterSweep& sweep, int maxPoints, int include) {
    std::vector<int> sizes;
    for (const CurvePoint& p : sweep.wallClockDays) {
        sizes.push_back(static_cast<int>(p.x));
    }
    const std::size_t n = sizes.size();
    if (maxPoints < 2 || n <= static_cast<std::size_t>(maxPoints)) {
        return sizes;
    }
    std::vector<int> out;
    const auto last = static_cast<double>(n - 1);
    for (int i = 0; i < maxPoints; ++i) {
        const auto index = static_cast<std::size_t>(last * i / (maxPoints - 1) + 0.5);
        out.push_back(sizes[index]);
    }
    if (std::find(sizes.begin(), sizes.end(), include) != sizes.end()) {
        out.push_back(include);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

SimulationOutlook outlookOf(SimulationResult simulation) {
    SimulationOutlook o;
    o.simulation = std::move(simulation);
    if (o.simulation.valid) {
        o.losses = lossByCategory(o.simulation);
        o.histogram = histogramOutline(o.simulation.wallClockDays);
        o.cdf = cdfCurve(o.simulation.wallClockDays);
    }
    return o;
}

SimulationOutlook simulateOutlook(const Scenario& scenario, const ClusterSweep& sweep,
                                  const OutlookOptions& options) {
    SimulationOptions run;
    run.runs = options.runs;
    run.seed = options.seed;
    run.searchOptimum = false;
    SimulationOutlook o = outlookOf(simulate(scenario, run));
    if (!o.simulation.valid) {
        return o;
    }
    run.runs = options.scaleRuns;
    o.bands = scaleBands(simulateAcrossScales(
        scenario, bandGpuCounts(sweep, options.scalePoints, scenario.cluster.gpus), run));
    return o;
}

} // namespace goodput
