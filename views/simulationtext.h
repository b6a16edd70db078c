// SPDX-License-Identifier: MIT
#pragma once

#include "model/scenario.h"
#include "model/simulate.h"

#include <QString>

namespace goodput::views {

/// A readable plain-text summary of a simulation (`goodput simulate --format text`).
QString simulationSummary(const Scenario& scenario, const SimulationResult& result);

} // namespace goodput::views
