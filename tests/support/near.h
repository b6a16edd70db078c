// SPDX-License-Identifier: MIT
#pragma once

// The one tolerance comparison of the test suites.

#include <algorithm>
#include <cmath>

namespace goodput::test {

/// Tight enough for a value recomputed from the same formula.
inline constexpr double kExact = 1e-9;
/// For values read off a sampled curve or a slider's rounded display.
inline constexpr double kSampled = 1e-6;

/// True when `actual` and `expected` differ by at most `relative` of the larger magnitude.
inline bool near(double actual, double expected, double relative = kExact) {
    return std::abs(actual - expected) <= relative * std::max(std::abs(actual), std::abs(expected));
}

} // namespace goodput::test
