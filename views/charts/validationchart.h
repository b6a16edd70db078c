// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"
#include "model/validation.h"

#include <QCoreApplication>

namespace goodput::views::charts {

/// Predicted against measured step time of validation runs (Tools > Model Accuracy): one colour
/// per suite (named on hover and in the table beside it, not in the legend), the line
/// predicted = measured with the ±tolerance band around it, and a ring
/// around every run over its tolerance. Hovering a point names the run. Log or linear axes, the
/// same range on both so that the line runs corner to corner.
class ValidationChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(ValidationChart)
public:
    explicit ValidationChart(QChart* chart);
    /// The chart draws SuiteOutcomes, not a scenario: see setOutcomes().
    void update(const ChartInput& current, const ChartInput* baseline) override;
    void setOutcomes(const std::vector<SuiteOutcome>& suites);
    void setLogScale(bool log);
    [[nodiscard]] bool logScale() const { return m_log; }
    /// The colour of the suite at `index` in the list: the table's swatch matches the points.
    static QColor suiteColour(std::size_t index);
    /// The tolerance the band shows: the one most runs have.
    [[nodiscard]] double bandTolerance() const { return m_tolerance; }

private:
    void redraw();

    std::vector<SuiteOutcome> m_suites;
    bool m_log = true;
    double m_tolerance = 0.12;
    QLogValueAxis* m_logX;
    QLogValueAxis* m_logY;
    QValueAxis* m_linearX;
    QValueAxis* m_linearY;
    std::vector<QAbstractSeries*> m_series; ///< everything drawn, replaced on each redraw
};

} // namespace goodput::views::charts
