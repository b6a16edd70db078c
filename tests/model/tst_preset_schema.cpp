// SPDX-License-Identifier: MIT
// The preset schema (model/preset_schema.h): every row is a key the shipped files use, the reader
// requires what the rows require, a scenario check lands on the row's key, and docs/presets.md's
// key tables are the ones the rows generate.

#include "model/preset.h"
#include "model/preset_schema.h"
#include "tests/support/generated_docs.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <set>
#include <string>

using namespace goodput;

namespace {

using nlohmann::json;

constexpr std::pair<PresetKind, const char*> kFolders[] = {
    {PresetKind::Hardware, "hardware"},
    {PresetKind::Model, "models"},
    {PresetKind::Reliability, "reliability"}};

/// Every shipped preset file of a kind, parsed.
std::vector<json> shippedDocuments(PresetKind kind) {
    std::vector<json> out;
    for (const auto& [k, folder] : kFolders) {
        if (k != kind) {
            continue;
        }
        const QDir dir(QStringLiteral(GOODPUT_PRESETS_DIR "/") + QString::fromLatin1(folder));
        for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile file(dir.filePath(name));
            if (file.open(QIODevice::ReadOnly)) {
                out.push_back(json::parse(file.readAll().toStdString()));
            }
        }
    }
    return out;
}

/// The dotted key paths of a document, arrays of objects as "parts[]".
void collectPaths(const json& j, const std::string& prefix, std::set<std::string>& out) {
    if (j.is_array()) {
        for (const json& item : j) {
            if (item.is_object()) {
                collectPaths(item, prefix + "[]", out);
            }
        }
        return;
    }
    if (!j.is_object()) {
        return;
    }
    for (const auto& [key, value] : j.items()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        out.insert(path);
        collectPaths(value, path, out);
    }
}

/// The value at a dotted path (no arrays), or nullptr.
json* at(json& doc, std::string_view path) {
    json* current = &doc;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string key(path.substr(start, dot == path.npos ? path.npos : dot - start));
        if (!current->is_object() || !current->contains(key)) {
            return nullptr;
        }
        current = &(*current)[key];
        if (dot == path.npos) {
            return current;
        }
        start = dot + 1;
    }
}

/// Whether reading `doc` reports `code` with `severity` for `field`.
bool readingReports(const json& doc, DiagCode code, Severity severity, std::string_view field) {
    const Diagnostics d = readPresetDocument(doc).diagnostics;
    return std::any_of(d.begin(), d.end(), [&](const Diagnostic& x) {
        return x.code == code && x.severity == severity && x.field == field;
    });
}

} // namespace

class TestPresetSchema : public QObject {
    Q_OBJECT

private slots:
    void pathsAreUnique() {
        for (const auto& [kind, folder] : kFolders) {
            std::set<std::string_view> seen;
            for (const PresetKey& key : presetKeys(kind)) {
                QVERIFY2(seen.insert(key.path).second, key.path.data());
                QVERIFY2(findPresetKey(kind, key.path) == &key, key.path.data());
                // The documented tables (a reliability preset's keys are docs/scenario.md's).
                QVERIFY2(kind == PresetKind::Reliability || (!key.type.empty() && !key.doc.empty()),
                         key.path.data());
                QVERIFY2(!key.limits || key.number, key.path.data());
            }
        }
    }

    /// A hardware or architecture key of the scenario is a preset key, by itself: the row a
    /// scenario key adds is all a new hardware or architecture key needs.
    void everyScenarioHardwareAndArchitectureKeyIsAPresetKey() {
        for (const ScenarioKey& key : scenarioKeys()) {
            const bool hardware = key.section() == "hardware" && key.name() != "preset";
            const bool architecture = key.parent() == "workload.architecture";
            if (!hardware && !architecture) {
                continue;
            }
            const PresetKind kind = hardware ? PresetKind::Hardware : PresetKind::Model;
            const auto rows = presetKeys(kind);
            // "hardware.X" -> "X", "workload.architecture.X" -> "architecture.X"
            const std::string path(key.path.substr(std::string_view("hardware.").size()));
            const bool found = std::any_of(rows.begin(), rows.end(), [&](const PresetKey& r) {
                return r.scenarioPath == key.path || r.path == path;
            });
            QVERIFY2(found, key.path.data());
        }
    }

