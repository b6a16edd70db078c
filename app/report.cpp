// SPDX-License-Identifier: MIT
// `goodput report FILE.json -o PLAN.pdf`, `goodput report A.json B.json... -o CMP.pdf`: the
// planning report of a scenario, or the comparison report of several, as PDF.

#include "commandsupport.h"
#include "model/sweeps.h"
#include "views/report/comparisonreport.h"
#include "views/report/reportwriter.h"

namespace goodput::app {
namespace {

int reportCommand(const Args& args) {
    const QString output = args.value(QStringLiteral("-o"));
    if (output.isEmpty()) {
        printError(Tr::tr("report needs the PDF to write: -o FILE.pdf"));
        return ExitBadInput;
    }
    const QString pageName = args.value(QStringLiteral("--page"), QStringLiteral("a4"));
    const std::optional<views::report::PageFormat> page =
        views::report::pageFormatFromName(pageName);
    if (!page) {
        printError(Tr::tr("--page must be a4 or letter, not %1").arg(pageName));
        return ExitBadInput;
    }
    if (args.positional.size() > 1 && args.has(QStringLiteral("--default"))) {
        // `report --default s.json` wrote the default's report and dropped s.json unsaid.
        printError(args.positional.size() > 2
                       ? Tr::tr("report compares scenario files; --default cannot be one of them")
                       : Tr::tr("report takes a scenario FILE.json or --default, not both"));
        return ExitBadInput;
    }
    if (args.positional.size() > 2) {
        // Several files: the comparison report.
        const QStringList files = args.positional.mid(1);
        const std::optional<Comparison> comparison =
            loadComparison(files, args.has(QStringLiteral("--best-layout")));
        if (!comparison) {
            return ExitBadInput;
        }
        views::report::ComparisonReportRequest request;
        request.comparison = *comparison;
        request.files = files;
        request.page = *page;
        const QString error = views::report::exportComparisonReport(output, request);
        if (!error.isEmpty()) {
            printError(Tr::tr("cannot write %1: %2").arg(output, error));
            return ExitFailure;
        }
        return ExitOk;
    }
    const std::optional<SimulationOptions> simulation = simulationOptions(args);
    if (!simulation) {
        return ExitBadInput;
    }
    const auto loaded = loadAndCompute<Result>(args, evaluate);
    if (!loaded) {
        return ExitBadInput;
    }
    const auto& [scenario, result] = *loaded;
    // What the app shows with the result: the sweeps (charts, layout search) and the simulation.
    const views::PresetStore presets;
    views::report::ReportRequest request;
    request.plan = {scenario, result, computeSweeps(scenario, result)};
    request.scenarioFile =
        args.has(QStringLiteral("--default")) ? QString() : args.positional.value(1);
    request.page = *page;
    request.presets = presets.lookup();
    request.simulation = simulate(scenario, *simulation);
    const QString error = views::report::exportReport(output, request);
    if (!error.isEmpty()) {
        printError(Tr::tr("cannot write %1: %2").arg(output, error));
        return ExitFailure;
    }
    return ExitOk;
}

const RegisterCommand kReport({
    .name = QStringLiteral("report"),
    .position = 100,
    .summary = QT_TRANSLATE_NOOP("Cli", "the planning report of a scenario, or the comparison "
                                        "report of several, as PDF"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  report FILE.json -o PLAN.pdf\n"
        "                        the planning report as PDF (also with --default); needs no\n"
        "                        display; its simulation takes --runs, --seed, --no-sweep\n"
        "  report A.json B.json... -o CMP.pdf\n"
        "                        the comparison report of 2 to 6 scenarios (--best-layout)\n"),
    .options = joined(joined({{{QStringLiteral("-o"), QStringLiteral("--output")},
                               "FILE",
                               QT_TRANSLATE_NOOP("Cli", "the PDF to write"),
                               QT_TRANSLATE_NOOP("Cli", "report: the PDF to write (presets "
                                                        "export: the preset file)")},
                              {{QStringLiteral("--page")},
                               "a4|letter",
                               QT_TRANSLATE_NOOP("Cli", "paper size (default: a4)"),
                               QT_TRANSLATE_NOOP("Cli", "report: paper size (default: a4)")},
                              defaultScenarioOption()},
                             simulationOptionList(false)),
                      {{{QStringLiteral("--best-layout")},
                        nullptr,
                        QT_TRANSLATE_NOOP("Cli", "comparison report: each scenario with the best "
                                                 "layout the search finds")}}),
    .maxPositional = 1 + static_cast<qsizetype>(kMaxComparedScenarios),
    .needsWidgets = true,
    .run = reportCommand,
});

} // namespace
} // namespace goodput::app
