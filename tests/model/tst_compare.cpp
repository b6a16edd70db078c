// SPDX-License-Identifier: MIT
// Issue 18 in the model: the comparison of several scenarios, the cost per million tokens and per
// trained model, the compute-optimal token count, and the warning for a partly used NVL72 rack.

#include "model/compare.h"
#include "model/compare_json.h"
#include "model/input_sweep.h"
#include "model/result_figures.h"
#include "model/search.h"
#include "tests/support/near.h"
#include "tests/support/scenarios.h"

#include <QtTest>
#include <algorithm>
#include <set>

using goodput::test::near;

using namespace goodput;
using namespace goodput::units;

namespace {

bool hasCode(const Diagnostics& ds, DiagCode code) {
    return std::any_of(ds.begin(), ds.end(),
                       [code](const Diagnostic& d) { return d.code == code; });
}

} // namespace

class TestCompare final : public QObject {
    Q_OBJECT
private slots:
    /// One row per figure (model/result_figures.h), in the enum's order; each is compared, swept
    /// or both, under ids used once; a figure both compare and sweep show has one value, in the
    /// sweep's unit there.
    void resultFiguresAreOneTable() {
        const Scenario s = defaultScenario();
        const Result r = evaluate(s);
        QVERIFY(r.valid && r.step && r.reliability.goodput.finishes);
        std::set<std::string_view> compareIds;
        std::set<std::string_view> sweepIds;
        std::size_t index = 0;
        for (const ResultFigureInfo& f : resultFigures()) {
            QCOMPARE(static_cast<std::size_t>(f.figure), index++);
            QVERIFY(!f.compareId.empty() || !f.sweepId.empty());
            QVERIFY(f.compareId.empty() || compareIds.insert(f.compareId).second);
            QVERIFY(f.sweepId.empty() || sweepIds.insert(f.sweepId).second);
            QVERIFY(!f.unit.empty());
            const std::optional<double> base = resultFigureValue(r, f.figure);
            QVERIFY2(base.has_value(), f.unit.data());
            if (!f.compareId.empty()) {
                QCOMPARE(figureValue(r, f.figure), base);
                QCOMPARE(figureId(f.figure), f.compareId);
            }
            if (!f.sweepId.empty()) {
                QCOMPARE(sweepOutputInfo(f.figure).id, f.sweepId);
                QCOMPARE(sweepOutputValue(f.figure, r),
                         f.toSweepUnit ? f.toSweepUnit(*base) : *base);
            }
        }
        QCOMPARE(index, std::size_t(ResultFigure::CheckpointInterval) + 1);
        // A run that never finishes has no days or dollars to compare, but its MFU.
        Result never = r;
        never.reliability.goodput.finishes = false;
        QVERIFY(!figureValue(never, ResultFigure::WallClockDays));
        QVERIFY(figureValue(never, ResultFigure::Mfu));
    }

