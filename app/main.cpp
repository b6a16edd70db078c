// SPDX-License-Identifier: MIT
// Goodput: capacity planner for LLM pretraining clusters. Without arguments it opens the desktop
// app; any argument is a command line, which never needs a display. The choice is made before any
// QApplication exists (a GUI application aborts without a display).

#include "cli.h"

int main(int argc, char** argv) {
    return argc <= 1 ? goodput::app::runDesktop(argc, argv) : goodput::app::run(argc, argv);
}
