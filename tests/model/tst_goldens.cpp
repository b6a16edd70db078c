// SPDX-License-Identifier: MIT
// Every worked example of the seed chapter (2.5) as a golden test: the expected value is derived
// by hand in the comment, the row number is the one in shared/reference/seed-worked-examples.md.

#include "model/collectives.h"
#include "model/compute.h"
#include "model/plan.h"
#include "model/reliability.h"
#include "model/storage.h"
#include "model/traffic.h"
#include "tests/support/near.h"

#include <QtTest>

using goodput::test::near;

using namespace goodput;
using namespace goodput::units;

class TestGoldens final : public QObject {
    Q_OBJECT
private slots:
    void row01_optimizerStateBytes() {
        // 2.5.1: 70e9 params x 16 B/param = 1.12e12 B, "about 1.1 TB".
        QVERIFY(near(checkpointBytes(70e9, 16).value(), 1.12e12));
    }
    void row02_activationBytes() {
        // 2.5.4: S_act = b s d 2 = 1 x 8192 x 8192 x 2 = 134,217,728 B, "about 134 MB".
        QCOMPARE(activationBytes(1, 8192, 8192, bytesPerElement(Precision::Bf16)).value(),
                 134217728.0);
    }
    void row03_tpBytesPerMicroBatch() {
        // 2.5.4: 80 layers x 4 all-reduces = 320; each moves ~2 S_act per GPU (the N -> inf ring
        // limit): 320 x 2 x 134,217,728 = 85,899,345,920 B, "about 86 GB".
        const Bytes act = activationBytes(1, 8192, 8192, 2);
        const Bytes total =
            ringAllReduceBytesLimit(act) * (80.0 * tpAllReducesPerLayer({Recompute::None, 1.0}));
        QCOMPARE(total.value(), 85899345920.0);
        // The exact ring volume at t = 8 is 2 x 7/8 of S_act per all-reduce: 7/8 of the limit.
        const TpTraffic t = tpTraffic(80, act, {Recompute::None, 1.0}, GroupPlacement{8, 8},
                                      GroupLinks{{microseconds(0), gigabytesPerSecond(400)},
                                                 {microseconds(0), gigabytesPerSecond(400)}},
                                      Algorithm::Ring);
        QCOMPARE(t.allReduces, 320);
        QVERIFY(near(t.bytesPerGpu.value(), 85899345920.0 * 7.0 / 8.0));
    }
    void row04_tpTimeNvlinkVsIb() {
        // 2.5.4: 85.9e9 B / 400e9 B/s = 0.2147 s over NVLink; / 50e9 B/s = 1.718 s over IB
        // (400 Gb/s = 50 GB/s); ratio 8, "over 8x slower".
        const Bytes traffic = bytes(85899345920.0);
        const Seconds nvlink = traffic / gigabytesPerSecond(400);
        const Seconds ib = traffic / gigabitsPerSecond(400);
        QVERIFY(near(nvlink.value(), 0.2147483648));
        QVERIFY(near(ib.value(), 1.7179869184));
        QVERIFY(near(ib / nvlink, 8.0));
    }
    void row05_gradientBytes() {
        // 2.5.4 / 2.5.6: 7e9 params x 2 B (fp16) = 14e9 B.
        QCOMPARE(gradientBytes(7e9, 2).value(), 14e9);
    }
    void row06_ringBytesApproach2S() {
        // 2.5.6: V = 2 (N-1)/N S -> 2 S = 28e9 B for S = 14 GB.
        const Bytes s = gigabytes(14);
        QCOMPARE(ringAllReduceBytesLimit(s).value(), 28e9);
        const Link l{microseconds(5), gigabytesPerSecond(100)};
        // N = 4096: 2 x 4095/4096 x 14e9 = 27,993,164,062.5 B, within 0.03 % of 28e9.
        QVERIFY(
            near(ringCost(Collective::AllReduce, s, 4096, l).bytesPerGpu.value(), 27993164062.5));
    }
    void row07_bandwidthTermAt100GBps() {
        // 2.5.6: 28e9 B / 100e9 B/s = 0.28 s; N = 512: 2 x 511/512 x 14e9 / 1e11 = 0.27945 s,
        // N = 4096: 0.27993 s: "nearly independent of N".
        const Link l{microseconds(5), gigabytesPerSecond(100)};
        const auto c512 = ringCost(Collective::AllReduce, gigabytes(14), 512, l);
        const auto c4096 = ringCost(Collective::AllReduce, gigabytes(14), 4096, l);
        QVERIFY(near(c512.bandwidthTerm.value(), 0.2794531250));
        QVERIFY(near(c4096.bandwidthTerm.value(), 0.2799316406, 1e-9));
        QVERIFY(std::abs(c4096.bandwidthTerm.value() - 0.28) < 0.001);
    }
    void row08_ringLatencyLinearInN() {
        // 2.5.6: latency term 2 (N-1) alpha: alpha = 5 us, N = 512 -> 1022 x 5 us = 5.11 ms;
        // N = 4096 -> 8190 x 5 us = 40.95 ms: linear in N.
        const Link l{microseconds(5), gigabytesPerSecond(100)};
        QVERIFY(near(ringCost(Collective::AllReduce, gigabytes(14), 512, l).latencyTerm.value(),
                     5.11e-3));
        QVERIFY(near(ringCost(Collective::AllReduce, gigabytes(14), 4096, l).latencyTerm.value(),
                     40.95e-3));
        // Full time T = 2(N-1) alpha + 2 (N-1)/N S/B at N = 8, S = 1 GB, B = 100 GB/s, alpha 5 us:
        // 14 x 5e-6 + 1.75 x 1e9 / 1e11 = 7e-5 + 0.0175 = 0.01757 s.
        QVERIFY(near(ringCost(Collective::AllReduce, gigabytes(1), 8, l).time().value(), 0.01757));
    }
    void row09_treeLatencyLog2() {
        // 2.5.7: tree latency about 2 log2(N) alpha: N = 1024, alpha 5 us -> 20 x 5 us = 100 us
        // against the ring's 2 x 1023 x 5 us = 10.23 ms. A tiny message (1 KB) favours the tree,
        // a huge one (10 GB) the ring.
        const Link l{microseconds(5), gigabytesPerSecond(100)};
        QVERIFY(near(treeCost(Collective::AllReduce, kilobytes(1), 1024, l).latencyTerm.value(),
                     100e-6));
        const GroupPlacement g{1024, 1024};
        const GroupLinks links{l, l};
        QVERIFY(
            collectiveCost(Collective::AllReduce, Algorithm::Tree, kilobytes(1), g, links).time() <
            collectiveCost(Collective::AllReduce, Algorithm::Ring, kilobytes(1), g, links).time());
        QVERIFY(
            collectiveCost(Collective::AllReduce, Algorithm::Ring, gigabytes(10), g, links).time() <
            collectiveCost(Collective::AllReduce, Algorithm::Tree, gigabytes(10), g, links).time());
    }
    void row10_bucketFixedCost() {
        // 2.5.9: 400 tensors x 50 us = 20 ms per step. With one collective per tensor, the
        // bucketing function reports the same count when the bucket holds one tensor's share:
        // a 400 MB gradient in 1 MB buckets = 400 collectives x 50 us = 0.020 s.
        const Bucketing b = bucketing(megabytes(400), megabytes(1), microseconds(50), seconds(1));
        QCOMPARE(b.buckets, 400);
        QVERIFY(near(b.fixedOverhead.value(), 0.020));
        // 25 MB buckets instead: ceil(400/25) = 16 collectives, 0.8 ms.
        QVERIFY(near(bucketing(megabytes(400), megabytes(25), microseconds(50), seconds(1))
                         .fixedOverhead.value(),
                     0.0008));
    }
    void row11_tokensPerSecond() {
        // 2.5.10: 1024 x 1e15 x 0.4 / (6 x 70e9) = 4.096e17 / 4.2e11 = 975,238.1 tok/s.
        const FlopRate eff = effectiveThroughput(1024, petaflopPerSecond(1), 0.4);
        QVERIFY(near(tokensPerSecond(eff, flopsPerToken(70e9, Recompute::None, 1.0).model),
                     975238.0952380952));
    }
    void row12_dataReadRate() {
        // 2.5.10: 975,238 tok/s x 2 B = 1,950,476 B/s, "2 MB/s".
        QVERIFY(near(dataReadRate(975238.0952380952, 2).value(), 1950476.1904761904));
    }
    void row13_checkpointBytes() {
        // 2.5.11: 7e9 x 12 = 84e9 B; 70e9 x 12 = 840e9 B ("800 GB class").
        QCOMPARE(checkpointBytes(7e9, 12).value(), 84e9);
        QCOMPARE(checkpointBytes(70e9, 12).value(), 840e9);
    }
    void row14_youngInterval() {
        // 2.5.11.1: sqrt(2 x 120 x 1.8e5) = sqrt(4.32e7) = 6572.67 s = 1.826 h.
        const Seconds tau = youngInterval(seconds(120), hours(50));
        QVERIFY(near(tau.value(), 6572.670690061994));
        QVERIFY(near(inHours(tau), 1.8257418583505538));
    }
    void row15_wasteAtOptimum() {
        // 2.5.11.1: f(tau*) = C/tau* + tau*/(2M) = 2 sqrt(C / 2M) = 2 sqrt(120 / 3.6e5) = 3.651 %.
        const Seconds tau = youngInterval(seconds(120), hours(50));
        QVERIFY(near(checkpointWaste(seconds(120), tau, hours(50)), 0.03651483716701107));
    }
    void row16_systemMtbf() {
        // 2.5.12: 50,000 h / 1,000 nodes = 50 h.
        QVERIFY(near(inHours(systemMtbf({{1000, hours(50000)}})), 50.0));
    }
    void row17_expectedFailures() {
        // 2.5.12: 30 days = 720 h; 720 / 50 = 14.4 failures.
        QVERIFY(near(expectedFailures(days(30), hours(50)), 14.4));
    }
    void row18_countingGpusIs8xMoreFrequent() {
        // 2.5.12: the same per-part MTBF counted per GPU (8 per node): 8,000 parts -> 6.25 h, 8x.
        const Seconds nodes = systemMtbf({{1000, hours(50000)}});
        const Seconds gpus = systemMtbf({{8000, hours(50000)}});
        QVERIFY(near(nodes / gpus, 8.0));
    }
    void row19_hfuWithRecompute() {
        // 2.5.14: full recompute executes ~8N per token, MFU counts 6N: HFU = MFU x 8/6.
        const FlopsPerToken f = flopsPerToken(70e9, Recompute::Full, 1.0);
        QVERIFY(near(f.model.value(), 4.2e11));
        QVERIFY(near(f.hardware.value(), 5.6e11));
        QVERIFY(near(f.hardware / f.model, 8.0 / 6.0));
    }
    void row20_scalingEfficiency() {
        // 2.5.14: 1024 -> 2048 GPUs, throughput x1.7: 1.7 / 2 = 85 %.
        QVERIFY(near(scalingEfficiency(1024, 1.0, 2048, 1.7), 0.85));
    }
    void row21_totalCompute() {
        // 2.5.15: 6 x 7e10 x 2e12 = 8.4e23 FLOP.
        QVERIFY(near(trainingFlops(flopsPerToken(70e9, Recompute::None, 1.0).model, 2e12).value(),
                     8.4e23));
    }
    void row22_effectiveThroughput() {
        // 2.5.15: 1024 x 1e15 x 0.4 = 4.096e17 FLOP/s.
        QVERIFY(near(effectiveThroughput(1024, petaflopPerSecond(1), 0.4).value(), 4.096e17));
    }
    void row23_trainingTime() {
        // 2.5.15: 8.4e23 / 4.096e17 = 2,050,781.25 s; / 86,400 = 23.735894 days.
        const Seconds t = trainingTime(flops(8.4e23), flopPerSecond(4.096e17));
        QVERIFY(near(t.value(), 2050781.25));
        QVERIFY(near(inDays(t), 23.735894097222222));
    }
    void row24_gpuHours() {
        // 2.5.15: 1024 x 2,050,781.25 / 3600 = 583,333.33 GPU-hours.
        QVERIFY(near(gpuHours(1024, seconds(2050781.25)), 583333.3333333334));
    }
    void row25_cost() {
        // 2.5.15: 583,333.33 x $2 = $1,166,666.67.
        QVERIFY(
            near(computeCost(583333.3333333334, dollarsPerHour(2)).value(), 1166666.6666666667));
    }
    void row26_mfu40to50() {
        // 2.5.15: T scales as 1/MFU: 0.4 / 0.5 = 0.8, "about 20 % less time and cost".
        const Seconds t40 =
            trainingTime(flops(8.4e23), effectiveThroughput(1024, petaflopPerSecond(1), 0.4));
        const Seconds t50 =
            trainingTime(flops(8.4e23), effectiveThroughput(1024, petaflopPerSecond(1), 0.5));
        QVERIFY(near(t50 / t40, 0.8));
    }
    void row27_goodputLossesGrowWallClock() {
        // 2.5.13/2.5.15: wall-clock = compute / goodput, so any goodput < 1 grows the billed time.
        // System MTBF 50 h, C = 120 s at tau*, restart 30 min: goodput =
        // (1 - (6572.67/2 + 1800)/1.8e5) / (1 + 120/6572.67) = 0.971742 / 1.018257 = 0.954319;
        // wall-clock +4.79 %. At MTBF 5 h (a 10x larger cluster) the same settings cost +20 %,
        // inside the chapter's 20-50 % band.
        const Seconds tau = youngInterval(seconds(120), hours(50));
        const GoodputBreakdown g = computeGoodput(seconds(120), tau, hours(50), minutes(30));
        QVERIFY(near(g.goodput, (1 - (tau.value() / 2 + 1800) / 1.8e5) / (1 + 120 / tau.value())));
        QVERIFY(std::abs(g.goodput - 0.954319) < 1e-6);
        const Seconds tau5 = youngInterval(seconds(120), hours(5));
        const double growth =
            1.0 / computeGoodput(seconds(120), tau5, hours(5), minutes(30)).goodput - 1.0;
        QVERIFY(growth > 0.20 && growth < 0.50);
    }

