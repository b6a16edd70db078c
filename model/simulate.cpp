// SPDX-License-Identifier: MIT
#include "simulate.h"

#include "plan.h"
#include "random.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace goodput {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
/// A run still going after this many events or kMaxWallClockFactor times its compute time (the
/// plan's verdict, reliability.h) is stopped and reported as unfinished: bad inputs must not
/// hang the simulator.
constexpr int kMaxEventsPerRun = 100'000;
/// Events over all runs of one simulate() call; past it no further run starts and the result
/// says so (simulation.eventBudgetSpent). An event costs well under a microsecond (the spare
/// pool's repairs are a heap), so the budget is a few seconds: an elastic job with no hot spares
/// once took 259 s on 16 GPUs under a budget of 50 million events sorting the repairs each time.
constexpr long long kEventBudget = kSimulationEventBudget;
/// Stream index of the maintenance draws; failure kinds use 0, 1, 2, ...
constexpr std::uint64_t kMaintenanceStream = 1u << 20;
/// Stream indices of the fail-slow and silent-corruption draws (issue 19), all kinds in one.
constexpr std::uint64_t kSlowStream = kMaintenanceStream + 1;
constexpr std::uint64_t kCorruptionStream = kMaintenanceStream + 2;
/// Stream index of the peer-memory draws (is the peer's copy lost too?), issue 19.
constexpr std::uint64_t kRecoveryStream = kMaintenanceStream + 3;

/// Per-kind constants of the failure draws.
struct CauseDraw {
    bool weibull = false;
    double meanGap = 0; ///< exponential: 1 / (count / MTBF + 1 / job MTBF)
    double count = 0;   ///< Weibull fleet
    double jobGap = 0;  ///< Weibull kinds: the per-job term's MTBF, drawn apart; 0 = none
    double eta = 0;
    double shape = 1;
    bool replacesNode = true;
};

/// What one run produced.
struct RunOutcome {
    bool finished = false;
    double wall = 0;
    int failures = 0;
    int plannedStops = 0;
    int events = 0;
    int slowEpisodes = 0;
    int corruptions = 0;
    int fastRecoveries = 0; ///< issue 19: failures recovered without the stored checkpoint
};

/// A stretch of running between two events: it starts at `start` with `progress0` of useful
/// compute and runs the checkpoint cycle (tau compute, C stall) at `rate` (the replicas running),
/// every step `slow` times longer while a slow part is in the job. After a restore it starts a
/// cycle afresh (phase 0, progress0 the restored snapshot); after an event that stops no work (a
/// slow onset, a corruption, a failure a warm standby covers) it goes on with the cycle it was in:
/// `phase` seconds into it, whose starting snapshot holds `cycleProgress` and is number `index`
/// (modulo the snapshots per stored checkpoint).
struct Segment {
    double start = 0;
    double progress0 = 0;
    double rate = 1;
    double slow = 1;
    double phase = 0;
    double cycleProgress = 0;
    int index = 0;
};

/// Index of the kind a uniform draw u in [0, 1) picks, each with its share of `cumulative`
/// (running sums of the kinds' rates).
int pickKind(const std::vector<double>& cumulative, double u) {
    const double x = u * cumulative.back();
    const auto it = std::upper_bound(cumulative.begin(), cumulative.end(), x);
    return static_cast<int>(std::min<std::ptrdiff_t>(
        it - cumulative.begin(), static_cast<std::ptrdiff_t>(cumulative.size()) - 1));
}

/// One run of the whole training, replayed event by event. Buffers live across runs.
class Simulator {
public:
    explicit Simulator(const SimulationPlan& plan)
        : m_model(plan.model), m_kinds(static_cast<int>(plan.model.causes.size())) {
        const FailureModel& m = m_model;
        m_compute = plan.computeTime.value();
        m_tau = m.effectiveInterval(plan.interval).value();
        m_stall = m.snapshotStall().value();
        // Issue 19: a peer-memory snapshot is safe at the end of its stall; the stored copy of
        // every k-th is written from RAM in the background.
        m_peer = m.recovery == RecoveryMode::PeerMemory;
        m_lag = m_peer ? 0.0 : m.writeLag().value();
        m_storedLag = m.storedLag().value();
        m_storedEvery = m.snapshotsPerStored();
        m_peerLoss = m.peerLoss;
        m_memoryRestore = m.memoryRestore.value();
        m_standbys = m.recovery == RecoveryMode::WarmStandby ? m.standbyNodes : 0;
        m_standbySwap = m.standbySwap.value();
        m_rewarm = m.standbyRewarm.value();
        m_period = m_tau + m_stall;
        m_write = m.checkpointWrite.value();
        m_restartTail = {m.checkpointLoad.value(), m.dataRestore.value(), m.warmup.value()};
        m_maintenanceGap = m.maintenanceInterval ? m.maintenanceInterval->value() : 0.0;
        m_unlimitedSpares = !m.hotSpareNodes;
        for (const FailureCause& c : m.causes) {
            CauseDraw d;
            d.weibull = c.distribution == FailureDistribution::Weibull;
            // Exponential streams superpose: the part and per-job terms are one stream of rate
            // a + b n. A Weibull fleet is not memoryless, so its per-job term is its own draw.
            d.meanGap = c.rate() > 0 ? 1.0 / c.rate() : kInfinity;
            d.count = c.count;
            d.jobGap = c.jobMtbf.value();
            d.shape = c.weibullShape;
            d.eta = d.weibull ? weibullScaleForMean(c.mtbf.value(), c.weibullShape) : 0.0;
            d.replacesNode = c.replaces == Replacement::Node;
            m_draws.push_back(d);
        }
        double slow = 0;
        double corruption = 0;
        for (const FailureCause& c : m.causes) {
            slow += c.slowRate();
            corruption += c.corruptionRate();
            m_slowCumulative.push_back(slow);
            m_corruptionCumulative.push_back(corruption);
        }
        m_slowGap = slow > 0 ? 1.0 / slow : 0.0;
        m_corruptionGap = corruption > 0 ? 1.0 / corruption : 0.0;
        m_classes = slow > 0 || corruption > 0;
        m_checkFactor = 1.0 + m.checkOverhead();
        m_checkInterval = m.checkInterval.value();
        m_slowdownMean = m.slowdownMean;
        m_slowExponential = m.slowdownDistribution == SlowdownDistribution::Exponential;
        m_slowEviction = m.slowEviction.value();
        m_nextFailure.resize(m_kinds);
        m_loss.assign(static_cast<std::size_t>(kLossCategories) * (m_kinds + 1), 0.0);
    }

