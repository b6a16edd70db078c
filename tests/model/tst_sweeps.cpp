// SPDX-License-Identifier: MIT
// The charts' sweeps against values derived by hand for the default scenario (the chapter's
// 2.5.15 example: 70e9 parameters, 2e12 tokens, 1,024 GPUs at 1 PFLOP/s, MFU 0.40, $2 per
// GPU-hour, 8 GPUs per node, node MTBF 50,000 h, stall C = 120 s, TP 8 x PP 4).

#include "model/compare.h"
#include "model/layout_values.h"
#include "model/scenario_json.h"
#include "model/sweeps.h"
#include "tests/support/near.h"

#include <QtTest>

using goodput::test::near;

using namespace goodput;

namespace {

/// The point of a curve with the given x (exactly, or nearest on a log axis).
CurvePoint at(const Curve& curve, double x) {
    return *std::min_element(curve.begin(), curve.end(),
                             [x](const CurvePoint& a, const CurvePoint& b) {
                                 return std::abs(std::log(a.x / x)) < std::abs(std::log(b.x / x));
                             });
}

// Hand derivation shared by several tests (2.5.11-2.5.15):
//   6ND = 6 x 70e9 x 2e12 = 8.4e23 FLOP; at 1,024 GPUs T = 8.4e23 / (1024 x 1e15 x 0.40)
//   = 2,050,781.25 s = 23.735894 days; GPU-hours 1024 x 2,050,781.25 / 3600 = 583,333.33;
//   cost x $2 = $1,166,666.67.
//   M = 50,000 h / 128 nodes = 390.625 h = 1,406,250 s; tau* = sqrt(2 x 120 x 1,406,250)
//   = 18,371.173 s; restart R = 300 + 600 + 60 + 120 + load 840 GB / 200 GB/s = 4.2 s = 1,084.2 s.
//   goodput = (1 - (tau*/2 + R) / M) / (1 + C / tau*)
//           = (1 - (9,185.587 + 1,084.2) / 1,406,250) / (1 + 120 / 18,371.173) = 0.98625485.
constexpr double kComputeDays = 23.735894097222;
constexpr double kComputeCost = 1166666.6666667;
constexpr double kGoodput = 0.98625485097595;

} // namespace

