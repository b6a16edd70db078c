// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>
#include <array>

namespace goodput::views::charts {

/// Chart 4: goodput against the cluster size for the scenario's MTBF and checkpoint settings,
/// with where the lost time goes: checkpoint stalls, work lost to failures, restarts (2.5.13).
class GoodputChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(GoodputChart)
public:
    explicit GoodputChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    QLineSeries* m_goodput;
    QLineSeries* m_checkpoint;
    QLineSeries* m_lostWork;
    QLineSeries* m_restart;
    QLineSeries* m_ghost;
    std::array<QLineSeries*, 3> m_modes; ///< issue 19: each recovery mode's goodput
    QLineSeries* m_fastestLine;
    QScatterSeries* m_current;
    int m_currentCallout;
    int m_fastestCallout;
};

} // namespace goodput::views::charts
