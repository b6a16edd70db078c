// SPDX-License-Identifier: MIT
#include "validationtext.h"

#include "format.h"
#include "messages.h"

#include <QCoreApplication>

namespace goodput::views {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Validation)
};

/// A number for CSV: the C locale, as many digits as a double round-trips.
QString csvNumber(double v) {
    return QString::number(v, 'g', 15);
}

} // namespace

QString formatSignedError(double fraction) {
    const QString magnitude = formatPercent(std::abs(fraction));
    return (fraction < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + magnitude;
}

QString validationSuiteLine(const SuiteOutcome& suite) {
    return Tr::tr("%Ln run(s): mean |error| %1, max %2, bias %3; %4 over tolerance", nullptr,
                  static_cast<int>(suite.runs.size()))
        .arg(formatPercent(suite.meanAbsoluteError), formatPercent(suite.maxAbsoluteError),
             formatSignedError(suite.meanError))
        .arg(suite.outsideTolerance + suite.invalid);
}

ValidationRunText validationRunText(const RunOutcome& run) {
    ValidationRunText text;
    text.name = QString::fromStdString(run.name);
    text.tolerance = formatPercent(run.tolerance, 0);
    if (!run.valid) {
        text.status = Tr::tr("not evaluated");
        for (const Diagnostic& d : run.diagnostics) {
            text.diagnostics << describe(d);
        }
        return text;
    }
    text.measured = formatDuration(Seconds(run.measuredStepSeconds));
    text.predicted = formatDuration(Seconds(run.predictedStepSeconds));
    text.error = formatSignedError(run.error);
    if (!run.withinTolerance()) {
        text.status = Tr::tr("over tolerance");
    }
    return text;
}

QString validationSummary(const std::vector<SuiteOutcome>& suites) {
    QString out;
    for (const SuiteOutcome& suite : suites) {
        out += QString::fromStdString(suite.title) + QLatin1Char('\n');
        out += QStringLiteral("  %1 %2 %3 %4  %5\n")
                   .arg(Tr::tr("run"), -36)
                   .arg(Tr::tr("measured"), 10)
                   .arg(Tr::tr("predicted"), 10)
                   .arg(Tr::tr("error"), 9)
                   .arg(Tr::tr("tolerance"));
        for (const RunOutcome& run : suite.runs) {
            const ValidationRunText row = validationRunText(run);
            if (!run.valid) {
                out += QStringLiteral("  %1 %2\n").arg(row.name, -36).arg(row.status);
                for (const QString& d : row.diagnostics) {
                    out += QStringLiteral("      %1\n").arg(d);
                }
                continue;
            }
            out += QStringLiteral("  %1 %2 %3 %4  %5%6\n")
                       .arg(row.name, -36)
                       .arg(row.measured, 10)
                       .arg(row.predicted, 10)
                       .arg(row.error, 9)
                       .arg(row.tolerance)
                       .arg(row.status.isEmpty() ? QString() : QStringLiteral("  ") + row.status);
        }
        out += QStringLiteral("  %1\n\n").arg(validationSuiteLine(suite));
    }
    // Last, one line per suite: what a glance (or `| tail`) wants.
    out +=
        Tr::tr("Summary: step-time error per suite (mean |error|, max, bias)") + QLatin1Char('\n');
    for (const SuiteOutcome& suite : suites) {
        out += QStringLiteral("  %1 %2 %3 %4\n")
                   .arg(QString::fromStdString(suite.title), -52)
                   .arg(formatPercent(suite.meanAbsoluteError), 8)
                   .arg(formatPercent(suite.maxAbsoluteError), 8)
                   .arg(formatSignedError(suite.meanError), 9);
    }
    return out;
}

QString validationCsv(const std::vector<SuiteOutcome>& suites) {
    QString out = QStringLiteral(
        "suite,run,measured_step_s,predicted_step_s,error,tolerance,within_tolerance\n");
    for (const SuiteOutcome& suite : suites) {
        for (const RunOutcome& run : suite.runs) {
            const QStringList fields{csvField(QString::fromStdString(suite.id)),
                                     csvField(QString::fromStdString(run.name)),
                                     run.valid ? csvNumber(run.measuredStepSeconds) : QString(),
                                     run.valid ? csvNumber(run.predictedStepSeconds) : QString(),
                                     run.valid ? csvNumber(run.error) : QString(),
                                     csvNumber(run.tolerance),
                                     run.withinTolerance() ? QStringLiteral("true")
                                                           : QStringLiteral("false")};
            out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace goodput::views
