// SPDX-License-Identifier: MIT
#pragma once

// One training step from the architecture, the batch, the parallel layout and the hardware
// (issue 3): where its time goes, how much memory each GPU needs, and the MFU that follows.
// Formulas and sources: docs/model.md, "Step time" and "Memory per GPU".

#include "architecture.h"
#include "diagnostics.h"
#include "kernels.h"
#include "placement.h"
#include "scenario.h"
#include "traffic.h"

#include <cstdint>
#include <map>
#include <unordered_map>

namespace goodput {

/// Where one optimizer step's wall-clock time goes on the slowest pipeline rank. Every field is
/// time that adds up: overlapped communication appears only with its exposed part.
struct StepBreakdown {
    Seconds compute; ///< matmuls and attention at peak x achievable efficiency, all micro-batches
    Seconds memoryBound; ///< norms, residual adds, activation functions: bytes / HBM bandwidth
    Seconds exposedTp;   ///< tensor-parallel collectives not hidden behind compute
    Seconds exposedCp;   ///< context-parallel K/V all-gather and gradient reduce-scatter
    Seconds exposedEp;   ///< expert-parallel all-to-all (dispatch and combine)
    Seconds exposedDp;   ///< gradient reduce-scatter / all-reduce and parameter all-gathers
    Seconds bubble;      ///< pipeline fill and drain: (p - 1) / v micro-batch times
    Seconds ppTransfer;  ///< point-to-point activation transfers on the pipeline's critical path
    Seconds optimizer;   ///< the optimizer update (HBM bound)
    Seconds other;       ///< fixed costs: one launch/handshake per gradient bucket (2.5.9)
    [[nodiscard]] Seconds total() const {
        return compute + memoryBound + exposedTp + exposedCp + exposedEp + exposedDp + bubble +
               ppTransfer + optimizer + other;
    }
};

/// Bytes one GPU holds at its peak, on the first pipeline stage (it keeps the most micro-batches
/// in flight and the embedding table).
struct MemoryBreakdown {
    Bytes weights;     ///< bf16 working weights (ZeRO-3: the shard plus the gathered layers)
    Bytes gradients;   ///< gradient buffer (sharded from ZeRO-2)
    Bytes optimizer;   ///< fp32 master weights and Adam moments (sharded from ZeRO-1)
    Bytes activations; ///< saved activations of the micro-batches in flight
    Bytes headroom;    ///< framework, communication buffers, allocator fragmentation
    Bytes capacity;    ///< HBM of one GPU
    bool fits = false; ///< total() <= capacity
    [[nodiscard]] Bytes total() const {
        return weights + gradients + optimizer + activations + headroom;
    }
};

/// A layout to evaluate: the scenario's parallel degrees plus the knobs the search varies.
struct LayoutChoice {
    Layout layout;
    int microBatchSize = 1;
    Recompute recompute = Recompute::None;
};

/// Everything about the step of one layout.
struct StepResult {
    StepBreakdown time;
    MemoryBreakdown memory;
    int dp = 0;
    int microBatches = 0;            ///< m: micro-batches per step per pipeline
    double microBatchesInFlight = 0; ///< on the first stage, in whole-micro-batch equivalents
    int layersOnCriticalRank = 0;    ///< layers of the slowest pipeline rank
    double bubbleFraction = 0;       ///< (p - 1) / (v m)
    Seconds perMicroBatch;           ///< one micro-batch's forward + backward on the slowest rank
    Bytes activationPerLayer;        ///< one micro-batch, one layer, one GPU
    DataParallelSync dpSync;         ///< every DP collective of the step, as the time counts it
    double tokensPerSecond = 0;
    /// What mfu and hfu count: the architecture's N under the scenario's FLOP convention.
    FlopsPerToken perToken;
    double mfu = 0;       ///< model FLOPs / (n x peak x step time)
    double hfu = 0;       ///< hardware FLOPs (recomputation included) likewise
    AxisPlacement tpAxis; ///< where each axis sits on the tiers, innermost first
    AxisPlacement cpAxis;
    AxisPlacement epAxis;
    AxisPlacement ppAxis;
    AxisPlacement dpAxis;
    AxisPlacement gradientAxis;       ///< the group the gradients are reduced over: CP x DP ranks
    AxisPlacement expertGradientAxis; ///< the experts' group: CP x DP / EP ranks
    double tpCrossingSlowdown = 1;    ///< TP collective time across the scale-up boundary / inside
    double slowestGpuFactor = 1;      ///< the compute of the slowest GPU of the job / a typical one
};

/// The layout knobs one layer's kernels depend on (not PP, virtual stages, DP or ZeRO).
struct LayerKey {
    int tp = 1;
    int cp = 1;
    int ep = 1;
    int expertTp = 1;
    int microBatchSize = 1;
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    auto operator<=>(const LayerKey&) const = default;
};

/// One layer's kernels, dense and MoE, and the output layer, for one LayerKey.
struct LayerTimes {
    LayerKernelTimes dense;
    LayerKernelTimes moe;
    LayerKernelTimes head;
    LayerKernelTimes prediction; ///< one multi-token prediction module besides its layer
};

/// What a step needs that does not depend on the layout: computed once per scenario. It also
/// remembers the kernel times of each layer shape it has met, so the layout search times a
/// shape once however many pipeline, DP and ZeRO variants share it. A context serves one thread;
/// whoever changes the scenario it points at clears `layerTimes`.
struct StepContext {
    const Scenario* scenario = nullptr;
    ParameterCount parameters;
    double batchSequences = 0; ///< global batch in sequences
    FlopRate peak;
    FlopTerms flopTerms; ///< what the scenario's FLOP convention counts besides 6N
    mutable std::map<LayerKey, LayerTimes> layerTimes;
    /// placeAxis() on the scenario's hierarchy by (size << 32 | stride): a search places the same
    /// few axes for each of its tens of thousands of layouts.
    mutable std::unordered_map<std::uint64_t, AxisPlacement> placements;
};

StepContext makeStepContext(const Scenario& scenario);

/// Checks a layout against the architecture and batch: heads, KV heads and FFN divisible by TP,
/// layers enough for PP x virtual stages, sequence divisible by CP, experts by EP, the global
/// batch by DP x micro-batch. Returns false on any error; appends diagnostics when `out` is
/// given (field paths of the scenario). Errors get `severity`; uneven stages are a warning.
bool checkLayout(const StepContext& context, const LayoutChoice& choice, Diagnostics* out,
                 Severity severity = Severity::Error);

/// The step model. Call only for a layout checkLayout() accepted. With timeIfNotFitting false a
/// layout that does not fit in memory returns after the memory model (time fields zero): what
/// the search needs to drop it.
StepResult evaluateStep(const StepContext& context, const LayoutChoice& choice,
                        bool timeIfNotFitting = true);

/// Saved activation bytes of one transformer layer for one micro-batch on one GPU (Korthikanti
/// et al. 2022, eq. 1-6, generalised to GQA, SwiGLU and no dropout): s b h (34 + 5 a s / h) for
/// GPT without parallelism; sbh (10 + 24/t + 5as/ht) with TP; sbh (34/t + 5as/ht) with sequence
/// parallelism; the 5 a s^2 b term goes with selective recompute or flash attention; full
/// recompute keeps only the layer input 2 s b h (/ t with sequence parallelism).
Bytes activationBytesPerLayer(const Architecture& architecture, double microBatch,
                              double sequenceLength, int tp, int cp, bool sequenceParallel,
                              Recompute recompute, bool flashAttention, bool dropout);

/// Interleaved 1F1B bubble fraction (p - 1) / (v m) (Narayanan et al. 2021); v = 1 is 1F1B.
double bubbleFraction(int pp, int virtualStages, int microBatches);

/// How much longer a synchronous step's compute takes than on a typical GPU: every collective
/// waits for the slowest of the n GPUs. With speeds spread normally by `spread`, the slowest
/// runs at 1 - spread z_n, z_n the expected largest of n standard normal draws (Blom's
/// approximation, Phi^-1((n - 0.375) / (n + 0.25))): 1 / (1 - spread z_n). 1 for one GPU.
double slowestGpuFactor(int gpus, double spread);
/// Whether the GPU speed spread applies to this part: measured on NVIDIA and AMD GPUs, whose SM /
/// CU clocks boost die by die under a power limit (the presets that give compute units); none is
/// published for TPUs, Trainium or Gaudi.
bool speedSpreadApplies(const Accelerator& accelerator);

} // namespace goodput