    [[nodiscard]] int kinds() const { return m_kinds; }
    /// Seconds per category and kind, summed over the finished runs; kind index kinds() = job.
    [[nodiscard]] double lossSum(LossCategory c, int kind) const {
        return m_lossSum[slot(c, kind)];
    }

    RunOutcome run(std::uint64_t seed, std::uint64_t runIndex) {
        reset(seed, runIndex);
        Segment seg;
        RunOutcome out;
        while (true) {
            if (m_abandoned || ++m_events > kMaxEventsPerRun ||
                m_t > kMaxWallClockFactor * m_compute) {
                return unfinished(out);
            }
            const double finish = finishTime(seg);
            int kind = -1;
            const double failure = nextFailure(kind);
            if (m_maintenanceGap > 0 && m_nextMaintenance < seg.start) {
                // Came due while the job was down: done during that stop.
                m_nextMaintenance = seg.start + m_maintenanceRandom.exponential(m_maintenanceGap);
            }
            const double maintenance = m_maintenanceGap > 0 ? m_nextMaintenance : kInfinity;
            const double repaired =
                degraded() && !m_repairs.empty() ? std::max(m_repairs.front(), m_t) : kInfinity;
            // Issue 19: an onset, eviction or corruption due while the job was down happens now.
            double slowOnset = kInfinity;
            double slowEnd = kInfinity;
            double corruption = kInfinity;
            double found = kInfinity;
            double next = std::min({failure, maintenance, repaired});
            if (m_classes) {
                slowOnset = std::max(m_nextSlow, m_t);
                slowEnd = std::max(m_slowUntil, m_t);
                corruption = std::max(m_nextCorruption, m_t);
                found = m_corruptAt >= 0 ? detectionTime(seg) : kInfinity;
                next = std::min({next, slowOnset, slowEnd, corruption, found});
            }
            if (finish <= next) {
                advance(seg, finish, true);
                m_t = finish;
                break;
            }
            advance(seg, next, false);
            m_t = next;
            m_keepPhase = m_phase >= 0;
            if (next == failure) {
                fail(kind);
            } else if (next == slowEnd) {
                evictSlowPart();
            } else if (next == slowOnset) {
                slowDown();
            } else if (next == found) {
                corruptionFound();
            } else if (next == corruption) {
                corrupt();
            } else if (next == maintenance) {
                ++m_plannedStops;
                m_nextMaintenance = m_t + m_maintenanceRandom.exponential(m_maintenanceGap);
                plannedStop(LossCategory::Maintenance, m_model.maintenanceDuration.value());
            } else {
                absorbRepairs(m_t);
                plannedStop(LossCategory::Rescale, 0.0);
            }
            seg = m_keepPhase
                      ? Segment{m_t,     m_progress,      m_rate,      m_slow,
                                m_phase, m_cycleProgress, m_cycleIndex}
                      : Segment{m_t, m_progress, m_rate, m_slow, 0.0, m_progress, m_durableIndex};
        }
        out.finished = true;
        out.wall = m_t;
        out.failures = m_failures;
        out.plannedStops = m_plannedStops;
        out.events = m_events;
        out.slowEpisodes = m_slowEpisodes;
        out.fastRecoveries = m_fastRecoveries;
        out.corruptions = m_corruptions;
        for (std::size_t i = 0; i < m_loss.size(); ++i) {
            m_lossSum[i] += m_loss[i];
        }
        return out;
    }

    [[nodiscard]] int failuresOfKind(int kind) const { return m_runFailures[kind]; }

private:
    [[nodiscard]] std::size_t slot(LossCategory c, int kind) const {
        return static_cast<std::size_t>(c) * (m_kinds + 1) + kind;
    }
    void lose(LossCategory c, int kind, double seconds) { m_loss[slot(c, kind)] += seconds; }
    [[nodiscard]] int jobSlot() const { return m_kinds; }
    [[nodiscard]] bool degraded() const { return m_model.elastic && m_missing > 0; }

    void reset(std::uint64_t seed, std::uint64_t runIndex) {
        m_t = 0;
        m_progress = 0;
        m_durable = 0;
        m_rate = 1;
        m_missing = 0;
        m_spares = m_model.hotSpareNodes.value_or(0);
        m_pendingSwap = 0;
        m_failures = 0;
        m_plannedStops = 0;
        m_events = 0;
        m_abandoned = false;
        m_repairs.clear();
        m_rewarming.clear();
        m_stored = 0;
        m_durableIndex = 0;
        m_keepPhase = false;
        std::fill(m_loss.begin(), m_loss.end(), 0.0);
        if (m_lossSum.empty()) {
            m_lossSum.assign(m_loss.size(), 0.0);
        }
        m_random.clear();
        m_runFailures.assign(m_kinds, 0);
        for (int k = 0; k < m_kinds; ++k) {
            m_random.emplace_back(streamSeed(seed, runIndex, static_cast<std::uint64_t>(k)));
            drawNextFailure(k, 0.0);
        }
        m_maintenanceRandom = Random(streamSeed(seed, runIndex, kMaintenanceStream));
        m_slow = 1;
        m_slowUntil = kInfinity;
        m_slowKind = 0;
        m_slowEpisodes = 0;
        m_fastRecoveries = 0;
        m_nextSlow = firstOnset(m_slowRandom, m_slowGap, seed, runIndex, kSlowStream);
        m_corruptAt = -1;
        m_clean = 0;
        m_corruptKind = 0;
        m_corruptions = 0;
        m_nextCorruption =
            firstOnset(m_corruptionRandom, m_corruptionGap, seed, runIndex, kCorruptionStream);
        m_nextMaintenance =
            m_maintenanceGap > 0 ? m_maintenanceRandom.exponential(m_maintenanceGap) : kInfinity;
        if (m_peer) {
            m_recoveryRandom = Random(streamSeed(seed, runIndex, kRecoveryStream));
        }
    }

