// SPDX-License-Identifier: MIT
#include "preferences.h"

#include "scenariodocument.h"
#include "settings.h"

#include <QApplication>
#include <QCoreApplication>
#include <QPalette>
#include <QStyle>
#include <cmath>

namespace goodput::views {
namespace {

/// Fusion's dark palette as KDE's Breeze Dark chooses its colours (6.4 has no colour-scheme API,
/// qt-on-debian12.md §5.6).
QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2a, 0x2e, 0x32);
    const QColor base(0x1b, 0x1e, 0x20);
    const QColor text(0xfc, 0xfc, 0xfc);
    const QColor disabled(0x7f, 0x8c, 0x8d);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x31, 0x36, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x40, 0x46, 0x4c));
    p.setColor(QPalette::Midlight, QColor(0x36, 0x3b, 0x40));
    p.setColor(QPalette::Mid, QColor(0x24, 0x27, 0x2b));
    // The cards and the input headings write secondary text in palette(dark): a light grey here.
    p.setColor(QPalette::Dark, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    p.setColor(QPalette::HighlightedText, text);
    p.setColor(QPalette::Link, QColor(0x1d, 0x99, 0xf3));
    p.setColor(QPalette::LinkVisited, QColor(0x9b, 0x59, 0xb6));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabled);
    }
    return p;
}

} // namespace

Preferences loadPreferences() {
    const SettingsFile file;
    Preferences p;
    const QString language = settings::language.get(file);
    if (language == QStringLiteral("en") || language == QStringLiteral("ko")) {
        p.language = language;
    }
    p.units.memoryInGibibytes = settings::memoryUnit.get(file) == QStringLiteral("GiB");
    p.units.networkInBytes = settings::networkUnit.get(file) == QStringLiteral("GB/s");
    const QString currency = settings::currencySymbol.get(file).trimmed();
    if (!currency.isEmpty() && currency.size() <= 4) {
        p.units.currencySymbol = currency;
    }
    const std::optional<double> price = settings::pricePerGpuHour.find(file);
    if (price && std::isfinite(*price) && *price >= 0) {
        p.defaultPrice = units::dollarsPerHour(*price);
    }
    p.theme = settings::theme.get(file) == QStringLiteral("dark") ? Theme::Dark : Theme::Light;
    return p;
}

void savePreferences(const Preferences& p) {
    SettingsFile file;
    settings::language.set(file, p.language);
    settings::memoryUnit.set(file, p.units.memoryInGibibytes ? QStringLiteral("GiB")
                                                             : QStringLiteral("GB"));
    settings::networkUnit.set(file, p.units.networkInBytes ? QStringLiteral("GB/s")
                                                           : QStringLiteral("Gb/s"));
    settings::currencySymbol.set(file, p.units.currencySymbol);
    settings::pricePerGpuHour.set(file, units::inDollarsPerHour(p.defaultPrice));
    settings::theme.set(file,
                        p.theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
}

void applyPreferences(const Preferences& p) {
    setDisplayUnits(p.units);
    if (qobject_cast<QApplication*>(QCoreApplication::instance()) != nullptr) {
        QApplication::setPalette(p.theme == Theme::Dark ? darkPalette()
                                                        : QApplication::style()->standardPalette());
    }
}

Scenario preferredDefaultScenario(const Preferences& preferences) {
    Scenario s = defaultScenario();
    s.pricePerGpu = preferences.defaultPrice;
    // In the app the MFU follows the layout, so a slider move changes the days it shows; the
    // chapter's assumed 40 % stays under File > Examples and in `goodput plan --default`.
    s.mfuMode = MfuMode::Derived;
    // Not "Chapter 2.5.15 example": the chapter's example assumes 40 %, and this plan does not.
    // Named after what it is, the name follows the plan as it is edited.
    s.name = automaticScenarioName(s).toStdString();
    return s;
}

} // namespace goodput::views
