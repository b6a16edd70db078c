// SPDX-License-Identifier: MIT
#include "scenario_json.h"

#include "enum_names.h"
#include "scenario_schema.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace goodput {

nlohmann::json overlay(nlohmann::json base, const nlohmann::json& top) {
    if (!base.is_object() || !top.is_object()) {
        return top;
    }
    for (const auto& [key, value] : top.items()) {
        const auto it = base.find(key);
        base[key] = it != base.end() ? overlay(*it, value) : value;
    }
    return base;
}

namespace {

using nlohmann::json;

/// Keys of a preset that describe it rather than the hardware; consumed without a typed read.
constexpr std::string_view kMetadataKeys[] = {
    "formatVersion", "kind",           "id",          "vendor",
    "generation",    "releaseYear",    "sources",     "notes",
    "missing",       "unverified",     "price",       "matmulEfficiencySource",
    "organization",  "trainingTokens", "kernelSource"};

void markMetadata(ObjectReader& r) {
    for (std::string_view key : kMetadataKeys) {
        r.markSeen(key);
    }
}

/// The range of a schema key read outside the schema's generic reader.
std::optional<KeyLimits> limitsOf(std::string_view schemaPath) {
    const ScenarioKey* key = findScenarioKey(schemaPath);
    return key ? key->limits : std::nullopt;
}

/// `hardware.hbmCapacityGB`'s range in GiB, whole GiB inside it: up to 931,322 GiB.
std::optional<KeyLimits> capacityLimitsInGiB() {
    std::optional<KeyLimits> l = limitsOf("hardware.hbmCapacityGB");
    if (l) {
        l->hi = std::floor(units::inGibibytes(units::gigabytes(l->hi)));
    }
    return l;
}

/// How a hardware number's range is judged.
enum class RangeCheck {
    Later,    ///< by validate, on the stored value, under the key's own name
    AsWritten ///< here, in the key's unit: the stored value is checked under another key
};

/// A hardware number in its key's unit, converted by `make`. One that overflows in the base unit
/// is judged against `limits` (in the key's unit) as the schema's own reader judges its keys;
/// `out` is left as it was, so nothing reads a value it could not write back.
template <class Q>
bool readQuantity(ObjectReader& r, std::string_view key, const std::optional<KeyLimits>& limits,
                  Q& out, Q (*make)(double), RangeCheck check = RangeCheck::Later) {
    double v = 0;
    if (!r.number(key, v)) {
        return false;
    }
    if (check == RangeCheck::AsWritten && limits) {
        if (std::optional<Diagnostic> problem = rangeProblem(*limits, v)) {
            problem->field = r.pathOf(key);
            r.diagnostics().push_back(*problem);
            return false;
        }
    }
    const Q q = make(v);
    if (!std::isfinite(q.value())) {
        r.diagnostics().push_back(unitOverflow(limits, v, r.pathOf(key)));
        return false;
    }
    out = q;
    return true;
}

/// A value a preset may leave unpublished (null): reported, never replaced by an invented number.
template <class Q>
void publishedQuantity(ObjectReader& r, std::string_view key,
                       const std::optional<KeyLimits>& limits, Q& out, Q (*make)(double),
                       Diagnostics& diags, RangeCheck check = RangeCheck::Later) {
    if (r.isNull(key)) {
        r.markSeen(key);
        diags.push_back({.code = DiagCode::MissingHardwareValue, .field = r.pathOf(key)});
        return;
    }
    readQuantity(r, key, limits, out, make, check);
}

ByteRate terabytesPerSecond(double v) {
    return units::terabytesPerSecond(v);
}

void readTier(ObjectReader& r, Tier& t, bool bits, Diagnostics& diags) {
    r.string("name", t.name);
    if (bits) {
        publishedQuantity(r, "bandwidthGbps", limitsOf("hardware.scaleOut.bandwidthGbps"),
                          t.bandwidth, &units::gigabitsPerSecond, diags);
        publishedQuantity(r, "latencyUs", limitsOf("hardware.scaleOut.latencyUs"), t.latency,
                          &units::microseconds, diags);
    } else {
        publishedQuantity(r, "bandwidthGBps", limitsOf("hardware.scaleUp.bandwidthGBps"),
                          t.bandwidth, &units::gigabytesPerSecond, diags);
        publishedQuantity(r, "latencyUs", limitsOf("hardware.scaleUp.latencyUs"), t.latency,
                          &units::microseconds, diags);
    }
    if (r.isNull("domainSize")) { // unpublished: reported like any other null
        r.markSeen("domainSize");
        diags.push_back({.code = DiagCode::MissingHardwareValue, .field = r.pathOf("domainSize")});
    } else {
        r.integer("domainSize", t.domainSize);
    }
    r.number("efficiency", t.efficiency);
    r.enumeration("topology", t.topology, EnumNames<Topology>::values);
    r.markSeen("efficiencySource");
}

/// The object a section reads from: the named preset with the section's own keys laid over it.
json withPreset(const json& section, PresetKind kind, const PresetLookup& presets,
                const std::string& path, Diagnostics& diags) {
    const auto it = section.is_object() ? section.find("preset") : section.end();
    if (it == section.end() || it->is_null()) {
        return section;
    }
    if (!it->is_string()) {
        return section; // the typed read reports the wrong type
    }
    const std::string id = it->get<std::string>();
    const json* preset = presets ? presets(kind, id) : nullptr;
    if (preset == nullptr) {
        diags.push_back({.code = DiagCode::UnknownPreset, .field = path + ".preset", .text = id});
        return section;
    }
    json base = *preset;
    // A capacity is given in GB or in GiB: a section that sets one unit replaces the preset's
    // other.
    if (kind == PresetKind::Hardware && base.is_object()) {
        if (section.contains("hbmCapacityGB")) {
            base.erase("hbmCapacityGiB");
        }
        if (section.contains("hbmCapacityGiB")) {
            base.erase("hbmCapacityGB");
        }
    }
    return overlay(std::move(base), section);
}

void readWorkload(ObjectReader r, Scenario& s) {
    Workload& w = s.workload;
    r.string("preset", w.preset);
    r.string("id", w.preset); // a model preset's own id when it was laid under the section
    r.markSeen("displayName");
    markMetadata(r);
    // The architecture first: a model preset's pretraining context is its sequence length unless
    // the section sets one.
    if (r.has("architecture") && !r.isNull("architecture")) {
        Architecture a = w.architecture.value_or(Architecture{});
        ObjectReader ar = r.child("architecture");
        readArchitecture(ar, a);
        if (ar.has("sequenceLength")) {
            ar.integer("sequenceLength", w.sequenceLength);
        }
        ar.warnUnknownKeys();
        w.architecture = a;
    } else {
        r.markSeen("architecture");
    }
    readScenarioKeys(r, "workload", s);
    if (!r.has("tokens") && r.has("trainingTokens") && !r.isNull("trainingTokens")) {
        r.number("trainingTokens", w.tokens); // a model preset's training tokens
    }
    // The two booleans before `mfu.flopConvention` (read after this section, so it wins).
    if (r.has("attentionFlops") || r.has("attentionFlopsCausal")) {
        bool attention = false;
        bool causal = false;
        r.boolean("attentionFlops", attention);
        r.boolean("attentionFlopsCausal", causal);
        s.flopConvention = !attention ? FlopConvention::SixN
                           : causal   ? FlopConvention::SixNCausalAttention
                                      : FlopConvention::SixNAttention;
    }
    if (r.has("globalBatchSequences")) {
        double sequences = 0;
        r.number("globalBatchSequences", sequences);
        if (!r.has("globalBatchTokens")) {
            w.globalBatchTokens = sequences * w.sequenceLength;
        }
    }
    r.warnUnknownKeys();
}

/// The reliability section of `s`: the preset's and the section's keys, then the parts.
void readReliabilitySection(ObjectReader& r, Scenario& s) {
    Diagnostics& diags = r.diagnostics();
    ReliabilitySettings& rel = s.reliability;
    r.string("preset", rel.preset);
    r.string("id", rel.preset); // a reliability preset's own id when it was laid under the section
    r.markSeen("displayName");
    markMetadata(r);
    if (const json* parts = r.array("parts")) {
        rel.parts.clear();
        for (std::size_t i = 0; i < parts->size(); ++i) {
            ObjectReader pr((*parts)[i], r.pathOf("parts") + "[" + std::to_string(i) + "]", diags);
            rel.parts.emplace_back();
            readScenarioKeys(pr, "reliability.parts[]", s, i);
            if (rel.parts.back().kind.empty()) {
                rel.parts.back().kind = PartKind{}.kind; // "" names no kind: the default, a node
            }
            pr.markSeen("source");
            pr.markSeen("derivation");
            pr.warnUnknownKeys();
        }
    }
    readScenarioKeys(r, "reliability", s);
}

} // namespace

