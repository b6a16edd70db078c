// SPDX-License-Identifier: MIT
#include "preferencesdialog.h"

#include "language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <algorithm>

namespace goodput::views {

PreferencesDialog::PreferencesDialog(const Preferences& p, QWidget* parent)
    : QDialog(parent), m_language(new QComboBox(this)), m_memory(new QComboBox(this)),
      m_network(new QComboBox(this)), m_currency(new QLineEdit(this)),
      m_price(new QDoubleSpinBox(this)), m_theme(new QComboBox(this)) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System language"), QString());
    // Each language is named in itself, so a user who cannot read the current one still finds
    // theirs.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(p.language)));

    m_memory->setObjectName(QStringLiteral("memoryUnit"));
    m_memory->addItem(tr("GB, decimal (10^9 bytes)"), false);
    m_memory->addItem(tr("GiB, binary (2^30 bytes)"), true);
    m_memory->setCurrentIndex(p.units.memoryInGibibytes ? 1 : 0);

    m_network->setObjectName(QStringLiteral("networkUnit"));
    m_network->addItem(tr("Gb/s, bits per second"), false);
    m_network->addItem(tr("GB/s, bytes per second"), true);
    m_network->setCurrentIndex(p.units.networkInBytes ? 1 : 0);

    m_currency->setObjectName(QStringLiteral("currencySymbol"));
    m_currency->setMaxLength(4);
    m_currency->setText(p.units.currencySymbol);
    m_currency->setToolTip(tr("Only the symbol shown before amounts; prices are not converted"));

    m_price->setObjectName(QStringLiteral("defaultPrice"));
    m_price->setRange(0.0, 1000.0);
    m_price->setDecimals(2);
    m_price->setSingleStep(0.1);
    m_price->setValue(units::inDollarsPerHour(p.defaultPrice));
    m_price->setToolTip(tr("The price per GPU-hour a new scenario (File > New) starts with"));

    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("Light"), static_cast<int>(Theme::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(Theme::Dark));
    m_theme->setCurrentIndex(p.theme == Theme::Dark ? 1 : 0);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto* restart = new QLabel(tr("A new language takes effect when Goodput starts again."), this);
    restart->setWordWrap(true);
    form->addRow(QString(), restart);
    // Started with --lang: the window speaks that language whatever is chosen here. Said, so that
    // "System language" above a Korean window is not read as the language in use.
    const QString running = installedLanguage();
    if (running != chooseLanguage(QString(), p.language)) {
        auto* session = new QLabel(
            tr("This session: %1, as the command line asked (--lang %2).")
                .arg(m_language->itemText(std::max(0, m_language->findData(running))), running),
            this);
        session->setObjectName(QStringLiteral("sessionLanguage"));
        session->setWordWrap(true);
        form->addRow(QString(), session);
    }
    form->addRow(tr("&Memory in:"), m_memory);
    form->addRow(tr("&Network bandwidth in:"), m_network);
    form->addRow(tr("&Currency symbol:"), m_currency);
    form->addRow(tr("Default &price per GPU-hour:"), m_price);
    form->addRow(tr("&Theme:"), m_theme);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.language = m_language->currentData().toString();
    p.units.memoryInGibibytes = m_memory->currentData().toBool();
    p.units.networkInBytes = m_network->currentData().toBool();
    const QString symbol = m_currency->text().trimmed();
    p.units.currencySymbol = symbol.isEmpty() ? DisplayUnits().currencySymbol : symbol;
    p.defaultPrice = units::dollarsPerHour(m_price->value());
    p.theme = static_cast<Theme>(m_theme->currentData().toInt());
    return p;
}

} // namespace goodput::views
