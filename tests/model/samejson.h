// SPDX-License-Identifier: MIT
#pragma once

// Comparing JSON trees in tests: unit conversions round in the last bit, so numbers are equal
// within 1e-12 relative; everything else must match exactly.

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

inline bool sameJson(const nlohmann::json& a, const nlohmann::json& b) {
    if (a.is_number() && b.is_number()) {
        const double x = a.get<double>();
        const double y = b.get<double>();
        return std::abs(x - y) <= 1e-12 * std::max(std::abs(x), std::abs(y));
    }
    if (a.type() != b.type() || a.size() != b.size()) {
        return false;
    }
    if (a.is_object()) {
        for (const auto& [k, v] : a.items()) {
            if (!b.contains(k) || !sameJson(v, b.at(k))) {
                return false;
            }
        }
        return true;
    }
    if (a.is_array()) {
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!sameJson(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }
    return a == b;
}