void readReliabilityFields(ObjectReader& r, ReliabilitySettings& rel) {
    Scenario s;
    s.reliability = std::move(rel);
    readReliabilitySection(r, s);
    rel = std::move(s.reliability);
}

namespace {

json tierToJson(const Tier& t, bool bits) {
    json j;
    j["name"] = t.name;
    if (bits) {
        j["bandwidthGbps"] = units::inGigabitsPerSecond(t.bandwidth);
    } else {
        j["bandwidthGBps"] = units::inGigabytesPerSecond(t.bandwidth);
    }
    j["latencyUs"] = units::inMicroseconds(t.latency);
    j["domainSize"] = t.domainSize;
    j["efficiency"] = t.efficiency;
    j["topology"] = std::string(enumName(t.topology));
    return j;
}

} // namespace

void readArchitecture(ObjectReader& r, Architecture& a) {
    Scenario s;
    s.workload.architecture = a;
    readScenarioKeys(r, "workload.architecture", s);
    a = *s.workload.architecture;
    if (r.has("attentionHeads") && !r.has("kvHeads")) {
        a.kvHeads = a.attentionHeads; // new heads without KV heads: multi-head attention
    }
    r.integer("kvHeads", a.kvHeads);
}

void readHardwareFields(ObjectReader& r, HardwareSpec& h) {
    Diagnostics& diags = r.diagnostics();
    markMetadata(r);
    r.string("preset", h.preset);
    r.string("id", h.preset); // a hardware preset's own id when it was laid under the section
    r.string("displayName", h.displayName);
    Accelerator& a = h.accelerator;
    publishedQuantity(r, "peakBf16Tflops", limitsOf("hardware.peakBf16Tflops"), a.peakBf16,
                      &units::teraflopPerSecond, diags);
    // FP8 null means "no FP8 units", not "unpublished".
    if (r.isNull("peakFp8Tflops")) {
        r.markSeen("peakFp8Tflops");
        a.peakFp8.reset();
    } else if (FlopRate fp8; readQuantity(r, "peakFp8Tflops", limitsOf("hardware.peakFp8Tflops"),
                                          fp8, &units::teraflopPerSecond)) {
        a.peakFp8 = fp8;
    }
    if (r.has("hbmCapacityGiB") && r.has("hbmCapacityGB")) {
        diags.push_back({.code = DiagCode::ConflictingKeys,
                         .field = r.pathOf("hbmCapacityGiB"),
                         .text = "hbmCapacityGB"});
        r.markSeen("hbmCapacityGB");
    }
    if (r.has("hbmCapacityGiB")) {
        // The scenario keeps bytes, range-checked later as `hbmCapacityGB` in GB: a capacity
        // written in GiB is judged as written, so a message names the user's key and number.
        publishedQuantity(r, "hbmCapacityGiB", capacityLimitsInGiB(), a.hbmCapacity,
                          &units::gibibytes, diags, RangeCheck::AsWritten);
    } else {
        publishedQuantity(r, "hbmCapacityGB", limitsOf("hardware.hbmCapacityGB"), a.hbmCapacity,
                          &units::gigabytes, diags);
    }
    publishedQuantity(r, "hbmBandwidthTBps", limitsOf("hardware.hbmBandwidthTBps"), a.hbmBandwidth,
                      &terabytesPerSecond, diags);
    r.number("matmulEfficiency", a.matmulEfficiency);
    r.optionalValue("fp8MatmulEfficiency", a.fp8MatmulEfficiency);
    r.optionalValue("sustainedMatmulEfficiency", a.sustainedMatmulEfficiency);
    r.optionalValue("attentionEfficiency", a.attentionEfficiency);
    r.optionalValue("flash2AttentionEfficiency", a.flash2AttentionEfficiency);
    r.integer("computeUnits", a.computeUnits);
    r.number("memoryEfficiency", a.memoryEfficiency);
    if (r.isNull("tdpWatts")) {
        r.markSeen("tdpWatts");
        h.tdpWatts = 0;
    } else {
        r.number("tdpWatts", h.tdpWatts);
    }

    // Tiers: scale-up, scale-out, and a spine above the pod when it is oversubscribed.
    Tier up = h.hierarchy.tiers.size() > 0 ? h.hierarchy.tiers[0] : Tier{};
    Tier out = h.hierarchy.tiers.size() > 1 ? h.hierarchy.tiers[1] : Tier{};
    up.kind = TierKind::ScaleUp;
    out.kind = TierKind::ScaleOut;
    ObjectReader upReader = r.child("scaleUp");
    readTier(upReader, up, false, diags);
    upReader.warnUnknownKeys();
    ObjectReader outReader = r.child("scaleOut");
    readTier(outReader, out, true, diags);
    double oversubscription =
        h.hierarchy.tiers.size() > 2 ? h.hierarchy.tiers[2].oversubscription : 1.0;
    outReader.integer("podSize", out.domainSize);
    outReader.number("oversubscriptionAbovePod", oversubscription);
    outReader.warnUnknownKeys();
    h.hierarchy.tiers = {up, out};
    if (out.domainSize > 0) {
        Tier spine = out;
        spine.kind = TierKind::Spine;
        spine.name = out.name + " (spine)";
        spine.domainSize = 0;
        spine.oversubscription = oversubscription;
        h.hierarchy.tiers.push_back(spine);
    }
}

