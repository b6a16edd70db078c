// SPDX-License-Identifier: MIT
// `goodput screenshot OUT.png`: a screenshot of the window, offscreen.

#include "commandsupport.h"
#include "views/offscreen.h"

#include <QSize>

namespace goodput::app {
namespace {

int screenshotCommand(const Args& args) {
    const QString out = args.positional.value(1);
    if (out.isEmpty()) {
        printError(Tr::tr("screenshot needs an output file OUT.png"));
        return ExitBadInput;
    }
    if (const QString problem = views::screenshotFormatProblem(out); !problem.isEmpty()) {
        printError(problem);
        return ExitBadInput;
    }
    // The largest size: an 8K screen (7680x4320), 127 MiB of pixels, drawn in seconds.
    const QString sizeText = args.value(QStringLiteral("--size"), QStringLiteral("1366x768"));
    const QStringList size = sizeText.split(QLatin1Char('x'));
    const int width = size.value(0).toInt();
    const int height = size.value(1).toInt();
    if (size.size() != 2 || width < 320 || height < 240 || width > 7680 || height > 4320) {
        printError(
            Tr::tr("--size must be WIDTHxHEIGHT from 320x240 to 7680x4320, not %1").arg(sizeText));
        return ExitBadInput;
    }
    const std::optional<int> page = intOption(args, QStringLiteral("--chart"), 0);
    const std::optional<int> compare = intOption(args, QStringLiteral("--compare-gpus"), 0);
    if (!page || !compare) {
        return ExitBadInput;
    }
    bool badInput = false;
    const QString error = views::saveScreenshot(out, QSize(width, height), *page,
                                                args.value(QStringLiteral("--scenario")), *compare,
                                                args.has(QStringLiteral("--dark")), &badInput);
    if (!error.isEmpty()) {
        printError(error);
        return badInput ? ExitBadInput : ExitFailure; // a scenario that does not read is bad input
    }
    return ExitOk;
}

const RegisterCommand kScreenshot({
    .name = QStringLiteral("screenshot"),
    .position = 90,
    .summary = QT_TRANSLATE_NOOP("Cli", "save a screenshot of the window, offscreen"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli", "  screenshot OUT.png    save a screenshot of the window, offscreen; options\n"
               "                        --size WxH (1366x768), --chart N (chart page, 0),\n"
               "                        --scenario FILE.json, --compare-gpus N (pin, then change "
               "GPUs),\n"
               "                        --dark (the dark theme)\n"),
    .options =
        {
            {{QStringLiteral("--size")},
             "WxH",
             QT_TRANSLATE_NOOP("Cli", "the window's size (default 1366x768)")},
            {{QStringLiteral("--chart")},
             "N",
             QT_TRANSLATE_NOOP("Cli", "the chart page shown (default 0)")},
            {{QStringLiteral("--scenario")},
             "FILE.json",
             QT_TRANSLATE_NOOP("Cli",
                               "the scenario shown (default: the built-in default scenario)")},
            {{QStringLiteral("--compare-gpus")},
             "N",
             QT_TRANSLATE_NOOP("Cli", "pin the scenario, then change its GPU count to N")},
            {{QStringLiteral("--dark")}, nullptr, QT_TRANSLATE_NOOP("Cli", "the dark theme")},
        },
    .needsWidgets = true,
    .files = FileArguments::Output,
    .run = screenshotCommand,
});

} // namespace
} // namespace goodput::app
