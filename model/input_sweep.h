// SPDX-License-Identifier: MIT
#pragma once

// Sweeping any input (issue 18): any numeric scenario key (model/scenario_schema.h) on the x
// axis, any result on the y axis, optionally a second key as a family of curves. Every point is
// the whole plan evaluated at that input; a point that does not evaluate is a gap carrying the
// errors that made it one, never a zero.

#include "plan.h"
#include "result_figures.h"
#include "scenario_schema.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

/// The results a sweep can plot (model/result_figures.h: those with a sweepId), each in the unit
/// sweepOutputs() states.
using SweepOutput = ResultFigure;

struct SweepOutputInfo {
    SweepOutput output = SweepOutput::WallClockDays;
    std::string_view id;    ///< for the command line and JSON: "memoryPerGpu"
    std::string_view unit;  ///< of the values: "days", "USD", "GB", "%", "ms", "h", "min", ...
    bool needsStep = false; ///< comes from the step model (needs an architecture)
};

/// Every output, in the order the app lists them.
std::span<const SweepOutputInfo> sweepOutputs();
const SweepOutputInfo& sweepOutputInfo(SweepOutput output);
/// The output with this id, or nullopt.
std::optional<SweepOutput> sweepOutputById(std::string_view id);

/// One swept input: a key's element path ("reliability.parts[0].mtbfHours") and its values in
/// the key's own unit (the unit of its JSON name).
struct SweepAxis {
    std::string path{};
    std::vector<double> values{};
};

/// The most values one axis takes, and the most curves of a family.
inline constexpr int kMaxSweepPoints = 201;
inline constexpr int kMaxSweepFamily = 8;
/// Points of a range written without a count (an integer range with fewer values takes them all).
inline constexpr int kDefaultSweepPoints = 21;

/// The values of a range: `count` points from lo to hi, evenly on a log scale when both are
/// positive and hi / lo is at least 20, else evenly; an Integer key's values are rounded and each
/// taken once, and with count 0 an integer range of at most kDefaultSweepPoints * 3 whole numbers
/// takes every one (count 0 otherwise means kDefaultSweepPoints).
std::vector<double> sweepRange(const ScenarioKey& key, double lo, double hi, int count);

/// Reads "PATH=LO:HI[:POINTS]" or "PATH=A,B,C" (the command line's --x and --family). Problems
/// are appended to `out` with `field` set to `option`; nullopt when there are any.
std::optional<SweepAxis> parseSweepAxis(std::string_view spec, std::string_view option,
                                        const Scenario& scenario, Diagnostics& out);

/// The keys that can be swept for this scenario: every Number and Integer key, per reliability
/// part ("reliability.parts[1].mtbfHours"), the architecture's only when there is one, a tier's
/// only when the hierarchy has it.
std::vector<std::string> sweepableKeys(const Scenario& scenario);

/// The key's value in the scenario, in the key's unit; nullopt for an unset optional or a path
/// that is not a numeric key.
std::optional<double> sweepKeyValue(const Scenario& scenario, std::string_view path);

/// A range around the scenario's value to start from: a quarter to four times it (1 to twice it
/// for an integer key), kept inside the key's valid range.
SweepAxis defaultSweepAxis(const Scenario& scenario, std::string_view path);

/// What a sweep asks for.
struct SweepRequest {
    SweepAxis x;
    std::optional<SweepAxis> family{};
    SweepOutput y = SweepOutput::WallClockDays;
};

struct SweepPoint {
    double x = 0;
    std::optional<double> y{};   ///< empty: a gap
    std::optional<double> hbm{}; ///< MemoryPerGpu: the HBM of one GPU at this point, GB
    Diagnostics reasons{};       ///< a gap's errors (the first says why); empty otherwise
};

struct SweepCurve {
    std::optional<double> familyValue{}; ///< the family key's value; empty without a family
    std::vector<SweepPoint> points{};
};

struct InputSweep {
    bool valid = false; ///< false: the request itself is wrong (diagnostics say why)
    SweepRequest request;
    std::vector<SweepCurve> curves{};
    std::optional<double> currentX{}; ///< the scenario's own x value (its marker)
    std::optional<double> currentY{}; ///< and its y, when it evaluates
    Diagnostics diagnostics{};        ///< problems of the request
};

/// The value of an output in a valid result; nullopt when the result does not have it (a step
/// output without a step model).
std::optional<double> sweepOutputValue(SweepOutput output, const Result& result);

/// Sets a numeric key by its element path; false when the path is not one.
bool setSweepKey(Scenario& scenario, std::string_view path, double value);

/// Evaluates the plan at every point (and family value).
InputSweep sweepInput(const Scenario& scenario, const SweepRequest& request);

/// The sweep as JSON: {"x": {"key", "unit"}, "y": {"id", "unit"}, "family": {"key", "unit"},
/// "curves": [{"family", "points": [{"x", "y" (null at a gap), "hbmGB", "reasons": [...]}]}]}.
nlohmann::json inputSweepToJson(const InputSweep& sweep);

} // namespace goodput
