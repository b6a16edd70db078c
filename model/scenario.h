// SPDX-License-Identifier: MIT
#pragma once

// A scenario: everything the planner takes in, as one value type. Its JSON form (schemaVersion 1)
// is documented key by key in docs/scenario.md; scenario_json.cpp reads and writes it.

#include "collectives.h"
#include "compute.h"
#include "hardware.h"
#include "storage.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace goodput {

inline constexpr int kScenarioSchemaVersion = 1;

enum class FfnType { Gelu, SwiGlu };

/// Transformer shape (issue: derived MFU). Absent when only the parameter count is known.
struct Architecture {
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0; ///< grouped-query attention; = attentionHeads for multi-head
    int headDim = 0; ///< 0 = hiddenSize / attentionHeads (PaLM: 256 with 48 heads)
    /// Width of the attention projections, heads x head dimension.
    [[nodiscard]] int attentionWidth() const {
        return headDim > 0 ? attentionHeads * headDim : hiddenSize;
    }
    int ffnHiddenSize = 0;
    FfnType ffnType = FfnType::Gelu;
    int vocabularySize = 0;
    bool tiedEmbeddings = false;
    int experts = 1; ///< mixture of experts: experts per MoE layer (1 = dense)
    int expertsPerToken = 1;
    int sharedExperts = 0;
    int denseLayers = 0;         ///< leading layers that stay dense in an MoE model
    int expertFfnHiddenSize = 0; ///< 0 = ffnHiddenSize
    bool dropout = false; ///< dropout layers (GPT-3 era); adds masks to the saved activations
    /// Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values are rebuilt per head
    /// from one compressed latent of kvLoraRank per token (0 = standard attention), queries from
    /// one of qLoraRank (0 = a full query projection). Each query and key head carries headDim
    /// plain dimensions and qkRopeHeadDim rotary ones (the rotary key is shared by the heads);
    /// values have headDim.
    int kvLoraRank = 0;
    int qLoraRank = 0;
    int qkRopeHeadDim = 0;
    /// Multi-token prediction modules (DeepSeek-V3: 1): each is one more transformer layer, a
    /// projection of 2h to h and another pass through the output layer, on the last stage. They
    /// train with the model but are not counted in its parameters.
    int mtpLayers = 0;

    [[nodiscard]] bool latentAttention() const { return kvLoraRank > 0; }
    /// Head dimension: headDim, or hiddenSize / attentionHeads when it is 0.
    [[nodiscard]] double headDimension() const {
        return headDim > 0 ? headDim
                           : (attentionHeads > 0 ? double(hiddenSize) / attentionHeads : 0.0);
    }
    /// Widths of the attention core's operands over all heads: queries and keys (per head
    /// headDim, plus qkRopeHeadDim under latent attention), and values (what the output
    /// projection reads: heads x headDim). Standard attention has kvHeads key and value heads.
    [[nodiscard]] double queryWidth() const {
        return latentAttention() ? attentionHeads * (headDimension() + qkRopeHeadDim)
                                 : double(attentionWidth());
    }
    [[nodiscard]] double keyWidth() const {
        return latentAttention() ? queryWidth() : kvHeads * headDimension();
    }
    /// The width the attention core's FLOPs are counted over: heads x head dimension, or under
    /// latent attention the mean of the query-key and value widths (QK^T over headDim +
    /// qkRopeHeadDim per head, PV over headDim).
    [[nodiscard]] double attentionCoreWidth() const {
        return latentAttention() ? (queryWidth() + attentionWidth()) / 2.0
                                 : double(attentionWidth());
    }
    [[nodiscard]] double valueWidth() const {
        return latentAttention() ? attentionHeads * headDimension() : kvHeads * headDimension();
    }
};

