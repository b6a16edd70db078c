// SPDX-License-Identifier: MIT
#include "views/desktop.h"

#include "cli.h"
#include "views/autosave.h"
#include "views/mainwindow.h"
#include "views/preferences.h"

#include <QApplication>

namespace goodput::app {

int runDesktop(int argc, char** argv) {
    QApplication app(argc, argv);
    views::prepareApplication();
    // Nothing, `--lang ko` or `--lang=ko` (isDesktopCommandLine).
    const QStringList arguments = QCoreApplication::arguments();
    const QString requested =
        arguments.size() == 3 ? arguments[2] : arguments.value(1).section(QLatin1Char('='), 1);
    if (!installChosenLanguage(requested)) {
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