    /// The first event of a stream of events `gap` apart on average (0: none, never), seeding
    /// `random` with this run's `stream` for the draws that follow. Seeded only when used:
    /// seeding costs as much as a short run's failure draws.
    static double firstOnset(Random& random, double gap, std::uint64_t seed, std::uint64_t runIndex,
                             std::uint64_t stream) {
        if (!(gap > 0)) {
            return kInfinity;
        }
        random = Random(streamSeed(seed, runIndex, stream));
        return random.exponential(gap);
    }

    RunOutcome unfinished(RunOutcome out) {
        out.finished = false;
        out.wall = m_t;
        out.events = m_events;
        return out;
    }

    void drawNextFailure(int k, double now) {
        const CauseDraw& d = m_draws[k];
        Random& r = m_random[k];
        if (!d.weibull) {
            m_nextFailure[k] = now + r.exponential(d.meanGap);
            return;
        }
        double next =
            d.count > 0 ? nextWeibullFleetFailure(now, d.count, d.eta, d.shape, r.exponential(1.0))
                        : kInfinity;
        if (d.jobGap > 0) {
            next = std::min(next, now + r.exponential(d.jobGap));
        }
        m_nextFailure[k] = next;
    }

    double nextFailure(int& kind) const {
        double best = kInfinity;
        for (int k = 0; k < m_kinds; ++k) {
            if (m_nextFailure[k] < best) {
                best = m_nextFailure[k];
                kind = k;
            }
        }
        return best;
    }

    /// Wall-clock at which the segment's final checkpoint is durable and the run is done.
    [[nodiscard]] double finishTime(const Segment& s) const {
        // In the frame of the cycle's start: its compute and stall before `start` count.
        const double compute = (m_compute - s.progress0) / speed(s) + std::min(s.phase, m_tau);
        const double cycles = std::max(1.0, std::ceil(compute / m_tau));
        return s.start - s.phase + (cycles - 1) * m_period + (compute - (cycles - 1) * m_tau) +
               m_stall + m_lag;
    }

    /// Plays the segment's checkpoint cycle up to `end`: progress, the durable checkpoint, and
    /// the time computing, degraded and stalled.
    void advance(const Segment& s, double end, bool finishing) {
        // In the frame of the cycle's start (s.phase before `start`): c0 of its compute and s0
        // of its stall were done in an earlier segment.
        const double c0 = std::min(s.phase, m_tau);
        const double s0 = s.phase - c0;
        const double elapsed = end - s.start + s.phase;
        const double v = speed(s);
        const double needed = (m_compute - s.progress0) / v + c0;
        const double cycles = std::max(1.0, std::ceil(needed / m_tau));
        const double k = std::min(std::floor(elapsed / m_period), cycles - 1);
        const double rest = elapsed - k * m_period;
        const bool last = k == cycles - 1;
        const double segmentCompute = last ? needed - (cycles - 1) * m_tau : m_tau;
        const double computed = k * m_tau + std::min(rest, segmentCompute) - c0;
        double stalled = k * m_stall + std::clamp(rest - segmentCompute, 0.0, m_stall) - s0;
        if (last) {
            stalled +=
                std::max(0.0, rest - segmentCompute - m_stall); // waiting for the final write
        }
        m_progress = finishing ? m_compute : s.progress0 + v * computed;
        // Snapshot j of the frame holds progress P(j): the cycle's start for j = 0.
        const auto snapshot = [&](double j) {
            return j > 0 ? s.progress0 + v * (j * m_tau - c0) : s.cycleProgress;
        };
        if (elapsed >= m_lag) {
            const double j = std::clamp(std::floor((elapsed - m_lag) / m_period), 0.0, cycles - 1);
            m_durable = snapshot(j);
            if (m_peer) {
                m_durableIndex = (s.index + static_cast<int>(j)) % m_storedEvery;
            }
        }
        if (m_peer && elapsed >= m_storedLag) {
            // The last snapshot written to storage: every k-th, durable storedLag after its stall.
            const double j =
                std::clamp(std::floor((elapsed - m_storedLag) / m_period), 0.0, cycles - 1);
            const double stored =
                j - static_cast<double>((s.index + static_cast<long long>(j)) % m_storedEvery);
            if (stored >= 0) {
                m_stored = snapshot(stored);
            }
        }
        // Where the next segment goes on when nothing is restored; the final write of the last
        // cycle (its compute shorter than tau) starts afresh (m_phase < 0).
        m_phase = !last || rest < segmentCompute ? rest : -1.0;
        m_cycleProgress = snapshot(k);
        if (m_peer) {
            m_cycleIndex = (s.index + static_cast<int>(k)) % m_storedEvery;
        }
        lose(LossCategory::CheckpointStall, jobSlot(), stalled);
        if (v == s.rate) {
            lose(LossCategory::Degraded, jobSlot(), (1.0 - s.rate) * computed);
            return;
        }
        // Time computing at speed rate / (check x slow) loses, of each second: 1 - 1/check to
        // the checks, (1 - 1/slow) / check to the slow part, the rest of 1 - v to the replicas.
        const double checked = computed / m_checkFactor;
        lose(LossCategory::CorruptionCheck, jobSlot(), computed - checked);
        lose(LossCategory::Slowdown, m_slowKind, checked - checked / s.slow);
        lose(LossCategory::Degraded, jobSlot(), (1.0 - s.rate) * checked / s.slow);
    }

