// SPDX-License-Identifier: MIT
#include "headlinecards.h"

#include "cardlabel.h"
#include "format.h"
#include "labelslot.h"
#include "messages.h"
#include "model/compare.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QRegularExpression>
#include <QStyle>
#include <algorithm>
#include <functional>
#include <iterator>
#include <numeric>

namespace goodput::views {
namespace {

/// setStyleSheet() polishes the widget again even when the sheet is the same (a tenth of the
/// window's refresh at every step): set only when it differs.
void setStyleSheetIfChanged(QWidget* widget, const QString& sheet) {
    if (widget->styleSheet() != sheet) {
        widget->setStyleSheet(sheet);
    }
}

/// A card's texts top-down: heading, value, detail and baseline delta, each as high as its text
/// wrapped at the card's width. Squeezed (a low window, 150 % scaling), each keeps its least
/// height (one line) and what is left goes to the value first, then the heading, then the
/// captions, which elide what they have no room for (CardLabel::setElide) instead of being cut
/// through or painted over one another.
class CardLayout final : public QLayout {
public:
    explicit CardLayout(QWidget* parent) : QLayout(parent) {}
    ~CardLayout() override {
        for (QLayoutItem* item : m_items) {
            delete item;
        }
    }
    CardLayout(const CardLayout&) = delete;
    CardLayout& operator=(const CardLayout&) = delete;

    void addItem(QLayoutItem* item) override { m_items.push_back(item); }
    [[nodiscard]] int count() const override { return static_cast<int>(m_items.size()); }
    [[nodiscard]] QLayoutItem* itemAt(int index) const override {
        return index >= 0 && index < count() ? m_items[static_cast<std::size_t>(index)] : nullptr;
    }
    QLayoutItem* takeAt(int index) override {
        if (index < 0 || index >= count()) {
            return nullptr;
        }
        QLayoutItem* item = m_items[static_cast<std::size_t>(index)];
        m_items.erase(m_items.begin() + index);
        return item;
    }
    [[nodiscard]] Qt::Orientations expandingDirections() const override { return {}; }
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override {
        return total(needed(width - horizontal()));
    }
    [[nodiscard]] QSize minimumSize() const override {
        int width = 0;
        std::vector<int> heights;
        for (const QLayoutItem* item : shown()) {
            width = std::max(width, item->minimumSize().width());
            heights.push_back(item->minimumSize().height());
        }
        return {width + horizontal(), total(heights)};
    }
    [[nodiscard]] QSize sizeHint() const override {
        int width = 0;
        for (const QLayoutItem* item : shown()) {
            width = std::max(width, item->sizeHint().width());
        }
        return {width + horizontal(), heightForWidth(width + horizontal())};
    }
    void setGeometry(const QRect& rect) override {
        QLayout::setGeometry(rect);
        const QRect inside = contentsRect();
        const std::vector<QLayoutItem*> items = shown();
        const std::vector<int> need = needed(inside.width());
        std::vector<int> heights = least(inside.width());
        int room = inside.height() + total(std::vector<int>(items.size(), 0)) -
                   total(heights); // what is left above the least heights
        // The value first, then the heading, then the captions in their order.
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < items.size(); ++i) {
            order.push_back(i);
        }
        if (items.size() > 1 && items[0] == m_items[0] && items[1] == m_items[1]) {
            std::swap(order[0], order[1]);
        }
        for (const std::size_t i : order) {
            const int more = std::clamp(need[i] - heights[i], 0, std::max(room, 0));
            heights[i] += more;
            room -= more;
        }
        int y = inside.top();
        for (std::size_t i = 0; i < items.size(); ++i) {
            items[i]->setGeometry(QRect(inside.left(), y, inside.width(), heights[i]));
            y += heights[i] + spacing();
        }
    }

