// SPDX-License-Identifier: MIT
#include "cli.h"

#include "calibrate.h"
#include "command.h"
#include "model/plan.h"
#include "model/result_json.h"
#include "model/search.h"
#include "model/scenario_json.h"
#include "views/messages.h"
#include "views/plantext.h"
#include "views/scenariofile.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <functional>
#include <map>
#include <optional>

namespace goodput::app {
namespace {

/// Options that take a value; everything else starting with -- is a flag.
const QStringList kValueOptions = {QStringLiteral("--format"), QStringLiteral("-o"), QStringLiteral("--output"),
                                   QStringLiteral("--top"), QStringLiteral("--rank"),
                                   // calibrate
                                   QStringLiteral("--tier"), QStringLiteral("--preset"), QStringLiteral("--scenario"),
                                   QStringLiteral("--collective"), QStringLiteral("--ranks"), QStringLiteral("--algorithm")};

std::optional<Args> parseArgs(const QStringList& raw, QString& error) {
    Args a;
    for (int i = 0; i < raw.size(); ++i) {
        const QString& s = raw[i];
        if (s.startsWith(QLatin1Char('-')) && s.size() > 1) {
            QString name = s;
            QString value;
            const qsizetype eq = s.indexOf(QLatin1Char('='));
            if (eq > 0) {
                name = s.left(eq);
                value = s.mid(eq + 1);
            } else if (kValueOptions.contains(s)) {
                if (i + 1 >= raw.size()) {
                    error = QStringLiteral("option %1 needs a value").arg(s);
                    return std::nullopt;
                }
                value = raw[++i];
            }
            a.options[name] = value;
        } else {
            a.positional << s;
        }
    }
    return a;
}

QString helpText() {
    return QStringLiteral(
        "Usage: goodput [COMMAND] [OPTIONS]\n"
        "\n"
        "Capacity planner for LLM pretraining clusters: days, dollars and goodput from\n"
        "parameters, tokens, accelerators, cluster size and parallel layout.\n"
        "\n"
        "Commands:\n"
        "  plan FILE.json        evaluate a scenario file and print the result\n"
        "  plan --default        evaluate the built-in default scenario (the chapter's example)\n"
        "  search FILE.json      rank the parallel layouts of the scenario's GPUs by wall-clock days\n"
        "  calibrate nccl LOG... --tier scale-up|scale-out [--preset FILE] [-o PRESET.json]\n"
        "                        fit a tier's latency and bandwidth to nccl-tests logs and save\n"
        "                        them as a user hardware preset (docs/calibration.md)\n"
        "\n"
        "Options:\n"
        "  --format json|text    output format of plan and search (default: json)\n"
        "  --top K               search: how many layouts to print (default 10, 1..1000)\n"
        "  --rank days|dollars   search: rank by wall-clock days (default) or dollars\n"
        "  -h, --help            show this help\n"
        "  -v, --version         show the version\n"
        "\n"
        "Exit status: 0 success, 1 failure, 2 bad input (one line per problem on stderr,\n"
        "naming the JSON path and the reason).\n"
        "Scenario keys, units and defaults: docs/scenario.md.\n");
}

/// Loads the scenario a command names (FILE or --default). Reports problems and returns nullopt.
std::optional<Scenario> loadScenario(const Args& args, Diagnostics& warnings) {
    if (args.has(QStringLiteral("--default"))) {
        return defaultScenario();
    }
    if (args.positional.size() < 2) {
        printError(QStringLiteral("%1 needs a scenario FILE.json or --default").arg(args.positional.value(0)));
        return std::nullopt;
    }
    const QString path = args.positional[1];
    ScenarioReadResult read = views::readScenarioFile(path);
    bool failed = false;
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error) {
            printError(QStringLiteral("%1: %2").arg(path, views::describe(d)));
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

/// Adds each diagnostic's sentence to the "diagnostics" array of an output document.
void addMessages(nlohmann::json& j, const Diagnostics& diagnostics) {
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        j["diagnostics"][i]["message"] = views::describe(diagnostics[i]).toStdString();
    }
}

/// The JSON of a result with each diagnostic's sentence added for readers of the output.
nlohmann::json resultJsonWithMessages(const Scenario& scenario, const Result& result) {
    nlohmann::json j = resultToJson(result);
    j["scenarioName"] = scenario.name;
    addMessages(j, result.diagnostics);
    return j;
}

/// Prints each error of an evaluation as "SOURCE: field: reason"; returns the bad-input status.
int reportErrors(const Args& args, const Diagnostics& diagnostics) {
    const QString source =
        args.has(QStringLiteral("--default")) ? QStringLiteral("default scenario") : args.positional.value(1);
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error) {
            printError(QStringLiteral("%1: %2").arg(source, views::describe(d)));
        }
    }
    return ExitBadInput;
}

