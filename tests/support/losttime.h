// SPDX-License-Identifier: MIT
#pragma once

#include "model/simulate.h"

namespace goodput::test {

/// Mean lost time of one category per run, summed over the part kinds.
inline Seconds lost(const SimulationResult& r, LossCategory c) {
    Seconds total;
    for (const LostTime& l : r.lostTime) {
        if (l.category == c) {
            total += l.mean;
        }
    }
    return total;
}

} // namespace goodput::test
