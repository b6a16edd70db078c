// SPDX-License-Identifier: MIT
#pragma once

// FLOPs per token, MFU/HFU, and time, GPU-hours and cost (chapter 2.5.14-2.5.15).

#include "units.h"

#include <optional>

namespace goodput {

/// What the backward recomputes, least to most (the order limits.cpp steps down through).
/// Selective: the attention core (Megatron's `core_attn`). Minimal: everything but the weight
/// matmuls, whose outputs are kept (MaxText's `minimal`, JAX's checkpoint_dots policy). Full:
/// the whole forward of the recomputed layers.
enum class Recompute { None, Selective, Minimal, Full };

/// Shape of the attention for the optional attention-FLOPs term (PaLM appendix B; Korthikanti).
struct AttentionShape {
    int layers = 0;
    double attentionWidth = 0; ///< heads x head dimension (the hidden size for standard attention)
    double sequenceLength = 0;
    bool causal = false; ///< count only the causal half: 6 L (H Q) s (FlashAttention-era papers)
};

/// Which FLOPs an MFU counts (docs/model.md, "FLOP conventions"). Published MFUs differ by up to
/// 13 % for one run with the convention alone; every printed MFU names the one it uses.
enum class FlopConvention {
    SixN,                ///< 6N: Kaplan 2020, Chinchilla, the chapter (2.5.14); no attention term
    SixNAttention,       ///< 6N + 12 L (H Q) s: PaLM appendix B, torchtitan's older A100 table
    SixNCausalAttention, ///< 6N + 6 L (H Q) s: the causal half of the attention term
    /// NVIDIA NeMo 24.07 / dgxc 24.09 recipes, MaxText before 2025-07-27: 6 x the parameters
    /// without the embedding tables + 12 L (H Q) s + the logits 6 V h.
    Nemo,
    /// Megatron-Bridge 25.x / 26.x (Megatron-Core's count), MaxText since 2025-07-27: 6 x the
    /// parameters without the embedding tables + 6 L (H Q) s (causal) + the logits 6 V h.
    MegatronBridge,
};

/// What a FLOP convention counts besides 6 x the parameters, resolved for one model.
struct FlopTerms {
    std::optional<AttentionShape> attention;
    /// Share of the weights in the embedding tables, left out of the 6N count; a share, so that
    /// it applies to a parameter count given apart from the architecture.
    double embeddingShare = 0;
    double logitsParameters = 0; ///< V h of the output projection, counted 6 V h on its own
    /// Share of the weights whose forward a full recompute skips (the down projections, when
    /// only what the backward reads runs again), applied to the parameter count the FLOPs are
    /// counted on, which may be given apart from the architecture; HFU only.
    double unrecomputedShare = 0;
};

struct FlopsPerToken {
    Flops model;    ///< counted by MFU: forward + backward, no recomputation
    Flops hardware; ///< executed by the hardware, recomputation included (HFU)
};

/// FLOPs per training token.
/// - Model: 6 N (2.5.14), plus the attention term 12 L (H Q) s when `attention` is given
///   (PaLM's MFU definition).
/// - Hardware, full recompute: the whole forward runs twice, 8 N (+ 16 L H Q s): HFU = 4/3 MFU.
/// - Hardware, selective recompute (Korthikanti et al. 2022): only the attention core is
///   recomputed; their HFU formula 72 B s l h^2 (1 + s/3h + V/12lh) against the MFU's
///   (1 + s/6h + V/12lh) makes the attention term 24 L h s instead of 12 L h s. Without an
///   attention shape selective recompute adds nothing the model can count.
/// - With `terms` (a convention with a logits term): 6 (N - embedding tables) + 6 V h + the
///   attention term. Full recompute runs the transformer layers' forward again, not the logits
///   (Narayanan et al. 2021: 96 B s l h^2 (1 + s/6h + V/16lh), the logits still 6 V h).
FlopsPerToken flopsPerToken(double parameters, Recompute recompute, double recomputeLayerShare,
                            const FlopTerms& terms);
FlopsPerToken flopsPerToken(double parameters, Recompute recompute, double recomputeLayerShare,
                            std::optional<AttentionShape> attention = std::nullopt);

/// Total training compute 6 N D (or the per-token count times D) (2.5.15).
Flops trainingFlops(Flops perToken, double tokens);

/// Effective cluster throughput n x peak x MFU (2.5.15).
FlopRate effectiveThroughput(int gpus, FlopRate peak, double mfu);

/// Compute-only training time T = C / (n peak MFU) (2.5.15).
Seconds trainingTime(Flops total, FlopRate effective);

/// GPU-hours n T / 3600 (2.5.15).
double gpuHours(int gpus, Seconds time);

/// Dollars = GPU-hours x price per GPU-hour (2.5.15).
Dollars computeCost(double gpuHours, DollarRate pricePerGpu);

/// Tokens per second the cluster trains: n peak MFU / (FLOPs per token) (2.5.10, 2.5.14).
double tokensPerSecond(FlopRate effective, Flops perToken);

/// MFU from a measured throughput: tokens/s x FLOPs per token / (n peak) (2.5.14).
double mfuFromThroughput(double tokensPerSecond, Flops perToken, int gpus, FlopRate peak);

/// Scaling efficiency from n1 to n2 GPUs: (throughput2 / throughput1) / (n2 / n1) (2.5.14).
double scalingEfficiency(int gpus1, double throughput1, int gpus2, double throughput2);

} // namespace goodput
