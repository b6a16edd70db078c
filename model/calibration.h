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
    /// Regimes. By default the fit finds them in the data: one line, or two or three regimes split
    /// at the sizes that minimise the weighted residual (NCCL's LL / LL128 / Simple protocols,
    /// NVLS or SHARP for large messages), each further split kept only when the residual falls
    /// by kSplitGain and the simpler fit's rms error is above kSplitWorthRms. `protocolSwitch`
    /// forces exactly two regimes, `singleRegime` one. The tier takes its latency from the
    /// smallest-message regime and its bandwidth from the largest-message one.
    bool protocolSwitch = false;
    /// The tier's spec (bandwidth, domain size, topology) from the preset being calibrated. When
    /// given, the fit reports efficiency = B / spec, checks that the runs measure this tier, and on
    /// a full mesh scales each run's bandwidth by the links its group uses (effectiveBandwidth).
    std::optional<Tier> spec;
    /// GPUs in one scale-up domain (the preset's scaleUp.domainSize; 0 = unknown). A scale-up run
    /// must fit in it; a scale-out run must be larger and span more than one host.
    int scaleUpDomain = 0;
    /// One line through every size (see protocolSwitch).
    bool singleRegime = false;
};

/// A fitted quantity and its standard error (same unit).
template <class Q> struct Estimate {
    Q value;
    Q standardError;
};

/// What bounds a regime at its largest size: the latency (moving the bytes is under half of the
/// time), the bandwidth within the links, or a bandwidth above the links (in-network reduction:
/// NVLS on NVLink, SHARP on InfiniBand).
enum class RegimeKind { LatencyBound, BandwidthBound, InNetwork };

/// A further regime is kept when it divides the weighted residual by at least this much...
inline constexpr double kSplitGain = 4.0;
/// ... and the fit without it is off by more than this rms relative error.
inline constexpr double kSplitWorthRms = 0.02;
/// Above this rms relative error the fit is flagged as poor (fit.poorFit).
inline constexpr double kPoorFitRms = 0.05;
/// An in-network regime's bandwidth is stored as the link rate (efficiency 1) when that is at
/// least this fraction of it; otherwise the preset is refused.
inline constexpr double kCappedInNetworkShare = 0.9;

/// One alpha-beta regime.
struct AlphaBetaFit {
    Estimate<Seconds> alpha; ///< latency per step
    Estimate<ByteRate>
        bandwidth;  ///< achieved per-GPU bandwidth B (at the reference group size on a full mesh)
    Bytes fromSize; ///< smallest and largest size the regime covers
    Bytes toSize;
    int points = 0;
    double rmsRelativeError = 0;
    RegimeKind kind = RegimeKind::BandwidthBound;
    /// Share of the largest size's model time spent moving bytes (what `kind` is judged by).
    double bandwidthShare = 1;
};

/// One measured row as the fit used it.
struct CalibrationPoint {
    std::size_t run = 0; ///< index into the runs given to the fit
    int line = 0;        ///< line of the row in its log
    Collective collective = Collective::AllReduce;
    int ranks = 0;
    int hosts = 0; ///< from the device list (0 = not listed)
    /// GPUs of the run per scale-up domain (host): the NICs its rings drive at once across the
    /// scale-out tier (GroupLinks::rails). Equal to ranks on one host.
    int perDomain = 0;
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
    int perDomain = 0; ///< as CalibrationPoint::perDomain
    Bytes size;
    Seconds time;
    ByteRate busBandwidth;
};

struct CalibrationFit {
    bool valid = false; ///< false: refused; diagnostics say why
    TierKind tier = TierKind::ScaleUp;
    Algorithm algorithm = Algorithm::Ring;
    NcclVariant variant = NcclVariant::OutOfPlace;
    std::vector<AlphaBetaFit> regimes; ///< one to three, by size
    /// With two or more regimes: the last size of the first regime and the first of the second.
    std::optional<std::pair<Bytes, Bytes>> switchBetween;
    /// The boundaries between consecutive regimes (last size below, first size above).
    std::vector<std::pair<Bytes, Bytes>> switches;
    /// What the tier takes: alpha of the first regime, bandwidth of the last (`storedRegime`).
    Estimate<Seconds> latency;
    Estimate<ByteRate> bandwidth;
    std::size_t storedRegime = 0; ///< index into regimes of the bandwidth stored
    /// The stored regime is in-network (above the links): the bandwidth stored is the link rate
    /// (efficiency 1), the most the ring model of the preset can hold.
    bool bandwidthCapped = false;
    /// The rms relative error is above kPoorFitRms (a FitPoorQuality warning says so).
    bool poorFit = false;
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

/// The model time the fit predicts for a collective of `size` on `ranks` GPUs, `perDomain` of them
/// per host (0: all on one), regime by size.
Seconds fittedTime(const CalibrationFit& fit, Collective c, int ranks, Bytes size,
                   int perDomain = 0);

/// "latency-bound", "bandwidth-bound", "in-network".
std::string_view regimeKindId(RegimeKind kind);

} // namespace goodput
