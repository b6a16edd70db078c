// SPDX-License-Identifier: MIT
#include "result_invariants.h"

#include "model/diagnostics.h"
#include "model/result_json.h"
#include "model/scenario_json.h"

#include <algorithm>
#include <cmath>
#include <regex>

namespace goodput::testing {
namespace {

using nlohmann::json;

/// Keys whose null means "does not apply" rather than "was not finite".
bool nullAllowed(const std::string& path, const json& result, bool runFinishes) {
    // Figures over the wall-clock exist only when the run finishes (result_json.cpp: ifFinishes).
    static const std::regex kOnlyWhenFinishing(
        R"((expectedFailures|expectedPlannedStops|expectedSlowEpisodes|expectedSilentCorruptions|totalCostUsd|wallClock(Seconds|Days|GpuHours|CostUsd|CostPerMillionTokensUsd))|failureCauses\[\d+\]\.(expectedFailures|expectedSlowEpisodes|expectedSilentCorruptions)|energy\.(megawattHours|costUsd|tonnesCo2e))");
    if (!runFinishes && std::regex_match(path, kOnlyWhenFinishing)) {
        return true;
    }
    // Issue 19: another recovery mode may never finish where the scenario's own does.
    static const std::regex kModeFinishing(R"(recoveryModes\[\d+\]\.(wallClockDays|costUsd))");
    if (std::regex_match(path, kModeFinishing)) {
        return true;
    }
    // No step model without an architecture or with a layout it cannot split.
    if ((path == "step" || path == "derivedMfu" || path == "derivedHfu") &&
        result.value("step", json()).is_null()) {
        return true;
    }
    // No energy figures without a board power (issue 19: no TDP and no power cap).
    if (path == "energy") {
        return true;
    }
    // No crossover when one algorithm wins at every size.
    return path == "communication.dpGradientSync.ringTreeCrossoverBytes";
}

/// `result` is the whole result JSON, for nulls that depend on another key.
void walk(const json& j, const std::string& path, const json& result, bool runFinishes,
          std::vector<std::string>& problems) {
    switch (j.type()) {
    case json::value_t::object:
        for (const auto& [key, value] : j.items()) {
            walk(value, path.empty() ? key : path + "." + key, result, runFinishes, problems);
        }
        break;
    case json::value_t::array:
        for (std::size_t i = 0; i < j.size(); ++i) {
            walk(j[i], path + "[" + std::to_string(i) + "]", result, runFinishes, problems);
        }
        break;
    case json::value_t::number_float:
    case json::value_t::number_integer:
        // Every quantity of a plan is a time, a size, a count, a rate, money or a share: none can
        // be negative. (A diagnostic may quote a negative input.)
        if (!std::isfinite(j.get<double>())) {
            problems.push_back(path + ": not finite");
        } else if (j.get<double>() < 0 && path.rfind("diagnostics[", 0) != 0) {
            problems.push_back(path + ": negative");
        }
        break;
    case json::value_t::null:
        if (!nullAllowed(path, result, runFinishes)) {
            problems.push_back(path + ": null (a non-finite value was computed)");
        }
        break;
    default: break;
    }
}

void collect(const json& j, const std::string& path, std::vector<std::string>& out) {
    if (!path.empty()) {
        out.push_back(path);
    }
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            collect(value, path.empty() ? key : path + "." + key, out);
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) {
            collect(j[i], path + "[" + std::to_string(i) + "]", out);
        }
    }
}

} // namespace

std::vector<std::string> resultProblems(const json& r) {
    std::vector<std::string> problems;
    bool finishes = true;
    if (const auto d = r.find("diagnostics"); d != r.end() && d->is_array()) {
        for (const json& diag : *d) {
            if (diag.value("code", std::string()) == codeId(DiagCode::RunNeverFinishes)) {
                finishes = false;
            }
        }
    }
    walk(r, "", r, finishes, problems);
    return problems;
}

std::vector<std::string> planProblems(const Scenario& scenario, const Result& result) {
    const json j = resultToJson(result);
    std::vector<std::string> problems = resultProblems(j);
    (void)j.dump();
    if (result.step) {
        // One DP model (issue 14): the communication section reports what the step time counts.
        if (result.communication.dpSync.exposed.value() != result.step->time.exposedDp.value()) {
            problems.push_back("communication.dpGradientSync.exposedSeconds: differs from "
                               "step.stepTime.exposedDpSeconds");
        }
        // Every counted FLOP is timed at or below the chip's measured matmul ceiling, so the
        // derived MFU stays under it (the non-causal attention counts, PaLM's and NeMo's, add
        // FLOPs no kernel runs).
        const Accelerator& acc = scenario.hardware.accelerator;
        const double ceiling = scenario.workload.precision == Precision::Fp8 && acc.peakFp8
                                   ? acc.fp8MatmulEfficiency.value_or(acc.matmulEfficiency)
                                   : acc.matmulEfficiency;
        const FlopConvention convention = scenario.flopConvention;
        const bool countsOnlyRunFlops =
            convention != FlopConvention::SixNAttention && convention != FlopConvention::Nemo;
        if (countsOnlyRunFlops && result.step->mfu > ceiling * (1 + 1e-9)) {
            problems.push_back("derivedMfu: " + std::to_string(result.step->mfu) +
                               " is above the matmul ceiling " + std::to_string(ceiling));
        }
    }
    const json written = scenarioToJson(scenario);
    for (const Diagnostic& d : result.diagnostics) {
        if (!d.field.empty() && findPath(written, d.field) == nullptr) {
            problems.push_back(d.field + ": a diagnostic names no key of the scenario file");
        }
    }
    return problems;
}

const json* findPath(const json& document, std::string_view path) {
    const json* at = &document;
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == std::string_view::npos || !at->is_array()) {
                return nullptr;
            }
            std::size_t index = 0;
            for (std::size_t k = i + 1; k < close; ++k) {
                if (path[k] < '0' || path[k] > '9') {
                    return nullptr;
                }
                index = index * 10 + static_cast<std::size_t>(path[k] - '0');
            }
            if (index >= at->size()) {
                return nullptr;
            }
            at = &(*at)[index];
            i = close + 1;
            continue;
        }
        if (path[i] == '.') {
            ++i;
        }
        const std::size_t end = std::min(path.find('.', i), path.find('[', i));
        const std::string_view key =
            path.substr(i, end == std::string_view::npos ? path.size() - i : end - i);
        if (!at->is_object()) {
            return nullptr;
        }
        const auto it = at->find(key);
        if (it == at->end()) {
            return nullptr;
        }
        at = &*it;
        i = end == std::string_view::npos ? path.size() : end;
    }
    return at;
}

std::vector<std::string> allPaths(const json& document) {
    std::vector<std::string> out;
    collect(document, "", out);
    return out;
}

} // namespace goodput::testing
