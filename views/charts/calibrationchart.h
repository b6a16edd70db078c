// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"
#include "model/calibration.h"
#include "model/nccl_log.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// A tier calibration (Tools > Calibrate from Measurements): the measured collective times
/// against message size, the points the fit left out in grey, and the fitted model's curve of
/// each run, on log axes of whole decades.
class CalibrationChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(CalibrationChart)
public:
    explicit CalibrationChart(QChart* chart);
    /// The chart draws a fit, not a scenario: see setFit().
    void update(const ChartInput& current, const ChartInput* baseline) override;
    /// Draws `fit` (nullptr: nothing) of `runs`, the runs its points and curves index.
    void setFit(const CalibrationFit* fit, const std::vector<NcclRun>& runs);

private:
    QLogValueAxis* m_x;
    QLogValueAxis* m_y;
    QScatterSeries* m_measured;
    QScatterSeries* m_leftOut;
    std::vector<QLineSeries*> m_curves; ///< one per run, replaced on each setFit()
};

} // namespace goodput::views::charts
