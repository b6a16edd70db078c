// SPDX-License-Identifier: MIT
#pragma once

// Where a chart's text callout goes. A callout names a marked point (the current scenario, an
// optimum, a quantile); put at one fixed offset it ends up across a curve or a band as soon as
// the data move. placeLabel() tries a few positions around the point and keeps the one that stays
// inside the plot area and covers the least of what is drawn there. Pure geometry in scene
// coordinates, so it can be tested without a chart.

#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <vector>

namespace goodput::views::charts {

/// How many distances from the point placeLabel() tries.
inline constexpr int kRings = 4;

/// What a label should not cover, in scene coordinates.
struct LabelObstacles {
    std::vector<QPolygonF> lines; ///< polylines of the drawn curves (open)
    std::vector<QPolygonF> areas; ///< filled regions (closed polygons): bands, histograms
    std::vector<QRectF> boxes;    ///< markers
    std::vector<QRectF> labels;   ///< the labels placed before this one
};

/// Where placeLabel() put a text.
struct LabelPlacement {
    QPointF topLeft;
    bool preferred = true; ///< at the chart's own offset, not moved
    /// Even the best place covers an earlier label (a plot too short for both): text over text
    /// reads as neither, so the caller leaves this one out.
    bool overText = false;
};

/// The top-left corner for a text of `size` that names point `at`. The first candidate is the
/// position the chart prefers (`preferred`: offset of the text from the point; a negative x puts
/// the text's right edge there), the others lie above, below, left and right of the point, `gap`
/// away, then 1.5, 3 and 4.5 text heights further out. Among the candidates inside `plot` the one
/// that covers least wins: another label or a marker counts most, then each curve through the
/// text, then an area behind it; ties go to the nearer candidate. When none fits inside, the
/// preferred one is moved into the plot area.
[[nodiscard]] LabelPlacement placeLabel(QPointF at, QSizeF size, QPointF preferred,
                                        const QRectF& plot, const LabelObstacles& obstacles,
                                        qreal gap = 6);

/// How many segments of `polyline` pass through `rect`.
[[nodiscard]] int crossings(const QRectF& rect, const QPolygonF& polyline);

} // namespace goodput::views::charts
