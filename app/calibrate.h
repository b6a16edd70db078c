// SPDX-License-Identifier: MIT
#pragma once

// `goodput calibrate nccl LOG... --tier scale-up|scale-out [--preset FILE] [-o PRESET.json]`:
// fits a tier to nccl-tests logs and saves a calibrated user hardware preset
// (docs/calibration.md).

#include "command.h"

namespace goodput::app {

int calibrateCommand(const Args& args);

} // namespace goodput::app
