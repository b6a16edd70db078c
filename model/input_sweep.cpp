// SPDX-License-Identifier: MIT
#include "input_sweep.h"

#include "result_json.h"
#include "units.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace goodput {
namespace {

/// The rows of model/result_figures.h that a sweep plots.
std::vector<SweepOutputInfo> outputsOf(std::span<const ResultFigureInfo> figures) {
    std::vector<SweepOutputInfo> out;
    for (const ResultFigureInfo& f : figures) {
        if (!f.sweepId.empty()) {
            out.push_back({f.figure, f.sweepId, f.sweepUnit, f.needsStep});
        }
    }
    return out;
}

/// "reliability.parts[2].mtbfHours" -> its row and element 2; a plain path -> element 0.
struct KeyRef {
    const ScenarioKey* key = nullptr;
    std::size_t element = 0;
};

KeyRef numericKey(const Scenario& s, std::string_view path) {
    KeyRef ref{findScenarioKey(path), 0};
    if (!ref.key) {
        return ref;
    }
    if (ref.key->perPart()) {
        const std::size_t open = path.find('[');
        const std::size_t close = path.find(']');
        std::size_t element = 0;
        const char* first = path.data() + open + 1;
        const char* last = path.data() + close;
        const auto [end, ec] = std::from_chars(first, last, element);
        if (open == std::string_view::npos || close <= open + 1 || ec != std::errc() ||
            end != last || element >= s.reliability.parts.size()) {
            return {};
        }
        ref.element = element;
    }
    return ref;
}

bool isNumeric(const ScenarioKey& key) {
    return (key.type == KeyType::Number || key.type == KeyType::Integer) && key.access.get &&
           key.access.set;
}

std::optional<double> parseNumber(std::string_view text) {
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
    }
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() ||
        !std::isfinite(v)) {
        return std::nullopt;
    }
    return v;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == separator) {
            out.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return out;
}

/// Gaps: the errors of an evaluation, and a layout that does not fit (warning in the plan)
/// everywhere but on the memory curve, whose point it is to show it.
Diagnostics gapReasons(const Result& r, SweepOutput output) {
    Diagnostics out;
    for (const Diagnostic& d : r.diagnostics) {
        const bool notFitting = d.code == DiagCode::LayoutDoesNotFit;
        if (d.severity == Severity::Error || (notFitting && output != SweepOutput::MemoryPerGpu)) {
            Diagnostic e = d;
            e.severity = Severity::Error;
            out.push_back(std::move(e));
        }
    }
    return out;
}

/// The checks of a layout against the architecture and batch (model/step.h, checkLayout()).
bool isLayoutProblem(DiagCode code) {
    const auto c = static_cast<int>(code);
    return code != DiagCode::UnevenPipelineStages &&
           c >= static_cast<int>(DiagCode::HeadsNotDivisibleByTp) &&
           c <= static_cast<int>(DiagCode::BatchNotDivisibleByDpMicroBatch);
}

/// Sets a swept key as the file reader would: a value the reader refuses (1e20 GPUs, 1.5 GPUs,
/// 1e-320 tokens) is not set and comes back as the point's reason.
std::optional<Diagnostic> setChecked(Scenario& s, std::string_view path, double value) {
    const KeyRef ref = numericKey(s, path);
    if (std::optional<Diagnostic> problem = keyValueProblem(*ref.key, value, std::string(path))) {
        return problem;
    }
    ref.key->access.set(s, ref.element, value);
    return std::nullopt;
}

} // namespace

std::span<const SweepOutputInfo> sweepOutputs() {
    static const std::vector<SweepOutputInfo> outputs = outputsOf(resultFigures());
    return outputs;
}

const SweepOutputInfo& sweepOutputInfo(SweepOutput output) {
    const std::span<const SweepOutputInfo> outputs = sweepOutputs();
    const auto it = std::find_if(outputs.begin(), outputs.end(),
                                 [&](const SweepOutputInfo& o) { return o.output == output; });
    return it != outputs.end() ? *it : outputs.front();
}

std::optional<SweepOutput> sweepOutputById(std::string_view id) {
    for (const SweepOutputInfo& o : sweepOutputs()) {
        if (o.id == id) {
            return o.output;
        }
    }
    return std::nullopt;
}

