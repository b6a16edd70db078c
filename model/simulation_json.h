// SPDX-License-Identifier: MIT
#pragma once

// The simulation result as JSON: the contract of `goodput simulate`. Times in seconds or days as
// the key says, money in USD; a number that does not exist is null, never NaN or infinity.

#include "simulate.h"

#include <nlohmann/json.hpp>

namespace goodput {

nlohmann::json distributionToJson(const Distribution& distribution);
nlohmann::json simulationToJson(const SimulationResult& result);

} // namespace goodput
