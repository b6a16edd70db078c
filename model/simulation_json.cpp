// SPDX-License-Identifier: MIT
#include "simulation_json.h"

#include "enum_names.h"
#include "result_json.h"

namespace goodput {
namespace {

using nlohmann::json;

json num(double v) {
    return finiteOrNull(v);
}

} // namespace

json distributionToJson(const Distribution& d) {
    json percentiles = json::array();
    for (double v : d.percentiles) {
        percentiles.push_back(num(v));
    }
    json histogram = json::array();
    for (const HistogramBin& b : d.histogram) {
        histogram.push_back({{"lower", num(b.lower)},
                             {"upper", num(b.upper)},
                             {"count", b.count},
                             {"fraction", num(b.fraction)}});
    }
    if (d.percentiles.empty()) { // no finished run: no statistics
        return {{"mean", nullptr},
                {"standardDeviation", nullptr},
                {"standardError", nullptr},
                {"min", nullptr},
                {"max", nullptr},
                {"p10", nullptr},
                {"p50", nullptr},
                {"p90", nullptr},
                {"percentiles", percentiles},
                {"histogram", histogram}};
    }
    return {{"mean", num(d.mean)},
            {"standardDeviation", num(d.standardDeviation)},
            {"standardError", num(d.standardError)},
            {"min", num(d.min)},
            {"max", num(d.max)},
            {"p10", num(d.p10)},
            {"p50", num(d.p50)},
            {"p90", num(d.p90)},
            {"percentiles", percentiles},
            {"histogram", histogram}};
}

json simulationToJson(const SimulationResult& r) {
    json j;
    j["valid"] = r.valid;
    j["diagnostics"] = diagnosticsToJson(r.diagnostics);
    if (!r.valid) {
        return j;
    }
    j["seed"] = r.seed;
    j["runs"] = r.runs;
    j["unfinishedRuns"] = r.unfinishedRuns;
    j["truncated"] = r.truncated;
    j["computeSeconds"] = num(r.computeTime.value());
    j["checkpointIntervalSeconds"] = num(r.interval.value());
    j["effectiveIntervalSeconds"] = num(r.effectiveInterval.value());
    j["wallClockDays"] = distributionToJson(r.wallClockDays);
    j["costUsd"] = distributionToJson(r.costUsd);
    j["goodput"] = distributionToJson(r.goodput);
    j["failures"] = distributionToJson(r.failures);
    j["plannedStops"] = distributionToJson(r.plannedStops);
    j["slowEpisodes"] = distributionToJson(r.slowEpisodes);
    j["silentCorruptions"] = distributionToJson(r.corruptions);
    j["recovery"] = enumName(r.recovery);
    j["fastRecoveries"] = distributionToJson(r.fastRecoveries);
    json byKind = json::array();
    for (const CauseCount& c : r.failuresByKind) {
        byKind.push_back({{"kind", c.kind}, {"failures", distributionToJson(c.failures)}});
    }
    j["failuresByKind"] = byKind;
    json lost = json::array();
    for (const LostTime& l : r.lostTime) {
        lost.push_back({{"category", lossCategoryId(l.category)},
                        {"kind", l.kind.empty() ? json(nullptr) : json(l.kind)},
                        {"meanSeconds", num(l.mean.value())},
                        {"shareOfWallClock", num(l.shareOfWallClock)}});
    }
    j["lostTime"] = lost;
    j["analytic"] = {{"firstOrderGoodput", num(r.firstOrderGoodput)},
                     {"higherOrderGoodput", num(r.higherOrderGoodput)},
                     {"youngIntervalSeconds", num(r.youngInterval.value())},
                     {"dalyIntervalSeconds", num(r.dalyInterval.value())},
                     {"optimalIntervalSeconds", num(r.optimalInterval.value())}};
    j["simulatedOptimalIntervalSeconds"] =
        r.simulatedOptimalInterval ? num(r.simulatedOptimalInterval->value()) : json(nullptr);
    json sweep = json::array();
    for (const IntervalPoint& p : r.sweep) {
        sweep.push_back({{"intervalSeconds", num(p.interval.value())},
                         {"simulatedGoodput", num(p.simulatedGoodput)},
                         {"standardError", num(p.standardError)},
                         {"firstOrderGoodput", num(p.firstOrderGoodput)},
                         {"higherOrderGoodput", num(p.higherOrderGoodput)}});
    }
    j["intervalSweep"] = sweep;
    return j;
}

} // namespace goodput
