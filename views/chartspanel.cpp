// SPDX-License-Identifier: MIT
#include "chartspanel.h"

#include "charts/chartexport.h"
#include "charts/checkpointchart.h"
#include "charts/collectivechart.h"
#include "charts/daysdollarschart.h"
#include "charts/distributionchart.h"
#include "charts/goodputchart.h"
#include "charts/hierarchychart.h"
#include "charts/losttimechart.h"
#include "charts/memorychart.h"
#include "charts/steptimechart.h"
#include "layouttable.h"
#include "limitspanel.h"
#include "plantext.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace goodput::views {
namespace {

/// Qt Charts' z of the chart background (ChartPresenter::BackgroundZValue).
constexpr qreal kChartBackgroundZ = -1;

/// The chart's lines (axis lines, ticks, grid lines, callout leaders) are painted from pixmaps Qt
/// keeps for them (QGraphicsItem::DeviceCoordinateCache) and draws again whenever a line, its pen,
/// its place or the view's transform changes: a step that leaves the axes as they were copies a
/// hundred pixmaps instead of drawing a hundred antialiased lines, a third of the chart's paint.
/// The axes make new lines when their ticks change: called after every update.
///
/// So is the chart's background, the rounded rectangle behind everything (the item Qt Charts puts
/// under the plot, at z -1), redrawn by Qt when its rectangle, brush or pen changes (a resize, a
/// theme). Filled anew, it was the largest fill of a step: an antialiased path over the whole
/// chart, which Qt's raster engine splits among threads of its own and waits for; on two busy
/// cores each such wait handed the GUI thread's core away, several times per step.
void cacheStaticItems(QGraphicsItem* item, bool isChart) {
    for (QGraphicsItem* child : item->childItems()) {
        const bool background = isChart && child->type() == QGraphicsRectItem::Type &&
                                child->zValue() == kChartBackgroundZ;
        if ((child->type() == QGraphicsLineItem::Type || background) &&
            child->cacheMode() == QGraphicsItem::NoCache) {
            child->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
        cacheStaticItems(child, false);
    }
}

} // namespace

ChartsPanel::ChartsPanel(QWidget* parent)
    : QTabWidget(parent), m_layouts(new LayoutTable(this)), m_limits(new LimitsPanel(this)),
      m_reliabilityClasses(new QLabel) {
    setObjectName(QStringLiteral("charts"));
    setDocumentMode(true);
    // The order: 1 days and dollars, 2 step time, 3 checkpoints, 4 goodput, 5 collectives,
    // 6 hierarchy, 7 memory, 8 the layout table; then 9 reliability (issue 10).
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
    // Issue 10: the Monte-Carlo simulation, side by side: how long the run may take, and why.
    auto* reliability = new QWidget;
    reliability->setObjectName(QStringLiteral("reliabilityPage"));
    auto* column = new QVBoxLayout(reliability);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    auto* row = new QHBoxLayout;
    row->setSpacing(4);
    row->addWidget(addChart(std::make_unique<charts::DistributionChart>(new QChart)), 4);
    row->addWidget(addChart(std::make_unique<charts::LostTimeChart>(new QChart)), 3);
    column->addLayout(row, 1);
    // Issue 19: the plan's fail-slow and silent-corruption lines, with the best check interval.
    m_reliabilityClasses->setObjectName(QStringLiteral("reliabilityClasses"));
    m_reliabilityClasses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reliabilityClasses->setContentsMargins(6, 0, 6, 2);
    m_reliabilityClasses->hide();
    column->addWidget(m_reliabilityClasses);
    addPage(tr("Reliability"),
            tr("Monte-Carlo simulation of the run: the spread of its days and the lost time by "
               "cause"),
            reliability);
    // Issue 18: what limits the plan, evaluated by the model when the page is shown.
    addPage(tr("Limits"),
            tr("The changes that would help this plan most, and the inputs its answer hangs on"),
            m_limits);
    connect(m_layouts, &LayoutTable::layoutPicked, this, &ChartsPanel::layoutPicked);
    connect(this, &QTabWidget::currentChanged, this, &ChartsPanel::refreshPage);
}

ChartsPanel::~ChartsPanel() = default;

QChartView* ChartsPanel::addChart(std::unique_ptr<charts::ChartBuilder> builder) {
    auto* view = new QChartView(builder->chart());
    view->setObjectName(builder->chart()->objectName() + QStringLiteral("View"));
    view->setRenderHint(QPainter::Antialiasing);
    // A slider step changes the series, a callout and maybe an axis: scattered rectangles. Painted
    // as one rectangle, the raster engine fills each span at once; clipped to the exact region
    // (Qt's default), it clipped every span of every antialiased grid line, rectangle by
    // rectangle, and the grid alone took half of the step.
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // Every step moves and reshapes items (series, callouts, axis labels): Qt's BSP index, kept
    // up to date item by item, costs more than looking at the few hundred items of a chart.
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    builder->setHairlineAxes(true);
    // Two charts side by side (Reliability) fit beside the inputs on a 911 px wide screen (150 %
    // scaling on 1366 x 768).
    view->setMinimumSize(250, 240);
    view->setFocusPolicy(Qt::StrongFocus);
    view->setAccessibleName(builder->chart()->title());
    charts::installChartActions(view);
    m_builders.push_back(std::move(builder));
    m_views.push_back(view);
    m_staleCharts.push_back(false);
    return view;
}

void ChartsPanel::addPage(const QString& title, const QString& toolTip, QWidget* page) {
    const int index = addTab(page, title);
    setTabToolTip(index, toolTip);
}

void ChartsPanel::update(const charts::ChartInput& current, const charts::ChartInput* baseline,
                         bool layoutsPending) {
    m_current.emplace(current);
    m_baseline.reset();
    if (baseline) {
        m_baseline.emplace(*baseline);
    }
    m_layoutsPending = layoutsPending;
    QStringList classes = reliabilityClassLines(current.result);
    for (QString& line : classes) {
        line = line.simplified();
    }
    m_reliabilityClasses->setText(classes.join(QStringLiteral("   ·   ")));
    m_reliabilityClasses->setVisible(!classes.isEmpty());
    m_staleCharts.assign(m_builders.size(), true);
    m_staleLayouts = true;
    m_staleLimits = true;
    refreshPage(currentIndex());
}

void ChartsPanel::refreshPage(int index) const {
    const QWidget* page = widget(index);
    if (page == m_layouts) {
        if (m_staleLayouts && m_current) {
            m_staleLayouts = false;
            m_layouts->update(*m_current, m_layoutsPending);
        }
        return;
    }
    if (page == m_limits) {
        if (m_staleLimits && m_current) {
            m_staleLimits = false;
            m_limits->update(*m_current);
        }
        return;
    }
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        if (m_views[i] == page || (page != nullptr && page->isAncestorOf(m_views[i]))) {
            refreshChart(i);
        }
    }
}

