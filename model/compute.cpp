// SPDX-License-Identifier: MIT
#include "compute.h"

namespace goodput {

FlopsPerToken flopsPerToken(double parameters, Recompute recompute, double recomputeLayerShare,
                            const FlopTerms& terms) {
    // Attention core per token and layer: QK^T and AV are 2 s (HQ) FLOPs each in the forward,
    // 4 s HQ forward, x3 with the backward = 12 s HQ.
    const std::optional<AttentionShape>& attention = terms.attention;
    const double attn = attention ? (attention->causal ? 6.0 : 12.0) * attention->layers *
                                        attention->attentionWidth * attention->sequenceLength
                                  : 0.0;
    // The layers' matmuls (all of 6N when the convention keeps the embeddings in N).
    const double layers = 6.0 * parameters * (1.0 - terms.embeddingShare);
    const double logits = 6.0 * terms.logitsParameters;
    const double model = layers + attn + logits;
    double hardware = model;
    switch (recompute) {
    case Recompute::None: break;
    // Selective and minimal: the attention core's forward again (minimal's other recomputed
    // kernels, norms and activations, are memory-bound and count no FLOPs here).
    case Recompute::Selective:
    case Recompute::Minimal: hardware = model + attn; break;
    // Full: the forward (2 of 6) again on the share of layers recomputed, but for the matmuls
    // whose outputs the backward never reads when those are skipped.
    case Recompute::Full:
        hardware = (layers + attn) * (1.0 + recomputeLayerShare / 3.0) + logits -
                   2.0 * terms.unrecomputedShare * parameters * recomputeLayerShare;
        break;
    }
    return {Flops(model), Flops(hardware)};
}

FlopsPerToken flopsPerToken(double parameters, Recompute recompute, double recomputeLayerShare,
                            std::optional<AttentionShape> attention) {
    return flopsPerToken(parameters, recompute, recomputeLayerShare, FlopTerms{attention});
}

Flops trainingFlops(Flops perToken, double tokens) {
    return perToken * tokens;
}

FlopRate effectiveThroughput(int gpus, FlopRate peak, double mfu) {
    return peak * (static_cast<double>(gpus) * mfu);
}

Seconds trainingTime(Flops total, FlopRate effective) {
    return effective.value() > 0 ? total / effective : Seconds(0);
}

double gpuHours(int gpus, Seconds time) {
    return static_cast<double>(gpus) * units::inHours(time);
}

Dollars computeCost(double hours, DollarRate pricePerGpu) {
    return pricePerGpu * units::hours(hours);
}

double tokensPerSecond(FlopRate effective, Flops perToken) {
    return perToken.value() > 0 ? effective.value() / perToken.value() : 0.0;
}

double mfuFromThroughput(double tokensPerSec, Flops perToken, int gpus, FlopRate peak) {
    const double denominator = static_cast<double>(gpus) * peak.value();
    return denominator > 0 ? tokensPerSec * perToken.value() / denominator : 0.0;
}

double scalingEfficiency(int gpus1, double throughput1, int gpus2, double throughput2) {
    if (gpus1 <= 0 || gpus2 <= 0 || throughput1 <= 0) {
        return 0.0;
    }
    return (throughput2 / throughput1) / (static_cast<double>(gpus2) / gpus1);
}

} // namespace goodput
