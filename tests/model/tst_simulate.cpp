// SPDX-License-Identifier: MIT
// The Monte-Carlo run simulator: its random numbers, and cross-checks against the analytic
// model (chapter 2.5.11.1-2.5.13 and Daly 2006) where they must agree and where the chapter's
// first-order formula breaks. Every comparison uses the simulation's own standard error.

#include "model/plan.h"
#include "model/random.h"
#include "model/simulate.h"
#include "model/simulation_curves.h"
#include "model/sweeps.h"
#include "tests/support/losttime.h"
#include "tests/support/near.h"

#include <QtTest>
#include <numeric>

using goodput::test::lost;
using goodput::test::near;

using namespace goodput;
using namespace goodput::units;

namespace {

/// One exponential part kind, nothing replaced, restart = detection only.
SimulationPlan onePart(Seconds mtbf, Seconds stall, Seconds interval, Seconds compute,
                       Seconds restart = Seconds(0)) {
    SimulationPlan p;
    FailureCause c;
    c.kind = "node";
    c.count = 1;
    c.mtbf = mtbf;
    c.replaces = Replacement::None;
    c.restart.detection = restart;
    p.model.causes = {c};
    p.model.checkpointStall = stall;
    p.model.checkpointWrite = stall;
    p.model.nodes = 1;
    p.computeTime = compute;
    p.interval = interval;
    p.billedGpus = 1;
    p.pricePerGpu = dollarsPerHour(1);
    return p;
}

SimulationOptions options(int runs, std::uint64_t seed = 1) {
    SimulationOptions o;
    o.runs = runs;
    o.seed = seed;
    o.searchOptimum = false;
    return o;
}

/// Goodput of the mean run, T / E[W], and its standard error by the delta method. (The mean
/// of per-run goodput carries a Jensen bias of order var(W)/E[W]^2; T/E[W] is what Daly's
/// expected wall-clock gives.)
struct Estimate {
    double value;
    double error;
};
Estimate goodputOfMean(const SimulationResult& r) {
    const double meanDays = r.wallClockDays.mean;
    const double g = inDays(r.computeTime) / meanDays;
    return {g, g * r.wallClockDays.standardError / meanDays};
}

} // namespace

