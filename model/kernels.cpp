// SPDX-License-Identifier: MIT
#include "kernels.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace goodput {
namespace {

// Fixed cost of one kernel on the device: launch, prologue, epilogue and the ramp of the first
// wave. Fitted on the smallest H100 GEMMs of the XLA sm_90 table (256^3: 5.2 us, 512^3: 6.6 us,
// whose compute at the wave-quantised rate is 2.6 and 3.9 us): 2.5 us (kernel-efficiency.md 3.3,
// 6.3).
constexpr Seconds kKernelOverhead = units::microseconds(2.5);

// K-depth law: the main loop of a GEMM tile amortises a prologue and an epilogue worth about
// K0 = 256 of K. XLA's H100 table at M = N = 4096 gives 392 / 543 / 677 / 739 / 783 TFLOP/s at
// K = 256 / 512 / 1024 / 2048 / 4096: ratios 0.50 / 0.69 / 0.86 / 0.94 / 1 against
// K / (K + 256) normalised at K = 4096: 0.53 / 0.71 / 0.85 / 0.94 / 1.
constexpr double kDepthK0 = 256;
constexpr double kDepthReference = 4096;

// Output tiles a GEMM library picks from (cuBLAS's 256x128 / 128x256 and 128x128, the
// FlashAttention and hipBLASLt tiles of the same size): the fastest for the shape wins.
struct Tile {
    double rows;
    double columns;
};
constexpr Tile kTiles[] = {{128, 256}, {256, 128}, {128, 128}};
// Without a compute-unit count (TPUs, Gaudi, Trainium) operands are padded to the 128-wide
// matrix unit and nothing else quantises.
constexpr double kMatrixUnit = 128;

// Fused attention laws (kernel-efficiency.md 5.2, FlashAttention-3 on H100): throughput climbs
// with the keys each query block iterates over like a K loop, keys / (keys + 250) (hd128:
// 0.72 / 0.87 / 0.96 of the long-sequence value at 512 / 1k / 2k keys, causal at half the keys),
// and with the head dimension as d / (d + 40) (hd64 at 0.81 of hd128, hd256 at 1.14; measured
// 0.75 and 1.15). The preset's attention efficiency is the value at long sequences and hd128.
constexpr double kAttentionKeys0 = 250;
constexpr double kHeadDim0 = 40;
constexpr double kHeadDimReference = 128;
// A preset without a measured attention efficiency: fused attention forward + backward runs at
// 0.7 of the chip's matmul ceiling (FA2 on A100 0.58-0.61 of peak against a 0.87 ceiling; FA3 in
// a Llama 3 8B step on H200 0.45 of peak against 0.80; FA4 on B200 0.37 against 0.78).
constexpr double kAttentionShareOfMatmul = 0.7;

// HBM bytes per element of the memory-bound kernels, forward and backward, activations in BF16
// (kernel-efficiency.md 6.2). Fused: Apex / Transformer Engine / Megatron kernels, one read and
// one write per tensor. Eager: separate PyTorch ops, norms upcast to FP32 (Llama's RMSNorm).
struct PassBytes {
    double forward;
    double backward;
};
constexpr PassBytes kNormFused{4, 6};
constexpr PassBytes kNormEager{36, 60};
constexpr PassBytes kResidual{6, 6}; // add: read 2 x 2 B, write 2 B; backward passes the sum on
constexpr PassBytes kSwiGluFused{6, 10};
constexpr PassBytes kSwiGluEager{10, 20};
constexpr PassBytes kGeluFused{4, 6};
constexpr PassBytes kGeluEager{8, 12};
constexpr PassBytes kRotaryFused{4, 4};
constexpr PassBytes kRotaryEager{16, 16};
constexpr PassBytes kDropoutFused{1, 1}; // the mask beside a fused bias-dropout-add
constexpr PassBytes kDropoutEager{5, 5};
constexpr PassBytes kSoftmax{4, 6};      // unfused attention: per score element
constexpr PassBytes kScoreDropout{5, 5}; // its dropout on the scores
constexpr PassBytes kCrossEntropyFused{6, 0};
constexpr PassBytes kCrossEntropyEager{20, 0};
// FP8 quantisation of a GEMM's BF16 input: amax, scale, cast to the row-wise and column-wise
// FP8 copies (a transpose on Hopper), as HBM bytes per element at the achievable bandwidth.
// Fitted on Transformer Engine's GEMM profile of a 24-layer h 4096 / f 16384 model at 15,872
// tokens on H200 NVL (kernel-efficiency.md 4.1): current scaling spends 84 ms of 487 on
// quantisation over 29.8 G quantised elements at 4.8 TB/s, 13.5 B per element at full
// bandwidth, 11.5 at the 0.85 achievable. The per-layer overheads of the other recipes against
// current scaling's (TE's pre-quantised against autocast speed-ups): delayed 0.62 (H200) and
// 0.45 (B300), taken as 0.55; MXFP8 0.8 (B300). Weights are cast once per step and cached
// across micro-batches.
constexpr double kFp8CurrentCastBytes = 11.5;
constexpr double kFp8DelayedCastBytes = 0.55 * kFp8CurrentCastBytes;
constexpr double kFp8MxCastBytes = 0.8 * kFp8CurrentCastBytes;
// An MXFP8 GEMM against a per-tensor FP8 one of the same shape: the same profile's bare kernels
// (pre-quantised inputs, B300) run a layer's GEMMs 1.83x as fast as BF16 under MXFP8 and 1.92x
// under current scaling; the block-scaled MMA reads a scale per 32 elements of each operand.
// The FP8 ceilings (Bekman's FP8 MAMF, torch._scaled_mm) are per-tensor.
constexpr double kBlockScaledGemmShare = 1.83 / 1.92;

double castBytes(Fp8Recipe recipe) {
    switch (recipe) {
    case Fp8Recipe::Current: return kFp8CurrentCastBytes;
    case Fp8Recipe::Mxfp8: return kFp8MxCastBytes;
    case Fp8Recipe::Delayed: break;
    }
    return kFp8DelayedCastBytes;
}

// Transformer Engine's TP overlap (userbuffers; kernel-efficiency.md 7.6, TE `module/base.py`,
// and the tuned per-model configs every NeMo / Megatron-Bridge recipe ships in
// `tp_overlap_configs/userbuffers.py`): the all-gather before QKV and FC1 forward and the one
// before the output projection's and FC2's input gradient run as a ring exchange on copy
// engines, the GEMM split into one chunk per TP rank; the reduce-scatter after the output
// projection and FC2 forward is pipelined over 4 chunks and holds 16 SMs (the recipes: 16 to 24)
// out of the GEMM for its whole length (`set_sm_margin`). The bulk overlaps of the QKV and FC1
// backward (the input's all-gather for wgrad, dgrad's reduce-scatter) run on 2 to 4 SMs with no
// margin in every tuned recipe: their GEMMs keep all the units.
constexpr double kTpOverlapUnits = 16;
constexpr double kTpPipelineSplits = 4;

// Transformer Engine's grouped GEMM (GroupedLinear, the MoE experts of Megatron-Core) issues one
// cuBLASLt call per local expert over several streams. Measured on SM100 for 8 experts of 128
// tokens, N = K = 2048: 0.267 ms, against 0.069 ms for one CUTLASS kernel over all 8 (TE PR
// #3134, operands prepared beforehand in both): 33.4 us per expert, which the GPU waits for
// whenever the experts' kernels are shorter.
constexpr Seconds kGroupedGemmIssue = units::microseconds(267.0 / 8.0);

double ceilTo(double x, double unit) {
    return std::ceil(x / unit) * unit;
}

/// The measured matmul ceiling at the precision, at the clock the chip holds through a training
/// step: a saturated GEMM pins the board at its power limit and the clock drops below the boost
/// clock the burst ceiling (MAMF) was measured at, by MSMF / MAMF (kernel-efficiency.md 1; H200
/// 755 of 834 TFLOP/s, B200 1429 of 1745). FP8 GEMMs run at the same clock.
double ceilingOf(const Accelerator& a, Precision p) {
    const double sustained = a.sustainedMatmulEfficiency && a.matmulEfficiency > 0
                                 ? std::min(1.0, *a.sustainedMatmulEfficiency / a.matmulEfficiency)
                                 : 1.0;
    if (p == Precision::Fp8 && a.peakFp8) {
        return a.fp8MatmulEfficiency.value_or(a.matmulEfficiency) * sustained;
    }
    return a.matmulEfficiency * sustained;
}

/// Accumulates kernels into one layer's times.
struct Tally {
    const Accelerator& acc;
    LayerKernelTimes t;
    bool blockScaled = false; ///< FP8 GEMMs take MXFP8 operands

