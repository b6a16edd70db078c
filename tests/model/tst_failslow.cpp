// SPDX-License-Identifier: MIT
// Issue 19, items 2 and 3: fail-slow parts and silent data corruption. The analytic tax is
// derived by hand on small cases, and the simulator's mean must agree with it within its own
// standard error plus a stated first-order allowance.

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

/// Ten parts of one kind that practically never stop (fail-stop MTBF 10^9 h), C = 60 s written
/// synchronously, tau = 1 h, a swap of 600 s and a detection of 300 s; nothing else to restart.
SimulationPlan tenParts() {
    SimulationPlan p;
    FailureCause c;
    c.kind = "gpu";
    c.count = 10;
    c.mtbf = hours(1e9);
    c.replaces = Replacement::Node;
    c.restart.detection = seconds(300);
    c.restart.replacement = seconds(600);
    p.model.causes = {c};
    p.model.checkpointStall = seconds(60);
    p.model.checkpointWrite = seconds(60);
    p.model.nodes = 10;
    p.computeTime = days(60);
    p.interval = hours(1);
    p.billedGpus = 1;
    p.pricePerGpu = dollarsPerHour(1);
    return p;
}

/// T / E[W] and its standard error (delta method), as tst_simulate.
std::pair<double, double> goodputOfMean(const SimulationResult& r) {
    const double g = inDays(r.computeTime) / r.wallClockDays.mean;
    return {g, g * r.wallClockDays.standardError / r.wallClockDays.mean};
}

/// The first-order allowance: the analytic model charges the slowdown to all of the slow time
/// and counts overlapping episodes twice, the simulator slows only compute and merges them; both
/// effects are a few 1e-4 of goodput here.
constexpr double kFirstOrder = 1e-3;

} // namespace

