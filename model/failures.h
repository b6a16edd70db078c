// SPDX-License-Identifier: MIT
#pragma once

// The failure model of a run (issue 10): part kinds counted from the cluster, each with its own
// failure rate and restart path, planned maintenance, a hot-spare pool; and the analytic goodput
// over it, to first order (chapter 2.5.13) and to Daly's higher order. The Monte-Carlo simulator
// (simulate.h) runs the same model event by event.

#include "reliability.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace goodput {

/// One kind of failure as the job sees it: how many parts, how often, and what a restart costs.
struct FailureCause {
    std::string kind;
    double count = 0; ///< parts in the job: scope x count per scope
    Seconds mtbf;     ///< of one part
    Seconds jobMtbf;  ///< issue 19: the kind's per-job term; 0 = none
    FailureDistribution distribution = FailureDistribution::Exponential;
    double weibullShape = 1;
    Replacement replaces = Replacement::Node;
    RestartCost restart; ///< every phase; replacement is 0 when nothing is replaced
    Seconds repair;      ///< a replaced node's way back to the spare pool
    Seconds slowMtbf;    ///< issue 19: fail-slow, per part; 0 = never
    Seconds sdcMtbf;     ///< issue 19: silent data corruption, per part; 0 = never
    /// Fail-slow episodes per second, count / slowMtbf.
    [[nodiscard]] double slowRate() const;
    /// Silent corruptions per second, count / sdcMtbf.
    [[nodiscard]] double corruptionRate() const;
    /// The restart after a corruption: the kind's path without its detection (the check found
    /// it).
    [[nodiscard]] Seconds corruptionRestart() const;
    /// Failures per second of the parts, count / MTBF (the long-run rate for Weibull too).
    [[nodiscard]] double partRate() const;
    /// Failures per second of the per-job term, 1 / jobMtbf (0 when unset).
    [[nodiscard]] double jobRate() const;
    /// Failures per second of the whole kind: a + b n with a = jobRate(), b n = partRate().
    [[nodiscard]] double rate() const;
};

struct FailureModel {
    std::vector<FailureCause> causes; ///< kinds with at least one part
    Seconds checkpointStall;          ///< C: training stops this long per checkpoint
    Seconds checkpointWrite;          ///< time to write one checkpoint to storage
    bool asyncCheckpoint = false;     ///< the write overlaps compute after the stall
    Seconds checkpointLoad;           ///< restart phases every cause shares
    Seconds dataRestore;
    Seconds warmup;
    std::optional<Seconds> maintenanceInterval; ///< planned stops: mean time between
    Seconds maintenanceDuration;
    int nodes = 0;
    std::optional<int> hotSpareNodes; ///< unset: a spare is always at hand
    bool elastic = false;
    int dataParallel = 1;    ///< replicas the job runs
    int replicasPerNode = 1; ///< replicas one missing node stops (elastic mode)
    // Issue 19: fail-slow and silent data corruption (docs/model.md).
    double slowdownMean = 2; ///< E[s]: a slow part makes every step s times longer
    SlowdownDistribution slowdownDistribution = SlowdownDistribution::Fixed;
    Seconds slowEviction;  ///< D: from a slowdown's onset to its eviction (wall-clock)
    Seconds checkInterval; ///< kappa: compute between corruption checks
    Seconds checkCost;     ///< K: stall of one check
    // Issue 19: how the job gets its state back (docs/model.md, "Recovery modes").
    RecoveryMode recovery = RecoveryMode::Storage;
    Seconds memorySnapshot; ///< peer: C_m, the stall of one snapshot to host RAM and a peer
    Seconds memoryRestore;  ///< peer: L_m, reading the state back from RAM
    double peerLoss = 0;    ///< peer: q, the copy is lost with the failed node's peer
    int storedEvery = 1;    ///< peer: k, every k-th snapshot is also written to storage
    int standbyNodes = 0;   ///< standby: S warm nodes
    Seconds standbySwap;    ///< standby: from detection until the job runs again
    Seconds standbyRewarm;  ///< standby: B, a fresh node takes the state after a swap

