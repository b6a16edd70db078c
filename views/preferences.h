// SPDX-License-Identifier: MIT
#pragma once

// The user's preferences (Edit > Preferences...): language, display units, currency, default
// price and theme. Saved in QSettings (the keys in settings.h); the display units go to format.h so
// the GUI, the CLI text and the PDF read alike.

#include "format.h"
#include "model/scenario.h"

#include <QString>

namespace goodput::views {

enum class Theme { Light, Dark };

struct Preferences {
    /// "" follows the system locale; otherwise a language code ("en", "ko"). Read at start-up.
    QString language;
    DisplayUnits units;
    /// What File > New starts with, per GPU-hour in the currency above (no exchange rate: the
    /// symbol only names the currency the prices are in).
    DollarRate defaultPrice = defaultScenario().pricePerGpu;
    Theme theme = Theme::Light;

    bool operator==(const Preferences&) const = default;
};

/// The saved preferences; defaults for anything not saved or not understood.
[[nodiscard]] Preferences loadPreferences();
void savePreferences(const Preferences& preferences);

/// Applies what can change while running: the display units (format.h) and the application
/// palette. The charts follow through ChartsPanel::setTheme.
void applyPreferences(const Preferences& preferences);

/// What File > New starts with: the default scenario with its MFU derived from the layout, priced
/// at the preferred default price.
[[nodiscard]] Scenario preferredDefaultScenario(const Preferences& preferences);

} // namespace goodput::views