    Seconds gemm(GemmShape shape, Precision p) {
        ++t.kernels;
        shape.blockScaled = blockScaled;
        return gemmTime(acc, p, shape);
    }
    Seconds groupedGemm(GemmShape shape, Precision p) {
        t.kernels += static_cast<int>(std::ceil(shape.batch));
        shape.blockScaled = blockScaled;
        return groupedGemmTime(acc, p, shape);
    }
    Seconds stream(double bytes) {
        ++t.kernels;
        return streamTime(acc, Bytes(bytes));
    }
};

/// Forward GEMM plus its two backward GEMMs (input gradient dX = dY W^T, weight gradient
/// dW = X^T dY): (M, N, K) forward, (M, K, N) and (K, N, M) backward.
struct LinearTimes {
    Seconds forward;
    Seconds backward;
};

GemmShape inputGradient(const GemmShape& f) {
    return {f.m, f.k, f.n, f.batch};
}
GemmShape weightGradient(const GemmShape& f, double weightGradientBytes) {
    return {f.k, f.n, f.m, f.batch, weightGradientBytes};
}

LinearTimes linear(Tally& tally, const GemmShape& f, Precision p, double weightGradientBytes) {
    return {tally.gemm(f, p), tally.gemm(inputGradient(f), p) +
                                  tally.gemm(weightGradient(f, weightGradientBytes), p)};
}

/// A linear layer of the local experts, one GEMM call per expert in each pass.
LinearTimes groupedLinear(Tally& tally, const GemmShape& f, Precision p,
                          double weightGradientBytes) {
    return {tally.groupedGemm(f, p),
            tally.groupedGemm(inputGradient(f), p) +
                tally.groupedGemm(weightGradient(f, weightGradientBytes), p)};
}

/// The same GEMM run as `splits` chunks of M (a GEMM split around the steps of an overlapped
/// collective). Transformer Engine launches the chunks on up to three compute streams with no
/// dependency between them but their input (TE `comm_gemm_overlap.cpp`, `split_overlap_ag` and
/// `split_overlap_rs`: chunk i on `_stream_compute[i % 3]`), so the next chunk's tiles fill the
/// last wave of the one before: the chunks quantise to waves together, like a batch, and each
/// chunk after the first adds its launch.
Seconds splitGemm(Tally& tally, GemmShape s, Precision p, double splits) {
    if (splits <= 1) {
        return tally.gemm(s, p);
    }
    s.m /= splits;
    s.batch *= splits;
    tally.t.kernels += static_cast<int>(splits) - 1;
    return tally.gemm(s, p) + kKernelOverhead * (splits - 1.0);
}

/// Which side of a TP pair a linear layer is: column-parallel (QKV, FC1: its input is
/// all-gathered) or row-parallel (output projection, FC2: its output is reduce-scattered).
enum class TpSide { Column, Row };

/// A linear layer whose TP collectives overlap inside its GEMMs (Transformer Engine).
LinearTimes overlappedLinear(Tally& tally, const GemmShape& f, Precision p,
                             double weightGradientBytes, TpSide side, double tp) {
    const GemmShape dgrad = inputGradient(f);
    const GemmShape wgrad = weightGradient(f, weightGradientBytes);
    GemmShape forward = f;
    if (side == TpSide::Column) {
        // Forward: ring-exchange all-gather, one chunk per rank. Backward: bulk all-gather of the
        // input (for wgrad) and reduce-scatter of dgrad beside whole GEMMs.
        return {splitGemm(tally, forward, p, tp), tally.gemm(dgrad, p) + tally.gemm(wgrad, p)};
    }
    // Forward: pipelined reduce-scatter holding SMs. Backward: ring-exchange all-gather of the
    // output gradient into dgrad; wgrad overlaps outside.
    forward.reservedUnits = kTpOverlapUnits;
    return {splitGemm(tally, forward, p, kTpPipelineSplits),
            splitGemm(tally, dgrad, p, tp) + tally.gemm(wgrad, p)};
}

} // namespace

