// SPDX-License-Identifier: MIT
#include "calibration.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <set>

namespace goodput {
namespace {

constexpr int kMinPoints = 3;     ///< two parameters and at least one degree of freedom
constexpr int kCurveSamples = 48; ///< per run, log-spaced
/// Warn when the latency's standard error exceeds this fraction of it.
constexpr double kUncertainLatency = 0.5;

/// One usable measurement as a row of the linear system t = alpha k + m / B.
struct Observation {
    std::size_t point = 0; ///< index into CalibrationFit::points
    double steps = 0;      ///< k: latency coefficient (sequential steps)
    double bytes = 0;      ///< m: bytes per GPU, scaled to the reference group's bandwidth
    double time = 0;       ///< measured seconds
    double size = 0;
};

struct Solution {
    bool ok = false;
    DiagCode failure = DiagCode::FitSingular;
    double alpha = 0;
    double beta = 0; ///< 1 / B
    double alphaSe = 0;
    double betaSe = 0;
    double rss = 0; ///< sum of squared relative residuals
};

/// Latency coefficient k and bytes-per-GPU m of one collective: the planner's cost function
/// (collectiveCost, as the step model prices a placed group) with a unit link (alpha = 1 s,
/// B = 1 B/s) gives latencyTerm = k seconds and bandwidthTerm = m seconds. On the scale-out tier
/// a run of `perDomain` GPUs per host crosses it on that many rails (GroupLinks::rails): the
/// fitted B is then one NIC's, and the scale-up links are not the bottleneck (unbounded here).
std::pair<double, double> coefficients(Algorithm a, TierKind tier, Collective c, Bytes size,
                                       int ranks, int perDomain) {
    const Link unit{units::seconds(1), units::bytesPerSecond(1)};
    const int inDomain = perDomain > 0 ? std::min(perDomain, ranks) : ranks;
    GroupLinks links{unit, unit, inDomain};
    if (tier != TierKind::ScaleUp && inDomain < ranks) {
        links.inner.bandwidth = units::bytesPerSecond(1e300);
    }
    const CollectiveCost cost = collectiveCost(c, a, size, GroupPlacement{ranks, inDomain}, links);
    return {cost.latencyTerm.value(), cost.bandwidthTerm.value()};
}

/// Weighted normal equations of one contiguous range of observations, from prefix sums: the
/// regime search scores a split in O(1).
struct Sums {
    long double s00 = 0, s01 = 0, s11 = 0, b0 = 0, b1 = 0;
    Sums operator-(const Sums& o) const {
        return {s00 - o.s00, s01 - o.s01, s11 - o.s11, b0 - o.b0, b1 - o.b1};
    }
};

/// The residual of a range's least-squares line, or infinity when it is singular or invalid
/// (alpha < 0 or 1/B <= 0).
double quickRss(const Sums& s, std::size_t n) {
    if (!(s.s00 > 0) || !(s.s11 > 0)) {
        return INFINITY;
    }
    const long double n0 = std::sqrt(s.s00);
    const long double n1 = std::sqrt(s.s11);
    const long double r = s.s01 / (n0 * n1);
    const long double det = 1 - r * r;
    if (!(det > 1e-12L)) {
        return INFINITY;
    }
    const long double c0 = s.b0 / n0;
    const long double c1 = s.b1 / n1;
    const long double p0 = (c0 - r * c1) / det;
    const long double p1 = (c1 - r * c0) / det;
    if (p0 < 0 || !(p1 > 0)) {
        return INFINITY;
    }
    return static_cast<double>(std::max(0.0L, static_cast<long double>(n) - (p0 * c0 + p1 * c1)));
}

/// Weighted least squares for (alpha, 1/B), each residual divided by the measured time.
Solution solve(const std::vector<Observation>& obs) {
    Solution s;
    const auto m = static_cast<Eigen::Index>(obs.size());
    Eigen::MatrixXd a(m, 2);
    for (Eigen::Index i = 0; i < m; ++i) {
        const Observation& o = obs[static_cast<std::size_t>(i)];
        a(i, 0) = o.steps / o.time;
        a(i, 1) = o.bytes / o.time;
    }
    // Columns differ by ~1e10 (steps vs bytes): scale them to unit norm before the SVD so its
    // rank test measures the geometry of the sizes, not the units.
    const Eigen::Vector2d norms(a.col(0).norm(), a.col(1).norm());
    if (!(norms(0) > 0) || !(norms(1) > 0)) {
        return s;
    }
    const Eigen::MatrixXd scaled = a * norms.cwiseInverse().asDiagonal();
    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(scaled, Eigen::ComputeThinU | Eigen::ComputeThinV);
    const Eigen::Vector2d sv = svd.singularValues();
    if (!(sv(1) > 1e-9 * sv(0))) {
        return s;
    }
    const Eigen::VectorXd ones = Eigen::VectorXd::Ones(m);
    const Eigen::Vector2d p = svd.solve(ones).cwiseQuotient(norms);
    s.rss = (a * p - ones).squaredNorm();
    const double variance = s.rss / static_cast<double>(m - 2);
    const Eigen::Matrix2d v = svd.matrixV();
    const Eigen::Matrix2d covScaled =
        variance * v * sv.cwiseInverse().cwiseAbs2().asDiagonal() * v.transpose();
    s.alpha = p(0);
    s.beta = p(1);
    s.alphaSe = std::sqrt(covScaled(0, 0)) / norms(0);
    s.betaSe = std::sqrt(covScaled(1, 1)) / norms(1);
    if (!(s.beta > 0)) {
        s.failure = DiagCode::FitNonPositiveBandwidth;
    } else if (s.alpha < 0) {
        s.failure = DiagCode::FitNegativeLatency;
    } else {
        s.ok = true;
    }
    return s;
}

int distinctSizes(const std::vector<Observation>& obs) {
    std::set<double> sizes;
    for (const Observation& o : obs) {
        sizes.insert(o.size);
    }
    return static_cast<int>(sizes.size());
}

AlphaBetaFit regimeOf(const Solution& s, const std::vector<Observation>& obs) {
    AlphaBetaFit r;
    r.alpha = {units::seconds(s.alpha), units::seconds(s.alphaSe)};
    // B = 1/beta; by the delta method se(B) = se(beta) / beta^2.
    r.bandwidth = {units::bytesPerSecond(1.0 / s.beta),
                   units::bytesPerSecond(s.betaSe / (s.beta * s.beta))};
    const auto [lo, hi] = std::minmax_element(
        obs.begin(), obs.end(), [](const auto& x, const auto& y) { return x.size < y.size; });
    r.fromSize = units::bytes(lo->size);
    r.toSize = units::bytes(hi->size);
    r.points = static_cast<int>(obs.size());
    r.rmsRelativeError = std::sqrt(s.rss / static_cast<double>(obs.size()));
    return r;
}

struct Split {
    std::vector<Observation> below;
    std::vector<Observation> above;
};

Split splitAt(const std::vector<Observation>& obs, double lastBelow) {
    Split out;
    for (const Observation& o : obs) {
        (o.size <= lastBelow ? out.below : out.above).push_back(o);
    }
    return out;
}

/// Bandwidth of the reference group relative to a group of `ranks`: 1 on a switched fabric; on a
/// full mesh a smaller group reaches its peers over fewer links (effectiveBandwidth).
double bandwidthScale(const CalibrationFit& fit, int ranks) {
    if (!fit.spec) {
        return 1.0;
    }
    return effectiveBandwidth(*fit.spec, fit.referenceRanks) / effectiveBandwidth(*fit.spec, ranks);
}

int regimeFor(const CalibrationFit& fit, Bytes size) {
    // Between the two measured sizes of a switch the cut is their geometric mean.
    int regime = 0;
    for (const auto& [below, above] : fit.switches) {
        if (size.value() > std::sqrt(below.value() * above.value())) {
            ++regime;
        }
    }
    return regime;
}

class Fitter {
public:
    Fitter(const std::vector<NcclRun>& runs, const std::vector<std::string>& sources,
           const FitOptions& options)
        : m_runs(runs), m_sources(sources), m_options(options) {
        m_fit.tier = options.tier;
        m_fit.algorithm = options.algorithm;
        m_fit.variant = options.variant;
    }

