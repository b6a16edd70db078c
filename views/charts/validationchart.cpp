// SPDX-License-Identifier: MIT
#include "validationchart.h"

#include "chartexport.h"
#include "views/format.h"
#include "views/validationtext.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace goodput::views::charts {
namespace {

/// One colour per suite, in the order of the list; a ninth suite takes the first colour again.
const std::array<QColor, 8> kSuiteColours{
    palette::wallClock, palette::dollarsWall, palette::goodput, palette::checkpoint,
    palette::lostWork,  palette::optimum,     palette::restart, palette::computeOnly};

const QColor kBand{0x2e, 0x7d, 0x32, 0x30};
const QColor kIdentity{0x42, 0x42, 0x42};

} // namespace

ValidationChart::ValidationChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("validation")) {
    chart->setTitle(tr("Predicted against measured step time"));
    m_logX = addLogAxis(Qt::AlignBottom, tr("Measured step time (s, log scale)"), kNumberFormat);
    m_logY = addLogAxis(Qt::AlignLeft, tr("Predicted step time (s, log scale)"), kNumberFormat);
    m_linearX = addValueAxis(Qt::AlignBottom, tr("Measured step time (s)"), kNumberFormat);
    m_linearY = addValueAxis(Qt::AlignLeft, tr("Predicted step time (s)"), kNumberFormat);
    // One pair at a time is on the chart; redraw() swaps them.
    chart->removeAxis(m_linearX);
    chart->removeAxis(m_linearY);
    m_linearX->setParent(chart);
    m_linearY->setParent(chart);
}

QColor ValidationChart::suiteColour(std::size_t index) {
    return kSuiteColours[index % kSuiteColours.size()];
}

void ValidationChart::update(const ChartInput& /*current*/, const ChartInput* /*baseline*/) {}

void ValidationChart::setOutcomes(const std::vector<SuiteOutcome>& suites) {
    m_suites = suites;
    redraw();
}

void ValidationChart::setLogScale(bool log) {
    if (log != m_log) {
        m_log = log;
        redraw();
    }
}

