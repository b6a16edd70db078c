// SPDX-License-Identifier: MIT
#include "preset.h"

#include "architecture.h"
#include "json_reader.h"
#include "plan.h"
#include "preset_schema.h"

#include <algorithm>
#include <span>

namespace goodput {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::pair<std::string_view, PresetKind> kKinds[] = {
    {"hardware", PresetKind::Hardware},
    {"model", PresetKind::Model},
    {"reliability", PresetKind::Reliability}};

/// The value at a dotted path through nested objects, or nullptr.
const json* findPath(const json& document, std::string_view path) {
    const json* current = &document;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string_view key =
            path.substr(start, dot == std::string_view::npos ? path.npos : dot - start);
        if (!current->is_object()) {
            return nullptr;
        }
        const auto it = current->find(key);
        if (it == current->end()) {
            return nullptr;
        }
        current = &*it;
        if (dot == std::string_view::npos) {
            return current;
        }
        start = dot + 1;
    }
}

/// Whether a declared path names a value: dotted keys, where a key may end in "[i]" (one element
/// of an array) or "[]" (some element of it), as in "parts[].detectionSeconds".
bool pathExists(const json& document, std::string_view path) {
    const std::size_t dot = path.find('.');
    const std::string_view segment = path.substr(0, dot);
    const std::string_view rest =
        dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
    const auto within = [&](const json& value) {
        return rest.empty() || pathExists(value, rest);
    };
    const std::size_t bracket = segment.find('[');
    const std::string_view key = segment.substr(0, bracket);
    const auto found = document.is_object() ? document.find(key) : document.end();
    if (found == document.end()) {
        return false;
    }
    const json& value = *found;
    if (bracket == std::string_view::npos) {
        return within(value);
    }
    const std::string_view index = segment.substr(bracket + 1, segment.size() - bracket - 2);
    if (!value.is_array() || !segment.ends_with(']') || index.size() > 9) {
        return false;
    }
    if (index.empty()) {
        return std::any_of(value.begin(), value.end(), within);
    }
    std::size_t i = 0;
    for (char c : index) {
        if (c < '0' || c > '9') {
            return false;
        }
        i = i * 10 + static_cast<std::size_t>(c - '0');
    }
    return i < value.size() && within(value[i]);
}

/// The keys of the kind's rows that `need` says a file carries: missing, each is an error
/// (Required) or a warning (Expected).
void requireKeys(const json& document, PresetKind kind, PresetNeed need, Diagnostics& diags) {
    const Severity severity = need == PresetNeed::Required ? Severity::Error : Severity::Warning;
    for (const PresetKey& key : presetKeys(kind)) {
        if (key.need != need) {
            continue;
        }
        const std::string_view path = key.path;
        const std::size_t dot = path.rfind('.');
        // A missing or mistyped parent is reported once, for the parent.
        const json* parent =
            dot == std::string_view::npos ? &document : findPath(document, path.substr(0, dot));
        if (parent == nullptr || !parent->is_object()) {
            continue;
        }
        if (!parent->contains(path.substr(dot == std::string_view::npos ? 0 : dot + 1))) {
            diags.push_back(
                {.code = DiagCode::MissingField, .severity = severity, .field = std::string(path)});
        }
    }
}

void stringList(ObjectReader& r, std::string_view key, std::vector<std::string>& out) {
    const json* list = r.array(key);
    if (list == nullptr) {
        return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json& item = (*list)[i];
        if (item.is_string()) {
            out.push_back(item.get<std::string>());
        } else {
            r.diagnostics().push_back({.code = DiagCode::WrongType,
                                       .field = r.pathOf(key) + "[" + std::to_string(i) + "]",
                                       .text = "string"});
        }
    }
}

/// A string that is null where there is nothing to say (a price's date without a price).
void nullableString(ObjectReader& r, std::string_view key, std::string& out) {
    if (r.isNull(key)) {
        r.markSeen(key);
    } else {
        r.string(key, out);
    }
}