    CalibrationFit run() {
        if (m_options.algorithm != Algorithm::Ring && m_options.algorithm != Algorithm::Tree) {
            m_fit.diagnostics.push_back({.code = DiagCode::UnknownEnumValue, .field = "algorithm"});
            return std::move(m_fit);
        }
        prepareSpec();
        collectPoints();
        if (hasErrors(m_fit.diagnostics)) {
            return std::move(m_fit);
        }
        const int used = static_cast<int>(m_obs.size());
        const int needed = m_options.protocolSwitch ? 2 * kMinPoints : kMinPoints;
        if (used < needed) {
            error(DiagCode::FitTooFewPoints).actual = used;
            m_fit.diagnostics.back().limit = needed;
            return std::move(m_fit);
        }
        if (distinctSizes(m_obs) < 2) {
            error(DiagCode::FitOneSize).actual = m_obs.front().size;
            return std::move(m_fit);
        }
        std::sort(m_obs.begin(), m_obs.end(),
                  [](const Observation& a, const Observation& b) { return a.size < b.size; });
        const bool fitted = m_options.protocolSwitch ? fitWithSwitch()
                            : m_options.singleRegime ? fitSingle()
                                                     : fitRegimes();
        if (fitted) {
            finish();
        }
        return std::move(m_fit);
    }

private:
    Diagnostic& error(DiagCode code, Severity severity = Severity::Error,
                      std::size_t run = SIZE_MAX) {
        Diagnostic& d =
            m_fit.diagnostics.emplace_back(Diagnostic{.code = code, .severity = severity});
        if (run < m_runs.size()) {
            d.field = run < m_sources.size() ? m_sources[run] : std::string();
            d.line = m_runs[run].line;
        }
        return d;
    }

