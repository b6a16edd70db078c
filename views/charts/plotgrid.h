// SPDX-License-Identifier: MIT
#pragma once

#include <QGraphicsObject>
#include <QPointer>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QChart;
QT_END_NAMESPACE

namespace goodput::views::charts {

/// The grid and minor grid lines of a chart's value and log axes, drawn by one item in one pass,
/// without antialiasing, in place of Qt Charts' one antialiased line item per grid line.
///
/// Why: Qt Charts moves every grid line item of an axis whose range or plot area changes (a
/// decade more on a log axis after a layout change), and strokes each moved item again with
/// antialiasing, some 80,000 instructions a line under callgrind; the days-and-dollars chart has
/// about 75 grid lines, and this was the largest part of the slowest slider steps (issue 17).
/// Grid lines are horizontal or vertical, so antialiasing only blurred them over two pixel rows;
/// drawn aliased they are crisp, and the whole grid costs about what one antialiased line did.
///
/// The lines are where Qt Charts puts its ticks: a value axis's tickCount() values from min to
/// max with minorTickCount() lines between two of them; a log axis's powers of its base within
/// the range, with base - 2 minor lines between two powers at the multiples of the lower one
/// (minorTickCount() -1), or that many evenly spaced values. Each adopted axis keeps its pens and
/// colours (the theme's, and the hairlines of the screen): the item reads them when it paints.
class PlotGrid final : public QGraphicsObject {
    Q_OBJECT
public:
    /// A child of `chart`, under the series, over the plot area's background.
    explicit PlotGrid(QChart* chart);

    /// Draws the grid of `axis` (a QValueAxis or QLogValueAxis of the chart) from now on, and
    /// hides the grid line items Qt Charts would draw for it.
    void adopt(QAbstractAxis* axis);
    /// Hides Qt's grid line items of the adopted axes again: a theme change shows them.
    void hideQtGrid();

    /// The values at which `axis` has a major grid line, ascending (also for tests).
    [[nodiscard]] static std::vector<double> majorValues(const QAbstractAxis* axis);
    /// The values of its minor grid lines, ascending.
    [[nodiscard]] static std::vector<double> minorValues(const QAbstractAxis* axis);

    /// The plot area, where the lines are.
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// The plot area, an axis's range, ticks, pens or visibility changed.
    void refresh();

    QChart* m_chart;
    struct Adopted {
        QPointer<QAbstractAxis> axis;
        bool major = true; ///< the axis's grid lines were visible when adopted
        bool minor = true; ///< and its minor grid lines
    };
    std::vector<Adopted> m_axes;
    QRectF m_area;
};

} // namespace goodput::views::charts
