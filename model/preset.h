// SPDX-License-Identifier: MIT
#pragma once

// Preset files (formatVersion 1, docs/presets.md): one accelerator with the fabric around it, one
// published model architecture, or the failure data of one published run (a reliability
// section), each with the metadata that says where its numbers come from.
// Reading validates everything, names the JSON path of every problem and never throws; writing
// gives the canonical file text, so a preset read and written again is the same preset.

#include "diagnostics.h"
#include "scenario.h"
#include "scenario_json.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

inline constexpr int kPresetFormatVersion = 1;
/// Every kind, in the order lists show them.
inline constexpr PresetKind kPresetKinds[] = {PresetKind::Hardware, PresetKind::Model,
                                              PresetKind::Reliability};
/// Longest id accepted; ids are also file names.
inline constexpr std::size_t kMaxPresetIdLength = 64;

struct PresetPrice {
    std::optional<double> usdPerGpuHour; ///< USD per accelerator-hour; empty = not published
    std::string date;                    ///< free text ("2026-Q1"); empty with no price
    std::string source;
};

/// The workload half of a model preset.
struct ModelSpec {
    double parameters = 0;                  ///< total, all experts included
    std::optional<double> activeParameters; ///< per token, MoE only; empty for dense models
    std::optional<double> trainingTokens;   ///< empty when not disclosed
    Architecture architecture;
    int sequenceLength = 0; ///< pretraining context length
};

struct Preset {
    PresetKind kind = PresetKind::Hardware;
    std::string id;
    std::string displayName;
    std::optional<int> releaseYear;
    std::string vendor;       ///< hardware; may be empty
    std::string generation;   ///< hardware; may be empty
    std::string organization; ///< model; may be empty
    PresetPrice price;        ///< hardware
    std::string matmulEfficiencySource;
    std::string kernelSource; ///< where the kernel constants (computeUnits, ...) come from
    std::string scaleUpEfficiencySource;
    std::string scaleOutEfficiencySource;
    bool hbmCapacityInGiB =
        false; ///< the source publishes GiB: kept as hbmCapacityGiB when written
    /// Dotted paths the file leaves null because the value is not published (read as zero in
    /// `hardware`, as empty optionals elsewhere). What the file *declares* is `missing`.
    std::vector<std::string> unpublished;
    std::vector<std::string> missing;    ///< as declared in the file
    std::vector<std::string> unverified; ///< as declared in the file
    std::string notes;
    std::vector<std::string> sources;
    HardwareSpec hardware;           ///< kind Hardware
    ModelSpec model;                 ///< kind Model
    ReliabilitySettings reliability; ///< kind Reliability (its preset id left empty)

    [[nodiscard]] bool isUnpublished(std::string_view path) const;
    [[nodiscard]] bool isUnverified(std::string_view path) const;
};

/// What a preset file must be: the kind its folder holds and the id its file name gives.
struct PresetExpectation {
    std::optional<PresetKind> kind;
    std::optional<std::string> id;
};

struct PresetReadResult {
    std::optional<Preset> preset; ///< set when there are no errors (warnings allowed)
    Diagnostics diagnostics;      ///< fields are dotted JSON paths into the preset file
    nlohmann::json document;      ///< the parsed file; null when it did not parse
};

/// Lowercase a-z, 0-9, '.' and '-', starting with a letter or digit, at most kMaxPresetIdLength.
bool isValidPresetId(std::string_view id);

/// Stable token of a kind, as in the files' "kind" key: "hardware", "model" or "reliability".
std::string_view presetKindId(PresetKind kind);

/// The default scenario with the preset's values in it (its hardware, its workload's size, shape
/// and tokens, or its reliability section): where the scenario schema's rows reach the values of
/// a preset key (model/preset_schema.h) and what the reader range-checks.
Scenario scenarioHolding(const Preset& preset);

/// Reads and validates a preset file. A newer formatVersion is refused; unknown keys are warned
/// about; a null that the file does not list in "missing" (and the reverse) is warned about; the
/// sanity relations of checkPresetSanity() are warnings.
PresetReadResult readPreset(std::string_view text, const PresetExpectation& expectation = {});
PresetReadResult readPresetDocument(const nlohmann::json& document,
                                    const PresetExpectation& expectation = {});

/// Relations every real accelerator satisfies, as warnings: dense FP8 peak >= BF16 peak where the
/// chip has FP8; per accelerator, HBM bandwidth > scale-up bandwidth > scale-out bandwidth (an
/// unpublished value drops out of the chain). Efficiencies in (0, 1] are range errors of the
/// reader.
Diagnostics checkPresetSanity(const Preset& preset);

/// The canonical file form (keys in the documented order, nulls for unpublished values).
nlohmann::ordered_json presetToJson(const Preset& preset);
/// presetToJson as file text: two-space indented, ending in a newline.
std::string presetToText(const Preset& preset);

/// A hardware preset holding a scenario's hardware. The descriptive metadata (vendor, sources,
/// unverified ...) comes from `base` when the hardware started from a preset; values that are
/// zero become unpublished (null) and are listed in "missing". The caller sets id and name.
Preset presetFromHardware(const HardwareSpec& hardware, const Preset* base = nullptr);
/// A model preset holding a scenario's workload (its architecture is required for a valid preset).
Preset presetFromWorkload(const Workload& workload, const Preset* base = nullptr);

} // namespace goodput
