// SPDX-License-Identifier: MIT
#pragma once

// Kernel-level timing of one transformer layer (issue 14): every kernel of the forward pass, the
// backward pass and any recompute, with its shape under the layout, timed by roofline with an
// efficiency of its own. Laws, constants and their sources: docs/model.md, "Kernels".

#include "hardware.h"
#include "scenario.h"

namespace goodput {

/// One matrix multiply C[M x N] = A[M x K] B[K x N], `batch` independent ones of the same shape
/// (a batched or grouped GEMM).
struct GemmShape {
    double m = 0;
    double n = 0;
    double k = 0;
    double batch = 1;
    double outputBytes = 2; ///< per element of C written (BF16); 8 = FP32 read and written back
    /// Compute units an overlapped collective holds for the whole GEMM (Transformer Engine's SM
    /// margin): the tiles run in waves over the units left.
    double reservedUnits = 0;
    /// MXFP8 operands: the tensor cores read a scale per 32 elements of A and B (an FP8 GEMM only).
    bool blockScaled = false;
    [[nodiscard]] Flops flops() const { return Flops(2.0 * m * n * k * batch); }
};

/// Share of the chip's measured matmul ceiling a GEMM of this shape reaches: the useful fraction
/// of the tiles it runs in whole waves over the compute units (tile and wave quantisation, the
/// best of the library's tile shapes), times the K-depth factor (prologue and epilogue not
/// amortised over a short K loop). 1 for a large, well-divided shape; without a compute-unit
/// count only the tile padding counts.
double gemmShapeEfficiency(const Accelerator& accelerator, const GemmShape& shape);

/// Wall time of one GEMM: a fixed per-kernel cost, plus the slower of its compute (FLOPs at the
/// precision's peak x measured ceiling x shape efficiency, x the block-scaled share for MXFP8
/// operands) and the streaming of its operands (in the input precision, at the achievable HBM
/// bandwidth), plus the epilogue's write of C, which a tile does after its main loop and so does
/// not hide behind it.
Seconds gemmTime(const Accelerator& accelerator, Precision precision, const GemmShape& shape);

/// Wall time of `shape.batch` GEMMs of one shape issued one call each, as Transformer Engine's
/// grouped GEMM issues an MoE layer's local experts: the GEMMs' own time, but no less than the
/// host's issue of every call. The host has no lead to hide it: dropless routing waits on the
/// device for the tokens per expert in every layer, before the experts are issued.
Seconds groupedGemmTime(const Accelerator& accelerator, Precision precision,
                        const GemmShape& shape);

/// Wall time of a memory-bound kernel that moves `bytes` through HBM.
Seconds streamTime(const Accelerator& accelerator, Bytes bytes);

/// Fused (flash) attention forward + backward on `flops` (forward + backward FLOPs, causal half
/// where masked) for queries that see `keys` keys on average, with head dimension `headDim`.
Seconds fusedAttentionTime(const Accelerator& accelerator, Flops flops, double keys,
                           double headDim);

/// Achievable share of the BF16 peak in fused attention at `keys` keys per query and this head
/// dimension (the preset's long-sequence value at head dimension 128, scaled by the key-loop and
/// head-dimension laws).
double attentionEfficiency(const Accelerator& accelerator, double keys, double headDim,
                           bool flash2 = false);

/// What one layer of one micro-batch costs on one GPU, by kind. All times are sums of kernels.
struct LayerKernelTimes {
    Seconds gemm;        ///< linear layers (QKV, output, FFN, router, experts), fwd + bwd
    Seconds attention;   ///< attention core (fused kernel, or unfused score/softmax/PV)
    Seconds memoryBound; ///< norms, residuals, activation, rotary, dropout, casts, permutes
    Seconds recompute;   ///< kernels that run again under activation recompute
    int kernels = 0;     ///< kernel launches
    [[nodiscard]] Seconds total() const { return gemm + attention + memoryBound + recompute; }
};

/// The shape of one layer's work on one GPU.
struct LayerShape {
    const Architecture* architecture = nullptr;
    double tokens = 0;         ///< b s / cp: tokens of one micro-batch on this GPU
    double sequenceLength = 0; ///< s: keys a query can see (before the causal mask)
    int tp = 1;
    int ep = 1;
    /// The TP ranks an expert's FFN is split over (Megatron-Core's ETP): with fewer than tp, the
    /// tp / expertTp TP slices dispatch their own tokens as separate EP ranks.
    int expertTp = 1;
    int cp = 1;
    /// With cp > 1: ring attention (Transformer Engine's `p2p`, the K/V exchange overlapped
    /// step by step) rather than one kernel over all-gathered K/V (Llama 3's).
    bool ringAttention = false;
    bool sequenceParallel = false;
    bool moe = false; ///< this layer's FFN is a mixture of experts
    Recompute recompute = Recompute::None;
    double recomputeLayerShare = 1.0; ///< with full recompute: the share of layers recomputed
    /// With full recompute: the down projection's forward is not run again (JAX).
    bool recomputeOnlyNeeded = false;
    Precision precision = Precision::Bf16;
    Fp8Recipe fp8Recipe = Fp8Recipe::Delayed;
    bool flashAttention = true;
    /// The fused attention is FlashAttention-2 (the accelerator's flash2AttentionEfficiency).
    bool flash2 = false;
    bool fusedKernels = false;
    /// TP collectives overlapped inside the GEMMs (Transformer Engine userbuffers): split GEMMs
    /// and compute units held by the communication kernels.
    bool tpOverlap = false;
    /// Bytes per weight element the weight-gradient GEMM's epilogue moves: it accumulates into
    /// the gradient buffer (read and write), 2 x the gradient's bytes per parameter.
    double weightGradientBytes = 4;
};

/// Mixture of experts: routed tokens on the busiest expert rank over the mean. With an auxiliary
/// balancing loss the busiest expert takes 10-30 % more than the mean; 1.15 [assumption,
/// kernel-efficiency.md 8 cites uneven routing without a number]. Both the grouped expert GEMMs
/// and the all-to-alls (which end when the busiest rank has received its tokens) wait for it.
inline constexpr double kMoeLoadImbalance = 1.15;

LayerKernelTimes layerKernelTimes(const Accelerator& accelerator, const LayerShape& shape);

/// The output layer of the last stage (logits GEMM in BF16, forward + backward) and the
/// cross-entropy over the vocabulary shard.
LayerKernelTimes outputLayerTimes(const Accelerator& accelerator, const Architecture& architecture,
                                  double tokens, int tp, bool fusedKernels,
                                  double weightGradientBytes);

/// What a multi-token prediction module adds around its transformer layer and its pass through
/// the output layer: the norms of the hidden state and of the next token's embedding, and their
/// projection from 2h to h (column-parallel under TP).
LayerKernelTimes predictionModuleTimes(const Accelerator& accelerator,
                                       const Architecture& architecture, double tokens, int tp,
                                       Precision precision, bool fusedKernels,
                                       double weightGradientBytes);

} // namespace goodput
