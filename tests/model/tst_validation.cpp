// SPDX-License-Identifier: MIT
// Which measured runs speak for an accelerator (the report's "how accurate is this model"): the
// same preset, else the same generation, else the same vendor, else none.

#include "model/validation.h"

#include <QtTest>
#include <map>

using namespace goodput;
using nlohmann::json;

namespace {

/// Three hardware presets with their generation and vendor, as preset files give them.
const std::map<std::string, json, std::less<>> kPresets = {
    {"h100", json{{"vendor", "NVIDIA"}, {"generation", "Hopper"}}},
    {"h200", json{{"vendor", "NVIDIA"}, {"generation", "Hopper"}}},
    {"a100", json{{"vendor", "NVIDIA"}, {"generation", "Ampere"}}},
    {"b300", json{{"vendor", "NVIDIA"}, {"generation", "Blackwell Ultra"}}},
    {"v5p", json{{"vendor", "Google"}, {"generation", "TPU v5p"}}},
    {"mi300x", json{{"vendor", "AMD"}, {"generation", "CDNA 3"}}},
};

const json* lookup(PresetKind kind, std::string_view id) {
    const auto it = kPresets.find(id);
    return kind == PresetKind::Hardware && it != kPresets.end() ? &it->second : nullptr;
}

SuiteOutcome suite(const std::string& id, const std::vector<std::string>& hardware) {
    SuiteOutcome s;
    s.id = id;
    for (const std::string& h : hardware) {
        RunOutcome r;
        r.name = id + "/" + h;
        r.hardwarePreset = h;
        s.runs.push_back(r);
    }
    return s;
}

const std::vector<SuiteOutcome> kSuites = {suite("a", {"a100", "h100", "a100"}),
                                           suite("b", {"v5p"}), suite("c", {"h100", "h100"})};

} // namespace

class TestValidation final : public QObject {
    Q_OBJECT

private slots:
    void samePresetFirst() {
        const AcceleratorEvidence e = evidenceForAccelerator(kSuites, "h100", lookup);
        QCOMPARE(e.match, AcceleratorMatch::Preset);
        QCOMPARE(e.matchedOn, std::string("h100"));
        QCOMPARE(e.suites.size(), std::size_t(2));
        QCOMPARE(e.suites[0].suite, std::size_t(0));
        QCOMPARE(e.suites[0].runs, std::vector<std::size_t>{1});
        QCOMPARE(e.suites[1].suite, std::size_t(2));
        QCOMPARE(e.suites[1].runs, (std::vector<std::size_t>{0, 1}));
    }

    void thenTheGeneration() {
        const AcceleratorEvidence e = evidenceForAccelerator(kSuites, "h200", lookup);
        QCOMPARE(e.match, AcceleratorMatch::Generation);
        QCOMPARE(e.matchedOn, std::string("Hopper"));
        QCOMPARE(e.suites.size(), std::size_t(2));
        QCOMPARE(e.suites[0].runs, std::vector<std::size_t>{1});
    }

    void thenTheVendor() {
        const AcceleratorEvidence e = evidenceForAccelerator(kSuites, "b300", lookup);
        QCOMPARE(e.match, AcceleratorMatch::Vendor);
        QCOMPARE(e.matchedOn, std::string("NVIDIA"));
        QCOMPARE(e.suites.size(), std::size_t(2)); // a (all three) and c; not the TPU suite
        QCOMPARE(e.suites[0].runs, (std::vector<std::size_t>{0, 1, 2}));
    }

    void noneWhenNothingIsShared() {
        for (const std::string_view id : {"mi300x", "unknown-preset", ""}) {
            const AcceleratorEvidence e = evidenceForAccelerator(kSuites, id, lookup);
            QCOMPARE(e.match, AcceleratorMatch::None);
            QVERIFY(e.suites.empty());
            QVERIFY(e.matchedOn.empty());
        }
        // Without a preset catalogue only the id itself can match.
        QCOMPARE(evidenceForAccelerator(kSuites, "h200", {}).match, AcceleratorMatch::None);
        QCOMPARE(evidenceForAccelerator(kSuites, "v5p", {}).match, AcceleratorMatch::Preset);
    }

    void outcomeNamesTheRunsHardwarePreset() {
        // From the base, and a run's own scenario replacing it; even a run that does not
        // evaluate (no presets to resolve it) says what it was measured on.
        const ValidationSuiteReadResult read = readValidationSuite(
            R"({"formatVersion": 1, "kind": "validation", "id": "x",
                "base": {"hardware": {"preset": "h100"}},
                "runs": [{"name": "a", "measured": {"stepSeconds": 1}},
                         {"name": "b", "measured": {"stepSeconds": 1},
                          "scenario": {"hardware": {"preset": "v5p"}}},
                         {"name": "c", "measured": {"stepSeconds": 1},
                          "scenario": {"hardware": {"preset": null}}}]})");
        QVERIFY(!hasErrors(read.diagnostics));
        const SuiteOutcome outcome = validateSuite(read.suite, {});
        QCOMPARE(outcome.runs.size(), std::size_t(3));
        QCOMPARE(outcome.runs[0].hardwarePreset, std::string("h100"));
        QCOMPARE(outcome.runs[1].hardwarePreset, std::string("v5p"));
        QVERIFY(outcome.runs[2].hardwarePreset.empty());
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
