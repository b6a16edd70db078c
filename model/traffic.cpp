// SPDX-License-Identifier: MIT
#include "traffic.h"

#include <algorithm>
#include <cmath>

namespace goodput {

Bytes activationBytes(double microBatch, double sequenceLength, double hiddenSize,
                      double bytesPerElement) {
    return Bytes(microBatch * sequenceLength * hiddenSize * bytesPerElement);
}

double tpAllReducesPerLayer(const TpRecompute& r) {
    if (r.mode != Recompute::Full) {
        return 4.0;
    }
    // Without a dense down projection's forward its all-reduce does not run again; under
    // sequence parallelism only its reduce-scatter, half the ring bytes (the all-gather before
    // FC1 does).
    const double skipped =
        r.onlyNeeded ? (r.sequenceParallel ? 0.5 : 1.0) * r.denseLayerShare : 0.0;
    return 4.0 + (2.0 - skipped) * r.layerShare;
}

TpTraffic tpTraffic(int layersPerGpu, Bytes activation, const TpRecompute& recompute,
                    GroupPlacement tp, GroupLinks links, Algorithm algorithm) {
    TpTraffic t;
    t.messageSize = activation;
    if (tp.size <= 1 || layersPerGpu <= 0) {
        return t;
    }
    t.perLayer = tpAllReducesPerLayer(recompute);
    t.allReduces = static_cast<int>(std::lround(layersPerGpu * t.perLayer));
    t.perAllReduce = collectiveCost(Collective::AllReduce, algorithm, activation, tp, links);
    t.bytesPerGpu = t.perAllReduce.bytesPerGpu * static_cast<double>(t.allReduces);
    t.time = t.perAllReduce.time() * static_cast<double>(t.allReduces);
    return t;
}

double crossingSlowdown(Bytes activation, GroupPlacement tp, GroupLinks links,
                        Algorithm algorithm) {
    if (tp.domains() <= 1) {
        return 1.0;
    }
    const GroupLinks innerOnly{links.inner, links.inner};
    const Seconds inside = collectiveCost(Collective::AllReduce, algorithm, activation,
                                          GroupPlacement{tp.size, tp.size}, innerOnly)
                               .time();
    const Seconds placed =
        collectiveCost(Collective::AllReduce, algorithm, activation, tp, links).time();
    return inside.value() > 0 ? placed / inside : 1.0;
}

Bytes gradientBytes(double parameters, double bytesPerGradient) {
    return Bytes(parameters * bytesPerGradient);
}

Bucketing bucketing(Bytes gradient, Bytes bucketSize, Seconds perCollectiveCost,
                    Seconds backwardTime) {
    Bucketing b;
    if (gradient.value() <= 0) {
        return b;
    }
    const Bytes size = bucketSize.value() > 0 ? min(bucketSize, gradient) : gradient;
    b.buckets = static_cast<int>(std::min(std::ceil(gradient / size), 1e9));
    b.fixedOverhead = perCollectiveCost * static_cast<double>(b.buckets);
    b.firstBucketDelay = backwardTime * (size / gradient);
    return b;
}

GradientSync gradientSync(Bytes gradient, Bytes bucketSize, Seconds perCollectiveCost,
                          Seconds backwardTime, bool overlap, GroupPlacement dp, GroupLinks links,
                          Algorithm algorithm, Collective collective) {
    GradientSync g;
    if (dp.size <= 1 || gradient.value() <= 0) {
        return g;
    }
    g.buckets = bucketing(gradient, bucketSize, perCollectiveCost, backwardTime);
    const double k = g.buckets.buckets;
    g.perBucket = collectiveCost(collective, algorithm, gradient / k, dp, links);
    g.total = (g.perBucket.time() + perCollectiveCost) * k;
    if (!overlap) {
        g.exposed = g.total;
        return g;
    }
    const Seconds lastBucket = g.total / k;
    const Seconds pipelineTail = g.buckets.firstBucketDelay + g.total - backwardTime;
    g.exposed = max(lastBucket, pipelineTail);
    return g;
}

GradientSync sequentialSync(const GradientSync& first, const GradientSync& second,
                            Seconds backwardTime, bool overlap) {
    if (second.buckets.buckets == 0) {
        return first;
    }
    if (first.buckets.buckets == 0) {
        return second;
    }
    GradientSync g = first;
    g.buckets.buckets += second.buckets.buckets;
    g.buckets.fixedOverhead += second.buckets.fixedOverhead;
    g.total = first.total + second.total;
    if (!overlap) {
        g.exposed = g.total;
        return g;
    }
    const Seconds lastBucket = second.total / second.buckets.buckets;
    g.exposed = max(lastBucket, g.buckets.firstBucketDelay + g.total - backwardTime);
    return g;
}

} // namespace goodput
