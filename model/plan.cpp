// SPDX-License-Identifier: MIT
#include "plan.h"

#include "enum_names.h"
#include "scenario_schema.h"
#include "storage.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace goodput {
namespace {

/// Dollars per million of `tokens`; zero without tokens.
Dollars perMillionTokens(Dollars cost, double tokens) {
    return tokens > 0 ? cost * (1e6 / tokens) : Dollars(0);
}

void evaluateCommunication(const Scenario& s, Result& r, Diagnostics& diags) {
    CommunicationResult& c = r.communication;
    const Layout& l = s.layout;
    const Hierarchy& h = s.hardware.hierarchy;
    c.dp = l.dp(s.cluster.gpus);
    c.tpPlacement = placeAxis(l.tp, 1, h, s.cluster.gpus);
    c.dpPlacement = placeAxis(c.dp, l.tp * l.cp * l.pp, h, s.cluster.gpus);

    // Tensor parallelism: per micro-batch, on the tier TP sits on (2.5.4).
    if (l.tp > 1) {
        const auto& arch = s.workload.architecture;
        if (!arch) {
            diags.push_back({.code = DiagCode::TpTrafficNeedsArchitecture,
                             .severity = Severity::Info,
                             .field = "workload.architecture"});
        } else {
            const Bytes act =
                activationBytes(s.workload.microBatchSize, s.workload.sequenceLength,
                                arch->hiddenSize, bytesPerElement(s.workload.precision));
            const int layersPerGpu = std::max(1, arch->layers / l.pp);
            c.tp = tpTraffic(layersPerGpu, act,
                             {s.workload.recompute, s.workload.recomputeLayerShare,
                              s.workload.recomputeOnlyNeeded, l.sequenceParallel},
                             c.tpPlacement.group, c.tpPlacement.links, s.communication.algorithm);
            if (c.tpPlacement.crossesScaleUp) {
                c.tpCrossingSlowdown = crossingSlowdown(
                    act, c.tpPlacement.group, c.tpPlacement.links, s.communication.algorithm);
                diags.push_back({.code = DiagCode::TpCrossesScaleUpDomain,
                                 .severity = Severity::Warning,
                                 .field = "layout.tp",
                                 .actual = c.tpCrossingSlowdown,
                                 .limit = h.scaleUp().domainSize});
            }
        }
    }

    // Data parallelism: the step model's collectives when it ran, so that every part of the result
    // reports the DP sync the step time counts; otherwise the chapter's one gradient all-reduce
    // per step, hidden behind the backward (2.5.6-2.5.9).
    if (r.step) {
        c.dpPlacement = r.step->gradientAxis;
        c.dpSync = r.step->dpSync;
    } else {
        DataParallelSync& dp = c.dpSync;
        dp.parameters = s.workload.parameters / (static_cast<double>(l.tp) * l.pp);
        dp.gradient = gradientBytes(dp.parameters, s.workload.gradientBytesPerParameter);
        const Seconds stepCompute =
            r.compute.effective.value() > 0
                ? r.compute.perToken.model * s.workload.globalBatchTokens / r.compute.effective
                : Seconds(0);
        dp.window = stepCompute * (2.0 / 3.0); // backward is 4N of the 6N per token (2.5.14)
        dp.gradients = gradientSync(dp.gradient, s.communication.bucketSize,
                                    s.communication.perCollectiveOverhead, dp.window,
                                    s.communication.overlapGradientSync, c.dpPlacement.group,
                                    c.dpPlacement.links, s.communication.algorithm);
        dp.total = dp.gradients.total;
        dp.reductionExposed = dp.gradients.exposed;
        dp.exposed = dp.gradients.exposed;
    }
    if (c.dp > 1) {
        c.dpRingTreeCrossover =
            ringTreeCrossover(Collective::AllReduce, c.dpPlacement.group, c.dpPlacement.links);
    }
}

/// When the run never finishes: the key behind the largest share of the wall-clock lost to
/// failures (lost work and each restart phase, as a share failures x cost / MTBF) or to planned
/// stops, with that share. What a user should change first.
std::pair<std::string, double> largestLoss(const Scenario& s, const Result& r,
                                           const FailureModel& model) {
    const ReliabilitySettings& rel = s.reliability;
    const CheckpointSettings& ck = s.checkpoint;
    const RestartCost& restart = r.reliability.restart; // rate-weighted mean over the causes
    const double mtbf = r.reliability.systemMtbf.value();
    const auto share = [&](Seconds perFailure) {
        return mtbf > 0 ? perFailure.value() / mtbf : 0.0;
    };
    // A phase a part overrides for itself is that part's key, not the shared one.
    const auto phaseKey = [&](const char* key, std::optional<Seconds> PartKind::*own) {
        const bool overridden =
            std::any_of(rel.parts.begin(), rel.parts.end(),
                        [&](const PartKind& p) { return (p.*own).has_value(); });
        return overridden ? std::string("reliability.parts") : std::string("reliability.") + key;
    };
    // Sharded transfers run at the smaller of n x per-GPU and the aggregate bandwidth (storage.h).
    const double n = s.cluster.gpus;
    const std::string writeKey = ck.writeBandwidthPerGpu * n <= ck.aggregateWriteBandwidth
                                     ? "checkpoint.writeBandwidthPerGpuGBps"
                                     : "checkpoint.aggregateWriteBandwidthGBps";
    std::string loadKey = "reliability.checkpointLoadSeconds";
    if (!rel.checkpointLoadOverride) {
        loadKey = ck.readBandwidthPerGpu * n <= ck.aggregateReadBandwidth
                      ? "checkpoint.readBandwidthPerGpuGBps"
                      : "checkpoint.aggregateReadBandwidthGBps";
    }
    // Lost work is half an interval, plus what a slow asynchronous write adds: its lag, and the
    // interval it stretches. An optimal interval is long because the stall is long next to the
    // MTBF: blame the interval when it is manual, the stall's own key when a checkpoint stalls
    // longer than the MTBF (no failure rate makes that run), and the failure rate otherwise.
    const std::string stallKey = ck.stallOverride ? "checkpoint.stallSeconds"
                                 : ck.mode == CheckpointMode::Asynchronous
                                     ? "checkpoint.hostCopyBandwidthPerGpuGBps"
                                     : writeKey;
    const bool stallBeyondMtbf =
        model.recovery == RecoveryMode::Storage && model.snapshotStall() >= r.reliability.lossMtbf;
    const Seconds interval = r.reliability.interval;
    const std::pair<std::string, double> losses[] = {
        {rel.interval == IntervalPolicy::Manual ? "reliability.manualIntervalSeconds"
         : stallBeyondMtbf                      ? stallKey
                                                : "reliability.parts",
         share(interval * 0.5)},
        {writeKey, share((r.reliability.effectiveInterval - interval) * 0.5 + model.writeLag())},
        {phaseKey("detectionSeconds", &PartKind::detection), share(restart.detection)},
        {phaseKey("diagnosisSeconds", &PartKind::diagnosis), share(restart.diagnosis)},
        {phaseKey("replacementSeconds", &PartKind::replacement), share(restart.replacement)},
        {loadKey, share(restart.checkpointLoad)},
        {"reliability.dataRestoreSeconds", share(restart.dataRestore)},
        {"reliability.warmupSeconds", share(restart.warmup)},
        {"reliability.maintenanceDurationSeconds", model.plannedShare()},
        {"reliability.hotSpareNodes", model.repairWaitShare()},
        {"reliability.slowEvictionSeconds", model.slowShare()},
        {"reliability.sdcCheckIntervalSeconds", goodputTerms(model, interval).corruptionShare()}};
    return *std::max_element(std::begin(losses), std::end(losses),
                             [](const auto& a, const auto& b) { return a.second < b.second; });
}

void evaluateReliability(const Scenario& s, Result& r, Diagnostics& diags) {
    ReliabilityResult& rel = r.reliability;
    const FailureModel model =
        failureModel(s, r.checkpoint.stall, r.checkpoint.writeTime, r.checkpoint.load);
    rel.systemMtbf = model.systemMtbf();
    // Issue 19: the interval follows the recovery mode's snapshot stall and loss MTBF (M / f);
    // with the stored checkpoint they are the chapter's C and M.
    const Seconds stall = model.snapshotStall();
    rel.lossMtbf = model.lossMtbf();
    rel.youngInterval = youngInterval(stall, rel.lossMtbf);
    rel.dalyInterval = dalyInterval(stall, rel.lossMtbf);
    rel.optimalInterval = optimalInterval(stall, rel.lossMtbf);
    rel.interval = policyInterval(model, s.reliability.interval, s.reliability.manualInterval);
    rel.waste = checkpointWaste(stall, rel.interval, rel.lossMtbf);
    rel.effectiveInterval = model.effectiveInterval(rel.interval);
    rel.writeLag = model.writeLag();

    rel.restart = model.meanRestart();
    rel.goodput = computeGoodput(goodputTerms(model, rel.interval));
    rel.higherOrderGoodput = higherOrderGoodput(model, rel.interval);
    rel.expectedNodesInRepair = model.expectedNodesInRepair();
    const double totalRate = model.failureRate();
    double jobRate = 0;
    for (const FailureCause& cause : model.causes) {
        jobRate += cause.jobRate();
    }
    const auto mtbfOf = [](double rate) {
        return rate > 0 ? Seconds(1.0 / rate) : Seconds(0);
    };
    rel.jobTermMtbf = mtbfOf(jobRate);
    rel.partTermMtbf = mtbfOf(totalRate - jobRate);
    for (const FailureCause& cause : model.causes) {
        rel.causes.push_back({cause.kind, cause.count, cause.mtbf, cause.jobMtbf,
                              cause.rate() / totalRate, 0.0, cause.restart.total(), cause.slowMtbf,
                              cause.sdcMtbf});
    }
    rel.recovery = model.recovery;
    rel.snapshotStall = stall;
    rel.fastRecoveryShare = model.fastRecoveryShare();
    rel.lostWorkFactor = model.lostWorkFactor();
    rel.recoveryLag = model.recoveryLag();
    rel.lostPerFailure = model.effectiveInterval(rel.interval) * (0.5 * model.lostWorkFactor()) +
                         model.recoveryLag();
    rel.restartPerFailure = model.meanRecovery();
    rel.standbyCoverage = model.standbyCoverage();
    rel.standbyGpus = model.standbyGpus(s.cluster.gpusPerNode);
    for (const RecoveryMode mode :
         {RecoveryMode::Storage, RecoveryMode::PeerMemory, RecoveryMode::WarmStandby}) {
        const FailureModel other = withRecovery(model, mode);
        RecoveryOutlook o;
        o.mode = mode;
        o.snapshotStall = other.snapshotStall();
        o.interval = policyInterval(other, s.reliability.interval, s.reliability.manualInterval);
        o.fastShare = other.fastRecoveryShare();
        o.lostPerFailure = other.effectiveInterval(o.interval) * (0.5 * other.lostWorkFactor()) +
                           other.recoveryLag();
        o.restartPerFailure = other.meanRecovery();
        const GoodputBreakdown g = computeGoodput(goodputTerms(other, o.interval));
        o.goodput = g.goodput;
        o.higherOrderGoodput = higherOrderGoodput(other, o.interval);
        o.standbyGpus = other.standbyGpus(s.cluster.gpusPerNode);
        if (g.finishes && g.goodput > 0) {
            o.wallClock = r.compute.time / g.goodput;
            o.cost = s.pricePerGpu * o.wallClock * (s.cluster.gpus + o.standbyGpus);
        }
        rel.recoveryModes.push_back(o);
    }
    rel.meanSlowSpeed = model.meanSlowSpeed();
    rel.optimalCheckInterval = optimalCheckInterval(model);
    rel.checkTradeOff = checkIntervalTradeOff(model, rel.interval);

    if (!rel.goodput.finishes) {
        const auto [field, share] = largestLoss(s, r, model);
        diags.push_back({.code = DiagCode::RunNeverFinishes, .field = field, .actual = share});
        return;
    }
    if (r.checkpoint.writeTime > rel.interval * static_cast<double>(model.snapshotsPerStored())) {
        diags.push_back({.code = DiagCode::CheckpointLongerThanInterval,
                         .severity = Severity::Warning,
                         .field = "checkpoint",
                         .actual = r.checkpoint.writeTime.value(),
                         .limit = rel.interval.value()});
    }
    // Below 0.8 the wall-clock exceeds 1.25 x the compute time: past the optimistic end of the
    // chapter's 20-50 % (2.5.15) and twice Meta's loss on Llama 3 (docs/model.md, "Low-goodput
    // warning", which says why this value).
    constexpr double kLowGoodput = 0.8;
    if (rel.goodput.goodput < kLowGoodput) {
        diags.push_back({.code = DiagCode::LowGoodput,
                         .severity = Severity::Warning,
                         .field = "reliability",
                         .actual = rel.goodput.goodput,
                         .limit = kLowGoodput});
    }
    if (s.reliability.hotSpareNodes && *s.reliability.hotSpareNodes < rel.expectedNodesInRepair) {
        diags.push_back({.code = DiagCode::SparePoolTooSmall,
                         .severity = Severity::Warning,
                         .field = "reliability.hotSpareNodes",
                         .actual = *s.reliability.hotSpareNodes,
                         .limit = rel.expectedNodesInRepair});
    }
}

} // namespace