struct Workload {
    std::string preset;          ///< model preset id, empty when none
    double parameters = 70e9;    ///< N (total); used directly unless derived from the shape
    double activeParameters = 0; ///< MoE: parameters touched per token; 0 = all
    double tokens = 2e12;        ///< D
    std::optional<Architecture> architecture;
    int sequenceLength = 8192;
    double globalBatchTokens = 4.0 * 1024 * 1024; ///< tokens per optimizer step
    int microBatchSize = 1;                       ///< sequences per micro-batch
    Precision precision = Precision::Bf16;
    Fp8Recipe fp8Recipe = Fp8Recipe::Delayed; ///< with precision fp8
    Recompute recompute = Recompute::None;
    /// With full recompute: the share of layers recomputed, the others keeping every activation
    /// (Megatron's `--recompute-method block` with `--recompute-num-layers`; torchtitan's
    /// per-layer checkpointing of every k-th layer, 1 / k).
    double recomputeLayerShare = 1.0;
    /// With full recompute: only what the backward reads runs again (JAX's jax.checkpoint, as
    /// MaxText's `full` remat), not the layer's down projection, whose output only feeds the next
    /// layer's saved input; false: the whole forward (Megatron, torch.utils.checkpoint).
    bool recomputeOnlyNeeded = false;
    bool flashAttention = true; ///< fused attention: no s^2 activations, causal FLOPs only
    AttentionKernel attentionKernel = AttentionKernel::Auto;
    bool fusedKernels = false; ///< fused norm/activation kernels instead of eager fp32 ops
    Bytes memoryHeadroom =
        units::gigabytes(6);              ///< per GPU: CUDA context, NCCL buffers, fragmentation
    double tokenBytesOnDisk = 2;          ///< bytes per stored token id (2.5.10)
    double gradientBytesPerParameter = 2; ///< bf16 gradients reduced by data parallelism
    ByteRate dataReadBandwidth = units::gigabytesPerSecond(10); ///< sustained, whole data store
};

struct HardwareSpec {
    std::string preset; ///< hardware preset id, empty when none
    std::string displayName;
    Accelerator accelerator;
    Hierarchy hierarchy; ///< scale-up, scale-out, optional spine
    double tdpWatts = 0; ///< 0 = not published
};

/// Spread of sustained matmul speed between GPUs of one type (a coefficient of variation):
/// Bekman measured 5 % and more between the GPUs of one 8-GPU node, from the silicon lottery
/// (each die's voltage-frequency curve) and uneven cooling (kernel-efficiency.md 1, "Not all
/// accelerators are created equal"). Eight normal draws span 2.85 standard deviations on
/// average, so 5 % / 2.85 = 1.75 %.
inline constexpr double kGpuSpeedSpread = 0.0175;

struct Cluster {
    int gpus = 1024;
    int gpusPerNode = 8;
    /// The step waits for the slowest GPU (model/step.h, slowestGpuFactor).
    double gpuSpeedSpread = kGpuSpeedSpread;
    [[nodiscard]] int nodes() const { return gpusPerNode > 0 ? gpus / gpusPerNode : 0; }
};

enum class ZeroStage { None = 0, OptimizerStates = 1, Gradients = 2, Parameters = 3 };

struct Layout {
    int tp = 1;
    int pp = 1;
    int virtualStages = 1; ///< interleaved 1F1B chunks per pipeline rank
    int cp = 1;
    int ep = 1;
    /// Expert tensor parallelism (Megatron-Core's ETP): the TP ranks each expert's FFN is split
    /// over. 0 = automatic: TP when EP fits in DP (Megatron-Core's default), else 1, where EP
    /// needs the TP ranks (the MoE recipes' setting).
    int expertTp = 0;
    ZeroStage zero = ZeroStage::OptimizerStates;
    bool sequenceParallel = false;
    /// DP follows from the GPU count: gpus / (tp x pp x cp); 0 when the product does not divide.
    /// The product is taken as a double: three ints can overflow any integer type (undefined
    /// behaviour), and when it does not exceed the GPU count it is exact.
    [[nodiscard]] int dp(int gpus) const {
        const double model = static_cast<double>(tp) * pp * cp;
        if (model <= 0 || model > gpus) {
            return 0;
        }
        const int m = static_cast<int>(model);
        return gpus % m == 0 ? gpus / m : 0;
    }
    /// The expert tensor parallel degree in effect with `dp` data-parallel ranks.
    [[nodiscard]] int expertTensorParallel(int dp) const {
        if (expertTp > 0) {
            return expertTp;
        }
        return dp > 0 && dp % std::max(1, ep) == 0 ? tp : 1;
    }
};

struct Communication {
    Algorithm algorithm = Algorithm::Auto;
    Bytes bucketSize = units::megabytes(25);                 ///< DDP's default bucket (2.5.9)
    Seconds perCollectiveOverhead = units::microseconds(50); ///< launch + handshake (2.5.9)
    bool overlapGradientSync = true;     ///< DP sync hidden behind backward (2.5.8)
    bool overlapTensorParallel = false;  ///< TP collectives overlapped with compute
    bool overlapContextParallel = false; ///< CP K/V exchange overlapped with attention
    bool overlapExpertParallel = false;  ///< EP all-to-all overlapped with expert compute
};

