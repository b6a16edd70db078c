// SPDX-License-Identifier: MIT
#include "format.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>

namespace goodput::views {
namespace {

/// Unit words, in the translation context "Format" (a struct, so that lupdate files them there).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Format)
};

/// Three significant figures, no exponent, for magnitudes people read at a glance.
QString sig3(double v) {
    const double a = std::abs(v);
    // Past a million of the unit, three significant digits in powers of ten: a step of 1e308 s
    // once printed 300 digits of days.
    if (!std::isfinite(v)) {
        return QStringLiteral("—");
    }
    if (a >= 1e6) {
        return formatScientific(v);
    }
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    return QLocale().toString(v, 'f', decimals);
}

struct Scaled {
    double factor;
    const char* suffix;
};

QString scaled(double v, const std::array<Scaled, 5>& scales, const char* unit) {
    for (const Scaled& s : scales) {
        if (std::abs(v) >= s.factor) {
            return QStringLiteral("%1 %2%3").arg(sig3(v / s.factor), QLatin1String(s.suffix),
                                                 QLatin1String(unit));
        }
    }
    return QStringLiteral("%1 %2").arg(sig3(v), QLatin1String(unit));
}

constexpr std::array<Scaled, 5> kDecimal = {
    {{1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}}};
constexpr std::array<Scaled, 5> kBinary = {
    {{0x1p50, "Pi"}, {0x1p40, "Ti"}, {0x1p30, "Gi"}, {0x1p20, "Mi"}, {0x1p10, "Ki"}}};

DisplayUnits& currentUnits() {
    static DisplayUnits units;
    return units;
}

} // namespace

void setDisplayUnits(const DisplayUnits& units) {
    currentUnits() = units;
}

const DisplayUnits& displayUnits() {
    return currentUnits();
}

QString formatScientific(double value, int significant) {
    if (!std::isfinite(value)) {
        return QStringLiteral("—");
    }
    // QLocale writes "8.40e+23"; the chapter and the app write "8.40e23" (and "1.00e-4").
    QString text = QLocale::c().toString(
        value, 'e', significant > 0 ? significant - 1 : QLocale::FloatingPointShortest);
    const qsizetype e = text.indexOf(QLatin1Char('e'));
    if (e >= 0) {
        QString exponent = text.mid(e + 1);
        const bool negative = exponent.startsWith(QLatin1Char('-'));
        exponent.remove(QLatin1Char('+')).remove(QLatin1Char('-'));
        while (exponent.size() > 1 && exponent.startsWith(QLatin1Char('0'))) {
            exponent.remove(0, 1);
        }
        text = text.left(e + 1) + (negative ? QStringLiteral("-") : QString()) + exponent;
    }
    return text;
}

QString formatNumber(double value) {
    const double a = std::abs(value);
    if (!std::isfinite(value)) {
        return QStringLiteral("—");
    }
    if (a >= 1e5 || (a > 0 && a < 1e-3)) {
        return formatScientific(value);
    }
    if (value == std::round(value)) {
        return formatCount(value);
    }
    // Three significant figures, trailing zeros dropped down to two decimals: 0.400 reads 0.40
    // (an MFU as the chapter writes it), 2.05 and 12.5 stay as they are.
    const int magnitude = static_cast<int>(std::floor(std::log10(a)));
    const int decimals = std::max(0, 2 - magnitude);
    QString text = QLocale().toString(value, 'f', decimals);
    const QChar point = QLocale().decimalPoint().front();
    while (text.contains(point) && text.endsWith(QLatin1Char('0')) &&
           text.size() - text.indexOf(point) > 3) {
        text.chop(1);
    }
    return text;
}

QString formatDays(Seconds time) {
    const double days = units::inDays(time);
    if (!std::isfinite(days) || std::abs(days) >= 1e6) {
        return Tr::tr("%1 days").arg(sig3(days));
    }
    if (days != 0 && std::abs(days) < 1e-3) { // "1.19e-311 days", never C's "1.19E-311"
        return Tr::tr("%1 days").arg(formatScientific(days));
    }
    // Below a day, three significant digits: a run of hours is not "0.0 days".
    return Tr::tr("%1 days").arg(QLocale().toString(days,
                                                    std::abs(days) < 1 && days != 0 ? 'g' : 'f',
                                                    std::abs(days) < 1 && days != 0 ? 3 : 1));
}

QString formatHours(Seconds time) {
    const double hours = units::inHours(time);
    if (!std::isfinite(hours) || std::abs(hours) >= 1e6) {
        return QStringLiteral("%1 h").arg(sig3(hours));
    }
    return QStringLiteral("%1 h").arg(QLocale().toString(hours, 'f', 1));
}

QString formatDuration(Seconds time) {
    const double s = time.value();
    if (!std::isfinite(s)) {
        return QStringLiteral("—");
    }
    const double a = std::abs(s);
    if (a == 0) {
        return QStringLiteral("0 s");
    }
    if (a < 1e-3) {
        return QStringLiteral("%1 µs").arg(sig3(s * 1e6));
    }
    if (a < 1) {
        return QStringLiteral("%1 ms").arg(sig3(s * 1e3));
    }
    if (a < 120) {
        return QStringLiteral("%1 s").arg(sig3(s));
    }
    if (a < 2 * 3600) {
        return QStringLiteral("%1 min").arg(sig3(s / 60));
    }
    if (a < 72 * 3600) {
        return QStringLiteral("%1 h").arg(sig3(s / 3600));
    }
    return formatDays(time);
}

