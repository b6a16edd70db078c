// SPDX-License-Identifier: MIT
#include "hardware.h"

namespace goodput::testing {

using namespace goodput::units;

Accelerator h100Sxm() {
    Accelerator a;
    a.peakBf16 = teraflopPerSecond(989.4);
    a.peakFp8 = teraflopPerSecond(1979);
    a.hbmCapacity = gigabytes(80);
    a.hbmBandwidth = terabytesPerSecond(3.35);
    a.matmulEfficiency = 0.803;
    a.fp8MatmulEfficiency = 0.709;
    a.sustainedMatmulEfficiency = 0.727;
    a.attentionEfficiency = 0.48;
    a.computeUnits = 132;
    a.memoryEfficiency = 0.85;
    return a;
}

} // namespace goodput::testing
