// SPDX-License-Identifier: MIT
#include "scenarios.h"

namespace goodput::testing {

Architecture dense(int layers, int hidden, int heads, int kvHeads, int ffn, FfnType type,
                   int vocabulary, bool tiedEmbeddings) {
    Architecture a;
    a.layers = layers;
    a.hiddenSize = hidden;
    a.attentionHeads = heads;
    a.kvHeads = kvHeads;
    a.ffnHiddenSize = ffn;
    a.ffnType = type;
    a.vocabularySize = vocabulary;
    a.tiedEmbeddings = tiedEmbeddings;
    return a;
}

Scenario everythingOn() {
    Scenario s = defaultScenario();
    Workload& w = s.workload;
    s.flopConvention = FlopConvention::SixNAttention;
    w.precision = Precision::Fp8;
    w.recompute = Recompute::Full;
    w.activeParameters = 2e10;
    Architecture& a = *w.architecture;
    a.headDim = 128;
    a.experts = 8;
    a.expertsPerToken = 2;
    a.sharedExperts = 1;
    a.denseLayers = 1;
    a.expertFfnHiddenSize = 14336;
    a.tiedEmbeddings = true;
    a.kvLoraRank = 512;
    a.qLoraRank = 1024;
    a.qkRopeHeadDim = 64;
    a.mtpLayers = 1;
    std::vector<Tier>& tiers = s.hardware.hierarchy.tiers;
    tiers[0].topology = Topology::FullMesh;
    tiers[1].domainSize = 256;
    Tier spine = tiers[1];
    spine.kind = TierKind::Spine;
    spine.domainSize = 0;
    spine.oversubscription = 2;
    tiers.push_back(spine);
    s.layout.ep = 8;
    s.layout.zero = ZeroStage::Parameters;
    s.layout.sequenceParallel = true;
    s.communication.algorithm = Algorithm::Hierarchical;
    s.communication.overlapTensorParallel = true;
    s.checkpoint.stallOverride.reset();
    s.checkpoint.mode = CheckpointMode::Asynchronous;
    s.reliability.checkpointLoadOverride = units::seconds(300);
    s.reliability.interval = IntervalPolicy::Daly;
    PartKind gpu{"gpu", PartScope::PerGpu, 1, units::hours(200000)};
    gpu.detection = units::seconds(60);
    gpu.diagnosis = units::seconds(120);
    gpu.replacement = units::seconds(900);
    gpu.repair = units::hours(48);
    gpu.distribution = FailureDistribution::Weibull;
    gpu.weibullShape = 0.8;
    s.reliability.parts.push_back(gpu);
    s.reliability.parts.push_back({"software", PartScope::PerJob, 1, units::hours(1000)});
    s.reliability.parts.back().replaces = Replacement::None;
    s.reliability.hotSpareNodes = 4;
    s.reliability.elastic = true;
    s.reliability.maintenanceInterval = units::hours(24 * 14);
    a.dropout = true;
    s.hardware.accelerator.attentionEfficiency = 0.5;
    s.mfuMode = MfuMode::Derived;
    return s;
}

Scenario llama8bOn64() {
    Scenario s = defaultScenario();
    Architecture& a = *s.workload.architecture; // the default's 70B shape, made the 8B's
    a.layers = 32;
    a.hiddenSize = 4096;
    a.attentionHeads = 32;
    a.ffnHiddenSize = 14336;
    a.vocabularySize = 128256;
    s.workload.tokens = 1e12;
    s.mfuMode = MfuMode::Derived;
    s.cluster.gpus = 64;
    s.layout.pp = 2;
    return s;
}

} // namespace goodput::testing
