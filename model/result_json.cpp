// SPDX-License-Identifier: MIT
#include "result_json.h"

#include "enum_names.h"

#include <cmath>

namespace goodput {
namespace {

using nlohmann::json;

json num(double v) {
    return finiteOrNull(v);
}

/// A wall-clock figure exists only when the run finishes.
json ifFinishes(const Result& r, double v) {
    return r.reliability.goodput.finishes ? num(v) : json(nullptr);
}

json collectiveJson(const CollectiveCost& c) {
    return {{"algorithm", enumName(c.algorithm)},
            {"steps", c.steps},
            {"latencySeconds", num(c.latencyTerm.value())},
            {"bandwidthSeconds", num(c.bandwidthTerm.value())},
            {"seconds", num(c.time().value())},
            {"bytesPerGpu", num(c.bytesPerGpu.value())}};
}

json placementJson(const AxisPlacement& p) {
    return {{"size", p.group.size},
            {"perScaleUpDomain", p.group.perDomain},
            {"outerTier", p.outerTier},
            {"crossesScaleUp", p.crossesScaleUp}};
}

json layoutJson(const LayoutChoice& c, int dp) {
    return {{"tp", c.layout.tp},
            {"pp", c.layout.pp},
            {"virtualStages", c.layout.virtualStages},
            {"cp", c.layout.cp},
            {"ep", c.layout.ep},
            {"dp", dp},
            {"zeroStage", static_cast<int>(c.layout.zero)},
            {"sequenceParallel", c.layout.sequenceParallel},
            {"microBatchSize", c.microBatchSize},
            {"recompute", enumName(c.recompute)}};
}

} // namespace

json stepToJson(const StepResult& st) {
    const StepBreakdown& t = st.time;
    const MemoryBreakdown& m = st.memory;
    json j;
    j["stepSeconds"] = num(t.total().value());
    j["stepTime"] = {{"computeSeconds", num(t.compute.value())},
                     {"memoryBoundSeconds", num(t.memoryBound.value())},
                     {"exposedTpSeconds", num(t.exposedTp.value())},
                     {"exposedCpSeconds", num(t.exposedCp.value())},
                     {"exposedEpSeconds", num(t.exposedEp.value())},
                     {"exposedDpSeconds", num(t.exposedDp.value())},
                     {"bubbleSeconds", num(t.bubble.value())},
                     {"ppTransferSeconds", num(t.ppTransfer.value())},
                     {"optimizerSeconds", num(t.optimizer.value())},
                     {"otherSeconds", num(t.other.value())}};
    j["memory"] = {{"weightsBytes", num(m.weights.value())},
                   {"gradientsBytes", num(m.gradients.value())},
                   {"optimizerBytes", num(m.optimizer.value())},
                   {"activationsBytes", num(m.activations.value())},
                   {"headroomBytes", num(m.headroom.value())},
                   {"totalBytes", num(m.total().value())},
                   {"capacityBytes", num(m.capacity.value())},
                   {"fits", m.fits},
                   {"activationBytesPerLayer", num(st.activationPerLayer.value())},
                   {"microBatchesInFlight", num(st.microBatchesInFlight)}};
    j["derivedMfu"] = num(st.mfu);
    j["derivedHfu"] = num(st.hfu);
    j["tokensPerSecond"] = num(st.tokensPerSecond);
    j["microBatches"] = st.microBatches;
    j["perMicroBatchSeconds"] = num(st.perMicroBatch.value());
    j["bubbleFraction"] = num(st.bubbleFraction);
    j["layersOnCriticalRank"] = st.layersOnCriticalRank;
    j["tpCrossingSlowdown"] = num(st.tpCrossingSlowdown);
    j["slowestGpuFactor"] = num(st.slowestGpuFactor);
    j["placement"] = {{"tp", placementJson(st.tpAxis)},
                      {"cp", placementJson(st.cpAxis)},
                      {"ep", placementJson(st.epAxis)},
                      {"pp", placementJson(st.ppAxis)},
                      {"dp", placementJson(st.dpAxis)}};
    return j;
}

json searchToJson(const SearchResult& sr) {
    json j;
    j["evaluated"] = sr.evaluated;
    j["candidates"] = sr.candidates;
    j["valid"] = sr.valid;
    j["fitting"] = sr.fitting;
    j["goodput"] = num(sr.goodput);
    j["flopConvention"] = enumName(sr.flopConvention);
    json ranked = json::array();
    for (std::size_t i = 0; i < sr.ranked.size(); ++i) {
        const RankedLayout& r = sr.ranked[i];
        json e = stepToJson(r.step);
        e["rank"] = i + 1;
        e["layout"] = layoutJson(r.choice, r.step.dp);
        e["wallClockDays"] = num(units::inDays(r.wallClock));
        e["wallClockCostUsd"] = num(r.cost.value());
        ranked.push_back(e);
    }
    j["ranked"] = ranked;
    j["diagnostics"] = diagnosticsToJson(sr.diagnostics);
    return j;
}

json finiteOrNull(double v) {
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json diagnosticToJson(const Diagnostic& d) {
    json j = {{"code", codeId(d.code)}, {"severity", severityId(d.severity)}, {"field", d.field}};
    if (d.actual) {
        j["actual"] = num(*d.actual);
    }
    if (d.limit) {
        j["limit"] = num(*d.limit);
    }
    if (!d.text.empty()) {
        j["text"] = d.text;
    }
    if (d.line > 0) {
        j["line"] = d.line;
        j["column"] = d.column;
    }
    return j;
}

json diagnosticsToJson(const Diagnostics& diagnostics) {
    json list = json::array();
    for (const Diagnostic& d : diagnostics) {
        list.push_back(diagnosticToJson(d));
    }
    return list;
}

json resultToJson(const Result& r) {
    json j;
    j["valid"] = r.valid;
    j["diagnostics"] = diagnosticsToJson(r.diagnostics);
    if (!r.valid) {
        return j;
    }
    const ComputeResult& c = r.compute;
    const ReliabilityResult& rel = r.reliability;
    j["parameters"] = num(c.parameters);
    j["modelFlopsPerToken"] = num(c.perToken.model.value());
    j["hardwareFlopsPerToken"] = num(c.perToken.hardware.value());
    j["totalFlops"] = num(c.total.value());
    j["peakFlopsPerSecondPerGpu"] = num(c.peakPerGpu.value());
    j["effectiveFlopsPerSecond"] = num(c.effective.value());
    j["mfu"] = num(c.mfu);
    j["hfu"] = num(c.hfu);
    j["flopConvention"] = enumName(c.flopConvention);
    j["tokensPerSecond"] = num(c.tokensPerSecond);
    j["trainingSeconds"] = num(c.time.value());
    j["trainingDays"] = num(units::inDays(c.time));
    j["gpuHours"] = num(c.gpuHours);
    j["costUsd"] = num(c.cost.value());
    j["costPerMillionTokensUsd"] = num(c.costPerMillionTokens.value());
    j["computeOptimalTokens"] = num(c.computeOptimalTokens);
    j["tokensPerParameter"] = num(c.tokensPerParameter);

    j["dataReadBytesPerSecond"] = num(r.dataReadRate.value());

    j["checkpointBytes"] = num(r.checkpoint.bytes.value());
    j["checkpointWriteSeconds"] = num(r.checkpoint.writeTime.value());
    j["checkpointStallSeconds"] = num(r.checkpoint.stall.value());
    j["checkpointLoadSeconds"] = num(r.checkpoint.load.value());

    j["systemMtbfHours"] = num(units::inHours(rel.systemMtbf));
    j["expectedFailures"] = ifFinishes(r, rel.expectedFailures);
    j["youngIntervalSeconds"] = num(rel.youngInterval.value());
    j["dalyIntervalSeconds"] = num(rel.dalyInterval.value());
    j["checkpointIntervalSeconds"] = num(rel.interval.value());
    j["checkpointWasteFraction"] = num(rel.waste);
    j["restartSeconds"] = num(rel.restart.total().value());
    j["restart"] = {{"detectionSeconds", num(rel.restart.detection.value())},
                    {"replacementSeconds", num(rel.restart.replacement.value())},
                    {"checkpointLoadSeconds", num(rel.restart.checkpointLoad.value())},
                    {"dataRestoreSeconds", num(rel.restart.dataRestore.value())},
                    {"warmupSeconds", num(rel.restart.warmup.value())},
                    {"diagnosisSeconds", num(rel.restart.diagnosis.value())}};
    j["goodput"] = num(rel.goodput.goodput);
    j["goodputBreakdown"] = {{"checkpointShare", num(rel.goodput.checkpointShare)},
                             {"lostWorkShare", num(rel.goodput.lostWorkShare)},
                             {"restartShare", num(rel.goodput.restartShare)},
                             {"plannedShare", num(rel.goodput.plannedShare)},
                             {"slowShare", num(rel.goodput.slowShare)},
                             {"silentCorruptionShare", num(rel.goodput.corruptionShare)},
                             {"corruptionCheckShare", num(rel.goodput.checkShare)}};
    j["expectedSlowEpisodes"] = ifFinishes(r, rel.expectedSlowEpisodes);
    j["expectedSilentCorruptions"] = ifFinishes(r, rel.expectedCorruptions);
    if (!rel.checkTradeOff.empty()) { // issue 19: goodput vs corruption check interval
        json curve = json::array();
        for (const CheckIntervalPoint& p : rel.checkTradeOff) {
            curve.push_back(
                {{"checkIntervalSeconds", num(p.interval.value())}, {"goodput", num(p.goodput)}});
        }
        j["corruptionChecks"] = {{"optimalIntervalSeconds", num(rel.optimalCheckInterval.value())},
                                 {"goodputByInterval", curve}};
    }
    // Issue 19: the recovery mode in use and every mode on this scenario, to compare.
    j["recovery"] = {{"mode", enumName(rel.recovery)},
                     {"snapshotStallSeconds", num(rel.snapshotStall.value())},
                     {"lossMtbfHours", num(units::inHours(rel.lossMtbf))},
                     {"fastRecoveryShare", num(rel.fastRecoveryShare)},
                     {"lostWorkPerFailureSeconds", num(rel.lostPerFailure.value())},
                     {"restartPerFailureSeconds", num(rel.restartPerFailure.value())},
                     {"standbyCoverage", num(rel.standbyCoverage)},
                     {"standbyGpus", num(rel.standbyGpus)}};
    json modes = json::array();
    for (const RecoveryOutlook& o : rel.recoveryModes) {
        const bool finishes = o.wallClock.value() > 0;
        modes.push_back({{"mode", enumName(o.mode)},
                         {"snapshotStallSeconds", num(o.snapshotStall.value())},
                         {"checkpointIntervalSeconds", num(o.interval.value())},
                         {"fastRecoveryShare", num(o.fastShare)},
                         {"lostWorkPerFailureSeconds", num(o.lostPerFailure.value())},
                         {"restartPerFailureSeconds", num(o.restartPerFailure.value())},
                         {"goodput", num(o.goodput)},
                         {"higherOrderGoodput", num(o.higherOrderGoodput)},
                         {"wallClockDays", finishes ? num(units::inDays(o.wallClock)) : json()},
                         {"costUsd", finishes ? num(o.cost.value()) : json()},
                         {"standbyGpus", num(o.standbyGpus)}});
    }
    j["recoveryModes"] = modes;
    j["optimalIntervalSeconds"] = num(rel.optimalInterval.value());
    j["effectiveIntervalSeconds"] = num(rel.effectiveInterval.value());
    j["higherOrderGoodput"] = num(rel.higherOrderGoodput);
    j["expectedPlannedStops"] = ifFinishes(r, rel.expectedPlannedStops);
    j["expectedNodesInRepair"] = num(rel.expectedNodesInRepair);
    json causes = json::array();
    for (const CauseOutlook& cause : rel.causes) {
        causes.push_back({{"kind", cause.kind},
                          {"parts", num(cause.parts)},
                          {"mtbfHours", num(units::inHours(cause.mtbf))},
                          {"share", num(cause.share)},
                          {"expectedFailures", ifFinishes(r, cause.expectedFailures)},
                          {"restartSeconds", num(cause.restart.value())}});
        if (cause.jobMtbf.value() > 0) { // issue 19: the kind's per-job term, only when it has one
            causes.back()["jobMtbfHours"] = num(units::inHours(cause.jobMtbf));
        }
        if (cause.slowMtbf.value() > 0) { // issue 19: fail-slow and silent corruption, when set
            causes.back()["slowMtbfHours"] = num(units::inHours(cause.slowMtbf));
            causes.back()["expectedSlowEpisodes"] = ifFinishes(r, cause.expectedSlowEpisodes);
        }
        if (cause.sdcMtbf.value() > 0) {
            causes.back()["sdcMtbfHours"] = num(units::inHours(cause.sdcMtbf));
            causes.back()["expectedSilentCorruptions"] = ifFinishes(r, cause.expectedCorruptions);
        }
    }
    j["failureCauses"] = causes;
    j["wallClockSeconds"] = ifFinishes(r, r.wallClock.value());
    j["wallClockDays"] = ifFinishes(r, units::inDays(r.wallClock));
    j["wallClockGpuHours"] = ifFinishes(r, r.wallClockGpuHours);
    j["wallClockCostUsd"] = ifFinishes(r, r.wallClockCost.value());
    j["totalCostUsd"] = ifFinishes(r, r.totalCost.value());
    const EnergyResult& e = r.energy;
    if (e.known) {
        j["energy"] = {{"boardWatts", num(e.boardWatts)},
                       {"clockFactor", num(e.clockFactor)},
                       {"itMegawatts", num(e.itMegawatts)},
                       {"facilityMegawatts", num(e.facilityMegawatts)},
                       {"megawattHours", ifFinishes(r, e.megawattHours)},
                       {"costUsd", ifFinishes(r, e.cost.value())},
                       {"tonnesCo2e", ifFinishes(r, e.tonnesCo2e)}};
    } else {
        j["energy"] = nullptr;
    }
    j["wallClockCostPerMillionTokensUsd"] = ifFinishes(r, r.wallClockCostPerMillionTokens.value());

    const CommunicationResult& cm = r.communication;
    json comm;
    comm["dp"] = cm.dp;
    comm["tpPlacement"] = placementJson(cm.tpPlacement);
    comm["dpPlacement"] = placementJson(cm.dpPlacement);
    comm["tp"] = {{"allReducesPerMicroBatch", cm.tp.allReduces},
                  {"activationBytes", num(cm.tp.messageSize.value())},
                  {"bytesPerGpuPerMicroBatch", num(cm.tp.bytesPerGpu.value())},
                  {"secondsPerMicroBatch", num(cm.tp.time.value())},
                  {"perAllReduce", collectiveJson(cm.tp.perAllReduce)},
                  {"crossingSlowdown", num(cm.tpCrossingSlowdown)}};
    const DataParallelSync& dp = cm.dpSync;
    comm["dpGradientSync"] = {
        {"model", dp.stepModel ? "step" : "chapter"},
        {"reduction", enumName(dp.reduction)},
        {"parameters", num(dp.parameters)},
        {"gradientBytes", num(dp.gradient.value())},
        {"syncsPerStep", dp.syncsPerStep},
        {"backwardSeconds", num(dp.window.value())},
        {"buckets", dp.gradients.buckets.buckets},
        {"bucketFixedOverheadSeconds", num(dp.gradients.buckets.fixedOverhead.value())},
        {"firstBucketDelaySeconds", num(dp.gradients.buckets.firstBucketDelay.value())},
        {"perBucket", collectiveJson(dp.gradients.perBucket)},
        {"expertParameters", num(dp.expertParameters)},
        {"expertGradientBytes", num(dp.expertGradient.value())},
        {"expertGroupSize", dp.expertGroupSize},
        {"expertBuckets", dp.expertGradients.buckets.buckets},
        {"expertReductionSeconds", num(dp.expertGradients.total.value())},
        {"reductionExposedSeconds", num(dp.reductionExposed.value())},
        {"gatherSeconds", num(dp.gathers.value())},
        {"contentionSeconds", num(dp.contention.value())},
        {"totalSeconds", num(dp.total.value())},
        {"exposedSeconds", num(dp.exposed.value())},
        {"ringTreeCrossoverBytes",
         cm.dpRingTreeCrossover ? num(cm.dpRingTreeCrossover->value()) : json(nullptr)}};
    j["communication"] = comm;
    j["mfuMode"] = enumName(c.mode);
    if (r.step) {
        j["step"] = stepToJson(*r.step);
        j["derivedMfu"] = num(r.step->mfu);
        j["derivedHfu"] = num(r.step->hfu);
    } else {
        j["step"] = nullptr;
        j["derivedMfu"] = nullptr;
        j["derivedHfu"] = nullptr;
    }
    return j;
}

} // namespace goodput
