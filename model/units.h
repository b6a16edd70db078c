// SPDX-License-Identifier: MIT
#pragma once

// Dimensioned quantities. Every physical number in the model carries its dimension in its type,
// stored in SI base units (bytes, seconds, FLOP, US dollars). A bandwidth in Gb/s (bits) can only
// enter through gigabitsPerSecond(), a capacity in GiB only through gibibytes(); dividing Bytes by
// a ByteRate yields Seconds and anything else fails to compile. This is what makes the usual
// planner unit slips (Gb/s filed as GB/s, GiB mixed with GB) hard to write.

#include <cmath>
#include <compare>

namespace goodput {

template <int ByteExp, int SecondExp, int FlopExp, int DollarExp> class Quantity {
public:
    constexpr Quantity() = default;
    constexpr explicit Quantity(double baseUnits) : m_value(baseUnits) {}

    /// The value in SI base units (B, s, FLOP, USD and their products).
    [[nodiscard]] constexpr double value() const { return m_value; }

    constexpr Quantity& operator+=(Quantity o) {
        m_value += o.m_value;
        return *this;
    }
    constexpr Quantity& operator-=(Quantity o) {
        m_value -= o.m_value;
        return *this;
    }
    constexpr Quantity& operator*=(double k) {
        m_value *= k;
        return *this;
    }
    friend constexpr Quantity operator+(Quantity a, Quantity b) {
        return Quantity(a.m_value + b.m_value);
    }
    friend constexpr Quantity operator-(Quantity a, Quantity b) {
        return Quantity(a.m_value - b.m_value);
    }
    friend constexpr Quantity operator-(Quantity a) { return Quantity(-a.m_value); }
    friend constexpr Quantity operator*(Quantity a, double k) { return Quantity(a.m_value * k); }
    friend constexpr Quantity operator*(double k, Quantity a) { return Quantity(a.m_value * k); }
    friend constexpr Quantity operator/(Quantity a, double k) { return Quantity(a.m_value / k); }
    friend constexpr auto operator<=>(Quantity a, Quantity b) = default;

private:
    double m_value = 0.0;
};

// A dimensionless ratio of two like quantities is a plain double.
template <int B, int S, int F, int D>
constexpr double operator/(Quantity<B, S, F, D> a, Quantity<B, S, F, D> b) {
    return a.value() / b.value();
}

namespace detail {
// A product or quotient whose dimensions cancel is a plain double.
template <int B, int S, int F, int D> constexpr auto make(double v) {
    if constexpr (B == 0 && S == 0 && F == 0 && D == 0) {
        return v;
    } else {
        return Quantity<B, S, F, D>(v);
    }
}
} // namespace detail

// clang-format 14 cannot lay out a requires-clause.
// clang-format off
template <int B1, int S1, int F1, int D1, int B2, int S2, int F2, int D2>
    requires(B1 != B2 || S1 != S2 || F1 != F2 || D1 != D2)
constexpr auto operator/(Quantity<B1, S1, F1, D1> a, Quantity<B2, S2, F2, D2> b) {
    // clang-format on
    return detail::make<B1 - B2, S1 - S2, F1 - F2, D1 - D2>(a.value() / b.value());
}

template <int B1, int S1, int F1, int D1, int B2, int S2, int F2, int D2>
constexpr auto operator*(Quantity<B1, S1, F1, D1> a, Quantity<B2, S2, F2, D2> b) {
    return detail::make<B1 + B2, S1 + S2, F1 + F2, D1 + D2>(a.value() * b.value());
}

/// A plain number divided by a quantity: 1 / Seconds is a rate.
template <int B, int S, int F, int D> constexpr auto operator/(double k, Quantity<B, S, F, D> q) {
    return Quantity<-B, -S, -F, -D>(k / q.value());
}

template <int B, int S, int F, int D>
constexpr Quantity<B, S, F, D> max(Quantity<B, S, F, D> a, Quantity<B, S, F, D> b) {
    return a < b ? b : a;
}
template <int B, int S, int F, int D>
constexpr Quantity<B, S, F, D> min(Quantity<B, S, F, D> a, Quantity<B, S, F, D> b) {
    return b < a ? b : a;
}

using Bytes = Quantity<1, 0, 0, 0>;
using Seconds = Quantity<0, 1, 0, 0>;
using Flops = Quantity<0, 0, 1, 0>;       ///< a count of floating-point operations
using FlopRate = Quantity<0, -1, 1, 0>;   ///< FLOP/s
using ByteRate = Quantity<1, -1, 0, 0>;   ///< B/s
using Dollars = Quantity<0, 0, 0, 1>;     ///< US dollars
using DollarRate = Quantity<0, -1, 0, 1>; ///< USD/s (a price per GPU-hour is stored per second)
using FlopsPerByte = Quantity<-1, 0, 1, 0>;

namespace units {

inline constexpr double kilo = 1e3;
inline constexpr double mega = 1e6;
inline constexpr double giga = 1e9;
inline constexpr double tera = 1e12;
inline constexpr double peta = 1e15;
inline constexpr double gibi = 1073741824.0; // 2^30
inline constexpr double secondsPerHour = 3600.0;
inline constexpr double secondsPerDay = 86400.0;

// One conversion per line, as the table it is.
// clang-format off
// Construction: the only doors into a typed quantity. Decimal prefixes are powers of ten
// (GB = 1e9 B), binary ones powers of two (GiB = 2^30 B); rates in bits are divided by 8.
constexpr Bytes bytes(double v) { return Bytes(v); }
constexpr Bytes kilobytes(double v) { return Bytes(v * kilo); }
constexpr Bytes megabytes(double v) { return Bytes(v * mega); }
constexpr Bytes gigabytes(double v) { return Bytes(v * giga); }
constexpr Bytes terabytes(double v) { return Bytes(v * tera); }
constexpr Bytes gibibytes(double v) { return Bytes(v * gibi); }

constexpr Seconds seconds(double v) { return Seconds(v); }
constexpr Seconds microseconds(double v) { return Seconds(v * 1e-6); }
constexpr Seconds milliseconds(double v) { return Seconds(v * 1e-3); }
constexpr Seconds minutes(double v) { return Seconds(v * 60.0); }
constexpr Seconds hours(double v) { return Seconds(v * secondsPerHour); }
constexpr Seconds days(double v) { return Seconds(v * secondsPerDay); }

constexpr Flops flops(double v) { return Flops(v); }
constexpr FlopRate flopPerSecond(double v) { return FlopRate(v); }
constexpr FlopRate teraflopPerSecond(double v) { return FlopRate(v * tera); }
constexpr FlopRate petaflopPerSecond(double v) { return FlopRate(v * peta); }

constexpr ByteRate bytesPerSecond(double v) { return ByteRate(v); }
constexpr ByteRate megabytesPerSecond(double v) { return ByteRate(v * mega); }
constexpr ByteRate gigabytesPerSecond(double v) { return ByteRate(v * giga); }
constexpr ByteRate terabytesPerSecond(double v) { return ByteRate(v * tera); }
/// Network line rates are quoted in bits: 400 Gb/s is 50 GB/s.
constexpr ByteRate gigabitsPerSecond(double v) { return ByteRate(v * giga / 8.0); }

constexpr Dollars dollars(double v) { return Dollars(v); }
constexpr DollarRate dollarsPerHour(double v) { return DollarRate(v / secondsPerHour); }

// Read-out in display units.
constexpr double inGigabytes(Bytes b) { return b.value() / giga; }
constexpr double inGibibytes(Bytes b) { return b.value() / gibi; }
constexpr double inMegabytes(Bytes b) { return b.value() / mega; }
constexpr double inHours(Seconds s) { return s.value() / secondsPerHour; }
constexpr double inDays(Seconds s) { return s.value() / secondsPerDay; }
constexpr double inMicroseconds(Seconds s) { return s.value() * 1e6; }
constexpr double inTeraflopPerSecond(FlopRate r) { return r.value() / tera; }
constexpr double inGigabytesPerSecond(ByteRate r) { return r.value() / giga; }
constexpr double inGigabitsPerSecond(ByteRate r) { return r.value() * 8.0 / giga; }
constexpr double inDollarsPerHour(DollarRate r) { return r.value() * secondsPerHour; }

// clang-format on
} // namespace units

/// sqrt of a product of two times: Young's interval sqrt(2 C M) is a time again. Taken as
/// sqrt(a) sqrt(b) so that two large but finite times cannot overflow to infinity.
inline Seconds sqrtOfProduct(Seconds a, Seconds b) {
    return Seconds(std::sqrt(a.value()) * std::sqrt(b.value()));
}

} // namespace goodput
