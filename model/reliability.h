// SPDX-License-Identifier: MIT
#pragma once

// Failures, checkpoint interval and goodput (chapter 2.5.11.1-2.5.13).

#include "units.h"

#include <vector>

namespace goodput {

/// A run whose wall-clock would exceed this multiple of its compute time never finishes: the
/// one verdict of the plan (goodput below 1 / this), the layout search and the simulator (a run
/// still going at this multiple is stopped and counted as unfinished).
inline constexpr double kMaxWallClockFactor = 1000.0;

/// A kind of part of which the job needs every one (a series system, 2.5.12).
struct PartPopulation {
    double count = 0; ///< parts in the job
    Seconds mtbf;     ///< mean time between failures of one part
};

/// System MTBF of a series system: failure rates add, M_sys = 1 / sum(n_i / M_i); for one kind
/// M / n (2.5.12).
Seconds systemMtbf(const std::vector<PartPopulation>& parts);

/// Expected failures over a run of the given length: T / M_sys (2.5.12).
double expectedFailures(Seconds runTime, Seconds systemMtbf);

/// Young's first-order optimum interval tau* = sqrt(2 C M) (2.5.11.1; Young 1974).
Seconds youngInterval(Seconds stall, Seconds mtbf);

/// Daly's higher-order estimate (FGCS 2006): sqrt(2 C M) [1 + sqrt(C/2M)/3 + (C/2M)/9] - C for
/// C < 2M, and M otherwise.
Seconds dalyInterval(Seconds stall, Seconds mtbf);

/// Waste per unit of useful compute at interval tau: C / tau + tau / (2 M) (2.5.11.1).
double checkpointWaste(Seconds stall, Seconds interval, Seconds mtbf);

/// Time a restart costs besides the lost work (2.5.13).
struct RestartCost {
    Seconds detection;      ///< until the job notices (collective timeout, health check)
    Seconds replacement;    ///< diagnose and swap the bad node (hot spare) or wait for repair
    Seconds checkpointLoad; ///< read the latest checkpoint back
    Seconds dataRestore;    ///< restore the data loader's position
    Seconds warmup;         ///< re-initialise, compile, warm caches
    Seconds diagnosis{};    ///< find the culprit before replacing it (issue 10; 0 in the chapter)
    [[nodiscard]] Seconds total() const {
        return detection + replacement + checkpointLoad + dataRestore + warmup + diagnosis;
    }
};

struct GoodputBreakdown {
    double goodput = 0;         ///< useful compute / wall-clock, in (0, 1]; 0 if never finishing
    double checkpointShare = 0; ///< share of wall-clock spent stalled for checkpoints
    double lostWorkShare = 0;   ///< share recomputing work lost since the last checkpoint
    double restartShare = 0;    ///< share in restarts (detection, replacement, load, ...)
    double plannedShare = 0;    ///< share stopped for planned maintenance
    double repairWaitShare = 0; ///< share lost to an empty spare pool (waiting or degraded)
    double slowShare = 0;       ///< issue 19: share lost to slow parts and their eviction
    double corruptionShare = 0; ///< issue 19: share lost to silent corruption: rollback, restart
    double checkShare = 0;      ///< issue 19: share stalled for corruption checks
    /// false when failures, restarts and stops leave a goodput under 1 / kMaxWallClockFactor
    bool finishes = true;
};

/// The inputs of the first-order goodput: the chapter's four (2.5.13) and two of issue 10.
struct GoodputTerms {
    Seconds stall;    ///< C: training stall per checkpoint
    Seconds interval; ///< tau: compute between checkpoints
    Seconds mtbf;     ///< M: system MTBF; 0 = no failures
    Seconds restart;  ///< R: mean restart cost per failure
    /// An asynchronous checkpoint is durable only this long after its stall; a failure in that
    /// window falls back to the checkpoint before, so each failure loses tau/2 + lag of work.
    Seconds writeLag{};
    double plannedShare = 0;    ///< share of wall-clock stopped for planned maintenance
    double repairWaitShare = 0; ///< share lost because the spare pool runs dry
    // Issue 19 (docs/model.md, "Fail-slow" and "Silent data corruption"); 0 = none.
    double slowShare = 0;      ///< share of wall-clock lost to slow parts and their eviction
    double corruptionRate = 0; ///< silent corruptions per second of wall-clock
    /// Work one corruption loses besides tau/2 + lag: the detection lag, half a check interval.
    Seconds corruptionLag{};
    Seconds corruptionRestart{}; ///< mean restart after a corruption is found
    double checkOverhead = 0;    ///< K / kappa: check stall per unit of compute
    // Issue 19, recovery modes (docs/model.md): the defaults are the stored checkpoint's.
    /// f: work lost per failure in half-intervals, so a failure loses f tau/2 + lag.
    double lostIntervals = 1;
    /// k: snapshots per stored checkpoint; a corruption rolls back to a stored one.
    double storedEvery = 1;
    /// A stored checkpoint is durable this long after its stall (the corruption's lag).
    Seconds storedLag{};
    /// Share of wall-clock lost to silent corruption: lambda_c (k tau/2 + lag_s + kappa/2 + R_c)
    /// (k = 1 and lag_s = the write lag with the stored checkpoint).
    [[nodiscard]] double corruptionShare() const {
        return corruptionRate *
               (interval * (0.5 * storedEvery) + storedLag + corruptionLag + corruptionRestart)
                   .value();
    }
};

/// Wall-clock W covers compute T, stalls T C/tau, per failure tau/2 + lag + R, and planned stops
/// p W, and waiting for repairs w W; failures arrive at W / M. Solving
/// W = T (1 + C/tau) + (W/M)(tau/2 + lag + R) + (p + w) W:
///   goodput = T / W = (1 - (tau/2 + lag + R) / M - p - w) / (1 + C / tau).
/// Issue 19 adds the slow share s W, corruptions at rate lambda_c each losing
/// tau/2 + lag + kappa/2 + R_c, and the checks' stall T K / kappa:
///   goodput = (1 - (tau/2 + lag + R)/M - p - w - s - lambda_c (tau/2 + lag + kappa/2 + R_c))
///             / (1 + C/tau + K/kappa).
/// The run finishes when goodput >= 1 / kMaxWallClockFactor.
GoodputBreakdown computeGoodput(const GoodputTerms& terms);

/// Goodput of a run with checkpoint stall C every interval tau, system MTBF M and restart cost R
/// (2.5.13). Wall-clock W covers compute T, stalls T C / tau, and per failure the lost half
/// interval plus R; failures arrive at W / M. Solving W = T (1 + C/tau) + (W/M)(tau/2 + R) gives
///   goodput = T / W = (1 - (tau/2 + R) / M) / (1 + C / tau),
/// which to first order is 1 - C/tau - tau/(2M) - R/M: the chapter's waste plus restarts.
GoodputBreakdown computeGoodput(Seconds stall, Seconds interval, Seconds mtbf, Seconds restart);

} // namespace goodput
