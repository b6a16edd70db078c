// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace goodput::app {

/// Parses the command line and runs a command. Returns the process exit code: 1 as well when
/// what it printed could not be written to standard output.
int run(int argc, char** argv);

/// The desktop app on the last (or default) scenario: `goodput` without arguments, or with only
/// --lang.
int runDesktop(int argc, char** argv);

/// The names of the commands of the command line (sorted), none of which needs a display.
QStringList commandNames();

/// What the desktop app's command line asks for: the language (--lang X, may be empty) and the
/// scenario files: one to open, several to compare (may be none).
struct DesktopCommandLine {
    QString language;
    QStringList files;
};

/// The desktop app's command line: nothing, `--lang X`, scenario files `FILE.json...`, or both;
/// nullopt for any other command line (a command).
std::optional<DesktopCommandLine> desktopCommandLine(int argc, char** argv);

/// True when the arguments ask for the desktop app: none, only `--lang X`, or `FILE.json` files
/// to open or compare (with or without --lang).
bool isDesktopCommandLine(int argc, char** argv);

/// Installs the language of `requested` (the --lang value, may be empty), else of the
/// preferences, else of the system; false after reporting a language there is none of.
bool installChosenLanguage(const QString& requested);

} // namespace goodput::app