/// A number a preset may leave unpublished (null), recorded in `unpublished`.
template <class T>
void nullableNumber(ObjectReader& r, std::string_view key, std::optional<T>& out,
                    std::vector<std::string>& unpublished) {
    if (r.isNull(key)) {
        r.markSeen(key);
        unpublished.push_back(r.pathOf(key));
        return;
    }
    const std::size_t problemsBefore = r.diagnostics().size();
    T value{};
    if constexpr (std::is_same_v<T, int>) {
        r.integer(key, value);
    } else {
        r.number(key, value);
    }
    if (r.has(key) && r.diagnostics().size() == problemsBefore) {
        out = value;
    }
}

void readCommon(ObjectReader& root, Preset& p) {
    if (p.kind != PresetKind::Hardware) { // readHardwareFields reads a hardware preset's name
        root.string("displayName", p.displayName);
    }
    nullableNumber(root, "releaseYear", p.releaseYear, p.unpublished);
    stringList(root, "missing", p.missing);
    stringList(root, "unverified", p.unverified);
    root.string("notes", p.notes);
    stringList(root, "sources", p.sources);
}

void readHardwarePreset(const json& document, ObjectReader& root, Preset& p) {
    Diagnostics& diags = root.diagnostics();
    root.string("vendor", p.vendor);
    root.string("generation", p.generation);
    root.string("matmulEfficiencySource", p.matmulEfficiencySource);
    root.string("kernelSource", p.kernelSource);
    p.hbmCapacityInGiB = root.has("hbmCapacityGiB");
    // Per-tier sources; the tiers' physical keys and unknown keys are readHardwareFields' job.
    for (const auto& [key, out] : {std::pair{"scaleUp", &p.scaleUpEfficiencySource},
                                   std::pair{"scaleOut", &p.scaleOutEfficiencySource}}) {
        if (const json* tier = findPath(document, key); tier != nullptr && tier->is_object()) {
            ObjectReader tierReader(*tier, key, diags);
            tierReader.string("efficiencySource", *out);
        }
    }
    {
        ObjectReader price = root.child("price");
        nullableNumber(price, "usdPerGpuHour", p.price.usdPerGpuHour, p.unpublished);
        nullableString(price, "date", p.price.date);
        nullableString(price, "source", p.price.source);
        price.warnUnknownKeys();
    }

    // The physical fields: exactly what a scenario reads when it names this preset. A null is
    // no error in a preset ("missing" says whether it is declared); it only is in a plan.
    const std::size_t before = diags.size();
    readHardwareFields(root, p.hardware);
    p.displayName = p.hardware.displayName;
    const auto firstNull = std::stable_partition(
        diags.begin() + static_cast<std::ptrdiff_t>(before), diags.end(),
        [](const Diagnostic& d) { return d.code != DiagCode::MissingHardwareValue; });
    for (auto it = firstNull; it != diags.end(); ++it) {
        p.unpublished.push_back(it->field);
    }
    diags.erase(firstNull, diags.end());
    if (root.isNull("tdpWatts")) { // no plan needs the TDP, so its reader does not report the null
        p.unpublished.emplace_back("tdpWatts");
    }
    if (!root.has("hbmCapacityGB") && !root.has("hbmCapacityGiB")) {
        diags.push_back({.code = DiagCode::MissingField, .field = "hbmCapacityGB"});
    }
    requireKeys(document, PresetKind::Hardware, PresetNeed::Required, diags);
    requireKeys(document, PresetKind::Hardware, PresetNeed::Expected, diags);
}

