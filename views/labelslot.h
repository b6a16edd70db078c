// SPDX-License-Identifier: MIT
#pragma once

// A place in a layout for one label whose text changes at slider steps (the inputs panel's
// derived DP, the compute-optimal tokens hint). A QLabel in a layout invalidates that layout at
// every setText(), even when the new text needs the room the old one had: in the inputs panel
// that laid the whole scrolled panel out again at every step of a drag. The slot holds the label
// without a layout of its own, so the label's changes reach the slot; it passes them on to the
// layout only when the room the label asks for changed, and always gives the label all of its
// own room.

#include <QFont>
#include <QLabel>
#include <QSize>
#include <QString>
#include <QWidget>
#include <utility>
#include <vector>

namespace goodput::views {

/// A word-wrapped rich-text label that remembers its height at each width until its text or font
/// changes. QLabel lays its text document out twice for every heightForWidth() (at the width
/// asked, then back at its own), and the layouts around these labels ask the same width two or
/// three times after each change of text: the derived DP and the assumed-MFU note change text at
/// every slider step.
class WrappedRichLabel final : public QLabel {
    Q_OBJECT
public:
    explicit WrappedRichLabel(QWidget* parent = nullptr);
    [[nodiscard]] int heightForWidth(int width) const override;

private:
    mutable QString m_text;
    mutable QFont m_font;
    mutable std::vector<std::pair<int, int>> m_heights; ///< (width, height) asked so far
};

class LabelSlot final : public QWidget {
    Q_OBJECT
public:
    /// Takes `label` as its child (and its size policy).
    explicit LabelSlot(QLabel* label, QWidget* parent = nullptr);

    [[nodiscard]] QLabel* label() const { return m_label; }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override;
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// What the label asks of a layout at the slot's width.
    struct Room {
        QSize hint;
        QSize minimum;
        int height = -1; ///< at the slot's width, for a label whose height follows its width
        bool operator==(const Room&) const = default;
    };
    [[nodiscard]] Room room() const;
    /// Tells the layout when the room changed; remembers a change it did not need to tell.
    void checkRoom();

    QLabel* m_label;
    Room m_told;
    /// The label changed since the layout last asked, at the same room at this width: its
    /// height at another width may differ, which the layout's caches do not know.
    bool m_untold = false;
};

} // namespace goodput::views
