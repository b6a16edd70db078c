// SPDX-License-Identifier: MIT
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace goodput::views {

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("ko")};
}

QString chooseLanguage(const QString& requested, const QString& preference) {
    if (!requested.isEmpty()) {
        return requested;
    }
    if (!preference.isEmpty()) {
        return preference;
    }
    for (const QString& ui : QLocale::system().uiLanguages()) { // "ko-KR", "en-US", ...
        const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (availableLanguages().contains(code)) {
            return code;
        }
    }
    return QStringLiteral("en");
}

namespace {
QString& installed() {
    static QString language = QStringLiteral("en");
    return language;
}
} // namespace

QString installedLanguage() {
    return installed();
}

void installLanguage(const QString& language) {
    installed() = language;
    // Numbers as the language writes them ("1,024.5" in English), not as the system's region
    // does: English text with German digit grouping ("1.024,5") reads as a different number.
    const bool korean = language == QStringLiteral("ko");
    QLocale locale = korean ? QLocale(QLocale::Korean, QLocale::SouthKorea)
                            : QLocale(QLocale::English, QLocale::UnitedStates);
    locale.setNumberOptions(QLocale().numberOptions()); // keeps the digit grouping
    QLocale::setDefault(locale);
    if (!korean) {
        return;
    }
    QCoreApplication* app = QCoreApplication::instance();
    auto* goodput = new QTranslator(app);
    if (goodput->load(QStringLiteral(":/i18n/goodput_ko.qm"))) {
        QCoreApplication::installTranslator(goodput);
    }
    // Qt's own dialogs and buttons (qt6-translations-l10n, recommended by the package).
    auto* qt = new QTranslator(app);
    if (qt->load(QLocale(QLocale::Korean), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    }
}

} // namespace goodput::views
