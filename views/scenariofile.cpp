// SPDX-License-Identifier: MIT
#include "scenariofile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace goodput::views {

std::optional<QByteArray> readJsonFileBytes(const QString& path, Diagnostics& diagnostics) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Diagnostic d;
        d.code = DiagCode::FileUnreadable;
        d.field = path.toStdString();
        d.text = file.errorString().toStdString();
        diagnostics.push_back(d);
        return std::nullopt;
    }
    return file.read(static_cast<qint64>(kMaxJsonBytes) + 1);
}

ScenarioReadResult readScenarioFile(const QString& path, const PresetLookup& presets) {
    ScenarioReadResult r;
    const std::optional<QByteArray> bytes = readJsonFileBytes(path, r.diagnostics);
    if (!bytes) {
        return r;
    }
    return readScenario(std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())), presets);
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

QString saveScenarioFile(const QString& path, const Scenario& scenario) {
    const std::string text = scenarioToJson(scenario).dump(2) + "\n";
    return writeFileAtomically(path, QByteArray::fromStdString(text));
}

} // namespace goodput::views
