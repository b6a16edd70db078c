// SPDX-License-Identifier: MIT
#pragma once

// Invariants every evaluated scenario must satisfy, shared by the Qt Test suites and the libFuzzer
// harnesses (so this file stays free of Qt, like the model it checks).

#include "model/plan.h"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace goodput::testing {

/// Problems in a result's JSON (model/result_json.h), one line each naming the JSON path:
/// - a number that is NaN, infinite or negative;
/// - a null where the quantity applies. result_json writes a non-finite number as null, so a null
///   anywhere else means the model computed NaN or infinity from input that validate() accepted.
///   A quantity that legitimately does not apply is listed in result_invariants.cpp.
std::vector<std::string> resultProblems(const nlohmann::json& resultJson);

/// resultProblems() of the result's JSON, then every diagnostic of the result that names no key of
/// the scenario's file (scenarioToJson): a diagnostic must point at something the user can edit.
/// Also writes the result JSON out (dump() throws on a string that is not UTF-8).
std::vector<std::string> planProblems(const Scenario& scenario, const Result& result);

/// The value at a dotted path with array indices ("reliability.parts[0].mtbfHours"), the form of a
/// diagnostic's field; nullptr when the path does not exist.
const nlohmann::json* findPath(const nlohmann::json& document, std::string_view path);

/// Every path of a JSON tree in diagnostic form, objects and arrays before their members.
std::vector<std::string> allPaths(const nlohmann::json& document);

} // namespace goodput::testing
