// SPDX-License-Identifier: MIT
#pragma once

// A word-wrapped, selectable label for text that changes at every slider step (the headline
// cards' figures): it shows and selects as a QLabel does, but answers a layout's size questions
// from the text's lines (QTextLayout, as the label's own document lays them out) and remembers
// them until the text or font changes. A wrapped QLabel answers them by laying out its text
// document anew for each question, restoring its width in between, and searching a pleasing
// aspect for sizeHint(): four layouts or more at every new figure. It also paints its text from
// those lines while nothing is selected: a selectable QLabel builds and lays out its text
// document anew at the first paint after each change, the larger part of a card's paint.

#include <QLabel>
#include <QTextLayout>
#include <array>
#include <memory>
#include <utility>
#include <vector>

namespace goodput::views {

class CardLabel final : public QLabel {
    Q_OBJECT
public:
    explicit CardLabel(QWidget* parent = nullptr);

    /// Shrinks the font, down to `minimumPointSize`, rather than wrap (the headline values):
    /// the text keeps one line while it fits at that size, and then wraps at its spaces only
    /// (its words kept whole as long as the smallest size holds them). Sizes are measured with
    /// the font set before (so a layout asks the same height of a value that shrinks, and a card
    /// keeps its width); the text is painted bottom-aligned in the font that fits its width.
    void setShrinkToFit(qreal minimumPointSize);
    /// The point size of the font the text is painted in at the current width.
    [[nodiscard]] qreal fittedPointSize() const;
    /// Elides rather than clips (the captions): when the label is lower than its wrapped text
    /// (a squeezed card), the lines that fit are painted and the last of them ends in "…"; the
    /// tooltip then shows the whole text (and the parent's tooltip under it). Its minimum is one
    /// line, and no wider than a few characters.
    void setElide(bool elide);
    /// True when the text does not fit the label's current size and is elided.
    [[nodiscard]] bool isElided() const;

    /// The text on one line.
    [[nodiscard]] QSize sizeHint() const override;
    /// Its longest unbreakable run on one line: narrower, a word would be cut.
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    /// As QLabel paints it (the same pixels, tested), from lines laid out once per text, font and
    /// width; with a selection or focus, or text in several paragraphs, QLabel paints.
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// Shrink to fit: the point size at text width `textWidth` and whether the text keeps one
    /// line there.
    struct Fit {
        qreal pointSize = 0;
        bool oneLine = true;
    };
    /// The measures of the current text and font, taken once.
    struct Measures {
        QString text;
        QFont font;
        int oneLineWidth = 0;
        int longestRun = 0;
        int oneLineHeight = 0;
        int longestRunAtMinimum = 0; ///< shrink to fit: the longest run at the smallest size
        std::vector<std::pair<int, int>> heights; ///< (text width, height) asked so far
        std::vector<std::pair<int, Fit>> fits;    ///< shrink to fit: (text width, fit) so far
    };
    const Measures& measures() const;
    /// The height of the text wrapped at `textWidth` (without margins).
    [[nodiscard]] int textHeight(int textWidth) const;
    /// Horizontal and vertical room the label keeps around its text.
    [[nodiscard]] QSize extra() const;
    /// The font the sizes are measured with: the font as set, not as shrunk to fit.
    [[nodiscard]] QFont sizingFont() const;
    [[nodiscard]] Fit fitAt(int textWidth) const;
    /// Sets the font fitAt() chose for the current width, if it is not the font already.
    void applyFit();

    qreal m_minimumPointSize = 0; ///< > 0: shrink to fit
    QFont m_baseFont;             ///< shrink to fit: the font as set
    bool m_applyingFit = false;
    bool m_elide = false;

    mutable Measures m_measures;
    mutable bool m_measured = false;

    /// A text shaped in one font, a QTextLayout per paragraph that keeps its glyphs: laid out
    /// again at another width, it breaks the same glyphs into lines. A new figure is measured at
    /// one line, at its narrowest and at the card's width: three shapings of the same text
    /// before, one now.
    struct Shaped {
        QString text;
        QFont font;
        std::vector<std::unique_ptr<QTextLayout>> paragraphs;
        unsigned used = 0; ///< when last asked for (m_shapedClock)
    };
    /// `text` shaped in `font`, from the cache (the least recently used entry makes room).
    Shaped& shaped(const QString& text, const QFont& font) const;
    /// `text` laid out in lines of `width` with `font`, as a plain-text QTextDocument of no
    /// margins lays it out (a block per paragraph, the lines' heights added, one pixel more at the
    /// end): its height and its widest line.
    QSizeF layOut(const QString& text, const QFont& font, qreal width) const;

    /// The font as set, the size it shrinks to, and one size tried on the way.
    mutable std::array<Shaped, 3> m_shaped;
    mutable unsigned m_shapedClock = 0;

    /// The lines painted: the text wrapped at `width`, and their height as its document has it.
    /// Apart from the measures' layouts: laid out after those at other widths, the same glyphs
    /// painted other pixels than QLabel's (cardLabelsPaintAsAQLabelDoes).
    struct Lines {
        QString text;
        QFont font;
        int width = -1;
        qreal height = 0;
        qreal widest = 0; ///< the widest line's natural width
        std::unique_ptr<QTextLayout> layout;
    };
    Lines m_lines;
};

} // namespace goodput::views
