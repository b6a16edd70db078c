// SPDX-License-Identifier: MIT
#include "reportinputs.h"

#include "views/format.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <string_view>

namespace goodput::views::report {
namespace {

using nlohmann::json;

/// This file's strings, in the translation context "Report" (a struct, so that lupdate files them
/// there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

/// How a value without a unit in its key reads.
enum class Kind {
    ByKey,   ///< the unit is in the key name (GBps, Gbps, Tflops, Us, Seconds, Hours, ...)
    Count,   ///< an integer count, grouped, with `unit` after it
    Big,     ///< parameters and tokens: 7.00e10
    Percent, ///< a fraction shown as a percentage
    Bytes,   ///< a number of bytes (per parameter, per token)
    Text,    ///< an identifier or name, as written
};

struct Label {
    std::string_view path; ///< dotted, with [] for any array index
    const char* label;
    Kind kind = Kind::ByKey;
    const char* unit = "";
};

// Reading order and words. A key missing here is still listed, after its section's known keys,
// under its own name and formatted by the unit in its name.
constexpr Label kLabels[] = {
    {"workload.preset", QT_TRANSLATE_NOOP("Report", "Model preset"), Kind::Text},
    {"workload.parameters", QT_TRANSLATE_NOOP("Report", "Parameters N"), Kind::Big},
    {"workload.activeParameters", QT_TRANSLATE_NOOP("Report", "Active parameters (MoE; 0 = all)"),
     Kind::Big},
    {"workload.tokens", QT_TRANSLATE_NOOP("Report", "Training tokens D"), Kind::Big},
    {"workload.sequenceLength", QT_TRANSLATE_NOOP("Report", "Sequence length s"), Kind::Count,
     "tokens"},
    {"workload.globalBatchTokens", QT_TRANSLATE_NOOP("Report", "Global batch"), Kind::Count,
     "tokens"},
    {"workload.microBatchSize", QT_TRANSLATE_NOOP("Report", "Micro-batch b (sequences)"),
     Kind::Count},
    {"workload.precision", QT_TRANSLATE_NOOP("Report", "Precision"), Kind::Text},
    {"workload.recompute", QT_TRANSLATE_NOOP("Report", "Activation recompute"), Kind::Text},
    {"workload.attentionFlops", QT_TRANSLATE_NOOP("Report", "Count attention FLOPs (PaLM)")},
    {"workload.attentionFlopsCausal", QT_TRANSLATE_NOOP("Report", "Count only the causal half")},
    {"workload.flashAttention", QT_TRANSLATE_NOOP("Report", "Fused (flash) attention")},
    {"workload.fusedKernels", QT_TRANSLATE_NOOP("Report", "Fused norm and activation kernels")},
    {"workload.memoryHeadroomGB", QT_TRANSLATE_NOOP("Report", "Memory headroom per GPU")},
    {"workload.tokenBytesOnDisk", QT_TRANSLATE_NOOP("Report", "Stored bytes per token"),
     Kind::Bytes},
    {"workload.gradientBytesPerParameter",
     QT_TRANSLATE_NOOP("Report", "Gradient bytes per parameter"), Kind::Bytes},
    {"workload.dataReadBandwidthGBps", QT_TRANSLATE_NOOP("Report", "Data store read bandwidth")},
    {"workload.architecture.layers", QT_TRANSLATE_NOOP("Report", "Layers L"), Kind::Count},
    {"workload.architecture.hiddenSize", QT_TRANSLATE_NOOP("Report", "Hidden size d"), Kind::Count},
    {"workload.architecture.attentionHeads", QT_TRANSLATE_NOOP("Report", "Attention heads"),
     Kind::Count},
    {"workload.architecture.kvHeads", QT_TRANSLATE_NOOP("Report", "KV heads"), Kind::Count},
    {"workload.architecture.headDim",
     QT_TRANSLATE_NOOP("Report", "Head dimension (empty = d / heads)"), Kind::Count},
    {"workload.architecture.ffnHiddenSize", QT_TRANSLATE_NOOP("Report", "FFN hidden size"),
     Kind::Count},
    {"workload.architecture.ffnType", QT_TRANSLATE_NOOP("Report", "FFN type"), Kind::Text},
    {"workload.architecture.vocabularySize", QT_TRANSLATE_NOOP("Report", "Vocabulary"), Kind::Count,
     "tokens"},
    {"workload.architecture.tiedEmbeddings", QT_TRANSLATE_NOOP("Report", "Tied embeddings")},
    {"workload.architecture.experts", QT_TRANSLATE_NOOP("Report", "Experts per MoE layer"),
     Kind::Count},
    {"workload.architecture.expertsPerToken", QT_TRANSLATE_NOOP("Report", "Experts per token"),
     Kind::Count},
    {"workload.architecture.sharedExperts", QT_TRANSLATE_NOOP("Report", "Shared experts"),
     Kind::Count},
    {"workload.architecture.denseLayers", QT_TRANSLATE_NOOP("Report", "Leading dense layers"),
     Kind::Count},
    {"workload.architecture.dropout", QT_TRANSLATE_NOOP("Report", "Dropout layers")},
    {"workload.architecture.expertFfnHiddenSize",
     QT_TRANSLATE_NOOP("Report", "Expert FFN size (0 = FFN size)"), Kind::Count},

    {"hardware.preset", QT_TRANSLATE_NOOP("Report", "Hardware preset"), Kind::Text},
    {"hardware.displayName", QT_TRANSLATE_NOOP("Report", "Accelerator"), Kind::Text},
    {"hardware.peakBf16Tflops", QT_TRANSLATE_NOOP("Report", "Dense peak, BF16")},
    {"hardware.peakFp8Tflops", QT_TRANSLATE_NOOP("Report", "Dense peak, FP8 (empty = none)")},
    {"hardware.hbmCapacityGB", QT_TRANSLATE_NOOP("Report", "HBM capacity")},
    {"hardware.hbmCapacityGiB", QT_TRANSLATE_NOOP("Report", "HBM capacity")},
    {"hardware.hbmBandwidthTBps", QT_TRANSLATE_NOOP("Report", "HBM bandwidth")},
    {"hardware.matmulEfficiency", QT_TRANSLATE_NOOP("Report", "Achievable matmul efficiency"),
     Kind::Percent},
    {"hardware.attentionEfficiency",
     QT_TRANSLATE_NOOP("Report", "Attention kernel efficiency (empty = matmul)"), Kind::Percent},
    {"hardware.tdpWatts", QT_TRANSLATE_NOOP("Report", "TDP")},
    {"hardware.scaleUp.name", QT_TRANSLATE_NOOP("Report", "Scale-up fabric"), Kind::Text},
    {"hardware.scaleUp.bandwidthGBps",
     QT_TRANSLATE_NOOP("Report", "Scale-up bandwidth per GPU, one way")},
    {"hardware.scaleUp.latencyUs", QT_TRANSLATE_NOOP("Report", "Scale-up latency α")},
    {"hardware.scaleUp.domainSize", QT_TRANSLATE_NOOP("Report", "Scale-up domain"), Kind::Count,
     "GPUs"},
    {"hardware.scaleUp.efficiency", QT_TRANSLATE_NOOP("Report", "Scale-up collective efficiency"),
     Kind::Percent},
    {"hardware.scaleUp.topology", QT_TRANSLATE_NOOP("Report", "Scale-up topology"), Kind::Text},
    {"hardware.scaleOut.name", QT_TRANSLATE_NOOP("Report", "Scale-out fabric"), Kind::Text},
    {"hardware.scaleOut.bandwidthGbps", QT_TRANSLATE_NOOP("Report", "Scale-out bandwidth per GPU")},
    {"hardware.scaleOut.latencyUs", QT_TRANSLATE_NOOP("Report", "Scale-out latency α")},
    {"hardware.scaleOut.efficiency", QT_TRANSLATE_NOOP("Report", "Scale-out collective efficiency"),
     Kind::Percent},
    {"hardware.scaleOut.podSize",
     QT_TRANSLATE_NOOP("Report", "Pod below the spine (0 = whole cluster)"), Kind::Count, "GPUs"},
    {"hardware.scaleOut.oversubscriptionAbovePod",
     QT_TRANSLATE_NOOP("Report", "Spine oversubscription"), Kind::Count, ": 1"},

    {"cluster.gpus", QT_TRANSLATE_NOOP("Report", "GPUs n"), Kind::Count, "GPUs"},
    {"cluster.gpusPerNode", QT_TRANSLATE_NOOP("Report", "GPUs per node"), Kind::Count, "GPUs"},

    {"layout.tp", QT_TRANSLATE_NOOP("Report", "Tensor parallel TP"), Kind::Count},
    {"layout.pp", QT_TRANSLATE_NOOP("Report", "Pipeline parallel PP"), Kind::Count},
    {"layout.virtualStages", QT_TRANSLATE_NOOP("Report", "Virtual pipeline stages"), Kind::Count},
    {"layout.cp", QT_TRANSLATE_NOOP("Report", "Context parallel CP"), Kind::Count},
    {"layout.ep", QT_TRANSLATE_NOOP("Report", "Expert parallel EP"), Kind::Count},
    {"layout.zeroStage", QT_TRANSLATE_NOOP("Report", "ZeRO stage"), Kind::Count},
    {"layout.sequenceParallel", QT_TRANSLATE_NOOP("Report", "Sequence parallelism")},

    {"communication.algorithm", QT_TRANSLATE_NOOP("Report", "Collective algorithm"), Kind::Text},
    {"communication.bucketSizeMB", QT_TRANSLATE_NOOP("Report", "Gradient bucket")},
    {"communication.collectiveOverheadUs",
     QT_TRANSLATE_NOOP("Report", "Fixed cost per collective")},
    {"communication.overlapGradientSync",
     QT_TRANSLATE_NOOP("Report", "Overlap DP sync with backward")},
    {"communication.overlapTensorParallel", QT_TRANSLATE_NOOP("Report", "Overlap TP with compute")},
    {"communication.overlapContextParallel",
     QT_TRANSLATE_NOOP("Report", "Overlap CP with attention")},
    {"communication.overlapExpertParallel",
     QT_TRANSLATE_NOOP("Report", "Overlap EP with expert compute")},

    {"checkpoint.bytesPerParameter", QT_TRANSLATE_NOOP("Report", "Checkpoint bytes per parameter"),
     Kind::Bytes},
    {"checkpoint.mode", QT_TRANSLATE_NOOP("Report", "Checkpoint saving"), Kind::Text},
    {"checkpoint.stallSeconds", QT_TRANSLATE_NOOP("Report", "Measured stall C (empty = computed)")},
    {"checkpoint.writeBandwidthPerGpuGBps", QT_TRANSLATE_NOOP("Report", "Write bandwidth per GPU")},
    {"checkpoint.aggregateWriteBandwidthGBps",
     QT_TRANSLATE_NOOP("Report", "Storage write bandwidth, total")},
    {"checkpoint.readBandwidthPerGpuGBps", QT_TRANSLATE_NOOP("Report", "Read bandwidth per GPU")},
    {"checkpoint.aggregateReadBandwidthGBps",
     QT_TRANSLATE_NOOP("Report", "Storage read bandwidth, total")},
    {"checkpoint.hostCopyBandwidthPerGpuGBps",
     QT_TRANSLATE_NOOP("Report", "Device-to-host copy per GPU")},

    {"reliability.preset", QT_TRANSLATE_NOOP("Report", "Reliability preset"), Kind::Text},
    {"reliability.parts[].kind", QT_TRANSLATE_NOOP("Report", "Part kind"), Kind::Text},
    {"reliability.parts[].scope", QT_TRANSLATE_NOOP("Report", "Counted per"), Kind::Text},
    {"reliability.parts[].countPerScope", QT_TRANSLATE_NOOP("Report", "Count per scope"),
     Kind::Count},
    {"reliability.parts[].mtbfHours", QT_TRANSLATE_NOOP("Report", "MTBF per part")},
    {"reliability.parts[].replaces", QT_TRANSLATE_NOOP("Report", "A failure replaces"), Kind::Text},
    {"reliability.parts[].distribution", QT_TRANSLATE_NOOP("Report", "Failure distribution"),
     Kind::Text},
    {"reliability.parts[].weibullShape", QT_TRANSLATE_NOOP("Report", "Weibull shape")},
    {"reliability.parts[].detectionSeconds", QT_TRANSLATE_NOOP("Report", "Restart: detection")},
    {"reliability.parts[].diagnosisSeconds", QT_TRANSLATE_NOOP("Report", "Restart: diagnosis")},
    {"reliability.parts[].replacementSeconds", QT_TRANSLATE_NOOP("Report", "Restart: replacement")},
    {"reliability.parts[].repairHours",
     QT_TRANSLATE_NOOP("Report", "Repair back to the spare pool")},
    {"reliability.interval", QT_TRANSLATE_NOOP("Report", "Checkpoint interval policy"), Kind::Text},
    {"reliability.manualIntervalSeconds", QT_TRANSLATE_NOOP("Report", "Manual interval")},
    {"reliability.detectionSeconds", QT_TRANSLATE_NOOP("Report", "Restart: detection")},
    {"reliability.diagnosisSeconds", QT_TRANSLATE_NOOP("Report", "Restart: diagnosis")},
    {"reliability.replacementSeconds", QT_TRANSLATE_NOOP("Report", "Restart: replacement")},
    {"reliability.checkpointLoadSeconds",
     QT_TRANSLATE_NOOP("Report", "Restart: checkpoint load (empty = computed)")},
    {"reliability.dataRestoreSeconds", QT_TRANSLATE_NOOP("Report", "Restart: data position")},
    {"reliability.warmupSeconds", QT_TRANSLATE_NOOP("Report", "Restart: warm-up")},
    {"reliability.repairHours", QT_TRANSLATE_NOOP("Report", "Repair back to the spare pool")},
    {"reliability.hotSpareNodes",
     QT_TRANSLATE_NOOP("Report", "Hot spare nodes (empty = always one)"), Kind::Count, "nodes"},
    {"reliability.elastic", QT_TRANSLATE_NOOP("Report", "Elastic: go on with fewer replicas")},
    {"reliability.maintenanceIntervalHours",
     QT_TRANSLATE_NOOP("Report", "Planned maintenance every (empty = none)")},
    {"reliability.maintenanceDurationSeconds",
     QT_TRANSLATE_NOOP("Report", "Planned maintenance duration")},

    {"mfu.mode", QT_TRANSLATE_NOOP("Report", "MFU mode"), Kind::Text},
    {"mfu.assumed", QT_TRANSLATE_NOOP("Report", "Assumed MFU"), Kind::Percent},
    {"cost.pricePerGpuHourUsd", QT_TRANSLATE_NOOP("Report", "Price per GPU-hour")},
};

struct SectionTitle {
    std::string_view key;
    const char* title;
};

constexpr SectionTitle kSections[] = {
    {"workload", QT_TRANSLATE_NOOP("Report", "Workload")},
    {"hardware", QT_TRANSLATE_NOOP("Report", "Hardware")},
    {"cluster", QT_TRANSLATE_NOOP("Report", "Cluster")},
    {"layout", QT_TRANSLATE_NOOP("Report", "Parallel layout")},
    {"communication", QT_TRANSLATE_NOOP("Report", "Communication")},
    {"checkpoint", QT_TRANSLATE_NOOP("Report", "Checkpoints")},
    {"reliability", QT_TRANSLATE_NOOP("Report", "Reliability")},
    {"mfu", QT_TRANSLATE_NOOP("Report", "MFU")},
    {"cost", QT_TRANSLATE_NOOP("Report", "Cost")},
};

struct Leaf {
    std::string path;    ///< "reliability.parts[0].mtbfHours"
    std::string pattern; ///< "reliability.parts[].mtbfHours"
    json value;
};

void flatten(const json& node, const std::string& path, const std::string& pattern,
             std::vector<Leaf>& out) {
    if (node.is_object()) {
        for (const auto& [key, child] : node.items()) {
            const std::string sep = path.empty() ? "" : ".";
            flatten(child, path + sep + key, pattern + sep + key, out);
        }
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i) {
            flatten(node[i], path + "[" + std::to_string(i) + "]", pattern + "[]", out);
        }
    } else {
        out.push_back({path, pattern, node});
    }
}

/// The scenario's leaves in reading order: sections in kSections order, known keys in kLabels
/// order, the rest after them; the file's own bookkeeping (schemaVersion, name) left out.
std::vector<Leaf> leaves(const Scenario& scenario) {
    std::vector<Leaf> all;
    flatten(scenarioToJson(scenario), "", "", all);
    auto rank = [](const Leaf& l) {
        const std::string_view section =
            std::string_view(l.path).substr(0, l.path.find_first_of(".["));
        std::size_t s = std::size(kSections);
        for (std::size_t i = 0; i < std::size(kSections); ++i) {
            if (kSections[i].key == section) {
                s = i;
            }
        }
        std::size_t k = std::size(kLabels);
        for (std::size_t i = 0; i < std::size(kLabels); ++i) {
            if (kLabels[i].path == l.pattern) {
                k = i;
            }
        }
        return std::pair(s, k);
    };
    std::erase_if(all, [&](const Leaf& l) { return rank(l).first == std::size(kSections); });
    // Parts keep their array order; within a part the table's order applies.
    std::stable_sort(all.begin(), all.end(), [&](const Leaf& a, const Leaf& b) {
        const auto ra = rank(a);
        const auto rb = rank(b);
        if (ra.first != rb.first) {
            return ra.first < rb.first;
        }
        const std::string ia = a.path.substr(0, a.path.rfind('.'));
        const std::string ib = b.path.substr(0, b.path.rfind('.'));
        if (ia != ib && a.pattern.find("[]") != std::string::npos &&
            b.pattern.find("[]") != std::string::npos) {
            return ia < ib;
        }
        return ra.second < rb.second;
    });
    return all;
}

const Label* labelFor(const std::string& pattern) {
    for (const Label& l : kLabels) {
        if (l.path == pattern) {
            return &l;
        }
    }
    return nullptr;
}

bool endsWith(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

/// A JSON number by the unit its key names (docs/scenario.md), through the app's formatters.
QString byKey(std::string_view key, double v) {
    if (endsWith(key, "GBps")) {
        return formatByteRate(units::gigabytesPerSecond(v));
    }
    if (endsWith(key, "TBps")) {
        return formatByteRate(units::terabytesPerSecond(v));
    }
    if (endsWith(key, "Gbps")) {
        return QStringLiteral("%1 (%2)").arg(formatBitRate(units::gigabitsPerSecond(v)),
                                             formatByteRate(units::gigabitsPerSecond(v)));
    }
    if (endsWith(key, "Tflops")) {
        return formatFlopRate(units::teraflopPerSecond(v));
    }
    if (endsWith(key, "GiB")) {
        return QStringLiteral("%1 GiB (%2)").arg(formatNumber(v), formatBytes(units::gibibytes(v)));
    }
    if (endsWith(key, "GB")) {
        return formatBytes(units::gigabytes(v));
    }
    if (endsWith(key, "MB")) {
        return formatBytes(units::megabytes(v));
    }
    if (endsWith(key, "Us")) {
        return formatDuration(units::microseconds(v));
    }
    if (endsWith(key, "Seconds")) {
        return formatDuration(units::seconds(v));
    }
    if (endsWith(key, "Hours")) {
        return QStringLiteral("%1 h").arg(formatCount(v));
    }
    if (endsWith(key, "Usd")) {
        return formatDollars(units::dollars(v));
    }
    if (endsWith(key, "Watts")) {
        return QStringLiteral("%1 W").arg(formatCount(v));
    }
    return formatNumber(v);
}

QString formatLeaf(const Leaf& leaf) {
    const json& v = leaf.value;
    if (v.is_null()) {
        return QStringLiteral("—");
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? Tr::tr("yes") : Tr::tr("no");
    }
    if (v.is_string()) {
        const std::string text = v.get<std::string>();
        return text.empty() ? QStringLiteral("—") : QString::fromStdString(text);
    }
    if (!v.is_number()) {
        return QString::fromStdString(v.dump());
    }
    const double x = v.get<double>();
    const Label* label = labelFor(leaf.pattern);
    const std::string_view key = std::string_view(leaf.path).substr(leaf.path.rfind('.') + 1);
    switch (label ? label->kind : Kind::ByKey) {
    case Kind::ByKey: return byKey(key, x);
    case Kind::Count: {
        const QString unit = QString::fromUtf8(label->unit);
        if (unit.isEmpty()) {
            return formatCount(x);
        }
        return unit.startsWith(QLatin1Char(':')) ? formatNumber(x) + unit
                                                 : formatCount(x) + QLatin1Char(' ') + unit;
    }
    case Kind::Big: return formatCount(x);
    case Kind::Percent: return formatPercent(x);
    case Kind::Bytes: return QStringLiteral("%1 B").arg(formatNumber(x));
    case Kind::Text: return QString::fromStdString(v.dump());
    }
    return formatNumber(x);
}

QString labelText(const Leaf& leaf) {
    const Label* label = labelFor(leaf.pattern);
    QString text = label ? Tr::tr(label->label)
                         : QString::fromStdString(leaf.path.substr(leaf.path.find('.') + 1));
    // Parts of the failure model are numbered for the reader: "Part 1: MTBF per part".
    const std::size_t open = leaf.path.find('[');
    if (open != std::string::npos) {
        const int index = std::stoi(leaf.path.substr(open + 1)) + 1;
        text = Tr::tr("Part %1: %2").arg(index).arg(text);
    }
    return text;
}

QString sectionTitle(const Leaf& leaf) {
    for (const SectionTitle& s : kSections) {
        if (leaf.path.rfind(std::string(s.key), 0) == 0) {
            return Tr::tr(s.title);
        }
    }
    return {};
}

/// What a file naming the scenario's presets, and nothing else, would hold: the values the
/// user did not change.
Scenario referenceScenario(const Scenario& scenario, const PresetLookup& presets) {
    json doc = {{"schemaVersion", kScenarioSchemaVersion}};
    if (!scenario.workload.preset.empty()) {
        doc["workload"] = {{"preset", scenario.workload.preset}};
    }
    if (!scenario.hardware.preset.empty()) {
        doc["hardware"] = {{"preset", scenario.hardware.preset}};
    }
    if (!scenario.reliability.preset.empty()) {
        doc["reliability"] = {{"preset", scenario.reliability.preset}};
    }
    return readScenarioDocument(doc, presets).scenario;
}

bool underPreset(const Leaf& leaf, const Scenario& scenario, const PresetLookup& presets) {
    if (!presets) {
        return false;
    }
    if (leaf.path.rfind("workload.", 0) == 0 && !scenario.workload.preset.empty()) {
        return presets(PresetKind::Model, scenario.workload.preset) != nullptr;
    }
    if (leaf.path.rfind("hardware.", 0) == 0 && !scenario.hardware.preset.empty()) {
        return presets(PresetKind::Hardware, scenario.hardware.preset) != nullptr;
    }
    if (leaf.path.rfind("reliability.", 0) == 0 && !scenario.reliability.preset.empty()) {
        return presets(PresetKind::Reliability, scenario.reliability.preset) != nullptr;
    }
    return false;
}

} // namespace

std::vector<InputRow> inputRows(const Scenario& scenario, const PresetLookup& presets) {
    const std::vector<Leaf> reference = leaves(referenceScenario(scenario, presets));
    // A value a preset leaves at the default is the default's, not the preset's.
    const std::vector<Leaf> defaults =
        leaves(readScenarioDocument({{"schemaVersion", kScenarioSchemaVersion}}).scenario);
    auto find = [](const std::vector<Leaf>& in, const Leaf& leaf) {
        const auto it =
            std::find_if(in.begin(), in.end(), [&](const Leaf& l) { return l.path == leaf.path; });
        return it == in.end() ? nullptr : &*it;
    };
    std::vector<InputRow> rows;
    for (const Leaf& leaf : leaves(scenario)) {
        InputRow row;
        row.section = sectionTitle(leaf);
        row.label = labelText(leaf);
        row.value = formatLeaf(leaf);
        row.key = QString::fromStdString(leaf.path);
        const Leaf* ref = find(reference, leaf);
        const Leaf* def = find(defaults, leaf);
        if (ref != nullptr && ref->value == leaf.value) {
            const bool fromDefault = def != nullptr && def->value == leaf.value;
            row.origin = underPreset(leaf, scenario, presets) && !fromDefault
                             ? InputOrigin::Preset
                             : InputOrigin::Default;
        } else {
            row.origin = InputOrigin::Changed;
            row.reference = ref != nullptr ? formatLeaf(*ref) : Tr::tr("not set");
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<InputDifference> inputDifferences(const Scenario& baseline, const Scenario& current) {
    const std::vector<Leaf> before = leaves(baseline);
    const std::vector<Leaf> after = leaves(current);
    auto find = [](const std::vector<Leaf>& in, const std::string& path) {
        return std::find_if(in.begin(), in.end(), [&](const Leaf& l) { return l.path == path; });
    };
    std::vector<InputDifference> out;
    for (const Leaf& leaf : after) {
        const auto old = find(before, leaf.path);
        if (old == before.end() || old->value != leaf.value) {
            out.push_back({labelText(leaf), QString::fromStdString(leaf.path),
                           old == before.end() ? Tr::tr("not set") : formatLeaf(*old),
                           formatLeaf(leaf)});
        }
    }
    // Keys only the baseline has (an architecture or a part kind the current plan dropped).
    for (const Leaf& leaf : before) {
        if (find(after, leaf.path) == after.end()) {
            out.push_back({labelText(leaf), QString::fromStdString(leaf.path), formatLeaf(leaf),
                           Tr::tr("not set")});
        }
    }
    return out;
}

} // namespace goodput::views::report