    /// The least height at `width`: the figure whole, the other texts one line each.
    [[nodiscard]] int leastHeightForWidth(int width) const {
        return total(least(width - horizontal()));
    }

private:
    /// The least height of each shown item at `width` (inside the margins): the figure's whole
    /// text (a figure cut in half reads as another number), one line of the others.
    [[nodiscard]] std::vector<int> least(int width) const {
        std::vector<int> heights;
        const std::vector<int> need = needed(width);
        const std::vector<QLayoutItem*> items = shown();
        for (std::size_t i = 0; i < items.size(); ++i) {
            heights.push_back(m_items.size() > 1 && items[i] == m_items[1]
                                  ? need[i]
                                  : items[i]->minimumSize().height());
        }
        return heights;
    }
    [[nodiscard]] std::vector<QLayoutItem*> shown() const {
        std::vector<QLayoutItem*> items;
        std::copy_if(m_items.begin(), m_items.end(), std::back_inserter(items),
                     [](const QLayoutItem* item) { return !item->isEmpty(); });
        return items;
    }
    /// The height each shown item asks for at `width` (inside the margins).
    [[nodiscard]] std::vector<int> needed(int width) const {
        std::vector<int> heights;
        for (const QLayoutItem* item : shown()) {
            heights.push_back(std::max(item->minimumSize().height(),
                                       item->hasHeightForWidth() ? item->heightForWidth(width)
                                                                 : item->sizeHint().height()));
        }
        return heights;
    }
    /// The heights of the shown items with the spacing and margins.
    [[nodiscard]] int total(const std::vector<int>& heights) const {
        const QMargins m = contentsMargins();
        const int gaps = heights.empty() ? 0 : static_cast<int>(heights.size() - 1) * spacing();
        return std::accumulate(heights.begin(), heights.end(), m.top() + m.bottom() + gaps);
    }
    [[nodiscard]] int horizontal() const {
        const QMargins m = contentsMargins();
        return m.left() + m.right();
    }

    std::vector<QLayoutItem*> m_items;
};

/// `value` with a word joiner after each digit group separator: a number never wraps ("4," over
/// "024,161"); a card too narrow for it shrinks the value's font instead (CardLabel).
QString keepNumbersWhole(const QString& value) {
    const QChar separator = QLocale().groupSeparator().front();
    QString out;
    out.reserve(value.size() + 4);
    for (qsizetype i = 0; i < value.size(); ++i) {
        out += value[i];
        if (value[i] == separator && i + 1 < value.size() && value[i + 1].isDigit()) {
            out += QChar(0x2060);
        }
    }
    return out;
}

enum class Better { Lower, Higher, Neither };

/// "+1.2 days (+5.1 %)": the change in the figure's own format and relative to the baseline.
QString describeChange(const Change& change, const std::function<QString(double)>& format) {
    // Signed with a real minus: "−2.1 days (−7.0 %)".
    const auto signedText = [](double value, QString text) {
        if (text.startsWith(QLatin1Char('-'))) {
            text.replace(0, 1, QStringLiteral("\u2212"));
        } else if (value > 0) {
            text.prepend(QLatin1Char('+'));
        }
        return text;
    };
    QString text = signedText(change.absolute, format(change.absolute));
    if (change.relative) {
        text += QStringLiteral(" (%1)").arg(
            signedText(*change.relative, formatPercent(*change.relative)));
    }
    return text;
}

} // namespace

