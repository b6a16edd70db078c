// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"
#include "model/limits.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
QT_END_NAMESPACE

namespace goodput::views::charts {

/// The tornado of what limits the plan (issue 18): how far the wall-clock days and dollars move,
/// in percent of the plan's, when each uncertain input sits at the low or the high end of its
/// stated uncertainty; the widest swing on top.
class TornadoChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(TornadoChart)
public:
    explicit TornadoChart(QChart* chart);
    /// The tornado draws PlanLimits, not the scenario's sweeps: see setLimits().
    void update(const ChartInput& current, const ChartInput* baseline) override;
    void setLimits(const PlanLimits& limits);

private:
    QHorizontalStackedBarSeries* m_bars;
    QBarSet* m_low;
    QBarSet* m_high;
    QBarCategoryAxis* m_categories;
    QValueAxis* m_values;
};

} // namespace goodput::views::charts