    /// Each row's scenario path is a scenario key or an object validate() names.
    void scenarioPathsExist() {
        const std::set<std::string_view> objects = {"hardware.scaleUp", "hardware.scaleOut",
                                                    "workload.architecture", "reliability.parts"};
        for (const auto& [kind, folder] : kFolders) {
            for (const PresetKey& key : presetKeys(kind)) {
                if (key.scenarioPath.empty()) {
                    continue;
                }
                QVERIFY2(findScenarioKey(key.scenarioPath) || objects.contains(key.scenarioPath),
                         key.path.data());
            }
        }
    }

    /// The shipped files use only keys with a row, and carry every key a row requires or
    /// expects.
    void shippedFilesMatchTheRows() {
        for (const auto& [kind, folder] : kFolders) {
            const std::vector<json> documents = shippedDocuments(kind);
            QVERIFY(!documents.empty());
            for (const json& doc : documents) {
                std::set<std::string> paths;
                collectPaths(doc, "", paths);
                const std::string id = doc.value("id", "");
                for (const std::string& path : paths) {
                    QVERIFY2(findPresetKey(kind, path), (id + ": " + path).c_str());
                }
                for (const PresetKey& key : presetKeys(kind)) {
                    if (key.need != PresetNeed::Optional) {
                        QVERIFY2(paths.contains(std::string(key.path)),
                                 (id + ": " + std::string(key.path)).c_str());
                    }
                }
            }
        }
    }

    /// Leaving out a key the rows require is an error naming it; one they expect, a warning.
    void theReaderRequiresWhatTheRowsRequire() {
        for (const auto& [kind, folder] : kFolders) {
            const json base = shippedDocuments(kind).front();
            for (const PresetKey& key : presetKeys(kind)) {
                json doc = base;
                json* parent = key.parent().empty() ? &doc : at(doc, key.parent());
                // formatVersion and kind stop the reading before anything else is read
                if (key.need == PresetNeed::Optional || !parent || key.path == "formatVersion" ||
                    key.path == "kind") {
                    continue;
                }
                parent->erase(std::string(key.name()));
                const Severity severity =
                    key.need == PresetNeed::Required ? Severity::Error : Severity::Warning;
                QVERIFY2(readingReports(doc, DiagCode::MissingField, severity, key.path),
                         key.path.data());
            }
        }
    }

    /// A value outside the range a scenario accepts, or outside a preset's own number's range,
    /// is refused under the preset's own key.
    void rangesLandOnThePresetKey() {
        for (const auto& [kind, folder] : kFolders) {
            const json base = shippedDocuments(kind).front();
            for (const PresetKey& key : presetKeys(kind)) {
                const ScenarioKey* scenarioKey =
                    key.scenarioPath.empty() ? nullptr : findScenarioKey(key.scenarioPath);
                std::vector<double> outside;
                if (scenarioKey && scenarioKey->limits && !scenarioKey->upperLimit) {
                    outside.push_back(scenarioKey->limits->hi * 2 + 1);
                }
                if (key.limits) {
                    outside = {key.limits->lo - 1, key.limits->hi + 1};
                }
                for (const double v : outside) {
                    json doc = base;
                    json* parent = key.parent().empty() ? &doc : at(doc, key.parent());
                    const bool numberGiven = parent && parent->contains(std::string(key.name())) &&
                                             (*parent)[std::string(key.name())].is_number();
                    if (!numberGiven && !key.limits) {
                        continue; // a scenario key this file leaves out or null
                    }
                    QVERIFY2(parent, key.path.data());
                    (*parent)[std::string(key.name())] = v;
                    QVERIFY2(readingReports(doc, DiagCode::OutOfRange, Severity::Error, key.path),
                             key.path.data());
                }
            }
        }
    }

    /// docs/presets.md holds the tables the rows generate. GOODPUT_UPDATE_DOCS=1 rewrites them.
    void documentationIsCurrent() {
        std::vector<std::pair<std::string, std::string>> blocks;
        for (const auto& [kind, name] :
             {std::pair{PresetKind::Hardware, "hardware"}, std::pair{PresetKind::Model, "model"}}) {
            blocks.emplace_back(std::string("<!-- BEGIN generated from model/preset_schema.cpp: ") +
                                    name + " -->\n",
                                presetKeyTable(kind));
        }
        const std::string problem = test::checkGeneratedBlocks(
            GOODPUT_SOURCE_DIR "/docs/presets.md", blocks, "<!-- END generated -->\n");
        QVERIFY2(problem.empty(), problem.c_str());
    }
};

QTEST_APPLESS_MAIN(TestPresetSchema)
#include "tst_preset_schema.moc"
