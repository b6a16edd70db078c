// SPDX-License-Identifier: MIT
#include "presetpicker.h"

#include "format.h"
#include "model/preset_apply.h"
#include "presetstore.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <algorithm>

namespace goodput::views {
namespace {

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

/// The line under a preset in the list: where it comes from and what it costs.
QString presetToolTip(const CatalogEntry& e) {
    const Preset& p = e.preset;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(fromStd(p.displayName).toHtmlEscaped());
    if (p.kind == PresetKind::Hardware) {
        if (!p.vendor.empty()) {
            lines << fromStd(p.vendor + (p.generation.empty() ? "" : " " + p.generation))
                         .toHtmlEscaped();
        }
        if (p.price.usdPerGpuHour) {
            lines << PresetPicker::tr("%1 per GPU-hour (%2)")
                         .arg(formatDollars(units::dollars(*p.price.usdPerGpuHour)),
                              fromStd(p.price.date).toHtmlEscaped());
        }
    } else if (!p.organization.empty()) {
        lines << fromStd(p.organization).toHtmlEscaped();
    }
    if (e.origin == PresetOrigin::User) {
        lines << PresetPicker::tr("Your preset: %1").arg(fromStd(e.file).toHtmlEscaped());
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

PresetPicker::PresetPicker(PresetKind kind, const PresetStore& store, QWidget* parent)
    : QWidget(parent), m_kind(kind), m_store(store), m_combo(new QComboBox(this)),
      m_state(new QLabel(this)), m_reset(new QPushButton(tr("Reset"), this)) {
    const bool hardware = kind == PresetKind::Hardware;
    setObjectName(hardware ? QStringLiteral("hardwarePreset") : QStringLiteral("modelPreset"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(2);
    auto* label = new QLabel(hardware ? tr("Accelerator preset") : tr("Model preset"), this);
    label->setBuddy(m_combo);
    m_combo->setObjectName(objectName() + QStringLiteral("Combo"));
    m_combo->setAccessibleName(label->text());
    m_combo->setMinimumContentsLength(16);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setToolTip(hardware
                            ? tr("Fills every hardware number from a vendor generation's "
                                 "published figures (docs/presets.md); each stays editable.")
                            : tr("Fills the parameter count, architecture, context length "
                                 "and, when published, the training tokens of a known model."));
    m_state->setObjectName(objectName() + QStringLiteral("State"));
    m_reset->setObjectName(objectName() + QStringLiteral("Reset"));
    m_reset->setToolTip(tr("Take the preset's values again, undoing your edits of them"));
    grid->addWidget(label, 0, 0);
    grid->addWidget(m_combo, 0, 1);
    grid->addWidget(m_state, 1, 1);
    grid->addWidget(m_reset, 1, 0, Qt::AlignLeft);
    grid->setColumnStretch(1, 1);
    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        const QString id = m_combo->itemData(index).toString();
        if (!id.isEmpty()) {
            emit presetChosen(id);
        }
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        const QString id = m_combo->currentData().toString();
        if (!id.isEmpty()) {
            emit presetChosen(id);
        }
    });
    reload();
}

void PresetPicker::reload() {
    m_sectionId.clear(); // the presets may have changed
    m_section.reset();
    const QSignalBlocker block(m_combo);
    const QString current = m_combo->currentData().toString();
    m_combo->clear();
    // A scenario that names no preset (the chapter's example) shows this entry; it is not a choice.
    m_combo->addItem(tr("Custom (no preset)"), QString());
    std::vector<const CatalogEntry*> entries = m_store.catalog().entries(m_kind);
    // Hardware by vendor, then release year and name; models by organization, then name.
    std::stable_sort(
        entries.begin(), entries.end(), [](const CatalogEntry* a, const CatalogEntry* b) {
            const Preset& x = a->preset;
            const Preset& y = b->preset;
            const std::string& gx = x.kind == PresetKind::Hardware ? x.vendor : x.organization;
            const std::string& gy = y.kind == PresetKind::Hardware ? y.vendor : y.organization;
            return std::tie(gx, x.releaseYear, x.displayName) <
                   std::tie(gy, y.releaseYear, y.displayName);
        });
    std::string group = "\x01"; // no real group is this
    for (const CatalogEntry* e : entries) {
        const Preset& p = e->preset;
        const std::string& g = p.kind == PresetKind::Hardware ? p.vendor : p.organization;
        if (g != group) {
            m_combo->insertSeparator(m_combo->count());
            group = g;
        }
        QString text = fromStd(p.displayName);
        if (e->origin == PresetOrigin::User) {
            text = tr("%1 (yours)").arg(text);
        }
        m_combo->addItem(text, fromStd(p.id));
        m_combo->setItemData(m_combo->count() - 1, presetToolTip(*e), Qt::ToolTipRole);
    }
    m_combo->setCurrentIndex(std::max(0, m_combo->findData(current)));
}

void PresetPicker::refresh(const Scenario& scenario) {
    const std::string& id =
        m_kind == PresetKind::Hardware ? scenario.hardware.preset : scenario.workload.preset;
    const int index = m_combo->findData(fromStd(id));
    {
        const QSignalBlocker block(m_combo);
        m_combo->setCurrentIndex(std::max(0, index));
    }
    const bool known = !id.empty() && index > 0;
    if (known && id != m_sectionId) {
        m_sectionId = id;
        m_section = presetSection(m_kind, id, m_store.lookup());
    }
    m_modified = known && !(m_section && holdsPresetSection(scenario, m_kind, *m_section));
    m_reset->setEnabled(m_modified);
    if (!id.empty() && !known) {
        m_state->setText(tr("<i>%1: not installed here</i>").arg(fromStd(id).toHtmlEscaped()));
    } else if (m_modified) {
        m_state->setText(tr("<b>modified</b>: some values differ from the preset"));
    } else if (known) {
        m_state->setText(tr("the preset's values"));
    } else {
        m_state->setText(tr("values of your own"));
    }
}

} // namespace goodput::views
