// SPDX-License-Identifier: MIT
// Per-formula and property tests of the model beyond the chapter's worked examples.

#include "model/architecture.h"
#include "model/collectives.h"
#include "model/compute.h"
#include "model/hardware.h"
#include "model/plan.h"
#include "model/reliability.h"
#include "model/search.h"
#include "model/storage.h"
#include "tests/support/near.h"
#include "tests/support/scenarios.h"

#include <QtTest>
#include <random>

using goodput::test::near;

using namespace goodput;
using namespace goodput::units;

class TestModel final : public QObject {
    Q_OBJECT
private slots:
    void asynchronousStallIsTheHostCopy() {
        // 2.5.11: an asynchronous save stalls for each GPU's shard over the device-to-host copy.
        // 1 TB over 1,000 GPUs is 1 GB a GPU; at 25 GB/s 40 ms, whatever the write takes.
        const Bytes total = units::gigabytes(1000);
        QVERIFY(near(checkpointStall(CheckpointMode::Asynchronous, seconds(10), total, 1000,
                                     units::gigabytesPerSecond(25))
                         .value(),
                     0.04));
        // A copy slower than the write still stalls for the copy: 1 GB at 0.05 GB/s is 20 s,
        // longer than the 10 s write (it read 10 s, the synchronous stall, as if the setting
        // had no effect).
        QVERIFY(near(checkpointStall(CheckpointMode::Asynchronous, seconds(10), total, 1000,
                                     units::gigabytesPerSecond(0.05))
                         .value(),
                     20.0));
        // Synchronous: the write.
        QCOMPARE(checkpointStall(CheckpointMode::Synchronous, seconds(10), total, 1000,
                                 units::gigabytesPerSecond(25))
                     .value(),
                 10.0);
    }
    void unitsAreExplicit() {
        // 400 Gb/s is 50 GB/s; 32 GiB is 34,359,738,368 B, not 32e9.
        QCOMPARE(gigabitsPerSecond(400).value(), 50e9);
        QCOMPARE(gibibytes(32).value(), 34359738368.0);
        QCOMPARE(inGigabitsPerSecond(gigabytesPerSecond(50)), 400.0);
        QCOMPARE(inDollarsPerHour(dollarsPerHour(2.5)), 2.5);
        static_assert(std::is_same_v<decltype(bytes(1) / bytesPerSecond(1)), Seconds>);
        static_assert(std::is_same_v<decltype(flops(1) / flopPerSecond(1)), Seconds>);
        static_assert(std::is_same_v<decltype(bytes(1) / bytes(1)), double>);
    }
    void ridgeAndRoofline() {
        // H100-like: 989.4e12 FLOP/s / 3.35e12 B/s = 295.3 FLOP/B ("hundreds of FLOP/byte", 2.5.1).
        const FlopRate peak = teraflopPerSecond(989.4);
        const ByteRate bw = terabytesPerSecond(3.35);
        QVERIFY(near(ridgePoint(peak, bw).value(), 989.4 / 3.35));
        // 1e12 FLOP over 1e9 B: compute 1.0107 ms > memory 0.2985 ms -> compute bound.
        QVERIFY(near(rooflineTime(flops(1e12), bytes(1e9), peak, bw).value(), 1e12 / 989.4e12));
        QVERIFY(!isMemoryBound(flops(1e12), bytes(1e9), peak, bw));
        // Softmax-like: 1e9 FLOP over 1e9 B: memory 0.2985 ms dominates.
        QVERIFY(near(rooflineTime(flops(1e9), bytes(1e9), peak, bw).value(), 1e9 / 3.35e12));
        QVERIFY(isMemoryBound(flops(1e9), bytes(1e9), peak, bw));
    }
    void fp8FallsBackToBf16() {
        Accelerator a;
        a.peakBf16 = teraflopPerSecond(312);
        QCOMPARE(peakFor(a, Precision::Fp8).value(), 312e12);
        a.peakFp8 = teraflopPerSecond(1979);
        QCOMPARE(peakFor(a, Precision::Fp8).value(), 1979e12);
    }
    void fullMeshGroupGetsItsLinks() {
        // MI300X-like: 448 GB/s over 7 links; a 2-GPU group uses 1 link = 64 GB/s (x efficiency 1).
        Tier t;
        t.bandwidth = gigabytesPerSecond(448);
        t.domainSize = 8;
        t.topology = Topology::FullMesh;
        QVERIFY(near(effectiveBandwidth(t, 2).value(), 64e9));
        QVERIFY(near(effectiveBandwidth(t, 8).value(), 448e9));
        t.topology = Topology::Switched;
        QVERIFY(near(effectiveBandwidth(t, 2).value(), 448e9));
    }
    void nccltestsBusBandwidth() {
        // nccl-tests PERFORMANCE.md: S = 1 GiB, n = 8, B = 450 GB/s: t = 1.0737e9 x 1.75 / 450e9
        // = 4.1757 ms; busbw = algbw x 2(n-1)/n recovers B.
        const Link l{seconds(0), gigabytesPerSecond(450)};
        const auto c = ringCost(Collective::AllReduce, gibibytes(1), 8, l);
        QVERIFY(near(c.time().value(), 1073741824.0 * 1.75 / 450e9));
        QVERIFY(std::abs(c.time().value() - 4.18e-3) < 0.005e-3);
        QVERIFY(
            near(busBandwidth(Collective::AllReduce, 8, gibibytes(1), c.time()).value(), 450e9));
        QCOMPARE(busBandwidthFactor(Collective::AllGather, 8), 7.0 / 8.0);
        QCOMPARE(busBandwidthFactor(Collective::Broadcast, 8), 1.0);
    }
    void ringPerGpuBytesApproach2S() {
        const Link l{microseconds(5), gigabytesPerSecond(100)};
        double previous = 0;
        for (int n : {2, 4, 16, 256, 65536}) {
            const double v = ringCost(Collective::AllReduce, bytes(1e9), n, l).bytesPerGpu.value();
            QVERIFY(v > previous && v < 2e9);
            previous = v;
        }
        QVERIFY(previous > 1.9999e9);
    }
    void treeBeatsRingBelowCrossoverOnly() {
        const Link l{microseconds(8), gigabytesPerSecond(50)};
        for (int n : {8, 64, 512, 4096}) {
            const GroupPlacement g{n, n};
            const GroupLinks links{l, l};
            const Bytes x = ringTreeCrossover(Collective::AllReduce, g, links).value();
            const auto t = [&](Algorithm a, Bytes s) {
                return collectiveCost(Collective::AllReduce, a, s, g, links).time();
            };
            QVERIFY(t(Algorithm::Tree, x * 0.5) < t(Algorithm::Ring, x * 0.5));
            QVERIFY(t(Algorithm::Ring, x * 2.0) < t(Algorithm::Tree, x * 2.0));
            QVERIFY(near(t(Algorithm::Tree, x).value(), t(Algorithm::Ring, x).value(), 1e-6));
            // Auto is never slower than either.
            QVERIFY(t(Algorithm::Auto, x * 3.0) <= t(Algorithm::Ring, x * 3.0));
        }
    }
    void mtbfFallsAsPartsGrow() {
        Seconds previous = hours(1e9);
        for (double n : {1.0, 10.0, 100.0, 1000.0, 1e5}) {
            const Seconds m = systemMtbf({{n, hours(50000)}});
            QVERIFY(m < previous);
            previous = m;
        }
        // Several kinds add as rates: 1000 nodes at 50,000 h and 8000 GPUs at 100,000 h:
        // 1 / (1000/50000 + 8000/100000) = 1 / 0.1 = 10 h.
        QVERIFY(near(inHours(systemMtbf({{1000, hours(50000)}, {8000, hours(100000)}})), 10.0));
    }
    void computeCountsWhatTheStepModelCounts() {
        // The attention term of the default 70B shape (L 80, d 8192, s 8192): 12 L d s =
        // 12 x 80 x 8192 x 8192 = 6.4425e10 per token; its causal half 3.2212e10. 6N = 4.2e11.
        Scenario s = defaultScenario();
        s.flopConvention = FlopConvention::SixNAttention;
        QVERIFY(near(evaluate(s).compute.perToken.model.value(), 4.2e11 + 12.0 * 80 * 8192 * 8192));
        s.flopConvention = FlopConvention::SixNCausalAttention;
        QVERIFY(near(evaluate(s).compute.perToken.model.value(), 4.2e11 + 6.0 * 80 * 8192 * 8192));
        // The parameters that are checkpointed: the typed N when assumed, the architecture's own
        // count when derived (the checkpoint is sized from the same number).
        QCOMPARE(evaluate(s).compute.totalParameters, 70e9);
        s.mfuMode = MfuMode::Derived;
        const Result derived = evaluate(s);
        QVERIFY(derived.valid);
        QCOMPARE(derived.compute.totalParameters, countParameters(*s.workload.architecture).total);
        QVERIFY(near(derived.checkpoint.bytes.value(), derived.compute.totalParameters * 12));
        // plannedParameters() is that count without a plan: what the inputs and the scenario's
        // automatic name show as N.
        QCOMPARE(plannedParameters(s), derived.compute.totalParameters);
        s.mfuMode = MfuMode::Assumed;
        QCOMPARE(plannedParameters(s), 70e9);
        s.workload.architecture.reset();
        s.mfuMode = MfuMode::Derived;
        QCOMPARE(plannedParameters(s), 70e9);
    }
    void dalyMatchesPublishedCases() {
        // Daly (FGCS 2006) captions: delta = 5 min; M = 24 h -> 117 min, 6 h -> 57 min,
        // 15 min -> 9.1 min (published-cases B4, tolerance 0.5 min).
        QVERIFY(std::abs(dalyInterval(minutes(5), hours(24)).value() / 60 - 117) < 0.5);
        QVERIFY(std::abs(dalyInterval(minutes(5), hours(6)).value() / 60 - 57) < 0.5);
        QVERIFY(std::abs(dalyInterval(minutes(5), minutes(15)).value() / 60 - 9.1) < 0.5);
        // Young: sqrt(2 x 5 x 1440) = 120 min.
        QVERIFY(near(youngInterval(minutes(5), hours(24)).value() / 60, 120.0));
        // delta >= 2M: tau = M.
        QCOMPARE(dalyInterval(hours(3), hours(1)).value(), 3600.0);
    }
    void goodputIsAFractionAndSharesAddUp() {
        std::mt19937 rng(1);
        std::uniform_real_distribution<double> logu(0, 1);
        for (int i = 0; i < 2000; ++i) {
            const Seconds c = seconds(std::pow(10, logu(rng) * 4));   // 1 s .. 10^4 s
            const Seconds m = hours(std::pow(10, logu(rng) * 5 - 1)); // 0.1 h .. 10^4 h
            const Seconds r = seconds(std::pow(10, logu(rng) * 4));
            const Seconds tau = max(youngInterval(c, m), seconds(1));
            const GoodputBreakdown g = computeGoodput(c, tau, m, r);
            if (!g.finishes) {
                QCOMPARE(g.goodput, 0.0);
                continue;
            }
            QVERIFY(g.goodput > 0 && g.goodput <= 1);
            QVERIFY(
                near(g.goodput + g.checkpointShare + g.lostWorkShare + g.restartShare, 1.0, 1e-9));
            // Higher MTBF never lowers goodput.
            QVERIFY(computeGoodput(c, tau, m * 2.0, r).goodput >= g.goodput);
        }
    }
    void flopConventionsOnASmallArchitecture() {
        // docs/model.md, "FLOP conventions", by hand on a small untied GELU decoder:
        // L = 2, h = 64, 4 heads of 64 (H Q = 64), kv 4, f = 256, V = 1000, s = 128.
        //   embedding E = 2 V h = 128,000 (input table and output projection)
        //   per layer: attention 2 h HQ + 2 h KV Q = 16,384, norms 2 h = 128, FFN 2 h f = 32,768
        //   N = E + final norm h + 2 x 49,280 = 128,000 + 64 + 98,560 = 226,624
        //   6N = 1,359,744; 12 L HQ s = 12 x 2 x 64 x 128 = 196,608; the causal half 98,304
        //   6 (N - E) = 6 x 98,624 = 591,744; logits 6 V h = 384,000
        Workload w;
        Architecture a = testing::dense(2, 64, 4, 4, 256, FfnType::Gelu, 1000, false);
        w.architecture = a;
        w.sequenceLength = 128;
        const double n = countParameters(a).total;
        QCOMPARE(n, 226'624.0);
        const auto perToken = [&](FlopConvention c, Recompute r = Recompute::None) {
            return flopsPerToken(n, r, 1.0, flopTerms(c, w));
        };
        QCOMPARE(perToken(FlopConvention::SixN).model.value(), 1'359'744.0);
        // PaLM, torchtitan: 1,359,744 + 196,608.
        QCOMPARE(perToken(FlopConvention::SixNAttention).model.value(), 1'556'352.0);
        // The causal half: 1,359,744 + 98,304.
        QCOMPARE(perToken(FlopConvention::SixNCausalAttention).model.value(), 1'458'048.0);
        // NeMo 24.09: 591,744 + 196,608 + 384,000.
        QCOMPARE(perToken(FlopConvention::Nemo).model.value(), 1'172'352.0);
        // Megatron-Bridge: 591,744 + 98,304 + 384,000.
        QCOMPARE(perToken(FlopConvention::MegatronBridge).model.value(), 1'074'048.0);
        // HFU adds the recomputed FLOPs and only those. Full: the layers' forward again, (591,744
        // + 98,304) / 3 = 230,016, not the logits: 1,074,048 + 230,016 = 1,304,064.
        QCOMPARE(perToken(FlopConvention::MegatronBridge, Recompute::Full).hardware.value(),
                 1'304'064.0);
        // Selective (Korthikanti's count): the attention term once more, 1,172,352 + 196,608.
        QCOMPARE(perToken(FlopConvention::Nemo, Recompute::Selective).hardware.value(),
                 1'368'960.0);
        // Minimal (MaxText) reruns the same matmul FLOPs: its other recomputed kernels are
        // memory-bound.
        QCOMPARE(perToken(FlopConvention::Nemo, Recompute::Minimal).hardware.value(), 1'368'960.0);
        // Under 6N the full recompute is 8N, as before: 4/3 x 1,359,744 = 1,812,992.
        QCOMPARE(perToken(FlopConvention::SixN, Recompute::Full).hardware.value(), 1'812'992.0);
        // Recomputing only what the backward reads (JAX) skips each layer's down projection,
        // h f = 16,384 a layer: 2 x 2 x 16,384 = 65,536 FLOPs fewer a token, whatever MFU counts.
        w.recomputeOnlyNeeded = true;
        QCOMPARE(perToken(FlopConvention::SixN, Recompute::Full).hardware.value(), 1'747'456.0);
        QCOMPARE(perToken(FlopConvention::MegatronBridge, Recompute::Full).hardware.value(),
                 1'238'528.0);
        QCOMPARE(perToken(FlopConvention::MegatronBridge, Recompute::Full).model.value(),
                 1'074'048.0);
        // A parameter count N given apart from the architecture scales the skipped share with
        // it: the down projections are 32,768 / 226,624 of the weights, so at N = 113,312 (half)
        // 8N - 2 x 32,768 / 2 = 906,496 - 32,768 = 873,728, above 6N = 679,872. The skipped
        // weights were taken whole from the architecture: with the A5 1024B architecture under
        // the default 70B, HFU (7.5 %) fell below MFU (40 %).
        const FlopsPerToken half =
            flopsPerToken(n / 2, Recompute::Full, 1.0, flopTerms(FlopConvention::SixN, w));
        QCOMPARE(half.hardware.value(), 873'728.0);
        QCOMPARE(half.model.value(), 679'872.0);
        const FlopsPerToken tiny =
            flopsPerToken(n / 100, Recompute::Full, 1.0, flopTerms(FlopConvention::SixN, w));
        QVERIFY(tiny.hardware > tiny.model);
        w.recomputeOnlyNeeded = false;
        // The same for the embedding tables NeMo and Megatron-Bridge leave out of 6N: they are
        // 128,000 / 226,624 of the weights, so at N = 28,328 (an eighth) 6 x 28,328 x 98,624 /
        // 226,624 = 73,968, + 196,608 + 384,000 = 654,576. Subtracted whole, 6 (N - E) went
        // negative below N = E: a 1e6 N under an 8B architecture gave -2.9e9 FLOPs a token and
        // -0.17 days.
        QCOMPARE(flopsPerToken(n / 8, Recompute::None, 1.0, flopTerms(FlopConvention::Nemo, w))
                     .model.value(),
                 654'576.0);
        // Tied embeddings: E = V h is the logits' own matrix, so NeMo's 6 (N - E) + 6 V h is 6N
        // plus the attention term.
        a.tiedEmbeddings = true;
        w.architecture = a;
        const double tied = countParameters(a).total;
        QCOMPARE(flopsPerToken(tied, Recompute::None, 1.0, flopTerms(FlopConvention::Nemo, w))
                     .model.value(),
                 6.0 * tied + 196'608.0);
        // Without an architecture there is nothing to count attention or logits on: 6N.
        w.architecture.reset();
        QCOMPARE(appliedFlopConvention(FlopConvention::Nemo, w), FlopConvention::SixN);
        QCOMPARE(flopsPerToken(7e10, Recompute::None, 1.0, flopTerms(FlopConvention::Nemo, w))
                     .model.value(),
                 4.2e11);
    }
    void planNamesItsFlopConvention() {
        // The default 70B shape (L 80, d 8192, V 32,000, untied, s 8192) under NeMo's count:
        // 6 N (1 - E / N_arch) + 12 L d s + 6 V h, with N = 70e9 as given, the embedding tables
        // E = 2 V h as their share of the architecture's own count N_arch (68.98e9; a share, so
        // that no N below E counts negative FLOPs), and the logits V h = 32,000 x 8192.
        Scenario s = defaultScenario();
        QCOMPARE(evaluate(s).compute.flopConvention, FlopConvention::SixN);
        s.flopConvention = FlopConvention::Nemo;
        const Result r = evaluate(s);
        QCOMPARE(r.compute.flopConvention, FlopConvention::Nemo);
        const double vh = 32000.0 * 8192;
        const double nArch = countParameters(*s.workload.architecture).total;
        QVERIFY(near(r.compute.perToken.model.value(),
                     6.0 * 70e9 * (1.0 - 2.0 * vh / nArch) + 12.0 * 80 * 8192 * 8192 + 6.0 * vh));
        // The step counts the same terms (over the architecture's own N).
        QVERIFY(r.step.has_value());
        QVERIFY(near(r.step->perToken.model.value(), 6.0 * (nArch - vh) + 12.0 * 80 * 8192 * 8192));
        // No architecture: 6N is what is counted, and a warning says why.
        s.workload.architecture.reset();
        const Result bare = evaluate(s);
        QCOMPARE(bare.compute.flopConvention, FlopConvention::SixN);
        QVERIFY(near(bare.compute.perToken.model.value(), 4.2e11));
        QVERIFY(std::any_of(bare.diagnostics.begin(), bare.diagnostics.end(), [](const auto& d) {
            return d.code == DiagCode::FlopConventionNeedsArchitecture &&
                   d.field == "mfu.flopConvention" && d.text == "nemo";
        }));
    }
    void hfuNeverBelowMfu() {
        for (Recompute rc :
             {Recompute::None, Recompute::Selective, Recompute::Minimal, Recompute::Full}) {
            for (bool attn : {false, true}) {
                const auto a = attn ? std::optional(AttentionShape{96, 12288, 2048}) : std::nullopt;
                const FlopsPerToken f = flopsPerToken(175e9, rc, 1.0, a);
                QVERIFY(f.hardware >= f.model);
            }
        }
    }
    void korthikantiSelectiveRecomputeRatios() {
        // published-cases A3: HFU/MFU = (1 + s/3h + V/12lh) / (1 + s/6h + V/12lh), s = 2048,
        // V = 51200; with N = 12 l h^2 + V h the planner's counts give the same ratio.
        struct Row {
            int h, l;
            double mfu, hfu;
        };
        for (const Row r : {Row{6144, 48, 41.5, 43.7}, Row{12288, 96, 51.4, 52.8},
                            Row{20480, 105, 56.0, 57.0}, Row{25600, 128, 56.3, 57.0}}) {
            const double n = 12.0 * r.l * double(r.h) * r.h + 51200.0 * r.h;
            const FlopsPerToken f =
                flopsPerToken(n, Recompute::Selective, 1.0, AttentionShape{r.l, double(r.h), 2048});
            const double predicted = r.mfu * (f.hardware / f.model);
            QVERIFY2(std::abs(predicted - r.hfu) < 0.2, qPrintable(QString::number(predicted)));
        }
    }
    void palmAndMtNlgMfu() {
        // published-cases A5: PaLM 238.3e3 tok/s x 6 x 540e9 / (6144 x 275e12) = 45.70 %;
        // with 12 L H Q T = 12 x 118 x 48 x 256 x 2048 per token: 46.20 %.
        const double palm6n =
            mfuFromThroughput(238.3e3, flopsPerToken(540e9, Recompute::None, 1.0).model, 6144,
                              teraflopPerSecond(275));
        QVERIFY(std::abs(palm6n - 0.4570) < 0.001);
        const double palmAttn = mfuFromThroughput(
            238.3e3,
            flopsPerToken(540e9, Recompute::None, 1.0, AttentionShape{118, 48.0 * 256, 2048}).model,
            6144, teraflopPerSecond(275));
        QVERIFY(std::abs(palmAttn - 0.4620) < 0.001);
        // MT-NLG: 1920 x 2048 / 60.1 s = 65,427 tok/s on 2240 A100 (312 TFLOP/s): 6N -> 29.77 %,
        // with attention (l 105, 128 x 160 = 20480, s 2048) 30.26 %.
        const double tps = 1920.0 * 2048 / 60.1;
        QVERIFY(std::abs(mfuFromThroughput(tps, flopsPerToken(530e9, Recompute::None, 1.0).model,
                                           2240, teraflopPerSecond(312)) -
                         0.2977) < 0.001);
        QVERIFY(std::abs(mfuFromThroughput(tps,
                                           flopsPerToken(530e9, Recompute::None, 1.0,
                                                         AttentionShape{105, 20480, 2048})
                                               .model,
                                           2240, teraflopPerSecond(312)) -
                         0.3026) < 0.001);
    }
    void costScalesWithPrice() {
        Scenario s = defaultScenario();
        const Result a = evaluate(s);
        s.pricePerGpu = dollarsPerHour(6.0);
        const Result b = evaluate(s);
        QVERIFY(near(b.compute.cost / a.compute.cost, 3.0));
        QVERIFY(near(b.wallClockCost / a.wallClockCost, 3.0));
    }
    void moreGpusNeverRaiseComputeDays() {
        Scenario s = defaultScenario();
        Seconds previous = days(1e9);
        for (int nodes : {16, 32, 64, 128, 256, 1024}) {
            s.cluster.gpus = nodes * 8;
            const Result r = evaluate(s);
            QVERIFY(r.valid);
            QVERIFY(r.compute.time < previous);
            previous = r.compute.time;
        }
    }
    void largerStallNeverShortensInterval() {
        Seconds previous = seconds(0);
        for (double c : {1.0, 10.0, 60.0, 120.0, 600.0, 3600.0}) {
            const Seconds tau = youngInterval(seconds(c), hours(50));
            QVERIFY(tau > previous);
            previous = tau;
        }
    }
    void validationNamesFields() {
        Scenario s = defaultScenario();
        s.cluster.gpus = -4;
        s.assumedMfu = 0;
        s.workload.tokens = std::numeric_limits<double>::quiet_NaN();
        const Result r = evaluate(s);
        QVERIFY(!r.valid);
        QStringList fields;
        for (const Diagnostic& d : r.diagnostics) {
            fields << QString::fromStdString(d.field);
        }
        QVERIFY(fields.contains(QStringLiteral("cluster.gpus")));
        QVERIFY(fields.contains(QStringLiteral("mfu.assumed")));
        QVERIFY(fields.contains(QStringLiteral("workload.tokens")));
    }
    void layoutMustDivideGpus() {
        Scenario s = defaultScenario();
        s.layout.tp = 8;
        s.layout.pp = 3; // 24 does not divide 1024
        const Result r = evaluate(s);
        QVERIFY(!r.valid);
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::LayoutMismatch;
        }));
    }
    void neverFinishingRunIsReportedNotInfinite() {
        Scenario s = defaultScenario();
        s.reliability.parts = {PartKind{"gpu", PartScope::PerGpu, 1, hours(1)}}; // 1024 GPUs at 1 h
        const Result r = evaluate(s);
        QVERIFY(r.valid);
        QVERIFY(!r.reliability.goodput.finishes);
        QCOMPARE(r.wallClock.value(), 0.0);
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::RunNeverFinishes;
        }));
    }
    void aStallLongerThanTheMtbfIsBlamedOnItsOwnKey() {
        // A checkpoint stall longer than the mean time between failures makes any interval
        // hopeless; the key to fix is the stall's, not the failure rate's. Asynchronous: the host
        // copy at 1e-8 GB/s stalls 8.2e7 s (the MTBF is 1.4e6 s); synchronous: the write at that
        // rate.
        Scenario s = defaultScenario();
        s.checkpoint.stallOverride.reset(); // the chapter's 120 s
        s.checkpoint.mode = CheckpointMode::Asynchronous;
        s.checkpoint.hostCopyBandwidthPerGpu = units::gigabytesPerSecond(1e-8);
        const auto blamed = [](const Scenario& sc) {
            const Result r = evaluate(sc);
            const auto d =
                std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& x) {
                    return x.code == DiagCode::RunNeverFinishes;
                });
            return d == r.diagnostics.end() ? std::string() : d->field;
        };
        QCOMPARE(blamed(s), std::string("checkpoint.hostCopyBandwidthPerGpuGBps"));
        s.checkpoint.mode = CheckpointMode::Synchronous;
        s.checkpoint.writeBandwidthPerGpu = units::gigabytesPerSecond(1e-8);
        QCOMPARE(blamed(s), std::string("checkpoint.writeBandwidthPerGpuGBps"));
        s.checkpoint = defaultScenario().checkpoint;
        s.checkpoint.stallOverride = units::hours(2000);
        QCOMPARE(blamed(s), std::string("checkpoint.stallSeconds"));
    }
    void aParameterCountThatDisagreesWithTheArchitectureIsAWarning() {
        // 7B typed over the default 70B architecture (69.0B counted) once planned silently.
        Scenario s = defaultScenario();
        const auto disagreement = [](const Result& r) {
            return std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const auto& d) {
                return d.code == DiagCode::ParametersDisagree;
            });
        };
        const Result chapter = evaluate(s); // "70B" for 69.0B counted: within the tolerance
        QVERIFY(chapter.valid && disagreement(chapter) == chapter.diagnostics.end());
        s.workload.parameters = 7e9;
        const Result r = evaluate(s);
        const auto d = disagreement(r);
        QVERIFY(r.valid && d != r.diagnostics.end());
        QCOMPARE(d->severity, Severity::Warning);
        QCOMPARE(d->field, std::string("workload.parameters"));
        QCOMPARE(*d->actual, 7e9);
        QCOMPARE(*d->limit, countParameters(*s.workload.architecture).total);
    }
    void searchAndPlanCountOneParameterCount() {
        // parameters: 1e16 over a 70B architecture: the search took its goodput (checkpoint
        // size) from the typed count, the derived plan from the architecture (0.944 against
        // 0.883 for one file). Both now count the architecture's, and both warn.
        Scenario s = defaultScenario();
        s.workload.parameters = 1e12;
        s.mfuMode = MfuMode::Derived;
        const Result plan = evaluate(s);
        QVERIFY(plan.valid);
        SearchOptions o;
        o.top = 1;
        const SearchResult search = searchLayouts(s, o);
        QCOMPARE(search.goodput, plan.reliability.goodput.goodput);
        QVERIFY(std::any_of(
            search.diagnostics.begin(), search.diagnostics.end(),
            [](const Diagnostic& d) { return d.code == DiagCode::ParametersDisagree; }));
    }
    void aSearchOverTooManyLayoutsStopsAtItsCapAndSaysSo() {
        // 8,648,640 GPUs (448 divisors) once ran 316 million layouts for 30 s. Here the cap is
        // lowered: the search evaluates at most that many, evenly over the (TP, CP, PP) groups,
        // ranks what it saw and warns with both counts.
        Scenario s = defaultScenario();
        SearchOptions all;
        all.top = 1;
        const SearchResult full = searchLayouts(s, all);
        QCOMPARE(full.evaluated, full.candidates);
        QVERIFY(
            std::none_of(full.diagnostics.begin(), full.diagnostics.end(),
                         [](const Diagnostic& d) { return d.code == DiagCode::SearchLayoutCap; }));
        SearchOptions capped = all;
        capped.maxEvaluated = full.candidates / 10;
        const SearchResult r = searchLayouts(s, capped);
        QCOMPARE(r.candidates, full.candidates);
        QVERIFY(r.evaluated <= capped.maxEvaluated && r.evaluated > capped.maxEvaluated / 2);
        QCOMPARE(r.ranked.size(), std::size_t(1));
        const auto cap =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                         [](const Diagnostic& d) { return d.code == DiagCode::SearchLayoutCap; });
        QVERIFY(cap != r.diagnostics.end());
        QCOMPARE(*cap->actual, static_cast<double>(r.evaluated));
        QCOMPARE(*cap->limit, static_cast<double>(r.candidates));
        // Within a few percent of the full search's best.
        QVERIFY(r.ranked[0].wallClock.value() <= 1.1 * full.ranked[0].wallClock.value());
    }
};

QTEST_APPLESS_MAIN(TestModel)
#include "tst_model.moc"
