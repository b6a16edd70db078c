// SPDX-License-Identifier: MIT
#include "layoutbarschart.h"

#include "views/plantext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QTextDocument>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace goodput::views::charts {

LayoutBarsChart::LayoutBarsChart(QChart* chart, const QString& id, const QString& axisTitle,
                                 std::vector<Component> components)
    : ChartBuilder(chart, id), m_bars(new QHorizontalStackedBarSeries),
      m_categories(new QBarCategoryAxis) {
    m_bars->setObjectName(id + QStringLiteral("Bars"));
    m_bars->setBarWidth(0.6);
    for (const Component& c : components) {
        auto* set = new QBarSet(c.name);
        set->setObjectName(c.id);
        set->setColor(c.color);
        set->setBorderColor(c.color);
        m_bars->append(set);
        m_sets.push_back(set);
    }
    chart->addSeries(m_bars);
    styleAxis(m_categories, tr("Layout (parallel degrees)"));
    m_categories->setGridLineVisible(false);
    chart->addAxis(m_categories, Qt::AlignLeft);
    m_values = addValueAxis(Qt::AlignBottom, axisTitle, kNumberFormat);
    m_bars->attachAxis(m_categories);
    m_bars->attachAxis(m_values);
    // Invisible points at the bars' ends carry the notes.
    m_ends = addMarker(id + QStringLiteral("Ends"), QString(), Qt::transparent, 1, m_values,
                       m_categories);
    m_ends->setBorderColor(Qt::transparent);
    for (QLegendMarker* m : chart->legend()->markers(m_ends)) {
        m->setVisible(false);
    }
    for (int i = 0; i < kMaxRows; ++i) {
        m_notes[i] = addCallout(m_ends, QPointF(6, -9), i);
    }
    // A resize changes the room of the notes and of the row labels. A narrower plot widens the
    // value axis if a note no longer fits; it never narrows it (the next update does): setting
    // the range moves the plot's edge with the width of the axis' last label, and a refit both
    // ways could swing. A plot shorter or taller than the rows shown had room for shows as many
    // as fit now, once the layout that changed it is done.
    QObject::connect(chart, &QChart::plotAreaChanged, connectionContext(), [this] {
        fitValueAxis(true);
        if (!m_refitPending && rowsThatFit() != rowCount()) {
            m_refitPending = true;
            QMetaObject::invokeMethod(
                connectionContext(),
                [this] {
                    if (m_refitPending) {
                        showRows();
                    }
                },
                Qt::QueuedConnection);
        }
    });
}

std::vector<LayoutBarsChart::Layout> LayoutBarsChart::layouts(const ChartInput& current,
                                                              const ChartInput* baseline) {
    std::vector<Layout> out;
    const auto own = [](const ChartInput& in) {
        return LayoutChoice{in.scenario.layout, in.scenario.workload.microBatchSize,
                            in.scenario.workload.recompute};
    };
    if (baseline && baseline->result.step) {
        out.push_back(
            {tr("Baseline: %1").arg(describeLayout(own(*baseline), baseline->result.step->dp)),
             &*baseline->result.step});
    }
    if (current.result.step) {
        out.push_back(
            {tr("This scenario: %1").arg(describeLayout(own(current), current.result.step->dp)),
             &*current.result.step});
    }
    const std::vector<RankedLayout>& ranked = current.sweeps.layouts.ranked;
    for (std::size_t i = 0; i < ranked.size() && i < kRankedRows; ++i) {
        out.push_back(
            {tr("#%1 %2").arg(i + 1).arg(describeLayout(ranked[i].choice, ranked[i].step.dp)),
             &ranked[i].step});
    }
    return out;
}

