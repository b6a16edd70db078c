// SPDX-License-Identifier: MIT
#pragma once

// The charts in pages of a tab widget, each chart in its own view. update() redraws the page on
// screen at once and the others when they are shown or handed out by builder(): a slider step
// then costs one chart, not eight, and no page ever shows stale data.

#include "charts/chartbuilder.h"

#include <QTabWidget>
#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
class QLabel;
QT_END_NAMESPACE

namespace goodput::views {

class LayoutTable;
class LimitsPanel;

class ChartsPanel final : public QTabWidget {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);
    ~ChartsPanel() override;

    /// Shows `current` (and the compare mode's `baseline`, or none). Both must stay alive until
    /// the next update(): the pages not on screen draw from them later. `layoutsPending` says the
    /// search of `current` is still running (ScenarioDocument::layoutsPending()).
    void update(const charts::ChartInput& current, const charts::ChartInput* baseline,
                bool layoutsPending);

    /// The builder whose chart has this object name ("daysDollars", "goodput", ...), drawn.
    [[nodiscard]] charts::ChartBuilder* builder(const QString& chartId) const;
    /// Every builder, each drawn.
    [[nodiscard]] const std::vector<std::unique_ptr<charts::ChartBuilder>>& builders() const;
    [[nodiscard]] LayoutTable* layoutTable() const { return m_layouts; }
    /// The limits page, drawn.
    [[nodiscard]] LimitsPanel* limitsPanel() const;

    /// Every chart in Qt's dark or light theme (Preferences).
    void setDark(bool dark);

signals:
    /// A layout picked in the table, to apply to the scenario.
    void layoutPicked(const goodput::LayoutChoice& choice);

private:
    QChartView* addChart(std::unique_ptr<charts::ChartBuilder> builder);
    void addPage(const QString& title, const QString& toolTip, QWidget* page);
    /// Draws the page at `index` if it is stale.
    void refreshPage(int index) const;
    void refreshChart(std::size_t chart) const;

    std::vector<std::unique_ptr<charts::ChartBuilder>> m_builders;
    std::vector<QWidget*> m_views; ///< the view of each builder: its page, or inside its page
    LayoutTable* m_layouts;
    LimitsPanel* m_limits;
    QLabel* m_reliabilityClasses; ///< issue 19: fail-slow and corruption lines of the plan
    // What the pages draw from, and which of them have not drawn it yet. Drawing a page is not a
    // change of the panel's state, only of what it shows: hence mutable, drawn from const getters.
    std::optional<charts::ChartInput> m_current;
    std::optional<charts::ChartInput> m_baseline;
    bool m_layoutsPending = false;
    mutable std::vector<bool> m_staleCharts;
    mutable bool m_staleLayouts = false;
    mutable bool m_staleLimits = false;
};

} // namespace goodput::views
