// SPDX-License-Identifier: MIT
#include "labelslot.h"

#include <QEvent>
#include <QLabel>

namespace goodput::views {

WrappedRichLabel::WrappedRichLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextFormat(Qt::RichText);
}

int WrappedRichLabel::heightForWidth(int width) const {
    if (m_text != text() || m_font != font()) {
        m_text = text();
        m_font = font();
        m_heights.clear();
    }
    for (const auto& [w, h] : m_heights) {
        if (w == width) {
            return h;
        }
    }
    const int h = QLabel::heightForWidth(width);
    m_heights.emplace_back(width, h);
    return h;
}

LabelSlot::LabelSlot(QLabel* label, QWidget* parent) : QWidget(parent), m_label(label) {
    m_label->setParent(this);
    setSizePolicy(m_label->sizePolicy());
    m_told = room();
}

QSize LabelSlot::sizeHint() const {
    return m_label->isHidden() ? QSize(0, 0) : m_label->sizeHint();
}

QSize LabelSlot::minimumSizeHint() const {
    return m_label->isHidden() ? QSize(0, 0) : m_label->minimumSizeHint();
}

bool LabelSlot::hasHeightForWidth() const {
    return !m_label->isHidden() && m_label->hasHeightForWidth();
}

int LabelSlot::heightForWidth(int width) const {
    return hasHeightForWidth() ? m_label->heightForWidth(width) : -1;
}

LabelSlot::Room LabelSlot::room() const {
    return {sizeHint(), minimumSizeHint(), heightForWidth(width())};
}

void LabelSlot::checkRoom() {
    const Room now = room();
    if (now != m_told) {
        m_told = now;
        m_untold = false;
        updateGeometry();
    } else {
        m_untold = true;
    }
}

bool LabelSlot::event(QEvent* event) {
    switch (event->type()) {
    case QEvent::LayoutRequest: // the label's text, font or visibility changed
        checkRoom();
        return true;
    case QEvent::Show: // changes while hidden posted nothing
        checkRoom();
        break;
    default: break;
    }
    return QWidget::event(event);
}

void LabelSlot::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_label->setGeometry(rect());
    if (m_untold) {
        // At this new width the layout may hold the height of an earlier text: ask it again.
        m_untold = false;
        m_told = room();
        updateGeometry();
    }
}

} // namespace goodput::views
