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

/// A signed error in percent with a real minus: "−12.3 %", "+4.0 %".
QString signedPercent(double fraction) {
    const QString magnitude = formatPercent(std::abs(fraction));
    return (fraction < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + magnitude;
}

} // namespace

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
            const QString name = QString::fromStdString(run.name);
            if (!run.valid) {
                out += QStringLiteral("  %1 %2\n").arg(name, -36).arg(Tr::tr("not evaluated"));
                for (const Diagnostic& d : run.diagnostics) {
                    out += QStringLiteral("      %1\n").arg(describe(d));
                }
                continue;
            }
            out += QStringLiteral("  %1 %2 %3 %4  %5%6\n")
                       .arg(name, -36)
                       .arg(formatDuration(Seconds(run.measuredStepSeconds)), 10)
                       .arg(formatDuration(Seconds(run.predictedStepSeconds)), 10)
                       .arg(signedPercent(run.error), 9)
                       .arg(formatPercent(run.tolerance, 0))
                       .arg(run.withinTolerance() ? QString() : Tr::tr("  over tolerance"));
        }
        out +=
            QStringLiteral("  %1\n\n")
                .arg(Tr::tr("%1 runs: mean |error| %2, max %3, bias %4; %5 over tolerance")
                         .arg(suite.runs.size())
                         .arg(formatPercent(suite.meanAbsoluteError),
                              formatPercent(suite.maxAbsoluteError), signedPercent(suite.meanError))
                         .arg(suite.outsideTolerance + suite.invalid));
    }
    // Last, one line per suite: what a glance (or `| tail`) wants.
    out +=
        Tr::tr("Summary: step-time error per suite (mean |error|, max, bias)") + QLatin1Char('\n');
    for (const SuiteOutcome& suite : suites) {
        out += QStringLiteral("  %1 %2 %3 %4\n")
                   .arg(QString::fromStdString(suite.title), -52)
                   .arg(formatPercent(suite.meanAbsoluteError), 8)
                   .arg(formatPercent(suite.maxAbsoluteError), 8)
                   .arg(signedPercent(suite.meanError), 9);
    }
    return out;
}

} // namespace goodput::views
