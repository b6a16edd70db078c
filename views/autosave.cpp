// SPDX-License-Identifier: MIT
#include "autosave.h"

#include "messages.h"
#include "model/json_reader.h"
#include "model/scenario_json.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace goodput::views {
namespace {

// The file is {"file": <path being edited>, "scenario": <the scenario file's JSON>}: one file,
// so the pair is written (and survives) together.
const QString kFileKey = QStringLiteral("file");
const QString kScenarioKey = QStringLiteral("scenario");

} // namespace

AutosaveRead readAutosave(const QString& path, const PresetLookup& presets) {
    AutosaveRead r;
    if (!QFileInfo::exists(path)) {
        return r;
    }
    Diagnostics diagnostics;
    const std::optional<QByteArray> bytes = readJsonFileBytes(path, diagnostics);
    if (!bytes) {
        r.errors << describe(diagnostics.front());
        return r;
    }
    // The reader of every JSON file: a duplicate key, a NUL byte or UTF-16 is refused too.
    Diagnostics parsed;
    const std::optional<nlohmann::json> o = parseJson(
        std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())), parsed);
    const std::string scenarioKey = kScenarioKey.toStdString();
    if (!o || !o->is_object() || !o->contains(scenarioKey) || !(*o)[scenarioKey].is_object()) {
        r.errors << QObject::tr("The autosaved scenario is damaged (%1).")
                        .arg(parsed.empty() ? kScenarioKey : describe(parsed.front()));
        return r;
    }
    const auto file = o->find(kFileKey.toStdString());
    const ScenarioReadResult read = readScenario((*o)[scenarioKey].dump(), presets);
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error) {
            r.errors << describe(d); // e.g. a newer schemaVersion: refused, not half-read
        }
    }
    if (r.errors.isEmpty()) {
        r.autosaved =
            AutosavedScenario{read.scenario, file != o->end() && file->is_string()
                                                 ? QString::fromStdString(file->get<std::string>())
                                                 : QString()};
    }
    return r;
}

Autosave::Autosave(ScenarioDocument* document, QString path, int delayMs, QObject* parent)
    : QObject(parent), m_document(document), m_path(std::move(path)) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(delayMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    // A slider drag restarts the wait: one write when the hand stops, not one per step.
    const auto schedule = [this] {
        m_timer.start();
    };
    connect(document, &ScenarioDocument::changed, this, schedule);
    connect(document, &ScenarioDocument::modifiedChanged, this, schedule);
    connect(document, &ScenarioDocument::filePathChanged, this, schedule);
}

QString Autosave::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.json");
}

QString Autosave::saveNow() {
    m_timer.stop();
    if (!m_document->isModified()) {
        QFile::remove(m_path); // saved: nothing to lose any more
        return {};
    }
    QJsonObject o;
    o.insert(kFileKey, m_document->filePath());
    o.insert(kScenarioKey,
             QJsonDocument::fromJson(scenarioFileContent(m_document->scenario())).object());
    QDir().mkpath(QFileInfo(m_path).path());
    const QString reason = writeFileAtomically(m_path, QJsonDocument(o).toJson());
    if (!reason.isEmpty()) {
        emit failed(reason);
    }
    return reason;
}

void Autosave::discard() {
    m_timer.stop();
    QFile::remove(m_path);
}

} // namespace goodput::views