void ValidationChart::redraw() {
    QChart* c = chart();
    for (QAbstractSeries* s : m_series) {
        c->removeSeries(s);
        delete s;
    }
    m_series.clear();
    QAbstractAxis* x = m_log ? static_cast<QAbstractAxis*>(m_logX) : m_linearX;
    QAbstractAxis* y = m_log ? static_cast<QAbstractAxis*>(m_logY) : m_linearY;
    for (QAbstractAxis* a :
         {static_cast<QAbstractAxis*>(m_logX), static_cast<QAbstractAxis*>(m_logY),
          static_cast<QAbstractAxis*>(m_linearX), static_cast<QAbstractAxis*>(m_linearY)}) {
        const bool wanted = a == x || a == y;
        if (wanted != c->axes().contains(a)) {
            if (wanted) {
                c->addAxis(a, a == x ? Qt::AlignBottom : Qt::AlignLeft);
            } else {
                c->removeAxis(a);
                a->setParent(c);
            }
        }
    }

    // The band's tolerance: the one most runs have (every built-in run has 12 %).
    std::map<double, int> tolerances;
    double lo = HUGE_VAL;
    double hi = 0;
    for (const SuiteOutcome& suite : m_suites) {
        for (const RunOutcome& run : suite.runs) {
            ++tolerances[run.tolerance];
            if (run.valid) {
                lo = std::min({lo, run.measuredStepSeconds, run.predictedStepSeconds});
                hi = std::max({hi, run.measuredStepSeconds, run.predictedStepSeconds});
            }
        }
    }
    if (!tolerances.empty()) {
        m_tolerance =
            std::max_element(tolerances.begin(), tolerances.end(),
                             [](const auto& a, const auto& b) { return a.second < b.second; })
                ->first;
    }
    double from = 0;
    double to = 1;
    if (hi > 0) {
        if (m_log) {
            // A little room around the points, the same range on both axes; whole decades when
            // that would leave fewer than two labelled powers of ten. Just under a power of ten,
            // so that Qt labels it (it rounds log10(0.1) up to the next tick).
            from = lo / 1.4;
            to = hi * 1.4;
            const double decades = std::floor(std::log10(to)) - std::ceil(std::log10(from));
            if (decades < 1) {
                from = std::pow(10.0, std::floor(std::log10(lo))) * 0.999;
                to = std::pow(10.0, std::ceil(std::log10(hi))) * 1.001;
                to = to > from * 10 ? to : from * 10.01;
            }
        } else {
            to = niceCeiling(hi * 1.05);
        }
    }
    m_logX->setRange(m_log ? from : 0.1, m_log ? to : 1);
    m_logY->setRange(m_log ? from : 0.1, m_log ? to : 1);
    m_linearX->setRange(0, m_log ? 1 : to);
    m_linearY->setRange(0, m_log ? 1 : to);
    if (!m_log) {
        m_linearX->setTickCount(niceTickCount(to));
        m_linearY->setTickCount(niceTickCount(to));
        m_linearX->setMinorTickCount(1);
        m_linearY->setMinorTickCount(1);
    }

    QList<QPointF> over;
    QStringList overTexts;
    for (std::size_t k = 0; k < m_suites.size(); ++k) {
        const SuiteOutcome& suite = m_suites[k];
        QList<QPointF> points;
        QStringList texts;
        for (const RunOutcome& run : suite.runs) {
            if (!run.valid) {
                continue;
            }
            const ValidationRunText row = validationRunText(run);
            const QPointF p(run.measuredStepSeconds, run.predictedStepSeconds);
            const QString text = tr("%1\nmeasured %2, predicted %3 (%4)")
                                     .arg(row.name, row.measured, row.predicted, row.error);
            points << p;
            texts << text;
            if (!run.withinTolerance()) {
                over << p;
                overTexts << text + QLatin1Char('\n') + row.status;
            }
        }
        QScatterSeries* dots =
            addMarker(QStringLiteral("suite%1").arg(k), QString::fromStdString(suite.title),
                      suiteColour(k), 8, x, y);
        replacePoints(dots, points);
        setPointTexts(dots, texts);
        // The table beside the chart is the suites' legend (a swatch of this colour before each
        // title); the suites' titles would take half the chart here.
        for (QLegendMarker* marker : c->legend()->markers(dots)) {
            marker->setVisible(false);
        }
        m_series.push_back(dots);
    }
    // The band and the line across the whole plot (a log axis cannot show 0).
    const double start = m_log ? from : 0;
    QAreaSeries* band = addArea(
        QStringLiteral("toleranceBand"), tr("±%1 tolerance").arg(formatPercent(m_tolerance, 0)),
        kBand, QStringLiteral("toleranceHigh"), QStringLiteral("toleranceLow"), x, y);
    replacePoints(band->upperSeries(),
                  {QPointF(start, start * (1 + m_tolerance)), QPointF(to, to * (1 + m_tolerance))});
    replacePoints(band->lowerSeries(),
                  {QPointF(start, start * (1 - m_tolerance)), QPointF(to, to * (1 - m_tolerance))});
    m_series.push_back(band);
    QLineSeries* identity = addLine(QStringLiteral("identity"), tr("Predicted = measured"),
                                    kIdentity, 1.2, Qt::DashLine, x, y);
    replacePoints(identity, {QPointF(start, start), QPointF(to, to)});
    m_series.push_back(identity);

    QScatterSeries* rings =
        addMarker(QStringLiteral("overTolerance"), tr("Over tolerance"), palette::marker, 15, x, y);
    rings->setColor(Qt::transparent);
    rings->setBorderColor(palette::marker);
    QPen ring(palette::marker, 1.8);
    rings->setPen(ring);
    replacePoints(rings, over);
    setPointTexts(rings, overTexts);
    rings->setVisible(!over.isEmpty());
    m_series.push_back(rings);
    fitLegend();
    // The legend's new entries get their labels laid out only when the chart next updates: fit
    // again then, or a redraw leaves Qt's elided single row.
    QMetaObject::invokeMethod(
        c, [this] { fitLegend(); }, Qt::QueuedConnection);
}

} // namespace goodput::views::charts
