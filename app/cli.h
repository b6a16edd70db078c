// SPDX-License-Identifier: MIT
#pragma once

namespace goodput::app {

/// Exit codes of every command.
enum ExitCode : int { ExitOk = 0, ExitFailure = 1, ExitBadInput = 2 };

/// Parses the command line and runs a command. Returns the process exit code.
int run(int argc, char** argv);

/// The desktop app on the last (or default) scenario: `goodput` without arguments.
int runDesktop(int argc, char** argv);

} // namespace goodput::app
