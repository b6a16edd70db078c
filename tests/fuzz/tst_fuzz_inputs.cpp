// SPDX-License-Identifier: MIT
// The fuzz harnesses' inputs reach what the readers read (issue 21: reliability presets were never
// fuzzed): every preset folder is a seed folder of fuzz_preset, and every key of the shipped
// presets, of their canonical text and of a scenario with every option set is in the dictionary
// of the harness that reads it. The dictionaries are the hand-written tests/fuzz/<name>-values.dict
// followed by the entries generated from the schemas (tests/support/fuzz_dictionary.h), as the
// fuzz build writes them (issue 16: a new key needs no line in a dictionary). The harnesses
// themselves need clang (tests/fuzz/run.sh); this check runs with the ordinary suite.

#include "model/preset.h"
#include "model/preset_schema.h"
#include "model/scenario_json.h"
#include "model/scenario_schema.h"
#include "tests/support/fuzz_dictionary.h"
#include "tests/support/scenarios.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>
#include <set>
#include <string>

using namespace goodput;
using nlohmann::json;

namespace {

QString fuzzFile(const char* name) {
    return QStringLiteral(GOODPUT_SOURCE_DIR "/tests/fuzz/") + QLatin1String(name);
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The dictionary the fuzz build gives a harness: its hand-written part and the generated entries.
QByteArray dictionaryText(testing::FuzzDictionary which) {
    const char* values =
        which == testing::FuzzDictionary::Scenario ? "scenario-values.dict" : "preset-values.dict";
    return readAll(fuzzFile(values)) +
           QByteArray::fromStdString(testing::fuzzDictionaryEntries(which));
}

/// The keys a libFuzzer dictionary offers as `name="\"key\":"` entries.
std::set<std::string> dictionaryKeys(testing::FuzzDictionary which) {
    std::set<std::string> keys;
    static const QRegularExpression entry(QStringLiteral(R"re(^\w+="\\"(\w+)\\":"$)re"));
    for (const QByteArray& line : dictionaryText(which).split('\n')) {
        const QRegularExpressionMatch m = entry.match(QString::fromUtf8(line));
        if (m.hasMatch()) {
            keys.insert(m.captured(1).toStdString());
        }
    }
    return keys;
}

/// Every object key anywhere in `j`.
void collectKeys(const json& j, std::set<std::string>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            out.insert(key);
            collectKeys(value, out);
        }
    } else if (j.is_array()) {
        for (const json& v : j) {
            collectKeys(v, out);
        }
    }
}

/// The keys of `have` missing from `dictionary`, comma-separated.
QString missing(const std::set<std::string>& have, const std::set<std::string>& dictionary) {
    QStringList out;
    for (const std::string& k : have) {
        if (dictionary.count(k) == 0) {
            out << QString::fromStdString(k);
        }
    }
    return out.join(QStringLiteral(", "));
}

