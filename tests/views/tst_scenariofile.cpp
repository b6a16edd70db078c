// SPDX-License-Identifier: MIT
// Crash-safe files: a save that cannot complete returns the reason and leaves the previous file
// exactly as it was, with no temporary file behind; a file from a newer Goodput is refused whole.

#include "model/scenario_json.h"
#include "views/language.h"
#include "views/messages.h"
#include "views/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
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

/// While alive, this process acts as the unprivileged user "nobody" (uid and gid 65534), so that
/// file permissions bind it even when the tests run as root, as CI does: root's CAP_DAC_OVERRIDE
/// ignores them. Only the effective ids change, and the destructor takes root back. A process
/// that is not root keeps its ids.
class Unprivileged {
public:
    Unprivileged() {
        if (geteuid() != 0) {
            return;
        }
        m_restore = true;
        if (setegid(kNobody) != 0 || seteuid(kNobody) != 0) {
            m_error = QString::fromLocal8Bit(std::strerror(errno));
        }
    }
    ~Unprivileged() {
        if (m_restore) {
            (void)seteuid(0);
            (void)setegid(0);
        }
    }
    Unprivileged(const Unprivileged&) = delete;
    Unprivileged& operator=(const Unprivileged&) = delete;
    /// Empty when the process now acts as an unprivileged user, else the reason it cannot.
    [[nodiscard]] QString error() const { return m_error; }

private:
    static constexpr uid_t kNobody = 65534;
    bool m_restore = false;
    QString m_error;
};

const QByteArray kOld = "{\"schemaVersion\": 1, \"name\": \"the user's previous save\"}\n";

/// Runs `check` in a child process with its own mount namespace and a fresh 2 MiB tmpfs at
/// `folder`, so that a real full filesystem and device nodes can be made without touching the
/// machine's. `check` returns what went wrong (empty: nothing). The result: "" when the check
/// passed, "SKIP: why" when no such filesystem can be made here (not root, no namespaces), else
/// the failures. A child process, because a process with threads cannot unshare its mounts.
QString inOwnTmpfs(const QString& folder, const std::function<QString()>& check) {
    int report[2];
    if (pipe(report) != 0) {
        return QStringLiteral("pipe: ") + QString::fromLocal8Bit(std::strerror(errno));
    }
    const pid_t child = fork();
    if (child == 0) {
        close(report[0]);
        QString result;
        if (unshare(CLONE_NEWNS) != 0) {
            result = QStringLiteral("SKIP: unshare(CLONE_NEWNS) is not allowed here: ");
        } else if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
            result = QStringLiteral("SKIP: cannot make the mounts private: ");
        } else if (mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", 0, "size=2m") !=
                   0) {
            result = QStringLiteral("SKIP: cannot mount a tmpfs: ");
        }
        if (!result.isEmpty()) {
            result += QString::fromLocal8Bit(std::strerror(errno));
        } else {
            result = check();
        }
        const QByteArray bytes = result.toUtf8();
        [[maybe_unused]] const ssize_t written = write(report[1], bytes.constData(), bytes.size());
        _exit(0);
    }
    close(report[1]);
    QByteArray bytes;
    char buffer[4096];
    for (ssize_t n; (n = read(report[0], buffer, sizeof buffer)) > 0;) {
        bytes.append(buffer, n);
    }
    close(report[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (!WIFEXITED(status)) {
        return QStringLiteral("the child process died (status %1)").arg(status);
    }
    return QString::fromUtf8(bytes);
}

/// Fills the filesystem holding `folder` to the last byte.
void fill(const QString& folder) {
    const int fd = open(QFile::encodeName(folder + QStringLiteral("/filler")).constData(),
                        O_WRONLY | O_CREAT, 0600);
    const QByteArray block(4096, 'f');
    while (write(fd, block.constData(), block.size()) > 0) {
    }
    for (char one = 'f'; write(fd, &one, 1) > 0;) {
    }
    close(fd);
}

/// The file type of a path, as stat's S_IFMT bits (0 when it does not exist).
mode_t fileType(const QString& path) {
    struct stat st {};
    return stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & S_IFMT : 0;
}

} // namespace

class TestScenarioFile final : public QObject {
    Q_OBJECT
private slots:
    void dialogsStartInAFolderThatExists() {
        // A fresh account has no ~/Documents: the Save dialog, handed that missing folder, opened
        // in whatever folder Goodput was started from. It starts at home instead, and in the
        // documents folder once there is one.
        QTemporaryDir home;
        const QByteArray before = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        const QString start = views::dialogStartFolder();
        QVERIFY2(QFileInfo(start).isDir(), qPrintable(start));
        QCOMPARE(QDir(start).canonicalPath(), QDir(home.path()).canonicalPath());
        QVERIFY(QDir(home.path()).mkdir(QStringLiteral("Documents")));
        QCOMPARE(QDir(views::dialogStartFolder()).canonicalPath(),
                 QDir(home.filePath(QStringLiteral("Documents"))).canonicalPath());
        qputenv("HOME", before);
    }
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