    void costPerTokenAndComputeOptimalTokens() {
        // The chapter's 70B on 2T tokens: N = 70e9, so 20 N = 1.4e12 tokens are compute-optimal
        // and the plan trains 28.6 tokens per parameter.
        const Result r = evaluate(defaultScenario());
        QVERIFY(r.valid);
        QCOMPARE(kComputeOptimalTokensPerParameter, 20.0);
        QVERIFY(near(r.compute.computeOptimalTokens, 1.4e12));
        QVERIFY(near(r.compute.tokensPerParameter, 2e12 / 70e9));
        // Dollars per million tokens: the run's dollars over its 2e6 millions of tokens.
        QVERIFY(near(r.compute.costPerMillionTokens.value(), r.compute.cost.value() / 2e6));
        QVERIFY(near(r.wallClockCostPerMillionTokens.value(), r.wallClockCost.value() / 2e6));
        QVERIFY(r.wallClockCostPerMillionTokens > r.compute.costPerMillionTokens);
        // MoE: the active parameters set the optimum (6N counts them).
        Scenario moe = defaultScenario();
        moe.workload.activeParameters = 10e9;
        QVERIFY(near(evaluate(moe).compute.computeOptimalTokens, 2e11));
    }
    void aPartlyUsedNvl72RackIsWarnedAbout_data() {
        QTest::addColumn<int>("domain");
        QTest::addColumn<int>("perNode");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<bool>("warned");
        // GB200 / GB300 NVL72: 72 GPUs in one NVLink domain, 4 per compute tray.
        QTest::newRow("14 racks") << 72 << 4 << 1008 << false;
        QTest::newRow("13.9 racks") << 72 << 4 << 1000 << true;
        QTest::newRow("less than a rack") << 72 << 4 << 64 << true;
        // An 8-GPU NVLink node is the whole domain: nothing to warn about.
        QTest::newRow("H100 nodes") << 8 << 8 << 1000 << false;
    }
    void aPartlyUsedNvl72RackIsWarnedAbout() {
        QFETCH(int, domain);
        QFETCH(int, perNode);
        QFETCH(int, gpus);
        QFETCH(bool, warned);
        Scenario s = defaultScenario();
        s.hardware.hierarchy.tiers.front().domainSize = domain;
        s.cluster.gpusPerNode = perNode;
        s.cluster.gpus = gpus;
        s.layout.tp = 4;
        s.layout.pp = 1;
        const Diagnostics ds = validate(s);
        QCOMPARE(hasCode(ds, DiagCode::PartialScaleUpDomain), warned);
        for (const Diagnostic& d : ds) {
            if (d.code == DiagCode::PartialScaleUpDomain) {
                QCOMPARE(d.severity, Severity::Warning);
                QCOMPARE(d.field, std::string("cluster.gpus"));
                QCOMPARE(*d.actual, double(gpus));
                QCOMPARE(*d.limit, double(domain));
            }
        }
        // A torus (TPU pods) is carved into slices of any size: no warning.
        s.hardware.hierarchy.tiers.front().topology = Topology::Torus;
        QVERIFY(!hasCode(validate(s), DiagCode::PartialScaleUpDomain));
    }
    void comparisonHoldsEachResultAndItsChange() {
        Scenario twice = defaultScenario();
        twice.cluster.gpus = 2048;
        const Comparison c = compareScenarios({{"a.json", defaultScenario()}, {"b.json", twice}});
        QVERIFY(c.diagnostics.empty());
        QCOMPARE(c.scenarios.size(), std::size_t(2));
        QCOMPARE(c.scenarios[1].label, std::string("b.json"));
        QCOMPARE(c.rows.size(), comparedFigures().size());
        const Result a = evaluate(defaultScenario());
        const Result b = evaluate(twice);
        for (const ComparisonRow& row : c.rows) {
            QCOMPARE(row.values.size(), std::size_t(2));
            QCOMPARE(row.values[0], figureValue(a, row.figure));
            QCOMPARE(row.values[1], figureValue(b, row.figure));
            QVERIFY(!row.changes[0]);
            QCOMPARE(row.changes[1].has_value(), row.values[0] && row.values[1]);
        }
        const ComparisonRow& days = c.rows.front();
        QCOMPARE(days.figure, ComparedFigure::WallClockDays);
        QVERIFY(near(*days.values[0], inDays(a.wallClock)));
        QVERIFY(near(days.changes[1]->absolute, inDays(b.wallClock) - inDays(a.wallClock)));
        QVERIFY(near(*days.changes[1]->relative, b.wallClock / a.wallClock - 1));
        // Twice the GPUs at the same assumed MFU: half the compute days; failures cost more.
        QVERIFY(*days.changes[1]->relative < -0.4);
        // A workload given by its parameter count alone has no step model: no step figures.
        Scenario plain = defaultScenario();
        plain.workload.architecture.reset();
        const Result noStep = evaluate(plain);
        QVERIFY(noStep.valid && !noStep.step);
        for (ComparedFigure part : stepParts()) {
            QVERIFY(!figureValue(noStep, part));
        }
        QVERIFY(!figureValue(noStep, ComparedFigure::MemoryPerGpu));
        // Each scenario carries its cluster sweep for the charts.
        QVERIFY(!c.scenarios[0].cluster.wallClockDays.empty());
        // JSON: one row per figure, values and changes as computed.
        const nlohmann::json j = comparisonToJson(c);
        QCOMPARE(j["rows"].size(), comparedFigures().size());
        QCOMPARE(j["rows"][0]["figure"].get<std::string>(), std::string("wallClockDays"));
        QCOMPARE(j["rows"][0]["values"][1].get<double>(), *days.values[1]);
        QVERIFY(j["rows"][0]["changesFromFirst"][0].is_null());
        QCOMPARE(j["scenarios"][1]["gpus"].get<int>(), 2048);
    }
    void stepFiguresAddUpToTheStep() {
        const Comparison c =
            compareScenarios({{"a", testing::llama8bOn64()}, {"b", testing::llama8bOn64()}});
        const Result& r = c.scenarios[0].result;
        QVERIFY(r.valid && r.step);
        double parts = 0;
        for (ComparedFigure part : stepParts()) {
            parts += *figureValue(r, part);
        }
        QVERIFY(near(parts, r.step->time.total().value(), 1e-12));
        QVERIFY(
            near(*figureValue(r, ComparedFigure::MemoryPerGpu), r.step->memory.total().value()));
        // The same scenario twice: no change anywhere.
        for (const ComparisonRow& row : c.rows) {
            if (row.changes[1]) {
                QCOMPARE(row.changes[1]->absolute, 0.0);
            }
        }
    }
    void bestLayoutIsTheSearchsFirst() {
        const Scenario s = testing::llama8bOn64();
        CompareOptions options;
        options.bestLayout = true;
        const Comparison best = compareScenarios({{"own", s}, {"same", s}}, options);
        const SearchResult search = searchLayouts(s);
        QVERIFY(!search.ranked.empty());
        const ComparedScenario& c = best.scenarios[0];
        QVERIFY(c.bestLayoutApplied);
        const LayoutChoice& top = search.ranked.front().choice;
        QCOMPARE(c.scenario.layout.tp, top.layout.tp);
        QCOMPARE(c.scenario.layout.pp, top.layout.pp);
        QCOMPARE(c.scenario.workload.microBatchSize, top.microBatchSize);
        // The search ranks by wall-clock days: its first is no slower than the file's layout.
        const Result own = evaluate(s);
        QVERIFY(c.result.wallClock <= own.wallClock * (1 + 1e-12));
        QVERIFY(near(c.result.wallClock.value(), search.ranked.front().wallClock.value(), 1e-6));
        // Without an architecture there is nothing to search: the file's layout, and why.
        Scenario plain = defaultScenario();
        plain.workload.architecture.reset();
        const Comparison none = compareScenarios({{"a", plain}, {"b", plain}}, options);
        QVERIFY(!none.scenarios[0].bestLayoutApplied);
        QVERIFY(!none.scenarios[0].searchDiagnostics.empty());
        QVERIFY(none.scenarios[0].result.valid);
    }
    void twoToSixScenarios() {
        for (std::size_t n : {std::size_t(0), std::size_t(1), kMaxComparedScenarios + 1}) {
            const std::vector<NamedScenario> named(n, NamedScenario{"x", defaultScenario()});
            const Comparison c = compareScenarios(named);
            QVERIFY(c.scenarios.empty());
            QCOMPARE(c.diagnostics.size(), std::size_t(1));
            QCOMPARE(c.diagnostics[0].code, DiagCode::CompareCount);
            QCOMPARE(*c.diagnostics[0].actual, double(n));
            QCOMPARE(*c.diagnostics[0].limit, 6.0);
        }
        const std::vector<NamedScenario> six(6, NamedScenario{"x", defaultScenario()});
        QCOMPARE(compareScenarios(six).scenarios.size(), std::size_t(6));
    }
    void anInvalidScenarioHasNoFigures() {
        Scenario bad = defaultScenario();
        bad.cluster.gpus = 1000; // TP 8 x PP 4 does not divide it
        const Comparison c = compareScenarios({{"good", defaultScenario()}, {"bad", bad}});
        QVERIFY(!c.scenarios[1].result.valid);
        for (const ComparisonRow& row : c.rows) {
            QVERIFY(!row.values[1]);
            QVERIFY(!row.changes[1]);
        }
    }
    void betterIsInTheRightDirection() {
        QVERIFY(!higherIsBetter(ComparedFigure::WallClockDays));
        QVERIFY(!higherIsBetter(ComparedFigure::WallClockCost));
        QVERIFY(!higherIsBetter(ComparedFigure::StepBubble));
        QVERIFY(higherIsBetter(ComparedFigure::Goodput));
        QVERIFY(higherIsBetter(ComparedFigure::Mfu));
        QVERIFY(higherIsBetter(ComparedFigure::SystemMtbf));
        for (ComparedFigure f : comparedFigures()) {
            QVERIFY(!figureId(f).empty());
            QVERIFY(!figureUnit(f).empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestCompare)
#include "tst_compare.moc"