void readModelPreset(const json& document, ObjectReader& root, Preset& p) {
    ModelSpec& m = p.model;
    root.string("organization", p.organization);
    root.number("parameters", m.parameters);
    if (root.isNull("activeParameters")) { // dense: every parameter is active
        root.markSeen("activeParameters");
    } else if (root.has("activeParameters")) {
        double active = 0;
        root.number("activeParameters", active);
        m.activeParameters = active;
    }
    nullableNumber(root, "trainingTokens", m.trainingTokens, p.unpublished);
    ObjectReader arch = root.child("architecture");
    readArchitecture(arch, m.architecture);
    arch.integer("sequenceLength", m.sequenceLength);
    arch.warnUnknownKeys();
    requireKeys(document, PresetKind::Model, PresetNeed::Required, root.diagnostics());
    requireKeys(document, PresetKind::Model, PresetNeed::Expected, root.diagnostics());
}

/// A reliability preset holds exactly a scenario's reliability section, read by its reader.
void readReliabilityPreset(const json& document, ObjectReader& root, Preset& p) {
    readReliabilityFields(root, p.reliability);
    p.reliability.preset.clear(); // the reader takes the preset's own id as the section's preset
    requireKeys(document, PresetKind::Reliability, PresetNeed::Required, root.diagnostics());
    requireKeys(document, PresetKind::Reliability, PresetNeed::Expected, root.diagnostics());
}

/// The preset key for a field validate() names in a scenario, or nothing when the check does not
/// concern the preset.
std::optional<std::string> presetFieldOf(const std::string& scenarioField, const Preset& p) {
    if (scenarioField == "hardware.hbmCapacityGB" && p.hbmCapacityInGiB) {
        return "hbmCapacityGiB";
    }
    return presetPathOfScenarioField(p.kind, scenarioField);
}

/// Range checks: the scenario validator's, applied to a scenario holding this preset, so a preset
/// accepts exactly the values a scenario does.
void validateRanges(const Preset& p, Diagnostics& diags) {
    for (Diagnostic& d : validate(scenarioHolding(p))) {
        const std::optional<std::string> field = presetFieldOf(d.field, p);
        if (field && !p.isUnpublished(*field)) {
            d.field = *field;
            diags.push_back(std::move(d));
        }
    }
    // The preset's own numbers (the release year, the price).
    for (const PresetKey& key : presetKeys(p.kind)) {
        const std::optional<double> v = key.number ? key.number(p) : std::nullopt;
        if (!v || !key.limits) {
            continue;
        }
        if (std::optional<Diagnostic> problem = rangeProblem(*key.limits, *v)) {
            problem->field = std::string(key.path);
            diags.push_back(std::move(*problem));
        }
    }
}

/// "missing" must name exactly the unpublished values; "unverified" must name existing keys.
void checkDeclarations(const json& document, const Preset& p, Diagnostics& diags) {
    for (const std::string& path : p.unpublished) {
        if (std::find(p.missing.begin(), p.missing.end(), path) == p.missing.end()) {
            diags.push_back({.code = DiagCode::PresetNullNotListed,
                             .severity = Severity::Warning,
                             .field = path});
        }
    }
    for (std::size_t i = 0; i < p.missing.size(); ++i) {
        if (!p.isUnpublished(p.missing[i])) {
            diags.push_back({.code = DiagCode::PresetListedNotNull,
                             .severity = Severity::Warning,
                             .field = "missing[" + std::to_string(i) + "]",
                             .text = p.missing[i]});
        }
    }
    for (std::size_t i = 0; i < p.unverified.size(); ++i) {
        if (!pathExists(document, p.unverified[i])) {
            diags.push_back({.code = DiagCode::UnknownKey,
                             .severity = Severity::Warning,
                             .field = "unverified[" + std::to_string(i) + "]",
                             .text = p.unverified[i]});
        }
    }
}

