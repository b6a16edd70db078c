// SPDX-License-Identifier: MIT
// Crash-safe editing, offscreen: an edit is autosaved, a killed session (a window destroyed
// without closing) is offered back on the next start, a clean exit or a declined offer removes the
// autosave, an autosave from a newer version is refused with a message, and a read-only or full
// disk gives a message and keeps what the user typed.

#include "model/scenario_json.h"
#include "views/autosave.h"
#include "views/desktop.h"
#include "views/inputpanel.h"
#include "views/mainwindow.h"
#include "views/presetpicker.h"
#include "views/presetstore.h"
#include "views/scenariodocument.h"
#include "views/scenariofile.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace goodput;
using namespace goodput::views;

namespace {

QString json(const Scenario& s) {
    return QString::fromStdString(scenarioToJson(s).dump());
}

Scenario edited(int gpus) {
    Scenario s = defaultScenario();
    s.cluster.gpus = gpus;
    return s;
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// Answers the next message box with `button`, from inside its modal event loop, and keeps its
/// text and informative text. Owns its timer: an answer never outlives the test that set it.
class MessageBoxAnswer {
public:
    explicit MessageBoxAnswer(QMessageBox::StandardButton button) {
        m_timer.setSingleShot(true);
        QObject::connect(&m_timer, &QTimer::timeout, [this, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box) {
                m_seen = box->text() + QLatin1Char('\n') + box->informativeText();
                box->button(button)->click();
            }
        });
        m_timer.start(0);
    }
    [[nodiscard]] QString seen() const {
        return m_seen.isEmpty() ? QStringLiteral("no message box") : m_seen;
    }

private:
    QTimer m_timer;
    QString m_seen;
};

/// A path no file can be written to, even as root: its folder is a regular file.
QString unwritablePath(const QTemporaryDir& dir, const QString& name) {
    const QString notAFolder = dir.filePath(QStringLiteral("not-a-folder"));
    writeBytes(notAFolder, "x");
    return notAFolder + QLatin1Char('/') + name;
}

/// Starts autosaving `w` to `path`, edits the cluster to `gpus` and writes the autosave at once
/// (what the timer does Autosave::kDelayMs after the edit).
void editAndAutosave(MainWindow& w, const QString& path, int gpus) {
    w.startAutosave(path);
    w.document()->edit(edited(gpus), QStringLiteral("test"));
    QCOMPARE(w.autosave()->saveNow(), QString());
}

} // namespace

