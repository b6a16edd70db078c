// SPDX-License-Identifier: MIT
#include "daysdollarschart.h"

#include "views/format.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

namespace goodput::views::charts {

DaysDollarsChart::DaysDollarsChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("daysDollars")) {
    chart->setTitle(tr("Training time and cost vs cluster size"));
    m_x = addLogAxis(Qt::AlignBottom, tr("GPUs (log scale)"), kCountFormat);
    m_days = addLogAxis(Qt::AlignLeft, tr("Training time (days)"), kNumberFormat);
    m_dollars = addLogAxis(Qt::AlignRight, tr("Cost (%1)").arg(displayUnits().currencySymbol),
                           dollarFormat());
    m_costBand =
        addArea(QStringLiteral("costBand"), tr("P10-P90, simulated"), palette::costBand,
                QStringLiteral("costP90Usd"), QStringLiteral("costP10Usd"), m_x, m_dollars);
    m_daysBand = addArea(QStringLiteral("daysBand"), tr("P10-P90, simulated"), palette::daysBand,
                         QStringLiteral("daysP90"), QStringLiteral("daysP10"), m_x, m_days);
    m_computeCost = addLine(QStringLiteral("computeCostUsd"), tr("Cost, compute only"),
                            palette::dollarsCompute, 2, Qt::DashLine, m_x, m_dollars);
    m_wallCost = addLine(QStringLiteral("wallClockCostUsd"), tr("Cost after goodput"),
                         palette::dollarsWall, 2.5, Qt::SolidLine, m_x, m_dollars);
    m_computeDays = addLine(QStringLiteral("computeDays"), tr("Days, compute only"),
                            palette::computeOnly, 2, Qt::DashLine, m_x, m_days);
    m_wallDays = addLine(QStringLiteral("wallClockDays"), tr("Days after goodput"),
                         palette::wallClock, 3, Qt::SolidLine, m_x, m_days);
    m_ghostDays =
        addGhost(QStringLiteral("baselineWallClockDays"), tr("Baseline days"), m_x, m_days);
    m_ghostCost =
        addGhost(QStringLiteral("baselineWallClockCostUsd"), tr("Baseline cost"), m_x, m_dollars);
    m_fastestLine = addLine(QStringLiteral("fastestLine"), tr("Fastest cluster"), palette::optimum,
                            1.5, Qt::DotLine, m_x, m_days);
    m_fastest = addMarker(QStringLiteral("fastest"), tr("Fastest cluster"), palette::optimum, 12,
                          m_x, m_days, true);
    m_currentCost = addMarker(QStringLiteral("currentCost"), tr("This scenario"), palette::marker,
                              10, m_x, m_dollars);
    m_current =
        addMarker(QStringLiteral("current"), tr("This scenario"), palette::marker, 12, m_x, m_days);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(m_fastestLine),
                               static_cast<QAbstractSeries*>(m_currentCost),
                               static_cast<QAbstractSeries*>(m_costBand)}) {
        for (QLegendMarker* m : chart->legend()->markers(s)) {
            m->setVisible(false);
        }
    }
    m_currentCallout = addCallout(m_current, QPointF(10, -24));
    m_fastestCallout = addCallout(m_fastest, QPointF(10, 6));
}

void DaysDollarsChart::update(const ChartInput& current, const ChartInput* baseline) {
    const ClusterSweep& c = current.sweeps.cluster;
    m_computeDays->replace(toPoints(c.computeDays, true));
    m_wallDays->replace(toPoints(c.wallClockDays, true));
    m_computeCost->replace(toPoints(c.computeCostUsd, true));
    m_wallCost->replace(toPoints(c.wallClockCostUsd, true));

    // The bands only with the simulation of this very scenario; empty while it runs. The series
    // stay visible, so the legend keeps its "P10-P90" entry instead of dropping it at every
    // slider step and bringing it back a quarter second later.
    const bool bands = current.outlook != nullptr && !current.outlook->bands.daysP10.empty();
    const ScaleBands none;
    const ScaleBands& b = bands ? current.outlook->bands : none;
    m_daysBand->lowerSeries()->replace(toPoints(b.daysP10, true));
    m_daysBand->upperSeries()->replace(toPoints(b.daysP90, true));
    m_costBand->lowerSeries()->replace(toPoints(b.costP10Usd, true));
    m_costBand->upperSeries()->replace(toPoints(b.costP90Usd, true));

    const bool ghost = baseline != nullptr;
    if (m_ghostDays->isVisible() != ghost) {
        m_ghostDays->setVisible(ghost);
        m_ghostCost->setVisible(ghost);
    }
    m_ghostDays->replace(ghost ? toPoints(baseline->sweeps.cluster.wallClockDays, true)
                               : QList<QPointF>());
    m_ghostCost->replace(ghost ? toPoints(baseline->sweeps.cluster.wallClockCostUsd, true)
                               : QList<QPointF>());

    // The scenario itself: the sweep passes through its cluster size.
    const double n = current.scenario.cluster.gpus;
    const bool finishes = current.result.valid && current.result.reliability.goodput.finishes;
    const auto days = pointAt(finishes ? c.wallClockDays : c.computeDays, n);
    const auto cost = pointAt(finishes ? c.wallClockCostUsd : c.computeCostUsd, n);
    m_current->replace(days ? onePoint(*days) : QList<QPointF>());
    m_currentCost->replace(cost ? onePoint(*cost) : QList<QPointF>());

    if (c.fastestGpus) {
        m_fastest->replace({QPointF(*c.fastestGpus, c.fastestWallClockDays)});
    } else {
        m_fastest->replace(QList<QPointF>());
    }

    fitLogAxis(m_x, {m_computeDays, m_wallDays, m_ghostDays}, true);
    fitLogAxis(m_days,
               {m_computeDays, m_wallDays, m_ghostDays, m_daysBand->upperSeries(),
                m_daysBand->lowerSeries()},
               false);
    fitLogAxis(m_dollars,
               {m_computeCost, m_wallCost, m_ghostCost, m_costBand->upperSeries(),
                m_costBand->lowerSeries()},
               false);
    m_dollars->setLabelFormat(dollarFormat()); // the currency symbol may have changed (Preferences)
    if (c.fastestGpus) {
        m_fastestLine->replace(
            {QPointF(*c.fastestGpus, m_days->min()), QPointF(*c.fastestGpus, m_days->max())});
    } else {
        m_fastestLine->replace(QList<QPointF>());
    }

    // What the cards say: a run that never finishes has no days and dollars, only its
    // compute-only ones (where the marker sits).
    QString currentText;
    if (days && finishes) {
        currentText = tr("%1 GPUs: %2, %3")
                          .arg(formatCount(n), formatDays(current.result.wallClock),
                               formatDollars(current.result.wallClockCost));
    } else if (days && current.result.valid) {
        currentText = tr("%1 GPUs: never finishes").arg(formatCount(n));
    }
    setCallout(m_currentCallout, currentText);
    // In days, the unit of the axis it sits on.
    setCallout(m_fastestCallout, c.fastestGpus
                                     ? tr("Fastest: %1 GPUs, %2")
                                           .arg(formatCount(*c.fastestGpus),
                                                formatDays(units::days(c.fastestWallClockDays)))
                                     : QString());
}

} // namespace goodput::views::charts
