// SPDX-License-Identifier: MIT
#include "preset_apply.h"

#include <nlohmann/json.hpp>

namespace goodput {
namespace {

using nlohmann::json;

/// The workload keys a model preset gives (scenario spelling; the preset's training tokens are
/// read as the scenario's "tokens"). Batch, precision and the rest are the run's, not the model's.
constexpr const char* kModelKeys[] = {"parameters", "activeParameters", "architecture",
                                      "sequenceLength"};

const char* sectionKey(PresetKind kind) {
    return kind == PresetKind::Hardware ? "hardware" : "workload";
}

/// True when `value` holds a number at `key` (a preset leaves unpublished values null).
bool hasNumber(const json& value, const char* key) {
    const auto it = value.find(key);
    return it != value.end() && it->is_number();
}

} // namespace

ScenarioReadResult applyPreset(const Scenario& scenario, PresetKind kind, std::string_view id,
                               const PresetLookup& presets) {
    json document = scenarioToJson(scenario);
    const json* preset = presets ? presets(kind, id) : nullptr;
    if (kind == PresetKind::Hardware) {
        document["hardware"] = {{"preset", id}};
        // The scenario's own price would win over the preset's (scenario.md): drop it when the
        // preset publishes one, so that choosing a B200 also prices a B200.
        if (preset != nullptr && preset->contains("price") &&
            hasNumber(preset->at("price"), "usdPerGpuHour")) {
            document["cost"].erase("pricePerGpuHourUsd");
        }
    } else {
        json& workload = document["workload"];
        for (const char* key : kModelKeys) {
            workload.erase(key);
        }
        if (preset != nullptr && hasNumber(*preset, "trainingTokens")) {
            workload.erase("tokens");
        }
        workload["preset"] = id;
    }
    ScenarioReadResult read = readScenarioDocument(document, presets);
    if (hasErrors(read.diagnostics)) {
        read.scenario = scenario;
    }
    return read;
}

bool matchesPreset(const Scenario& scenario, PresetKind kind, const PresetLookup& presets) {
    const std::string& id =
        kind == PresetKind::Hardware ? scenario.hardware.preset : scenario.workload.preset;
    if (id.empty()) {
        return false;
    }
    const ScenarioReadResult fresh = applyPreset(scenario, kind, id, presets);
    if (hasErrors(fresh.diagnostics)) {
        return false;
    }
    const json mine = scenarioToJson(scenario).at(sectionKey(kind));
    const json theirs = scenarioToJson(fresh.scenario).at(sectionKey(kind));
    if (kind == PresetKind::Hardware) {
        return mine == theirs;
    }
    for (const char* key : kModelKeys) {
        if (mine.value(key, json()) != theirs.value(key, json())) {
            return false;
        }
    }
    return true;
}

} // namespace goodput