Diagnostics checkParameterCount(const Workload& w) {
    if (!w.architecture || !(w.parameters > 0)) {
        return {};
    }
    const double counted = countParameters(*w.architecture).total;
    if (!(counted > 0) || std::abs(w.parameters - counted) <= kParameterCountTolerance * counted) {
        return {};
    }
    return {{.code = DiagCode::ParametersDisagree,
             .severity = Severity::Warning,
             .field = "workload.parameters",
             .actual = w.parameters,
             .limit = counted}};
}

namespace {

/// What the step model would cap or take as a typo without saying so: the sustained clock and
/// fused attention above the burst matmul ceiling (kernels.cpp caps both there), a dense FP8
/// peak under the BF16 one (as the preset reader warns of a preset).
void checkAcceleratorCeilings(const Accelerator& a, Diagnostics& out) {
    const std::pair<const char*, std::optional<double>> capped[] = {
        {"hardware.sustainedMatmulEfficiency", a.sustainedMatmulEfficiency},
        {"hardware.attentionEfficiency", a.attentionEfficiency}};
    for (const auto& [field, value] : capped) {
        if (value && a.matmulEfficiency > 0 && *value > a.matmulEfficiency) {
            out.push_back({.code = DiagCode::EfficiencyAboveMatmulCeiling,
                           .severity = Severity::Warning,
                           .field = field,
                           .actual = *value,
                           .limit = a.matmulEfficiency});
        }
    }
    if (std::optional<Diagnostic> fp8 = fp8PeakBelowBf16(a, "hardware.peakFp8Tflops")) {
        out.push_back(std::move(*fp8));
    }
}

} // namespace