HeadlineCards::HeadlineCards(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("headlineCards"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &HeadlineCards::relayout);
    addCard(QStringLiteral("time"), tr("Training time"),
            tr("Wall-clock days after goodput losses; compute-only T = 6ND / (n x peak x MFU) "
               "below (2.5.15)"),
            0, 0);
    addCard(QStringLiteral("cost"), tr("Cost"),
            tr("Wall-clock GPU-hours x price, plus the energy when the GPU price does not include "
               "power: the cost of one trained model; below, per million training tokens and "
               "compute only (2.5.15)"),
            0, 1);
    addCard(QStringLiteral("goodput"), tr("Goodput"),
            tr("Useful compute / wall-clock: (1 - (τ/2 + R)/M) / (1 + C/τ) (2.5.13)"), 0, 2);
    addCard(QStringLiteral("mfu"), tr("MFU / HFU"),
            tr("Model FLOPs utilisation; hardware FLOPs utilisation adds the recomputed FLOPs "
               "(2.5.14). Both count the FLOPs of the convention named below (MFU section, FLOPs "
               "counted). Assumed, or derived from the step time of the layout"),
            0, 3);
    addCard(QStringLiteral("memory"), tr("Memory per GPU"),
            tr("Weights, gradients, optimizer states, activations and headroom on the first "
               "pipeline stage, "
               "against HBM"),
            0, 4);
    addCard(QStringLiteral("gpuHours"), tr("GPU-hours"),
            tr("n x wall-clock hours; compute-only below (2.5.15)"), 1, 0);
    addCard(QStringLiteral("mtbf"), tr("System MTBF"),
            tr("Failure rates of all parts add: M_sys = 1 / Σ(n_i / M_i) (2.5.12)"), 1, 1);
    addCard(QStringLiteral("interval"), tr("Checkpoint interval"),
            tr("τ in use and the stall C of one checkpoint; waste C/τ + τ/2M (2.5.11)"), 1, 2);
    addCard(QStringLiteral("step"), tr("Step time"),
            tr("One optimizer step of the layout on the slowest pipeline rank, and its pipeline "
               "bubble"),
            1, 3);
    addCard(QStringLiteral("throughput"), tr("Throughput"),
            tr("Tokens per second n x peak x MFU / 6N and the data read rate it needs (2.5.10)"), 1,
            4);
    addCard(QStringLiteral("power"), tr("Facility power"),
            tr("(n x board power + nodes x overhead) x PUE; a power cap lowers the board power "
               "and the clock as (cap / TDP)^(1/3)"),
            0, 5);
    addCard(QStringLiteral("energy"), tr("Energy"),
            tr("Facility power over the wall-clock run, its cost at the price per kWh and its "
               "CO2e at the grid's carbon intensity"),
            1, 5);
    // Under an assumed MFU the days, dollars and throughput come from that number, while the step
    // time and "the layout gives" come from the layout: said plainly, with the way out.
    m_assumed = new WrappedRichLabel(this);
    m_assumed->setObjectName(QStringLiteral("assumedMfuNote"));
    m_assumed->setVisible(false);
    connect(m_assumed, &QLabel::linkActivated, this, &HeadlineCards::deriveMfuRequested);
    restyle();
}

std::vector<int> HeadlineCards::columnMinimum() const {
    std::vector<int> minimum(kColumns, 0);
    for (const Card& c : m_cards) {
        int& m = minimum[static_cast<std::size_t>(c.column)];
        m = std::max(m, c.frame->minimumSizeHint().width());
    }
    if (m_settle.isActive() && m_extent.columnMinimum.size() == minimum.size()) {
        for (std::size_t i = 0; i < minimum.size(); ++i) {
            minimum[i] = std::max(minimum[i], m_extent.columnMinimum[i]);
        }
    }
    return minimum;
}

std::vector<std::pair<int, int>> HeadlineCards::columns(int width,
                                                        const std::vector<int>& minimum) {
    // As a grid whose columns stretch alike: equal shares, except that a column never gets less
    // than its longest word, the others sharing what is left.
    std::vector<bool> atMinimum(minimum.size(), false);
    const int room = std::max(0, width - (kColumns - 1) * kSpacing);
    int share = 0;
    int spare = 0;
    for (bool again = true; again;) {
        again = false;
        int rest = room;
        int sharing = 0;
        for (std::size_t i = 0; i < minimum.size(); ++i) {
            rest -= atMinimum[i] ? minimum[i] : 0;
            sharing += atMinimum[i] ? 0 : 1;
        }
        share = sharing > 0 ? std::max(0, rest) / sharing : 0;
        spare = sharing > 0 ? std::max(0, rest) % sharing : 0;
        for (std::size_t i = 0; i < minimum.size(); ++i) {
            if (!atMinimum[i] && minimum[i] > share) {
                atMinimum[i] = true;
                again = true;
            }
        }
    }
    // The pixels the division leaves go to the first shared columns, one each.
    std::vector<std::pair<int, int>> out;
    int x = 0;
    for (std::size_t i = 0; i < minimum.size(); ++i) {
        int w = atMinimum[i] ? minimum[i] : share;
        if (!atMinimum[i] && spare > 0) {
            ++w;
            --spare;
        }
        out.emplace_back(x, w);
        x += w + kSpacing;
    }
    return out;
}

