// SPDX-License-Identifier: MIT
#include "scenario_json.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace goodput {
namespace {

using nlohmann::json;

constexpr std::pair<std::string_view, Precision> kPrecisions[] = {{"bf16", Precision::Bf16},
                                                                  {"fp8", Precision::Fp8}};
constexpr std::pair<std::string_view, Fp8Recipe> kFp8Recipes[] = {
    {"delayed", Fp8Recipe::Delayed}, {"current", Fp8Recipe::Current}, {"mxfp8", Fp8Recipe::Mxfp8}};
constexpr std::pair<std::string_view, Recompute> kRecompute[] = {
    {"none", Recompute::None}, {"selective", Recompute::Selective}, {"full", Recompute::Full}};
constexpr std::pair<std::string_view, Topology> kTopologies[] = {{"switched", Topology::Switched},
                                                                 {"full-mesh", Topology::FullMesh},
                                                                 {"torus", Topology::Torus}};
constexpr std::pair<std::string_view, FfnType> kFfnTypes[] = {{"gelu", FfnType::Gelu},
                                                              {"swiglu", FfnType::SwiGlu}};
constexpr std::pair<std::string_view, Algorithm> kAlgorithms[] = {
    {"ring", Algorithm::Ring},
    {"tree", Algorithm::Tree},
    {"hierarchical", Algorithm::Hierarchical},
    {"auto", Algorithm::Auto}};
constexpr std::pair<std::string_view, CheckpointMode> kCheckpointModes[] = {
    {"sync", CheckpointMode::Synchronous}, {"async", CheckpointMode::Asynchronous}};
constexpr std::pair<std::string_view, PartScope> kScopes[] = {
    {"gpu", PartScope::PerGpu}, {"node", PartScope::PerNode}, {"job", PartScope::PerJob}};
constexpr std::pair<std::string_view, IntervalPolicy> kIntervals[] = {
    {"young", IntervalPolicy::Young},
    {"daly", IntervalPolicy::Daly},
    {"manual", IntervalPolicy::Manual},
    {"optimal", IntervalPolicy::Optimal}};
constexpr std::pair<std::string_view, Replacement> kReplacements[] = {{"node", Replacement::Node},
                                                                      {"none", Replacement::None}};
constexpr std::pair<std::string_view, FailureDistribution> kDistributions[] = {
    {"exponential", FailureDistribution::Exponential}, {"weibull", FailureDistribution::Weibull}};
constexpr std::pair<std::string_view, MfuMode> kMfuModes[] = {{"assumed", MfuMode::Assumed},
                                                              {"derived", MfuMode::Derived}};

template <class E, std::size_t N>
std::string nameOf(E value, const std::pair<std::string_view, E> (&table)[N]) {
    for (const auto& [name, v] : table) {
        if (v == value) {
            return std::string(name);
        }
    }
    return {};
}

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

/// A value a preset may leave unpublished (null): reported, never replaced by an invented number.
template <class Q>
void publishedQuantity(ObjectReader& r, std::string_view key, Q& out, Q (*make)(double),
                       Diagnostics& diags) {
    if (r.isNull(key)) {
        r.markSeen(key);
        diags.push_back({.code = DiagCode::MissingHardwareValue, .field = r.pathOf(key)});
        return;
    }
    r.quantity(key, out, make);
}

ByteRate terabytesPerSecond(double v) {
    return units::terabytesPerSecond(v);
}

void readTier(ObjectReader& r, Tier& t, bool bits, Diagnostics& diags) {
    r.string("name", t.name);
    if (bits) {
        publishedQuantity(r, "bandwidthGbps", t.bandwidth, &units::gigabitsPerSecond, diags);
    } else {
        publishedQuantity(r, "bandwidthGBps", t.bandwidth, &units::gigabytesPerSecond, diags);
    }
    publishedQuantity(r, "latencyUs", t.latency, &units::microseconds, diags);
    if (r.isNull("domainSize")) { // unpublished: reported like any other null
        r.markSeen("domainSize");
        diags.push_back({.code = DiagCode::MissingHardwareValue, .field = r.pathOf("domainSize")});
    } else {
        r.integer("domainSize", t.domainSize);
    }
    r.number("efficiency", t.efficiency);
    r.enumeration("topology", t.topology, kTopologies);
    r.markSeen("efficiencySource");
}

/// Lays `top` over `base`: objects merge key by key, anything else replaces.
json overlay(json base, const json& top) {
    if (!base.is_object() || !top.is_object()) {
        return top;
    }
    for (const auto& [key, value] : top.items()) {
        const auto it = base.find(key);
        base[key] = it != base.end() ? overlay(*it, value) : value;
    }
    return base;
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

void readWorkload(ObjectReader r, Workload& w) {
    r.string("preset", w.preset);
    r.string("id", w.preset); // a model preset's own id when it was laid under the section
    r.markSeen("displayName");
    markMetadata(r);
    r.number("parameters", w.parameters);
    if (r.isNull("activeParameters")) { // dense models: every parameter is active
        r.markSeen("activeParameters");
        w.activeParameters = 0;
    } else {
        r.number("activeParameters", w.activeParameters);
    }
    if (r.has("tokens")) {
        r.number("tokens", w.tokens);
    } else if (r.has("trainingTokens") && !r.isNull("trainingTokens")) {
        r.number("trainingTokens", w.tokens);
    }
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
    r.integer("sequenceLength", w.sequenceLength);
    if (r.has("globalBatchSequences")) {
        double sequences = 0;
        r.number("globalBatchSequences", sequences);
        w.globalBatchTokens = sequences * w.sequenceLength;
    }
    r.number("globalBatchTokens", w.globalBatchTokens);
    r.integer("microBatchSize", w.microBatchSize);
    r.enumeration("precision", w.precision, kPrecisions);
    r.enumeration("fp8Recipe", w.fp8Recipe, kFp8Recipes);
    r.enumeration("recompute", w.recompute, kRecompute);
    r.boolean("attentionFlops", w.attentionFlops);
    r.boolean("attentionFlopsCausal", w.attentionFlopsCausal);
    r.boolean("flashAttention", w.flashAttention);
    r.boolean("fusedKernels", w.fusedKernels);
    r.quantity("memoryHeadroomGB", w.memoryHeadroom, &units::gigabytes);
    r.number("tokenBytesOnDisk", w.tokenBytesOnDisk);
    r.number("gradientBytesPerParameter", w.gradientBytesPerParameter);
    r.quantity("dataReadBandwidthGBps", w.dataReadBandwidth, &units::gigabytesPerSecond);
    r.warnUnknownKeys();
}

void readCheckpoint(ObjectReader r, CheckpointSettings& c) {
    r.number("bytesPerParameter", c.bytesPerParameter);
    r.enumeration("mode", c.mode, kCheckpointModes);
    r.optionalQuantity("stallSeconds", c.stallOverride, &units::seconds);
    r.quantity("writeBandwidthPerGpuGBps", c.writeBandwidthPerGpu, &units::gigabytesPerSecond);
    r.quantity("aggregateWriteBandwidthGBps", c.aggregateWriteBandwidth,
               &units::gigabytesPerSecond);
    r.quantity("readBandwidthPerGpuGBps", c.readBandwidthPerGpu, &units::gigabytesPerSecond);
    r.quantity("aggregateReadBandwidthGBps", c.aggregateReadBandwidth, &units::gigabytesPerSecond);
    r.quantity("hostCopyBandwidthPerGpuGBps", c.hostCopyBandwidthPerGpu,
               &units::gigabytesPerSecond);
    r.warnUnknownKeys();
}

Seconds hoursToSeconds(double v) {
    return units::hours(v);
}

} // namespace

void readReliabilityFields(ObjectReader& r, ReliabilitySettings& rel) {
    Diagnostics& diags = r.diagnostics();
    r.string("preset", rel.preset);
    r.string("id", rel.preset); // a reliability preset's own id when it was laid under the section
    r.markSeen("displayName");
    markMetadata(r);
    if (const json* parts = r.array("parts")) {
        rel.parts.clear();
        for (std::size_t i = 0; i < parts->size(); ++i) {
            PartKind p;
            ObjectReader pr((*parts)[i], r.pathOf("parts") + "[" + std::to_string(i) + "]", diags);
            pr.string("kind", p.kind);
            pr.enumeration("scope", p.scope, kScopes);
            pr.number("countPerScope", p.countPerScope);
            pr.quantity("mtbfHours", p.mtbf, &units::hours);
            pr.optionalQuantity("detectionSeconds", p.detection, &units::seconds);
            pr.optionalQuantity("diagnosisSeconds", p.diagnosis, &units::seconds);
            pr.optionalQuantity("replacementSeconds", p.replacement, &units::seconds);
            pr.optionalQuantity("repairHours", p.repair, &hoursToSeconds);
            pr.enumeration("replaces", p.replaces, kReplacements);
            pr.enumeration("distribution", p.distribution, kDistributions);
            pr.number("weibullShape", p.weibullShape);
            pr.markSeen("source");
            pr.markSeen("derivation");
            pr.warnUnknownKeys();
            rel.parts.push_back(p);
        }
    }
    r.enumeration("interval", rel.interval, kIntervals);
    r.quantity("manualIntervalSeconds", rel.manualInterval, &units::seconds);
    r.quantity("detectionSeconds", rel.detection, &units::seconds);
    r.quantity("replacementSeconds", rel.replacement, &units::seconds);
    r.optionalQuantity("checkpointLoadSeconds", rel.checkpointLoadOverride, &units::seconds);
    r.quantity("dataRestoreSeconds", rel.dataRestore, &units::seconds);
    r.quantity("warmupSeconds", rel.warmup, &units::seconds);
    r.quantity("diagnosisSeconds", rel.diagnosis, &units::seconds);
    r.quantity("repairHours", rel.repair, &hoursToSeconds);
    r.optionalValue("hotSpareNodes", rel.hotSpareNodes);
    r.boolean("elastic", rel.elastic);
    r.optionalQuantity("maintenanceIntervalHours", rel.maintenanceInterval, &hoursToSeconds);
    r.quantity("maintenanceDurationSeconds", rel.maintenanceDuration, &units::seconds);
}

namespace {

void readReliability(ObjectReader r, ReliabilitySettings& rel) {
    readReliabilityFields(r, rel);
    r.warnUnknownKeys();
}

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
    j["topology"] = nameOf(t.topology, kTopologies);
    return j;
}

} // namespace