/// Copies `j`, the object at `parent` ("" for the file, "scaleUp", "parts[]") of a preset of
/// `kind`, with its keys in the order of the kind's rows (keys without a row follow,
/// alphabetically).
ordered_json canonicalOrder(const json& j, PresetKind kind, const std::string& parent = {}) {
    const std::string prefix = parent.empty() ? std::string() : parent + ".";
    if (j.is_array()) {
        ordered_json out = ordered_json::array();
        for (const json& item : j) {
            out.push_back(canonicalOrder(item, kind, parent + "[]"));
        }
        return out;
    }
    if (!j.is_object()) {
        return ordered_json(j);
    }
    ordered_json out = ordered_json::object();
    for (const PresetKey& key : presetKeys(kind)) {
        if (key.parent() != parent) {
            continue;
        }
        const std::string name(key.name());
        if (const auto it = j.find(name); it != j.end()) {
            out[name] = canonicalOrder(*it, kind, prefix + name);
        }
    }
    for (const auto& [key, value] : j.items()) {
        if (!out.contains(key)) {
            out[key] = canonicalOrder(value, kind, prefix + key);
        }
    }
    return out;
}

void setNullAt(json& document, std::string_view path) {
    json* current = &document;
    std::size_t start = 0;
    for (std::size_t dot = path.find('.'); dot != std::string_view::npos;
         dot = path.find('.', start)) {
        current = &(*current)[std::string(path.substr(start, dot - start))];
        start = dot + 1;
    }
    (*current)[std::string(path.substr(start))] = nullptr;
}

json stringsToJson(const std::vector<std::string>& list) {
    json out = json::array();
    for (const std::string& s : list) {
        out.push_back(s);
    }
    return out;
}

json optionalToJson(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

/// Paths of a hardware spec whose value is zero where zero cannot be real: unpublished.
std::vector<std::string> zeroHardwareValues(const HardwareSpec& h, bool capacityInGiB) {
    std::vector<std::string> out;
    const Accelerator& a = h.accelerator;
    const auto add = [&out](bool zero, const char* path) {
        if (zero) {
            out.emplace_back(path);
        }
    };
    add(a.peakBf16.value() <= 0, "peakBf16Tflops");
    add(a.hbmCapacity.value() <= 0, capacityInGiB ? "hbmCapacityGiB" : "hbmCapacityGB");
    add(a.hbmBandwidth.value() <= 0, "hbmBandwidthTBps");
    add(h.tdpWatts <= 0, "tdpWatts");
    const std::vector<Tier>& tiers = h.hierarchy.tiers;
    add(tiers.empty() || tiers[0].bandwidth.value() <= 0, "scaleUp.bandwidthGBps");
    add(!tiers.empty() && tiers[0].domainSize <= 0, "scaleUp.domainSize");
    add(tiers.size() < 2 || tiers[1].bandwidth.value() <= 0, "scaleOut.bandwidthGbps");
    return out;
}

/// A duplicate keeps everything descriptive of `base` and nothing of its identity; which values
/// are unpublished is decided afresh by the caller from the values it holds.
Preset duplicateOf(PresetKind kind, const Preset* base) {
    Preset p;
    if (base != nullptr && base->kind == kind) {
        p = *base;
        p.id.clear();
        p.displayName.clear();
    }
    p.kind = kind;
    p.unpublished.clear();
    if (kind == PresetKind::Hardware && !p.price.usdPerGpuHour) {
        p.unpublished.emplace_back("price.usdPerGpuHour");
    }
    return p;
}

} // namespace

Scenario scenarioHolding(const Preset& p) {
    Scenario s = defaultScenario();
    if (p.kind == PresetKind::Hardware) {
        s.hardware = p.hardware;
    } else if (p.kind == PresetKind::Reliability) {
        s.reliability = p.reliability;
    } else {
        const ModelSpec& m = p.model;
        s.workload.parameters = m.parameters;
        s.workload.activeParameters = m.activeParameters.value_or(0);
        s.workload.tokens = m.trainingTokens.value_or(s.workload.tokens);
        s.workload.architecture = m.architecture;
        s.workload.sequenceLength = m.sequenceLength;
    }
    return s;
}

