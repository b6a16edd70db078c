// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
QT_END_NAMESPACE

namespace goodput::views::charts {

/// Chart 6: the chapter's staircase: bandwidth per GPU and latency of HBM, scale-up and
/// scale-out (and a spine), with the tier each of the scenario's parallel axes sits on
/// (2.5.2-2.5.4).
class HierarchyChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(HierarchyChart)
public:
    explicit HierarchyChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    static constexpr int kMaxLevels = 4;
    QCategoryAxis* m_x;
    QLogValueAxis* m_bandwidth;
    QLogValueAxis* m_latency;
    QLineSeries* m_bandwidthSteps;
    QLineSeries* m_latencySteps;
    QLineSeries* m_ghost;
    QScatterSeries* m_levels;
    QStringList m_categories;
    int m_valueCallouts[kMaxLevels] = {};
    int m_axisCallouts[kMaxLevels] = {};
};

} // namespace goodput::views::charts
