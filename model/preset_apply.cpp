// SPDX-License-Identifier: MIT
#include "preset_apply.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace goodput {
namespace {

using nlohmann::json;

/// The workload keys a model preset gives (scenario spelling; the preset's training tokens are
/// read as the scenario's "tokens"). Batch, precision and the rest are the run's, not the model's.
constexpr const char* kModelKeys[] = {"parameters", "activeParameters", "architecture",
                                      "sequenceLength"};

/// What a preset of `kind` sets in a scenario, as its file writes it: the whole hardware section,
/// or the model's keys of the workload.
json sectionOf(const Scenario& scenario, PresetKind kind) {
    json out;
    if (kind == PresetKind::Hardware) {
        out = hardwareToJson(scenario.hardware);
    } else {
        const json workload = workloadToJson(scenario);
        out = json::object();
        for (const char* key : kModelKeys) {
            out[key] = workload.value(key, json());
        }
    }
    roundNumbersForText(out);
    return out;
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

std::optional<json> presetSection(PresetKind kind, std::string_view id,
                                  const PresetLookup& presets) {
    if (id.empty() || !presets || presets(kind, id) == nullptr) {
        return std::nullopt;
    }
    // The section comes from the preset alone: chosen on any scenario, it reads the same.
    const ScenarioReadResult fresh = applyPreset(defaultScenario(), kind, id, presets);
    if (hasErrors(fresh.diagnostics)) {
        return std::nullopt;
    }
    return sectionOf(fresh.scenario, kind);
}

bool holdsPresetSection(const Scenario& scenario, PresetKind kind, const json& section) {
    return sectionOf(scenario, kind) == section;
}

bool matchesPreset(const Scenario& scenario, PresetKind kind, const PresetLookup& presets) {
    const std::string& id =
        kind == PresetKind::Hardware ? scenario.hardware.preset : scenario.workload.preset;
    const std::optional<json> section = presetSection(kind, id, presets);
    return section && holdsPresetSection(scenario, kind, *section);
}

} // namespace goodput
