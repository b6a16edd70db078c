// SPDX-License-Identifier: MIT
#pragma once

// `goodput validate [SUITE.json...] [--format text|json]`: the step model against measured runs
// (docs/validation.md). Without files, the built-in suites of published runs.

#include "command.h"

namespace goodput::app {

int validateCommand(const Args& args);

} // namespace goodput::app
