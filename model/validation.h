// SPDX-License-Identifier: MIT
#pragma once

// Measured runs against the model (issue 14, `goodput validate`): a suite is a versioned JSON file
// of published or user-measured training runs, each a scenario with its measured step time or
// throughput and a tolerance. Format: docs/validation.md.

#include "diagnostics.h"
#include "scenario_json.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

inline constexpr int kValidationFormatVersion = 1;

struct MeasuredRun {
    std::string name;
    std::string source;      ///< where the measurement was published
    nlohmann::json scenario; ///< the suite's base scenario with this run's keys laid over it
    std::optional<double> stepSeconds;           ///< measured time of one optimizer step
    std::optional<double> tokensPerSecondPerGpu; ///< or the measured throughput per GPU
    double tolerance = 0.12;                     ///< largest acceptable |predicted/measured - 1|
};

struct ValidationSuite {
    std::string id;
    std::string title;
    std::string source;
    std::vector<MeasuredRun> runs;
};

struct ValidationSuiteReadResult {
    ValidationSuite suite;
    Diagnostics diagnostics; ///< paths inside the suite file (`runs[2].measured.stepSeconds`)
};

ValidationSuiteReadResult readValidationSuite(std::string_view text);

struct RunOutcome {
    std::string name;
    bool valid = false; ///< false: the scenario did not evaluate; diagnostics say why
    double measuredStepSeconds = 0;
    double predictedStepSeconds = 0;
    double error = 0; ///< predicted / measured - 1 (negative: the model is too fast)
    double tolerance = 0;
    std::string hardwarePreset; ///< the run's hardware preset id; empty when it names none
    [[nodiscard]] bool withinTolerance() const { return valid && std::abs(error) <= tolerance; }
    Diagnostics diagnostics; ///< the scenario's own, with the run's path in front
};

struct SuiteOutcome {
    std::string id;
    std::string title;
    std::vector<RunOutcome> runs;
    double meanAbsoluteError = 0; ///< over the valid runs
    double maxAbsoluteError = 0;
    double meanError = 0; ///< signed: the bias
    int outsideTolerance = 0;
    int invalid = 0;
};

/// Evaluates every run of a suite in derived-MFU mode with the presets `presets` resolves.
SuiteOutcome validateSuite(const ValidationSuite& suite, const PresetLookup& presets);

/// How closely measured runs match an accelerator: the same preset, else the same generation
/// (H200 and H100 are Hopper), else the same vendor; None when no run shares even the vendor.
enum class AcceleratorMatch { Preset, Generation, Vendor, None };

/// The measured runs that speak for one accelerator (the report's "how accurate is this model").
struct AcceleratorEvidence {
    AcceleratorMatch match = AcceleratorMatch::None;
    std::string matchedOn; ///< the preset id, generation or vendor shared; empty with None
    struct SuiteRuns {
        std::size_t suite = 0;         ///< index into the suites given
        std::vector<std::size_t> runs; ///< indices of its runs that match
    };
    std::vector<SuiteRuns> suites; ///< in the order given; suites without a match left out
};

/// The runs of `suites` on the accelerator of hardware preset `hardwarePreset`, at the closest
/// level any of them matches. Generation and vendor come from the presets `presets` resolves
/// (their "generation" and "vendor" keys); an empty preset id, or one unknown there, matches on
/// the id alone.
AcceleratorEvidence evidenceForAccelerator(const std::vector<SuiteOutcome>& suites,
                                           std::string_view hardwarePreset,
                                           const PresetLookup& presets);

/// {"suites": [{"id", "title", "meanAbsoluteError", "maxAbsoluteError", "meanError",
/// "outsideTolerance", "invalid", "runs": [{"name", "valid", "measuredStepSeconds",
/// "predictedStepSeconds", "error", "tolerance", "withinTolerance"}]}]} (diagnostics are the
/// caller's to add: their words live in views/).
nlohmann::json validationToJson(const std::vector<SuiteOutcome>& suites);

} // namespace goodput
