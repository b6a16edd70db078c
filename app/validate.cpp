// SPDX-License-Identifier: MIT
// `goodput validate [SUITE.json...] [--format text|json]`: the step model against measured runs
// (docs/validation.md). Without files, the built-in suites of published runs.

#include "command.h"
#include "commandsupport.h"
#include "model/validation.h"
#include "views/messages.h"
#include "views/presetstore.h"
#include "views/validationsuites.h"
#include "views/validationtext.h"

#include <algorithm>
#include <limits>

namespace goodput::app {
namespace {

int validateCommand(const Args& args) {
    // A table to read, like `presets`: text unless JSON is asked for.
    const std::optional<QString> format = outputFormat(args, QStringLiteral("text"));
    if (!format) {
        return ExitBadInput;
    }
    QStringList files = args.positional.mid(1);
    if (files.isEmpty()) {
        files = views::builtInValidationFiles();
    }
    const views::PresetStore presets;
    std::vector<SuiteOutcome> outcomes;
    bool badInput = false;
    for (const QString& file : files) {
        const views::LoadedValidationSuite loaded = views::loadValidationSuite(file);
        for (const Diagnostic& d : loaded.problems) {
            printError(views::describeIn(file, d));
        }
        if (!loaded.suite) {
            badInput = true;
            continue;
        }
        outcomes.push_back(validateSuite(*loaded.suite, presets.lookup()));
        for (const RunOutcome& run : outcomes.back().runs) {
            for (const Diagnostic& d : run.diagnostics) {
                printError(QStringLiteral("%1: %2: %3")
                               .arg(file, QString::fromStdString(run.name), views::describe(d)));
                badInput = true;
            }
        }
    }
    if (*format == QStringLiteral("text")) {
        print(views::validationSummary(outcomes));
    } else {
        print(QString::fromStdString(validationToJson(outcomes).dump(2)) + QLatin1Char('\n'));
    }
    if (badInput) {
        return ExitBadInput;
    }
    const bool over = std::any_of(outcomes.begin(), outcomes.end(), [](const SuiteOutcome& s) {
        return s.outsideTolerance > 0 || s.invalid > 0;
    });
    return over ? ExitFailure : ExitOk;
}

const RegisterCommand kValidate({
    .name = QStringLiteral("validate"),
    .position = 70,
    .summary = QT_TRANSLATE_NOOP("Cli", "the step model against measured training runs"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  validate [SUITE.json...]\n"
        "                        the step model against measured training runs: predicted and\n"
        "                        measured step time per run, mean and max error per suite\n"
        "                        (without files: the built-in suites of published runs;\n"
        "                        docs/validation.md); exit 1 when a run is over its tolerance\n"),
    .options =
        {
            formatOption("json|text", true),
        },
    .maxPositional = std::numeric_limits<qsizetype>::max(),
    .run = validateCommand,
});

} // namespace
} // namespace goodput::app
