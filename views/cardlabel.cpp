// SPDX-License-Identifier: MIT
#include "cardlabel.h"

#include <QPainter>
#include <QTextLayout>
#include <QTextOption>
#include <algorithm>
#include <cmath>

namespace goodput::views {
namespace {

/// `text` laid out in lines of `width` with `font`, as a plain-text QTextDocument of no margins
/// lays it out (a block per paragraph, the lines' heights added, one pixel more at the end): its
/// height and its widest line.
QSizeF layOut(const QString& text, const QFont& font, qreal width) {
    QSizeF size;
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            size.rheight() += line.height();
            size.rwidth() = std::max(size.width(), line.naturalTextWidth());
        }
        layout.endLayout();
    }
    size.rheight() += 1;
    return size;
}

int up(qreal v) {
    return static_cast<int>(std::ceil(v));
}

} // namespace

CardLabel::CardLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

QSize CardLabel::extra() const {
    const QMargins m = contentsMargins();
    return {m.left() + m.right() + 2 * margin(), m.top() + m.bottom() + 2 * margin()};
}

const CardLabel::Measures& CardLabel::measures() const {
    if (m_measured && m_measures.text == text() && m_measures.font == font()) {
        return m_measures;
    }
    Measures m;
    m.text = text();
    m.font = font();
    const QSizeF oneLine = layOut(m.text, m.font, 1e7);
    m.oneLineWidth = up(oneLine.width());
    m.oneLineHeight = up(oneLine.height());
    // As narrow as it gets: each run between two places a line may break on a line of its own.
    m.longestRun = up(layOut(m.text, m.font, 0).width());
    m_measures = std::move(m);
    m_measured = true;
    return m_measures;
}

int CardLabel::textHeight(int textWidth) const {
    const Measures& m = measures();
    if (textWidth > m.oneLineWidth) {
        return m.oneLineHeight;
    }
    for (const auto& [w, h] : m.heights) {
        if (w == textWidth) {
            return h;
        }
    }
    const int h = up(layOut(m.text, m.font, textWidth).height());
    m_measures.heights.emplace_back(textWidth, h);
    return h;
}

QSize CardLabel::sizeHint() const {
    const Measures& m = measures();
    return (QSize(m.oneLineWidth, m.oneLineHeight) + extra()).expandedTo(minimumSize());
}

QSize CardLabel::minimumSizeHint() const {
    const Measures& m = measures();
    return QSize(m.longestRun, m.oneLineHeight) + extra();
}

int CardLabel::heightForWidth(int width) const {
    const QSize e = extra();
    return textHeight(std::max(0, width - e.width())) + e.height();
}

void CardLabel::paintEvent(QPaintEvent* event) {
    const Qt::Alignment align = alignment();
    if (hasSelectedText() || hasFocus() || text().contains(QLatin1Char('\n')) ||
        layoutDirection() != Qt::LeftToRight || text().isRightToLeft() ||
        (align & Qt::AlignHorizontal_Mask) != Qt::AlignLeft || indent() > 0) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    drawFrame(&painter);
    const QRect document = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    if (m_lines.width != document.width() || m_lines.text != text() || m_lines.font != font()) {
        m_lines.text = text();
        m_lines.font = font();
        m_lines.width = document.width();
        m_lines.layout = std::make_unique<QTextLayout>(m_lines.text, m_lines.font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        m_lines.layout->setTextOption(option);
        m_lines.layout->setCacheEnabled(true);
        qreal y = 0;
        m_lines.layout->beginLayout();
        for (QTextLine line = m_lines.layout->createLine(); line.isValid();
             line = m_lines.layout->createLine()) {
            line.setLineWidth(document.width());
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        m_lines.layout->endLayout();
        m_lines.height = y + 1; // as layOut(): the document's size has one pixel more
    }
    // QLabel puts its document at the top, the middle or the bottom of its rectangle, rounded
    // down to whole pixels.
    qreal top = 0;
    if (align & Qt::AlignVCenter) {
        top = std::max((document.height() - m_lines.height) / 2, qreal(0));
    } else if (align & Qt::AlignBottom) {
        top = std::max(document.height() - m_lines.height, qreal(0));
    }
    const QRect at = QRectF(document.x(), document.y() + top, document.width(), document.height())
                         .toAlignedRect();
    painter.setPen(palette().color(foregroundRole()));
    m_lines.layout->draw(&painter, at.topLeft());
}

} // namespace goodput::views
