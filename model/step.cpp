// SPDX-License-Identifier: MIT
#include "step.h"

#include "kernels.h"

#include <algorithm>
#include <cmath>

namespace goodput {
namespace {

// Share of a GPU's compute units a collective running beside compute takes from it. On GPUs an
// NCCL collective runs one CTA per channel on an SM of its own for as long as it runs; the logs
// of multi-node H100 jobs show 8-16 ring channels and NVLS takes 16 on SM90
// (kernel-efficiency.md 7.3), and measured compute beside collectives runs 10-20 % slower
// (7.6): 16 SMs. Without a compute-unit count (TPUs), Calculon's processor_usage: 0.15 on the
// scale-up tier, 0.02 across it.
constexpr double kCollectiveUnits = 16;
constexpr double kScaleUpCommUsage = 0.15;
constexpr double kScaleOutCommUsage = 0.02;

double commUsage(const Accelerator& acc, const AxisPlacement& axis) {
    if (acc.computeUnits > 0) {
        return std::min(0.5, kCollectiveUnits / acc.computeUnits);
    }
    return axis.crossesScaleUp ? kScaleOutCommUsage : kScaleUpCommUsage;
}

/// Time a collective adds when it overlaps `compute`: what the compute cannot cover, plus the
/// compute slowed by the units the collective occupies while both run.
Seconds overlapped(Seconds communication, Seconds compute, double usage) {
    const Seconds shared = min(communication, compute);
    return max(Seconds(0), communication - compute) + shared * (usage / (1.0 - usage));
}

int ceilDiv(int a, int b) {
    return b > 0 ? (a + b - 1) / b : 0;
}

/// placeAxis() on the context's hierarchy, each (size, stride) placed once per context.
const AxisPlacement& placed(const StepContext& context, int size, int stride) {
    const std::uint64_t key = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(size)) << 32) |
                              static_cast<std::uint32_t>(stride);
    auto [it, inserted] = context.placements.try_emplace(key);
    if (inserted) {
        it->second = placeAxis(size, stride, context.scenario->hardware.hierarchy,
                               context.scenario->cluster.gpus);
    }
    return it->second;
}

/// The data-parallel replicas of one weight shard: `inner` ranks of each model replica (CP and
/// EP ranks for the dense weights, CP ranks only for an expert's) at stride TP, and the
/// dp / ep replicas outside, at stride tp x cp x ep x pp.
AxisPlacement replicaGroup(const StepContext& context, int tp, int cp, int ep, int pp, int dp,
                           int inner) {
    const Hierarchy& h = context.scenario->hardware.hierarchy;
    const AxisPlacement& innerAxis = placed(context, inner, tp);
    const int replicas = std::max(1, dp / ep);
    const AxisPlacement& outer = placed(context, replicas, tp * cp * ep * pp);
    AxisPlacement g = outer.group.size > 1 ? outer : innerAxis;
    g.group.size = inner * replicas;
    g.group.perDomain = std::min(g.group.size, innerAxis.group.perDomain * outer.group.perDomain);
    g.links.inner = innerAxis.links.inner;
    // The replicas of a node drive its NICs together: NCCL runs one ring per rail, so the data-
    // parallel (and FSDP) collectives cross the network on every NIC of the node at once
    // (kernel-efficiency.md 7.3-7.5). Other axes keep the chapter's one link per GPU (2.5.4).
    g.links.rails = g.group.perDomain;
    g.crossesScaleUp = innerAxis.crossesScaleUp || outer.crossesScaleUp;
    if (g.crossesScaleUp && g.outerTier > 0) {
        // Members sharing a pod: the inner ranks that fit in it times the replicas that do.
        const int podSize = h.tiers[g.outerTier - 1].domainSize;
        const long long innerInPod =
            podSize > 0 ? std::min<long long>(inner, std::max(1, podSize / tp)) : inner;
        const long long replicasInPod =
            podSize > 0 ? std::clamp<long long>(
                              podSize / (static_cast<long long>(tp) * cp * ep * pp), 1, replicas)
                        : replicas;
        g.links.outer.bandwidth =
            ringBandwidthOnTier(h, g.outerTier, g.group.size, innerInPod * replicasInPod);
    }
    return g;
}

/// Time to move `bytes` to the next pipeline rank over the link PP's placement gives.
Seconds pointToPoint(Bytes bytes, const AxisPlacement& pp) {
    const GroupPlacement pair{2, pp.crossesScaleUp ? 1 : 2};
    return collectiveCost(Collective::Broadcast, Algorithm::Ring, bytes, pair, pp.links).time();
}