    /// Progress per second of computing: the replicas running, slowed by a slow part and the
    /// corruption checks (their stall spread over the compute: the mean is exact).
    [[nodiscard]] double speed(const Segment& s) const { return s.rate / (s.slow * m_checkFactor); }

    /// Wall-clock at which the segment's progress reaches the check that finds the corruption:
    /// the first multiple of the check interval past it, or the end of training.
    [[nodiscard]] double detectionTime(const Segment& s) const {
        const double check = std::min(
            (std::floor(m_corruptAt / m_checkInterval) + 1.0) * m_checkInterval, m_compute);
        const double compute =
            std::max(0.0, (check - s.progress0) / speed(s)) + std::min(s.phase, m_tau);
        const double k = std::max(0.0, std::ceil(compute / m_tau) - 1.0);
        return s.start - s.phase + k * m_period + (compute - k * m_tau);
    }

    /// A part starts to slow the job (issue 19): every step takes s times longer until it is
    /// evicted slowEviction after the onset. A second slow part before then is found with the
    /// first: the job runs at the slower pace, evicted at the later deadline.
    void slowDown() {
        const double onset = m_nextSlow;
        const int kind = m_kinds > 1 ? pickKind(m_slowCumulative, m_slowRandom.uniform()) : 0;
        const double s = m_slowExponential && m_slowdownMean > 1.0
                             ? 1.0 + m_slowRandom.exponential(m_slowdownMean - 1.0)
                             : m_slowdownMean;
        if (m_slowUntil == kInfinity) {
            m_slowKind = kind;
            m_slowUntil = onset + m_slowEviction;
        } else {
            m_slowUntil = std::max(m_slowUntil, onset + m_slowEviction);
        }
        m_slow = std::max(m_slow, s);
        ++m_slowEpisodes;
        m_nextSlow = onset + m_slowRandom.exponential(m_slowGap);
    }

    /// The slow part is found and evicted: a planned stop that swaps it for a spare.
    void evictSlowPart() {
        m_slow = 1;
        m_slowUntil = kInfinity;
        plannedStop(LossCategory::SlowEviction,
                    m_model.causes[m_slowKind].restart.replacement.value(), m_slowKind);
    }

    /// A part corrupts the state silently (issue 19): the first corruption since the last clean
    /// state marks where it began and the last checkpoint before it; later ones change nothing.
    void corrupt() {
        const double at = m_nextCorruption;
        const int kind =
            m_kinds > 1 ? pickKind(m_corruptionCumulative, m_corruptionRandom.uniform()) : 0;
        if (m_corruptAt < 0) {
            m_corruptAt = m_progress;
            // Peer memory keeps only the latest snapshot in RAM: the clean state is stored.
            m_clean = m_peer ? m_stored : m_durable;
            m_corruptKind = kind;
        }
        m_nextCorruption = at + m_corruptionRandom.exponential(m_corruptionGap);
    }

    /// A check finds the corruption: roll back to the checkpoint before it and restart (the
    /// check is the detection), taking the part's node out when the kind replaces one.
    void corruptionFound() {
        const int kind = m_corruptKind;
        ++m_corruptions;
        lose(LossCategory::SilentCorruption, kind, m_progress - m_clean);
        m_progress = m_clean;
        m_durable = m_clean;
        m_stored = std::min(m_stored, m_clean);
        m_durableIndex = 0;
        m_keepPhase = false;
        m_corruptAt = -1;
        takeNode(kind);
        const int cut = restart(kind, true, m_restartTail[0]);
        if (cut >= 0) {
            fail(cut);
        }
    }

    /// Repaired nodes back by `now` join the spare pool.
    void absorbRepairs(double now) {
        while (!m_repairs.empty() && m_repairs.front() <= now) {
            std::pop_heap(m_repairs.begin(), m_repairs.end(), std::greater<>());
            m_repairs.pop_back();
            ++m_spares;
        }
    }

    /// A failure of `kind` at m_t: work since the last durable checkpoint is lost, a node may go
    /// to repair, and the restart path runs (again from the start if another failure cuts it).
    void fail(int kind) {
        while (true) {
            if (++m_events > kMaxEventsPerRun || m_t > kMaxWallClockFactor * m_compute) {
                m_abandoned = true; // restarts keep failing: the run never finishes
                return;
            }
            ++m_failures;
            ++m_runFailures[kind];
            drawNextFailure(kind, m_t);
            int interrupting = -1;
            if (m_standbys > 0 && m_draws[kind].replacesNode && standbyAtHand()) {
                // Issue 19: a warm standby holds the state; nothing is lost, no node is pooled.
                m_rewarming.push_back(m_t + m_rewarm);
                ++m_fastRecoveries;
                interrupting = phase(LossCategory::Detection, kind,
                                     m_model.causes[kind].restart.detection.value());
                if (interrupting < 0) {
                    interrupting = phase(LossCategory::Replacement, kind, m_standbySwap);
                }
                if (interrupting < 0) {
                    return;
                }
                kind = interrupting;
                continue;
            }
            // Peer memory: the snapshot in RAM unless the peer's copy is lost too (q).
            const bool fromMemory = m_peer && m_recoveryRandom.uniform() >= m_peerLoss;
            m_fastRecoveries += fromMemory ? 1 : 0;
            const double restored = m_peer && !fromMemory ? m_stored : m_durable;
            lose(LossCategory::LostWork, kind, m_progress - restored);
            m_progress = restored;
            m_durable = restored;
            m_stored = std::min(m_stored, restored);
            if (m_peer && !fromMemory) {
                m_durableIndex = 0;
            }
            m_keepPhase = false;
            if (m_corruptAt >= 0 && m_progress <= m_corruptAt) {
                m_corruptAt = -1; // the checkpoint restored predates the corruption
            }
            takeNode(kind);
            interrupting = restart(kind, false, fromMemory ? m_memoryRestore : m_restartTail[0]);
            if (interrupting < 0) {
                return;
            }
            kind = interrupting;
        }
    }

