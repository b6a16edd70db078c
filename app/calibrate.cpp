// SPDX-License-Identifier: MIT
// `goodput calibrate nccl LOG... --tier scale-up|scale-out [--preset FILE] [-o PRESET.json]`:
// fits a tier to nccl-tests logs and saves a calibrated user hardware preset; `goodput calibrate
// step SCENARIO.json --step-seconds S ...`: the matmul efficiency from one measured step
// (docs/calibration.md).

#include "command.h"
#include "commandline.h"
#include "commandsupport.h"
#include "model/calibration_json.h"
#include "model/calibration_preset.h"
#include "model/json_reader.h"
#include "model/preset.h"
#include "model/result_json.h"
#include "model/step_calibration.h"
#include "views/calibrationtext.h"
#include "views/messages.h"
#include "views/presetstore.h"
#include "views/scenariofile.h"

#include <QDate>
#include <QFileInfo>
#include <limits>

namespace goodput::app {
namespace {

/// Prints every error as "goodput: <describe>" and returns whether there was one.
bool reportErrors(const Diagnostics& diagnostics, const QString& prefix = {}) {
    bool failed = false;
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error) {
            printError(prefix.isEmpty() ? views::describe(d) : views::describeIn(prefix, d));
            failed = true;
        }
    }
    return failed;
}

/// The hardware preset `--preset` names: a preset file, else the id of a shipped or user hardware
/// preset. Reports and returns nullopt when it is neither or does not parse.
std::optional<nlohmann::json> presetDocument(const QString& nameOrPath) {
    Diagnostics diagnostics;
    if (!QFileInfo(nameOrPath).isFile()) {
        const views::PresetStore store;
        if (const CatalogEntry* entry =
                store.catalog().find(PresetKind::Hardware, nameOrPath.toStdString())) {
            return entry->document;
        }
        reportErrors({{.code = DiagCode::UnknownPreset,
                       .field = "--preset",
                       .text = nameOrPath.toStdString()}});
        return std::nullopt;
    }
    const std::optional<QByteArray> bytes = views::readJsonFileBytes(nameOrPath, diagnostics);
    std::optional<nlohmann::json> document;
    if (bytes) {
        document =
            parseJson(std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())),
                      diagnostics);
    }
    if (!document) {
        reportErrors(diagnostics, nameOrPath);
    }
    return document;
}

/// The base of the calibrated preset: a hardware preset (file or id), a scenario's hardware, or
/// the built-in default scenario's.
std::optional<CalibrationBase> loadBase(const Args& args, TierKind tier) {
    if (args.has(QStringLiteral("--preset"))) {
        const QString name = args.value(QStringLiteral("--preset"));
        const std::optional<nlohmann::json> document = presetDocument(name);
        if (!document) {
            return std::nullopt;
        }
        CalibrationBase base = calibrationBaseFromPreset(*document, tier);
        if (reportErrors(base.diagnostics, name)) {
            return std::nullopt;
        }
        return base;
    }
    if (args.has(QStringLiteral("--scenario"))) {
        const QString path = args.value(QStringLiteral("--scenario"));
        const views::PresetStore store; // a scenario that names a preset reads as in `plan`
        const ScenarioReadResult read = views::readScenarioFile(path, store.lookup());
        if (reportErrors(read.diagnostics, path)) {
            return std::nullopt;
        }
        return calibrationBaseFromHardware(read.scenario.hardware,
                                           "scenario " + QFileInfo(path).fileName().toStdString());
    }
    return calibrationBaseFromHardware(defaultScenario().hardware, "Goodput's default scenario");
}

/// The display name the calibrated preset extends: the base preset's, else the hardware's.
std::string baseName(const CalibrationBase& base) {
    return base.preset.is_object() && base.preset.contains("displayName") &&
                   base.preset["displayName"].is_string()
               ? base.preset["displayName"].get<std::string>()
               : base.hardware.displayName;
}

/// Writes a calibrated preset atomically; reports a refusal (bad input) or a write failure.
int writePreset(const QString& output, const CalibratedPreset& preset) {
    if (reportErrors(preset.diagnostics, output)) {
        return ExitBadInput;
    }
    // Never a preset that `presets import` would refuse: it is read back as import reads it.
    const std::string text = preset.preset->dump(2) + "\n";
    const PresetReadResult check = readPreset(text);
    if (reportErrors(check.diagnostics, output) || !check.preset) {
        return ExitBadInput;
    }
    const QString reason = views::writeFileAtomically(output, QByteArray::fromStdString(text));
    if (!reason.isEmpty()) {
        printError(QStringLiteral("%1: %2").arg(output, reason));
        return ExitFailure;
    }
    return ExitOk;
}