std::vector<int> HeadlineCards::neededRows(int width,
                                           const std::vector<std::pair<int, int>>& columns) const {
    std::vector<int> rows(kRows + 1, 0);
    for (const Card& c : m_cards) {
        const int needed =
            std::max(c.frame->minimumSizeHint().height(),
                     c.frame->heightForWidth(columns[static_cast<std::size_t>(c.column)].second));
        int& h = rows[static_cast<std::size_t>(c.row)];
        h = std::max(h, needed);
    }
    if (!m_assumed->isHidden()) {
        rows[kRows] = m_assumed->heightForWidth(width);
    }
    if (m_settle.isActive() && width == m_extent.width && m_extent.rows.size() == rows.size()) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i] = std::max(rows[i], m_extent.rows[i]);
        }
    }
    return rows;
}

std::vector<int> HeadlineCards::leastRows(const std::vector<std::pair<int, int>>& spans) const {
    std::vector<int> rows(kRows + 1, 0);
    for (const Card& c : m_cards) {
        int& h = rows[static_cast<std::size_t>(c.row)];
        h = std::max(h,
                     static_cast<const CardLayout*>(c.frame->layout())
                         ->leastHeightForWidth(spans[static_cast<std::size_t>(c.column)].second));
    }
    if (!m_assumed->isHidden()) {
        // The note wrapped at the cards' width, the height neededRows() gives it (cached per
        // width): squeezed to one line, a short window hid its second line and with it the link
        // that adopts the layout's MFU (1024x640 in Korean). Not QLabel's minimumSizeHint(),
        // whose search for a pleasing width lays the text out a dozen times at every new text.
        rows[kRows] = m_assumed->heightForWidth(width() > 0 ? width() : QWIDGETSIZE_MAX);
    }
    return rows;
}

int HeadlineCards::total(const std::vector<int>& rows) {
    const int cards = std::accumulate(rows.begin(), rows.begin() + kRows, (kRows - 1) * kSpacing);
    return cards + (rows[kRows] > 0 ? kSpacing + rows[kRows] : 0);
}

int HeadlineCards::heightForWidth(int width) const {
    return total(neededRows(width, columns(width, columnMinimum())));
}

QSize HeadlineCards::minimumSizeHint() const {
    const std::vector<int> minimum = columnMinimum();
    const int narrowest =
        std::accumulate(minimum.begin(), minimum.end(), (kColumns - 1) * kSpacing);
    int height = total(leastRows(columns(width(), minimum)));
    if (m_settle.isActive()) {
        height = std::max(height, m_extent.minimumHeight);
    }
    return {narrowest, height};
}

QSize HeadlineCards::sizeHint() const {
    std::vector<int> preferred(kColumns, 0);
    for (const Card& c : m_cards) {
        int& p = preferred[static_cast<std::size_t>(c.column)];
        p = std::max(p, c.frame->sizeHint().width());
    }
    const int width =
        std::max(minimumSizeHint().width(),
                 std::accumulate(preferred.begin(), preferred.end(), (kColumns - 1) * kSpacing));
    return {width, heightForWidth(width)};
}

void HeadlineCards::settle() {
    m_settle.stop();
    relayout();
}

bool HeadlineCards::event(QEvent* event) {
    // A card whose texts need another size posts this (the cards have no QLayout to tell).
    if (event->type() == QEvent::LayoutRequest) {
        relayout();
        return true;
    }
    const bool handled = QWidget::event(event);
    if (event->type() == QEvent::Show) {
        relayout(); // texts set while hidden posted nothing
    }
    return handled;
}

