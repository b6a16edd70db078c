// SPDX-License-Identifier: MIT
#pragma once

#include "layoutbarschart.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// Chart 7: memory per GPU on the first pipeline stage, stacked (weights, gradients, optimizer
/// states, activations, headroom), against the HBM capacity, for the scenario's layout and the
/// best layouts of the search.
class MemoryChart final : public LayoutBarsChart {
    Q_DECLARE_TR_FUNCTIONS(MemoryChart)
public:
    explicit MemoryChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

protected:
    void rowsShown() override;

private:
    QLineSeries* m_capacity;
    int m_capacityCallout;
    double m_hbm = 0; ///< the capacity line's x, in the axis unit
};

} // namespace goodput::views::charts
