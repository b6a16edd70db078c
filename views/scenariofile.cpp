// SPDX-License-Identifier: MIT
#include "scenariofile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace goodput::views {

ScenarioReadResult readScenarioFile(const QString& path, const PresetLookup& presets) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioReadResult r;
        Diagnostic d;
        d.code = DiagCode::FileUnreadable;
        d.field = path.toStdString();
        d.text = file.errorString().toStdString();
        r.diagnostics.push_back(d);
        return r;
    }
    // Read one byte past the cap so an oversized file is reported rather than truncated.
    const QByteArray bytes = file.read(static_cast<qint64>(kMaxJsonBytes) + 1);
    return readScenario(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), presets);
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
