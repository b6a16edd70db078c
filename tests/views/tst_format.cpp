// SPDX-License-Identifier: MIT
// Every number format of the app at the ends of the doubles (issue 15, hostile pass): a measured
// step of 1e308 s once printed a duration of 300 digits ("1,157,407,407,...,557 days"), and a
// NaN would print "nan". Each format gives a short text with no NaN, no infinity and no C-style
// exponent ("1E+16").

#include "views/format.h"

#include <QRegularExpression>
#include <QtTest>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

using namespace goodput;
using namespace goodput::views;

class TestFormat : public QObject {
    Q_OBJECT
private slots:
    void everyFormatIsShortAndFiniteAtTheEndsOfTheDoubles() {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        const std::vector<double> values = {
            0,    -0.0,  5e-324, 1e-300, 1e-9, 0.5, 1,   1e6,  1e15,
            1e20, 1e300, 1e308,  -1e308, -1,   nan, inf, -inf, std::numeric_limits<double>::max()};
        const std::vector<std::pair<const char*, std::function<QString(double)>>> formats = {
            {"formatDays",
             [](double v) {
                 return formatDays(Seconds(v));
             }},
            {"formatDuration",
             [](double v) {
                 return formatDuration(Seconds(v));
             }},
            {"formatHours",
             [](double v) {
                 return formatHours(Seconds(v));
             }},
            {"formatDollars",
             [](double v) {
                 return formatDollars(Dollars(v));
             }},
            {"formatBytes",
             [](double v) {
                 return formatBytes(Bytes(v));
             }},
            {"formatByteRate",
             [](double v) {
                 return formatByteRate(ByteRate(v));
             }},
            {"formatBitRate",
             [](double v) {
                 return formatBitRate(ByteRate(v));
             }},
            {"formatFlops",
             [](double v) {
                 return formatFlops(Flops(v));
             }},
            {"formatFlopRate",
             [](double v) {
                 return formatFlopRate(FlopRate(v));
             }},
            {"formatGibibytes",
             [](double v) {
                 return formatGibibytes(Bytes(v));
             }},
            {"formatPricePerHour",
             [](double v) {
                 return formatPricePerHour(units::dollarsPerHour(v));
             }},
            {"formatPercent",
             [](double v) {
                 return formatPercent(v);
             }},
            {"formatCount",
             [](double v) {
                 return formatCount(v);
             }},
            {"formatLargeCount",
             [](double v) {
                 return formatLargeCount(v);
             }},
            {"formatWaste",
             [](double v) {
                 return formatWaste(v);
             }},
            {"formatShortCount",
             [](double v) {
                 return formatShortCount(v);
             }},
            {"formatScientific",
             [](double v) {
                 return formatScientific(v);
             }},
            {"formatNumber",
             [](double v) {
                 return formatNumber(v);
             }},
            {"formatMegawatts",
             [](double v) {
                 return formatMegawatts(v);
             }},
            {"formatMegawattHours",
             [](double v) {
                 return formatMegawattHours(v);
             }},
            {"formatTonnesCo2e",
             [](double v) {
                 return formatTonnesCo2e(v);
             }},
        };
        const QRegularExpression garbage(QStringLiteral(
            "(?<![A-Za-z])(?i:nan|inf|infinity)(?![A-Za-z])|\\d[eE]\\+\\d|\\dE-\\d"));
        QStringList failures;
        for (const auto& [name, format] : formats) {
            for (const double v : values) {
                const QString text = format(v);
                if (text.size() > 24 || garbage.match(text).hasMatch() || text.isEmpty()) {
                    failures << QStringLiteral("%1(%2) = \"%3\"")
                                    .arg(QLatin1String(name))
                                    .arg(v)
                                    .arg(text.left(60));
                }
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Issue 17, item 7: a card's figure is written out, not in e-notation. 1,000 x the
    // default scenario's tokens emits 224,000 t CO2e, which the energy card printed as
    // "2.24e5 t CO2e"; from a million tonnes the unit is the megatonne.
    void tonnesAreWrittenOutNotInENotation() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(formatTonnesCo2e(307.4), QStringLiteral("307 t CO2e"));
        QCOMPARE(formatTonnesCo2e(224123.4), QStringLiteral("224,123 t CO2e"));
        QCOMPARE(formatTonnesCo2e(3.07e6), QStringLiteral("3.07 Mt CO2e"));
        QLocale::setDefault(before);
    }

    // A toy plan (1 GPU, 99M parameters) cost $0.0008 per million tokens, and the card and the
    // report said "$0.00": a cost that is not zero never reads as zero.
    void aSmallAmountIsNotZero() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(formatDollars(Dollars(0.0008)), QStringLiteral("<$0.01"));
        QCOMPARE(formatDollars(Dollars(1e-300)), QStringLiteral("<$0.01"));
        QCOMPARE(formatDollars(Dollars(-0.0008)), QStringLiteral(">\u2212$0.01"));
        QCOMPARE(formatDollars(Dollars(0.005)), QStringLiteral("$0.01"));
        QCOMPARE(formatDollars(Dollars(0)), QStringLiteral("$0.00"));
        QCOMPARE(formatDollars(Dollars(0.86)), QStringLiteral("$0.86"));
        QLocale::setDefault(before);
    }
};

QTEST_APPLESS_MAIN(TestFormat)
#include "tst_format.moc"