void readArchitecture(ObjectReader& r, Architecture& a) {
    r.integer("layers", a.layers);
    r.integer("hiddenSize", a.hiddenSize);
    r.integer("attentionHeads", a.attentionHeads);
    if (r.has("attentionHeads") && !r.has("kvHeads")) {
        a.kvHeads = a.attentionHeads; // new heads without KV heads: multi-head attention
    }
    if (!r.isNull("headDim")) {
        r.integer("headDim", a.headDim);
    }
    r.markSeen("headDim");
    r.integer("kvHeads", a.kvHeads);
    r.integer("ffnHiddenSize", a.ffnHiddenSize);
    r.enumeration("ffnType", a.ffnType, kFfnTypes);
    r.integer("vocabularySize", a.vocabularySize);
    r.boolean("tiedEmbeddings", a.tiedEmbeddings);
    r.integer("experts", a.experts);
    r.integer("expertsPerToken", a.expertsPerToken);
    r.integer("sharedExperts", a.sharedExperts);
    r.integer("denseLayers", a.denseLayers);
    if (!r.isNull("expertFfnHiddenSize")) {
        r.integer("expertFfnHiddenSize", a.expertFfnHiddenSize);
    }
    r.markSeen("expertFfnHiddenSize");
    r.boolean("dropout", a.dropout);
}

