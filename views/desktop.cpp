// SPDX-License-Identifier: MIT
#include "desktop.h"

#include <QApplication>
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
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    QLocale::setDefault(locale);
}

} // namespace goodput::views