class TestFailSlow final : public QObject {
    Q_OBJECT
private slots:
    void slowTaxByHand() {
        // 10 parts at one slow episode per 1,000 h: lambda = 0.01 /h. Each is slowed 3x for
        // D = 1 h of wall-clock, losing D (1 - 1/3) = 2/3 h, then evicted: write 60 s + swap
        // 600 s = 660 s = 0.18333 h. Share 0.01 x (0.66667 + 0.18333) = 0.0085; goodput
        // (1 - 0.0085) / (1 + 60/3600) = 0.975246 (the fail-stop term is 1e-8).
        SimulationPlan p = tenParts();
        p.model.causes[0].slowMtbf = hours(1000);
        p.model.slowdownMean = 3;
        p.model.slowEviction = hours(1);
        QVERIFY(near(p.model.slowRate() * 3600, 0.01, 1e-12));
        QVERIFY(near(p.model.evictionStop(p.model.causes[0]).value(), 660, 1e-9));
        QVERIFY(near(p.model.slowShare(), 0.0085, 1e-9));
        const double analytic = computeGoodput(goodputTerms(p.model, hours(1))).goodput;
        QVERIFY2(std::abs(analytic - 0.975246) < 2e-6,
                 qPrintable(QString::number(analytic, 'g', 8)));
        QVERIFY(near(computeGoodput(goodputTerms(p.model, hours(1))).slowShare, 0.0085, 1e-12));

        const SimulationResult r = simulate(p, handCaseOptions(2000));
        QVERIFY(r.valid);
        const auto [g, error] = goodputOfMean(r);
        qInfo("fail-slow: simulated %.6f +- %.6f, analytic %.6f", g, error, analytic);
        QVERIFY2(std::abs(g - analytic) < 3 * error + kFirstOrder,
                 qPrintable(QStringLiteral("%1 vs %2").arg(g).arg(analytic)));
        QVERIFY(std::abs(r.firstOrderGoodput - analytic) < 1e-12);
        // Episodes arrive at 0.01 /h of wall-clock; each costs 2/3 h of slowed compute (on the
        // 3600/3660 of the slow hour spent computing) and one 660 s eviction.
        const double wallHours = r.wallClockDays.mean * 24;
        QVERIFY(std::abs(r.slowEpisodes.mean - 0.01 * wallHours) <
                3 * r.slowEpisodes.standardError + 0.01 * 0.01 * wallHours);
        const double perEpisode = inHours(lost(r, LossCategory::Slowdown)) / r.slowEpisodes.mean;
        QVERIFY2(std::abs(perEpisode / (2.0 / 3.0 * 3600 / 3660) - 1) < 0.03,
                 qPrintable(QString::number(perEpisode)));
        const double eviction = lost(r, LossCategory::SlowEviction).value() / r.slowEpisodes.mean;
        QVERIFY2(std::abs(eviction / 660 - 1) < 0.03, qPrintable(QString::number(eviction)));
    }
    void exponentialSlowdownByHand() {
        // s = 1 + X, X ~ Exp(1): E[1/s] = e E1(1) = 2.7182818 x 0.2193839 = 0.5963474.
        QVERIFY(near(meanSpeedOfSlowdown(SlowdownDistribution::Exponential, 2), 0.5963474, 1e-6));
        QVERIFY(near(meanSpeedOfSlowdown(SlowdownDistribution::Fixed, 2), 0.5, 1e-12));
        QVERIFY(near(meanSpeedOfSlowdown(SlowdownDistribution::Exponential, 1), 1, 1e-12));
        // The asymptotic branch joins the exact one: mean 1.02 (x = 50) against 1.0199 (x > 50).
        const double a = meanSpeedOfSlowdown(SlowdownDistribution::Exponential, 1.02);
        const double b = meanSpeedOfSlowdown(SlowdownDistribution::Exponential, 1.0199);
        QVERIFY(a < 1 && b < 1 && b > a && b - a < 1e-4);
        // The simulator draws that distribution: 2/3 h of slow time is replaced by
        // D (1 - 0.5963) = 0.4037 h per episode.
        SimulationPlan p = tenParts();
        p.model.causes[0].slowMtbf = hours(1000);
        p.model.slowdownMean = 2;
        p.model.slowdownDistribution = SlowdownDistribution::Exponential;
        p.model.slowEviction = hours(1);
        const SimulationResult r = simulate(p, handCaseOptions(2000));
        const double perEpisode = inHours(lost(r, LossCategory::Slowdown)) / r.slowEpisodes.mean;
        QVERIFY2(std::abs(perEpisode / ((1 - 0.5963474) * 3600 / 3660) - 1) < 0.03,
                 qPrintable(QString::number(perEpisode)));
        const auto [g, error] = goodputOfMean(r);
        QVERIFY(std::abs(g - r.firstOrderGoodput) < 3 * error + kFirstOrder);
    }
    void corruptionTaxByHand() {
        // 10 parts at one silent corruption per 2,000 h: lambda = 0.005 /h. Found at the next
        // check (kappa = 30 min, K = 30 s), rolled back to the checkpoint before it: lost
        // tau/2 + kappa/2 = 1800 + 900 s, then the swap (600 s; no detection phase, the check
        // found it): 3300 s = 0.916667 h a corruption, share 0.005 x 0.916667 = 0.00458333.
        // Stalls C/tau = K/kappa = 1/60. Goodput (1 - 0.00458333) / (1 + 2/60) = 0.963306.
        SimulationPlan p = tenParts();
        p.model.causes[0].sdcMtbf = hours(2000);
        p.model.checkInterval = minutes(30);
        p.model.checkCost = seconds(30);
        QVERIFY(near(p.model.corruptionRate() * 3600, 0.005, 1e-12));
        QVERIFY(near(p.model.checkOverhead(), 1.0 / 60, 1e-12));
        QVERIFY(near(p.model.meanCorruptionRestart().value(), 600, 1e-9));
        const GoodputBreakdown b = computeGoodput(goodputTerms(p.model, hours(1)));
        QVERIFY2(std::abs(b.goodput - 0.963306) < 2e-6,
                 qPrintable(QString::number(b.goodput, 'g', 8)));
        QVERIFY(near(b.corruptionShare, 0.005 * 3300 / 3600, 1e-9));
        // kappa* = sqrt(2 K / lambda) = sqrt(60 s x 720,000 s) = 6572.67 s.
        QVERIFY(std::abs(optimalCheckInterval(p.model).value() - 6572.67) < 0.01);

        const SimulationResult r = simulate(p, handCaseOptions(2000));
        const auto [g, error] = goodputOfMean(r);
        qInfo("corruption: simulated %.6f +- %.6f, analytic %.6f", g, error, b.goodput);
        QVERIFY2(std::abs(g - b.goodput) < 3 * error + kFirstOrder,
                 qPrintable(QStringLiteral("%1 vs %2").arg(g).arg(b.goodput)));
        // Each corruption loses the work back to the checkpoint before it: tau/2 + kappa/2 =
        // 2700 s (tau is 1 h of wall-clock computing, 1/1.01667 h of progress: 2670 s). Rolling
        // back only to the last checkpoint would lose 1800 s.
        const double perCorruption =
            lost(r, LossCategory::SilentCorruption).value() / r.corruptions.mean;
        QVERIFY2(std::abs(perCorruption / 2670 - 1) < 0.04,
                 qPrintable(QString::number(perCorruption)));
        // The checks stall K/kappa of the compute.
        QVERIFY(std::abs(lost(r, LossCategory::CorruptionCheck) / r.computeTime - 1.0 / 60) < 1e-3);
        QVERIFY(lost(r, LossCategory::Detection).value() < 1); // no detection phase after a check
    }
    void checkIntervalTradeOffPeaksAtItsOptimum() {
        SimulationPlan p = tenParts();
        p.model.causes[0].sdcMtbf = hours(2000);
        p.model.checkCost = seconds(30);
        const std::vector<CheckIntervalPoint> curve = checkIntervalTradeOff(p.model, hours(1));
        QCOMPARE(curve.size(), std::size_t(9));
        QVERIFY(near(curve[4].interval.value(), 6572.67, 1e-5));
        for (std::size_t i = 0; i < curve.size(); ++i) {
            QVERIFY(curve[i].goodput <= curve[4].goodput);
        }
        QVERIFY(curve.front().goodput < curve[4].goodput - 1e-3);
        QVERIFY(curve.back().goodput < curve[4].goodput - 1e-3);
        // Nothing corrupts: no curve, no check stall.
        p.model.causes[0].sdcMtbf = Seconds(0);
        QVERIFY(checkIntervalTradeOff(p.model, hours(1)).empty());
        QCOMPARE(p.model.checkOverhead(), 0.0);
    }
    void scenarioKeysReachThePlan() {
        const ScenarioReadResult read = readScenario(R"({"schemaVersion": 1,
            "reliability": {"slowdownMean": 3, "slowEvictionSeconds": 3600,
                            "sdcCheckIntervalSeconds": 1800, "sdcCheckSeconds": 30,
                            "parts": [{"kind": "node", "mtbfHours": 50000,
                                       "slowMtbfHours": 20000, "sdcMtbfHours": 40000}]}})");
        QVERIFY(!hasErrors(read.diagnostics));
        const Result r = evaluate(read.scenario);
        QVERIFY(r.valid);
        const ReliabilityResult& rel = r.reliability;
        // 128 nodes: slow 128/20000 /h, corrupt 128/40000 /h.
        QVERIFY(rel.goodput.slowShare > 0 && rel.goodput.corruptionShare > 0);
        QVERIFY(rel.goodput.checkShare > 0);
        QVERIFY(near(rel.expectedSlowEpisodes, inHours(r.wallClock) * 128 / 20000, 1e-9));
        QVERIFY(near(rel.expectedCorruptions, inHours(r.wallClock) * 128 / 40000, 1e-9));
        QCOMPARE(rel.checkTradeOff.size(), std::size_t(9));
        // Saved and read back; the defaults keep today's plan.
        const nlohmann::json saved = scenarioToJson(read.scenario);
        QCOMPARE(saved["reliability"]["parts"][0]["slowMtbfHours"].get<double>(), 20000.0);
        QVERIFY(
            !scenarioToJson(defaultScenario())["reliability"]["parts"][0].contains("sdcMtbfHours"));
        const Result base = evaluate(defaultScenario());
        QCOMPARE(base.reliability.goodput.slowShare, 0.0);
        QCOMPARE(base.reliability.goodput.checkShare, 0.0);
        QVERIFY(base.reliability.checkTradeOff.empty());
        // A slowdown below 1 is an error naming the key.
        const ScenarioReadResult bad =
            readScenario(R"({"schemaVersion": 1, "reliability": {"slowdownMean": 0.5}})");
        const Diagnostics errors = validate(bad.scenario);
        QVERIFY(std::any_of(errors.begin(), errors.end(), [](const Diagnostic& d) {
            return d.field == "reliability.slowdownMean";
        }));
    }
};

QTEST_APPLESS_MAIN(TestFailSlow)
#include "tst_failslow.moc"
