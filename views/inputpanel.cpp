// SPDX-License-Identifier: MIT
#include "inputpanel.h"

#include "cardlabel.h"
#include "collapsiblesection.h"
#include "format.h"
#include "labelslot.h"
#include "model/preset_apply.h"
#include "presetpicker.h"
#include "scenariodocument.h"
#include "sliderspin.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace goodput::views {
namespace {

/// A failure part as labels and undo steps name it: its kind ("nic"), or "part 2" when it has
/// none (the default part has no kind: "Set the count of " named nothing).
QString partName(const std::vector<PartKind>& parts, std::size_t i) {
    const QString kind = QString::fromStdString(parts[i].kind).trimmed();
    return kind.isEmpty() ? InputPanel::tr("part %1").arg(i + 1) : kind;
}

constexpr int kLabelColumnWidth = 116;

QLabel* makeHeading(const QString& text, QWidget* parent) {
    auto* heading = new QLabel(text, parent);
    QFont f = heading->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 0.92);
    heading->setFont(f);
    heading->setStyleSheet(QStringLiteral("color: palette(dark); padding-top: 6px;"));
    return heading;
}

QLabel* makeLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setMinimumWidth(kLabelColumnWidth);
    label->setMaximumWidth(kLabelColumnWidth);
    return label;
}

/// The scenario keys whose values are part of an error in the result: shown, never changed.
std::set<QString> invalidFields(const Result& result) {
    std::set<QString> out;
    for (const Diagnostic& d : result.diagnostics) {
        if (d.severity != Severity::Error) {
            continue;
        }
        const QString field = QString::fromStdString(d.field);
        if (d.code == DiagCode::LayoutMismatch) {
            out.insert({QStringLiteral("layout.tp"), QStringLiteral("layout.pp"),
                        QStringLiteral("layout.cp"), QStringLiteral("cluster.gpus")});
        } else if (d.code == DiagCode::GpusNotDivisibleByNode) {
            out.insert({QStringLiteral("cluster.gpus"), QStringLiteral("cluster.gpusPerNode")});
        } else {
            out.insert(field);
        }
    }
    return out;
}

struct PartKindOption {
    const char* kind;
    PartScope scope;
    const char* label;
};

const PartKindOption kPartKinds[] = {
    {"gpu", PartScope::PerGpu,
     QT_TRANSLATE_NOOP("goodput::views::InputPanel", "GPU (one per GPU)")},
    {"nic", PartScope::PerGpu,
     QT_TRANSLATE_NOOP("goodput::views::InputPanel", "NIC (one per GPU)")},
    {"node", PartScope::PerNode,
     QT_TRANSLATE_NOOP("goodput::views::InputPanel", "Node (one per node)")},
    {"switch", PartScope::PerJob,
     QT_TRANSLATE_NOOP("goodput::views::InputPanel", "Switch (count per job)")},
    {"storage", PartScope::PerJob,
     QT_TRANSLATE_NOOP("goodput::views::InputPanel", "Storage (one per job)")},
};

} // namespace

/// Keeps the mouse wheel for scrolling the panel: a spin box, slider or combo box takes a wheel
/// event only while it has the keyboard focus. Otherwise the event is ignored, and an ignored
/// wheel event goes on to the parent widgets, up to the scroll area.
class WheelGuard final : public QObject {
public:
    using QObject::QObject;

