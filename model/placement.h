// SPDX-License-Identifier: MIT
#pragma once

// Mapping a parallel axis onto the hierarchy (chapter 2.5.4). Axes are laid out innermost-first
// (TP, then CP/EP, then PP, then DP): an axis of `size` ranks whose neighbours are `stride` GPUs
// apart spans size x stride consecutive GPUs. Above an oversubscribed pod a ring only loses
// bandwidth when fewer of its members share a pod than the oversubscription ratio.

#include "collectives.h"

namespace goodput {

struct AxisPlacement {
    GroupPlacement group;
    GroupLinks links;
    std::size_t outerTier = 0;   ///< index in Hierarchy::tiers of the slowest tier crossed
    bool crossesScaleUp = false; ///< the group does not fit in one scale-up domain
};

AxisPlacement placeAxis(int size, int stride, const Hierarchy& hierarchy);

/// Bandwidth a ring of `groupSize` sees on tier `tierIndex` when `membersPerPod` of its members
/// share each domain of the tier below: above an oversubscribed pod the ring crosses the spine
/// on one edge per pod and the rings crossing are one per membersPerPod GPUs, so each crossing
/// edge gets membersPerPod / oversubscription of a link, never more than one.
ByteRate ringBandwidthOnTier(const Hierarchy& hierarchy, std::size_t tierIndex, int groupSize,
                             long long membersPerPod);

} // namespace goodput