    /// Total failure rate, per second.
    [[nodiscard]] double failureRate() const;
    /// Series-system MTBF, 1 / sum(n_i / M_i + 1 / J_i) (2.5.12 with issue 19's per-job terms
    /// J_i); 0 when nothing fails.
    [[nodiscard]] Seconds systemMtbf() const;
    /// Each restart phase averaged over the causes, weighted by their rates.
    [[nodiscard]] RestartCost meanRestart() const;
    /// A checkpoint is durable this long after its stall ends: the write for asynchronous
    /// saving, 0 for synchronous (the stall is the write).
    [[nodiscard]] Seconds writeLag() const;
    /// The interval actually achieved: an asynchronous write longer than tau delays the next
    /// snapshot until it is done (the chapter: saves must not overlap, 2.5.11).
    [[nodiscard]] Seconds effectiveInterval(Seconds interval) const;
    /// Wall-clock of one planned stop: a final synchronous write, the maintenance, and the
    /// shared restart phases. No work is lost.
    [[nodiscard]] Seconds maintenanceStop() const;
    /// Share of wall-clock in planned stops: stop / interval.
    [[nodiscard]] double plannedShare() const;
    /// Nodes away for repair on average (Little's law: node-replacing rate x repair time); a
    /// spare pool much smaller than this runs dry.
    [[nodiscard]] double expectedNodesInRepair() const;
    /// Share of the wall-clock lost because a finite spare pool runs dry. Nodes away for repair
    /// are Poisson with mean expectedNodesInRepair() (M/G/inf: failures arrive at their rate
    /// whatever the job does, each repair takes its time). With K away and S spares, K - S nodes
    /// are missing: the job waits for repairs (share P(K > S)), or, elastic, runs without the
    /// replicas they hold (share E[min(1, (K - S) replicas / data-parallel)]). 0 without a pool.
    [[nodiscard]] double repairWaitShare() const;

    /// Fail-slow episodes per second over all kinds.
    [[nodiscard]] double slowRate() const;
    /// E[1/s]: the share of full speed a slow job keeps, over the slowdown's distribution.
    [[nodiscard]] double meanSlowSpeed() const;
    /// Wall-clock one eviction of a slow part of this kind stops the job: a checkpoint write, the
    /// swap, and the shared restart phases (a planned stop: no work lost).
    [[nodiscard]] Seconds evictionStop(const FailureCause& cause) const;
    /// Share of wall-clock lost to fail-slow: sum_i lambda_i [D (1 - E[1/s]) + E_i], with
    /// lambda_i the kind's slow rate and E_i its eviction stop.
    [[nodiscard]] double slowShare() const;
    /// Silent corruptions per second over all kinds.
    [[nodiscard]] double corruptionRate() const;
    /// K / kappa when something can corrupt silently (the checks run then), else 0.
    [[nodiscard]] double checkOverhead() const;
    /// The corruption restart averaged over the kinds by their corruption rates.
    [[nodiscard]] Seconds meanCorruptionRestart() const;

    // Issue 19: recovery modes (docs/model.md, "Recovery modes").
    /// The stall of one snapshot: C_m for peer memory, else the checkpoint's C.
    [[nodiscard]] Seconds snapshotStall() const;
    /// Warm standby: the chance a node-replacing failure finds a warm node, 1 - B(S, lambda_n B)
    /// with B(S, a) Erlang's loss formula (S standbys each re-warmed B after use, node-replacing
    /// failures at lambda_n); 0 in the other modes.
    [[nodiscard]] double standbyCoverage() const;
    /// Chance a failure of this kind recovers without the stored checkpoint: 1 - q for peer
    /// memory, standbyCoverage() for a node-replacing kind under warm standby, else 0.
    [[nodiscard]] double fastRecoveryShare(const FailureCause& cause) const;
    /// Share of all failures recovered without the stored checkpoint (rate-weighted).
    [[nodiscard]] double fastRecoveryShare() const;
    /// f: expected work lost per failure in units of tau/2 (the lag aside): 1 for storage,
    /// (1 - q) + q k for peer memory, 1 - (covered share) for warm standby.
    [[nodiscard]] double lostWorkFactor() const;
    /// The lag per failure: storage writeLag(); peer q x write (the stored copy is written in the
    /// background); standby (1 - covered share) x writeLag().
    [[nodiscard]] Seconds recoveryLag() const;
    /// M / f: the MTBF that sets the checkpoint interval (failures weighted by the work they
    /// lose). M for storage.
    [[nodiscard]] Seconds lossMtbf() const;
    /// R: the restart per failure averaged over the kinds and over the two ways back (the
    /// storage mode's meanRestart().total()).
    [[nodiscard]] Seconds meanRecovery() const;
    /// A stored checkpoint is durable this long after its snapshot's stall: writeLag(), or the
    /// write for peer memory (written from RAM in the background).
    [[nodiscard]] Seconds storedLag() const;
    /// Snapshots per stored checkpoint: k for peer memory, else 1.
    [[nodiscard]] int snapshotsPerStored() const;
    /// GPUs billed besides the job's: the warm standby nodes' (0 in other modes).
    [[nodiscard]] double standbyGpus(int gpusPerNode) const;
};

/// Erlang's loss formula B(S, a): the share of Poisson arrivals that find all S servers busy,
/// with offered load a (arrival rate x mean holding time); any holding-time distribution.
double erlangLoss(int servers, double load);