/// Prints a calibration as text (the summary, then where the preset went) or as JSON (with the
/// preset file and each diagnostic's sentence).
void printCalibration(const QString& format, const QString& output, const Diagnostics& diagnostics,
                      QString text, nlohmann::json j) {
    if (format == QStringLiteral("text")) {
        if (!output.isEmpty()) {
            text += Tr::tr("Preset written to %1\n").arg(output);
        }
        print(text);
        return;
    }
    j["presetFile"] =
        output.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(output.toStdString());
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        j["diagnostics"][i]["message"] = views::describe(diagnostics[i]).toStdString();
    }
    // A log's program name and warning lines are its bytes, not necessarily UTF-8: replaced
    // rather than thrown on (fuzz_nccl found it).
    print(QString::fromStdString(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) +
          QLatin1Char('\n'));
}

struct Logs {
    std::vector<NcclRun> runs;
    std::vector<std::string> sources; ///< per run
    Diagnostics warnings;
    Diagnostics errors; ///< reported already; for the JSON document of the refusal
    bool failed = false;
};

/// Every run of every log, with the reader's errors reported (and kept in `errors`).
Logs readLogs(const QStringList& files, const NcclParseOptions& options) {
    Logs logs;
    bool failed = false;
    for (const QString& path : files) {
        Diagnostics diagnostics;
        const std::optional<QByteArray> bytes =
            views::readFileBytes(path, kMaxNcclLogBytes, diagnostics);
        if (bytes) {
            NcclLog log = parseNcclLog(
                std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())),
                path.toStdString(), options);
            diagnostics = std::move(log.diagnostics);
            for (NcclRun& run : log.runs) {
                logs.runs.push_back(std::move(run));
                logs.sources.push_back(path.toStdString());
            }
        }
        failed = reportErrors(diagnostics) || failed;
        std::copy_if(diagnostics.begin(), diagnostics.end(), std::back_inserter(logs.warnings),
                     [](const Diagnostic& d) { return d.severity != Severity::Error; });
        std::copy_if(diagnostics.begin(), diagnostics.end(), std::back_inserter(logs.errors),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
    }
    logs.failed = failed;
    return logs;
}

/// The JSON document of a calibration that gives no preset: `valid` false, every diagnostic
/// with its sentence (the errors went to stderr too).
void printRefusal(const QString& format, const CalibrationFit& fit, const Logs& logs,
                  const Diagnostics& more) {
    if (format != QStringLiteral("json")) {
        return;
    }
    CalibrationFit shown = fit;
    shown.diagnostics.insert(shown.diagnostics.end(), more.begin(), more.end());
    nlohmann::json j = calibrationToJson(shown, logs.runs, logs.sources);
    j["valid"] = false;
    printCalibration(format, {}, shown.diagnostics, {}, std::move(j));
}

/// The options that shape the fit, checked; empty after reporting a bad value.
std::optional<FitOptions> fitOptions(const Args& args, const CalibrationBase& base, TierKind tier) {
    FitOptions o = fitOptionsFor(base, tier);
    const QString algorithm = args.value(QStringLiteral("--algorithm"), QStringLiteral("ring"));
    if (algorithm != QStringLiteral("ring") && algorithm != QStringLiteral("tree")) {
        printError(Tr::tr("--algorithm must be ring or tree, not %1").arg(algorithm));
        return std::nullopt;
    }
    o.algorithm = algorithm == QStringLiteral("tree") ? Algorithm::Tree : Algorithm::Ring;
    o.variant =
        args.has(QStringLiteral("--in-place")) ? NcclVariant::InPlace : NcclVariant::OutOfPlace;
    o.protocolSwitch = args.has(QStringLiteral("--protocol-switch"));
    return o;
}

std::optional<NcclParseOptions> parseOptions(const Args& args) {
    NcclParseOptions o;
    if (args.has(QStringLiteral("--collective"))) {
        const QString name = args.value(QStringLiteral("--collective"));
        o.collective = collectiveFromProgram(name.toStdString());
        if (!o.collective) {
            printError(
                Tr::tr("--collective must be all_reduce, all_gather, reduce_scatter, alltoall, "
                       "broadcast or reduce, not %1")
                    .arg(name));
            return std::nullopt;
        }
    }
    if (args.has(QStringLiteral("--ranks"))) {
        bool ok = false;
        o.ranks = args.value(QStringLiteral("--ranks")).toInt(&ok);
        if (!ok || o.ranks < 2) {
            printError(Tr::tr("--ranks must be a whole number of GPUs, at least 2"));
            return std::nullopt;
        }
    }
    return o;
}