    /// A failure of `kind` takes its node out: a spare is swapped in, the node goes to repair.
    void takeNode(int kind) {
        if (!m_draws[kind].replacesNode) {
            return;
        }
        ++m_missing;
        m_pendingSwap = std::max(m_pendingSwap, m_model.causes[kind].restart.replacement.value());
        if (!m_unlimitedSpares) {
            m_repairs.push_back(m_t + m_model.causes[kind].repair.value());
            std::push_heap(m_repairs.begin(), m_repairs.end(), std::greater<>());
        }
    }

    /// A warm standby is at hand: fewer than S are being re-warmed.
    bool standbyAtHand() {
        std::erase_if(m_rewarming, [&](double ready) { return ready <= m_t; });
        return static_cast<int>(m_rewarming.size()) < m_standbys;
    }

    /// Runs a phase; returns the kind of a failure that cuts it short (at m_t), or -1.
    int phase(LossCategory c, int kind, double duration) {
        int failing = -1;
        const double failure = nextFailure(failing);
        if (failure < m_t + duration) {
            lose(c, kind, failure - m_t);
            m_t = failure;
            return failing;
        }
        lose(c, kind, duration);
        m_t += duration;
        return -1;
    }

    /// The restart path of `kind`; returns the kind of an interrupting failure, or -1 when the
    /// job runs again.
    /// `found`: a check found the fault, so there is no detection phase; `load` reads the state
    /// back (the stored checkpoint, or RAM for peer memory).
    int restart(int kind, bool found, double load) {
        const RestartCost& path = m_model.causes[kind].restart;
        int cut = found ? -1 : phase(LossCategory::Detection, kind, path.detection.value());
        if (cut < 0) {
            cut = phase(LossCategory::Diagnosis, kind, path.diagnosis.value());
        }
        if (cut < 0) {
            cut = replaceNodes(kind);
        }
        const LossCategory tail[] = {LossCategory::CheckpointLoad, LossCategory::DataRestore,
                                     LossCategory::Warmup};
        for (std::size_t i = 0; i < 3 && cut < 0; ++i) {
            cut = phase(tail[i], kind, i == 0 ? load : m_restartTail[i]);
        }
        if (cut < 0) {
            const double lostReplicas = static_cast<double>(m_missing) * m_model.replicasPerNode;
            m_rate = 1.0 - lostReplicas / m_model.dataParallel;
        }
        return cut;
    }

    /// Fills the job's missing nodes from the spare pool, else (elastic) goes on without them,
    /// else waits for repairs; then swaps the nodes in.
    int replaceNodes(int kind) {
        if (m_missing == 0) {
            return -1;
        }
        if (m_unlimitedSpares) {
            m_missing = 0;
        } else {
            absorbRepairs(m_t);
            const int taken = std::min(m_spares, m_missing);
            m_spares -= taken;
            m_missing -= taken;
            const bool canShrink =
                m_model.elastic &&
                static_cast<double>(m_missing) * m_model.replicasPerNode < m_model.dataParallel;
            if (m_missing > 0 && !canShrink) {
                // Wait for as many repaired nodes as are missing: the m_missing-th return, in
                // linear time (a full sort of a copy per failure made long runs quadratic).
                m_returns.assign(m_repairs.begin(), m_repairs.end());
                const auto nth = m_returns.begin() + (m_missing - 1);
                std::nth_element(m_returns.begin(), nth, m_returns.end());
                const double ready = *nth;
                const int cut = phase(LossCategory::WaitingForRepair, kind, ready - m_t);
                if (cut >= 0) {
                    return cut;
                }
                absorbRepairs(m_t);
                m_spares -= m_missing;
                m_missing = 0;
            }
            if (taken == 0 && m_missing > 0) {
                return -1; // elastic: nothing to swap in
            }
        }
        const double swap = m_pendingSwap;
        m_pendingSwap = 0;
        return phase(LossCategory::Replacement, kind, swap);
    }

    /// A planned stop (maintenance, or an elastic job taking a repaired node back): write a
    /// checkpoint, stop `duration`, reload. No work is lost unless a failure cuts the write.
    void plannedStop(LossCategory c, double duration, int slotKind = -1) {
        const int job = slotKind >= 0 ? slotKind : jobSlot();
        m_keepPhase = false;
        int cut = phase(c, job, m_write);
        if (cut < 0) {
            m_durable = m_progress;
            m_stored = m_progress; // a planned stop writes to storage
            m_durableIndex = 0;
            cut = phase(c, job, duration);
        }
        if (cut < 0 && c == LossCategory::Rescale) {
            const int taken = std::min(m_spares, m_missing);
            m_spares -= taken;
            m_missing -= taken;
        }
        for (std::size_t i = 0; i < 3 && cut < 0; ++i) {
            cut = phase(c, job, m_restartTail[i]);
        }
        if (cut >= 0) {
            fail(cut);
            return;
        }
        m_rate =
            1.0 - static_cast<double>(m_missing) * m_model.replicasPerNode / m_model.dataParallel;
    }

    const FailureModel& m_model;
    int m_kinds;
    std::vector<CauseDraw> m_draws;
    double m_compute = 0;
    double m_tau = 0;
    double m_stall = 0;
    double m_lag = 0;
    double m_period = 0;
    double m_write = 0;
    std::array<double, 3> m_restartTail{};
    double m_maintenanceGap = 0;
    bool m_unlimitedSpares = true;
    // Issue 19: fail-slow and silent corruption, all kinds superposed in one stream each.
    std::vector<double> m_slowCumulative;
    std::vector<double> m_corruptionCumulative;
    double m_slowGap = 0;       ///< mean time between slow onsets; 0 = none
    double m_corruptionGap = 0; ///< mean time between corruptions; 0 = none
    bool m_classes = false;     ///< anything slows or corrupts
    double m_checkFactor = 1;   ///< 1 + K / kappa while anything can corrupt, else 1
    double m_checkInterval = 1;
    double m_slowdownMean = 1;
    bool m_slowExponential = false;
    double m_slowEviction = 0;
    // Issue 19: recovery modes.
    bool m_peer = false;
    double m_storedLag = 0;
    int m_storedEvery = 1;
    double m_peerLoss = 0;
    double m_memoryRestore = 0;
    int m_standbys = 0; ///< warm standby nodes; 0 = not that mode
    double m_standbySwap = 0;
    double m_rewarm = 0;

