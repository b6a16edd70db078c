// SPDX-License-Identifier: MIT
#include "random.h"

#include <cmath>

namespace goodput {
namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

} // namespace

std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Random::Random(std::uint64_t seed) {
    for (std::uint64_t& word : m_state) {
        word = splitMix64(seed);
    }
}

Random Random::fromState(const std::array<std::uint64_t, 4>& state) {
    Random r;
    r.m_state = state;
    return r;
}

std::uint64_t Random::next() {
    std::array<std::uint64_t, 4>& s = m_state;
    const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

double Random::uniform() {
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

double Random::exponential(double mean) {
    return -mean * std::log(1.0 - uniform());
}

std::uint64_t streamSeed(std::uint64_t seed, std::uint64_t run, std::uint64_t stream) {
    // Three SplitMix64 rounds fold seed, run and stream into one well-mixed word.
    std::uint64_t state = seed;
    std::uint64_t mixed = splitMix64(state);
    state = mixed ^ run;
    mixed = splitMix64(state);
    state = mixed ^ stream;
    return splitMix64(state);
}

double nextWeibullFleetFailure(double now, double count, double eta, double shape,
                               double unitExponential) {
    const double age = std::pow(now / eta, shape);
    return eta * std::pow(age + unitExponential / count, 1.0 / shape);
}

double weibullScaleForMean(double mean, double shape) {
    return mean / std::tgamma(1.0 + 1.0 / shape);
}

} // namespace goodput