void readHardwareFields(ObjectReader& r, HardwareSpec& h) {
    Diagnostics& diags = r.diagnostics();
    markMetadata(r);
    r.string("preset", h.preset);
    r.string("id", h.preset); // a hardware preset's own id when it was laid under the section
    r.string("displayName", h.displayName);
    Accelerator& a = h.accelerator;
    publishedQuantity(r, "peakBf16Tflops", a.peakBf16, &units::teraflopPerSecond, diags);
    // FP8 null means "no FP8 units", not "unpublished".
    r.optionalQuantity("peakFp8Tflops", a.peakFp8, &units::teraflopPerSecond);
    if (r.has("hbmCapacityGiB") && r.has("hbmCapacityGB")) {
        diags.push_back({.code = DiagCode::ConflictingKeys,
                         .field = r.pathOf("hbmCapacityGiB"),
                         .text = "hbmCapacityGB"});
        r.markSeen("hbmCapacityGB");
    }
    if (r.has("hbmCapacityGiB")) {
        publishedQuantity(r, "hbmCapacityGiB", a.hbmCapacity, &units::gibibytes, diags);
    } else {
        publishedQuantity(r, "hbmCapacityGB", a.hbmCapacity, &units::gigabytes, diags);
    }
    publishedQuantity(r, "hbmBandwidthTBps", a.hbmBandwidth, &terabytesPerSecond, diags);
    r.number("matmulEfficiency", a.matmulEfficiency);
    r.optionalValue("fp8MatmulEfficiency", a.fp8MatmulEfficiency);
    r.optionalValue("attentionEfficiency", a.attentionEfficiency);
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
    return result;
}

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
    readWorkload(ObjectReader(workload, "workload", diags), s.workload);

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

    {
        ObjectReader c = root.child("cluster");
        c.integer("gpus", s.cluster.gpus);
        c.integer("gpusPerNode", s.cluster.gpusPerNode);
        c.warnUnknownKeys();
    }
    {
        ObjectReader l = root.child("layout");
        l.integer("tp", s.layout.tp);
        l.integer("pp", s.layout.pp);
        l.integer("virtualStages", s.layout.virtualStages);
        l.integer("cp", s.layout.cp);
        l.integer("ep", s.layout.ep);
        int zero = static_cast<int>(s.layout.zero);
        l.integer("zeroStage", zero);
        if (zero < 0 || zero > 3) {
            diags.push_back({.code = DiagCode::OutOfRange,
                             .field = "layout.zeroStage",
                             .actual = zero,
                             .limit = zero < 0 ? 0 : 3});
        } else {
            s.layout.zero = static_cast<ZeroStage>(zero);
        }
        l.boolean("sequenceParallel", s.layout.sequenceParallel);
        l.warnUnknownKeys();
    }
    {
        ObjectReader c = root.child("communication");
        c.enumeration("algorithm", s.communication.algorithm, kAlgorithms);
        c.quantity("bucketSizeMB", s.communication.bucketSize, &units::megabytes);
        c.quantity("collectiveOverheadUs", s.communication.perCollectiveOverhead,
                   &units::microseconds);
        c.boolean("overlapGradientSync", s.communication.overlapGradientSync);
        c.boolean("overlapTensorParallel", s.communication.overlapTensorParallel);
        c.boolean("overlapContextParallel", s.communication.overlapContextParallel);
        c.boolean("overlapExpertParallel", s.communication.overlapExpertParallel);
        c.warnUnknownKeys();
    }
    readCheckpoint(root.child("checkpoint"), s.checkpoint);
    const json reliability = withPreset(document.value("reliability", json::object()),
                                        PresetKind::Reliability, presets, "reliability", diags);
    root.markSeen("reliability");
    readReliability(ObjectReader(reliability, "reliability", diags), s.reliability);
    {
        ObjectReader m = root.child("mfu");
        m.enumeration("mode", s.mfuMode, kMfuModes);
        m.number("assumed", s.assumedMfu);
        m.warnUnknownKeys();
    }
    {
        ObjectReader c = root.child("cost");
        c.quantity("pricePerGpuHourUsd", s.pricePerGpu, &units::dollarsPerHour);
        c.warnUnknownKeys();
    }
    root.warnUnknownKeys();
    return result;
}

