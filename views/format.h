// SPDX-License-Identifier: MIT
#pragma once

// How numbers look, everywhere: the GUI cards, the CLI text and the PDF report call these, so a
// headline number reads the same in all three. Units are always printed.

#include "model/units.h"

#include <QString>

namespace goodput::views {

QString formatDays(Seconds time);             ///< "23.7 days"
QString formatDuration(Seconds time);         ///< picks µs, ms, s, min, h or days
QString formatHours(Seconds time);            ///< "50.0 h"
QString formatDollars(Dollars amount);        ///< "$1.17M", "$850k", "$12.30"
QString formatBytes(Bytes amount);            ///< decimal units: "134 MB", "1.12 TB"
QString formatByteRate(ByteRate rate);        ///< "400 GB/s"
QString formatBitRate(ByteRate rate);         ///< "400 Gb/s" (the same rate in bits)
QString formatFlops(Flops amount);            ///< "8.40e23 FLOP"
QString formatFlopRate(FlopRate rate);        ///< "989 TFLOP/s", "4.10e17 FLOP/s"
QString formatGibibytes(Bytes amount);        ///< "32.0 GiB", only where a source publishes GiB
QString formatPricePerHour(DollarRate rate);  ///< "$2.49/h"
QString formatPercent(double fraction, int decimals = 1); ///< "40.0 %"
QString formatCount(double value);            ///< "583,333", "1.95e6" for huge
QString formatShortCount(double value);       ///< parameters and tokens: "70.6B", "14.8T", "32,768"
QString formatScientific(double value, int significant = 3); ///< "8.40e23"
/// A bare number as it appears in a worked formula: "0.40", "120", "1,024", "2.05e6".
QString formatNumber(double value);

} // namespace goodput::views
