// SPDX-License-Identifier: MIT
// Crash-safe files: a save that cannot complete returns the reason and leaves the previous file
// exactly as it was, with no temporary file behind; a file from a newer Goodput is refused whole.

#include "model/scenario_json.h"
#include "views/messages.h"
#include "views/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace goodput;
using goodput::views::writeFileAtomically;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Creates a file with `content` (outside the code under test, plain QFile).
void put(const QString& path, const QByteArray& content) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(content), content.size());
}

/// A process-wide cap on the size of files this process writes: a write past it fails with EFBIG
/// as on a full disk, and unlike permissions it binds root too. Restored on destruction.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN); // else the kernel kills the process
        rlimit limit = m_saved;
        limit.rlim_cur = bytes;
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    [[nodiscard]] bool active() const { return m_active; }

private:
    rlimit m_saved{};
    void (*m_oldHandler)(int) = nullptr;
    bool m_active = false;
};

const QByteArray kOld = "{\"schemaVersion\": 1, \"name\": \"the user's previous save\"}\n";

} // namespace

class TestScenarioFile final : public QObject {
    Q_OBJECT
private slots:
    void saveAndReadBack() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        Scenario s = defaultScenario();
        s.cluster.gpus = 2048;
        QCOMPARE(views::saveScenarioFile(path, s), QString());
        const ScenarioReadResult r = views::readScenarioFile(path, PresetLookup{});
        QVERIFY(r.diagnostics.empty());
        QCOMPARE(r.scenario.cluster.gpus, 2048);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("s.json")});
    }

    void fullDiskKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        put(path, kOld);
        const QByteArray large(256 * 1024, 'x');
        QString reason;
        {
            const FileSizeLimit limit(4096);
            QVERIFY(limit.active());
            reason = writeFileAtomically(path, large);
        }
        QVERIFY2(!reason.isEmpty(), "a write past the file size limit must fail");
        QCOMPARE(readAll(path), kOld);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("s.json")});
    }

    void unwritablePlacesGiveAReason_data() {
        QTest::addColumn<QString>("path");
        // Each case fails for root as well, since CI runs as root.
        QTest::newRow("missing folder") << QStringLiteral("%1/no/such/folder/s.json");
        QTest::newRow("folder is a file") << QStringLiteral("%1/old.json/s.json");
        QTest::newRow("target is a folder") << QStringLiteral("%1/sub");
        // procfs accepts no new files, whoever asks: a read-only folder even for root.
        QTest::newRow("read-only filesystem") << QStringLiteral("/proc/goodput-test-scenario.json");
    }
    void unwritablePlacesGiveAReason() {
        QFETCH(QString, path);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        put(dir.filePath(QStringLiteral("old.json")), kOld);
        const QString target = path.contains(QLatin1String("%1")) ? path.arg(dir.path()) : path;
        const QString reason = writeFileAtomically(target, "{}");
        QVERIFY2(!reason.isEmpty(), qPrintable(target));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("old.json"))), kOld);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("sub"))).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("old.json")});
    }

    void readOnlyFolderKeepsTheOldFile() {
        if (geteuid() == 0) {
            QSKIP("root ignores folder permissions; the /proc case above covers a read-only place");
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        put(path, kOld);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        const QString reason = writeFileAtomically(path, "{}");
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner);
        QVERIFY(!reason.isEmpty());
        QCOMPARE(readAll(path), kOld);
    }

    void newerSchemaIsRefusedWhole() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.json"));
        put(path, R"({"schemaVersion": 2, "cluster": {"gpus": 4096}, "newThing": {"x": 1}})");
        const ScenarioReadResult r = views::readScenarioFile(path, PresetLookup{});
        QCOMPARE(r.diagnostics.size(), std::size_t(1)); // nothing else was read, not even to warn
        QCOMPARE(r.diagnostics[0].code, DiagCode::UnsupportedVersion);
        QCOMPARE(r.diagnostics[0].field, std::string("schemaVersion"));
        QCOMPARE(r.scenario.cluster.gpus, defaultScenario().cluster.gpus);
        const QString text = views::describe(r.diagnostics[0]);
        QVERIFY2(text.contains(QLatin1String("newer")) &&
                     text.contains(QLatin1String("nothing was loaded")),
                 qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
