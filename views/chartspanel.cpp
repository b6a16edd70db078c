// SPDX-License-Identifier: MIT
#include "chartspanel.h"

#include "charts/checkpointchart.h"
#include "charts/collectivechart.h"
#include "charts/daysdollarschart.h"
#include "charts/goodputchart.h"
#include "charts/hierarchychart.h"
#include "charts/memorychart.h"
#include "charts/steptimechart.h"
#include "layouttable.h"

#include <QChart>
#include <QChartView>

namespace goodput::views {

ChartsPanel::ChartsPanel(QWidget* parent) : QTabWidget(parent), m_layouts(new LayoutTable(this)) {
    setObjectName(QStringLiteral("charts"));
    setDocumentMode(true);
    // The order: 1 days and dollars, 2 step time, 3 checkpoints, 4 goodput, 5 collectives,
    // 6 hierarchy, 7 memory, 8 the layout table.
    addPage(tr("Time && cost"), tr("Days and dollars against the cluster size (2.5.12-2.5.15)"),
            addChart(std::make_unique<charts::DaysDollarsChart>(new QChart)));
    addPage(tr("Step time"), tr("Where a step's time goes, for this layout and the best found"),
            addChart(std::make_unique<charts::StepTimeChart>(new QChart)));
    addPage(tr("Checkpoints"), tr("Checkpoint waste against the interval (2.5.11.1)"),
            addChart(std::make_unique<charts::CheckpointChart>(new QChart)));
    addPage(tr("Goodput"), tr("Goodput and the lost time against the cluster size (2.5.13)"),
            addChart(std::make_unique<charts::GoodputChart>(new QChart)));
    addPage(tr("Collectives"),
            tr("All-reduce time against message size on the tiers (2.5.6-2.5.7)"),
            addChart(std::make_unique<charts::CollectiveChart>(new QChart)));
    addPage(tr("Hierarchy"), tr("The bandwidth-latency staircase (2.5.2-2.5.3)"),
            addChart(std::make_unique<charts::HierarchyChart>(new QChart)));
    addPage(tr("Memory"), tr("Memory per GPU against HBM, for this layout and the best found"),
            addChart(std::make_unique<charts::MemoryChart>(new QChart)));
    addPage(tr("Layouts"), tr("The best layouts of the search; pick one to apply it"), m_layouts);
    connect(m_layouts, &LayoutTable::layoutPicked, this, &ChartsPanel::layoutPicked);
}

ChartsPanel::~ChartsPanel() = default;

QChartView* ChartsPanel::addChart(std::unique_ptr<charts::ChartBuilder> builder) {
    auto* view = new QChartView(builder->chart());
    view->setObjectName(builder->chart()->objectName() + QStringLiteral("View"));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 240);
    view->setFocusPolicy(Qt::StrongFocus);
    view->setAccessibleName(builder->chart()->title());
    m_builders.push_back(std::move(builder));
    return view;
}

void ChartsPanel::addPage(const QString& title, const QString& toolTip, QWidget* page) {
    const int index = addTab(page, title);
    setTabToolTip(index, toolTip);
}

void ChartsPanel::update(const charts::ChartInput& current, const charts::ChartInput* baseline) {
    for (const auto& b : m_builders) {
        b->update(current, baseline);
    }
    m_layouts->update(current);
}

charts::ChartBuilder* ChartsPanel::builder(const QString& chartId) const {
    for (const auto& b : m_builders) {
        if (b->chart()->objectName() == chartId) {
            return b.get();
        }
    }
    return nullptr;
}

} // namespace goodput::views
