// SPDX-License-Identifier: MIT
// libFuzzer harness: any bytes through the scenario reader and, when they read cleanly, through
// evaluate() and the result JSON. A crash, a sanitizer report, an uncaught exception or a broken
// invariant (abort) is a finding. Run: tests/fuzz/run.sh (docs/robustness.md).

#include "model/plan.h"
#include "model/preset.h"
#include "model/scenario_json.h"
#include "tests/support/result_invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

using nlohmann::json;

/// Three small presets, one of each kind, so the overlay of a scenario over a preset is fuzzed too.
const json& hardwarePreset() {
    static const json preset =
        json::parse(R"({"formatVersion": 1, "kind": "hardware", "id": "fz-hw",
        "displayName": "Fuzz GPU", "peakBf16Tflops": 500, "peakFp8Tflops": null, "hbmCapacityGiB": 80,
        "hbmBandwidthTBps": 2, "matmulEfficiency": 0.7, "tdpWatts": null, "price": {"usdPerGpuHour": 3.5},
        "scaleUp": {"name": "Fuzz link", "bandwidthGBps": 300, "domainSize": 8, "latencyUs": 3, "efficiency": 0.8, "topology": "full-mesh"},
        "scaleOut": {"name": "Fuzz NIC", "bandwidthGbps": 200, "latencyUs": 10, "efficiency": 0.8, "podSize": 256,
                     "oversubscriptionAbovePod": 2}})");
    return preset;
}

const json& modelPreset() {
    static const json preset = json::parse(
        R"({"formatVersion": 1, "kind": "model", "id": "fz-model", "displayName": "Fuzz 8B",
        "parameters": 8e9, "activeParameters": null, "trainingTokens": 1.5e13,
        "architecture": {"layers": 32, "hiddenSize": 4096, "attentionHeads": 32, "kvHeads": 8, "headDim": null,
                         "ffnHiddenSize": 14336, "ffnType": "swiglu", "vocabularySize": 128256,
                         "sequenceLength": 8192}})");
    return preset;
}

const json& reliabilityPreset() {
    static const json preset =
        json::parse(R"({"formatVersion": 1, "kind": "reliability", "id": "fz-rel",
        "displayName": "Fuzz failures", "detectionSeconds": 60, "replacementSeconds": 120,
        "diagnosisSeconds": 30, "repairHours": 24, "hotSpareNodes": 4,
        "maintenanceIntervalHours": 500, "maintenanceDurationSeconds": 1800,
        "parts": [{"kind": "gpu", "scope": "gpu", "countPerScope": 1, "mtbfHours": 100000,
                   "distribution": "weibull", "weibullShape": 0.8, "replaces": "node",
                   "detectionSeconds": 60, "repairHours": 120},
                  {"kind": "software", "scope": "job", "countPerScope": 1, "mtbfHours": 200,
                   "replaces": "none", "distribution": "exponential"}]})");
    return preset;
}

const json* lookup(goodput::PresetKind kind, std::string_view id) {
    if (kind == goodput::PresetKind::Hardware && id == "fz-hw") {
        return &hardwarePreset();
    }
    if (kind == goodput::PresetKind::Model && id == "fz-model") {
        return &modelPreset();
    }
    if (kind == goodput::PresetKind::Reliability && id == "fz-rel") {
        return &reliabilityPreset();
    }
    return nullptr;
}

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "invariant broken: %s: %s\n", what, detail.c_str());
    std::abort();
}

void checkPlan(const goodput::Scenario& scenario, const goodput::Result& result) {
    for (const std::string& p : goodput::testing::planProblems(scenario, result)) {
        fail("plan", p);
    }
}

} // namespace

/// The presets above are presets a user could ship: each reads cleanly as a preset file, so the
/// harness fuzzes scenarios over real presets, not over ones the reader would refuse.
extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    for (const json* preset : {&hardwarePreset(), &modelPreset(), &reliabilityPreset()}) {
        const goodput::PresetReadResult read = goodput::readPresetDocument(*preset);
        if (!read.preset) {
            std::string why;
            for (const goodput::Diagnostic& d : read.diagnostics) {
                why += " " + d.field + ": " + std::string(goodput::codeId(d.code)) + ";";
            }
            fail("a preset of the lookup does not read", preset->dump() + why);
        }
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const goodput::ScenarioReadResult read = goodput::readScenario(text, lookup);
    if (goodput::hasErrors(read.diagnostics)) {
        return 0;
    }
    const goodput::Result result = goodput::evaluate(read.scenario);
    checkPlan(read.scenario, result);

    // What reads cleanly writes back and reads again, to the same verdict.
    const std::string again = goodput::scenarioToJson(read.scenario).dump();
    const goodput::ScenarioReadResult reread = goodput::readScenario(again, lookup);
    if (goodput::hasErrors(reread.diagnostics)) {
        fail("written scenario does not read back", again);
    }
    if (goodput::evaluate(reread.scenario).valid != result.valid) {
        fail("written scenario evaluates differently", again);
    }
    return 0;
}
