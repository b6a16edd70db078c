// SPDX-License-Identifier: MIT
#include "cardlabel.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QTextLayout>
#include <QTextOption>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace goodput::views {
namespace {

int up(qreal v) {
    return static_cast<int>(std::ceil(v));
}

} // namespace

CardLabel::Shaped& CardLabel::shaped(const QString& text, const QFont& font) const {
    for (Shaped& s : m_shaped) {
        if (s.text == text && s.font == font && !s.paragraphs.empty()) {
            s.used = ++m_shapedClock;
            return s;
        }
    }
    Shaped& s = *std::min_element(m_shaped.begin(), m_shaped.end(),
                                  [](const Shaped& a, const Shaped& b) { return a.used < b.used; });
    s.text = text;
    s.font = font;
    s.used = ++m_shapedClock;
    s.paragraphs.clear();
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        auto layout = std::make_unique<QTextLayout>(paragraph, font);
        layout->setTextOption(option);
        // Keeps the glyphs after endLayout(): the next width breaks the same glyphs into lines.
        layout->setCacheEnabled(true);
        s.paragraphs.push_back(std::move(layout));
    }
    return s;
}

QSizeF CardLabel::layOut(const QString& text, const QFont& font, qreal width) const {
    Shaped& s = shaped(text, font);
    QSizeF size;
    for (const std::unique_ptr<QTextLayout>& layout : s.paragraphs) {
        layout->beginLayout();
        for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
            line.setLineWidth(width);
            size.rheight() += line.height();
            size.rwidth() = std::max(size.width(), line.naturalTextWidth());
        }
        layout->endLayout();
    }
    size.rheight() += 1;
    return size;
}

CardLabel::CardLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

QSize CardLabel::extra() const {
    const QMargins m = contentsMargins();
    return {m.left() + m.right() + 2 * margin(), m.top() + m.bottom() + 2 * margin()};
}

QFont CardLabel::sizingFont() const {
    return m_minimumPointSize > 0 ? m_baseFont : font();
}

void CardLabel::setShrinkToFit(qreal minimumPointSize) {
    m_minimumPointSize = minimumPointSize;
    m_baseFont = font();
    m_measured = false;
    // A smaller font sits on the line of the font as set, in the height asked for it.
    setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    updateGeometry();
    applyFit();
}

void CardLabel::setElide(bool elide) {
    m_elide = elide;
    updateGeometry();
    update();
}

const CardLabel::Measures& CardLabel::measures() const {
    const QFont sizing = sizingFont();
    if (m_measured && m_measures.text == text() && m_measures.font == sizing) {
        return m_measures;
    }
    Measures m;
    m.text = text();
    m.font = sizing;
    const QSizeF oneLine = layOut(m.text, m.font, 1e7);
    m.oneLineWidth = up(oneLine.width());
    m.oneLineHeight = up(oneLine.height());
    // As narrow as it gets: each run between two places a line may break on a line of its own.
    m.longestRun = up(layOut(m.text, m.font, 0).width());
    if (m_minimumPointSize > 0) {
        QFont smallest = m.font;
        smallest.setPointSizeF(std::min(m_minimumPointSize, m.font.pointSizeF()));
        m.longestRunAtMinimum = up(layOut(m.text, smallest, 0).width());
    }
    m_measures = std::move(m);
    m_measured = true;
    return m_measures;
}

CardLabel::Fit CardLabel::fitAt(int textWidth) const {
    const Measures& m = measures();
    const qreal base = m.font.pointSizeF();
    if (m_minimumPointSize <= 0 || m.oneLineWidth <= textWidth || m_minimumPointSize >= base) {
        return {base, m.oneLineWidth <= textWidth};
    }
    for (const auto& [w, fit] : m.fits) {
        if (w == textWidth) {
            return fit;
        }
    }
    // The widest line at `pointSize` when lines are `lineWidth` long (1e7: the text on one line,
    // 0: each run on its own).
    QFont font = m.font;
    const auto widest = [this, &m, &font](qreal pointSize, qreal lineWidth) {
        font.setPointSizeF(pointSize);
        return up(layOut(m.text, font, lineWidth).width());
    };
    // The largest size, in quarter points, at which the measure `atBase` shrinks to the width;
    // 0 when even the smallest is too wide. Text narrows about as its font: start there.
    const auto largest = [&](int atBase, qreal lineWidth) {
        qreal size = std::min(base, std::floor(4 * base * textWidth / std::max(atBase, 1)) / 4);
        for (; size >= m_minimumPointSize; size -= 0.25) {
            if (widest(size, lineWidth) <= textWidth) {
                return size;
            }
        }
        return qreal(0);
    };
    Fit fit;
    if (const qreal oneLine = largest(m.oneLineWidth, 1e7); oneLine > 0) {
        fit = {oneLine, true};
    } else if (const qreal words = largest(m.longestRun, 0); words > 0) {
        fit = {words, false}; // wrapped at its spaces, no word cut
    } else {
        fit = {m_minimumPointSize, false};
    }
    m_measures.fits.emplace_back(textWidth, fit);
    return fit;
}

