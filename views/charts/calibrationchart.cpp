// SPDX-License-Identifier: MIT
#include "calibrationchart.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <array>

namespace goodput::views::charts {
namespace {

/// One colour per run's curve; a fifth run takes the first again.
const std::array<QColor, 4> kRunColours{palette::wallClock, palette::goodput, palette::dollarsWall,
                                        palette::checkpoint};

/// The chart's units: message size in MB, time in microseconds (nccl-tests prints us).
QPointF sizeAndTime(Bytes size, Seconds time) {
    return {units::inMegabytes(size), units::inMicroseconds(time)};
}

} // namespace

CalibrationChart::CalibrationChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("calibration")),
      m_x(addLogAxis(Qt::AlignBottom, tr("Message size (MB, log scale)"), kNumberFormat)),
      m_y(addLogAxis(Qt::AlignLeft, tr("Time (µs, log scale)"), kNumberFormat)),
      m_measured(
          addMarker(QStringLiteral("measured"), tr("Measured"), palette::marker, 7, m_x, m_y)),
      m_leftOut(addMarker(QStringLiteral("leftOut"), tr("Left out"), palette::ghost, 7, m_x, m_y)) {
    chart->setTitle(tr("Measured against the fitted model"));
    for (QScatterSeries* s : {m_measured, m_leftOut}) {
        s->setBorderColor(Qt::transparent);
    }
}

void CalibrationChart::update(const ChartInput& /*current*/, const ChartInput* /*baseline*/) {}

void CalibrationChart::setFit(const CalibrationFit* fit, const std::vector<NcclRun>& runs) {
    for (QLineSeries* s : m_curves) {
        chart()->removeSeries(s);
        delete s;
    }
    m_curves.clear();
    QList<QPointF> used;
    QList<QPointF> leftOut;
    if (fit != nullptr) {
        for (const CalibrationPoint& p : fit->points) {
            (p.used ? used : leftOut) << sizeAndTime(p.size, p.measured);
        }
    }
    replacePoints(m_measured, used);
    replacePoints(m_leftOut, leftOut);
    m_leftOut->setVisible(!leftOut.isEmpty()); // and its legend entry
    if (fit != nullptr && fit->valid) {
        for (const CurveSample& c : fit->curve) {
            if (m_curves.size() <= c.run || m_curves[c.run] == nullptr) {
                m_curves.resize(std::max(m_curves.size(), c.run + 1), nullptr);
                const NcclRun& run = runs[c.run];
                const QString name =
                    tr("Model, %1 on %2 GPUs")
                        .arg(QString::fromLatin1(
                            ncclCollectiveName(run.collective.value_or(Collective::AllReduce))
                                .data()))
                        .arg(run.ranks);
                m_curves[c.run] =
                    addLine(QStringLiteral("model%1").arg(c.run), name,
                            kRunColours[c.run % kRunColours.size()], 2, Qt::SolidLine, m_x, m_y);
            }
            m_curves[c.run]->append(sizeAndTime(c.size, c.time));
        }
        std::erase(m_curves, nullptr);
    }
    std::vector<const QXYSeries*> drawn{m_measured, m_leftOut};
    drawn.insert(drawn.end(), m_curves.begin(), m_curves.end());
    fitLogAxis(m_x, drawn, true);
    fitLogAxis(m_y, drawn, false);
}

} // namespace goodput::views::charts
