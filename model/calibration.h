// SPDX-License-Identifier: MIT
#pragma once

// Calibrating a tier from nccl-tests measurements: a weighted least-squares fit of the alpha-beta
// model the planner itself uses (collectives.h), so the fitted numbers are exactly the tier's
// latency per step and the bandwidth a collective achieves on it.
//
// Model. For every measured row the planner's cost function is evaluated once with a unit link
// (alpha = 1 s, B = 1 B/s): its latency term is the number of sequential steps k (2(n-1) for a
// ring all-reduce) and its bandwidth term the bytes each GPU moves m (2(n-1)/n S). The cost is
// linear in alpha and 1/B, so the measured time is modelled as t = alpha k + m / B exactly as
// ringCost/treeCost compute it, and several runs at different GPU counts share one alpha and B.
//
// Weighting. Each residual is divided by the measured time (minimise sum ((model - t)/t)^2): a
// 10 us and a 40 ms point count the same, so the latency regime is not drowned by large messages
// and the bandwidth regime not by the many small ones.
//
// Uncertainty. Standard errors come from the covariance s^2 (A^T A)^-1 with s^2 the weighted
// residual sum over (points - parameters); the bandwidth's by the delta method from 1/B.
//
// Refusals (errors, no numbers): fewer than 3 usable points, every point at one size, a singular
// design, alpha < 0, 1/B <= 0, runs that do not measure the tier asked for. docs/calibration.md.
//
// For the GUI's import dialog: `CalibrationFit` holds everything the preview shows (the measured
// points with their model time and relative error, a model curve per run to draw against them,
// the fitted values with their standard errors, and the diagnostics).

#include "collectives.h"
#include "diagnostics.h"
#include "hardware.h"
#include "nccl_log.h"

#include <optional>
#include <string>
#include <vector>

namespace goodput {

/// Most split points a protocol-switch fit tries (evenly spaced over the measured sizes).
inline constexpr std::size_t kMaxSwitchCandidates = 256;

struct FitOptions {
    TierKind tier = TierKind::ScaleUp;     ///< the tier the runs measure
    Algorithm algorithm = Algorithm::Ring; ///< Ring or Tree: the cost function fitted
    NcclVariant variant = NcclVariant::OutOfPlace;
    /// Fit two regimes (NCCL's small-message LL protocols and the large-message Simple one) split
    /// at the size that minimises the weighted residual; the tier takes its latency from the
    /// small-message regime and its bandwidth from the large-message one.
    bool protocolSwitch = false;
    /// The tier's spec (bandwidth, domain size, topology) from the preset being calibrated. When
    /// given, the fit reports efficiency = B / spec, checks that the runs measure this tier, and on
    /// a full mesh scales each run's bandwidth by the links its group uses (effectiveBandwidth).
    std::optional<Tier> spec;
    /// GPUs in one scale-up domain (the preset's scaleUp.domainSize; 0 = unknown). A scale-up run
    /// must fit in it; a scale-out run must be larger and span more than one host.
    int scaleUpDomain = 0;
};

/// A fitted quantity and its standard error (same unit).
template <class Q> struct Estimate {
    Q value;
    Q standardError;
};

/// One alpha-beta regime.
struct AlphaBetaFit {
    Estimate<Seconds> alpha; ///< latency per step
    Estimate<ByteRate>
        bandwidth;  ///< achieved per-GPU bandwidth B (at the reference group size on a full mesh)
    Bytes fromSize; ///< smallest and largest size the regime covers
    Bytes toSize;
    int points = 0;
    double rmsRelativeError = 0;
};

/// One measured row as the fit used it.
struct CalibrationPoint {
    std::size_t run = 0; ///< index into the runs given to the fit
    int line = 0;        ///< line of the row in its log
    Collective collective = Collective::AllReduce;
    int ranks = 0;
    Bytes size;
    Seconds measured;
    Seconds model;                 ///< the fitted model at this size (zero if the fit failed)
    double relativeError = 0;      ///< (model - measured) / measured
    ByteRate measuredBusBandwidth; ///< nccl-tests' busbw of the measured time
    ByteRate modelBusBandwidth;    ///< nccl-tests' busbw of the model time
    int regime = 0;                ///< 0, or 1 above the protocol switch
    bool used = true;              ///< false: left out (wrong results), see diagnostics
};

/// The fitted model drawn over one run's size range (log-spaced), for the collective-time chart.
struct CurveSample {
    std::size_t run = 0;
    Bytes size;
    Seconds time;
    ByteRate busBandwidth;
};

struct CalibrationFit {
    bool valid = false; ///< false: refused; diagnostics say why
    TierKind tier = TierKind::ScaleUp;
    Algorithm algorithm = Algorithm::Ring;
    NcclVariant variant = NcclVariant::OutOfPlace;
    std::vector<AlphaBetaFit> regimes; ///< one, or two with a protocol switch
    /// With a switch: the last size of the small-message regime and the first of the large one.
    std::optional<std::pair<Bytes, Bytes>> switchBetween;
    /// What the tier takes: alpha of the first regime, bandwidth of the last.
    Estimate<Seconds> latency;
    Estimate<ByteRate> bandwidth;
    /// bandwidth / the spec's (efficiency 1) bandwidth for the reference group; needs a spec.
    std::optional<Estimate<double>> efficiency;
    std::optional<ByteRate> specBandwidth; ///< the spec's bandwidth for the reference group
    std::optional<Tier> spec;              ///< FitOptions::spec at efficiency 1, if given
    int referenceRanks = 0;                ///< the largest group measured
    double rmsRelativeError = 0;
    double maxAbsRelativeError = 0;
    std::vector<CalibrationPoint> points;
    std::vector<CurveSample> curve;
    Diagnostics diagnostics;
};

/// Fits the tier's alpha and B to the runs (from one or several logs; `sources[i]` names the log
/// of `runs[i]` in diagnostics). Never throws; a fit that would be wrong is refused with a reason.
CalibrationFit fitAlphaBeta(const std::vector<NcclRun>& runs,
                            const std::vector<std::string>& sources, const FitOptions& options);

/// The model time the fit predicts for a collective of `size` on `ranks` GPUs (regime by size).
Seconds fittedTime(const CalibrationFit& fit, Collective c, int ranks, Bytes size);

} // namespace goodput