qreal CardLabel::fittedPointSize() const {
    const QSize e = extra();
    return fitAt(std::max(0, width() - e.width())).pointSize;
}

void CardLabel::applyFit() {
    if (m_minimumPointSize <= 0) {
        return;
    }
    const qreal size = fittedPointSize();
    if (font().pointSizeF() != size) {
        QFont fitted = m_baseFont;
        fitted.setPointSizeF(size);
        m_applyingFit = true;
        setFont(fitted);
        m_applyingFit = false;
    }
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
    int h = 0;
    if (const Fit fit = fitAt(textWidth); m_minimumPointSize > 0 && fit.oneLine) {
        h = m.oneLineHeight; // the height of the font as set, whatever the size that fits
    } else if (m_minimumPointSize > 0) {
        QFont fitted = m.font;
        fitted.setPointSizeF(fit.pointSize);
        h = std::max(m.oneLineHeight, up(layOut(m.text, fitted, textWidth).height()));
    } else {
        h = up(layOut(m.text, m.font, textWidth).height());
    }
    m_measures.heights.emplace_back(textWidth, h);
    return h;
}

QSize CardLabel::sizeHint() const {
    const Measures& m = measures();
    return (QSize(m.oneLineWidth, m.oneLineHeight) + extra()).expandedTo(minimumSize());
}

QSize CardLabel::minimumSizeHint() const {
    const Measures& m = measures();
    int width = m_minimumPointSize > 0 ? m.longestRunAtMinimum : m.longestRun;
    if (m_elide) {
        // A few characters, then "…".
        width = std::min(width, 8 * QFontMetrics(m.font).averageCharWidth());
    }
    return QSize(width, m.oneLineHeight) + extra();
}

bool CardLabel::isElided() const {
    if (!m_elide) {
        return false;
    }
    const QSize room = contentsRect().size() - QSize(2 * margin(), 2 * margin());
    return measures().longestRun > room.width() || textHeight(room.width()) > room.height();
}

void CardLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    applyFit();
}

void CardLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_minimumPointSize > 0 && !m_applyingFit) {
        m_baseFont = font(); // set anew from outside
        applyFit();
    }
}

bool CardLabel::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty() && isElided()) {
        // The whole caption, then what the card says of itself.
        QString tip = text();
        const QString parentTip = parentWidget() ? parentWidget()->toolTip() : QString();
        if (!parentTip.isEmpty()) {
            tip += QStringLiteral("\n\n") + parentTip;
        }
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), tip, this);
        return true;
    }
    return QLabel::event(event);
}

int CardLabel::heightForWidth(int width) const {
    const QSize e = extra();
    return textHeight(std::max(0, width - e.width())) + e.height();
}

void CardLabel::paintEvent(QPaintEvent* event) {
    applyFit(); // the text changed since the last resize
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
        m_lines.widest = 0;
        m_lines.layout->beginLayout();
        for (QTextLine line = m_lines.layout->createLine(); line.isValid();
             line = m_lines.layout->createLine()) {
            line.setLineWidth(document.width());
            line.setPosition(QPointF(0, y));
            y += line.height();
            m_lines.widest = std::max(m_lines.widest, line.naturalTextWidth());
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
    if (!m_elide ||
        (m_lines.height <= document.height() + 0.5 && m_lines.widest <= document.width())) {
        m_lines.layout->draw(&painter, at.topLeft());
        return;
    }
    // Elided: the lines that fit (at least one), each no wider than the label, the last of them
    // with the rest of the text.
    const QFontMetricsF metrics(font());
    for (int i = 0; i < m_lines.layout->lineCount(); ++i) {
        const QTextLine line = m_lines.layout->lineAt(i);
        const bool last = i + 1 == m_lines.layout->lineCount() ||
                          m_lines.layout->lineAt(i + 1).rect().bottom() > document.height();
        if (!last && line.naturalTextWidth() <= document.width()) {
            line.draw(&painter, at.topLeft());
            continue;
        }
        const QString rest = last ? m_lines.text.mid(line.textStart())
                                  : m_lines.text.mid(line.textStart(), line.textLength());
        const QString shown =
            metrics.elidedText(rest.simplified(), Qt::ElideRight, document.width());
        painter.setFont(font());
        painter.drawText(QPointF(at.x() + line.x(), at.y() + line.y() + line.ascent()), shown);
        if (last) {
            break;
        }
    }
}

} // namespace goodput::views