/// What a rank waits for after its last backward when each of its v model chunks reduces its own
/// share of the gradient (Megatron's per-chunk buckets, interleaved 1F1B). In the cool-down the
/// chunks finish p chunk-steps apart: an earlier chunk's sync hides behind that spacing, and what
/// exceeds it queues ahead of the next chunk's; the last chunk's sync hides only behind its own
/// last backward, bucket by bucket. The slack of the earlier chunks cannot hide the last one's.
Seconds chunkedExposure(const GradientSync& whole, int v, int p, Seconds backward, Bytes gradient,
                        Bytes bucketSize) {
    const Seconds chunkBackward = backward / v;
    const Seconds spacing = chunkBackward * static_cast<double>(p);
    const Seconds perChunk = whole.total / v;
    const Seconds lastBucket = whole.total / std::max(1, whole.buckets.buckets);
    const Seconds firstBucket =
        bucketing(gradient / static_cast<double>(v), bucketSize, Seconds(0), chunkBackward)
            .firstBucketDelay;
    return max(Seconds(0), perChunk - spacing) * (v - 1.0) +
           max(lastBucket, firstBucket + perChunk - chunkBackward);
}

Seconds exposedBehind(Seconds communication, Seconds compute, bool overlap, double usage) {
    return overlap ? overlapped(communication, compute, usage) : communication;
}

} // namespace

double bubbleFraction(int pp, int virtualStages, int microBatches) {
    if (pp <= 1 || virtualStages <= 0 || microBatches <= 0) {
        return 0;
    }
    return static_cast<double>(pp - 1) / (static_cast<double>(virtualStages) * microBatches);
}

double slowestGpuFactor(int gpus, double spread) {
    if (gpus <= 1 || spread <= 0) {
        return 1.0;
    }
    const double n = gpus;
    const double tail = 1.0 - (n - 0.375) / (n + 0.25); // 1 - p, computed without cancellation
    // Phi^-1(p) by Abramowitz & Stegun 26.2.23, |error| < 4.5e-4 (1e-5 of the factor at a
    // 1.75 % spread): the layout search calls this per layout, so a closed form.
    const double t = std::sqrt(-2.0 * std::log(tail));
    const double z = t - (2.515517 + t * (0.802853 + t * 0.010328)) /
                             (1.0 + t * (1.432788 + t * (0.189269 + t * 0.001308)));
    return 1.0 / (1.0 - std::min(0.5, spread * z));
}

bool speedSpreadApplies(const Accelerator& accelerator) {
    return accelerator.computeUnits > 0;
}

Bytes activationBytesPerLayer(const Architecture& a, double b, double s, int tp, int cp, bool sp,
                              Recompute recompute, bool flash, bool dropout) {
    const double h = a.hiddenSize;
    const double t = std::max(1, tp);
    const double sLocal = s / std::max(1, cp);
    const double sbh = sLocal * b * h;
    if (recompute == Recompute::Full) {
        return Bytes(2.0 * sbh / (sp ? t : 1.0)); // the layer input only
    }
    // The FFN's inner width per token: the routed and shared experts' for MoE.
    const double ffnWidth =
        a.experts > 1 && a.expertFfnHiddenSize > 0
            ? static_cast<double>(a.expertFfnHiddenSize) * (a.expertsPerToken + a.sharedExperts)
            : a.ffnHiddenSize;
    const double ffnMatrices = a.ffnType == FfnType::SwiGlu ? 2.0 : 1.0;
    if (recompute == Recompute::Minimal) {
        // The weight matmuls' outputs and the layer input, 2 bytes each: Q, K, V and FC1's
        // (gate and up) split by TP; the output projection's, FC2's and the input whole unless
        // sequence parallel; latent attention's down projections whole on every rank.
        const double split =
            2.0 * sLocal * b *
            (a.queryWidth() + a.keyWidth() + a.valueWidth() + ffnMatrices * ffnWidth);
        const double latents =
            a.latentAttention() ? 2.0 * sLocal * b * (a.qLoraRank + a.kvLoraRank + a.qkRopeHeadDim)
                                : 0.0;
        return Bytes(3.0 * 2.0 * sbh / (sp ? t : 1.0) + latents + split / t);
    }
    // Not split by TP (Korthikanti's "10"): two norm inputs 4, QKV and FFN inputs 2 + 2, and with
    // dropout the two 1-byte masks.
    const double replicated = (8.0 + (dropout ? 2.0 : 0.0)) * sbh;
    // Latent attention's down projections run whole on every TP rank: their outputs (the query
    // latent, the key-value latent and the rotary key), as norm inputs and as up-projection
    // inputs, 2 x 2 bytes each.
    const double latents = a.latentAttention()
                               ? 4.0 * sLocal * b * (a.qLoraRank + a.kvLoraRank + a.qkRopeHeadDim)
                               : 0.0;
    // Split by TP (Korthikanti's "24"): Q and K for QK^T, V, the output projection's input, the
    // FFN's inner activations (GELU: its input and output 2 x 2f; SwiGLU: gate, up, product 3 x
    // 2f).
    const double ffn = 2.0 * (ffnMatrices + 1.0) * ffnWidth;
    const double split = sLocal * b *
                         (2.0 * a.queryWidth() + 2.0 * a.keyWidth() + 2.0 * a.valueWidth() +
                          2.0 * a.attentionWidth() + ffn);
    // The attention matrix (Korthikanti's 5 a s^2 b: softmax output 2, dropout mask 1, dropout
    // output 2) unless recomputed (selective) or never materialised (flash attention).
    const double core = (!flash && recompute == Recompute::None)
                            ? (dropout ? 5.0 : 2.0) * a.attentionHeads * s * sLocal * b
                            : 0.0;
    return Bytes(replicated / (sp ? t : 1.0) + latents + split / t + core / t);
}

