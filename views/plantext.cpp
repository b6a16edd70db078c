// SPDX-License-Identifier: MIT
#include "plantext.h"

#include "format.h"
#include "messages.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "PlanText" (a struct, so that lupdate files them
/// there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(PlanText)
};

QString row(const QString& label, const QString& value) {
    return textRow(label, value);
}

/// Issue 19: what the cluster draws and what the run's energy costs and emits.
QStringList powerLines(const Scenario& s, const Result& r) {
    QStringList out;
    const EnergyResult& e = r.energy;
    if (!e.known) {
        return out;
    }
    out << Tr::tr("Power and energy");
    QString board = Tr::tr("%1 W per GPU").arg(formatNumber(e.boardWatts));
    if (s.power.capWatts) {
        board = Tr::tr("%1, capped: clock x %2").arg(board, formatNumber(e.clockFactor));
    }
    out << row(Tr::tr("Board power"), board);
    out << row(Tr::tr("Facility power"),
               Tr::tr("%1 (IT %2, PUE %3)")
                   .arg(formatMegawatts(e.facilityMegawatts), formatMegawatts(e.itMegawatts),
                        formatNumber(s.power.pue)));
    if (r.reliability.goodput.finishes) {
        out << row(Tr::tr("Energy (wall-clock)"), formatMegawattHours(e.megawattHours));
        out << row(Tr::tr("Energy cost"),
                   s.gpuPriceIncludesPower
                       ? Tr::tr("%1 (paid in the GPU-hour price)").arg(formatDollars(e.cost))
                       : Tr::tr("%1 (added to the total)").arg(formatDollars(e.cost)));
        out << row(Tr::tr("Emissions"), formatTonnesCo2e(e.tonnesCo2e));
        out << row(Tr::tr("Total cost"), formatDollars(r.totalCost));
    }
    return out;
}

} // namespace

QStringList reliabilityClassLines(const Result& r) {
    QStringList out;
    const ReliabilityResult& rel = r.reliability;
    const bool finishes = rel.goodput.finishes;
    if (rel.goodput.slowShare > 0) {
        out << row(Tr::tr("Fail-slow"),
                   finishes ? Tr::tr("%1 of wall-clock, %2 slow episodes expected")
                                  .arg(formatPercent(rel.goodput.slowShare, 2),
                                       QString::number(rel.expectedSlowEpisodes, 'f', 1))
                            : Tr::tr("part of why the run never finishes"));
    }
    if (!rel.checkTradeOff.empty()) {
        out << row(Tr::tr("Silent corruption"),
                   finishes ? Tr::tr("%1 of wall-clock, %2 corruptions expected")
                                  .arg(formatPercent(rel.goodput.corruptionShare, 2),
                                       QString::number(rel.expectedCorruptions, 'f', 1))
                            : Tr::tr("part of why the run never finishes"));
        out << row(Tr::tr("Corruption checks"), Tr::tr("%1 of wall-clock; best every %2")
                                                    .arg(formatPercent(rel.goodput.checkShare, 2),
                                                         formatDuration(rel.optimalCheckInterval)));
    }
    return out;
}

QString recoveryModeName(RecoveryMode mode) {
    switch (mode) {
    case RecoveryMode::Storage: return Tr::tr("stored checkpoint");
    case RecoveryMode::PeerMemory: return Tr::tr("peer memory");
    case RecoveryMode::WarmStandby: return Tr::tr("warm standby");
    }
    return {};
}

QStringList recoveryLines(const Result& r) {
    QStringList out;
    const ReliabilityResult& rel = r.reliability;
    QString how;
    switch (rel.recovery) {
    case RecoveryMode::Storage:
        how = Tr::tr("%1: every failure reloads it").arg(recoveryModeName(rel.recovery));
        break;
    case RecoveryMode::PeerMemory:
        how = Tr::tr("%1: %2 of the failures from RAM, snapshot stall %3")
                  .arg(recoveryModeName(rel.recovery), formatPercent(rel.fastRecoveryShare),
                       formatDuration(rel.snapshotStall));
        break;
    case RecoveryMode::WarmStandby:
        how = Tr::tr("%1: %2 of the failures onto a standby, %3 GPUs billed besides the job")
                  .arg(recoveryModeName(rel.recovery), formatPercent(rel.fastRecoveryShare),
                       formatCount(rel.standbyGpus));
        break;
    }
    out << row(Tr::tr("Recovery"), how);
    out << row(Tr::tr("  per failure"),
               Tr::tr("%1 of work lost, %2 to restart")
                   .arg(formatDuration(rel.lostPerFailure), formatDuration(rel.restartPerFailure)));
    for (const RecoveryOutlook& o : rel.recoveryModes) {
        const QString mark = o.mode == rel.recovery ? QStringLiteral(" *") : QString();
        out << row(QStringLiteral("  %1%2").arg(recoveryModeName(o.mode), mark),
                   o.wallClock.value() > 0
                       ? Tr::tr("goodput %1, %2, %3, snapshot every %4")
                             .arg(formatPercent(o.goodput), formatDays(o.wallClock),
                                  formatDollars(o.cost), formatDuration(o.interval))
                       : Tr::tr("never finishes"));
    }
    return out;
}

