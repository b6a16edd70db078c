// SPDX-License-Identifier: MIT
#pragma once

// Sweep an input (issue 18, Tools > Sweep an Input): pick any numeric input for x, any result for
// y and optionally a second input as a family of curves; the model evaluates every point
// (model/input_sweep.h) and the chart shows gaps where the plan does not evaluate, with the reason
// on hover. It follows the scenario of the window while open.

#include "model/input_sweep.h"

#include <QDialog>
#include <memory>

QT_BEGIN_NAMESPACE
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;
QT_END_NAMESPACE

namespace goodput::views {

namespace charts {
class SweepChart;
}

class SweepDialog final : public QDialog {
    Q_OBJECT
public:
    explicit SweepDialog(QWidget* parent = nullptr);
    ~SweepDialog() override;

    /// The scenario to sweep around; redraws.
    void setScenario(const Scenario& scenario);
    /// Chooses the x key, its range (empty: the default range) and the output; redraws.
    void choose(const std::string& xPath, SweepOutput y, const QString& from = {},
                const QString& to = {});
    /// Chooses a family key and its values ("a,b,c"); an empty path removes the family.
    void chooseFamily(const std::string& path, const QString& values);

    [[nodiscard]] const InputSweep& sweep() const { return m_sweep; }
    [[nodiscard]] charts::SweepChart* chart() const { return m_chart.get(); }
    [[nodiscard]] QChartView* chartView() const { return m_view; }
    [[nodiscard]] QLabel* status() const { return m_status; }

private:
    void fillKeys();
    void xKeyChanged();
    /// Reads the choices through the model's parser, sweeps and draws.
    void recompute();

    Scenario m_scenario;
    InputSweep m_sweep;
    QComboBox* m_x;
    QLineEdit* m_from;
    QLineEdit* m_to;
    QSpinBox* m_points;
    QComboBox* m_y;
    QComboBox* m_family;
    QLineEdit* m_familyValues;
    QLabel* m_status;
    std::unique_ptr<charts::SweepChart> m_chart;
    QChartView* m_view;
    QTimer* m_debounce;
};

} // namespace goodput::views