int planCommand(const Args& args) {
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("json"));
    if (format != QStringLiteral("json") && format != QStringLiteral("text")) {
        printError(QStringLiteral("--format must be json or text, not %1").arg(format));
        return ExitBadInput;
    }
    Diagnostics readWarnings;
    const std::optional<Scenario> scenario = loadScenario(args, readWarnings);
    if (!scenario) {
        return ExitBadInput;
    }
    Result result = evaluate(*scenario);
    result.diagnostics.insert(result.diagnostics.begin(), readWarnings.begin(), readWarnings.end());
    if (!result.valid) {
        return reportErrors(args, result.diagnostics);
    }
    if (format == QStringLiteral("text")) {
        print(views::planSummary(*scenario, result));
    } else {
        print(QString::fromStdString(resultJsonWithMessages(*scenario, result).dump(2)) + QLatin1Char('\n'));
    }
    return ExitOk;
}

int searchCommand(const Args& args) {
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("json"));
    if (format != QStringLiteral("json") && format != QStringLiteral("text")) {
        printError(QStringLiteral("--format must be json or text, not %1").arg(format));
        return ExitBadInput;
    }
    SearchOptions options;
    bool ok = true;
    options.top = args.value(QStringLiteral("--top"), QStringLiteral("10")).toInt(&ok);
    if (!ok || options.top < 1 || options.top > 1000) {
        printError(QStringLiteral("--top must be a whole number from 1 to 1000"));
        return ExitBadInput;
    }
    const QString rank = args.value(QStringLiteral("--rank"), QStringLiteral("days"));
    if (rank != QStringLiteral("days") && rank != QStringLiteral("dollars")) {
        printError(QStringLiteral("--rank must be days or dollars, not %1").arg(rank));
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
    if (format == QStringLiteral("text")) {
        print(views::searchSummary(*scenario, result));
        return ExitOk;
    }
    nlohmann::json j = searchToJson(result);
    j["scenarioName"] = scenario->name;
    addMessages(j, result.diagnostics);
    print(QString::fromStdString(j.dump(2)) + QLatin1Char('\n'));
    return ExitOk;
}

} // namespace

int run(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("goodput"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GOODPUT_VERSION));

    QString error;
    const std::optional<Args> args = parseArgs(QCoreApplication::arguments().mid(1), error);
    if (!args) {
        printError(error);
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
        // Until the desktop app lands, the bare command prints the default plan.
        Args plan = *args;
        plan.positional = {QStringLiteral("plan")};
        plan.options[QStringLiteral("--default")] = QString();
        plan.options[QStringLiteral("--format")] = QStringLiteral("text");
        return planCommand(plan);
    }
    const std::map<QString, std::function<int(const Args&)>> commands = {
        {QStringLiteral("plan"), planCommand},
        {QStringLiteral("search"), searchCommand},
        {QStringLiteral("calibrate"), calibrateCommand},
    };
    const auto it = commands.find(command);
    if (it == commands.end()) {
        printError(QStringLiteral("unknown command \"%1\"; see goodput --help").arg(command));
        return ExitBadInput;
    }
    return it->second(*args);
}

} // namespace goodput::app
