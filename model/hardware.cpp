// SPDX-License-Identifier: MIT
#include "hardware.h"

#include <algorithm>

namespace goodput {

std::optional<Diagnostic> fp8PeakBelowBf16(const Accelerator& a, std::string field) {
    if (!a.peakFp8 || !(a.peakBf16.value() > 0) || !(*a.peakFp8 < a.peakBf16)) {
        return std::nullopt;
    }
    return Diagnostic{.code = DiagCode::Fp8BelowBf16,
                      .severity = Severity::Warning,
                      .field = std::move(field),
                      .actual = units::inTeraflopPerSecond(*a.peakFp8),
                      .limit = units::inTeraflopPerSecond(a.peakBf16)};
}

FlopRate peakFor(const Accelerator& a, Precision p) {
    if (p == Precision::Fp8 && a.peakFp8) {
        return *a.peakFp8;
    }
    return a.peakBf16;
}

FlopsPerByte ridgePoint(FlopRate peak, ByteRate memoryBandwidth) {
    return peak / memoryBandwidth;
}

Seconds rooflineTime(Flops work, Bytes traffic, FlopRate peak, ByteRate memoryBandwidth) {
    return max(work / peak, traffic / memoryBandwidth);
}

bool isMemoryBound(Flops work, Bytes traffic, FlopRate peak, ByteRate memoryBandwidth) {
    return traffic / memoryBandwidth > work / peak;
}

ByteRate effectiveBandwidth(const Tier& tier, int groupSize) {
    ByteRate bw = tier.bandwidth * tier.efficiency;
    if (tier.topology == Topology::FullMesh && tier.domainSize > 1 && groupSize > 1) {
        const int peers = std::min(groupSize, tier.domainSize) - 1;
        bw = bw * (static_cast<double>(peers) / (tier.domainSize - 1));
    }
    return bw / std::max(1.0, tier.oversubscription);
}

std::size_t Hierarchy::tierIndexForSpan(int span) const {
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        if (tiers[i].domainSize == 0 || span <= tiers[i].domainSize) {
            return i;
        }
    }
    return tiers.empty() ? 0 : tiers.size() - 1;
}

double tierBandwidthRatio(const Tier& inner, const Tier& outer) {
    return inner.bandwidth / outer.bandwidth;
}

} // namespace goodput
