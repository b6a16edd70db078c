// SPDX-License-Identifier: MIT
#pragma once

// Scenarios shared by the Qt Test suites (Qt-free, like the model).

#include "model/scenario.h"

namespace goodput::testing {

/// The default scenario with every optional path switched on (attention FLOPs, MoE fields, a
/// spine, computed asynchronous stall, several part kinds with every restart phase, a Weibull
/// part, spares, elastic continuation, maintenance ...), so a test reaches the code behind each of
/// them and the scenario writer writes every key.
Scenario everythingOn();

} // namespace goodput::testing