    /// The spec at efficiency 1: what the tier's links carry for a group before losses.
    void prepareSpec() {
        if (m_options.spec && m_options.spec->bandwidth.value() > 0) {
            m_fit.spec = *m_options.spec;
            m_fit.spec->efficiency = 1.0;
        }
        for (const NcclRun& r : m_runs) {
            m_fit.referenceRanks = std::max(m_fit.referenceRanks, r.ranks);
        }
    }

    /// GPUs of run i per scale-up domain: per host from the device list, else the domain size.
    int perDomain(const NcclRun& r) const {
        const int domain = m_options.scaleUpDomain;
        int per = r.ranks;
        if (r.hosts > 1) {
            per = (r.ranks + r.hosts - 1) / r.hosts;
        }
        return domain > 0 ? std::min(per, domain) : per;
    }

    /// Refuses runs that measure another tier than the one being calibrated.
    void checkTier(std::size_t i) {
        const NcclRun& r = m_runs[i];
        const int domain = m_options.scaleUpDomain;
        if (r.hosts == 1 && domain > 0 && r.ranks > domain) {
            // One host with more GPUs than the domain (a DGX-2's 16): the domain is wrong, not the
            // tier: suggest a preset whose domain covers the host.
            Diagnostic& d = error(DiagCode::FitHostExceedsDomain, Severity::Error, i);
            d.actual = r.ranks;
            d.limit = domain;
            return;
        }
        if (m_options.tier == TierKind::ScaleUp) {
            if (domain > 0 && r.ranks > domain) {
                Diagnostic& d = error(DiagCode::FitRunExceedsDomain, Severity::Error, i);
                d.actual = r.ranks;
                d.limit = domain;
            } else if (domain == 0 && r.hosts > 1) {
                error(DiagCode::FitRunSpansHosts, Severity::Error, i).actual = r.hosts;
            }
        } else if (r.hosts == 1 || (domain > 0 && r.ranks <= domain)) {
            Diagnostic& d = error(DiagCode::FitRunInsideScaleUp, Severity::Error, i);
            d.actual = r.ranks;
            d.limit = r.hosts == 1 ? 0 : domain;
        }
    }

