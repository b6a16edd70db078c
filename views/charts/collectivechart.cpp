// SPDX-License-Identifier: MIT
#include "collectivechart.h"

#include "views/format.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

namespace goodput::views::charts {

CollectiveChart::CollectiveChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("collectives")) {
    chart->setTitle(tr("All-reduce time vs message size"));
    m_x = addLogAxis(Qt::AlignBottom, tr("Message size (MB, log scale)"), kNumberFormat);
    m_y = addLogAxis(Qt::AlignLeft, tr("Time (ms, log scale)"), kNumberFormat);
    m_ring =
        addLine(QStringLiteral("ring"), tr("Ring"), palette::ring, 2.5, Qt::SolidLine, m_x, m_y);
    m_tree =
        addLine(QStringLiteral("tree"), tr("Tree"), palette::tree, 2.5, Qt::SolidLine, m_x, m_y);
    m_hierarchical = addLine(QStringLiteral("hierarchical"), tr("Hierarchical"),
                             palette::hierarchical, 2.5, Qt::SolidLine, m_x, m_y);
    m_ghostRing = addGhost(QStringLiteral("baselineRing"), tr("Baseline"), m_x, m_y);
    m_ghostTree = addGhost(QStringLiteral("baselineTree"), tr("Baseline"), m_x, m_y);
    m_ghostHierarchical =
        addGhost(QStringLiteral("baselineHierarchical"), tr("Baseline"), m_x, m_y);
    m_crossover = addMarker(QStringLiteral("crossover"), tr("Ring = tree"), palette::optimum, 12,
                            m_x, m_y, true);
    m_bucket = addMarker(QStringLiteral("bucket"), tr("Gradient bucket in use"), palette::marker,
                         11, m_x, m_y);
    m_crossoverCallout = addCallout(m_crossover, QPointF(-10, -24));
    m_bucketCallout = addCallout(m_bucket, QPointF(10, -24));
}

void CollectiveChart::update(const ChartInput& current, const ChartInput* baseline) {
    const CollectiveSweep& c = current.sweeps.collective;
    replacePoints(m_ring, toPoints(c.ring, true));
    replacePoints(m_tree, toPoints(c.tree, true));
    replacePoints(m_hierarchical, toPoints(c.hierarchical, true));

    const bool ghost = baseline != nullptr;
    if (m_ghostRing->isVisible() != ghost) {
        for (QLineSeries* s : {m_ghostRing, m_ghostTree, m_ghostHierarchical}) {
            s->setVisible(ghost);
        }
        // One legend entry stands for the three ghosts.
        for (QLineSeries* s : {m_ghostTree, m_ghostHierarchical}) {
            for (QLegendMarker* m : chart()->legend()->markers(s)) {
                m->setVisible(false);
            }
        }
    }
    const CollectiveSweep* b = ghost ? &baseline->sweeps.collective : nullptr;
    replacePoints(m_ghostRing, b ? toPoints(b->ring, true) : QList<QPointF>());
    replacePoints(m_ghostTree, b ? toPoints(b->tree, true) : QList<QPointF>());
    replacePoints(m_ghostHierarchical, b ? toPoints(b->hierarchical, true) : QList<QPointF>());

    const bool shown = !c.ring.empty();
    replacePoints(m_crossover,
                  shown && c.ringTreeCrossover ? onePoint(*c.ringTreeCrossover) : QList<QPointF>());
    replacePoints(m_bucket, shown ? onePoint(c.bucket) : QList<QPointF>());
    fitLogAxis(m_x, {m_ring}, true);
    fitLogAxis(m_y, {m_ring, m_tree, m_hierarchical, m_ghostRing, m_ghostTree, m_ghostHierarchical},
               false);

    // With one GPU per domain there is nothing to reduce inside a domain, and with the whole
    // group in one domain nothing across domains: the hierarchical curve is the ring's and hides
    // it, so the title says so.
    const QString title =
        !shown ? tr("All-reduce time vs message size")
        : c.group.perDomain == 1
            ? tr("All-reduce across %1 GPUs, one per scale-up domain: hierarchical is the ring")
                  .arg(formatCount(c.group.size))
        : c.group.perDomain >= c.group.size
            ? tr("All-reduce across %1 GPUs in one scale-up domain: hierarchical is the ring")
                  .arg(formatCount(c.group.size))
            : tr("All-reduce across %1 GPUs, %2 per scale-up domain")
                  .arg(formatCount(c.group.size), formatCount(c.group.perDomain));
    setTitleIfChanged(chart(), title);
    const Communication& com = current.scenario.communication;
    setCallout(
        m_crossoverCallout,
        shown && c.ringTreeCrossover
            ? tr("ring = tree at %1").arg(formatBytes(units::megabytes(c.ringTreeCrossover->x)))
            : QString());
    setCallout(m_bucketCallout,
               shown ? tr("%1 bucket").arg(formatBytes(com.bucketSize)) : QString());
}

} // namespace goodput::views::charts
