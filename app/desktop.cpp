// SPDX-License-Identifier: MIT
#include "views/desktop.h"

#include "cli.h"
#include "views/mainwindow.h"

#include <QApplication>

namespace goodput::app {

int runDesktop(int argc, char** argv) {
    QApplication app(argc, argv);
    views::prepareApplication();
    views::MainWindow window;
    window.restoreSession();
    window.show();
    return QApplication::exec();
}

} // namespace goodput::app