namespace {

void stepLines(QStringList& out, const StepResult& st) {
    const StepBreakdown& t = st.time;
    out << row(Tr::tr("Step time"), formatDuration(t.total()));
    out << row(Tr::tr("  compute"), formatDuration(t.compute));
    out << row(Tr::tr("  memory-bound"), formatDuration(t.memoryBound));
    out << row(Tr::tr("  exposed TP / CP / EP"),
               QStringLiteral("%1 / %2 / %3")
                   .arg(formatDuration(t.exposedTp), formatDuration(t.exposedCp),
                        formatDuration(t.exposedEp)));
    out << row(Tr::tr("  exposed DP"), formatDuration(t.exposedDp));
    out << row(Tr::tr("  pipeline bubble"),
               Tr::tr("%1 (%2 of the micro-batches)")
                   .arg(formatDuration(t.bubble), formatPercent(st.bubbleFraction)));
    out << row(Tr::tr("  PP transfers"), formatDuration(t.ppTransfer));
    out << row(Tr::tr("  optimizer / other"),
               QStringLiteral("%1 / %2").arg(formatDuration(t.optimizer), formatDuration(t.other)));
    const MemoryBreakdown& m = st.memory;
    out << row(Tr::tr("Memory per GPU"),
               Tr::tr("%1 of %2 (%3)")
                   .arg(formatBytes(m.total()), formatBytes(m.capacity),
                        m.fits ? Tr::tr("fits") : Tr::tr("does not fit")));
    out << row(
        Tr::tr("  weights / grads / optimizer"),
        QStringLiteral("%1 / %2 / %3")
            .arg(formatBytes(m.weights), formatBytes(m.gradients), formatBytes(m.optimizer)));
    out << row(Tr::tr("  activations / headroom"), Tr::tr("%1 (%2 micro-batches in flight) / %3")
                                                       .arg(formatBytes(m.activations))
                                                       .arg(st.microBatchesInFlight, 0, 'f', 1)
                                                       .arg(formatBytes(m.headroom)));
}

/// A switch, not an array indexed by the enum: a new recompute mode is a compiler warning here,
/// not a word read past the end or the neighbour's word.
const char* recomputeWord(Recompute r) {
    switch (r) {
    case Recompute::None: return QT_TRANSLATE_NOOP("PlanText", "none");
    case Recompute::Selective: return QT_TRANSLATE_NOOP("PlanText", "selective");
    case Recompute::Minimal: return QT_TRANSLATE_NOOP("PlanText", "minimal");
    case Recompute::Full: break;
    }
    return QT_TRANSLATE_NOOP("PlanText", "full");
}

} // namespace

std::optional<int> distinctExpertTp(const LayoutChoice& c, int dp) {
    const int etp = c.layout.expertTensorParallel(dp);
    return c.layout.ep > 1 && etp != c.layout.tp ? std::optional<int>(etp) : std::nullopt;
}

QString layoutName(const LayoutChoice& c, int dp) {
    QString name = Tr::tr("TP %1 PP %2x%3 CP %4 EP %5 DP %6 mb %7 ZeRO-%8 recompute %9")
                       .arg(c.layout.tp)
                       .arg(c.layout.pp)
                       .arg(c.layout.virtualStages)
                       .arg(c.layout.cp)
                       .arg(c.layout.ep)
                       .arg(dp)
                       .arg(c.microBatchSize)
                       .arg(static_cast<int>(c.layout.zero))
                       .arg(Tr::tr(recomputeWord(c.recompute)));
    if (const std::optional<int> etp = distinctExpertTp(c, dp)) {
        name += QStringLiteral(" ETP %1").arg(*etp);
    }
    return name;
}