double gemmShapeEfficiency(const Accelerator& acc, const GemmShape& s) {
    if (s.m <= 0 || s.n <= 0 || s.k <= 0 || s.batch <= 0) {
        return 1.0;
    }
    const double useful = s.m * s.n * s.batch;
    double best = 0;
    if (acc.computeUnits > 0) {
        const double units = acc.computeUnits;
        const double free = std::max(1.0, units - s.reservedUnits);
        for (const Tile& tile : kTiles) {
            const double tiles =
                std::ceil(s.m / tile.rows) * std::ceil(s.n / tile.columns) * s.batch;
            const double waves = std::ceil(tiles / free);
            best = std::max(best, useful / (waves * units * tile.rows * tile.columns));
        }
    } else {
        best = useful / (ceilTo(s.m, kMatrixUnit) * ceilTo(s.n, kMatrixUnit) * s.batch);
    }
    const double depth = s.k / (s.k + kDepthK0) * ((kDepthReference + kDepthK0) / kDepthReference);
    return best * std::min(1.0, depth);
}

Seconds gemmTime(const Accelerator& acc, Precision p, const GemmShape& s) {
    const double blockScales = s.blockScaled && p == Precision::Fp8 ? kBlockScaledGemmShare : 1.0;
    const FlopRate rate =
        peakFor(acc, p) * (ceilingOf(acc, p) * blockScales * gemmShapeEfficiency(acc, s));
    const Seconds compute = s.flops() / rate;
    const double in = bytesPerElement(p);
    const ByteRate hbm = acc.hbmBandwidth * acc.memoryEfficiency;
    const Bytes operands = Bytes(s.batch * in * (s.m * s.k + s.k * s.n));
    const Bytes output = Bytes(s.batch * s.outputBytes * s.m * s.n);
    return kKernelOverhead + max(compute, operands / hbm) + output / hbm;
}