void HeadlineCards::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void HeadlineCards::relayout() {
    if (m_placing) {
        return;
    }
    m_placing = true;
    // What the window is told: grown at once, shrunk only once the edits have settled.
    Extent asked;
    asked.columnMinimum = columnMinimum();
    const std::vector<std::pair<int, int>> spans = columns(width(), asked.columnMinimum);
    const std::vector<int> least = leastRows(spans);
    asked.minimumHeight = total(least);
    if (m_settle.isActive()) {
        asked.minimumHeight = std::max(asked.minimumHeight, m_extent.minimumHeight);
    }
    asked.width = width();
    asked.rows = neededRows(width(), spans);
    const bool changed = asked != m_extent;
    m_extent = asked;

    // Each row gets its height; room beyond that (the window's) goes to the cards alike, and a
    // squeeze takes from each row what it has above its least.
    std::vector<int> rows = asked.rows;
    const int cards = std::accumulate(rows.begin(), rows.begin() + kRows, 0);
    const int available = height() - total(rows) + cards;
    if (available > cards) {
        for (int r = 0; r < kRows; ++r) {
            rows[static_cast<std::size_t>(r)] +=
                (available - cards) / kRows + (r < (available - cards) % kRows ? 1 : 0);
        }
    } else if (available < cards) {
        // Each row gives the same share of what it has above its least: the first row squeezed
        // to its least while the second kept all it asked for cut the first row's captions.
        int over = cards - available;
        int slack = 0;
        for (int r = 0; r < kRows; ++r) {
            slack += rows[static_cast<std::size_t>(r)] - least[static_cast<std::size_t>(r)];
        }
        const int squeeze = std::min(over, slack);
        int taken = 0;
        for (int r = 0; r < kRows && slack > 0; ++r) {
            auto& h = rows[static_cast<std::size_t>(r)];
            const int above = h - least[static_cast<std::size_t>(r)];
            const int take = r + 1 == kRows ? squeeze - taken : squeeze * above / slack;
            h -= std::min(take, above);
            taken += std::min(take, above);
        }
    }
    int top = 0;
    for (int r = 0; r < kRows; ++r) {
        for (const Card& c : m_cards) {
            if (c.row == r) {
                const auto [x, w] = spans[static_cast<std::size_t>(c.column)];
                c.frame->setGeometry(
                    QStyle::visualRect(layoutDirection(), rect(),
                                       QRect(x, top, w, rows[static_cast<std::size_t>(r)])));
            }
        }
        top += rows[static_cast<std::size_t>(r)] + kSpacing;
    }
    if (!m_assumed->isHidden()) {
        m_assumed->setGeometry(0, top, width(), m_assumed->heightForWidth(width()));
    }
    m_placing = false;
    if (changed) {
        updateGeometry();
    }
}

void HeadlineCards::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_restyling) {
        restyle();
    }
}

void HeadlineCards::restyle() {
    // Explicit colours from the application's palette, set again at every theme switch: a style
    // sheet's palette(base) is resolved once and kept the light theme's (white cards with white
    // values in the dark theme).
    m_restyling = true;
    const QPalette p = QApplication::palette();
    const QString sheet = QStringLiteral("QFrame#card { background: %1; border: 1px solid %2; "
                                         "border-radius: 6px; }")
                              .arg(p.color(QPalette::Base).name(), p.color(QPalette::Mid).name());
    m_muted = p.color(QPalette::Dark).name();
    for (const Card& c : m_cards) {
        c.frame->setStyleSheet(QString());
        c.frame->setPalette(QPalette()); // inherit the new palette, then lay the sheet over it
        c.frame->setStyleSheet(sheet);
        c.heading->setStyleSheet(QStringLiteral("color: %1;").arg(m_muted));
    }
    m_restyling = false;
}

QString HeadlineCards::assumedNote() const {
    return m_assumed->isVisibleTo(this) ? m_assumed->text() : QString();
}

HeadlineCards::Card& HeadlineCards::addCard(const QString& id, const QString& title,
                                            const QString& toolTip, int row, int column) {
    auto* frame = new QFrame(this);
    frame->setObjectName(QStringLiteral("card"));
    frame->setToolTip(toolTip);
    frame->setFrameShape(QFrame::StyledPanel);
    auto* layout = new CardLayout(frame);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(1);
    // The figures change at every slider step: labels whose size answers cost no text layout.
    auto* heading = new CardLabel(frame);
    heading->setElide(true);
    heading->setText(title.toUpper());
    QFont small = heading->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    small.setBold(true);
    heading->setFont(small);
    Card card;
    card.id = id;
    card.frame = frame;
    card.heading = heading;
    card.value = new CardLabel(frame);
    QFont big = card.value->font();
    big.setPointSizeF(big.pointSizeF() * 1.45);
    big.setBold(true);
    card.value->setFont(big);
    // A figure wider than its card shrinks, as far as the body text's size, rather than wrap
    // inside a number ("4," over "024,161") or widen the card (and the window).
    card.value->setShrinkToFit(QApplication::font().pointSizeF());
    card.value->setObjectName(id + QStringLiteral(".value"));
    card.detail = new CardLabel(frame);
    card.detail->setObjectName(id + QStringLiteral(".detail"));
    QFont detailFont = card.detail->font();
    detailFont.setPointSizeF(detailFont.pointSizeF() * 0.92);
    card.detail->setFont(detailFont);
    card.detail->setElide(true);
    card.delta = new CardLabel(frame);
    card.delta->setObjectName(id + QStringLiteral(".delta"));
    card.delta->setFont(detailFont);
    card.delta->setElide(true);
    card.delta->setVisible(false);
    for (CardLabel* l : {heading, card.value, card.detail, card.delta}) {
        // Long captions and baseline deltas wrap instead of widening the window (past 1,366 px,
        // and it never shrank back), and elide when the card is too low for them.
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(l);
    }
    card.row = row;
    card.column = column;
    m_cards.push_back(card);
    return m_cards.back();
}

