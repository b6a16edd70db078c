// SPDX-License-Identifier: MIT
#include "collapsiblesection.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace goodput::views {

CollapsibleSection::CollapsibleSection(const QString& title, QWidget* body, QWidget* parent)
    : QWidget(parent), m_header(new QToolButton(this)), m_body(body) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_header->setText(title);
    m_header->setCheckable(true);
    m_header->setChecked(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::DownArrow);
    m_header->setAutoRaise(true);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont f = m_header->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.08);
    m_header->setFont(f);
    m_header->setAccessibleName(title);
    layout->addWidget(m_header);
    m_body->setParent(this);
    layout->addWidget(m_body);
    connect(m_header, &QToolButton::toggled, this, [this](bool on) {
        m_body->setVisible(on);
        m_header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        emit expandedChanged(on);
    });
}

void CollapsibleSection::setExpanded(bool expanded) {
    m_header->setChecked(expanded);
}

bool CollapsibleSection::isExpanded() const {
    return m_header->isChecked();
}

} // namespace goodput::views
