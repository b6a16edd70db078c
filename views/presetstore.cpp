// SPDX-License-Identifier: MIT
#include "presetstore.h"

#include "scenariofile.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "PresetStore" (a struct, so that lupdate files
/// them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(PresetStore)
};

QString folderName(PresetKind kind) {
    switch (kind) {
    case PresetKind::Hardware: return QStringLiteral("hardware");
    case PresetKind::Model: return QStringLiteral("models");
    case PresetKind::Reliability: break;
    }
    return QStringLiteral("reliability");
}

std::string problemKey(const PresetProblem& p) {
    return p.file + '\n' + std::string(codeId(p.diagnostic.code)) + '\n' + p.diagnostic.field;
}

/// A file-level diagnostic: the problem already names the file, so the field stays empty.
PresetProblem fileProblem(const QString& file, DiagCode code, const QString& reason) {
    return {file.toStdString(), {.code = code, .text = reason.toStdString()}};
}

/// Identity and notes of a preset saved from a scenario: where it came from, then the notes of
/// the preset it started from.
void nameSavedPreset(Preset& p, std::string id, std::string displayName, const Preset* base) {
    p.id = std::move(id);
    p.displayName = std::move(displayName);
    p.notes =
        base == nullptr
            ? Tr::tr("Saved from a scenario.").toStdString()
            : Tr::tr("Saved from a scenario that started from the preset %1; its notes follow and "
                     "may not hold for values the scenario changed. %2")
                  .arg(QString::fromStdString(base->id), QString::fromStdString(base->notes))
                  .toStdString();
}

void removePath(std::vector<std::string>& list, std::string_view path) {
    std::erase(list, std::string(path));
}

} // namespace

QString PresetStore::defaultUserDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/presets");
}

PresetStore::PresetStore(QString userDirectory) : m_userDirectory(std::move(userDirectory)) {
    reload();
}

QString PresetStore::userFolder(PresetKind kind) const {
    return m_userDirectory + QLatin1Char('/') + folderName(kind);
}

void PresetStore::reload() {
    m_catalog = PresetCatalog();
    for (PresetKind kind : kPresetKinds) {
        loadFolder(QStringLiteral(":/presets/") + folderName(kind), kind, PresetOrigin::Shipped);
    }
    if (m_userDirectory.isEmpty()) {
        return;
    }
    for (PresetKind kind : kPresetKinds) {
        loadFolder(userFolder(kind), kind, PresetOrigin::User);
    }
}

void PresetStore::loadFolder(const QString& folder, PresetKind kind, PresetOrigin origin) {
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo& info : files) {
        const QString path = info.filePath();
        Diagnostics unreadable;
        const std::optional<QByteArray> bytes = readJsonFileBytes(path, unreadable);
        if (!bytes) {
            // The reader's own diagnostic: a pipe says so, not "cannot be read: " and nothing.
            const PresetProblem p{path.toStdString(), unreadable.front()};
            m_catalog.addProblem(p.file, p.diagnostic);
            continue;
        }
        m_catalog.addFile(
            std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())),
            path.toStdString(), origin, {kind, info.completeBaseName().toStdString()});
    }
}

const Preset* PresetStore::find(PresetKind kind, std::string_view id) const {
    const CatalogEntry* entry = m_catalog.find(kind, id);
    return entry == nullptr ? nullptr : &entry->preset;
}

std::vector<PresetProblem> PresetStore::takeNewProblems() {
    std::vector<PresetProblem> out;
    for (const PresetProblem& p : m_catalog.problems()) {
        if (m_reported.insert(problemKey(p)).second) {
            out.push_back(p);
        }
    }
    return out;
}

PresetSaveResult PresetStore::importFile(const QString& path, bool replace) {
    Diagnostics unreadable;
    const std::optional<QByteArray> bytes = readJsonFileBytes(path, unreadable);
    if (!bytes) {
        PresetSaveResult result;
        result.problems.push_back({path.toStdString(), unreadable.front()});
        return result;
    }
    return store(*bytes, path, replace);
}

PresetSaveResult PresetStore::saveUserPreset(const Preset& preset, bool replace) {
    const QString target = userFolder(preset.kind) + QLatin1Char('/') +
                           QString::fromStdString(preset.id) + QStringLiteral(".json");
    return store(QByteArray::fromStdString(presetToText(preset)), target, replace);
}

