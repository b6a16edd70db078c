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

ParameterCount countParameters(const Architecture& a) {
    ParameterCount p;
    const double h = a.hiddenSize;
    const double headDim =
        a.headDim > 0 ? a.headDim : (a.attentionHeads > 0 ? h / a.attentionHeads : 0.0);
    const double attentionWidth = a.attentionWidth();
    const double kvWidth = a.kvHeads * headDim;
    const double matrices = a.ffnType == FfnType::SwiGlu ? 3.0 : 2.0;
    p.layers = a.layers;
    p.embedding = static_cast<double>(a.vocabularySize) * h * (a.tiedEmbeddings ? 1.0 : 2.0);
    p.attentionPerLayer = 2.0 * h * attentionWidth + 2.0 * h * kvWidth;
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
    return p;
}

FlopConvention appliedFlopConvention(FlopConvention wanted, const Workload& w) {
    return w.architecture ? wanted : FlopConvention::SixN;
}

FlopTerms flopTerms(FlopConvention convention, const Workload& w) {
    FlopTerms t;
    if (!w.architecture || convention == FlopConvention::SixN) {
        return t;
    }
    const Architecture& a = *w.architecture;
    const bool causal = convention == FlopConvention::SixNCausalAttention ||
                        convention == FlopConvention::MegatronBridge;
    t.attention = AttentionShape{a.layers, static_cast<double>(a.attentionWidth()),
                                 static_cast<double>(w.sequenceLength), causal};
    if (convention == FlopConvention::Nemo || convention == FlopConvention::MegatronBridge) {
        t.embeddingParameters = countParameters(a).embedding;
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

} // namespace goodput
