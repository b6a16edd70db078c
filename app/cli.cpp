// SPDX-License-Identifier: MIT
#include "cli.h"

#include "calibrate.h"
#include "command.h"
#include "model/compare_json.h"
#include "model/input_sweep.h"
#include "model/limits.h"
#include "model/plan.h"
#include "model/result_json.h"
#include "model/scenario_json.h"
#include "model/search.h"
#include "model/simulation_json.h"
#include "validate.h"
#include "views/comparisontext.h"
#include "views/desktop.h"
#include "views/language.h"
#include "views/messages.h"
#include "views/offscreen.h"
#include "views/planningtext.h"
#include "views/plantext.h"
#include "views/preferences.h"
#include "views/presetstore.h"
#include "views/presettext.h"
#include "views/report/comparisonreport.h"
#include "views/report/reportwriter.h"
#include "views/scenariofile.h"
#include "views/simulationtext.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <utility>

namespace goodput::app {
namespace {

/// Options that take a value; everything else starting with -- is a flag.
const QStringList kValueOptions = {
    QStringLiteral("--format"), QStringLiteral("-o"), QStringLiteral("--output"),
    QStringLiteral("--top"), QStringLiteral("--rank"), QStringLiteral("--kind"),
    QStringLiteral("--runs"), QStringLiteral("--seed"),
    // sweep
    QStringLiteral("--x"), QStringLiteral("--y"), QStringLiteral("--family"),
    // calibrate
    QStringLiteral("--tier"), QStringLiteral("--preset"), QStringLiteral("--scenario"),
    QStringLiteral("--collective"), QStringLiteral("--ranks"), QStringLiteral("--algorithm"),
    QStringLiteral("--step-seconds"), QStringLiteral("--tokens-per-second"),
    QStringLiteral("--tflops-per-gpu"), QStringLiteral("--flops"),
    QStringLiteral("--min-efficiency"),
    // bench gui, screenshot, report
    QStringLiteral("--steps"), QStringLiteral("--size"), QStringLiteral("--chart"),
    QStringLiteral("--compare-gpus"), QStringLiteral("--page"),
    QStringLiteral("--lang")}; // --lang: every command, and the app

/// Options that take no value: given one (`--no-sweep=no`) they are refused, not read as set.
const QStringList kFlagOptions = {QStringLiteral("--default"),
                                  QStringLiteral("--no-sweep"),
                                  QStringLiteral("--best-layout"),
                                  QStringLiteral("--replace"),
                                  QStringLiteral("--protocol-switch"),
                                  QStringLiteral("--in-place"),
                                  QStringLiteral("--dark"),
                                  QStringLiteral("-h"),
                                  QStringLiteral("--help"),
                                  QStringLiteral("-v"),
                                  QStringLiteral("--version")};

/// The one name of an option that has two spellings.
QString canonicalOption(const QString& name) {
    return name == QStringLiteral("--output") ? QStringLiteral("-o") : name;
}

/// Reads the command line. Refused, with the reason in `error`: a value option without a value
/// or with an empty one (`--format=` once printed JSON as if no format were given), a flag given
/// a value (`--no-sweep=no` once skipped the sweep), and an option given twice (`--runs 5
/// --runs 10` once ran 10; `-o a.pdf --output b.pdf` wrote only a.pdf). After `--` every
/// argument is positional (a file whose name starts with '-').
std::optional<Args> parseArgs(const QStringList& raw, QString& error) {
    Args a;
    bool optionsEnded = false;
    for (int i = 0; i < raw.size(); ++i) {
        const QString& s = raw[i];
        if (!optionsEnded && s == QStringLiteral("--")) {
            optionsEnded = true;
        } else if (!optionsEnded && s.startsWith(QLatin1Char('-')) && s.size() > 1) {
            QString name = s;
            QString value;
            const qsizetype eq = s.indexOf(QLatin1Char('='));
            if (eq > 0) {
                name = s.left(eq);
                value = s.mid(eq + 1);
                if (kFlagOptions.contains(name)) {
                    error = Tr::tr("option %1 takes no value").arg(name);
                    return std::nullopt;
                }
            } else if (kValueOptions.contains(s)) {
                if (i + 1 >= raw.size()) {
                    error = Tr::tr("option %1 needs a value").arg(s);
                    return std::nullopt;
                }
                value = raw[++i];
            }
            if (value.isEmpty() && kValueOptions.contains(name)) {
                error = Tr::tr("option %1 needs a value").arg(name);
                return std::nullopt;
            }
            if (a.options.count(canonicalOption(name)) > 0) {
                error = Tr::tr("option %1 is given twice; give it once").arg(name);
                return std::nullopt;
            }
            a.options[canonicalOption(name)] = value;
        } else {
            a.positional << s;
        }
    }
    return a;
}

QString helpText() {
    return Tr::tr(
        "Usage: goodput [COMMAND] [OPTIONS]\n"
        "\n"
        "Capacity planner for LLM pretraining clusters: days, dollars and goodput from\n"
        "parameters, tokens, accelerators, cluster size and parallel layout.\n"
        "Without a command, goodput opens the desktop app on the last (or default) scenario;\n"
        "goodput FILE.json opens it on that file, goodput A.json B.json... compares them.\n"
        "\n"
        "Commands:\n"
        "  plan FILE.json        evaluate a scenario file and print the result\n"
        "  plan --default        evaluate the built-in default scenario (the chapter's example)\n"
        "  search FILE.json      rank the parallel layouts of the scenario's GPUs by wall-clock "
        "days\n"
        "  sweep FILE.json --x KEY=LO:HI[:POINTS] --y RESULT [--family KEY=A,B,C]\n"
        "                        the plan at every value of one input (any numeric scenario\n"
        "                        key; KEY=A,B,C for a list); RESULT is wallClockDays,\n"
        "                        wallClockCost, mfu, memoryPerGpu, goodput, stepTime, stepBubble,\n"
        "                        ... (a wrong one lists them all); gaps give their reason;\n"
        "                        --format text (default), json or csv\n"
        "  presets               list the hardware, model and reliability presets (--kind)\n"
        "  presets show ID       one preset: every value, its source, what is missing or "
        "unverified\n"
        "  presets import FILE   validate a preset file and add it to your presets (--replace)\n"
        "  presets export ID -o FILE   write a preset's file\n"
        "  simulate FILE.json    Monte-Carlo simulation of the whole run: distributions of days,\n"
        "                        dollars, goodput and failures, lost time by cause, and the\n"
        "                        simulated optimum checkpoint interval (also with --default)\n"
        "  calibrate nccl LOG... --tier scale-up|scale-out [--preset ID|FILE] [-o PRESET.json]\n"
        "                        fit a tier's latency and bandwidth to nccl-tests logs and save\n"
        "                        them as a user hardware preset (docs/calibration.md)\n"
        "  calibrate step SCENARIO.json --step-seconds S | --tokens-per-second X |\n"
        "                 --tflops-per-gpu X --flops model|hardware\n"
        "                 [--preset ID|FILE] [-o PRESET.json]\n"
        "                        back-solve the matmul efficiency from one measured step of the\n"
        "                        scenario's job and save it as a user hardware preset\n"
        "  validate [SUITE.json...]\n"
        "                        the step model against measured training runs: predicted and\n"
        "                        measured step time per run, mean and max error per suite\n"
        "                        (without files: the built-in suites of published runs;\n"
        "                        docs/validation.md); exit 1 when a run is over its tolerance\n"
        "  bench gui [--steps N] time slider steps of the window, offscreen (default 1000)\n"
        "  screenshot OUT.png    save a screenshot of the window, offscreen; options\n"
        "                        --size WxH (1366x768), --chart N (chart page, 0),\n"
        "                        --scenario FILE.json, --compare-gpus N (pin, then change GPUs),\n"
        "                        --dark (the dark theme)\n"
        "  report FILE.json -o PLAN.pdf\n"
        "                        the planning report as PDF (also with --default); needs no\n"
        "                        display; its simulation takes --runs, --seed, --no-sweep\n"
        "  report A.json B.json... -o CMP.pdf\n"
        "                        the comparison report of 2 to 6 scenarios (--best-layout)\n"
        "  compare A.json B.json... [--best-layout]\n"
        "                        2 to 6 scenarios side by side: days, dollars, GPU-hours,\n"
        "                        goodput, MFU, memory, step time by part, MTBF, checkpoint\n"
        "                        interval, each against the first (--format text|json|csv);\n"
        "                        --best-layout: each with the best layout the search finds\n"
        "\n"
        "Options:\n"
        "  --format json|text    output format (plan, search, simulate: json by default;\n"
        "                        presets, validate, compare: text; compare also csv)\n"
        "  --top K               search: how many layouts to print (default 10, 1..1000)\n"
        "  --rank days|dollars   search: rank by wall-clock days (default) or dollars\n"
        "  --kind hardware|model|reliability\n"
        "                        presets: only one kind\n"
        "  --runs N              simulate: number of runs (default 10000)\n"
        "  --seed N              simulate: random seed, same seed same result (default 1)\n"
        "  --no-sweep            simulate: skip the search for the simulated optimum interval\n"
        "  -o, --output FILE     report: the PDF to write (presets export: the preset file)\n"
        "  --page a4|letter      report: paper size (default: a4)\n"
        "  --lang en|ko          language of the app, the text and the report (default: the\n"
        "                        one chosen in Preferences, else the system's)\n"
        "  -h, --help            show this help\n"
        "  -v, --version         show the version\n"
        "\n"
        "Exit status: 0 success, 1 failure, 2 bad input (one line per problem on stderr,\n"
        "naming the JSON path and the reason).\n"
        "Scenario keys, units and defaults: docs/scenario.md. Preset format and the folder\n"
        "of your own presets: docs/presets.md.\n");
}

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

/// Reads one scenario file. Reports its errors and returns nullopt; warnings go to `warnings`.
std::optional<Scenario> loadScenarioFile(const QString& path, Diagnostics& warnings) {
    views::PresetStore presets;
    printPresetProblems(presets);
    ScenarioReadResult read = views::readScenarioFile(path, presets.lookup());
    bool failed = false;
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error) {
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
/// value of one input (issue 18); gaps carry their reason.
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

/// Reads the simulation options; reports each bad one and returns nullopt.
std::optional<SimulationOptions> simulationOptions(const Args& args) {
    SimulationOptions o;
    bool ok = true;
    if (args.has(QStringLiteral("--runs"))) {
        bool number = false;
        o.runs = args.value(QStringLiteral("--runs")).toInt(&number);
        if (!number) {
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
            d.field = "--" + d.field;
            printError(views::describe(d));
        }
        ok = false;
    }
    return ok ? std::optional(o) : std::nullopt;
}

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

/// Reads --kind into `kind` (left empty when not given); false after reporting a bad value.
bool kindOption(const Args& args, std::optional<PresetKind>& kind) {
    const QString value = args.value(QStringLiteral("--kind"));
    if (value == QStringLiteral("hardware")) {
        kind = PresetKind::Hardware;
    } else if (value == QStringLiteral("model") || value == QStringLiteral("models")) {
        kind = PresetKind::Model;
    } else if (value == QStringLiteral("reliability")) {
        kind = PresetKind::Reliability;
    } else if (!value.isEmpty()) {
        printError(Tr::tr("--kind must be hardware, model or reliability, not %1").arg(value));
        return false;
    }
    return true;
}

/// The preset an id names (of the given kind, or of whichever kind has it); reports and returns
/// nullptr when there is none or the id is a preset of more than one kind.
const CatalogEntry* presetNamed(const views::PresetStore& store, const QString& id,
                                std::optional<PresetKind> kind) {
    std::vector<const CatalogEntry*> found;
    for (PresetKind k : kPresetKinds) {
        const CatalogEntry* e = store.catalog().find(k, id.toStdString());
        if (e != nullptr && (!kind || *kind == k)) {
            found.push_back(e);
        }
    }
    if (found.empty()) {
        printError(Tr::tr("no preset with id \"%1\"; see goodput presets").arg(id));
        return nullptr;
    }
    if (found.size() > 1) {
        printError(Tr::tr("\"%1\" is a preset of more than one kind; add --kind").arg(id));
        return nullptr;
    }
    return found.front();
}

int presetsCommand(const Args& args) {
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != QStringLiteral("json") && format != QStringLiteral("text")) {
        printError(Tr::tr("--format must be json or text, not %1").arg(format));
        return ExitBadInput;
    }
    std::optional<PresetKind> kind;
    if (!kindOption(args, kind)) {
        return ExitBadInput;
    }
    views::PresetStore store;
    printPresetProblems(store);
    const QString action = args.positional.value(1);
    if (action.isEmpty()) {
        const bool json = format == QStringLiteral("json");
        print(json ? QString::fromStdString(views::presetListJson(store.catalog(), kind).dump(2) +
                                            "\n")
                   : views::presetTable(store.catalog(), kind));
        return ExitOk;
    }
    if (action == QStringLiteral("show") || action == QStringLiteral("export")) {
        if (args.positional.size() != 3) {
            printError(Tr::tr("presets %1 needs one preset ID").arg(action));
            return ExitBadInput;
        }
        const CatalogEntry* entry = presetNamed(store, args.positional[2], kind);
        if (entry == nullptr) {
            return ExitBadInput;
        }
        if (action == QStringLiteral("show")) {
            // JSON: the preset's file exactly as it was read.
            const bool json = format == QStringLiteral("json");
            print(json ? QString::fromStdString(entry->text) : views::presetDetails(*entry));
            return ExitOk;
        }
        const QString output = args.value(QStringLiteral("-o"));
        if (output.isEmpty()) {
            printError(Tr::tr("presets export needs -o FILE"));
            return ExitBadInput;
        }
        const QString error = store.exportPreset(entry->preset.kind, entry->preset.id, output);
        if (!error.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(output, error));
            return ExitFailure;
        }
        print(Tr::tr("Exported %1 to %2\n").arg(QString::fromStdString(entry->preset.id), output));
        return ExitOk;
    }
    if (action == QStringLiteral("import")) {
        if (args.positional.size() != 3) {
            printError(Tr::tr("presets import needs one FILE"));
            return ExitBadInput;
        }
        const views::PresetSaveResult result =
            store.importFile(args.positional[2], args.has(QStringLiteral("--replace")));
        for (const PresetProblem& p : result.problems) {
            printError(
                (p.diagnostic.severity == Severity::Error ? QString() : Tr::tr("warning: ")) +
                views::describe(p));
        }
        if (!result.saved) {
            // As export: a file that cannot be written is a failure (1), bad input is 2.
            const bool unwritable = std::any_of(
                result.problems.begin(), result.problems.end(), [](const PresetProblem& p) {
                    return p.diagnostic.code == DiagCode::FileUnwritable;
                });
            return unwritable ? ExitFailure : ExitBadInput;
        }
        print(Tr::tr("Imported %1 as %2\n").arg(QString::fromStdString(result.id), result.path));
        return ExitOk;
    }
    printError(Tr::tr("unknown presets action \"%1\"; see goodput --help").arg(action));
    return ExitBadInput;
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

int reportCommand(const Args& args) {
    const QString output = args.value(QStringLiteral("-o"));
    if (output.isEmpty()) {
        printError(Tr::tr("report needs the PDF to write: -o FILE.pdf"));
        return ExitBadInput;
    }
    const QString pageName = args.value(QStringLiteral("--page"), QStringLiteral("a4"));
    const std::optional<views::report::PageFormat> page =
        views::report::pageFormatFromName(pageName);
    if (!page) {
        printError(Tr::tr("--page must be a4 or letter, not %1").arg(pageName));
        return ExitBadInput;
    }
    if (args.positional.size() > 2) {
        // Several files: the comparison report.
        if (args.has(QStringLiteral("--default"))) {
            printError(Tr::tr("report compares scenario files; --default cannot be one of them"));
            return ExitBadInput;
        }
        const QStringList files = args.positional.mid(1);
        const std::optional<Comparison> comparison =
            loadComparison(files, args.has(QStringLiteral("--best-layout")));
        if (!comparison) {
            return ExitBadInput;
        }
        views::report::ComparisonReportRequest request;
        request.comparison = *comparison;
        request.files = files;
        request.page = *page;
        const QString error = views::report::exportComparisonReport(output, request);
        if (!error.isEmpty()) {
            printError(Tr::tr("cannot write %1: %2").arg(output, error));
            return ExitFailure;
        }
        return ExitOk;
    }
    const std::optional<SimulationOptions> simulation = simulationOptions(args);
    if (!simulation) {
        return ExitBadInput;
    }
    const auto loaded = loadAndCompute<Result>(args, evaluate);
    if (!loaded) {
        return ExitBadInput;
    }
    const auto& [scenario, result] = *loaded;
    // What the app shows with the result: the sweeps (charts, layout search) and the simulation.
    const views::PresetStore presets;
    views::report::ReportRequest request;
    request.plan = {scenario, result, computeSweeps(scenario, result)};
    request.scenarioFile =
        args.has(QStringLiteral("--default")) ? QString() : args.positional.value(1);
    request.page = *page;
    request.presets = presets.lookup();
    request.simulation = simulate(scenario, *simulation);
    const QString error = views::report::exportReport(output, request);
    if (!error.isEmpty()) {
        printError(Tr::tr("cannot write %1: %2").arg(output, error));
        return ExitFailure;
    }
    return ExitOk;
}

/// Commands that paint (the window for bench and screenshot, the PDF report) need a QApplication;
/// without a display they draw offscreen (qt-on-debian12.md §5.1). Option values are skipped so
/// that `--scenario report.json` does not count as a command.
bool needsWidgets(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (kValueOptions.contains(arg)) {
            ++i;
        } else if (!arg.startsWith(QLatin1Char('-'))) {
            return arg == QStringLiteral("report") || arg == QStringLiteral("bench") ||
                   arg == QStringLiteral("screenshot");
        }
    }
    return false;
}

/// True when both paths name one existing regular file, whatever the spelling (links, "./").
bool sameRegularFile(const QString& a, const QString& b) {
    struct stat sa {};
    struct stat sb {};
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 && S_ISREG(sa.st_mode) &&
           ::stat(QFile::encodeName(b).constData(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

/// Refuses (false, reported) a command line whose output file is one of its input files
/// (`calibrate nccl X.log -o X.log` would replace the only copy of the measurement), or that gives
/// one input file twice.
bool filesAreDistinct(const Args& args) {
    const QString command = args.positional.value(0);
    QStringList outputs = {args.value(QStringLiteral("-o"))};
    QStringList inputs = {args.value(QStringLiteral("--scenario")),
                          args.value(QStringLiteral("--preset"))};
    if (command == QStringLiteral("screenshot")) {
        outputs << args.positional.value(1);
    } else if (command != QStringLiteral("presets")) { // there: an action, an id or FILE to import
        inputs += args.positional.mid(1);
    }
    // One file given twice as input (`calibrate nccl X.log X.log` counted every row twice and
    // halved the fit's standard errors).
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        for (qsizetype j = i + 1; j < inputs.size(); ++j) {
            if (!inputs[i].isEmpty() && sameRegularFile(inputs[i], inputs[j])) {
                printError(Tr::tr("%1 is given twice; give each input once").arg(inputs[j]));
                return false;
            }
        }
    }
    for (const QString& output : outputs) {
        for (const QString& input : inputs) {
            if (!output.isEmpty() && !input.isEmpty() && sameRegularFile(output, input)) {
                printError(Tr::tr("%1 is also an input of this command; write the output to "
                                  "another file")
                               .arg(output));
                return false;
            }
        }
    }
    return true;
}

/// What a command accepts: its options (beyond --lang, --help and --version, which every command
/// takes) and how many positional arguments, the command's own name included.
struct CommandSpec {
    std::function<int(const Args&)> run;
    QStringList options;
    qsizetype maxPositional = 2;
};

/// Every command, by name.
const std::map<QString, CommandSpec>& commands() {
    const auto list = [](const char* names) {
        return QString::fromLatin1(names).split(QLatin1Char(' '));
    };
    static const std::map<QString, CommandSpec> all = {
        {QStringLiteral("plan"), {planCommand, list("--format --default")}},
        {QStringLiteral("search"), {searchCommand, list("--format --default --top --rank")}},
        {QStringLiteral("sweep"), {sweepCommand, list("--format --default --x --y --family")}},
        {QStringLiteral("presets"),
         {presetsCommand, list("--format --kind -o --output --replace"), 3}},
        {QStringLiteral("simulate"),
         {simulateCommand, list("--format --default --runs --seed --no-sweep")}},
        {QStringLiteral("calibrate"),
         {calibrateCommand,
          list("--format -o --output --tier --preset --scenario --collective --ranks --algorithm "
               "--protocol-switch --in-place --step-seconds --tokens-per-second --tflops-per-gpu "
               "--flops --min-efficiency"),
          std::numeric_limits<qsizetype>::max()}},
        {QStringLiteral("bench"), {benchCommand, list("--steps")}},
        {QStringLiteral("screenshot"),
         {screenshotCommand, list("--size --chart --scenario --compare-gpus --dark")}},
        {QStringLiteral("report"),
         {reportCommand,
          list("-o --output --page --default --runs --seed --no-sweep --best-layout"),
          1 + static_cast<qsizetype>(kMaxComparedScenarios)}},
        {QStringLiteral("compare"),
         {compareCommand, list("--format --best-layout"),
          1 + static_cast<qsizetype>(kMaxComparedScenarios)}},
        {QStringLiteral("validate"),
         {validateCommand, list("--format"), std::numeric_limits<qsizetype>::max()}},
    };
    return all;
}

/// Refuses (false, reported) an option the command does not take (`simulate --run 5`,
/// `--fromat text`) and arguments beyond those it reads (a second scenario file, a file given
/// with --default).
bool argumentsFit(const QString& command, const CommandSpec& spec, const Args& args) {
    static const QStringList everyCommand = {QStringLiteral("--lang")};
    for (const auto& option : args.options) {
        if (!spec.options.contains(option.first) && !everyCommand.contains(option.first)) {
            printError(
                Tr::tr("%1 takes no option %2; see goodput --help").arg(command, option.first));
            return false;
        }
    }
    const qsizetype allowed =
        args.has(QStringLiteral("--default")) ? spec.maxPositional - 1 : spec.maxPositional;
    if (args.positional.size() > allowed) {
        printError(Tr::tr("%1: unexpected argument \"%2\"; see goodput --help")
                       .arg(command, args.positional.value(allowed)));
        return false;
    }
    return true;
}

} // namespace

QStringList commandNames() {
    QStringList names;
    for (const auto& command : commands()) {
        names << command.first;
    }
    return names;
}

bool installChosenLanguage(const QString& requested) {
    if (!requested.isEmpty() && !views::availableLanguages().contains(requested)) {
        printError(Tr::tr("--lang must be one of %1, not %2")
                       .arg(views::availableLanguages().join(QStringLiteral(", ")), requested));
        return false;
    }
    views::installLanguage(views::chooseLanguage(requested, views::loadPreferences().language));
    return true;
}

std::optional<DesktopCommandLine> desktopCommandLine(int argc, char** argv) {
    const QString lang = QStringLiteral("--lang");
    DesktopCommandLine line;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == lang && i + 1 < argc && line.language.isEmpty()) {
            line.language = QString::fromLocal8Bit(argv[++i]);
        } else if (arg.startsWith(lang + QLatin1Char('=')) && line.language.isEmpty()) {
            line.language = arg.section(QLatin1Char('='), 1);
        } else if (!arg.startsWith(QLatin1Char('-')) &&
                   arg.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) &&
                   !commandNames().contains(arg)) {
            line.files << arg; // `goodput FILE.json...`: a file manager's %F
        } else {
            return std::nullopt;
        }
    }
    return line;
}