    void collectPoints() {
        for (std::size_t i = 0; i < m_runs.size(); ++i) {
            const NcclRun& r = m_runs[i];
            if (!r.collective || r.ranks < 2) {
                continue; // the log reader has reported why
            }
            checkTier(i);
            for (const NcclRow& row : r.rows) {
                const std::optional<NcclTiming>& t = row.timing(m_options.variant);
                if (!t || row.size.value() <= 0) {
                    continue; // a 0-byte collective moves nothing: no information on alpha or B
                }
                CalibrationPoint p;
                p.run = i;
                p.line = row.line;
                p.collective = *r.collective;
                p.ranks = r.ranks;
                p.hosts = r.hosts;
                p.perDomain = perDomain(r);
                p.size = row.size;
                p.measured = t->time;
                p.measuredBusBandwidth = busBandwidth(p.collective, p.ranks, p.size, p.measured);
                if (t->failedCheck()) {
                    p.used = false;
                    Diagnostic& d = error(DiagCode::FitWrongResults, Severity::Warning, i);
                    d.line = row.line;
                    if (t->wrong) {
                        d.actual = *t->wrong;
                    } else if (t->errorMagnitude) { // an old table: the error, not a count
                        d.limit = *t->errorMagnitude;
                    }
                } else {
                    const auto [k, m] = coefficients(m_options.algorithm, m_options.tier,
                                                     p.collective, p.size, p.ranks, p.perDomain);
                    m_obs.push_back({m_fit.points.size(), k, m * bandwidthScale(m_fit, p.ranks),
                                     p.measured.value(), p.size.value()});
                }
                m_fit.points.push_back(p);
            }
        }
    }

    bool fitSingle() {
        const Solution s = solve(m_obs);
        if (!s.ok) {
            Diagnostic& d = error(s.failure);
            if (s.failure == DiagCode::FitNegativeLatency) {
                d.actual = units::inMicroseconds(units::seconds(s.alpha));
                d.limit = 0;
            }
            return false;
        }
        m_fit.regimes = {regimeOf(s, m_obs)};
        m_stored = {s, m_obs};
        return reachesBandwidthRegime(s, m_obs);
    }

    /// The boundaries (index of the first observation of each distinct size after the first),
    /// at most `most` of them, evenly spaced.
    std::vector<std::size_t> boundaries(std::size_t most) const {
        std::vector<std::size_t> all;
        for (std::size_t i = 1; i < m_obs.size(); ++i) {
            if (m_obs[i].size != m_obs[i - 1].size) {
                all.push_back(i);
            }
        }
        if (all.size() <= most) {
            return all;
        }
        std::vector<std::size_t> picked;
        const std::size_t stride = (all.size() + most - 1) / most;
        for (std::size_t i = 0; i < all.size(); i += stride) {
            picked.push_back(all[i]);
        }
        return picked;
    }

    /// A range holds enough points and sizes for its own line.
    bool enough(std::size_t from, std::size_t to) const {
        if (to < from + kMinPoints) {
            return false;
        }
        return m_obs[from].size != m_obs[to - 1].size;
    }

