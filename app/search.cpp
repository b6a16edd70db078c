// SPDX-License-Identifier: MIT
// `goodput search FILE.json | --default`: the parallel layouts of the scenario's GPUs, ranked.

#include "model/search.h"

#include "commandsupport.h"
#include "model/result_json.h"
#include "views/plantext.h"

namespace goodput::app {
namespace {

int searchCommand(const Args& args) {
    const std::optional<QString> format = outputFormat(args);
    if (!format) {
        return ExitBadInput;
    }
    SearchOptions options;
    bool ok = true;
    options.top = args.value(QStringLiteral("--top"), QStringLiteral("10")).toInt(&ok);
    if (!ok || options.top < 1 || options.top > 1000) {
        printError(Tr::tr("--top must be a whole number from 1 to 1000"));
        return ExitBadInput;
    }
    const QString rank = args.value(QStringLiteral("--rank"), QStringLiteral("days"));
    if (rank != QStringLiteral("days") && rank != QStringLiteral("dollars")) {
        printError(Tr::tr("--rank must be days or dollars, not %1").arg(rank));
        return ExitBadInput;
    }
    options.rankBy = rank == QStringLiteral("dollars") ? RankBy::Cost : RankBy::WallClockDays;
    Diagnostics readWarnings;
    const std::optional<Scenario> scenario = loadScenario(args, readWarnings);
    if (!scenario) {
        return ExitBadInput;
    }
    SearchResult result = searchLayouts(*scenario, options);
    if (hasErrors(result.diagnostics)) {
        return reportErrors(args, result.diagnostics);
    }
    result.diagnostics.insert(result.diagnostics.begin(), readWarnings.begin(), readWarnings.end());
    if (*format == QStringLiteral("text")) {
        print(views::searchSummary(*scenario, result));
        return ExitOk;
    }
    nlohmann::json j = searchToJson(result);
    j["scenarioName"] = scenario->name;
    addMessages(j, result.diagnostics);
    print(QString::fromStdString(j.dump(2)) + QLatin1Char('\n'));
    return ExitOk;
}

const RegisterCommand kSearch({
    .name = QStringLiteral("search"),
    .position = 20,
    .summary = QT_TRANSLATE_NOOP("Cli", "rank the parallel layouts of the scenario's GPUs"),
    .usage = QT_TRANSLATE_NOOP("Cli", "  search FILE.json      rank the parallel layouts of the "
                                      "scenario's GPUs by wall-clock days\n"),
    .options =
        {
            formatOption("json|text", false),
            defaultScenarioOption(),
            {{QStringLiteral("--top")},
             "K",
             QT_TRANSLATE_NOOP("Cli", "how many layouts to print (default 10, 1..1000)"),
             QT_TRANSLATE_NOOP("Cli", "search: how many layouts to print (default 10, 1..1000)")},
            {{QStringLiteral("--rank")},
             "days|dollars",
             QT_TRANSLATE_NOOP("Cli", "rank by wall-clock days (default) or dollars"),
             QT_TRANSLATE_NOOP("Cli", "search: rank by wall-clock days (default) or dollars")},
        },
    .run = searchCommand,
});

} // namespace
} // namespace goodput::app
