// SPDX-License-Identifier: MIT
#pragma once

// Choosing a preset for a scenario that already exists (the app's preset pickers): the preset's
// values replace the scenario's in its section, everything else stays. It goes through the
// scenario reader, so a preset means the same here as in a scenario file that names it.

#include "scenario_json.h"

#include <optional>
#include <string_view>

namespace goodput {

/// `scenario` with the preset of `kind` (Hardware or Model) named `id` chosen:
/// - Hardware: the whole hardware section is the preset's (accelerator, tiers, efficiencies),
///   and its price becomes the scenario's when it publishes one.
/// - Model: parameters, active parameters, architecture and context length are the preset's, and
///   the training tokens too when it discloses them.
/// An unknown id gives the reader's diagnostic (`<section>.preset`), and the scenario unchanged.
ScenarioReadResult applyPreset(const Scenario& scenario, PresetKind kind, std::string_view id,
                               const PresetLookup& presets);

/// True when the section of `kind` still holds exactly what the preset it names gives: false
/// once the user edits one of those values, or when the section names no preset.
bool matchesPreset(const Scenario& scenario, PresetKind kind, const PresetLookup& presets);

/// What matchesPreset() compares with: the section of `kind` (the hardware, or the model's keys
/// of the workload) as a scenario holding preset `id` writes it; nullopt when the preset is
/// unknown or does not read. It depends on the preset alone, so a view that checks every edit
/// keeps it while the catalog stays the same.
std::optional<nlohmann::json> presetSection(PresetKind kind, std::string_view id,
                                            const PresetLookup& presets);

/// True when the scenario's section of `kind` is `section` (from presetSection()).
bool holdsPresetSection(const Scenario& scenario, PresetKind kind, const nlohmann::json& section);

} // namespace goodput
