// SPDX-License-Identifier: MIT
#pragma once

// Accelerators shared by the Qt Test suites (Qt-free, like the model).

#include "model/hardware.h"

namespace goodput::testing {

/// H100 SXM as presets/hardware/nvidia-h100-sxm.json gives it: 989.4 TFLOP/s BF16 dense (FP8
/// 1,979), 80 GB HBM at 3.35 TB/s, matmul efficiency 0.803 (Bekman MAMF 794.5 / 989.4), FP8
/// 0.709, sustained 0.727 (the clock a saturated matmul drops to), fused attention 0.48 at long
/// sequences, 132 SMs, HBM at 0.85. Typed here rather than read, so a test states its inputs.
Accelerator h100Sxm();

} // namespace goodput::testing
