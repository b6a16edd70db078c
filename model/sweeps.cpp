// SPDX-License-Identifier: MIT
#include "sweeps.h"

#include "layout_values.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

namespace goodput {
namespace {

/// validate() accepts at most this many GPUs; the sweep stops there.
constexpr long long kMaxGpus = 10'000'000;
/// The sweep starts this far below the current cluster and runs at least this far above it.
constexpr double kSpanBelow = 256.0;
constexpr double kSpanAbove = 16.0;
/// Once the wall-clock days have risen this far above their minimum the optimum is on the chart.
constexpr double kRiseShown = 2.0;

/// What the cluster sweep keeps of one evaluated cluster size.
struct Sample {
    long long gpus = 0;
    bool valid = false;
    bool finishes = false;
    double computeDays = 0;
    double wallClockDays = std::numeric_limits<double>::infinity();
    double computeCost = 0;
    double wallClockCost = 0;
    GoodputBreakdown goodput;
    std::vector<double> modeGoodput; ///< issue 19: each recovery mode's, in RecoveryMode order
};

Sample sampleOf(long long gpus, const Result& r) {
    Sample s;
    s.gpus = gpus;
    s.valid = r.valid;
    if (!r.valid) {
        return s;
    }
    s.finishes = r.reliability.goodput.finishes;
    s.goodput = r.reliability.goodput;
    for (const RecoveryOutlook& o : r.reliability.recoveryModes) {
        s.modeGoodput.push_back(o.goodput);
    }
    s.computeDays = units::inDays(r.compute.time);
    s.computeCost = r.compute.cost.value();
    if (s.finishes) {
        s.wallClockDays = units::inDays(r.wallClock);
        s.wallClockCost = r.wallClockCost.value();
    }
    return s;
}

/// Evaluates the scenario at other cluster sizes, each at most once.
class ClusterEvaluator {
public:
    explicit ClusterEvaluator(const Scenario& scenario) : m_scenario(scenario) {}