QString formatDollars(Dollars amount) {
    const double v = amount.value();
    if (!std::isfinite(v)) {
        return QStringLiteral("—");
    }
    const double a = std::abs(v);
    // A real minus, before the currency: "−$286k", not "$-286k" or "-$286k".
    const QString symbol =
        (v < 0 ? QStringLiteral("\u2212") : QString()) + displayUnits().currencySymbol;
    if (a >= 1e9) {
        return QStringLiteral("%1%2B").arg(symbol, sig3(a / 1e9));
    }
    if (a >= 1e6) {
        return QStringLiteral("%1%2M").arg(symbol, sig3(a / 1e6));
    }
    if (a >= 1e4) {
        return QStringLiteral("%1%2k").arg(symbol, sig3(a / 1e3));
    }
    if (a > 0 && a < 0.005) {
        // Not zero, so never "$0.00": a bound, as short as the cents it is below.
        return (v < 0 ? QStringLiteral(">") : QStringLiteral("<")) + symbol +
               QLocale().toString(0.01, 'f', 2);
    }
    return symbol + QLocale().toString(a, 'f', 2);
}

QString formatBytes(Bytes amount) {
    return scaled(amount.value(), displayUnits().memoryInGibibytes ? kBinary : kDecimal, "B");
}

QString formatByteRate(ByteRate rate) {
    return scaled(rate.value(), kDecimal, "B/s");
}

QString formatBitRate(ByteRate rate) {
    if (displayUnits().networkInBytes) {
        return formatByteRate(rate);
    }
    return scaled(rate.value() * 8.0, kDecimal, "b/s");
}

QString formatGibibytes(Bytes amount) {
    return QStringLiteral("%1 GiB").arg(sig3(units::inGibibytes(amount)));
}

QString formatPricePerHour(DollarRate rate) {
    return QStringLiteral("%1/h").arg(formatDollars(units::dollars(units::inDollarsPerHour(rate))));
}

QString formatFlops(Flops amount) {
    return QStringLiteral("%1 FLOP").arg(formatScientific(amount.value()));
}

QString formatFlopRate(FlopRate rate) {
    const double v = rate.value();
    if (std::abs(v) >= 1e18) {
        return QStringLiteral("%1 FLOP/s").arg(formatScientific(v));
    }
    return scaled(v, kDecimal, "FLOP/s");
}

QString formatPercent(double fraction, int decimals) {
    const double percent = fraction * 100.0;
    if (!std::isfinite(percent)) {
        return QStringLiteral("—");
    }
    if (std::abs(percent) >= 1e6) {
        return QStringLiteral("%1 %").arg(sig3(percent));
    }
    return QStringLiteral("%1 %").arg(QLocale().toString(percent, 'f', decimals));
}

QString formatCount(double value) {
    if (!std::isfinite(value)) {
        return QStringLiteral("—");
    }
    if (std::abs(value) >= 1e9) {
        return formatScientific(value);
    }
    return QLocale().toString(std::round(value), 'f', 0);
}

QString formatLargeCount(double value) {
    if (std::isfinite(value) && std::abs(value) >= 1e9) {
        return Tr::tr("%1 billion").arg(sig3(value / 1e9));
    }
    return formatCount(value);
}

QString formatWaste(double fraction) {
    if (std::isfinite(fraction) && fraction >= 1) {
        return Tr::tr("over 100 %");
    }
    return formatPercent(fraction, 2);
}

QString formatShortCount(double value) {
    if (!std::isfinite(value)) {
        return QStringLiteral("—");
    }
    // B for billion, as model cards write parameter counts; T for tokens in the trillions.
    constexpr std::array<Scaled, 3> kCounts = {{{1e12, "T"}, {1e9, "B"}, {1e6, "M"}}};
    for (const Scaled& s : kCounts) {
        if (std::abs(value) >= s.factor) {
            return sig3(value / s.factor) + QLatin1String(s.suffix);
        }
    }
    return formatCount(value);
}

QString formatMegawatts(double megawatts) {
    if (std::abs(megawatts) < 1) {
        return Tr::tr("%1 kW").arg(formatNumber(megawatts * 1000));
    }
    return Tr::tr("%1 MW").arg(formatNumber(megawatts));
}

QString formatMegawattHours(double mwh) {
    if (std::abs(mwh) >= 1000) {
        return Tr::tr("%1 GWh").arg(formatNumber(mwh / 1000));
    }
    return Tr::tr("%1 MWh").arg(formatNumber(mwh));
}

QString formatTonnesCo2e(double tonnes) {
    // Written out as the other cards' figures are, never "2.24e5 t": whole tonnes with digit
    // groups from 1,000, megatonnes from a million.
    if (std::abs(tonnes) >= 1e6) {
        return Tr::tr("%1 Mt CO2e").arg(formatNumber(tonnes / 1e6));
    }
    return Tr::tr("%1 t CO2e")
        .arg(std::abs(tonnes) >= 1e3 ? formatCount(tonnes) : formatNumber(tonnes));
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n'))) {
        return text;
    }
    return QLatin1Char('"') + QString(text).replace(QStringLiteral("\""), QStringLiteral("\"\"")) +
           QLatin1Char('"');
}

} // namespace goodput::views