bool Preset::isUnpublished(std::string_view path) const {
    return std::find(unpublished.begin(), unpublished.end(), path) != unpublished.end();
}

bool Preset::isUnverified(std::string_view path) const {
    return std::find(unverified.begin(), unverified.end(), path) != unverified.end();
}

bool isValidPresetId(std::string_view id) {
    if (id.empty() || id.size() > kMaxPresetIdLength) {
        return false;
    }
    const auto alnum = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    };
    // The first character keeps ids from being hidden files or "..".
    return alnum(id.front()) && std::all_of(id.begin(), id.end(), [&](char c) {
               return alnum(c) || c == '.' || c == '-';
           });
}

std::string_view presetKindId(PresetKind kind) {
    for (const auto& [name, k] : kKinds) {
        if (k == kind) {
            return name;
        }
    }
    return {};
}

PresetReadResult readPreset(std::string_view text, const PresetExpectation& expectation) {
    PresetReadResult result;
    std::optional<json> document = parseJson(text, result.diagnostics);
    if (!document) {
        return result;
    }
    PresetReadResult read = readPresetDocument(*document, expectation);
    read.document = std::move(*document);
    return read;
}

PresetReadResult readPresetDocument(const json& document, const PresetExpectation& expectation) {
    PresetReadResult result;
    Diagnostics& diags = result.diagnostics;
    ObjectReader root(document, "", diags);
    if (!document.is_object()) {
        return result;
    }

    // The version decides how the rest reads: a newer file is refused, not half-read.
    if (!root.has("formatVersion")) {
        diags.push_back({.code = DiagCode::MissingField, .field = "formatVersion"});
        return result;
    }
    double version = 0;
    root.number("formatVersion", version);
    if (hasErrors(diags)) {
        return result;
    }
    if (version != kPresetFormatVersion) {
        diags.push_back({.code = DiagCode::UnsupportedVersion,
                         .field = "formatVersion",
                         .actual = version,
                         .limit = kPresetFormatVersion});
        return result;
    }

    // The kind decides which keys exist.
    Preset p;
    if (!root.has("kind")) {
        diags.push_back({.code = DiagCode::MissingField, .field = "kind"});
        return result;
    }
    root.enumeration("kind", p.kind, kKinds);
    if (hasErrors(diags)) {
        return result;
    }
    if (expectation.kind && *expectation.kind != p.kind) {
        diags.push_back({.code = DiagCode::PresetKindMismatch,
                         .field = "kind",
                         .text = std::string(presetKindId(p.kind))});
        return result;
    }

    if (!root.has("id")) {
        diags.push_back({.code = DiagCode::MissingField, .field = "id"});
    }
    const std::size_t before = diags.size();
    root.string("id", p.id);
    const bool idIsText = root.has("id") && diags.size() == before;
    if (idIsText && !isValidPresetId(p.id)) {
        diags.push_back({.code = DiagCode::PresetBadId, .field = "id", .text = p.id});
    } else if (idIsText && expectation.id && *expectation.id != p.id) {
        diags.push_back(
            {.code = DiagCode::PresetIdMismatch, .field = "id", .text = *expectation.id});
    }

    readCommon(root, p);
    if (p.kind == PresetKind::Hardware) {
        readHardwarePreset(document, root, p);
    } else if (p.kind == PresetKind::Reliability) {
        readReliabilityPreset(document, root, p);
    } else {
        readModelPreset(document, root, p);
    }
    for (std::string_view key : {"formatVersion", "kind", "id", "scaleUp", "scaleOut"}) {
        root.markSeen(key);
    }
    root.warnUnknownKeys();
    validateRanges(p, diags);
    checkDeclarations(document, p, diags);
    // The hardware reader reads id and displayName too: say each problem once.
    Diagnostics unique;
    for (Diagnostic& d : diags) {
        if (std::none_of(unique.begin(), unique.end(), [&](const Diagnostic& u) {
                return u.code == d.code && u.field == d.field && u.severity == d.severity;
            })) {
            unique.push_back(std::move(d));
        }
    }
    diags = std::move(unique);
    if (!hasErrors(diags)) {
        const Diagnostics sanity = checkPresetSanity(p);
        diags.insert(diags.end(), sanity.begin(), sanity.end());
        result.preset = std::move(p);
    }
    return result;
}

