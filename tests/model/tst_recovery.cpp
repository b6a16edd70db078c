// SPDX-License-Identifier: MIT
// Issue 19, item 4: recovery modes. Restart from the stored checkpoint, from in-memory snapshots
// on peer nodes, or onto a warm standby node. Each mode's goodput terms are derived by hand on
// one small case, and the simulator's mean must agree with the analytic model.

#include "model/plan.h"
#include "model/scenario_json.h"
#include "model/simulate.h"
#include "tests/support/losttime.h"
#include "tests/support/near.h"

#include <QtTest>

using goodput::test::handCaseOptions;
using goodput::test::lost;
using goodput::test::near;

using namespace goodput;
using namespace goodput::units;

namespace {

/// Ten nodes of one kind at 300 h each: M = 30 h = 108,000 s. The storage restart: detection
/// 60 s, swap 120 s, load 300 s, data restore 30 s, warm-up 90 s, R = 600 s. C = 100 s written
/// synchronously (write 100 s). tau = 1 h.
SimulationPlan tenNodes() {
    SimulationPlan p;
    FailureCause c;
    c.kind = "node";
    c.count = 10;
    c.mtbf = hours(300);
    c.replaces = Replacement::Node;
    c.restart.detection = seconds(60);
    c.restart.replacement = seconds(120);
    c.restart.checkpointLoad = seconds(300);
    c.restart.dataRestore = seconds(30);
    c.restart.warmup = seconds(90);
    p.model.causes = {c};
    p.model.checkpointStall = seconds(100);
    p.model.checkpointWrite = seconds(100);
    p.model.checkpointLoad = seconds(300);
    p.model.dataRestore = seconds(30);
    p.model.warmup = seconds(90);
    p.model.nodes = 10;
    // Peer memory: C_m = 10 s, L_m = 20 s, q = 0.1, every 4th snapshot stored.
    p.model.memorySnapshot = seconds(10);
    p.model.memoryRestore = seconds(20);
    p.model.peerLoss = 0.1;
    p.model.storedEvery = 4;
    // Warm standby: one node, swapped in 90 s, re-warmed in 3 h.
    p.model.standbyNodes = 1;
    p.model.standbySwap = seconds(90);
    p.model.standbyRewarm = hours(3);
    p.computeTime = days(60);
    p.interval = hours(1);
    p.billedGpus = 1;
    p.pricePerGpu = dollarsPerHour(1);
    return p;
}

SimulationPlan inMode(SimulationPlan p, RecoveryMode mode) {
    p.model.recovery = mode;
    return p;
}

/// Simulated mean goodput within 3 standard errors plus a first-order allowance of Daly's.
void agrees(const SimulationPlan& p, const char* what) {
    const SimulationResult r = simulate(p, handCaseOptions(2000));
    QVERIFY(r.valid && r.unfinishedRuns == 0);
    const double daly = higherOrderGoodput(p.model, p.interval);
    qInfo("%s: simulated %.6f +- %.6f, first order %.6f, Daly %.6f", what, r.goodput.mean,
          r.goodput.standardError, r.firstOrderGoodput, daly);
    QVERIFY2(std::abs(r.goodput.mean - daly) < 3 * r.goodput.standardError + 1e-3, what);
}

} // namespace

class TestRecovery final : public QObject {
    Q_OBJECT
private slots:
    void storageIsTheChapter() {
        // f = 1, no lag: (1 - (1800 + 600)/108000) / (1 + 100/3600) = (44/45)(36/37) = 0.951351.
        const SimulationPlan p = tenNodes();
        QVERIFY(near(p.model.lostWorkFactor(), 1, 1e-15));
        QVERIFY(near(p.model.meanRecovery().value(), 600, 1e-9));
        QVERIFY(near(p.model.snapshotStall().value(), 100, 1e-15));
        QVERIFY(near(p.model.lossMtbf().value(), 108000, 1e-6));
        const GoodputBreakdown g = computeGoodput(goodputTerms(p.model, hours(1)));
        QVERIFY(near(g.goodput, 1584.0 / 1665.0, 1e-12));
        // The same bits as the chapter's formula.
        QCOMPARE(g.goodput,
                 computeGoodput(seconds(100), hours(1), hours(30), seconds(600)).goodput);
        QCOMPARE(higherOrderGoodput(p.model, hours(1)),
                 dalyGoodput(seconds(100), hours(1), hours(30), seconds(600)));
    }