json architectureToJson(const Architecture& a) {
    json j;
    j["layers"] = a.layers;
    j["hiddenSize"] = a.hiddenSize;
    j["attentionHeads"] = a.attentionHeads;
    j["headDim"] = a.headDim > 0 ? nlohmann::json(a.headDim) : nlohmann::json(nullptr);
    j["kvHeads"] = a.kvHeads;
    j["ffnHiddenSize"] = a.ffnHiddenSize;
    j["ffnType"] = nameOf(a.ffnType, kFfnTypes);
    j["vocabularySize"] = a.vocabularySize;
    j["tiedEmbeddings"] = a.tiedEmbeddings;
    j["experts"] = a.experts;
    j["expertsPerToken"] = a.expertsPerToken;
    j["sharedExperts"] = a.sharedExperts;
    j["denseLayers"] = a.denseLayers;
    j["expertFfnHiddenSize"] = a.expertFfnHiddenSize;
    j["dropout"] = a.dropout;
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
    j["attentionEfficiency"] = a.attentionEfficiency ? json(*a.attentionEfficiency) : json(nullptr);
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
    json parts = json::array();
    for (const PartKind& p : r.parts) {
        json pj = {{"kind", p.kind},
                   {"scope", nameOf(p.scope, kScopes)},
                   {"countPerScope", p.countPerScope},
                   {"mtbfHours", units::inHours(p.mtbf)},
                   {"replaces", nameOf(p.replaces, kReplacements)},
                   {"distribution", nameOf(p.distribution, kDistributions)},
                   {"weibullShape", p.weibullShape}};
        // A restart phase the part does not set follows the section's value: left out.
        const auto phase = [&pj](const char* key, const std::optional<Seconds>& v) {
            if (v) {
                pj[key] = v->value();
            }
        };
        phase("detectionSeconds", p.detection);
        phase("diagnosisSeconds", p.diagnosis);
        phase("replacementSeconds", p.replacement);
        if (p.repair) {
            pj["repairHours"] = units::inHours(*p.repair);
        }
        parts.push_back(pj);
    }
    json j = {{"parts", parts},
              {"interval", nameOf(r.interval, kIntervals)},
              {"manualIntervalSeconds", r.manualInterval.value()},
              {"detectionSeconds", r.detection.value()},
              {"replacementSeconds", r.replacement.value()},
              {"checkpointLoadSeconds",
               r.checkpointLoadOverride ? json(r.checkpointLoadOverride->value()) : json(nullptr)},
              {"dataRestoreSeconds", r.dataRestore.value()},
              {"warmupSeconds", r.warmup.value()},
              {"diagnosisSeconds", r.diagnosis.value()},
              {"repairHours", units::inHours(r.repair)},
              {"hotSpareNodes", r.hotSpareNodes ? json(*r.hotSpareNodes) : json(nullptr)},
              {"elastic", r.elastic},
              {"maintenanceIntervalHours", r.maintenanceInterval
                                               ? json(units::inHours(*r.maintenanceInterval))
                                               : json(nullptr)},
              {"maintenanceDurationSeconds", r.maintenanceDuration.value()}};
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

json scenarioToJson(const Scenario& s) {
    json j;
    j["schemaVersion"] = kScenarioSchemaVersion;
    j["name"] = s.name;

    const Workload& w = s.workload;
    json wj;
    if (!w.preset.empty()) {
        wj["preset"] = w.preset;
    }
    wj["parameters"] = w.parameters;
    wj["activeParameters"] = w.activeParameters;
    wj["tokens"] = w.tokens;
    if (w.architecture) {
        wj["architecture"] = architectureToJson(*w.architecture);
    }
    wj["sequenceLength"] = w.sequenceLength;
    wj["globalBatchTokens"] = w.globalBatchTokens;
    wj["microBatchSize"] = w.microBatchSize;
    wj["precision"] = nameOf(w.precision, kPrecisions);
    wj["fp8Recipe"] = nameOf(w.fp8Recipe, kFp8Recipes);
    wj["recompute"] = nameOf(w.recompute, kRecompute);
    wj["attentionFlops"] = w.attentionFlops;
    wj["attentionFlopsCausal"] = w.attentionFlopsCausal;
    wj["flashAttention"] = w.flashAttention;
    wj["fusedKernels"] = w.fusedKernels;
    wj["memoryHeadroomGB"] = units::inGigabytes(w.memoryHeadroom);
    wj["tokenBytesOnDisk"] = w.tokenBytesOnDisk;
    wj["gradientBytesPerParameter"] = w.gradientBytesPerParameter;
    wj["dataReadBandwidthGBps"] = units::inGigabytesPerSecond(w.dataReadBandwidth);
    j["workload"] = wj;

    j["hardware"] = hardwareToJson(s.hardware);
    j["cluster"] = {{"gpus", s.cluster.gpus}, {"gpusPerNode", s.cluster.gpusPerNode}};
    j["layout"] = {{"tp", s.layout.tp},
                   {"pp", s.layout.pp},
                   {"virtualStages", s.layout.virtualStages},
                   {"cp", s.layout.cp},
                   {"ep", s.layout.ep},
                   {"zeroStage", static_cast<int>(s.layout.zero)},
                   {"sequenceParallel", s.layout.sequenceParallel}};
    const Communication& c = s.communication;
    j["communication"] = {{"algorithm", nameOf(c.algorithm, kAlgorithms)},
                          {"bucketSizeMB", units::inMegabytes(c.bucketSize)},
                          {"collectiveOverheadUs", units::inMicroseconds(c.perCollectiveOverhead)},
                          {"overlapGradientSync", c.overlapGradientSync},
                          {"overlapTensorParallel", c.overlapTensorParallel},
                          {"overlapContextParallel", c.overlapContextParallel},
                          {"overlapExpertParallel", c.overlapExpertParallel}};
    const CheckpointSettings& ck = s.checkpoint;
    j["checkpoint"] = {
        {"bytesPerParameter", ck.bytesPerParameter},
        {"mode", nameOf(ck.mode, kCheckpointModes)},
        {"stallSeconds", ck.stallOverride ? json(ck.stallOverride->value()) : json(nullptr)},
        {"writeBandwidthPerGpuGBps", units::inGigabytesPerSecond(ck.writeBandwidthPerGpu)},
        {"aggregateWriteBandwidthGBps", units::inGigabytesPerSecond(ck.aggregateWriteBandwidth)},
        {"readBandwidthPerGpuGBps", units::inGigabytesPerSecond(ck.readBandwidthPerGpu)},
        {"aggregateReadBandwidthGBps", units::inGigabytesPerSecond(ck.aggregateReadBandwidth)},
        {"hostCopyBandwidthPerGpuGBps", units::inGigabytesPerSecond(ck.hostCopyBandwidthPerGpu)}};
    j["reliability"] = reliabilityToJson(s.reliability);
    j["mfu"] = {{"mode", nameOf(s.mfuMode, kMfuModes)}, {"assumed", s.assumedMfu}};
    j["cost"] = {{"pricePerGpuHourUsd", units::inDollarsPerHour(s.pricePerGpu)}};
    roundNumbersForText(j);
    return j;
}

} // namespace goodput
