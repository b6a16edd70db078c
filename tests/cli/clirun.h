// SPDX-License-Identifier: MIT
#pragma once

// Runs the goodput executable as a user would and collects what it printed.

#include <QProcess>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Run goodput(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(GOODPUT_BIN), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace clitest