bool isDesktopCommandLine(int argc, char** argv) {
    return desktopCommandLine(argc, argv).has_value();
}

int run(int argc, char** argv) {
    const bool widgets = needsWidgets(argc, argv);
    if (widgets && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const std::unique_ptr<QCoreApplication> app =
        widgets ? std::make_unique<QApplication>(argc, argv)
                : std::make_unique<QCoreApplication>(argc, argv);
    views::setApplicationIdentity();
    if (widgets) {
        views::prepareApplication();
    }

    QString error;
    const std::optional<Args> args = parseArgs(QCoreApplication::arguments().mid(1), error);
    if (!args) {
        printError(error);
        return ExitBadInput;
    }
    if (!installChosenLanguage(args->value(QStringLiteral("--lang")))) {
        return ExitBadInput;
    }
    if (args->has(QStringLiteral("-h")) || args->has(QStringLiteral("--help"))) {
        print(helpText());
        return ExitOk;
    }
    if (args->has(QStringLiteral("-v")) || args->has(QStringLiteral("--version"))) {
        print(QStringLiteral("goodput %1\n").arg(QStringLiteral(GOODPUT_VERSION)));
        return ExitOk;
    }

    const QString command = args->positional.value(0);
    if (command.isEmpty()) {
        printError(Tr::tr("a command is needed after the options; see goodput --help"));
        return ExitBadInput;
    }
    const auto it = commands().find(command);
    if (it == commands().end()) {
        printError(Tr::tr("unknown command \"%1\"; see goodput --help").arg(command));
        return ExitBadInput;
    }
    if (!argumentsFit(command, it->second, *args) || !filesAreDistinct(*args)) {
        return ExitBadInput;
    }
    return it->second.run(*args);
}

} // namespace goodput::app
