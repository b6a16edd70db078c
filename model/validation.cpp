// SPDX-License-Identifier: MIT
#include "validation.h"

#include "json_reader.h"
#include "plan.h"

#include <algorithm>
#include <cmath>

namespace goodput {
namespace {

using nlohmann::json;

/// A required object under `key`, or a diagnostic naming it.
const json* objectAt(const json& parent, const std::string& path, std::string_view key,
                     Diagnostics& out) {
    const auto it = parent.find(key);
    if (it == parent.end()) {
        out.push_back({.code = DiagCode::MissingField, .field = path + std::string(key)});
        return nullptr;
    }
    if (!it->is_object()) {
        out.push_back(
            {.code = DiagCode::WrongType, .field = path + std::string(key), .text = "object"});
        return nullptr;
    }
    return &*it;
}

void readRun(const json& base, const json& item, const std::string& path, MeasuredRun& run,
             Diagnostics& out) {
    ObjectReader r(item, path, out);
    r.string("name", run.name);
    r.string("source", run.source);
    r.markSeen("derivation");
    r.markSeen("layout");
    r.number("tolerance", run.tolerance);
    if (run.tolerance <= 0 || run.tolerance > 10) {
        out.push_back({.code = DiagCode::OutOfRange,
                       .field = r.pathOf("tolerance"),
                       .actual = run.tolerance,
                       .limit = run.tolerance <= 0 ? 0.0 : 10.0});
    }
    if (run.name.empty()) {
        out.push_back({.code = DiagCode::MissingField, .field = r.pathOf("name")});
    }
    run.scenario = base;
    if (item.is_object() && item.contains("scenario")) {
        r.markSeen("scenario");
        if (const json* own = objectAt(item, path + ".", "scenario", out)) {
            run.scenario = overlay(std::move(run.scenario), *own);
        }
    }
    run.scenario["schemaVersion"] = kScenarioSchemaVersion;
    run.scenario["mfu"]["mode"] = "derived";
    r.markSeen("measured");
    if (const json* measured =
            item.is_object() ? objectAt(item, path + ".", "measured", out) : nullptr) {
        ObjectReader m(*measured, r.pathOf("measured"), out);
        m.optionalValue("stepSeconds", run.stepSeconds);
        m.optionalValue("tokensPerSecondPerGpu", run.tokensPerSecondPerGpu);
        m.warnUnknownKeys();
        const int given = (run.stepSeconds ? 1 : 0) + (run.tokensPerSecondPerGpu ? 1 : 0);
        if (given != 1) {
            out.push_back({.code = given == 0 ? DiagCode::MissingField : DiagCode::ConflictingKeys,
                           .field = m.pathOf("stepSeconds"),
                           .text = given == 0 ? std::string() : "tokensPerSecondPerGpu"});
        }
        for (const auto& [key, value] :
             {std::pair{"stepSeconds", run.stepSeconds},
              std::pair{"tokensPerSecondPerGpu", run.tokensPerSecondPerGpu}}) {
            if (value && !(*value > 0)) {
                out.push_back({.code = DiagCode::OutOfRange,
                               .field = m.pathOf(key),
                               .actual = *value,
                               .limit = 0.0});
            }
        }
    }
    r.warnUnknownKeys();
}

} // namespace

ValidationSuiteReadResult readValidationSuite(std::string_view text) {
    ValidationSuiteReadResult result;
    Diagnostics& out = result.diagnostics;
    const std::optional<json> document = parseJson(text, out);
    if (!document) {
        return result;
    }
    ObjectReader r(*document, "", out);
    if (!document->is_object()) {
        return result;
    }
    int version = 0;
    r.integer("formatVersion", version);
    if (version != kValidationFormatVersion) {
        out.push_back({.code = version == 0 && !r.has("formatVersion")
                                   ? DiagCode::MissingField
                                   : DiagCode::UnsupportedVersion,
                       .field = "formatVersion",
                       .actual = version,
                       .limit = kValidationFormatVersion});
        return result;
    }
    std::string kind;
    r.string("kind", kind);
    if (kind != "validation") {
        out.push_back({.code = DiagCode::PresetKindMismatch, .field = "kind", .text = kind});
    }
    ValidationSuite& suite = result.suite;
    r.string("id", suite.id);
    r.string("title", suite.title);
    r.string("source", suite.source);
    r.markSeen("notes");
    json base = json::object();
    if (document->contains("base")) {
        r.markSeen("base");
        if (const json* b = objectAt(*document, "", "base", out)) {
            base = *b;
        }
    }
    const json* runs = r.array("runs");
    if (runs == nullptr || runs->empty()) {
        if (runs != nullptr) {
            out.push_back({.code = DiagCode::EmptyList, .field = "runs"});
        } else if (!r.has("runs")) {
            out.push_back({.code = DiagCode::MissingField, .field = "runs"});
        }
        r.warnUnknownKeys();
        return result;
    }
    for (std::size_t i = 0; i < runs->size(); ++i) {
        MeasuredRun run;
        readRun(base, (*runs)[i], "runs[" + std::to_string(i) + "]", run, out);
        suite.runs.push_back(std::move(run));
    }
    r.warnUnknownKeys();
    return result;
}

SuiteOutcome validateSuite(const ValidationSuite& suite, const PresetLookup& presets) {
    SuiteOutcome outcome;
    outcome.id = suite.id;
    outcome.title = suite.title;
    int valid = 0;
    for (std::size_t i = 0; i < suite.runs.size(); ++i) {
        const MeasuredRun& run = suite.runs[i];
        RunOutcome o;
        o.name = run.name;
        o.tolerance = run.tolerance;
        if (const auto hw = run.scenario.find("hardware");
            hw != run.scenario.end() && hw->is_object()) {
            if (const auto id = hw->find("preset"); id != hw->end() && id->is_string()) {
                o.hardwarePreset = id->get<std::string>();
            }
        }
        const std::string prefix = "runs[" + std::to_string(i) + "].scenario.";
        ScenarioReadResult read = readScenarioDocument(run.scenario, presets);
        Diagnostics problems = read.diagnostics;
        if (!hasErrors(problems)) {
            const Result result = evaluate(read.scenario);
            problems.insert(problems.end(), result.diagnostics.begin(), result.diagnostics.end());
            if (result.valid && result.step && result.step->tokensPerSecond > 0) {
                const Scenario& s = read.scenario;
                const double batchTokens = s.workload.globalBatchTokens;
                o.predictedStepSeconds = result.step->time.total().value();
                o.measuredStepSeconds =
                    run.stepSeconds ? *run.stepSeconds
                                    : batchTokens / (*run.tokensPerSecondPerGpu * s.cluster.gpus);
                o.error = o.predictedStepSeconds / o.measuredStepSeconds - 1.0;
                o.valid = std::isfinite(o.error);
            }
        }
        for (Diagnostic d : problems) {
            if (d.severity == Severity::Error) {
                d.field = prefix + d.field;
                o.diagnostics.push_back(std::move(d));
            }
        }
        if (o.valid) {
            ++valid;
            const double e = std::abs(o.error);
            outcome.meanAbsoluteError += e;
            outcome.meanError += o.error;
            outcome.maxAbsoluteError = std::max(outcome.maxAbsoluteError, e);
            outcome.outsideTolerance += o.withinTolerance() ? 0 : 1;
        } else {
            ++outcome.invalid;
        }
        outcome.runs.push_back(std::move(o));
    }
    if (valid > 0) {
        outcome.meanAbsoluteError /= valid;
        outcome.meanError /= valid;
    }
    return outcome;
}

AcceleratorEvidence evidenceForAccelerator(const std::vector<SuiteOutcome>& suites,
                                           std::string_view hardwarePreset,
                                           const PresetLookup& presets) {
    // A preset's "generation" or "vendor"; empty when the preset or the key is not there.
    const auto metadata = [&presets](std::string_view id, const char* key) -> std::string {
        const json* preset = presets && !id.empty() ? presets(PresetKind::Hardware, id) : nullptr;
        if (preset == nullptr || !preset->is_object()) {
            return {};
        }
        const auto it = preset->find(key);
        return it != preset->end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    AcceleratorEvidence evidence;
    if (hardwarePreset.empty()) {
        return evidence;
    }
    const std::pair<AcceleratorMatch, const char*> levels[] = {
        {AcceleratorMatch::Preset, nullptr},
        {AcceleratorMatch::Generation, "generation"},
        {AcceleratorMatch::Vendor, "vendor"}};
    for (const auto& [level, key] : levels) {
        const std::string target =
            key == nullptr ? std::string(hardwarePreset) : metadata(hardwarePreset, key);
        if (target.empty()) {
            continue;
        }
        for (std::size_t s = 0; s < suites.size(); ++s) {
            AcceleratorEvidence::SuiteRuns found{.suite = s, .runs = {}};
            for (std::size_t r = 0; r < suites[s].runs.size(); ++r) {
                const std::string& id = suites[s].runs[r].hardwarePreset;
                if ((key == nullptr ? id : metadata(id, key)) == target) {
                    found.runs.push_back(r);
                }
            }
            if (!found.runs.empty()) {
                evidence.suites.push_back(std::move(found));
            }
        }
        if (!evidence.suites.empty()) {
            evidence.match = level;
            evidence.matchedOn = target;
            return evidence;
        }
    }
    return evidence;
}

json validationToJson(const std::vector<SuiteOutcome>& suites) {
    json out;
    out["suites"] = json::array();
    for (const SuiteOutcome& suite : suites) {
        json j;
        j["id"] = suite.id;
        j["title"] = suite.title;
        j["meanAbsoluteError"] = suite.meanAbsoluteError;
        j["maxAbsoluteError"] = suite.maxAbsoluteError;
        j["meanError"] = suite.meanError;
        j["outsideTolerance"] = suite.outsideTolerance;
        j["invalid"] = suite.invalid;
        j["runs"] = json::array();
        for (const RunOutcome& run : suite.runs) {
            json r;
            r["name"] = run.name;
            r["valid"] = run.valid;
            r["measuredStepSeconds"] = run.valid ? json(run.measuredStepSeconds) : json(nullptr);
            r["predictedStepSeconds"] = run.valid ? json(run.predictedStepSeconds) : json(nullptr);
            r["error"] = run.valid ? json(run.error) : json(nullptr);
            r["tolerance"] = run.tolerance;
            r["withinTolerance"] = run.withinTolerance();
            j["runs"].push_back(std::move(r));
        }
        out["suites"].push_back(std::move(j));
    }
    return out;
}

} // namespace goodput
