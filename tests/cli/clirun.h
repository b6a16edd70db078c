// SPDX-License-Identifier: MIT
#pragma once

// Runs the goodput executable as a user would and collects what it printed.

#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>

namespace clitest {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs goodput with its user data (presets) in `dataHome`; by default an empty folder of this
/// test, so that presets the person running the tests owns never change a result. `environment`
/// sets variables (an empty value removes one).
inline Run goodput(const QStringList& args, const QString& dataHome = {},
                   const QList<QPair<QString, QString>>& environment = {}) {
    static const QTemporaryDir emptyDataHome;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"),
               dataHome.isEmpty() ? emptyDataHome.path() : dataHome);
    for (const auto& [name, value] : environment) {
        if (value.isEmpty()) {
            env.remove(name);
        } else {
            env.insert(name, value);
        }
    }
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GOODPUT_BIN), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace clitest
