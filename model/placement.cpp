// SPDX-License-Identifier: MIT
#include "placement.h"

#include <algorithm>

namespace goodput {

AxisPlacement placeAxis(int size, int stride, const Hierarchy& hierarchy) {
    AxisPlacement p;
    p.group.size = std::max(1, size);
    stride = std::max(1, stride);
    if (hierarchy.tiers.empty()) {
        p.group.perDomain = p.group.size;
        return p;
    }
    const Tier& up = hierarchy.scaleUp();
    const long long span = static_cast<long long>(p.group.size) * stride;
    if (up.domainSize <= 0 || span <= up.domainSize) {
        p.group.perDomain = p.group.size;
    } else {
        p.group.perDomain =
            stride >= up.domainSize ? 1 : std::min(p.group.size, up.domainSize / stride);
        p.crossesScaleUp = true;
    }
    p.links.inner = Link{up.latency, effectiveBandwidth(up, p.group.perDomain)};
    p.outerTier =
        p.crossesScaleUp
            ? hierarchy.tierIndexForSpan(static_cast<int>(std::min<long long>(span, 1 << 30)))
            : 0;
    const Tier& outer = hierarchy.tiers[p.outerTier];
    const Tier* pod = p.outerTier > 0 ? &hierarchy.tiers[p.outerTier - 1] : nullptr;
    const long long inPod = pod != nullptr && pod->domainSize > 0
                                ? std::max<long long>(1, pod->domainSize / stride)
                                : p.group.size;
    const ByteRate outerBandwidth = ringBandwidthOnTier(hierarchy, p.outerTier, p.group.size,
                                                        std::min<long long>(p.group.size, inPod));
    p.links.outer = p.crossesScaleUp ? Link{outer.latency, outerBandwidth} : p.links.inner;
    return p;
}

ByteRate ringBandwidthOnTier(const Hierarchy& hierarchy, std::size_t tierIndex, int groupSize,
                             long long membersPerPod) {
    const Tier& tier = hierarchy.tiers[tierIndex];
    const ByteRate bw = effectiveBandwidth(tier, groupSize);
    if (tier.oversubscription <= 1.0 || tierIndex == 0) {
        return bw;
    }
    return bw * std::min(tier.oversubscription,
                         static_cast<double>(std::max<long long>(1, membersPerPod)));
}

} // namespace goodput
