// SPDX-License-Identifier: MIT
#include "desktop.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QStyleFactory>

namespace goodput::views {

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("Goodput"));
    QCoreApplication::setApplicationName(QStringLiteral("goodput"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GOODPUT_VERSION));
}

void prepareApplication() {
    setApplicationIdentity();
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    // Text in every widget is laid out without OpenType shaping where the script allows it
    // (Latin, Hangul; Arabic or Indic text is still shaped): the cards and charts measure and
    // draw new figures at every slider step, and HarfBuzz was over a quarter of that step
    // (callgrind, 405B scenario). The cost is ligatures and contextual forms nobody reads in
    // figures and captions; kerning stays.
    QFont font = QApplication::font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    QApplication::setFont(font);
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    QLocale::setDefault(locale);
}

} // namespace goodput::views
