// SPDX-License-Identifier: MIT
#include "scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace goodput::views {
namespace {

/// Translation context of this file's messages.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)
};

void roundNumbers(nlohmann::json& j) {
    if (j.is_number_float()) {
        const double v = j.get<double>();
        if (std::isfinite(v)) {
            char text[32];
            const auto end =
                std::to_chars(text, text + sizeof text, v, std::chars_format::general, 15).ptr;
            double rounded = v;
            std::from_chars(text, end, rounded);
            j = rounded;
        }
    } else if (j.is_structured()) {
        for (nlohmann::json& element : j) {
            roundNumbers(element);
        }
    }
}

QString systemReason(int error) {
    return qt_error_string(error);
}

/// Writes every byte to fd (retrying short writes); 0 or the errno of the failure.
int writeAll(int fd, const QByteArray& bytes) {
    const char* data = bytes.constData();
    std::size_t left = static_cast<std::size_t>(bytes.size());
    while (left > 0) {
        const ssize_t n = ::write(fd, data, left);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return errno;
        }
        data += n;
        left -= static_cast<std::size_t>(n);
    }
    return 0;
}

/// A character device or a pipe: written to as it is (a rename would replace the device node).
QString writeToDevice(const QByteArray& path, const QByteArray& bytes) {
    const int fd = ::open(path.constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        return systemReason(errno);
    }
    int error = writeAll(fd, bytes);
    if (::close(fd) != 0 && error == 0) {
        error = errno;
    }
    return error == 0 ? QString() : systemReason(error);
}

/// Moves the temporary file to the target only if no file has that name: renameat2's
/// RENAME_NOREPLACE, else (a filesystem without it) a hard link, which also fails if the name
/// exists. Atomic either way, so of two processes creating one name, one fails. 0 or the errno.
int renameIfAbsent(const QByteArray& temporary, const QByteArray& target) {
    if (::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                    RENAME_NOREPLACE) == 0) {
        return 0;
    }
    if (errno != EINVAL && errno != ENOSYS) {
        return errno;
    }
    if (::link(temporary.constData(), target.constData()) != 0) {
        return errno;
    }
    ::unlink(temporary.constData());
    return 0;
}

/// Makes the rename itself durable; a folder that cannot be synced is not an error.
void syncFolder(const QByteArray& folder) {
    const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

std::optional<QByteArray> readFileBytes(const QString& path, std::size_t limit,
                                        Diagnostics& diagnostics) {
    if (path.isEmpty()) { // Qt would print a warning of its own
        diagnostics.push_back(
            {.code = DiagCode::FileUnreadable, .text = systemReason(ENOENT).toStdString()});
        return std::nullopt;
    }
    // Files, pipes (`plan <(jq ...)`, `cat s.json | goodput plan /dev/stdin`; a pipe nobody
    // writes to waits, as `cat` does) and Qt's resources (":/...") are read; a device such as
    // /dev/zero never ends, /dev/null is no file and a socket is no input.
    struct stat status {};
    if (!path.startsWith(QLatin1Char(':')) &&
        ::stat(QFile::encodeName(path).constData(), &status) == 0 && !S_ISREG(status.st_mode) &&
        !S_ISDIR(status.st_mode) && !S_ISFIFO(status.st_mode)) {
        diagnostics.push_back({.code = DiagCode::FileNotRegular, .field = path.toStdString()});
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        diagnostics.push_back({.code = DiagCode::FileUnreadable,
                               .field = path.toStdString(),
                               .text = file.errorString().toStdString()});
        return std::nullopt;
    }
    return file.read(static_cast<qint64>(limit) + 1);
}

std::optional<QByteArray> readJsonFileBytes(const QString& path, Diagnostics& diagnostics) {
    return readFileBytes(path, kMaxJsonBytes, diagnostics);
}

ScenarioReadResult readScenarioFile(const QString& path, const PresetLookup& presets) {
    ScenarioReadResult r;
    const std::optional<QByteArray> bytes = readJsonFileBytes(path, r.diagnostics);
    if (!bytes) {
        return r;
    }
    return readScenario(
        std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())), presets);
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes, IfExists ifExists) {
    const QByteArray requested = QFile::encodeName(path);
    struct stat existing {};
    const bool exists = ::stat(requested.constData(), &existing) == 0;
    if (exists && ifExists == IfExists::Refuse) {
        return systemReason(EEXIST);
    }
    if (exists && S_ISDIR(existing.st_mode)) {
        return systemReason(EISDIR);
    }
    if (exists && (S_ISCHR(existing.st_mode) || S_ISFIFO(existing.st_mode))) {
        return writeToDevice(requested, bytes);
    }
    if (exists && !S_ISREG(existing.st_mode)) {
        return Tr::tr("neither a regular file nor a character device or pipe; nothing was written");
    }
    // The new file replaces the old one by a rename, which only the folder's permission
    // governs: a file its owner made read-only (no write bit, or none for this user) stays.
    if (exists && ((existing.st_mode & 0222) == 0 || ::access(requested.constData(), W_OK) != 0)) {
        return Tr::tr("the file is read-only; nothing was written");
    }
    // A symbolic link keeps pointing where it did: its target is the file replaced.
    const QByteArray target =
        exists ? QFile::encodeName(QFileInfo(path).canonicalFilePath()) : requested;
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray folder = slash < 0    ? QByteArray(".")
                              : slash == 0 ? QByteArray("/")
                                           : target.left(slash);
    QByteArray temporary = folder + "/." + target.mid(slash + 1) + ".goodput-XXXXXX";
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0) {
        return systemReason(errno);
    }
    // The permissions a new file gets (0666 less the umask), or the replaced file's.
    mode_t mode = exists ? existing.st_mode & 07777 : 0;
    if (!exists) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    int error = writeAll(fd, bytes);
    if (error == 0 && ::fchmod(fd, mode) != 0) {
        error = errno;
    }
    // fsync: the blocks exist on the disk, so a full disk fails here, not after the rename.
    if (error == 0 && ::fsync(fd) != 0) {
        error = errno;
    }
    if (::close(fd) != 0 && error == 0) {
        error = errno;
    }
    if (error == 0) {
        error = ifExists == IfExists::Refuse ? renameIfAbsent(temporary, target)
                : ::rename(temporary.constData(), target.constData()) != 0 ? errno
                                                                           : 0;
    }
    if (error != 0) {
        ::unlink(temporary.constData());
        return systemReason(error);
    }
    syncFolder(folder);
    return {};
}

QByteArray scenarioFileContent(const Scenario& scenario) {
    nlohmann::json j = scenarioToJson(scenario);
    roundNumbers(j);
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

QString dialogStartFolder() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString saveScenarioFile(const QString& path, const Scenario& scenario) {
    return writeFileAtomically(path, scenarioFileContent(scenario));
}

} // namespace goodput::views