Seconds groupedGemmTime(const Accelerator& acc, Precision p, const GemmShape& s) {
    return max(gemmTime(acc, p, s), kGroupedGemmIssue * std::max(1.0, s.batch));
}

Seconds streamTime(const Accelerator& acc, Bytes bytes) {
    return kKernelOverhead + bytes / (acc.hbmBandwidth * acc.memoryEfficiency);
}

double attentionEfficiency(const Accelerator& acc, double keys, double headDim, bool flash2) {
    const double fused =
        acc.attentionEfficiency.value_or(kAttentionShareOfMatmul * acc.matmulEfficiency);
    const double longSequence = flash2 ? acc.flash2AttentionEfficiency.value_or(fused) : fused;
    const double keyLoop = keys / (keys + kAttentionKeys0);
    const double d = headDim > 0 ? headDim : kHeadDimReference;
    const double head =
        (d / (d + kHeadDim0)) / (kHeadDimReference / (kHeadDimReference + kHeadDim0));
    return std::min(longSequence * keyLoop * head, acc.matmulEfficiency);
}

Seconds fusedAttentionTime(const Accelerator& acc, Flops flops, double keys, double headDim,
                           bool flash2) {
    return kKernelOverhead * 2.0 +
           flops / (acc.peakBf16 * attentionEfficiency(acc, keys, headDim, flash2));
}