Diagnostics validate(const Scenario& s) {
    // The range of every key comes from the schema (scenario_schema.cpp), section by section;
    // what relates several keys is checked here.
    Diagnostics out;
    checkScenarioKeys("workload", s, out);
    if (!hasErrors(out)) {
        const Diagnostics count = checkParameterCount(s.workload);
        out.insert(out.end(), count.begin(), count.end());
    }
    if (!hasErrors(out) && s.workload.tokens < s.workload.globalBatchTokens) {
        out.push_back({.code = DiagCode::RunShorterThanStep,
                       .severity = Severity::Warning,
                       .field = "workload.tokens",
                       .actual = s.workload.tokens,
                       .limit = s.workload.globalBatchTokens});
    }
    if (s.mfuMode == MfuMode::Derived && !s.workload.architecture) {
        out.push_back({.code = DiagCode::MissingField, .field = "workload.architecture"});
    }

    checkScenarioKeys("hardware", s, out);
    if (s.hardware.hierarchy.tiers.empty()) {
        out.push_back({.code = DiagCode::MissingField, .field = "hardware.scaleUp"});
    }
    checkAcceleratorCeilings(s.hardware.accelerator, out);

    const Cluster& cl = s.cluster;
    checkScenarioKeys("cluster", s, out);
    if (cl.gpus >= 1 && cl.gpusPerNode >= 1 && cl.gpus % cl.gpusPerNode != 0) {
        out.push_back({.code = DiagCode::GpusNotDivisibleByNode,
                       .field = "cluster.gpus",
                       .actual = cl.gpus,
                       .limit = cl.gpusPerNode});
    }
    // A rack-scale switched domain (GB200/GB300 NVL72: 72 GPUs over 18 nodes of 4) is bought and
    // cabled whole: a cluster that is not a whole number of them leaves a rack partly used.
    if (!s.hardware.hierarchy.tiers.empty() && cl.gpus >= 1 && cl.gpusPerNode >= 1) {
        const Tier& up = s.hardware.hierarchy.tiers.front();
        if (up.kind == TierKind::ScaleUp && up.topology == Topology::Switched &&
            up.domainSize > cl.gpusPerNode && cl.gpus % up.domainSize != 0) {
            out.push_back({.code = DiagCode::PartialScaleUpDomain,
                           .severity = Severity::Warning,
                           .field = "cluster.gpus",
                           .actual = cl.gpus,
                           .limit = up.domainSize});
        }
    }

    const Layout& l = s.layout;
    const int maxAxis = std::max(1, cl.gpus);
    checkScenarioKeys("layout", s, out);
    if (l.tp >= 1 && l.pp >= 1 && l.cp >= 1 && l.tp <= maxAxis && l.pp <= maxAxis &&
        l.cp <= maxAxis && cl.gpus >= 1 && l.dp(cl.gpus) == 0) {
        out.push_back({.code = DiagCode::LayoutMismatch,
                       .field = "layout",
                       .actual = static_cast<double>(l.tp) * l.pp * l.cp,
                       .limit = cl.gpus});
    }

    checkScenarioKeys("communication", s, out);
    checkScenarioKeys("checkpoint", s, out);

    checkScenarioKeys("reliability", s, out);
    // Without a failure rate there is no MTBF, no optimal interval and no goodput to plan: say
    // so instead of planning a checkpoint every second.
    const auto& parts = s.reliability.parts;
    if (std::none_of(parts.begin(), parts.end(), [&](const PartKind& p) {
            return partCount(p, cl) > 0 || p.jobMtbf.has_value();
        })) {
        out.push_back({.code = DiagCode::NoFailureRate, .field = "reliability.parts"});
    }

    checkScenarioKeys("mfu", s, out);
    checkScenarioKeys("cost", s, out);
    checkScenarioKeys("power", s, out);
    // A cap slows the clock against the TDP (energy.h): without one it cannot, and far below it
    // the cube law, which leaves out static power, reads optimistic.
    if (hasErrors(out)) {
        return out;
    }
    // A spread chosen for a part it does not apply to has no effect, which is said.
    if (!speedSpreadApplies(s.hardware.accelerator) && s.cluster.gpuSpeedSpread > 0 &&
        s.cluster.gpuSpeedSpread != kGpuSpeedSpread) {
        out.push_back({.code = DiagCode::SpeedSpreadIgnored,
                       .severity = Severity::Warning,
                       .field = "cluster.gpuSpeedSpread",
                       .actual = s.cluster.gpuSpeedSpread});
    }
    if (s.power.capWatts && !(s.hardware.tdpWatts > 0)) {
        out.push_back({.code = DiagCode::PowerCapWithoutTdp,
                       .severity = Severity::Warning,
                       .field = "power.capWatts",
                       .actual = *s.power.capWatts});
    } else if (s.power.capWatts && *s.power.capWatts < kDeepPowerCapShare * s.hardware.tdpWatts) {
        out.push_back({.code = DiagCode::DeepPowerCap,
                       .severity = Severity::Warning,
                       .field = "power.capWatts",
                       .actual = *s.power.capWatts,
                       .limit = s.hardware.tdpWatts});
    }
    return out;
}

