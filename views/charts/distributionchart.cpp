// SPDX-License-Identifier: MIT
#include "distributionchart.h"

#include "views/format.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>

namespace goodput::views::charts {

DistributionChart::DistributionChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("daysDistribution")) {
    chart->setTitle(tr("Wall-clock days of the simulated runs"));
    m_x = addValueAxis(Qt::AlignBottom, tr("Wall-clock time (days)"), kNumberFormat);
    m_share = addValueAxis(Qt::AlignLeft, tr("Runs per bin (%)"), QStringLiteral("%.0f"));
    m_cumulative =
        addValueAxis(Qt::AlignRight, tr("Runs finished by then (%)"), QStringLiteral("%.0f"));
    m_cumulative->setRange(0, 100);
    m_cumulative->setTickCount(6);
    m_bars = addArea(QStringLiteral("histogram"), tr("Runs per bin"), palette::daysBand,
                     QStringLiteral("histogramFill"), QString(), m_x, m_share);
    m_outline = addLine(QStringLiteral("histogramPercent"), tr("Histogram"), palette::computeOnly,
                        1.2, Qt::SolidLine, m_x, m_share);
    m_cdf = addLine(QStringLiteral("cdfPercent"), tr("Share finished (CDF)"), palette::wallClock,
                    2.5, Qt::SolidLine, m_x, m_cumulative);
    const char* ids[] = {"p10", "p50", "p90"};
    for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
        m_quantiles[i] =
            addLine(QString::fromLatin1(ids[i]), tr("P10, P50, P90"), palette::quantile,
                    i == 1 ? 2 : 1.5, Qt::DashLine, m_x, m_cumulative);
    }
    m_analytic = addLine(QStringLiteral("analyticDays"), tr("Formula (first order)"),
                         palette::marker, 2, Qt::DotLine, m_x, m_cumulative);
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_outline), static_cast<QAbstractSeries*>(m_quantiles[0]),
          static_cast<QAbstractSeries*>(m_quantiles[2])}) {
        for (QLegendMarker* m : chart->legend()->markers(s)) {
            m->setVisible(false);
        }
    }
    // Labels at the top of each line, staggered so neighbours do not overlap.
    for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
        m_quantileCallouts[i] = addCallout(m_quantiles[i], QPointF(4, i == 1 ? 4 : 22), 1);
    }
    m_analyticCallout = addCallout(m_analytic, QPointF(4, 40), 1);
}

void DistributionChart::update(const ChartInput& current, const ChartInput* /*baseline*/) {
    const SimulationOutlook* o = current.outlook;
    // While the next simulation runs the last one stays drawn, said to be updating: a blank page
    // between two slider steps flickered (issue 17, item 11).
    if (o == nullptr && current.result.valid && !m_drawnTitle.isEmpty()) {
        setTitleIfChanged(chart(), tr("%1 (updating…)").arg(m_drawnTitle));
        return;
    }
    const bool shown = o != nullptr && o->simulation.valid && !o->cdf.empty();
    m_drawnTitle.clear();
    const Distribution* days = shown ? &o->simulation.wallClockDays : nullptr;
    replacePoints(m_bars->upperSeries(), shown ? toPoints(o->histogram, false) : QList<QPointF>());
    replacePoints(m_outline, shown ? toPoints(o->histogram, false) : QList<QPointF>());
    replacePoints(m_cdf, shown ? toPoints(o->cdf, false) : QList<QPointF>());
    const double quantiles[] = {shown ? days->p10 : 0, shown ? days->p50 : 0,
                                shown ? days->p90 : 0};
    for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
        replacePoints(m_quantiles[i], shown ? QList<QPointF>{{quantiles[i], 0}, {quantiles[i], 100}}
                                            : QList<QPointF>());
    }
    const bool finishes = current.result.valid && current.result.reliability.goodput.finishes;
    const double analytic = units::inDays(current.result.wallClock);
    replacePoints(m_analytic, shown && finishes ? QList<QPointF>{{analytic, 0}, {analytic, 100}}
                                                : QList<QPointF>());

    if (shown) {
        double lo = o->histogram.front().x;
        double hi = o->histogram.back().x;
        if (finishes) {
            lo = std::min(lo, analytic);
            hi = std::max(hi, analytic);
        }
        const double pad = std::max(0.02 * (hi - lo), 0.05);
        m_x->setRange(std::max(0.0, lo - pad), hi + pad);
        m_x->applyNiceNumbers();
        double top = 0;
        for (const CurvePoint& p : o->histogram) {
            top = std::max(top, p.y);
        }
        m_share->setRange(0, top);
        m_share->applyNiceNumbers(); // whole-number ticks

        m_drawnTitle =
            tr("Wall-clock days over %1 simulated runs: P50 %2, P90 %3")
                .arg(formatCount(o->simulation.runs - o->simulation.unfinishedRuns),
                     formatDays(units::days(days->p50)), formatDays(units::days(days->p90)));
        setTitleIfChanged(chart(), m_drawnTitle);
    } else {
        setTitleIfChanged(chart(), current.result.valid
                                       ? tr("Wall-clock days of the simulated runs (simulating…)")
                                       : tr("Wall-clock days of the simulated runs"));
    }
    const char* names[] = {"P10", "P50", "P90"};
    for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
        setCallout(
            m_quantileCallouts[i],
            shown ? QStringLiteral("%1 %2").arg(QLatin1String(names[i]), formatNumber(quantiles[i]))
                  : QString());
    }
    setCallout(m_analyticCallout,
               shown && finishes ? tr("formula %1").arg(formatNumber(analytic)) : QString());
}

} // namespace goodput::views::charts
