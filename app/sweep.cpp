// SPDX-License-Identifier: MIT
// `goodput sweep FILE.json --x KEY=LO:HI[:N] [--family KEY=a,b,c] --y OUTPUT`: the plan at every
// value of one input (issue 18); gaps carry their reason.

#include "commandsupport.h"
#include "model/input_sweep.h"
#include "views/messages.h"
#include "views/planningtext.h"

namespace goodput::app {
namespace {

int sweepCommand(const Args& args) {
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != QStringLiteral("text") && format != QStringLiteral("json") &&
        format != QStringLiteral("csv")) {
        printError(Tr::tr("--format must be text, json or csv, not %1").arg(format));
        return ExitBadInput;
    }
    if (!args.has(QStringLiteral("--x")) || !args.has(QStringLiteral("--y"))) {
        printError(Tr::tr("sweep needs --x KEY=LO:HI[:POINTS] (or KEY=A,B,C) and --y RESULT"));
        return ExitBadInput;
    }
    Diagnostics readWarnings;
    const std::optional<Scenario> scenario = loadScenario(args, readWarnings);
    if (!scenario) {
        return ExitBadInput;
    }
    // The file's warnings (an unknown key: a typo the sweep would otherwise run without) on
    // stderr, whatever the format: a CSV has no place for them.
    for (const Diagnostic& d : readWarnings) {
        printError(
            Tr::tr("warning: %1%2").arg(views::describeIn(args.positional.value(1), d), QString()));
    }
    Diagnostics problems;
    SweepRequest request;
    const std::optional<SweepAxis> x =
        parseSweepAxis(args.value(QStringLiteral("--x")).toStdString(), "--x", *scenario, problems);
    std::optional<SweepAxis> family;
    if (args.has(QStringLiteral("--family"))) {
        family = parseSweepAxis(args.value(QStringLiteral("--family")).toStdString(), "--family",
                                *scenario, problems);
    }
    const std::string yId = args.value(QStringLiteral("--y")).toStdString();
    const std::optional<SweepOutput> y = sweepOutputById(yId);
    if (!y) {
        problems.push_back({.code = DiagCode::SweepUnknownOutput, .field = "--y", .text = yId});
    }
    if (hasErrors(problems)) {
        for (const Diagnostic& d : problems) {
            printError(views::describe(d));
        }
        if (!y) {
            QStringList ids;
            for (const SweepOutputInfo& o : sweepOutputs()) {
                ids << QString::fromUtf8(o.id);
            }
            printError(Tr::tr("results: %1").arg(ids.join(QStringLiteral(", "))));
        }
        return ExitBadInput;
    }
    request.x = *x;
    request.family = family;
    request.y = *y;
    const InputSweep sweep = sweepInput(*scenario, request);
    if (!sweep.valid) {
        for (const Diagnostic& d : sweep.diagnostics) {
            printError(views::describe(d));
        }
        return ExitBadInput;
    }
    if (format == QStringLiteral("text")) {
        print(views::sweepSummary(sweep));
    } else if (format == QStringLiteral("csv")) {
        print(views::sweepCsv(sweep));
    } else {
        nlohmann::json j = inputSweepToJson(sweep);
        j["scenarioName"] = scenario->name;
        for (std::size_t c = 0; c < sweep.curves.size(); ++c) {
            for (std::size_t i = 0; i < sweep.curves[c].points.size(); ++i) {
                const Diagnostics& reasons = sweep.curves[c].points[i].reasons;
                for (std::size_t r = 0; r < reasons.size(); ++r) {
                    j["curves"][c]["points"][i]["reasons"][r]["message"] =
                        views::describe(reasons[r]).toStdString();
                }
            }
        }
        print(QString::fromStdString(j.dump(2)) + QLatin1Char('\n'));
    }
    return ExitOk;
}

const RegisterCommand kSweep({
    .name = QStringLiteral("sweep"),
    .position = 30,
    .summary = QT_TRANSLATE_NOOP("Cli", "the plan at every value of one input: any result against "
                                        "any numeric scenario key"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  sweep FILE.json --x KEY=LO:HI[:POINTS] --y RESULT [--family KEY=A,B,C]\n"
        "                        the plan at every value of one input (any numeric scenario\n"
        "                        key; KEY=A,B,C for a list); RESULT is wallClockDays,\n"
        "                        wallClockCost, mfu, memoryPerGpu, goodput, stepTime, stepBubble,\n"
        "                        ... (a wrong one lists them all); gaps give their reason;\n"
        "                        --format text (default), json or csv\n"),
    .options =
        {
            formatOption("text|json|csv", true),
            defaultScenarioOption(),
            {{QStringLiteral("--x")},
             "KEY=LO:HI[:POINTS]",
             QT_TRANSLATE_NOOP("Cli",
                               "the input that varies: a numeric scenario key from LO to HI\n"
                               "(POINTS values), or KEY=A,B,C for a list")},
            {{QStringLiteral("--y")},
             "RESULT",
             QT_TRANSLATE_NOOP("Cli", "the result drawn against it (wallClockDays, mfu, ...)")},
            {{QStringLiteral("--family")},
             "KEY=A,B,C",
             QT_TRANSLATE_NOOP("Cli", "one curve per value of a second input")},
        },
    .run = sweepCommand,
});

} // namespace
} // namespace goodput::app
