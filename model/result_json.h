// SPDX-License-Identifier: MIT
#pragma once

// The result as JSON: the contract of `goodput plan`. Numbers in SI base units or named units
// (days, hours, USD); a quantity that does not apply is null, never NaN or infinity.

#include "plan.h"
#include "search.h"

#include <nlohmann/json.hpp>

namespace goodput {

/// Finite numbers only: NaN and infinity are written as null.
nlohmann::json finiteOrNull(double v);
nlohmann::json diagnosticToJson(const Diagnostic& diagnostic);
nlohmann::json diagnosticsToJson(const Diagnostics& diagnostics);
nlohmann::json resultToJson(const Result& result);
/// The step model of one layout: stepTime breakdown (seconds), memory (bytes), MFU, HFU.
nlohmann::json stepToJson(const StepResult& step);
/// The layout search: counts and the ranked layouts, each with its step.
nlohmann::json searchToJson(const SearchResult& search);

} // namespace goodput
