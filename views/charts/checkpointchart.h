// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// Chart 3: checkpoint waste f(tau) = C/tau + tau/(2M) against the interval, its two terms, Young's
/// optimum sqrt(2 C M) and the interval in use (2.5.11.1).
class CheckpointChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(CheckpointChart)
public:
    explicit CheckpointChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    QLogValueAxis* m_x;
    QLogValueAxis* m_y;
    QLineSeries* m_waste;
    QLineSeries* m_stall;
    QLineSeries* m_lostWork;
    QLineSeries* m_ghost;
    QScatterSeries* m_optimum;
    QScatterSeries* m_current;
    int m_optimumCallout;
    int m_currentCallout;
};

} // namespace goodput::views::charts
