// SPDX-License-Identifier: MIT
// `goodput compare A.json B.json...`: 2 to 6 scenarios side by side, each against the first.

#include "commandsupport.h"
#include "model/compare_json.h"
#include "views/comparisontext.h"

namespace goodput::app {
namespace {

int compareCommand(const Args& args) {
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != QStringLiteral("json") && format != QStringLiteral("text") &&
        format != QStringLiteral("csv")) {
        printError(Tr::tr("--format must be text, json or csv, not %1").arg(format));
        return ExitBadInput;
    }
    const std::optional<Comparison> comparison =
        loadComparison(args.positional.mid(1), args.has(QStringLiteral("--best-layout")));
    if (!comparison) {
        return ExitBadInput;
    }
    if (format == QStringLiteral("text")) {
        print(views::comparisonText(*comparison));
    } else if (format == QStringLiteral("csv")) {
        print(views::comparisonCsv(*comparison));
    } else {
        nlohmann::json j = comparisonToJson(*comparison);
        for (std::size_t i = 0; i < comparison->scenarios.size(); ++i) {
            addMessages(j["scenarios"][i]["result"], comparison->scenarios[i].result.diagnostics);
        }
        print(QString::fromStdString(j.dump(2)) + QLatin1Char('\n'));
    }
    return ExitOk;
}

const RegisterCommand kCompare({
    .name = QStringLiteral("compare"),
    .position = 110,
    .summary = QT_TRANSLATE_NOOP("Cli", "2 to 6 scenarios side by side, each against the first"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  compare A.json B.json... [--best-layout]\n"
        "                        2 to 6 scenarios side by side: days, dollars, GPU-hours,\n"
        "                        goodput, MFU, memory, step time by part, MTBF, checkpoint\n"
        "                        interval, each against the first (--format text|json|csv);\n"
        "                        --best-layout: each with the best layout the search finds\n"),
    .options =
        {
            formatOption("text|json|csv", true),
            {{QStringLiteral("--best-layout")},
             nullptr,
             QT_TRANSLATE_NOOP("Cli", "each scenario with the best layout the search finds")},
        },
    .maxPositional = 1 + static_cast<qsizetype>(kMaxComparedScenarios),
    .run = compareCommand,
});

} // namespace
} // namespace goodput::app
