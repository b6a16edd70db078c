// SPDX-License-Identifier: MIT
#include "scenario.h"

namespace goodput {

double modelParameters(const Workload& w) {
    return w.activeParameters > 0 ? w.activeParameters : w.parameters;
}

HardwareSpec chapterHardware() {
    HardwareSpec h;
    h.displayName = "Chapter 2.5 generic accelerator";
    h.accelerator.peakBf16 = units::petaflopPerSecond(1.0);
    h.accelerator.peakFp8 = units::petaflopPerSecond(2.0);
    h.accelerator.hbmCapacity = units::gigabytes(80);
    h.accelerator.hbmBandwidth = units::terabytesPerSecond(3.35);
    h.accelerator.matmulEfficiency = 0.8;

    Tier up;
    up.kind = TierKind::ScaleUp;
    up.name = "NVLink-class scale-up";
    up.bandwidth = units::gigabytesPerSecond(400); // the chapter's effective figure (2.5.4)
    up.latency = units::microseconds(3);
    up.domainSize = 8;
    up.efficiency = 1.0;

    Tier out;
    out.kind = TierKind::ScaleOut;
    out.name = "InfiniBand-class scale-out";
    out.bandwidth = units::gigabitsPerSecond(400); // 50 GB/s, the chapter's IB figure (2.5.4)
    out.latency = units::microseconds(10);
    out.domainSize = 0;
    out.efficiency = 1.0;

    h.hierarchy.tiers = {up, out};
    h.tdpWatts = 700;
    return h;
}

Scenario defaultScenario() {
    Scenario s;
    s.hardware = chapterHardware();
    s.checkpoint.stallOverride = units::seconds(120);
    // The 70B shape of the chapter's TP example (2.5.4: d_model 8192, 80 layers, s 8192), laid out
    // the standard way: TP inside the 8-GPU node, PP between, DP outermost.
    Architecture a;
    a.layers = 80;
    a.hiddenSize = 8192;
    a.attentionHeads = 64;
    a.kvHeads = 8;
    a.ffnHiddenSize = 28672;
    a.ffnType = FfnType::SwiGlu;
    a.vocabularySize = 32000;
    s.workload.architecture = a;
    s.workload.sequenceLength = 8192;
    s.layout.tp = 8;
    s.layout.pp = 4;
    return s;
}

} // namespace goodput