LayerKernelTimes layerKernelTimes(const Accelerator& acc, const LayerShape& ls) {
    const Architecture& a = *ls.architecture;
    Tally tally{acc, {}};
    const double t = std::max(1, ls.tp);
    const double T = ls.tokens;
    const double h = a.hiddenSize;
    const double heads = a.attentionHeads;
    const double qWidth = a.attentionWidth() / t;
    const double kvWidth = std::max(1.0, a.keyWidth() / t);
    // The attention core's width per rank and the mean head dimension of its two GEMMs.
    const double coreWidth = a.attentionCoreWidth() / t;
    const double headDim = a.attentionCoreWidth() / std::max(1.0, heads);
    const bool fused = ls.fusedKernels;
    const Precision p = ls.precision;
    const bool fp8 = p == Precision::Fp8 && acc.peakFp8.has_value();
    tally.blockScaled = fp8 && ls.fp8Recipe == Fp8Recipe::Mxfp8;
    // Norms and residuals run on the sequence-parallel shard when SP is on.
    const double normTokens = ls.sequenceParallel ? T / t : T;

    Seconds forwardGemm;
    Seconds backwardGemm;
    Seconds forwardMemory;
    Seconds backwardMemory;
    const bool tpOverlap = ls.tpOverlap && t > 1 && acc.computeUnits > 0;
    const auto addLinear = [&](const GemmShape& shape, Precision precision,
                               std::optional<TpSide> side = std::nullopt) {
        const LinearTimes l =
            tpOverlap && side
                ? overlappedLinear(tally, shape, precision, ls.weightGradientBytes, *side, t)
                : linear(tally, shape, precision, ls.weightGradientBytes);
        forwardGemm += l.forward;
        backwardGemm += l.backward;
    };
    const auto addStream = [&](PassBytes bytes, double elements) {
        forwardMemory += tally.stream(bytes.forward * elements);
        if (bytes.backward > 0) {
            backwardMemory += tally.stream(bytes.backward * elements);
        }
    };
    // FP8: each linear layer's activation input is cast forward and its output gradient
    // backward; the cast of the QKV and FC1 inputs rides on the fused norm.
    const auto addCasts = [&](double inputElements, double gradientElements, bool castFused) {
        if (!fp8) {
            return;
        }
        const double perElement = castBytes(ls.fp8Recipe);
        if (!castFused) {
            forwardMemory += tally.stream(perElement * inputElements);
        }
        backwardMemory += tally.stream(perElement * gradientElements);
    };

    // Attention block: norm, QKV, rotary, core, output projection, residual (+ dropout).
    addStream(fused ? kNormFused : kNormEager, normTokens * h);
    if (a.latentAttention()) {
        // Latent attention (DeepSeek-V3; Megatron-Core's MLA): the down projections to the
        // query latent and to the key-value latent with the shared rotary key are duplicated on
        // every TP rank and read the gathered input; their outputs are normed and projected up
        // per head, split by TP: queries to headDim + qkRopeHeadDim, keys and values to headDim
        // each.
        const double q = a.qLoraRank;
        const double kv = a.kvLoraRank;
        const double rope = a.qkRopeHeadDim;
        const double query = a.queryWidth() / t;
        const double keyValue = (heads * a.headDimension() + a.valueWidth()) / t;
        if (q > 0) {
            addLinear({T, q, h}, p, TpSide::Column);
            addLinear({T, query, q}, p);
        } else {
            addLinear({T, query, h}, p, TpSide::Column);
        }
        addLinear({T, kv + rope, h}, p); // reads the input the query's projection gathered
        addLinear({T, keyValue, kv}, p);
        addStream(fused ? kNormFused : kNormEager, T * (q + kv));
        addCasts(T * h, T * (q + kv + rope), fused);
        addCasts(T * (q + kv), T * (query + keyValue), false);
        addStream(fused ? kRotaryFused : kRotaryEager, T * (heads / t + 1) * rope);
    } else {
        // Fused stacks run Q, K and V as one GEMM (and gate with up below); the eager reference
        // implementations (Llama's wq, wk, wv, w1, w3) run one GEMM per projection.
        if (fused) {
            addLinear({T, qWidth + 2 * kvWidth, h}, p, TpSide::Column);
        } else {
            addLinear({T, qWidth, h}, p, TpSide::Column);
            addLinear({T, kvWidth, h}, p, TpSide::Column);
            addLinear({T, kvWidth, h}, p, TpSide::Column);
        }
        addCasts(T * h, T * (qWidth + 2 * kvWidth), fused);
        addStream(fused ? kRotaryFused : kRotaryEager, T * (qWidth + kvWidth));
    }

    Seconds attention;
    Seconds attentionForward;
    const double s = ls.sequenceLength;
    const double sequences = s > 0 ? T / s : 0; // micro-batch sequences of this CP rank's share
    if (ls.flashAttention) {
        // Causal: a query sees s / 2 keys on average; forward 4 T (s / 2) width, backward 2.5x
        // (it recomputes the scores).
        const double forwardFlops = 4.0 * T * (s / 2.0) * coreWidth;
        const int ring = ls.ringAttention ? std::max(1, ls.cp) : 1;
        // A ring runs one kernel per step over the K/V chunk that arrived, two of the 2 cp
        // chunks of s / (2 cp) (TE `context_parallel.py`): every step of the last rank, which
        // holds the latest chunks, loops over s / (2 cp) keys, and the ring waits for it.
        const double keys = s / (2.0 * ring);
        tally.t.kernels += 2 * ring;
        attention = fusedAttentionTime(acc, Flops(3.5 * forwardFlops), keys, headDim, ls.flash2) +
                    kKernelOverhead * (2.0 * (ring - 1));
        attentionForward = attention * (1.0 / 3.5);
        if (ring > 1) {
            // Each step's partial output is rescaled into an FP32 accumulator (the first: read
            // 2 B, write 4; the others: read 2 B, read and write 4) and cast back at the end
            // (read 4, write 2); the backward accumulates dQ and the travelling dK, dV the
            // same way.
            const double q = T * qWidth;
            const double qkv = q + 2.0 * T * kvWidth;
            forwardMemory += tally.stream(6.0 * q) + tally.stream(6.0 * q);
            backwardMemory += tally.stream(6.0 * qkv) + tally.stream(6.0 * qkv);
            for (int step = 1; step < ring; ++step) {
                forwardMemory += tally.stream(10.0 * q);
                backwardMemory += tally.stream(10.0 * qkv);
            }
        }
    } else {
        // Unfused: scores Q K^T and the weighted sum P V as batched GEMMs over the whole s x s
        // matrix (the mask is applied, not skipped), softmax (and dropout) through HBM.
        const double batch = sequences * heads / t;
        const double queries = s > 0 ? T / std::max(sequences, 1e-9) : 0;
        const GemmShape scores{queries, s, headDim, batch};
        const GemmShape weighted{queries, headDim, s, batch};
        // Both operands are activations: the "weight" gradient is an input gradient here.
        const LinearTimes qk = linear(tally, scores, Precision::Bf16, 2);
        const LinearTimes pv = linear(tally, weighted, Precision::Bf16, 2);
        const double elements = batch * queries * s;
        Seconds softmaxForward = tally.stream(kSoftmax.forward * elements);
        Seconds softmaxBackward = tally.stream(kSoftmax.backward * elements);
        if (a.dropout) {
            softmaxForward += tally.stream(kScoreDropout.forward * elements);
            softmaxBackward += tally.stream(kScoreDropout.backward * elements);
        }
        attentionForward = qk.forward + pv.forward + softmaxForward;
        attention = attentionForward + qk.backward + pv.backward + softmaxBackward;
    }
    addLinear({T, h, qWidth}, p, TpSide::Row);
    addCasts(T * qWidth, T * h, false);
    addStream(kResidual, normTokens * h);
    if (a.dropout) {
        addStream(fused ? kDropoutFused : kDropoutEager, normTokens * h);
    }

    // FFN block: norm, up (and gate), activation, down, residual (+ dropout).
    addStream(fused ? kNormFused : kNormEager, normTokens * h);
    const bool swiglu = a.ffnType == FfnType::SwiGlu;
    const double matrices = swiglu ? 2.0 : 1.0;
    const PassBytes activation =
        swiglu ? (fused ? kSwiGluFused : kSwiGluEager) : (fused ? kGeluFused : kGeluEager);
    // Routed experts run without TP collectives around them (the all-to-all brings their rows);
    // a fused (Transformer Engine) stack issues them one GEMM call per expert, an eager one
    // (torch._grouped_mm) as one kernel.
    const auto addExperts = [&](const GemmShape& shape) {
        const LinearTimes l = fused && acc.computeUnits > 0
                                  ? groupedLinear(tally, shape, p, ls.weightGradientBytes)
                                  : linear(tally, shape, p, ls.weightGradientBytes);
        forwardGemm += l.forward;
        backwardGemm += l.backward;
    };
    // The forward of the down projections whose outputs only the residual reads (the routed
    // experts' are read again by the router's gradient).
    Seconds downProjectionForward;
    // An FFN whose width is split over `split` ranks.
    const auto ffn = [&](double tokens, double width, double split, double batch, bool routed) {
        const auto add = [&](const GemmShape& shape, TpSide side) {
            if (routed) {
                addExperts(shape);
            } else {
                addLinear(shape, p, side);
            }
        };
        const double w = width / split;
        if (fused || matrices == 1.0) {
            add({tokens, matrices * w, h, batch}, TpSide::Column);
        } else {
            add({tokens, w, h, batch}, TpSide::Column);
            add({tokens, w, h, batch}, TpSide::Column);
        }
        addCasts(tokens * h * batch, tokens * matrices * w * batch, fused);
        addStream(activation, tokens * w * batch);
        const Seconds before = forwardGemm;
        add({tokens, h, w, batch}, TpSide::Row);
        if (!routed) {
            downProjectionForward += forwardGemm - before;
        }
        addCasts(tokens * w * batch, tokens * h * batch, false);
    };
    if (ls.moe) {
        const double experts = std::max(1, a.experts);
        const double k = std::max(1, a.expertsPerToken);
        const double ep = std::max(1, ls.ep);
        const double width = a.expertFfnHiddenSize > 0 ? a.expertFfnHiddenSize : a.ffnHiddenSize;
        // With expert TP below TP, each of the t / expertTp TP slices routes its own share of the
        // tokens as an EP rank of its own, and its experts are split over expertTp ranks only.
        const double et = std::clamp(static_cast<double>(ls.expertTp), 1.0, t);
        const double routedTokens = T * et / t;
        // Router (N = experts, launch-bound), permute and unpermute of T k rows of h.
        addLinear({routedTokens, experts, h}, Precision::Bf16);
        addStream({4.0 + 4.0 * k, 4.0 + 4.0 * k}, routedTokens * h);
        // Grouped expert GEMMs: the rank's E / ep experts share the T k routed tokens it
        // receives, the busiest by the imbalance factor.
        const double local = experts / ep;
        if (local > 1) {
            // The all-to-all delivers the received rows by source rank; with more than one
            // local expert they are sorted by expert before the grouped GEMMs and back after
            // them (Megatron-Core's all-to-all dispatcher, `sort_chunks_by_idxs`): a read and a
            // write of every received row, twice, forward and backward.
            const PassBytes sort{4.0 * k * kMoeLoadImbalance, 4.0 * k * kMoeLoadImbalance};
            addStream(sort, routedTokens * h);
            addStream(sort, routedTokens * h);
        }
        ffn(routedTokens * k / local * kMoeLoadImbalance, width, et, local, true);
        if (a.sharedExperts > 0) {
            ffn(T, width * a.sharedExperts, t, 1, false);
        }
    } else {
        ffn(T, a.ffnHiddenSize, t, 1, false);
    }
    addStream(kResidual, normTokens * h);
    if (a.dropout) {
        addStream(fused ? kDropoutFused : kDropoutEager, normTokens * h);
    }

    LayerKernelTimes& r = tally.t;
    r.gemm = forwardGemm + backwardGemm;
    r.attention = attention;
    r.memoryBound = forwardMemory + backwardMemory;
    if (ls.recompute == Recompute::Full) {
        const Seconds skipped = ls.recomputeOnlyNeeded ? downProjectionForward : Seconds(0);
        r.recompute =
            (forwardGemm - skipped + attentionForward + forwardMemory) * ls.recomputeLayerShare;
    } else if (ls.recompute == Recompute::Selective) {
        // The attention core is checkpointed (Megatron-Core's `core_attn`): its forward runs
        // again in the backward, a fused kernel's too (it saved neither its output nor its
        // softmax statistics).
        r.recompute = attentionForward;
    } else if (ls.recompute == Recompute::Minimal) {
        // Only the weight matmuls' outputs are kept (MaxText's `minimal` policy, JAX's
        // `checkpoint_dots_with_no_batch_dims`: the attention einsums carry batch dimensions and
        // a flash kernel is no dot): the attention core and every memory-bound forward kernel
        // (norms, activation, rotary, residual adds, casts) run again in the backward.
        r.recompute = attentionForward + forwardMemory;
    }
    return r;
}

