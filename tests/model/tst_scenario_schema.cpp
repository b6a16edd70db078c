// SPDX-License-Identifier: MIT
// The scenario schema (model/scenario_schema.h): every row reads, writes and range-checks its
// key, and docs/scenario.md's key tables are the ones the rows generate.

#include "model/plan.h"
#include "model/scenario_json.h"
#include "model/scenario_schema.h"
#include "model/step.h"
#include "tests/support/diagnostics.h"
#include "tests/support/generated_docs.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <set>
#include <string>

using namespace goodput;
using goodput::test::hasDiag;

namespace {

constexpr const char* kBegin = "<!-- BEGIN generated from model/scenario_schema.cpp -->\n";
constexpr const char* kEnd = "<!-- END generated -->\n";

/// The JSON object at a dotted path of a document ("reliability.parts[]" is the first part).
nlohmann::json* objectAt(nlohmann::json& doc, std::string_view parent) {
    nlohmann::json* at = &doc;
    std::size_t start = 0;
    while (start <= parent.size() && !parent.empty()) {
        const std::size_t dot = parent.find('.', start);
        std::string part(
            parent.substr(start, dot == std::string_view::npos ? parent.npos : dot - start));
        const bool element = part.size() > 2 && part.ends_with("[]");
        if (element) {
            part.resize(part.size() - 2);
        }
        at = &(*at)[part];
        if (element) {
            at = &(*at)[0];
        }
        if (dot == std::string_view::npos) {
            break;
        }
        start = dot + 1;
    }
    return at;
}

} // namespace

class TestScenarioSchema : public QObject {
    Q_OBJECT

private slots:
    void pathsAreUniqueAndComplete() {
        std::set<std::string_view> seen;
        for (const ScenarioKey& key : scenarioKeys()) {
            QVERIFY2(seen.insert(key.path).second, key.path.data());
            QVERIFY2(!key.name().empty(), key.path.data());
            if (key.io == KeyIo::Schema) {
                if (key.type == KeyType::Text) {
                    QVERIFY2(key.access.getText && key.access.setText, key.path.data());
                } else {
                    QVERIFY2(key.access.get && key.access.set, key.path.data());
                }
            }
            if (key.type == KeyType::Choice) {
                QVERIFY2(!key.choices.empty(), key.path.data());
            }
            if (key.limits) {
                QVERIFY2(key.access.get, key.path.data());
            }
            QVERIFY2(findScenarioKey(key.path) == &key, key.path.data());
        }
        QCOMPARE(findScenarioKey("reliability.parts[3].mtbfHours")->path,
                 std::string_view("reliability.parts[].mtbfHours"));
    }

    /// Every key the generic writer writes is in the file, and reads back to the same file.
    void everySchemaKeyRoundTrips() {
        const Scenario s = defaultScenario();
        const nlohmann::json written = scenarioToJson(s);
        nlohmann::json doc = written;
        for (const ScenarioKey& key : scenarioKeys()) {
            if (key.io != KeyIo::Schema || key.omitUnset) {
                continue;
            }
            const nlohmann::json* parent = objectAt(doc, key.parent());
            QVERIFY2(parent->contains(std::string(key.name())), key.path.data());
        }
        const ScenarioReadResult read = readScenarioDocument(written);
        QVERIFY(read.diagnostics.empty());
        QCOMPARE(scenarioToJson(read.scenario).dump(), written.dump());
    }

    /// A value set through each row's accessor is what the file says and what reads back.
    void accessorsReachTheirKey() {
        for (const ScenarioKey& key : scenarioKeys()) {
            if (key.io != KeyIo::Schema || key.type != KeyType::Number) {
                continue;
            }
            Scenario s = defaultScenario();
            key.access.set(s, 0, 0.5);
            nlohmann::json doc = scenarioToJson(s);
            const nlohmann::json& v = (*objectAt(doc, key.parent()))[std::string(key.name())];
            QVERIFY2(v.is_number() && v.get<double>() == 0.5, key.path.data());
            const ScenarioReadResult read = readScenarioDocument(doc);
            const std::optional<double> back = key.access.get(read.scenario, 0);
            QVERIFY2(back && std::abs(*back - 0.5) < 1e-12, key.path.data());
        }
    }

    /// Each range is checked under the key's own path, on both sides.
    void rangesAreChecked() {
        for (const ScenarioKey& key : scenarioKeys()) {
            if (!key.limits || !key.access.set || key.checkedOnRead) {
                continue;
            }
            Scenario s = defaultScenario();
            s.hardware.hierarchy.tiers.resize(3); // the spine's oversubscription is checked
            s.hardware.hierarchy.tiers[2].oversubscription = 1;
            if (key.path.find("weibullShape") != std::string_view::npos) {
                s.reliability.parts[0].distribution = FailureDistribution::Weibull;
            }
            const double high = key.upperLimit ? key.upperLimit(s, 0) : key.limits->hi;
            key.access.set(s, 0, high * 2 + 1);
            std::string field(key.path);
            if (key.perPart()) {
                field.replace(field.find("[]"), 2, "[0]");
            }
            const Diagnostics d = validate(s);
            const bool found = std::any_of(d.begin(), d.end(), [&](const Diagnostic& x) {
                return x.code == DiagCode::OutOfRange && x.field == field;
            });
            QVERIFY2(found, key.path.data());
        }
    }

