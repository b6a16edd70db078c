// SPDX-License-Identifier: MIT
#include "memorychart.h"

#include "views/format.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

namespace goodput::views::charts {

MemoryChart::MemoryChart(QChart* chart)
    : LayoutBarsChart(
          chart, QStringLiteral("memory"), tr("Memory per GPU, first pipeline stage (GB)"),
          {{QStringLiteral("weights"), tr("Weights"), palette::weights},
           {QStringLiteral("gradients"), tr("Gradients"), palette::gradients},
           {QStringLiteral("optimizer"), tr("Optimizer states"), palette::optimizerStates},
           {QStringLiteral("activations"), tr("Activations"), palette::activations},
           {QStringLiteral("headroom"), tr("Headroom"), palette::headroom}}) {
    chart->setTitle(tr("Memory per GPU against HBM capacity"));
    m_capacity = addLine(QStringLiteral("hbmCapacityGB"), tr("HBM capacity"), palette::marker, 2,
                         Qt::DashLine, valueAxis(), categoryAxis());
    // At the line's foot, out of the way of the notes, which may start past the line.
    m_capacityCallout = addCallout(m_capacity, QPointF(6, -20), 0);
}

void MemoryChart::update(const ChartInput& current, const ChartInput* baseline) {
    // In the unit the preferences chose: the axis said GB, and drew GB, after choosing GiB.
    const bool gib = displayUnits().memoryInGibibytes;
    const auto inUnit = [gib](Bytes b) {
        return gib ? units::inGibibytes(b) : units::inGigabytes(b);
    };
    const QString axisTitle = gib ? tr("Memory per GPU, first pipeline stage (GiB)")
                                  : tr("Memory per GPU, first pipeline stage (GB)");
    if (valueAxis()->titleText() != axisTitle) {
        valueAxis()->setTitleText(axisTitle);
    }
    std::vector<Row> rows;
    for (const Layout& l : layouts(current, baseline)) {
        const MemoryBreakdown& m = l.step->memory;
        Row r;
        r.label = l.label;
        for (const Bytes b : {m.weights, m.gradients, m.optimizer, m.activations, m.headroom}) {
            r.values.push_back(inUnit(b));
        }
        r.total = inUnit(m.total());
        r.note = m.fits ? tr("%1: fits").arg(formatBytes(m.total()))
                        : tr("%1: does not fit").arg(formatBytes(m.total()));
        rows.push_back(r);
    }
    const Bytes capacity = current.scenario.hardware.accelerator.hbmCapacity;
    m_hbm = inUnit(capacity);
    setRows(rows, m_hbm, m_hbm);
    setCallout(m_capacityCallout,
               rows.empty() ? QString() : tr("HBM %1").arg(formatBytes(capacity)));
    setTitleIfChanged(chart(),
                      rows.empty()
                          ? tr("Memory per GPU: needs the model's architecture and a valid layout")
                          : tr("Memory per GPU against HBM capacity"));
}

void MemoryChart::rowsShown() {
    // Across every row shown.
    replacePoints(m_capacity, rowCount() == 0 ? QList<QPointF>()
                                              : QList<QPointF>{QPointF(m_hbm, -0.5),
                                                               QPointF(m_hbm, rowCount() - 0.5)});
}

} // namespace goodput::views::charts