std::optional<double> sweepOutputValue(SweepOutput output, const Result& r) {
    const ResultFigureInfo& info = resultFigureInfo(output);
    const std::optional<double> v = resultFigureValue(r, output);
    return v && info.toSweepUnit ? std::optional(info.toSweepUnit(*v)) : v;
}

std::vector<double> sweepRange(const ScenarioKey& key, double lo, double hi, int count) {
    const bool integer = key.type == KeyType::Integer;
    if (lo > hi) {
        std::swap(lo, hi);
    }
    if (count <= 0) {
        const double whole = std::floor(hi) - std::ceil(lo) + 1;
        if (integer && whole <= 3 * kDefaultSweepPoints) {
            std::vector<double> all;
            for (double v = std::ceil(lo); v <= hi; v += 1) {
                all.push_back(v);
            }
            return all;
        }
        count = kDefaultSweepPoints;
    }
    std::vector<double> out;
    const bool logarithmic = lo > 0 && hi / lo >= 20;
    for (int i = 0; i < count; ++i) {
        const double f = count == 1 ? 0.0 : static_cast<double>(i) / (count - 1);
        double v = logarithmic ? lo * std::pow(hi / lo, f) : lo + (hi - lo) * f;
        // At the ends of the doubles hi / lo and hi - lo overflow (1e-300:1e308 once gave an
        // infinite x): in logarithms there, and as a weighted mean.
        if (!std::isfinite(v)) {
            v = logarithmic ? std::exp(std::log(lo) + f * (std::log(hi) - std::log(lo)))
                            : lo * (1 - f) + hi * f;
        }
        if (i == count - 1) {
            v = hi; // exactly the end asked for, not pow()'s rounding of it
        }
        if (integer) {
            v = std::round(v);
        }
        if (out.empty() || v != out.back()) {
            out.push_back(v);
        }
    }
    return out;
}

std::optional<SweepAxis> parseSweepAxis(std::string_view spec, std::string_view option,
                                        const Scenario& scenario, Diagnostics& out) {
    const std::string field(option);
    const std::size_t eq = spec.find('=');
    const std::string_view path = spec.substr(0, eq);
    const KeyRef ref = numericKey(scenario, path);
    if (!ref.key) {
        out.push_back(
            {.code = DiagCode::SweepUnknownKey, .field = field, .text = std::string(path)});
        return std::nullopt;
    }
    if (!isNumeric(*ref.key)) {
        out.push_back(
            {.code = DiagCode::SweepKeyNotNumeric, .field = field, .text = std::string(path)});
        return std::nullopt;
    }
    const std::string_view values = eq == std::string_view::npos ? "" : spec.substr(eq + 1);
    SweepAxis axis{std::string(path), {}};
    const auto bad = [&] {
        out.push_back(
            {.code = DiagCode::SweepBadValues, .field = field, .text = std::string(values)});
        return std::nullopt;
    };
    if (values.find(':') != std::string_view::npos) {
        const std::vector<std::string_view> parts = split(values, ':');
        if (parts.size() < 2 || parts.size() > 3) {
            return bad();
        }
        const std::optional<double> lo = parseNumber(parts[0]);
        const std::optional<double> hi = parseNumber(parts[1]);
        std::optional<double> count = parts.size() == 3 ? parseNumber(parts[2]) : 0.0;
        if (!lo || !hi || !count || *count < 0 || *count != std::floor(*count)) {
            return bad();
        }
        // POINTS (0 = the default) covers both ends: at least two, one only where they meet.
        if (const double least = *lo == *hi ? 1 : 2; parts.size() == 3 && *count < least) {
            out.push_back({.code = DiagCode::SweepTooFewPoints,
                           .field = field,
                           .actual = *count,
                           .limit = least});
            return std::nullopt;
        }
        if (*count > kMaxSweepPoints) {
            out.push_back({.code = DiagCode::SweepTooManyPoints,
                           .field = field,
                           .actual = *count,
                           .limit = kMaxSweepPoints});
            return std::nullopt;
        }
        axis.values = sweepRange(*ref.key, *lo, *hi, static_cast<int>(*count));
    } else {
        for (const std::string_view item : split(values, ',')) {
            const std::optional<double> v = parseNumber(item);
            if (!v) {
                return bad();
            }
            axis.values.push_back(*v);
        }
    }
    if (axis.values.empty()) {
        return bad();
    }
    if (axis.values.size() > static_cast<std::size_t>(kMaxSweepPoints)) {
        out.push_back({.code = DiagCode::SweepTooManyPoints,
                       .field = field,
                       .actual = static_cast<double>(axis.values.size()),
                       .limit = kMaxSweepPoints});
        return std::nullopt;
    }
    return axis;
}