QStringList presetFolders() {
    return QDir(QStringLiteral(GOODPUT_SOURCE_DIR "/presets"))
        .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestFuzzInputs final : public QObject {
    Q_OBJECT
private slots:
    void everyPresetFolderSeedsThePresetFuzzer() {
        QStringList seeds;
        for (const QByteArray& line : readAll(fuzzFile("preset.seeds")).split('\n')) {
            if (!line.isEmpty() && !line.startsWith('#')) {
                seeds << QString::fromUtf8(line.trimmed());
            }
        }
        QVERIFY(presetFolders().size() >= 3); // hardware, models, reliability
        for (const QString& folder : presetFolders()) {
            QVERIFY2(seeds.contains(QStringLiteral("presets/") + folder), qPrintable(folder));
        }
    }

    void presetDictionaryHasEveryPresetKey() {
        const std::set<std::string> dictionary = dictionaryKeys(testing::FuzzDictionary::Preset);
        QVERIFY(!dictionary.empty());
        int presets = 0;
        for (const QString& folder : presetFolders()) {
            const QDir dir(QStringLiteral(GOODPUT_SOURCE_DIR "/presets/") + folder);
            for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
                const QByteArray text = readAll(dir.filePath(file));
                std::set<std::string> keys;
                collectKeys(json::parse(text.toStdString(), nullptr, false), keys);
                // The canonical text too: it writes keys a shipped file may leave out.
                const PresetReadResult read = readPreset(text.toStdString());
                QVERIFY2(read.preset, qPrintable(file));
                collectKeys(json::parse(presetToText(*read.preset)), keys);
                const QString gaps = missing(keys, dictionary);
                QVERIFY2(gaps.isEmpty(), qPrintable(folder + QLatin1Char('/') + file +
                                                    QStringLiteral(": ") + gaps));
                ++presets;
            }
        }
        QVERIFY(presets > 0);
    }

    void scenarioDictionaryHasEveryScenarioKey() {
        const std::set<std::string> dictionary = dictionaryKeys(testing::FuzzDictionary::Scenario);
        QVERIFY(!dictionary.empty());
        const ScenarioReadResult read = readScenario(
            readAll(QStringLiteral(GOODPUT_SOURCE_DIR "/tests/data/report-all-options.json"))
                .toStdString());
        QVERIFY(!hasErrors(read.diagnostics));
        // The test report's scenario and one with every optional path on, so the writer writes
        // every key.
        std::set<std::string> keys;
        collectKeys(scenarioToJson(read.scenario), keys);
        collectKeys(scenarioToJson(testing::everythingOn()), keys);
        const QString gaps = missing(keys, dictionary);
        QVERIFY2(gaps.isEmpty(), qPrintable(gaps));
    }

    /// Keys a writer leaves out when they are unset, and the choices: from the schema itself.
    void dictionariesHaveEverySchemaKeyAndChoice() {
        const std::set<std::string> keys = dictionaryKeys(testing::FuzzDictionary::Scenario);
        const QByteArray scenario = dictionaryText(testing::FuzzDictionary::Scenario);
        for (const ScenarioKey& key : scenarioKeys()) {
            const std::string name(key.name());
            QVERIFY2(keys.count(name) == 1, name.c_str());
            for (std::string_view choice : key.choices) {
                const QByteArray value =
                    "=\"\\\"" + QByteArray::fromStdString(std::string(choice)) + "\\\"\"\n";
                QVERIFY2(scenario.contains(value), value.constData());
            }
        }
        const QByteArray preset = dictionaryText(testing::FuzzDictionary::Preset);
        for (const PresetKind kind : kPresetKinds) {
            for (const PresetKey& key : presetKeys(kind)) {
                // A key path is a value of `missing` and `unverified`.
                const QByteArray value =
                    "=\"\\\"" + QByteArray::fromStdString(std::string(key.path)) + "\\\"\"\n";
                QVERIFY2(preset.contains(value), value.constData());
            }
        }
    }

    /// libFuzzer refuses a whole dictionary over one malformed line.
    void dictionariesAreWellFormed() {
        static const QRegularExpression entry(
            QStringLiteral(R"re(^\w+="([^"\\]|\\[\\"]|\\x[0-9A-F]{2})*"$)re"));
        for (const auto which :
             {testing::FuzzDictionary::Scenario, testing::FuzzDictionary::Preset}) {
            int entries = 0;
            for (const QByteArray& line : dictionaryText(which).split('\n')) {
                if (line.isEmpty() || line.startsWith('#')) {
                    continue;
                }
                QVERIFY2(entry.match(QString::fromUtf8(line)).hasMatch(), line.constData());
                ++entries;
            }
            QVERIFY(entries > 100);
        }
        QCOMPARE(testing::dictionaryEscape("a\"b\\c\n\xc2\xb5"),
                 std::string("a\\\"b\\\\c\\x0A\\xC2\\xB5"));
    }
};

QTEST_APPLESS_MAIN(TestFuzzInputs)
#include "tst_fuzz_inputs.moc"
