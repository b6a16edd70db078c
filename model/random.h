// SPDX-License-Identifier: MIT
#pragma once

// A small, fully specified pseudo-random generator and the inverse-CDF samplers the simulator
// needs. Written here rather than taken from <random> so that a seed gives the same numbers with
// every standard library: the standard fixes its engines but not its distributions.

#include <array>
#include <cstdint>

namespace goodput {

/// SplitMix64 (Steele, Lea, Flood 2014): one step on `state`, used to expand seeds.
std::uint64_t splitMix64(std::uint64_t& state);

/// xoshiro256** 1.0 (Blackman and Vigna 2018, prng.di.unimi.it): 256 bits of state, period
/// 2^256 - 1, seeded by four SplitMix64 outputs as its authors recommend.
class Random {
public:
    explicit Random(std::uint64_t seed);
    /// A generator with the given raw state (tests against the reference implementation).
    static Random fromState(const std::array<std::uint64_t, 4>& state);

    std::uint64_t next();
    /// Uniform on [0, 1) with 53 random bits.
    double uniform();
    /// Exponential with the given mean by inversion: -mean ln(1 - U); 1 - U is in (0, 1].
    double exponential(double mean);

private:
    Random() = default;
    std::array<std::uint64_t, 4> m_state{};
};

/// The seed of one stream of one run, so that every (run, stream) pair draws independent
/// numbers whatever order the runs are made in, and a stream's draws do not depend on how many
/// other streams drew before it (common random numbers across checkpoint intervals).
std::uint64_t streamSeed(std::uint64_t seed, std::uint64_t run, std::uint64_t stream);

/// Next failure of a fleet of `count` parts that all started new at time 0 and fail with a
/// Weibull(shape k, scale eta) life each, failed parts being few against the fleet: a Poisson
/// process with cumulative intensity count (t / eta)^k. By inversion of that intensity, the next
/// failure after `now` for a unit exponential draw `e` is eta ((now/eta)^k + e/count)^(1/k).
double nextWeibullFleetFailure(double now, double count, double eta, double shape,
                               double unitExponential);

/// Weibull scale whose mean is `mean`: eta = mean / Gamma(1 + 1/k).
double weibullScaleForMean(double mean, double shape);

} // namespace goodput
