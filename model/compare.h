// SPDX-License-Identifier: MIT
#pragma once

// Compare mode: how far a figure moved from the pinned baseline; and the comparison of up to six
// scenarios side by side (File > Compare, `goodput compare`, the comparison report): one result
// per scenario and each figure's change against the first.

#include "plan.h"
#include "result_figures.h"
#include "sweeps.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

struct Change {
    double absolute = 0;            ///< current - baseline, in the figure's own unit
    std::optional<double> relative; ///< (current - baseline) / baseline; empty when baseline is 0
};

Change changeFrom(double baseline, double current);

/// The most scenarios one comparison takes (a table and charts a reader can still follow).
inline constexpr std::size_t kMaxComparedScenarios = 6;

/// A scenario to compare and how to call it (its file name, or its own name).
struct NamedScenario {
    std::string label;
    Scenario scenario;
};

struct CompareOptions {
    /// Evaluate each scenario with the best layout the search finds for its GPUs (model/search.h)
    /// instead of the layout it names.
    bool bestLayout = false;
};

/// The figures of a comparison (model/result_figures.h): those with a compareId.
using ComparedFigure = ResultFigure;

/// The figures a comparison shows, in the order of its table.
std::span<const ComparedFigure> comparedFigures();
/// The parts of the step time, in the order of StepBreakdown.
std::span<const ComparedFigure> stepParts();

/// A figure's stable id ("wallClockDays"), for JSON and CSV.
std::string_view figureId(ComparedFigure figure);
/// The unit of a figure's values: "days", "usd", "hours", "fraction", "bytes" or "seconds".
std::string_view figureUnit(ComparedFigure figure);
/// True where more is better (goodput, MFU, MTBF); false where less is (days, dollars, time).
bool higherIsBetter(ComparedFigure figure);

/// The value of a figure in a result; empty where the result has none (an invalid scenario, a run
/// that never finishes, no step model without an architecture).
std::optional<double> figureValue(const Result& result, ComparedFigure figure);

struct ComparedScenario {
    std::string label;
    Scenario scenario; ///< as evaluated: with the best layout applied when one was asked and found
    Result result;
    ClusterSweep cluster; ///< days, dollars and goodput against the GPU count (charts)
    bool bestLayoutApplied = false;
    Diagnostics searchDiagnostics; ///< why no best layout was applied (CompareOptions::bestLayout)
};

struct ComparisonRow {
    ComparedFigure figure{};
    std::vector<std::optional<double>> values;  ///< one per scenario
    std::vector<std::optional<Change>> changes; ///< against the first scenario; [0] is empty
};

struct Comparison {
    std::vector<ComparedScenario> scenarios;
    std::vector<ComparisonRow> rows; ///< one per comparedFigures() entry
    Diagnostics diagnostics;         ///< CompareCount when there are too few or too many
};

/// Evaluates 2 to kMaxComparedScenarios scenarios and compares each with the first. Outside that
/// range: no scenario is evaluated and the diagnostics say so.
Comparison compareScenarios(const std::vector<NamedScenario>& scenarios,
                            const CompareOptions& options = {});

} // namespace goodput