/// One recovery mode evaluated on a scenario (issue 19): the plan of each mode, to compare.
struct RecoveryOutlook {
    RecoveryMode mode = RecoveryMode::Storage;
    Seconds snapshotStall;     ///< stall per snapshot
    Seconds interval;          ///< the policy's interval with this mode's stall and loss MTBF
    double fastShare = 0;      ///< failures recovered without the stored checkpoint
    Seconds lostPerFailure;    ///< f tau/2 + lag
    Seconds restartPerFailure; ///< meanRecovery()
    double goodput = 0;        ///< first order; 0 when the run never finishes
    double higherOrderGoodput = 0;
    Seconds wallClock;      ///< compute / goodput; 0 when it never finishes
    Dollars cost;           ///< the job's GPUs and the standby's over the wall-clock
    double standbyGpus = 0; ///< billed besides the job
};

/// What a plan shows of one cause.
struct CauseOutlook {
    std::string kind;
    double parts = 0;                ///< in the job
    Seconds mtbf;                    ///< of one part
    Seconds jobMtbf;                 ///< the kind's per-job term; 0 = none
    double share = 0;                ///< of all failures (by rate)
    double expectedFailures = 0;     ///< over the wall-clock run
    Seconds restart;                 ///< total restart after one failure of this kind
    Seconds slowMtbf;                ///< issue 19: fail-slow per part; 0 = never
    Seconds sdcMtbf;                 ///< issue 19: silent corruption per part; 0 = never
    double expectedSlowEpisodes = 0; ///< over the wall-clock run
    double expectedCorruptions = 0;  ///< over the wall-clock run
};

/// Parts of a kind in the job: count per scope x GPUs, nodes, or 1 for the job.
double partCount(const PartKind& part, const Cluster& cluster);

/// The failure model of a scenario, given the checkpoint stall, write and load times.
FailureModel failureModel(const Scenario& scenario, Seconds stall, Seconds write, Seconds load);

/// The model under another recovery mode: the same failures, the same mode parameters.
FailureModel withRecovery(FailureModel model, RecoveryMode mode);

/// The checkpoint (snapshot) interval of a policy for a failure model: Young's, Daly's or the
/// exact optimum with the mode's snapshot stall and loss MTBF (M / f), or the manual one; never
/// below 1 s.
Seconds policyInterval(const FailureModel& model, IntervalPolicy policy, Seconds manual);

/// The first-order goodput terms of a failure model at checkpoint interval tau.
GoodputTerms goodputTerms(const FailureModel& model, Seconds interval);

/// E[1/s] of a slowdown factor s >= 1 with the given mean: 1/mean when fixed; for
/// s = 1 + X with X exponential of mean mu = mean - 1, (1/mu) e^{1/mu} E1(1/mu).
double meanSpeedOfSlowdown(SlowdownDistribution distribution, double mean);

/// The corruption check interval that maximises the first-order goodput: the checks' stall
/// K / kappa against the detection lag lambda_c kappa / 2 per unit of wall-clock gives
/// kappa* = sqrt(2 K / lambda_c) (Young's argument); 0 when nothing corrupts or a check is free.
Seconds optimalCheckInterval(const FailureModel& model);

/// One point of the check-interval trade-off.
struct CheckIntervalPoint {
    Seconds interval;
    double goodput = 0; ///< first order, the checkpoint interval held
};

/// The first-order goodput at `points` check intervals log-spaced from kappa*/10 to 10 kappa*,
/// the checkpoint interval held at tau; empty when nothing corrupts silently.
std::vector<CheckIntervalPoint> checkIntervalTradeOff(const FailureModel& model, Seconds interval,
                                                      int points = 9);

/// Daly's higher-order model (FGCS 2006, eq. 3 with exponential failures that strike at any
/// time, also during checkpoints and restarts): wall-clock per useful time
///   W / T = M e^{R/M} (e^{(tau + C)/M} - 1) / tau,
/// so goodput = tau / (M e^{R/M} (e^{(tau + C)/M} - 1)). To first order in tau/M, C/M, R/M it is
/// computeGoodput()'s. 0 when the exponent would overflow.
double dalyGoodput(Seconds stall, Seconds interval, Seconds mtbf, Seconds restart);

/// Daly's model over a failure model: the rate-weighted mean restart, the asynchronous write lag
/// added to it (an approximation: lost work, not a vulnerable restart), the effective interval,
/// and planned stops as a factor (1 - planned share).
double higherOrderGoodput(const FailureModel& model, Seconds interval);

/// The exact maximiser of dalyGoodput over tau: with y = (tau + C)/M it solves
/// e^{-y} = 1 + C/M - y, i.e. tau = M [1 + W0(-e^{-(1 + C/M)})] with W0 Lambert's function.
/// Tends to Young's sqrt(2 C M) for C << M and to M for C >> M. Independent of R.
Seconds optimalInterval(Seconds stall, Seconds mtbf);

/// optimalInterval() for a failure model: its snapshot stall and loss MTBF (lossMtbf()), never
/// below an asynchronous write.
Seconds optimalInterval(const FailureModel& model);

} // namespace goodput