class TestSimulate final : public QObject {
    Q_OBJECT
private slots:
    void prngMatchesTheReferenceImplementation() {
        // xoshiro256** from state {1, 2, 3, 4}: out1 = rotl(2 x 5, 7) x 9 = 1280 x 9 = 11520;
        // the update leaves s1 = 2 ^ (3 ^ 1) = 0, so out2 = 0; the next update gives s1 =
        // 0 ^ (262146 ^ 7) = 262149, out3 = rotl(262149 x 5, 7) x 9 = 167775360 x 9 = 1509978240.
        Random r = Random::fromState({1, 2, 3, 4});
        QCOMPARE(r.next(), std::uint64_t(11520));
        QCOMPARE(r.next(), std::uint64_t(0));
        QCOMPARE(r.next(), std::uint64_t(1509978240));
        Random u(7);
        for (int i = 0; i < 1000; ++i) {
            const double x = u.uniform();
            QVERIFY(x >= 0 && x < 1);
        }
    }
    void weibullFleetSamplerHasItsIntensity() {
        // 100 parts, Weibull shape 0.5, scale 1,000 h, all new at 0: expected failures in the
        // first 10 h = 100 (10/1000)^0.5 = 10. Over 20,000 windows the mean count has a standard
        // error sqrt(10/20000) = 0.022.
        Random r(3);
        long long failures = 0;
        const int windows = 20000;
        for (int w = 0; w < windows; ++w) {
            double t = 0;
            while ((t = nextWeibullFleetFailure(t, 100, 1000, 0.5, r.exponential(1.0))) <= 10) {
                ++failures;
            }
        }
        QVERIFY(std::abs(static_cast<double>(failures) / windows - 10.0) <
                3 * std::sqrt(10.0 / windows));
        // Mean of the life: eta Gamma(1 + 1/k); shape 0.5: Gamma(3) = 2.
        QVERIFY(std::abs(weibullScaleForMean(2000, 0.5) - 1000) < 1e-9);
    }
    void sameSeedSameResult() {
        const SimulationPlan p = onePart(hours(50), seconds(120), hours(2), days(20));
        const SimulationResult a = simulate(p, options(2000, 42));
        const SimulationResult b = simulate(p, options(2000, 42));
        const SimulationResult c = simulate(p, options(2000, 43));
        QCOMPARE(a.wallClockDays.percentiles, b.wallClockDays.percentiles);
        QCOMPARE(a.failures.mean, b.failures.mean);
        QVERIFY(a.wallClockDays.mean != c.wallClockDays.mean);
    }
    void agreesWithTheFormulasWhereTheyHold() {
        // Chapter 2.5.11.1: M = 50 h, C = 120 s, tau = Young = 6572.67 s, R = 0, T = 100 tau.
        // Daly's expected wall-clock gives goodput 0.963926 (tst_failures); first order 0.964140.
        const Seconds tau = youngInterval(seconds(120), hours(50));
        const SimulationResult r =
            simulate(onePart(hours(50), seconds(120), tau, tau * 100.0), options(20000));
        const Estimate g = goodputOfMean(r);
        QVERIFY2(std::abs(g.value - 0.963926) < 3 * g.error,
                 qPrintable(QString::number(g.value, 'g', 8)));
        // The mean of per-run goodput, within its own confidence interval plus the Jensen gap
        // (var(W)/E[W]^2 < 1e-4 here).
        QVERIFY(std::abs(r.goodput.mean - 0.963926) < 3 * r.goodput.standardError + 1e-4);
        // First order agrees to better than 0.1 %: the chapter's formula holds for tau << M.
        QVERIFY2(std::abs(r.firstOrderGoodput - g.value) < 1e-3,
                 qPrintable(QString::number(g.value, 'g', 8)));
        // Daly: 6572.67 x (1 + sqrt(120/360000)/3 + (120/360000)/9) - 120
        // = 6572.67 x (1 + 0.0060858 + 0.0000370) - 120 = 6492.91 s, 1.2 % below Young; the
        // simulated goodputs at the two are the same within their errors.
        QVERIFY(std::abs(r.dalyInterval.value() - 6492.91) < 0.01);
        const SimulationPlan atDaly = onePart(hours(50), seconds(120), r.dalyInterval, tau * 100.0);
        const Estimate d = goodputOfMean(simulate(atDaly, options(20000)));
        QVERIFY(std::abs(d.value - g.value) < 3 * (d.error + g.error));
    }
    void divergesFromFirstOrderWhenTheIntervalNearsTheMtbf() {
        // tau = M = 1 h, C = 5 min, R = 0, T = 50 h: Daly 0.511637, first order 0.461538.
        const SimulationResult r =
            simulate(onePart(hours(1), minutes(5), hours(1), hours(50)), options(5000));
        const Estimate g = goodputOfMean(r);
        QVERIFY2(std::abs(g.value - 0.511637) < 3 * g.error,
                 qPrintable(QString::number(g.value, 'g', 8)));
        QVERIFY(std::abs(g.value - 0.461538) > 10 * g.error);
        QVERIFY(std::abs(r.firstOrderGoodput - 0.461538) < 1e-6);
    }
    void simulatedOptimumFollowsDalyNotYoung() {
        // Daly's M = 15 min, delta = 5 min (published-cases B4): Young 12.25 min, exact optimum
        // 9.17 min. Daly's model: goodput 0.3889 at 9.17 min, 0.3784 at Young's.
        SimulationOptions o = options(200);
        o.searchOptimum = true;
        o.sweepRuns = 1000;
        const SimulationPlan p = onePart(minutes(15), minutes(5), minutes(10), hours(10));
        const SimulationResult r = simulate(p, o);
        QVERIFY(r.simulatedOptimalInterval.has_value());
        const double simulated = r.simulatedOptimalInterval->value() / 60;
        QVERIFY2(std::abs(simulated - 9.17) < std::abs(simulated - 12.25),
                 qPrintable(QString::number(simulated)));
        QVERIFY(std::abs(simulated - 9.17) < 1.0);
        o.searchOptimum = false;
        o.runs = 1000;
        o.interval = r.youngInterval;
        const Estimate young = goodputOfMean(simulate(p, o));
        o.interval = r.optimalInterval;
        const Estimate best = goodputOfMean(simulate(p, o));
        QVERIFY(best.value - young.value > 3 * (best.error + young.error));
        QVERIFY(std::abs(young.value - 0.3784) < 3 * young.error + 1e-3);
        QVERIFY(std::abs(best.value - 0.3889) < 3 * best.error + 1e-3);
    }
    void restartsAreVulnerableToo() {
        // Daly's caption case M = 6 h, delta = 5 min, R = 10 min, tau = 60 min, T = 100 h:
        // goodput 0.819176 with failures also striking during restarts (e^{R/M}).
        const SimulationResult r = simulate(
            onePart(hours(6), minutes(5), minutes(60), hours(100), minutes(10)), options(5000));
        const Estimate g = goodputOfMean(r);
        QVERIFY2(std::abs(g.value - 0.819176) < 3 * g.error,
                 qPrintable(QString::number(g.value, 'g', 8)));
    }
    void asynchronousWriteLagCostsTheWrite() {
        // M = 10 h, tau = 1 h, stall 10 s, cycle P = 3610 s, R = 0. Synchronous: a failure loses
        // about tau/2 of work. Asynchronous with a 600 s write: a failure in the first 600 s
        // after a snapshot falls back one more checkpoint (tau more), except in the first cycle
        // after a restart, which has no earlier checkpoint to lose. After each restart the time
        // to failure X is exponential, so the extra loss per failure is
        //   tau sum_{n>=1} P(nP <= X < nP + 600) = tau (1 - e^{-600/M}) e^{-P/M} / (1 - e^{-P/M})
        //   = 3600 x 0.016529 x 0.904588 / 0.095412 = 564.2 s.
        // The first-order formula's tau/2 + 600 counts the full 600 s: right to first order in
        // tau/M.
        SimulationPlan sync = onePart(hours(10), seconds(10), hours(1), hours(200));
        SimulationPlan async = sync;
        async.model.checkpointWrite = seconds(600);
        async.model.asyncCheckpoint = true;
        const SimulationResult a = simulate(async, options(3000));
        const SimulationResult s = simulate(sync, options(3000));
        const double perFailureAsync = lost(a, LossCategory::LostWork).value() / a.failures.mean;
        const double perFailureSync = lost(s, LossCategory::LostWork).value() / s.failures.mean;
        QVERIFY2(std::abs(perFailureAsync - perFailureSync - 564.2) < 30,
                 qPrintable(QString::number(perFailureAsync - perFailureSync)));
        QVERIFY(std::abs(perFailureSync - 1800) < 100);
    }
    void longWriteStretchesTheSchedule() {
        // No failures, T = 20 h, tau = 1 h, stall 10 s. Synchronous: 20 checkpoints (the last
        // one final) = 72,000 + 20 x 10 = 72,200 s. Asynchronous with a 2 h write: snapshots
        // every 2 h, 10 stalls, and the final write: 72,000 + 100 + 7,200 = 79,300 s.
        SimulationPlan p = onePart(hours(1), seconds(10), hours(1), hours(20));
        p.model.causes.clear();
        QCOMPARE(simulate(p, options(3)).wallClockDays.mean * 86400, 72200.0);
        p.model.checkpointWrite = hours(2);
        p.model.asyncCheckpoint = true;
        const SimulationResult r = simulate(p, options(3));
        QVERIFY(std::abs(r.wallClockDays.mean * 86400 - 79300) < 1e-6);
        QCOMPARE(r.effectiveInterval.value(), 7200.0);
        QCOMPARE(r.failures.max, 0.0);
    }
    void emptySparePoolWaitsForRepair() {
        // 100 nodes at 100,000 h: M = 1,000 h; T = 720 h. Detection 300 s, swap 300 s, repair 24 h.
        // With no spare each failure waits for its own node: 86,400 - 300 s (the repair clock
        // starts at the failure, the wait after detection). A second failure during a wait (2.4 %)
        // shortens the average a little.
        SimulationPlan p = onePart(hours(100000), seconds(60), hours(4), hours(720), seconds(300));
        p.model.causes[0].count = 100;
        p.model.causes[0].replaces = Replacement::Node;
        p.model.causes[0].restart.replacement = seconds(300);
        p.model.causes[0].repair = hours(24);
        p.model.nodes = 100;
        p.model.dataParallel = 10;
        const SimulationResult unlimited = simulate(p, options(3000));
        QCOMPARE(lost(unlimited, LossCategory::WaitingForRepair).value(), 0.0);
        p.model.hotSpareNodes = 0;
        const SimulationResult none = simulate(p, options(3000));
        const double waitPerFailure =
            lost(none, LossCategory::WaitingForRepair).value() / none.failures.mean;
        QVERIFY2(waitPerFailure > 0.95 * 86100 && waitPerFailure < 1.001 * 86100,
                 qPrintable(QString::number(waitPerFailure)));
        p.model.hotSpareNodes = 2;
        const SimulationResult two = simulate(p, options(3000));
        QVERIFY(lost(two, LossCategory::WaitingForRepair).value() <
                0.02 * lost(none, LossCategory::WaitingForRepair).value());
        QVERIFY(two.wallClockDays.mean < none.wallClockDays.mean);

        // Elastic: the job goes on with 9 of 10 replicas instead of waiting, and takes the node
        // back when it is repaired. It loses about 10 % of 24 h per failure instead of 24 h.
        p.model.hotSpareNodes = 0;
        p.model.elastic = true;
        const SimulationResult elastic = simulate(p, options(3000));
        QCOMPARE(lost(elastic, LossCategory::WaitingForRepair).value(), 0.0);
        const double degradedPerFailure =
            lost(elastic, LossCategory::Degraded).value() / elastic.failures.mean;
        QVERIFY2(degradedPerFailure > 7000 && degradedPerFailure < 8700,
                 qPrintable(QString::number(degradedPerFailure)));
        QVERIFY(lost(elastic, LossCategory::Rescale).value() > 0);
        QVERIFY(elastic.wallClockDays.mean < none.wallClockDays.mean);
    }
    void weibullShapeOneIsExponential() {
        SimulationPlan p = onePart(hours(20), seconds(120), hours(2), days(30), minutes(10));
        const SimulationResult exponential = simulate(p, options(2000));
        p.model.causes[0].distribution = FailureDistribution::Weibull;
        p.model.causes[0].weibullShape = 1.0;
        const SimulationResult weibull = simulate(p, options(2000));
        QVERIFY(std::abs(weibull.wallClockDays.mean / exponential.wallClockDays.mean - 1) < 1e-9);
        // Infant mortality (shape 0.5, same mean life): 1,000 parts of 100,000 h fail
        // 1000 (W/eta)^0.5 times, eta = 50,000 h: about 120 in a 30-day run against 7 exponential.
        p = onePart(hours(100000), seconds(60), hours(1), days(30));
        p.model.causes[0].count = 1000;
        p.model.causes[0].distribution = FailureDistribution::Weibull;
        p.model.causes[0].weibullShape = 0.5;
        const SimulationResult infant = simulate(p, options(1000));
        const double expected = 1000 * std::sqrt(infant.wallClockDays.mean * 24 / 50000);
        QVERIFY2(std::abs(infant.failures.mean / expected - 1) < 0.02,
                 qPrintable(QString::number(infant.failures.mean)));
    }
    void perJobTermIsPartOfTheKindsStream() {
        // Issue 19: an exponential kind of one part at 40 h with a per-job term of 40 h fails
        // at 1/40 + 1/40 = 1/20 per hour: the same stream as one part at 20 h.
        SimulationPlan p = onePart(hours(20), seconds(120), hours(2), days(30), minutes(10));
        const SimulationResult single = simulate(p, options(2000));
        p.model.causes[0].mtbf = hours(40);
        p.model.causes[0].jobMtbf = hours(40);
        const SimulationResult both = simulate(p, options(2000));
        QVERIFY(std::abs(both.wallClockDays.mean / single.wallClockDays.mean - 1) < 1e-9);
        // A Weibull fleet keeps its per-job term as an exponential draw of its own: with shape
        // 1, 100 parts at 10,000 h (0.01 /h) and a per-job 50 h (0.02 /h) fail 0.03 /h of
        // wall-clock.
        p = onePart(hours(10000), seconds(60), hours(1), days(30));
        p.model.causes[0].count = 100;
        p.model.causes[0].jobMtbf = hours(50);
        p.model.causes[0].distribution = FailureDistribution::Weibull;
        p.model.causes[0].weibullShape = 1.0;
        const SimulationResult weibull = simulate(p, options(2000));
        const double expected = 0.03 * weibull.wallClockDays.mean * 24;
        QVERIFY2(std::abs(weibull.failures.mean - expected) <
                     3 * weibull.failures.standardError + 0.01 * expected,
                 qPrintable(QString::number(weibull.failures.mean)));
        QVERIFY(weibull.failures.mean > 0.025 * 30 * 24); // the job term is drawn at all
    }
    void lostTimeAddsUpToTheWallClock() {
        // A scenario with several kinds, a finite spare pool and maintenance: the mean wall-clock
        // is the compute time plus every mean loss, and dollars follow the billed GPUs.
        Scenario s = defaultScenario();
        PartKind gpu{"gpu", PartScope::PerGpu, 1, hours(50000)};
        gpu.repair = hours(96);
        PartKind software{"software", PartScope::PerJob, 1, hours(48)};
        software.replaces = Replacement::None;
        s.reliability.parts = {gpu, software};
        s.reliability.hotSpareNodes = 2;
        s.reliability.maintenanceInterval = hours(48);
        s.checkpoint.stallOverride.reset();
        s.checkpoint.mode = CheckpointMode::Asynchronous;
        const SimulationResult r = simulate(s, options(1000));
        QVERIFY(r.valid);
        const double losses =
            std::accumulate(r.lostTime.begin(), r.lostTime.end(), 0.0,
                            [](double sum, const LostTime& l) { return sum + l.mean.value(); });
        QVERIFY(near(r.computeTime.value() + losses, r.wallClockDays.mean * 86400, 1e-9));
        // Billed: (1,024 + 2 x 8) GPUs x $2 per hour.
        QVERIFY(near(r.costUsd.mean, r.wallClockDays.mean * 24 * 1040 * 2, 1e-9));
        QVERIFY(r.plannedStops.mean > 0);
        QCOMPARE(r.failuresByKind.size(), std::size_t(2));
        QVERIFY(near(r.failuresByKind[0].failures.mean + r.failuresByKind[1].failures.mean,
                     r.failures.mean, 1e-9));
        // The CDF reads back: about 10 % of runs take longer than P90.
        QVERIFY(std::abs(r.wallClockDays.probabilityAbove(r.wallClockDays.p90) - 0.10) < 1e-9);
        QCOMPARE(r.wallClockDays.percentiles.size(), std::size_t(101));
        int binned = 0;
        for (const HistogramBin& b : r.wallClockDays.histogram) {
            binned += b.count;
        }
        QCOMPARE(binned, r.runs - r.unfinishedRuns);
    }
    void bandsAcrossClusterSizes() {
        // The chapter's 70B at 512, 1,024 and 2,048 GPUs (TP 8 x PP 4 fits all three; 1,000 does
        // not fill whole nodes). Twice the GPUs: about half the days (compute halves, failures
        // double), and the P10-P90 band is ordered.
        const std::vector<ScalePoint> points =
            simulateAcrossScales(defaultScenario(), {512, 1000, 1024, 2048}, options(300));
        QCOMPARE(points.size(), std::size_t(4));
        QVERIFY(!points[1].valid && !points[1].diagnostics.empty());
        QVERIFY(points[0].valid && points[2].valid && points[3].valid);
        QVERIFY(points[0].wallClockDays.p50 > points[2].wallClockDays.p50);
        QVERIFY(points[2].wallClockDays.p50 > points[3].wallClockDays.p50);
        QVERIFY(std::abs(points[2].wallClockDays.mean / points[3].wallClockDays.mean - 2) < 0.05);
        for (const ScalePoint& p : {points[0], points[2], points[3]}) {
            QVERIFY(p.wallClockDays.p10 <= p.wallClockDays.p90 && p.costUsd.p10 <= p.costUsd.p90);
        }
    }
    void widestSpreadOfTheDaysBand() {
        // Two sizes: at 8 GPUs P10 10 and P90 10.5 days, 10.5 / 10 - 1 = 5 %; at 16 GPUs 20 and
        // 20.2, 1 %. The widest is 5 %, whatever the order. No points: 0.
        ScaleBands b;
        QCOMPARE(widestDaysSpread(b), 0.0);
        b.daysP10 = {{16, 20}, {8, 10}};
        b.daysP90 = {{16, 20.2}, {8, 10.5}};
        QVERIFY(std::abs(widestDaysSpread(b) - 0.05) < 1e-12);
    }
    void badInputIsDiagnosedNotSimulated() {
        SimulationOptions o = options(0);
        o.sweepPoints = 2;
        const SimulationResult r = simulate(defaultScenario(), o);
        QVERIFY(!r.valid);
        const auto has = [&](const std::string& field) {
            return std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                               [&](const Diagnostic& d) { return d.field == field; });
        };
        QVERIFY(has("runs") && has("sweepPoints"));
        Scenario bad = defaultScenario();
        bad.cluster.gpus = -1;
        QVERIFY(!simulate(bad, options(10)).valid);
    }
    void anEmptySparePoolCountsInThePlanAsInTheSimulator() {
        // No hot spare and 1.6 nodes away for repair on average: the job waits for repairs most
        // of the time. The plan once ignored that (goodput 92 %, 25.8 days) while the simulator
        // gave about 20 %; nodes in repair are Poisson (M/G/inf), so the job runs a share
        // e^-1.6 = 0.20 of the time, and both must now say so.
        Scenario s = defaultScenario();
        s.reliability.parts = {PartKind{"node", PartScope::PerNode, 1, hours(5760)}};
        s.reliability.hotSpareNodes = 0;
        const Result plan = evaluate(s);
        QVERIFY(plan.valid && plan.reliability.goodput.finishes);
        const double away = 128 * 72.0 / 5760;
        QVERIFY(near(plan.reliability.goodput.repairWaitShare, 1 - std::exp(-away), 1e-9));
        SimulationOptions o = options(400);
        const SimulationResult sim = simulate(s, o);
        QVERIFY(sim.valid);
        const double planned = plan.reliability.goodput.goodput;
        QVERIFY2(
            std::abs(sim.goodput.mean - planned) < 0.25 * planned,
            qPrintable(QStringLiteral("plan %1, simulated %2").arg(planned).arg(sim.goodput.mean)));
        // Elastic, the job goes on without the missing replicas: still far below the 92 %.
        s.reliability.elastic = true;
        const Result elastic = evaluate(s);
        QVERIFY(elastic.reliability.goodput.repairWaitShare > 0);
        QVERIFY(elastic.reliability.goodput.goodput < 0.9 * 0.92 + 0.1);
    }
    void anEmptySparePoolThatNeverCatchesUpNeverFinishesEverywhere() {
        // 18 nodes away for repair on average and no spare: the plan once said 80 days while
        // every simulated run never finished. One verdict: it never finishes, naming the pool.
        Scenario s = defaultScenario();
        s.reliability.parts = {PartKind{"node", PartScope::PerNode, 1, hours(500)}};
        s.reliability.hotSpareNodes = 0;
        const Result plan = evaluate(s);
        QVERIFY(!plan.reliability.goodput.finishes);
        QVERIFY(!isAnswer(plan));
        QVERIFY(std::any_of(plan.diagnostics.begin(), plan.diagnostics.end(), [](const auto& d) {
            return d.code == DiagCode::RunNeverFinishes && d.field == "reliability.hotSpareNodes";
        }));
        QVERIFY(!isAnswer(simulate(s, options(10))));
    }
    void everyRunCountsInTheSummary() {
        // A minute of compute, a 10 min MTBF and an hour's restart: a run without a failure
        // finishes (90 %), one with a failure almost never restarts in 1,000 minutes. The goodput
        // counts every run (an unfinished one as 0), and a warning gives the count: the summary
        // once read 99.3 % goodput while 1,541 of 2,000 runs never finished.
        SimulationPlan p = onePart(minutes(10), seconds(1), seconds(30), minutes(1), minutes(60));
        const SimulationResult r = simulate(p, options(200));
        QVERIFY(r.valid);
        QVERIFY2(r.unfinishedRuns > 0 && r.unfinishedRuns < r.runs,
                 qPrintable(QString::number(r.unfinishedRuns)));
        const int finished = r.runs - r.unfinishedRuns;
        int zeros = 0;
        for (const HistogramBin& b : r.goodput.histogram) {
            zeros += b.lower == 0 ? b.count : 0;
        }
        int binned = 0;
        for (const HistogramBin& b : r.goodput.histogram) {
            binned += b.count;
        }
        QCOMPARE(binned, r.runs);
        QVERIFY(zeros >= r.unfinishedRuns);
        QVERIFY(r.goodput.mean <= static_cast<double>(finished) / r.runs);
        const auto warning =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.code == DiagCode::SomeRunsUnfinished;
            });
        QVERIFY(warning != r.diagnostics.end());
        QCOMPARE(warning->severity, Severity::Warning);
        QCOMPARE(*warning->actual, static_cast<double>(r.unfinishedRuns));
        QCOMPARE(*warning->limit, static_cast<double>(r.runs));
    }
    void aSpentEventBudgetIsADiagnostic() {
        // Runs that never finish stop at the per-run cap; past the budget no run starts, and the
        // result says how many were made.
        const SimulationResult r = simulate(
            onePart(minutes(1), seconds(1), seconds(30), hours(1), minutes(10)), options(1000));
        QVERIFY(r.truncated && r.runs < 1000);
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) {
            return d.code == DiagCode::EventBudgetSpent && d.actual == r.runs && d.limit == 1000.0;
        }));
    }
    void neverFinishingRunsStopAndAreReported() {
        // Restarts of 10 min against an MTBF of 1 min almost never complete: every run hits the
        // event cap, none hangs, and the result says so.
        const SimulationResult r = simulate(
            onePart(minutes(1), seconds(1), seconds(30), hours(1), minutes(10)), options(5));
        QVERIFY(r.valid);
        QCOMPARE(r.unfinishedRuns, 5);
        QVERIFY(r.wallClockDays.percentiles.empty());
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::RunNeverFinishes;
        }));
    }

    void chartSeriesOfADistribution() {
        // Two bins, [1, 2) with a quarter of the runs and [2, 3] with the rest: the outline runs
        // (1, 0) up to (1, 25), across to (2, 25), up to (2, 75), across to (3, 75), down to
        // (3, 0). The CDF pairs percentile i with i %.
        Distribution d;
        d.histogram = {{1, 2, 1, 0.25}, {2, 3, 3, 0.75}};
        const Curve outline = histogramOutline(d);
        const std::vector<std::pair<double, double>> expected = {{1, 0},  {1, 25}, {2, 25},
                                                                 {2, 75}, {3, 75}, {3, 0}};
        QCOMPARE(outline.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(outline[i].x, expected[i].first);
            QCOMPARE(outline[i].y, expected[i].second);
        }
        for (int i = 0; i <= 100; ++i) {
            d.percentiles.push_back(10 + 0.1 * i);
        }
        const Curve cdf = cdfCurve(d);
        QCOMPARE(cdf.size(), std::size_t(101));
        QCOMPARE(cdf[50].x, 15.0);
        QCOMPARE(cdf[50].y, 50.0);
        QVERIFY(histogramOutline(Distribution{}).empty() && cdfCurve(Distribution{}).empty());
    }
    void lossByCategorySumsOverKinds() {
        // Two kinds' detection (60 s + 30 s) become one category of 90 s = 90 / 86,400 days;
        // its share is of a 2-day mean wall-clock. Categories come in LossCategory order.
        SimulationResult r;
        r.wallClockDays.mean = 2;
        r.lostTime = {{LossCategory::Detection, "gpu", seconds(60), 0},
                      {LossCategory::CheckpointStall, "", seconds(3600), 0},
                      {LossCategory::Detection, "nic", seconds(30), 0}};
        const std::vector<CategoryLoss> losses = lossByCategory(r);
        QCOMPARE(losses.size(), std::size_t(2));
        QCOMPARE(losses[0].category, LossCategory::CheckpointStall);
        QVERIFY(near(losses[0].days, 3600.0 / 86400, 1e-12));
        QCOMPARE(losses[1].category, LossCategory::Detection);
        QVERIFY(near(losses[1].days, 90.0 / 86400, 1e-12));
        QVERIFY(near(losses[1].shareOfWallClock, 90.0 / 86400 / 2, 1e-12));
    }
    void bandSizesSpreadOverTheSweep() {
        // 20 sizes 64, 128, ..., 1,280: 5 points at indices round(19 i / 4) = 0, 5, 10, 14, 19,
        // i.e. 64, 384, 704, 960, 1,280, plus the scenario's 1,024.
        ClusterSweep sweep;
        for (int i = 1; i <= 20; ++i) {
            sweep.wallClockDays.push_back({64.0 * i, 1});
        }
        QCOMPARE(bandGpuCounts(sweep, 5, 1024), (std::vector<int>{64, 384, 704, 960, 1024, 1280}));
        QCOMPARE(bandGpuCounts(sweep, 5, 1000), (std::vector<int>{64, 384, 704, 960, 1280}));
        QCOMPARE(bandGpuCounts(sweep, 50, 1024).size(), std::size_t(20));
    }
    void outlookOfTheDefaultScenario() {
        // What the app's reliability page shows for the chapter's example: the histogram and
        // CDF are the simulation's own; the lost time by cause adds up to wall-clock minus
        // compute; the P10-P90 band brackets the first-order days at every simulated size.
        const Scenario s = defaultScenario();
        const Result result = evaluate(s);
        const ClusterSweep sweep = sweepClusterSize(s, result);
        OutlookOptions o;
        o.runs = 400;
        o.scaleRuns = 200;
        o.scalePoints = 6;
        const SimulationOutlook out = simulateOutlook(s, sweep, o);
        QVERIFY(out.simulation.valid);
        QCOMPARE(out.simulation.runs, 400);
        QCOMPARE(out.histogram.size(), 2 * out.simulation.wallClockDays.histogram.size() + 2);
        QCOMPARE(out.cdf.size(), std::size_t(101));
        double lostDays = 0;
        for (const CategoryLoss& l : out.losses) {
            lostDays += l.days;
        }
        QVERIFY(near(inDays(out.simulation.computeTime) + lostDays,
                     out.simulation.wallClockDays.mean, 1e-9));
        QVERIFY(out.bands.daysP10.size() >= 6);
        int bracketed = 0;
        for (std::size_t i = 0; i < out.bands.daysP10.size(); ++i) {
            const double gpus = out.bands.daysP10[i].x;
            const auto analytic =
                std::find_if(sweep.wallClockDays.begin(), sweep.wallClockDays.end(),
                             [&](const CurvePoint& p) { return p.x == gpus; });
            QVERIFY(analytic != sweep.wallClockDays.end());
            // Up to the fastest cluster the formula's days lie inside the band (1,024 GPUs: P10
            // 23.9 <= 24.07 <= P90 24.3). Far past it the system MTBF is shorter than a restart
            // and the first-order formula breaks down (2.5.13): it is no bracket there. Here the
            // 512-sequence batch stops the sweep at 16,384 GPUs, before any fastest size.
            if (gpus <= sweep.fastestGpus.value_or(sweep.batchLimitGpus)) {
                QVERIFY2(out.bands.daysP10[i].y <= analytic->y &&
                             analytic->y <= out.bands.daysP90[i].y,
                         qPrintable(QString::number(gpus)));
                ++bracketed;
            }
            QVERIFY(out.bands.costP10Usd[i].y <= out.bands.costP90Usd[i].y);
        }
        QVERIFY(bracketed >= 5);
    }

private:
};

QTEST_APPLESS_MAIN(TestSimulate)
#include "tst_simulate.moc"