ScenarioReadResult readScenario(std::string_view text, const PresetLookup& presets) {
    ScenarioReadResult result;
    const std::optional<json> document = parseJson(text, result.diagnostics);
    if (!document) {
        return result;
    }
    result = readScenarioDocument(*document, presets);
    // Two spellings of one quantity in the file's own workload section (a preset laid under it
    // may bring the other): both given is a conflict, never the first silently ignored.
    const auto workload = document->find("workload");
    for (const auto& [one, other] : {std::pair{"globalBatchSequences", "globalBatchTokens"},
                                     std::pair{"trainingTokens", "tokens"}}) {
        if (workload != document->end() && workload->is_object() && workload->contains(one) &&
            workload->contains(other)) {
            result.diagnostics.push_back({.code = DiagCode::ConflictingKeys,
                                          .field = std::string("workload.") + one,
                                          .text = other});
        }
    }
    // The old attention booleans and the convention that replaced them.
    const auto mfu = document->find("mfu");
    if (mfu != document->end() && mfu->is_object() && mfu->contains("flopConvention") &&
        workload != document->end() && workload->is_object()) {
        for (const char* old : {"attentionFlops", "attentionFlopsCausal"}) {
            if (workload->contains(old)) {
                result.diagnostics.push_back({.code = DiagCode::ConflictingKeys,
                                              .field = std::string("workload.") + old,
                                              .text = "mfu.flopConvention"});
            }
        }
    }
    return result;
}

