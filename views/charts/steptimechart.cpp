// SPDX-License-Identifier: MIT
#include "steptimechart.h"

#include "views/format.h"

#include <QChart>

namespace goodput::views::charts {

StepTimeChart::StepTimeChart(QChart* chart)
    : LayoutBarsChart(chart, QStringLiteral("stepTime"), tr("Time per optimizer step (s)"),
                      {{QStringLiteral("compute"), tr("Compute"), palette::wallClock},
                       {QStringLiteral("memoryBound"), tr("Memory-bound"), palette::memoryBound},
                       {QStringLiteral("exposedTp"), tr("Exposed TP"), palette::exposedTp},
                       {QStringLiteral("exposedCp"), tr("Exposed CP"), palette::exposedCp},
                       {QStringLiteral("exposedEp"), tr("Exposed EP"), palette::exposedEp},
                       {QStringLiteral("exposedDp"), tr("Exposed DP"), palette::exposedDp},
                       {QStringLiteral("bubble"), tr("Bubble"), palette::bubble},
                       {QStringLiteral("ppTransfer"), tr("PP transfers"), palette::ppTransfer},
                       {QStringLiteral("optimizer"), tr("Optimizer"), palette::optimizer},
                       {QStringLiteral("other"), tr("Other"), palette::other}}) {
    chart->setTitle(tr("Where a step's time goes: this layout and the best found"));
}

void StepTimeChart::update(const ChartInput& current, const ChartInput* baseline) {
    std::vector<Row> rows;
    for (const Layout& l : layouts(current, baseline)) {
        const StepBreakdown& t = l.step->time;
        Row r;
        r.label = l.label;
        for (const Seconds s : {t.compute, t.memoryBound, t.exposedTp, t.exposedCp, t.exposedEp,
                                t.exposedDp, t.bubble, t.ppTransfer, t.optimizer, t.other}) {
            r.values.push_back(s.value());
        }
        r.total = t.total().value();
        r.note = tr("%1 · MFU %2").arg(formatDuration(t.total()), formatPercent(l.step->mfu));
        rows.push_back(r);
    }
    setRows(rows, 0);
    setTitleIfChanged(
        chart(), rows.empty() ? tr("Step time: needs the model's architecture and a valid layout")
                              : tr("Where a step's time goes: this layout and the best found"));
}

} // namespace goodput::views::charts
