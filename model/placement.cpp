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
        p.group.perDomain = stride >= up.domainSize ? 1 : std::min(p.group.size, up.domainSize / stride);
        p.crossesScaleUp = true;
    }
    p.links.inner = Link{up.latency, effectiveBandwidth(up, p.group.perDomain)};
    p.outerTier = p.crossesScaleUp
                      ? hierarchy.tierIndexForSpan(static_cast<int>(std::min<long long>(span, 1 << 30)))
                      : 0;
    const Tier& outer = hierarchy.tiers[p.outerTier];
    ByteRate outerBandwidth = effectiveBandwidth(outer, p.group.size);
    if (outer.oversubscription > 1.0 && p.outerTier > 0) {
        // A ring laid out pod by pod crosses the spine on one edge per pod. The pod's uplinks
        // carry 1/oversubscription of its GPUs' bandwidth, and the rings that cross are one per
        // k of its GPUs (k = members of a group inside one pod): each crossing edge gets
        // k / oversubscription of a link, never more than one.
        const Tier& pod = hierarchy.tiers[p.outerTier - 1];
        const long long inPod = pod.domainSize > 0 ? std::max<long long>(1, pod.domainSize / stride) : p.group.size;
        const double k = static_cast<double>(std::min<long long>(p.group.size, inPod));
        outerBandwidth = outerBandwidth * std::min(outer.oversubscription, k);
    }
    p.links.outer = p.crossesScaleUp ? Link{outer.latency, outerBandwidth} : p.links.inner;
    return p;
}

} // namespace goodput
