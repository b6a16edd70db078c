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
    p.links.outer = p.crossesScaleUp ? Link{outer.latency, effectiveBandwidth(outer, p.group.size)}
                                     : p.links.inner;
    return p;
}

} // namespace goodput
