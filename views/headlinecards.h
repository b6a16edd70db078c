// SPDX-License-Identifier: MIT
#pragma once

// The headline figures, always visible: days and dollars (compute-only and wall-clock), goodput,
// MFU and HFU, memory per GPU against HBM, GPU-hours, system MTBF, the checkpoint interval, the
// step time and the throughput. In compare mode each card adds
// how far its figure moved from the baseline, green when better and red when worse.

#include "scenariodocument.h"

#include <QWidget>
#include <vector>

class QFrame;
class QLabel;

namespace goodput::views {

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

signals:
    /// The user clicked "Use the layout's MFU" under the cards (assumed mode).
    void deriveMfuRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Card {
        QString id;
        QFrame* frame = nullptr;
        QLabel* heading = nullptr;
        QLabel* value = nullptr;
        QLabel* detail = nullptr;
        QLabel* delta = nullptr;
    };
    Card& addCard(const QString& id, const QString& title, const QString& toolTip, int row,
                  int column);
    [[nodiscard]] const Card* find(const QString& id) const;

    std::vector<Card> m_cards;
    QLabel* m_assumed = nullptr; ///< assumed mode: the days do not follow the layout
    QString m_muted;             ///< the theme's muted text colour (headings, unchanged deltas)
    bool m_restyling = false;
};

} // namespace goodput::views
