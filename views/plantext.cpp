// SPDX-License-Identifier: MIT
#include "plantext.h"

#include "format.h"
#include "messages.h"

#include <QCoreApplication>
#include <QStringList>

namespace goodput::views {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("PlanText", text);
}

QString row(const QString& label, const QString& value) {
    return QStringLiteral("  %1 %2").arg(label + QLatin1Char(':'), -28).arg(value);
}

} // namespace

QString planSummary(const Scenario& s, const Result& r) {
    QStringList out;
    out << QString::fromStdString(s.name);
    if (r.valid) {
        const ComputeResult& c = r.compute;
        const ReliabilityResult& rel = r.reliability;
        const bool finishes = rel.goodput.finishes;
        out << tr("Compute (2.5.14-2.5.15)");
        out << row(tr("Training compute 6ND"), formatFlops(c.total));
        out << row(tr("Cluster"), tr("%1 GPUs x %2 at MFU %3")
                                      .arg(s.cluster.gpus)
                                      .arg(formatFlopRate(c.peakPerGpu), formatPercent(c.mfu)));
        out << row(tr("HFU"), formatPercent(c.hfu));
        out << row(tr("Tokens per second"), formatCount(c.tokensPerSecond));
        out << row(tr("Training time (compute)"), formatDays(c.time));
        out << row(tr("GPU-hours (compute)"), formatCount(c.gpuHours));
        out << row(tr("Cost (compute)"), formatDollars(c.cost));
        out << tr("Reliability (2.5.11-2.5.13)");
        out << row(tr("System MTBF"), formatHours(rel.systemMtbf));
        out << row(tr("Checkpoint"), tr("%1, stall %2").arg(formatBytes(r.checkpoint.bytes),
                                                             formatDuration(r.checkpoint.stall)));
        out << row(tr("Checkpoint interval"), formatDuration(rel.interval));
        out << row(tr("Checkpoint waste"), formatPercent(rel.waste, 2));
        out << row(tr("Restart cost"), formatDuration(rel.restart.total()));
        out << row(tr("Goodput"), finishes ? formatPercent(rel.goodput.goodput) : tr("none: never finishes"));
        if (finishes) {
            out << row(tr("Expected failures"), QString::number(rel.expectedFailures, 'f', 1));
            out << row(tr("Training time (wall-clock)"), formatDays(r.wallClock));
            out << row(tr("GPU-hours (wall-clock)"), formatCount(r.wallClockGpuHours));
            out << row(tr("Cost (wall-clock)"), formatDollars(r.wallClockCost));
        }
        out << tr("Data and communication (2.5.4-2.5.10)");
        out << row(tr("Data read rate"), formatByteRate(r.dataReadRate));
        out << row(tr("Gradient per step (DP)"), formatBytes(r.communication.gradient));
        out << row(tr("DP all-reduce per step"), formatDuration(r.communication.dpSync.total));
        out << row(tr("DP exposed per step"), formatDuration(r.communication.dpSync.exposed));
        if (r.communication.tp.allReduces > 0) {
            out << row(tr("TP traffic per micro-batch"), formatBytes(r.communication.tp.bytesPerGpu));
            out << row(tr("TP time per micro-batch"), formatDuration(r.communication.tp.time));
        }
    }
    if (!r.diagnostics.empty()) {
        out << tr("Diagnostics");
        for (const Diagnostic& d : r.diagnostics) {
            out << QStringLiteral("  [%1] %2").arg(severityName(d.severity), describe(d));
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace goodput::views
