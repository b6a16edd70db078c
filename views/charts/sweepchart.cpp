// SPDX-License-Identifier: MIT
#include "sweepchart.h"

#include "chartexport.h"
#include "views/format.h"
#include "views/messages.h"
#include "views/planningtext.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

namespace goodput::views::charts {
namespace {

const std::array<QColor, kMaxSweepFamily> kFamily{
    palette::wallClock, palette::dollarsWall, palette::goodput, palette::checkpoint,
    palette::lostWork,  palette::optimum,     palette::restart, palette::computeOnly};

} // namespace

SweepChart::SweepChart(QChart* chart) : ChartBuilder(chart, QStringLiteral("sweep")) {
    chart->setTitle(tr("Sweep"));
    m_x = addValueAxis(Qt::AlignBottom, QString(), kNumberFormat);
    m_y = addValueAxis(Qt::AlignLeft, QString(), kNumberFormat);
}

void SweepChart::update(const ChartInput& /*current*/, const ChartInput* /*baseline*/) {}

void SweepChart::setSweep(const InputSweep& sweep) {
    QChart* c = chart();
    for (QAbstractSeries* s : m_curves) {
        c->removeSeries(s);
        delete s;
    }
    m_curves.clear();
    const SweepRequest& rq = sweep.request;
    m_x->setTitleText(sweepKeyTitle(rq.x.path));
    m_y->setTitleText(sweepOutputTitle(rq.y));
    setTitleIfChanged(c, tr("%1 against %2").arg(sweepOutputName(rq.y), sweepKeyTitle(rq.x.path)));
    if (!sweep.valid || rq.x.values.empty()) {
        return;
    }
    double lo = 0;
    double hi = 0;
    bool any = false;
    const auto extend = [&](double v) {
        lo = any ? std::min(lo, v) : v;
        hi = any ? std::max(hi, v) : v;
        any = true;
    };
    for (const SweepCurve& curve : sweep.curves) {
        for (const SweepPoint& p : curve.points) {
            if (p.y) {
                extend(*p.y);
            }
            if (p.hbm) {
                extend(*p.hbm);
            }
        }
    }
    const AxisSpan ySpan = any ? niceSpan(std::min(lo, 0.0), hi) : AxisSpan{};

    QList<QPointF> gaps;
    QStringList gapTexts;
    for (std::size_t k = 0; k < sweep.curves.size(); ++k) {
        const SweepCurve& curve = sweep.curves[k];
        const QColor color = kFamily[k % kFamily.size()];
        const QString name = curve.familyValue
                                 ? QStringLiteral("%1 = %2").arg(sweepKeyTitle(rq.family->path),
                                                                 formatNumber(*curve.familyValue))
                                 : sweepOutputName(rq.y);
        // Each unbroken run of valid points is one line; the points carry the legend and hover.
        QList<QPointF> run;
        QList<QPointF> points;
        const auto closeRun = [&] {
            if (run.size() > 1) {
                QLineSeries* line = addLine(QStringLiteral("sweepLine%1").arg(k), QString(), color,
                                            2.2, Qt::SolidLine, m_x, m_y);
                replacePoints(line, run);
                for (QLegendMarker* marker : c->legend()->markers(line)) {
                    marker->setVisible(false);
                }
                m_curves.push_back(line);
            }
            run.clear();
        };
        for (const SweepPoint& p : curve.points) {
            if (p.y) {
                run.append(QPointF(p.x, *p.y));
                points.append(QPointF(p.x, *p.y));
            } else {
                closeRun();
                gaps.append(QPointF(p.x, ySpan.min));
                gapTexts << tr("%1 = %2: no value\n%3")
                                .arg(QString::fromStdString(rq.x.path), formatNumber(p.x),
                                     p.reasons.empty() ? QString() : describe(p.reasons.front()));
            }
        }
        closeRun();
        QScatterSeries* dots =
            addMarker(QStringLiteral("sweepPoints%1").arg(k), name, color, 7, m_x, m_y);
        replacePoints(dots, points);
        m_curves.push_back(dots);
    }
    if (rq.y == SweepOutput::MemoryPerGpu && !sweep.curves.empty()) {
        QList<QPointF> hbm;
        for (const SweepPoint& p : sweep.curves.front().points) {
            if (p.hbm) {
                hbm.append(QPointF(p.x, *p.hbm));
            }
        }
        QLineSeries* line = addLine(QStringLiteral("hbm"), tr("HBM per GPU"), palette::marker, 1.6,
                                    Qt::DashLine, m_x, m_y);
        replacePoints(line, hbm);
        m_curves.push_back(line);
    }
    if (sweep.currentX && sweep.currentY) {
        QScatterSeries* here = addMarker(QStringLiteral("current"), tr("This scenario"),
                                         palette::marker, 12, m_x, m_y, true);
        replacePoints(here, {QPointF(*sweep.currentX, *sweep.currentY)});
        m_curves.push_back(here);
    }
    QScatterSeries* gapSeries = addMarker(QStringLiteral("gaps"), tr("No value (hover for why)"),
                                          palette::ghost, 9, m_x, m_y);
    gapSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    replacePoints(gapSeries, gaps);
    gapSeries->setProperty("goodputGaps", true);
    setPointTexts(gapSeries, gapTexts);
    gapSeries->setVisible(!gaps.isEmpty());
    m_curves.push_back(gapSeries);

    const auto [xMin, xMax] = std::minmax_element(rq.x.values.begin(), rq.x.values.end());
    const AxisSpan xSpan = niceSpan(*xMin, *xMax);
    m_x->setRange(xSpan.min, xSpan.max);
    m_x->setTickCount(xSpan.ticks);
    m_y->setRange(ySpan.min, ySpan.max);
    m_y->setTickCount(ySpan.ticks);
    fitLegend();
}

} // namespace goodput::views::charts