class TestAutosave final : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        prepareApplication();
    }
    void init() { QSettings().clear(); }

    void anEditIsWrittenAfterADelayAndASaveRemovesIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        ScenarioDocument document;
        Autosave autosave(&document, path, 10);
        QVERIFY(!autosave.isPending());
        document.edit(edited(2048), QStringLiteral("test"));
        QVERIFY(autosave.isPending());
        QTRY_VERIFY(QFile::exists(path));
        const AutosaveRead read = readAutosave(path, document.presets().lookup());
        QVERIFY2(read.errors.isEmpty(), qPrintable(read.errors.join(QLatin1Char('\n'))));
        QVERIFY(read.autosaved);
        QCOMPARE(json(read.autosaved->scenario), json(edited(2048)));
        QVERIFY(read.autosaved->filePath.isEmpty());
        // Saved: nothing is left to lose.
        QCOMPARE(document.saveAs(dir.filePath(QStringLiteral("plan.json"))), QString());
        QTRY_VERIFY(!QFile::exists(path));
    }

    void aKilledSessionIsOfferedBack() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        {
            MainWindow w;
            QVERIFY(w.saveFile(plan));
            editAndAutosave(w, path, 3072);
        } // destroyed without a close event: no clean exit, as after a kill
        QVERIFY(QFile::exists(path));
        MainWindow w;
        MessageBoxAnswer answer(QMessageBox::Yes);
        w.startAutosave(path);
        QVERIFY2(answer.seen().contains(QStringLiteral("plan.json")), qPrintable(answer.seen()));
        QCOMPARE(json(w.document()->scenario()), json(edited(3072)));
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.document()->filePath(), QFileInfo(plan).absoluteFilePath());
        // Still protected until it is saved or the app exits cleanly.
        QVERIFY(QFile::exists(path));
    }

    void aDeclinedOfferIsRemoved() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        {
            MainWindow w;
            editAndAutosave(w, path, 1536);
        }
        MainWindow w;
        MessageBoxAnswer answer(QMessageBox::Discard);
        w.startAutosave(path);
        QVERIFY2(answer.seen().contains(QStringLiteral("Restore")), qPrintable(answer.seen()));
        QCOMPARE(json(w.document()->scenario()), json(defaultScenario()));
        QVERIFY(!QFile::exists(path));
    }

    void aCleanExitRemovesIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        MainWindow w;
        editAndAutosave(w, path, 1536);
        QVERIFY(QFile::exists(path));
        QVERIFY(w.close());
        QVERIFY(!QFile::exists(path));
        // The session kept the edit instead (main window's restoreSession).
        MainWindow next;
        next.restoreSession();
        QCOMPARE(json(next.document()->scenario()), json(edited(1536)));
    }

    // Issue 17, item 1: a scenario that names presets, a shipped one and the user's own, reads back
    // wherever the app reads a scenario: File > Open, the autosave after a kill and the session
    // after a clean exit (they refused it with "no preset with id", and the work was gone).
    void aPresetScenarioReadsBackEverywhere() {
        QDir(PresetStore::defaultUserDirectory()).removeRecursively();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        const QString plan = dir.filePath(QStringLiteral("b200.json"));
        QString edit;
        {
            MainWindow w;
            PresetStore& store = w.document()->presets();
            emit w.inputs()->hardwarePresets()->presetChosen(QStringLiteral("nvidia-b200"));
            QCOMPARE(w.document()->scenario().hardware.preset, std::string("nvidia-b200"));
            const PresetSaveResult mine = store.saveUserPreset(
                store.hardwarePresetFromScenario(w.document()->scenario(), "lab-b200", "Lab B200"));
            QVERIFY(mine.saved);
            w.inputs()->reloadPresets();
            emit w.inputs()->hardwarePresets()->presetChosen(QStringLiteral("lab-b200"));
            emit w.inputs()->modelPresets()->presetChosen(QStringLiteral("llama-3.1-405b"));
            QCOMPARE(w.document()->scenario().hardware.preset, std::string("lab-b200"));
            QCOMPARE(w.document()->scenario().workload.preset, std::string("llama-3.1-405b"));
            QVERIFY(w.saveFile(plan));

            MainWindow other;
            MessageBoxAnswer refused(QMessageBox::Ok);
            QVERIFY2(other.openFile(plan), qPrintable(refused.seen()));
            QCOMPARE(json(other.document()->scenario()), json(w.document()->scenario()));

            w.startAutosave(path);
            Scenario next = w.document()->scenario();
            next.cluster.gpus = 2048;
            w.document()->edit(next, QStringLiteral("test"));
            QCOMPARE(w.autosave()->saveNow(), QString());
            edit = json(next);
        } // killed
        MainWindow w;
        {
            MessageBoxAnswer answer(QMessageBox::Yes);
            w.startAutosave(path);
            QVERIFY2(answer.seen().contains(QStringLiteral("b200.json")),
                     qPrintable(answer.seen()));
        }
        QCOMPARE(json(w.document()->scenario()), edit);
        QVERIFY(w.close()); // Ctrl+Q: the session keeps the unsaved edit
        MainWindow next;
        next.restoreSession();
        QCOMPARE(next.statusBar()->currentMessage(), QString());
        QCOMPARE(json(next.document()->scenario()), edit);
        QVERIFY(next.document()->isModified());
        QDir(PresetStore::defaultUserDirectory()).removeRecursively();
    }

    void anUnreadableAutosaveIsRefusedWithAMessage_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("newer version")
            << QByteArray(R"({"file": "", "scenario": {"schemaVersion": 99}})")
            << QStringLiteral("version");
        QTest::newRow("not json") << QByteArray("{ \"scenario\": {") << QStringLiteral("damaged");
        QTest::newRow("no scenario")
            << QByteArray(R"({"file": "plan.json"})") << QStringLiteral("damaged");
        // The reader of every JSON file (issue 15): a key given twice is refused by its path.
        QTest::newRow("scenario twice")
            << QByteArray(R"({"file": "", "scenario": {"schemaVersion": 1}, "scenario": {}})")
            << QStringLiteral("scenario: given twice in one object");
    }
    void anUnreadableAutosaveIsRefusedWithAMessage() {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        writeBytes(path, content);
        MainWindow w;
        MessageBoxAnswer answer(QMessageBox::Ok);
        w.startAutosave(path);
        QVERIFY2(answer.seen().contains(reason, Qt::CaseInsensitive), qPrintable(answer.seen()));
        QCOMPARE(json(w.document()->scenario()), json(defaultScenario()));
        // Not half-read, and not deleted: the version that wrote it may still restore it.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), content);
    }

    void anUnwritableDiskKeepsTheEdits() {
        QTemporaryDir dir;
        MainWindow w;
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(w.saveFile(plan));
        w.document()->edit(edited(512), QStringLiteral("test"));
        // Saving: a message naming the reason; the document, its file and its state are kept.
        MessageBoxAnswer answer(QMessageBox::Ok);
        QVERIFY(!w.saveFile(unwritablePath(dir, QStringLiteral("plan.json"))));
        QVERIFY2(answer.seen().contains(QStringLiteral("could not be saved")),
                 qPrintable(answer.seen()));
        QCOMPARE(json(w.document()->scenario()), json(edited(512)));
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.document()->filePath(), QFileInfo(plan).absoluteFilePath());
        QCOMPARE(readScenarioFile(plan, PresetLookup{}).scenario.cluster.gpus,
                 defaultScenario().cluster.gpus);
        // Autosaving: a status line, no dialog every few seconds.
        w.startAutosave(unwritablePath(dir, QStringLiteral("autosave.json")));
        QVERIFY(!w.autosave()->saveNow().isEmpty());
        QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Autosave failed")),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(json(w.document()->scenario()), json(edited(512)));
    }

    void anUnwritableSessionAsksBeforeClosing() {
        // The settings folder under a regular file: QSettings cannot write the session.
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QStringLiteral("autosave.json"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           unwritablePath(dir, QStringLiteral("settings")));
        MainWindow w;
        editAndAutosave(w, autosave, 256);
        MessageBoxAnswer answer(QMessageBox::Cancel);
        const bool closed = w.close();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
        QVERIFY2(answer.seen().contains(QStringLiteral("unsaved changes")),
                 qPrintable(answer.seen()));
        QVERIFY(!closed);
        QCOMPARE(json(w.document()->scenario()), json(edited(256)));
        QVERIFY(QFile::exists(autosave));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
