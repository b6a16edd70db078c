// SPDX-License-Identifier: MIT
// `goodput bench gui [--steps N]`: times slider steps of the window, offscreen.

#include "command.h"
#include "commandsupport.h"
#include "views/offscreen.h"

#include <QLocale>

namespace goodput::app {
namespace {

int benchCommand(const Args& args) {
    if (args.positional.value(1) != QStringLiteral("gui")) {
        printError(Tr::tr("bench needs a target: gui"));
        return ExitBadInput;
    }
    // Each step redraws the window (about 0.1 to 1 s on a loaded machine, three drags): 2^31
    // steps once ran for weeks.
    constexpr int kMaxBenchSteps = 10'000;
    const std::optional<int> steps = intOption(args, QStringLiteral("--steps"), 1000);
    if (!steps) {
        return ExitBadInput;
    }
    if (*steps < 1 || *steps > kMaxBenchSteps) {
        printError(Tr::tr("--steps must be a whole number from 1 to %1, not %2")
                       .arg(QLocale().toString(kMaxBenchSteps))
                       .arg(*steps));
        return ExitBadInput;
    }
    const views::GuiBench bench = views::benchmarkGui(*steps);
    print(views::describe(bench));
    if (!bench.error.isEmpty()) {
        printError(bench.error);
        return ExitFailure;
    }
    return ExitOk;
}

const RegisterCommand kBench({
    .name = QStringLiteral("bench"),
    .position = 80,
    .summary = QT_TRANSLATE_NOOP("Cli", "time slider steps of the window, offscreen"),
    .usage = QT_TRANSLATE_NOOP("Cli", "  bench gui [--steps N] time slider steps of the window, "
                                      "offscreen (default 1000)\n"),
    .options =
        {
            {{QStringLiteral("--steps")},
             "N",
             QT_TRANSLATE_NOOP("Cli", "how many slider steps (default 1000)")},
        },
    .needsWidgets = true,
    .files = FileArguments::None,
    .run = benchCommand,
});

} // namespace
} // namespace goodput::app
