// SPDX-License-Identifier: MIT
#include "hierarchychart.h"

#include "views/format.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>

namespace goodput::views::charts {
namespace {

/// A staircase through the levels: level i is flat from i - 0.5 to i + 0.5 on the category axis.
QList<QPointF> staircase(const std::vector<HierarchyLevel>& levels, bool latency) {
    QList<QPointF> out;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const std::optional<double> y =
            latency ? levels[i].latencyUs : std::optional<double>(levels[i].bandwidthGBps);
        if (!y || *y <= 0) {
            continue;
        }
        const double x = static_cast<double>(i);
        out.append(QPointF(x - 0.5, *y));
        out.append(QPointF(x + 0.5, *y));
    }
    return out;
}

} // namespace

HierarchyChart::HierarchyChart(QChart* chart) : ChartBuilder(chart, QStringLiteral("hierarchy")) {
    chart->setTitle(tr("The hierarchy: bandwidth falls, latency grows"));
    m_x = new QCategoryAxis;
    m_x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    styleAxis(m_x, tr("Level (GPUs reachable)"));
    m_x->setGridLineVisible(false);
    chart->addAxis(m_x, Qt::AlignBottom);
    m_bandwidth =
        addLogAxis(Qt::AlignLeft, tr("Bandwidth per GPU (GB/s, log scale)"), kNumberFormat);
    m_latency = addLogAxis(Qt::AlignRight, tr("Latency α (µs, log scale)"), kNumberFormat);
    m_bandwidthSteps =
        addLine(QStringLiteral("bandwidthGBps"), tr("Bandwidth per GPU, one direction"),
                palette::wallClock, 3, Qt::SolidLine, m_x, m_bandwidth);
    m_latencySteps = addLine(QStringLiteral("latencyUs"), tr("Latency per step"), palette::latency,
                             2, Qt::DashLine, m_x, m_latency);
    m_ghost = addGhost(QStringLiteral("baselineBandwidthGBps"), tr("Baseline bandwidth"), m_x,
                       m_bandwidth);
    m_levels = addMarker(QStringLiteral("levels"), tr("This scenario"), palette::marker, 10, m_x,
                         m_bandwidth);
    for (QLegendMarker* m : chart->legend()->markers(m_levels)) {
        m->setVisible(false);
    }
    for (int i = 0; i < kMaxLevels; ++i) {
        m_valueCallouts[i] = addCallout(m_levels, QPointF(-40, -30), i);
        m_axisCallouts[i] = addCallout(m_levels, QPointF(-40, 8), i);
    }
}

void HierarchyChart::update(const ChartInput& current, const ChartInput* baseline) {
    const std::vector<HierarchyLevel>& levels = current.sweeps.hierarchy;
    replacePoints(m_bandwidthSteps, staircase(levels, false));
    replacePoints(m_latencySteps, staircase(levels, true));
    const bool ghost = baseline != nullptr;
    if (m_ghost->isVisible() != ghost) {
        m_ghost->setVisible(ghost);
    }
    replacePoints(m_ghost, ghost ? staircase(baseline->sweeps.hierarchy, false) : QList<QPointF>());

    QList<QPointF> points;
    QStringList categories;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const HierarchyLevel& l = levels[i];
        points.append(QPointF(static_cast<double>(i), l.bandwidthGBps));
        switch (l.kind) {
        case LevelKind::Hbm: categories << tr("HBM (1 GPU)"); break;
        case LevelKind::ScaleUp:
            categories << tr("Scale-up (%Ln GPU(s))", nullptr, l.reachGpus);
            break;
        case LevelKind::ScaleOut:
            categories << tr("Scale-out (%Ln GPU(s))", nullptr, l.reachGpus);
            break;
        case LevelKind::Spine: categories << tr("Spine (%Ln GPU(s))", nullptr, l.reachGpus); break;
        }
    }
    replacePoints(m_levels, points);
    if (categories != m_categories) {
        for (const QString& label : m_x->categoriesLabels()) {
            m_x->remove(label);
        }
        for (int i = 0; i < categories.size(); ++i) {
            m_x->append(categories[i], i + 0.5);
        }
        m_x->setStartValue(-0.5);
        m_x->setRange(-0.5, static_cast<double>(std::max<qsizetype>(1, categories.size())) - 0.5);
        m_categories = categories;
    }
    fitLogAxis(m_bandwidth, {m_bandwidthSteps, m_ghost}, false);
    fitLogAxis(m_latency, {m_latencySteps}, false);

    // Which tier each parallel axis's collectives cross (innermost-first placement, 2.5.4).
    const CommunicationResult& com = current.result.communication;
    const Layout& layout = current.scenario.layout;
    std::vector<std::pair<int, QString>> callouts;
    for (int i = 0; i < kMaxLevels; ++i) {
        const auto index = static_cast<std::size_t>(i);
        if (index >= levels.size() || !current.result.valid) {
            callouts.emplace_back(m_valueCallouts[i], QString());
            callouts.emplace_back(m_axisCallouts[i], QString());
            continue;
        }
        const HierarchyLevel& l = levels[index];
        QString value = formatByteRate(units::gigabytesPerSecond(l.bandwidthGBps));
        if (l.latencyUs) {
            value += QStringLiteral(" · ") + formatDuration(units::microseconds(*l.latencyUs));
        }
        if (i > 0) {
            value += QStringLiteral(" · ÷") + QLocale().toString(l.ratioToPrevious, 'f', 1);
        }
        callouts.emplace_back(m_valueCallouts[i], value);
        QStringList axes;
        if (layout.tp > 1 && com.tpPlacement.outerTier + 1 == index) {
            axes << tr("TP %1").arg(layout.tp);
        }
        if (com.dp > 1 && com.dpPlacement.outerTier + 1 == index) {
            axes << tr("DP %1").arg(com.dp);
        }
        callouts.emplace_back(m_axisCallouts[i], axes.join(QStringLiteral(", ")));
    }
    setCallouts(callouts);
}

} // namespace goodput::views::charts
