// SPDX-License-Identifier: MIT
// Goodput: capacity planner for LLM pretraining clusters. Without arguments (or with only --lang)
// it opens the desktop app; anything else is a command line, which never needs a display. The
// choice is made before any QApplication exists (a GUI application aborts without a display).

#include "cli.h"

#include <csignal>

int main(int argc, char** argv) {
    // Past a file-size limit (`ulimit -f`) the kernel kills the writer with SIGXFSZ, mid-file and
    // without a word. Ignored, the write fails with EFBIG instead: the atomic writer reports it
    // and removes its temporary file, and the old file stays.
    std::signal(SIGXFSZ, SIG_IGN);
    return goodput::app::isDesktopCommandLine(argc, argv) ? goodput::app::runDesktop(argc, argv)
                                                          : goodput::app::run(argc, argv);
}
