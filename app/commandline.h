// SPDX-License-Identifier: MIT
#pragma once

// The command line built from the commands' registrations (command.h): the registry, the parser,
// the help (`goodput --help` and each command's), and the checks of a command's arguments.

#include "command.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace goodput::app {

/// Every registered command, in the order of `goodput --help`.
[[nodiscard]] const std::vector<Command>& commands();

/// The command of this name; nullptr when there is none.
[[nodiscard]] const Command* findCommand(const QString& name);

/// The options every command takes (and the desktop app, --lang): --lang, --help, --version.
[[nodiscard]] const std::vector<Option>& commonOptions();

/// Splits arguments into positionals and options. An option takes the next argument as its value
/// when some command declares it with one (or with `--name=value`); any other is a flag. nullopt,
/// with `error` set, when a value is missing.
[[nodiscard]] std::optional<Args> parseArgs(const QStringList& raw, QString& error);

/// `goodput --help`: what Goodput is, each command's usage, the options listed there, the exit
/// status.
[[nodiscard]] QString helpText();

/// `goodput help COMMAND`, `goodput COMMAND --help`: its summary, usage and every option it takes.
[[nodiscard]] QString commandHelp(const Command& command);

/// False, after reporting, when the arguments hold an option the command does not take or more
/// positional arguments than it reads.
[[nodiscard]] bool argumentsFit(const Command& command, const Args& args);

/// False, after reporting the first, when an option other than the common ones is given without
/// a command (`goodput --bogus`, `goodput --format json`).
[[nodiscard]] bool optionsFitNoCommand(const Args& args);

/// False, after reporting, when a command's output file is one of its input files, or one input
/// file is given twice.
[[nodiscard]] bool filesAreDistinct(const Command& command, const Args& args);

} // namespace goodput::app
