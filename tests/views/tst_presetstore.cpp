// SPDX-License-Identifier: MIT
// The preset store: shipped presets embedded in the binary, user presets in the standard per-user
// data folder (QStandardPaths test mode, so no real user folder is touched), import, export and
// "save as preset", and broken user files that are reported once and never stop anything.

#include "model/plan.h"
#include "views/presetstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace goodput;
using goodput::views::PresetStore;

namespace {

QByteArray sourceFile(const QString& relative) {
    QFile f(QStringLiteral(GOODPUT_PRESETS_DIR "/") + relative);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// The H100 file as a user's own preset with another id (and a lower peak to tell them apart).
QByteArray userHardware(const char* id) {
    QByteArray bytes = sourceFile(QStringLiteral("hardware/nvidia-h100-sxm.json"));
    bytes.replace("\"id\": \"nvidia-h100-sxm\"", QByteArray("\"id\": \"") + id + '"');
    bytes.replace("\"peakBf16Tflops\": 989.4", "\"peakBf16Tflops\": 700");
    return bytes;
}

} // namespace

class TestPresetStore final : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // A name of this process alone: parallel runs never share a folder.
        QCoreApplication::setApplicationName(
            QStringLiteral("tst_presetstore-%1").arg(QCoreApplication::applicationPid()));
        QStandardPaths::setTestModeEnabled(true);
    }
    void init() { QDir(PresetStore::defaultUserDirectory()).removeRecursively(); }
    void cleanupTestCase() {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void userFolderIsTheStandardOne() {
        const QString dir = PresetStore::defaultUserDirectory();
        QVERIFY2(dir.contains(QStringLiteral(".qttest")),
                 qPrintable(dir)); // test mode: not the real one
        QVERIFY(dir.endsWith(QCoreApplication::applicationName() + QStringLiteral("/presets")));
        const PresetStore store;
        QCOMPARE(store.userFolder(PresetKind::Hardware), dir + QStringLiteral("/hardware"));
        QCOMPARE(store.userFolder(PresetKind::Model), dir + QStringLiteral("/models"));
        QCOMPARE(store.userFolder(PresetKind::Reliability), dir + QStringLiteral("/reliability"));
    }
    void shippedPresetsAreEmbeddedVerbatim() {
        PresetStore store;
        QVERIFY(store.takeNewProblems().empty());
        for (PresetKind kind : kPresetKinds) {
            const QString folder = QFileInfo(store.userFolder(kind)).fileName();
            const QStringList files = QDir(QStringLiteral(GOODPUT_PRESETS_DIR "/") + folder)
                                          .entryList({QStringLiteral("*.json")}, QDir::Files);
            QCOMPARE(qsizetype(store.catalog().ids(kind).size()), files.size());
            for (const QString& file : files) {
                const CatalogEntry* e =
                    store.catalog().find(kind, QFileInfo(file).completeBaseName().toStdString());
                QVERIFY2(e, qPrintable(file));
                QCOMPARE(e->origin, PresetOrigin::Shipped);
                QCOMPARE(e->file,
                         QStringLiteral(":/presets/%1/%2").arg(folder, file).toStdString());
                QCOMPARE(QByteArray::fromStdString(e->text),
                         sourceFile(folder + QLatin1Char('/') + file));
            }
        }
        QCOMPARE(store.hardwareIds(), store.catalog().ids(PresetKind::Hardware));
        QVERIFY(store.find(PresetKind::Model, "llama-3.1-405b"));
        QVERIFY(!store.find(PresetKind::Hardware, "llama-3.1-405b"));
        QVERIFY(store.find(PresetKind::Reliability, "meta-llama3-h100"));
    }
    void userPresetsLoadAndPlan() {
        writeFile(PresetStore::defaultUserDirectory() + QStringLiteral("/hardware/lab-gpu.json"),
                  userHardware("lab-gpu"));
        // A user's failure data under its own id, in the reliability folder.
        QByteArray failures = sourceFile(QStringLiteral("reliability/meta-llama3-h100.json"));
        failures.replace("\"id\": \"meta-llama3-h100\"", "\"id\": \"our-cluster\"");
        failures.replace("\"hotSpareNodes\": null", "\"hotSpareNodes\": 16");
        writeFile(PresetStore::defaultUserDirectory() +
                      QStringLiteral("/reliability/our-cluster.json"),
                  failures);
        PresetStore store;
        QVERIFY(store.takeNewProblems().empty());
        for (const auto& [kind, id] : {std::pair{PresetKind::Hardware, "lab-gpu"},
                                       std::pair{PresetKind::Reliability, "our-cluster"}}) {
            const CatalogEntry* e = store.catalog().find(kind, id);
            QVERIFY2(e, id);
            QCOMPARE(e->origin, PresetOrigin::User);
        }
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "hardware": {"preset": "lab-gpu"},
                "reliability": {"preset": "our-cluster"}})",
            store.lookup());
        QVERIFY(r.diagnostics.empty());
        QCOMPARE(units::inTeraflopPerSecond(r.scenario.hardware.accelerator.peakBf16), 700.0);
        QCOMPARE(r.scenario.reliability.hotSpareNodes, std::optional<int>(16));
        QCOMPARE(r.scenario.reliability.parts.size(), std::size_t(8));
    }
    void brokenAndClashingUserPresetsAreReportedOnce() {
        const QString dir = PresetStore::defaultUserDirectory();
        writeFile(dir + QStringLiteral("/hardware/half.json"), userHardware("half").left(300));
        writeFile(dir + QStringLiteral("/hardware/nvidia-h100-sxm.json"),
                  userHardware("nvidia-h100-sxm"));
        writeFile(dir + QStringLiteral("/hardware/llama.json"),
                  sourceFile(QStringLiteral("models/llama-3.1-8b.json")));
        writeFile(dir + QStringLiteral("/models/misnamed.json"),
                  sourceFile(QStringLiteral("models/llama-3.1-8b.json")));
        writeFile(dir + QStringLiteral("/hardware/fine.json"), userHardware("fine"));
        PresetStore store;
        // Start-up goes on: every shipped preset and the good user preset are there.
        QVERIFY(store.find(PresetKind::Hardware, "fine"));
        QCOMPARE(
            units::inTeraflopPerSecond(
                store.find(PresetKind::Hardware, "nvidia-h100-sxm")->hardware.accelerator.peakBf16),
            989.4); // the shipped one stays
        const std::vector<PresetProblem> problems = store.takeNewProblems();
        const auto has = [&](const char* file, DiagCode code) {
            return std::any_of(problems.begin(), problems.end(), [&](const PresetProblem& p) {
                return QString::fromStdString(p.file) == dir + QLatin1String(file) &&
                       p.diagnostic.code == code;
            });
        };
        QVERIFY(has("/hardware/half.json", DiagCode::JsonSyntax));
        QVERIFY(has("/hardware/nvidia-h100-sxm.json", DiagCode::PresetIdClash));
        QVERIFY(has("/hardware/llama.json", DiagCode::PresetKindMismatch));
        QVERIFY(has("/models/misnamed.json", DiagCode::PresetIdMismatch));
        QCOMPARE(problems.size(), std::size_t(4));
        store.reload();
        QVERIFY(store.takeNewProblems().empty()); // once, not at every reload
    }
    void importValidatesThenCopies() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("from-a-colleague.json"));
        writeFile(source, userHardware("colleague-gpu"));
        PresetStore store;
        views::PresetSaveResult r = store.importFile(source);
        QVERIFY(r.saved);
        QCOMPARE(r.id, std::string("colleague-gpu"));
        QCOMPARE(r.path,
                 store.userFolder(PresetKind::Hardware) + QStringLiteral("/colleague-gpu.json"));
        QFile copy(r.path);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), userHardware("colleague-gpu"));
        QVERIFY(store.find(PresetKind::Hardware, "colleague-gpu")); // usable at once

        r = store.importFile(source);
        QVERIFY(!r.saved);
        QCOMPARE(r.problems.front().diagnostic.code, DiagCode::PresetIdClash);
        QVERIFY(store.importFile(source, true).saved);

        r = store.importFile(QStringLiteral(GOODPUT_PRESETS_DIR "/hardware/nvidia-b200.json"),
                             true);
        QVERIFY(!r.saved); // never over a shipped id, replace or not
        QCOMPARE(r.problems.front().diagnostic.text,
                 std::string(":/presets/hardware/nvidia-b200.json"));

        writeFile(dir.filePath(QStringLiteral("cut.json")), userHardware("cut").left(500));
        r = store.importFile(dir.filePath(QStringLiteral("cut.json")));
        QVERIFY(!r.saved);
        QCOMPARE(r.problems.front().file, dir.filePath(QStringLiteral("cut.json")).toStdString());
        QCOMPARE(r.problems.front().diagnostic.code, DiagCode::JsonSyntax);
        r = store.importFile(dir.filePath(QStringLiteral("nowhere.json")));
        QCOMPARE(r.problems.front().diagnostic.code, DiagCode::FileUnreadable);
        QCOMPARE(QDir(store.userFolder(PresetKind::Hardware)).entryList(QDir::Files).size(), 1);
    }
    void exportWritesThePresetFile() {
        QTemporaryDir dir;
        const PresetStore store;
        const QString out = dir.filePath(QStringLiteral("h200.json"));
        QVERIFY(store.exportPreset(PresetKind::Hardware, "nvidia-h200-sxm", out).isEmpty());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), sourceFile(QStringLiteral("hardware/nvidia-h200-sxm.json")));
        QVERIFY(!store.exportPreset(PresetKind::Model, "nvidia-h200-sxm", out).isEmpty());
        QVERIFY(!store
                     .exportPreset(PresetKind::Hardware, "nvidia-h200-sxm",
                                   dir.filePath(QStringLiteral("no/such/dir/x.json")))
                     .isEmpty());
    }
    void scenarioHardwareSavedAsPresetPlansTheSame() {
        PresetStore store;
        const ScenarioReadResult r = readScenario(R"({"schemaVersion": 1,
            "hardware": {"preset": "nvidia-gb200-nvl72", "scaleOut": {"bandwidthGbps": 800}},
            "workload": {"preset": "llama-3.1-405b"}, "cost": {"pricePerGpuHourUsd": 6.5},
            "cluster": {"gpus": 4608}, "layout": {"tp": 8, "pp": 16}})",
                                                  store.lookup());
        QVERIFY(r.diagnostics.empty());
        const Preset hardware =
            store.hardwarePresetFromScenario(r.scenario, "gb200-xdr", "GB200 NVL72 with XDR");
        QCOMPARE(hardware.vendor, std::string("NVIDIA"));
        QCOMPARE(hardware.price.usdPerGpuHour, std::optional<double>(6.5)); // the scenario's price
        views::PresetSaveResult saved = store.saveUserPreset(hardware);
        QVERIFY2(saved.saved, saved.problems.empty()
                                  ? ""
                                  : codeId(saved.problems.front().diagnostic.code).data());
        QVERIFY(saved.problems.empty());
        const Preset model = store.modelPresetFromScenario(r.scenario, "my-405b", "My 405B");
        QVERIFY(store.saveUserPreset(model).saved);
        QVERIFY(!store.saveUserPreset(model).saved); // no silent overwrite
        QVERIFY(store.saveUserPreset(model, true).saved);

        // The saved presets alone reproduce the plan.
        const ScenarioReadResult again =
            readScenario(R"({"schemaVersion": 1, "hardware": {"preset": "gb200-xdr"},
            "workload": {"preset": "my-405b"}, "cluster": {"gpus": 4608}, "layout": {"tp": 8, "pp": 16}})",
                         store.lookup());
        QVERIFY(again.diagnostics.empty());
        const Result before = evaluate(r.scenario);
        const Result after = evaluate(again.scenario);
        QVERIFY(before.valid && after.valid);
        QCOMPARE(after.wallClockCost.value(), before.wallClockCost.value());
        QCOMPARE(after.wallClock.value(), before.wallClock.value());

        Preset bad = hardware;
        bad.id = "Not An Id";
        saved = store.saveUserPreset(bad);
        QVERIFY(!saved.saved);
        QCOMPARE(saved.problems.front().diagnostic.code, DiagCode::PresetBadId);
    }
    void unwritableFolderIsAProblemNotACrash() {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("file")), "x");
        PresetStore store(dir.filePath(QStringLiteral("file/presets"))); // a folder under a file
        const views::PresetSaveResult r = store.saveUserPreset(
            store.hardwarePresetFromScenario(defaultScenario(), "chapter", "Chapter hardware"));
        QVERIFY(!r.saved);
        QCOMPARE(r.problems.back().diagnostic.code, DiagCode::FileUnwritable);
    }
};

QTEST_GUILESS_MAIN(TestPresetStore)
#include "tst_presetstore.moc"
