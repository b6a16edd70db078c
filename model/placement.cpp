// SPDX-License-Identifier: MIT
#include "placement.h"

#include <algorithm>
#include <functional>
#include <vector>

namespace goodput {

double torusShare(int size, int sliceChips, int axes) {
    if (axes <= 0) {
        return 1.0;
    }
    std::vector<long long> sides(static_cast<std::size_t>(axes), 1);
    long long chips = 1;
    while (chips < sliceChips) {
        *std::min_element(sides.begin(), sides.end()) *= 2;
        chips *= 2;
    }
    std::sort(sides.begin(), sides.end(), std::greater<>());
    int spanned = 1;
    long long holds = sides.front();
    while (holds < size && spanned < axes) {
        holds *= sides[static_cast<std::size_t>(spanned)];
        ++spanned;
    }
    return static_cast<double>(spanned) / axes;
}

AxisPlacement placeAxis(int size, int stride, const Hierarchy& hierarchy, int clusterGpus) {
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
    const int axes = up.topology == Topology::Torus3D   ? 3
                     : up.topology == Topology::Torus2D ? 2
                                                        : 0;
    const int slice = up.domainSize > 0 ? std::min(clusterGpus, up.domainSize) : clusterGpus;
    p.links.inner = Link{up.latency, effectiveBandwidth(up, p.group.perDomain) *
                                         torusShare(p.group.perDomain, slice, axes)};
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
