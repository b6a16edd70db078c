// SPDX-License-Identifier: MIT
// The step-time and memory model, the parameter count and the layout search (issue 3): each term
// against a hand derivation, and the calibration cases of published-cases.md (numbers copied
// here with their source; nothing is read from outside the repository at test time).

#include "model/architecture.h"
#include "model/compute.h"
#include "model/plan.h"
#include "model/result_json.h"
#include "model/search.h"
#include "model/step.h"
#include "model/traffic.h"
#include "tests/support/scenarios.h"

#include <QtTest>

using namespace goodput;
using goodput::testing::dense;
using namespace goodput::units;

namespace {

bool within(double actual, double expected, double relative) {
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

Architecture llama405b() {
    // presets/models/llama-3.1-405b.json (meta-llama/llama-models sku_list.py).
    return dense(126, 16384, 128, 8, 53248, FfnType::SwiGlu, 128256, false);
}

/// H100 SXM as presets/hardware/nvidia-h100-sxm.json gives it: 989.4 TFLOP/s BF16 dense, 80 GB
/// HBM at 3.35 TB/s, matmul efficiency 0.803 (Bekman MAMF 794.5 / 989.4), FP8 0.709, fused
/// attention 0.48 at long sequences, 132 SMs, HBM at 0.85; NVLink 450 GB/s per direction at
/// collective efficiency 0.81 in 8-GPU domains (ring busbw 365.6 of 450, published-cases C2), 400
/// Gb/s NIC per GPU at 0.80 (the preset's assumption). Llama 3's fabric (§3.3.1): 3,072 GPUs per
/// pod at full bisection, 1:7 oversubscription above.
HardwareSpec h100() {
    HardwareSpec h;
    h.accelerator.peakBf16 = teraflopPerSecond(989.4);
    h.accelerator.hbmCapacity = gigabytes(80);
    h.accelerator.hbmBandwidth = terabytesPerSecond(3.35);
    h.accelerator.matmulEfficiency = 0.803;
    h.accelerator.fp8MatmulEfficiency = 0.709;
    h.accelerator.attentionEfficiency = 0.48;
    h.accelerator.computeUnits = 132;
    h.accelerator.memoryEfficiency = 0.85;
    Tier up;
    up.kind = TierKind::ScaleUp;
    up.bandwidth = gigabytesPerSecond(450);
    up.latency = microseconds(3);
    up.domainSize = 8;
    up.efficiency = 0.81;
    Tier out;
    out.kind = TierKind::ScaleOut;
    out.bandwidth = gigabitsPerSecond(400);
    out.latency = microseconds(10);
    out.domainSize = 3072;
    out.efficiency = 0.8;
    Tier spine = out;
    spine.kind = TierKind::Spine;
    spine.domainSize = 0;
    spine.oversubscription = 7;
    h.hierarchy.tiers = {up, out, spine};
    return h;
}

/// One row of Llama 3 Table 4 as a derived-MFU scenario.
Scenario llamaRow(int gpus, int cp, int sequence, int batchPerDp) {
    Scenario s = defaultScenario();
    s.hardware = h100(); // the shipped preset's values; nothing is overridden for this case
    s.cluster.gpus = gpus;
    s.workload.architecture = llama405b();
    s.workload.sequenceLength = sequence;
    const int dp = gpus / (8 * cp * 16);
    s.workload.globalBatchTokens = static_cast<double>(batchPerDp) * dp * sequence;
    // Llama 3's "BF16 MFU (Chowdhery et al.)" with the attention term; at 128K only its causal
    // half gives a consistent accounting (the full term would count 5.68e12 FLOP per token).
    s.flopConvention = FlopConvention::SixNCausalAttention;
    s.layout.tp = 8;
    s.layout.cp = cp;
    s.layout.pp = 16;
    // The paper names neither sequence parallelism nor fused norms, and an interleaved schedule
    // whose depth it does not print: 126 layers on 16 ranks leave at most 4 chunks of 2 layers.
    s.layout.sequenceParallel = false;
    s.layout.virtualStages = 4;
    // FSDP without resharding after the forward: weights gathered once per step (ZeRO-1/2
    // traffic), gradients reduce-scattered per FSDP unit, one layer (3.19e9 / 8 x 2 B = 797 MB).
    s.layout.zero = ZeroStage::Gradients;
    s.communication.bucketSize = megabytes(797);
    s.mfuMode = MfuMode::Derived;
    return s;
}

} // namespace

class TestStep final : public QObject {
    Q_OBJECT
private slots:
    void parameterCountsMatchPublished() {
        // Preset counts computed from the reference implementations (presets/models/*.json).
        QCOMPARE(countParameters(llama405b()).total, 405853388800.0);
        QCOMPARE(
            countParameters(dense(80, 8192, 64, 8, 28672, FfnType::SwiGlu, 128256, false)).total,
            70553706496.0);
        QCOMPARE(
            countParameters(dense(32, 4096, 32, 8, 14336, FfnType::SwiGlu, 128256, false)).total,
            8030261248.0);
        // GPT-3 175B (Brown et al. 2020): 96 x 12 x 12288^2 + 50257 x 12288 = 174.57e9 against
        // the published 175.0e9; biases and 2048 learned positions are the 0.25 % left out.
        QVERIFY(within(
            countParameters(dense(96, 12288, 96, 96, 49152, FfnType::Gelu, 50257, true)).total,
            175e9, 0.005));
        // Mixtral 8x7B (Mistral): 46,702,792,704 total, 12,879,925,248 active (router included).
        Architecture mixtral = dense(32, 4096, 32, 8, 14336, FfnType::SwiGlu, 32000, false);
        mixtral.experts = 8;
        mixtral.expertsPerToken = 2;
        mixtral.expertFfnHiddenSize = 14336;
        QCOMPARE(countParameters(mixtral).total, 46702792704.0);
        QCOMPARE(countParameters(mixtral).active, 12879925248.0);
        // DeepSeek-V3 (arXiv 2412.19437): 671B total, 37B active. Its multi-head latent attention
        // is modelled as 128-head MHA (4 h^2 = 205M per layer instead of about 187M), so the
        // count is 672.1B (+0.2 %) and 38.7B active (+4.5 %).
        Architecture ds = dense(61, 7168, 128, 128, 18432, FfnType::SwiGlu, 129280, false);
        ds.experts = 256;
        ds.expertsPerToken = 8;
        ds.sharedExperts = 1;
        ds.denseLayers = 3;
        ds.expertFfnHiddenSize = 2048;
        QVERIFY(within(countParameters(ds).total, 671e9, 0.005));
        QVERIFY(within(countParameters(ds).active, 37e9, 0.05));
    }
    void derivedModeUsesTheDerivedCount() {
        Scenario s = llamaRow(8192, 1, 8192, 32);
        s.workload.parameters = 1e9; // a typed-in N is replaced in derived mode
        const Result r = evaluate(s);
        QVERIFY(r.valid);
        QCOMPARE(r.compute.parameters, 405853388800.0);
    }
    void bubbleIsPMinusOneOverVM() {
        // Narayanan et al. 2021: interleaved 1F1B bubble (p - 1) / (v m); p 16, v 4, m 16 -> 15/64.
        QCOMPARE(bubbleFraction(16, 4, 16), 15.0 / 64.0);
        QCOMPARE(bubbleFraction(16, 1, 16), 15.0 / 16.0);
        QCOMPARE(bubbleFraction(1, 1, 16), 0.0);
        // In the step the bubble is (p - 1) / v micro-batch times: bubble / (m x t_mb) =
        // (p-1)/(vm).
        const Result r = evaluate(llamaRow(16384, 1, 8192, 16));
        QVERIFY(r.step);
        QCOMPARE(r.step->microBatches, 16);
        QVERIFY(within(r.step->time.bubble / (r.step->perMicroBatch * 16.0), 15.0 / 64.0, 1e-9));
    }
    void activationMemoryIsKorthikantisFormula() {
        // Korthikanti et al. 2022, GPT-3 175B: s 2048, b 1, h 12288, a 96, with dropout and no
        // fused attention. sbh = 2048 x 12288 = 25,165,824; 5as/h = 5 x 96 x 2048 / 12288 = 80.
        Architecture gpt = dense(96, 12288, 96, 96, 49152, FfnType::Gelu, 51200, true);
        gpt.dropout = true;
        const double sbh = 2048.0 * 12288.0;
        const auto bytes = [&](int t, bool sp, Recompute r) {
            return activationBytesPerLayer(gpt, 1, 2048, t, 1, sp, r, false, true).value();
        };
        QCOMPARE(bytes(1, false, Recompute::None), sbh * (34 + 80));            // eq. 1
        QCOMPARE(bytes(8, false, Recompute::None), sbh * (10 + 24.0 / 8 + 10)); // eq. 2
        QCOMPARE(bytes(8, true, Recompute::None), sbh * (34.0 / 8 + 10));       // eq. 4
        QCOMPARE(bytes(8, true, Recompute::Selective), sbh * 34.0 / 8);         // eq. 6
        QCOMPARE(bytes(8, false, Recompute::Full), 2.0 * sbh);                  // full: the input
        // Flash attention never stores the s x s matrix: the 5as^2b term goes.
        QCOMPARE(
            activationBytesPerLayer(gpt, 1, 2048, 8, 1, true, Recompute::None, true, true).value(),
            sbh * 34.0 / 8);
    }
    void tpAcrossTheNodePaysTheTierRatio() {
        // Chapter hardware: NVLink-class 400 GB/s (alpha 3 us), network 50 GB/s (alpha 10 us),
        // efficiency 1. TP 16 on 8-GPU domains runs its ring on the network. S_act = 8192 x 8192
        // x 2 B = 134.2 MB; ring all-reduce on 16: 2 x 15/16 x S = 251.7 MB per GPU.
        // Inside one domain: 251.7 MB / 400 GB/s + 30 x 3 us = 0.629 + 0.090 = 0.719 ms.
        // Across: 251.7 MB / 50 GB/s + 30 x 10 us = 5.033 + 0.300 = 5.333 ms: 7.42x, the tier
        // ratio 8 on the bandwidth term.
        Scenario s = defaultScenario();
        s.communication.algorithm = Algorithm::Ring;
        s.layout.tp = 16;
        s.layout.pp = 4;
        s.mfuMode = MfuMode::Derived;
        const Result across = evaluate(s);
        QVERIFY(across.valid && across.step);
        const double bytes = 2.0 * 15.0 / 16.0 * 8192.0 * 8192.0 * 2.0;
        QVERIFY(within(across.step->tpCrossingSlowdown,
                       (bytes / 50e9 + 30 * 10e-6) / (bytes / 400e9 + 30 * 3e-6), 1e-9));
        // The exposed TP time of the step grows by the same factor against TP 16 inside a
        // 16-GPU domain.
        Scenario inside = s;
        inside.hardware.hierarchy.tiers[0].domainSize = 16;
        const Result in = evaluate(inside);
        QVERIFY(in.step);
        QVERIFY(within(across.step->time.exposedTp / in.step->time.exposedTp,
                       across.step->tpCrossingSlowdown, 1e-9));
        QVERIFY(std::any_of(
            across.diagnostics.begin(), across.diagnostics.end(),
            [](const Diagnostic& d) { return d.code == DiagCode::TpCrossesScaleUpDomain; }));
    }
    void doublingDpHalvesComputeNotGradients() {
        // Fixed global batch: twice the GPUs (DP 32 -> 64) gives each replica half the
        // micro-batches, so compute per GPU halves; each GPU still holds the same weight shard,
        // so the gradient bytes it reduces are unchanged.
        Scenario s = defaultScenario();
        s.mfuMode = MfuMode::Derived;
        const Result a = evaluate(s);
        s.cluster.gpus = 2048;
        const Result b = evaluate(s);
        QVERIFY(a.step && b.step);
        QVERIFY(within(b.step->time.compute / a.step->time.compute, 0.5, 1e-12));
        QCOMPARE(b.step->dpSync.gradient.value(), a.step->dpSync.gradient.value());
    }
    void interleavingHidesTheDpSyncInTheCoolDown() {
        // ZeRO-1 with overlap: without interleaving the gradients are final only after the last
        // micro-batch's backward, so the reduce-scatter hides behind that one backward; with v
        // chunks each chunk syncs when its last backward ends, (v - 1) p + 1 chunk-steps before
        // the step ends (Megatron's per-chunk buckets), and the gathers hide behind the warm-up.
        Scenario s = defaultScenario();
        s.mfuMode = MfuMode::Derived;
        s.layout.pp = 4;
        s.layout.zero = ZeroStage::OptimizerStates;
        s.communication.overlapGradientSync = true;
        // A slow network, so that the sync outlasts one micro-batch's backward (0.22 s here).
        s.hardware.hierarchy.tiers[1].bandwidth = gigabitsPerSecond(25);
        const Result plain = evaluate(s);
        s.layout.virtualStages = 5;
        const Result interleaved = evaluate(s);
        QVERIFY(plain.step && interleaved.step);
        // Both the reduce-scatter and the gather outlast their windows, so each window's growth
        // comes off the exposed time: backward and forward together are one micro-batch, and the
        // windows grow from 1 to ((v - 1) p + 1) / v = 17 / 5 of it, 2.4 micro-batch times. The
        // time that moves from exposed to hidden then slows the compute beside it by
        // u / (1 - u), u = 0.02 across the scale-out tier (the chapter's accelerator has no
        // compute-unit count): gained = 2.4 (1 - 0.02 / 0.98) = 2.3510 (to 1 %: the first bucket
        // waits for 1/k of the longer window).
        const double u = 0.02;
        const Seconds gained = plain.step->time.exposedDp - interleaved.step->time.exposedDp;
        QVERIFY(within(gained / plain.step->perMicroBatch, 2.4 * (1.0 - u / (1.0 - u)), 0.01));
        // Without overlap nothing hides: the same collectives either way.
        s.communication.overlapGradientSync = false;
        const Result exposedV = evaluate(s);
        s.layout.virtualStages = 1;
        const Result exposed1 = evaluate(s);
        QVERIFY(exposedV.step && exposed1.step);
        QVERIFY(within(exposedV.step->time.exposedDp / exposed1.step->time.exposedDp, 1.0, 1e-9));
    }
    void everyPartReportsTheStepsDpSync() {
        // Issue 14, item 3: one DP model. With an architecture the communication section reports
        // the collectives the step time counts, for every ZeRO stage, in the result and in its
        // JSON; ZeRO-3 gathers the weights forward and backward and reduce-scatters after every
        // micro-batch, so its step total is m x (2 gathers + one reduction).
        for (const ZeroStage zero : {ZeroStage::None, ZeroStage::OptimizerStates,
                                     ZeroStage::Gradients, ZeroStage::Parameters}) {
            Scenario s = defaultScenario();
            s.mfuMode = MfuMode::Derived;
            s.layout.zero = zero;
            const Result r = evaluate(s);
            QVERIFY(r.valid && r.step);
            const DataParallelSync& dp = r.communication.dpSync;
            QVERIFY(dp.stepModel);
            QCOMPARE(dp.exposed.value(), r.step->time.exposedDp.value());
            QVERIFY(dp.exposed.value() > 0);
            QCOMPARE(dp.reduction,
                     zero == ZeroStage::None ? Collective::AllReduce : Collective::ReduceScatter);
            QCOMPARE(dp.syncsPerStep, zero == ZeroStage::Parameters ? r.step->microBatches : 1);
            QVERIFY(
                within(dp.total / (dp.gradients.total * dp.syncsPerStep + dp.gathers), 1.0, 1e-12));
            QCOMPARE(dp.gathers.value() > 0, zero != ZeroStage::None);
            const nlohmann::json j = resultToJson(r);
            QCOMPARE(j["communication"]["dpGradientSync"]["exposedSeconds"].get<double>(),
                     j["step"]["stepTime"]["exposedDpSeconds"].get<double>());
            QCOMPARE(j["communication"]["dpGradientSync"]["model"].get<std::string>(),
                     std::string("step"));
        }
        // Without an architecture there is no step: the chapter's all-reduce of N / (TP x PP)
        // gradients (2.5.6): 70e9 / (8 x 4) x 2 B = 4.375 GB.
        Scenario s = defaultScenario();
        s.workload.architecture.reset();
        const Result r = evaluate(s);
        QVERIFY(r.valid && !r.step);
        QVERIFY(!r.communication.dpSync.stepModel);
        QVERIFY(within(r.communication.dpSync.gradient / Bytes(70e9 / 32 * 2), 1.0, 1e-12));
    }
    void fullRecomputeOnAShareOfLayers() {
        // Llama 3 70B (N = 70.55e9), full recompute on half the layers (torchtitan's every second
        // layer): hardware FLOPs 6N + 2N x 0.5 = 7N per token; the mean layer keeps half the
        // layer input (full) and half of every activation (none).
        const FlopsPerToken f = flopsPerToken(70.55e9, Recompute::Full, 0.5);
        QVERIFY(within(f.hardware.value(), 7.0 * 70.55e9, 1e-12));
        QVERIFY(within(f.model.value(), 6.0 * 70.55e9, 1e-12));
        QCOMPARE(tpAllReducesPerLayer(Recompute::Full, 0.5), 5.0);
        Scenario s = defaultScenario();
        s.mfuMode = MfuMode::Derived;
        s.workload.recompute = Recompute::Full;
        s.workload.recomputeLayerShare = 0.5;
        const Result r = evaluate(s);
        QVERIFY(r.step);
        const Architecture& a = *s.workload.architecture;
        const auto perLayer = [&](Recompute rc) {
            return activationBytesPerLayer(a, s.workload.microBatchSize, s.workload.sequenceLength,
                                           s.layout.tp, s.layout.cp, s.layout.sequenceParallel, rc,
                                           s.workload.flashAttention, a.dropout);
        };
        QVERIFY(within(r.step->activationPerLayer.value(),
                       0.5 * perLayer(Recompute::Full).value() +
                           0.5 * perLayer(Recompute::None).value(),
                       1e-12));
        // The recomputed share of the step: between none and full.
        s.workload.recomputeLayerShare = 1.0;
        const Result full = evaluate(s);
        s.workload.recompute = Recompute::None;
        const Result none = evaluate(s);
        QVERIFY(full.step && none.step);
        QVERIFY(r.step->time.compute > none.step->time.compute &&
                r.step->time.compute < full.step->time.compute);
    }
    void memoryShrinksWithZeroStages() {
        // ZeRO-1 shards the optimizer over DP, ZeRO-2 the gradients too, ZeRO-3 the weights.
        Scenario s = defaultScenario();
        s.mfuMode = MfuMode::Derived;
        double previous = 1e300;
        for (ZeroStage z : {ZeroStage::None, ZeroStage::OptimizerStates, ZeroStage::Gradients,
                            ZeroStage::Parameters}) {
            s.layout.zero = z;
            const Result r = evaluate(s);
            QVERIFY(r.step);
            QVERIFY(r.step->memory.total().value() < previous);
            previous = r.step->memory.total().value();
        }
    }
    void ringBusBandwidthOnH100() {
        // published-cases C2: 8 x NVLink 4 ring all-reduce busbw 365.6 GB/s of 450. The model's
        // 450 x 0.81 = 364.5 GB/s; nccl-tests' busbw of the modelled time recovers it.
        const HardwareSpec h = h100();
        const AxisPlacement p = placeAxis(8, 1, h.hierarchy);
        const CollectiveCost c =
            collectiveCost(Collective::AllReduce, Algorithm::Ring, gibibytes(8), p.group, p.links);
        const double busbw = busBandwidth(Collective::AllReduce, 8, gibibytes(8), c.time()).value();
        QVERIFY(within(busbw, 365.6e9, 0.01));
    }
    void ringsAboveAnOversubscribedPod() {
        // Llama 3 fabric: pods of 3,072 GPUs, 1:7 above. DP 128 at stride 128 keeps 24 members
        // per pod: 24 >= 7, the ring's crossing edges get a full link. DP 8 at stride 2,048 has
        // one member per pod: every edge crosses and gets 1/7.
        const HardwareSpec h = h100();
        const double nic = 50e9 * 0.8;
        QVERIFY(within(placeAxis(128, 128, h.hierarchy).links.outer.bandwidth.value(), nic, 1e-12));
        QVERIFY(
            within(placeAxis(8, 2048, h.hierarchy).links.outer.bandwidth.value(), nic / 7, 1e-12));
    }
    void llama3Table4() {
        // Llama 3 Table 4 (arXiv 2407.21783, published-cases A6): BF16 MFU 43 %, 41 %, 38 %.
        struct Row {
            int gpus, cp, sequence, batchPerDp;
            double mfu;
        };
        for (const Row& row : {Row{8192, 1, 8192, 32, 0.43}, Row{16384, 1, 8192, 16, 0.41},
                               Row{16384, 16, 131072, 16, 0.38}}) {
            const Result r = evaluate(llamaRow(row.gpus, row.cp, row.sequence, row.batchPerDp));
            QVERIFY(r.valid && r.step);
            QCOMPARE(r.compute.mode, MfuMode::Derived);
            qInfo("Llama 3 405B on %d GPUs, CP %d: derived MFU %.1f %% (published %.0f %%)",
                  row.gpus, row.cp, r.compute.mfu * 100, row.mfu * 100);
            // With the shipped H100 values (nothing overridden) the kernel-level model gives
            // 40.1 %, 35.9 % and 35.6 %: the 16K rows lose more to the pipeline bubble than
            // Meta's schedule did (the paper does not print its interleaving depth; 4 is
            // assumed above). Bound: 6 points, today's worst row plus a margin.
            QVERIFY(std::abs(r.compute.mfu - row.mfu) <= 0.06);
        }
    }
    void badLayoutsNameTheFieldAndConstraint() {
        struct Case {
            DiagCode code;
            const char* field;
            std::function<void(Scenario&)> edit;
        };
        const std::vector<Case> cases = {
            {DiagCode::HeadsNotDivisibleByTp, "layout.tp",
             [](Scenario& s) {
                 s.workload.architecture->attentionHeads = 60;
             }},
            {DiagCode::KvHeadsIncompatibleWithTp, "layout.tp",
             [](Scenario& s) {
                 s.workload.architecture->kvHeads = 3;
             }},
            {DiagCode::TooFewLayersForStages, "layout.pp",
             [](Scenario& s) {
                 s.layout.virtualStages = 40;
             }},
            {DiagCode::VirtualStagesNeedPipeline, "layout.virtualStages",
             [](Scenario& s) {
                 s.layout.pp = 1;
                 s.layout.virtualStages = 2;
             }},
            {DiagCode::BatchNotDivisibleByDpMicroBatch, "workload.globalBatchTokens",
             [](Scenario& s) {
                 s.workload.microBatchSize = 3;
             }},
            {DiagCode::BatchNotWholeSequences, "workload.globalBatchTokens",
             [](Scenario& s) {
                 s.workload.globalBatchTokens = 1000;
             }},
            {DiagCode::SequenceNotDivisibleByCp, "layout.cp",
             [](Scenario& s) {
                 s.workload.sequenceLength = 8190;
                 s.workload.globalBatchTokens = 8190.0 * 512;
                 s.layout.cp = 4;
                 s.layout.pp = 1;
             }},
            {DiagCode::ExpertParallelWithoutExperts, "layout.ep",
             [](Scenario& s) {
                 s.layout.ep = 2;
             }},
            {DiagCode::MissingField, "workload.architecture",
             [](Scenario& s) {
                 s.workload.architecture.reset();
             }},
        };
        for (const Case& c : cases) {
            Scenario s = defaultScenario();
            s.mfuMode = MfuMode::Derived;
            c.edit(s);
            const Result r = evaluate(s);
            QVERIFY(!r.valid);
            const bool found =
                std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) {
                    return d.code == c.code && d.field == c.field && d.severity == Severity::Error;
                });
            QVERIFY2(found, c.field);
            // In assumed mode the same layout problem is a warning and the plan still runs.
            s.mfuMode = MfuMode::Assumed;
            if (c.code != DiagCode::MissingField) {
                QVERIFY(evaluate(s).valid);
            }
        }
        // MoE: 8 experts over EP 3 do not divide.
        Scenario moe = defaultScenario();
        moe.mfuMode = MfuMode::Derived;
        moe.workload.architecture->experts = 8;
        moe.workload.architecture->expertsPerToken = 2;
        moe.layout.ep = 3;
        moe.cluster.gpus = 96 * 32;
        const Result r = evaluate(moe);
        QVERIFY(!r.valid);
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::ExpertsNotDivisibleByEp;
        }));
    }
    void searchRanksOnlyFittingLayouts() {
        Scenario s = defaultScenario();
        SearchOptions o;
        o.top = 20;
        const SearchResult sr = searchLayouts(s, o);
        QVERIFY(sr.evaluated > 0 && sr.fitting > 0 && sr.fitting < sr.valid);
        QCOMPARE(static_cast<int>(sr.ranked.size()), 20);
        for (std::size_t i = 0; i < sr.ranked.size(); ++i) {
            QVERIFY(sr.ranked[i].step.memory.fits);
            if (i > 0) {
                QVERIFY(sr.ranked[i - 1].wallClock <= sr.ranked[i].wallClock);
            }
        }
        // The ranking agrees with the plan: the best layout's derived MFU through evaluate().
        const RankedLayout& best = sr.ranked.front();
        Scenario b = s;
        b.layout = best.choice.layout;
        b.workload.microBatchSize = best.choice.microBatchSize;
        b.workload.recompute = best.choice.recompute;
        b.mfuMode = MfuMode::Derived;
        const Result r = evaluate(b);
        QVERIFY(r.valid && r.step);
        QVERIFY(within(r.step->mfu, best.step.mfu, 1e-12));
        // 1 TB of weights on 8 GPUs of 80 GB: nothing fits, nothing is ranked.
        Scenario big = defaultScenario();
        big.cluster.gpus = 8;
        big.workload.architecture->layers = 800;
        big.workload.globalBatchTokens = 8192.0 * 8;
        const SearchResult none = searchLayouts(big, o);
        QVERIFY(none.ranked.empty());
        QVERIFY(none.valid > 0 && none.fitting == 0);
        QCOMPARE(none.diagnostics.back().code, DiagCode::NoLayoutFits);
    }
};

QTEST_APPLESS_MAIN(TestStep)
#include "tst_step.moc"
