// SPDX-License-Identifier: MIT
#pragma once

// Compare mode: how far a figure moved from the pinned baseline.

#include <optional>

namespace goodput {

struct Change {
    double absolute = 0;            ///< current - baseline, in the figure's own unit
    std::optional<double> relative; ///< (current - baseline) / baseline; empty when baseline is 0
};

Change changeFrom(double baseline, double current);

} // namespace goodput
