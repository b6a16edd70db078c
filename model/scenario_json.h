// SPDX-License-Identifier: MIT
#pragma once

// Scenario files (schemaVersion 1): reading with diagnostics, writing for a lossless round trip.
// Every key, its unit and its default: docs/scenario.md.

#include "diagnostics.h"
#include "json_reader.h"
#include "scenario.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <string_view>

namespace goodput {

enum class PresetKind { Hardware, Model, Reliability };

/// Finds a preset's JSON object by kind and id; returns nullptr when there is none. The scenario
/// reader lays a scenario's own keys over the preset it names, so a scenario may override single
/// fields of a preset.
using PresetLookup = std::function<const nlohmann::json*(PresetKind, std::string_view id)>;

struct ScenarioReadResult {
    Scenario scenario;       ///< defaults where keys are missing; meaningful only without errors
    Diagnostics diagnostics; ///< reading problems only; range checks come from validate()
};

/// Lays `top` over `base`: objects merge key by key, anything else replaces (a null too: scenario
/// files give null a meaning, so this is not RFC 7386's merge patch).
nlohmann::json overlay(nlohmann::json base, const nlohmann::json& top);

ScenarioReadResult readScenario(std::string_view text, const PresetLookup& presets = {});
ScenarioReadResult readScenarioDocument(const nlohmann::json& document,
                                        const PresetLookup& presets = {});

/// Reads hardware keys (the preset format's physical fields) onto `out`.
void readHardwareFields(ObjectReader& reader, HardwareSpec& out);
/// Reads a model preset's or scenario's architecture object.
void readArchitecture(ObjectReader& reader, Architecture& out);
/// Reads a reliability section's or reliability preset's keys onto `out` (unknown keys are the
/// caller's to report).
void readReliabilityFields(ObjectReader& reader, ReliabilitySettings& out);

nlohmann::json hardwareToJson(const HardwareSpec& hardware);
nlohmann::json architectureToJson(const Architecture& architecture);
nlohmann::json reliabilityToJson(const ReliabilitySettings& reliability);
/// The scenario's "workload" section as scenarioToJson() writes it (before its numbers are
/// rounded for text).
nlohmann::json workloadToJson(const Scenario& scenario);
nlohmann::json scenarioToJson(const Scenario& scenario);

/// Rounds every floating-point number under `j` to 15 significant digits, as the writers do last.
/// A value converted out of its base unit can come out as 14.999999999999998 us; 15 digits
/// (DBL_DIG) survive any round trip through a double, so text that is read and written again
/// stays the same text.
void roundNumbersForText(nlohmann::json& j);

} // namespace goodput
