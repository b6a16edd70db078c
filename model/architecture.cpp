// SPDX-License-Identifier: MIT
#include "architecture.h"

namespace goodput {

double ParameterCount::meanLayerTotal() const {
    if (layers <= 0) {
        return 0;
    }
    const int dense = layers - moeLayers;
    return attentionPerLayer + normsPerLayer +
           (dense * denseFfnPerLayer + moeLayers * moeFfnTotalPerLayer) / layers;
}

double ParameterCount::meanLayerActive() const {
    if (layers <= 0) {
        return 0;
    }
    const int dense = layers - moeLayers;
    return attentionPerLayer + normsPerLayer +
           (dense * denseFfnPerLayer + moeLayers * moeFfnActivePerLayer) / layers;
}

double attentionParameters(const Architecture& a) {
    const double h = a.hiddenSize;
    const double output = a.attentionWidth() * h;
    if (!a.latentAttention()) {
        return h * a.queryWidth() + h * a.keyWidth() + h * a.valueWidth() + output;
    }
    // Latent attention: queries through a rank qLoraRank down projection, its norm and the up
    // projection to every head (or one projection without a rank); keys and values from one
    // down projection to the latent kvLoraRank plus the shared rotary key, its norm, and the up
    // projection to each head's plain key and value.
    const double q = a.qLoraRank;
    const double kv = a.kvLoraRank;
    const double query = q > 0 ? h * q + q + q * a.queryWidth() : h * a.queryWidth();
    const double keyValue = h * (kv + a.qkRopeHeadDim) + kv +
                            kv * (a.attentionHeads * a.headDimension() + a.valueWidth());
    return query + keyValue + output;
}

ParameterCount countParameters(const Architecture& a) {
    ParameterCount p;
    const double h = a.hiddenSize;
    const double matrices = a.ffnType == FfnType::SwiGlu ? 3.0 : 2.0;
    p.layers = a.layers;
    p.embedding = static_cast<double>(a.vocabularySize) * h * (a.tiedEmbeddings ? 1.0 : 2.0);
    p.attentionPerLayer = attentionParameters(a);
    p.normsPerLayer = 2.0 * h;
    p.denseFfnPerLayer = matrices * h * a.ffnHiddenSize;
    if (a.experts > 1) {
        const double expert =
            matrices * h * (a.expertFfnHiddenSize > 0 ? a.expertFfnHiddenSize : a.ffnHiddenSize);
        const double router = h * a.experts;
        p.moeLayers = a.layers > a.denseLayers ? a.layers - a.denseLayers : 0;
        p.moeFfnTotalPerLayer = (a.experts + a.sharedExperts) * expert + router;
        p.moeFfnActivePerLayer = (a.expertsPerToken + a.sharedExperts) * expert + router;
    }
    const double finalNorm = h;
    p.total = p.embedding + finalNorm + a.layers * p.meanLayerTotal();
    p.active = p.embedding + finalNorm + a.layers * p.meanLayerActive();
    // A prediction module: its norms of the hidden state and of the next token's embedding, their
    // projection 2h x h, a layer like the last one and the norm before the shared output layer.
    const double lastLayer = p.moeLayers > 0
                                 ? p.attentionPerLayer + p.normsPerLayer + p.moeFfnTotalPerLayer
                                 : p.attentionPerLayer + p.normsPerLayer + p.denseFfnPerLayer;
    p.predictionModules = a.mtpLayers * (2.0 * h + 2.0 * h * h + lastLayer + h);
    return p;
}

FlopConvention appliedFlopConvention(FlopConvention wanted, const Workload& w) {
    return w.architecture ? wanted : FlopConvention::SixN;
}

FlopTerms flopTerms(FlopConvention convention, const Workload& w) {
    FlopTerms t;
    if (!w.architecture) {
        return t;
    }
    const Architecture& a = *w.architecture;
    // Weights the conventions treat apart are shares of the architecture's count, applied to
    // whatever parameter count the FLOPs are counted on.
    const ParameterCount p = countParameters(a);
    const auto share = [&](double weights) {
        return p.total > 0 ? weights / p.total : 0.0;
    };
    if (w.recomputeOnlyNeeded) {
        // The down projections of the dense FFNs and the shared experts: their outputs only feed
        // the residual. The routed experts' outputs are read by the router's gradient.
        const double h = a.hiddenSize;
        const double expertWidth =
            a.expertFfnHiddenSize > 0 ? a.expertFfnHiddenSize : a.ffnHiddenSize;
        const double skipped = (a.layers - p.moeLayers) * h * a.ffnHiddenSize +
                               p.moeLayers * a.sharedExperts * h * expertWidth;
        t.unrecomputedShare = share(skipped);
    }
    if (convention == FlopConvention::SixN) {
        return t;
    }
    const bool causal = convention == FlopConvention::SixNCausalAttention ||
                        convention == FlopConvention::MegatronBridge;
    t.attention = AttentionShape{a.layers, a.attentionCoreWidth(),
                                 static_cast<double>(w.sequenceLength), causal};
    if (convention == FlopConvention::Nemo || convention == FlopConvention::MegatronBridge) {
        t.embeddingShare = share(p.embedding);
        t.logitsParameters = static_cast<double>(a.vocabularySize) * a.hiddenSize;
    }
    return t;
}

void deriveParameters(Workload& w) {
    if (!w.architecture) {
        return;
    }
    const ParameterCount p = countParameters(*w.architecture);
    w.parameters = p.total;
    w.activeParameters = w.architecture->experts > 1 ? p.active : 0.0;
}

double plannedParameters(const Scenario& s) {
    const Workload& w = s.workload;
    return s.mfuMode == MfuMode::Derived && w.architecture ? countParameters(*w.architecture).total
                                                           : w.parameters;
}

} // namespace goodput
