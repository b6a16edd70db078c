// SPDX-License-Identifier: MIT
#pragma once

// Tensor-parallel activation traffic and data-parallel gradient synchronisation with overlap and
// bucketing (chapter 2.5.4, 2.5.6, 2.5.8, 2.5.9).

#include "collectives.h"
#include "compute.h"

namespace goodput {

/// Activation tensor of one micro-batch: S_act = b s d x bytes per element (2.5.4).
Bytes activationBytes(double microBatch, double sequenceLength, double hiddenSize,
                      double bytesPerElement);

/// What a layer runs again in the backward, as its TP collectives see it.
struct TpRecompute {
    Recompute mode = Recompute::None;
    double layerShare = 1.0;       ///< share of the layers fully recomputed
    bool onlyNeeded = false;       ///< the down projection's forward is not run again (JAX)
    bool sequenceParallel = false; ///< each all-reduce is a reduce-scatter and an all-gather
    /// Share of the layers with a dense FFN: only their down projection's output feeds nothing
    /// but the residual (the routed experts' is read by the router's gradient).
    double denseLayerShare = 1.0;
};

/// TP all-reduces per layer per micro-batch: 2 forward + 2 backward (Megatron-LM, 2.5.4); full
/// recomputation repeats the forward's 2 (Korthikanti et al. 2022), but for the collective after
/// a down projection that is not run again.
double tpAllReducesPerLayer(const TpRecompute& recompute);

struct TpTraffic {
    double perLayer = 0; ///< all-reduces per layer (tpAllReducesPerLayer)
    int allReduces = 0;  ///< per micro-batch on one GPU: layers x per-layer count
    Bytes messageSize;   ///< S_act per all-reduce
    Bytes bytesPerGpu;   ///< all-reduces x 2 (t-1)/t S_act
    CollectiveCost perAllReduce;
    Seconds time; ///< all-reduces x the cost of one on TP's tier
};

/// TP traffic of one micro-batch on one GPU of a tp-wide group placed on `links` (2.5.4).
TpTraffic tpTraffic(int layersPerGpu, Bytes activation, const TpRecompute& recompute,
                    GroupPlacement tp, GroupLinks links, Algorithm algorithm);

/// How much slower an all-reduce of `activation` runs on `tp`'s placement than the same group
/// would inside one scale-up domain: 1 when it does not cross (2.5.4).
double crossingSlowdown(Bytes activation, GroupPlacement tp, GroupLinks links, Algorithm algorithm);

/// Gradient bytes that data parallelism reduces each step: parameters x bytes per gradient (2.5.6).
Bytes gradientBytes(double parameters, double bytesPerGradient);

struct Bucketing {
    int buckets = 0;          ///< ceil(gradient bytes / bucket size)
    Seconds fixedOverhead;    ///< buckets x per-collective cost (2.5.9)
    Seconds firstBucketDelay; ///< backward time spent producing the first bucket (2.5.9)
};

/// Bucketing of a gradient of `gradient` bytes into buckets of `bucketSize`; the first bucket
/// can start once the backward pass has produced that share of the gradient.
Bucketing bucketing(Bytes gradient, Bytes bucketSize, Seconds perCollectiveCost,
                    Seconds backwardTime);

struct GradientSync {
    CollectiveCost perBucket; ///< one bucket's collective
    Bucketing buckets;
    Seconds total;   ///< all buckets' collectives plus their fixed costs
    Seconds exposed; ///< what the backward pass cannot hide (2.5.8)
};

/// Two reductions issued one after the other on one stream behind the same backward window (the
/// dense weights' buckets, then the experts' over their own group): their times add, and what is
/// exposed is the last bucket or what the pair overruns the window by (2.5.8).
GradientSync sequentialSync(const GradientSync& first, const GradientSync& second,
                            Seconds backwardTime, bool overlap);

/// Every data-parallel collective of one training step, as the step time counts it: the gradient
/// reduction in buckets, the parameter all-gathers of the sharded stages (ZeRO 1-3) and what the
/// collectives hidden beside compute cost it. One model for the whole result (issue 14): the step
/// model fills it from its own shard and windows when there is an architecture, the chapter's
/// model (2.5.6-2.5.9) from N / (TP x PP) when there is not.
struct DataParallelSync {
    bool stepModel = false;                       ///< filled by the step model
    Collective reduction = Collective::AllReduce; ///< all-reduce, or reduce-scatter under ZeRO
    double parameters = 0;                        ///< parameters whose gradients one GPU reduces
    Bytes gradient;                               ///< their gradient bytes, reduced once per sync
    GradientSync gradients;                       ///< one sync's bucketed reduction
    double expertParameters = 0;  ///< expert weights on this GPU, reduced over their own group
    Bytes expertGradient;         ///< their gradient bytes
    GradientSync expertGradients; ///< their reduction over the expert-data-parallel group
    int expertGroupSize = 1;      ///< the GPUs holding the same experts: CP x DP / EP
    int syncsPerStep = 1; ///< ZeRO-3 reduces after every micro-batch, the others once a step
    Seconds window;       ///< the backward compute one sync hides behind
    /// What one sync's reduction leaves exposed, as the step counts it: the dense buckets, then
    /// the experts' on the same stream (sequentialSync), with the interleaved cool-down's
    /// spacing when there are virtual stages.
    Seconds reductionExposed;
    Seconds gathers;    ///< parameter all-gathers per step
    Seconds contention; ///< compute lost to the units the hidden collectives hold
    Seconds total;      ///< all DP collective time of one step
    Seconds exposed;    ///< what the step waits for: the step time's exposed DP
};

/// Data-parallel gradient all-reduce in buckets, overlapped with the backward pass or not.
///
/// Bucket i is ready when the backward has produced (i+1)/k of the gradient and its collective
/// takes t_b = total / k. With overlap the collectives form a pipeline behind the backward, so
/// what stays exposed after the backward ends is max(t_b, T_bwd/k + total - T_bwd): the last
/// bucket always, and more if the collectives are slower than the backward produces buckets.
/// Without overlap all of it is exposed.
GradientSync gradientSync(Bytes gradient, Bytes bucketSize, Seconds perCollectiveCost,
                          Seconds backwardTime, bool overlap, GroupPlacement dp, GroupLinks links,
                          Algorithm algorithm, Collective collective = Collective::AllReduce);

} // namespace goodput
