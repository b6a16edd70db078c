// SPDX-License-Identifier: MIT
#pragma once

// Edit > Preferences...: edits a Preferences value. The caller saves and applies it on accept.

#include "preferences.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace goodput::views {

class PreferencesDialog final : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences& preferences, QWidget* parent = nullptr);

    /// What the dialog shows now.
    [[nodiscard]] Preferences preferences() const;

private:
    QComboBox* m_language;
    QComboBox* m_memory;
    QComboBox* m_network;
    QLineEdit* m_currency;
    QDoubleSpinBox* m_price;
    QComboBox* m_theme;
};

} // namespace goodput::views