    // State of the current run.
    double m_t = 0;
    double m_progress = 0;
    double m_durable = 0;
    double m_rate = 1;
    int m_missing = 0;
    int m_spares = 0;
    double m_pendingSwap = 0;
    int m_failures = 0;
    int m_plannedStops = 0;
    int m_events = 0;
    bool m_abandoned = false;
    std::vector<double> m_repairs; ///< min-heap of repair completion times
    std::vector<double> m_returns; ///< scratch: a copy of m_repairs to select from
    std::vector<double> m_nextFailure;
    std::vector<Random> m_random;
    Random m_maintenanceRandom{0};
    double m_nextMaintenance = kInfinity;
    double m_slow = 1;
    double m_slowUntil = kInfinity;
    int m_slowKind = 0;
    int m_slowEpisodes = 0;
    int m_fastRecoveries = 0;
    Random m_slowRandom{0};
    double m_nextSlow = kInfinity;
    double m_corruptAt = -1; ///< progress at the first undetected corruption; < 0 = clean
    double m_clean = 0;      ///< the checkpoint before it
    int m_corruptKind = 0;
    int m_corruptions = 0;
    Random m_corruptionRandom{0};
    double m_nextCorruption = kInfinity;
    // Issue 19: recovery modes and the cycle the next segment goes on with.
    double m_stored = 0;    ///< progress of the last durable stored checkpoint (peer memory)
    int m_durableIndex = 0; ///< the durable snapshot's number modulo storedEvery
    bool m_keepPhase = false;
    double m_phase = 0;
    double m_cycleProgress = 0;
    int m_cycleIndex = 0;
    std::vector<double> m_rewarming; ///< standbys being re-warmed: when each is ready
    Random m_recoveryRandom{0};
    std::vector<double> m_loss;
    std::vector<double> m_lossSum;
    std::vector<int> m_runFailures;
};

Distribution describe(std::vector<double> values, int bins) {
    Distribution d;
    if (values.empty()) {
        return d;
    }
    std::sort(values.begin(), values.end());
    const double n = static_cast<double>(values.size());
    double sum = 0;
    for (double v : values) {
        sum += v;
    }
    d.mean = sum / n;
    double squares = 0;
    for (double v : values) {
        squares += (v - d.mean) * (v - d.mean);
    }
    d.standardDeviation = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0.0;
    d.standardError = d.standardDeviation / std::sqrt(n);
    d.min = values.front();
    d.max = values.back();
    const auto quantile = [&](double p) {
        const double h = (n - 1) * p;
        const auto lo = static_cast<std::size_t>(std::floor(h));
        const std::size_t hi = std::min(lo + 1, values.size() - 1);
        return values[lo] + (h - std::floor(h)) * (values[hi] - values[lo]);
    };
    d.percentiles.reserve(101);
    for (int i = 0; i <= 100; ++i) {
        d.percentiles.push_back(quantile(i / 100.0));
    }
    d.p10 = d.percentiles[10];
    d.p50 = d.percentiles[50];
    d.p90 = d.percentiles[90];
    const int binCount = d.max > d.min ? std::max(1, bins) : 1;
    const double width = (d.max - d.min) / binCount;
    for (int i = 0; i < binCount; ++i) {
        d.histogram.push_back(
            {d.min + i * width, i + 1 == binCount ? d.max : d.min + (i + 1) * width, 0, 0.0});
    }
    for (double v : values) {
        const int i = width > 0 ? std::min(binCount - 1, static_cast<int>((v - d.min) / width)) : 0;
        ++d.histogram[static_cast<std::size_t>(i)].count;
    }
    for (HistogramBin& b : d.histogram) {
        b.fraction = b.count / n;
    }
    return d;
}

/// Mean goodput of `runs` runs at one interval (unfinished runs count 0), and its error.
IntervalPoint sweepPoint(const SimulationPlan& base, Seconds interval, int runs, std::uint64_t seed,
                         long long& events) {
    SimulationPlan plan = base;
    plan.interval = interval;
    Simulator sim(plan);
    double sum = 0;
    double squares = 0;
    int made = 0;
    for (int r = 0; r < runs && events < kEventBudget; ++r, ++made) {
        const RunOutcome o = sim.run(seed, static_cast<std::uint64_t>(r));
        events += o.events;
        const double g = o.finished ? plan.computeTime.value() / o.wall : 0.0;
        sum += g;
        squares += g * g;
    }
    IntervalPoint p;
    p.interval = interval;
    if (made > 0) {
        p.simulatedGoodput = sum / made;
        const double variance =
            made > 1 ? std::max(0.0, (squares - sum * sum / made) / (made - 1)) : 0.0;
        p.standardError = std::sqrt(variance / made);
    }
    p.firstOrderGoodput = computeGoodput(goodputTerms(base.model, interval)).goodput;
    p.higherOrderGoodput = higherOrderGoodput(base.model, interval);
    return p;
}