const HeadlineCards::Card* HeadlineCards::find(const QString& id) const {
    for (const Card& c : m_cards) {
        if (c.id == id) {
            return &c;
        }
    }
    return nullptr;
}

QString HeadlineCards::valueText(const QString& card) const {
    const Card* c = find(card);
    return c ? c->value->text().remove(QChar(0x2060)).replace(QChar(0x00a0), QLatin1Char(' '))
             : QString();
}

QString HeadlineCards::detailText(const QString& card) const {
    const Card* c = find(card);
    return c ? c->detail->text().replace(QChar(0x00a0), QLatin1Char(' ')) : QString();
}

QString HeadlineCards::deltaText(const QString& card) const {
    const Card* c = find(card);
    return c && c->delta->isVisibleTo(const_cast<HeadlineCards*>(this)) ? c->delta->text()
                                                                        : QString();
}

void HeadlineCards::update(const Evaluated& current, const std::optional<Evaluated>& baseline) {
    // The room of the figures shown is kept until the edits stop (relayout() once they have).
    m_settle.start();
    const Result& r = current.result;
    const bool valid = r.valid;
    const bool finishes = valid && r.reliability.goodput.finishes;
    const QString none = QStringLiteral("—");
    const auto set = [this](const QString& id, const QString& value, const QString& detail) {
        const Card* c = find(id);
        // A narrow card wraps its value at a space, never inside a unit ("tokens/" "s", "40.0"
        // "%").
        c->value->setText(keepNumbersWhole(value)
                              .replace(QStringLiteral("/s"), QStringLiteral("/\u2060s"))
                              .replace(QStringLiteral(" %"), QStringLiteral("\u00a0%")));
        // Nor a detail between a number and its short unit ("987" "ms", "2.00" "min").
        static const QRegularExpression unit(QStringLiteral("(\\d) (%|[A-Za-z/]{1,4}\\b)"));
        c->detail->setText(QString(detail).replace(unit, QStringLiteral("\\1\u00a0\\2")));
    };
    set(QStringLiteral("time"), finishes ? formatDays(r.wallClock) : none,
        valid ? tr("compute only %1").arg(formatDays(r.compute.time)) : QString());
    set(QStringLiteral("cost"), finishes ? formatDollars(r.totalCost) : none,
        finishes ? tr("%1 per million tokens; compute only %2")
                       .arg(formatDollars(r.wallClockCostPerMillionTokens),
                            formatDollars(r.compute.cost))
        : valid ? tr("compute only %1").arg(formatDollars(r.compute.cost))
                : QString());
    set(QStringLiteral("goodput"),
        valid ? (finishes ? formatPercent(r.reliability.goodput.goodput) : tr("never finishes"))
              : none,
        // A run that never finishes loses more than all of its time: no waste over 100 %.
        finishes ? tr("checkpoint waste %1").arg(formatPercent(r.reliability.waste, 2))
        : valid  ? tr("failures and restarts outpace the work")
                 : QString());
    const std::optional<StepResult>& step = r.step;
    QString mfuDetail;
    if (valid && r.compute.mode == MfuMode::Derived) {
        mfuDetail = tr("derived; assumed input %1").arg(formatPercent(current.scenario.assumedMfu));
    } else if (valid && step) {
        mfuDetail = tr("assumed; the layout gives %1").arg(formatPercent(step->mfu));
    } else if (valid) {
        mfuDetail = tr("assumed, at %1 per GPU").arg(formatFlopRate(r.compute.peakPerGpu));
    }
    const bool assumedWithLayout = valid && step && r.compute.mode == MfuMode::Assumed;
    m_assumed->setVisible(assumedWithLayout);
    if (assumedWithLayout) {
        m_assumed->setText(
            tr("MFU is assumed (%1): days, dollars, GPU-hours and throughput follow it, not the "
               "layout, which gives %2. <a href=\"derive\">Use the layout's MFU</a>")
                .arg(formatPercent(r.compute.mfu), formatPercent(step->mfu)));
    }
    if (valid) {
        // Every MFU names the FLOPs it counts (mfu.flopConvention).
        mfuDetail =
            tr("counts %1; %2").arg(flopConventionName(r.compute.flopConvention), mfuDetail);
    }
    // When the card is too narrow for both, the HFU goes to the next line with its slash
    // ("40.0 %" over "/ 53.3 %"), not the slash left dangling after the MFU.
    set(QStringLiteral("mfu"),
        valid ? QStringLiteral("%1 /\u00a0%2")
                    .arg(formatPercent(r.compute.mfu), formatPercent(r.compute.hfu))
              : none,
        mfuDetail);
    set(QStringLiteral("memory"), valid && step ? formatBytes(step->memory.total()) : none,
        valid && step
            ? (step->memory.fits
                   ? tr("of %1 HBM: fits").arg(formatBytes(step->memory.capacity))
                   : tr("of %1 HBM: does not fit").arg(formatBytes(step->memory.capacity)))
            : tr("needs an architecture and a valid layout"));
    setStyleSheetIfChanged(find(QStringLiteral("memory"))->value,
                           valid && step && !step->memory.fits ? QStringLiteral("color: #c62828;")
                                                               : QString());
    set(QStringLiteral("step"), valid && step ? formatDuration(step->time.total()) : none,
        // The bubble in seconds beside the step's: its fraction (p - 1) / (v m) is of the
        // micro-batches' time, not of the step, and read "bubble 150.0 %" at 2 micro-batches.
        valid && step ? tr("%Ln micro-batch(es), bubble %1", nullptr, step->microBatches)
                            .arg(formatDuration(step->time.bubble))
                      : tr("needs an architecture and a valid layout"));
    set(QStringLiteral("gpuHours"), finishes ? formatCount(r.wallClockGpuHours) : none,
        valid ? tr("compute only %1").arg(formatCount(r.compute.gpuHours)) : QString());
    set(QStringLiteral("mtbf"), valid ? formatHours(r.reliability.systemMtbf) : none,
        finishes ? tr("%1 failures expected")
                       .arg(QLocale().toString(r.reliability.expectedFailures, 'f', 1))
                 : QString());
    set(QStringLiteral("interval"), valid ? formatDuration(r.reliability.interval) : none,
        valid ? tr("each checkpoint stalls %1").arg(formatDuration(r.reliability.snapshotStall))
              : QString());
    const EnergyResult& e = r.energy;
    const Scenario& sc = current.scenario;
    QString powerDetail;
    if (valid && e.known) {
        powerDetail = sc.power.capWatts
                          ? tr("PUE %1, capped at %2 W: clock x %3")
                                .arg(formatNumber(sc.power.pue), formatNumber(e.boardWatts),
                                     formatNumber(e.clockFactor))
                          : tr("PUE %1, %2 W per GPU")
                                .arg(formatNumber(sc.power.pue), formatNumber(e.boardWatts));
    } else if (valid) {
        powerDetail = tr("needs a TDP or a power cap");
    }
    set(QStringLiteral("power"), valid && e.known ? formatMegawatts(e.facilityMegawatts) : none,
        powerDetail);
    set(QStringLiteral("energy"), finishes && e.known ? formatMegawattHours(e.megawattHours) : none,
        finishes && e.known
            ? tr("%1 %2, %3")
                  .arg(formatDollars(e.cost),
                       sc.gpuPriceIncludesPower ? tr("in the GPU price") : tr("in the total"),
                       formatTonnesCo2e(e.tonnesCo2e))
            : QString());
    set(QStringLiteral("throughput"),
        valid ? tr("%1 tokens/s").arg(formatLargeCount(r.compute.tokensPerSecond)) : none,
        valid ? tr("reads %1").arg(formatByteRate(r.dataReadRate)) : QString());

    // Compare mode: each card's change from the baseline.
    const Result* b = baseline && baseline->result.valid ? &baseline->result : nullptr;
    const bool bothFinish = b && finishes && b->reliability.goodput.finishes;
    struct Delta {
        const char* id;
        bool shown;
        double before;
        double after;
        Better better;
        std::function<QString(double)> format;
    };
    const auto days = [](double v) {
        return formatDuration(Seconds(v));
    };
    const auto dollars = [](double v) {
        return formatDollars(Dollars(v));
    };
    // A change of a percentage is in percentage points: "−2.1 pp (−7.0 %)", not "−2.1 %".
    const auto percent = [](double v) {
        return HeadlineCards::tr("%1 pp").arg(QLocale().toString(v * 100.0, 'f', 1));
    };
    const auto count = [](double v) {
        return formatCount(v);
    };
    const std::vector<Delta> deltas = {
        {"time", bothFinish, b ? b->wallClock.value() : 0, r.wallClock.value(), Better::Lower,
         days},
        {"cost", bothFinish, b ? b->totalCost.value() : 0, r.totalCost.value(), Better::Lower,
         dollars},
        {"goodput", b && valid, b ? b->reliability.goodput.goodput : 0,
         r.reliability.goodput.goodput, Better::Higher, percent},
        {"mfu", b && valid, b ? b->compute.mfu : 0, r.compute.mfu, Better::Higher, percent},
        {"gpuHours", bothFinish, b ? b->wallClockGpuHours : 0, r.wallClockGpuHours, Better::Lower,
         count},
        {"mtbf", b && valid, b ? b->reliability.systemMtbf.value() : 0,
         r.reliability.systemMtbf.value(), Better::Higher, days},
        {"interval", b && valid, b ? b->reliability.interval.value() : 0,
         r.reliability.interval.value(), Better::Neither, days},
        {"memory", b && b->step && valid && r.step,
         b && b->step ? b->step->memory.total().value() : 0,
         r.step ? r.step->memory.total().value() : 0, Better::Lower,
         [](double v) {
             return formatBytes(Bytes(v));
         }},
        {"step", b && b->step && valid && r.step, b && b->step ? b->step->time.total().value() : 0,
         r.step ? r.step->time.total().value() : 0, Better::Lower, days},
        {"throughput", b && valid, b ? b->compute.tokensPerSecond : 0, r.compute.tokensPerSecond,
         Better::Higher,
         [](double v) {
             return formatLargeCount(v);
         }},
        {"power", b && valid && b->energy.known && r.energy.known,
         b ? b->energy.facilityMegawatts : 0, r.energy.facilityMegawatts, Better::Lower,
         [](double v) {
             return formatMegawatts(v);
         }},
        {"energy", bothFinish && b->energy.known && r.energy.known, b ? b->energy.megawattHours : 0,
         r.energy.megawattHours, Better::Lower,
         [](double v) {
             return formatMegawattHours(v);
         }},
    };
    for (const Delta& d : deltas) {
        const Card* c = find(QString::fromLatin1(d.id));
        c->delta->setVisible(baseline.has_value());
        if (!baseline) {
            continue;
        }
        if (!d.shown) {
            c->delta->setText(tr("vs baseline: —"));
            setStyleSheetIfChanged(c->delta, QString());
            continue;
        }
        const Change change = changeFrom(d.before, d.after);
        const bool same = change.absolute == 0;
        c->delta->setText(same ? tr("same as baseline")
                               : tr("%1 vs baseline").arg(describeChange(change, d.format)));
        const bool better = d.better == Better::Lower ? change.absolute < 0 : change.absolute > 0;
        const QString color = same || d.better == Better::Neither ? m_muted
                              : better                            ? QStringLiteral("#2e7d32")
                                                                  : QStringLiteral("#c62828");
        setStyleSheetIfChanged(c->delta, QStringLiteral("color: %1;").arg(color));
    }
}

} // namespace goodput::views