void LayoutBarsChart::fitValueAxis(bool growOnly) {
    if (m_fitting) {
        return; // the range change below lays the chart out again
    }
    // Room to the right of every bar for its note, at the plot's width: a bar of length t ends
    // with its note (w scene units) inside a plot W wide when t / top <= (W - w) / W, so
    // top >= t W / (W - w). A bar keeps at least a quarter of the plot however long its note
    // (a squeezed window); before the first layout the note gets 30 % of the axis.
    const double plot = chart()->plotArea().width();
    const auto room = [plot](double from, double noteWidth) {
        const double w = noteWidth + kNoteMargin;
        return plot > 0 ? from * plot / std::max(plot - w, 0.25 * plot) : from * 1.3;
    };
    // The axis' top once set: a grow-only fit keeps a wider range.
    const auto shownTop = [&](double needed) {
        const double top = niceCeiling(needed);
        return growOnly && top <= m_values->max() ? m_values->max() : top;
    };
    // Where each note starts: its bar's end, or past the barrier.
    std::vector<double> noteAt;
    double needed = m_minimumRange; // a bar's end is at most its needed top
    for (const BarEnd& end : m_barEnds) {
        noteAt.push_back(end.total);
        needed = std::max(needed, room(end.total, end.noteWidth));
    }
    if (m_noteBarrier && plot > 0) {
        // A note w scene units wide spans w x top / plot of the axis: one that would run across
        // the barrier starts after it (its line is an obstacle the callout placer avoids, and
        // the note was pushed back over its own bar).
        const double top = shownTop(needed);
        for (std::size_t i = 0; i < m_barEnds.size(); ++i) {
            const BarEnd& end = m_barEnds[i];
            const double span = (end.noteWidth + kBarrierWidth) * top / plot;
            if (end.total < *m_noteBarrier && end.total + span > *m_noteBarrier) {
                noteAt[i] = *m_noteBarrier;
                needed = std::max(needed, room(noteAt[i], end.noteWidth));
            }
        }
    }
    const double top = shownTop(needed);
    bool moved = false;
    if (m_values->min() != 0 || m_values->max() != top) {
        m_fitting = true;
        m_values->setRange(0, top);
        m_values->setTickCount(niceTickCount(top));
        m_fitting = false;
        moved = true;
    }
    // The notes hang on invisible points; the category axis counts from the bottom.
    QList<QPointF> anchors;
    const int n = static_cast<int>(m_barEnds.size());
    for (int i = n - 1; i >= 0; --i) {
        anchors.append(QPointF(noteAt[static_cast<std::size_t>(i)], n - 1 - i));
    }
    if (anchors != m_ends->points()) {
        replacePoints(m_ends, anchors);
        moved = true;
    }
    // After a resize the callouts were placed before this fit (ChartBuilder's own handler of
    // the plot area runs first): place them again on the new scale and anchors. An update
    // places them next, with their texts.
    if (moved && growOnly) {
        placeCallouts();
    }
}

int LayoutBarsChart::rowsThatFit() const {
    const int all = static_cast<int>(std::min<std::size_t>(m_rows.size(), kMaxRows));
    const double plot = chart()->plotArea().height();
    if (plot <= 0 || all <= kLeastRows) {
        return all;
    }
    // Qt Charts gives each of the n labels (axis height / (n + 1)) - 2 x 4 of height (its
    // VerticalAxis::updateGeometry) and measures a label as rich text: one line, as tall as the
    // tallest font it takes, the labels font or, for a Hangul label, its fallback. Labels change
    // at every step, their heights only with the font and the script: measured once for each.
    constexpr double kLabelPadding = 4;
    const QFont font = m_categories->labelsFont();
    const QString fontKey = font.key();
    double tallest = 0;
    for (int i = 0; i < all; ++i) {
        const QString& label = m_rows[static_cast<std::size_t>(i)].label;
        const bool latin =
            std::all_of(label.begin(), label.end(), [](QChar c) { return c.unicode() < 0x250; });
        const QString key = fontKey + (latin ? QStringLiteral("/latin") : QStringLiteral("/other"));
        auto height = m_labelHeights.constFind(key);
        if (height == m_labelHeights.constEnd()) {
            QGraphicsTextItem measure;
            measure.document()->setDocumentMargin(0.5);
            measure.setFont(font);
            measure.setHtml(label);
            height = m_labelHeights.insert(key, measure.boundingRect().height());
        }
        tallest = std::max(tallest, *height);
    }
    const int fit = static_cast<int>(std::floor(plot / (tallest + 2 * kLabelPadding))) - 1;
    return std::clamp(fit, kLeastRows, all);
}

void LayoutBarsChart::setRows(const std::vector<Row>& rows, double minimumRange,
                              std::optional<double> noteBarrier) {
    m_rows = rows;
    m_minimumRange = minimumRange;
    m_noteBarrier = noteBarrier;
    showRows();
}

void LayoutBarsChart::showRows() {
    m_refitPending = false;
    const std::vector<Row>& rows = m_rows;
    // The category axis counts from the bottom: the first row goes last.
    const int n = rowsThatFit();
    QStringList labels;
    for (int i = n - 1; i >= 0; --i) {
        labels << rows[static_cast<std::size_t>(i)].label;
    }
    for (std::size_t k = 0; k < m_sets.size(); ++k) {
        QList<qreal> values;
        for (int i = n - 1; i >= 0; --i) {
            values.append(rows[static_cast<std::size_t>(i)].values[k]);
        }
        QBarSet* set = m_sets[k];
        if (set->count() == values.size()) {
            for (int j = 0; j < values.size(); ++j) {
                if (set->at(j) != values[j]) {
                    set->replace(j, values[j]);
                }
            }
        } else {
            set->remove(0, set->count());
            set->append(values);
        }
    }
    if (labels != m_labels) {
        m_categories->setCategories(labels);
        m_labels = labels;
    }
    m_barEnds = {};
    for (int i = 0; i < n; ++i) {
        const Row& r = rows[static_cast<std::size_t>(i)];
        m_barEnds.push_back({r.total, calloutExtent(m_notes[n - 1 - i], r.note)});
    }
    fitValueAxis(false);
    std::vector<std::pair<int, QString>> notes;
    for (int i = 0; i < kMaxRows; ++i) {
        notes.emplace_back(m_notes[i],
                           i < n ? rows[static_cast<std::size_t>(n - 1 - i)].note : QString());
    }
    setCallouts(notes);
    rowsShown();
}

} // namespace goodput::views::charts
