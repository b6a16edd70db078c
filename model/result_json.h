// SPDX-License-Identifier: MIT
#pragma once

// The result as JSON: the contract of `goodput plan`. Numbers in SI base units or named units
// (days, hours, USD); a quantity that does not apply is null, never NaN or infinity.

#include "plan.h"

#include <nlohmann/json.hpp>

namespace goodput {

nlohmann::json diagnosticToJson(const Diagnostic& diagnostic);
nlohmann::json resultToJson(const Result& result);

} // namespace goodput
