// SPDX-License-Identifier: MIT
#pragma once

// Every input of a scenario as a row a reader can check: a label, the value with its unit, the
// JSON key, and where the value came from (the built-in default, a preset, or the user).
//
// The rows are read off the scenario's own JSON form (scenarioToJson), whose keys carry their
// unit, so a key added to the scenario later shows up here without a change to this file.

#include "model/scenario_json.h"

#include <QString>
#include <vector>

namespace goodput::views::report {

enum class InputOrigin {
    Default, ///< equal to the built-in default
    Preset,  ///< equal to the value of the preset the section names
    Changed, ///< differs from the preset, or from the default where no preset applies
};

struct InputRow {
    QString section; ///< translated section title ("Workload", "Hardware", ...)
    QString label;   ///< translated name of the setting
    QString value;   ///< with its unit, formatted as the app does
    QString key;     ///< dotted JSON path, "hardware.scaleOut.bandwidthGbps"
    InputOrigin origin = InputOrigin::Default;
    QString reference; ///< the default's or preset's value when origin is Changed
};

/// The rows of a scenario in reading order, section by section. `presets` resolves the preset
/// ids the scenario names; without it, values are compared with the built-in defaults.
std::vector<InputRow> inputRows(const Scenario& scenario, const PresetLookup& presets = {});

struct InputDifference {
    QString label;
    QString key;
    QString baseline;
    QString current;
};

/// The inputs that differ between a baseline and the current scenario (compare mode).
std::vector<InputDifference> inputDifferences(const Scenario& baseline, const Scenario& current);

} // namespace goodput::views::report
