// SPDX-License-Identifier: MIT
#include "calibrationtext.h"

#include "format.h"
#include "messages.h"
#include "model/calibration_json.h"
#include "model/enum_names.h"
#include "model/result_json.h"
#include "plantext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <set>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "CalibrationText" (a struct, so that lupdate
/// files them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(CalibrationText)
};

/// "  label:   value" lines with the values aligned after the longest label.
QStringList aligned(const std::vector<std::pair<QString, QString>>& facts) {
    qsizetype width = 0;
    for (const auto& [label, value] : facts) {
        width = std::max(width, label.size() + 1);
    }
    QStringList lines;
    for (const auto& [label, value] : facts) {
        lines << QStringLiteral("  ") + (label + QLatin1Char(':')).leftJustified(width + 2) + value;
    }
    return lines;
}

QString collectiveName(Collective c) {
    return QString::fromLatin1(ncclCollectiveName(c).data(),
                               static_cast<qsizetype>(ncclCollectiveName(c).size()));
}

/// "3.01 µs ± 0.14 %": the standard error relative to the value, readable at any magnitude.
QString plusMinus(const QString& value, double standardError, double of) {
    const double relative = of != 0 ? standardError / std::abs(of) : 0;
    return QStringLiteral("%1 ± %2").arg(value, formatPercent(relative, relative < 0.01 ? 2 : 1));
}

template <class Q> QString plusMinus(const QString& value, const Estimate<Q>& e) {
    return plusMinus(value, e.standardError.value(), e.value.value());
}

/// C-locale number with `digits` significant digits, for the preset file.
QString c(double v, int digits = 4) {
    return QString::number(v, 'g', digits);
}

/// "all_reduce on 8 GPUs (1 host), 31 sizes" for each run that gave points.
QStringList runDescriptions(const CalibrationFit& fit, const std::vector<NcclRun>& runs,
                            const std::vector<std::string>& sources, bool forFile) {
    QStringList out;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const NcclRun& r = runs[i];
        if (!r.collective) {
            continue;
        }
        const auto points = std::count_if(fit.points.begin(), fit.points.end(),
                                          [&](const auto& p) { return p.run == i; });
        QString source = i < sources.size() ? QString::fromStdString(sources[i]) : QString();
        if (forFile) {
            source = QFileInfo(source).fileName(); // the file, not the user's directory layout
        }
        // The program as the log names it; otherwise the collective and where it came from (a
        // preset never claims a program name its log did not print).
        const QString what = r.collectiveSource == CollectiveSource::Program && !r.program.empty()
                                 ? QString::fromStdString(r.program)
                             : r.collectiveSource == CollectiveSource::Inferred
                                 ? (forFile ? QStringLiteral("%1 (inferred from the table)")
                                            : Tr::tr("%1 (inferred from the table)"))
                                       .arg(collectiveName(*r.collective))
                                 : (forFile ? QStringLiteral("%1 (given with --collective)")
                                            : Tr::tr("%1 (given with --collective)"))
                                       .arg(collectiveName(*r.collective));
        const QString hosts = r.hosts > 1 ? QStringLiteral(", %1 hosts").arg(r.hosts) : QString();
        if (forFile) {
            out << QStringLiteral("%1 on %2 GPUs%3 (%4 sizes) in %5 line %6")
                       .arg(what)
                       .arg(r.ranks)
                       .arg(hosts)
                       .arg(points)
                       .arg(source)
                       .arg(r.line);
        } else {
            out << Tr::tr("[%1] %2 line %3: %4 on %5 GPUs%6, %7 sizes")
                       .arg(i + 1)
                       .arg(source)
                       .arg(r.line)
                       .arg(what)
                       .arg(r.ranks)
                       .arg(r.hosts > 1 ? Tr::tr(" (%1 hosts)").arg(r.hosts) : QString())
                       .arg(points);
        }
    }
    return out;
}

QString regimeKindName(RegimeKind kind) {
    switch (kind) {
    case RegimeKind::LatencyBound: return Tr::tr("latency-bound");
    case RegimeKind::BandwidthBound: return Tr::tr("bandwidth-bound");
    case RegimeKind::InNetwork: return Tr::tr("in-network reduction (NVLS/SHARP)");
    }
    return {};
}

