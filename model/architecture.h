// SPDX-License-Identifier: MIT
#pragma once

// Parameter counts and per-layer shapes derived from a transformer architecture (issue 3). The
// step-time and memory models work per layer, so they take these numbers rather than N.

#include "scenario.h"

namespace goodput {

/// Parameters of one architecture, split the way the parallel layout cuts them.
struct ParameterCount {
    double total = 0;     ///< every weight, embeddings included
    double active = 0;    ///< touched per token (MoE: routed top-k + shared); = total for dense
    double embedding = 0; ///< input table, plus the output projection when untied
    double attentionPerLayer = 0;    ///< Q, K, V (grouped-query) and output projections
    double normsPerLayer = 0;        ///< two norm weight vectors per layer
    double denseFfnPerLayer = 0;     ///< FFN of a dense layer: 2 matrices (GELU) or 3 (SwiGLU)
    double moeFfnTotalPerLayer = 0;  ///< MoE layer: (experts + shared) expert FFNs + router
    double moeFfnActivePerLayer = 0; ///< MoE layer: (top-k + shared) expert FFNs + router
    /// Multi-token prediction modules: trained with the model, not counted in total or active.
    double predictionModules = 0;
    int layers = 0;
    int moeLayers = 0; ///< layers with experts (layers - denseLayers for MoE, else 0)
    /// Mean weights per transformer layer, all of them (what a pipeline stage stores).
    [[nodiscard]] double meanLayerTotal() const;
    /// Mean weights per transformer layer touched by one token (what its matmuls multiply).
    [[nodiscard]] double meanLayerActive() const;
    /// Share of the layers with experts.
    [[nodiscard]] double moeLayerShare() const {
        return layers > 0 ? static_cast<double>(moeLayers) / layers : 0.0;
    }
};

/// Weights of one attention block: Q (heads x head dimension), K and V (KV heads x head
/// dimension) and the output projection, each h wide; under latent attention the down and up
/// projections and the latents' norms instead of Q, K and V (DeepSeek-V3: 187.1 M per layer).
double attentionParameters(const Architecture& architecture);

/// Counts the parameters of a decoder: embeddings (V h, twice when untied) + final norm h +
/// per layer attention (h x H Q for Q and the output, 2 h x KV Q for K and V) + 2 norms (2 h) +
/// FFN (2 or 3 matrices of h x f). MoE layers hold experts + shared experts of expertFfn size and
/// a router h x E; the first denseLayers layers keep a dense FFN. Biases and learned position
/// tables are not counted (0.3 % of GPT-3; none in Llama, Mixtral, DeepSeek-V3).
ParameterCount countParameters(const Architecture& architecture);

/// The FLOP convention an MFU is counted under for this workload: the one asked for, or 6N when
/// there is no architecture to count attention or logits on.
FlopConvention appliedFlopConvention(FlopConvention wanted, const Workload& workload);

/// What `convention` counts besides 6 x the parameters (docs/model.md, "FLOP conventions"):
/// the attention term over the architecture's layers, heads x head dimension and sequence, and
/// for NeMo and Megatron-Bridge the embedding tables out of N and the logits V h in.
FlopTerms flopTerms(FlopConvention convention, const Workload& workload);

/// Replaces the workload's parameters (and active parameters of an MoE model) with the counts
/// derived from its architecture; a workload without one is left as it is.
void deriveParameters(Workload& workload);

/// The total parameters a plan of `scenario` counts (ComputeResult::totalParameters): the
/// architecture's under derived MFU, as plan() derives them, else the workload's own N.
double plannedParameters(const Scenario& scenario);

} // namespace goodput