namespace {

/// "70B", "7.5B", "405B", "1.2T", "350M": a parameter count as model names give it.
std::string parameterLabel(double n) {
    const std::pair<double, const char*> scales[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}};
    for (const auto& [scale, suffix] : scales) {
        if (n >= scale || scale == 1e6) {
            char text[32];
            const double v = n / scale;
            // Three significant digits, never an exponent (999.95 rounds to "1e+03" under %g).
            std::snprintf(text, sizeof text, v < 999.5 ? "%.3g%s" : "%.0f%s", v, suffix);
            return text;
        }
    }
    return {};
}

/// 16384 -> "16,384" (English grouping, whatever the locale: model/ knows none).
std::string groupedCount(long long n) {
    std::string digits = std::to_string(n);
    for (auto i = static_cast<std::ptrdiff_t>(digits.size()) - 3; i > 0; i -= 3) {
        digits.insert(static_cast<std::size_t>(i), ",");
    }
    return digits;
}

/// The title of a scenario file without `name`: the chapter example's own title when it is that
/// example, else what it is ("7B on 512 GPUs"). Every untitled file was once "Chapter 2.5.15
/// example: 70B on 1,024 GPUs", whatever its model.
std::string untitledName(const Scenario& s) {
    const Scenario chapter = defaultScenario();
    Scenario probe = s;
    probe.name = chapter.name;
    if (scenarioToJson(probe) == scenarioToJson(chapter)) {
        return chapter.name;
    }
    return parameterLabel(s.workload.parameters) + " on " + groupedCount(s.cluster.gpus) + " GPUs";
}

} // namespace

