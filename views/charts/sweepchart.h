// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"
#include "model/input_sweep.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// A sweep of any input (issue 18): the chosen result against the chosen input, one curve per
/// family value; a point where the plan does not evaluate is a gap, marked on the x axis, whose
/// reason shows on hover. The memory curve shows the HBM of one GPU with it.
class SweepChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(SweepChart)
public:
    explicit SweepChart(QChart* chart);
    /// The sweep chart draws an InputSweep, not the scenario's sweeps: see setSweep().
    void update(const ChartInput& current, const ChartInput* baseline) override;
    void setSweep(const InputSweep& sweep);

private:
    QValueAxis* m_x;
    QValueAxis* m_y;
    std::vector<QAbstractSeries*> m_curves; ///< this sweep's series, replaced by the next
};

} // namespace goodput::views::charts
