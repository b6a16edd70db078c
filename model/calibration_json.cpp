// SPDX-License-Identifier: MIT
#include "calibration_json.h"

#include "enum_names.h"
#include "result_json.h"

namespace goodput {
namespace {

using nlohmann::json;

double us(Seconds s) {
    return units::inMicroseconds(s);
}
double gbps(ByteRate r) {
    return units::inGigabytesPerSecond(r);
}

std::string_view ranksSourceId(RanksSource s) {
    switch (s) {
    case RanksSource::Devices: return "devices";
    case RanksSource::Given: return "given";
    case RanksSource::BandwidthRatio: return "bandwidthRatio";
    case RanksSource::Unknown: break;
    }
    return "unknown";
}

json collectiveId(const std::optional<Collective>& c) {
    return c ? json(ncclCollectiveName(*c)) : json(nullptr);
}

json regimeToJson(const AlphaBetaFit& r) {
    return {{"alphaUs", finiteOrNull(us(r.alpha.value))},
            {"alphaStandardErrorUs", finiteOrNull(us(r.alpha.standardError))},
            {"bandwidthGBps", finiteOrNull(gbps(r.bandwidth.value))},
            {"bandwidthStandardErrorGBps", finiteOrNull(gbps(r.bandwidth.standardError))},
            {"fromBytes", r.fromSize.value()},
            {"toBytes", r.toSize.value()},
            {"points", r.points},
            {"rmsRelativeError", finiteOrNull(r.rmsRelativeError)},
            {"kind", regimeKindId(r.kind)},
            {"bandwidthShare", finiteOrNull(r.bandwidthShare)}};
}

std::string_view collectiveSourceId(CollectiveSource s) {
    switch (s) {
    case CollectiveSource::Program: return "program";
    case CollectiveSource::Given: return "given";
    case CollectiveSource::Inferred: return "inferred";
    case CollectiveSource::Unknown: break;
    }
    return "unknown";
}

} // namespace

std::string_view tierId(TierKind tier) {
    return tier == TierKind::ScaleOut ? "scale-out" : "scale-up";
}

std::string_view variantId(NcclVariant variant) {
    return variant == NcclVariant::InPlace ? "in-place" : "out-of-place";
}

json calibrationToJson(const CalibrationFit& fit, const std::vector<NcclRun>& runs,
                       const std::vector<std::string>& sources) {
    const auto valid = [&](double v) {
        return fit.valid ? finiteOrNull(v) : json(nullptr);
    };
    const auto source = [&](std::size_t run) {
        return run < sources.size() ? sources[run] : std::string();
    };
    json j;
    // A fit that cannot become a preset (calibratedPreset's refusals) is not valid either; the
    // caller, which knows the preset, lowers it. `fitted`: the fit itself succeeded.
    j["valid"] = fit.valid;
    j["fitted"] = fit.valid;
    j["tier"] = tierId(fit.tier);
    j["algorithm"] = enumName(fit.algorithm);
    j["variant"] = variantId(fit.variant);
    j["latencyUs"] = valid(us(fit.latency.value));
    j["latencyStandardErrorUs"] = valid(us(fit.latency.standardError));
    j["bandwidthGBps"] = valid(gbps(fit.bandwidth.value));
    j["bandwidthStandardErrorGBps"] = valid(gbps(fit.bandwidth.standardError));
    j["efficiency"] = fit.efficiency ? finiteOrNull(fit.efficiency->value) : json(nullptr);
    j["efficiencyStandardError"] =
        fit.efficiency ? finiteOrNull(fit.efficiency->standardError) : json(nullptr);
    j["specBandwidthGBps"] =
        fit.specBandwidth ? finiteOrNull(gbps(*fit.specBandwidth)) : json(nullptr);
    j["referenceRanks"] = fit.referenceRanks;
    j["rmsRelativeError"] = valid(fit.rmsRelativeError);
    j["maxAbsRelativeError"] = valid(fit.maxAbsRelativeError);
    j["regimes"] = json::array();
    for (const AlphaBetaFit& r : fit.regimes) {
        j["regimes"].push_back(regimeToJson(r));
    }
    j["switchBetweenBytes"] =
        fit.switchBetween
            ? json::array({fit.switchBetween->first.value(), fit.switchBetween->second.value()})
            : json(nullptr);
    j["switchesBytes"] = json::array();
    for (const auto& [below, above] : fit.switches) {
        j["switchesBytes"].push_back(json::array({below.value(), above.value()}));
    }
    const bool stored = fit.valid && fit.storedRegime < fit.regimes.size();
    j["storedRegime"] = stored ? json(fit.storedRegime) : json(nullptr);
    j["storedRegimeKind"] =
        stored ? json(regimeKindId(fit.regimes[fit.storedRegime].kind)) : json(nullptr);
    j["bandwidthCapped"] = fit.bandwidthCapped;
    j["poorFit"] = fit.poorFit;
    // On the scale-out tier B is one NIC's: a run of g GPUs per host crosses on g rails.
    j["bandwidthPer"] = fit.tier == TierKind::ScaleOut ? "nic" : "gpu";
    j["runs"] = json::array();
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const NcclRun& r = runs[i];
        json candidates = json::array();
        for (const Collective c : r.collectiveCandidates) {
            candidates.push_back(ncclCollectiveName(c));
        }
        j["runs"].push_back({{"source", source(i)},
                             {"line", r.line},
                             {"program", r.program.empty() ? json(nullptr) : json(r.program)},
                             {"collective", collectiveId(r.collective)},
                             {"collectiveSource", collectiveSourceId(r.collectiveSource)},
                             {"collectiveCandidates", candidates},
                             {"ranks", r.ranks},
                             {"ranksSource", ranksSourceId(r.ranksSource)},
                             {"hosts", r.hosts},
                             {"rows", r.rows.size()}});
    }
    j["points"] = json::array();
    for (const CalibrationPoint& p : fit.points) {
        j["points"].push_back(
            {{"source", source(p.run)},
             {"line", p.line},
             {"collective", ncclCollectiveName(p.collective)},
             {"ranks", p.ranks},
             {"hosts", p.hosts},
             {"gpusPerHost", p.perDomain},
             {"sizeBytes", p.size.value()},
             {"measuredUs", finiteOrNull(us(p.measured))},
             {"modelUs", valid(us(p.model))},
             {"relativeError", valid(p.relativeError)},
             {"measuredBusBandwidthGBps", finiteOrNull(gbps(p.measuredBusBandwidth))},
             {"modelBusBandwidthGBps", valid(gbps(p.modelBusBandwidth))},
             {"regime", p.regime},
             {"used", p.used}});
    }
    j["diagnostics"] = json::array();
    for (const Diagnostic& d : fit.diagnostics) {
        j["diagnostics"].push_back(diagnosticToJson(d));
    }
    return j;
}