ScenarioReadResult readScenarioDocument(const json& document, const PresetLookup& presets) {
    ScenarioReadResult result;
    Scenario& s = result.scenario;
    s = defaultScenario();
    Diagnostics& diags = result.diagnostics;
    ObjectReader root(document, "", diags);
    if (!document.is_object()) {
        return result;
    }

    // The version decides how everything else reads: a file from a newer Goodput is refused
    // rather than half-read.
    if (!root.has("schemaVersion")) {
        diags.push_back({.code = DiagCode::MissingField, .field = "schemaVersion"});
        return result;
    }
    double version = 0;
    root.number("schemaVersion", version);
    if (hasErrors(diags)) {
        return result;
    }
    if (version != kScenarioSchemaVersion) {
        diags.push_back({.code = DiagCode::UnsupportedVersion,
                         .field = "schemaVersion",
                         .actual = version,
                         .limit = kScenarioSchemaVersion});
        return result;
    }

    root.string("name", s.name);

    const json workload = withPreset(document.value("workload", json::object()), PresetKind::Model,
                                     presets, "workload", diags);
    root.markSeen("workload");
    readWorkload(ObjectReader(workload, "workload", diags), s);

    const json hardware = withPreset(document.value("hardware", json::object()),
                                     PresetKind::Hardware, presets, "hardware", diags);
    root.markSeen("hardware");
    {
        ObjectReader hr(hardware, "hardware", diags);
        readHardwareFields(hr, s.hardware);
        hr.warnUnknownKeys();
        // A preset's price is the default cost unless the scenario sets one (below).
        if (const auto price = hardware.find("price");
            price != hardware.end() && price->is_object()) {
            const auto usd = price->find("usdPerGpuHour");
            if (usd != price->end() && usd->is_number() && std::isfinite(usd->get<double>())) {
                s.pricePerGpu = units::dollarsPerHour(usd->get<double>());
            }
        }
    }

    for (const char* section : {"cluster", "layout", "communication", "checkpoint"}) {
        ObjectReader r = root.child(section);
        readScenarioKeys(r, section, s);
        r.warnUnknownKeys();
    }
    const json reliability = withPreset(document.value("reliability", json::object()),
                                        PresetKind::Reliability, presets, "reliability", diags);
    root.markSeen("reliability");
    {
        ObjectReader r(reliability, "reliability", diags);
        readReliabilitySection(r, s);
        r.warnUnknownKeys();
    }
    for (const char* section : {"mfu", "cost", "power"}) {
        ObjectReader r = root.child(section);
        readScenarioKeys(r, section, s);
        r.warnUnknownKeys();
    }
    root.warnUnknownKeys();
    if (!root.has("name") && !hasErrors(diags)) {
        s.name = untitledName(s);
    }
    return result;
}

json architectureToJson(const Architecture& a) {
    Scenario s;
    s.workload.architecture = a;
    json j = json::object();
    writeScenarioKeys(j, "workload.architecture", s);
    j["kvHeads"] = a.kvHeads;
    return j;
}

