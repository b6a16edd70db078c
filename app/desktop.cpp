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

} // namespace

int runDesktop(int argc, char** argv) {
    const DesktopCommandLine line = desktopCommandLine(argc, argv).value_or(DesktopCommandLine{});
    // No platform chosen and no display to show a window on: say so before Qt aborts.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        QCoreApplication core(argc, argv); // for the translation of the message
        views::setApplicationIdentity();
        installChosenLanguage(line.language);
        exitWithoutDisplay(Tr::tr("neither DISPLAY nor WAYLAND_DISPLAY is set"));
    }
    qtMessageHandler = qInstallMessageHandler(exitOnPlatformFailure);
    QApplication app(argc, argv);
    qInstallMessageHandler(qtMessageHandler);
    views::prepareApplication();
    if (!installChosenLanguage(line.language)) {
        return ExitBadInput;
    }
    views::MainWindow window;
    window.applyPreferences(views::loadPreferences());
    window.restoreSession();
    window.show();
    window.startAutosave(views::Autosave::defaultPath());
    if (line.files.size() == 1) {
        // `goodput FILE.json` (a file manager's Open With): as File > Open, unsaved changes of
        // the restored session asked about first; a file that cannot be read says why.
        window.askAndOpenFile(line.files.constFirst());
    } else if (line.files.size() > 1) {
        window.openComparison(line.files); // as File > Compare
    }
    return QApplication::exec();
}

} // namespace goodput::app
