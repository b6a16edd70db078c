// SPDX-License-Identifier: MIT
#include "checkpointchart.h"

#include "views/format.h"

#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>

namespace goodput::views::charts {

CheckpointChart::CheckpointChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("checkpoint")) {
    chart->setTitle(tr("Checkpoint waste vs interval (Young-Daly)"));
    m_x = addLogAxis(Qt::AlignBottom, tr("Checkpoint interval τ (minutes, log scale)"),
                     kNumberFormat);
    m_y = addLogAxis(Qt::AlignLeft, tr("Waste (% of compute time, log scale)"), kNumberFormat);
    m_stall = addLine(QStringLiteral("stallPercent"), tr("Stalls C/τ"), palette::checkpoint, 1.8,
                      Qt::DashLine, m_x, m_y);
    m_lostWork = addLine(QStringLiteral("lostWorkPercent"), tr("Lost work τ/2M"), palette::lostWork,
                         1.8, Qt::DashLine, m_x, m_y);
    m_waste = addLine(QStringLiteral("wastePercent"), tr("Waste C/τ + τ/2M"), palette::wallClock, 3,
                      Qt::SolidLine, m_x, m_y);
    m_ghost = addGhost(QStringLiteral("baselineWastePercent"), tr("Baseline waste"), m_x, m_y);
    m_optimum = addMarker(QStringLiteral("optimum"), tr("Optimum τ* = √(2CM)"), palette::optimum,
                          13, m_x, m_y, true);
    m_current =
        addMarker(QStringLiteral("current"), tr("Interval in use"), palette::marker, 10, m_x, m_y);
    m_optimumCallout = addCallout(m_optimum, QPointF(10, -30));
    m_currentCallout = addCallout(m_current, QPointF(10, 10));
}

void CheckpointChart::update(const ChartInput& current, const ChartInput* baseline) {
    const CheckpointSweep& c = current.sweeps.checkpoint;
    replacePoints(m_waste, toPoints(c.wastePercent, true));
    replacePoints(m_stall, toPoints(c.stallPercent, true));
    replacePoints(m_lostWork, toPoints(c.lostWorkPercent, true));
    const bool ghost = baseline != nullptr;
    if (m_ghost->isVisible() != ghost) {
        m_ghost->setVisible(ghost);
    }
    replacePoints(m_ghost, ghost ? toPoints(baseline->sweeps.checkpoint.wastePercent, true)
                                 : QList<QPointF>());
    const bool valid = current.result.valid;
    replacePoints(m_optimum, valid ? onePoint(c.optimum) : QList<QPointF>());
    replacePoints(m_current, valid ? onePoint(c.current) : QList<QPointF>());

    fitLogAxis(m_x, {m_waste, m_ghost}, true);
    fitLogAxis(m_y, {m_waste, m_stall, m_lostWork, m_ghost}, false);

    const ReliabilityResult& rel = current.result.reliability;
    // The curve is in percent; past 100 % the run never finishes ("103.86 %" read as a number).
    setCallout(m_optimumCallout,
               valid ? tr("τ* = %1: %2")
                           .arg(formatDuration(rel.youngInterval), formatWaste(c.optimum.y / 100.0))
                     : QString());
    const bool sameAsOptimum = valid && rel.interval == rel.youngInterval;
    setCallout(m_currentCallout,
               valid && !sameAsOptimum
                   ? tr("in use %1: %2").arg(formatDuration(rel.interval), formatWaste(rel.waste))
                   : QString());
}

} // namespace goodput::views::charts