Result evaluate(const Scenario& scenario) {
    Result r;
    r.diagnostics = validate(scenario);
    if (hasErrors(r.diagnostics)) {
        return r;
    }
    // Derived MFU counts the parameters of the architecture it models, not a typed-in N.
    Scenario s = scenario;
    applyPowerCap(s); // issue 19: every step time and peak below runs at the capped clock
    if (s.mfuMode == MfuMode::Derived) {
        deriveParameters(s.workload);
    }
    if (s.workload.architecture) {
        const bool derived = s.mfuMode == MfuMode::Derived;
        // The step models the architecture, so it counts the architecture's parameters in either
        // mode: under an assumed MFU "the layout gives" is then the MFU the layout search ranks
        // the same layout with (it read 55.9 % on the card and 55.1 % in the table).
        Scenario modelled = s;
        deriveParameters(modelled.workload);
        const StepContext context = makeStepContext(modelled);
        const LayoutChoice choice{s.layout, s.workload.microBatchSize, s.workload.recompute};
        if (checkLayout(context, choice, &r.diagnostics,
                        derived ? Severity::Error : Severity::Warning)) {
            r.step = evaluateStep(context, choice);
            const MemoryBreakdown& m = r.step->memory;
            if (!m.fits) {
                r.diagnostics.push_back({.code = DiagCode::LayoutDoesNotFit,
                                         .severity = Severity::Warning,
                                         .field = "layout",
                                         .actual = units::inGigabytes(m.total()),
                                         .limit = units::inGigabytes(m.capacity)});
            }
        } else if (derived) {
            return r;
        }
    }
    r.valid = true;
    Diagnostics& diags = r.diagnostics;
    const Workload& w = s.workload;
    const Accelerator& acc = s.hardware.accelerator;
    const int n = s.cluster.gpus;

    // Compute, time and cost (2.5.14-2.5.15).
    ComputeResult& cr = r.compute;
    cr.parameters = modelParameters(w);
    cr.totalParameters = w.parameters;
    cr.flopConvention = appliedFlopConvention(s.flopConvention, w);
    if (cr.flopConvention != s.flopConvention) {
        diags.push_back({.code = DiagCode::FlopConventionNeedsArchitecture,
                         .severity = Severity::Warning,
                         .field = "mfu.flopConvention",
                         .text = std::string(enumName(s.flopConvention))});
    }
    cr.perToken = flopsPerToken(cr.parameters, w.recompute, w.recomputeLayerShare,
                                flopTerms(s.flopConvention, w));
    cr.total = trainingFlops(cr.perToken.model, w.tokens);
    if (w.precision == Precision::Fp8 && !acc.peakFp8) {
        diags.push_back({.code = DiagCode::Fp8Unsupported,
                         .severity = Severity::Warning,
                         .field = "workload.precision"});
    }
    cr.peakPerGpu = peakFor(acc, w.precision);
    cr.mode = r.step && s.mfuMode == MfuMode::Derived ? MfuMode::Derived : MfuMode::Assumed;
    cr.mfu = cr.mode == MfuMode::Derived ? r.step->mfu : s.assumedMfu;
    if (s.mfuMode == MfuMode::Assumed && cr.mfu > acc.matmulEfficiency) {
        diags.push_back({.code = DiagCode::AssumedMfuAbovePeak,
                         .severity = Severity::Warning,
                         .field = "mfu.assumed",
                         .actual = cr.mfu,
                         .limit = acc.matmulEfficiency});
    }
    cr.hfu = cr.mfu * (cr.perToken.hardware / cr.perToken.model);
    cr.effective = effectiveThroughput(n, cr.peakPerGpu, cr.mfu);
    cr.time = trainingTime(cr.total, cr.effective);
    cr.gpuHours = gpuHours(n, cr.time);
    cr.cost = computeCost(cr.gpuHours, s.pricePerGpu);
    cr.tokensPerSecond = tokensPerSecond(cr.effective, cr.perToken.model);
    cr.computeOptimalTokens = kComputeOptimalTokensPerParameter * cr.parameters;
    cr.tokensPerParameter = cr.parameters > 0 ? w.tokens / cr.parameters : 0;
    cr.costPerMillionTokens = perMillionTokens(cr.cost, w.tokens);

    // Data loading (2.5.10).
    r.dataReadRate = dataReadRate(cr.tokensPerSecond, w.tokenBytesOnDisk);
    if (r.dataReadRate > w.dataReadBandwidth) {
        diags.push_back({.code = DiagCode::DataLoadingBound,
                         .severity = Severity::Warning,
                         .field = "workload.dataReadBandwidthGBps",
                         .actual = units::inGigabytesPerSecond(r.dataReadRate),
                         .limit = units::inGigabytesPerSecond(w.dataReadBandwidth)});
    }

    evaluateCommunication(s, r, diags);

    // Checkpoints (2.5.11).
    const CheckpointSettings& ck = s.checkpoint;
    r.checkpoint.bytes = checkpointBytes(w.parameters, ck.bytesPerParameter);
    r.checkpoint.writeTime = shardedTransferTime(r.checkpoint.bytes, n, ck.writeBandwidthPerGpu,
                                                 ck.aggregateWriteBandwidth);
    r.checkpoint.stall = ck.stallOverride
                             ? *ck.stallOverride
                             : checkpointStall(ck.mode, r.checkpoint.writeTime, r.checkpoint.bytes,
                                               n, ck.hostCopyBandwidthPerGpu);
    r.checkpoint.load = s.reliability.checkpointLoadOverride
                            ? *s.reliability.checkpointLoadOverride
                            : shardedTransferTime(r.checkpoint.bytes, n, ck.readBandwidthPerGpu,
                                                  ck.aggregateReadBandwidth);

    evaluateReliability(s, r, diags);

    // Wall-clock after goodput losses (2.5.13, 2.5.15).
    const double g = r.reliability.goodput.goodput;
    if (g > 0) {
        r.wallClock = cr.time / g;
        r.wallClockGpuHours = cr.gpuHours / g;
        r.wallClockCost = cr.cost / g;
        // Issue 19: warm standby nodes are billed for the whole wall-clock beside the job.
        if (r.reliability.standbyGpus > 0) {
            r.wallClockGpuHours += units::inHours(r.wallClock) * r.reliability.standbyGpus;
            r.wallClockCost += s.pricePerGpu * r.wallClock * r.reliability.standbyGpus;
        }
        r.reliability.expectedFailures = expectedFailures(r.wallClock, r.reliability.systemMtbf);
        const double wall = r.wallClock.value();
        for (CauseOutlook& cause : r.reliability.causes) {
            cause.expectedFailures = r.reliability.expectedFailures * cause.share;
            // Issue 19: each kind's slow episodes and corruptions arrive at parts / MTBF.
            if (cause.slowMtbf.value() > 0) {
                cause.expectedSlowEpisodes = wall * cause.parts / cause.slowMtbf.value();
            }
            if (cause.sdcMtbf.value() > 0) {
                cause.expectedCorruptions = wall * cause.parts / cause.sdcMtbf.value();
            }
            r.reliability.expectedSlowEpisodes += cause.expectedSlowEpisodes;
            r.reliability.expectedCorruptions += cause.expectedCorruptions;
        }
        if (s.reliability.maintenanceInterval) {
            r.reliability.expectedPlannedStops = r.wallClock / *s.reliability.maintenanceInterval;
        }
    }
    r.energy = energyOfRun(s, r.wallClock, r.reliability.standbyGpus);
    r.totalCost = r.wallClockCost;
    if (!r.energy.known) {
        diags.push_back({.code = DiagCode::NoBoardPower,
                         .severity = Severity::Info,
                         .field = "hardware.tdpWatts"});
    } else if (!s.gpuPriceIncludesPower) {
        r.totalCost += r.energy.cost;
    }
    if (g > 0) {
        r.wallClockCostPerMillionTokens = perMillionTokens(r.totalCost, w.tokens);
    }
    return r;
}

} // namespace goodput