struct CheckpointSettings {
    double bytesPerParameter = 12; ///< fp32 weights + Adam m, v (2.5.11)
    CheckpointMode mode = CheckpointMode::Synchronous;
    std::optional<Seconds> stallOverride; ///< measured stall C; replaces the computed one
    ByteRate writeBandwidthPerGpu = units::gigabytesPerSecond(1.0);
    ByteRate aggregateWriteBandwidth = units::gigabytesPerSecond(100.0);
    ByteRate readBandwidthPerGpu = units::gigabytesPerSecond(2.0);
    ByteRate aggregateReadBandwidth = units::gigabytesPerSecond(200.0);
    ByteRate hostCopyBandwidthPerGpu = units::gigabytesPerSecond(25.0); ///< GPU->CPU for async
};

enum class PartScope { PerGpu, PerNode, PerJob };

/// What a failure takes out of the job (issue 10): a node that must be swapped for a hot spare
/// (or waited for while it is repaired), or nothing (a software fault: restart in place).
enum class Replacement { Node, None };

/// How a part kind's failures are spread in time. Exponential: a constant rate (the chapter's
/// assumption, 2.5.12). Weibull: every part starts new at the start of the run, its hazard
/// falls (shape < 1, infant mortality) or rises (shape > 1, wear-out) with age; the mean time to
/// the first failure of one part stays the MTBF.
enum class FailureDistribution { Exponential, Weibull };

struct PartKind {
    std::string kind = "node"; ///< "node", "gpu", "nic", ... (an identifier, not prose); a part
                               ///< without one is a node, as the docs and the default say
    PartScope scope = PartScope::PerNode;
    double countPerScope = 1; ///< e.g. 8 HBM stacks per GPU
    Seconds mtbf = units::hours(50000);
    /// Issue 19: failures of this kind that strike the job whatever its size (software, storage,
    /// the scheduler), besides the per-part rate: MTBF(n) = 1 / (1 / jobMtbf + n / mtbf).
    /// Unset: none.
    std::optional<Seconds> jobMtbf{};
    // The restart path of this kind; an unset phase takes the reliability section's value.
    std::optional<Seconds> detection{};   ///< until the job notices (crash vs collective timeout)
    std::optional<Seconds> diagnosis{};   ///< find the culprit (health checks)
    std::optional<Seconds> replacement{}; ///< swap a hot spare in
    std::optional<Seconds> repair{};      ///< until the failed node is back in the spare pool
    Replacement replaces = Replacement::Node;
    FailureDistribution distribution = FailureDistribution::Exponential;
    double weibullShape = 1.0; ///< used with FailureDistribution::Weibull
    /// Issue 19: a part of this kind may slow the job instead of stopping it (fail-slow), this
    /// often per part; unset = never. The slowdown and its eviction are the section's.
    std::optional<Seconds> slowMtbf{};
    /// Issue 19: silent data corruption by one part of this kind, this often; unset = never.
    /// Found only by the section's periodic checks.
    std::optional<Seconds> sdcMtbf{};
};

/// How the slowdown factor s of a fail-slow part is spread (issue 19): every episode the same
/// mean, or 1 + an exponential excess of mean (mean - 1).
enum class SlowdownDistribution { Fixed, Exponential };

/// How the job gets its state back after a failure (issue 19, docs/model.md "Recovery modes"):
/// from the stored checkpoint (the chapter), from in-memory snapshots on peer nodes (falling
/// back to storage when the peer is lost too), or from a warm standby node that already holds
/// the state (storage when none is at hand, or for a fault that replaces no node).
enum class RecoveryMode { Storage, PeerMemory, WarmStandby };

/// Young's, Daly's, a fixed one, or the exact maximiser of Daly's higher-order model.
enum class IntervalPolicy { Young, Daly, Manual, Optimal };

