// SPDX-License-Identifier: MIT
#include "collectives.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace goodput {
namespace {

int ceilLog2(int n) {
    int steps = 0;
    for (long long reach = 1; reach < n; reach *= 2) {
        ++steps;
    }
    return steps;
}

CollectiveCost make(Algorithm a, int steps, Seconds alpha, Bytes perGpu, ByteRate bw) {
    CollectiveCost c;
    c.algorithm = a;
    c.steps = steps;
    c.latencyTerm = alpha * static_cast<double>(steps);
    c.bytesPerGpu = perGpu;
    c.bandwidthTerm = bw.value() > 0 ? perGpu / bw : Seconds(0);
    return c;
}

CollectiveCost none(Algorithm a) {
    CollectiveCost c;
    c.algorithm = a;
    return c;
}

/// The link a flat (ring or tree) collective sees for a placed group. Rings of a domain spread
/// over its rails; trees and all-to-all use one NIC per rank.
Link flatLink(GroupPlacement g, GroupLinks links, bool acrossRails) {
    if (g.domains() <= 1) {
        return links.inner;
    }
    const double rails = acrossRails ? std::max(1, std::min(links.rails, g.perDomain)) : 1;
    return Link{links.outer.alpha, min(links.inner.bandwidth, links.outer.bandwidth * rails)};
}

CollectiveCost hierarchicalAllReduce(Bytes size, GroupPlacement g, GroupLinks links) {
    const int k = std::clamp(g.perDomain, 1, g.size);
    const int m = g.domains();
    const CollectiveCost rs = ringCost(Collective::ReduceScatter, size, k, links.inner);
    const CollectiveCost ar =
        ringCost(Collective::AllReduce, size / static_cast<double>(k), m, links.outer);
    const CollectiveCost ag = ringCost(Collective::AllGather, size, k, links.inner);
    CollectiveCost c;
    c.algorithm = Algorithm::Hierarchical;
    c.steps = rs.steps + ar.steps + ag.steps;
    c.latencyTerm = rs.latencyTerm + ar.latencyTerm + ag.latencyTerm;
    c.bandwidthTerm = rs.bandwidthTerm + ar.bandwidthTerm + ag.bandwidthTerm;
    c.bytesPerGpu = rs.bytesPerGpu + ar.bytesPerGpu + ag.bytesPerGpu;
    return c;
}

} // namespace

CollectiveCost ringCost(Collective c, Bytes size, int n, Link link) {
    if (n <= 1) {
        return none(Algorithm::Ring);
    }
    const double nm1 = n - 1;
    const double frac = nm1 / n;
    switch (c) {
    case Collective::AllReduce:
        return make(Algorithm::Ring, 2 * (n - 1), link.alpha, size * (2.0 * frac), link.bandwidth);
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AllToAll:
        return make(Algorithm::Ring, n - 1, link.alpha, size * frac, link.bandwidth);
    case Collective::Broadcast:
    case Collective::Reduce: return make(Algorithm::Ring, n - 1, link.alpha, size, link.bandwidth);
    }
    return none(Algorithm::Ring);
}

CollectiveCost treeCost(Collective c, Bytes size, int n, Link link) {
    if (n <= 1) {
        return none(Algorithm::Tree);
    }
    const int depth = ceilLog2(n);
    switch (c) {
    case Collective::AllReduce:
        return make(Algorithm::Tree, 2 * depth, link.alpha, size * 4.0, link.bandwidth);
    case Collective::Broadcast:
    case Collective::Reduce:
        return make(Algorithm::Tree, depth, link.alpha, size * 2.0, link.bandwidth);
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AllToAll: break;
    }
    CollectiveCost ring = ringCost(c, size, n, link);
    ring.algorithm = Algorithm::Ring;
    return ring;
}

CollectiveCost collectiveCost(Collective c, Algorithm a, Bytes size, GroupPlacement group,
                              GroupLinks links) {
    if (group.size <= 1) {
        return none(a == Algorithm::Auto ? Algorithm::Ring : a);
    }
    const Link flat = flatLink(group, links, false);
    const Link ring = flatLink(group, links, c != Collective::AllToAll);
    switch (a) {
    case Algorithm::Ring: return ringCost(c, size, group.size, ring);
    case Algorithm::Tree: return treeCost(c, size, group.size, flat);
    case Algorithm::Hierarchical:
        if (c == Collective::AllReduce && group.domains() > 1 && group.perDomain > 1) {
            return hierarchicalAllReduce(size, group, links);
        }
        return ringCost(c, size, group.size, ring);
    case Algorithm::Auto: {
        const std::array<CollectiveCost, 3> options = {
            collectiveCost(c, Algorithm::Ring, size, group, links),
            collectiveCost(c, Algorithm::Tree, size, group, links),
            collectiveCost(c, Algorithm::Hierarchical, size, group, links)};
        return *std::min_element(options.begin(), options.end(),
                                 [](const auto& x, const auto& y) { return x.time() < y.time(); });
    }
    }
    return none(a);
}

std::optional<Bytes> ringTreeCrossover(Collective c, GroupPlacement group, GroupLinks links) {
    // Both costs are affine in S: the cost at S = 0 is the intercept, the slope follows from 1 GB.
    const Bytes probe = units::gigabytes(1.0);
    const auto affine = [&](Algorithm a) {
        const Seconds t0 = collectiveCost(c, a, Bytes(0), group, links).time();
        const Seconds t1 = collectiveCost(c, a, probe, group, links).time();
        return std::pair{t0.value(), (t1 - t0).value() / probe.value()};
    };
    const auto [ringA, ringB] = affine(Algorithm::Ring);
    const auto [treeA, treeB] = affine(Algorithm::Tree);
    const double dSlope = treeB - ringB;
    const double dIntercept = ringA - treeA;
    if (dSlope <= 0 || dIntercept <= 0) {
        return std::nullopt;
    }
    return units::bytes(dIntercept / dSlope);
}

ByteRate algorithmBandwidth(Bytes size, Seconds time) {
    return time.value() > 0 ? size / time : ByteRate(0);
}

double busBandwidthFactor(Collective c, int n) {
    if (n <= 1) {
        return 1.0;
    }
    switch (c) {
    case Collective::AllReduce: return 2.0 * (n - 1) / n;
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AllToAll: return static_cast<double>(n - 1) / n;
    case Collective::Broadcast:
    case Collective::Reduce: return 1.0;
    }
    return 1.0;
}

ByteRate busBandwidth(Collective c, int n, Bytes size, Seconds time) {
    return algorithmBandwidth(size, time) * busBandwidthFactor(c, n);
}

} // namespace goodput
