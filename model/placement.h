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

/// `clusterGpus`: the slice a torus scale-up tier lays the axis in (torusShare()).
AxisPlacement placeAxis(int size, int stride, const Hierarchy& hierarchy, int clusterGpus);

/// The share of a torus chip's links a ring of `size` ranks reaches in a slice of `sliceChips`
/// on `axes` torus axes (TPU v4 / v5p / TPU7x 3, v5e / v6e 2): each axis has 2 of the chip's
/// 2 x axes ports, and JAX's device mesh lays a logical axis on as few physical axes as its size
/// allows. The slice's sides are powers of two, as equal as they can be (4x4x4, 8x4x4, 8x8x4,
/// ...); the ring takes the k longest sides that hold it: share k / axes.
double torusShare(int size, int sliceChips, int axes);

/// Bandwidth a ring of `groupSize` sees on tier `tierIndex` when `membersPerPod` of its members
/// share each domain of the tier below: above an oversubscribed pod the ring crosses the spine
/// on one edge per pod and the rings crossing are one per membersPerPod GPUs, so each crossing
/// edge gets membersPerPod / oversubscription of a link, never more than one.
ByteRate ringBandwidthOnTier(const Hierarchy& hierarchy, std::size_t tierIndex, int groupSize,
                             long long membersPerPod);

} // namespace goodput
