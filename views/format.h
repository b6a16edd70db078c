// SPDX-License-Identifier: MIT
#pragma once

// How numbers look, everywhere: the GUI cards, the CLI text and the PDF report call these, so a
// headline number reads the same in all three. Units are always printed.

#include "model/units.h"

#include <QString>

namespace goodput::views {

/// How the user wants quantities shown (Edit > Preferences); the defaults are the chapter's.
struct DisplayUnits {
    bool memoryInGibibytes = false; ///< formatBytes: GiB, MiB, TiB instead of GB, MB, TB
    bool networkInBytes = false;    ///< formatBitRate: GB/s instead of Gb/s
    QString currencySymbol = QStringLiteral("$"); ///< formatDollars and formatPricePerHour

    bool operator==(const DisplayUnits&) const = default;
};

/// Process-wide, set once from the preferences (and again when they change).
void setDisplayUnits(const DisplayUnits& units);
[[nodiscard]] const DisplayUnits& displayUnits();

QString formatDays(Seconds time);            ///< "23.7 days"
QString formatDuration(Seconds time);        ///< picks µs, ms, s, min, h or days
QString formatHours(Seconds time);           ///< "50.0 h"
QString formatDollars(Dollars amount);       ///< "$1.17M", "$850k", "$12.30"
QString formatBytes(Bytes amount);           ///< "134 MB", "1.12 TB" (or MiB, TiB)
QString formatByteRate(ByteRate rate);       ///< "400 GB/s"
QString formatBitRate(ByteRate rate);        ///< "400 Gb/s" (the same rate in bits), or "50.0 GB/s"
QString formatFlops(Flops amount);           ///< "8.40e23 FLOP"
QString formatFlopRate(FlopRate rate);       ///< "989 TFLOP/s", "4.10e17 FLOP/s"
QString formatGibibytes(Bytes amount);       ///< "32.0 GiB", only where a source publishes GiB
QString formatPricePerHour(DollarRate rate); ///< "$2.49/h"
QString formatPercent(double fraction, int decimals = 1); ///< "40.0 %"
QString formatCount(double value);                        ///< "583,333", "1.95e6" for huge
/// A count that can reach billions, read at a glance: "975,238", "6.16 billion" (never "6.16e9").
QString formatLargeCount(double value);
/// A checkpoint waste as a share of the compute time, "1.31 %"; from 100 % on, where the run
/// never finishes and the first-order formula's number means nothing, "over 100 %".
QString formatWaste(double fraction);
QString formatShortCount(double value); ///< parameters and tokens: "70.6B", "14.8T", "32,768"
/// "8.40e23"; `significant` 0: the shortest that reads back as the same double ("1e16").
QString formatScientific(double value, int significant = 3);
/// A bare number as it appears in a worked formula: "0.40", "120", "1,024", "2.05e6".
QString formatNumber(double value);
/// A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180).
QString csvField(const QString& text);
/// Issue 19: facility power, energy and emissions.
QString formatMegawatts(double megawatts); ///< "1.44 MW", "850 kW"
QString formatMegawattHours(double mwh);   ///< "849 MWh", "1.23 GWh"
QString formatTonnesCo2e(double tonnes);   ///< "314 t CO2e"

} // namespace goodput::views
