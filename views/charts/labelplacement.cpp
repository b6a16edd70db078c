// SPDX-License-Identifier: MIT
#include "labelplacement.h"

#include <QLineF>
#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace goodput::views::charts {
namespace {

bool segmentCrossesRect(const QLineF& segment, const QRectF& rect) {
    if (rect.contains(segment.p1()) || rect.contains(segment.p2())) {
        return true;
    }
    const QRectF bounds = QRectF(segment.p1(), segment.p2()).normalized();
    // A horizontal or vertical segment has an empty rectangle, which intersects() refuses.
    if (bounds.right() < rect.left() || bounds.left() > rect.right() ||
        bounds.bottom() < rect.top() || bounds.top() > rect.bottom()) {
        return false;
    }
    const std::array<QLineF, 4> edges = {
        QLineF(rect.topLeft(), rect.topRight()), QLineF(rect.topRight(), rect.bottomRight()),
        QLineF(rect.bottomRight(), rect.bottomLeft()), QLineF(rect.bottomLeft(), rect.topLeft())};
    return std::any_of(edges.begin(), edges.end(), [&segment](const QLineF& edge) {
        return segment.intersects(edge, nullptr) == QLineF::BoundedIntersection;
    });
}

bool overlapsArea(const QRectF& rect, const QPolygonF& area) {
    if (area.size() < 3 || !area.boundingRect().intersects(rect)) {
        return false;
    }
    for (const QPointF& corner :
         {rect.center(), rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()}) {
        if (area.containsPoint(corner, Qt::OddEvenFill)) {
            return true;
        }
    }
    QPolygonF closed = area;
    closed.append(area.front());
    return crossings(rect, closed) > 0;
}

bool coversLabel(const QRectF& rect, const LabelObstacles& obstacles) {
    return std::any_of(obstacles.labels.begin(), obstacles.labels.end(),
                       [&rect](const QRectF& label) { return label.intersects(rect); });
}

/// Lower is better: text over text is unreadable, a curve through the text hardly better; an
/// area behind the text only tints it. A curve counts once however many of its segments cross:
/// a sweep of many points must not outweigh another label.
int cost(const QRectF& rect, const LabelObstacles& obstacles) {
    int c = coversLabel(rect, obstacles) ? 40 : 0;
    for (const QPolygonF& line : obstacles.lines) {
        c += crossings(rect, line) > 0 ? 4 : 0;
    }
    for (const QPolygonF& area : obstacles.areas) {
        c += overlapsArea(rect, area) ? 2 : 0;
    }
    for (const QRectF& box : obstacles.boxes) {
        c += box.intersects(rect) ? 40 : 0;
    }
    return c;
}

} // namespace

int crossings(const QRectF& rect, const QPolygonF& polyline) {
    int n = 0;
    for (qsizetype i = 1; i < polyline.size(); ++i) {
        n += segmentCrossesRect(QLineF(polyline[i - 1], polyline[i]), rect) ? 1 : 0;
    }
    return n;
}

LabelPlacement placeLabel(QPointF at, QSizeF size, QPointF preferred, const QRectF& plot,
                          const LabelObstacles& obstacles, qreal gap) {
    const qreal w = size.width();
    const qreal h = size.height();
    const QPointF first(preferred.x() < 0 ? at.x() + preferred.x() - w : at.x() + preferred.x(),
                        at.y() + preferred.y());
    // The preferred position, then eight around the point, first close and then further out
    // (the caller draws a leader line to a label that stands off).
    std::vector<QPointF> candidates = {first};
    for (int ring = 0; ring < kRings; ++ring) {
        const qreal d = gap + ring * 1.5 * h;
        candidates.insert(candidates.end(),
                          {
                              QPointF(at.x() + d, at.y() - d - h),     // above right
                              QPointF(at.x() + d, at.y() + d),         // below right
                              QPointF(at.x() - d - w, at.y() - d - h), // above left
                              QPointF(at.x() - d - w, at.y() + d),     // below left
                              QPointF(at.x() - w / 2, at.y() - d - h), // above
                              QPointF(at.x() - w / 2, at.y() + d),     // below
                              QPointF(at.x() + d, at.y() - h / 2),     // right
                              QPointF(at.x() - d - w, at.y() - h / 2), // left
                          });
    }
    int best = std::numeric_limits<int>::max();
    QPointF chosen = first;
    std::size_t chosenIndex = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const QRectF rect(candidates[i], size);
        if (!plot.contains(rect)) {
            continue;
        }
        // What the label covers counts most; among equals the nearer ring wins.
        const int ring = i == 0 ? 0 : static_cast<int>((i - 1) / 8);
        const int score = 16 * cost(rect, obstacles) + ring;
        if (score < best) {
            best = score;
            chosen = candidates[i];
            chosenIndex = i;
        }
    }
    if (best == std::numeric_limits<int>::max()) {
        // Nothing fits (a label wider than the plot, a point at a corner): keep the chart's own
        // choice, moved inside as far as it goes.
        chosen.setX(std::clamp(chosen.x(), plot.left(), std::max(plot.left(), plot.right() - w)));
        chosen.setY(std::clamp(chosen.y(), plot.top(), std::max(plot.top(), plot.bottom() - h)));
    }
    return {chosen, chosenIndex == 0, coversLabel(QRectF(chosen, size), obstacles)};
}

} // namespace goodput::views::charts
