// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace goodput::app {

/// Exit codes of every command.
enum ExitCode : int { ExitOk = 0, ExitFailure = 1, ExitBadInput = 2 };

/// Parses the command line and runs a command. Returns the process exit code.
int run(int argc, char** argv);

/// The desktop app on the last (or default) scenario: `goodput` without arguments, or with only
/// --lang.
int runDesktop(int argc, char** argv);

/// The commands of the command line, none of which needs a display.
QStringList commandNames();

/// True when the arguments ask for the desktop app: none, or only `--lang X`.
bool isDesktopCommandLine(int argc, char** argv);

/// Installs the language of `requested` (the --lang value, may be empty), else of the
/// preferences, else of the system; false after reporting a language there is none of.
bool installChosenLanguage(const QString& requested);

} // namespace goodput::app
