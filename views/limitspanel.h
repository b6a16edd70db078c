// SPDX-License-Identifier: MIT
#pragma once

// What limits this plan (issue 18): the few changes the model finds most helpful, each with its
// effect in days and dollars, and the tornado of the uncertain inputs. Drawn from findLimits()
// (model/limits.h) when the page is shown.

#include "charts/chartbuilder.h"
#include "model/limits.h"

#include <QWidget>
#include <memory>

QT_BEGIN_NAMESPACE
class QChartView;
class QLabel;
QT_END_NAMESPACE

namespace goodput::views {

namespace charts {
class TornadoChart;
}

class LimitsPanel final : public QWidget {
    Q_OBJECT
public:
    explicit LimitsPanel(QWidget* parent = nullptr);
    ~LimitsPanel() override;

    /// Evaluates the remedies and the tornado of `current` and shows them.
    void update(const charts::ChartInput& current);
    [[nodiscard]] const PlanLimits& limits() const { return m_limits; }
    [[nodiscard]] charts::TornadoChart* tornado() const { return m_tornado.get(); }
    [[nodiscard]] QChartView* tornadoView() const { return m_view; }
    /// The remedies as shown, one line each (for tests and accessibility).
    [[nodiscard]] QString text() const;
    void setDark(bool dark);

private:
    PlanLimits m_limits;
    QLabel* m_remedies;
    QLabel* m_sources;
    std::unique_ptr<charts::TornadoChart> m_tornado;
    QChartView* m_view;
};

} // namespace goodput::views
