// SPDX-License-Identifier: MIT
#pragma once

// Collective communication cost in the alpha-beta model (chapter 2.5.5-2.5.7).
//
// Every cost is affine in the message size S: T = a + b S, with a the latency term (steps x
// alpha) and b S the bandwidth term (bytes per GPU / B). The crossover between two algorithms is
// therefore a closed form.

#include "hardware.h"

#include <optional>

namespace goodput {

enum class Collective { Broadcast, Reduce, AllReduce, ReduceScatter, AllGather, AllToAll };
enum class Algorithm { Ring, Tree, Hierarchical, Auto };

/// One tier as a collective sees it: alpha per step and the bandwidth actually achieved.
struct Link {
    Seconds alpha;
    ByteRate bandwidth;
};

struct CollectiveCost {
    Seconds latencyTerm;
    Seconds bandwidthTerm;
    Bytes bytesPerGpu; ///< bytes each GPU sends (= receives) over the whole collective
    int steps = 0;     ///< sequential communication steps, each paying alpha
    Algorithm algorithm = Algorithm::Ring;
    [[nodiscard]] Seconds time() const { return latencyTerm + bandwidthTerm; }
};

/// Ring on n GPUs, one link. All-reduce: 2(n-1) steps moving 2(n-1)/n S per GPU (2.5.6);
/// reduce-scatter, all-gather and all-to-all: n-1 steps and (n-1)/n S, with S the whole array as
/// nccl-tests defines it; broadcast and reduce as a pipelined chain: n-1 steps, S per GPU.
CollectiveCost ringCost(Collective c, Bytes size, int n, Link link);

/// Binary tree (2.5.7): reduce up then broadcast down, 2 ceil(log2 n) steps for an all-reduce.
/// Bandwidth term: an interior GPU receives from two children in the reduce and sends to two in
/// the broadcast, so its link carries 2S in each phase: 4 S / B for an all-reduce, twice the ring's
/// 2(n-1)/n S / B. That is the chapter's "tree does not use bandwidth as well as the ring" and
/// gives the crossover below which the tree's log-depth latency wins. (NCCL's double binary tree
/// halves the interior load; its effective behaviour lies between the two.) Reduce or broadcast
/// alone: ceil(log2 n) steps, 2S / B. Reduce-scatter, all-gather and all-to-all have no tree
/// form and fall back to the ring.
CollectiveCost treeCost(Collective c, Bytes size, int n, Link link);

/// Where a group sits: n GPUs in total, perDomain of them inside each scale-up domain (the rest
/// across the outer tier). A group with perDomain == n never leaves the scale-up domain.
struct GroupPlacement {
    int size = 1;
    int perDomain = 1;
    [[nodiscard]] int domains() const {
        return perDomain > 0 ? (size + perDomain - 1) / perDomain : size;
    }
};

/// The two links a group uses: inner (scale-up) and outer (the tier its span crosses).
struct GroupLinks {
    Link inner;
    Link outer;
    /// NICs (rails) a domain's members drive at once in a flat ring across domains: NCCL runs one
    /// ring per NIC, each leaving the node through a different GPU's NIC (kernel-efficiency.md 7.3,
    /// 7.5), so a domain of k members crosses the outer tier at up to k x the outer bandwidth.
    /// 1 = the chapter's single link per GPU. All-to-all never aggregates (one NIC per rank).
    int rails = 1;
};

/// Cost of a collective for a placed group (2.5.7):
/// - Ring across domains: every step waits for the slowest hop, so both alpha and the bandwidth
///   are the outer tier's; this is why TP placed across the node boundary pays the full
///   scale-up/scale-out bandwidth ratio (2.5.4). With rails > 1 the domain's rings share its
///   NICs: the outer bandwidth is rails x the outer link, never above the inner one.
/// - Tree: the same links, log depth.
/// - Hierarchical all-reduce: reduce-scatter inside the domain (k = perDomain), all-reduce of the
///   S/k shard across the m domains on the outer link, all-gather inside: only the domain
///   representatives' sums cross the slow tier. Other collectives: same as ring.
/// - Auto: the fastest of the three at this size.
CollectiveCost collectiveCost(Collective c, Algorithm a, Bytes size, GroupPlacement group,
                              GroupLinks links);

/// Smallest message size above which the ring is at least as fast as the tree for this group,
/// or empty if one algorithm wins at every size. Sizes are where the affine costs cross.
std::optional<Bytes> ringTreeCrossover(Collective c, GroupPlacement group, GroupLinks links);

/// nccl-tests' algorithm bandwidth S / t and its bus-bandwidth factor per collective
/// (doc/PERFORMANCE.md): all-reduce 2(n-1)/n; reduce-scatter, all-gather, all-to-all (n-1)/n;
/// broadcast and reduce 1.
ByteRate algorithmBandwidth(Bytes size, Seconds time);
double busBandwidthFactor(Collective c, int n);
ByteRate busBandwidth(Collective c, int n, Bytes size, Seconds time);

/// Ring all-reduce bytes per GPU in the many-GPU limit the chapter uses: 2 S (2.5.6).
constexpr Bytes ringAllReduceBytesLimit(Bytes size) {
    return size * 2.0;
}

} // namespace goodput
