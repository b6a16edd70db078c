// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QHorizontalBarSeries;
QT_END_NAMESPACE

namespace goodput::views::charts {

/// Reliability, right: the mean wall-clock a simulated run loses, by cause (checkpoint stalls,
/// lost work, detection, diagnosis, spares, repair waits, checkpoint load, data restore, warm-up,
/// planned maintenance, elastic rescaling and degraded running), in hours (issue 10).
class LostTimeChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(LostTimeChart)
public:
    explicit LostTimeChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    /// Fewer ticks on the hours axis when their labels would not fit the plot's width.
    void fitTicks();

    QHorizontalBarSeries* m_bars;
    QBarSet* m_hours;
    QBarCategoryAxis* m_causes;
    QValueAxis* m_values;
    QStringList m_shownCauses;
    QString m_drawnTitle; ///< the title of the simulation drawn; empty when none is
};

/// The ticks of an axis from 0 to `top` (a niceCeiling()) whose labels, `labelWidth` wide, fit
/// `plotWidth`: niceTickCount() when they fit, else fewer with a round step, else two.
int ticksThatFit(double top, qreal labelWidth, qreal plotWidth);

} // namespace goodput::views::charts
