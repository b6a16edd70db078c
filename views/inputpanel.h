// SPDX-License-Identifier: MIT
#pragma once

// The input side: every field of views/fields.h as a slider with a spin box, a combo box or a
// check box, grouped in folding sections (Workload, Hardware, Cluster, Layout, Communication,
// Reliability, Cost, MFU mode), with a filter. An edit writes a copy of the scenario through the
// document (one undo step; a slider drag merges into one); refresh() shows the document's
// scenario again and marks values that are part of an invalid combination without changing them.

#include "fields.h"
#include "presetstore.h"

#include <QWidget>
#include <map>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;

namespace goodput::views {

class CollapsibleSection;
class PresetPicker;
class ScenarioDocument;
class SliderSpin;
class WheelGuard;

class InputPanel final : public QWidget {
    Q_OBJECT
public:
    explicit InputPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    /// Shows the document's scenario in every widget (without emitting edits).
    void refresh();

    [[nodiscard]] SliderSpin* numberEditor(const QString& id) const;
    [[nodiscard]] QComboBox* choiceEditor(const QString& id) const;
    [[nodiscard]] QCheckBox* toggleEditor(const QString& id) const;
    [[nodiscard]] QLabel* derivedDp() const { return m_dp; }
    /// The compute-optimal token count (Hoffmann et al. 2022) under the token input.
    [[nodiscard]] QLabel* tokensHint() const { return m_tokensHint; }
    [[nodiscard]] QLineEdit* filter() const { return m_filter; }
    [[nodiscard]] const std::map<Section, CollapsibleSection*>& sectionWidgets() const {
        return m_sections;
    }

    /// Shows and focuses the editor of a scenario key (a diagnostic's field); false if none.
    bool focusField(const QString& id);

    /// The presets the pickers offer: the document's (the shipped ones and the user's).
    [[nodiscard]] PresetStore& presets() const;
    /// Reads the user's presets again and lists them (after an import or a calibration).
    void reloadPresets();
    [[nodiscard]] PresetPicker* hardwarePresets() const { return m_hardwarePresets; }
    [[nodiscard]] PresetPicker* modelPresets() const { return m_modelPresets; }

private:
    struct Row {
        const Field* field = nullptr;
        QLabel* label = nullptr;
        QWidget* editor = nullptr;
        QLabel* heading = nullptr; ///< the sub-heading the row sits under, if any
    };
    struct PartRow {
        SliderSpin* mtbf = nullptr;
        QWidget* line = nullptr;
        QDoubleSpinBox* slowMtbf = nullptr; ///< fail-slow MTBF per part, h; 0 = never
        QDoubleSpinBox* sdcMtbf = nullptr;  ///< silent-corruption MTBF per part, h; 0 = never
    };

    void buildSection(Section section, QGridLayout* grid);
    void addRow(const Field& field, QGridLayout* grid, QLabel* heading);
    /// `continuous`: a slider move (merges into one undo step); `snap`: go to the nearest valid
    /// value in the direction of the move (slider and arrow steps, not typed text).
    void editNumber(const Field& field, double value, bool continuous, bool snap);
    void editChoice(const Field& field, int value);
    void editToggle(const Field& field, bool value);
    void rebuildParts();
    void refreshParts();
    void addPart(const QString& kind, int scope);
    void applyFilter(const QString& text);
    void choosePreset(PresetKind kind, const QString& id);

    ScenarioDocument* m_document;
    WheelGuard* m_wheelGuard = nullptr;
    PresetPicker* m_hardwarePresets = nullptr;
    PresetPicker* m_modelPresets = nullptr;
    QLineEdit* m_name;
    QLineEdit* m_filter;
    QLabel* m_noMatch = nullptr; ///< "No input matches ..." when the filter hides every input
    QLabel* m_hardwareName = nullptr;
    QLabel* m_dp = nullptr;
    QLabel* m_dpLabel = nullptr;
    QLabel* m_tokensHint = nullptr;
    QWidget* m_dpSlot = nullptr;         ///< holds m_dp (LabelSlot)
    QWidget* m_tokensHintSlot = nullptr; ///< holds m_tokensHint (LabelSlot)
    QWidget* m_partsBox = nullptr;
    QGridLayout* m_partsGrid = nullptr;
    std::vector<PartRow> m_parts;
    std::vector<Row> m_rows;
    std::vector<QGridLayout*> m_grids;
    std::map<Section, CollapsibleSection*> m_sections;
    std::map<QString, QWidget*> m_editors;
};

} // namespace goodput::views
