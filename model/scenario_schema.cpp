// SPDX-License-Identifier: MIT
#include "scenario_schema.h"

#include "enum_names.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>

namespace goodput {
namespace {

using nlohmann::json;

// ---- Where a key's value lives in a Scenario ---------------------------------------------------

/// A member path from the Scenario: At<&Scenario::workload, &Workload::tokens>.
template <auto... M> struct At {
    /// A fold over .*: ((s .* M1) .* M2) ...
    template <class S> static auto& ref(S& s, std::size_t /*element*/) { return (s.*....*M); }
};

/// A member of the architecture; writing creates one.
template <auto M> struct InArchitecture {
    static const auto& ref(const Scenario& s, std::size_t /*element*/) {
        return (*s.workload.architecture).*M;
    }
    static auto& ref(Scenario& s, std::size_t /*element*/) {
        if (!s.workload.architecture) {
            s.workload.architecture = Architecture{};
        }
        return (*s.workload.architecture).*M;
    }
};

/// A member of reliability part `element`.
template <auto M> struct InPart {
    static const auto& ref(const Scenario& s, std::size_t i) { return s.reliability.parts[i].*M; }
    static auto& ref(Scenario& s, std::size_t i) { return s.reliability.parts[i].*M; }
};

/// A member of tier T of the hierarchy (0 scale-up, 1 scale-out); writing creates it.
template <std::size_t T, auto M> struct InTier {
    static const auto& ref(const Scenario& s, std::size_t /*element*/) {
        return s.hardware.hierarchy.tiers[T].*M;
    }
    static auto& ref(Scenario& s, std::size_t /*element*/) {
        auto& tiers = s.hardware.hierarchy.tiers;
        if (tiers.size() <= T) {
            tiers.resize(T + 1);
            tiers[T].kind = T == 0 ? TierKind::ScaleUp : TierKind::ScaleOut;
        }
        return tiers[T].*M;
    }
};

// ---- How the JSON value converts to the member -------------------------------------------------

/// The member holds the JSON value itself (a count, a fraction, a flag).
struct Plain {
    static std::optional<double> out(double v) { return v; }
    static std::optional<double> out(int v) { return v; }
    static std::optional<double> out(bool v) { return v ? 1.0 : 0.0; }
    template <class T> static std::optional<double> out(const std::optional<T>& v) {
        return v ? out(*v) : std::nullopt;
    }
    static void in(double& f, std::optional<double> v) { f = v.value_or(0); }
    static void in(int& f, std::optional<double> v) { f = static_cast<int>(v.value_or(0)); }
    static void in(bool& f, std::optional<double> v) { f = v.value_or(0) != 0; }
    template <class T> static void in(std::optional<T>& f, std::optional<double> v) {
        if (v) {
            T t{};
            in(t, v);
            f = t;
        } else {
            f.reset();
        }
    }
    static constexpr double (*toBase)(double) = nullptr;
};

/// The member is a quantity of model/units.h; Make takes the key's unit in, Take out.
template <auto Make, auto Take> struct Unit {
    template <class Q> static std::optional<double> out(const Q& q) { return Take(q); }
    template <class Q> static std::optional<double> out(const std::optional<Q>& q) {
        return q ? std::optional<double>(Take(*q)) : std::nullopt;
    }
    template <class Q> static void in(Q& q, std::optional<double> v) { q = Make(v.value_or(0)); }
    template <class Q> static void in(std::optional<Q>& q, std::optional<double> v) {
        if (v) {
            q = Make(*v);
        } else {
            q.reset();
        }
    }
    static double base(double v) { return Make(v).value(); }
    static constexpr double (*toBase)(double) = &base;
};

/// The member is an enum named in model/enum_names.h; the JSON value is its index there.
template <class E> struct Named {
    static std::optional<double> out(E e) {
        const auto& values = EnumNames<E>::values;
        for (std::size_t i = 0; i < std::size(values); ++i) {
            if (values[i].second == e) {
                return static_cast<double>(i);
            }
        }
        return std::nullopt;
    }
    static void in(E& e, std::optional<double> v) {
        e = EnumNames<E>::values[static_cast<std::size_t>(v.value_or(0))].second;
    }
    static constexpr double (*toBase)(double) = nullptr;
};

/// ZeRO's stage is written as its number.
struct StageNumber {
    static std::optional<double> out(ZeroStage z) { return static_cast<int>(z); }
    static void in(ZeroStage& z, std::optional<double> v) {
        z = static_cast<ZeroStage>(static_cast<int>(v.value_or(0)));
    }
    static constexpr double (*toBase)(double) = nullptr;
};

template <class Path, class Conv> KeyAccess access() {
    return {.get = [](const Scenario& s, std::size_t i) { return Conv::out(Path::ref(s, i)); },
            .set = [](Scenario& s, std::size_t i,
                      std::optional<double> v) { Conv::in(Path::ref(s, i), v); },
            .toBase = Conv::toBase};
}

template <class Path> KeyAccess text() {
    return {
        .getText = [](const Scenario& s, std::size_t i) { return std::string(Path::ref(s, i)); },
        .setText =
            [](Scenario& s, std::size_t i, const std::string& v) {
                Path::ref(s, i) = v;
            }};
}

template <class E> std::vector<std::string_view> choicesOf() {
    std::vector<std::string_view> out;
    for (const auto& [name, value] : EnumNames<E>::values) {
        out.push_back(name);
    }
    return out;
}

constexpr double inSeconds(Seconds s) {
    return s.value();
}
constexpr double inTerabytesPerSecond(ByteRate r) {
    return r.value() / units::tera;
}

using Seconds_ = Unit<&units::seconds, &inSeconds>;
using Hours = Unit<&units::hours, &units::inHours>;
using Microseconds = Unit<&units::microseconds, &units::inMicroseconds>;
using GB = Unit<&units::gigabytes, &units::inGigabytes>;
using MB = Unit<&units::megabytes, &units::inMegabytes>;
using GBps = Unit<&units::gigabytesPerSecond, &units::inGigabytesPerSecond>;
using TBps = Unit<&units::terabytesPerSecond, &inTerabytesPerSecond>;
using Gbps = Unit<&units::gigabitsPerSecond, &units::inGigabitsPerSecond>;
using Tflops = Unit<&units::teraflopPerSecond, &units::inTeraflopPerSecond>;
using UsdPerHour = Unit<&units::dollarsPerHour, &units::inDollarsPerHour>;

template <auto... M> KeyAccess plain() {
    return access<At<M...>, Plain>();
}
template <class U, auto... M> KeyAccess quantity() {
    return access<At<M...>, U>();
}
template <auto M, class Conv = Plain> KeyAccess arch() {
    return access<InArchitecture<M>, Conv>();
}
template <auto M, class Conv = Plain> KeyAccess part() {
    return access<InPart<M>, Conv>();
}
template <std::size_t T, auto M, class Conv = Plain> KeyAccess tier() {
    return access<InTier<T, M>, Conv>();
}

// Lower bounds for the rates and efficiencies a step time divides by: anything smaller is a typo,
// and 1e-300 made a derived MFU so small that the training time overflowed to infinity.
constexpr double kMinimumRate = 1e-3;       ///< in the key's own unit (GB/s, Gb/s, TB/s)
constexpr double kMinimumEfficiency = 1e-3; ///< 0.1 %

/// lo < v <= hi: zero and negatives are meaningless for most inputs.
constexpr KeyLimits positive(double hi) {
    return {.lo = 0, .hi = hi, .loExclusive = true};
}
constexpr KeyLimits between(double lo, double hi) {
    return {.lo = lo, .hi = hi};
}
constexpr KeyLimits above(double lo, double hi) {
    return {.lo = lo, .hi = hi, .loExclusive = true};
}

template <std::size_t T> bool hasTier(const Scenario& s, std::size_t /*element*/) {
    return s.hardware.hierarchy.tiers.size() > T;
}

int maxAxis(const Scenario& s) {
    return std::max(1, s.cluster.gpus);
}
const Architecture& architecture(const Scenario& s) {
    return *s.workload.architecture;
}

std::vector<ScenarioKey> buildKeys() {
    const auto I = KeyType::Integer;
    const auto B = KeyType::Boolean;
    const auto C = KeyType::Choice;
    const auto T = KeyType::Text;
    const auto custom = KeyIo::Custom;
    const auto axis = [](const Scenario& s, std::size_t) {
        return double(maxAxis(s));
    };
    // Columns: path, type, unit, doc, access, null, limits, upperLimit, checkedWhen, checkedOnRead,
    // omitUnset, io, choices, defaultNote.
    return {
        // Top level
        {.path = "name",
         .type = T,
         .unit = "string",
         .doc = "shown in the app and report",
         .access = text<At<&Scenario::name>>(),
         .io = custom},

        // workload
        {.path = "workload.preset",
         .type = T,
         .unit = "id",
         .doc = "a model preset (`goodput presets`); its keys are laid under this section",
         .access = text<At<&Scenario::workload, &Workload::preset>>(),
         .io = custom},
        {.path = "workload.parameters",
         .unit = "count",
         .doc = "N, total parameters (2.5.15)",
         .access = plain<&Scenario::workload, &Workload::parameters>(),
         // Below a million parameters 6N per token is so small that tokens per second overflow.
         .limits = between(1e6, 1e16)},
        {.path = "workload.activeParameters",
         .unit = "count",
         .doc = "MoE: parameters used per token; 6N uses these",
         .access = plain<&Scenario::workload, &Workload::activeParameters>(),
         .null = NullMeans::Zero,
         .limits = between(1e6, 0),
         .upperLimit = [](const Scenario& s,
                          std::size_t) { return std::max(1e6, s.workload.parameters); },
         .checkedWhen = [](const Scenario& s,
                           std::size_t) { return s.workload.activeParameters != 0; },
         .defaultNote = "= all"},
        {.path = "workload.tokens",
         .unit = "count",
         .doc = "D, training tokens (2.5.15)",
         .access = plain<&Scenario::workload, &Workload::tokens>(),
         .limits = positive(1e17)},
        {.path = "workload.sequenceLength",
         .type = I,
         .unit = "tokens",
         .doc = "s (2.5.4); also read from `architecture.sequenceLength`",
         .access = plain<&Scenario::workload, &Workload::sequenceLength>(),
         .limits = between(1, 100'000'000)},
        {.path = "workload.globalBatchTokens",
         .unit = "tokens",
         .doc = "tokens per optimizer step",
         .access = plain<&Scenario::workload, &Workload::globalBatchTokens>(),
         .limits = between(1, 1e12)}, // at least a token
        {.path = "workload.globalBatchSequences",
         .unit = "sequences",
         .doc = "alternative to `globalBatchTokens` (x `sequenceLength`); read, never written",
         .io = custom},
        {.path = "workload.microBatchSize",
         .type = I,
         .unit = "sequences",
         .doc = "b (2.5.4)",
         .access = plain<&Scenario::workload, &Workload::microBatchSize>(),
         .limits = between(1, 1'000'000)},
        {.path = "workload.precision",
         .type = C,
         .doc = "peak used and bytes per activation element",
         .access = access<At<&Scenario::workload, &Workload::precision>, Named<Precision>>(),
         .choices = choicesOf<Precision>()},
        {.path = "workload.fp8Recipe",
         .type = C,
         .doc = "with `fp8`: how scales are found (Transformer Engine recipes); `current` reads "
                "each cast tensor once more (step model)",
         .access = access<At<&Scenario::workload, &Workload::fp8Recipe>, Named<Fp8Recipe>>(),
         .choices = choicesOf<Fp8Recipe>()},
        {.path = "workload.recompute",
         .type = C,
         .doc = "what the backward runs again: `selective` the attention core (Megatron's "
                "`core_attn`), `minimal` all but the weight matmuls, whose outputs are kept "
                "(MaxText's `minimal`), `full` the whole forward; HFU counts recomputed FLOPs "
                "(2.5.14)",
         .access = access<At<&Scenario::workload, &Workload::recompute>, Named<Recompute>>(),
         .choices = choicesOf<Recompute>()},
        {.path = "workload.recomputeLayerShare",
         .unit = "share",
         .doc = "with `full`: the share of layers recomputed, the rest keeping their activations "
                "(Megatron's block method, torchtitan's every k-th layer: 1/k)",
         .access = plain<&Scenario::workload, &Workload::recomputeLayerShare>(),
         .limits = positive(1)},
        {.path = "workload.recomputeOnlyNeeded",
         .type = B,
         .doc = "with `full`: only what the backward reads runs again (JAX's `jax.checkpoint`, "
                "MaxText's `full`): not the down projection, whose output only feeds the next "
                "layer's saved input; false: the whole forward (Megatron, PyTorch)",
         .access = plain<&Scenario::workload, &Workload::recomputeOnlyNeeded>()},
        {.path = "workload.attentionFlops",
         .type = B,
         .doc = "old spelling: true reads as `mfu.flopConvention` `6N+attention`; read, never "
                "written",
         .io = custom},
        {.path = "workload.attentionFlopsCausal",
         .type = B,
         .doc = "old spelling: with `attentionFlops`, reads as `6N+causalAttention`; read, never "
                "written",
         .io = custom},
        {.path = "workload.flashAttention",
         .type = B,
         .doc = "fused attention: causal FLOPs, no s x s activations (step model)",
         .access = plain<&Scenario::workload, &Workload::flashAttention>()},
        {.path = "workload.attentionKernel",
         .type = C,
         .doc = "the attention kernel: `fused` the accelerator's own (cuDNN, FlashAttention-3/4), "
                "`flash2` FlashAttention-2 (PyTorch SDPA's default flash backend), `auto` fused "
                "with `fusedKernels`, else SDPA's default (step model)",
         .access =
             access<At<&Scenario::workload, &Workload::attentionKernel>, Named<AttentionKernel>>(),
         .choices = choicesOf<AttentionKernel>()},
        {.path = "workload.fusedKernels",
         .type = B,
         .doc = "fused norm/activation kernels; false = the reference implementations' eager "
                "fp32 norms (step model)",
         .access = plain<&Scenario::workload, &Workload::fusedKernels>()},
        {.path = "workload.memoryHeadroomGB",
         .unit = "GB per GPU",
         .doc = "CUDA context, NCCL buffers, fragmentation (memory model)",
         .access = quantity<GB, &Scenario::workload, &Workload::memoryHeadroom>(),
         .limits = between(0, 1e6)},
        {.path = "workload.tokenBytesOnDisk",
         .unit = "B/token",
         .doc = "stored token id size (2.5.10)",
         .access = plain<&Scenario::workload, &Workload::tokenBytesOnDisk>(),
         .limits = positive(1e6)},
        {.path = "workload.gradientBytesPerParameter",
         .unit = "B",
         .doc = "gradients reduced by data parallelism (2.5.6)",
         .access = plain<&Scenario::workload, &Workload::gradientBytesPerParameter>(),
         .limits = positive(64)},
        {.path = "workload.dataReadBandwidthGBps",
         .unit = "GB/s",
         .doc = "sustained read bandwidth of the data store (2.5.10)",
         .access = quantity<GBps, &Scenario::workload, &Workload::dataReadBandwidth>(),
         .limits = positive(1e9)},

        // workload.architecture (absent: only the parameter count is known)
        {.path = "workload.architecture.layers",
         .type = I,
         .unit = "count",
         .doc = "L",
         .access = arch<&Architecture::layers>(),
         .limits = between(1, 100'000)},
        {.path = "workload.architecture.hiddenSize",
         .type = I,
         .unit = "count",
         .doc = "d",
         .access = arch<&Architecture::hiddenSize>(),
         .limits = between(1, 10'000'000)},
        {.path = "workload.architecture.attentionHeads",
         .type = I,
         .unit = "count",
         .doc = "attention heads",
         .access = arch<&Architecture::attentionHeads>(),
         .limits = between(1, 1'000'000)},
        {.path = "workload.architecture.kvHeads",
         .type = I,
         .unit = "count",
         // Read by hand: it defaults to the heads just read.
         .doc = "key/value heads (grouped-query attention); absent = `attentionHeads`",
         .access = arch<&Architecture::kvHeads>(),
         .limits = between(1, 0),
         .upperLimit =
             [](const Scenario& s, std::size_t) {
                 return double(std::max(1, architecture(s).attentionHeads));
             },
         .io = custom},
        {.path = "workload.architecture.headDim",
         .type = I,
         .unit = "count or null",
         .doc = "head dimension (PaLM: 256 with 48 heads)",
         .access = arch<&Architecture::headDim>(),
         .null = NullMeans::Default,
         // heads x head dimension is an int (attentionWidth): bound it like the hidden size, so
         // that it cannot overflow.
         .limits = between(0, 0),
         .upperLimit =
             [](const Scenario& s, std::size_t) {
                 return double(10'000'000 /
                               std::clamp(architecture(s).attentionHeads, 1, 1'000'000));
             },
         .writtenAsNull = [](double v) { return v <= 0; },
         .defaultNote = "= `hiddenSize` / `attentionHeads`"},
        {.path = "workload.architecture.ffnHiddenSize",
         .type = I,
         .unit = "count",
         .doc = "feed-forward width",
         .access = arch<&Architecture::ffnHiddenSize>(),
         .limits = between(1, 100'000'000)},
        {.path = "workload.architecture.ffnType",
         .type = C,
         .doc = "feed-forward block",
         .access = arch<&Architecture::ffnType, Named<FfnType>>(),
         .choices = choicesOf<FfnType>()},
        {.path = "workload.architecture.vocabularySize",
         .type = I,
         .unit = "tokens",
         .doc = "embedding and output layer size",
         .access = arch<&Architecture::vocabularySize>(),
         .limits = between(1, 100'000'000)},
        {.path = "workload.architecture.tiedEmbeddings",
         .type = B,
         .doc = "input embedding and output layer share their weights",
         .access = arch<&Architecture::tiedEmbeddings>()},
        {.path = "workload.architecture.experts",
         .type = I,
         .unit = "count",
         .doc = "experts per MoE layer (1 = dense)",
         .access = arch<&Architecture::experts>(),
         .limits = between(1, 100'000)},
        {.path = "workload.architecture.expertsPerToken",
         .type = I,
         .unit = "count",
         .doc = "experts each token is routed to",
         .access = arch<&Architecture::expertsPerToken>(),
         .limits = between(1, 0),
         .upperLimit =
             [](const Scenario& s, std::size_t) {
                 return double(std::max(1, architecture(s).experts));
             }},
        {.path = "workload.architecture.sharedExperts",
         .type = I,
         .unit = "count",
         .doc = "experts every token passes through",
         .access = arch<&Architecture::sharedExperts>(),
         .limits = between(0, 100'000)},
        {.path = "workload.architecture.denseLayers",
         .type = I,
         .unit = "count",
         .doc = "leading layers that stay dense in an MoE model",
         .access = arch<&Architecture::denseLayers>(),
         .limits = between(0, 0),
         .upperLimit =
             [](const Scenario& s, std::size_t) {
                 return double(architecture(s).layers);
             }},
        {.path = "workload.architecture.dropout",
         .type = B,
         .doc = "GPT-3-era dropout layers add their masks to the saved activations",
         .access = arch<&Architecture::dropout>()},
        {.path = "workload.architecture.expertFfnHiddenSize",
         .type = I,
         .unit = "count or null",
         .doc = "feed-forward width of an expert; 0 or null = `ffnHiddenSize`",
         .access = arch<&Architecture::expertFfnHiddenSize>(),
         .null = NullMeans::Default,
         .limits = between(0, 100'000'000)},
        {.path = "workload.architecture.kvLoraRank",
         .type = I,
         .unit = "count",
         .doc = "multi-head latent attention (DeepSeek-V3: 512): the key-value latent per token; "
                "0 = standard attention",
         .access = arch<&Architecture::kvLoraRank>(),
         .limits = between(0, 100'000'000)},
        {.path = "workload.architecture.qLoraRank",
         .type = I,
         .unit = "count",
         .doc = "latent attention: the query latent per token (DeepSeek-V3: 1,536); 0 = a full "
                "query projection",
         .access = arch<&Architecture::qLoraRank>(),
         .limits = between(0, 100'000'000)},
        {.path = "workload.architecture.qkRopeHeadDim",
         .type = I,
         .unit = "count",
         .doc = "latent attention: rotary dimensions added to each query and key head "
                "(DeepSeek-V3: 64)",
         .access = arch<&Architecture::qkRopeHeadDim>(),
         .limits = between(0, 1'000'000)},
        {.path = "workload.architecture.mtpLayers",
         .type = I,
         .unit = "count",
         .doc = "multi-token prediction modules trained on the last stage (DeepSeek-V3: 1); "
                "not counted in the parameters",
         .access = arch<&Architecture::mtpLayers>(),
         .limits = between(0, 1'000)},
        {.path = "workload.architecture.sequenceLength",
         .type = I,
         .unit = "tokens",
         .doc = "a model preset's pretraining context: sets `workload.sequenceLength`",
         .io = custom},

        // hardware: read and written by hand, as hardware presets share it
        {.path = "hardware.preset",
         .type = T,
         .unit = "id",
         .doc = "a hardware preset; keys here override single fields of it",
         .access = text<At<&Scenario::hardware, &HardwareSpec::preset>>(),
         .io = custom},
        {.path = "hardware.displayName",
         .type = T,
         .unit = "string",
         .access = text<At<&Scenario::hardware, &HardwareSpec::displayName>>(),
         .io = custom},
        {.path = "hardware.peakBf16Tflops",
         .unit = "TFLOP/s, dense",
         .doc = "(2.5.1)",
         .access = quantity<Tflops, &Scenario::hardware, &HardwareSpec::accelerator,
                            &Accelerator::peakBf16>(),
         .null = NullMeans::Published,
         .limits = between(1e-3, 1e6),
         .io = custom},
        {.path = "hardware.peakFp8Tflops",
         .unit = "TFLOP/s, dense, or null",
         .doc = "null: no FP8 units (BF16 peak used)",
         .access = quantity<Tflops, &Scenario::hardware, &HardwareSpec::accelerator,
                            &Accelerator::peakFp8>(),
         .null = NullMeans::Unset,
         .limits = between(1e-3, 1e6),
         .io = custom},
        {.path = "hardware.hbmCapacityGB",
         .unit = "GB",
         .doc = "(2.5.1); or `hbmCapacityGiB` in GiB, one of the two",
         .access = quantity<GB, &Scenario::hardware, &HardwareSpec::accelerator,
                            &Accelerator::hbmCapacity>(),
         .null = NullMeans::Published,
         .limits = positive(1e6),
         .io = custom},
        {.path = "hardware.hbmCapacityGiB",
         .unit = "GiB",
         .doc = "the capacity in GiB, for sources that publish it so; read, written as GB",
         .null = NullMeans::Published,
         .io = custom},
        {.path = "hardware.hbmBandwidthTBps",
         .unit = "TB/s",
         .doc = "(2.5.1)",
         .access = quantity<TBps, &Scenario::hardware, &HardwareSpec::accelerator,
                            &Accelerator::hbmBandwidth>(),
         .null = NullMeans::Published,
         .limits = between(kMinimumRate, 1e4),
         .io = custom},
        {.path = "hardware.matmulEfficiency",
         .unit = "fraction",
         .doc = "achievable share of peak on large matmuls",
         .access = plain<&Scenario::hardware, &HardwareSpec::accelerator,
                         &Accelerator::matmulEfficiency>(),
         .limits = between(kMinimumEfficiency, 1.0),
         .io = custom},
        {.path = "hardware.attentionEfficiency",
         .unit = "fraction or null",
         .doc = "achievable share of the BF16 peak in fused attention, forward + backward, at long "
                "sequences and head dimension 128",
         .access = plain<&Scenario::hardware, &HardwareSpec::accelerator,
                         &Accelerator::attentionEfficiency>(),
         .null = NullMeans::Unset,
         .limits = between(kMinimumEfficiency, 1.0),
         .io = custom,
         .defaultNote = "0.7 x `matmulEfficiency`"},
        {.path = "hardware.flash2AttentionEfficiency",
         .unit = "fraction or null",
         .doc = "the same for FlashAttention-2 (PyTorch SDPA's default flash backend), where it "
                "differs from the fused kernel",
         .access = plain<&Scenario::hardware, &HardwareSpec::accelerator,
                         &Accelerator::flash2AttentionEfficiency>(),
         .null = NullMeans::Unset,
         .limits = between(kMinimumEfficiency, 1.0),
         .io = custom,
         .defaultNote = "`attentionEfficiency`"},
        {.path = "hardware.fp8MatmulEfficiency",
         .unit = "fraction or null",
         .doc = "achievable share of the FP8 peak on large FP8 matmuls (FP8 MAMF)",
         .access = plain<&Scenario::hardware, &HardwareSpec::accelerator,
                         &Accelerator::fp8MatmulEfficiency>(),
         .null = NullMeans::Unset,
         .limits = between(kMinimumEfficiency, 1.0),
         .io = custom,
         .defaultNote = "= `matmulEfficiency`"},
        {.path = "hardware.sustainedMatmulEfficiency",
         .unit = "fraction or null",
         .doc = "share of the BF16 peak a matmul holds at the power limit (MSMF): the GEMMs of a "
                "step run at it",
         .access = plain<&Scenario::hardware, &HardwareSpec::accelerator,
                         &Accelerator::sustainedMatmulEfficiency>(),
         .null = NullMeans::Unset,
         .limits = between(kMinimumEfficiency, 1.0),
         .io = custom,
         .defaultNote = "= `matmulEfficiency`"},
        {.path = "hardware.computeUnits",
         .type = I,
         .unit = "count",
         .doc = "SMs / CUs a GEMM grid spreads over: tile and wave quantisation; 0 = padding only",
         .access =
             plain<&Scenario::hardware, &HardwareSpec::accelerator, &Accelerator::computeUnits>(),
         .limits = between(0, 100'000),
         .io = custom},
        {.path = "hardware.memoryEfficiency",
         .unit = "fraction",
         .doc = "achievable share of the HBM bandwidth in streaming kernels",
         .access = plain<&Scenario::hardware, &HardwareSpec::accelerator,
                         &Accelerator::memoryEfficiency>(),
         .limits = between(kMinimumEfficiency, 1.0),
         .io = custom},
        {.path = "hardware.tdpWatts",
         .unit = "W",
         .doc = "null or 0: not published",
         .access = plain<&Scenario::hardware, &HardwareSpec::tdpWatts>(),
         .null = NullMeans::Zero,
         .limits = between(0, 1e5),
         .io = custom},
        {.path = "hardware.scaleUp.name",
         .type = T,
         .unit = "string",
         .doc = "(2.5.3)",
         .access = text<InTier<0, &Tier::name>>(),
         .io = custom},
        {.path = "hardware.scaleUp.bandwidthGBps",
         .unit = "GB/s per GPU, one direction",
         .doc = "the chapter's effective NVLink figure (2.5.4)",
         .access = tier<0, &Tier::bandwidth, GBps>(),
         .null = NullMeans::Published,
         .limits = between(kMinimumRate, 1e7),
         .checkedWhen = &hasTier<0>,
         .io = custom},
        {.path = "hardware.scaleUp.latencyUs",
         .unit = "µs",
         .doc = "alpha per collective step (2.5.6)",
         .access = tier<0, &Tier::latency, Microseconds>(),
         .null = NullMeans::Published,
         .limits = between(0, 1e6),
         .checkedWhen = &hasTier<0>,
         .io = custom},
        {.path = "hardware.scaleUp.domainSize",
         .type = I,
         .unit = "GPUs",
         .doc = "GPUs in one scale-up domain; 0 = the whole cluster in one",
         .access = tier<0, &Tier::domainSize>(),
         .null = NullMeans::Published,
         .limits = between(0, 10'000'000),
         .checkedWhen = &hasTier<0>,
         .io = custom},
        {.path = "hardware.scaleUp.efficiency",
         .unit = "fraction",
         .doc = "achieved busbw / spec",
         .access = tier<0, &Tier::efficiency>(),
         .limits = between(kMinimumEfficiency, 1.0),
         .checkedWhen = &hasTier<0>,
         .io = custom},
        {.path = "hardware.scaleUp.topology",
         .type = C,
         .access = tier<0, &Tier::topology, Named<Topology>>(),
         .io = custom,
         .choices = choicesOf<Topology>()},
        {.path = "hardware.scaleOut.name",
         .type = T,
         .unit = "string",
         .doc = "(2.5.3)",
         .access = text<InTier<1, &Tier::name>>(),
         .io = custom},
        {.path = "hardware.scaleOut.bandwidthGbps",
         .unit = "Gb/s per GPU (bits)",
         .doc = "400 = 50 GB/s, the chapter's IB figure",
         .access = tier<1, &Tier::bandwidth, Gbps>(),
         .null = NullMeans::Published,
         .limits = between(kMinimumRate, 1e7),
         .checkedWhen = &hasTier<1>,
         .io = custom},
        {.path = "hardware.scaleOut.latencyUs",
         .unit = "µs",
         .access = tier<1, &Tier::latency, Microseconds>(),
         .null = NullMeans::Published,
         .limits = between(0, 1e6),
         .checkedWhen = &hasTier<1>,
         .io = custom},
        {.path = "hardware.scaleOut.efficiency",
         .unit = "fraction",
         .access = tier<1, &Tier::efficiency>(),
         .limits = between(kMinimumEfficiency, 1.0),
         .checkedWhen = &hasTier<1>,
         .io = custom},
        {.path = "hardware.scaleOut.podSize",
         .type = I,
         .unit = "GPUs",
         .doc = "GPUs below the spine",
         .access = tier<1, &Tier::domainSize>(),
         .limits = between(0, 10'000'000),
         .checkedWhen = &hasTier<1>,
         .io = custom,
         .defaultNote = "= whole cluster at full bisection"},
        {.path = "hardware.scaleOut.oversubscriptionAbovePod",
         .unit = "ratio ≥ 1",
         .doc = "taper of the spine above a pod",
         // The spine (tier 2) exists only with a pod size; without one the ratio reads as 1.
         .access = {.get =
                        [](const Scenario& s, std::size_t) {
                            const auto& tiers = s.hardware.hierarchy.tiers;
                            return std::optional<double>(
                                tiers.size() > 2 ? tiers[2].oversubscription : 1.0);
                        }},
         .limits = between(1.0, 1000.0),
         .checkedWhen = [](const Scenario& s,
                           std::size_t) { return s.hardware.hierarchy.tiers.size() > 2; },
         .io = custom},

        // cluster
        {.path = "cluster.gpus",
         .type = I,
         .unit = "GPUs",
         .doc = "n (2.5.15)",
         .access = plain<&Scenario::cluster, &Cluster::gpus>(),
         .limits = between(1, 10'000'000)},
        {.path = "cluster.gpusPerNode",
         .type = I,
         .unit = "GPUs",
         .doc = "nodes = gpus / gpusPerNode (must divide) (2.5.2)",
         .access = plain<&Scenario::cluster, &Cluster::gpusPerNode>(),
         .limits = between(1, 100'000)},
        {.path = "cluster.gpuSpeedSpread",
         .unit = "fraction",
         .doc = "spread of sustained matmul speed between the GPUs (coefficient of variation); "
                "the step waits for the slowest of n (GPU presets only); at most 0.09, where the "
                "slowest of 10 million GPUs runs at half speed",
         .access = plain<&Scenario::cluster, &Cluster::gpuSpeedSpread>(),
         .limits = between(0.0, 0.09)},

        // layout
        {.path = "layout.tp",
         .type = I,
         .unit = "count",
         .doc = "tensor parallel degree; DP = gpus / (tp pp cp) must be whole (2.5.4)",
         .access = plain<&Scenario::layout, &Layout::tp>(),
         .limits = between(1, 0),
         .upperLimit = axis},
        {.path = "layout.pp",
         .type = I,
         .unit = "count",
         .doc = "pipeline parallel degree",
         .access = plain<&Scenario::layout, &Layout::pp>(),
         .limits = between(1, 0),
         .upperLimit = axis},
        {.path = "layout.virtualStages",
         .type = I,
         .unit = "count",
         .doc = "interleaved pipeline chunks per rank",
         .access = plain<&Scenario::layout, &Layout::virtualStages>(),
         .limits = between(1, 1000)},
        {.path = "layout.cp",
         .type = I,
         .unit = "count",
         .doc = "context parallel degree",
         .access = plain<&Scenario::layout, &Layout::cp>(),
         .limits = between(1, 0),
         .upperLimit = axis},
        {.path = "layout.ep",
         .type = I,
         .unit = "count",
         .doc = "expert parallel degree",
         .access = plain<&Scenario::layout, &Layout::ep>(),
         .limits = between(1, 0),
         .upperLimit = axis},
        {.path = "layout.expertTp",
         .type = I,
         .unit = "count or null",
         .doc = "expert tensor parallel degree (Megatron-Core's ETP): the TP ranks an expert's FFN "
                "is split over; EP then spans DP x TP / ETP ranks; 0 or null = TP when EP divides "
                "DP, else 1",
         .access = plain<&Scenario::layout, &Layout::expertTp>(),
         .null = NullMeans::Default,
         .limits = between(0, 0),
         .upperLimit = axis},
        {.path = "layout.zeroStage",
         .type = I,
         .unit = "0-3",
         .doc = "ZeRO / FSDP stage",
         .access = access<At<&Scenario::layout, &Layout::zero>, StageNumber>(),
         .limits = between(0, 3),
         .checkedOnRead = true},
        {.path = "layout.sequenceParallel",
         .type = B,
         .doc = "Megatron sequence parallelism",
         .access = plain<&Scenario::layout, &Layout::sequenceParallel>()},

        // communication
        {.path = "communication.algorithm",
         .type = C,
         .doc = "collective algorithm (2.5.6-2.5.7)",
         .access =
             access<At<&Scenario::communication, &Communication::algorithm>, Named<Algorithm>>(),
         .choices = choicesOf<Algorithm>()},
        {.path = "communication.bucketSizeMB",
         .unit = "MB",
         .doc = "DP gradient bucket (2.5.9)",
         .access = quantity<MB, &Scenario::communication, &Communication::bucketSize>(),
         .limits = positive(1e7)},
        {.path = "communication.collectiveOverheadUs",
         .unit = "µs",
         .doc = "fixed cost per collective (2.5.9)",
         .access = quantity<Microseconds, &Scenario::communication,
                            &Communication::perCollectiveOverhead>(),
         .limits = between(0, 1e6)},
        {.path = "communication.overlapGradientSync",
         .type = B,
         .doc = "hide DP sync behind backward (2.5.8)",
         .access = plain<&Scenario::communication, &Communication::overlapGradientSync>()},
        {.path = "communication.overlapTensorParallel",
         .type = B,
         .doc = "overlap TP collectives with compute",
         .access = plain<&Scenario::communication, &Communication::overlapTensorParallel>()},
        {.path = "communication.overlapContextParallel",
         .type = B,
         .doc = "overlap the CP K/V exchange with attention",
         .access = plain<&Scenario::communication, &Communication::overlapContextParallel>()},
        {.path = "communication.overlapExpertParallel",
         .type = B,
         .doc = "overlap the EP all-to-all with expert compute",
         .access = plain<&Scenario::communication, &Communication::overlapExpertParallel>()},

        // checkpoint
        {.path = "checkpoint.bytesPerParameter",
         .unit = "B",
         .doc = "fp32 weights + Adam m, v (2.5.11)",
         .access = plain<&Scenario::checkpoint, &CheckpointSettings::bytesPerParameter>(),
         .limits = positive(64)},
        {.path = "checkpoint.mode",
         .type = C,
         .doc = "(2.5.11)",
         .access =
             access<At<&Scenario::checkpoint, &CheckpointSettings::mode>, Named<CheckpointMode>>(),
         .choices = choicesOf<CheckpointMode>()},
        {.path = "checkpoint.stallSeconds",
         .unit = "s or null",
         .doc = "measured stall C; null computes it from the bandwidths",
         .access = quantity<Seconds_, &Scenario::checkpoint, &CheckpointSettings::stallOverride>(),
         .null = NullMeans::Unset,
         .limits = between(0, 1e7)},
        {.path = "checkpoint.writeBandwidthPerGpuGBps",
         .unit = "GB/s",
         .doc = "per-GPU shard write",
         .access =
             quantity<GBps, &Scenario::checkpoint, &CheckpointSettings::writeBandwidthPerGpu>(),
         .limits = positive(1e6)},
        {.path = "checkpoint.aggregateWriteBandwidthGBps",
         .unit = "GB/s",
         .doc = "storage system cap",
         .access =
             quantity<GBps, &Scenario::checkpoint, &CheckpointSettings::aggregateWriteBandwidth>(),
         .limits = positive(1e9)},
        {.path = "checkpoint.readBandwidthPerGpuGBps",
         .unit = "GB/s",
         .doc = "per-GPU shard read on restart",
         .access =
             quantity<GBps, &Scenario::checkpoint, &CheckpointSettings::readBandwidthPerGpu>(),
         .limits = positive(1e6)},
        {.path = "checkpoint.aggregateReadBandwidthGBps",
         .unit = "GB/s",
         .doc = "storage system cap for reads",
         .access =
             quantity<GBps, &Scenario::checkpoint, &CheckpointSettings::aggregateReadBandwidth>(),
         .limits = positive(1e9)},
        {.path = "checkpoint.hostCopyBandwidthPerGpuGBps",
         .unit = "GB/s",
         .doc = "device-to-host copy, the async stall",
         .access =
             quantity<GBps, &Scenario::checkpoint, &CheckpointSettings::hostCopyBandwidthPerGpu>(),
         .limits = positive(1e6)},

        // reliability
        {.path = "reliability.preset",
         .type = T,
         .unit = "id",
         .doc = "a reliability preset from `presets/reliability/`; the section's own keys "
                "override it",
         .access = text<At<&Scenario::reliability, &ReliabilitySettings::preset>>(),
         .io = custom},
        {.path = "reliability.parts[].kind",
         .type = T,
         .unit = "string",
         .doc = "identifier of the part kind; `parts` is a series system (2.5.12)",
         .access = text<InPart<&PartKind::kind>>()},
        {.path = "reliability.parts[].scope",
         .type = C,
         .doc = "what the count multiplies",
         .access = part<&PartKind::scope, Named<PartScope>>(),
         .choices = choicesOf<PartScope>()},
        {.path = "reliability.parts[].countPerScope",
         .unit = "count",
         .access = part<&PartKind::countPerScope>(),
         .limits = between(0, 1e6)},
        {.path = "reliability.parts[].mtbfHours",
         .unit = "h",
         .doc = "per part",
         .access = part<&PartKind::mtbf, Hours>(),
         .limits = above(1e-3, 1e12)},
        {.path = "reliability.parts[].jobMtbfHours",
         .unit = "h or absent",
         .doc = "this kind's per-job term: failures of the job that do not grow with its size "
                "(software, storage, the scheduler); the kind fails at 1 / this + parts / "
                "`mtbfHours` (Kokolis et al. 2024); absent = none",
         .access = part<&PartKind::jobMtbf, Hours>(),
         .null = NullMeans::Unset,
         .limits = above(1e-3, 1e12),
         .omitUnset = true},
        {.path = "reliability.parts[].replaces",
         .type = C,
         .doc = "a failure takes a node out (swap a spare, repair it) or nothing (restart in "
                "place, e.g. software)",
         .access = part<&PartKind::replaces, Named<Replacement>>(),
         .choices = choicesOf<Replacement>()},
        {.path = "reliability.parts[].distribution",
         .type = C,
         .doc = "failure times in the simulator; the analytic model always uses the rate count / "
                "MTBF",
         .access = part<&PartKind::distribution, Named<FailureDistribution>>(),
         .choices = choicesOf<FailureDistribution>()},
        {.path = "reliability.parts[].weibullShape",
         .unit = "0.1-20",
         .doc = "with `weibull`: < 1 infant mortality, > 1 wear-out; the mean life stays "
                "`mtbfHours`",
         .access = part<&PartKind::weibullShape>(),
         .limits = between(0.1, 20),
         .checkedWhen =
             [](const Scenario& s, std::size_t i) {
                 return s.reliability.parts[i].distribution == FailureDistribution::Weibull;
             }},
        {.path = "reliability.parts[].detectionSeconds",
         .unit = "s or absent",
         .doc = "this kind's restart path: noticing (a crash is fast, a hang waits for the "
                "collective timeout); absent = the section's `detectionSeconds`",
         .access = part<&PartKind::detection, Seconds_>(),
         .null = NullMeans::Unset,
         .limits = between(0, 1e7),
         .omitUnset = true},
        {.path = "reliability.parts[].diagnosisSeconds",
         .unit = "s or absent",
         .doc = "this kind's restart path: finding the culprit; absent = the section's "
                "`diagnosisSeconds`",
         .access = part<&PartKind::diagnosis, Seconds_>(),
         .null = NullMeans::Unset,
         .limits = between(0, 1e7),
         .omitUnset = true},
        {.path = "reliability.parts[].replacementSeconds",
         .unit = "s or absent",
         .doc = "this kind's swap time, ignored with `replaces: none`; absent = the section's "
                "`replacementSeconds`",
         .access = part<&PartKind::replacement, Seconds_>(),
         .null = NullMeans::Unset,
         .limits = between(0, 1e7),
         .omitUnset = true},
        {.path = "reliability.parts[].repairHours",
         .unit = "h or absent",
         .doc = "until a failed node is back in the spare pool; absent = the section's "
                "`repairHours`",
         .access = part<&PartKind::repair, Hours>(),
         .null = NullMeans::Unset,
         .limits = between(0, 1e5),
         .omitUnset = true},
        {.path = "reliability.parts[].slowMtbfHours",
         .unit = "h or absent",
         .doc = "fail-slow: one part of this kind slows every step by `slowdownMean` until it is "
                "evicted, this often per part; absent = never",
         .access = part<&PartKind::slowMtbf, Hours>(),
         .null = NullMeans::Unset,
         .limits = above(1e-3, 1e12),
         .omitUnset = true},
        {.path = "reliability.parts[].sdcMtbfHours",
         .unit = "h or absent",
         .doc = "silent data corruption by one part of this kind, this often per part; found "
                "only by the periodic checks, it rolls back to the checkpoint before it; absent = "
                "never",
         .access = part<&PartKind::sdcMtbf, Hours>(),
         .null = NullMeans::Unset,
         .limits = above(1e-3, 1e12),
         .omitUnset = true},
        {.path = "reliability.interval",
         .type = C,
         .doc = "checkpoint interval policy (2.5.11.1); `optimal` = exact maximiser of Daly's "
                "higher-order goodput",
         .access = access<At<&Scenario::reliability, &ReliabilitySettings::interval>,
                          Named<IntervalPolicy>>(),
         .choices = choicesOf<IntervalPolicy>()},
        {.path = "reliability.manualIntervalSeconds",
         .unit = "s",
         .doc = "used with `manual`; at least 1 s, the model's floor on any interval",
         .access =
             quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::manualInterval>(),
         .limits = between(1, 1e9)},
        {.path = "reliability.detectionSeconds",
         .unit = "s",
         .doc = "restart: noticing the failure (2.5.13)",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::detection>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.diagnosisSeconds",
         .unit = "s",
         .doc = "restart: finding the culprit (0 keeps the chapter's four phases)",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::diagnosis>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.replacementSeconds",
         .unit = "s",
         .doc = "restart: swap in a spare",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::replacement>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.checkpointLoadSeconds",
         .unit = "s or null",
         .doc = "null: checkpoint bytes / read bandwidth",
         .access = quantity<Seconds_, &Scenario::reliability,
                            &ReliabilitySettings::checkpointLoadOverride>(),
         .null = NullMeans::Unset,
         .limits = between(0, 1e7)},
        {.path = "reliability.dataRestoreSeconds",
         .unit = "s",
         .doc = "restart: data-loader position",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::dataRestore>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.warmupSeconds",
         .unit = "s",
         .doc = "restart: re-initialisation",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::warmup>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.repairHours",
         .unit = "h",
         .doc = "a failed node's way back to the spare pool",
         .access = quantity<Hours, &Scenario::reliability, &ReliabilitySettings::repair>(),
         .limits = between(0, 1e5)},
        {.path = "reliability.hotSpareNodes",
         .type = I,
         .unit = "count or null",
         .doc = "spare pool; null = a spare is always at hand (and not billed). A finite pool is "
                "billed with the job and can run dry (the simulator waits for repairs)",
         .access = plain<&Scenario::reliability, &ReliabilitySettings::hotSpareNodes>(),
         .null = NullMeans::Unset,
         .limits = between(0, 10'000'000)},
        {.path = "reliability.elastic",
         .type = B,
         .doc = "with no spare left, go on with fewer data-parallel replicas instead of waiting "
                "(simulator)",
         .access = plain<&Scenario::reliability, &ReliabilitySettings::elastic>()},
        {.path = "reliability.maintenanceIntervalHours",
         .unit = "h or null",
         .doc = "planned stops: mean time between; null = none",
         .access =
             quantity<Hours, &Scenario::reliability, &ReliabilitySettings::maintenanceInterval>(),
         .null = NullMeans::Unset,
         .limits = above(1e-3, 1e7)},
        {.path = "reliability.maintenanceDurationSeconds",
         .unit = "s",
         .doc = "each planned stop, besides a final write and the restart phases",
         .access = quantity<Seconds_, &Scenario::reliability,
                            &ReliabilitySettings::maintenanceDuration>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.slowdownMean",
         .unit = "x, 1-100",
         .doc = "fail-slow: mean factor by which a slow part stretches every step",
         .access = plain<&Scenario::reliability, &ReliabilitySettings::slowdownMean>(),
         .limits = between(1, 100)},
        {.path = "reliability.slowdownDistribution",
         .type = C,
         .doc = "fail-slow: every slowdown the mean (`fixed`), or 1 + an exponential excess of "
                "mean `slowdownMean` - 1",
         .access = access<At<&Scenario::reliability, &ReliabilitySettings::slowdownDistribution>,
                          Named<SlowdownDistribution>>(),
         .choices = choicesOf<SlowdownDistribution>()},
        {.path = "reliability.slowEvictionSeconds",
         .unit = "s",
         .doc = "fail-slow: wall-clock from a slowdown's onset until the slow part is found and "
                "evicted (a checkpoint, the swap, a restart)",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::slowEviction>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.sdcCheckIntervalSeconds",
         .unit = "s",
         .doc = "silent corruption: compute between two checks; they run when a part has "
                "`sdcMtbfHours`",
         .access =
             quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::sdcCheckInterval>(),
         .limits = positive(1e9)},
        {.path = "reliability.sdcCheckSeconds",
         .unit = "s",
         .doc = "silent corruption: training stall of one check",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::sdcCheckCost>(),
         .limits = between(0, 1e6)},
        {.path = "reliability.recovery",
         .type = C,
         .doc = "how the job gets its state back (docs/model.md, \"Recovery modes\"): `storage` "
                "reloads the stored checkpoint; `peerMemory` takes in-memory snapshots to host "
                "RAM and a peer node, falling back to storage when the peer is lost too; "
                "`warmStandby` swaps in a standby node that already holds the state",
         .access = access<At<&Scenario::reliability, &ReliabilitySettings::recovery>,
                          Named<RecoveryMode>>(),
         .choices = choicesOf<RecoveryMode>()},
        {.path = "reliability.memorySnapshotSeconds",
         .unit = "s",
         .doc = "peerMemory: training stall of one snapshot to host RAM and a peer; the "
                "checkpoint interval follows it",
         .access =
             quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::memorySnapshot>(),
         .limits = between(0, 1e6)},
        {.path = "reliability.memoryRestoreSeconds",
         .unit = "s",
         .doc = "peerMemory: reading the state back from RAM (replaces the checkpoint load)",
         .access =
             quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::memoryRestore>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.peerLossProbability",
         .unit = "fraction",
         .doc = "peerMemory: chance the peer holding the copy is lost too before the copy is "
                "re-replicated; the recovery then reloads the last stored checkpoint",
         .access = plain<&Scenario::reliability, &ReliabilitySettings::peerLossProbability>(),
         .limits = between(0, 1)},
        {.path = "reliability.storedEvery",
         .type = I,
         .unit = "count",
         .doc = "peerMemory: every k-th snapshot is also written to storage, in the background",
         .access = plain<&Scenario::reliability, &ReliabilitySettings::storedEvery>(),
         .limits = between(1, 1'000'000)},
        {.path = "reliability.standbyNodes",
         .type = I,
         .unit = "count",
         .doc = "warmStandby: nodes that mirror the state, billed with the job",
         .access = plain<&Scenario::reliability, &ReliabilitySettings::standbyNodes>(),
         .limits = between(0, 100'000)},
        {.path = "reliability.standbySwapSeconds",
         .unit = "s",
         .doc = "warmStandby: from the failure's detection until the job runs again on the standby",
         .access = quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::standbySwap>(),
         .limits = between(0, 1e7)},
        {.path = "reliability.standbyRewarmSeconds",
         .unit = "s",
         .doc = "warmStandby: until a fresh node holds the state and is a standby again",
         .access =
             quantity<Seconds_, &Scenario::reliability, &ReliabilitySettings::standbyRewarm>(),
         .limits = between(0, 1e8)},

        // mfu and cost
        {.path = "mfu.mode",
         .type = C,
         .doc = "assumed: `mfu.assumed` (2.5.14); derived: from the step model of the layout "
                "(docs/model.md); needs `workload.architecture`",
         .access = access<At<&Scenario::mfuMode>, Named<MfuMode>>(),
         .choices = choicesOf<MfuMode>()},
        {.path = "mfu.assumed",
         .unit = "fraction",
         .doc = "(2.5.15)",
         .access = plain<&Scenario::assumedMfu>(),
         .limits = between(1e-4, 1.0)},
        {.path = "mfu.flopConvention",
         .type = C,
         .doc =
             "the FLOPs MFU and HFU count (docs/model.md): `6N` (Kaplan, Chinchilla); "
             "`6N+attention` + 12 L (H Q) s (PaLM, torchtitan); `6N+causalAttention` + 6 L (H Q) "
             "s; `nemo` 6 x N without embeddings + 12 L (H Q) s + 6 V h (NeMo 24.09); "
             "`megatron-bridge` the same with the causal 6 L (H Q) s; all but `6N` need "
             "`workload.architecture`. With an assumed MFU it changes the compute and the time; a "
             "derived MFU's time does not depend on it",
         .access = access<At<&Scenario::flopConvention>, Named<FlopConvention>>(),
         .choices = choicesOf<FlopConvention>()},
        {.path = "cost.pricePerGpuHourUsd",
         .unit = "USD per GPU-hour",
         .doc = "(2.5.15)",
         .access = quantity<UsdPerHour, &Scenario::pricePerGpu>(),
         .limits = between(0, 1e5),
         .defaultNote = "or the hardware preset's price"},
        {.path = "cost.energyPricePerKwhUsd",
         .unit = "USD per kWh",
         .doc = "facility electricity: energy cost = MWh x 1,000 x this (US industrial average "
                "2023, EIA)",
         .access = plain<&Scenario::energyPricePerKwh>(),
         .limits = between(0, 100)},
        {.path = "cost.gpuPriceIncludesPower",
         .type = B,
         .doc = "true: the GPU-hour price already pays the power (a cloud price) and the energy "
                "cost is shown beside it; false: it is added to the total",
         .access = plain<&Scenario::gpuPriceIncludesPower>()},

        // power (issue 19)
        {.path = "power.capWatts",
         .unit = "W or null",
         .doc = "board power cap per accelerator; below the TDP the compute clock falls as "
                "(cap / TDP)^(1/3) (docs/model.md); null = no cap",
         .access = plain<&Scenario::power, &PowerSettings::capWatts>(),
         .null = NullMeans::Unset,
         .limits = above(0, 1e5)},
        {.path = "power.nodeOverheadWatts",
         .unit = "W per node",
         .doc = "CPUs, NICs, switches and fans besides the accelerators (DGX H100: 10.2 kW "
                "maximum less 8 x 700 W)",
         .access = plain<&Scenario::power, &PowerSettings::nodeOverheadWatts>(),
         .limits = between(0, 1e6)},
        {.path = "power.pue",
         .unit = "ratio",
         .doc = "power usage effectiveness: facility power / IT power (Google's fleet: 1.10)",
         .access = plain<&Scenario::power, &PowerSettings::pue>(),
         .limits = between(1, 5)},
        {.path = "power.carbonKgPerKwh",
         .unit = "kg CO2e per kWh",
         .doc = "grid carbon intensity (US average 2023, EIA: 0.37)",
         .access = plain<&Scenario::power, &PowerSettings::carbonKgPerKwh>(),
         .limits = between(0, 5)},
    };
}

// ---- Reading, writing, checking -----------------------------------------------------------------

std::string elementPath(const ScenarioKey& key, std::size_t element) {
    std::string path(key.path);
    if (key.perPart()) {
        const std::size_t open = path.find("[]");
        path.insert(open + 1, std::to_string(element));
    }
    return path;
}

} // namespace

std::optional<Diagnostic> rangeProblem(const KeyLimits& l, double v) {
    if (!std::isfinite(v)) {
        return Diagnostic{.code = DiagCode::NotFinite};
    }
    const bool low = v < l.lo || (l.loExclusive && v == l.lo);
    if (low || v > l.hi) {
        return Diagnostic{.code = DiagCode::OutOfRange, .actual = v, .limit = low ? l.lo : l.hi};
    }
    return std::nullopt;
}

Diagnostic unitOverflow(const std::optional<KeyLimits>& limits, double v, std::string field) {
    if (limits) {
        return Diagnostic{.code = DiagCode::OutOfRange,
                          .field = std::move(field),
                          .actual = v,
                          .limit = v < limits->lo ? limits->lo : limits->hi};
    }
    return Diagnostic{.code = DiagCode::NotFinite, .field = std::move(field)};
}

std::optional<Diagnostic> keyValueProblem(const ScenarioKey& key, double v, std::string field) {
    if (std::optional<Diagnostic> problem = numberProblem(v, field)) {
        return problem;
    }
    if (key.access.toBase && !std::isfinite(key.access.toBase(v))) {
        return unitOverflow(key.limits, v, std::move(field));
    }
    if (key.type != KeyType::Integer) {
        return std::nullopt;
    }
    // The key's own range first, as a double: 2147483648 GPUs once read "above the maximum
    // 2,147,483,647" (the int's range) where the key's range is 1 to 10,000,000.
    const bool beyondInt =
        v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max();
    const bool outsideOnRead =
        key.checkedOnRead && key.limits && (v < key.limits->lo || v > key.limits->hi);
    if (!beyondInt && v != std::floor(v)) {
        return Diagnostic{.code = DiagCode::NotAnInteger, .field = std::move(field), .actual = v};
    }
    if (beyondInt || outsideOnRead) {
        // A key whose maximum depends on others (layout.tp: the GPUs) has none of its own.
        const bool fixedMaximum = key.limits && key.limits->hi > key.limits->lo;
        const double lo = key.limits ? key.limits->lo : std::numeric_limits<int>::min();
        const double hi = fixedMaximum ? key.limits->hi : std::numeric_limits<int>::max();
        return Diagnostic{.code = DiagCode::OutOfRange,
                          .field = std::move(field),
                          .actual = v,
                          .limit = v < lo ? lo : hi};
    }
    return std::nullopt;
}

namespace {

void readKey(const ScenarioKey& key, ObjectReader& r, Scenario& s, std::size_t element) {
    const std::string_view name = key.name();
    if (r.isNull(name) && key.null != NullMeans::Invalid) {
        r.markSeen(name);
        switch (key.null) {
        case NullMeans::Unset: key.access.set(s, element, std::nullopt); break;
        case NullMeans::Zero: key.access.set(s, element, 0.0); break;
        case NullMeans::Published:
            r.diagnostics().push_back(
                {.code = DiagCode::MissingHardwareValue, .field = r.pathOf(name)});
            break;
        case NullMeans::Default:
        case NullMeans::Invalid: break;
        }
        return;
    }
    switch (key.type) {
    case KeyType::Number:
    case KeyType::Integer: {
        double v = 0;
        if (!r.number(name, v)) {
            return;
        }
        if (std::optional<Diagnostic> problem = keyValueProblem(key, v, r.pathOf(name))) {
            r.diagnostics().push_back(std::move(*problem));
            return;
        }
        key.access.set(s, element, v);
        return;
    }
    case KeyType::Boolean: {
        bool v = false;
        if (r.boolean(name, v)) {
            key.access.set(s, element, v ? 1.0 : 0.0);
        }
        return;
    }
    case KeyType::Choice: {
        std::string text;
        if (!r.string(name, text)) {
            return;
        }
        const auto it = std::find(key.choices.begin(), key.choices.end(), text);
        if (it == key.choices.end()) {
            r.diagnostics().push_back(
                {.code = DiagCode::UnknownEnumValue, .field = r.pathOf(name), .text = text});
            return;
        }
        key.access.set(s, element, static_cast<double>(it - key.choices.begin()));
        return;
    }
    case KeyType::Text: {
        std::string text;
        if (r.string(name, text)) {
            key.access.setText(s, element, text);
        }
        return;
    }
    }
}

json writeKey(const ScenarioKey& key, const Scenario& s, std::size_t element) {
    if (key.type == KeyType::Text) {
        return key.access.getText(s, element);
    }
    const std::optional<double> v = key.access.get(s, element);
    if (!v || (key.writtenAsNull && key.writtenAsNull(*v))) {
        return nullptr;
    }
    switch (key.type) {
    case KeyType::Number: return *v;
    case KeyType::Integer: return static_cast<int>(*v);
    case KeyType::Boolean: return *v != 0;
    case KeyType::Choice: return std::string(key.choices[static_cast<std::size_t>(*v)]);
    case KeyType::Text: break;
    }
    return nullptr;
}

void checkKey(const ScenarioKey& key, const Scenario& s, std::size_t element, Diagnostics& out) {
    if (!key.limits || !key.access.get) {
        return;
    }
    if (key.checkedWhen && !key.checkedWhen(s, element)) {
        return;
    }
    const std::optional<double> v = key.access.get(s, element);
    if (!v) {
        return; // an unset optional has nothing to check
    }
    KeyLimits limits = *key.limits;
    if (key.upperLimit) {
        limits.hi = key.upperLimit(s, element);
    }
    if (std::optional<Diagnostic> problem = rangeProblem(limits, *v)) {
        problem->field = elementPath(key, element);
        out.push_back(std::move(*problem));
    }
}

/// Numbers as the documentation writes them: 8192, 7e10, 0.4.
std::string docNumber(double v) {
    std::array<char, 32> text{};
    if (v != 0 && v == std::floor(v) && std::abs(v) >= 1e7) {
        const int exponent = static_cast<int>(std::floor(std::log10(std::abs(v))));
        const double mantissa = v / std::pow(10.0, exponent);
        if (std::abs(mantissa * 100 - std::round(mantissa * 100)) < 1e-9) {
            std::snprintf(text.data(), text.size(), "%ge%d", mantissa, exponent);
            return text.data();
        }
    }
    std::snprintf(text.data(), text.size(), "%.15g", v);
    return text.data();
}

} // namespace

std::string escapeCell(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '|') {
            out += "\\|";
        } else {
            out += c;
        }
    }
    return out;
}

std::string_view ScenarioKey::section() const {
    const std::size_t dot = path.find('.');
    return dot == std::string_view::npos ? std::string_view() : path.substr(0, dot);
}

std::string_view dottedParent(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    return dot == std::string_view::npos ? std::string_view() : path.substr(0, dot);
}

std::string_view dottedName(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

std::string_view ScenarioKey::parent() const {
    return dottedParent(path);
}

std::string_view ScenarioKey::name() const {
    return dottedName(path);
}

bool ScenarioKey::perPart() const {
    return path.find("[]") != std::string_view::npos;
}

std::string ScenarioKey::defaultText() const {
    const Scenario s = defaultScenario();
    std::string text;
    if (type == KeyType::Text) {
        const std::string v = access.getText ? access.getText(s, 0) : std::string();
        text = v.empty() ? "none" : "\"" + v + "\"";
    } else if (!access.get) {
        text = "-";
    } else if (const std::optional<double> v = access.get(s, 0);
               !v || (writtenAsNull && writtenAsNull(*v))) {
        text = "null";
    } else if (type == KeyType::Boolean) {
        text = *v != 0 ? "true" : "false";
    } else if (type == KeyType::Choice) {
        text = "`" + std::string(choices[static_cast<std::size_t>(*v)]) + "`";
    } else {
        text = docNumber(*v);
    }
    if (!defaultNote.empty()) {
        text += " (" + std::string(defaultNote) + ")";
    }
    return text;
}

std::string ScenarioKey::documentedUnit() const {
    if (type == KeyType::Boolean) {
        return "boolean";
    }
    if (type != KeyType::Choice) {
        return std::string(unit);
    }
    std::string out;
    for (std::string_view c : choices) {
        out += (out.empty() ? "`" : " | `") + std::string(c) + "`";
    }
    return out;
}

std::span<const ScenarioKey> scenarioKeys() {
    static const std::vector<ScenarioKey> keys = buildKeys();
    return keys;
}

const ScenarioKey* findScenarioKey(std::string_view path) {
    std::string pattern(path);
    if (const std::size_t open = pattern.find('['); open != std::string::npos) {
        const std::size_t close = pattern.find(']', open);
        if (close != std::string::npos) {
            pattern.erase(open + 1, close - open - 1);
        }
    }
    for (const ScenarioKey& key : scenarioKeys()) {
        if (key.path == pattern) {
            return &key;
        }
    }
    return nullptr;
}

void readScenarioKeys(ObjectReader& reader, std::string_view parent, Scenario& s,
                      std::size_t element) {
    for (const ScenarioKey& key : scenarioKeys()) {
        if (key.io == KeyIo::Schema && key.parent() == parent) {
            readKey(key, reader, s, element);
        }
    }
}

void writeScenarioKeys(json& out, std::string_view parent, const Scenario& s, std::size_t element) {
    for (const ScenarioKey& key : scenarioKeys()) {
        if (key.io != KeyIo::Schema || key.parent() != parent) {
            continue;
        }
        json v = writeKey(key, s, element);
        if (v.is_null() && key.omitUnset) {
            continue;
        }
        out[std::string(key.name())] = std::move(v);
    }
}

namespace {

/// One step of checkScenarioKeys(): a key, or a run of part keys that is checked part by part.
struct KeyRun {
    std::size_t begin = 0;
    std::size_t end = 0;
    bool perPart = false;
};

/// The steps that check one section, with and without an architecture (without one its keys are
/// skipped). Worked out once: walking every key's path for each section of each validation was
/// most of the cost of a cluster-size sweep, which validates a scenario per size.
struct SectionPlan {
    std::string_view section;
    std::vector<KeyRun> withArchitecture;
    std::vector<KeyRun> withoutArchitecture;
};

std::vector<KeyRun> planSection(std::span<const ScenarioKey> keys, std::string_view section,
                                bool architecture) {
    std::vector<KeyRun> runs;
    for (std::size_t k = 0; k < keys.size(); ++k) {
        const ScenarioKey& key = keys[k];
        if (key.section() != section) {
            continue;
        }
        if (key.parent() == "workload.architecture" && !architecture) {
            continue;
        }
        if (!key.perPart()) {
            runs.push_back({k, k + 1, false});
            continue;
        }
        // The part keys form one run of rows: each part is checked whole, in order.
        std::size_t end = k;
        while (end < keys.size() && keys[end].perPart()) {
            ++end;
        }
        runs.push_back({k, end, true});
        k = end - 1;
    }
    return runs;
}

const std::vector<SectionPlan>& sectionPlans() {
    static const std::vector<SectionPlan> plans = [] {
        const std::span<const ScenarioKey> keys = scenarioKeys();
        std::vector<SectionPlan> out;
        for (const ScenarioKey& key : keys) {
            const std::string_view section = key.section();
            if (std::none_of(out.begin(), out.end(),
                             [&](const SectionPlan& p) { return p.section == section; })) {
                out.push_back(
                    {section, planSection(keys, section, true), planSection(keys, section, false)});
            }
        }
        return out;
    }();
    return plans;
}

} // namespace

void checkScenarioKeys(std::string_view section, const Scenario& s, Diagnostics& out) {
    const std::vector<SectionPlan>& plans = sectionPlans();
    const auto plan = std::find_if(plans.begin(), plans.end(),
                                   [&](const SectionPlan& p) { return p.section == section; });
    if (plan == plans.end()) {
        return;
    }
    const std::span<const ScenarioKey> keys = scenarioKeys();
    for (const KeyRun& run :
         s.workload.architecture ? plan->withArchitecture : plan->withoutArchitecture) {
        if (!run.perPart) {
            checkKey(keys[run.begin], s, 0, out);
            continue;
        }
        for (std::size_t i = 0; i < s.reliability.parts.size(); ++i) {
            for (std::size_t p = run.begin; p < run.end; ++p) {
                checkKey(keys[p], s, i, out);
            }
        }
    }
}

std::string scenarioKeyTables() {
    std::string out;
    std::string_view section = "-";
    for (const ScenarioKey& key : scenarioKeys()) {
        if (key.section() != section) {
            section = key.section();
            out += out.empty() ? "" : "\n";
            out += section.empty() ? std::string("### Top level\n\n")
                                   : "### `" + std::string(section) + "`\n\n";
            out += "| key | unit | default | meaning |\n|---|---|---|---|\n";
        }
        const std::string unit = key.documentedUnit();
        const std::string_view name =
            section.empty() ? key.path : key.path.substr(section.size() + 1);
        out += "| `" + std::string(name) + "` | " + escapeCell(unit) + " | " +
               escapeCell(key.defaultText()) + " | " + escapeCell(key.doc) + " |\n";
    }
    return out;
}

} // namespace goodput