int calibrateNccl(const Args& args) {
    const QStringList files = args.positional.mid(2);
    if (files.isEmpty()) {
        printError(Tr::tr("calibrate nccl needs at least one nccl-tests log FILE"));
        return ExitBadInput;
    }
    const QString tierName = args.value(QStringLiteral("--tier"));
    if (tierName != QStringLiteral("scale-up") && tierName != QStringLiteral("scale-out")) {
        printError(Tr::tr("calibrate nccl needs --tier scale-up or --tier scale-out"));
        return ExitBadInput;
    }
    const TierKind tier =
        tierName == QStringLiteral("scale-out") ? TierKind::ScaleOut : TierKind::ScaleUp;
    const std::optional<QString> format = outputFormat(args);
    if (!format) {
        return ExitBadInput;
    }
    const std::optional<NcclParseOptions> parse = parseOptions(args);
    const std::optional<CalibrationBase> base = parse ? loadBase(args, tier) : std::nullopt;
    const std::optional<FitOptions> options = base ? fitOptions(args, *base, tier) : std::nullopt;
    if (!options) {
        return ExitBadInput;
    }
    const Logs logs = readLogs(files, *parse);
    if (logs.failed) {
        CalibrationFit none;
        none.tier = tier;
        none.algorithm = options->algorithm;
        none.variant = options->variant;
        none.diagnostics = logs.warnings;
        printRefusal(*format, none, logs, logs.errors);
        return ExitBadInput;
    }

    CalibrationFit fit = fitAlphaBeta(logs.runs, logs.sources, *options);
    fit.diagnostics.insert(fit.diagnostics.begin(), logs.warnings.begin(), logs.warnings.end());
    if (reportErrors(fit.diagnostics)) {
        printRefusal(*format, fit, logs, {});
        return ExitBadInput;
    }

    // The preset this fit gives (written with -o; without, only whether one could be written:
    // `valid` says so).
    const QString output = args.value(QStringLiteral("-o"));
    const std::string id = output.isEmpty() ? std::string("calibrated-preset")
                                            : QFileInfo(output).completeBaseName().toStdString();
    const CalibratedPreset preset =
        calibratedPreset(*base, fit,
                         views::calibrationProvenance(fit, logs.runs, logs.sources, id,
                                                      baseName(*base), QDate::currentDate()));
    if (!output.isEmpty()) {
        const int status = writePreset(output, preset);
        if (status != ExitOk) {
            printRefusal(*format, fit, logs, preset.diagnostics);
            return status;
        }
    }

    nlohmann::json j = calibrationToJson(fit, logs.runs, logs.sources);
    Diagnostics shown = fit.diagnostics;
    const auto aboutTheFit = [](const Diagnostic& d) {
        return d.code != DiagCode::PresetIdSameAsBase && d.code != DiagCode::PresetIdInvalid;
    };
    if (output.isEmpty() &&
        std::any_of(preset.diagnostics.begin(), preset.diagnostics.end(), aboutTheFit)) {
        // No -o, but no preset could be written either: not valid, and why (as warnings: nothing
        // was asked to be written).
        j["valid"] = false;
        for (Diagnostic d : preset.diagnostics) {
            if (aboutTheFit(d) &&
                std::none_of(shown.begin(), shown.end(),
                             [&](const Diagnostic& s) { return s.code == d.code; })) {
                d.severity = Severity::Warning;
                shown.push_back(d);
            }
        }
        j["diagnostics"] = diagnosticsToJson(shown);
    }
    printCalibration(*format, output, shown,
                     views::calibrationSummary(fit, logs.runs, logs.sources), std::move(j));
    return ExitOk;
}

/// The option that carries each kind of measurement.
QString measurementOption(StepMeasure kind) {
    switch (kind) {
    case StepMeasure::StepTime: return QStringLiteral("--step-seconds");
    case StepMeasure::TokensPerSecond: return QStringLiteral("--tokens-per-second");
    case StepMeasure::TflopsPerGpu: return QStringLiteral("--tflops-per-gpu");
    }
    return {};
}