    void peerMemoryByHand() {
        // Fast (1 - q = 0.9): lose tau/2, restart 600 - 300 + 20 = 320 s. Fallback (q = 0.1):
        // lose k tau/2 = 4 x 1800 plus the background write, 100 s; restart 600 s.
        // f = 0.9 + 0.1 x 4 = 1.3; lag = 0.1 x 100 = 10 s; R = 0.9 x 320 + 0.1 x 600 = 348 s.
        // G = (1 - (1.3 x 1800 + 10 + 348)/108000) / (1 + 10/3600)
        //   = (1 - 2698/108000) / 1.0027778 = 0.972318.
        const SimulationPlan p = inMode(tenNodes(), RecoveryMode::PeerMemory);
        QVERIFY(near(p.model.fastRecoveryShare(), 0.9, 1e-12));
        QVERIFY(near(p.model.lostWorkFactor(), 1.3, 1e-12));
        QVERIFY(near(p.model.recoveryLag().value(), 10, 1e-9));
        QVERIFY(near(p.model.meanRecovery().value(), 348, 1e-9));
        QVERIFY(near(p.model.snapshotStall().value(), 10, 1e-15));
        QCOMPARE(p.model.snapshotsPerStored(), 4);
        const double g = computeGoodput(goodputTerms(p.model, hours(1))).goodput;
        QVERIFY2(std::abs(g - 0.9723176) < 1e-6, qPrintable(QString::number(g, 'g', 9)));
        // Young with the mode's C_m and M' = M / f = 83,076.9 s: sqrt(2 x 10 x 83,076.9) = 1,289.0.
        const Seconds young = policyInterval(p.model, IntervalPolicy::Young, hours(2));
        QVERIFY(std::abs(young.value() - 1289.007) < 1e-2);
        // Writes of every 4th snapshot may not overlap: k tau >= write, tau >= 25 s.
        QVERIFY(near(p.model.effectiveInterval(seconds(10)).value(), 25, 1e-12));
        // A corruption rolls back to the stored checkpoint before it: k tau/2 + write + kappa/2.
        SimulationPlan c = p;
        c.model.causes[0].sdcMtbf = hours(1000);
        c.model.checkInterval = hours(1);
        c.model.checkCost = seconds(0);
        const GoodputTerms t = goodputTerms(c.model, hours(1));
        // lambda_c = 10 / 1000 h; (7200 + 100 + 1800 + (600 - 60)) s = 9640 s: share 0.026778.
        QVERIFY(near(t.corruptionShare(), 0.01 / 3600 * 9640, 1e-12));
    }