PresetSaveResult PresetStore::store(const QByteArray& bytes, const QString& sourceName,
                                    bool replace) {
    PresetSaveResult result;
    PresetReadResult read =
        readPreset(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    for (Diagnostic& d : read.diagnostics) {
        result.problems.push_back({sourceName.toStdString(), std::move(d)});
    }
    if (!read.preset) {
        return result;
    }
    const Preset& preset = *read.preset;
    result.id = preset.id;
    const QString folder = userFolder(preset.kind);
    const QString target =
        folder + QLatin1Char('/') + QString::fromStdString(preset.id) + QStringLiteral(".json");

    const auto clashWith = [&](std::string file) {
        Diagnostic clash;
        clash.code = DiagCode::PresetIdClash;
        clash.field = "id";
        clash.text = std::move(file);
        result.problems.push_back({sourceName.toStdString(), clash});
    };
    // Never over a shipped preset; over a user's own file only when asked to.
    const CatalogEntry* existing = m_catalog.find(preset.kind, preset.id);
    const bool shipped = existing != nullptr && existing->origin == PresetOrigin::Shipped;
    if (shipped || (!replace && (existing != nullptr || QFileInfo::exists(target)))) {
        clashWith(existing != nullptr ? existing->file : target.toStdString());
        return result;
    }
    if (m_userDirectory.isEmpty() || !QDir().mkpath(folder)) {
        result.problems.push_back(
            fileProblem(target, DiagCode::FileUnwritable, Tr::tr("cannot create the folder")));
        return result;
    }
    // Without --replace the file is created only if no other import created it since the check
    // above: of two imports of one id at once, one fails.
    if (const QString error =
            writeFileAtomically(target, bytes, replace ? IfExists::Replace : IfExists::Refuse);
        !error.isEmpty()) {
        if (!replace && QFileInfo::exists(target)) {
            clashWith(target.toStdString());
        } else {
            result.problems.push_back(fileProblem(target, DiagCode::FileUnwritable, error));
        }
        return result;
    }
    reload();
    // Its warnings were just returned to the caller: not again from takeNewProblems().
    for (const PresetProblem& p : m_catalog.problems()) {
        if (p.file == target.toStdString()) {
            m_reported.insert(problemKey(p));
        }
    }
    result.saved = true;
    result.path = target;
    return result;
}

QString PresetStore::exportPreset(PresetKind kind, std::string_view id, const QString& path) const {
    const CatalogEntry* entry = m_catalog.find(kind, id);
    if (entry == nullptr) {
        return Tr::tr("no %1 preset with id \"%2\"")
            .arg(folderName(kind), QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
    }
    return writeFileAtomically(path, QByteArray::fromStdString(entry->text));
}

const Preset* PresetStore::baseOf(PresetKind kind, const std::string& presetId) const {
    return presetId.empty() ? nullptr : find(kind, presetId);
}

Preset PresetStore::hardwarePresetFromScenario(const Scenario& scenario, std::string id,
                                               std::string displayName) const {
    const Preset* base = baseOf(PresetKind::Hardware, scenario.hardware.preset);
    Preset p = presetFromHardware(scenario.hardware, base);
    nameSavedPreset(p, std::move(id), std::move(displayName), base);
    p.hardware.displayName = p.displayName;
    const double price = units::inDollarsPerHour(scenario.pricePerGpu);
    if (base == nullptr || base->price.usdPerGpuHour != price) {
        p.price.usdPerGpuHour = price;
        p.price.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
        p.price.source = Tr::tr("the scenario's price").toStdString();
        removePath(p.unpublished, "price.usdPerGpuHour");
        removePath(p.missing, "price.usdPerGpuHour");
    }
    return p;
}

Preset PresetStore::modelPresetFromScenario(const Scenario& scenario, std::string id,
                                            std::string displayName) const {
    const Preset* base = baseOf(PresetKind::Model, scenario.workload.preset);
    Preset p = presetFromWorkload(scenario.workload, base);
    nameSavedPreset(p, std::move(id), std::move(displayName), base);
    return p;
}

} // namespace goodput::views
