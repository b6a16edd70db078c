// SPDX-License-Identifier: MIT
#include "plotgrid.h"

#include "chartbuilder.h"

#include <QChart>
#include <QLogValueAxis>
#include <QPainter>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace goodput::views::charts {
namespace {

// Qt Charts' stacking of a chart's items (ChartPresenter::ZValues): background -1, plot area 0,
// shades 1, grid 2, axes 3, series 4.
constexpr qreal kGridZ = 2;

/// A value's place along the axis, 0 at its minimum and 1 at its maximum (log axes in logs).
double fraction(const QAbstractAxis* axis, double v) {
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis)) {
        const double lo = std::log(log->min());
        const double hi = std::log(log->max());
        return hi > lo && v > 0 ? (std::log(v) - lo) / (hi - lo) : 0;
    }
    const auto* value = qobject_cast<const QValueAxis*>(axis);
    if (value == nullptr) {
        return -1; // not an axis the grid draws: off the plot
    }
    const double lo = value->min();
    const double hi = value->max();
    return hi > lo ? (v - lo) / (hi - lo) : 0;
}

} // namespace

PlotGrid::PlotGrid(QChart* chart) : QGraphicsObject(chart), m_chart(chart) {
    setZValue(kGridZ);
    m_area = chart->plotArea();
    connect(chart, &QChart::plotAreaChanged, this, &PlotGrid::refresh);
}

void PlotGrid::adopt(QAbstractAxis* axis) {
    const bool known = std::any_of(m_axes.begin(), m_axes.end(),
                                   [axis](const Adopted& a) { return a.axis == axis; });
    if (known) {
        return;
    }
    m_axes.push_back({axis, axis->isGridLineVisible(), axis->isMinorGridLineVisible()});
    connect(axis, &QAbstractAxis::visibleChanged, this, &PlotGrid::refresh);
    connect(axis, &QAbstractAxis::reverseChanged, this, &PlotGrid::refresh);
    connect(axis, &QAbstractAxis::gridLinePenChanged, this, &PlotGrid::refresh);
    connect(axis, &QAbstractAxis::minorGridLinePenChanged, this, &PlotGrid::refresh);
    connect(axis, &QAbstractAxis::gridLineColorChanged, this, &PlotGrid::refresh);
    connect(axis, &QAbstractAxis::minorGridLineColorChanged, this, &PlotGrid::refresh);
    if (auto* log = qobject_cast<QLogValueAxis*>(axis)) {
        connect(log, &QLogValueAxis::rangeChanged, this, &PlotGrid::refresh);
        connect(log, &QLogValueAxis::baseChanged, this, &PlotGrid::refresh);
        connect(log, &QLogValueAxis::minorTickCountChanged, this, &PlotGrid::refresh);
    } else if (auto* value = qobject_cast<QValueAxis*>(axis)) {
        connect(value, &QValueAxis::rangeChanged, this, &PlotGrid::refresh);
        connect(value, &QValueAxis::tickCountChanged, this, &PlotGrid::refresh);
        connect(value, &QValueAxis::minorTickCountChanged, this, &PlotGrid::refresh);
    }
    hideQtGrid();
}

void PlotGrid::hideQtGrid() {
    for (const Adopted& a : m_axes) {
        if (a.axis) {
            a.axis->setGridLineVisible(false);
            a.axis->setMinorGridLineVisible(false);
        }
    }
    update();
}

std::vector<double> PlotGrid::majorValues(const QAbstractAxis* axis) {
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis)) {
        return axisTickValues(log->min(), log->max(), 0, log->base());
    }
    if (const auto* value = qobject_cast<const QValueAxis*>(axis)) {
        return axisTickValues(value->min(), value->max(), value->tickCount(), 0);
    }
    return {};
}

std::vector<double> PlotGrid::minorValues(const QAbstractAxis* axis) {
    std::vector<double> out;
    const std::vector<double> major = majorValues(axis);
    int count = 0;
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis)) {
        count = log->minorTickCount() < 0 ? static_cast<int>(std::ceil(log->base())) - 2
                                          : log->minorTickCount();
    } else if (const auto* value = qobject_cast<const QValueAxis*>(axis)) {
        count = value->minorTickCount();
    }
    // Evenly spaced values between two neighbouring major lines: on a log axis of base 10 with
    // 8 of them, 2, 3, ..., 9 times the lower power.
    for (std::size_t i = 0; count > 0 && i + 1 < major.size(); ++i) {
        for (int j = 1; j <= count; ++j) {
            out.push_back(major[i] + (major[i + 1] - major[i]) * j / (count + 1));
        }
    }
    return out;
}

QRectF PlotGrid::boundingRect() const {
    // A line on the right or bottom edge of the plot fills the pixel past it.
    return m_area.adjusted(-1, -1, 1, 1);
}

void PlotGrid::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                     QWidget* /*widget*/) {
    if (m_area.isEmpty()) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const auto draw = [&](const QAbstractAxis* axis, const std::vector<double>& values) {
        const bool vertical = axis->orientation() == Qt::Vertical;
        std::vector<QLineF> lines;
        lines.reserve(values.size());
        for (const double v : values) {
            double f = fraction(axis, v);
            if (f < 0 || f > 1) {
                continue;
            }
            f = axis->isReverse() ? 1 - f : f;
            if (vertical) {
                const double y = m_area.bottom() - f * m_area.height();
                lines.emplace_back(m_area.left(), y, m_area.right(), y);
            } else {
                const double x = m_area.left() + f * m_area.width();
                lines.emplace_back(x, m_area.top(), x, m_area.bottom());
            }
        }
        painter->drawLines(lines.data(), static_cast<int>(lines.size()));
    };
    // The minor lines under the major ones.
    for (const Adopted& a : m_axes) {
        if (a.axis && a.minor && a.axis->isVisible()) {
            painter->setPen(a.axis->minorGridLinePen());
            draw(a.axis, minorValues(a.axis));
        }
    }
    for (const Adopted& a : m_axes) {
        if (a.axis && a.major && a.axis->isVisible()) {
            painter->setPen(a.axis->gridLinePen());
            draw(a.axis, majorValues(a.axis));
        }
    }
    painter->restore();
}

void PlotGrid::refresh() {
    const QRectF area = m_chart->plotArea();
    if (area != m_area) {
        prepareGeometryChange();
        m_area = area;
    }
    update();
}

} // namespace goodput::views::charts
