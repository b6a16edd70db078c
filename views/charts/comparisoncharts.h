// SPDX-License-Identifier: MIT
#pragma once

// The charts of a comparison (File > Compare, the comparison report), one colour per scenario:
// wall-clock days and dollars against the GPU count, the step time by part, and goodput against
// the GPU count. Each draws the comparison's own results (model/compare.h); in the window's
// compare mode (update()) the baseline and the current scenario are a comparison of two.

#include "chartbuilder.h"
#include "model/compare.h"

#include <QCoreApplication>
#include <array>
#include <vector>

class QBarCategoryAxis;
class QHorizontalBarSeries;

namespace goodput::views::charts {

/// The colour of the i-th scenario of a comparison (i < kMaxComparedScenarios).
QColor scenarioColor(std::size_t index);

class ComparisonChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(ComparisonChart)
public:
    enum class Kind { TimeAndCost, StepBreakdown, Goodput };
    ComparisonChart(QChart* chart, Kind kind);

    /// Draws every scenario of the comparison.
    void show(const Comparison& comparison);
    /// The baseline and the current scenario as a comparison of two (the current alone without a
    /// baseline).
    void update(const ChartInput& current, const ChartInput* baseline) override;

    /// One scenario of what a chart draws.
    struct Column {
        QString label;
        const Scenario* scenario = nullptr;
        const Result* result = nullptr;
        const ClusterSweep* cluster = nullptr;
    };

private:
    void draw(const std::vector<Column>& columns);
    void drawCurves(const std::vector<Column>& columns);
    void drawSteps(const std::vector<Column>& columns);

    Kind m_kind;
    QAbstractAxis* m_x = nullptr;
    QAbstractAxis* m_y = nullptr;
    QAbstractAxis* m_y2 = nullptr;
    std::array<QLineSeries*, kMaxComparedScenarios> m_lines{};
    std::array<QLineSeries*, kMaxComparedScenarios> m_dollars{};
    std::array<QScatterSeries*, kMaxComparedScenarios> m_markers{};
    QHorizontalBarSeries* m_bars = nullptr;
    QBarCategoryAxis* m_categories = nullptr;
};

} // namespace goodput::views::charts