StepContext makeStepContext(const Scenario& s) {
    StepContext c;
    c.scenario = &s;
    const Workload& w = s.workload;
    if (w.architecture) {
        c.parameters = countParameters(*w.architecture);
    }
    c.batchSequences = w.sequenceLength > 0 ? w.globalBatchTokens / w.sequenceLength : 0;
    c.peak = peakFor(s.hardware.accelerator, w.precision);
    c.flopTerms = flopTerms(s.flopConvention, w);
    return c;
}

bool checkLayout(const StepContext& context, const LayoutChoice& choice, Diagnostics* out,
                 Severity severity) {
    const Scenario& s = *context.scenario;
    // `out` is null when the search only asks whether a layout is valid: build nothing then.
    if (!s.workload.architecture) {
        if (out != nullptr) {
            out->push_back({.code = DiagCode::MissingField,
                            .severity = severity,
                            .field = "workload.architecture"});
        }
        return false;
    }
    const Architecture& a = *s.workload.architecture;
    const Layout& l = choice.layout;
    const int dp = l.dp(s.cluster.gpus);
    bool ok = true;
    const auto fail = [&](DiagCode code, const char* field, double actual, double limit) {
        if (out != nullptr) {
            out->push_back({.code = code,
                            .severity = severity,
                            .field = field,
                            .actual = actual,
                            .limit = limit});
        }
        ok = false;
    };
    if (dp <= 0) {
        fail(DiagCode::LayoutMismatch, "layout", static_cast<double>(l.tp) * l.pp * l.cp,
             s.cluster.gpus);
        return false;
    }
    if (a.attentionHeads % l.tp != 0) {
        fail(DiagCode::HeadsNotDivisibleByTp, "layout.tp", a.attentionHeads, l.tp);
    }
    if (a.kvHeads % l.tp != 0 && l.tp % a.kvHeads != 0) {
        fail(DiagCode::KvHeadsIncompatibleWithTp, "layout.tp", a.kvHeads, l.tp);
    }
    const int expertFfn = a.expertFfnHiddenSize > 0 ? a.expertFfnHiddenSize : a.ffnHiddenSize;
    const int et = l.expertTensorParallel(dp);
    if (a.ffnHiddenSize % l.tp != 0) {
        fail(DiagCode::FfnNotDivisibleByTp, "layout.tp", a.ffnHiddenSize, l.tp);
    } else if (a.experts > 1 && et > 0 && expertFfn % et != 0) {
        fail(DiagCode::FfnNotDivisibleByTp, l.expertTp > 0 ? "layout.expertTp" : "layout.tp",
             expertFfn, et);
    }
    if (l.virtualStages > 1 && l.pp == 1) {
        fail(DiagCode::VirtualStagesNeedPipeline, "layout.virtualStages", l.virtualStages, l.pp);
    }
    const int chunks = l.pp * l.virtualStages;
    if (a.layers < chunks) {
        fail(DiagCode::TooFewLayersForStages, "layout.pp", a.layers, chunks);
    } else if (a.layers % chunks != 0 && out != nullptr) {
        out->push_back({.code = DiagCode::UnevenPipelineStages,
                        .severity = Severity::Warning,
                        .field = "layout.pp",
                        .actual = a.layers,
                        .limit = chunks});
    }
    if (s.workload.sequenceLength % l.cp != 0) {
        fail(DiagCode::SequenceNotDivisibleByCp, "layout.cp", s.workload.sequenceLength, l.cp);
    }
    // An expert's FFN is split over ETP of the TP ranks, with or without EP.
    const bool expertTpFits = et >= 1 && l.tp % et == 0;
    if (!expertTpFits && (l.ep > 1 || a.experts > 1 || l.expertTp > 0)) {
        fail(DiagCode::TpNotDivisibleByExpertTp, "layout.expertTp", l.tp, et);
    }
    if (l.ep > 1) {
        if (a.experts <= 1) {
            fail(DiagCode::ExpertParallelWithoutExperts, "layout.ep", l.ep, a.experts);
        } else if (a.experts % l.ep != 0) {
            fail(DiagCode::ExpertsNotDivisibleByEp, "layout.ep", a.experts, l.ep);
        }
        if (expertTpFits && dp * (l.tp / et) % l.ep != 0) {
            // EP is carved from the DP ranks and the TP slices ETP leaves.
            fail(DiagCode::DpNotDivisibleByEp, "layout.ep", dp * (l.tp / et), l.ep);
        }
    }
    const double sequences = context.batchSequences;
    if (std::abs(sequences - std::round(sequences)) > 1e-9 * std::max(1.0, sequences)) {
        fail(DiagCode::BatchNotWholeSequences, "workload.globalBatchTokens",
             s.workload.globalBatchTokens, s.workload.sequenceLength);
    } else {
        const long long whole = std::llround(sequences);
        const long long perStep = static_cast<long long>(dp) * choice.microBatchSize;
        if (perStep <= 0 || whole % perStep != 0) {
            fail(DiagCode::BatchNotDivisibleByDpMicroBatch, "workload.globalBatchTokens",
                 static_cast<double>(whole), static_cast<double>(perStep));
        }
    }
    return ok;
}

