// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <optional>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QHorizontalStackedBarSeries;
QT_END_NAMESPACE

namespace goodput::views::charts {

/// Horizontal stacked bars, one per layout: the baseline's (compare mode) on top, then the
/// scenario's own, then the best layouts of the search. The step-time and memory charts fill it.
class LayoutBarsChart : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(LayoutBarsChart)
protected:
    struct Component {
        QString id;   ///< the bar set's object name
        QString name; ///< legend text
        QColor color;
    };
    struct Row {
        QString label;              ///< the category: which layout
        std::vector<double> values; ///< one per component, in the value axis' unit
        double total = 0;           ///< where the bar ends (the model's total)
        QString note;               ///< text after the bar's end
    };
    /// Rows shown at most: baseline, this scenario and this many of the search's best.
    static constexpr int kRankedRows = 5;
    static constexpr int kMaxRows = kRankedRows + 2;

    LayoutBarsChart(QChart* chart, const QString& id, const QString& axisTitle,
                    std::vector<Component> components);

    /// The layouts to draw, top to bottom: the baseline's own layout (compare mode), the
    /// scenario's own, then the search's best. Entries without a step model are left out.
    struct Layout {
        QString label;
        const StepResult* step = nullptr;
    };
    static std::vector<Layout> layouts(const ChartInput& current, const ChartInput* baseline);

    /// Shows `rows`, first on top, as many as have room for their labels (at least the first
    /// kLeastRows); the value axis covers at least `minimumRange`. `noteBarrier`: the value of a
    /// line drawn across the bars (the memory chart's HBM capacity); a note that would run
    /// across it starts after it.
    void setRows(const std::vector<Row>& rows, double minimumRange,
                 std::optional<double> noteBarrier = std::nullopt);
    [[nodiscard]] QValueAxis* valueAxis() const { return m_values; }
    [[nodiscard]] QBarCategoryAxis* categoryAxis() const { return m_categories; }
    /// Bottom (-0.5) and top (rows - 0.5) of the category axis, for lines across all bars.
    [[nodiscard]] int rowCount() const { return static_cast<int>(m_labels.size()); }

protected:
    /// Called when the rows shown change, by an update or a resize (lines across all bars).
    virtual void rowsShown() {}

private:
    /// Rows shown however short the plot: the scenario's own (and the baseline's) and the best.
    static constexpr int kLeastRows = 3;
    /// The rows of `m_rows` whose category labels Qt Charts shows whole at the plot's height: it
    /// elides a label taller than its share of the axis, less its padding, to "...".
    [[nodiscard]] int rowsThatFit() const;
    void showRows();

    /// Between a note's end and the plot's right edge, in scene units.
    static constexpr double kNoteMargin = 8;
    /// The barrier line's width, in scene units: a note ending short of it keeps off it.
    static constexpr double kBarrierWidth = 2;
    struct BarEnd {
        double total = 0;     ///< where the bar ends, in the value axis' unit
        double noteWidth = 0; ///< its note, in scene units
    };
    /// Sets the value axis so that every bar's note fits after it at the plot's width; with
    /// `growOnly`, only when a note no longer fits. Moves a note that would cross the barrier to
    /// start after it.
    void fitValueAxis(bool growOnly);

    QHorizontalStackedBarSeries* m_bars;
    std::vector<QBarSet*> m_sets;
    QBarCategoryAxis* m_categories;
    QValueAxis* m_values;
    QScatterSeries* m_ends;
    int m_notes[kMaxRows] = {};
    QStringList m_labels;
    std::vector<Row> m_rows; ///< all rows of the last update
    double m_minimumRange = 0;
    std::optional<double> m_noteBarrier;
    bool m_refitPending = false; ///< a resize changed how many rows fit: shown after it
    /// A category label's height by font and script (Latin or not), for rowsThatFit().
    mutable QHash<QString, double> m_labelHeights;
    std::vector<BarEnd> m_barEnds; ///< of the rows shown
    bool m_fitting = false;        ///< fitValueAxis() is setting the range
};

} // namespace goodput::views::charts