QString describeLayout(const LayoutChoice& c, int dp) {
    QStringList parts;
    parts << QStringLiteral("TP%1").arg(c.layout.tp) << QStringLiteral("PP%1").arg(c.layout.pp);
    if (c.layout.virtualStages > 1) {
        parts << QStringLiteral("v%1").arg(c.layout.virtualStages);
    }
    if (c.layout.cp > 1) {
        parts << QStringLiteral("CP%1").arg(c.layout.cp);
    }
    if (c.layout.ep > 1) {
        parts << QStringLiteral("EP%1").arg(c.layout.ep);
        if (const std::optional<int> etp = distinctExpertTp(c, dp)) {
            parts << QStringLiteral("ETP%1").arg(*etp);
        }
    }
    parts << QStringLiteral("DP%1").arg(dp) << QStringLiteral("mb%1").arg(c.microBatchSize)
          << QStringLiteral("Z%1").arg(static_cast<int>(c.layout.zero));
    if (c.recompute == Recompute::Selective) {
        parts << QStringLiteral("sel");
    } else if (c.recompute == Recompute::Minimal) {
        parts << QStringLiteral("min");
    } else if (c.recompute == Recompute::Full) {
        parts << QStringLiteral("full");
    }
    return parts.join(QLatin1Char(' '));
}

QString searchSummary(const Scenario& s, const SearchResult& search) {
    QStringList out;
    out << QString::fromStdString(s.name);
    out << Tr::tr("Layouts: %1 evaluated, %2 valid, %3 fit in memory")
               .arg(formatCount(static_cast<double>(search.evaluated)),
                    formatCount(static_cast<double>(search.valid)),
                    formatCount(static_cast<double>(search.fitting)));
    for (std::size_t i = 0; i < search.ranked.size(); ++i) {
        const RankedLayout& r = search.ranked[i];
        out << QStringLiteral("#%1 %2").arg(i + 1).arg(layoutName(r.choice, r.step.dp));
        out << row(Tr::tr("Wall-clock"),
                   Tr::tr("%1, %2").arg(formatDays(r.wallClock), formatDollars(r.cost)));
        out << row(Tr::tr("MFU / HFU"),
                   Tr::tr("%1 / %2 (%3)")
                       .arg(formatPercent(r.step.mfu), formatPercent(r.step.hfu),
                            flopConventionName(search.flopConvention)));
        stepLines(out, r.step);
    }
    for (const Diagnostic& d : search.diagnostics) {
        out << QStringLiteral("  [%1] %2").arg(severityName(d.severity), describe(d));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

/// Columns a terminal gives the text: Hangul and the other East Asian wide characters take two,
/// so Korean labels still line their values up.
int terminalColumns(const QString& text) {
    int columns = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFF00 && u <= 0xFF60);
        columns += wide ? 2 : 1;
    }
    return columns;
}

QString textRow(const QString& label, const QString& value, int width) {
    const QString field = label + QLatin1Char(':');
    const int padding = std::max(0, width - terminalColumns(field)) + 1;
    return QStringLiteral("  ") + field + QString(padding, QLatin1Char(' ')) + value;
}

QStringList diagnosticLines(const Diagnostics& diagnostics) {
    QStringList out;
    if (!diagnostics.empty()) {
        out << Tr::tr("Diagnostics");
        for (const Diagnostic& d : diagnostics) {
            out << QStringLiteral("  [%1] %2").arg(severityName(d.severity), describe(d));
        }
    }
    return out;
}

