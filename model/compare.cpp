// SPDX-License-Identifier: MIT
#include "compare.h"

#include <cmath>

namespace goodput {

Change changeFrom(double baseline, double current) {
    Change c;
    c.absolute = current - baseline;
    if (baseline != 0 && std::isfinite(baseline) && std::isfinite(current)) {
        c.relative = c.absolute / baseline;
    }
    return c;
}

} // namespace goodput