/// GPUs per host of the runs that crossed hosts (the rails each drives), "8" or "4, 8".
QString railsOf(const CalibrationFit& fit) {
    std::set<int> rails;
    for (const CalibrationPoint& p : fit.points) {
        if (p.perDomain > 0 && p.perDomain < p.ranks) {
            rails.insert(p.perDomain);
        }
    }
    QStringList out;
    for (const int r : rails) {
        out << QString::number(r);
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

std::vector<std::pair<QString, QString>> calibrationFacts(const CalibrationFit& fit) {
    std::vector<std::pair<QString, QString>> facts;
    facts.emplace_back(Tr::tr("Latency per step (alpha)"),
                       plusMinus(formatDuration(fit.latency.value), fit.latency));
    const QString rails = railsOf(fit);
    if (fit.tier == TierKind::ScaleOut && !rails.isEmpty()) {
        // The runs crossed hosts on one NIC per GPU at once (the planner's rails): B is one NIC's.
        facts.emplace_back(
            Tr::tr("Bandwidth per NIC (B)"),
            Tr::tr("%1 (%2 NICs per host at once)")
                .arg(plusMinus(formatByteRate(fit.bandwidth.value), fit.bandwidth), rails));
    } else {
        facts.emplace_back(Tr::tr("Bandwidth (B)"),
                           plusMinus(formatByteRate(fit.bandwidth.value), fit.bandwidth));
    }
    if (fit.efficiency && fit.specBandwidth) {
        // A fraction, as the preset stores it: "0.800 ± 0.005 of 450 GB/s".
        facts.emplace_back(Tr::tr("Efficiency (B / spec)"),
                           Tr::tr("%1 ± %2 of %3")
                               .arg(QLocale().toString(fit.efficiency->value, 'f', 3),
                                    QLocale().toString(fit.efficiency->standardError, 'f', 3),
                                    formatByteRate(*fit.specBandwidth)));
    }
    for (const auto& [below, above] : fit.switches) {
        facts.emplace_back(Tr::tr("Protocol switch"),
                           Tr::tr("between %1 and %2").arg(formatBytes(below), formatBytes(above)));
    }
    for (std::size_t i = 0; fit.regimes.size() > 1 && i < fit.regimes.size(); ++i) {
        const AlphaBetaFit& r = fit.regimes[i];
        facts.emplace_back(Tr::tr("Regime %1").arg(i + 1),
                           Tr::tr("%6: alpha %1, B %2, %3 to %4, %5 points")
                               .arg(plusMinus(formatDuration(r.alpha.value), r.alpha),
                                    plusMinus(formatByteRate(r.bandwidth.value), r.bandwidth),
                                    formatBytes(r.fromSize), formatBytes(r.toSize))
                               .arg(r.points)
                               .arg(regimeKindName(r.kind)));
    }
    if (fit.storedRegime < fit.regimes.size()) {
        const AlphaBetaFit& stored = fit.regimes[fit.storedRegime];
        facts.emplace_back(
            Tr::tr("Stored"),
            fit.bandwidthCapped
                ? Tr::tr("latency of regime 1; bandwidth of regime %1 (%2), capped at the link "
                         "rate")
                      .arg(fit.storedRegime + 1)
                      .arg(regimeKindName(stored.kind))
                : Tr::tr("latency of regime 1; bandwidth of regime %1 (%2)")
                      .arg(fit.storedRegime + 1)
                      .arg(regimeKindName(stored.kind)));
    }
    facts.emplace_back(
        Tr::tr("Relative error"),
        (fit.poorFit ? Tr::tr("rms %1, max %2: a poor fit") : Tr::tr("rms %1, max %2"))
            .arg(formatPercent(fit.rmsRelativeError), formatPercent(fit.maxAbsRelativeError)));
    return facts;
}

QString calibrationSummary(const CalibrationFit& fit, const std::vector<NcclRun>& runs,
                           const std::vector<std::string>& sources) {
    QStringList out;
    out << Tr::tr("nccl-tests calibration of the %1 tier (%2 model, %3 times)")
               .arg(QString::fromLatin1(tierId(fit.tier).data()),
                    QString::fromLatin1(enumName(fit.algorithm).data()),
                    QString::fromLatin1(variantId(fit.variant).data()));
    for (const QString& run : runDescriptions(fit, runs, sources, false)) {
        out << QStringLiteral("  ") + run;
    }
    if (fit.valid) {
        out << aligned(calibrationFacts(fit));
        out << Tr::tr("Per size");
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7")
                   .arg(Tr::tr("run"), -4)
                   .arg(Tr::tr("line"), -6)
                   .arg(Tr::tr("GPUs"), 5)
                   .arg(Tr::tr("size"), 10)
                   .arg(Tr::tr("measured"), 11)
                   .arg(Tr::tr("model"), 11)
                   .arg(Tr::tr("error"), 9);
        for (const CalibrationPoint& p : fit.points) {
            out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7%8")
                       .arg(QStringLiteral("[%1]").arg(p.run + 1), -4)
                       .arg(p.line, -6)
                       .arg(p.ranks, 5)
                       .arg(formatBytes(p.size), 10)
                       .arg(formatDuration(p.measured), 11)
                       .arg(formatDuration(p.model), 11)
                       .arg(formatPercent(p.relativeError), 9)
                       .arg(p.used ? QString() : Tr::tr("  (left out)"));
        }
    }
    out << diagnosticLines(fit.diagnostics);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

CalibrationProvenance calibrationProvenance(const CalibrationFit& fit,
                                            const std::vector<NcclRun>& runs,
                                            const std::vector<std::string>& sources,
                                            const std::string& id,
                                            const std::string& baseDisplayName, QDate date) {
    const QString day = date.toString(Qt::ISODate);
    const QString tier = QString::fromLatin1(tierId(fit.tier).data());
    const QString measured = runDescriptions(fit, runs, sources, true).join(QStringLiteral("; "));
    std::set<QString> files;
    for (const std::string& s : sources) {
        files.insert(QFileInfo(QString::fromStdString(s)).fileName());
    }
    const QStringList logs(files.begin(), files.end());
    const double us = units::inMicroseconds(fit.latency.value);
    const double usErr = units::inMicroseconds(fit.latency.standardError);
    const double gb = units::inGigabytesPerSecond(fit.bandwidth.value);
    const double gbErr = units::inGigabytesPerSecond(fit.bandwidth.standardError);
    const double eff = fit.efficiency ? fit.efficiency->value : 0;
    const double effErr = fit.efficiency ? fit.efficiency->standardError : 0;
    const double spec = fit.specBandwidth ? units::inGigabytesPerSecond(*fit.specBandwidth) : 0;
    QString regimes;
    if (!fit.switches.empty()) {
        QStringList at;
        for (const auto& [below, above] : fit.switches) {
            at << QStringLiteral("%1 and %2").arg(c(below.value(), 12), c(above.value(), 12));
        }
        regimes = QStringLiteral(" %1 regimes split between %2 bytes: latency from the "
                                 "smallest-message one, bandwidth from the largest-message one "
                                 "(%3).")
                      .arg(fit.regimes.size())
                      .arg(at.join(QStringLiteral(", ")),
                           QString::fromLatin1(regimeKindId(fit.regimes.back().kind).data()));
    }
    if (fit.bandwidthCapped) {
        regimes += QStringLiteral(" The largest messages ran above the link spec (in-network "
                                  "reduction, NVLS/SHARP): the efficiency is stored as 1.");
    }
    const QString rails = railsOf(fit);
    const QString perNic =
        fit.tier == TierKind::ScaleOut && !rails.isEmpty()
            ? QStringLiteral(" per NIC (%1 NICs per host driven at once, one per GPU)").arg(rails)
            : QString();

    CalibrationProvenance p;
    p.id = id;
    p.displayName = QStringLiteral("%1 (calibrated %2, %3)")
                        .arg(QString::fromStdString(baseDisplayName), tier, day)
                        .toStdString();
    p.efficiencySource =
        QStringLiteral("measured: %1 alpha-beta fit to nccl-tests (%2), B = %3 +- %4 GB/s%11 = %5 "
                       "+- %6 of the %7 GB/s spec; alpha = %8 +- %9 us per step (goodput "
                       "calibrate nccl, %10)")
            .arg(QString::fromLatin1(enumName(fit.algorithm).data()), measured, c(gb), c(gbErr, 2),
                 c(eff), c(effErr, 2), c(spec), c(us), c(usErr, 2))
            .arg(day, perNic)
            .toStdString();
    p.source = QStringLiteral(
                   "User measurement: nccl-tests logs %1, fitted by goodput calibrate nccl on %2 "
                   "(docs/calibration.md) [measured]")
                   .arg(logs.join(QStringLiteral(", ")), day)
                   .toStdString();
    p.note =
        QStringLiteral(
            "Calibrated %1 tier (%2): latencyUs and efficiency fitted to %3 measured sizes, rms "
            "relative error %4 %, max %5 %.%6")
            .arg(tier, day)
            .arg(fit.points.size())
            .arg(c(fit.rmsRelativeError * 100, 2), c(fit.maxAbsRelativeError * 100, 2), regimes)
            .toStdString();
    return p;
}

QString describeMeasurement(const StepMeasurement& m, bool forFile) {
    const QString flops = m.countsRecompute
                              ? QStringLiteral("hardware FLOPs with recomputation, HFU")
                              : QStringLiteral("model FLOPs, MFU");
    if (forFile) {
        switch (m.kind) {
        case StepMeasure::StepTime: return QStringLiteral("a step time of %1 s").arg(c(m.value, 6));
        case StepMeasure::TokensPerSecond: return QStringLiteral("%1 tokens/s").arg(c(m.value, 6));
        case StepMeasure::TflopsPerGpu:
            return QStringLiteral("%1 TFLOP/s per GPU (%2)").arg(c(m.value, 6), flops);
        }
    }
    switch (m.kind) {
    case StepMeasure::StepTime:
        return Tr::tr("a step time of %1").arg(formatDuration(Seconds(m.value)));
    case StepMeasure::TokensPerSecond:
        return Tr::tr("%1 tokens/s").arg(QLocale().toString(m.value, 'f', 0));
    case StepMeasure::TflopsPerGpu:
        return m.countsRecompute
                   ? Tr::tr("%1 TFLOP/s per GPU (hardware FLOPs with recomputation, HFU)")
                         .arg(QLocale().toString(m.value, 'g', 4))
                   : Tr::tr("%1 TFLOP/s per GPU (model FLOPs, MFU)")
                         .arg(QLocale().toString(m.value, 'g', 4));
    }
    return {};
}

std::vector<std::pair<QString, QString>> stepCalibrationFacts(const StepCalibration& cal) {
    return {{Tr::tr("Measured step"), formatDuration(cal.measuredStep)},
            {Tr::tr("Matmul efficiency"),
             Tr::tr("%1 (was %2)")
                 .arg(formatPercent(cal.efficiency, 2), formatPercent(cal.previousEfficiency, 2))},
            {Tr::tr("Derived MFU"),
             Tr::tr("%1 -> %2 (%3 points)")
                 .arg(formatPercent(cal.before.mfu), formatPercent(cal.after.mfu),
                      QLocale().toString((cal.after.mfu - cal.before.mfu) * 100, 'f', 1))},
            {Tr::tr("Derived HFU"),
             Tr::tr("%1 -> %2").arg(formatPercent(cal.before.hfu), formatPercent(cal.after.hfu))},
            {Tr::tr("Step time"), Tr::tr("%1 -> %2")
                                      .arg(formatDuration(cal.before.time.total()),
                                           formatDuration(cal.after.time.total()))},
            {Tr::tr("Tokens/s"), Tr::tr("%1 -> %2")
                                     .arg(QLocale().toString(cal.before.tokensPerSecond, 'f', 0),
                                          QLocale().toString(cal.after.tokensPerSecond, 'f', 0))},
            {Tr::tr("Model range"),
             Tr::tr("%1 at 100 % to %2 at the minimum")
                 .arg(formatDuration(cal.fastestStep), formatDuration(cal.slowestStep))},
            {Tr::tr("Sensitivity"), Tr::tr("1 % in the measured time moves the efficiency by %1 %")
                                        .arg(QLocale().toString(cal.sensitivity, 'f', 2))}};
}

QString stepCalibrationSummary(const StepCalibration& cal, const StepMeasurement& m) {
    QStringList out;
    out << Tr::tr("Matmul efficiency from %1").arg(describeMeasurement(m));
    if (cal.valid) {
        out << aligned(stepCalibrationFacts(cal));
    }
    out << diagnosticLines(cal.diagnostics);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

CalibrationProvenance stepCalibrationProvenance(const StepCalibration& cal,
                                                const StepMeasurement& m, const Scenario& scenario,
                                                const std::string& id,
                                                const std::string& baseDisplayName, QDate date) {
    const QString day = date.toString(Qt::ISODate);
    const Layout& l = scenario.layout;
    const QString layout = describeLayout(
        LayoutChoice{l, scenario.workload.microBatchSize, scenario.workload.recompute},
        l.dp(scenario.cluster.gpus));
    const QString job =
        QStringLiteral("scenario \"%1\" (%2 parameters, %3 GPUs, %4, %5 tokens per step of %6)")
            .arg(QString::fromStdString(scenario.name), c(scenario.workload.parameters, 4))
            .arg(scenario.cluster.gpus)
            .arg(layout, c(scenario.workload.globalBatchTokens, 8))
            .arg(scenario.workload.sequenceLength);
    const QString what = describeMeasurement(m, true);

    CalibrationProvenance p;
    p.id = id;
    p.displayName = QStringLiteral("%1 (calibrated matmul, %2)")
                        .arg(QString::fromStdString(baseDisplayName), day)
                        .toStdString();
    p.efficiencySource =
        QStringLiteral("measured: back-solved through the step model from %1 of %2 (goodput "
                       "calibrate step, %3)")
            .arg(what, job, day)
            .toStdString();
    p.source = QStringLiteral("User measurement: %1 of %2, back-solved by goodput calibrate step "
                              "on %3 (docs/calibration.md) [measured]")
                   .arg(what, job, day)
                   .toStdString();
    p.note = QStringLiteral("Calibrated matmulEfficiency (%1): %2 -> %3; the derived MFU of the "
                            "measured scenario moves from %4 to %5 %.")
                 .arg(day, c(cal.previousEfficiency), c(cal.efficiency), c(cal.before.mfu * 100, 3),
                      c(cal.after.mfu * 100, 3))
                 .toStdString();
    return p;
}

} // namespace goodput::views
