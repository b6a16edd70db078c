// SPDX-License-Identifier: MIT
#include "preset_schema.h"

#include "preset.h"

#include <algorithm>
#include <deque>
#include <vector>

namespace goodput {
namespace {

/// Text built for a row (a path, a unit), kept for as long as the rows that view it: the rows are
/// built once, so this grows only then.
std::string_view keep(std::string text) {
    static std::deque<std::string> kept;
    return kept.emplace_back(std::move(text));
}

constexpr auto kRequired = PresetNeed::Required;
constexpr auto kExpected = PresetNeed::Expected;

// ---- Keys every kind shares --------------------------------------------------------------------

std::vector<PresetKey> head(PresetKind kind) {
    std::vector<PresetKey> rows{
        {.path = "formatVersion", .type = "integer", .need = kRequired, .doc = "`1`"},
        {.path = "kind",
         .type = "string",
         .need = kRequired,
         .doc = kind == PresetKind::Hardware ? "`\"hardware\"`"
                : kind == PresetKind::Model  ? "`\"model\"`"
                                             : "`\"reliability\"`"},
        {.path = "id", .type = "string", .need = kRequired, .doc = "see id rules"},
    };
    if (kind == PresetKind::Hardware) {
        rows.push_back({.path = "vendor", .type = "string", .doc = "e.g. `\"NVIDIA\"`"});
        rows.push_back({.path = "generation",
                        .type = "string",
                        .doc = "architecture name, e.g. `\"Hopper\"`"});
    }
    rows.push_back({.path = "displayName",
                    .type = "string",
                    .need = kRequired,
                    .doc = "name shown in the UI",
                    .scenarioPath = kind == PresetKind::Hardware ? "hardware.displayName" : ""});
    if (kind == PresetKind::Model) {
        rows.push_back({.path = "organization", .type = "string", .doc = "who trained it"});
    }
    rows.push_back(
        {.path = "releaseYear",
         .type = "integer or null",
         .doc = "launch year; informational only, never used in a calculation",
         .number = [](const Preset& p) -> std::optional<double> { return p.releaseYear; },
         .limits = KeyLimits{.lo = 1900, .hi = 2200}});
    return rows;
}

void appendTail(std::vector<PresetKey>& rows, PresetKind kind) {
    // A reliability preset has nothing unpublished: its "missing" is optional.
    const PresetNeed declared = kind == PresetKind::Reliability ? PresetNeed::Optional : kExpected;
    rows.push_back({.path = "missing",
                    .type = "array of key paths",
                    .need = declared,
                    .doc = "keys that are `null` because the value is not published (see above)"});
    rows.push_back({.path = "unverified",
                    .type = "array of key paths",
                    .need = kExpected,
                    .doc = "keys whose value is recalled, derived or assumed (see above)"});
    rows.push_back({.path = "notes", .type = "string", .need = kExpected, .doc = "free text"});
    rows.push_back({.path = "sources",
                    .type = "array of strings",
                    .need = kExpected,
                    .doc = "citations, one per source"});
}

/// Rows for the scenario keys under `scenarioParent` that no row of `rows` covers yet, inserted
/// after the last row under `presetParent`: optional, documented by the scenario key. A key added
/// to the scenario schema is a preset key with no further edit.
void addScenarioKeys(std::vector<PresetKey>& rows, std::string_view scenarioPrefix,
                     std::string_view presetPrefix) {
    std::vector<PresetKey> added;
    for (const ScenarioKey& key : scenarioKeys()) {
        if (!key.path.starts_with(scenarioPrefix) || key.name() == "preset") {
            continue;
        }
        const std::string path =
            std::string(presetPrefix) + std::string(key.path.substr(scenarioPrefix.size()));
        if (std::any_of(rows.begin(), rows.end(), [&](const PresetKey& r) {
                return r.scenarioPath == key.path || r.path == path;
            })) {
            continue; // a row of its own (a model preset's sequenceLength is the workload's)
        }
        const bool count = key.type == KeyType::Integer && key.unit == "count";
        added.push_back({.path = keep(path),
                         .type = keep(count ? "integer" : key.documentedUnit()),
                         .doc = key.doc,
                         .scenarioPath = key.path});
    }
    const auto last = std::find_if(rows.rbegin(), rows.rend(), [&](const PresetKey& r) {
        return !presetPrefix.empty() ? r.path.starts_with(presetPrefix)
                                     : r.scenarioPath.starts_with(scenarioPrefix);
    });
    rows.insert(last.base(), added.begin(), added.end());
}

// ---- Hardware ----------------------------------------------------------------------------------

std::vector<PresetKey> hardwareKeys() {
    std::vector<PresetKey> rows = head(PresetKind::Hardware);
    const auto physical = [](std::string_view path, std::string_view type, std::string_view note,
                             std::string_view doc, std::string_view scenarioPath) {
        return PresetKey{.path = path,
                         .type = type,
                         .need = kRequired,
                         .needNote = note,
                         .doc = doc,
                         .scenarioPath = scenarioPath};
    };
    const std::vector<PresetKey> body{
        physical("peakBf16Tflops", "TFLOP/s, dense", "nullable",
                 "peak BF16 matrix throughput per accelerator (V100 has no BF16: its FP16 tensor "
                 "peak is stored)",
                 "hardware.peakBf16Tflops"),
        physical("peakFp8Tflops", "TFLOP/s, dense", "nullable",
                 "peak FP8 matrix throughput; `null` = no FP8 units", "hardware.peakFp8Tflops"),
        {.path = "hbmCapacityGB",
         .type = "GB",
         .needNote = "exactly one of `hbmCapacityGB` and `hbmCapacityGiB`",
         .doc = "device memory per accelerator (usable capacity where the vendor distinguishes, "
                "e.g. B200 180 GB of 192 physical)",
         .scenarioPath = "hardware.hbmCapacityGB"},
        {.path = "hbmCapacityGiB",
         .type = "GiB",
         .needNote = "exactly one of `hbmCapacityGB` and `hbmCapacityGiB`",
         .doc = "the same in GiB, for sources that publish it so (Google's TPUs, AWS Trainium2)",
         .scenarioPath = "hardware.hbmCapacityGiB"},
        physical("hbmBandwidthTBps", "TB/s", "nullable", "peak memory bandwidth",
                 "hardware.hbmBandwidthTBps"),
        physical("matmulEfficiency", "fraction 0..1", "",
                 "achievable fraction of `peakBf16Tflops` for large GEMMs (an MFU upper bound); "
                 "from Bekman's MAMF measurements where they exist, else 0.70 marked unverified",
                 "hardware.matmulEfficiency"),
        {.path = "matmulEfficiencySource",
         .type = "string",
         .need = kExpected,
         .doc = "where `matmulEfficiency` comes from, or \"assumption\""},
        {.path = "fp8MatmulEfficiency",
         .type = "fraction 0..1 or absent",
         .doc = "achievable fraction of `peakFp8Tflops` for large FP8 GEMMs (Bekman's FP8 MAMF, "
                "AMD's MAF); absent = `matmulEfficiency`",
         .scenarioPath = "hardware.fp8MatmulEfficiency"},
        {.path = "sustainedMatmulEfficiency",
         .type = "fraction 0..1 or absent",
         .doc = "fraction of `peakBf16Tflops` a matmul holds once the chip is saturated at its "
                "power limit (Bekman's MSMF); GEMMs in a training step run at it, BF16 and FP8 "
                "scaled alike; absent = no clock drop measured (`matmulEfficiency`)",
         .scenarioPath = "hardware.sustainedMatmulEfficiency"},
        {.path = "attentionEfficiency",
         .type = "fraction 0..1 or absent",
         .doc = "achievable fraction of the BF16 peak in fused attention, forward + backward, at "
                "long sequences and head dimension 128 (in-step FlashAttention measurements where "
                "they exist); absent = 0.7 x `matmulEfficiency`",
         .scenarioPath = "hardware.attentionEfficiency"},
        {.path = "flash2AttentionEfficiency",
         .type = "fraction 0..1 or absent",
         .doc = "the same for FlashAttention-2 (PyTorch SDPA's default flash backend), where it "
                "differs from the fused kernel; absent = `attentionEfficiency`",
         .scenarioPath = "hardware.flash2AttentionEfficiency"},
        {.path = "computeUnits",
         .type = "count",
         .doc = "SMs / CUs a GEMM grid spreads over: sets tile and wave quantisation "
                "(docs/model.md, \"Kernels\"); 0 or absent = only padding to 128",
         .scenarioPath = "hardware.computeUnits"},
        {.path = "memoryEfficiency",
         .type = "fraction 0..1",
         .doc = "achievable fraction of `hbmBandwidthTBps` in streaming kernels (default 0.85)",
         .scenarioPath = "hardware.memoryEfficiency"},
        {.path = "kernelSource",
         .type = "string",
         .doc = "where `computeUnits`, `fp8MatmulEfficiency`, `attentionEfficiency` and "
                "`memoryEfficiency` come from"},
        physical("scaleUp", "object", "",
                 "the fast domain (NVLink, xGMI, ICI, on-die RoCE, NeuronLink)",
                 "hardware.scaleUp"),
        physical("scaleUp.name", "string", "", "fabric name", "hardware.scaleUp.name"),
        physical("scaleUp.bandwidthGBps", "GB/s (bytes), **per accelerator, one direction**",
                 "nullable",
                 "switched fabrics: the per-GPU link rate; switchless full meshes (AMD xGMI, Gaudi "
                 "RoCE): the all-to-all total over all peers; TPU: the per-chip ICI total, one "
                 "direction (Google prints bidirectional)",
                 "hardware.scaleUp.bandwidthGBps"),
        physical(
            "scaleUp.domainSize", "accelerators", "nullable",
            "size of the scale-up domain: 8 for HGX, 72 for NVL72, 16 for a Trn2 instance, the "
            "pod size for TPUs",
            "hardware.scaleUp.domainSize"),
        physical(
            "scaleUp.topology",
            "`\"switched\"`, `\"full-mesh\"`, `\"torus\"`, `\"torus-2d\"`, `\"torus-3d\"`", "",
            "how bandwidth behaves for a sub-group: switched = every GPU gets the full rate; "
            "full-mesh = a group of k accelerators gets about (k-1)/(n-1) of the total; torus = "
            "neighbour links of unstated shape (the full rate); torus-2d / torus-3d = 2 ports per "
            "axis, a group along k of the d axes gets k/d of the rate (docs/model.md)",
            "hardware.scaleUp.topology"),
        physical("scaleUp.latencyUs", "µs", "",
                 "per-message latency (alpha); an assumption (3 µs) in all shipped presets",
                 "hardware.scaleUp.latencyUs"),
        physical("scaleUp.efficiency", "fraction 0..1", "",
                 "measured ring all-reduce bus bandwidth / `bandwidthGBps` where measured, else an "
                 "assumption",
                 "hardware.scaleUp.efficiency"),
        {.path = "scaleUp.efficiencySource",
         .type = "string",
         .need = kExpected,
         .doc = "measurement or \"assumption\""},
        physical("scaleOut", "object", "", "the NIC tier between scale-up domains",
                 "hardware.scaleOut"),
        physical("scaleOut.name", "string", "", "NIC / network name", "hardware.scaleOut.name"),
        physical("scaleOut.bandwidthGbps", "Gb/s (**bits**), per accelerator", "nullable",
                 "NIC line rate per accelerator (e.g. 8x 400G NICs per 8 GPUs = 400)",
                 "hardware.scaleOut.bandwidthGbps"),
        physical("scaleOut.latencyUs", "µs", "", "an assumption (10 µs) in all shipped presets",
                 "hardware.scaleOut.latencyUs"),
        physical("scaleOut.efficiency", "fraction 0..1", "",
                 "an assumption (0.80) in all shipped presets", "hardware.scaleOut.efficiency"),
        {.path = "scaleOut.efficiencySource",
         .type = "string",
         .need = kExpected,
         .doc = "\"assumption\" unless measured"},
        {.path = "scaleOut.podSize",
         .type = "accelerators",
         .doc = "optional spine tier above a non-blocking pod (e.g. Llama 3: 3,072 GPUs per pod); "
                "not set by the shipped presets",
         .scenarioPath = "hardware.scaleOut.podSize"},
        {.path = "scaleOut.oversubscriptionAbovePod",
         .type = "ratio ≥ 1",
         .doc = "taper of the spine above the pod (Llama 3: 1:7), with `podSize`",
         .scenarioPath = "hardware.scaleOut.oversubscriptionAbovePod"},
        physical("tdpWatts", "W", "nullable",
                 "board power (max TDP); `null` where not published (TPU power figures are "
                 "measured maxima, not TDPs)",
                 "hardware.tdpWatts"),
        {.path = "price",
         .type = "object",
         .need = kExpected,
         .doc = "prices are volatile: treat them as inputs, not constants"},
        {.path = "price.usdPerGpuHour",
         .type = "USD per accelerator-hour",
         .need = kExpected,
         .needNote = "nullable",
         .doc = "the scenario's `cost.pricePerGpuHourUsd` unless the scenario sets one",
         .number = [](const Preset& p) { return p.price.usdPerGpuHour; },
         .limits = KeyLimits{.lo = 0, .hi = 1e6, .loExclusive = true}},
        {.path = "price.date",
         .type = "string",
         .need = kExpected,
         .needNote = "null when the price is null",
         .doc = "free text such as `\"2026-Q1\"` or `\"2024-12\"`"},
        {.path = "price.source",
         .type = "string",
         .need = kExpected,
         .needNote = "null when the price is null",
         .doc = "where the price comes from"},
    };
    rows.insert(rows.end(), body.begin(), body.end());
    addScenarioKeys(rows, "hardware.", "");
    appendTail(rows, PresetKind::Hardware);
    return rows;
}

// ---- Model -------------------------------------------------------------------------------------

std::vector<PresetKey> modelKeys() {
    std::vector<PresetKey> rows = head(PresetKind::Model);
    const auto arch = [](std::string_view path, std::string_view type, PresetNeed need,
                         std::string_view doc) {
        return PresetKey{.path = path,
                         .type = type,
                         .need = need,
                         .doc = doc,
                         .scenarioPath = keep("workload." + std::string(path))};
    };
    const std::vector<PresetKey> body{
        {.path = "parameters",
         .type = "count",
         .need = kRequired,
         .doc = "total parameters (all experts for MoE). The published count where the source "
                "prints it precisely, else computed from the architecture (the notes say which)",
         .scenarioPath = "workload.parameters"},
        {.path = "activeParameters",
         .type = "count or null",
         .need = kExpected,
         .doc = "parameters used per token for MoE; `null` for dense models",
         .scenarioPath = "workload.activeParameters"},
        {.path = "trainingTokens",
         .type = "tokens or null",
         .need = kExpected,
         .doc = "pretraining tokens; `null` + `missing` when not disclosed",
         .scenarioPath = "workload.tokens"},
        {.path = "architecture",
         .type = "object",
         .need = kRequired,
         .doc = "the model's shape",
         .scenarioPath = "workload.architecture"},
        arch("architecture.layers", "integer", kRequired, "transformer blocks"),
        arch("architecture.hiddenSize", "integer", kRequired, "d_model"),
        arch("architecture.attentionHeads", "integer", kRequired, "query heads"),
        arch("architecture.headDim", "integer", PresetNeed::Optional,
             "size of one head where heads x headDim differs from hiddenSize (PaLM: 256); absent "
             "= hiddenSize / attentionHeads"),
        arch("architecture.kvHeads", "integer", kRequired,
             "key/value heads: = heads for MHA, fewer for GQA, 1 for MQA"),
        arch("architecture.ffnHiddenSize", "integer", kRequired, "FFN inner size of a dense layer"),
        arch("architecture.ffnType", "`\"gelu\"` or `\"swiglu\"`", kRequired,
             "`\"gelu\"` = 2 matrices (up, down; also used for ReLU FFNs such as OPT), "
             "`\"swiglu\"` = 3 matrices (gate, up, down)"),
        arch("architecture.vocabularySize", "integer", kRequired,
             "embedding rows (the padded size where it differs from the tokenizer)"),
        {.path = "architecture.sequenceLength",
         .type = "tokens",
         .need = kRequired,
         .doc = "pretraining context length (not the extended long-context length)",
         .scenarioPath = "workload.sequenceLength"},
        arch("architecture.tiedEmbeddings", "boolean", kExpected,
             "input embedding shared with the output projection"),
        arch("architecture.experts", "integer", kExpected,
             "routed experts per MoE layer; 1 for dense"),
        arch("architecture.expertsPerToken", "integer", kExpected,
             "routed experts active per token; 1 for dense"),
        arch("architecture.sharedExperts", "integer", kExpected,
             "always-active shared experts; 0 if none"),
        arch("architecture.denseLayers", "integer", kExpected,
             "leading layers with a dense FFN in an MoE model (DeepSeek-V3: 3); 0 for dense "
             "models"),
        arch("architecture.expertFfnHiddenSize", "integer or null", kExpected,
             "FFN inner size of one expert; `null` for dense models"),
        arch("architecture.dropout", "boolean", PresetNeed::Optional,
             "dropout layers in training (adds masks to the saved activations); absent = "
             "`false`"),
    };
    rows.insert(rows.end(), body.begin(), body.end());
    addScenarioKeys(rows, "workload.architecture.", "architecture.");
    appendTail(rows, PresetKind::Model);
    return rows;
}

// ---- Reliability -------------------------------------------------------------------------------

/// A reliability preset is a scenario's reliability section with the metadata around it; the
/// section's keys follow the metadata alphabetically (each part's kind first).
std::vector<PresetKey> reliabilityKeys() {
    std::vector<PresetKey> rows = head(PresetKind::Reliability);
    appendTail(rows, PresetKind::Reliability);
    std::vector<PresetKey> section{{.path = "parts",
                                    .type = "array of objects",
                                    .need = kRequired,
                                    .doc = "the part kinds, as in a scenario",
                                    .scenarioPath = "reliability.parts"}};
    std::vector<PresetKey> parts{
        {.path = "parts[].derivation",
         .type = "string",
         .doc = "how the MTBF follows from the source; prose for the reader, not written back"}};
    for (const ScenarioKey& key : scenarioKeys()) {
        if (key.section() != "reliability" || key.name() == "preset") {
            continue;
        }
        PresetKey row{.path = key.path.substr(std::string_view("reliability.").size()),
                      .type = keep(key.documentedUnit()),
                      .doc = key.doc,
                      .scenarioPath = key.path};
        (key.perPart() ? parts : section).push_back(row);
    }
    const auto byName = [](const PresetKey& a, const PresetKey& b) {
        const bool aKind = a.path == "parts[].kind";
        const bool bKind = b.path == "parts[].kind";
        return aKind != bKind ? aKind : a.path < b.path;
    };
    std::sort(section.begin(), section.end(), byName);
    std::sort(parts.begin(), parts.end(), byName);
    rows.insert(rows.end(), section.begin(), section.end());
    rows.insert(rows.end(), parts.begin(), parts.end());
    return rows;
}

/// "reliability.parts[3].mtbfHours" -> "reliability.parts[].mtbfHours", index "3".
std::pair<std::string, std::string> withoutIndex(std::string_view field) {
    std::string pattern(field);
    std::string index;
    if (const std::size_t open = pattern.find('['); open != std::string::npos) {
        const std::size_t close = pattern.find(']', open);
        if (close != std::string::npos) {
            index = pattern.substr(open + 1, close - open - 1);
            pattern.erase(open + 1, close - open - 1);
        }
    }
    return {pattern, index};
}

} // namespace

std::string_view PresetKey::parent() const {
    return dottedParent(path);
}

std::string_view PresetKey::name() const {
    return dottedName(path);
}

std::span<const PresetKey> presetKeys(PresetKind kind) {
    // One initialisation for the three, so that keep() is never called from two threads.
    struct Tables {
        std::vector<PresetKey> hardware, model, reliability;
    };
    static const Tables tables{hardwareKeys(), modelKeys(), reliabilityKeys()};
    switch (kind) {
    case PresetKind::Hardware: return tables.hardware;
    case PresetKind::Model: return tables.model;
    case PresetKind::Reliability: break;
    }
    return tables.reliability;
}

const PresetKey* findPresetKey(PresetKind kind, std::string_view path) {
    for (const PresetKey& key : presetKeys(kind)) {
        if (key.path == path) {
            return &key;
        }
    }
    return nullptr;
}

std::optional<std::string> presetPathOfScenarioField(PresetKind kind, std::string_view field) {
    const auto [pattern, index] = withoutIndex(field);
    for (const PresetKey& key : presetKeys(kind)) {
        if (!key.scenarioPath.empty() && key.scenarioPath == pattern) {
            std::string path(key.path);
            if (const std::size_t open = path.find("[]"); open != std::string::npos) {
                path.insert(open + 1, index);
            }
            return path;
        }
    }
    return std::nullopt;
}

std::string presetKeyTable(PresetKind kind) {
    std::string out = "| key | unit / type | required | meaning |\n|---|---|---|---|\n";
    for (const PresetKey& key : presetKeys(kind)) {
        std::string required = key.need == PresetNeed::Optional ? "no" : "yes";
        if (!key.needNote.empty()) {
            required = key.needNote.starts_with("exactly")
                           ? std::string(key.needNote)
                           : required + " (" + std::string(key.needNote) + ")";
        }
        out += "| `" + std::string(key.path) + "` | " + escapeCell(key.type) + " | " +
               escapeCell(required) + " | " + escapeCell(key.doc) + " |\n";
    }
    return out;
}

} // namespace goodput