    // The chapter's end-to-end example through the whole plan (2.5.15 with 2.5.11-2.5.13).
    void defaultScenarioReproducesChapter() {
        const Result r = evaluate(defaultScenario());
        QVERIFY(r.valid);
        QVERIFY(near(r.compute.total.value(), 8.4e23));
        QVERIFY(near(r.compute.time.value(), 2050781.25));
        QVERIFY(near(r.compute.gpuHours, 583333.3333333334));
        QVERIFY(near(r.compute.cost.value(), 1166666.6666666667));
        QVERIFY(near(r.compute.tokensPerSecond, 975238.0952380952));
        QVERIFY(near(r.dataReadRate.value(), 1950476.1904761904));
        QVERIFY(near(r.checkpoint.bytes.value(), 840e9));
        QCOMPARE(r.checkpoint.stall.value(), 120.0);
        // 1024 GPUs / 8 = 128 nodes: 50,000 / 128 = 390.625 h.
        QVERIFY(near(inHours(r.reliability.systemMtbf), 390.625));
        QVERIFY(r.reliability.goodput.goodput > 0 && r.reliability.goodput.goodput < 1);
        QVERIFY(r.wallClock > r.compute.time);
    }

    // Qualitative claims of the chapter, each as a test that can fail.
    void ladderDropsAnOrderOfMagnitudePerTier() {
        // 2.5.2-2.5.3: HBM TB/s > scale-up hundreds of GB/s > scale-out tens of GB/s.
        const HardwareSpec h = chapterHardware();
        const double hbm = h.accelerator.hbmBandwidth.value();
        const double up = h.hierarchy.scaleUp().bandwidth.value();
        const double out = h.hierarchy.scaleOut().bandwidth.value();
        QVERIFY(hbm / up >= 5 && up / out >= 5);
        QVERIFY(h.hierarchy.scaleUp().latency < h.hierarchy.scaleOut().latency);
    }
    void tpAcrossNodePaysBandwidthRatio() {
        // 2.5.4: TP=8 placed with one GPU per node (stride 8) runs on the scale-out tier; its ring
        // bandwidth term grows by 400 / 50 = 8.
        const HardwareSpec h = chapterHardware();
        const Bytes act = activationBytes(1, 8192, 8192, 2);
        const AxisPlacement inside = placeAxis(8, 1, h.hierarchy, 1024);
        const AxisPlacement across = placeAxis(8, 8, h.hierarchy, 1024);
        QVERIFY(!inside.crossesScaleUp && across.crossesScaleUp);
        const auto a =
            tpTraffic(80, act, {Recompute::None, 1.0}, inside.group, inside.links, Algorithm::Ring);
        const auto b =
            tpTraffic(80, act, {Recompute::None, 1.0}, across.group, across.links, Algorithm::Ring);
        QVERIFY(near(b.perAllReduce.bandwidthTerm / a.perAllReduce.bandwidthTerm, 8.0));
        QVERIFY(b.perAllReduce.latencyTerm > a.perAllReduce.latencyTerm); // alpha 10 us vs 3 us
        QVERIFY(b.time > a.time * 7.0);                                   // 0.629 ms -> 4.84 ms
    }
    void crossoverGrowsWithN() {
        // 2.5.7: the size below which the tree wins grows with N.
        const Link l{microseconds(5), gigabytesPerSecond(50)};
        const auto at = [&](int n) {
            return ringTreeCrossover(Collective::AllReduce, GroupPlacement{n, n}, GroupLinks{l, l})
                .value();
        };
        QVERIFY(at(16) < at(128));
        QVERIFY(at(128) < at(1024));
    }
    void hierarchicalSendsOnlyShardsAcrossSlowTier() {
        // 2.5.7: with 8 GPUs per node, the inter-node all-reduce carries S/8 per GPU.
        const HardwareSpec h = chapterHardware();
        const AxisPlacement p = placeAxis(64, 1, h.hierarchy, 64); // 8 nodes x 8 GPUs
        const Bytes s = gigabytes(1);
        const auto hier =
            collectiveCost(Collective::AllReduce, Algorithm::Hierarchical, s, p.group, p.links);
        const auto outer = ringCost(Collective::AllReduce, s / 8.0, 8, p.links.outer);
        QCOMPARE(hier.algorithm, Algorithm::Hierarchical);
        // Inter-node bytes per GPU: 2 x 7/8 x S/8 = 218.75 MB, not 2 x 63/64 x S.
        QVERIFY(near(outer.bytesPerGpu.value(), 2.0 * 7.0 / 8.0 * 1e9 / 8.0));
        const auto ring =
            collectiveCost(Collective::AllReduce, Algorithm::Ring, s, p.group, p.links);
        QVERIFY(hier.time() < ring.time());
    }
    void exposedCommIsWhatBackwardCannotHide() {
        // 2.5.8: 1 s backward, 0.5 s of collectives in 10 buckets: only the last bucket (50 ms) is
        // exposed; without overlap all 0.5 s. Buckets too small pay the fixed cost many times;
        // one huge bucket cannot start before the backward ends (2.5.9).
        const Link l{seconds(0), gigabytesPerSecond(100)};
        const GroupLinks links{l, l};
        const GroupPlacement g{2, 2};
        // 2-GPU ring: 2 x 1/2 x S / 100 GB/s = S / 1e11; 50 GB -> 0.5 s.
        const auto on = gradientSync(gigabytes(50), gigabytes(5), seconds(0), seconds(1), true, g,
                                     links, Algorithm::Ring);
        const auto off = gradientSync(gigabytes(50), gigabytes(5), seconds(0), seconds(1), false, g,
                                      links, Algorithm::Ring);
        QVERIFY(near(on.total.value(), 0.5));
        QVERIFY(near(on.exposed.value(), 0.05));
        QVERIFY(near(off.exposed.value(), 0.5));
        const auto tiny = gradientSync(gigabytes(50), megabytes(1), microseconds(50), seconds(1),
                                       true, g, links, Algorithm::Ring);
        const auto huge = gradientSync(gigabytes(50), gigabytes(50), microseconds(50), seconds(1),
                                       true, g, links, Algorithm::Ring);
        const auto mid = gradientSync(gigabytes(50), megabytes(500), microseconds(50), seconds(1),
                                      true, g, links, Algorithm::Ring);
        QVERIFY(mid.exposed < tiny.exposed);
        QVERIFY(mid.exposed < huge.exposed);
    }
    void cheaperStallShortensIntervalAndWaste() {
        // 2.5.11.1: asynchronous saving (C 120 s -> 5 s) shortens tau* and lowers the waste.
        const Seconds m = hours(50);
        QVERIFY(youngInterval(seconds(5), m) < youngInterval(seconds(120), m));
        QVERIFY(checkpointWaste(seconds(5), youngInterval(seconds(5), m), m) <
                checkpointWaste(seconds(120), youngInterval(seconds(120), m), m));
    }
    void goodputCountsRestartCosts() {
        // 2.5.13: detection, replacement, load and data restore cost goodput beyond lost work.
        const Seconds tau = youngInterval(seconds(120), hours(50));
        QVERIFY(computeGoodput(seconds(120), tau, hours(50), minutes(30)).goodput <
                computeGoodput(seconds(120), tau, hours(50), seconds(0)).goodput);
    }
    void peakIsTwoToThreeTimesTooOptimistic() {
        // 2.5.15: with peak (MFU = 1) instead of MFU 0.4 the schedule is 2.5x too short.
        const Flops c = flops(8.4e23);
        const double ratio = trainingTime(c, effectiveThroughput(1024, petaflopPerSecond(1), 0.4)) /
                             trainingTime(c, effectiveThroughput(1024, petaflopPerSecond(1), 1.0));
        QVERIFY(ratio >= 2.0 && ratio <= 3.0);
    }
};

QTEST_APPLESS_MAIN(TestGoldens)
#include "tst_goldens.moc"
