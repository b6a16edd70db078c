// SPDX-License-Identifier: MIT
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QList>
#include <QLocale>
#include <QTranslator>
#include <utility>

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

/// The translators installLanguage() put in, taken out before it installs another language's.
QList<QTranslator*>& translators() {
    static QList<QTranslator*> list;
    return list;
}

void install(QTranslator* translator) {
    QCoreApplication::installTranslator(translator);
    translators().append(translator);
}
} // namespace

QString installedLanguage() {
    return installed();
}

void installLanguage(const QString& language) {
    installed() = language;
    // Taken out but not deleted (the application owns them): deleting one while the language
    // change its removal announces is still being delivered crashed the window.
    for (QTranslator* t : std::as_const(translators())) {
        QCoreApplication::removeTranslator(t);
    }
    translators().clear();
    // Numbers as the language writes them ("1,024.5" in English), not as the system's region
    // does: English text with German digit grouping ("1.024,5") reads as a different number.
    const bool korean = language == QStringLiteral("ko");
    QLocale locale = korean ? QLocale(QLocale::Korean, QLocale::SouthKorea)
                            : QLocale(QLocale::English, QLocale::UnitedStates);
    locale.setNumberOptions(QLocale().numberOptions()); // keeps the digit grouping
    QLocale::setDefault(locale);
    QCoreApplication* app = QCoreApplication::instance();
    // English is the source language; its file holds only the plural forms of counted strings
    // ("%Ln node(s)": "1 node", "2 nodes").
    auto* goodput = new QTranslator(app);
    if (goodput->load(korean ? QStringLiteral(":/i18n/goodput_ko.qm")
                             : QStringLiteral(":/i18n/goodput_en.qm"))) {
        install(goodput);
    } else {
        delete goodput;
    }
    if (!korean) {
        return;
    }
    // Qt's own dialogs and buttons (qt6-translations-l10n, recommended by the package).
    auto* qt = new QTranslator(app);
    if (qt->load(QLocale(QLocale::Korean), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        install(qt);
    } else {
        delete qt;
    }
}

} // namespace goodput::views
