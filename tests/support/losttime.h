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

/// `runs` runs with seed 19 and no interval sweep: the hand cases of tst_failslow and
/// tst_recovery.
inline SimulationOptions handCaseOptions(int runs) {
    SimulationOptions o;
    o.runs = runs;
    o.seed = 19;
    o.searchOptimum = false;
    return o;
}

} // namespace goodput::test
