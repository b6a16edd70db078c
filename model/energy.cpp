// SPDX-License-Identifier: MIT
#include "energy.h"

#include <cmath>

namespace goodput {

double powerCapClockFactor(double capWatts, double tdpWatts) {
    if (!(capWatts > 0) || !(tdpWatts > 0) || capWatts >= tdpWatts) {
        return 1.0;
    }
    return std::cbrt(capWatts / tdpWatts);
}

Accelerator cappedAccelerator(const Accelerator& accelerator, double clockFactor) {
    Accelerator a = accelerator;
    a.peakBf16 = a.peakBf16 * clockFactor;
    if (a.peakFp8) {
        *a.peakFp8 = *a.peakFp8 * clockFactor;
    }
    return a;
}

void applyPowerCap(Scenario& s) {
    if (s.power.capWatts) {
        s.hardware.accelerator = cappedAccelerator(
            s.hardware.accelerator, powerCapClockFactor(*s.power.capWatts, s.hardware.tdpWatts));
    }
}

EnergyResult energyOfRun(const Scenario& s, Seconds wallClock, double standbyGpus) {
    EnergyResult e;
    const double tdp = s.hardware.tdpWatts;
    const std::optional<double>& cap = s.power.capWatts;
    e.boardWatts = cap && tdp > 0 ? std::min(*cap, tdp) : cap.value_or(tdp);
    e.known = e.boardWatts > 0;
    if (!e.known) {
        return e;
    }
    e.clockFactor = cap ? powerCapClockFactor(*cap, tdp) : 1.0;
    const double gpus = s.cluster.gpus + standbyGpus;
    const double nodes =
        s.cluster.nodes() + (s.cluster.gpusPerNode > 0 ? standbyGpus / s.cluster.gpusPerNode : 0);
    const double itWatts = gpus * e.boardWatts + nodes * s.power.nodeOverheadWatts;
    e.itMegawatts = itWatts / 1e6;
    e.facilityMegawatts = e.itMegawatts * s.power.pue;
    e.megawattHours = e.facilityMegawatts * units::inHours(wallClock);
    e.costRate = units::dollarsPerHour(e.facilityMegawatts * 1000 * s.energyPricePerKwh);
    e.cost = e.costRate * wallClock;
    e.tonnesCo2e = e.megawattHours * s.power.carbonKgPerKwh; // MWh x kg/kWh = t
    return e;
}

} // namespace goodput