    void warmStandbyByHand() {
        // Node failures at lambda = 1/108000 s; one standby re-warmed in B = 10800 s: offered
        // load a = 0.1, Erlang's loss B(1, 0.1) = 0.1 / 1.1 = 0.090909, so 0.909091 of the
        // failures find the standby. Covered: lose nothing, restart 60 + 90 = 150 s.
        // f = 0.090909; R = 0.909091 x 150 + 0.090909 x 600 = 190.909 s.
        // G = (1 - (0.090909 x 1800 + 190.909)/108000) / (1 + 100/3600) = 0.969779.
        const SimulationPlan p = inMode(tenNodes(), RecoveryMode::WarmStandby);
        QVERIFY(near(erlangLoss(1, 0.1), 0.1 / 1.1, 1e-15));
        // B(2, 0.1) = 0.1 B(1) / (2 + 0.1 B(1)) = 0.0045249.
        QVERIFY(near(erlangLoss(2, 0.1), 0.0045248868778, 1e-9));
        QVERIFY(near(erlangLoss(0, 5), 1, 1e-15));
        QVERIFY(near(p.model.standbyCoverage(), 1 - 0.1 / 1.1, 1e-12));
        QVERIFY(near(p.model.lostWorkFactor(), 0.1 / 1.1, 1e-12));
        QVERIFY(near(p.model.meanRecovery().value(), 190.9090909, 1e-6));
        const double g = computeGoodput(goodputTerms(p.model, hours(1))).goodput;
        QVERIFY2(std::abs(g - 0.9697789) < 1e-6, qPrintable(QString::number(g, 'g', 9)));
        // Young with C and M' = M / f = 1,188,000 s: sqrt(2 x 100 x 1,188,000) = 15,414.3 s.
        const Seconds young = policyInterval(p.model, IntervalPolicy::Young, hours(2));
        QVERIFY(std::abs(young.value() - 15414.279) < 1e-2);
        QCOMPARE(p.model.standbyGpus(8), 8.0);
        // A software fault replaces no node: no standby covers it.
        SimulationPlan sw = p;
        sw.model.causes[0].replaces = Replacement::None;
        QCOMPARE(sw.model.fastRecoveryShare(), 0.0);
        QCOMPARE(sw.model.lostWorkFactor(), 1.0);
    }

    void simulatorAgreesInEachMode() {
        agrees(tenNodes(), "storage");
        agrees(inMode(tenNodes(), RecoveryMode::PeerMemory), "peer memory");
        agrees(inMode(tenNodes(), RecoveryMode::WarmStandby), "warm standby");
        // At each mode's own Young interval too (the standby's is 4.3 h).
        for (const RecoveryMode mode : {RecoveryMode::PeerMemory, RecoveryMode::WarmStandby}) {
            SimulationPlan p = inMode(tenNodes(), mode);
            p.interval = policyInterval(p.model, IntervalPolicy::Young, hours(1));
            agrees(p, "at Young's interval");
        }
    }

    void simulatorCountsTheWaysBack() {
        // Peer memory: a tenth of the failures reload the stored checkpoint (300 s), the rest
        // read RAM (20 s): mean load per failure 0.1 x 300 + 0.9 x 20 = 48 s.
        const SimulationResult peer =
            simulate(inMode(tenNodes(), RecoveryMode::PeerMemory), handCaseOptions(500));
        const double load = lost(peer, LossCategory::CheckpointLoad).value() / peer.failures.mean;
        QVERIFY2(std::abs(load - 48) < 4, qPrintable(QString::number(load)));
        // Warm standby: 90.9 % of the failures swap in 90 s (the rest a hot spare, 120 s) and lose
        // nothing; lost work per failure 0.0909 x (tau/2 of progress) = 0.0909 x 1800 = 164 s.
        const SimulationResult standby =
            simulate(inMode(tenNodes(), RecoveryMode::WarmStandby), handCaseOptions(500));
        const double swap =
            lost(standby, LossCategory::Replacement).value() / standby.failures.mean;
        QVERIFY2(std::abs(swap - (0.909091 * 90 + 0.090909 * 120)) < 3,
                 qPrintable(QString::number(swap)));
        const double work = lost(standby, LossCategory::LostWork).value() / standby.failures.mean;
        QVERIFY2(std::abs(work - 163.6) < 25, qPrintable(QString::number(work)));
        // The standby node is billed: a plan from a scenario adds its GPUs.
        Scenario s = defaultScenario();
        s.reliability.recovery = RecoveryMode::WarmStandby;
        s.reliability.standbyNodes = 2;
        Diagnostics d;
        QCOMPARE(simulationPlan(s, d).billedGpus, s.cluster.gpus + 2.0 * s.cluster.gpusPerNode);
    }

