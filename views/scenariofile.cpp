// SPDX-License-Identifier: MIT
#include "scenariofile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <charconv>
#include <cmath>

namespace goodput::views {
namespace {

void roundNumbers(nlohmann::json& j) {
    if (j.is_number_float()) {
        const double v = j.get<double>();
        if (std::isfinite(v)) {
            char text[32];
            const auto end =
                std::to_chars(text, text + sizeof text, v, std::chars_format::general, 15).ptr;
            double rounded = v;
            std::from_chars(text, end, rounded);
            j = rounded;
        }
    } else if (j.is_structured()) {
        for (nlohmann::json& element : j) {
            roundNumbers(element);
        }
    }
}

} // namespace

std::optional<QByteArray> readFileBytes(const QString& path, std::size_t limit,
                                        Diagnostics& diagnostics) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        diagnostics.push_back({.code = DiagCode::FileUnreadable,
                               .field = path.toStdString(),
                               .text = file.errorString().toStdString()});
        return std::nullopt;
    }
    return file.read(static_cast<qint64>(limit) + 1);
}

std::optional<QByteArray> readJsonFileBytes(const QString& path, Diagnostics& diagnostics) {
    return readFileBytes(path, kMaxJsonBytes, diagnostics);
}

ScenarioReadResult readScenarioFile(const QString& path, const PresetLookup& presets) {
    ScenarioReadResult r;
    const std::optional<QByteArray> bytes = readJsonFileBytes(path, r.diagnostics);
    if (!bytes) {
        return r;
    }
    return readScenario(
        std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())), presets);
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return file.errorString();
    }
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit()) {
        return file.errorString();
    }
    return {};
}

QByteArray scenarioFileContent(const Scenario& scenario) {
    nlohmann::json j = scenarioToJson(scenario);
    roundNumbers(j);
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

QString saveScenarioFile(const QString& path, const Scenario& scenario) {
    return writeFileAtomically(path, scenarioFileContent(scenario));
}

} // namespace goodput::views
