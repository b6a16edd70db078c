// SPDX-License-Identifier: MIT
#pragma once

// The preset files' keys (docs/presets.md), one row each per kind, like the scenario schema
// (model/scenario_schema.h): the dotted key, its JSON type and unit, whether a file must carry it,
// its documentation line, and where its value lives. A physical value is a scenario's (a hardware
// preset's peakBf16Tflops is the scenario's hardware.peakBf16Tflops): its row names that scenario
// key, whose row reads, writes and range-checks it. A preset's own values (releaseYear, the price)
// have their range here.
//
// The reader's required and expected keys, the writer's key order, the mapping of the scenario
// checks onto preset keys and docs/presets.md's key tables all come from these rows
// (tests/model/tst_preset_schema.cpp checks that the committed tables are current).
//
// Adding a key: a scenario key under `hardware.` or `workload.architecture.` (one row in
// model/scenario_schema.cpp) is a preset key by itself: optional, read and written with the
// section, range-checked, documented in docs/presets.md by the scenario row's unit and meaning
// (regenerate: GOODPUT_UPDATE_DOCS=1 tst_preset_schema). Write a row here only to make it
// required or to document it in a preset's own words. `goodput presets show` must print it or
// say why not (views/presettext.cpp; tests/views/tst_presettext.cpp).

#include "scenario_json.h"
#include "scenario_schema.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace goodput {

struct Preset;

/// Whether a preset file must carry a key (docs/presets.md).
enum class PresetNeed {
    Required, ///< missing: an error and the preset is not loaded (identity and physical keys)
    Expected, ///< missing: a warning (descriptive keys: sources, notes, ...), the preset loads
    Optional, ///< may be left out
};

struct PresetKey {
    std::string_view path{}; ///< dotted, in the file: "scaleUp.bandwidthGBps", "parts[].kind"
    std::string_view type{}; ///< documentation: the JSON type and unit
    PresetNeed need = PresetNeed::Optional;
    std::string_view needNote{}; ///< documentation: after yes or no ("nullable", "exactly one")
    std::string_view doc{};      ///< documentation: what it means
    /// The scenario key (or checked field) holding the value: "hardware.scaleUp.bandwidthGBps".
    /// validate()'s problems with that field are the preset's problems with this key.
    std::string_view scenarioPath{};
    /// A preset's own number (not a scenario's) and its valid range, checked by the reader.
    std::optional<double> (*number)(const Preset&) = nullptr;
    std::optional<KeyLimits> limits{};

    /// "scaleUp.bandwidthGBps" -> "scaleUp"; "displayName" -> "".
    [[nodiscard]] std::string_view parent() const;
    /// "bandwidthGBps".
    [[nodiscard]] std::string_view name() const;
};

/// Every key of a preset kind, in the order the canonical file writes them (a key of an object
/// that has no row follows those that have, alphabetically).
std::span<const PresetKey> presetKeys(PresetKind kind);
/// The row of a dotted path, or nullptr.
const PresetKey* findPresetKey(PresetKind kind, std::string_view path);
/// The preset key of a field validate() names in a scenario holding the preset
/// ("reliability.parts[2].mtbfHours" -> "parts[2].mtbfHours"); nullopt when it is none of the
/// preset's keys.
std::optional<std::string> presetPathOfScenarioField(PresetKind kind, std::string_view field);

/// The key table of docs/presets.md for a kind (hardware and model), generated from the rows.
std::string presetKeyTable(PresetKind kind);

} // namespace goodput