Diagnostics checkPresetSanity(const Preset& p) {
    Diagnostics out;
    if (p.kind != PresetKind::Hardware) {
        return out;
    }
    const Accelerator& a = p.hardware.accelerator;
    if (std::optional<Diagnostic> fp8 = fp8PeakBelowBf16(a, "peakFp8Tflops")) {
        out.push_back(std::move(*fp8));
    }
    // Per accelerator, innermost first; each published level must be slower than the one inside.
    struct Level {
        const char* path;
        ByteRate rate;
    };
    std::vector<Level> chain{{"hbmBandwidthTBps", a.hbmBandwidth}};
    const std::vector<Tier>& tiers = p.hardware.hierarchy.tiers;
    if (!tiers.empty()) {
        chain.push_back({"scaleUp.bandwidthGBps", tiers[0].bandwidth});
    }
    if (tiers.size() > 1) {
        chain.push_back({"scaleOut.bandwidthGbps", tiers[1].bandwidth});
    }
    std::erase_if(chain, [](const Level& l) { return l.rate.value() <= 0; });
    for (std::size_t i = 1; i < chain.size(); ++i) {
        if (chain[i].rate >= chain[i - 1].rate) {
            out.push_back({.code = DiagCode::BandwidthOrder,
                           .severity = Severity::Warning,
                           .field = chain[i].path,
                           .actual = chain[i].rate.value(),
                           .limit = chain[i - 1].rate.value(),
                           .text = chain[i - 1].path});
        }
    }
    return out;
}

