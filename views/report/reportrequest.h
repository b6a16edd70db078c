// SPDX-License-Identifier: MIT
#pragma once

// What the planning report is asked to show: the evaluated scenario (and the pinned baseline, the
// simulation), where it came from, the paper and the presets. Read by the report's content
// (reportcontent.h) and by its writer (reportwriter.h), which include this and not each other.

#include "model/scenario_json.h"
#include "model/simulate.h"
#include "views/scenariodocument.h"

#include <QDateTime>
#include <QString>
#include <optional>

namespace goodput::views::report {

enum class PageFormat { A4, Letter };

struct ReportRequest {
    /// The scenario with its result and sweeps, as the app holds them (evaluateScenario()): the
    /// sweeps draw the charts, and their layout search is listed when MFU is derived.
    Evaluated plan;
    std::optional<Evaluated> baseline; ///< compare mode: the pinned scenario
    /// The Monte-Carlo simulation of the run the app shows (simulate()); a section when present.
    std::optional<SimulationResult> simulation;
    QString scenarioFile; ///< where the scenario came from; empty = unsaved
    PageFormat page = PageFormat::A4;
    PresetLookup presets; ///< marks inputs as preset or changed; may be empty
    QDateTime created = QDateTime::currentDateTime();
    bool attachScenario = true; ///< embed the scenario JSON for reproducibility
};

} // namespace goodput::views::report