/// Exactly one measurement option, a number; TFLOP/s also needs --flops model|hardware (whether
/// the figure counts recomputation). nullopt after reporting.
std::optional<StepMeasurement> stepMeasurement(const Args& args) {
    std::optional<StepMeasurement> m;
    int given = 0;
    for (const StepMeasure kind :
         {StepMeasure::StepTime, StepMeasure::TokensPerSecond, StepMeasure::TflopsPerGpu}) {
        if (args.has(measurementOption(kind))) {
            ++given;
            bool ok = false;
            m = StepMeasurement{kind, args.value(measurementOption(kind)).toDouble(&ok), false};
            if (!ok) {
                printError(Tr::tr("%1 must be a number, not \"%2\"")
                               .arg(measurementOption(kind), args.value(measurementOption(kind))));
                return std::nullopt;
            }
        }
    }
    if (given != 1) {
        printError(Tr::tr("calibrate step needs one measurement: --step-seconds S, "
                          "--tokens-per-second X or --tflops-per-gpu X --flops model|hardware"));
        return std::nullopt;
    }
    if (m->kind == StepMeasure::TflopsPerGpu) {
        const QString flops = args.value(QStringLiteral("--flops"));
        if (flops != QStringLiteral("model") && flops != QStringLiteral("hardware")) {
            printError(Tr::tr("--tflops-per-gpu needs --flops model (6N per token, MFU) or --flops "
                              "hardware (recomputation counted, HFU)"));
            return std::nullopt;
        }
        m->countsRecompute = flops == QStringLiteral("hardware");
    }
    return m;
}

int calibrateStepCommand(const Args& args) {
    const QString path = args.positional.value(2);
    if (path.isEmpty()) {
        printError(Tr::tr("calibrate step needs the measured job's SCENARIO.json"));
        return ExitBadInput;
    }
    if (args.positional.size() > 3) {
        printError(Tr::tr("calibrate step: unexpected argument \"%1\"; see goodput --help")
                       .arg(args.positional[3]));
        return ExitBadInput;
    }
    const std::optional<QString> format = outputFormat(args);
    const std::optional<StepMeasurement> measurement =
        format ? stepMeasurement(args) : std::nullopt;
    if (!measurement) {
        return ExitBadInput;
    }
    StepCalibrationOptions options;
    if (args.has(QStringLiteral("--min-efficiency"))) {
        bool ok = false;
        options.minimumEfficiency = args.value(QStringLiteral("--min-efficiency")).toDouble(&ok);
        if (!ok || !(options.minimumEfficiency > 0) || !(options.minimumEfficiency < 1)) {
            printError(Tr::tr("--min-efficiency must be a fraction above 0 and below 1"));
            return ExitBadInput;
        }
    }

    views::PresetStore presets;
    ScenarioReadResult read = views::readScenarioFile(path, presets.lookup());
    if (reportErrors(read.diagnostics, path)) {
        return ExitBadInput;
    }
    Scenario& scenario = read.scenario;
    // The preset's hardware is the one calibrated: the scenario runs on it.
    std::optional<CalibrationBase> base;
    if (args.has(QStringLiteral("--preset"))) {
        base = loadBase(args, TierKind::ScaleUp);
        if (!base) {
            return ExitBadInput;
        }
        scenario.hardware = base->hardware;
    } else {
        base = calibrationBaseFromHardware(scenario.hardware,
                                           "scenario " + QFileInfo(path).fileName().toStdString());
    }

    StepCalibration calibration = calibrateStep(scenario, *measurement, options);
    for (Diagnostic& d : calibration.diagnostics) {
        if (d.field.rfind("measurement.", 0) == 0) {
            d.field = measurementOption(measurement->kind).toStdString();
        }
    }
    if (reportErrors(calibration.diagnostics, path)) {
        return ExitBadInput;
    }

    const QString output = args.value(QStringLiteral("-o"));
    if (!output.isEmpty()) {
        const int status = writePreset(
            output, stepCalibratedPreset(*base, calibration,
                                         views::stepCalibrationProvenance(
                                             calibration, *measurement, scenario,
                                             QFileInfo(output).completeBaseName().toStdString(),
                                             baseName(*base), QDate::currentDate())));
        if (status != ExitOk) {
            return status;
        }
    }
    nlohmann::json j = stepCalibrationToJson(calibration, *measurement);
    j["scenarioName"] = scenario.name;
    printCalibration(*format, output, calibration.diagnostics,
                     views::stepCalibrationSummary(calibration, *measurement), std::move(j));
    return ExitOk;
}

/// False, after reporting, when an option of the other mode is given (`calibrate step
/// --tier scale-up` wrote a preset as if --tier were not there). An option names the mode it
/// belongs to (`Option::mode`); the others serve both.
bool optionsFitMode(const Command& command, const Args& args, const QString& mode) {
    for (const Option& option : command.options) {
        const QString owner = QString::fromLatin1(option.mode);
        if (option.mode == nullptr || owner == mode) {
            continue;
        }
        for (const QString& name : option.names) {
            if (args.has(name)) {
                printError(Tr::tr("%1 is an option of calibrate %2, not of calibrate %3")
                               .arg(name, owner, mode));
                return false;
            }
        }
    }
    return true;
}