    void manualIntervalIsAtLeastASecond() {
        // The model takes no checkpoint more often than once a second (failures.cpp): a shorter
        // manual interval is an error naming the key, not silently raised to 1 s.
        Scenario s = defaultScenario();
        s.reliability.interval = IntervalPolicy::Manual;
        s.reliability.manualInterval = units::seconds(1);
        QVERIFY(!hasDiag(validate(s), DiagCode::OutOfRange, "reliability.manualIntervalSeconds"));
        s.reliability.manualInterval = units::seconds(1e-6);
        QVERIFY(hasDiag(validate(s), DiagCode::OutOfRange, "reliability.manualIntervalSeconds"));
    }
    void efficienciesAboveTheMatmulCeilingAreFlagged() {
        // The step model caps the sustained clock and fused attention at the burst matmul
        // ceiling: a value above it changed nothing, silently. It warns, naming the key.
        Scenario s = defaultScenario();
        s.hardware.accelerator.matmulEfficiency = 0.5;
        s.hardware.accelerator.sustainedMatmulEfficiency = 0.45;
        s.hardware.accelerator.attentionEfficiency = 0.4;
        QVERIFY(!hasDiag(validate(s), DiagCode::EfficiencyAboveMatmulCeiling,
                         "hardware.sustainedMatmulEfficiency"));
        s.hardware.accelerator.sustainedMatmulEfficiency = 1.0;
        s.hardware.accelerator.attentionEfficiency = 0.9;
        const Diagnostics d = validate(s);
        QVERIFY(hasDiag(d, DiagCode::EfficiencyAboveMatmulCeiling,
                        "hardware.sustainedMatmulEfficiency"));
        QVERIFY(hasDiag(d, DiagCode::EfficiencyAboveMatmulCeiling, "hardware.attentionEfficiency"));
        QVERIFY(!hasErrors(d));
        // A dense FP8 peak under the BF16 one, as the preset reader says of a preset.
        s.hardware.accelerator.peakFp8 = units::teraflopPerSecond(1);
        QVERIFY(hasDiag(validate(s), DiagCode::Fp8BelowBf16, "hardware.peakFp8Tflops"));
    }
    void aRunShorterThanOneStepSaysSo() {
        // One token planned as 1e-11 days, a millionth of the default's 6.28 s step: the plan
        // takes D as a whole number of global batches, and says when it is less than one.
        Scenario s = defaultScenario(); // global batch 512 x 8,192 = 4,194,304 tokens
        s.workload.tokens = 4194304;
        QVERIFY(!hasDiag(validate(s), DiagCode::RunShorterThanStep, "workload.tokens"));
        s.workload.tokens = 1;
        const Diagnostics d = validate(s);
        QVERIFY(hasDiag(d, DiagCode::RunShorterThanStep, "workload.tokens"));
        QVERIFY(!hasErrors(d));
    }
    void slowestGpuLawHoldsOverTheSpreadsRange() {
        // 1 / (1 - sigma z_n) is capped at 2 (sigma z_n <= 0.5): at the largest spread the
        // schema takes and the largest cluster (10 million GPUs, z = 5.29) it must not bind.
        const ScenarioKey* spread = nullptr;
        for (const ScenarioKey& key : scenarioKeys()) {
            spread = key.path == "cluster.gpuSpeedSpread" ? &key : spread;
        }
        QVERIFY(spread && spread->limits);
        const double largest = slowestGpuFactor(10'000'000, spread->limits->hi);
        QVERIFY2(largest < 2.0, qPrintable(QString::number(largest)));
    }
    void zeroStageIsCheckedOnRead() {
        const ScenarioReadResult r =
            readScenario(R"({"schemaVersion": 1, "layout": {"zeroStage": 4}})");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].field, std::string("layout.zeroStage"));
        QCOMPARE(*r.diagnostics[0].limit, 3.0);
    }

    /// docs/scenario.md holds the tables the rows generate. GOODPUT_UPDATE_DOCS=1 rewrites them.
    void documentationIsCurrent() {
        const std::string problem = test::checkGeneratedBlocks(
            GOODPUT_SOURCE_DIR "/docs/scenario.md", {{kBegin, scenarioKeyTables()}}, kEnd);
        QVERIFY2(problem.empty(), problem.c_str());
    }
};

QTEST_APPLESS_MAIN(TestScenarioSchema)
#include "tst_scenario_schema.moc"
