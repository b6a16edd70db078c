// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// Chart 1: training days and dollars against the GPU count, compute-only and after goodput,
/// with the cluster size past which more GPUs stop paying (2.5.12-2.5.15), and the P10-P90 bands
/// of days and dollars from the Monte-Carlo simulator once it has run (issue 10).
class DaysDollarsChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(DaysDollarsChart)
public:
    explicit DaysDollarsChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    QLogValueAxis* m_x;
    QLogValueAxis* m_days;
    QLogValueAxis* m_dollars;
    QAreaSeries* m_daysBand;
    QAreaSeries* m_costBand;
    QLineSeries* m_computeDays;
    QLineSeries* m_wallDays;
    QLineSeries* m_computeCost;
    QLineSeries* m_wallCost;
    QLineSeries* m_fastestLine;
    QLineSeries* m_ghostDays;
    QLineSeries* m_ghostCost;
    QScatterSeries* m_current;
    QScatterSeries* m_currentCost;
    QScatterSeries* m_fastest;
    int m_currentCallout;
    int m_fastestCallout;
};

} // namespace goodput::views::charts