    /// Guards every editor under `root` (again after new ones were added: installing twice is
    /// harmless). The wheel no longer gives them the focus either.
    void guard(QWidget* root) {
        const auto editors = root->findChildren<QWidget*>();
        for (QWidget* w : editors) {
            if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w) ||
                qobject_cast<QComboBox*>(w)) {
                w->setFocusPolicy(Qt::StrongFocus);
                w->installEventFilter(this);
            }
        }
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Wheel && !static_cast<QWidget*>(watched)->hasFocus()) {
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

namespace {

/// Where an arrow step of the spin box goes: from the value in place to the next valid one in
/// the step's direction (the next allowed value, or the next snapped one), whatever size of
/// step the spin box took; a field with no valid-value rule takes the spin box's value.
double steppedValue(const Field& f, const Scenario& s, double now, double value, int direction) {
    if (direction == 0) {
        return now;
    }
    if (f.allowed) {
        const std::vector<double> allowed = f.allowed(s);
        if (!allowed.empty()) {
            if (direction > 0) {
                const auto it = std::upper_bound(allowed.begin(), allowed.end(), now);
                return it == allowed.end() ? now : *it;
            }
            const auto it = std::lower_bound(allowed.begin(), allowed.end(), now);
            return it == allowed.begin() ? now : *std::prev(it);
        }
    }
    if (f.snap) {
        return std::clamp(f.snap(s, now, direction), f.min, f.max);
    }
    return value;
}

/// Lets Ctrl+Z and Ctrl+Shift+Z reach the document's undo from a line edit: the scenario name has
/// the focus at start, and its own text undo took the keys (nothing to undo there, so the first
/// Ctrl+Z did nothing).
class DocumentUndoKeys final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::ShortcutOverride) {
            auto* key = static_cast<QKeyEvent*>(event);
            if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
                event->ignore(); // not the line edit's: the shortcut (Edit > Undo) takes it
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

InputPanel::InputPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_name(new QLineEdit(this)),
      m_filter(new QLineEdit(this)) {
    setObjectName(QStringLiteral("inputPanel"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 0);
    outer->setSpacing(4);

    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("Scenario name"));
    m_name->setToolTip(tr("The scenario's name, saved in the file and shown in the report"));
    m_name->setAccessibleName(tr("Scenario name"));
    m_name->installEventFilter(new DocumentUndoKeys(m_name));
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        Scenario next = m_document->scenario();
        next.name = m_name->text().toStdString();
        m_document->edit(next, tr("Rename the scenario"));
    });
    outer->addWidget(m_name);

    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Filter inputs (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter inputs"));
    connect(m_filter, &QLineEdit::textChanged, this, &InputPanel::applyFilter);
    outer->addWidget(m_filter);
    m_noMatch = new QLabel(this);
    m_noMatch->setObjectName(QStringLiteral("noMatch"));
    m_noMatch->setTextFormat(Qt::PlainText);
    m_noMatch->setWordWrap(true);
    m_noMatch->setVisible(false);
    outer->addWidget(m_noMatch);

    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("inputScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 4, 0);
    column->setSpacing(2);
    for (const Section section : sections()) {
        auto* body = new QWidget(content);
        auto* bodyLayout = new QVBoxLayout(body);
        bodyLayout->setContentsMargins(8, 0, 0, 6);
        bodyLayout->setSpacing(2);
        if (section == Section::Workload) {
            m_modelPresets = new PresetPicker(PresetKind::Model, presets(), body);
            connect(m_modelPresets, &PresetPicker::presetChosen, this,
                    [this](const QString& id) { choosePreset(PresetKind::Model, id); });
            bodyLayout->addWidget(m_modelPresets);
        }
        if (section == Section::Hardware) {
            m_hardwarePresets = new PresetPicker(PresetKind::Hardware, presets(), body);
            connect(m_hardwarePresets, &PresetPicker::presetChosen, this,
                    [this](const QString& id) { choosePreset(PresetKind::Hardware, id); });
            bodyLayout->addWidget(m_hardwarePresets);
            m_hardwareName = new QLabel(body);
            m_hardwareName->setObjectName(QStringLiteral("hardwareName"));
            m_hardwareName->setWordWrap(true);
            bodyLayout->addWidget(m_hardwareName);
        }
        if (section == Section::Reliability) {
            m_partsBox = new QWidget(body);
            m_partsGrid = new QGridLayout(m_partsBox);
            m_partsGrid->setContentsMargins(0, 0, 0, 0);
            m_partsGrid->setColumnStretch(1, 1);
            bodyLayout->addWidget(m_partsBox);
        }
        auto* fieldsBox = new QWidget(body);
        auto* grid = new QGridLayout(fieldsBox);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setHorizontalSpacing(8);
        grid->setVerticalSpacing(3);
        grid->setColumnStretch(1, 1);
        m_grids.push_back(grid);
        buildSection(section, grid);
        bodyLayout->addWidget(fieldsBox);
        auto* widget = new CollapsibleSection(sectionTitle(section), body, content);
        widget->setObjectName(QStringLiteral("section.%1").arg(static_cast<int>(section)));
        m_sections[section] = widget;
        column->addWidget(widget);
    }
    column->addStretch(1);
    scroll->setWidget(content);
    // Never narrower than the fields: the dock does not clip the spin boxes' arrows.
    scroll->setMinimumWidth(content->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    outer->addWidget(scroll, 1);
    m_wheelGuard = new WheelGuard(this);
    m_wheelGuard->guard(content);
    rebuildParts();
    refresh();
}

void InputPanel::buildSection(Section section, QGridLayout* grid) {
    const char* group = nullptr;
    QLabel* heading = nullptr;
    for (const Field& f : fields()) {
        if (f.section != section) {
            continue;
        }
        if (f.group != group) {
            group = f.group;
            heading = group ? makeHeading(QCoreApplication::translate("Fields", group),
                                          grid->parentWidget())
                            : nullptr;
            if (heading) {
                grid->addWidget(heading, grid->rowCount(), 0, 1, 2);
            }
        }
        addRow(f, grid, heading);
        if (f.id == QStringLiteral("workload.tokens")) {
            // The model's compute-optimal D for this N, next to the D typed (refresh()).
            // It changes with N and D at many steps: a label that measures and paints its text
            // without laying a text document out again (CardLabel).
            m_tokensHint = new CardLabel(grid->parentWidget());
            m_tokensHint->setObjectName(QStringLiteral("workload.tokens.hint"));
            m_tokensHint->setWordWrap(true);
            m_tokensHint->setTextInteractionFlags(Qt::TextSelectableByMouse);
            m_tokensHint->setEnabled(false); // greyed: a remark, not an input
            m_tokensHint->setToolTip(
                tr("Hoffmann et al. 2022 (Chinchilla): for a given compute budget, loss is lowest "
                   "with about 20 training tokens per parameter (active parameters for MoE). "
                   "Models trained for inference use far more."));
            m_tokensHintSlot = new LabelSlot(m_tokensHint, grid->parentWidget());
            grid->addWidget(m_tokensHintSlot, grid->rowCount(), 1);
        }
        if (f.id == QStringLiteral("layout.ep")) {
            // DP is not an input: it follows from the GPU count (2.5.4).
            const int row = grid->rowCount();
            auto* label = makeLabel(tr("Data parallel DP"), grid->parentWidget());
            m_dpLabel = label;
            m_dp = new WrappedRichLabel(grid->parentWidget());
            m_dp->setObjectName(QStringLiteral("layout.dp"));
            m_dp->setTextInteractionFlags(Qt::TextSelectableByMouse);
            const QString tip =
                tr("<p><b>Data parallel DP</b> (derived)</p><p>DP = GPUs / (TP x PP x CP); "
                   "it must be whole. Gradient all-reduce across DP once per step.</p>"
                   "<p><i>Chapter 2.5.4, 2.5.6</i></p>");
            label->setToolTip(tip);
            m_dp->setToolTip(tip);
            grid->addWidget(label, row, 0);
            // Its text changes at every step of the GPU slider, its room seldom.
            m_dpSlot = new LabelSlot(m_dp, grid->parentWidget());
            grid->addWidget(m_dpSlot, row, 1);
        }
    }
}

void InputPanel::addRow(const Field& f, QGridLayout* grid, QLabel* heading) {
    QWidget* parent = grid->parentWidget();
    const int row = grid->rowCount();
    const QString tip = fieldToolTip(f);
    Row r;
    r.field = &f;
    r.heading = heading;
    switch (f.kind) {
    case FieldKind::Number: {
        r.label = makeLabel(fieldLabel(f), parent);
        auto* editor = new SliderSpin(f.min, f.max,
                                      f.scale == SliderScale::Log ? SliderSpin::Scale::Log
                                                                  : SliderSpin::Scale::Linear,
                                      f.decimals, fieldUnit(f), parent);
        editor->setSingularUnit(fieldSingularUnit(f));
        editor->slider()->setAccessibleName(fieldLabel(f));
        editor->spinBox()->setAccessibleName(fieldLabel(f));
        editor->slider()->setToolTip(tip);
        editor->spinBox()->setToolTip(tip);
        r.label->setBuddy(editor->spinBox());
        connect(editor, &SliderSpin::edited, this, [this, &f](double v, bool continuous) {
            editNumber(f, v, continuous, continuous);
        });
        connect(editor, &SliderSpin::stepped, this,
                [this, &f](double v) { editNumber(f, v, false, true); });
        connect(editor, &SliderSpin::gestureFinished, m_document, &ScenarioDocument::finishGesture);
        r.editor = editor;
        break;
    }
    case FieldKind::Choice: {
        r.label = makeLabel(fieldLabel(f), parent);
        auto* combo = new QComboBox(parent);
        for (const auto& [text, value] : f.options) {
            combo->addItem(QCoreApplication::translate("Fields", text), value);
        }
        // A long choice ("Megatron-Bridge: causal 6 L d s + logits 6 V h") elides in the field and
        // shows whole in the open list, instead of widening the panel past a 1024-pixel screen.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
        combo->setAccessibleName(fieldLabel(f));
        combo->setToolTip(tip);
        r.label->setBuddy(combo);
        connect(combo, &QComboBox::activated, this,
                [this, &f, combo](int index) { editChoice(f, combo->itemData(index).toInt()); });
        r.editor = combo;
        break;
    }
    case FieldKind::Toggle: {
        auto* box = new QCheckBox(fieldLabel(f), parent);
        box->setToolTip(tip);
        connect(box, &QCheckBox::toggled, this, [this, &f](bool on) { editToggle(f, on); });
        r.editor = box;
        break;
    }
    }
    r.editor->setObjectName(f.id);
    if (r.label) {
        r.label->setToolTip(tip);
        grid->addWidget(r.label, row, 0);
        grid->addWidget(r.editor, row, 1);
    } else {
        grid->addWidget(r.editor, row, 0, 1, 2);
    }
    m_editors[f.id] = r.editor;
    m_rows.push_back(r);
}

SliderSpin* InputPanel::numberEditor(const QString& id) const {
    const auto it = m_editors.find(id);
    return it == m_editors.end() ? nullptr : qobject_cast<SliderSpin*>(it->second);
}

QComboBox* InputPanel::choiceEditor(const QString& id) const {
    const auto it = m_editors.find(id);
    return it == m_editors.end() ? nullptr : qobject_cast<QComboBox*>(it->second);
}

QCheckBox* InputPanel::toggleEditor(const QString& id) const {
    const auto it = m_editors.find(id);
    return it == m_editors.end() ? nullptr : qobject_cast<QCheckBox*>(it->second);
}

void InputPanel::editNumber(const Field& f, double value, bool continuous, bool snap) {
    Scenario next = m_document->scenario();
    const double now = f.get(next);
    // A slider or arrow step goes to the next valid value; a typed value is kept as typed, and
    // shown red with its diagnostic when it does not fit.
    const int direction = (value > now) - (value < now);
    if (snap && continuous) {
        f.set(next, snappedValue(f, next, value, direction));
    } else if (snap) {
        f.set(next, steppedValue(f, next, now, value, direction));
    } else {
        f.set(next, value);
    }
    if (!m_document->edit(next, tr("Set %1").arg(fieldLabel(f)), f.id, continuous)) {
        refresh(); // the edit snapped back to the value in place: show it again
    }
}

void InputPanel::editChoice(const Field& f, int value) {
    Scenario next = m_document->scenario();
    f.setChoice(next, value);
    m_document->edit(next, tr("Set %1").arg(fieldLabel(f)));
}

void InputPanel::editToggle(const Field& f, bool value) {
    Scenario next = m_document->scenario();
    f.setToggle(next, value);
    m_document->edit(next, value ? tr("Turn on %1").arg(fieldLabel(f))
                                 : tr("Turn off %1").arg(fieldLabel(f)));
}

void InputPanel::refresh() {
    const Scenario& s = m_document->scenario();
    const std::set<QString> invalid = invalidFields(m_document->result());
    for (const Row& r : m_rows) {
        const Field& f = *r.field;
        const bool enabled = !f.enabled || f.enabled(s);
        r.editor->setEnabled(enabled);
        if (r.label) {
            r.label->setEnabled(enabled);
        }
        switch (f.kind) {
        case FieldKind::Number: {
            auto* e = static_cast<SliderSpin*>(r.editor);
            if (f.allowed) {
                e->setAllowedValues(f.allowed(s));
            }
            e->setValue(f.get(s));
            e->setInvalid(invalid.count(f.id) > 0);
            break;
        }
        case FieldKind::Choice: {
            auto* combo = static_cast<QComboBox*>(r.editor);
            const QSignalBlocker block(combo);
            combo->setCurrentIndex(combo->findData(f.getChoice(s)));
            break;
        }
        case FieldKind::Toggle: {
            auto* box = static_cast<QCheckBox*>(r.editor);
            const QSignalBlocker block(box);
            box->setChecked(f.getToggle(s));
            break;
        }
        }
    }

    const Result& result = m_document->result();
    m_tokensHint->setText(
        result.valid
            ? tr("compute-optimal: %1 tokens (~20 per parameter); this plan: %2 per parameter")
                  .arg(formatShortCount(result.compute.computeOptimalTokens),
                       formatNumber(result.compute.tokensPerParameter))
            : QString());

    const int dp = s.layout.dp(s.cluster.gpus);
    const QString product = tr("%Ln GPU(s) / (TP %1 x PP %2 x CP %3)", nullptr, s.cluster.gpus)
                                .arg(s.layout.tp)
                                .arg(s.layout.pp)
                                .arg(s.layout.cp);
    m_dp->setText(dp > 0 ? tr("<b>%1</b> = %2").arg(dp).arg(product)
                         : tr("<b style='color:#c62828'>not whole</b>: %1").arg(product));
    m_hardwareName->setText(
        tr("<i>%1</i>").arg(QString::fromStdString(s.hardware.displayName).toHtmlEscaped()));
    m_hardwarePresets->refresh(s);
    m_modelPresets->refresh(s);
    if (!m_name->hasFocus()) {
        m_name->setText(QString::fromStdString(s.name));
    }
    if (m_parts.size() != s.reliability.parts.size()) {
        rebuildParts();
    }
    refreshParts();
}

void InputPanel::rebuildParts() {
    while (QLayoutItem* item = m_partsGrid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_parts.clear();
    m_partsGrid->addWidget(makeHeading(tr("Failures (a series system)"), m_partsBox), 0, 0, 1, 2);
    const std::vector<PartKind>& parts = m_document->scenario().reliability.parts;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const int row = m_partsGrid->rowCount();
        PartRow p;
        auto* label = makeLabel(tr("MTBF of each %1").arg(partName(parts, i)), m_partsBox);
        p.mtbf = new SliderSpin(1, 1e8, SliderSpin::Scale::Log, 0, tr("h"), m_partsBox);
        p.mtbf->setObjectName(partMtbfId(i));
        const QString tip =
            tr("<p><b>MTBF of one %1</b></p><p>Failure rates add: system MTBF = 1 / Σ(n_i / M_i), "
               "for one kind M / n. Young's interval sqrt(2 C M) and goodput follow.</p>"
               "<p><i>Chapter 2.5.12 · <code>%2</code></i></p>")
                .arg(partName(parts, i).toHtmlEscaped(), partMtbfId(i));
        label->setToolTip(tip);
        p.mtbf->slider()->setToolTip(tip);
        p.mtbf->spinBox()->setToolTip(tip);
        p.mtbf->slider()->setAccessibleName(label->text());
        label->setBuddy(p.mtbf->spinBox());
        const auto setMtbf = [this, i](double v, bool continuous) {
            Scenario next = m_document->scenario();
            next.reliability.parts[i].mtbf = units::hours(std::max(v, 1.0));
            m_document->edit(next,
                             tr("Set the MTBF of %1").arg(partName(next.reliability.parts, i)),
                             partMtbfId(i), continuous);
        };
        connect(p.mtbf, &SliderSpin::edited, this, setMtbf);
        connect(p.mtbf, &SliderSpin::stepped, this, [setMtbf](double v) { setMtbf(v, false); });
        connect(p.mtbf, &SliderSpin::gestureFinished, m_document, &ScenarioDocument::finishGesture);
        m_partsGrid->addWidget(label, row, 0);
        m_partsGrid->addWidget(p.mtbf, row, 1);

        p.line = new QWidget(m_partsBox);
        auto* line = new QHBoxLayout(p.line);
        line->setContentsMargins(0, 0, 0, 0);
        auto* count = new QDoubleSpinBox(p.line);
        count->setObjectName(partCountId(i));
        count->setRange(0, 100000);
        count->setDecimals(0);
        count->setKeyboardTracking(false);
        count->setPrefix(tr("count "));
        count->setAccessibleName(tr("Count of %1 per scope").arg(partName(parts, i)));
        count->setToolTip(
            tr("How many of this part each GPU, node or job has (n_i = count x scope)"));
        auto* scope = new QComboBox(p.line);
        scope->addItem(tr("per GPU"), static_cast<int>(PartScope::PerGpu));
        scope->addItem(tr("per node"), static_cast<int>(PartScope::PerNode));
        scope->addItem(tr("per job"), static_cast<int>(PartScope::PerJob));
        scope->setAccessibleName(tr("Scope of %1").arg(partName(parts, i)));
        auto* remove = new QToolButton(p.line);
        remove->setText(tr("Remove"));
        remove->setToolTip(tr("Remove this part kind from the failure model"));
        line->addWidget(count);
        line->addWidget(scope, 1);
        line->addWidget(remove);
        connect(count, &QDoubleSpinBox::valueChanged, this, [this, i](double v) {
            Scenario next = m_document->scenario();
            next.reliability.parts[i].countPerScope = v;
            m_document->edit(next,
                             tr("Set the count of %1").arg(partName(next.reliability.parts, i)));
        });
        connect(scope, &QComboBox::activated, this, [this, i, scope](int index) {
            Scenario next = m_document->scenario();
            next.reliability.parts[i].scope =
                static_cast<PartScope>(scope->itemData(index).toInt());
            m_document->edit(next,
                             tr("Set the scope of %1").arg(partName(next.reliability.parts, i)));
        });
        connect(remove, &QToolButton::clicked, this, [this, i] {
            Scenario next = m_document->scenario();
            const QString kind = partName(next.reliability.parts, i);
            next.reliability.parts.erase(next.reliability.parts.begin() +
                                         static_cast<std::ptrdiff_t>(i));
            m_document->edit(next, tr("Remove %1 from the failure model").arg(kind));
        });
        m_partsGrid->addWidget(p.line, row + 1, 0, 1, 2);

        // Issue 19: the part's fail-slow and silent-corruption rates, each an MTBF per part
        // (0 = the part never slows or corrupts silently).
        auto* rates = new QWidget(m_partsBox);
        auto* ratesLine = new QHBoxLayout(rates);
        ratesLine->setContentsMargins(0, 0, 0, 0);
        const auto rateBox = [&](const QString& id, const QString& prefix, const QString& name,
                                 const QString& help, std::optional<Seconds> PartKind::*member) {
            auto* box = new QDoubleSpinBox(rates);
            box->setObjectName(id);
            box->setRange(0, 1e9);
            box->setDecimals(0);
            box->setKeyboardTracking(false);
            box->setPrefix(prefix);
            box->setSuffix(tr(" h"));
            box->setSpecialValueText(prefix + tr("never"));
            box->setAccessibleName(name);
            box->setToolTip(help);
            connect(box, &QDoubleSpinBox::valueChanged, this, [this, i, member, name](double v) {
                Scenario next = m_document->scenario();
                std::optional<Seconds>& value = next.reliability.parts[i].*member;
                if (v > 0) {
                    value = units::hours(v);
                } else {
                    value.reset();
                }
                m_document->edit(next, tr("Set the %1").arg(name));
            });
            ratesLine->addWidget(box, 1);
            return box;
        };
        const QString part = partName(parts, i);
        p.slowMtbf =
            rateBox(QStringLiteral("reliability.parts[%1].slowMtbfHours").arg(i), tr("slow: "),
                    tr("fail-slow MTBF of each %1").arg(part),
                    tr("<p><b>Fail-slow MTBF of one %1</b></p><p>How often one part slows every "
                       "synchronous step until it is found and evicted, instead of stopping. "
                       "<i>never</i> = the part only fails by stopping.</p><p><i>Issue 19 · "
                       "<code>reliability.parts[%2].slowMtbfHours</code></i></p>")
                        .arg(part.toHtmlEscaped())
                        .arg(i),
                    &PartKind::slowMtbf);
        p.sdcMtbf = rateBox(
            QStringLiteral("reliability.parts[%1].sdcMtbfHours").arg(i), tr("silent: "),
            tr("silent-corruption MTBF of each %1").arg(part),
            tr("<p><b>Silent-corruption MTBF of one %1</b></p><p>How often one part corrupts "
               "the training state without stopping; only the periodic checks find it, and the "
               "run rolls back to the last checkpoint before it. <i>never</i> = no silent "
               "corruption.</p><p><i>Issue 19 · "
               "<code>reliability.parts[%2].sdcMtbfHours</code></i></p>")
                .arg(part.toHtmlEscaped())
                .arg(i),
            &PartKind::sdcMtbf);
        m_partsGrid->addWidget(rates, row + 2, 0, 1, 2);
        m_parts.push_back(p);
    }
    auto* add = new QToolButton(m_partsBox);
    add->setObjectName(QStringLiteral("addPart"));
    add->setText(tr("Add a part kind"));
    add->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(add);
    for (const PartKindOption& option : kPartKinds) {
        menu->addAction(tr(option.label), this, [this, option] {
            addPart(QString::fromLatin1(option.kind), static_cast<int>(option.scope));
        });
    }
    add->setMenu(menu);
    m_partsGrid->addWidget(add, m_partsGrid->rowCount(), 1, Qt::AlignLeft);
    if (m_wheelGuard != nullptr) {
        m_wheelGuard->guard(m_partsBox);
    }
}

void InputPanel::addPart(const QString& kind, int scope) {
    Scenario next = m_document->scenario();
    PartKind p;
    p.kind = kind.toStdString();
    p.scope = static_cast<PartScope>(scope);
    next.reliability.parts.push_back(p);
    m_document->edit(next, tr("Add %1 to the failure model").arg(kind));
}

void InputPanel::refreshParts() {
    const std::vector<PartKind>& parts = m_document->scenario().reliability.parts;
    for (std::size_t i = 0; i < m_parts.size() && i < parts.size(); ++i) {
        m_parts[i].mtbf->setValue(units::inHours(parts[i].mtbf));
        auto* count = m_parts[i].line->findChild<QDoubleSpinBox*>();
        auto* scope = m_parts[i].line->findChild<QComboBox*>();
        const QSignalBlocker blockCount(count);
        const QSignalBlocker blockScope(scope);
        count->setValue(parts[i].countPerScope);
        scope->setCurrentIndex(scope->findData(static_cast<int>(parts[i].scope)));
        const QSignalBlocker blockSlow(m_parts[i].slowMtbf);
        const QSignalBlocker blockSdc(m_parts[i].sdcMtbf);
        m_parts[i].slowMtbf->setValue(parts[i].slowMtbf ? units::inHours(*parts[i].slowMtbf) : 0);
        m_parts[i].sdcMtbf->setValue(parts[i].sdcMtbf ? units::inHours(*parts[i].sdcMtbf) : 0);
    }
}

void InputPanel::choosePreset(PresetKind kind, const QString& id) {
    const ScenarioReadResult chosen =
        applyPreset(m_document->scenario(), kind, id.toStdString(), presets().lookup());
    if (hasErrors(chosen.diagnostics)) {
        return; // only listed presets are offered; one removed meanwhile changes nothing
    }
    const Preset* preset = presets().find(kind, id.toStdString());
    const QString name = preset ? QString::fromStdString(preset->displayName) : id;
    m_document->edit(chosen.scenario, tr("Choose the preset %1").arg(name));
}

PresetStore& InputPanel::presets() const {
    return m_document->presets();
}

void InputPanel::reloadPresets() {
    presets().reload();
    m_hardwarePresets->reload();
    m_modelPresets->reload();
    refresh();
}

void InputPanel::applyFilter(const QString& text) {
    const QString needle = text.trimmed();
    std::map<Section, bool> anyShown;
    std::map<QLabel*, bool> headingShown;
    for (const Row& r : m_rows) {
        const QString label = fieldLabel(*r.field);
        const bool shown = needle.isEmpty() || label.contains(needle, Qt::CaseInsensitive) ||
                           r.field->id.contains(needle, Qt::CaseInsensitive) ||
                           (r.heading && r.heading->text().contains(needle, Qt::CaseInsensitive));
        r.editor->setVisible(shown);
        if (r.label) {
            r.label->setVisible(shown);
        }
        anyShown[r.field->section] = anyShown[r.field->section] || shown;
        if (r.heading) {
            headingShown[r.heading] = headingShown[r.heading] || shown;
        }
    }
    for (const auto& [heading, shown] : headingShown) {
        heading->setVisible(shown);
    }
    const QWidget* tokens = m_editors.at(QStringLiteral("workload.tokens"));
    m_tokensHintSlot->setVisible(!tokens->isHidden());
    const bool partsShown =
        needle.isEmpty() || tr("MTBF failures").contains(needle, Qt::CaseInsensitive) ||
        QStringLiteral("reliability.parts").contains(needle, Qt::CaseInsensitive);
    m_partsBox->setVisible(partsShown);
    anyShown[Section::Reliability] = anyShown[Section::Reliability] || partsShown;
    const bool dpShown =
        needle.isEmpty() || tr("Data parallel DP").contains(needle, Qt::CaseInsensitive);
    m_dpSlot->setVisible(dpShown);
    m_dpLabel->setVisible(dpShown);
    anyShown[Section::Layout] = anyShown[Section::Layout] || dpShown;
    bool any = false;
    for (const auto& [section, widget] : m_sections) {
        const bool shown = anyShown[section];
        any = any || shown;
        widget->setVisible(shown);
        if (shown && !needle.isEmpty()) {
            widget->setExpanded(true);
        }
    }
    // Not an empty panel: say that nothing matched.
    m_noMatch->setText(tr("No input matches “%1”").arg(needle));
    m_noMatch->setVisible(!any);
}

bool InputPanel::focusField(const QString& id) {
    QWidget* editor = nullptr;
    // The exact key, else the first input under it in display order ("layout" -> TP).
    for (const Row& r : m_rows) {
        if (r.field->id == id) {
            editor = r.editor;
            break;
        }
        if (!editor && r.field->id.startsWith(id + QLatin1Char('.'))) {
            editor = r.editor;
        }
    }
    for (std::size_t i = 0; !editor && i < m_parts.size(); ++i) {
        if (id.startsWith(QStringLiteral("reliability.parts[%1]").arg(i)) ||
            id == QStringLiteral("reliability")) {
            editor = m_parts[i].mtbf;
        }
    }
    if (!editor) {
        return false;
    }
    m_filter->clear();
    for (const auto& [section, widget] : m_sections) {
        if (widget->isAncestorOf(editor)) {
            widget->setExpanded(true);
        }
    }
    if (auto* scroll = findChild<QScrollArea*>(QStringLiteral("inputScroll"))) {
        scroll->ensureWidgetVisible(editor);
    }
    if (auto* spin = qobject_cast<SliderSpin*>(editor)) {
        spin->spinBox()->setFocus(Qt::OtherFocusReason);
    } else {
        editor->setFocus(Qt::OtherFocusReason);
    }
    return true;
}

} // namespace goodput::views