std::vector<std::string> sweepableKeys(const Scenario& s) {
    std::vector<std::string> out;
    for (const ScenarioKey& key : scenarioKeys()) {
        if (!isNumeric(key)) {
            continue;
        }
        if (key.parent() == "workload.architecture" && !s.workload.architecture) {
            continue;
        }
        const std::size_t tiers = s.hardware.hierarchy.tiers.size();
        if ((key.parent() == "hardware.scaleUp" && tiers < 1) ||
            (key.parent() == "hardware.scaleOut" && tiers < 2)) {
            continue;
        }
        if (!key.perPart()) {
            out.emplace_back(key.path);
            continue;
        }
        const std::string path(key.path);
        const std::size_t open = path.find("[]");
        for (std::size_t i = 0; i < s.reliability.parts.size(); ++i) {
            out.push_back(path.substr(0, open + 1) + std::to_string(i) + path.substr(open + 1));
        }
    }
    return out;
}

std::optional<double> sweepKeyValue(const Scenario& scenario, std::string_view path) {
    const KeyRef ref = numericKey(scenario, path);
    if (!ref.key || !isNumeric(*ref.key)) {
        return std::nullopt;
    }
    return ref.key->access.get(scenario, ref.element);
}

bool setSweepKey(Scenario& scenario, std::string_view path, double value) {
    const KeyRef ref = numericKey(scenario, path);
    if (!ref.key || !isNumeric(*ref.key)) {
        return false;
    }
    ref.key->access.set(scenario, ref.element, value);
    return true;
}

SweepAxis defaultSweepAxis(const Scenario& scenario, std::string_view path) {
    const KeyRef ref = numericKey(scenario, path);
    if (!ref.key || !isNumeric(*ref.key)) {
        return {std::string(path), {}};
    }
    const bool integer = ref.key->type == KeyType::Integer;
    const double v = ref.key->access.get(scenario, ref.element).value_or(integer ? 1.0 : 0.0);
    double lo = integer ? std::max(1.0, std::floor(v / 4)) : v / 4;
    double hi = integer ? std::max(2.0, 4 * v) : 4 * v;
    if (v == 0) {
        lo = 0;
        hi = 1;
    }
    if (const std::optional<KeyLimits>& l = ref.key->limits) {
        const double upper =
            ref.key->upperLimit ? ref.key->upperLimit(scenario, ref.element) : l->hi;
        lo = std::max(lo, l->lo);
        if (upper > l->lo) {
            hi = std::min(hi, upper);
        }
    }
    return {std::string(path), sweepRange(*ref.key, lo, hi, 0)};
}

