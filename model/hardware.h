// SPDX-License-Identifier: MIT
#pragma once

// The accelerator's three numbers and the interconnect hierarchy (chapter 2.5.1-2.5.3).

#include "diagnostics.h"
#include "units.h"

#include <optional>
#include <string>
#include <vector>

namespace goodput {

enum class Precision { Bf16, Fp8 };

/// How FP8 scales are found (Transformer Engine recipes): delayed from an amax history, current
/// from the tensor itself (one more read), MXFP8 per 32-element block (Blackwell).
enum class Fp8Recipe { Delayed, Current, Mxfp8 };

/// Which attention kernel the stack runs: the accelerator's fused one (cuDNN, FlashAttention-3 /
/// 4, AITER, Pallas), FlashAttention-2 (PyTorch SDPA's default flash backend), or automatic: the
/// fused kernel with fused norm/activation kernels (Megatron, Transformer Engine), SDPA's default
/// with eager ones (torchtitan, Hugging Face).
enum class AttentionKernel { Auto, Fused, Flash2 };

/// Bytes of one element in the given training precision (activations, weights for compute).
constexpr double bytesPerElement(Precision p) {
    return p == Precision::Fp8 ? 1.0 : 2.0;
}

struct Accelerator {
    FlopRate peakBf16;               ///< dense, no 2:4 sparsity
    std::optional<FlopRate> peakFp8; ///< dense; empty where the chip has no FP8
    Bytes hbmCapacity;
    ByteRate hbmBandwidth;
    /// Achievable fraction of the dense peak on large matmuls (measured MAMF / peak).
    double matmulEfficiency = 0.8;
    /// The same for FP8 matmuls against the FP8 peak; empty = matmulEfficiency.
    std::optional<double> fp8MatmulEfficiency;
    /// Fraction of the dense peak a matmul holds once the chip is saturated at its power limit
    /// (measured MSMF / peak): the clock settles below the boost clock a short burst (MAMF)
    /// runs at. A training step is one long saturated run, so its GEMMs (BF16 and FP8 alike) run
    /// at this share of the burst ceiling; empty = no power-limited clock drop measured.
    std::optional<double> sustainedMatmulEfficiency;
    /// Achievable fraction of the BF16 dense peak in fused attention, forward + backward, at long
    /// sequences and head dimension 128; empty = 0.7 x matmulEfficiency (model/kernels.cpp).
    std::optional<double> attentionEfficiency;
    /// The same for FlashAttention-2, where it differs from the fused kernel (Hopper: FA2 does
    /// not use wgmma or TMA); empty = attentionEfficiency.
    std::optional<double> flash2AttentionEfficiency;
    /// Units a GEMM grid is spread over (SMs, CUs): sets wave quantisation; 0 = not modelled.
    int computeUnits = 0;
    /// Achievable fraction of the HBM bandwidth in streaming kernels.
    double memoryEfficiency = 0.85;
};

/// Dense peak at a precision; FP8 falls back to BF16 where the chip has no FP8 units.
FlopRate peakFor(const Accelerator& a, Precision p);

/// A dense FP8 peak under the BF16 one (a datasheet's sparse figure halved twice, or a typo): a
/// warning on `field` (actual = FP8, limit = BF16, in TFLOP/s), for presets and scenarios alike.
std::optional<Diagnostic> fp8PeakBelowBf16(const Accelerator& a, std::string field);

/// Ridge point of the roofline: FLOP per byte at which compute and memory time are equal (2.5.1).
FlopsPerByte ridgePoint(FlopRate peak, ByteRate memoryBandwidth);

/// Roofline time of an operation: bound by compute or by memory, whichever is slower (2.5.1).
Seconds rooflineTime(Flops work, Bytes traffic, FlopRate peak, ByteRate memoryBandwidth);

/// True when the operation's arithmetic intensity is below the ridge point.
bool isMemoryBound(Flops work, Bytes traffic, FlopRate peak, ByteRate memoryBandwidth);

enum class TierKind { ScaleUp, ScaleOut, Spine };
/// Torus: neighbour links of unstated shape (the chip's whole bandwidth for every group);
/// Torus2D / Torus3D: 4 or 6 ports, 2 per axis, so a group laid along fewer axes than the torus
/// has reaches only their ports (torusShare()).
enum class Topology { Switched, FullMesh, Torus, Torus2D, Torus3D };

/// One level of the GPU-to-GPU hierarchy (2.5.2). Bandwidths are per GPU and unidirectional.
struct Tier {
    TierKind kind = TierKind::ScaleUp;
    std::string name;
    ByteRate bandwidth;      ///< per GPU, one direction, as the vendor's link spec
    Seconds latency;         ///< alpha: fixed cost of one step of a collective on this tier
    int domainSize = 0;      ///< GPUs reachable inside this tier; 0 = the whole cluster
    double efficiency = 1.0; ///< achievable fraction of the link spec for collectives (busbw/spec)
    double oversubscription = 1.0; ///< taper above this tier's domain (spine tiers), >= 1
    Topology topology = Topology::Switched;
};

/// Bandwidth a collective actually sees on a tier for a group of groupSize GPUs inside one domain
/// of that tier. On a switchless full mesh (AMD xGMI, Gaudi RoCE) a GPU only reaches its group
/// peers over (groupSize - 1) of its (domainSize - 1) links, so a 2-GPU group gets one link.
ByteRate effectiveBandwidth(const Tier& tier, int groupSize);

/// The GPU-to-GPU tiers, innermost first: scale-up, scale-out, optionally a spine. HBM is not a
/// tier here; it belongs to the accelerator.
struct Hierarchy {
    std::vector<Tier> tiers;

    /// Index of the innermost tier whose domain holds `span` consecutive GPUs.
    [[nodiscard]] std::size_t tierIndexForSpan(int span) const;
    [[nodiscard]] const Tier& tierForSpan(int span) const { return tiers[tierIndexForSpan(span)]; }
    [[nodiscard]] const Tier& scaleUp() const { return tiers.front(); }
    [[nodiscard]] const Tier& scaleOut() const {
        return tiers.size() > 1 ? tiers[1] : tiers.front();
    }
};

/// Bandwidth ratio between two tiers (inner over outer), e.g. NVLink / InfiniBand (2.5.3).
double tierBandwidthRatio(const Tier& inner, const Tier& outer);

} // namespace goodput
