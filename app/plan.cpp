// SPDX-License-Identifier: MIT
// `goodput plan FILE.json | --default`: a scenario's plan, as JSON or text.

#include "commandsupport.h"
#include "model/limits.h"
#include "model/result_json.h"
#include "views/planningtext.h"
#include "views/plantext.h"

namespace goodput::app {
namespace {

int planCommand(const Args& args) {
    const std::optional<QString> format = outputFormat(args);
    if (!format) {
        return ExitBadInput;
    }
    // The text adds what limits the plan (issue 18): the model's remedies and tornado.
    const auto text = [](const Scenario& scenario, const Result& result) {
        const QString limits = views::limitsSummary(findLimits(scenario, result));
        return views::planSummary(scenario, result) +
               (limits.isEmpty() ? QString() : QLatin1Char('\n') + limits);
    };
    return scenarioCommand<Result>(args, *format, evaluate, text, resultToJson);
}

/// `goodput sweep FILE.json --x KEY=LO:HI[:N] [--family KEY=a,b,c] --y OUTPUT`: the plan at every

const RegisterCommand kPlan({
    .name = QStringLiteral("plan"),
    .position = 10,
    .summary = QT_TRANSLATE_NOOP("Cli", "evaluate a scenario and print its plan: days, dollars, "
                                        "goodput, memory, step time"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli", "  plan FILE.json        evaluate a scenario file and print the result\n"
               "  plan --default        evaluate the built-in default scenario (the chapter's "
               "example)\n"),
    .options =
        {
            {{QStringLiteral("--format")},
             "json|text",
             QT_TRANSLATE_NOOP("Cli", "output format (default: json)"),
             QT_TRANSLATE_NOOP("Cli", "output format (plan, search, simulate: json by default;\n"
                                      "presets, validate, compare: text; compare also csv)")},
            defaultScenarioOption(),
        },
    .run = planCommand,
});

} // namespace
} // namespace goodput::app
