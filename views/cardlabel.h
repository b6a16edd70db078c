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
#include <memory>
#include <utility>
#include <vector>

namespace goodput::views {

class CardLabel final : public QLabel {
    Q_OBJECT
public:
    explicit CardLabel(QWidget* parent = nullptr);

    /// The text on one line.
    [[nodiscard]] QSize sizeHint() const override;
    /// Its longest unbreakable run on one line: narrower, a word would be cut.
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    /// As QLabel paints it (the same pixels, tested), from lines laid out once per text, font and
    /// width; with a selection or focus, or text in several paragraphs, QLabel paints.
    void paintEvent(QPaintEvent* event) override;

private:
    /// The measures of the current text and font, taken once.
    struct Measures {
        QString text;
        QFont font;
        int oneLineWidth = 0;
        int longestRun = 0;
        int oneLineHeight = 0;
        std::vector<std::pair<int, int>> heights; ///< (text width, height) asked so far
    };
    const Measures& measures() const;
    /// The height of the text wrapped at `textWidth` (without margins).
    [[nodiscard]] int textHeight(int textWidth) const;
    /// Horizontal and vertical room the label keeps around its text.
    [[nodiscard]] QSize extra() const;

    mutable Measures m_measures;
    mutable bool m_measured = false;

    /// The lines painted: the text wrapped at `width`, and their height as its document has it.
    struct Lines {
        QString text;
        QFont font;
        int width = -1;
        qreal height = 0;
        std::unique_ptr<QTextLayout> layout;
    };
    Lines m_lines;
};

} // namespace goodput::views