std::string_view stepMeasureId(StepMeasure kind) {
    switch (kind) {
    case StepMeasure::StepTime: return "stepTime";
    case StepMeasure::TokensPerSecond: return "tokensPerSecond";
    case StepMeasure::TflopsPerGpu: return "tflopsPerGpu";
    }
    return "stepTime";
}

json stepCalibrationToJson(const StepCalibration& c, const StepMeasurement& m) {
    const auto valid = [&](double v) {
        return c.valid ? finiteOrNull(v) : json(nullptr);
    };
    const auto step = [&](const StepResult& r, bool shown) {
        return shown ? json{{"stepSeconds", finiteOrNull(r.time.total().value())},
                            {"mfu", finiteOrNull(r.mfu)},
                            {"hfu", finiteOrNull(r.hfu)},
                            {"tokensPerSecond", finiteOrNull(r.tokensPerSecond)}}
                     : json(nullptr);
    };
    const bool modelled = c.before.time.total().value() > 0;
    return {{"valid", c.valid},
            {"measurement",
             {{"kind", stepMeasureId(m.kind)},
              {"value", finiteOrNull(m.value)},
              {"countsRecompute",
               m.kind == StepMeasure::TflopsPerGpu ? json(m.countsRecompute) : json(nullptr)}}},
            {"measuredStepSeconds",
             c.measuredStep.value() > 0 ? finiteOrNull(c.measuredStep.value()) : json(nullptr)},
            {"matmulEfficiency", valid(c.efficiency)},
            {"previousMatmulEfficiency", finiteOrNull(c.previousEfficiency)},
            {"sensitivity", valid(c.sensitivity)},
            {"iterations", c.iterations},
            {"fastestStepSeconds", modelled ? finiteOrNull(c.fastestStep.value()) : json(nullptr)},
            {"slowestStepSeconds", modelled ? finiteOrNull(c.slowestStep.value()) : json(nullptr)},
            {"before", step(c.before, modelled)},
            {"after", step(c.after, c.valid)},
            {"mfuChange", valid(c.after.mfu - c.before.mfu)},
            {"diagnostics", diagnosticsToJson(c.diagnostics)}};
}

} // namespace goodput