    /// Fits the regimes the data show: one line, or the best two- or three-regime split when it
    /// divides the residual by kSplitGain and the simpler fit is off by more than kSplitWorthRms.
    bool fitRegimes() {
        const std::size_t n = m_obs.size();
        std::vector<Sums> prefix(n + 1);
        for (std::size_t i = 0; i < n; ++i) {
            const Observation& o = m_obs[i];
            const long double a0 = o.steps / o.time;
            const long double a1 = o.bytes / o.time;
            prefix[i + 1] = {prefix[i].s00 + a0 * a0, prefix[i].s01 + a0 * a1,
                             prefix[i].s11 + a1 * a1, prefix[i].b0 + a0, prefix[i].b1 + a1};
        }
        const auto rss = [&](std::size_t from, std::size_t to) {
            return enough(from, to) ? quickRss(prefix[to] - prefix[from], to - from) : INFINITY;
        };
        const Solution one = solve(m_obs);
        double bestRss = one.ok ? one.rss : INFINITY;
        std::vector<std::size_t> cuts;
        // Two regimes.
        double rss2 = INFINITY;
        std::size_t cut2 = 0;
        for (const std::size_t c : boundaries(kMaxSwitchCandidates)) {
            const double r = rss(0, c) + rss(c, n);
            if (r < rss2) {
                rss2 = r;
                cut2 = c;
            }
        }
        const auto worth = [&](double simpler, double richer) {
            return std::isfinite(richer) &&
                   (!std::isfinite(simpler) ||
                    (richer * kSplitGain < simpler &&
                     std::sqrt(simpler / static_cast<double>(n)) > kSplitWorthRms));
        };
        if (worth(bestRss, rss2)) {
            bestRss = rss2;
            cuts = {cut2};
            // Three regimes (LL, LL128 and Simple; or a ring and NVLS above it).
            constexpr std::size_t kThreeWayCandidates = 64;
            const std::vector<std::size_t> b = boundaries(kThreeWayCandidates);
            double rss3 = INFINITY;
            std::vector<std::size_t> cut3;
            for (std::size_t x = 0; x < b.size(); ++x) {
                const double first = rss(0, b[x]);
                if (!std::isfinite(first)) {
                    continue;
                }
                for (std::size_t y = x + 1; y < b.size(); ++y) {
                    const double r = first + rss(b[x], b[y]) + rss(b[y], n);
                    if (r < rss3) {
                        rss3 = r;
                        cut3 = {b[x], b[y]};
                    }
                }
            }
            if (worth(bestRss, rss3)) {
                cuts = cut3;
            }
        }
        if (cuts.empty()) {
            if (!one.ok) {
                return fitSingle(); // reports why
            }
            m_fit.regimes = {regimeOf(one, m_obs)};
            m_stored = {one, m_obs};
            return reachesBandwidthRegime(one, m_obs);
        }
        return keepSegments(cuts);
    }

    /// The regimes between the cuts, each fitted on its own (SVD, with standard errors).
    bool keepSegments(const std::vector<std::size_t>& cuts) {
        std::vector<std::size_t> edges = {0};
        edges.insert(edges.end(), cuts.begin(), cuts.end());
        edges.push_back(m_obs.size());
        m_fit.regimes.clear();
        m_fit.switches.clear();
        for (std::size_t i = 0; i + 1 < edges.size(); ++i) {
            const std::vector<Observation> part(m_obs.begin() + static_cast<long>(edges[i]),
                                                m_obs.begin() + static_cast<long>(edges[i + 1]));
            const Solution s = solve(part);
            if (!s.ok) {
                error(s.failure);
                return false;
            }
            m_fit.regimes.push_back(regimeOf(s, part));
            m_stored = {s, part};
            if (i > 0) {
                m_fit.switches.emplace_back(units::bytes(m_obs[edges[i] - 1].size),
                                            units::bytes(m_obs[edges[i]].size));
            }
        }
        m_fit.switchBetween = m_fit.switches.front();
        return reachesBandwidthRegime(m_stored.first, m_stored.second);
    }

    /// The bandwidth comes from the largest messages: where moving the bytes takes at most a
    /// small share of their time, the sizes never left the latency-bound regime and the fitted
    /// bandwidth is noise (a log cut at 256 KB fitted 0.094 of the link where 0.73 is true;
    /// constant times fitted 1.95e15 PB/s). Below kRefusedShare the fit is refused, below
    /// kFlaggedShare it is kept with a warning. actual = the share, limit = the bound crossed.
    bool reachesBandwidthRegime(const Solution& s, const std::vector<Observation>& obs) {
        const auto largest = std::max_element(
            obs.begin(), obs.end(),
            [](const Observation& a, const Observation& b) { return a.size < b.size; });
        const double moving = s.beta * largest->bytes;
        const double share = moving / (moving + s.alpha * largest->steps);
        constexpr double kRefusedShare = 0.05;
        constexpr double kFlaggedShare = 0.5;
        if (share >= kFlaggedShare) {
            return true;
        }
        const bool refused = share < kRefusedShare;
        Diagnostic& d =
            error(DiagCode::FitNonPositiveBandwidth, refused ? Severity::Error : Severity::Warning);
        d.actual = share;
        d.limit = refused ? kRefusedShare : kFlaggedShare;
        return !refused;
    }

