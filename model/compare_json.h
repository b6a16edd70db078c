// SPDX-License-Identifier: MIT
#pragma once

// A comparison as JSON: the contract of `goodput compare --format json`. Each scenario with its
// label, layout and full result (resultToJson), then one row per figure with the values and
// their change against the first scenario. Units as in the plan's JSON; null where none.

#include "compare.h"

#include <nlohmann/json.hpp>

namespace goodput {

nlohmann::json comparisonToJson(const Comparison& comparison);

} // namespace goodput
