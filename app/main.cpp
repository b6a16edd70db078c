// SPDX-License-Identifier: MIT
// Goodput: capacity planner for LLM pretraining clusters. Without arguments (or with only --lang)
// it opens the desktop app; anything else is a command line, which never needs a display. The
// choice is made before any QApplication exists (a GUI application aborts without a display).

#include "cli.h"

int main(int argc, char** argv) {
    return goodput::app::isDesktopCommandLine(argc, argv) ? goodput::app::runDesktop(argc, argv)
                                                          : goodput::app::run(argc, argv);
}