/// The interval of the best sweep point, refined by a parabola through it and its neighbours in
/// log(interval) (the goodput curve is flat near its top, so the grid alone is coarse).
Seconds bestInterval(const std::vector<IntervalPoint>& sweep) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < sweep.size(); ++i) {
        if (sweep[i].simulatedGoodput > sweep[best].simulatedGoodput) {
            best = i;
        }
    }
    if (best == 0 || best + 1 == sweep.size()) {
        return sweep[best].interval;
    }
    const double x0 = std::log(sweep[best - 1].interval.value());
    const double x1 = std::log(sweep[best].interval.value());
    const double x2 = std::log(sweep[best + 1].interval.value());
    const double y0 = sweep[best - 1].simulatedGoodput;
    const double y1 = sweep[best].simulatedGoodput;
    const double y2 = sweep[best + 1].simulatedGoodput;
    const double denominator = (x0 - x1) * (x0 - x2) * (x1 - x2);
    const double a = (x2 * (y1 - y0) + x1 * (y0 - y2) + x0 * (y2 - y1)) / denominator;
    const double b =
        (x2 * x2 * (y0 - y1) + x1 * x1 * (y2 - y0) + x0 * x0 * (y1 - y2)) / denominator;
    if (!(a < 0)) {
        return sweep[best].interval;
    }
    const double vertex = std::clamp(-b / (2 * a), x0, x2);
    return Seconds(std::exp(vertex));
}

} // namespace

std::string_view lossCategoryId(LossCategory category) {
    switch (category) {
    case LossCategory::CheckpointStall: return "checkpointStall";
    case LossCategory::LostWork: return "lostWork";
    case LossCategory::Detection: return "detection";
    case LossCategory::Diagnosis: return "diagnosis";
    case LossCategory::Replacement: return "replacement";
    case LossCategory::WaitingForRepair: return "waitingForRepair";
    case LossCategory::CheckpointLoad: return "checkpointLoad";
    case LossCategory::DataRestore: return "dataRestore";
    case LossCategory::Warmup: return "warmup";
    case LossCategory::Maintenance: return "maintenance";
    case LossCategory::Rescale: return "rescale";
    case LossCategory::Degraded: return "degraded";
    case LossCategory::Slowdown: return "slowdown";
    case LossCategory::SlowEviction: return "slowEviction";
    case LossCategory::SilentCorruption: return "silentCorruption";
    case LossCategory::CorruptionCheck: return "corruptionCheck";
    }
    return "unknown";
}

double Distribution::probabilityAbove(double x) const {
    if (percentiles.empty() || x < percentiles.front()) {
        return percentiles.empty() ? 0.0 : 1.0;
    }
    if (x >= percentiles.back()) {
        return 0.0;
    }
    for (std::size_t i = 1; i < percentiles.size(); ++i) {
        if (x < percentiles[i]) {
            const double span = percentiles[i] - percentiles[i - 1];
            const double within = span > 0 ? (x - percentiles[i - 1]) / span : 0.0;
            return 1.0 - (static_cast<double>(i - 1) + within) / 100.0;
        }
    }
    return 0.0;
}

SimulationPlan simulationPlan(const Scenario& scenario, Diagnostics& diagnostics) {
    const Result r = evaluate(scenario);
    diagnostics = r.diagnostics;
    SimulationPlan plan;
    if (!r.valid) {
        return plan;
    }
    plan.model =
        failureModel(scenario, r.checkpoint.stall, r.checkpoint.writeTime, r.checkpoint.load);
    plan.computeTime = r.compute.time;
    plan.interval = r.reliability.interval;
    const double spares = scenario.reliability.hotSpareNodes.value_or(0);
    plan.billedGpus = scenario.cluster.gpus + spares * scenario.cluster.gpusPerNode +
                      plan.model.standbyGpus(scenario.cluster.gpusPerNode);
    plan.pricePerGpu = scenario.pricePerGpu;
    if (!scenario.gpuPriceIncludesPower && r.energy.known) {
        plan.energyCost = r.energy.costRate;
    }
    return plan;
}

Diagnostics validateSimulationOptions(const SimulationOptions& o) {
    Diagnostics out;
    const auto count = [&](const std::string& field, int v, int lo, int hi) {
        if (v < lo || v > hi) {
            out.push_back({.code = DiagCode::OutOfRange,
                           .field = field,
                           .actual = v,
                           .limit = v < lo ? lo : hi});
        }
    };
    count("runs", o.runs, 1, 1'000'000);
    count("sweepPoints", o.sweepPoints, 3, 101);
    count("sweepRuns", o.sweepRuns, 0, 1'000'000);
    count("histogramBins", o.histogramBins, 1, 1000);
    if (o.interval) {
        const double v = o.interval->value();
        if (!std::isfinite(v)) {
            out.push_back({.code = DiagCode::NotFinite, .field = "intervalSeconds"});
        } else if (v < 1 || v > 1e9) {
            out.push_back({.code = DiagCode::OutOfRange,
                           .field = "intervalSeconds",
                           .actual = v,
                           .limit = v < 1 ? 1 : 1e9});
        }
    }
    return out;
}

SimulationResult simulate(const Scenario& scenario, const SimulationOptions& options) {
    Diagnostics diagnostics;
    const SimulationPlan plan = simulationPlan(scenario, diagnostics);
    if (hasErrors(diagnostics)) {
        SimulationResult r;
        r.diagnostics = diagnostics;
        return r;
    }
    SimulationResult r = simulate(plan, options);
    r.diagnostics.insert(r.diagnostics.begin(), diagnostics.begin(), diagnostics.end());
    return r;
}

