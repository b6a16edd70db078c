// SPDX-License-Identifier: MIT
#include "simulationtext.h"

#include "format.h"
#include "messages.h"
#include "plantext.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "SimulationText" (a struct, so that lupdate
/// files them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(SimulationText)
};

/// "mean X  P10 X  P50 X  P90 X" with one formatter for all four.
QString spread(const Distribution& d, const std::function<QString(double)>& format) {
    return Tr::tr("mean %1   P10 %2   P50 %3   P90 %4")
        .arg(format(d.mean), format(d.p10), format(d.p50), format(d.p90));
}

QString row(const QString& label, const QString& value) {
    return textRow(label, value, 30);
}

} // namespace

QString simulationSummary(const Scenario& s, const SimulationResult& r) {
    QStringList out;
    out << QString::fromStdString(s.name);
    if (r.valid) {
        out << Tr::tr("Monte-Carlo simulation: %Ln run(s), seed %1", nullptr, r.runs).arg(r.seed);
        // Runs that never finished and a spent event budget: in the diagnostics below
        // (simulation.runsUnfinished, simulation.eventBudgetSpent), which name the counts.
        if (!r.wallClockDays.percentiles.empty()) {
            const auto days = [](double v) {
                return formatDays(units::days(v));
            };
            const auto dollars = [](double v) {
                return formatDollars(units::dollars(v));
            };
            const auto percent = [](double v) {
                return formatPercent(v);
            };
            const auto count = [](double v) {
                return QString::number(v, 'f', 1);
            };
            out << row(Tr::tr("Wall-clock"), spread(r.wallClockDays, days));
            out << row(Tr::tr("Cost"), spread(r.costUsd, dollars));
            out << row(Tr::tr("Goodput"), spread(r.goodput, percent));
            out << row(Tr::tr("Failures"), spread(r.failures, count));
            if (r.plannedStops.max > 0) {
                out << row(Tr::tr("Planned stops"), spread(r.plannedStops, count));
            }
            if (r.slowEpisodes.max > 0) {
                out << row(Tr::tr("Slow episodes"), spread(r.slowEpisodes, count));
            }
            if (r.corruptions.max > 0) {
                out << row(Tr::tr("Silent corruptions"), spread(r.corruptions, count));
            }
            if (!r.fastRecoveries.percentiles.empty()) {
                out << row(Tr::tr("Recovered: %1").arg(recoveryModeName(r.recovery)),
                           spread(r.fastRecoveries, count));
            }
        }
        out << Tr::tr("Analytic model at the same interval");
        out << row(Tr::tr("Goodput, first order (2.5.13)"), formatPercent(r.firstOrderGoodput, 2));
        out << row(Tr::tr("Goodput, Daly's higher order"), formatPercent(r.higherOrderGoodput, 2));
        out << Tr::tr("Checkpoint interval");
        out << row(Tr::tr("Simulated"), formatDuration(r.interval));
        if (r.effectiveInterval > r.interval) {
            out << row(Tr::tr("Achieved (write longer)"), formatDuration(r.effectiveInterval));
        }
        out << row(Tr::tr("Young sqrt(2CM)"), formatDuration(r.youngInterval));
        out << row(Tr::tr("Daly"), formatDuration(r.dalyInterval));
        out << row(Tr::tr("Exact optimum of Daly's model"), formatDuration(r.optimalInterval));
        if (r.simulatedOptimalInterval) {
            out << row(Tr::tr("Simulated optimum"), formatDuration(*r.simulatedOptimalInterval));
        }
        if (!r.lostTime.empty()) {
            out << Tr::tr("Lost time by cause (mean per run)");
            for (const LostTime& l : r.lostTime) {
                out << row(lostTimeCause(l),
                           QStringLiteral("%1   %2").arg(formatDuration(l.mean),
                                                         formatPercent(l.shareOfWallClock, 2)));
            }
        }
    }
    out << diagnosticLines(r.diagnostics);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace goodput::views
