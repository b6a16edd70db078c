// SPDX-License-Identifier: MIT
#include "fields.h"

#include "model/architecture.h"
#include "model/json_reader.h"
#include "model/layout_values.h"
#include "model/scenario_json.h"
#include "model/scenario_schema.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <optional>

namespace goodput::views {
namespace {

int toInt(double v) {
    return static_cast<int>(std::lround(v));
}

std::vector<double> divisorsOf(int n, int cap) {
    std::vector<double> out;
    for (int d = 1; d <= std::min(n, cap); ++d) {
        if (n % d == 0) {
            out.push_back(d);
        }
    }
    if (out.empty()) {
        out.push_back(1);
    }
    return out;
}

template <typename T> std::vector<double> asDoubles(const std::vector<T>& values) {
    return {values.begin(), values.end()};
}

constexpr long long kMaxClusterGpus = 10'000'000;

/// The cluster size a GPU or node slider moves to: whole nodes that the layout (and, with derived
/// MFU, the batch) divides; where there is none in the direction of the move, the nearest one.
double snapClusterSize(const Scenario& s, double gpus, int direction) {
    std::optional<long long> n = nearestClusterSize(s, gpus, direction, kMaxClusterGpus);
    if (!n) {
        n = nearestClusterSize(s, gpus, 0, kMaxClusterGpus);
    }
    return n ? static_cast<double>(*n) : gpus;
}

std::vector<double> powersOfTwo(int cap, int from = 1) {
    std::vector<double> out;
    for (int p = from; p <= std::max(from, cap); p *= 2) {
        out.push_back(p);
    }
    return out;
}

Architecture& arch(Scenario& s) {
    if (!s.workload.architecture) {
        s.workload.architecture = Architecture{};
    }
    return *s.workload.architecture;
}

bool hasArch(const Scenario& s) {
    return s.workload.architecture.has_value();
}

/// In derived-MFU mode the parameter count comes from the architecture, not from the input.
bool derivedParameters(const Scenario& s) {
    return s.mfuMode == MfuMode::Derived && hasArch(s);
}

Tier& tier(Scenario& s, std::size_t i) {
    auto& tiers = s.hardware.hierarchy.tiers;
    if (tiers.size() <= i) {
        tiers.resize(i + 1);
        tiers[i].kind = i == 0 ? TierKind::ScaleUp : TierKind::ScaleOut;
    }
    return tiers[i];
}

const Tier* tierAt(const Scenario& s, std::size_t i) {
    const auto& tiers = s.hardware.hierarchy.tiers;
    return i < tiers.size() ? &tiers[i] : nullptr;
}

/// Lays a hardware JSON patch over the scenario's hardware with the scenario reader itself, so
/// derived structure (the spine tier above an oversubscribed pod) is built in one place.
void patchHardware(Scenario& s, const nlohmann::json& patch) {
    Diagnostics ignored;
    ObjectReader reader(patch, "hardware", ignored);
    readHardwareFields(reader, s.hardware);
}

using Get = std::function<double(const Scenario&)>;
using Set = std::function<void(Scenario&, double)>;

class Table {
public:
    Field& number(const char* id, Section section, const char* group, const char* label,
                  const char* unit, double min, double max, SliderScale scale, int decimals,
                  Get get, Set set, const char* formula, const char* chapter) {
        Field f;
        f.kind = FieldKind::Number;
        f.id = QString::fromLatin1(id);
        f.section = section;
        f.group = group;
        f.label = label;
        f.unit = unit;
        f.min = min;
        f.max = max;
        f.scale = scale;
        f.decimals = decimals;
        f.get = std::move(get);
        f.set = std::move(set);
        f.formula = formula;
        f.chapter = chapter;
        m_fields.push_back(std::move(f));
        return m_fields.back();
    }
    Field& choice(const char* id, Section section, const char* group, const char* label,
                  std::vector<std::pair<const char*, int>> options,
                  std::function<int(const Scenario&)> get, std::function<void(Scenario&, int)> set,
                  const char* formula, const char* chapter) {
        Field f;
        f.kind = FieldKind::Choice;
        f.id = QString::fromLatin1(id);
        f.section = section;
        f.group = group;
        f.label = label;
        f.options = std::move(options);
        f.getChoice = std::move(get);
        f.setChoice = std::move(set);
        f.formula = formula;
        f.chapter = chapter;
        m_fields.push_back(std::move(f));
        return m_fields.back();
    }
    Field& toggle(const char* id, Section section, const char* group, const char* label,
                  std::function<bool(const Scenario&)> get,
                  std::function<void(Scenario&, bool)> set, const char* formula,
                  const char* chapter) {
        Field f;
        f.kind = FieldKind::Toggle;
        f.id = QString::fromLatin1(id);
        f.section = section;
        f.group = group;
        f.label = label;
        f.getToggle = std::move(get);
        f.setToggle = std::move(set);
        f.formula = formula;
        f.chapter = chapter;
        m_fields.push_back(std::move(f));
        return m_fields.back();
    }
    /// A number shown in the unit of its key: reads and writes through the schema's accessor.
    Field& key(const char* id, Section section, const char* group, const char* label,
               const char* unit, double min, double max, SliderScale scale, int decimals,
               const char* formula, const char* chapter) {
        const ScenarioKey* k = findScenarioKey(id);
        Q_ASSERT(k != nullptr && k->access.get && k->access.set);
        return number(
            id, section, group, label, unit, min, max, scale, decimals,
            [get = k->access.get](const Scenario& s) { return get(s, 0).value_or(0); },
            [set = k->access.set](Scenario& s, double v) { set(s, 0, v); }, formula, chapter);
    }
    std::vector<Field> take() { return std::move(m_fields); }

private:
    std::vector<Field> m_fields;
};

constexpr auto Lin = SliderScale::Linear;
constexpr auto Log = SliderScale::Log;

void workloadFields(Table& t) {
    const Section w = Section::Workload;
    t.number(
         "workload.parameters", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Parameters N"),
         QT_TRANSLATE_NOOP("Fields", "B"), 0.1, 10000, Log, 2,
         [](const Scenario& s) {
             // Derived MFU counts the architecture's parameters; show those.
             return plannedParameters(s) / 1e9;
         },
         [](Scenario& s, double v) { s.workload.parameters = v * 1e9; },
         QT_TRANSLATE_NOOP("Fields",
                           "In billions. Training compute 6ND; checkpoint bytes N x bytes per "
                           "parameter; gradient bytes per step. With derived MFU it is counted "
                           "from the architecture"),
         "2.5.11, 2.5.14, 2.5.15")
        .enabled = [](const Scenario& s) {
        return !derivedParameters(s);
    };
    t.number(
        "workload.tokens", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Training tokens D"),
        QT_TRANSLATE_NOOP("Fields", "T"), 0.001, 1000, Log, 3,
        [](const Scenario& s) { return s.workload.tokens / 1e12; },
        [](Scenario& s, double v) { s.workload.tokens = v * 1e12; },
        QT_TRANSLATE_NOOP("Fields",
                          "In trillions. Training compute 6ND; time T = 6ND / (n x peak x MFU)"),
        "2.5.15");
    t.number(
         "workload.sequenceLength", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Sequence length s"),
         QT_TRANSLATE_NOOP("Fields", "tokens"), 128, 1048576, Log, 0,
         [](const Scenario& s) { return static_cast<double>(s.workload.sequenceLength); },
         [](Scenario& s, double v) { s.workload.sequenceLength = toInt(v); },
         QT_TRANSLATE_NOOP("Fields",
                           "Activation size S_act = b s d bytes of each TP all-reduce. Powers "
                           "of two"),
         "2.5.4")
        .allowed = [](const Scenario&) {
        return powersOfTwo(1 << 20, 128);
    };
    Field& globalBatch = t.number(
        "workload.globalBatchTokens", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Global batch"),
        QT_TRANSLATE_NOOP("Fields", "sequences"), 1, 1000000, Log, 0,
        [](const Scenario& s) {
            return s.workload.globalBatchTokens / std::max(1, s.workload.sequenceLength);
        },
        [](Scenario& s, double v) {
            s.workload.globalBatchTokens = v * std::max(1, s.workload.sequenceLength);
        },
        QT_TRANSLATE_NOOP("Fields",
                          "Sequences per optimizer step (tokens = sequences x s): one DP gradient "
                          "all-reduce per step, hidden behind the step's backward pass"),
        "2.5.6, 2.5.8");
    // A drag passes through whole multiples of DP x micro-batch only (batchSequenceStep), not
    // through 14,791 sequences that blank every card.
    globalBatch.snap = [](const Scenario& s, double v, int direction) {
        const auto step = static_cast<double>(batchSequenceStep(s));
        if (step <= 1) {
            return v;
        }
        const double multiple = direction > 0   ? std::floor(v / step) + 1
                                : direction < 0 ? std::ceil(v / step) - 1
                                                : std::round(v / step);
        return std::max(1.0, multiple) * step;
    };
    t.number(
         "workload.microBatchSize", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Micro-batch b"),
         QT_TRANSLATE_NOOP("Fields", "sequences"), 1, 256, Log, 0,
         [](const Scenario& s) { return static_cast<double>(s.workload.microBatchSize); },
         [](Scenario& s, double v) { s.workload.microBatchSize = toInt(v); },
         QT_TRANSLATE_NOOP("Fields", "Activation size S_act = b s d bytes of each TP all-reduce"),
         "2.5.4")
        .allowed = [](const Scenario& s) {
        return asDoubles(microBatchValues(s, 256));
    };
    t.choice(
        "workload.precision", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Precision"),
        {{QT_TRANSLATE_NOOP("Fields", "BF16"), static_cast<int>(Precision::Bf16)},
         {QT_TRANSLATE_NOOP("Fields", "FP8"), static_cast<int>(Precision::Fp8)}},
        [](const Scenario& s) { return static_cast<int>(s.workload.precision); },
        [](Scenario& s, int v) { s.workload.precision = static_cast<Precision>(v); },
        QT_TRANSLATE_NOOP(
            "Fields", "Selects the dense peak (BF16 or FP8) and the bytes per activation element"),
        "2.5.1");
    t.choice(
         "workload.fp8Recipe", w, nullptr, QT_TRANSLATE_NOOP("Fields", "FP8 scaling recipe"),
         {{QT_TRANSLATE_NOOP("Fields", "Delayed"), static_cast<int>(Fp8Recipe::Delayed)},
          {QT_TRANSLATE_NOOP("Fields", "Current"), static_cast<int>(Fp8Recipe::Current)},
          {QT_TRANSLATE_NOOP("Fields", "MXFP8"), static_cast<int>(Fp8Recipe::Mxfp8)}},
         [](const Scenario& s) { return static_cast<int>(s.workload.fp8Recipe); },
         [](Scenario& s, int v) { s.workload.fp8Recipe = static_cast<Fp8Recipe>(v); },
         QT_TRANSLATE_NOOP("Fields", "How FP8 scales are found; current scaling reads each cast "
                                     "tensor once more"),
         "2.5.1")
        .enabled = [](const Scenario& s) {
        return s.workload.precision == Precision::Fp8;
    };
    t.choice(
        "workload.recompute", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Activation recompute"),
        {{QT_TRANSLATE_NOOP("Fields", "None"), static_cast<int>(Recompute::None)},
         {QT_TRANSLATE_NOOP("Fields", "Selective"), static_cast<int>(Recompute::Selective)},
         {QT_TRANSLATE_NOOP("Fields", "Minimal"), static_cast<int>(Recompute::Minimal)},
         {QT_TRANSLATE_NOOP("Fields", "Full"), static_cast<int>(Recompute::Full)}},
        [](const Scenario& s) { return static_cast<int>(s.workload.recompute); },
        [](Scenario& s, int v) { s.workload.recompute = static_cast<Recompute>(v); },
        QT_TRANSLATE_NOOP("Fields", "Selective: the attention core runs again (Megatron). "
                                    "Minimal: only the matmul outputs are kept; the attention "
                                    "core, norms and activations run again (MaxText). Full "
                                    "recompute: 8N FLOPs per token executed, HFU = 4/3 MFU, 6 TP "
                                    "all-reduces per layer instead of 4"),
        "2.5.4, 2.5.14");
    t.number(
         "workload.recomputeLayerShare", w, nullptr,
         QT_TRANSLATE_NOOP("Fields", "Share of layers recomputed"), nullptr, 0.05, 1, Lin, 2,
         [](const Scenario& s) { return s.workload.recomputeLayerShare; },
         [](Scenario& s, double v) { s.workload.recomputeLayerShare = v; },
         QT_TRANSLATE_NOOP("Fields", "With full recompute: the share of layers whose forward runs "
                                     "again; the others keep every activation (Megatron's block "
                                     "method; torchtitan's every k-th layer is 1/k)"),
         "2.5.14")
        .enabled = [](const Scenario& s) {
        return s.workload.recompute == Recompute::Full;
    };
    t.toggle(
         "workload.recomputeOnlyNeeded", w, nullptr,
         QT_TRANSLATE_NOOP("Fields", "Recompute only what the backward reads"),
         [](const Scenario& s) { return s.workload.recomputeOnlyNeeded; },
         [](Scenario& s, bool v) { s.workload.recomputeOnlyNeeded = v; },
         QT_TRANSLATE_NOOP("Fields", "With full recompute: JAX (MaxText's full remat) runs the "
                                     "layer's forward again but for the down projection, whose "
                                     "output only the next layer's saved input needs; PyTorch "
                                     "and Megatron run all of it"),
         "2.5.14")
        .enabled = [](const Scenario& s) {
        return s.workload.recompute == Recompute::Full;
    };
    t.toggle(
        "workload.flashAttention", w, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Fused (flash) attention"),
        [](const Scenario& s) { return s.workload.flashAttention; },
        [](Scenario& s, bool v) { s.workload.flashAttention = v; },
        QT_TRANSLATE_NOOP("Fields",
                          "Step model: no s x s attention scores saved, causal FLOPs only"),
        "2.5.14");
    t.toggle(
        "workload.fusedKernels", w, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Fused norm and activation kernels"),
        [](const Scenario& s) { return s.workload.fusedKernels; },
        [](Scenario& s, bool v) { s.workload.fusedKernels = v; },
        QT_TRANSLATE_NOOP("Fields",
                          "Step model: the memory-bound time of norms, residuals and activations "
                          "shrinks"),
        "2.5.1, 2.5.14");
    t.choice(
        "workload.attentionKernel", w, nullptr, QT_TRANSLATE_NOOP("Fields", "Attention kernel"),
        {{QT_TRANSLATE_NOOP("Fields", "Automatic"), static_cast<int>(AttentionKernel::Auto)},
         {QT_TRANSLATE_NOOP("Fields", "The accelerator's fused kernel"),
          static_cast<int>(AttentionKernel::Fused)},
         {QT_TRANSLATE_NOOP("Fields", "FlashAttention-2 (PyTorch SDPA)"),
          static_cast<int>(AttentionKernel::Flash2)}},
        [](const Scenario& s) { return static_cast<int>(s.workload.attentionKernel); },
        [](Scenario& s, int v) { s.workload.attentionKernel = static_cast<AttentionKernel>(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Step model: the fused kernel (cuDNN, FlashAttention-3/4) or "
                          "FlashAttention-2, PyTorch SDPA's default flash backend, which on Hopper "
                          "reaches about 0.35 of the peak against 0.48. Automatic: fused with "
                          "fused norm kernels, SDPA's default with eager ones"),
        "2.5.14");
    t.key("workload.memoryHeadroomGB", w, nullptr,
          QT_TRANSLATE_NOOP("Fields", "Memory headroom per GPU"), QT_TRANSLATE_NOOP("Fields", "GB"),
          0, 40, Lin, 1,
          QT_TRANSLATE_NOOP("Fields",
                            "CUDA context, communication buffers and fragmentation, added to the "
                            "memory per GPU"),
          "2.5.1");
    t.number(
        "workload.dataReadBandwidthGBps", w, QT_TRANSLATE_NOOP("Fields", "Data loading"),
        QT_TRANSLATE_NOOP("Fields", "Data store read bandwidth"),
        QT_TRANSLATE_NOOP("Fields", "GB/s"), 0.1, 10000, Log, 1,
        [](const Scenario& s) { return units::inGigabytesPerSecond(s.workload.dataReadBandwidth); },
        [](Scenario& s, double v) { s.workload.dataReadBandwidth = units::gigabytesPerSecond(v); },
        QT_TRANSLATE_NOOP(
            "Fields",
            "Needed: tokens/s x bytes per token; below it training is data loading bound"),
        "2.5.10");
    t.number(
        "workload.tokenBytesOnDisk", w, QT_TRANSLATE_NOOP("Fields", "Data loading"),
        QT_TRANSLATE_NOOP("Fields", "Bytes per stored token"), QT_TRANSLATE_NOOP("Fields", "bytes"),
        1, 8, Lin, 1, [](const Scenario& s) { return s.workload.tokenBytesOnDisk; },
        [](Scenario& s, double v) { s.workload.tokenBytesOnDisk = v; },
        QT_TRANSLATE_NOOP("Fields", "Read rate = tokens/s x bytes per token"), "2.5.10");
    t.number(
        "workload.gradientBytesPerParameter", w, QT_TRANSLATE_NOOP("Fields", "Data loading"),
        QT_TRANSLATE_NOOP("Fields", "Gradient bytes per parameter"),
        QT_TRANSLATE_NOOP("Fields", "bytes"), 1, 8, Lin, 1,
        [](const Scenario& s) { return s.workload.gradientBytesPerParameter; },
        [](Scenario& s, double v) { s.workload.gradientBytesPerParameter = v; },
        QT_TRANSLATE_NOOP("Fields", "DP all-reduce size S = N / (TP x PP) x bytes per gradient"),
        "2.5.6");

    const char* shape = QT_TRANSLATE_NOOP("Fields", "Architecture");
    t.number(
         "workload.architecture.layers", w, shape, QT_TRANSLATE_NOOP("Fields", "Layers L"), nullptr,
         1, 512, Lin, 0,
         [](const Scenario& s) { return hasArch(s) ? s.workload.architecture->layers : 0.0; },
         [](Scenario& s, double v) { arch(s).layers = toInt(v); },
         QT_TRANSLATE_NOOP("Fields",
                           "TP all-reduces per micro-batch: 4 per layer on each pipeline stage"),
         "2.5.4")
        .enabled = hasArch;
    t.number(
         "workload.architecture.hiddenSize", w, shape, QT_TRANSLATE_NOOP("Fields", "Hidden size d"),
         nullptr, 256, 65536, Log, 0,
         [](const Scenario& s) { return hasArch(s) ? s.workload.architecture->hiddenSize : 0.0; },
         [](Scenario& s, double v) { arch(s).hiddenSize = toInt(v); },
         QT_TRANSLATE_NOOP("Fields", "Activation size S_act = b s d bytes of each TP all-reduce"),
         "2.5.4")
        .enabled = hasArch;
    t.number(
         "workload.architecture.attentionHeads", w, shape,
         QT_TRANSLATE_NOOP("Fields", "Attention heads"), nullptr, 1, 256, Log, 0,
         [](const Scenario& s) {
             return hasArch(s) ? s.workload.architecture->attentionHeads : 0.0;
         },
         [](Scenario& s, double v) { arch(s).attentionHeads = toInt(v); },
         QT_TRANSLATE_NOOP("Fields", "TP splits the heads: TP must divide them"), "2.5.4")
        .enabled = hasArch;
    Field& kv = t.number(
        "workload.architecture.kvHeads", w, shape, QT_TRANSLATE_NOOP("Fields", "KV heads (GQA)"),
        nullptr, 1, 256, Log, 0,
        [](const Scenario& s) { return hasArch(s) ? s.workload.architecture->kvHeads : 0.0; },
        [](Scenario& s, double v) { arch(s).kvHeads = toInt(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Grouped-query attention: key/value heads, a divisor of the heads"),
        "2.5.4");
    kv.enabled = hasArch;
    kv.allowed = [](const Scenario& s) {
        return divisorsOf(hasArch(s) ? std::max(1, s.workload.architecture->attentionHeads) : 1,
                          1 << 20);
    };
    t.number(
         "workload.architecture.ffnHiddenSize", w, shape, QT_TRANSLATE_NOOP("Fields", "FFN size"),
         nullptr, 256, 262144, Log, 0,
         [](const Scenario& s) {
             return hasArch(s) ? s.workload.architecture->ffnHiddenSize : 0.0;
         },
         [](Scenario& s, double v) { arch(s).ffnHiddenSize = toInt(v); },
         QT_TRANSLATE_NOOP("Fields", "Width of the feed-forward block"), "2.5.4")
        .enabled = hasArch;
    t.number(
         "workload.architecture.vocabularySize", w, shape,
         QT_TRANSLATE_NOOP("Fields", "Vocabulary"), nullptr, 1000, 1000000, Log, 0,
         [](const Scenario& s) {
             return hasArch(s) ? s.workload.architecture->vocabularySize : 0.0;
         },
         [](Scenario& s, double v) { arch(s).vocabularySize = toInt(v); },
         QT_TRANSLATE_NOOP("Fields", "Embedding and output layer size"), "2.5.4")
        .enabled = hasArch;
    t.toggle(
         "workload.architecture.dropout", w, shape, QT_TRANSLATE_NOOP("Fields", "Dropout layers"),
         [](const Scenario& s) { return hasArch(s) && s.workload.architecture->dropout; },
         [](Scenario& s, bool v) { arch(s).dropout = v; },
         QT_TRANSLATE_NOOP("Fields", "GPT-3-era dropout: its masks add to the saved activations"),
         "2.5.14")
        .enabled = hasArch;
}

void hardwareFields(Table& t) {
    const Section h = Section::Hardware;
    const char* chip = QT_TRANSLATE_NOOP("Fields", "Accelerator");
    t.number(
        "hardware.peakBf16Tflops", h, chip, QT_TRANSLATE_NOOP("Fields", "Peak BF16 (dense)"),
        QT_TRANSLATE_NOOP("Fields", "TFLOP/s"), 1, 20000, Log, 1,
        [](const Scenario& s) {
            return units::inTeraflopPerSecond(s.hardware.accelerator.peakBf16);
        },
        [](Scenario& s, double v) {
            s.hardware.accelerator.peakBf16 = units::teraflopPerSecond(v);
        },
        QT_TRANSLATE_NOOP("Fields", "T = 6ND / (n x peak x MFU); no 2:4 sparsity"),
        "2.5.1, 2.5.15");
    t.toggle(
        "hardware.hasFp8", h, chip, QT_TRANSLATE_NOOP("Fields", "Has FP8 units"),
        [](const Scenario& s) { return s.hardware.accelerator.peakFp8.has_value(); },
        [](Scenario& s, bool v) {
            auto& fp8 = s.hardware.accelerator.peakFp8;
            fp8 = v ? std::optional<FlopRate>(s.hardware.accelerator.peakBf16 * 2.0) : std::nullopt;
        },
        QT_TRANSLATE_NOOP("Fields",
                          "Without FP8 units an FP8 run uses the BF16 peak; switching on starts "
                          "at twice the BF16 peak"),
        "2.5.1");
    t.number(
         "hardware.peakFp8Tflops", h, chip, QT_TRANSLATE_NOOP("Fields", "Peak FP8 (dense)"),
         QT_TRANSLATE_NOOP("Fields", "TFLOP/s"), 1, 40000, Log, 1,
         [](const Scenario& s) {
             const auto& fp8 = s.hardware.accelerator.peakFp8;
             return fp8 ? units::inTeraflopPerSecond(*fp8) : 0.0;
         },
         [](Scenario& s, double v) {
             s.hardware.accelerator.peakFp8 = units::teraflopPerSecond(v);
         },
         QT_TRANSLATE_NOOP("Fields", "The peak used when the precision is FP8"), "2.5.1")
        .enabled = [](const Scenario& s) {
        return s.hardware.accelerator.peakFp8.has_value();
    };
    t.number(
        "hardware.hbmCapacityGB", h, chip, QT_TRANSLATE_NOOP("Fields", "HBM capacity"),
        QT_TRANSLATE_NOOP("Fields", "GB"), 8, 1024, Log, 0,
        [](const Scenario& s) { return units::inGigabytes(s.hardware.accelerator.hbmCapacity); },
        [](Scenario& s, double v) { s.hardware.accelerator.hbmCapacity = units::gigabytes(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "What must hold weights, gradients, optimizer states and activations"),
        "2.5.1");
    t.number(
        "hardware.hbmBandwidthTBps", h, chip, QT_TRANSLATE_NOOP("Fields", "HBM bandwidth"),
        QT_TRANSLATE_NOOP("Fields", "TB/s"), 0.1, 50, Log, 2,
        [](const Scenario& s) {
            return s.hardware.accelerator.hbmBandwidth / units::terabytesPerSecond(1);
        },
        [](Scenario& s, double v) {
            s.hardware.accelerator.hbmBandwidth = units::terabytesPerSecond(v);
        },
        QT_TRANSLATE_NOOP(
            "Fields", "Ridge point = peak / HBM bandwidth (FLOP per byte); top of the staircase"),
        "2.5.1-2.5.2");
    t.number(
        "hardware.matmulEfficiency", h, chip,
        QT_TRANSLATE_NOOP("Fields", "Achievable matmul efficiency"),
        QT_TRANSLATE_NOOP("Fields", "%"), 5, 100, Lin, 0,
        [](const Scenario& s) { return s.hardware.accelerator.matmulEfficiency * 100; },
        [](Scenario& s, double v) { s.hardware.accelerator.matmulEfficiency = v / 100; },
        QT_TRANSLATE_NOOP("Fields",
                          "Measured share of the peak on large matmuls; an assumed MFU above it "
                          "is flagged"),
        "2.5.1, 2.5.14");
    t.toggle(
        "hardware.hasSustainedMatmulEfficiency", h, chip,
        QT_TRANSLATE_NOOP("Fields", "Power-limited matmul clock"),
        [](const Scenario& s) {
            return s.hardware.accelerator.sustainedMatmulEfficiency.has_value();
        },
        [](Scenario& s, bool v) {
            auto& a = s.hardware.accelerator;
            a.sustainedMatmulEfficiency =
                v ? std::optional<double>(a.matmulEfficiency) : std::nullopt;
        },
        QT_TRANSLATE_NOOP("Fields", "Off: the step's matmuls hold the burst ceiling (MAMF)"),
        "2.5.1, 2.5.14");
    t.number(
         "hardware.sustainedMatmulEfficiency", h, chip,
         QT_TRANSLATE_NOOP("Fields", "Sustained matmul efficiency"),
         QT_TRANSLATE_NOOP("Fields", "%"), 5, 100, Lin, 0,
         [](const Scenario& s) {
             return s.hardware.accelerator.sustainedMatmulEfficiency.value_or(0) * 100;
         },
         [](Scenario& s, double v) { s.hardware.accelerator.sustainedMatmulEfficiency = v / 100; },
         QT_TRANSLATE_NOOP("Fields",
                           "Measured share of the peak a matmul holds at the power limit (MSMF); "
                           "the step's GEMMs run at it"),
         "2.5.1, 2.5.14")
        .enabled = [](const Scenario& s) {
        return s.hardware.accelerator.sustainedMatmulEfficiency.has_value();
    };
    t.toggle(
        "hardware.hasAttentionEfficiency", h, chip,
        QT_TRANSLATE_NOOP("Fields", "Own attention efficiency"),
        [](const Scenario& s) { return s.hardware.accelerator.attentionEfficiency.has_value(); },
        [](Scenario& s, bool v) {
            auto& a = s.hardware.accelerator;
            a.attentionEfficiency =
                v ? std::optional<double>(0.7 * a.matmulEfficiency) : std::nullopt;
        },
        QT_TRANSLATE_NOOP("Fields", "Off: fused attention runs at 0.7 x the matmul efficiency"),
        "2.5.14");
    t.number(
         "hardware.attentionEfficiency", h, chip,
         QT_TRANSLATE_NOOP("Fields", "Attention efficiency"), QT_TRANSLATE_NOOP("Fields", "%"), 5,
         100, Lin, 0,
         [](const Scenario& s) {
             return s.hardware.accelerator.attentionEfficiency.value_or(0) * 100;
         },
         [](Scenario& s, double v) { s.hardware.accelerator.attentionEfficiency = v / 100; },
         QT_TRANSLATE_NOOP("Fields",
                           "Share of the peak fused attention kernels reach, forward and backward"),
         "2.5.14")
        .enabled = [](const Scenario& s) {
        return s.hardware.accelerator.attentionEfficiency.has_value();
    };
    t.number(
        "hardware.tdpWatts", h, chip, QT_TRANSLATE_NOOP("Fields", "TDP"),
        QT_TRANSLATE_NOOP("Fields", "W"), 50, 3000, Lin, 0,
        [](const Scenario& s) { return s.hardware.tdpWatts; },
        [](Scenario& s, double v) { s.hardware.tdpWatts = v; },
        QT_TRANSLATE_NOOP("Fields", "Board power; informational"), "2.5.1");

    const char* up = QT_TRANSLATE_NOOP("Fields", "Scale-up (NVLink-class)");
    t.number(
        "hardware.scaleUp.bandwidthGBps", h, up,
        QT_TRANSLATE_NOOP("Fields", "Scale-up bandwidth per GPU, one way"),
        QT_TRANSLATE_NOOP("Fields", "GB/s"), 10, 10000, Log, 0,
        [](const Scenario& s) {
            return units::inGigabytesPerSecond(tierAt(s, 0) ? tierAt(s, 0)->bandwidth
                                                            : ByteRate(0));
        },
        [](Scenario& s, double v) { tier(s, 0).bandwidth = units::gigabytesPerSecond(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "B in T = 2(N-1) alpha + 2 (N-1)/N S/B for groups inside the domain "
                          "(TP); one direction"),
        "2.5.3-2.5.6");
    t.number(
        "hardware.scaleUp.latencyUs", h, up, QT_TRANSLATE_NOOP("Fields", "Scale-up latency α"),
        QT_TRANSLATE_NOOP("Fields", "µs"), 0.1, 100, Log, 2,
        [](const Scenario& s) {
            return tierAt(s, 0) ? units::inMicroseconds(tierAt(s, 0)->latency) : 0.0;
        },
        [](Scenario& s, double v) { tier(s, 0).latency = units::microseconds(v); },
        QT_TRANSLATE_NOOP("Fields", "alpha per collective step inside the domain"), "2.5.6");
    t.number(
        "hardware.scaleUp.domainSize", h, up, QT_TRANSLATE_NOOP("Fields", "Scale-up domain"),
        QT_TRANSLATE_NOOP("Fields", "GPUs"), 1, 1024, Log, 0,
        [](const Scenario& s) { return tierAt(s, 0) ? tierAt(s, 0)->domainSize : 0.0; },
        [](Scenario& s, double v) { tier(s, 0).domainSize = toInt(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "GPUs one scale-up domain holds; a TP group larger than this crosses "
                          "onto the scale-out tier"),
        "2.5.3-2.5.4");
    t.number(
        "hardware.scaleUp.efficiency", h, up,
        QT_TRANSLATE_NOOP("Fields", "Scale-up collective efficiency"),
        QT_TRANSLATE_NOOP("Fields", "%"), 5, 100, Lin, 0,
        [](const Scenario& s) { return tierAt(s, 0) ? tierAt(s, 0)->efficiency * 100 : 0.0; },
        [](Scenario& s, double v) { tier(s, 0).efficiency = v / 100; },
        QT_TRANSLATE_NOOP("Fields", "Achieved bus bandwidth / link spec"), "2.5.7");
    t.choice(
        "hardware.scaleUp.topology", h, up, QT_TRANSLATE_NOOP("Fields", "Scale-up topology"),
        {{QT_TRANSLATE_NOOP("Fields", "Switched"), static_cast<int>(Topology::Switched)},
         {QT_TRANSLATE_NOOP("Fields", "Full mesh"), static_cast<int>(Topology::FullMesh)},
         {QT_TRANSLATE_NOOP("Fields", "Torus"), static_cast<int>(Topology::Torus)},
         {QT_TRANSLATE_NOOP("Fields", "2D torus"), static_cast<int>(Topology::Torus2D)},
         {QT_TRANSLATE_NOOP("Fields", "3D torus"), static_cast<int>(Topology::Torus3D)}},
        [](const Scenario& s) {
            return tierAt(s, 0) ? static_cast<int>(tierAt(s, 0)->topology) : 0;
        },
        [](Scenario& s, int v) { tier(s, 0).topology = static_cast<Topology>(v); },
        QT_TRANSLATE_NOOP("Fields", "On a full mesh a group of k GPUs uses k-1 of the domain's "
                                    "links; on a 2D or 3D torus a group along one axis uses that "
                                    "axis's 2 ports"),
        "2.5.3");

    const char* out = QT_TRANSLATE_NOOP("Fields", "Scale-out (InfiniBand / RoCE)");
    t.number(
        "hardware.scaleOut.bandwidthGbps", h, out,
        QT_TRANSLATE_NOOP("Fields", "Scale-out bandwidth per GPU"),
        QT_TRANSLATE_NOOP("Fields", "Gb/s"), 10, 10000, Log, 0,
        [](const Scenario& s) {
            return units::inGigabitsPerSecond(tierAt(s, 1) ? tierAt(s, 1)->bandwidth : ByteRate(0));
        },
        [](Scenario& s, double v) { tier(s, 1).bandwidth = units::gigabitsPerSecond(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "In bits: 400 Gb/s = 50 GB/s. B for every group that leaves the "
                          "scale-up domain (DP, PP, TP across nodes)"),
        "2.5.3-2.5.6");
    t.number(
        "hardware.scaleOut.latencyUs", h, out, QT_TRANSLATE_NOOP("Fields", "Scale-out latency α"),
        QT_TRANSLATE_NOOP("Fields", "µs"), 0.5, 1000, Log, 1,
        [](const Scenario& s) {
            return tierAt(s, 1) ? units::inMicroseconds(tierAt(s, 1)->latency) : 0.0;
        },
        [](Scenario& s, double v) { tier(s, 1).latency = units::microseconds(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "alpha per collective step across nodes: the ring pays 2(N-1) alpha, "
                          "the tree 2 log2(N) alpha"),
        "2.5.6-2.5.7");
    t.number(
        "hardware.scaleOut.efficiency", h, out,
        QT_TRANSLATE_NOOP("Fields", "Scale-out collective efficiency"),
        QT_TRANSLATE_NOOP("Fields", "%"), 5, 100, Lin, 0,
        [](const Scenario& s) { return tierAt(s, 1) ? tierAt(s, 1)->efficiency * 100 : 0.0; },
        [](Scenario& s, double v) { tier(s, 1).efficiency = v / 100; },
        QT_TRANSLATE_NOOP("Fields", "Achieved bus bandwidth / NIC rate"), "2.5.7");
    t.number(
        "hardware.scaleOut.podSize", h, out,
        QT_TRANSLATE_NOOP("Fields", "Pod below the spine (0 = whole cluster)"),
        QT_TRANSLATE_NOOP("Fields", "GPUs"), 0, 131072, Lin, 0,
        [](const Scenario& s) { return tierAt(s, 1) ? tierAt(s, 1)->domainSize : 0.0; },
        [](Scenario& s, double v) {
            patchHardware(s, {{"scaleOut", {{"podSize", toInt(v)}}}});
        },
        QT_TRANSLATE_NOOP("Fields",
                          "GPUs below the spine at full bisection; groups larger than a pod "
                          "cross the oversubscribed spine"),
        "2.5.3");
    t.number(
         "hardware.scaleOut.oversubscriptionAbovePod", h, out,
         QT_TRANSLATE_NOOP("Fields", "Spine oversubscription"), QT_TRANSLATE_NOOP("Fields", ": 1"),
         1, 16, Lin, 1,
         [](const Scenario& s) { return tierAt(s, 2) ? tierAt(s, 2)->oversubscription : 1.0; },
         [](Scenario& s, double v) {
             patchHardware(s, {{"scaleOut", {{"oversubscriptionAbovePod", v}}}});
         },
         QT_TRANSLATE_NOOP("Fields",
                           "Spine taper: bandwidth per GPU above the pod = NIC rate / ratio"),
         "2.5.3")
        .enabled = [](const Scenario& s) {
        return tierAt(s, 2) != nullptr;
    };
}

void clusterFields(Table& t) {
    const Section c = Section::Cluster;
    Field& gpus = t.number(
        "cluster.gpus", c, nullptr, QT_TRANSLATE_NOOP("Fields", "GPUs n"),
        QT_TRANSLATE_NOOP("Fields", "GPUs"), 1, 10000000, Log, 0,
        [](const Scenario& s) { return static_cast<double>(s.cluster.gpus); },
        [](Scenario& s, double v) { s.cluster.gpus = toInt(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "T = 6ND / (n x peak x MFU); system MTBF = M / n. Whole nodes only: "
                          "n = nodes x GPUs per node"),
        "2.5.12, 2.5.15");
    gpus.snap = snapClusterSize;
    gpus.allowed = [](const Scenario& s) {
        return asDoubles(batchClusterSizes(s, kMaxClusterGpus)); // empty: every whole multiple
    };
    Field& nodeCount = t.number(
        "cluster.nodes", c, nullptr, QT_TRANSLATE_NOOP("Fields", "Nodes"),
        QT_TRANSLATE_NOOP("Fields", "nodes"), 1, 1250000, Log, 0,
        [](const Scenario& s) { return static_cast<double>(s.cluster.nodes()); },
        [](Scenario& s, double v) { s.cluster.gpus = toInt(v) * s.cluster.gpusPerNode; },
        QT_TRANSLATE_NOOP("Fields", "n = nodes x GPUs per node; node MTBF enters as M / nodes"),
        "2.5.12");
    nodeCount.snap = [](const Scenario& s, double v, int direction) {
        const double perNode = std::max(1, s.cluster.gpusPerNode);
        return snapClusterSize(s, v * perNode, direction) / perNode;
    };
    nodeCount.allowed = [](const Scenario& s) {
        std::vector<double> out = asDoubles(batchClusterSizes(s, kMaxClusterGpus));
        for (double& n : out) {
            n /= std::max(1, s.cluster.gpusPerNode);
        }
        return out;
    };
    t.number(
        "cluster.gpusPerNode", c, nullptr, QT_TRANSLATE_NOOP("Fields", "GPUs per node"),
        QT_TRANSLATE_NOOP("Fields", "GPUs"), 1, 128, Lin, 0,
        [](const Scenario& s) { return static_cast<double>(s.cluster.gpusPerNode); },
        [](Scenario& s, double v) {
            const int nodes = std::max(1, s.cluster.nodes());
            s.cluster.gpusPerNode = toInt(v);
            s.cluster.gpus = nodes * s.cluster.gpusPerNode;
        },
        QT_TRANSLATE_NOOP("Fields", "Keeps the node count: n = nodes x GPUs per node"), "2.5.2");
    t.number(
         "cluster.gpuSpeedSpread", c, nullptr, QT_TRANSLATE_NOOP("Fields", "GPU speed spread"),
         QT_TRANSLATE_NOOP("Fields", "%"), 0, 20, Lin, 2,
         [](const Scenario& s) { return s.cluster.gpuSpeedSpread * 100; },
         [](Scenario& s, double v) { s.cluster.gpuSpeedSpread = v / 100; },
         QT_TRANSLATE_NOOP("Fields",
                           "Spread of sustained matmul speed between GPUs (silicon lottery, "
                           "cooling); every step waits for the slowest of n. Needs the "
                           "accelerator's compute units"),
         "2.5.14")
        .enabled = [](const Scenario& s) {
        return s.hardware.accelerator.computeUnits > 0;
    };
}

void layoutFields(Table& t) {
    const Section l = Section::Layout;
    Field& tp = t.number(
        "layout.tp", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Tensor parallel TP"), nullptr, 1,
        1024, Log, 0, [](const Scenario& s) { return static_cast<double>(s.layout.tp); },
        [](Scenario& s, double v) { s.layout.tp = toInt(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "4 all-reduces of S_act per layer per micro-batch; keep it inside the "
                          "scale-up domain. Snaps to divisors of the attention heads"),
        "2.5.4");
    tp.allowed = [](const Scenario& s) {
        return asDoubles(tpValues(s, std::min(s.cluster.gpus, 1024)));
    };
    Field& pp = t.number(
        "layout.pp", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Pipeline parallel PP"), nullptr, 1,
        512, Log, 0, [](const Scenario& s) { return static_cast<double>(s.layout.pp); },
        [](Scenario& s, double v) { s.layout.pp = toInt(v); },
        QT_TRANSLATE_NOOP(
            "Fields", "Stage-boundary activations cross nodes; DP gradient bytes = N / (TP x PP). "
                      "Snaps to divisors of the layers"),
        "2.5.4, 2.5.6");
    pp.allowed = [](const Scenario& s) {
        return asDoubles(ppValues(s, std::min(s.cluster.gpus, 512)));
    };
    Field& vs = t.number(
        "layout.virtualStages", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Virtual stages"), nullptr,
        1, 64, Lin, 0,
        [](const Scenario& s) { return static_cast<double>(s.layout.virtualStages); },
        [](Scenario& s, double v) { s.layout.virtualStages = toInt(v); },
        QT_TRANSLATE_NOOP(
            "Fields", "Interleaved 1F1B chunks per pipeline rank; divides the layers per stage"),
        "2.5.4");
    vs.allowed = [](const Scenario& s) {
        const int stages = std::max(1, s.layout.pp);
        if (stages == 1 || !hasArch(s) || s.workload.architecture->layers % stages != 0) {
            return std::vector<double>{1};
        }
        return divisorsOf(s.workload.architecture->layers / stages, 64);
    };
    Field& cp = t.number(
        "layout.cp", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Context parallel CP"), nullptr, 1, 64,
        Log, 0, [](const Scenario& s) { return static_cast<double>(s.layout.cp); },
        [](Scenario& s, double v) { s.layout.cp = toInt(v); },
        QT_TRANSLATE_NOOP(
            "Fields", "Splits the sequence; placed after TP, before PP. Powers of two that divide "
                      "the sequence length"),
        "2.5.4");
    cp.allowed = [](const Scenario& s) {
        std::vector<double> out;
        for (int p = 1; p <= 64 && p <= s.cluster.gpus; p *= 2) {
            if (s.workload.sequenceLength % p == 0) {
                out.push_back(p);
            }
        }
        return out.empty() ? std::vector<double>{1} : out;
    };
    Field& ep = t.number(
        "layout.ep", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Expert parallel EP"), nullptr, 1,
        1024, Log, 0, [](const Scenario& s) { return static_cast<double>(s.layout.ep); },
        [](Scenario& s, double v) { s.layout.ep = toInt(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Spreads the experts of an MoE model; divides the experts (1 for a dense "
                          "model)"),
        "2.5.4");
    ep.allowed = [](const Scenario& s) {
        return divisorsOf(hasArch(s) ? std::max(1, s.workload.architecture->experts) : 1,
                          s.cluster.gpus);
    };
    t.choice(
        "layout.expertTp", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Expert TP"),
        {{QT_TRANSLATE_NOOP("Fields", "Automatic"), 0},
         {QT_TRANSLATE_NOOP("Fields", "1: experts whole"), 1},
         {"2", 2},
         {"4", 4},
         {"8", 8}},
        [](const Scenario& s) { return s.layout.expertTp; },
        [](Scenario& s, int v) { s.layout.expertTp = v; },
        QT_TRANSLATE_NOOP("Fields",
                          "TP ranks each expert's FFN is split over (Megatron-Core's expert tensor "
                          "parallelism). Below TP, the other TP ranks become expert-parallel ranks "
                          "of their own, so EP can span DP x TP. Automatic: TP when EP divides DP, "
                          "else 1"),
        "2.5.4");
    t.choice(
        "layout.zeroStage", l, nullptr, QT_TRANSLATE_NOOP("Fields", "ZeRO stage"),
        {{QT_TRANSLATE_NOOP("Fields", "0: replicated"), static_cast<int>(ZeroStage::None)},
         {QT_TRANSLATE_NOOP("Fields", "1: optimizer states"),
          static_cast<int>(ZeroStage::OptimizerStates)},
         {QT_TRANSLATE_NOOP("Fields", "2: + gradients"), static_cast<int>(ZeroStage::Gradients)},
         {QT_TRANSLATE_NOOP("Fields", "3: + parameters (FSDP)"),
          static_cast<int>(ZeroStage::Parameters)}},
        [](const Scenario& s) { return static_cast<int>(s.layout.zero); },
        [](Scenario& s, int v) { s.layout.zero = static_cast<ZeroStage>(v); },
        QT_TRANSLATE_NOOP("Fields", "Shards optimizer states, gradients and parameters across DP"),
        "2.5.11");
    t.toggle(
        "layout.sequenceParallel", l, nullptr, QT_TRANSLATE_NOOP("Fields", "Sequence parallelism"),
        [](const Scenario& s) { return s.layout.sequenceParallel; },
        [](Scenario& s, bool v) { s.layout.sequenceParallel = v; },
        QT_TRANSLATE_NOOP("Fields", "Megatron sequence parallelism inside the TP group"), "2.5.4");
}

void communicationFields(Table& t) {
    const Section c = Section::Communication;
    t.choice(
        "communication.algorithm", c, nullptr, QT_TRANSLATE_NOOP("Fields", "Collective algorithm"),
        {{QT_TRANSLATE_NOOP("Fields", "Auto (fastest)"), static_cast<int>(Algorithm::Auto)},
         {QT_TRANSLATE_NOOP("Fields", "Ring"), static_cast<int>(Algorithm::Ring)},
         {QT_TRANSLATE_NOOP("Fields", "Tree"), static_cast<int>(Algorithm::Tree)},
         {QT_TRANSLATE_NOOP("Fields", "Hierarchical"), static_cast<int>(Algorithm::Hierarchical)}},
        [](const Scenario& s) { return static_cast<int>(s.communication.algorithm); },
        [](Scenario& s, int v) { s.communication.algorithm = static_cast<Algorithm>(v); },
        QT_TRANSLATE_NOOP(
            "Fields", "Ring 2(N-1) alpha + 2 (N-1)/N S/B; tree 2 log2(N) alpha + 4 S/B; "
                      "hierarchical: reduce-scatter inside, all-reduce across, all-gather inside"),
        "2.5.6-2.5.7");
    t.number(
        "communication.bucketSizeMB", c, nullptr, QT_TRANSLATE_NOOP("Fields", "Gradient bucket"),
        QT_TRANSLATE_NOOP("Fields", "MB"), 0.1, 10000, Log, 1,
        [](const Scenario& s) { return units::inMegabytes(s.communication.bucketSize); },
        [](Scenario& s, double v) { s.communication.bucketSize = units::megabytes(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Collectives per step = gradient / bucket, each paying the fixed cost; "
                          "the first starts after one bucket of backward"),
        "2.5.9");
    t.number(
        "communication.collectiveOverheadUs", c, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Fixed cost per collective"), QT_TRANSLATE_NOOP("Fields", "µs"),
        0.1, 10000, Log, 1,
        [](const Scenario& s) {
            return units::inMicroseconds(s.communication.perCollectiveOverhead);
        },
        [](Scenario& s, double v) {
            s.communication.perCollectiveOverhead = units::microseconds(v);
        },
        QT_TRANSLATE_NOOP("Fields", "Kernel launch and handshake: overhead = collectives x this"),
        "2.5.9");
    t.toggle(
        "communication.overlapGradientSync", c, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Overlap DP sync with backward"),
        [](const Scenario& s) { return s.communication.overlapGradientSync; },
        [](Scenario& s, bool v) { s.communication.overlapGradientSync = v; },
        QT_TRANSLATE_NOOP("Fields", "Only what the last buckets cannot hide stays exposed"),
        "2.5.8");
    t.toggle(
        "communication.overlapTensorParallel", c, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Overlap TP collectives with compute"),
        [](const Scenario& s) { return s.communication.overlapTensorParallel; },
        [](Scenario& s, bool v) { s.communication.overlapTensorParallel = v; },
        QT_TRANSLATE_NOOP("Fields", "TP all-reduces are otherwise on the critical path"), "2.5.4");
    t.toggle(
        "communication.overlapContextParallel", c, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Overlap CP exchange with attention"),
        [](const Scenario& s) { return s.communication.overlapContextParallel; },
        [](Scenario& s, bool v) { s.communication.overlapContextParallel = v; },
        QT_TRANSLATE_NOOP("Fields",
                          "Ring attention hides the K/V exchange behind the attention compute"),
        "2.5.4");
    t.toggle(
        "communication.overlapExpertParallel", c, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Overlap EP all-to-all with experts"),
        [](const Scenario& s) { return s.communication.overlapExpertParallel; },
        [](Scenario& s, bool v) { s.communication.overlapExpertParallel = v; },
        QT_TRANSLATE_NOOP("Fields", "Token dispatch and combine hidden behind expert compute"),
        "2.5.4");
}

void reliabilityFields(Table& t) {
    const Section r = Section::Reliability;
    const char* ck = QT_TRANSLATE_NOOP("Fields", "Checkpoints");
    t.number(
        "checkpoint.bytesPerParameter", r, ck, QT_TRANSLATE_NOOP("Fields", "Bytes per parameter"),
        QT_TRANSLATE_NOOP("Fields", "bytes"), 2, 32, Lin, 1,
        [](const Scenario& s) { return s.checkpoint.bytesPerParameter; },
        [](Scenario& s, double v) { s.checkpoint.bytesPerParameter = v; },
        QT_TRANSLATE_NOOP("Fields",
                          "Checkpoint = N x bytes: 12 for fp32 weights + Adam m, v; 14-16 with "
                          "extra copies"),
        "2.5.11");
    t.choice(
        "checkpoint.mode", r, ck, QT_TRANSLATE_NOOP("Fields", "Saving"),
        {{QT_TRANSLATE_NOOP("Fields", "Synchronous"),
          static_cast<int>(CheckpointMode::Synchronous)},
         {QT_TRANSLATE_NOOP("Fields", "Asynchronous"),
          static_cast<int>(CheckpointMode::Asynchronous)}},
        [](const Scenario& s) { return static_cast<int>(s.checkpoint.mode); },
        [](Scenario& s, int v) { s.checkpoint.mode = static_cast<CheckpointMode>(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Synchronous stalls for the whole write; asynchronous only for the "
                          "device-to-host copy"),
        "2.5.11");
    t.toggle(
        "checkpoint.measuredStall", r, ck, QT_TRANSLATE_NOOP("Fields", "Use a measured stall"),
        [](const Scenario& s) { return s.checkpoint.stallOverride.has_value(); },
        [](Scenario& s, bool v) {
            s.checkpoint.stallOverride =
                v ? std::optional<Seconds>(units::seconds(120)) : std::nullopt;
        },
        QT_TRANSLATE_NOOP("Fields",
                          "Off: C is computed from the checkpoint size and the bandwidths"),
        "2.5.11");
    t.number(
         "checkpoint.stallSeconds", r, ck, QT_TRANSLATE_NOOP("Fields", "Stall C"),
         QT_TRANSLATE_NOOP("Fields", "s"), 1, 36000, Log, 0,
         [](const Scenario& s) {
             return s.checkpoint.stallOverride ? s.checkpoint.stallOverride->value() : 0.0;
         },
         [](Scenario& s, double v) { s.checkpoint.stallOverride = units::seconds(v); },
         QT_TRANSLATE_NOOP("Fields", "Young: tau* = sqrt(2 C M); waste C/tau + tau/(2M)"),
         "2.5.11.1")
        .enabled = [](const Scenario& s) {
        return s.checkpoint.stallOverride.has_value();
    };
    const auto computedStall = [](const Scenario& s) {
        return !s.checkpoint.stallOverride.has_value();
    };
    t.number(
         "checkpoint.writeBandwidthPerGpuGBps", r, ck,
         QT_TRANSLATE_NOOP("Fields", "Write bandwidth per GPU"),
         QT_TRANSLATE_NOOP("Fields", "GB/s"), 0.01, 100, Log, 2,
         [](const Scenario& s) {
             return units::inGigabytesPerSecond(s.checkpoint.writeBandwidthPerGpu);
         },
         [](Scenario& s, double v) {
             s.checkpoint.writeBandwidthPerGpu = units::gigabytesPerSecond(v);
         },
         QT_TRANSLATE_NOOP("Fields", "Write time = bytes / min(n x per-GPU, aggregate)"), "2.5.11")
        .enabled = computedStall;
    t.number(
         "checkpoint.aggregateWriteBandwidthGBps", r, ck,
         QT_TRANSLATE_NOOP("Fields", "Storage write bandwidth"),
         QT_TRANSLATE_NOOP("Fields", "GB/s"), 1, 100000, Log, 0,
         [](const Scenario& s) {
             return units::inGigabytesPerSecond(s.checkpoint.aggregateWriteBandwidth);
         },
         [](Scenario& s, double v) {
             s.checkpoint.aggregateWriteBandwidth = units::gigabytesPerSecond(v);
         },
         QT_TRANSLATE_NOOP("Fields", "Write time = bytes / min(n x per-GPU, aggregate)"), "2.5.11")
        .enabled = computedStall;
    t.number(
         "checkpoint.hostCopyBandwidthPerGpuGBps", r, ck,
         QT_TRANSLATE_NOOP("Fields", "Host copy per GPU"), QT_TRANSLATE_NOOP("Fields", "GB/s"), 1,
         1000, Log, 0,
         [](const Scenario& s) {
             return units::inGigabytesPerSecond(s.checkpoint.hostCopyBandwidthPerGpu);
         },
         [](Scenario& s, double v) {
             s.checkpoint.hostCopyBandwidthPerGpu = units::gigabytesPerSecond(v);
         },
         QT_TRANSLATE_NOOP("Fields", "Asynchronous stall = shard / host copy bandwidth"), "2.5.11")
        .enabled = [](const Scenario& s) {
        return !s.checkpoint.stallOverride && s.checkpoint.mode == CheckpointMode::Asynchronous;
    };

    const char* restart = QT_TRANSLATE_NOOP("Fields", "Restart after a failure");
    const auto seconds = [&t, r, restart](const char* id, const char* label,
                                          Seconds ReliabilitySettings::*member,
                                          const char* formula) {
        t.number(
            id, r, restart, label, QT_TRANSLATE_NOOP("Fields", "s"), 1, 36000, Log, 0,
            [member](const Scenario& s) { return (s.reliability.*member).value(); },
            [member](Scenario& s, double v) { s.reliability.*member = units::seconds(v); }, formula,
            "2.5.13");
    };
    seconds("reliability.detectionSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: detection"),
            &ReliabilitySettings::detection,
            QT_TRANSLATE_NOOP(
                "Fields", "Until the job notices: collective timeout, health check. Part of R in "
                          "goodput = (1 - (tau/2 + R)/M) / (1 + C/tau)"));
    seconds("reliability.replacementSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: replacement"),
            &ReliabilitySettings::replacement,
            QT_TRANSLATE_NOOP("Fields", "Swap in a hot spare or wait for repair. Part of R"));
    seconds("reliability.dataRestoreSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: data position"),
            &ReliabilitySettings::dataRestore,
            QT_TRANSLATE_NOOP("Fields", "Restore the data loader. Part of R"));
    seconds("reliability.warmupSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: warm-up"),
            &ReliabilitySettings::warmup,
            QT_TRANSLATE_NOOP("Fields", "Re-initialise, compile, warm caches. Part of R"));
    t.toggle(
        "reliability.measuredLoad", r, restart,
        QT_TRANSLATE_NOOP("Fields", "Use a measured checkpoint load"),
        [](const Scenario& s) { return s.reliability.checkpointLoadOverride.has_value(); },
        [](Scenario& s, bool v) {
            s.reliability.checkpointLoadOverride =
                v ? std::optional<Seconds>(units::minutes(1)) : std::nullopt;
        },
        QT_TRANSLATE_NOOP("Fields", "Off: load = bytes / min(n x per-GPU read, aggregate read)"),
        "2.5.13");
    t.number(
         "reliability.checkpointLoadSeconds", r, restart,
         QT_TRANSLATE_NOOP("Fields", "Checkpoint load"), QT_TRANSLATE_NOOP("Fields", "s"), 1, 36000,
         Log, 0,
         [](const Scenario& s) {
             return s.reliability.checkpointLoadOverride
                        ? s.reliability.checkpointLoadOverride->value()
                        : 0.0;
         },
         [](Scenario& s, double v) { s.reliability.checkpointLoadOverride = units::seconds(v); },
         QT_TRANSLATE_NOOP("Fields", "Read the latest checkpoint back. Part of R"), "2.5.13")
        .enabled = [](const Scenario& s) {
        return s.reliability.checkpointLoadOverride.has_value();
    };
    const auto computedLoad = [](const Scenario& s) {
        return !s.reliability.checkpointLoadOverride.has_value();
    };
    t.number(
         "checkpoint.readBandwidthPerGpuGBps", r, restart,
         QT_TRANSLATE_NOOP("Fields", "Read bandwidth per GPU"), QT_TRANSLATE_NOOP("Fields", "GB/s"),
         0.01, 100, Log, 2,
         [](const Scenario& s) {
             return units::inGigabytesPerSecond(s.checkpoint.readBandwidthPerGpu);
         },
         [](Scenario& s, double v) {
             s.checkpoint.readBandwidthPerGpu = units::gigabytesPerSecond(v);
         },
         QT_TRANSLATE_NOOP("Fields", "Load = bytes / min(n x per-GPU, aggregate)"), "2.5.13")
        .enabled = computedLoad;
    t.number(
         "checkpoint.aggregateReadBandwidthGBps", r, restart,
         QT_TRANSLATE_NOOP("Fields", "Storage read bandwidth"), QT_TRANSLATE_NOOP("Fields", "GB/s"),
         1, 100000, Log, 0,
         [](const Scenario& s) {
             return units::inGigabytesPerSecond(s.checkpoint.aggregateReadBandwidth);
         },
         [](Scenario& s, double v) {
             s.checkpoint.aggregateReadBandwidth = units::gigabytesPerSecond(v);
         },
         QT_TRANSLATE_NOOP("Fields", "Load = bytes / min(n x per-GPU, aggregate)"), "2.5.13")
        .enabled = computedLoad;

    const char* interval = QT_TRANSLATE_NOOP("Fields", "Checkpoint interval");
    t.choice(
        "reliability.interval", r, interval, QT_TRANSLATE_NOOP("Fields", "Interval"),
        {{QT_TRANSLATE_NOOP("Fields", "Optimal (Young)"), static_cast<int>(IntervalPolicy::Young)},
         {QT_TRANSLATE_NOOP("Fields", "Optimal (Daly)"), static_cast<int>(IntervalPolicy::Daly)},
         {QT_TRANSLATE_NOOP("Fields", "Manual"), static_cast<int>(IntervalPolicy::Manual)}},
        [](const Scenario& s) { return static_cast<int>(s.reliability.interval); },
        [](Scenario& s, int v) { s.reliability.interval = static_cast<IntervalPolicy>(v); },
        QT_TRANSLATE_NOOP("Fields", "Young tau* = sqrt(2 C M); Daly adds higher-order terms"),
        "2.5.11.1");
    t.number(
         "reliability.manualIntervalSeconds", r, interval,
         QT_TRANSLATE_NOOP("Fields", "Manual interval tau"), QT_TRANSLATE_NOOP("Fields", "min"), 1,
         10000, Log, 1,
         [](const Scenario& s) { return s.reliability.manualInterval / units::minutes(1); },
         [](Scenario& s, double v) { s.reliability.manualInterval = units::minutes(v); },
         QT_TRANSLATE_NOOP("Fields", "Waste C/tau + tau/(2M) at this interval"), "2.5.11.1")
        .enabled = [](const Scenario& s) {
        return s.reliability.interval == IntervalPolicy::Manual;
    };

    // Issue 19: how the job gets its state back after a failure, and each mode's costs.
    const char* recovery = QT_TRANSLATE_NOOP("Fields", "Recovery");
    t.choice(
        "reliability.recovery", r, recovery, QT_TRANSLATE_NOOP("Fields", "Recover from"),
        {{QT_TRANSLATE_NOOP("Fields", "Stored checkpoint"),
          static_cast<int>(RecoveryMode::Storage)},
         {QT_TRANSLATE_NOOP("Fields", "Peer memory"), static_cast<int>(RecoveryMode::PeerMemory)},
         {QT_TRANSLATE_NOOP("Fields", "Warm standby"),
          static_cast<int>(RecoveryMode::WarmStandby)}},
        [](const Scenario& s) { return static_cast<int>(s.reliability.recovery); },
        [](Scenario& s, int v) { s.reliability.recovery = static_cast<RecoveryMode>(v); },
        QT_TRANSLATE_NOOP("Fields", "Lost work f tau/2 + lag and restart per failure by mode; the "
                                    "interval is sqrt(2 C M / f)"),
        nullptr);
    const auto peer = [](const Scenario& s) {
        return s.reliability.recovery == RecoveryMode::PeerMemory;
    };
    const auto standby = [](const Scenario& s) {
        return s.reliability.recovery == RecoveryMode::WarmStandby;
    };
    t.key("reliability.memorySnapshotSeconds", r, recovery,
          QT_TRANSLATE_NOOP("Fields", "Snapshot to RAM and peer"), QT_TRANSLATE_NOOP("Fields", "s"),
          0, 600, Lin, 1,
          QT_TRANSLATE_NOOP("Fields", "C_m: training stall of one in-memory snapshot"), nullptr)
        .enabled = peer;
    t.key("reliability.memoryRestoreSeconds", r, recovery,
          QT_TRANSLATE_NOOP("Fields", "Restore from RAM"), QT_TRANSLATE_NOOP("Fields", "s"), 0,
          3600, Lin, 0,
          QT_TRANSLATE_NOOP("Fields", "L_m: replaces the checkpoint load when the peer's copy "
                                      "survives"),
          nullptr)
        .enabled = peer;
    t.number(
         "reliability.peerLossProbability", r, recovery,
         QT_TRANSLATE_NOOP("Fields", "Peer's copy lost too"), QT_TRANSLATE_NOOP("Fields", "%"), 0,
         100, Lin, 1, [](const Scenario& s) { return s.reliability.peerLossProbability * 100; },
         [](Scenario& s, double v) { s.reliability.peerLossProbability = v / 100; },
         QT_TRANSLATE_NOOP("Fields", "q: the recovery falls back to the last stored checkpoint, "
                                     "k tau/2 + write of work lost"),
         nullptr)
        .enabled = peer;
    t.key("reliability.storedEvery", r, recovery,
          QT_TRANSLATE_NOOP("Fields", "Stored every k-th snapshot"),
          QT_TRANSLATE_NOOP("Fields", "snapshots"), 1, 1000, Log, 0,
          QT_TRANSLATE_NOOP("Fields", "k: written to storage from RAM in the background"), nullptr)
        .enabled = peer;
    t.key("reliability.standbyNodes", r, recovery,
          QT_TRANSLATE_NOOP("Fields", "Warm standby nodes"), QT_TRANSLATE_NOOP("Fields", "nodes"),
          0, 256, Lin, 0,
          QT_TRANSLATE_NOOP("Fields", "S: billed with the job; a node failure finds one with "
                                      "probability 1 - Erlang B(S, lambda B)"),
          nullptr)
        .enabled = standby;
    t.key("reliability.standbySwapSeconds", r, recovery,
          QT_TRANSLATE_NOOP("Fields", "Standby swap-in"), QT_TRANSLATE_NOOP("Fields", "s"), 0, 3600,
          Lin, 0,
          QT_TRANSLATE_NOOP("Fields", "From detection until the job runs on the standby; no "
                                      "work lost"),
          nullptr)
        .enabled = standby;
    t.number(
         "reliability.standbyRewarmSeconds", r, recovery,
         QT_TRANSLATE_NOOP("Fields", "Standby re-warmed after"), QT_TRANSLATE_NOOP("Fields", "min"),
         0, 10000, Lin, 1,
         [](const Scenario& s) { return s.reliability.standbyRewarm / units::minutes(1); },
         [](Scenario& s, double v) { s.reliability.standbyRewarm = units::minutes(v); },
         QT_TRANSLATE_NOOP("Fields", "B: until a fresh node holds the state again"), nullptr)
        .enabled = standby;

    // Issue 19: the rates are per part (`slowMtbfHours`, `sdcMtbfHours`, in the file or a
    // preset); what a slowdown costs and how corruption is checked for are the job's.
    const char* classes = QT_TRANSLATE_NOOP("Fields", "Fail-slow and silent corruption");
    // The job's settings of a class do something only once a part has its rate.
    const auto anySlow = [](const Scenario& s) {
        return std::any_of(s.reliability.parts.begin(), s.reliability.parts.end(),
                           [](const PartKind& p) { return p.slowMtbf.has_value(); });
    };
    const auto anyCorruption = [](const Scenario& s) {
        return std::any_of(s.reliability.parts.begin(), s.reliability.parts.end(),
                           [](const PartKind& p) { return p.sdcMtbf.has_value(); });
    };
    t.number(
         "reliability.slowdownMean", r, classes,
         QT_TRANSLATE_NOOP("Fields", "Slowdown of a slow part"), QT_TRANSLATE_NOOP("Fields", "x"),
         1, 100, Log, 2, [](const Scenario& s) { return s.reliability.slowdownMean; },
         [](Scenario& s, double v) { s.reliability.slowdownMean = v; },
         QT_TRANSLATE_NOOP("Fields", "Every step takes this many times longer until the slow part "
                                     "is evicted: lost D (1 - E[1/s]) per episode"),
         nullptr)
        .enabled = anySlow;
    t.choice(
         "reliability.slowdownDistribution", r, classes,
         QT_TRANSLATE_NOOP("Fields", "Slowdown distribution"),
         {{QT_TRANSLATE_NOOP("Fields", "Fixed"), static_cast<int>(SlowdownDistribution::Fixed)},
          {QT_TRANSLATE_NOOP("Fields", "Exponential excess"),
           static_cast<int>(SlowdownDistribution::Exponential)}},
         [](const Scenario& s) { return static_cast<int>(s.reliability.slowdownDistribution); },
         [](Scenario& s, int v) {
             s.reliability.slowdownDistribution = static_cast<SlowdownDistribution>(v);
         },
         QT_TRANSLATE_NOOP("Fields", "Every slowdown the mean, or 1 + an exponential excess"),
         nullptr)
        .enabled = anySlow;
    t.number(
         "reliability.slowEvictionSeconds", r, classes,
         QT_TRANSLATE_NOOP("Fields", "Slow part found and evicted after"),
         QT_TRANSLATE_NOOP("Fields", "min"), 0, 10000, Lin, 1,
         [](const Scenario& s) { return s.reliability.slowEviction / units::minutes(1); },
         [](Scenario& s, double v) { s.reliability.slowEviction = units::minutes(v); },
         QT_TRANSLATE_NOOP("Fields", "D: from a slowdown's onset to its eviction (a checkpoint, "
                                     "the swap, a restart)"),
         nullptr)
        .enabled = anySlow;
    t.number(
         "reliability.sdcCheckIntervalSeconds", r, classes,
         QT_TRANSLATE_NOOP("Fields", "Corruption check every"), QT_TRANSLATE_NOOP("Fields", "min"),
         1, 10000, Log, 1,
         [](const Scenario& s) { return s.reliability.sdcCheckInterval / units::minutes(1); },
         [](Scenario& s, double v) { s.reliability.sdcCheckInterval = units::minutes(v); },
         QT_TRANSLATE_NOOP("Fields", "kappa: a silent corruption is found at the next check; "
                                     "best kappa* = sqrt(2 K / lambda)"),
         nullptr)
        .enabled = anyCorruption;
    t.number(
         "reliability.sdcCheckSeconds", r, classes,
         QT_TRANSLATE_NOOP("Fields", "Corruption check stall"), QT_TRANSLATE_NOOP("Fields", "s"), 0,
         3600, Lin, 0, [](const Scenario& s) { return s.reliability.sdcCheckCost.value(); },
         [](Scenario& s, double v) { s.reliability.sdcCheckCost = units::seconds(v); },
         QT_TRANSLATE_NOOP("Fields",
                           "K: training stops this long per check, K / kappa of the compute"),
         nullptr)
        .enabled = anyCorruption;
}

void costAndMfuFields(Table& t) {
    t.number(
        "cost.pricePerGpuHourUsd", Section::Cost, nullptr,
        QT_TRANSLATE_NOOP("Fields", "Price per GPU-hour"), QT_TRANSLATE_NOOP("Fields", "$/GPU-h"),
        0.1, 100, Log, 2, [](const Scenario& s) { return units::inDollarsPerHour(s.pricePerGpu); },
        [](Scenario& s, double v) { s.pricePerGpu = units::dollarsPerHour(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Dollars = GPU-hours x price; wall-clock dollars divide by goodput"),
        "2.5.15");
    t.key("cost.energyPricePerKwhUsd", Section::Cost, nullptr,
          QT_TRANSLATE_NOOP("Fields", "Electricity price"), QT_TRANSLATE_NOOP("Fields", "$/kWh"), 0,
          1, Lin, 3, QT_TRANSLATE_NOOP("Fields", "Energy cost = facility MWh x 1,000 x this"),
          nullptr);
    t.toggle(
        "cost.gpuPriceIncludesPower", Section::Cost, nullptr,
        QT_TRANSLATE_NOOP("Fields", "GPU price includes power"),
        [](const Scenario& s) { return s.gpuPriceIncludesPower; },
        [](Scenario& s, bool v) { s.gpuPriceIncludesPower = v; },
        QT_TRANSLATE_NOOP("Fields", "Off: the energy cost is added to the total cost"), nullptr);
    const char* power = QT_TRANSLATE_NOOP("Fields", "Power and energy");
    t.number(
        "power.capWatts", Section::Cost, power, QT_TRANSLATE_NOOP("Fields", "Power cap (0 = none)"),
        QT_TRANSLATE_NOOP("Fields", "W"), 0, 2000, Lin, 0,
        [](const Scenario& s) { return s.power.capWatts.value_or(0); },
        [](Scenario& s, double v) {
            s.power.capWatts = v > 0 ? std::optional<double>(v) : std::nullopt;
        },
        QT_TRANSLATE_NOOP("Fields", "Board power per GPU; below the TDP the clock and peak fall as "
                                    "(cap / TDP)^(1/3)"),
        nullptr);
    t.key("power.nodeOverheadWatts", Section::Cost, power,
          QT_TRANSLATE_NOOP("Fields", "Node overhead"), QT_TRANSLATE_NOOP("Fields", "W"), 0, 20000,
          Lin, 0,
          QT_TRANSLATE_NOOP("Fields", "CPUs, NICs, switches and fans per node besides the GPUs"),
          nullptr);
    t.key("power.pue", Section::Cost, power, QT_TRANSLATE_NOOP("Fields", "PUE"), nullptr, 1, 3, Lin,
          2, QT_TRANSLATE_NOOP("Fields", "Facility power = IT power x PUE"), nullptr);
    t.key("power.carbonKgPerKwh", Section::Cost, power,
          QT_TRANSLATE_NOOP("Fields", "Grid carbon intensity"),
          QT_TRANSLATE_NOOP("Fields", "kg CO2e/kWh"), 0, 1.5, Lin, 3,
          QT_TRANSLATE_NOOP("Fields", "Tonnes CO2e = facility MWh x this"), nullptr);
    t.choice(
        "mfu.mode", Section::Mfu, nullptr, QT_TRANSLATE_NOOP("Fields", "MFU"),
        {{QT_TRANSLATE_NOOP("Fields", "Assumed"), static_cast<int>(MfuMode::Assumed)},
         {QT_TRANSLATE_NOOP("Fields", "Derived from the layout"),
          static_cast<int>(MfuMode::Derived)}},
        [](const Scenario& s) { return static_cast<int>(s.mfuMode); },
        [](Scenario& s, int v) { s.mfuMode = static_cast<MfuMode>(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "Assumed: the chapter's input, typically 30-50 %. Derived: the step time "
                          "of the parallel layout on this hardware gives it, and needs the "
                          "architecture"),
        "2.5.14");
    t.number(
         "mfu.assumed", Section::Mfu, nullptr, QT_TRANSLATE_NOOP("Fields", "Assumed MFU"),
         QT_TRANSLATE_NOOP("Fields", "%"), 1, 100, Lin, 1,
         [](const Scenario& s) { return s.assumedMfu * 100; },
         [](Scenario& s, double v) { s.assumedMfu = v / 100; },
         QT_TRANSLATE_NOOP("Fields",
                           "T = 6ND / (n x peak x MFU); HFU = MFU x hardware / model FLOPs"),
         "2.5.14-2.5.15")
        .enabled = [](const Scenario& s) {
        return s.mfuMode == MfuMode::Assumed;
    };
    t.choice(
        "mfu.flopConvention", Section::Mfu, nullptr, QT_TRANSLATE_NOOP("Fields", "FLOPs counted"),
        {{QT_TRANSLATE_NOOP("Fields", "6N (Kaplan, Chinchilla)"),
          static_cast<int>(FlopConvention::SixN)},
         {QT_TRANSLATE_NOOP("Fields", "6N + attention 12 L d s (PaLM, torchtitan)"),
          static_cast<int>(FlopConvention::SixNAttention)},
         {QT_TRANSLATE_NOOP("Fields", "6N + causal attention 6 L d s"),
          static_cast<int>(FlopConvention::SixNCausalAttention)},
         {QT_TRANSLATE_NOOP("Fields", "NeMo 24.09: 12 L d s + logits 6 V h"),
          static_cast<int>(FlopConvention::Nemo)},
         {QT_TRANSLATE_NOOP("Fields", "Megatron-Bridge: causal 6 L d s + logits 6 V h"),
          static_cast<int>(FlopConvention::MegatronBridge)}},
        [](const Scenario& s) { return static_cast<int>(s.flopConvention); },
        [](Scenario& s, int v) { s.flopConvention = static_cast<FlopConvention>(v); },
        QT_TRANSLATE_NOOP("Fields",
                          "The FLOPs per token MFU and HFU count; every MFU shown names it. NeMo "
                          "and Megatron-Bridge count N without the embedding tables and add the "
                          "logits 6 V h. All but 6N need the architecture. With an assumed MFU "
                          "it changes the compute and the days"),
        "2.5.14");
}

std::vector<Field> buildFields() {
    Table t;
    workloadFields(t);
    hardwareFields(t);
    clusterFields(t);
    layoutFields(t);
    communicationFields(t);
    reliabilityFields(t);
    costAndMfuFields(t);
    return t.take();
}

/// This file's strings, in the translation context "Fields" (a struct, so that lupdate files them
/// there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Fields)
};

QString number(double v, int decimals) {
    return QLocale().toString(v, 'f', decimals);
}

} // namespace

const std::vector<Field>& fields() {
    static const std::vector<Field> all = buildFields();
    return all;
}

const Field* findField(const QString& id) {
    for (const Field& f : fields()) {
        if (f.id == id) {
            return &f;
        }
    }
    return nullptr;
}

const std::vector<Section>& sections() {
    static const std::vector<Section> all = {
        Section::Workload,      Section::Hardware,    Section::Cluster, Section::Layout,
        Section::Communication, Section::Reliability, Section::Cost,    Section::Mfu};
    return all;
}

QString sectionTitle(Section section) {
    switch (section) {
    case Section::Workload: return Tr::tr("Workload");
    case Section::Hardware: return Tr::tr("Hardware");
    case Section::Cluster: return Tr::tr("Cluster");
    case Section::Layout: return Tr::tr("Layout");
    case Section::Communication: return Tr::tr("Communication");
    case Section::Reliability: return Tr::tr("Reliability");
    case Section::Cost: return Tr::tr("Cost");
    case Section::Mfu: return Tr::tr("MFU mode");
    }
    return {};
}

QString fieldLabel(const Field& field) {
    return Tr::tr(field.label);
}

QString fieldUnit(const Field& field) {
    return field.unit ? Tr::tr(field.unit) : QString();
}

QString nearestValidLayout(const Scenario& s) {
    if (s.layout.dp(s.cluster.gpus) > 0) {
        return {};
    }
    const auto fits = [](Scenario t) {
        return t.layout.dp(t.cluster.gpus) > 0;
    };
    // The allowed value just below and just above the current one that fits, "4 or 8".
    const auto around = [&](const char* id, double current, const auto& withValue) {
        const Field* f = findField(QString::fromLatin1(id));
        std::optional<double> below;
        std::optional<double> above;
        for (const double v : f->allowed(s)) {
            if (!fits(withValue(v))) {
                continue;
            }
            if (v < current) {
                below = v;
            } else if (v > current && !above) {
                above = v;
            }
        }
        QStringList values;
        for (const std::optional<double>& v : {below, above}) {
            if (v) {
                values << QLocale().toString(*v, 'f', 0);
            }
        }
        return values.join(Tr::tr(" or "));
    };
    QStringList parts;
    const QString tp = around("layout.tp", s.layout.tp, [&](double v) {
        Scenario t = s;
        t.layout.tp = static_cast<int>(v);
        return t;
    });
    if (!tp.isEmpty()) {
        parts << Tr::tr("TP %1").arg(tp);
    }
    const QString pp = around("layout.pp", s.layout.pp, [&](double v) {
        Scenario t = s;
        t.layout.pp = static_cast<int>(v);
        return t;
    });
    if (!pp.isEmpty()) {
        parts << Tr::tr("PP %1").arg(pp);
    }
    QStringList gpus;
    for (const int direction : {-1, +1}) {
        if (const std::optional<long long> n =
                nearestClusterSize(s, s.cluster.gpus, direction, kMaxClusterGpus)) {
            gpus << QLocale().toString(*n);
        }
    }
    if (!gpus.isEmpty()) {
        parts << Tr::tr("%1 GPUs").arg(gpus.join(Tr::tr(" or ")));
    }
    return parts.isEmpty() ? QString()
                           : Tr::tr("nearest valid: %1").arg(parts.join(QStringLiteral(" · ")));
}

QString fieldSingularUnit(const Field& field) {
    static constexpr std::pair<std::string_view, const char*> kSingular[] = {
        {"sequences", QT_TRANSLATE_NOOP("Fields", "sequence")},
        {"tokens", QT_TRANSLATE_NOOP("Fields", "token")},
        {"GPUs", QT_TRANSLATE_NOOP("Fields", "GPU")},
        {"nodes", QT_TRANSLATE_NOOP("Fields", "node")},
        {"bytes", QT_TRANSLATE_NOOP("Fields", "byte")},
    };
    for (const auto& [plural, singular] : kSingular) {
        if (field.unit != nullptr && plural == field.unit) {
            return Tr::tr(singular);
        }
    }
    return {};
}

QString fieldToolTip(const Field& field) {
    QString tip = QStringLiteral("<p><b>%1</b></p>").arg(fieldLabel(field).toHtmlEscaped());
    if (field.formula) {
        tip += QStringLiteral("<p>%1</p>").arg(Tr::tr(field.formula).toHtmlEscaped());
    }
    // Inputs the chapter does not cover (power and energy, issue 19) point to docs/model.md.
    QString where = field.chapter ? Tr::tr("Chapter %1").arg(QString::fromLatin1(field.chapter))
                                  : Tr::tr("Beyond the chapter: docs/model.md");
    where += QStringLiteral(" · <code>%1</code>").arg(field.id);
    if (field.kind == FieldKind::Number) {
        const QString unit = fieldUnit(field);
        where += QStringLiteral(" · ") + Tr::tr("range %1 to %2 %3")
                                             .arg(number(field.min, field.decimals),
                                                  number(field.max, field.decimals),
                                                  unit.toHtmlEscaped());
    }
    return tip + QStringLiteral("<p><i>%1</i></p>").arg(where);
}

double snappedValue(const Field& field, const Scenario& scenario, double value, int direction) {
    double v = std::clamp(value, field.min, field.max);
    if (field.snap) {
        // The nearest valid value, unless that is where the value already is: then the next one
        // in the direction of the move, so a small step is never swallowed.
        const double nearest = field.snap(scenario, v, 0);
        v = direction != 0 && nearest == field.get(scenario) ? field.snap(scenario, v, direction)
                                                             : nearest;
    }
    if (field.allowed) {
        const std::vector<double> allowed = field.allowed(scenario);
        if (!allowed.empty()) {
            v = *std::min_element(allowed.begin(), allowed.end(), [v](double a, double b) {
                return std::abs(a - v) < std::abs(b - v);
            });
        }
    }
    const double scale = std::pow(10.0, field.decimals);
    return std::round(v * scale) / scale;
}

const std::vector<KeyWithoutField>& keysWithoutField() {
    const char* preset = "set by the preset pickers above the sections (presetpicker.cpp)";
    const char* part = "edited per part in the reliability parts list (inputpanel.cpp)";
    const char* shape = "comes with the model preset; edited in the file";
    const char* alias = "read-only alias of another key: never written";
    const char* kernel = "a measured kernel constant of the hardware preset; edited in the file";
    // Issue 10's keys have no field yet: a reliability preset or the file sets them.
    const char* noFieldYet = "no field yet: set by a reliability preset or in the file";
    static const std::vector<KeyWithoutField> all = {
        {"name", QT_TRANSLATE_NOOP("Fields", "Scenario name"), "the window title; File > Save As"},
        {"workload.preset", QT_TRANSLATE_NOOP("Fields", "Model preset"), preset},
        {"workload.activeParameters",
         QT_TRANSLATE_NOOP("Fields", "Active parameters (MoE; 0 = all)"), shape},
        {"workload.globalBatchSequences", QT_TRANSLATE_NOOP("Fields", "Global batch"), alias},
        {"workload.attentionFlops", QT_TRANSLATE_NOOP("Fields", "Count attention FLOPs (PaLM)"),
         alias},
        {"workload.attentionFlopsCausal", QT_TRANSLATE_NOOP("Fields", "Only the causal half of it"),
         alias},
        {"workload.architecture.headDim",
         QT_TRANSLATE_NOOP("Fields", "Head dimension (empty = d / heads)"), shape},
        {"workload.architecture.ffnType", QT_TRANSLATE_NOOP("Fields", "FFN type"), shape},
        {"workload.architecture.tiedEmbeddings", QT_TRANSLATE_NOOP("Fields", "Tied embeddings"),
         shape},
        {"workload.architecture.experts", QT_TRANSLATE_NOOP("Fields", "Experts per MoE layer"),
         shape},
        {"workload.architecture.expertsPerToken", QT_TRANSLATE_NOOP("Fields", "Experts per token"),
         shape},
        {"workload.architecture.sharedExperts", QT_TRANSLATE_NOOP("Fields", "Shared experts"),
         shape},
        {"workload.architecture.denseLayers", QT_TRANSLATE_NOOP("Fields", "Leading dense layers"),
         shape},
        {"workload.architecture.expertFfnHiddenSize",
         QT_TRANSLATE_NOOP("Fields", "Expert FFN size (0 = FFN size)"), shape},
        {"workload.architecture.kvLoraRank",
         QT_TRANSLATE_NOOP("Fields", "Latent attention: KV rank (0 = standard)"), shape},
        {"workload.architecture.qLoraRank", QT_TRANSLATE_NOOP("Fields", "Latent attention: Q rank"),
         shape},
        {"workload.architecture.qkRopeHeadDim",
         QT_TRANSLATE_NOOP("Fields", "Latent attention: rotary head dimension"), shape},
        {"workload.architecture.mtpLayers",
         QT_TRANSLATE_NOOP("Fields", "Multi-token prediction modules"), shape},
        {"workload.architecture.sequenceLength", QT_TRANSLATE_NOOP("Fields", "Sequence length s"),
         alias},
        {"hardware.preset", QT_TRANSLATE_NOOP("Fields", "Hardware preset"), preset},
        {"hardware.displayName", QT_TRANSLATE_NOOP("Fields", "Accelerator"), preset},
        {"hardware.hbmCapacityGiB", QT_TRANSLATE_NOOP("Fields", "HBM capacity"), alias},
        {"hardware.scaleUp.name", QT_TRANSLATE_NOOP("Fields", "Scale-up fabric"), preset},
        {"hardware.fp8MatmulEfficiency", QT_TRANSLATE_NOOP("Fields", "FP8 matmul efficiency"),
         kernel},
        {"hardware.computeUnits", QT_TRANSLATE_NOOP("Fields", "Compute units (SMs, CUs)"), kernel},
        {"hardware.flash2AttentionEfficiency",
         QT_TRANSLATE_NOOP("Fields", "FlashAttention-2 efficiency"), kernel},
        {"hardware.memoryEfficiency", QT_TRANSLATE_NOOP("Fields", "HBM efficiency"), kernel},
        {"hardware.scaleOut.name", QT_TRANSLATE_NOOP("Fields", "Scale-out fabric"), preset},
        {"reliability.preset", QT_TRANSLATE_NOOP("Fields", "Reliability preset"), preset},
        {"reliability.diagnosisSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: diagnosis"),
         noFieldYet},
        {"reliability.repairHours", QT_TRANSLATE_NOOP("Fields", "Repair back to the spare pool"),
         noFieldYet},
        {"reliability.hotSpareNodes",
         QT_TRANSLATE_NOOP("Fields", "Hot spare nodes (empty = always one)"), noFieldYet},
        {"reliability.elastic", QT_TRANSLATE_NOOP("Fields", "Elastic: go on with fewer replicas"),
         noFieldYet},
        {"reliability.maintenanceIntervalHours",
         QT_TRANSLATE_NOOP("Fields", "Planned maintenance every (empty = none)"), noFieldYet},
        {"reliability.maintenanceDurationSeconds",
         QT_TRANSLATE_NOOP("Fields", "Planned maintenance duration"), noFieldYet},
        {"reliability.parts[].kind", QT_TRANSLATE_NOOP("Fields", "Part kind"), part},
        {"reliability.parts[].scope", QT_TRANSLATE_NOOP("Fields", "Counted per"), part},
        {"reliability.parts[].countPerScope", QT_TRANSLATE_NOOP("Fields", "Count per scope"), part},
        {"reliability.parts[].mtbfHours", QT_TRANSLATE_NOOP("Fields", "MTBF per part"), part},
        {"reliability.parts[].jobMtbfHours", QT_TRANSLATE_NOOP("Fields", "Per-job MTBF"),
         noFieldYet},
        {"reliability.parts[].replaces", QT_TRANSLATE_NOOP("Fields", "A failure replaces"), part},
        {"reliability.parts[].distribution", QT_TRANSLATE_NOOP("Fields", "Failure distribution"),
         part},
        {"reliability.parts[].weibullShape", QT_TRANSLATE_NOOP("Fields", "Weibull shape"), part},
        {"reliability.parts[].detectionSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: detection"),
         part},
        {"reliability.parts[].diagnosisSeconds", QT_TRANSLATE_NOOP("Fields", "Restart: diagnosis"),
         part},
        {"reliability.parts[].replacementSeconds",
         QT_TRANSLATE_NOOP("Fields", "Restart: replacement"), part},
        {"reliability.parts[].repairHours",
         QT_TRANSLATE_NOOP("Fields", "Repair back to the spare pool"), part},
        {"reliability.parts[].slowMtbfHours",
         QT_TRANSLATE_NOOP("Fields", "Fail-slow MTBF per part"), part},
        {"reliability.parts[].sdcMtbfHours",
         QT_TRANSLATE_NOOP("Fields", "Silent corruption MTBF per part"), part},
    };
    return all;
}

QString keyLabel(std::string_view path) {
    const ScenarioKey* key = findScenarioKey(path);
    const std::string_view pattern = key != nullptr ? key->path : path;
    const QString id = QString::fromUtf8(pattern.data(), static_cast<qsizetype>(pattern.size()));
    if (const Field* f = findField(id)) {
        return fieldLabel(*f);
    }
    for (const KeyWithoutField& k : keysWithoutField()) {
        if (pattern == k.path) {
            return Tr::tr(k.label);
        }
    }
    return {};
}

QString partMtbfId(std::size_t index) {
    return QStringLiteral("reliability.parts[%1].mtbfHours").arg(index);
}

QString partCountId(std::size_t index) {
    return QStringLiteral("reliability.parts[%1].countPerScope").arg(index);
}

} // namespace goodput::views