SimulationResult simulate(const SimulationPlan& base, const SimulationOptions& options) {
    SimulationResult result;
    result.seed = options.seed;
    result.diagnostics = validateSimulationOptions(options);
    if (base.computeTime.value() <= 0 || base.interval.value() <= 0) {
        result.diagnostics.push_back({.code = DiagCode::OutOfRange,
                                      .field = "computeTime",
                                      .actual = base.computeTime.value(),
                                      .limit = 0});
    }
    if (hasErrors(result.diagnostics)) {
        return result;
    }
    result.valid = true;
    SimulationPlan plan = base;
    if (options.interval) {
        plan.interval = *options.interval;
    }
    const FailureModel& model = plan.model;
    const Seconds mtbf = model.lossMtbf(); // M / f: the recovery mode's (issue 19)
    result.computeTime = plan.computeTime;
    result.interval = plan.interval;
    result.effectiveInterval = model.effectiveInterval(plan.interval);
    result.firstOrderGoodput = computeGoodput(goodputTerms(model, plan.interval)).goodput;
    result.higherOrderGoodput = higherOrderGoodput(model, plan.interval);
    result.youngInterval = youngInterval(model.snapshotStall(), mtbf);
    result.dalyInterval = dalyInterval(model.snapshotStall(), mtbf);
    result.optimalInterval = optimalInterval(model);

    Simulator sim(plan);
    const int kinds = sim.kinds();
    std::vector<double> days, cost, goodput, failures, planned, slowEpisodes, corruptions, fast;
    const bool recovers = model.recovery != RecoveryMode::Storage;
    const bool slows = model.slowRate() > 0;
    const bool corrupts = model.corruptionRate() > 0;
    std::vector<std::vector<double>> byKind(static_cast<std::size_t>(kinds));
    long long events = 0;
    for (int run = 0; run < options.runs; ++run) {
        if (events >= kEventBudget) {
            result.truncated = true;
            break;
        }
        const RunOutcome o = sim.run(options.seed, static_cast<std::uint64_t>(run));
        events += o.events;
        ++result.runs;
        if (!o.finished) {
            ++result.unfinishedRuns;
            goodput.push_back(0.0); // every run counts: one that never finishes delivered nothing
            continue;
        }
        const Seconds wall(o.wall);
        days.push_back(units::inDays(wall));
        cost.push_back((plan.pricePerGpu * wall).value() * plan.billedGpus +
                       (plan.energyCost * wall).value());
        goodput.push_back(plan.computeTime.value() / o.wall);
        failures.push_back(o.failures);
        planned.push_back(o.plannedStops);
        if (recovers) {
            fast.push_back(o.fastRecoveries);
        }
        if (slows) { // issue 19's counts only when they can happen: describe() sorts
            slowEpisodes.push_back(o.slowEpisodes);
        }
        if (corrupts) {
            corruptions.push_back(o.corruptions);
        }
        for (int k = 0; k < kinds; ++k) {
            byKind[static_cast<std::size_t>(k)].push_back(sim.failuresOfKind(k));
        }
    }
    const std::size_t finished = days.size();
    if (finished == 0) {
        result.diagnostics.push_back({.code = DiagCode::RunNeverFinishes, .field = "reliability"});
    } else if (result.unfinishedRuns > 0) {
        result.diagnostics.push_back({.code = DiagCode::SomeRunsUnfinished,
                                      .severity = Severity::Warning,
                                      .field = "reliability",
                                      .actual = result.unfinishedRuns,
                                      .limit = result.runs});
    }
    const int bins = options.histogramBins;
    result.wallClockDays = describe(days, bins);
    result.costUsd = describe(cost, bins);
    result.goodput = describe(goodput, bins);
    result.failures = describe(failures, bins);
    result.plannedStops = describe(planned, bins);
    result.slowEpisodes = describe(slowEpisodes, bins);
    result.recovery = model.recovery;
    result.fastRecoveries = describe(fast, bins);
    result.corruptions = describe(corruptions, bins);
    for (int k = 0; k < kinds; ++k) {
        result.failuresByKind.push_back({model.causes[static_cast<std::size_t>(k)].kind,
                                         describe(byKind[static_cast<std::size_t>(k)], bins)});
    }
    if (finished > 0) {
        const double meanWall = result.wallClockDays.mean * units::secondsPerDay;
        for (int c = 0; c < kLossCategories; ++c) {
            for (int k = 0; k <= kinds; ++k) {
                const double mean =
                    sim.lossSum(static_cast<LossCategory>(c), k) / static_cast<double>(finished);
                if (mean > 0) {
                    const std::string kind =
                        k < kinds ? model.causes[static_cast<std::size_t>(k)].kind : std::string();
                    result.lostTime.push_back(
                        {static_cast<LossCategory>(c), kind, Seconds(mean), mean / meanWall});
                }
            }
        }
        std::stable_sort(result.lostTime.begin(), result.lostTime.end(),
                         [](const LostTime& a, const LostTime& b) { return a.mean > b.mean; });
    }

    if (options.searchOptimum && mtbf.value() > 0) {
        const int sweepRuns =
            options.sweepRuns > 0 ? options.sweepRuns : std::max(200, options.runs / 10);
        const double center = std::max(1.0, result.optimalInterval.value());
        const double lo = std::max(1.0, center / 5.0);
        const double hi = std::max(lo * 1.5, center * 5.0);
        for (int i = 0; i < options.sweepPoints; ++i) {
            const double x =
                lo * std::pow(hi / lo, static_cast<double>(i) / (options.sweepPoints - 1));
            result.sweep.push_back(sweepPoint(plan, Seconds(x), sweepRuns, options.seed, events));
        }
        result.truncated = result.truncated || events >= kEventBudget;
        result.simulatedOptimalInterval = bestInterval(result.sweep);
    }
    if (result.truncated) {
        result.diagnostics.push_back({.code = DiagCode::EventBudgetSpent,
                                      .severity = Severity::Warning,
                                      .field = "runs",
                                      .actual = result.runs,
                                      .limit = options.runs});
    }
    return result;
}

std::vector<ScalePoint> simulateAcrossScales(const Scenario& scenario,
                                             const std::vector<int>& gpuCounts,
                                             const SimulationOptions& options) {
    SimulationOptions o = options;
    o.searchOptimum = false;
    std::vector<ScalePoint> points;
    for (int gpus : gpuCounts) {
        Scenario s = scenario;
        s.cluster.gpus = gpus;
        SimulationResult r = simulate(s, o);
        points.push_back({gpus, r.valid, std::move(r.diagnostics), std::move(r.wallClockDays),
                          std::move(r.costUsd), std::move(r.goodput), r.unfinishedRuns});
    }
    return points;
}

} // namespace goodput