int calibrateCommand(const Args& args) {
    const QString what = args.positional.value(1);
    if ((what == QStringLiteral("nccl") || what == QStringLiteral("step")) &&
        !optionsFitMode(*findCommand(QStringLiteral("calibrate")), args, what)) {
        return ExitBadInput;
    }
    if (what == QStringLiteral("nccl")) {
        return calibrateNccl(args);
    }
    if (what == QStringLiteral("step")) {
        return calibrateStepCommand(args);
    }
    printError(Tr::tr("calibrate needs what to calibrate from: nccl or step (see goodput --help)"));
    return ExitBadInput;
}

const RegisterCommand kCalibrate({
    .name = QStringLiteral("calibrate"),
    .position = 60,
    .summary = QT_TRANSLATE_NOOP("Cli", "fit a hardware preset to measurements: nccl-tests logs or "
                                        "one measured step"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  calibrate nccl LOG... --tier scale-up|scale-out [--preset ID|FILE] [-o PRESET.json]\n"
        "                        fit a tier's latency and bandwidth to nccl-tests logs and save\n"
        "                        them as a user hardware preset (docs/calibration.md)\n"
        "  calibrate step SCENARIO.json --step-seconds S | --tokens-per-second X |\n"
        "                 --tflops-per-gpu X --flops model|hardware\n"
        "                 [--preset ID|FILE] [-o PRESET.json]\n"
        "                        back-solve the matmul efficiency from one measured step of the\n"
        "                        scenario's job and save it as a user hardware preset\n"),
    .options =
        {
            formatOption("json|text", false),
            {{QStringLiteral("-o"), QStringLiteral("--output")},
             "FILE",
             QT_TRANSLATE_NOOP("Cli",
                               "the calibrated hardware preset to write (its name is its id)")},
            {{QStringLiteral("--preset")},
             "ID|FILE",
             QT_TRANSLATE_NOOP("Cli",
                               "the hardware preset to calibrate: a preset id or a preset file")},
            {.names = {QStringLiteral("--tier")},
             .value = "scale-up|scale-out",
             .help = QT_TRANSLATE_NOOP("Cli", "the tier the runs measure (required)"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--scenario")},
             .value = "FILE.json",
             .help = QT_TRANSLATE_NOOP("Cli", "calibrate the hardware of a scenario instead"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--collective")},
             .value = "NAME",
             .help = QT_TRANSLATE_NOOP(
                 "Cli", "the collective of runs whose log does not name it\n"
                        "(all_reduce, all_gather, reduce_scatter, alltoall, broadcast,\n"
                        "reduce)"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--ranks")},
             .value = "N",
             .help = QT_TRANSLATE_NOOP("Cli", "the GPU count of runs whose log lists no devices"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--algorithm")},
             .value = "ring|tree",
             .help = QT_TRANSLATE_NOOP("Cli", "the cost function fitted (default ring)"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--protocol-switch")},
             .value = nullptr,
             .help = QT_TRANSLATE_NOOP("Cli",
                                       "force exactly two regimes (by default the fit finds\n"
                                       "one to three)"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--in-place")},
             .value = nullptr,
             .help = QT_TRANSLATE_NOOP("Cli",
                                       "fit the in-place times instead of the out-of-place ones"),
             .mode = "nccl"},
            {.names = {QStringLiteral("--step-seconds")},
             .value = "S",
             .help = QT_TRANSLATE_NOOP("Cli", "the measured step time in seconds"),
             .mode = "step"},
            {.names = {QStringLiteral("--tokens-per-second")},
             .value = "X",
             .help = QT_TRANSLATE_NOOP("Cli", "the measured tokens per second of the whole job"),
             .mode = "step"},
            {.names = {QStringLiteral("--tflops-per-gpu")},
             .value = "X",
             .help = QT_TRANSLATE_NOOP("Cli", "the measured TFLOP/s per GPU (with --flops)"),
             .mode = "step"},
            {.names = {QStringLiteral("--flops")},
             .value = "model|hardware",
             .help = QT_TRANSLATE_NOOP("Cli",
                                       "whether those TFLOP/s count recomputation (hardware,\n"
                                       "HFU) or not (model, MFU)"),
             .mode = "step"},
            {.names = {QStringLiteral("--min-efficiency")},
             .value = "E",
             .help = QT_TRANSLATE_NOOP("Cli",
                                       "the lowest matmul efficiency searched (default 0.05)"),
             .mode = "step"},
        },
    .maxPositional = std::numeric_limits<qsizetype>::max(),
    .run = calibrateCommand,
});

} // namespace
} // namespace goodput::app
