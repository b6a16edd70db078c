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
    m_ghostDays = addGhost(QStringLiteral("baselineWallClockDays"), tr("Baseline days"), m_x,
                           m_days, palette::wallClock);
    m_ghostCost = addGhost(QStringLiteral("baselineWallClockCostUsd"), tr("Baseline cost"), m_x,
                           m_dollars, palette::dollarsWall);
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
    replacePoints(m_computeDays, toPoints(c.computeDays, true));
    replacePoints(m_wallDays, toPoints(c.wallClockDays, true));
    replacePoints(m_computeCost, toPoints(c.computeCostUsd, true));
    replacePoints(m_wallCost, toPoints(c.wallClockCostUsd, true));

    // The bands only with the simulation of this very scenario; empty while it runs. While it
    // runs the legend keeps its "P10-P90" entry instead of dropping it at every slider step and
    // bringing it back a quarter second later; without bands to come (the report's chart) the
    // entry goes.
    const bool bands = current.outlook != nullptr && !current.outlook->bands.daysP10.empty();
    setEntryVisible(m_daysBand, bands || current.simulationPending);
    const ScaleBands none;
    const ScaleBands& b = bands ? current.outlook->bands : none;
    replacePoints(m_daysBand->lowerSeries(), toPoints(b.daysP10, true));
    replacePoints(m_daysBand->upperSeries(), toPoints(b.daysP90, true));
    replacePoints(m_costBand->lowerSeries(), toPoints(b.costP10Usd, true));
    replacePoints(m_costBand->upperSeries(), toPoints(b.costP90Usd, true));
    // Where goodput hardly varies the band is thinner than the line it surrounds: its entry says
    // how wide it gets (P90 / P10 - 1 at its widest), so it does not name something nobody can see.
    const QString bandName = bands ? tr("P10-P90: ≤ %1").arg(formatPercent(widestDaysSpread(b)))
                                   : tr("P10-P90, simulated");
    m_daysBand->setName(bandName); // the cost band's entry is always hidden

    const bool ghost = baseline != nullptr;
    if (m_ghostDays->isVisible() != ghost) {
        m_ghostDays->setVisible(ghost);
        m_ghostCost->setVisible(ghost);
    }
    replacePoints(m_ghostDays, ghost ? toPoints(baseline->sweeps.cluster.wallClockDays, true)
                                     : QList<QPointF>());
    replacePoints(m_ghostCost, ghost ? toPoints(baseline->sweeps.cluster.wallClockCostUsd, true)
                                     : QList<QPointF>());

    // The scenario itself: the sweep passes through its cluster size.
    const double n = current.scenario.cluster.gpus;
    const bool finishes = current.result.valid && current.result.reliability.goodput.finishes;
    const auto days = pointAt(finishes ? c.wallClockDays : c.computeDays, n);
    const auto cost = pointAt(finishes ? c.wallClockCostUsd : c.computeCostUsd, n);
    replacePoints(m_current, days ? onePoint(*days) : QList<QPointF>());
    replacePoints(m_currentCost, cost ? onePoint(*cost) : QList<QPointF>());

    if (c.fastestGpus) {
        replacePoints(m_fastest, {QPointF(*c.fastestGpus, c.fastestWallClockDays)});
    } else {
        replacePoints(m_fastest, QList<QPointF>());
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
        replacePoints(m_fastestLine, {QPointF(*c.fastestGpus, m_days->min()),
                                      QPointF(*c.fastestGpus, m_days->max())});
    } else {
        replacePoints(m_fastestLine, QList<QPointF>());
    }

    // What the cards say: a run that never finishes has no days and dollars, only its
    // compute-only ones (where the marker sits).
    QString currentText;
    if (days && finishes) {
        currentText = tr("%Ln GPU(s): %1, %2", nullptr, current.scenario.cluster.gpus)
                          .arg(formatDays(current.result.wallClock),
                               formatDollars(current.result.wallClockCost));
    } else if (days && current.result.valid) {
        currentText = tr("%Ln GPU(s): never finishes", nullptr, current.scenario.cluster.gpus);
    }
    setCallouts({{m_currentCallout, currentText},
                 // In days, the unit of the axis it sits on.
                 {m_fastestCallout, c.fastestGpus
                                        ? tr("Fastest: %Ln GPU(s), %1", nullptr, *c.fastestGpus)
                                              .arg(formatDays(units::days(c.fastestWallClockDays)))
                                        : QString()}});
}

} // namespace goodput::views::charts
