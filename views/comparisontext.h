// SPDX-License-Identifier: MIT
#pragma once

// A comparison of scenarios in words: figure names, values with their units, changes against
// the first scenario; the text table and CSV of `goodput compare`. The comparison view, its
// charts and the comparison report use the same words. Nothing here computes a figure: the
// values and changes come from model/compare.h.

#include "model/compare.h"

#include <QString>
#include <QStringList>

namespace goodput::views {

/// "Wall-clock days", "Step: exposed DP", ...
QString figureLabel(ComparedFigure figure);
/// The value in the figure's unit ("23.7 days", "$1.17M", "40.0 %"); "—" when there is none.
QString formatFigure(ComparedFigure figure, const std::optional<double>& value);
/// A change against the first scenario: "+12.3 %" (a real minus when it fell), or the absolute
/// change in the figure's unit where the first value is 0; empty when there is none.
QString formatChange(ComparedFigure figure, const std::optional<Change>& change);
/// Whether a change is for the better (true), the worse (false) or neither (nullopt: none, or
/// no change at all).
std::optional<bool> changeIsBetter(ComparedFigure figure, const std::optional<Change>& change);

/// A scenario's column heading: its label; and below it the hardware, GPU count and layout.
QString scenarioLabel(const ComparedScenario& scenario);
QString scenarioDetail(const ComparedScenario& scenario);

/// The table of `goodput compare --format text`: one column per scenario, each value followed by
/// its change against the first column, then each scenario's diagnostics.
QString comparisonText(const Comparison& comparison);
/// `--format csv`: figure id, unit, one column of raw values per scenario (the plan's JSON
/// units), then one column of relative changes per scenario after the first.
QString comparisonCsv(const Comparison& comparison);

} // namespace goodput::views