InputSweep sweepInput(const Scenario& scenario, const SweepRequest& request) {
    InputSweep sweep;
    sweep.request = request;
    const auto checkAxis = [&](const SweepAxis& axis, const char* option, std::size_t most) {
        const KeyRef ref = numericKey(scenario, axis.path);
        if (!ref.key) {
            sweep.diagnostics.push_back(
                {.code = DiagCode::SweepUnknownKey, .field = option, .text = axis.path});
        } else if (!isNumeric(*ref.key)) {
            sweep.diagnostics.push_back(
                {.code = DiagCode::SweepKeyNotNumeric, .field = option, .text = axis.path});
        } else if (axis.values.empty() || axis.values.size() > most) {
            sweep.diagnostics.push_back({.code = DiagCode::SweepTooManyPoints,
                                         .field = option,
                                         .actual = static_cast<double>(axis.values.size()),
                                         .limit = static_cast<double>(most)});
        }
    };
    checkAxis(request.x, "x", kMaxSweepPoints);
    if (request.family) {
        checkAxis(*request.family, "family", kMaxSweepFamily);
        if (request.family->path == request.x.path) {
            sweep.diagnostics.push_back(
                {.code = DiagCode::SweepFamilyIsX, .field = "family", .text = request.x.path});
        }
    }
    if (hasErrors(sweep.diagnostics)) {
        return sweep;
    }
    sweep.valid = true;
    const SweepOutputInfo& info = sweepOutputInfo(request.y);
    const auto pointOf = [&](const Scenario& s, double x) {
        SweepPoint p{.x = x};
        const Result r = evaluate(s);
        p.reasons = gapReasons(r, request.y);
        if (p.reasons.empty()) {
            p.y = sweepOutputValue(request.y, r);
            if (!p.y) {
                // No step model: the layout does not work for the architecture and batch (a
                // warning under an assumed MFU), or there is no architecture.
                for (const Diagnostic& d : r.diagnostics) {
                    if (isLayoutProblem(d.code)) {
                        Diagnostic e = d;
                        e.severity = Severity::Error;
                        p.reasons.push_back(std::move(e));
                    }
                }
                if (p.reasons.empty()) {
                    p.reasons.push_back({.code = DiagCode::OutputNeedsArchitecture,
                                         .field = "workload.architecture",
                                         .text = std::string(info.id)});
                }
            } else if (!std::isfinite(*p.y)) {
                p.y.reset();
                p.reasons.push_back({.code = DiagCode::NotFinite, .text = std::string(info.id)});
            }
        }
        if (p.y && r.step && request.y == SweepOutput::MemoryPerGpu) {
            p.hbm = units::inGigabytes(r.step->memory.capacity);
        }
        return p;
    };
    const std::vector<std::optional<double>> family =
        request.family ? std::vector<std::optional<double>>(request.family->values.begin(),
                                                            request.family->values.end())
                       : std::vector<std::optional<double>>{std::nullopt};
    for (const std::optional<double>& f : family) {
        Scenario base = scenario;
        const std::optional<Diagnostic> familyProblem =
            f ? setChecked(base, request.family->path, *f) : std::nullopt;
        SweepCurve curve{.familyValue = f, .points = {}};
        for (const double x : request.x.values) {
            Scenario s = base;
            const std::optional<Diagnostic> problem = setChecked(s, request.x.path, x);
            if (familyProblem || problem) {
                SweepPoint gap{.x = x};
                for (const std::optional<Diagnostic>& d : {familyProblem, problem}) {
                    if (d) {
                        gap.reasons.push_back(*d);
                    }
                }
                curve.points.push_back(std::move(gap));
                continue;
            }
            curve.points.push_back(pointOf(s, x));
        }
        sweep.curves.push_back(std::move(curve));
    }
    sweep.currentX = sweepKeyValue(scenario, request.x.path);
    if (const SweepPoint here = pointOf(scenario, sweep.currentX.value_or(0)); here.y) {
        sweep.currentY = here.y;
    }
    return sweep;
}

nlohmann::json inputSweepToJson(const InputSweep& sweep) {
    using nlohmann::json;
    const SweepRequest& rq = sweep.request;
    const auto keyJson = [](const std::string& path) {
        const ScenarioKey* key = findScenarioKey(path);
        return json{{"key", path}, {"unit", key ? std::string(key->unit) : std::string()}};
    };
    json j;
    j["x"] = keyJson(rq.x.path);
    const SweepOutputInfo& info = sweepOutputInfo(rq.y);
    j["y"] = {{"id", std::string(info.id)}, {"unit", std::string(info.unit)}};
    j["family"] = rq.family ? keyJson(rq.family->path) : json(nullptr);
    j["curves"] = json::array();
    for (const SweepCurve& c : sweep.curves) {
        json curve;
        curve["family"] = c.familyValue ? json(*c.familyValue) : json(nullptr);
        curve["points"] = json::array();
        for (const SweepPoint& p : c.points) {
            json point{{"x", p.x}, {"y", p.y ? finiteOrNull(*p.y) : json(nullptr)}};
            if (p.hbm) {
                point["hbmGB"] = *p.hbm;
            }
            point["reasons"] = diagnosticsToJson(p.reasons);
            curve["points"].push_back(std::move(point));
        }
        j["curves"].push_back(std::move(curve));
    }
    j["current"] = {{"x", sweep.currentX ? json(*sweep.currentX) : json(nullptr)},
                    {"y", sweep.currentY ? json(*sweep.currentY) : json(nullptr)}};
    return j;
}

} // namespace goodput
