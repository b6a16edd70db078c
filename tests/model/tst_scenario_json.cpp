// SPDX-License-Identifier: MIT
// Scenario files: round trip, defaults, and a clear diagnostic for every class of bad input.

#include "model/enum_names.h"
#include "model/json_reader.h"
#include "model/plan.h"
#include "model/scenario_json.h"
#include "samejson.h"

#include <QtTest>

using namespace goodput;

namespace {
bool hasDiag(const Diagnostics& ds, DiagCode code, const std::string& field) {
    return std::any_of(ds.begin(), ds.end(),
                       [&](const Diagnostic& d) { return d.code == code && d.field == field; });
}
} // namespace

class TestScenarioJson final : public QObject {
    Q_OBJECT
private slots:
    void roundTripIsLossless() {
        const Scenario s = defaultScenario();
        const nlohmann::json j = scenarioToJson(s);
        const ScenarioReadResult back = readScenario(j.dump());
        QVERIFY(!hasErrors(back.diagnostics));
        QVERIFY(back.diagnostics.empty()); // no unknown keys either
        QVERIFY(sameJson(scenarioToJson(back.scenario), j));
    }
    void minimalFileTakesDefaults() {
        const ScenarioReadResult r = readScenario(R"({"schemaVersion": 1})");
        QVERIFY(r.diagnostics.empty());
        QVERIFY(sameJson(scenarioToJson(r.scenario), scenarioToJson(defaultScenario())));
    }
    void unitsInKeyNames() {
        const ScenarioReadResult r = readScenario(R"({"schemaVersion": 1, "hardware": {
            "hbmCapacityGiB": 32, "scaleOut": {"bandwidthGbps": 400}, "scaleUp": {"bandwidthGBps": 450}}})");
        QVERIFY(r.diagnostics.empty());
        QCOMPARE(r.scenario.hardware.accelerator.hbmCapacity.value(), 34359738368.0);
        QCOMPARE(r.scenario.hardware.hierarchy.scaleOut().bandwidth.value(), 50e9);
        QCOMPARE(r.scenario.hardware.hierarchy.scaleUp().bandwidth.value(), 450e9);
    }
    void malformedJsonGivesLineAndColumn() {
        const ScenarioReadResult r = readScenario("{\n  \"schemaVersion\": 1,\n  \"name\": ,\n}");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].code, DiagCode::JsonSyntax);
        QCOMPARE(r.diagnostics[0].line, 3);
        QVERIFY(r.diagnostics[0].column >= 10);
    }
    // A key given twice was silently the last one: a whole earlier section dropped. Refused with
    // the key's path, at any depth, arrays included; nothing is read.
    void duplicateKeysAreRefusedWithTheirPath_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("top level") << R"({"schemaVersion": 2, "schemaVersion": 1})"
                                   << "schemaVersion";
        QTest::newRow("a whole section")
            << R"({"schemaVersion": 1, "cluster": {"gpus": 4096}, "cluster": {"gpusPerNode": 8}})"
            << "cluster";
        QTest::newRow("nested") << R"({"schemaVersion": 1, "hardware": {"scaleOut":
            {"bandwidthGbps": 400, "bandwidthGbps": 800}}})"
                                << "hardware.scaleOut.bandwidthGbps";
        QTest::newRow("in an array") << R"({"schemaVersion": 1, "reliability": {"parts": [{},
            {"name": "gpu", "name": "nic"}]}})"
                                     << "reliability.parts[1].name";
    }
    void duplicateKeysAreRefusedWithTheirPath() {
        QFETCH(QString, json);
        QFETCH(QString, field);
        const ScenarioReadResult r = readScenario(json.toStdString());
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].code, DiagCode::DuplicateKey);
        QCOMPARE(QString::fromStdString(r.diagnostics[0].field), field);
        // The same key in two different objects is no duplicate.
        Diagnostics d;
        QVERIFY(parseJson(R"({"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}], "c": {"a": [1, 1]}})", d));
        QVERIFY(d.empty());
    }
    // An empty file, UTF-16 text and bytes after a NUL each get their own diagnostic, not
    // "malformed JSON at line 1, column 1", and nothing is read.
    void emptyFilesOtherEncodingsAndNulBytes() {
        QCOMPARE(readScenario("").diagnostics.at(0).code, DiagCode::FileEmpty);
        QCOMPARE(readScenario(" \n\t ").diagnostics.at(0).code, DiagCode::FileEmpty);
        const std::string ascii = R"({"schemaVersion": 1})";
        std::string utf16le = "\xFF\xFE";
        std::string utf16be;
        for (const char c : ascii) {
            utf16le += std::string{c, '\0'};
            utf16be += std::string{'\0', c};
        }
        for (const std::string& text : {utf16le, utf16le.substr(2), utf16be}) {
            const ScenarioReadResult r = readScenario(text);
            QCOMPARE(r.diagnostics.at(0).code, DiagCode::NotUtf8);
            QCOMPARE(r.diagnostics.at(0).text, std::string("UTF-16"));
        }
        const ScenarioReadResult nul =
            readScenario(ascii + std::string("\0\0{\"cluster\": 1}", 15));
        QCOMPARE(nul.diagnostics.size(), std::size_t(1));
        QCOMPARE(nul.diagnostics[0].code, DiagCode::JsonSyntax);
        QCOMPARE(nul.diagnostics[0].column, int(ascii.size()) + 1);
    }
    // A partial architecture section overrides only what it names: restating the layers (or
    // nothing) once reset kvHeads to the head count, 8 -> 64, and the parameters 69B -> 78B.
    void aPartialArchitectureChangesOnlyWhatItNames() {
        const Architecture base = defaultScenario().workload.architecture.value();
        QVERIFY(base.kvHeads != base.attentionHeads); // grouped-query attention
        for (const char* section : {R"({"layers": 80})", "{}", R"({"hiddenSize": 8192})"}) {
            const ScenarioReadResult r =
                readScenario(std::string(R"({"schemaVersion": 1, "workload": {"architecture": )") +
                             section + "}}");
            QVERIFY(!hasErrors(r.diagnostics));
            QCOMPARE(r.scenario.workload.architecture->kvHeads, base.kvHeads);
            QCOMPARE(r.scenario.workload.architecture->attentionHeads, base.attentionHeads);
        }
        // New heads without KV heads: multi-head attention, as before.
        const ScenarioReadResult heads = readScenario(
            R"({"schemaVersion": 1, "workload": {"architecture": {"attentionHeads": 32}}})");
        QCOMPARE(heads.scenario.workload.architecture->kvHeads, 32);
    }
    // Two spellings of one quantity both given: a conflict naming both, not one silently ignored.
    void bothSpellingsOfOneQuantityConflict() {
        const ScenarioReadResult batch = readScenario(
            R"({"schemaVersion": 1, "workload": {"globalBatchTokens": 4194304,
                "globalBatchSequences": 512}})");
        QVERIFY(
            hasDiag(batch.diagnostics, DiagCode::ConflictingKeys, "workload.globalBatchSequences"));
        const ScenarioReadResult tokens = readScenario(
            R"({"schemaVersion": 1, "workload": {"tokens": 1e12, "trainingTokens": 2e12}})");
        QVERIFY(hasDiag(tokens.diagnostics, DiagCode::ConflictingKeys, "workload.trainingTokens"));
        QVERIFY(!hasErrors(
            readScenario(R"({"schemaVersion": 1, "workload": {"globalBatchSequences": 512}})")
                .diagnostics));
    }
    void oldAttentionFlagsReadAsTheirConvention_data() {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("convention");
        QTest::newRow("none") << ""
                              << "6N";
        QTest::newRow("off") << R"("attentionFlops": false)"
                             << "6N";
        QTest::newRow("causal alone does nothing")
            << R"("attentionFlops": false, "attentionFlopsCausal": true)"
            << "6N";
        QTest::newRow("PaLM") << R"("attentionFlops": true)"
                              << "6N+attention";
        QTest::newRow("causal") << R"("attentionFlops": true, "attentionFlopsCausal": true)"
                                << "6N+causalAttention";
    }
    // Files written before mfu.flopConvention keep their numbers: the two booleans read as the
    // convention they meant, and the file is written back with the new key only.
    void oldAttentionFlagsReadAsTheirConvention() {
        QFETCH(QString, workload);
        QFETCH(QString, convention);
        const ScenarioReadResult r =
            readScenario("{\"schemaVersion\": 1, \"workload\": {" + workload.toStdString() + "}}");
        QVERIFY(r.diagnostics.empty());
        QCOMPARE(QString::fromStdString(std::string(enumName(r.scenario.flopConvention))),
                 convention);
        const nlohmann::json written = scenarioToJson(r.scenario);
        QCOMPARE(QString::fromStdString(written["mfu"]["flopConvention"].get<std::string>()),
                 convention);
        QVERIFY(!written["workload"].contains("attentionFlops"));
        QVERIFY(!written["workload"].contains("attentionFlopsCausal"));
        QCOMPARE(readScenario(written.dump()).scenario.flopConvention, r.scenario.flopConvention);
    }
    void flopConventionReadsEveryNameAndRefusesOthers() {
        for (const auto& [name, value] : EnumNames<FlopConvention>::values) {
            const ScenarioReadResult r =
                readScenario("{\"schemaVersion\": 1, \"mfu\": {\"flopConvention\": \"" +
                             std::string(name) + "\"}}");
            QVERIFY(r.diagnostics.empty());
            QCOMPARE(r.scenario.flopConvention, value);
        }
        QVERIFY(hasErrors(
            readScenario(R"({"schemaVersion": 1, "mfu": {"flopConvention": "7N"}})").diagnostics));
        // The old spelling beside the new one is a conflict, never silently dropped.
        const ScenarioReadResult both = readScenario(
            R"({"schemaVersion": 1, "workload": {"attentionFlops": true},
                "mfu": {"flopConvention": "nemo"}})");
        QVERIFY(hasDiag(both.diagnostics, DiagCode::ConflictingKeys, "workload.attentionFlops"));
    }
    // 200,000 unknown keys gave 200,000 warnings (and a report of thousands of pages): at most
    // kMaxUnknownKeyWarnings for the whole file, then one that counts the rest.
    void unknownKeyWarningsAreCapped() {
        std::string text = R"({"schemaVersion": 1, "cluster": {"extra": 1}, )";
        constexpr int kKeys = 200000;
        for (int i = 0; i < kKeys; ++i) {
            text += "\"k" + std::to_string(i) + "\": 1, "; // 4 MiB at most: short keys
        }
        text += R"("name": "many keys"})";
        const ScenarioReadResult r = readScenario(text);
        QVERIFY(!hasErrors(r.diagnostics));
        QCOMPARE(r.diagnostics.size(), kMaxUnknownKeyWarnings + 1);
        QCOMPARE(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                               [](const Diagnostic& d) { return d.code == DiagCode::UnknownKey; }),
                 std::ptrdiff_t(kMaxUnknownKeyWarnings));
        QCOMPARE(r.diagnostics.back().code, DiagCode::UnknownKeysMore);
        QCOMPARE(r.diagnostics.back().actual.value(), double(kKeys + 1 - kMaxUnknownKeyWarnings));
    }
    // "bandwidthGBps" for the scale-out's "bandwidthGbps" (gigabytes for gigabits) was an
    // unknown key, warned about and ignored: the plan ran on the preset's 400 Gb/s and exited 0.
    // A key that differs from one the reader knows only in the case of its letters is refused,
    // and names the key meant; any other unknown key stays a warning.
    void aKeyInAnotherCaseIsRefused() {
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "hardware": {"preset": "nvidia-h100-sxm",
                "scaleOut": {"bandwidthGBps": 50}}, "workload": {"TOKENS": 1e12}})");
        QVERIFY(hasDiag(r.diagnostics, DiagCode::KeyCase, "hardware.scaleOut.bandwidthGBps"));
        QVERIFY(hasDiag(r.diagnostics, DiagCode::KeyCase, "workload.TOKENS"));
        for (const Diagnostic& d : r.diagnostics) {
            if (d.code == DiagCode::KeyCase) {
                QCOMPARE(d.severity, Severity::Error);
                QVERIFY2(d.text == "bandwidthGbps" || d.text == "tokens", d.text.c_str());
            }
        }
        QVERIFY(hasErrors(r.diagnostics));
        QCOMPARE(codeId(DiagCode::KeyCase), std::string_view("field.keyCase"));
        const ScenarioReadResult other =
            readScenario(R"({"schemaVersion": 1, "cluster": {"gpuz": 8}})");
        QVERIFY(!hasErrors(other.diagnostics));
        QVERIFY(hasDiag(other.diagnostics, DiagCode::UnknownKey, "cluster.gpuz"));
    }
    // 5e-324 tokens was accepted: a subnormal number is refused under its key, as any key's.
    void subnormalNumbersAreRefused() {
        for (const std::string key : {"tokens", "tokenBytesOnDisk"}) {
            const std::string text =
                "{\"schemaVersion\": 1, \"workload\": {\"" + key + "\": 5e-324}}";
            const ScenarioReadResult r = readScenario(text);
            QVERIFY(hasDiag(r.diagnostics, DiagCode::OutOfRange, "workload." + key));
        }
    }
    void newerSchemaIsRefused() {
        const ScenarioReadResult r =
            readScenario(R"({"schemaVersion": 2, "cluster": {"gpus": 8}})");
        QVERIFY(hasDiag(r.diagnostics, DiagCode::UnsupportedVersion, "schemaVersion"));
        QCOMPARE(r.scenario.cluster.gpus, defaultScenario().cluster.gpus); // nothing half-read
        QVERIFY(hasDiag(readScenario(R"({"name": "x"})").diagnostics, DiagCode::MissingField,
                        "schemaVersion"));
    }
    void badValuesNameTheirField_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::newRow("wrong type")
            << R"({"cluster": {"gpus": "many"}})" << int(DiagCode::WrongType) << "cluster.gpus";
        QTest::newRow("null") << R"({"workload": {"tokens": null}})" << int(DiagCode::WrongType)
                              << "workload.tokens";
        QTest::newRow("overflow to inf") << R"({"workload": {"tokens": 1e999}})"
                                         << int(DiagCode::NotFinite) << "workload.tokens";
        // Finite in GiB, not in bytes: 481e300 x 2^30 overflows (found by fuzz_scenario; the
        // value read and then written back as null). Finite as given, so above the key's
        // maximum (931,322 GiB, within 1e6 GB), as for the hardware numbers read outside the schema
        // (they were "must be a finite number").
        QTest::newRow("overflow in the unit")
            << R"({"hardware": {"hbmCapacityGiB": 481e300}})" << int(DiagCode::OutOfRange)
            << "hardware.hbmCapacityGiB";
        QTest::newRow("overflow in an optional unit")
            << R"({"hardware": {"peakFp8Tflops": 1e300}})" << int(DiagCode::OutOfRange)
            << "hardware.peakFp8Tflops";
        QTest::newRow("overflow in a published unit")
            << R"({"hardware": {"peakBf16Tflops": -1e300}})" << int(DiagCode::OutOfRange)
            << "hardware.peakBf16Tflops";
        QTest::newRow("overflow in a tier's unit")
            << R"({"hardware": {"scaleOut": {"bandwidthGbps": 1e306}}})"
            << int(DiagCode::OutOfRange) << "hardware.scaleOut.bandwidthGbps";
        // Finite as given, infinite in bytes per second: above the key's maximum (it was "must
        // be a finite number").
        QTest::newRow("overflow in the unit of a ranged key")
            << R"({"checkpoint": {"writeBandwidthPerGpuGBps": 1e300}})" << int(DiagCode::OutOfRange)
            << "checkpoint.writeBandwidthPerGpuGBps";
        QTest::newRow("huge integer")
            << R"({"cluster": {"gpus": 1e20}})" << int(DiagCode::OutOfRange) << "cluster.gpus";
        QTest::newRow("fraction") << R"({"layout": {"tp": 2.5}})" << int(DiagCode::NotAnInteger)
                                  << "layout.tp";
        QTest::newRow("enum") << R"({"workload": {"precision": "fp4"}})"
                              << int(DiagCode::UnknownEnumValue) << "workload.precision";
        QTest::newRow("unknown key")
            << R"({"clustr": {}})" << int(DiagCode::UnknownKey) << "clustr";
        QTest::newRow("unknown preset") << R"({"hardware": {"preset": "nope"}})"
                                        << int(DiagCode::UnknownPreset) << "hardware.preset";
        QTest::newRow("zero stage")
            << R"({"layout": {"zeroStage": 7}})" << int(DiagCode::OutOfRange) << "layout.zeroStage";
        QTest::newRow("section not object")
            << R"({"cluster": 5})" << int(DiagCode::WrongType) << "cluster";
    }
    void badValuesNameTheirField() {
        QFETCH(QString, json);
        QFETCH(int, code);
        QFETCH(QString, field);
        std::string text = json.toStdString();
        text.insert(1, "\"schemaVersion\": 1, ");
        const ScenarioReadResult r = readScenario(text);
        QVERIFY2(hasDiag(r.diagnostics, DiagCode(code), field.toStdString()), text.c_str());
    }
    void overflowIsJudgedAgainstTheKeysRange() {
        // The limit named is the key's own, in the key's unit: 1e300 TFLOP/s is above 1e6
        // TFLOP/s; -1e300 below the 1e-3 minimum; 481e300 GiB above the whole GiB within 1e6 GB,
        // floor(1e15 / 2^30) = 931,322.
        const auto only = [](const std::string& hardware) {
            const ScenarioReadResult r =
                readScenario("{\"schemaVersion\": 1, \"hardware\": " + hardware + "}");
            return r.diagnostics.size() == 1 ? r.diagnostics[0] : Diagnostic{};
        };
        Diagnostic d = only(R"({"peakBf16Tflops": 1e300})");
        QCOMPARE(d.code, DiagCode::OutOfRange);
        QCOMPARE(d.actual, 1e300);
        QCOMPARE(d.limit, 1e6);
        d = only(R"({"peakBf16Tflops": -1e300})");
        QCOMPARE(d.limit, 1e-3);
        d = only(R"({"hbmCapacityGiB": 481e300})");
        QCOMPARE(d.field, std::string("hardware.hbmCapacityGiB"));
        QCOMPARE(d.actual, 481e300);
        QCOMPARE(d.limit, 931322.0);
    }
    void aCapacityInGibibytesIsJudgedAsWritten() {
        // The scenario keeps bytes and checks them as hardware.hbmCapacityGB, so -3 GiB once read
        // "hardware.hbmCapacityGB: -3.221225472 is below the minimum 0": a key and a number the
        // user never wrote. Judged on reading, in GiB, against the GB key's range in GiB (above 0,
        // at most floor(1e15 / 2^30) = 931,322 GiB).
        const auto read = [](const std::string& capacity) {
            return readScenario(R"({"schemaVersion": 1, "hardware": {"hbmCapacityGiB": )" +
                                capacity + "}}");
        };
        for (const auto& [given, limit] :
             {std::pair{"-3", 0.0}, std::pair{"0", 0.0}, std::pair{"931323", 931322.0}}) {
            const ScenarioReadResult r = read(given);
            QCOMPARE(r.diagnostics.size(), std::size_t(1));
            const Diagnostic& d = r.diagnostics[0];
            QCOMPARE(d.code, DiagCode::OutOfRange);
            QCOMPARE(d.field, std::string("hardware.hbmCapacityGiB"));
            QCOMPARE(d.actual, std::stod(given));
            QCOMPARE(d.limit, limit);
            // Nothing half-read: the capacity stays the default's.
            QCOMPARE(r.scenario.hardware.accelerator.hbmCapacity.value(),
                     defaultScenario().hardware.accelerator.hbmCapacity.value());
        }
        // The largest whole GiB in range reads and evaluates without a diagnostic on it.
        const ScenarioReadResult r = read("931322");
        QVERIFY(r.diagnostics.empty());
        const Result res = evaluate(r.scenario);
        QVERIFY(
            std::none_of(res.diagnostics.begin(), res.diagnostics.end(), [](const Diagnostic& d) {
                return d.field.rfind("hardware.hbmCapacity", 0) == 0;
            }));
    }
    void rangeErrorsComeFromValidate_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("negative gpus") << R"({"cluster": {"gpus": -8}})"
                                       << "cluster.gpus";
        QTest::newRow("zero tokens") << R"({"workload": {"tokens": 0}})"
                                     << "workload.tokens";
        QTest::newRow("mfu above 1") << R"({"mfu": {"assumed": 1.5}})"
                                     << "mfu.assumed";
        QTest::newRow("negative price") << R"({"cost": {"pricePerGpuHourUsd": -1}})"
                                        << "cost.pricePerGpuHourUsd";
        QTest::newRow("tiny peak") << R"({"hardware": {"peakBf16Tflops": 1e-300}})"
                                   << "hardware.peakBf16Tflops";
        QTest::newRow("layout") << R"({"layout": {"tp": 3}})"
                                << "layout";
        QTest::newRow("gpus per node") << R"({"cluster": {"gpus": 12, "gpusPerNode": 8}})"
                                       << "cluster.gpus";
        QTest::newRow("mtbf zero") << R"({"reliability": {"parts": [{"mtbfHours": 0}]}})"
                                   << "reliability.parts[0].mtbfHours";
        QTest::newRow("efficiency") << R"({"hardware": {"scaleUp": {"efficiency": 0}}})"
                                    << "hardware.scaleUp.efficiency";
    }
    void rangeErrorsComeFromValidate() {
        QFETCH(QString, json);
        QFETCH(QString, field);
        std::string text = json.toStdString();
        text.insert(1, "\"schemaVersion\": 1, ");
        const ScenarioReadResult r = readScenario(text);
        QVERIFY(!hasErrors(r.diagnostics));
        const Result res = evaluate(r.scenario);
        QVERIFY(!res.valid);
        QVERIFY2(std::any_of(res.diagnostics.begin(), res.diagnostics.end(),
                             [&](const Diagnostic& d) { return d.field == field.toStdString(); }),
                 text.c_str());
    }
    void presetIsOverlaidByScenarioKeys() {
        const nlohmann::json preset =
            nlohmann::json::parse(R"({"formatVersion": 1, "kind": "hardware",
            "id": "x", "displayName": "X", "peakBf16Tflops": 500, "peakFp8Tflops": null, "hbmCapacityGB": 80,
            "hbmBandwidthTBps": 2, "matmulEfficiency": 0.7, "price": {"usdPerGpuHour": 3.5},
            "scaleUp": {"bandwidthGBps": 300, "domainSize": 8, "latencyUs": 3, "efficiency": 0.8, "topology": "switched"},
            "scaleOut": {"bandwidthGbps": 200, "latencyUs": 10, "efficiency": 0.8}})");
        const PresetLookup lookup = [&](PresetKind kind,
                                        std::string_view id) -> const nlohmann::json* {
            return kind == PresetKind::Hardware && id == "x" ? &preset : nullptr;
        };
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "hardware": {"preset": "x", "hbmCapacityGB": 96}})", lookup);
        QVERIFY(r.diagnostics.empty());
        QCOMPARE(r.scenario.hardware.preset, std::string("x"));
        QCOMPARE(r.scenario.hardware.accelerator.peakBf16.value(), 500e12);
        QVERIFY(!r.scenario.hardware.accelerator.peakFp8);
        QCOMPARE(r.scenario.hardware.accelerator.hbmCapacity.value(), 96e9);
        QCOMPARE(units::inDollarsPerHour(r.scenario.pricePerGpu), 3.5);
    }
    void anUntitledScenarioIsNamedForWhatItIs() {
        // Every file without `name` was "Chapter 2.5.15 example: 70B on 1,024 GPUs", whatever
        // its model and cluster; the chapter example itself keeps that title.
        QCOMPARE(readScenario(R"({"schemaVersion": 1})").scenario.name, defaultScenario().name);
        QCOMPARE(readScenario(R"({"schemaVersion": 1, "workload": {"parameters": 7e9},
                                  "cluster": {"gpus": 16384}})")
                     .scenario.name,
                 std::string("7B on 16,384 GPUs"));
        QCOMPARE(readScenario(R"({"schemaVersion": 1, "cluster": {"gpus": 512}})").scenario.name,
                 std::string("70B on 512 GPUs"));
        QCOMPARE(readScenario(R"({"schemaVersion": 1, "workload": {"parameters": 1.25e12}})")
                     .scenario.name,
                 std::string("1.25T on 1,024 GPUs"));
        QCOMPARE(readScenario(R"({"schemaVersion": 1, "name": "mine"})").scenario.name,
                 std::string("mine"));
    }
    void aPartWithoutAKindIsANode() {
        // docs/scenario.md: the default part kind is `node`; a part without one read as "".
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "reliability": {"parts": [{"mtbfHours": 1000}]}})");
        QVERIFY(!hasErrors(r.diagnostics));
        QCOMPARE(r.scenario.reliability.parts.at(0).kind, std::string("node"));
        QCOMPARE(scenarioToJson(r.scenario)["reliability"]["parts"][0]["kind"],
                 nlohmann::json("node"));
        // An empty kind names none either: the same node, never a part called "".
        const ScenarioReadResult empty = readScenario(
            R"({"schemaVersion": 1, "reliability": {"parts": [{"kind": "", "mtbfHours": 1000}]}})");
        QVERIFY(!hasErrors(empty.diagnostics));
        QCOMPARE(empty.scenario.reliability.parts.at(0).kind, std::string("node"));
    }
};

QTEST_APPLESS_MAIN(TestScenarioJson)
#include "tst_scenario_json.moc"