LayerKernelTimes outputLayerTimes(const Accelerator& acc, const Architecture& a, double tokens,
                                  int tp, bool fusedKernels, double weightGradientBytes) {
    Tally tally{acc, {}};
    const double t = std::max(1, tp);
    const double vocabulary = a.vocabularySize / t;
    // The LM head stays in BF16 under FP8 recipes (Megatron-Core's default).
    const LinearTimes head = linear(tally, {tokens, vocabulary, static_cast<double>(a.hiddenSize)},
                                    Precision::Bf16, weightGradientBytes);
    const PassBytes ce = fusedKernels ? kCrossEntropyFused : kCrossEntropyEager;
    tally.t.gemm = head.forward + head.backward;
    tally.t.memoryBound = tally.stream(ce.forward * tokens * vocabulary);
    return tally.t;
}

LayerKernelTimes predictionModuleTimes(const Accelerator& acc, const Architecture& a, double tokens,
                                       int tp, Precision precision, bool fusedKernels,
                                       double weightGradientBytes) {
    Tally tally{acc, {}};
    const double h = a.hiddenSize;
    const PassBytes norm = fusedKernels ? kNormFused : kNormEager;
    const LinearTimes projection =
        linear(tally, {tokens, h / std::max(1, tp), 2.0 * h}, precision, weightGradientBytes);
    tally.t.gemm = projection.forward + projection.backward;
    tally.t.memoryBound = tally.stream((norm.forward + norm.backward) * 2.0 * tokens * h);
    return tally.t;
}

} // namespace goodput
