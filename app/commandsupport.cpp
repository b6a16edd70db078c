// SPDX-License-Identifier: MIT
#include "commandsupport.h"

#include "model/scenario_json.h"
#include "views/scenariofile.h"

#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <limits>

namespace goodput::app {

/// Reports, once, the preset files the store could not load or warned about. A broken user preset
/// never stops a command: it is left out and named here.
void printPresetProblems(views::PresetStore& store) {
    for (const PresetProblem& p : store.takeNewProblems()) {
        const bool skipped = p.diagnostic.severity == Severity::Error;
        printError(
            Tr::tr("warning: %1%2")
                .arg(views::describe(p), skipped ? Tr::tr(" (preset not loaded)") : QString()));
    }
}

namespace {

/// Reads one scenario file. Reports its errors and returns nullopt; warnings go to `warnings`.
std::optional<Scenario> loadScenarioFile(const QString& path, Diagnostics& warnings) {
    views::PresetStore presets;
    printPresetProblems(presets);
    ScenarioReadResult read = views::readScenarioFile(path, presets.lookup());
    bool failed = false;
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error) {
            // A diagnostic about the file itself names it already: the path once came twice
            // ("s.json: s.json: cannot be read").
            printError(views::describeIn(path, d));
            failed = true;
        } else {
            warnings.push_back(d);
        }
    }
    if (failed) {
        return std::nullopt;
    }
    return read.scenario;
}

} // namespace

/// Loads the scenario a command names (FILE or --default). Reports problems and returns nullopt.
std::optional<Scenario> loadScenario(const Args& args, Diagnostics& warnings) {
    if (args.has(QStringLiteral("--default"))) {
        return defaultScenario();
    }
    if (args.positional.size() < 2) {
        printError(
            Tr::tr("%1 needs a scenario FILE.json or --default").arg(args.positional.value(0)));
        return std::nullopt;
    }
    return loadScenarioFile(args.positional[1], warnings);
}

/// Reads the scenario files of `compare` and of a comparison report (each named by its file name,
/// or by its path where two share a name) and compares them. Reports unreadable files, a count
/// outside 2 to 6 and scenarios with errors, and returns nullopt.
std::optional<Comparison> loadComparison(const QStringList& files, bool bestLayout) {
    if (files.size() < 2 || files.size() > static_cast<qsizetype>(kMaxComparedScenarios)) {
        printError(views::describe({.code = DiagCode::CompareCount,
                                    .actual = static_cast<double>(files.size()),
                                    .limit = static_cast<double>(kMaxComparedScenarios)}));
        return std::nullopt;
    }
    std::vector<NamedScenario> named;
    bool failed = false;
    for (const QString& path : files) {
        Diagnostics warnings;
        const std::optional<Scenario> scenario = loadScenarioFile(path, warnings);
        for (const Diagnostic& d : warnings) {
            printError(Tr::tr("warning: %1: %2").arg(path, views::describe(d)));
        }
        const QString name = QFileInfo(path).fileName();
        const bool clash = std::count_if(files.begin(), files.end(), [&](const QString& f) {
                               return QFileInfo(f).fileName() == name;
                           }) > 1;
        if (scenario) {
            named.push_back({(clash ? path : name).toStdString(), *scenario});
        }
        failed = failed || !scenario;
    }
    if (failed) {
        return std::nullopt;
    }
    CompareOptions options;
    options.bestLayout = bestLayout;
    Comparison comparison = compareScenarios(named, options);
    for (std::size_t i = 0; i < comparison.scenarios.size(); ++i) {
        for (const Diagnostic& d : comparison.scenarios[i].result.diagnostics) {
            if (d.severity == Severity::Error) {
                printError(QStringLiteral("%1: %2").arg(files[static_cast<qsizetype>(i)],
                                                        views::describe(d)));
                failed = true;
            }
        }
    }
    return failed ? std::nullopt : std::optional(std::move(comparison));
}

/// Adds each diagnostic's sentence to the "diagnostics" array of an output document.
void addMessages(nlohmann::json& j, const Diagnostics& diagnostics) {
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        j["diagnostics"][i]["message"] = views::describe(diagnostics[i]).toStdString();
    }
}