ordered_json presetToJson(const Preset& p) {
    json j;
    if (p.kind == PresetKind::Hardware) {
        j = hardwareToJson(p.hardware);
        j.erase("preset"); // the id is the preset's own name
        if (!p.hardware.accelerator.attentionEfficiency) {
            j.erase("attentionEfficiency"); // optional: absent means 0.7 x the matmul efficiency
        }
        if (!p.hardware.accelerator.flash2AttentionEfficiency) {
            j.erase("flash2AttentionEfficiency"); // optional: absent means attentionEfficiency
        }
        if (!p.hardware.accelerator.fp8MatmulEfficiency) {
            j.erase("fp8MatmulEfficiency"); // optional: absent means the matmul efficiency
        }
        if (!p.hardware.accelerator.sustainedMatmulEfficiency) {
            j.erase("sustainedMatmulEfficiency"); // optional: absent means no clock drop
        }
        j["displayName"] = p.displayName;
        if (p.hbmCapacityInGiB) {
            j.erase("hbmCapacityGB");
            j["hbmCapacityGiB"] = units::inGibibytes(p.hardware.accelerator.hbmCapacity);
        }
        if (j.contains("scaleOut") && j["scaleOut"].value("podSize", 0) == 0) {
            j["scaleOut"].erase("podSize"); // no spine tier above the pod
            j["scaleOut"].erase("oversubscriptionAbovePod");
        }
        if (j.contains("scaleUp")) {
            j["scaleUp"]["efficiencySource"] = p.scaleUpEfficiencySource;
        }
        if (j.contains("scaleOut")) {
            j["scaleOut"]["efficiencySource"] = p.scaleOutEfficiencySource;
        }
        if (!p.vendor.empty()) {
            j["vendor"] = p.vendor;
        }
        if (!p.generation.empty()) {
            j["generation"] = p.generation;
        }
        j["matmulEfficiencySource"] = p.matmulEfficiencySource;
        if (!p.kernelSource.empty()) {
            j["kernelSource"] = p.kernelSource;
        }
        const bool priced = p.price.usdPerGpuHour.has_value();
        j["price"] = {
            {"usdPerGpuHour", optionalToJson(p.price.usdPerGpuHour)},
            {"date", priced || !p.price.date.empty() ? json(p.price.date) : json(nullptr)},
            {"source", priced || !p.price.source.empty() ? json(p.price.source) : json(nullptr)}};
    } else if (p.kind == PresetKind::Reliability) {
        j = reliabilityToJson(p.reliability);
        j.erase("preset");
        j["displayName"] = p.displayName;
    } else {
        const ModelSpec& m = p.model;
        if (!p.organization.empty()) {
            j["organization"] = p.organization;
        }
        j["displayName"] = p.displayName;
        j["parameters"] = m.parameters;
        j["activeParameters"] = optionalToJson(m.activeParameters);
        j["trainingTokens"] = optionalToJson(m.trainingTokens);
        json a = architectureToJson(m.architecture);
        if (m.architecture.headDim <= 0) {
            a.erase("headDim"); // heads split the hidden size evenly
        }
        if (!m.architecture.dropout) {
            a.erase("dropout"); // optional: absent means no dropout layers
        }
        // Optional, absent = 0: standard attention, no prediction modules.
        for (const char* key : {"kvLoraRank", "qLoraRank", "qkRopeHeadDim", "mtpLayers"}) {
            if (a.value(key, 0) == 0) {
                a.erase(key);
            }
        }
        if (m.architecture.expertFfnHiddenSize <= 0) {
            a["expertFfnHiddenSize"] = nullptr;
        }
        a["sequenceLength"] = m.sequenceLength;
        j["architecture"] = a;
    }
    j["formatVersion"] = kPresetFormatVersion;
    j["kind"] = presetKindId(p.kind);
    j["id"] = p.id;
    if (p.releaseYear) {
        j["releaseYear"] = *p.releaseYear;
    }
    for (const std::string& path : p.unpublished) {
        setNullAt(j, path);
    }
    j["missing"] = stringsToJson(p.missing);
    j["unverified"] = stringsToJson(p.unverified);
    j["notes"] = p.notes;
    j["sources"] = stringsToJson(p.sources);
    roundNumbersForText(j);
    return canonicalOrder(j, p.kind);
}

std::string presetToText(const Preset& preset) {
    return presetToJson(preset).dump(2) + "\n";
}

Preset presetFromHardware(const HardwareSpec& hardware, const Preset* base) {
    Preset p = duplicateOf(PresetKind::Hardware, base);
    p.hardware = hardware;
    p.hardware.preset.clear();
    for (std::string& path : zeroHardwareValues(hardware, p.hbmCapacityInGiB)) {
        p.unpublished.push_back(std::move(path));
    }
    p.missing = p.unpublished;
    return p;
}

Preset presetFromWorkload(const Workload& workload, const Preset* base) {
    Preset p = duplicateOf(PresetKind::Model, base);
    ModelSpec& m = p.model;
    m.parameters = workload.parameters;
    m.activeParameters =
        workload.activeParameters > 0 ? std::optional(workload.activeParameters) : std::nullopt;
    m.trainingTokens = workload.tokens;
    m.architecture = workload.architecture.value_or(Architecture{});
    m.sequenceLength = workload.sequenceLength;
    if (workload.architecture && !checkParameterCount(workload).empty()) {
        // A variant of its base's architecture (a deeper copy of a preset): its own count, not the
        // base's published one, or every scenario using it would warn that they disagree.
        const ParameterCount counted = countParameters(*workload.architecture);
        m.parameters = counted.total;
        m.activeParameters =
            counted.active < counted.total ? std::optional(counted.active) : std::nullopt;
    }
    p.missing = p.unpublished;
    return p;
}

} // namespace goodput
