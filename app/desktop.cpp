// SPDX-License-Identifier: MIT
#include "views/desktop.h"

#include "cli.h"
#include "command.h"
#include "views/autosave.h"
#include "views/mainwindow.h"
#include "views/preferences.h"

#include <QApplication>
#include <cstdlib>

namespace goodput::app {
namespace {

/// Says that the app needs a display and which commands do not, and exits with the bad-input
/// status (the command line asked for something this machine cannot give).
[[noreturn]] void exitWithoutDisplay(const QString& reason) {
    printError(Tr::tr("the desktop app needs a display: %1").arg(reason));
    printError(Tr::tr("these commands need none: %1 (see goodput --help)")
                   .arg(commandNames().join(QStringLiteral(", "))));
    std::fflush(stderr);
    std::_Exit(ExitBadInput);
}

QtMessageHandler qtMessageHandler = nullptr;

/// While the QApplication is being made: Qt's fatal "no Qt platform plugin could be initialized"
/// (a display that is set but cannot be reached, a missing plugin) would abort with a core dump.
void exitOnPlatformFailure(QtMsgType type, const QMessageLogContext& context,
                           const QString& message) {
    if (type == QtFatalMsg) {
        exitWithoutDisplay(Tr::tr("Qt could not open the platform \"%1\" (DISPLAY=%2)")
                               .arg(qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("xcb")),
                                    qEnvironmentVariable("DISPLAY")));
    }
    qtMessageHandler(type, context, message);
}

/// The --lang value of the desktop command line: nothing, `--lang ko` or `--lang=ko`
/// (isDesktopCommandLine).
QString requestedLanguage() {
    const QStringList arguments = QCoreApplication::arguments();
    return arguments.size() == 3 ? arguments[2] : arguments.value(1).section(QLatin1Char('='), 1);
}

} // namespace

int runDesktop(int argc, char** argv) {
    // No platform chosen and no display to show a window on: say so before Qt aborts.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        QCoreApplication core(argc, argv); // for the translation of the message
        views::setApplicationIdentity();
        installChosenLanguage(requestedLanguage());
        exitWithoutDisplay(Tr::tr("neither DISPLAY nor WAYLAND_DISPLAY is set"));
    }
    qtMessageHandler = qInstallMessageHandler(exitOnPlatformFailure);
    QApplication app(argc, argv);
    qInstallMessageHandler(qtMessageHandler);
    views::prepareApplication();
    if (!installChosenLanguage(requestedLanguage())) {
        return ExitBadInput;
    }
    views::MainWindow window;
    window.applyPreferences(views::loadPreferences());
    window.restoreSession();
    window.show();
    window.startAutosave(views::Autosave::defaultPath());
    return QApplication::exec();
}

} // namespace goodput::app