void ChartsPanel::refreshChart(std::size_t chart) const {
    if (m_staleCharts[chart] && m_current) {
        m_staleCharts[chart] = false;
        QChart* drawn = m_builders[chart]->chart();
        m_builders[chart]->update(*m_current, m_baseline ? &*m_baseline : nullptr);
        cacheStaticItems(drawn, true);
        // New axis labels, a new title or legend entry resize the plot area; Qt lays the chart
        // out on an event of its own, which came after the window had painted the step: the
        // page was painted twice, the first time with the new series in the old frame. Laid out
        // here, the step's one paint has the final plot area.
        if (drawn->layout() != nullptr) {
            drawn->layout()->activate();
        }
    }
}

void ChartsPanel::setDark(bool dark) {
    for (const auto& b : m_builders) {
        b->setDark(dark);
    }
    m_limits->setDark(dark);
}

LimitsPanel* ChartsPanel::limitsPanel() const {
    refreshPage(indexOf(m_limits));
    return m_limits;
}

charts::ChartBuilder* ChartsPanel::builder(const QString& chartId) const {
    for (std::size_t i = 0; i < m_builders.size(); ++i) {
        if (m_builders[i]->chart()->objectName() == chartId) {
            refreshChart(i);
            return m_builders[i].get();
        }
    }
    return nullptr;
}

const std::vector<std::unique_ptr<charts::ChartBuilder>>& ChartsPanel::builders() const {
    for (std::size_t i = 0; i < m_builders.size(); ++i) {
        refreshChart(i);
    }
    return m_builders;
}

} // namespace goodput::views