class TestSweeps final : public QObject {
    Q_OBJECT
private slots:
    void clusterSweepPassesThroughTheScenario() {
        const Scenario s = defaultScenario();
        const ClusterSweep c = sweepClusterSize(s, evaluate(s));
        // Cluster sizes keep the layout and whole nodes: lcm(TP 8 x PP 4 x CP 1, 8) = 32.
        QCOMPARE(c.step, 32);
        for (const CurvePoint& p : c.computeDays) {
            QCOMPARE(std::fmod(p.x, 32.0), 0.0);
        }
        QVERIFY(near(at(c.computeDays, 1024).y, kComputeDays, goodput::test::kSampled));
        QVERIFY(near(at(c.computeCostUsd, 1024).y, kComputeCost, goodput::test::kSampled));
        QVERIFY(near(at(c.goodputPercent, 1024).y, kGoodput * 100, goodput::test::kSampled));
        // Wall-clock = compute / goodput: 23.735894 / 0.98625485 = 24.066694 days, $1,182,926.16.
        QVERIFY(near(at(c.wallClockDays, 1024).y, 24.066694398242, goodput::test::kSampled));
        QVERIFY(near(at(c.wallClockCostUsd, 1024).y, 1182926.1630624, goodput::test::kSampled));
        // Shares at 1,024: stall C/tau* x goodput = 0.0065320 x 0.98625 = 0.64422 %; lost work
        // tau*/2M = 0.65320 %; restarts R/M = 1,084.2 / 1,406,250 = 0.077099 %.
        QVERIFY(near(at(c.checkpointPercent, 1024).y, 0.6442189709962, goodput::test::kSampled));
        QVERIFY(near(at(c.lostWorkPercent, 1024).y, 0.65319726474218, goodput::test::kSampled));
        QVERIFY(near(at(c.restartPercent, 1024).y, 0.07709866666667, goodput::test::kSampled));
    }
    void computeOnlyScalesAsOneOverN() {
        // Under an assumed MFU, doubling the cluster halves the days and keeps the dollars
        // (2.5.15).
        const Scenario s = defaultScenario();
        const ClusterSweep c = sweepClusterSize(s, evaluate(s));
        QVERIFY(near(at(c.computeDays, 2048).y, kComputeDays / 2, goodput::test::kSampled));
        QVERIFY(near(at(c.computeDays, 512).y, kComputeDays * 2, goodput::test::kSampled));
        QVERIFY(near(at(c.computeCostUsd, 4096).y, kComputeCost, goodput::test::kSampled));
        // Goodput only falls as the cluster grows: the system MTBF is M/n (2.5.12).
        for (std::size_t i = 1; i < c.goodputPercent.size(); ++i) {
            QVERIFY(c.goodputPercent[i].y <= c.goodputPercent[i - 1].y);
        }
    }
    void fastestClusterSize() {
        // Wall-clock days = 6ND / (n peak MFU g(n)): they fall while n g(n) grows. To first order
        // g = 1 - sqrt(2C n / K) - R n / K with K = 50,000 h x 8 GPUs per node = 1.44e9 GPU-s,
        // so n g(n) peaks where 1 - 1.5 sqrt(2 C n / K) - 2 R n / K = 0, near n = 405,000; the
        // exact goodput above (checked by brute force over every multiple of 32 up to the size
        // where the run never finishes) peaks at n = 500,224: 0.11608313 days, $2,787,243.26.
        // A batch of 32,768 sequences feeds up to 32,768 replicas of 32 GPUs (1,048,576), so the
        // optimum is in reach; under an assumed MFU the batch changes nothing else.
        Scenario s = defaultScenario();
        s.workload.globalBatchTokens = 32768.0 * s.workload.sequenceLength;
        const ClusterSweep c = sweepClusterSize(s, evaluate(s));
        QCOMPARE(c.batchLimitGpus, 1048576);
        QVERIFY(c.fastestGpus.has_value());
        QCOMPARE(*c.fastestGpus, 500224);
        QVERIFY(near(c.fastestWallClockDays, 0.11608313049474, goodput::test::kSampled));
        QVERIFY(near(c.fastestWallClockCostUsd, 2787243.2576929, goodput::test::kSampled));
        QVERIFY(
            near(at(c.wallClockDays, 500224).y, c.fastestWallClockDays, goodput::test::kSampled));
        // The sweep runs past the optimum so the rise is on the chart.
        QVERIFY(c.wallClockDays.back().x > 500224);
        QVERIFY(c.wallClockDays.back().y >= 2 * c.fastestWallClockDays);
    }
    void theSweepStopsWhereTheBatchRunsOut() {
        // Issue 17, item 4: the default 70B has a batch of 512 sequences in micro-batches of 1,
        // so at most 512 data-parallel replicas of TP 8 x PP 4: 16,384 GPUs. Past that, GPUs
        // would have no micro-batch to work on; an assumed MFU must not hide it (the chart read
        // "Fastest: 500,224 GPUs"). Up to 16,384 more GPUs still pay: no fastest size.
        const Scenario s = defaultScenario();
        QCOMPARE(s.mfuMode, MfuMode::Assumed);
        QCOMPARE(s.workload.globalBatchTokens / s.workload.sequenceLength, 512.0);
        const ClusterSweep c = sweepClusterSize(s, evaluate(s));
        QCOMPARE(c.batchLimitGpus, 16384);
        QVERIFY(!c.fastestGpus.has_value());
        for (const Curve* curve : {&c.computeDays, &c.wallClockDays, &c.goodputPercent}) {
            QVERIFY(!curve->empty());
            QCOMPARE(curve->back().x, 16384.0);
        }
        // Micro-batches of 4 leave 128 replicas: 4,096 GPUs.
        Scenario four = s;
        four.workload.microBatchSize = 4;
        const ClusterSweep c4 = sweepClusterSize(four, evaluate(four));
        QCOMPARE(c4.batchLimitGpus, 4096);
        QCOMPARE(c4.wallClockDays.back().x, 4096.0);
        // A cluster already past the limit is still drawn, alone beyond it.
        Scenario past = s;
        past.cluster.gpus = 32768;
        const ClusterSweep cp = sweepClusterSize(past, evaluate(past));
        QCOMPARE(cp.wallClockDays.back().x, 32768.0);
        QCOMPARE(cp.wallClockDays[cp.wallClockDays.size() - 2].x, 16384.0);
    }
    void slidersStepThroughValidValues() {
        // Issue 17, item 11: a GPU, PP or micro-batch slider passed mostly through values the
        // model refuses (1,024 -> 1,200 -> 1,416 with TP 8 x PP 4).
        Scenario s = defaultScenario(); // assumed MFU: whole nodes that TP 8 x PP 4 = 32 divides
        QCOMPARE(nearestClusterSize(s, 1190, 0, 10'000'000).value(), 1184LL);
        QCOMPARE(nearestClusterSize(s, 1200, 0, 10'000'000).value(), 1216LL); // a tie: up
        QCOMPARE(nearestClusterSize(s, 1024, +1, 10'000'000).value(), 1056LL);
        QCOMPARE(nearestClusterSize(s, 1024, -1, 10'000'000).value(), 992LL);
        QVERIFY(batchClusterSizes(s, 10'000'000).empty());
        // Derived MFU: DP x micro-batch also divides the 512 sequences, so DP is a power of two.
        s.mfuMode = MfuMode::Derived;
        const std::vector<long long> sizes = batchClusterSizes(s, 10'000'000);
        QCOMPARE(sizes.size(), std::size_t(10)); // 32 x 1, 2, 4, ..., 512
        QCOMPARE(sizes.front(), 32LL);
        QCOMPARE(sizes.back(), 16384LL);
        for (const long long n : sizes) {
            Scenario at = s;
            at.cluster.gpus = static_cast<int>(n);
            QVERIFY2(evaluate(at).valid, qPrintable(QString::number(n)));
            QVERIFY(isValidClusterSize(s, n));
        }
        QCOMPARE(nearestClusterSize(s, 1100, +1, 10'000'000).value(), 2048LL);
        QCOMPARE(nearestClusterSize(s, 1100, 0, 10'000'000).value(), 1024LL);
        QVERIFY(!nearestClusterSize(s, 16384, +1, 10'000'000).has_value());
        // PP: divisors of the 80 layers with which TP 8 x PP divides 1,024 GPUs (5, 10 ... do not).
        QCOMPARE(ppValues(s, 512), (std::vector<int>{1, 2, 4, 8, 16}));
        // TP: divisors of the 64 heads with which TP x PP 4 divides 1,024.
        QCOMPARE(tpValues(s, 1024), (std::vector<int>{1, 2, 4, 8, 16, 32, 64}));
        // Micro-batch: 512 sequences over DP 32 leave 16 per replica: its divisors.
        QCOMPARE(microBatchValues(s, 256), (std::vector<int>{1, 2, 4, 8, 16}));
        for (const int b : microBatchValues(s, 256)) {
            Scenario at = s;
            at.workload.microBatchSize = b;
            QVERIFY2(evaluate(at).valid, qPrintable(QString::number(b)));
        }
    }
    void theLayoutGivesTheMfuTheSearchRanks() {
        // Issue 17, item 5: under an assumed MFU the card's "the layout gives" read 55.9 % and the
        // layout table 55.1 % for the same layout: the step counted the typed N = 70e9, the
        // search the architecture's 68.98e9. Both count the architecture now.
        const Scenario s = defaultScenario();
        QCOMPARE(s.mfuMode, MfuMode::Assumed);
        const SearchResult sr = topLayouts(s);
        QVERIFY(!sr.ranked.empty());
        for (const RankedLayout& row : sr.ranked) {
            Scenario b = s;
            b.layout = row.choice.layout;
            b.workload.microBatchSize = row.choice.microBatchSize;
            b.workload.recompute = row.choice.recompute;
            const Result r = evaluate(b);
            QVERIFY(r.valid && r.step);
            QVERIFY2(std::abs(r.step->mfu - row.step.mfu) <= 1e-12 * row.step.mfu,
                     qPrintable(QStringLiteral("%1 vs %2").arg(r.step->mfu).arg(row.step.mfu)));
            QCOMPARE(r.compute.mfu, s.assumedMfu); // the days still come from the assumed MFU
            QCOMPARE(r.compute.totalParameters, 70e9);
        }
    }
    void fastestIsAValidClusterSize() {
        // Every option on (tests/data/report-all-options.json): derived MFU with TP 16, PP 16 x 2,
        // CP 2, 2,048 sequences in micro-batches of 2. Such a job is valid only where the
        // data-parallel degree divides the 1,024 micro-batches, so between two grid sizes most
        // multiples of the step are not valid sizes. The fastest size must be a valid one: the
        // scenario evaluated there finishes in the days the sweep reports, and no point of the
        // curve is faster.
        QFile file(QStringLiteral(GOODPUT_TEST_DATA "/report-all-options.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const ScenarioReadResult read =
            readScenario(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(!hasErrors(read.diagnostics));
        const Scenario& s = read.scenario;
        const ClusterSweep c = sweepClusterSize(s, evaluate(s));
        QVERIFY(c.fastestGpus.has_value());
        Scenario fastest = s;
        fastest.cluster.gpus = *c.fastestGpus;
        const Result r = evaluate(fastest);
        QVERIFY(r.valid);
        QVERIFY(r.reliability.goodput.finishes);
        QVERIFY(near(units::inDays(r.wallClock), c.fastestWallClockDays, goodput::test::kSampled));
        for (const CurvePoint& p : c.wallClockDays) {
            QVERIFY2(p.y >= c.fastestWallClockDays * (1 - 1e-12), qPrintable(QString::number(p.x)));
        }
    }
    void noOptimumWithoutFailures() {
        // With parts that practically never fail, goodput is 1 / (1 + C/tau) at every size: more
        // GPUs always pay. (No part at all is an error, reliability.noFailureRate.)
        Scenario s = defaultScenario();
        s.reliability.parts = {PartKind{"gpu", PartScope::PerGpu, 1, units::hours(1e12)}};
        const ClusterSweep c = sweepClusterSize(s, evaluate(s));
        QVERIFY(!c.fastestGpus.has_value());
        QVERIFY(!c.computeDays.empty());
    }
    void checkpointWasteCurve() {
        const Scenario s = defaultScenario();
        const CheckpointSweep c = sweepCheckpointInterval(evaluate(s));
        // tau* = 18,371.173 s = 306.18622 min; f(tau*) = 2 C / tau* = 240 / 18,371.173 = 1.3063945
        // %.
        QVERIFY(near(c.optimum.x, 306.18621784790, goodput::test::kSampled));
        QVERIFY(near(c.optimum.y, 1.3063945294844, goodput::test::kSampled));
        // The default interval policy is Young's: the current point is the optimum.
        QVERIFY(near(c.current.x, c.optimum.x, goodput::test::kSampled));
        QVERIFY(near(c.current.y, c.optimum.y, goodput::test::kSampled));
        // Each point: C/tau with C = 120 s and tau/2M with M = 1,406,250 s, in percent.
        for (const CurvePoint& p : c.stallPercent) {
            QVERIFY(near(p.y, 120.0 / (p.x * 60) * 100, goodput::test::kSampled));
        }
        for (std::size_t i = 0; i < c.wastePercent.size(); ++i) {
            const double tau = c.wastePercent[i].x * 60;
            QVERIFY(
                near(c.lostWorkPercent[i].y, tau / (2 * 1406250.0) * 100, goodput::test::kSampled));
            QVERIFY(near(c.wastePercent[i].y, c.stallPercent[i].y + c.lostWorkPercent[i].y,
                         goodput::test::kSampled));
            QVERIFY(c.wastePercent[i].y >= c.optimum.y * (1 - 1e-9));
        }
        // The curve spans tau*/20 to 20 tau*.
        QVERIFY(near(c.wastePercent.front().x, 306.18621784790 / 20, goodput::test::kSampled));
        QVERIFY(near(c.wastePercent.back().x, 306.18621784790 * 20, goodput::test::kSampled));
    }
    void manualIntervalIsMarked() {
        Scenario s = defaultScenario();
        s.reliability.interval = IntervalPolicy::Manual;
        s.reliability.manualInterval = units::hours(1);
        const CheckpointSweep c = sweepCheckpointInterval(evaluate(s));
        // tau = 60 min: 120/3600 + 3600/2,812,500 = 3.3333 % + 0.128 % = 3.46133 %.
        QVERIFY(near(c.current.x, 60, goodput::test::kSampled));
        QVERIFY(near(c.current.y, 3.4613333333333, goodput::test::kSampled));
    }
    void collectiveCurves() {
        const Scenario s = defaultScenario();
        const Result r = evaluate(s);
        const CollectiveSweep c = sweepCollectives(s, r);
        // The DP group the gradient buckets use: 1,024 / (TP 8 x PP 4) = 32 GPUs at a stride of
        // 32, one per scale-up domain (8 GPUs).
        QCOMPARE(c.group.size, 32);
        QCOMPARE(c.group.perDomain, 1);
        // At S = 1 MB (2.5.6-2.5.7), across domains: alpha 10 us, B = 400 Gb/s = 50 GB/s.
        //   ring 2 x 31 x 10 us + 2 x 31/32 x 1e6 / 50e9 = 0.62 ms + 0.03875 ms = 0.65875 ms
        //   tree 2 x log2(32) x 10 us + 4 x 1e6 / 50e9 = 0.1 ms + 0.08 ms = 0.18 ms
        //   hierarchical: nothing to reduce inside a domain of one; the ring over 32: 0.65875 ms.
        QVERIFY(near(at(c.ring, 1.0).x, 1.0, 1e-9));
        QVERIFY(near(at(c.ring, 1.0).y, 0.65875, goodput::test::kSampled));
        QVERIFY(near(at(c.tree, 1.0).y, 0.18, goodput::test::kSampled));
        QVERIFY(near(at(c.hierarchical, 1.0).y, 0.65875, goodput::test::kSampled));
        // Ring = tree where 0.62 ms - 0.1 ms = S (4 - 2 x 31/32) / 50 GB/s: S = 520e-6 x 50e9 /
        // 2.0625 = 12.606061 MB, at 0.62 ms + 2 x 31/32 x 12.606061e6 / 50e9 = 1.108485 ms;
        // the result's own crossover for its DP group is the same point.
        QVERIFY(c.ringTreeCrossover.has_value());
        QVERIFY(near(c.ringTreeCrossover->x, 12.606060606061, goodput::test::kSampled));
        QVERIFY(near(c.ringTreeCrossover->y, 1.1084848484848, goodput::test::kSampled));
        QVERIFY(r.communication.dpRingTreeCrossover.has_value());
        QVERIFY(near(units::inMegabytes(*r.communication.dpRingTreeCrossover),
                     c.ringTreeCrossover->x, 1e-9));
        // The 25 MB bucket with algorithm auto: min(ring 0.62 + 0.96875, tree 0.1 + 2.0) ms =
        // 1.58875 ms.
        QVERIFY(near(c.bucket.x, 25, goodput::test::kSampled));
        QVERIFY(near(c.bucket.y, 1.58875, goodput::test::kSampled));
        QVERIFY(near(c.ring.front().x, 1e-3, goodput::test::kSampled));
        QVERIFY(near(c.ring.back().x, 1e4, goodput::test::kSampled));
    }
    void hierarchyStaircase() {
        // HBM 3.35 TB/s, NVLink-class 400 GB/s in 8, InfiniBand-class 400 Gb/s = 50 GB/s across
        // all 1,024 (2.5.2-2.5.4): each step down is about an order of magnitude (8.4x, 8x).
        const std::vector<HierarchyLevel> h = hierarchyLevels(defaultScenario());
        QCOMPARE(h.size(), std::size_t(3));
        QCOMPARE(h[0].kind, LevelKind::Hbm);
        QVERIFY(near(h[0].bandwidthGBps, 3350, goodput::test::kSampled));
        QCOMPARE(h[0].reachGpus, 1);
        QVERIFY(!h[0].latencyUs.has_value());
        QCOMPARE(h[1].kind, LevelKind::ScaleUp);
        QVERIFY(near(h[1].bandwidthGBps, 400, goodput::test::kSampled));
        QVERIFY(near(*h[1].latencyUs, 3, goodput::test::kSampled));
        QCOMPARE(h[1].reachGpus, 8);
        QVERIFY(near(h[1].ratioToPrevious, 8.375, goodput::test::kSampled));
        QCOMPARE(h[2].kind, LevelKind::ScaleOut);
        QVERIFY(near(h[2].bandwidthGBps, 50, goodput::test::kSampled));
        QVERIFY(near(*h[2].latencyUs, 10, goodput::test::kSampled));
        QCOMPARE(h[2].reachGpus, 1024);
        QVERIFY(near(h[2].ratioToPrevious, 8, goodput::test::kSampled));
    }
    void topLayoutsRankTheSearch() {
        const Scenario s = defaultScenario();
        const SearchResult top = topLayouts(s);
        QCOMPARE(static_cast<int>(top.ranked.size()), kTopLayouts);
        // The default scenario's goodput: 0.98625485 (above), the same for every layout.
        QVERIFY(near(top.goodput, kGoodput, goodput::test::kSampled));
        for (std::size_t i = 0; i < top.ranked.size(); ++i) {
            const RankedLayout& l = top.ranked[i];
            // Wall-clock = D / tokens per second / goodput (2.5.13, 2.5.15), D = 2e12 tokens.
            QVERIFY(near(l.wallClock.value(), 2e12 / l.step.tokensPerSecond / kGoodput,
                         goodput::test::kSampled));
            // Dollars = 1,024 GPUs x wall-clock hours x $2.
            QVERIFY(near(l.cost.value(), 1024 * l.wallClock.value() / 3600 * 2,
                         goodput::test::kSampled));
            // DP = 1,024 / (TP x PP x CP) and every ranked layout fits in the 80 GB.
            QCOMPARE(l.step.dp,
                     1024 / (l.choice.layout.tp * l.choice.layout.pp * l.choice.layout.cp));
            QVERIFY(l.step.memory.fits);
            if (i > 0) {
                QVERIFY(top.ranked[i - 1].wallClock <= l.wallClock);
            }
        }
        Scenario noShape = s;
        noShape.workload.architecture.reset();
        QVERIFY(topLayouts(noShape).ranked.empty());
    }
    void changeFromBaseline() {
        // 24 days -> 12 days: -12 days, -50 %; from 0 there is no relative change.
        const Change c = changeFrom(24.0, 12.0);
        QCOMPARE(c.absolute, -12.0);
        QCOMPARE(*c.relative, -0.5);
        QVERIFY(!changeFrom(0, 3).relative.has_value());
    }
    void invalidScenarioHasNoSweeps() {
        Scenario s = defaultScenario();
        s.layout.tp = 3; // 3 x 4 does not divide 1,024
        const Sweeps w = computeSweeps(s, evaluate(s));
        QVERIFY(w.cluster.computeDays.empty());
        QVERIFY(w.checkpoint.wastePercent.empty());
        QVERIFY(w.collective.ring.empty());
        QVERIFY(w.hierarchy.empty());
        QVERIFY(w.layouts.ranked.empty());
    }
    void skippingTheSearchKeepsEveryOtherSweep() {
        // The app runs the search apart (views/scenariodocument.h); the rest must not change.
        const Scenario s = defaultScenario();
        const Result r = evaluate(s);
        const Sweeps all = computeSweeps(s, r);
        const Sweeps some = computeSweeps(s, r, LayoutSearch::Skip);
        QVERIFY(!all.layouts.ranked.empty());
        QVERIFY(some.layouts.ranked.empty());
        QCOMPARE(some.layouts.evaluated, 0LL);
        QCOMPARE(some.cluster.wallClockDays.size(), all.cluster.wallClockDays.size());
        QCOMPARE(some.cluster.wallClockDays.back().y, all.cluster.wallClockDays.back().y);
        QCOMPARE(some.checkpoint.optimum.x, all.checkpoint.optimum.x);
        QCOMPARE(some.collective.ring.size(), all.collective.ring.size());
        QCOMPARE(some.hierarchy.size(), all.hierarchy.size());
    }
};

QTEST_APPLESS_MAIN(TestSweeps)
#include "tst_sweeps.moc"
