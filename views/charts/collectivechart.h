// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// Chart 5: all-reduce time against message size for ring, tree and hierarchical on the
/// scenario's tiers, the ring/tree crossover and the gradient bucket in use (2.5.6-2.5.9).
class CollectiveChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(CollectiveChart)
public:
    explicit CollectiveChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

private:
    QLogValueAxis* m_x;
    QLogValueAxis* m_y;
    QLineSeries* m_ring;
    QLineSeries* m_tree;
    QLineSeries* m_hierarchical;
    QLineSeries* m_ghostRing;
    QLineSeries* m_ghostTree;
    QLineSeries* m_ghostHierarchical;
    QScatterSeries* m_crossover;
    QScatterSeries* m_bucket;
    int m_crossoverCallout;
    int m_bucketCallout;
};

} // namespace goodput::views::charts