QString planSummary(const Scenario& s, const Result& r) {
    QStringList out;
    out << QString::fromStdString(s.name);
    if (r.valid) {
        const ComputeResult& c = r.compute;
        const ReliabilityResult& rel = r.reliability;
        const bool finishes = rel.goodput.finishes;
        out << Tr::tr("Compute (2.5.14-2.5.15)");
        const QString convention = flopConventionName(c.flopConvention);
        out << row(Tr::tr("FLOPs counted"),
                   Tr::tr("%1, N = %2: %3 per token, %4 with recompute")
                       .arg(convention, formatShortCount(c.parameters),
                            formatScientific(c.perToken.model.value()),
                            formatScientific(c.perToken.hardware.value())));
        out << row(Tr::tr("Training compute"), formatFlops(c.total));
        out << row(Tr::tr("Cluster"),
                   Tr::tr("%Ln GPU(s) x %1 at MFU %2 (%3, %4)", nullptr, s.cluster.gpus)
                       .arg(formatFlopRate(c.peakPerGpu), formatPercent(c.mfu),
                            c.mode == MfuMode::Derived ? Tr::tr("derived") : Tr::tr("assumed"),
                            convention));
        out << row(Tr::tr("HFU"), Tr::tr("%1 (%2)").arg(formatPercent(c.hfu), convention));
        out << row(Tr::tr("Tokens per second"), formatCount(c.tokensPerSecond));
        out << row(Tr::tr("Training time (compute)"), formatDays(c.time));
        out << row(Tr::tr("GPU-hours (compute)"), formatCount(c.gpuHours));
        out << row(Tr::tr("Cost (compute)"), formatDollars(c.cost));
        out << row(Tr::tr("Cost/1M tokens (compute)"), formatDollars(c.costPerMillionTokens));
        out << row(
            Tr::tr("Tokens per parameter"),
            Tr::tr("%1 (compute-optimal: %2 tokens, ~20 per parameter, Hoffmann 2022)")
                .arg(formatNumber(c.tokensPerParameter), formatShortCount(c.computeOptimalTokens)));
        out << Tr::tr("Reliability (2.5.11-2.5.13)");
        out << row(Tr::tr("System MTBF"), formatHours(rel.systemMtbf));
        if (rel.jobTermMtbf.value() > 0) {
            out << row(Tr::tr("  per-job term / parts"),
                       QStringLiteral("%1 / %2").arg(formatHours(rel.jobTermMtbf),
                                                     rel.partTermMtbf.value() > 0
                                                         ? formatHours(rel.partTermMtbf)
                                                         : Tr::tr("none")));
        }
        out << row(Tr::tr("Checkpoint"),
                   Tr::tr("%1, stall %2")
                       .arg(formatBytes(r.checkpoint.bytes), formatDuration(r.checkpoint.stall)));
        out << row(Tr::tr("Checkpoint interval"), formatDuration(rel.interval));
        out << row(Tr::tr("Checkpoint waste"), formatPercent(rel.waste, 2));
        out << row(Tr::tr("Restart cost"), formatDuration(rel.restart.total()));
        out << row(Tr::tr("Goodput"),
                   finishes ? formatPercent(rel.goodput.goodput) : Tr::tr("none: never finishes"));
        out << row(Tr::tr("Goodput (Daly)"), formatPercent(rel.higherOrderGoodput));
        out << row(Tr::tr("Optimal interval (exact)"), formatDuration(rel.optimalInterval));
        out << recoveryLines(r);
        out << reliabilityClassLines(r);
        if (rel.causes.size() > 1) {
            for (const CauseOutlook& cause : rel.causes) {
                out << row(Tr::tr("Failures: %1").arg(QString::fromStdString(cause.kind)),
                           Tr::tr("%1 of all, restart %2")
                               .arg(formatPercent(cause.share), formatDuration(cause.restart)));
            }
        }
        if (finishes) {
            out << row(Tr::tr("Expected failures"), QString::number(rel.expectedFailures, 'f', 1));
            out << row(Tr::tr("Training time (wall-clock)"), formatDays(r.wallClock));
            out << row(Tr::tr("GPU-hours (wall-clock)"), formatCount(r.wallClockGpuHours));
            out << row(Tr::tr("Cost per trained model"), formatDollars(r.wallClockCost));
            out << row(Tr::tr("Cost/1M tokens (wall-clock)"),
                       formatDollars(r.wallClockCostPerMillionTokens));
        }
        out << powerLines(s, r);
        out << Tr::tr("Data and communication (2.5.4-2.5.10)");
        out << row(Tr::tr("Data read rate"), formatByteRate(r.dataReadRate));
        const DataParallelSync& dp = r.communication.dpSync;
        out << row(Tr::tr("Gradient per GPU (DP)"), formatBytes(dp.gradient));
        out << row(Tr::tr("DP collectives per step"), formatDuration(dp.total));
        out << row(Tr::tr("DP exposed per step"), formatDuration(dp.exposed));
        if (r.communication.tp.allReduces > 0) {
            out << row(Tr::tr("TP traffic per micro-batch"),
                       formatBytes(r.communication.tp.bytesPerGpu));
            out << row(Tr::tr("TP time per micro-batch"), formatDuration(r.communication.tp.time));
        }
    }
    if (r.valid && r.step) {
        out << Tr::tr("Layout %1 (step model)")
                   .arg(layoutName({s.layout, s.workload.microBatchSize, s.workload.recompute},
                                   r.step->dp));
        out << row(Tr::tr("Derived MFU / HFU"),
                   Tr::tr("%1 / %2 (%3)")
                       .arg(formatPercent(r.step->mfu), formatPercent(r.step->hfu),
                            flopConventionName(r.compute.flopConvention)));
        out << row(Tr::tr("Tokens per second (layout)"), formatCount(r.step->tokensPerSecond));
        stepLines(out, *r.step);
    }
    out << diagnosticLines(r.diagnostics);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace goodput::views
