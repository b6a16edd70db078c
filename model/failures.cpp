// SPDX-License-Identifier: MIT
#include "failures.h"

#include <algorithm>
#include <cmath>

namespace goodput {
namespace {

/// Exponents above this overflow a double; the goodput they describe is 0 anyway.
constexpr double kMaxExponent = 700.0;

} // namespace

double FailureCause::partRate() const {
    return count > 0 && mtbf.value() > 0 ? count / mtbf.value() : 0.0;
}

double FailureCause::jobRate() const {
    return jobMtbf.value() > 0 ? 1.0 / jobMtbf.value() : 0.0;
}

double FailureCause::slowRate() const {
    return count > 0 && slowMtbf.value() > 0 ? count / slowMtbf.value() : 0.0;
}

double FailureCause::corruptionRate() const {
    return count > 0 && sdcMtbf.value() > 0 ? count / sdcMtbf.value() : 0.0;
}

Seconds FailureCause::corruptionRestart() const {
    return restart.total() - restart.detection;
}

double FailureCause::rate() const {
    return partRate() + jobRate();
}

double FailureModel::failureRate() const {
    double rate = 0;
    for (const FailureCause& c : causes) {
        rate += c.rate();
    }
    return rate;
}

Seconds FailureModel::systemMtbf() const {
    const double rate = failureRate();
    return rate > 0 ? Seconds(1.0 / rate) : Seconds(0);
}

RestartCost FailureModel::meanRestart() const {
    const double total = failureRate();
    RestartCost mean;
    if (total <= 0) {
        return mean;
    }
    for (const FailureCause& c : causes) {
        // Weights first, so that one cause gives its own restart exactly (weight 1.0).
        const double w = c.rate() / total;
        mean.detection += c.restart.detection * w;
        mean.diagnosis += c.restart.diagnosis * w;
        mean.replacement += c.restart.replacement * w;
        mean.checkpointLoad += c.restart.checkpointLoad * w;
        mean.dataRestore += c.restart.dataRestore * w;
        mean.warmup += c.restart.warmup * w;
    }
    return mean;
}

Seconds FailureModel::writeLag() const {
    return asyncCheckpoint ? checkpointWrite : Seconds(0);
}

Seconds FailureModel::effectiveInterval(Seconds interval) const {
    if (recovery == RecoveryMode::PeerMemory) {
        // The background writes of every k-th snapshot must not overlap: k tau >= write.
        return max(interval, checkpointWrite / static_cast<double>(std::max(1, storedEvery)));
    }
    return asyncCheckpoint ? max(interval, checkpointWrite) : interval;
}

Seconds FailureModel::maintenanceStop() const {
    return checkpointWrite + maintenanceDuration + checkpointLoad + dataRestore + warmup;
}

double FailureModel::plannedShare() const {
    if (!maintenanceInterval || maintenanceInterval->value() <= 0) {
        return 0.0;
    }
    return maintenanceStop() / *maintenanceInterval;
}

double FailureModel::expectedNodesInRepair() const {
    double nodesAway = 0;
    for (const FailureCause& c : causes) {
        if (c.replaces == Replacement::Node) {
            // A warm standby takes a covered failure's place outside the spare pool.
            const double pooled =
                recovery == RecoveryMode::WarmStandby ? 1.0 - fastRecoveryShare(c) : 1.0;
            nodesAway += c.rate() * pooled * c.repair.value();
        }
    }
    return nodesAway;
}

double FailureModel::repairWaitShare() const {
    if (!hotSpareNodes) {
        return 0.0;
    }
    const double mean = expectedNodesInRepair();
    const int spares = std::max(0, *hotSpareNodes);
    if (mean <= 0) {
        return 0.0;
    }
    // Poisson(mean) in log space (e^-mean underflows past 745); the terms beyond 40 standard
    // deviations of either side are below 1e-300 and left out, so the loop is bounded.
    const double spread = 40.0 * std::sqrt(mean) + 40.0;
    const auto pmf = [&](double k) {
        return std::exp(-mean + k * std::log(mean) - std::lgamma(k + 1.0));
    };
    const double first = std::max(static_cast<double>(spares) + 1.0, std::floor(mean - spread));
    const double last = std::max(first, std::ceil(mean + spread));
    // Replicas lost per missing node, as a share of the job (elastic); 1 = the job stops.
    const double perNode =
        elastic ? static_cast<double>(replicasPerNode) / std::max(1, dataParallel) : 1.0;
    double share = 0;
    for (double k = first; k <= last; k += 1.0) {
        share += pmf(k) * std::min(1.0, (k - spares) * perNode);
    }
    return std::clamp(share, 0.0, 1.0);
}

double FailureModel::slowRate() const {
    double rate = 0;
    for (const FailureCause& c : causes) {
        rate += c.slowRate();
    }
    return rate;
}

double FailureModel::meanSlowSpeed() const {
    return meanSpeedOfSlowdown(slowdownDistribution, slowdownMean);
}

Seconds FailureModel::evictionStop(const FailureCause& cause) const {
    return checkpointWrite + cause.restart.replacement + checkpointLoad + dataRestore + warmup;
}

double FailureModel::slowShare() const {
    const double slowed = slowEviction.value() * (1.0 - meanSlowSpeed());
    double share = 0;
    for (const FailureCause& c : causes) {
        share += c.slowRate() * (slowed + evictionStop(c).value());
    }
    return share;
}

double FailureModel::corruptionRate() const {
    double rate = 0;
    for (const FailureCause& c : causes) {
        rate += c.corruptionRate();
    }
    return rate;
}

double FailureModel::checkOverhead() const {
    return corruptionRate() > 0 && checkInterval.value() > 0 ? checkCost / checkInterval : 0.0;
}

Seconds FailureModel::meanCorruptionRestart() const {
    const double total = corruptionRate();
    Seconds mean;
    for (const FailureCause& c : causes) {
        if (total > 0) {
            mean += c.corruptionRestart() * (c.corruptionRate() / total);
        }
    }
    return mean;
}

double meanSpeedOfSlowdown(SlowdownDistribution distribution, double mean) {
    if (!(mean > 1.0)) {
        return 1.0;
    }
    if (distribution == SlowdownDistribution::Fixed) {
        return 1.0 / mean;
    }
    // E[1/(1 + X)], X ~ Exp(mu): (1/mu) e^{x} E1(x) with x = 1/mu. For large x the product
    // e^x E1(x) overflows term by term; its asymptotic series (1/x)(1 - 1/x + 2/x^2 - 6/x^3 +
    // 24/x^4) is then exact to 1e-7 relative (x > 50).
    const double x = 1.0 / (mean - 1.0);
    double scaledE1 = 0;
    if (x > 50.0) {
        const double y = 1.0 / x;
        scaledE1 = y * (1.0 - y * (1.0 - y * (2.0 - y * (6.0 - 24.0 * y))));
    } else {
        scaledE1 = std::exp(x) * -std::expint(-x);
    }
    return std::clamp(x * scaledE1, 0.0, 1.0);
}

Seconds optimalCheckInterval(const FailureModel& m) {
    const double rate = m.corruptionRate();
    if (rate <= 0 || m.checkCost.value() <= 0) {
        return Seconds(0);
    }
    return Seconds(std::sqrt(2.0 * m.checkCost.value() / rate));
}

std::vector<CheckIntervalPoint> checkIntervalTradeOff(const FailureModel& m, Seconds interval,
                                                      int points) {
    std::vector<CheckIntervalPoint> out;
    const Seconds best = optimalCheckInterval(m);
    if (best.value() <= 0 || points < 2) {
        return out;
    }
    FailureModel trial = m;
    for (int i = 0; i < points; ++i) {
        trial.checkInterval = best * std::pow(100.0, static_cast<double>(i) / (points - 1)) / 10.0;
        out.push_back({trial.checkInterval, computeGoodput(goodputTerms(trial, interval)).goodput});
    }
    return out;
}

Seconds FailureModel::snapshotStall() const {
    return recovery == RecoveryMode::PeerMemory ? memorySnapshot : checkpointStall;
}

double erlangLoss(int servers, double load) {
    // B(0) = 1; B(s) = a B(s-1) / (s + a B(s-1)): the stable recursion (no factorials).
    double b = 1.0;
    for (int s = 1; s <= servers && b > 0; ++s) {
        b = load * b / (s + load * b);
    }
    return b;
}

double FailureModel::standbyCoverage() const {
    if (recovery != RecoveryMode::WarmStandby || standbyNodes <= 0) {
        return 0.0;
    }
    double nodeRate = 0;
    for (const FailureCause& c : causes) {
        if (c.replaces == Replacement::Node) {
            nodeRate += c.rate();
        }
    }
    return 1.0 - erlangLoss(standbyNodes, nodeRate * standbyRewarm.value());
}

double FailureModel::fastRecoveryShare(const FailureCause& cause) const {
    switch (recovery) {
    case RecoveryMode::Storage: return 0.0;
    case RecoveryMode::PeerMemory: return 1.0 - peerLoss;
    case RecoveryMode::WarmStandby:
        return cause.replaces == Replacement::Node ? standbyCoverage() : 0.0;
    }
    return 0.0;
}

double FailureModel::fastRecoveryShare() const {
    const double total = failureRate();
    if (total <= 0) {
        return 0.0;
    }
    double fast = 0;
    for (const FailureCause& c : causes) {
        fast += c.rate() * fastRecoveryShare(c);
    }
    return fast / total;
}

double FailureModel::lostWorkFactor() const {
    const double fast = fastRecoveryShare();
    // Peer memory: a fast recovery loses tau/2 (the last snapshot), a fallback k tau/2 (the
    // last stored one); standby: a covered failure loses nothing.
    return recovery == RecoveryMode::PeerMemory ? fast + (1.0 - fast) * storedEvery : 1.0 - fast;
}

Seconds FailureModel::recoveryLag() const {
    const double fallback = 1.0 - fastRecoveryShare();
    return storedLag() * fallback;
}

Seconds FailureModel::lossMtbf() const {
    // f = 0 (every failure covered) gives no interval to speak of: one far beyond the run, kept
    // finite (a failure rate of 1e-300 with f of 1e-300 overflowed) so that Young's sqrt(2 C M)
    // stays finite too.
    const Seconds m = systemMtbf();
    return min(m / std::max(lostWorkFactor(), 1e-9), max(m, Seconds(1e300)));
}

Seconds FailureModel::meanRecovery() const {
    const double total = failureRate();
    if (total <= 0) {
        return Seconds(0);
    }
    Seconds mean;
    for (const FailureCause& c : causes) {
        const double fast = fastRecoveryShare(c);
        Seconds quick;
        if (recovery == RecoveryMode::PeerMemory) {
            quick = c.restart.total() - c.restart.checkpointLoad + memoryRestore;
        } else if (recovery == RecoveryMode::WarmStandby) {
            quick = c.restart.detection + standbySwap;
        }
        mean += (quick * fast + c.restart.total() * (1.0 - fast)) * (c.rate() / total);
    }
    return mean;
}

Seconds FailureModel::storedLag() const {
    return recovery == RecoveryMode::PeerMemory ? checkpointWrite : writeLag();
}

int FailureModel::snapshotsPerStored() const {
    return recovery == RecoveryMode::PeerMemory ? std::max(1, storedEvery) : 1;
}

double FailureModel::standbyGpus(int gpusPerNode) const {
    return recovery == RecoveryMode::WarmStandby
               ? static_cast<double>(std::max(0, standbyNodes)) * gpusPerNode
               : 0.0;
}

FailureModel withRecovery(FailureModel model, RecoveryMode mode) {
    model.recovery = mode;
    return model;
}

Seconds policyInterval(const FailureModel& m, IntervalPolicy policy, Seconds manual) {
    const Seconds stall = m.snapshotStall();
    const Seconds mtbf = m.lossMtbf();
    Seconds tau;
    switch (policy) {
    case IntervalPolicy::Young: tau = youngInterval(stall, mtbf); break;
    case IntervalPolicy::Daly: tau = dalyInterval(stall, mtbf); break;
    case IntervalPolicy::Manual: tau = manual; break;
    case IntervalPolicy::Optimal: tau = optimalInterval(stall, mtbf); break;
    }
    // A checkpoint cannot usefully be taken more often than once a second; this also keeps a
    // zero stall (C = 0, tau* = 0) finite.
    return max(tau, units::seconds(1));
}

double partCount(const PartKind& p, const Cluster& cluster) {
    switch (p.scope) {
    case PartScope::PerGpu: return p.countPerScope * cluster.gpus;
    case PartScope::PerNode: return p.countPerScope * cluster.nodes();
    case PartScope::PerJob: return p.countPerScope;
    }
    return 0;
}

FailureModel failureModel(const Scenario& s, Seconds stall, Seconds write, Seconds load) {
    const ReliabilitySettings& rel = s.reliability;
    FailureModel m;
    for (const PartKind& p : rel.parts) {
        FailureCause c;
        c.kind = p.kind;
        c.count = partCount(p, s.cluster);
        c.mtbf = p.mtbf;
        c.jobMtbf = p.jobMtbf.value_or(Seconds(0));
        c.distribution = p.distribution;
        c.weibullShape = p.weibullShape;
        c.replaces = p.replaces;
        c.restart.detection = p.detection.value_or(rel.detection);
        c.restart.diagnosis = p.diagnosis.value_or(rel.diagnosis);
        c.restart.replacement =
            p.replaces == Replacement::Node ? p.replacement.value_or(rel.replacement) : Seconds(0);
        c.restart.checkpointLoad = load;
        c.restart.dataRestore = rel.dataRestore;
        c.restart.warmup = rel.warmup;
        c.repair = p.repair.value_or(rel.repair);
        c.slowMtbf = p.slowMtbf.value_or(Seconds(0));
        c.sdcMtbf = p.sdcMtbf.value_or(Seconds(0));
        if (c.rate() > 0 || c.slowRate() > 0 || c.corruptionRate() > 0) {
            m.causes.push_back(std::move(c));
        }
    }
    m.checkpointStall = stall;
    m.checkpointWrite = write;
    m.asyncCheckpoint = s.checkpoint.mode == CheckpointMode::Asynchronous;
    m.checkpointLoad = load;
    m.dataRestore = rel.dataRestore;
    m.warmup = rel.warmup;
    m.maintenanceInterval = rel.maintenanceInterval;
    m.maintenanceDuration = rel.maintenanceDuration;
    m.nodes = s.cluster.nodes();
    m.hotSpareNodes = rel.hotSpareNodes;
    m.elastic = rel.elastic;
    m.dataParallel = std::max(1, s.layout.dp(s.cluster.gpus));
    // A model-parallel group inside one node: the node holds several replicas; a group across
    // nodes: the node stops one.
    const int group = std::max(1, s.layout.tp * s.layout.pp * s.layout.cp);
    m.replicasPerNode = std::max(1, s.cluster.gpusPerNode / group);
    m.slowdownMean = rel.slowdownMean;
    m.slowdownDistribution = rel.slowdownDistribution;
    m.slowEviction = rel.slowEviction;
    m.checkInterval = rel.sdcCheckInterval;
    m.checkCost = rel.sdcCheckCost;
    m.recovery = rel.recovery;
    m.memorySnapshot = rel.memorySnapshot;
    m.memoryRestore = rel.memoryRestore;
    m.peerLoss = rel.peerLossProbability;
    m.storedEvery = std::max(1, rel.storedEvery);
    m.standbyNodes = std::max(0, rel.standbyNodes);
    m.standbySwap = rel.standbySwap;
    m.standbyRewarm = rel.standbyRewarm;
    return m;
}

GoodputTerms goodputTerms(const FailureModel& m, Seconds interval) {
    GoodputTerms t;
    t.stall = m.snapshotStall();
    t.interval = m.effectiveInterval(interval);
    t.mtbf = m.systemMtbf();
    t.restart = m.meanRecovery();
    t.writeLag = m.recoveryLag();
    t.lostIntervals = m.lostWorkFactor();
    t.storedEvery = m.snapshotsPerStored();
    t.storedLag = m.storedLag();
    t.plannedShare = m.plannedShare();
    t.repairWaitShare = m.repairWaitShare();
    t.slowShare = m.slowShare();
    t.corruptionRate = m.corruptionRate();
    if (t.corruptionRate > 0) {
        t.corruptionLag = m.checkInterval * 0.5;
        t.corruptionRestart = m.meanCorruptionRestart();
    }
    t.checkOverhead = m.checkOverhead();
    return t;
}

double dalyGoodput(Seconds stall, Seconds interval, Seconds mtbf, Seconds restart) {
    if (interval.value() <= 0) {
        return 0.0;
    }
    if (mtbf.value() <= 0) { // no failures
        return interval / (interval + stall);
    }
    const double segment = (interval + stall) / mtbf;
    const double restartRatio = restart / mtbf;
    if (segment > kMaxExponent || restartRatio > kMaxExponent) {
        return 0.0;
    }
    // M (e^{x} - 1) with expm1: exact for the small x that good plans have.
    const double wallPerSegment = mtbf.value() * std::exp(restartRatio) * std::expm1(segment);
    return interval.value() / wallPerSegment;
}

double higherOrderGoodput(const FailureModel& m, Seconds interval) {
    const GoodputTerms t = goodputTerms(m, interval);
    // Issue 19's classes enter as the first-order shares they take (docs/model.md).
    const double planned =
        1.0 - t.plannedShare - t.repairWaitShare - t.slowShare - t.corruptionShare();
    if (planned <= 0) {
        return 0.0;
    }
    // Recovery modes: Daly's model with the failures weighted by the work they lose, M' = M / f,
    // and the restart per such failure (R + lag) / f, so that (R + lag) / M is unchanged; the
    // same as before for the stored checkpoint (f = 1).
    const Seconds lossMtbf = m.lossMtbf(); // M / f, kept finite
    const double scale = t.mtbf.value() > 0 ? lossMtbf / t.mtbf : 1.0;
    return dalyGoodput(t.stall, t.interval, lossMtbf, (t.restart + t.writeLag) * scale) * planned /
           (1.0 + t.checkOverhead);
}

Seconds optimalInterval(Seconds stall, Seconds mtbf) {
    if (mtbf.value() <= 0) {
        return Seconds(0);
    }
    const double c = stall / mtbf;
    // g(y) = e^{-y} - 1 + y - c is increasing and convex for y > 0 with g(0) = -c; Newton from
    // y = 1 + c (where g > 0) falls monotonically onto the root. expm1 keeps small y exact.
    double y = 1.0 + c;
    for (int i = 0; i < 200; ++i) {
        const double g = std::expm1(-y) + y - c;
        const double slope = -std::expm1(-y);
        if (slope <= 0) {
            break;
        }
        const double next = y - g / slope;
        if (!(next < y)) { // converged (or rounding stopped the descent)
            break;
        }
        y = next;
    }
    return max(mtbf * y - stall, Seconds(0));
}

Seconds optimalInterval(const FailureModel& m) {
    const Seconds tau = optimalInterval(m.snapshotStall(), m.lossMtbf());
    return m.effectiveInterval(tau);
}

} // namespace goodput
