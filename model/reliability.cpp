// SPDX-License-Identifier: MIT
#include "reliability.h"

#include <cmath>

namespace goodput {

Seconds systemMtbf(const std::vector<PartPopulation>& parts) {
    double rate = 0; // failures per second
    for (const PartPopulation& p : parts) {
        if (p.count > 0 && p.mtbf.value() > 0) {
            rate += p.count / p.mtbf.value();
        }
    }
    return rate > 0 ? Seconds(1.0 / rate) : Seconds(0);
}

double expectedFailures(Seconds runTime, Seconds mtbf) {
    return mtbf.value() > 0 ? runTime / mtbf : 0.0;
}

Seconds youngInterval(Seconds stall, Seconds mtbf) {
    return sqrtOfProduct(stall * 2.0, mtbf);
}

Seconds dalyInterval(Seconds stall, Seconds mtbf) {
    if (stall >= mtbf * 2.0) {
        return mtbf;
    }
    const double x = stall / (mtbf * 2.0);
    return youngInterval(stall, mtbf) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - stall;
}

double checkpointWaste(Seconds stall, Seconds interval, Seconds mtbf) {
    if (interval.value() <= 0 || mtbf.value() <= 0) {
        return 0.0;
    }
    return stall / interval + interval / (mtbf * 2.0);
}

GoodputBreakdown computeGoodput(Seconds stall, Seconds interval, Seconds mtbf, Seconds restart) {
    return computeGoodput(
        GoodputTerms{.stall = stall, .interval = interval, .mtbf = mtbf, .restart = restart});
}

GoodputBreakdown computeGoodput(const GoodputTerms& t) {
    GoodputBreakdown g;
    if (t.interval.value() <= 0) {
        g.finishes = false;
        return g;
    }
    const double stallPerUseful = t.stall / t.interval;
    const bool failures = t.mtbf.value() > 0;
    const double lostPerWall =
        failures ? (t.interval * (0.5 * t.lostIntervals) + t.writeLag) / t.mtbf : 0.0;
    const double restartPerWall = failures ? t.restart / t.mtbf : 0.0;
    const double stopped = t.plannedShare + t.repairWaitShare;
    const double corruptionPerWall = t.corruptionShare();
    const double available =
        1.0 - lostPerWall - restartPerWall - stopped - t.slowShare - corruptionPerWall;
    const double goodput = available / (1.0 + stallPerUseful + t.checkOverhead);
    if (!(goodput >= 1.0 / kMaxWallClockFactor)) {
        g.finishes = false;
        const double lost =
            lostPerWall + restartPerWall + stopped + t.slowShare + corruptionPerWall;
        if (lost > 0) {
            g.lostWorkShare = lostPerWall / lost;
            g.restartShare = restartPerWall / lost;
            g.plannedShare = t.plannedShare / lost;
            g.repairWaitShare = t.repairWaitShare / lost;
            g.slowShare = t.slowShare / lost;
            g.corruptionShare = corruptionPerWall / lost;
        }
        return g;
    }
    g.goodput = goodput;
    g.checkpointShare = stallPerUseful * g.goodput;
    g.lostWorkShare = lostPerWall;
    g.restartShare = restartPerWall;
    g.plannedShare = t.plannedShare;
    g.repairWaitShare = t.repairWaitShare;
    g.slowShare = t.slowShare;
    g.corruptionShare = corruptionPerWall;
    g.checkShare = t.checkOverhead * g.goodput;
    return g;
}

} // namespace goodput
