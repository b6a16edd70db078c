// SPDX-License-Identifier: MIT
#pragma once

#include "layoutbarschart.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// Chart 2: where one optimizer step's time goes (compute, memory-bound work, exposed TP, CP, EP
/// and DP communication, pipeline bubble, PP transfers, optimizer, other) for the scenario's
/// layout and the best layouts of the search (issue 3's step model).
class StepTimeChart final : public LayoutBarsChart {
    Q_DECLARE_TR_FUNCTIONS(StepTimeChart)
public:
    explicit StepTimeChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;
};

} // namespace goodput::views::charts
