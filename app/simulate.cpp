// SPDX-License-Identifier: MIT
// `goodput simulate FILE.json | --default`: the Monte-Carlo simulation of the whole run.

#include "commandsupport.h"
#include "model/simulation_json.h"
#include "views/simulationtext.h"

namespace goodput::app {
namespace {

int simulateCommand(const Args& args) {
    const std::optional<QString> format = outputFormat(args);
    const std::optional<SimulationOptions> options = simulationOptions(args);
    if (!format || !options) {
        return ExitBadInput;
    }
    const auto run = [&](const Scenario& scenario) {
        return simulate(scenario, *options);
    };
    return scenarioCommand<SimulationResult>(args, *format, run, views::simulationSummary,
                                             simulationToJson);
}

const RegisterCommand kSimulate({
    .name = QStringLiteral("simulate"),
    .position = 50,
    .summary = QT_TRANSLATE_NOOP("Cli", "Monte-Carlo simulation of the whole run: days, dollars "
                                        "and goodput as distributions"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  simulate FILE.json    Monte-Carlo simulation of the whole run: distributions of days,\n"
        "                        dollars, goodput and failures, lost time by cause, and the\n"
        "                        simulated optimum checkpoint interval (also with --default)\n"),
    .options = joined({formatOption("json|text", false), defaultScenarioOption()},
                      simulationOptionList(true)),
    .run = simulateCommand,
});

} // namespace
} // namespace goodput::app
