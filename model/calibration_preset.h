// SPDX-License-Identifier: MIT
#pragma once

// A calibrated user hardware preset (docs/presets.md format): a copy of a base preset, or of a
// scenario's hardware, with one tier's latency and efficiency replaced by a fit and the fit's
// provenance recorded in efficiencySource, sources and notes. The efficiency is the planner's:
// fitted B / the bandwidth the tier's spec gives the measured group (effectiveBandwidth at
// efficiency 1), so planning with the preset reproduces the measured collective times.

#include "calibration.h"
#include "preset.h"
#include "scenario.h"
#include "step_calibration.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace goodput {

/// What a calibration starts from: a hardware preset document and the hardware it describes.
struct CalibrationBase {
    nlohmann::json preset; ///< formatVersion 1, kind "hardware"
    HardwareSpec hardware;
    Diagnostics diagnostics; ///< errors: not a hardware preset, or the tier's bandwidth is null
};

/// Reads a hardware preset document. Values the preset leaves unpublished (null) matter only for
/// the calibrated tier: its bandwidth must be known to turn B into an efficiency.
CalibrationBase calibrationBaseFromPreset(const nlohmann::json& preset, TierKind tier);

/// A preset document for a scenario's hardware, which may not come from a preset file. Every
/// physical value is listed as unverified and `origin` (e.g. "scenario my.json") is recorded as
/// the source of each; the price is left null: a scenario's price is not a hardware fact.
CalibrationBase calibrationBaseFromHardware(const HardwareSpec& hardware,
                                            const std::string& origin);

/// The fit options the base implies: the tier's spec and the scale-up domain size.
FitOptions fitOptionsFor(const CalibrationBase& base, TierKind tier);

/// The words recorded in the preset (composed by the front end; the model places them).
struct CalibrationProvenance {
    std::string id; ///< the new preset's id: its file name without .json
    std::string displayName;
    std::string efficiencySource; ///< replaces <tier>.efficiencySource (matmulEfficiencySource)
    std::string source;           ///< appended to sources
    std::string note;             ///< appended to notes
};

struct CalibratedPreset {
    std::optional<nlohmann::json> preset; ///< empty when refused
    Diagnostics diagnostics;
};

/// The calibrated preset, or a refusal: an invalid fit, no efficiency (no spec), an efficiency
/// above 1 (in-network reduction, which the preset format cannot hold), or an id that is not a
/// valid preset id or equals the base's.
CalibratedPreset calibratedPreset(const CalibrationBase& base, const CalibrationFit& fit,
                                  const CalibrationProvenance& provenance);

/// The preset for a back-solved matmul efficiency (calibrateStep): the base with
/// matmulEfficiency (4 significant digits) and matmulEfficiencySource replaced, the provenance's
/// source and note added; refused for an invalid calibration or id, as calibratedPreset().
CalibratedPreset stepCalibratedPreset(const CalibrationBase& base,
                                      const StepCalibration& calibration,
                                      const CalibrationProvenance& provenance);

} // namespace goodput
