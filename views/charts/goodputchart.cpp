// SPDX-License-Identifier: MIT
#include "goodputchart.h"

#include "views/format.h"
#include "views/plantext.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

namespace goodput::views::charts {

GoodputChart::GoodputChart(QChart* chart) : ChartBuilder(chart, QStringLiteral("goodput")) {
    chart->setTitle(tr("Goodput vs cluster size"));
    m_x = addLogAxis(Qt::AlignBottom, tr("GPUs (log scale)"), kCountFormat);
    m_y = addValueAxis(Qt::AlignLeft, tr("Share of wall-clock time (%)"), kCountFormat);
    m_y->setRange(0, 100);
    m_y->setTickCount(6);
    m_checkpoint = addLine(QStringLiteral("checkpointPercent"), tr("Checkpoint stalls"),
                           palette::checkpoint, 1.8, Qt::SolidLine, m_x, m_y);
    m_lostWork = addLine(QStringLiteral("lostWorkPercent"), tr("Work lost to failures"),
                         palette::lostWork, 1.8, Qt::SolidLine, m_x, m_y);
    m_restart = addLine(QStringLiteral("restartPercent"), tr("Restarts"), palette::restart, 1.8,
                        Qt::SolidLine, m_x, m_y);
    m_goodput = addLine(QStringLiteral("goodputPercent"), tr("Goodput"), palette::goodput, 3,
                        Qt::SolidLine, m_x, m_y);
    // Issue 19: the goodput under each recovery mode; the scenario's own is the goodput line.
    m_modes = {addLine(QStringLiteral("storageGoodputPercent"), tr("Goodput: stored checkpoint"),
                       palette::recoveryStorage, 1.5, Qt::DashLine, m_x, m_y),
               addLine(QStringLiteral("peerMemoryGoodputPercent"), tr("Goodput: peer memory"),
                       palette::recoveryPeer, 1.5, Qt::DashLine, m_x, m_y),
               addLine(QStringLiteral("warmStandbyGoodputPercent"), tr("Goodput: warm standby"),
                       palette::recoveryStandby, 1.5, Qt::DashLine, m_x, m_y)};
    m_ghost = addGhost(QStringLiteral("baselineGoodputPercent"), tr("Baseline goodput"), m_x, m_y);
    m_fastestLine = addLine(QStringLiteral("fastestLine"), tr("Fastest cluster"), palette::optimum,
                            1.5, Qt::DotLine, m_x, m_y);
    m_current =
        addMarker(QStringLiteral("current"), tr("This scenario"), palette::marker, 12, m_x, m_y);
    m_currentCallout = addCallout(m_current, QPointF(10, 12));
    m_fastestCallout = addCallout(m_fastestLine, QPointF(-6, 4), 1);
}

void GoodputChart::update(const ChartInput& current, const ChartInput* baseline) {
    const ClusterSweep& c = current.sweeps.cluster;
    replacePoints(m_goodput, toPoints(c.goodputPercent, false));
    replacePoints(m_checkpoint, toPoints(c.checkpointPercent, false));
    replacePoints(m_lostWork, toPoints(c.lostWorkPercent, false));
    replacePoints(m_restart, toPoints(c.restartPercent, false));
    const RecoveryMode recovery = current.result.reliability.recovery;
    const auto mode = static_cast<std::size_t>(recovery);
    // The scenario's own mode is the goodput line; the other two are dashed beside it.
    const QString name = recovery == RecoveryMode::Storage
                             ? tr("Goodput")
                             : tr("Goodput: %1 (this scenario)").arg(recoveryModeName(recovery));
    if (m_goodput->name() != name) {
        m_goodput->setName(name);
    }
    for (std::size_t m = 0; m < m_modes.size(); ++m) {
        const bool shown = m != mode;
        if (m_modes[m]->isVisible() != shown) {
            m_modes[m]->setVisible(shown);
        }
        replacePoints(m_modes[m],
                      shown ? toPoints(c.modeGoodputPercent[m], false) : QList<QPointF>());
    }
    const bool ghost = baseline != nullptr;
    if (m_ghost->isVisible() != ghost) {
        m_ghost->setVisible(ghost);
    }
    replacePoints(m_ghost, ghost ? toPoints(baseline->sweeps.cluster.goodputPercent, false)
                                 : QList<QPointF>());

    const double n = current.scenario.cluster.gpus;
    const auto here = pointAt(c.goodputPercent, n);
    replacePoints(m_current, here ? onePoint(*here) : QList<QPointF>());
    fitLogAxis(m_x, {m_goodput, m_ghost}, true);
    // The line runs bottom to top; its label sits at the top end, where goodput has fallen away.
    replacePoints(m_fastestLine, c.fastestGpus ? QList<QPointF>{QPointF(*c.fastestGpus, 0),
                                                                QPointF(*c.fastestGpus, 100)}
                                               : QList<QPointF>());

    setCallout(m_currentCallout,
               here ? tr("%Ln GPU(s): goodput %1", nullptr, current.scenario.cluster.gpus)
                          .arg(formatPercent(current.result.reliability.goodput.goodput))
                    : QString());
    setCallout(m_fastestCallout,
               c.fastestGpus ? tr("fastest: %Ln GPU(s)", nullptr, *c.fastestGpus) : QString());
}

} // namespace goodput::views::charts
