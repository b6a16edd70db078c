// SPDX-License-Identifier: MIT
#pragma once

// Power and energy of a run (issue 19): board power per accelerator (the TDP, or a power cap),
// a per-node overhead, the facility's PUE; the megawatts, megawatt-hours, dollars and tonnes of
// CO2e of the wall-clock run; and what a power cap costs in clock speed.

#include "scenario.h"
#include "units.h"

namespace goodput {

/// What a board power cap does to the clock: dynamic CMOS power is P = a C V^2 f and, across
/// the DVFS range, the voltage scales with the frequency, so P ~ f^3 and f / f0 =
/// (P / P0)^(1/3) (Weste and Harris, CMOS VLSI Design, 4th ed., section 5.1). 1 without a cap,
/// without a TDP to compare with, or with a cap at or above the TDP.
double powerCapClockFactor(double capWatts, double tdpWatts);

/// Below this share of the TDP a power cap is flagged (DiagCode::DeepPowerCap): the law leaves
/// out static power, which is a fixed part of the board's draw, so the deeper the cap the more
/// optimistic the clock it gives [assumption: half the TDP, the law's own 350 W of 700 W example
/// being the deepest cap it is shown on].
inline constexpr double kDeepPowerCapShare = 0.5;

/// The accelerator with its peak FLOP/s (BF16 and FP8) scaled by a clock factor; the HBM, whose
/// clock the cap leaves alone, is unchanged.
Accelerator cappedAccelerator(const Accelerator& accelerator, double clockFactor);

/// The hook of the power cap: the scenario's accelerator replaced by its capped copy (peaks x
/// powerCapClockFactor). evaluate(), the layout search and the step calibration call it before
/// the step model sees the accelerator, so every step time runs at the capped clock.
void applyPowerCap(Scenario& scenario);

struct EnergyResult {
    bool known = false;           ///< false: no board power (neither a TDP nor a cap)
    double boardWatts = 0;        ///< per accelerator: the cap, or the TDP
    double clockFactor = 1;       ///< compute clock under the cap, against the TDP's
    double itMegawatts = 0;       ///< boards + node overheads
    double facilityMegawatts = 0; ///< x PUE
    double megawattHours = 0;     ///< facility energy over the wall-clock run
    DollarRate costRate;          ///< facility kW x price per kWh
    Dollars cost;                 ///< megawatt-hours x price = costRate x wall-clock
    double tonnesCo2e = 0;        ///< megawatt-hours x grid carbon intensity
};

/// Facility power = (n x board + nodes x overhead) x PUE, drawn for the whole wall-clock (an
/// upper bound: stalls and restarts draw less). `standbyGpus` are warm standby GPUs beside the
/// job (whole nodes): powered and holding the state for the whole run, they count like the job's
/// (an upper bound too: an idle board draws less than its TDP).
EnergyResult energyOfRun(const Scenario& scenario, Seconds wallClock, double standbyGpus = 0);

} // namespace goodput