    void planComparesTheModes() {
        // The default scenario (1,024 GPUs, node MTBF 50,000 h, C = 120 s): the plan evaluates
        // every mode; the one selected is the plan's own goodput, and a standby's GPUs are billed.
        Scenario s = defaultScenario();
        s.reliability.recovery = RecoveryMode::WarmStandby;
        s.reliability.standbyNodes = 2;
        const Result r = evaluate(s);
        QVERIFY(r.valid);
        QCOMPARE(r.reliability.recoveryModes.size(), std::size_t(3));
        const RecoveryOutlook& mine = r.reliability.recoveryModes[2];
        QCOMPARE(mine.mode, RecoveryMode::WarmStandby);
        QCOMPARE(mine.goodput, r.reliability.goodput.goodput);
        QCOMPARE(mine.interval.value(), r.reliability.interval.value());
        QCOMPARE(mine.standbyGpus, 16.0);
        // Cost: wall-clock x (1,024 + 16) GPUs x $2/h.
        QVERIFY(near(r.wallClockCost.value(), inHours(r.wallClock) * (1024 + 16) * 2.0,
                     1e-9 * r.wallClockCost.value()));
        QVERIFY(near(mine.cost.value(), r.wallClockCost.value(), 1e-9 * mine.cost.value()));
        // Storage under the same scenario is the chapter's plan.
        Scenario plain = defaultScenario();
        const Result chapter = evaluate(plain);
        QCOMPARE(r.reliability.recoveryModes[0].goodput, chapter.reliability.goodput.goodput);
        QCOMPARE(chapter.reliability.recoveryModes[0].goodput, chapter.reliability.goodput.goodput);
        // The chapter: M = 50,000 / 128 = 390.6 h, Young = sqrt(2 x 120 x 1,406,250) = 18,371 s.
        QVERIFY(std::abs(chapter.reliability.interval.value() - 18371.17) < 0.1);
    }

    void scenarioKeysRoundTrip() {
        const char* json = R"({"schemaVersion": 1, "reliability": {"recovery": "peerMemory",
            "memorySnapshotSeconds": 3, "memoryRestoreSeconds": 15,
            "peerLossProbability": 0.05, "storedEvery": 6, "standbyNodes": 3,
            "standbySwapSeconds": 45, "standbyRewarmSeconds": 900}})";
        const ScenarioReadResult parsed = readScenario(json);
        QVERIFY(!hasErrors(parsed.diagnostics));
        QVERIFY(!hasErrors(validate(parsed.scenario)));
        const ReliabilitySettings& rel = parsed.scenario.reliability;
        QCOMPARE(rel.recovery, RecoveryMode::PeerMemory);
        QCOMPARE(rel.memorySnapshot.value(), 3.0);
        QCOMPARE(rel.memoryRestore.value(), 15.0);
        QCOMPARE(rel.peerLossProbability, 0.05);
        QCOMPARE(rel.storedEvery, 6);
        QCOMPARE(rel.standbyNodes, 3);
        QCOMPARE(rel.standbySwap.value(), 45.0);
        QCOMPARE(rel.standbyRewarm.value(), 900.0);
        // An unknown mode is a reading error naming the key; a probability above 1 a range error.
        const ScenarioReadResult unknown =
            readScenario(R"({"schemaVersion": 1, "reliability": {"recovery": "tape"}})");
        QVERIFY(hasErrors(unknown.diagnostics));
        QCOMPARE(unknown.diagnostics.front().field, std::string("reliability.recovery"));
        const ScenarioReadResult high =
            readScenario(R"({"schemaVersion": 1, "reliability": {"peerLossProbability": 2}})");
        const Diagnostics range = validate(high.scenario);
        QVERIFY(hasErrors(range));
        QCOMPARE(range.front().field, std::string("reliability.peerLossProbability"));
    }
};

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