json hardwareToJson(const HardwareSpec& h) {
    json j;
    if (!h.preset.empty()) {
        j["preset"] = h.preset;
    }
    j["displayName"] = h.displayName;
    const Accelerator& a = h.accelerator;
    j["peakBf16Tflops"] = units::inTeraflopPerSecond(a.peakBf16);
    j["peakFp8Tflops"] = a.peakFp8 ? json(units::inTeraflopPerSecond(*a.peakFp8)) : json(nullptr);
    j["hbmCapacityGB"] = units::inGigabytes(a.hbmCapacity);
    j["hbmBandwidthTBps"] = a.hbmBandwidth.value() / units::tera;
    j["matmulEfficiency"] = a.matmulEfficiency;
    j["fp8MatmulEfficiency"] = a.fp8MatmulEfficiency ? json(*a.fp8MatmulEfficiency) : json(nullptr);
    j["sustainedMatmulEfficiency"] =
        a.sustainedMatmulEfficiency ? json(*a.sustainedMatmulEfficiency) : json(nullptr);
    j["attentionEfficiency"] = a.attentionEfficiency ? json(*a.attentionEfficiency) : json(nullptr);
    j["flash2AttentionEfficiency"] =
        a.flash2AttentionEfficiency ? json(*a.flash2AttentionEfficiency) : json(nullptr);
    j["computeUnits"] = a.computeUnits;
    j["memoryEfficiency"] = a.memoryEfficiency;
    j["tdpWatts"] = h.tdpWatts;
    const std::vector<Tier>& tiers = h.hierarchy.tiers;
    if (!tiers.empty()) {
        j["scaleUp"] = tierToJson(tiers[0], false);
    }
    if (tiers.size() > 1) {
        json out = tierToJson(tiers[1], true);
        out.erase("domainSize");
        out.erase("topology");
        out["podSize"] = tiers[1].domainSize;
        out["oversubscriptionAbovePod"] = tiers.size() > 2 ? tiers[2].oversubscription : 1.0;
        j["scaleOut"] = out;
    }
    return j;
}

json reliabilityToJson(const ReliabilitySettings& r) {
    Scenario s;
    s.reliability = r;
    json parts = json::array();
    for (std::size_t i = 0; i < r.parts.size(); ++i) {
        json part = json::object();
        writeScenarioKeys(part, "reliability.parts[]", s, i);
        parts.push_back(std::move(part));
    }
    json j = json::object();
    j["parts"] = std::move(parts);
    writeScenarioKeys(j, "reliability", s);
    if (!r.preset.empty()) {
        j["preset"] = r.preset;
    }
    return j;
}

void roundNumbersForText(json& j) {
    if (j.is_number_float()) {
        const double v = j.get<double>();
        if (std::isfinite(v) && v != 0) {
            std::array<char, 32> text{};
            std::snprintf(text.data(), text.size(), "%.15g", v);
            j = std::strtod(text.data(), nullptr);
        }
    } else if (j.is_structured()) {
        for (json& child : j) {
            roundNumbersForText(child);
        }
    }
}

json workloadToJson(const Scenario& s) {
    const Workload& w = s.workload;
    json wj;
    if (!w.preset.empty()) {
        wj["preset"] = w.preset;
    }
    writeScenarioKeys(wj, "workload", s);
    if (w.architecture) {
        wj["architecture"] = architectureToJson(*w.architecture);
    }
    return wj;
}

json scenarioToJson(const Scenario& s) {
    json j;
    j["schemaVersion"] = kScenarioSchemaVersion;
    j["name"] = s.name;
    j["workload"] = workloadToJson(s);

    j["hardware"] = hardwareToJson(s.hardware);
    for (const char* section :
         {"cluster", "layout", "communication", "checkpoint", "mfu", "cost", "power"}) {
        json o = json::object();
        writeScenarioKeys(o, section, s);
        j[section] = std::move(o);
    }
    j["reliability"] = reliabilityToJson(s.reliability);
    roundNumbersForText(j);
    return j;
}

} // namespace goodput
