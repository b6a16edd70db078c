// SPDX-License-Identifier: MIT
#pragma once

// What several commands share beyond command.h: reading the scenario a command names (a file or
// --default) and the files of a comparison, printing errors and results, and the options several
// commands read alike (the simulation's, whole numbers).

#include "command.h"
#include "model/compare.h"
#include "model/plan.h"
#include "model/simulate.h"
#include "views/messages.h"
#include "views/presetstore.h"

#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

namespace goodput::app {

/// Reports, once, the preset files the store could not load or warned about. A broken user preset
/// never stops a command: it is left out and named here.
void printPresetProblems(views::PresetStore& store);

/// Loads the scenario a command names (FILE or --default). Reports problems and returns nullopt.
std::optional<Scenario> loadScenario(const Args& args, Diagnostics& warnings);

/// Reads the scenario files of `compare` and of a comparison report (each named by its file name,
/// or by its path where two share a name) and compares them. Reports unreadable files, a count
/// outside 2 to 6 and scenarios with errors, and returns nullopt.
std::optional<Comparison> loadComparison(const QStringList& files, bool bestLayout);

/// Adds each diagnostic's sentence to the "diagnostics" array of an output document.
void addMessages(nlohmann::json& j, const Diagnostics& diagnostics);

/// Prints each error of an evaluation as "SOURCE: field: reason"; returns the bad-input status.
int reportErrors(const Args& args, const Diagnostics& diagnostics);

/// Reads the simulation options (--runs, --seed, --no-sweep); reports each bad one and returns
/// nullopt.
std::optional<SimulationOptions> simulationOptions(const Args& args);

/// --default: the option of the commands that read one scenario (FILE.json or --default).
Option defaultScenarioOption();

/// --format with these values ("json|text"), json or text by default.
Option formatOption(const char* values, bool textByDefault);

/// --runs, --seed, --no-sweep: the simulation's options (simulate, report); with their entries in
/// `goodput --help` when `inOverview`.
std::vector<Option> simulationOptionList(bool inOverview);

/// The options of `first`, then those of `second`.
std::vector<Option> joined(std::vector<Option> first, const std::vector<Option>& second);

/// A positive integer option, or `fallback` when absent; nullopt (reported) when malformed.
std::optional<int> intOption(const Args& args, const QString& name, int fallback);

/// Loads the scenario a command names and computes its result; on bad input prints one line per
/// problem and returns nullopt.
template <class R, class Compute>
std::optional<std::pair<Scenario, R>> loadAndCompute(const Args& args, Compute compute) {
    Diagnostics readWarnings;
    const std::optional<Scenario> scenario = loadScenario(args, readWarnings);
    if (!scenario) {
        return std::nullopt;
    }
    R result = compute(*scenario);
    result.diagnostics.insert(result.diagnostics.begin(), readWarnings.begin(), readWarnings.end());
    if (!isAnswer(result)) {
        reportErrors(args, result.diagnostics);
        return std::nullopt;
    }
    return std::pair{*scenario, std::move(result)};
}

/// Loads the scenario a command names, computes its result, and prints it as text or JSON: the
/// shape plan and simulate share.
template <class R, class Compute, class Text, class Json>
int scenarioCommand(const Args& args, const QString& format, Compute compute, Text text,
                    Json toJson) {
    const auto loaded = loadAndCompute<R>(args, compute);
    if (!loaded) {
        return ExitBadInput;
    }
    const auto& [scenario, result] = *loaded;
    if (format == QStringLiteral("text")) {
        print(text(scenario, result));
    } else {
        nlohmann::json j = toJson(result);
        j["scenarioName"] = scenario.name;
        addMessages(j, result.diagnostics);
        print(QString::fromStdString(j.dump(2)) + QLatin1Char('\n'));
    }
    return ExitOk;
}

} // namespace goodput::app
