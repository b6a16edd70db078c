// SPDX-License-Identifier: MIT
#include "calibrate.h"

#include "cli.h"
#include "model/calibration_json.h"
#include "model/calibration_preset.h"
#include "model/json_reader.h"
#include "views/calibrationtext.h"
#include "views/messages.h"
#include "views/scenariofile.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>

namespace goodput::app {
namespace {

/// Prints every error as "goodput: <describe>" and returns whether there was one.
bool reportErrors(const Diagnostics& diagnostics, const QString& prefix = {}) {
    bool failed = false;
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error) {
            printError(prefix.isEmpty() ? views::describe(d)
                                        : QStringLiteral("%1: %2").arg(prefix, views::describe(d)));
            failed = true;
        }
    }
    return failed;
}

/// Reads at most `limit` bytes plus one, so an oversized file is reported rather than truncated.
std::optional<QByteArray> readCapped(const QString& path, std::size_t limit,
                                     Diagnostics& diagnostics) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Diagnostic d;
        d.code = DiagCode::FileUnreadable;
        d.field = path.toStdString();
        d.text = file.errorString().toStdString();
        diagnostics.push_back(d);
        return std::nullopt;
    }
    return file.read(static_cast<qint64>(limit) + 1);
}

/// The base of the calibrated preset: a preset file, a scenario's hardware, or the built-in
/// default scenario's.
std::optional<CalibrationBase> loadBase(const Args& args, TierKind tier) {
    Diagnostics diagnostics;
    if (args.has(QStringLiteral("--preset"))) {
        const QString path = args.value(QStringLiteral("--preset"));
        if (!QFileInfo(path).isFile()) {
            // Ids resolve once the preset catalogue (issue 4) is in the build; until then a path.
            Diagnostic d;
            d.code = DiagCode::UnknownPreset;
            d.field = "--preset";
            d.text = path.toStdString();
            reportErrors({d});
            return std::nullopt;
        }
        const std::optional<QByteArray> bytes = readCapped(path, kMaxJsonBytes, diagnostics);
        std::optional<nlohmann::json> document;
        if (bytes) {
            document = parseJson(
                std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())),
                diagnostics);
        }
        if (!document) {
            reportErrors(diagnostics, path);
            return std::nullopt;
        }
        CalibrationBase base = calibrationBaseFromPreset(*document, tier);
        if (reportErrors(base.diagnostics, path)) {
            return std::nullopt;
        }
        return base;
    }
    if (args.has(QStringLiteral("--scenario"))) {
        const QString path = args.value(QStringLiteral("--scenario"));
        const ScenarioReadResult read = views::readScenarioFile(path);
        if (reportErrors(read.diagnostics, path)) {
            return std::nullopt;
        }
        return calibrationBaseFromHardware(read.scenario.hardware,
                                           "scenario " + QFileInfo(path).fileName().toStdString());
    }
    return calibrationBaseFromHardware(defaultScenario().hardware, "Goodput's default scenario");
}

struct Logs {
    std::vector<NcclRun> runs;
    std::vector<std::string> sources; ///< per run
    Diagnostics warnings;
};

std::optional<Logs> readLogs(const QStringList& files, const NcclParseOptions& options) {
    Logs logs;
    bool failed = false;
    for (const QString& path : files) {
        Diagnostics diagnostics;
        const std::optional<QByteArray> bytes = readCapped(path, kMaxNcclLogBytes, diagnostics);
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
    }
    if (failed) {
        return std::nullopt;
    }
    return logs;
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
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("json"));
    if (format != QStringLiteral("json") && format != QStringLiteral("text")) {
        printError(Tr::tr("--format must be json or text, not %1").arg(format));
        return ExitBadInput;
    }
    const std::optional<NcclParseOptions> parse = parseOptions(args);
    const std::optional<CalibrationBase> base = parse ? loadBase(args, tier) : std::nullopt;
    const std::optional<FitOptions> options = base ? fitOptions(args, *base, tier) : std::nullopt;
    const std::optional<Logs> logs = options ? readLogs(files, *parse) : std::nullopt;
    if (!logs) {
        return ExitBadInput;
    }

    CalibrationFit fit = fitAlphaBeta(logs->runs, logs->sources, *options);
    fit.diagnostics.insert(fit.diagnostics.begin(), logs->warnings.begin(), logs->warnings.end());
    if (reportErrors(fit.diagnostics)) {
        return ExitBadInput;
    }

    const QString output = args.value(QStringLiteral("-o"), args.value(QStringLiteral("--output")));
    if (!output.isEmpty()) {
        const std::string baseName = base->preset.is_object() &&
                                             base->preset.contains("displayName") &&
                                             base->preset["displayName"].is_string()
                                         ? base->preset["displayName"].get<std::string>()
                                         : base->hardware.displayName;
        const CalibratedPreset preset = calibratedPreset(
            *base, fit,
            views::calibrationProvenance(fit, logs->runs, logs->sources,
                                         QFileInfo(output).completeBaseName().toStdString(),
                                         baseName, QDate::currentDate()));
        if (reportErrors(preset.diagnostics, output)) {
            return ExitBadInput;
        }
        const QString reason = views::writeFileAtomically(
            output, QByteArray::fromStdString(preset.preset->dump(2) + "\n"));
        if (!reason.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(output, reason));
            return ExitFailure;
        }
    }

    if (format == QStringLiteral("text")) {
        QString text = views::calibrationSummary(fit, logs->runs, logs->sources);
        if (!output.isEmpty()) {
            text += Tr::tr("Preset written to %1\n").arg(output);
        }
        print(text);
    } else {
        nlohmann::json j = calibrationToJson(fit, logs->runs, logs->sources);
        j["presetFile"] =
            output.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(output.toStdString());
        for (std::size_t i = 0; i < fit.diagnostics.size(); ++i) {
            j["diagnostics"][i]["message"] = views::describe(fit.diagnostics[i]).toStdString();
        }
        // A log's program name and warning lines are its bytes, not necessarily UTF-8: replaced
        // rather than thrown on (fuzz_nccl found it).
        print(QString::fromStdString(
                  j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) +
              QLatin1Char('\n'));
    }
    return ExitOk;
}

} // namespace

int calibrateCommand(const Args& args) {
    const QString what = args.positional.value(1);
    if (what == QStringLiteral("nccl")) {
        return calibrateNccl(args);
    }
    printError(Tr::tr("calibrate needs what to calibrate from: nccl (see goodput --help)"));
    return ExitBadInput;
}

} // namespace goodput::app