StepResult evaluateStep(const StepContext& context, const LayoutChoice& choice,
                        bool timeIfNotFitting) {
    StepResult r;
    const Scenario& s = *context.scenario;
    const Workload& w = s.workload;
    const Architecture& a = *w.architecture;
    const Accelerator& acc = s.hardware.accelerator;
    const Communication& com = s.communication;
    const ParameterCount& pc = context.parameters;
    const Layout& l = choice.layout;
    const int n = s.cluster.gpus;
    const int t = l.tp;
    const int p = l.pp;
    const int v = l.virtualStages;
    const int c = l.cp;
    const int e = l.ep;
    const int d = l.dp(n);
    // Expert tensor parallelism: each expert's FFN is split over et of the TP ranks; the other
    // t / et TP slices join the expert-parallel grid as ranks of their own (Megatron-Core's
    // expert grid, ETP x EP x EDP = TP x CP x DP).
    const int et = l.expertTensorParallel(d);
    const int slices = std::max(1, t / std::max(1, et));
    const double b = choice.microBatchSize;
    const double seq = w.sequenceLength;
    const double elem = bytesPerElement(w.precision);
    const bool sp = l.sequenceParallel && t > 1;

    r.dp = d;
    r.microBatches =
        static_cast<int>(std::llround(context.batchSequences / (static_cast<double>(d) * b)));
    const int m = std::max(1, r.microBatches);

    // Placement innermost first: TP, CP, EP, PP, DP (2.5.4).
    r.tpAxis = placed(context, t, 1);
    r.cpAxis = placed(context, c, t);
    // EP takes the TP slices ETP leaves first, then the DP replicas.
    r.epAxis = placed(context, e, slices > 1 ? et : t * c);
    r.ppAxis = placed(context, p, t * c * e);
    r.dpAxis = placed(context, std::max(1, d / e), t * c * e * p);

    // One layer, one micro-batch, one GPU: every kernel timed on its own (model/kernels.h).
    const double tokens = b * seq / c;
    const double h = a.hiddenSize;
    const LayerKey key{t, c, e, et, choice.microBatchSize, choice.recompute, sp};
    auto cached = context.layerTimes.find(key);
    if (cached == context.layerTimes.end()) {
        LayerShape shape;
        shape.architecture = &a;
        shape.tokens = tokens;
        shape.sequenceLength = seq;
        shape.tp = t;
        shape.ep = e;
        shape.expertTp = et;
        shape.cp = c;
        shape.ringAttention = com.overlapContextParallel;
        shape.sequenceParallel = sp;
        shape.recompute = choice.recompute;
        shape.recomputeLayerShare = w.recomputeLayerShare;
        shape.recomputeOnlyNeeded = w.recomputeOnlyNeeded;
        shape.precision = w.precision;
        shape.fp8Recipe = w.fp8Recipe;
        shape.flashAttention = w.flashAttention;
        shape.flash2 = w.attentionKernel == AttentionKernel::Flash2 ||
                       (w.attentionKernel == AttentionKernel::Auto && !w.fusedKernels);
        shape.fusedKernels = w.fusedKernels;
        shape.tpOverlap = com.overlapTensorParallel;
        // Fused stacks (Megatron, Transformer Engine) accumulate each micro-batch's weight
        // gradient into the gradient buffer inside the GEMM (gradient-accumulation fusion): read
        // and write. Eager stacks write the BF16 gradient once.
        shape.weightGradientBytes =
            w.fusedKernels ? 2.0 * w.gradientBytesPerParameter : bytesPerElement(Precision::Bf16);
        LayerTimes times;
        times.dense = layerKernelTimes(acc, shape);
        times.moe = times.dense;
        if (pc.moeLayers > 0) {
            shape.moe = true;
            times.moe = layerKernelTimes(acc, shape);
        }
        times.head = outputLayerTimes(acc, a, tokens, t, w.fusedKernels, shape.weightGradientBytes);
        if (a.mtpLayers > 0) {
            times.prediction = predictionModuleTimes(acc, a, tokens, t, w.precision, w.fusedKernels,
                                                     shape.weightGradientBytes);
        }
        cached = context.layerTimes.emplace(key, times).first;
    }
    const LayerKernelTimes& denseLayer = cached->second.dense;
    const LayerKernelTimes& moeLayer = cached->second.moe;
    // The mean layer: MoE layers and the leading dense ones in their proportion.
    const double moeShare = pc.moeLayerShare();
    const auto mean = [&](auto field) {
        return field(denseLayer) * (1.0 - moeShare) + field(moeLayer) * moeShare;
    };
    const Seconds layerCompute =
        mean([](const LayerKernelTimes& k) { return k.gemm + k.attention + k.recompute; });
    const Seconds layerMemory = mean([](const LayerKernelTimes& k) { return k.memoryBound; });
    // TP collectives overlap the GEMMs next to them (Transformer Engine's userbuffers).
    const Seconds layerGemm = mean([](const LayerKernelTimes& k) { return k.gemm; });
    const Seconds layerAttention = mean([](const LayerKernelTimes& k) { return k.attention; });

    // Pipeline stages: chunks of ceil(L / (p v)) layers; the last chunk takes the remainder and the
    // output projection (Llama 3 balanced the same way, one layer fewer on the last stage), and
    // the multi-token prediction modules: each a layer like the last (an MoE layer in an MoE
    // model), its own norms and projection, and another pass through the output layer.
    const int chunks = p * v;
    const int perChunk = ceilDiv(a.layers, chunks);
    const int lastChunk = std::max(0, a.layers - (chunks - 1) * perChunk);
    const LayerKernelTimes& head = cached->second.head;
    const LayerKernelTimes& prediction = cached->second.prediction;
    const LayerKernelTimes& predictionLayer = pc.moeLayers > 0 ? moeLayer : denseLayer;
    const double modules = a.mtpLayers;
    const Seconds headTime = head.gemm + head.memoryBound;
    const Seconds lastCompute =
        headTime * (1.0 + modules) + (predictionLayer.gemm + predictionLayer.attention +
                                      predictionLayer.recompute + prediction.gemm) *
                                         modules;
    const Seconds lastMemory = (predictionLayer.memoryBound + prediction.memoryBound) * modules;
    const int fullRank = p > 1 ? v * perChunk : a.layers;
    const int lastRank = p > 1 ? (v - 1) * perChunk + lastChunk : a.layers;
    const bool lastIsCritical =
        p == 1 || (layerCompute + layerMemory) * lastRank + lastCompute + lastMemory >
                      (layerCompute + layerMemory) * fullRank;
    const int layers = lastIsCritical ? lastRank : fullRank;
    r.layersOnCriticalRank = layers;
    // Layers whose collectives the critical rank runs: its own and the prediction modules'.
    const int collectiveLayers = layers + (lastIsCritical ? a.mtpLayers : 0);

    // Weights on the first stage (the memory-critical one, it also finishes the step last).
    const double denseShare =
        pc.attentionPerLayer + pc.normsPerLayer +
        (a.layers > 0 ? (a.layers - pc.moeLayers) * pc.denseFfnPerLayer / a.layers : 0.0);
    const double expertShare =
        a.layers > 0 ? pc.moeLayers * pc.moeFfnTotalPerLayer / a.layers : 0.0;
    const double perLayerPerGpu = denseShare / t + expertShare / (static_cast<double>(et) * e);
    const double embeddingPerGpu =
        static_cast<double>(a.vocabularySize) * h / t * (p == 1 && !a.tiedEmbeddings ? 2.0 : 1.0);
    const double psi = fullRank * perLayerPerGpu + embeddingPerGpu; // parameters on this GPU
    const int shardGroup = std::max(1, c * d);
    // Expert weights are replicated only across the ranks that hold the same experts, Megatron-
    // Core's expert-data-parallel group of world / (EP x TP x PP) = cp x dp / ep ranks: their
    // gradients are reduced, their optimizer state sharded and their weights gathered over that
    // group alone (none when EP spans the whole DP group).
    const double expertPsi = e > 1 ? fullRank * expertShare / (static_cast<double>(et) * e) : 0.0;
    const double densePsi = psi - expertPsi;
    const int expertShardGroup = std::max(1, c * d * slices / e);
    const double shardedPsi = densePsi / shardGroup + expertPsi / expertShardGroup;
    const double optimizerShard = l.zero == ZeroStage::None ? psi : shardedPsi;
    const double optimizerBytes = s.checkpoint.bytesPerParameter;
    // Memory on the first stage.
    MemoryBreakdown& mem = r.memory;
    mem.weights = l.zero == ZeroStage::Parameters
                      ? Bytes(shardedPsi * 2.0 + 2.0 * 2.0 * perLayerPerGpu)
                      : Bytes(psi * 2.0);
    mem.gradients = Bytes(
        (l.zero == ZeroStage::Gradients || l.zero == ZeroStage::Parameters ? shardedPsi : psi) *
        w.gradientBytesPerParameter);
    mem.optimizer = Bytes(optimizerShard * optimizerBytes);
    r.activationPerLayer =
        activationBytesPerLayer(a, b, seq, t, c, sp, choice.recompute, w.flashAttention, a.dropout);
    if (choice.recompute == Recompute::Full && w.recomputeLayerShare < 1.0) {
        // The layers not recomputed keep every activation: the mean layer of the stage.
        const Bytes kept = activationBytesPerLayer(a, b, seq, t, c, sp, Recompute::None,
                                                   w.flashAttention, a.dropout);
        r.activationPerLayer =
            r.activationPerLayer * w.recomputeLayerShare + kept * (1.0 - w.recomputeLayerShare);
    }
    // Chunks in flight on rank 0: p micro-batches for 1F1B; Megatron's interleaved warm-up
    // (p - 1) 2 + (v - 1) p, plus the one in progress.
    const int inFlightChunks =
        v == 1 ? std::min(m, p) : std::min(m * v, (p - 1) * 2 + (v - 1) * p + 1);
    r.microBatchesInFlight = static_cast<double>(inFlightChunks) / v;
    mem.activations = r.activationPerLayer *
                      (static_cast<double>(inFlightChunks) * (p > 1 ? perChunk : a.layers));
    mem.headroom = w.memoryHeadroom;
    mem.capacity = acc.hbmCapacity;
    mem.fits = mem.total() <= mem.capacity;

    if (!mem.fits && !timeIfNotFitting) {
        return r;
    }

    // Share of layers whose forward runs again (full recompute on some or all layers).
    const double recomputedShare =
        choice.recompute == Recompute::Full ? w.recomputeLayerShare : 0.0;
    // Tensor parallelism: 4 collectives of S_act per layer (6 with full recompute); with
    // sequence parallelism each all-reduce is a reduce-scatter + all-gather, the same ring bytes.
    const Bytes act = activationBytes(b, seq / c, h, elem);
    const TpTraffic tpt = tpTraffic(
        collectiveLayers, act,
        {choice.recompute, w.recomputeLayerShare, w.recomputeOnlyNeeded, sp, 1.0 - moeShare},
        r.tpAxis.group, r.tpAxis.links, com.algorithm);
    if (r.tpAxis.crossesScaleUp) {
        r.tpCrossingSlowdown = crossingSlowdown(act, r.tpAxis.group, r.tpAxis.links, com.algorithm);
    }

    // Context parallelism: all-gather of the K/V shard before attention, reduce-scatter of their
    // gradients after (Llama 3's all-gather CP), again under full recompute.
    Seconds cpLayer;
    if (c > 1) {
        // Grouped-query heads are replicated, not split, where TP exceeds them.
        const double kvPerTpRank =
            (a.keyWidth() + a.valueWidth()) / std::min(t, std::max(1, a.kvHeads));
        const Bytes kv = Bytes(tokens * kvPerTpRank * elem * c);
        const Seconds gather =
            collectiveCost(Collective::AllGather, com.algorithm, kv, r.cpAxis.group, r.cpAxis.links)
                .time();
        const Seconds scatter = collectiveCost(Collective::ReduceScatter, com.algorithm, kv,
                                               r.cpAxis.group, r.cpAxis.links)
                                    .time();
        cpLayer = gather * (1.0 + recomputedShare) + scatter;
    }
    // Expert parallelism: dispatch and combine all-to-all in forward and backward per MoE layer
    // (and per prediction module's MoE layer), done when the busiest rank has its tokens.
    Seconds epMoeLayer;
    if (e > 1 && pc.moeLayers > 0) {
        const Bytes buffer = Bytes(tokens / t * a.expertsPerToken * h * elem * kMoeLoadImbalance);
        const Seconds one = collectiveCost(Collective::AllToAll, com.algorithm, buffer,
                                           r.epAxis.group, r.epAxis.links)
                                .time();
        epMoeLayer = one * (4.0 + 2.0 * recomputedShare);
    }
    const Seconds epRank = epMoeLayer * (static_cast<double>(pc.moeLayers) / a.layers * layers +
                                         (lastIsCritical ? modules : 0.0));

    StepBreakdown mb; // one micro-batch on the critical rank
    // Every collective waits for the slowest GPU of the job: its matmul and attention kernels
    // set the pace (memory-bound kernels run on the HBM clock, which does not vary by die).
    r.slowestGpuFactor =
        speedSpreadApplies(acc) ? slowestGpuFactor(s.cluster.gpus, s.cluster.gpuSpeedSpread) : 1.0;
    mb.compute =
        (layerCompute * layers + (lastIsCritical ? lastCompute : Seconds(0))) * r.slowestGpuFactor;
    mb.memoryBound = layerMemory * layers + (lastIsCritical ? lastMemory : Seconds(0));
    // On GPUs the units the overlapped TP collectives hold are charged inside the GEMMs
    // (model/kernels.cpp); elsewhere as a share of the overlapped time.
    const double tpUsage = acc.computeUnits > 0 ? 0.0 : commUsage(acc, r.tpAxis);
    mb.exposedTp =
        exposedBehind(tpt.time, layerGemm * collectiveLayers, com.overlapTensorParallel, tpUsage);
    mb.exposedCp = exposedBehind(cpLayer * collectiveLayers, layerAttention * collectiveLayers,
                                 com.overlapContextParallel, commUsage(acc, r.cpAxis));
    mb.exposedEp =
        exposedBehind(epRank, mb.compute, com.overlapExpertParallel, commUsage(acc, r.epAxis));
    r.perMicroBatch = mb.total();

    StepBreakdown& st = r.time;
    st.compute = mb.compute * m;
    st.memoryBound = mb.memoryBound * m;
    st.exposedTp = mb.exposedTp * m;
    st.exposedCp = mb.exposedCp * m;
    st.exposedEp = mb.exposedEp * m;
    r.bubbleFraction = bubbleFraction(p, v, m);
    st.bubble = r.perMicroBatch * (static_cast<double>(p - 1) / v);
    if (p > 1) {
        const Bytes boundary = activationBytes(b, seq / c, h, elem) / static_cast<double>(t);
        st.ppTransfer = pointToPoint(boundary, r.ppAxis) * (2.0 * v * (p - 1));
    }

    r.gradientAxis = replicaGroup(context, t, c, e, p, d, c * e);
    const AxisPlacement& grads = r.gradientAxis;
    // The TP slices ETP leaves are replicas of the expert grid, placed like DP replicas.
    r.expertGradientAxis = replicaGroup(context, et, c, e, p, d * slices, c);
    const AxisPlacement& expertGrads = r.expertGradientAxis;

    // Data parallelism: gradients reduced (ZeRO 0: all-reduce; 1-2: reduce-scatter, then the
    // updated bf16 weights all-gathered; 3: weights gathered per micro-batch, forward and
    // backward, and gradients reduce-scattered per micro-batch). Prefetch hides a gather behind
    // the compute before it; the gradient sync hides behind the last micro-batch's backward.
    const Bytes gradient = gradientBytes(densePsi, w.gradientBytesPerParameter);
    const Bytes expertGradient = gradientBytes(expertPsi, w.gradientBytesPerParameter);
    DataParallelSync& dp = r.dpSync;
    dp.stepModel = true;
    dp.parameters = densePsi;
    dp.gradient = gradient;
    dp.expertParameters = expertPsi;
    dp.expertGradient = expertGradient;
    dp.expertGroupSize = expertPsi > 0 ? expertShardGroup : 1;
    const Bytes weights = Bytes(densePsi * 2.0);
    const Seconds backward = r.perMicroBatch * (2.0 / 3.0);
    const Seconds forward = r.perMicroBatch / 3.0;
    // What the step-level DP collectives hide behind. Without interleaving, a stage's gradients
    // are final only after its last micro-batch's backward (and its weights are needed by the
    // first forward). With v virtual stages each model chunk syncs on its own (Megatron's
    // per-chunk buckets): in the cool-down the chunks finish p chunk-steps apart, so the
    // reduction of chunk v - 1 hides behind the (v - 1) p chunk-steps of backward left; the
    // weight gathers hide behind the warm-up's forward chunks the same way.
    const double chunkSteps = p > 1 && v > 1 ? (v - 1.0) * p + 1.0 : static_cast<double>(v);
    const Seconds backwardWindow = backward * (chunkSteps / v);
    const Seconds forwardWindow = forward * (chunkSteps / v);
    const bool overlap = com.overlapGradientSync;
    const bool chunked = overlap && p > 1 && v > 1;
    const Seconds gather =
        (shardGroup > 1 ? collectiveCost(Collective::AllGather, com.algorithm, weights, grads.group,
                                         grads.links)
                              .time()
                        : Seconds(0)) +
        (expertShardGroup > 1 && expertPsi > 0
             ? collectiveCost(Collective::AllGather, com.algorithm, Bytes(expertPsi * 2.0),
                              expertGrads.group, expertGrads.links)
                   .time()
             : Seconds(0));
    // One reduction of the gradients in buckets of `unit` behind `window`: the dense weights'
    // over the CP x DP group, then the experts' over their own group, on the same stream.
    const auto reduce = [&](Bytes unit, Seconds window, Collective collective) {
        dp.gradients = gradientSync(gradient, unit, Seconds(0), window, overlap, grads.group,
                                    grads.links, com.algorithm, collective);
        dp.expertGradients =
            expertShardGroup > 1
                ? gradientSync(expertGradient, unit, Seconds(0), window, overlap, expertGrads.group,
                               expertGrads.links, com.algorithm, collective)
                : GradientSync{};
        return sequentialSync(dp.gradients, dp.expertGradients, window, overlap);
    };
    // The once-a-step reduction (ZeRO 0-2) behind the last backward: with interleaving each
    // chunk syncs in the cool-down.
    const auto stepReduction = [&](Collective collective) {
        GradientSync all = reduce(com.bucketSize, backwardWindow, collective);
        if (chunked) {
            all.exposed =
                chunkedExposure(all, v, p, backward, gradient + expertGradient, com.bucketSize);
        }
        dp.reductionExposed = all.exposed;
        return all;
    };
    const Seconds firstLayerGather = gather / std::max(1, fullRank);
    Seconds hidden; // DP collective time that runs beside compute
    if (shardGroup > 1) {
        if (l.zero == ZeroStage::None) {
            dp.window = backwardWindow;
            const GradientSync all = stepReduction(Collective::AllReduce);
            dp.total = all.total;
            st.exposedDp = all.exposed;
            st.other = com.perCollectiveOverhead * static_cast<double>(all.buckets.buckets);
        } else if (l.zero != ZeroStage::Parameters) {
            dp.reduction = Collective::ReduceScatter;
            dp.window = backwardWindow;
            const GradientSync all = stepReduction(Collective::ReduceScatter);
            dp.gathers = gather;
            dp.total = all.total + gather;
            const Seconds gatherExposed =
                overlap ? max(firstLayerGather, gather - forwardWindow) : gather;
            st.exposedDp = all.exposed + gatherExposed;
            st.other = com.perCollectiveOverhead * static_cast<double>(2 * all.buckets.buckets);
        } else {
            // Sharded data parallelism reduce-scatters once per unit of sharding, a layer
            // (FSDP's transformer blocks, Megatron-FSDP's and ZeRO-3's layer buckets), unless
            // the configured bucket is larger.
            dp.reduction = Collective::ReduceScatter;
            dp.syncsPerStep = m;
            dp.window = backward;
            const Bytes unit = max(com.bucketSize, (gradient + expertGradient) /
                                                       static_cast<double>(std::max(1, fullRank)));
            const GradientSync g = reduce(unit, backward, Collective::ReduceScatter);
            dp.reductionExposed = g.exposed;
            // The weights outside the layers (embedding, output layer, final norm) are the root
            // unit (PyTorch FSDP's root module, torchtitan's `fully_shard(model)`): gathered
            // first, before any compute it could hide behind, and reduce-scattered last, once
            // the embedding's gradient is final. Where they outweigh a layer (Llama 3 8B: 1.05e9
            // of 8.03e9 weights, 4.8 layers) they set the exposed ends of the micro-batch.
            const double rootShare = psi > 0 ? embeddingPerGpu / psi : 0.0;
            const Seconds firstGather = max(firstLayerGather, gather * rootShare);
            const Seconds lastReduction =
                max(g.total / std::max(1, g.buckets.buckets), g.total * rootShare);
            const Seconds perMicroBatch =
                overlap ? max(firstGather, gather - forward) +
                              max(Seconds(0), gather + g.total - backward) + lastReduction
                        : gather * 2.0 + g.total;
            dp.gathers = gather * (2.0 * m);
            dp.total = (gather * 2.0 + g.total) * m;
            st.exposedDp = perMicroBatch * m;
            if (!w.fusedKernels) {
                // Eager FSDP (PyTorch FSDP2's per-parameter sharding) copies every gathered
                // layer out of the all-gather buffer into its parameters, forward and backward
                // (read and write 2 B a weight each time), and each layer's BF16 gradients into
                // the reduce-scatter buffer in the reduction's type: HBM copies over the stage's
                // weights every micro-batch. Fused stacks gather into persistent buffers.
                const Seconds copies =
                    streamTime(acc, Bytes(perLayerPerGpu * 4.0)) * 2.0 +
                    streamTime(acc, Bytes(perLayerPerGpu * (2.0 + w.gradientBytesPerParameter)));
                st.memoryBound += copies * (static_cast<double>(fullRank) * m);
            }
            st.other = com.perCollectiveOverhead *
                       (static_cast<double>(m) * (g.buckets.buckets + 2.0 * fullRank));
        }
        hidden = dp.total - st.exposedDp;
    }

    // The compute the hidden collectives run beside loses the units they hold.
    if (overlap && hidden > Seconds(0)) {
        const double u = commUsage(acc, grads);
        dp.contention = hidden * (u / (1.0 - u));
        st.exposedDp += dp.contention;
    }
    dp.exposed = st.exposedDp;

    // Optimizer: Adam reads and writes the fp32 state (bytesPerParameter), reads the gradient and
    // writes the bf16 weights, on this GPU's shard: HBM bound.
    st.optimizer =
        Bytes(optimizerShard * (2.0 * optimizerBytes + w.gradientBytesPerParameter + 2.0)) /
        acc.hbmBandwidth;

    // Throughput and utilisation.
    const Seconds step = st.total();
    const double stepTokens = context.batchSequences * seq;
    r.tokensPerSecond = step.value() > 0 ? stepTokens / step.value() : 0.0;
    r.perToken = flopsPerToken(modelParameters(w), choice.recompute, w.recomputeLayerShare,
                               context.flopTerms);
    r.mfu = mfuFromThroughput(r.tokensPerSecond, r.perToken.model, n, context.peak);
    r.hfu = mfuFromThroughput(r.tokensPerSecond, r.perToken.hardware, n, context.peak);
    return r;
}

} // namespace goodput