struct ReliabilitySettings {
    std::string preset; ///< reliability preset id, empty when none
    std::vector<PartKind> parts{PartKind{}};
    IntervalPolicy interval = IntervalPolicy::Young;
    Seconds manualInterval = units::hours(2);
    Seconds detection = units::minutes(5);
    Seconds replacement = units::minutes(10);
    std::optional<Seconds> checkpointLoadOverride; ///< else checkpoint bytes / read bandwidth
    Seconds dataRestore = units::minutes(1);
    Seconds warmup = units::minutes(2);
    // Issue 10: the defaults below leave the chapter's single-kind model unchanged.
    Seconds diagnosis = units::seconds(0);
    Seconds repair = units::hours(72);          ///< a failed node's way back to the spare pool
    std::optional<int> hotSpareNodes;           ///< spare pool; unset = a spare is always at hand
    bool elastic = false;                       ///< with no spare left, go on with fewer replicas
    std::optional<Seconds> maintenanceInterval; ///< planned interruptions: mean time between
    Seconds maintenanceDuration = units::hours(1); ///< the job is stopped this long each time
    // Issue 19: fail-slow and silent data corruption; no part has a rate by default.
    double slowdownMean = 2.0; ///< a slow part makes every step this many times longer
    SlowdownDistribution slowdownDistribution = SlowdownDistribution::Fixed;
    Seconds slowEviction = units::minutes(30);  ///< from a slowdown's onset to its eviction
    Seconds sdcCheckInterval = units::hours(1); ///< compute between two corruption checks
    Seconds sdcCheckCost = units::seconds(30);  ///< training stall of one check
    // Issue 19: recovery modes; the defaults are illustrative (docs/model.md).
    RecoveryMode recovery = RecoveryMode::Storage;
    Seconds memorySnapshot = units::seconds(2); ///< peer: stall of one snapshot to RAM + peer
    Seconds memoryRestore = units::seconds(20); ///< peer: reading the state back from RAM
    double peerLossProbability = 0.02;          ///< peer: the copy is lost too; storage restores
    int storedEvery = 10;                       ///< peer: every k-th snapshot also goes to storage
    int standbyNodes = 1;                       ///< warm standby nodes, billed with the job
    Seconds standbySwap = units::seconds(60);   ///< standby: from detection to running again
    Seconds standbyRewarm = units::minutes(30); ///< standby: a fresh node takes the state
};

/// Issue 19: what the cluster draws (docs/model.md, "Power and energy", for the defaults' sources).
struct PowerSettings {
    std::optional<double> capWatts; ///< board power cap per accelerator, W; unset = the TDP
    /// Per node besides the accelerators (CPUs, NICs, switches, fans), W: a DGX H100's 10.2 kW
    /// maximum less its 8 x 700 W GPUs.
    double nodeOverheadWatts = 4600;
    double pue = 1.1;             ///< facility / IT power (Google's fleet)
    double carbonKgPerKwh = 0.37; ///< grid carbon intensity (US average, 2023)
};

/// How MFU is obtained: assumed (the chapter's input, 2.5.15) or derived from the step model of
/// the parallel layout (model/step.h).
enum class MfuMode { Assumed, Derived };

struct Scenario {
    std::string name = "Chapter 2.5.15 example: 70B on 1,024 GPUs";
    Workload workload;
    HardwareSpec hardware;
    Cluster cluster;
    Layout layout;
    Communication communication;
    CheckpointSettings checkpoint;
    ReliabilitySettings reliability;
    MfuMode mfuMode = MfuMode::Assumed;
    double assumedMfu = 0.40;
    /// Which FLOPs MFU and HFU count (`mfu.flopConvention`); files with the old
    /// `workload.attentionFlops` and `attentionFlopsCausal` read as the convention they meant.
    FlopConvention flopConvention = FlopConvention::SixN;
    DollarRate pricePerGpu = units::dollarsPerHour(2.0);
    PowerSettings power;
    double energyPricePerKwh = 0.08;   ///< USD per kWh (US industrial average, 2023)
    bool gpuPriceIncludesPower = true; ///< false: the energy cost adds to the GPU-hour cost
};

/// Parameter count used for 6N: the active parameters of an MoE model, else the total.
double modelParameters(const Workload& workload);

/// The built-in default: the chapter's worked example (2.5.15): 70e9 parameters, 2e12 tokens,
/// 1,024 GPUs at 1e15 FLOP/s, MFU 0.40, $2 per GPU-hour, 8 GPUs per node, node MTBF 50,000 h,
/// checkpoint stall 120 s.
Scenario defaultScenario();

/// The generic accelerator of the chapter: 1 PFLOP/s BF16, 80 GB HBM at 3.35 TB/s, an 8-GPU
/// NVLink-class domain at 400 GB/s effective and a 50 GB/s (400 Gb/s) network (2.5.4).
HardwareSpec chapterHardware();

} // namespace goodput
