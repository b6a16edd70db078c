// SPDX-License-Identifier: MIT
#pragma once

// The scenario's editable inputs as one table: how each is shown (label, unit, range, scale),
// what it feeds (the tooltip's formula and chapter section) and how it reads and writes the
// scenario. The input panel builds its widgets from this table; tests walk it to move every
// slider. Values are in the field's display unit (GB/s, TFLOP/s, billions of parameters, ...);
// the getters and setters convert through model/units.h and nothing else.

#include "model/scenario.h"

#include <QString>
#include <functional>
#include <string_view>
#include <vector>

namespace goodput::views {

enum class Section { Workload, Hardware, Cluster, Layout, Communication, Reliability, Cost, Mfu };

enum class FieldKind { Number, Choice, Toggle };
enum class SliderScale { Linear, Log };

struct Field {
    FieldKind kind = FieldKind::Number;
    QString id; ///< the scenario key's dotted path, e.g. "cluster.gpus"
    Section section = Section::Workload;
    const char* group = nullptr;   ///< sub-heading inside the section (untranslated source text)
    const char* label = nullptr;   ///< untranslated; views translate in the "Fields" context
    const char* unit = nullptr;    ///< shown as the spin box suffix; nullptr for none
    const char* formula = nullptr; ///< what the value feeds, for the tooltip
    const char* chapter = nullptr; ///< chapter section(s), e.g. "2.5.15"

    // Number
    double min = 0;
    double max = 1;
    SliderScale scale = SliderScale::Linear;
    int decimals = 0;
    std::function<double(const Scenario&)> get;
    std::function<void(Scenario&, double)> set;
    /// The only values the field takes (TP: divisors of the heads); empty when continuous.
    std::function<std::vector<double>(const Scenario&)> allowed;
    /// Rounds an edit to a valid value (GPUs: whole nodes) downward (direction -1), to the
    /// nearest (0) or upward (+1); identity when empty.
    std::function<double(const Scenario&, double, int direction)> snap;

    // Choice: option labels (untranslated) and their values.
    std::vector<std::pair<const char*, int>> options;
    std::function<int(const Scenario&)> getChoice;
    std::function<void(Scenario&, int)> setChoice;

    // Toggle
    std::function<bool(const Scenario&)> getToggle;
    std::function<void(Scenario&, bool)> setToggle;

    /// False when the value does not apply (FP8 peak on a chip without FP8); empty = always.
    std::function<bool(const Scenario&)> enabled;
};

/// Every input, in display order.
const std::vector<Field>& fields();

/// The field with this id, or nullptr.
const Field* findField(const QString& id);

/// The section's translated title.
QString sectionTitle(Section section);
/// All sections in display order.
const std::vector<Section>& sections();

/// Translated label, unit and a rich-text tooltip (formula, chapter section, scenario key, range).
QString fieldLabel(const Field& field);
QString fieldUnit(const Field& field);
/// The unit after a value of exactly 1 ("sequence", "GPU", "node"); empty when it is the same.
QString fieldSingularUnit(const Field& field);
QString fieldToolTip(const Field& field);

/// For a layout that TP x PP x CP does not fit into the GPUs: the nearest values of TP, of PP and
/// of the GPU count that fit, each with the other inputs kept, as one translated line ("nearest
/// valid: TP 4 or 8 · 896 or 1,792 GPUs"); empty when the layout fits or nothing near does.
QString nearestValidLayout(const Scenario& scenario);

/// The value a field takes for an edit to `value`: clamped to the range, snapped to whole nodes or
/// to the nearest allowed value, rounded to the shown decimals. A slider move passes its
/// direction (-1 or +1) so a step too small to reach the next valid value still does; typing
/// passes 0.
double snappedValue(const Field& field, const Scenario& scenario, double value, int direction = 0);

/// A scenario key (model/scenario_schema.h) that has no field of its own: the label the report's
/// inputs table shows for it, and why it has no field. tests/views/tst_keylabels.cpp fails on a
/// key that has neither a field nor an entry here.
struct KeyWithoutField {
    const char* path;   ///< as in the schema: "reliability.parts[].kind"
    const char* label;  ///< untranslated, in the "Fields" context
    const char* reason; ///< for the reader of the code: where the key is edited instead
};
const std::vector<KeyWithoutField>& keysWithoutField();

/// The one translated label of a scenario key, for the input panel, the report and text: its
/// field's label, else its KeyWithoutField's; empty when it has neither. An element path
/// ("reliability.parts[2].kind") finds its key.
QString keyLabel(std::string_view path);

/// Reliability parts: the MTBF of part i is edited through these (the list grows and shrinks).
QString partMtbfId(std::size_t index);
QString partCountId(std::size_t index);

} // namespace goodput::views
