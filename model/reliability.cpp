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
    GoodputBreakdown g;
    if (interval.value() <= 0) {
        g.finishes = false;
        return g;
    }
    const double stallPerUseful = stall / interval;
    if (mtbf.value() <= 0) { // no failures at all
        g.goodput = 1.0 / (1.0 + stallPerUseful);
        g.checkpointShare = stallPerUseful * g.goodput;
        return g;
    }
    const double lostPerWall = (interval * 0.5) / mtbf;
    const double restartPerWall = restart / mtbf;
    const double available = 1.0 - lostPerWall - restartPerWall;
    if (available <= 0) {
        g.finishes = false;
        g.lostWorkShare = lostPerWall / (lostPerWall + restartPerWall);
        g.restartShare = restartPerWall / (lostPerWall + restartPerWall);
        return g;
    }
    g.goodput = available / (1.0 + stallPerUseful);
    g.checkpointShare = stallPerUseful * g.goodput;
    g.lostWorkShare = lostPerWall;
    g.restartShare = restartPerWall;
    return g;
}

} // namespace goodput
