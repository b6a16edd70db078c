// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>
#include <array>

namespace goodput::views::charts {

/// Reliability, left: the wall-clock days of the Monte-Carlo runs as a histogram with its CDF,
/// P10, P50 and P90 marked, and the analytic (first-order) days beside them (issue 10).
class DistributionChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(DistributionChart)
public:
    explicit DistributionChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    QValueAxis* m_x;
    QValueAxis* m_share;
    QValueAxis* m_cumulative;
    QAreaSeries* m_bars;
    QLineSeries* m_outline;
    QLineSeries* m_cdf;
    std::array<QLineSeries*, 3> m_quantiles; ///< P10, P50, P90
    QLineSeries* m_analytic;
    std::array<int, 3> m_quantileCallouts;
    int m_analyticCallout;
    QString m_drawnTitle; ///< the title of the simulation drawn; empty when none is
};

} // namespace goodput::views::charts