    const Sample& at(long long gpus) {
        auto it = m_samples.find(gpus);
        if (it == m_samples.end()) {
            m_scenario.cluster.gpus = static_cast<int>(gpus);
            it = m_samples.emplace(gpus, sampleOf(gpus, evaluate(m_scenario))).first;
        }
        return it->second;
    }
    void add(const Sample& s) { m_samples.emplace(s.gpus, s); }
    [[nodiscard]] const std::map<long long, Sample>& samples() const { return m_samples; }

private:
    Scenario m_scenario;
    std::map<long long, Sample> m_samples;
};

/// Multipliers 1, 2, 3, 4, 6, 8, 12, 16, ...: two points per doubling on a log axis.
std::vector<long long> gridMultipliers(long long maxMultiplier) {
    std::vector<long long> out;
    for (long long p = 1; p <= maxMultiplier; p *= 2) {
        out.push_back(p);
        if (p >= 2 && p * 3 / 2 <= maxMultiplier) {
            out.push_back(p * 3 / 2);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

/// The cluster size (GPUs) between lo and hi steps (both grid sizes, so valid) with the fewest
/// wall-clock days. A ternary search narrows the range (over valid sizes the curve is unimodal:
/// n g(n) rises while the cluster outgrows its failures, then falls), then the answer is the
/// fastest size it evaluated that is valid and finishes. Sizes where the job is not valid (with
/// derived MFU, the batch may not split over that many replicas) count as infinitely slow and
/// can mislead the search but never become the answer: at worst it is one of the grid sizes.
long long refineFastest(ClusterEvaluator& eval, long long step, long long lo, long long hi) {
    const auto days = [&](long long m) {
        return eval.at(m * step).wallClockDays;
    };
    const long long first = lo * step;
    const long long last = hi * step;
    while (hi - lo > 2) {
        const long long m1 = lo + (hi - lo) / 3;
        const long long m2 = hi - (hi - lo) / 3;
        if (days(m1) < days(m2)) {
            hi = m2 - 1;
        } else {
            lo = m1;
        }
    }
    for (long long m = lo; m <= hi; ++m) {
        days(m);
    }
    long long best = first;
    for (auto it = eval.samples().lower_bound(first);
         it != eval.samples().end() && it->first <= last; ++it) {
        const Sample& s = it->second;
        if (s.valid && s.finishes && s.wallClockDays < eval.at(best).wallClockDays) {
            best = it->first;
        }
    }
    return best;
}

double percent(double fraction) {
    return fraction * 100.0;
}

double inMilliseconds(Seconds t) {
    return t / units::milliseconds(1);
}

double inMinutes(Seconds t) {
    return t / units::minutes(1);
}

/// n points spaced evenly on a log axis from lo to hi (both included).
std::vector<double> logSpace(double lo, double hi, int n) {
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(n));
    const double ratio = std::log(hi / lo);
    for (int i = 0; i < n; ++i) {
        out.push_back(lo * std::exp(ratio * i / (n - 1)));
    }
    return out;
}

} // namespace

ClusterSweep sweepClusterSize(const Scenario& scenario, const Result& result) {
    ClusterSweep out;
    if (!result.valid) {
        return out;
    }
    const Layout& l = scenario.layout;
    const long long modelParallel = static_cast<long long>(l.tp) * l.pp * l.cp;
    const long long step =
        std::lcm(modelParallel, static_cast<long long>(scenario.cluster.gpusPerNode));
    if (step <= 0 || step > kMaxGpus) {
        return out;
    }
    out.step = static_cast<int>(step);
    const long long current = scenario.cluster.gpus;
    const long long limit = batchLimitGpus(scenario, kMaxGpus);
    out.batchLimitGpus = static_cast<int>(limit);

    ClusterEvaluator eval(scenario);
    eval.add(sampleOf(current, result));

    // Walk the grid upward until the optimum is well on the chart, or the run stops finishing.
    std::vector<long long> grid;
    double fewestDays = std::numeric_limits<double>::infinity();
    bool risen = false;
    for (const long long m : gridMultipliers(limit / step)) {
        const long long gpus = m * step;
        if (static_cast<double>(gpus) < static_cast<double>(current) / kSpanBelow) {
            continue;
        }
        const Sample& s = eval.at(gpus);
        if (!s.valid) {
            continue;
        }
        grid.push_back(gpus);
        fewestDays = std::min(fewestDays, s.wallClockDays);
        if (!s.finishes) {
            risen = true;
            break;
        }
        if (static_cast<double>(gpus) >= static_cast<double>(current) * kSpanAbove &&
            s.wallClockDays >= kRiseShown * fewestDays) {
            risen = true;
            break;
        }
    }

    // The fastest grid point, refined to a whole multiple of the step between its neighbours.
    const auto fastest = std::min_element(grid.begin(), grid.end(), [&](long long a, long long b) {
        return eval.at(a).wallClockDays < eval.at(b).wallClockDays;
    });
    if (fastest != grid.end() && eval.at(*fastest).finishes &&
        (risen || std::next(fastest) != grid.end())) {
        const long long lo = fastest == grid.begin() ? *fastest : *std::prev(fastest);
        const long long hi = std::next(fastest) == grid.end() ? *fastest : *std::next(fastest);
        const long long best = refineFastest(eval, step, lo / step, hi / step);
        const Sample& s = eval.at(best);
        out.fastestGpus = static_cast<int>(best);
        out.fastestWallClockDays = s.wallClockDays;
        out.fastestWallClockCostUsd = s.wallClockCost;
    }

    // The curves: every sample on the grid plus the current cluster and the optimum.
    std::vector<long long> shown = grid;
    shown.push_back(current);
    if (out.fastestGpus) {
        shown.push_back(*out.fastestGpus);
    }
    std::sort(shown.begin(), shown.end());
    shown.erase(std::unique(shown.begin(), shown.end()), shown.end());
    for (const long long gpus : shown) {
        const Sample& s = eval.at(gpus);
        if (!s.valid) {
            continue;
        }
        const auto x = static_cast<double>(gpus);
        out.computeDays.push_back({x, s.computeDays});
        out.computeCostUsd.push_back({x, s.computeCost});
        out.goodputPercent.push_back({x, percent(s.goodput.goodput)});
        for (std::size_t m = 0; m < s.modeGoodput.size() && m < out.modeGoodputPercent.size();
             ++m) {
            out.modeGoodputPercent[m].push_back({x, percent(s.modeGoodput[m])});
        }
        if (s.finishes) {
            out.wallClockDays.push_back({x, s.wallClockDays});
            out.wallClockCostUsd.push_back({x, s.wallClockCost});
            out.checkpointPercent.push_back({x, percent(s.goodput.checkpointShare)});
            out.lostWorkPercent.push_back({x, percent(s.goodput.lostWorkShare)});
            out.restartPercent.push_back({x, percent(s.goodput.restartShare)});
        }
    }
    return out;
}

CheckpointSweep sweepCheckpointInterval(const Result& result) {
    CheckpointSweep out;
    if (!result.valid) {
        return out;
    }
    const ReliabilityResult& rel = result.reliability;
    // Issue 19: the recovery mode's snapshot stall and loss MTBF (C and M for storage).
    const Seconds stall = rel.snapshotStall;
    const Seconds mtbf = rel.lossMtbf;
    const auto wasteAt = [&](Seconds tau) {
        return CurvePoint{inMinutes(tau), percent(checkpointWaste(stall, tau, mtbf))};
    };
    out.current = CurvePoint{inMinutes(rel.interval), percent(rel.waste)};
    out.optimum = wasteAt(rel.youngInterval);

    // Centred on the optimum, wide enough to show the current interval too. The model takes no
    // checkpoint more often than once a second.
    const Seconds centre = rel.youngInterval.value() >= 1 ? rel.youngInterval : rel.interval;
    const double lo = std::max(1.0, std::min(centre.value() / 20, rel.interval.value() / 2));
    const double hi = std::max(centre.value() * 20, rel.interval.value() * 2);
    for (const double t : logSpace(lo, hi, 161)) {
        const Seconds tau = units::seconds(t);
        // The waste is linear in C: at C = 0 only the lost-work term tau/(2M) remains.
        const double lost = percent(checkpointWaste(Seconds(0), tau, mtbf));
        const CurvePoint total = wasteAt(tau);
        out.wastePercent.push_back(total);
        out.lostWorkPercent.push_back({total.x, lost});
        out.stallPercent.push_back({total.x, total.y - lost});
    }
    return out;
}

CollectiveSweep sweepCollectives(const Scenario& scenario, const Result& result) {
    CollectiveSweep out;
    const Hierarchy& h = scenario.hardware.hierarchy;
    // The group the report's crossover and the DP figures are about (in the step model its
    // replicas drive every NIC of a node), not another one: the curves once crossed at 22.4 MB
    // beside a stated S* = 12.1 MB.
    const AxisPlacement& dp = result.communication.dpPlacement;
    const AxisPlacement group =
        dp.group.size > 1 ? dp : placeAxis(scenario.cluster.gpus, 1, h, scenario.cluster.gpus);
    out.group = group.group;
    if (group.group.size <= 1 || h.tiers.empty()) {
        return out;
    }
    const auto timeMs = [&](Algorithm a, Bytes size) {
        return inMilliseconds(
            collectiveCost(Collective::AllReduce, a, size, group.group, group.links).time());
    };
    // 1 kB to 10 GB, ten points per decade: latency-bound to bandwidth-bound.
    for (const double b : logSpace(1e3, 1e10, 71)) {
        const Bytes size = units::bytes(b);
        const double mb = units::inMegabytes(size);
        out.ring.push_back({mb, timeMs(Algorithm::Ring, size)});
        out.tree.push_back({mb, timeMs(Algorithm::Tree, size)});
        out.hierarchical.push_back({mb, timeMs(Algorithm::Hierarchical, size)});
    }
    if (const auto s = ringTreeCrossover(Collective::AllReduce, group.group, group.links)) {
        out.ringTreeCrossover = CurvePoint{units::inMegabytes(*s), timeMs(Algorithm::Ring, *s)};
    }
    const Bytes bucket = scenario.communication.bucketSize;
    out.bucket =
        CurvePoint{units::inMegabytes(bucket), timeMs(scenario.communication.algorithm, bucket)};
    return out;
}

std::vector<HierarchyLevel> hierarchyLevels(const Scenario& scenario) {
    std::vector<HierarchyLevel> out;
    HierarchyLevel hbm;
    hbm.kind = LevelKind::Hbm;
    hbm.bandwidthGBps = units::inGigabytesPerSecond(scenario.hardware.accelerator.hbmBandwidth);
    out.push_back(hbm);
    const int gpus = std::max(1, scenario.cluster.gpus);
    for (const Tier& t : scenario.hardware.hierarchy.tiers) {
        HierarchyLevel level;
        switch (t.kind) {
        case TierKind::ScaleUp: level.kind = LevelKind::ScaleUp; break;
        case TierKind::ScaleOut: level.kind = LevelKind::ScaleOut; break;
        case TierKind::Spine: level.kind = LevelKind::Spine; break;
        }
        level.name = t.name;
        level.reachGpus = t.domainSize > 0 ? std::min(t.domainSize, gpus) : gpus;
        // What one GPU gets per direction as the model's collectives see it: link spec x
        // efficiency, shared on a full mesh, divided by the oversubscription above a pod.
        level.bandwidthGBps = units::inGigabytesPerSecond(effectiveBandwidth(t, level.reachGpus));
        level.latencyUs = units::inMicroseconds(t.latency);
        level.ratioToPrevious =
            level.bandwidthGBps > 0 ? out.back().bandwidthGBps / level.bandwidthGBps : 1.0;
        out.push_back(level);
    }
    return out;
}

SearchResult topLayouts(const Scenario& scenario) {
    if (!scenario.workload.architecture) {
        return {};
    }
    SearchOptions options;
    options.top = kTopLayouts;
    return searchLayouts(scenario, options);
}

Sweeps computeSweeps(const Scenario& scenario, const Result& result, LayoutSearch search) {
    Sweeps out;
    if (!result.valid) {
        return out;
    }
    out.cluster = sweepClusterSize(scenario, result);
    out.checkpoint = sweepCheckpointInterval(result);
    out.collective = sweepCollectives(scenario, result);
    out.hierarchy = hierarchyLevels(scenario);
    if (search == LayoutSearch::Run) {
        out.layouts = topLayouts(scenario);
    }
    return out;
}

} // namespace goodput
