// SPDX-License-Identifier: MIT
// Preferences: the display units reach format.h, the dialog edits exactly the value it was given,
// the value survives QSettings, and the window applies units and theme live.

#include "model/scenario.h"
#include "views/charts/chartbuilder.h"
#include "views/chartspanel.h"
#include "views/desktop.h"
#include "views/format.h"
#include "views/headlinecards.h"
#include "views/language.h"
#include "views/mainwindow.h"
#include "views/preferences.h"
#include "views/preferencesdialog.h"
#include "views/settings.h"

#include <QAbstractAxis>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QXYSeries>
#include <QtTest>

using namespace goodput;
using namespace goodput::views;

namespace {

Preferences custom() {
    Preferences p;
    p.language = QStringLiteral("ko");
    p.units.memoryInGibibytes = true;
    p.units.networkInBytes = true;
    p.units.currencySymbol = QStringLiteral("€");
    p.defaultPrice = units::dollarsPerHour(3.5);
    p.theme = Theme::Dark;
    return p;
}

} // namespace

class TestPreferences : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        prepareApplication();
        QSettings().clear();
    }

    void cleanup() { applyPreferences(Preferences()); }

    void unitsReachTheFormatter() {
        // Defaults are the chapter's: decimal GB, link speeds in bits, dollars.
        QCOMPARE(formatBytes(units::gigabytes(80)), QStringLiteral("80.0 GB"));
        QCOMPARE(formatBitRate(units::gigabitsPerSecond(400)), QStringLiteral("400 Gb/s"));
        QCOMPARE(formatDollars(units::dollars(1.17e6)), QStringLiteral("$1.17M"));
        applyPreferences(custom());
        // 80e9 B / 2^30 = 74.505... GiB; 400 Gb/s / 8 = 50 GB/s.
        QCOMPARE(formatBytes(units::gigabytes(80)), QStringLiteral("74.5 GiB"));
        QCOMPARE(formatBytes(units::megabytes(25)),
                 QStringLiteral("23.8 MiB")); // 25e6 / 2^20 = 23.84
        QCOMPARE(formatBitRate(units::gigabitsPerSecond(400)), QStringLiteral("50.0 GB/s"));
        QCOMPARE(formatDollars(units::dollars(1.17e6)), QStringLiteral("€1.17M"));
        QCOMPARE(formatPricePerHour(units::dollarsPerHour(2.49)), QStringLiteral("€2.49/h"));
    }

    void savedAndLoaded() {
        QCOMPARE(loadPreferences(), Preferences());
        savePreferences(custom());
        QCOMPARE(loadPreferences(), custom());
        QSettings().clear();
    }

    // The settings an earlier Goodput saved, under the keys it wrote them with, still read: the
    // typed settings (views/settings.h) kept every key.
    void settingsOfEarlierVersionsStillRead() {
        QSettings old(QStringLiteral("Goodput"), QStringLiteral("goodput"));
        old.setValue(QStringLiteral("preferences/language"), QStringLiteral("ko"));
        old.setValue(QStringLiteral("preferences/memoryUnit"), QStringLiteral("GiB"));
        old.setValue(QStringLiteral("preferences/networkUnit"), QStringLiteral("GB/s"));
        old.setValue(QStringLiteral("preferences/currencySymbol"), QStringLiteral("€"));
        old.setValue(QStringLiteral("preferences/pricePerGpuHour"), QStringLiteral("3.5"));
        old.setValue(QStringLiteral("preferences/theme"), QStringLiteral("dark"));
        const QStringList recent{QStringLiteral("/a.json"), QStringLiteral("/b.json")};
        old.setValue(QStringLiteral("recentFiles"), recent);
        old.setValue(QStringLiteral("report/page"), QStringLiteral("letter"));
        old.setValue(QStringLiteral("charts/page"), 3);
        old.setValue(QStringLiteral("session/modified"), true);
        old.sync();
        QCOMPARE(loadPreferences(), custom());
        QCOMPARE(settings::recentFiles.get(), recent);
        QCOMPARE(settings::reportPage.get(), QStringLiteral("letter"));
        QCOMPARE(settings::chartPage.get(), 3);
        QVERIFY(settings::sessionModified.get());
        // A price that is no number keeps the default; an absent page is the fallback.
        old.setValue(QStringLiteral("preferences/pricePerGpuHour"), QStringLiteral("cheap"));
        old.remove(QStringLiteral("charts/page"));
        old.sync();
        QCOMPARE(loadPreferences().defaultPrice, Preferences().defaultPrice);
        QCOMPARE(settings::chartPage.get(7), 7);
        old.clear();
    }

    void dialogEditsItsValue() {
        const Preferences p = custom();
        PreferencesDialog dialog(p);
        QCOMPARE(dialog.preferences(), p);
        dialog.findChild<QComboBox*>(QStringLiteral("theme"))->setCurrentIndex(0);
        dialog.findChild<QComboBox*>(QStringLiteral("language"))->setCurrentIndex(0);
        dialog.findChild<QLineEdit*>(QStringLiteral("currencySymbol"))->setText(QString());
        const Preferences edited = dialog.preferences();
        QCOMPARE(edited.theme, Theme::Light);
        QCOMPARE(edited.language, QString());                       // the system's
        QCOMPARE(edited.units.currencySymbol, QStringLiteral("$")); // empty falls back
        QCOMPARE(edited.units.memoryInGibibytes, true);
    }

    void defaultScenarioTakesThePrice() {
        QCOMPARE(units::inDollarsPerHour(preferredDefaultScenario(custom()).pricePerGpu), 3.5);
    }

    void windowAppliesLive() {
        MainWindow window;
        QVERIFY(window.cards()->valueText(QStringLiteral("cost")).startsWith(QLatin1Char('$')));
        window.applyPreferences(custom());
        QVERIFY(window.cards()->valueText(QStringLiteral("cost")).startsWith(QStringLiteral("€")));
        // The memory chart draws and names GiB once they are chosen (issue 17, item 13: "GB").
        const auto* memory = window.charts()->builder(QStringLiteral("memory"));
        const QXYSeries* hbm = memory->series(QStringLiteral("hbmCapacityGB"));
        QVERIFY(hbm != nullptr && hbm->count() == 2);
        QVERIFY(qAbs(hbm->at(0).x() - 80e9 / 1073741824.0) < 1e-9);
        const auto axes = memory->chart()->axes(Qt::Horizontal);
        QVERIFY(!axes.isEmpty());
        QVERIFY2(axes.first()->titleText().endsWith(QStringLiteral("(GiB)")),
                 qPrintable(axes.first()->titleText()));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        for (const auto& b : window.charts()->builders()) {
            QCOMPARE(b->chart()->theme(), QChart::ChartThemeDark);
        }
        // The theme keeps the shared palette of the series.
        const QXYSeries* compute = window.charts()
                                       ->builder(QStringLiteral("daysDollars"))
                                       ->series(QStringLiteral("computeDays"));
        QVERIFY(compute != nullptr);
        QCOMPARE(compute->pen().color(), charts::palette::computeOnly);
        window.applyPreferences(Preferences());
        QCOMPARE(window.charts()->builder(QStringLiteral("daysDollars"))->chart()->theme(),
                 QChart::ChartThemeLight);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    }

    // Issue 17, item 15: under --lang ko the dialog said "System language" above a Korean window.
    // A language the command line chose is named, and the saved choice stays what it was.
    void aCommandLineLanguageIsNamed() {
        installLanguage(QStringLiteral("en")); // as --lang en does
        Preferences korean;
        korean.language = QStringLiteral("ko");
        {
            PreferencesDialog dialog(korean);
            auto* session = dialog.findChild<QLabel*>(QStringLiteral("sessionLanguage"));
            QVERIFY(session);
            QCOMPARE(
                session->text(),
                QStringLiteral("This session: English, as the command line asked (--lang en)."));
            QCOMPARE(dialog.preferences().language, QStringLiteral("ko"));
        }
        Preferences english;
        english.language = QStringLiteral("en");
        PreferencesDialog dialog(english);
        QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("sessionLanguage")));
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