    // A real full filesystem (tmpfs): every size fails with the reason and keeps the old file
    // whole. Small writes are the trap: they fit a buffer and fail only when it is flushed on
    // close, which QSaveFile::commit() of Qt 6.4 did not check.
    void realFullDiskKeepsTheOldFile_data() {
        QTest::addColumn<int>("size");
        QTest::newRow("100 bytes") << 100;
        QTest::newRow("15 KiB") << 15 * 1024;
        QTest::newRow("1 MiB") << 1024 * 1024;
    }
    void realFullDiskKeepsTheOldFile() {
        QFETCH(int, size);
        QTemporaryDir dir;
        const QString folder = dir.path();
        const QString result = inOwnTmpfs(folder, [&] {
            const QString path = folder + QStringLiteral("/s.json");
            put(path, kOld);
            fill(folder);
            const QString reason = writeFileAtomically(path, QByteArray(size, 'x'));
            QStringList wrong;
            if (reason.isEmpty()) {
                wrong << QStringLiteral("the write reported success on a full disk");
            }
            if (readAll(path) != kOld) {
                wrong << QStringLiteral("the old file changed: %1 bytes").arg(readAll(path).size());
            }
            const QStringList left = QDir(folder).entryList(QDir::Files | QDir::Hidden);
            if (left != QStringList{QStringLiteral("filler"), QStringLiteral("s.json")}) {
                wrong << QStringLiteral("files left: ") + left.join(QLatin1Char(' '));
            }
            // Room again: the same write succeeds.
            QFile::remove(folder + QStringLiteral("/filler"));
            if (const QString again = writeFileAtomically(path, QByteArray(size, 'x'));
                !again.isEmpty() || readAll(path) != QByteArray(size, 'x')) {
                wrong << QStringLiteral("with room again: ") + again;
            }
            return wrong.join(QStringLiteral("; "));
        });
        if (result.startsWith(QLatin1String("SKIP: "))) {
            QSKIP(qPrintable(result.mid(6)));
        }
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }

    // As root, a save over /dev/null once replaced the device node with a regular file. A
    // character device or a pipe is written to; any other special file is refused; the node stays.
    // The nodes are made in a tmpfs of the test's own, never the machine's /dev.
    void devicesAndPipesAreNeverReplaced() {
        QTemporaryDir dir;
        const QString folder = dir.path();
        const QString result = inOwnTmpfs(folder, [&] {
            const auto node = [&](const char* name, mode_t type, dev_t device) {
                const QString path = folder + QLatin1Char('/') + QLatin1String(name);
                return mknod(QFile::encodeName(path).constData(), type | 0666, device) == 0
                           ? path
                           : QString();
            };
            const QString null = node("null", S_IFCHR, makedev(1, 3));
            const QString full = node("full", S_IFCHR, makedev(1, 7));
            const QString block = node("block", S_IFBLK, makedev(7, 200));
            const QString pipe = node("pipe", S_IFIFO, 0);
            if (null.isEmpty() || full.isEmpty() || block.isEmpty() || pipe.isEmpty()) {
                return QStringLiteral("SKIP: cannot make device nodes: ") +
                       QString::fromLocal8Bit(std::strerror(errno));
            }
            QStringList wrong;
            if (const QString r = writeFileAtomically(null, "{}"); !r.isEmpty()) {
                wrong << QStringLiteral("/dev/null: ") + r;
            }
            if (writeFileAtomically(full, "{}").isEmpty()) {
                wrong << QStringLiteral("/dev/full: no error");
            }
            if (writeFileAtomically(block, "{}").isEmpty()) {
                wrong << QStringLiteral("a block device: written");
            }
            const int reader = open(QFile::encodeName(pipe).constData(), O_RDONLY | O_NONBLOCK);
            if (const QString r = writeFileAtomically(pipe, "{\"a\": 1}"); !r.isEmpty()) {
                wrong << QStringLiteral("a pipe: ") + r;
            }
            char got[16] = {};
            if (read(reader, got, sizeof got) != 8) {
                wrong << QStringLiteral("a pipe: the bytes did not arrive");
            }
            close(reader);
            if (fileType(null) != S_IFCHR || fileType(full) != S_IFCHR ||
                fileType(block) != S_IFBLK || fileType(pipe) != S_IFIFO) {
                wrong << QStringLiteral("a node was replaced");
            }
            if (QDir(folder)
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                               QDir::NoDotAndDotDot)
                    .size() != 4) {
                wrong << QStringLiteral("a temporary file was left");
            }
            return wrong.join(QStringLiteral("; "));
        });
        if (result.startsWith(QLatin1String("SKIP: "))) {
            QSKIP(qPrintable(result.mid(6)));
        }
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }

    // Create-exclusive: of several writers of one new name, exactly one succeeds, and the file is
    // that writer's whole content (presets import without --replace).
    void refuseCreatesOnlyOnce() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.json"));
        QCOMPARE(writeFileAtomically(path, "first", views::IfExists::Refuse), QString());
        QVERIFY(!writeFileAtomically(path, "second", views::IfExists::Refuse).isEmpty());
        QCOMPARE(readAll(path), QByteArray("first"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("p.json")});
        QCOMPARE(writeFileAtomically(path, "third"), QString());
        QCOMPARE(readAll(path), QByteArray("third"));
    }

    // A symbolic link stays a link; the file it points to gets the content.
    void aLinkKeepsPointingAtItsFile() {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("real.json"));
        const QString link = dir.filePath(QStringLiteral("link.json"));
        put(real, kOld);
        QVERIFY(QFile::link(real, link));
        QCOMPARE(writeFileAtomically(link, "{}"), QString());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(real), QByteArray("{}"));
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
        // A folder anyone may read but no one may write to. Root would write there regardless,
        // so as root (CI) the save runs as "nobody": a user whose folder is read-only.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        put(path, kOld);
        const auto readOnly = QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                              QFileDevice::ReadGroup | QFileDevice::ExeGroup |
                              QFileDevice::ReadOther | QFileDevice::ExeOther;
        QVERIFY(QFile::setPermissions(dir.path(), readOnly));
        QString reason;
        QByteArray seen;
        QString dropError;
        {
            const Unprivileged user;
            dropError = user.error();
            if (dropError.isEmpty()) {
                // The folder and the old file are within reach: what fails is the permission.
                seen = readAll(path);
                reason = writeFileAtomically(path, "{}");
            }
        }
        QVERIFY(QFile::setPermissions(dir.path(), readOnly | QFileDevice::WriteOwner));
        QVERIFY2(dropError.isEmpty(),
                 qPrintable(QStringLiteral("cannot act as nobody: ") + dropError));
        QCOMPARE(seen, kOld);
        QVERIFY2(!reason.isEmpty(), "a save into a read-only folder must fail");
        QCOMPARE(readAll(path), kOld);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("s.json")});
    }

    void aReadOnlyFileIsNotReplaced() {
        // chmod 444 on a report or a scenario: the save went to a new file and renamed it over
        // the old one, which only the folder's permission governs. A file no one may write to
        // keeps its bytes, as root too.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        put(path, kOld);
        const auto readOnly =
            QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
        QVERIFY(QFile::setPermissions(path, readOnly));
        const QString reason = writeFileAtomically(path, "{}");
        QVERIFY2(reason.contains(QStringLiteral("read-only")), qPrintable(reason));
        QCOMPARE(readAll(path), kOld);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("s.json")});
        // Through a link as well: the link's target is the file that would be replaced.
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(path, link));
        QVERIFY(!writeFileAtomically(link, "{}").isEmpty());
        QCOMPARE(readAll(path), kOld);
        QVERIFY(QFile::setPermissions(path, readOnly | QFileDevice::WriteOwner));
        QVERIFY(writeFileAtomically(path, "{}").isEmpty());
        QCOMPARE(readAll(path), QByteArray("{}"));
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
    // A counted message says "1 GPU" and "2 GPUs"; a count no int holds (a batch of 1e12
    // sequences is valid) is written in full in the plural, not clamped or wrapped.
    void countsInMessagesAreExactAtAnySize() {
        views::installLanguage(QStringLiteral("en"));
        const auto text = [](DiagCode code, double actual, double limit) {
            return views::describe(
                Diagnostic{.code = code, .field = "f", .actual = actual, .limit = limit});
        };
        QVERIFY2(text(DiagCode::GpusNotDivisibleByNode, 1, 8)
                     .contains(QLatin1String("1 GPU does not fill whole nodes of 8")),
                 qPrintable(text(DiagCode::GpusNotDivisibleByNode, 1, 8)));
        QVERIFY(text(DiagCode::GpusNotDivisibleByNode, 12, 8)
                    .contains(QLatin1String("12 GPUs do not fill whole nodes of 8")));
        const QString huge = text(DiagCode::BatchNotDivisibleByDpMicroBatch, 1e12, 3);
        QVERIFY2(huge.contains(QLatin1String("a batch of 1,000,000,000,000 sequences does not "
                                             "divide into DP x micro-batch = 3")),
                 qPrintable(huge));
        const QString many = text(DiagCode::SweepTooManyPoints, 5e14, 10000);
        QVERIFY2(many.contains(QLatin1String("500,000,000,000,000 points asked for")),
                 qPrintable(many));
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