    /// Tries every split between consecutive measured sizes that leaves a valid fit on both
    /// sides and keeps the one with the smallest total weighted residual.
    bool fitWithSwitch() {
        std::set<double> sizes;
        for (const Observation& o : m_obs) {
            sizes.insert(o.size);
        }
        // Each candidate split refits every point: at most kMaxSwitchCandidates of them, evenly
        // spaced over the sizes, keep the work linear in the log (20,000 sizes took 39 s). A
        // real sweep (-b 8 -e 8G -f 2) has about 30 sizes, all of them tried.
        const std::size_t stride = std::max<std::size_t>(
            1, (sizes.size() - 1 + kMaxSwitchCandidates - 1) / kMaxSwitchCandidates);
        std::size_t index = 0;
        double bestRss = INFINITY;
        std::pair<Solution, std::vector<Observation>> best; ///< the bandwidth regime's
        for (auto it = sizes.begin(); std::next(it) != sizes.end(); ++it) {
            if (index++ % stride != 0) {
                continue;
            }
            const Split split = splitAt(m_obs, *it);
            if (static_cast<int>(split.below.size()) < kMinPoints ||
                static_cast<int>(split.above.size()) < kMinPoints ||
                distinctSizes(split.below) < 2 || distinctSizes(split.above) < 2) {
                continue;
            }
            const Solution lo = solve(split.below);
            const Solution hi = solve(split.above);
            if (lo.ok && hi.ok && lo.rss + hi.rss < bestRss) {
                bestRss = lo.rss + hi.rss;
                best = {hi, split.above};
                m_fit.regimes = {regimeOf(lo, split.below), regimeOf(hi, split.above)};
                m_fit.switchBetween = std::pair{units::bytes(*it), units::bytes(*std::next(it))};
                m_fit.switches = {*m_fit.switchBetween};
                m_stored = best;
            }
        }
        if (m_fit.regimes.empty()) {
            error(DiagCode::FitNoSwitchPoint);
            return false;
        }
        return reachesBandwidthRegime(best.first, best.second);
    }

    /// Each regime's kind: bandwidth-bound when moving the bytes is at least half of its largest
    /// size's time, in-network when that bandwidth is also above the links' spec.
    void classifyRegimes() {
        std::size_t from = 0;
        for (AlphaBetaFit& r : m_fit.regimes) {
            const std::size_t to = from + static_cast<std::size_t>(r.points);
            const Observation& largest = m_obs[to - 1];
            const double moving = largest.bytes / r.bandwidth.value.value();
            r.bandwidthShare = moving / (moving + r.alpha.value.value() * largest.steps);
            r.kind =
                r.bandwidthShare >= 0.5 ? RegimeKind::BandwidthBound : RegimeKind::LatencyBound;
            if (r.kind == RegimeKind::BandwidthBound && m_fit.specBandwidth &&
                r.bandwidth.value > *m_fit.specBandwidth) {
                r.kind = RegimeKind::InNetwork;
            }
            from = to;
        }
    }

