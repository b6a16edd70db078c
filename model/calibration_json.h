// SPDX-License-Identifier: MIT
#pragma once

// A calibration as JSON: the contract of `goodput calibrate nccl` (docs/calibration.md). Times in
// microseconds, bandwidths in GB/s (1e9 B/s), sizes in bytes; a value that does not exist (a
// refused fit, no spec) is null, never NaN or infinity.

#include "calibration.h"
#include "step_calibration.h"

#include <nlohmann/json.hpp>

namespace goodput {

/// "scale-up", "scale-out" (the CLI's --tier values).
std::string_view tierId(TierKind tier);
/// "out-of-place", "in-place".
std::string_view variantId(NcclVariant variant);

/// The fit with the runs it used (`sources[i]` names the log of `runs[i]`).
nlohmann::json calibrationToJson(const CalibrationFit& fit, const std::vector<NcclRun>& runs,
                                 const std::vector<std::string>& sources);

/// "stepTime", "tokensPerSecond", "tflopsPerGpu".
std::string_view stepMeasureId(StepMeasure kind);

/// A back-solved matmul efficiency (`goodput calibrate step`): the measurement, the efficiency
/// before and after, and the step model (step seconds, MFU, HFU, tokens/s) at both.
nlohmann::json stepCalibrationToJson(const StepCalibration& calibration,
                                     const StepMeasurement& measurement);

} // namespace goodput