/// Prints each error of an evaluation as "SOURCE: field: reason"; returns the bad-input status.
int reportErrors(const Args& args, const Diagnostics& diagnostics) {
    const QString source = args.has(QStringLiteral("--default")) ? Tr::tr("default scenario")
                                                                 : args.positional.value(1);
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error) {
            printError(QStringLiteral("%1: %2").arg(source, views::describe(d)));
        }
    }
    return ExitBadInput;
}

/// Reads the simulation options; reports each bad one and returns nullopt.
std::optional<SimulationOptions> simulationOptions(const Args& args) {
    SimulationOptions o;
    bool ok = true;
    std::optional<double> givenRuns; // as given: the range check names it, not its int
    if (args.has(QStringLiteral("--runs"))) {
        // Read as a number, then held to int's range: 2147483648 and 1e30 are whole numbers
        // above the maximum, which the range check below says with the number given.
        bool number = false;
        const double runs = args.value(QStringLiteral("--runs")).toDouble(&number);
        number = number && std::isfinite(runs) && std::floor(runs) == runs;
        if (number) {
            o.runs = static_cast<int>(std::clamp(runs, double(std::numeric_limits<int>::min()),
                                                 double(std::numeric_limits<int>::max())));
            givenRuns = runs;
        } else {
            printError(Tr::tr("--runs: must be a whole number, not \"%1\"")
                           .arg(args.value(QStringLiteral("--runs"))));
            ok = false;
        }
    }
    if (args.has(QStringLiteral("--seed"))) {
        bool number = false;
        o.seed = args.value(QStringLiteral("--seed")).toULongLong(&number);
        if (!number) {
            printError(Tr::tr("--seed: must be a whole number from 0 to 2^64 - 1, not \"%1\"")
                           .arg(args.value(QStringLiteral("--seed"))));
            ok = false;
        }
    }
    o.searchOptimum = !args.has(QStringLiteral("--no-sweep"));
    for (Diagnostic d : validateSimulationOptions(o)) {
        if (ok) { // a number that did not parse is reported once
            if (d.field == "runs" && givenRuns) {
                d.actual = *givenRuns;
            }
            d.field = "--" + d.field;
            printError(views::describe(d));
        }
        ok = false;
    }
    return ok ? std::optional(o) : std::nullopt;
}

/// A positive integer option, or `fallback` when absent; nullopt (reported) when malformed.
std::optional<int> intOption(const Args& args, const QString& name, int fallback) {
    if (!args.has(name)) {
        return fallback;
    }
    bool ok = false;
    const int v = args.value(name).toInt(&ok);
    if (!ok || v < 0) {
        printError(Tr::tr("%1 must be a whole number of at least 0, not \"%2\"")
                       .arg(name, args.value(name)));
        return std::nullopt;
    }
    return v;
}

Option defaultScenarioOption() {
    return {{QStringLiteral("--default")},
            nullptr,
            QT_TRANSLATE_NOOP("Cli",
                              "the built-in default scenario (the chapter's example) instead "
                              "of FILE.json")};
}

Option formatOption(const char* values, bool textByDefault) {
    return {{QStringLiteral("--format")},
            values,
            textByDefault ? QT_TRANSLATE_NOOP("Cli", "output format (default: text)")
                          : QT_TRANSLATE_NOOP("Cli", "output format (default: json)")};
}

std::vector<Option> joined(std::vector<Option> first, const std::vector<Option>& second) {
    first.insert(first.end(), second.begin(), second.end());
    return first;
}

std::vector<Option> simulationOptionList(bool inOverview) {
    const auto overview = [inOverview](const char* text) {
        return inOverview ? text : nullptr;
    };
    return {
        {{QStringLiteral("--runs")},
         "N",
         QT_TRANSLATE_NOOP("Cli", "number of runs (default 10000)"),
         overview(QT_TRANSLATE_NOOP("Cli", "simulate: number of runs (default 10000)"))},
        {{QStringLiteral("--seed")},
         "N",
         QT_TRANSLATE_NOOP("Cli", "random seed, same seed same result (default 1)"),
         overview(
             QT_TRANSLATE_NOOP("Cli", "simulate: random seed, same seed same result (default 1)"))},
        {{QStringLiteral("--no-sweep")},
         nullptr,
         QT_TRANSLATE_NOOP("Cli", "skip the search for the simulated optimum interval"),
         overview(QT_TRANSLATE_NOOP(
             "Cli", "simulate: skip the search for the simulated optimum interval"))},
    };
}

} // namespace goodput::app