    void finish() {
        m_fit.valid = true;
        m_fit.latency = m_fit.regimes.front().alpha;
        m_fit.storedRegime = m_fit.regimes.size() - 1;
        m_fit.bandwidth = m_fit.regimes.back().bandwidth;
        if (m_fit.spec) {
            m_fit.specBandwidth = effectiveBandwidth(*m_fit.spec, m_fit.referenceRanks);
        }
        classifyRegimes();
        if (m_fit.spec) {
            const ByteRate spec = *m_fit.specBandwidth;
            const double above = m_fit.bandwidth.value / spec;
            if (above > 1.0) {
                // In-network reduction: the ring model the preset holds goes no faster than the
                // links. Stored as the link rate when that is close to the measurement.
                Diagnostic& d = error(DiagCode::FitAboveSpec, Severity::Warning);
                d.actual = above;
                d.limit = 1.0;
                if (1.0 / above >= kCappedInNetworkShare) {
                    m_fit.bandwidthCapped = true;
                    d.text = "capped";
                    m_fit.bandwidth = {spec, m_fit.bandwidth.standardError * (1.0 / above)};
                }
            }
            m_fit.efficiency = Estimate<double>{m_fit.bandwidth.value / spec,
                                                m_fit.bandwidth.standardError / spec};
        }
        if (m_fit.latency.standardError > m_fit.latency.value * kUncertainLatency) {
            Diagnostic& d = error(DiagCode::FitLatencyUncertain, Severity::Warning);
            if (m_fit.latency.value.value() > 0) { // alpha = 0 has no relative error
                d.actual = m_fit.latency.standardError / m_fit.latency.value;
            }
        }
        double sumSquares = 0;
        int used = 0;
        for (CalibrationPoint& p : m_fit.points) {
            p.regime = regimeFor(m_fit, p.size);
            p.model = fittedTime(m_fit, p.collective, p.ranks, p.size, p.perDomain);
            p.relativeError = (p.model - p.measured) / p.measured;
            p.modelBusBandwidth = busBandwidth(p.collective, p.ranks, p.size, p.model);
            if (p.used) {
                sumSquares += p.relativeError * p.relativeError;
                m_fit.maxAbsRelativeError =
                    std::max(m_fit.maxAbsRelativeError, std::abs(p.relativeError));
                ++used;
            }
        }
        m_fit.rmsRelativeError = std::sqrt(sumSquares / used);
        if (m_fit.rmsRelativeError > kPoorFitRms) {
            m_fit.poorFit = true;
            Diagnostic& d = error(DiagCode::FitPoorQuality, Severity::Warning);
            d.actual = m_fit.rmsRelativeError;
            d.limit = kPoorFitRms;
        }
        sampleCurves();
    }

    void sampleCurves() {
        for (std::size_t i = 0; i < m_runs.size(); ++i) {
            double lo = INFINITY;
            double hi = 0;
            for (const CalibrationPoint& p : m_fit.points) {
                if (p.run == i) {
                    lo = std::min(lo, p.size.value());
                    hi = std::max(hi, p.size.value());
                }
            }
            if (!(hi > 0)) {
                continue;
            }
            const NcclRun& r = m_runs[i];
            const int per = perDomain(r);
            for (int k = 0; k < kCurveSamples; ++k) {
                const double f = static_cast<double>(k) / (kCurveSamples - 1);
                const Bytes size = units::bytes(lo * std::pow(hi / lo, f));
                const Seconds t = fittedTime(m_fit, *r.collective, r.ranks, size, per);
                m_fit.curve.push_back(
                    {i, per, size, t, busBandwidth(*r.collective, r.ranks, size, t)});
            }
        }
    }

    const std::vector<NcclRun>& m_runs;
    const std::vector<std::string>& m_sources;
    FitOptions m_options;
    std::vector<Observation> m_obs;
    std::pair<Solution, std::vector<Observation>> m_stored; ///< the largest-size regime's
    CalibrationFit m_fit;
};

} // namespace

Seconds fittedTime(const CalibrationFit& fit, Collective c, int ranks, Bytes size, int perDomain) {
    if (fit.regimes.empty()) {
        return Seconds(0);
    }
    const AlphaBetaFit& r = fit.regimes[std::min<std::size_t>(
        static_cast<std::size_t>(regimeFor(fit, size)), fit.regimes.size() - 1)];
    const auto [k, m] = coefficients(fit.algorithm, fit.tier, c, size, ranks, perDomain);
    return r.alpha.value * k + units::bytes(m * bandwidthScale(fit, ranks)) / r.bandwidth.value;
}

std::string_view regimeKindId(RegimeKind kind) {
    switch (kind) {
    case RegimeKind::LatencyBound: return "latency-bound";
    case RegimeKind::BandwidthBound: return "bandwidth-bound";
    case RegimeKind::InNetwork: return "in-network";
    }
    return "bandwidth-bound";
}

CalibrationFit fitAlphaBeta(const std::vector<NcclRun>& runs,
                            const std::vector<std::string>& sources, const FitOptions& options) {
    return Fitter(runs, sources, options).run();
}

} // namespace goodput
