// SPDX-License-Identifier: MIT
#pragma once

// Which language Goodput speaks, and loading it. English is the source language (nothing to
// load); Korean comes from resources/translations/goodput_ko.ts, built into the binary.

#include <QString>
#include <QStringList>

namespace goodput::views {

/// The languages there are: "en" and "ko".
[[nodiscard]] QStringList availableLanguages();

/// `requested` (--lang) if given, else `preference` (Preferences), else the first available
/// language among the system's UI languages, else English.
[[nodiscard]] QString chooseLanguage(const QString& requested, const QString& preference);

/// Installs Goodput's and Qt's own translations for `language`, and its locale for numbers and
/// dates. Call once, after the application object exists and before any window is built.
void installLanguage(const QString& language);

/// The language installLanguage() installed last ("en" before any).
[[nodiscard]] QString installedLanguage();

} // namespace goodput::views
