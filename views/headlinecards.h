// SPDX-License-Identifier: MIT
#pragma once

// The headline figures, always visible: days and dollars (compute-only and wall-clock), goodput,
// MFU and HFU, memory per GPU against HBM, GPU-hours, system MTBF, the checkpoint interval, the
// step time and the throughput. In compare mode each card adds
// how far its figure moved from the baseline, green when better and red when worse.
//
// The cards lay themselves out (six columns, two rows, the assumed-MFU note under them) instead of
// sitting in a QGridLayout: a new figure that fits the room its card has repaints that card only,
// while in a layout every changed text laid the whole window out again. While the inputs keep
// changing (edits less than kSettleMs apart: a slider drag, arrow keys) the cards keep the room
// they have had, so a figure that wraps onto a second line and back does not move the charts
// below, nor change the window's minimum size, at every step; they fit their texts again once the
// edits stop.

#include "scenariodocument.h"

#include <QSize>
#include <QTimer>
#include <QWidget>
#include <vector>

class QFrame;
class QLabel;

namespace goodput::views {

class CardLabel;

class HeadlineCards final : public QWidget {
    Q_OBJECT
public:
    explicit HeadlineCards(QWidget* parent = nullptr);

    void update(const Evaluated& current, const std::optional<Evaluated>& baseline);

    /// The texts of a card ("time", "cost", "goodput", "mfu", "gpuHours", "mtbf", "interval"),
    /// for tests.
    [[nodiscard]] QString valueText(const QString& card) const;
    [[nodiscard]] QString detailText(const QString& card) const;
    [[nodiscard]] QString deltaText(const QString& card) const;
    /// Takes the application palette's colours (the theme); also on every palette change.
    void restyle();
    /// The line under the cards in assumed-MFU mode; empty when it is hidden.
    [[nodiscard]] QString assumedNote() const;

    /// How long the cards keep their room after an update (milliseconds).
    static constexpr int kSettleMs = 600;
    /// Fits the cards to their texts now rather than kSettleMs after the last update (a
    /// screenshot).
    void settle();
    /// True while the cards keep the room of earlier figures (updates less than kSettleMs apart).
    [[nodiscard]] bool isHoldingRoom() const { return m_settle.isActive(); }

    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    /// The user clicked "Use the layout's MFU" under the cards (assumed mode).
    void deriveMfuRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Card {
        QString id;
        QFrame* frame = nullptr;
        CardLabel* heading = nullptr;
        CardLabel* value = nullptr;
        CardLabel* detail = nullptr;
        CardLabel* delta = nullptr;
        int row = 0;
        int column = 0;
    };
    /// The room the cards ask for: the narrowest each column may be (its longest word), the least
    /// height, and the height of each row at a width.
    struct Extent {
        std::vector<int> columnMinimum;
        int minimumHeight = 0;
        int width = -1;        ///< the width `rows` are for
        std::vector<int> rows; ///< each row of cards, then the note (0: none)
        bool operator==(const Extent&) const = default;
    };
    Card& addCard(const QString& id, const QString& title, const QString& toolTip, int row,
                  int column);
    [[nodiscard]] const Card* find(const QString& id) const;
    /// The narrowest each column may be: its texts' (and, while the room is held, earlier ones').
    [[nodiscard]] std::vector<int> columnMinimum() const;
    /// The left edge and width of each column in `width`: equal shares, none below its minimum.
    [[nodiscard]] static std::vector<std::pair<int, int>> columns(int width,
                                                                  const std::vector<int>& minimum);
    /// The height each row of cards needs at `width` in these columns, then the note's (0 when
    /// hidden); while the room is held, no less than before.
    [[nodiscard]] std::vector<int>
    neededRows(int width, const std::vector<std::pair<int, int>>& columns) const;
    /// The least height of each row in these columns (each figure whole, one line of each
    /// other text) and of the note.
    [[nodiscard]] std::vector<int> leastRows(const std::vector<std::pair<int, int>>& spans) const;
    /// The rows' heights with the spacing between them.
    [[nodiscard]] static int total(const std::vector<int>& rows);
    /// Places the cards and the note in the current size; tells the window when the room the
    /// cards ask for changed.
    void relayout();

    static constexpr int kColumns = 6;
    static constexpr int kRows = 2;
    static constexpr int kSpacing = 6;

    std::vector<Card> m_cards;
    QLabel* m_assumed = nullptr; ///< assumed mode: the days do not follow the layout
    QString m_muted;             ///< the theme's muted text colour (headings, unchanged deltas)
    bool m_restyling = false;
    Extent m_extent; ///< the room asked for, held while m_settle runs
    QTimer m_settle; ///< runs from an update until kSettleMs after the last one
    bool m_placing = false;
};

} // namespace goodput::views
