// SPDX-License-Identifier: MIT
#pragma once

// The preset chooser at the top of the Hardware and Workload sections: the catalog's presets of
// one kind (hardware grouped by vendor), a "modified" mark once the scenario's values differ from
// the preset's, and a button that takes the preset's values again. Choosing goes through
// model/preset_apply.h, so a preset means the same in the app as in a scenario file.

#include "model/scenario_json.h"

#include <QWidget>
#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QPushButton;

namespace goodput::views {

class PresetStore;

class PresetPicker final : public QWidget {
    Q_OBJECT
public:
    /// `store` must outlive the picker. `kind` is PresetKind::Hardware or PresetKind::Model.
    PresetPicker(PresetKind kind, const PresetStore& store, QWidget* parent = nullptr);

    /// Lists the store's presets again (after an import or a calibration saved one).
    void reload();
    /// Shows the preset `scenario` names, and whether its values still are the preset's.
    void refresh(const Scenario& scenario);

    [[nodiscard]] QComboBox* combo() const { return m_combo; }
    [[nodiscard]] QPushButton* resetButton() const { return m_reset; }
    [[nodiscard]] bool isModified() const { return m_modified; }

signals:
    /// The user chose the preset `id`, or asked for its values again.
    void presetChosen(const QString& id);

private:
    PresetKind m_kind;
    const PresetStore& m_store;
    QComboBox* m_combo;
    QLabel* m_state;
    QPushButton* m_reset;
    bool m_modified = false;
    /// The preset's section for the id last refreshed (presetSection()), kept until the id or the
    /// store's presets change: comparing with it costs a section written, not a scenario read.
    std::string m_sectionId;
    std::optional<nlohmann::json> m_section;
};

} // namespace goodput::views
