// SPDX-License-Identifier: MIT
#pragma once

// The charts in pages of a tab widget, each chart in its own view. Every update() replaces every
// chart's series, so switching pages never shows stale data.

#include "charts/chartbuilder.h"

#include <QTabWidget>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace goodput::views {

class LayoutTable;

class ChartsPanel final : public QTabWidget {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);
    ~ChartsPanel() override;

    void update(const charts::ChartInput& current, const charts::ChartInput* baseline);

    /// The builder whose chart has this object name ("daysDollars", "goodput", ...).
    [[nodiscard]] charts::ChartBuilder* builder(const QString& chartId) const;
    [[nodiscard]] const std::vector<std::unique_ptr<charts::ChartBuilder>>& builders() const {
        return m_builders;
    }
    [[nodiscard]] LayoutTable* layoutTable() const { return m_layouts; }

signals:
    /// A layout picked in the table, to apply to the scenario.
    void layoutPicked(const goodput::LayoutChoice& choice);

private:
    QChartView* addChart(std::unique_ptr<charts::ChartBuilder> builder);
    void addPage(const QString& title, const QString& toolTip, QWidget* page);

    std::vector<std::unique_ptr<charts::ChartBuilder>> m_builders;
    LayoutTable* m_layouts;
};

} // namespace goodput::views
