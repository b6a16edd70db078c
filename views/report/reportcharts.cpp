// SPDX-License-Identifier: MIT
#include "reportcharts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QPainter>

namespace goodput::views::report {
namespace {

// The chart is laid out in scene units of 1/96 inch and scaled onto the page. Its fonts are set
// in those units (pixel sizes), not in points: a point size would be resolved once against the
// screen for the layout and again against the 300 dpi PDF for the text, and the labels would
// come out three times too large for the room the layout gave them.
constexpr double kUnitsPerPoint = 96.0 / 72.0;

QFont printFont(const QFont& family, int pixels, bool bold = false) {
    QFont f = family;
    f.setPixelSize(pixels);
    f.setBold(bold);
    return f;
}

/// The chart as printed: white, unframed, with fonts readable on paper (9 pt title, 7.5 pt
/// labels) whatever the screen uses.
void dressForPrint(QChart* chart, const QFont& family) {
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleFont(printFont(family, 12, true));
    chart->legend()->setFont(printFont(family, 10));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(printFont(family, 10));
        axis->setTitleFont(printFont(family, 11));
    }
    for (QGraphicsItem* item : chart->childItems()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            text->setFont(printFont(family, 10));
        }
    }
}

/// What a figure keeps until the page is painted. The scene, declared last, goes first and
/// takes the chart with it while the builder its signals call is still there.
struct ChartFigure {
    std::unique_ptr<charts::ChartBuilder> builder;
    QGraphicsScene scene;
};

} // namespace

Figure chartFigure(const ChartFactory& make, const charts::ChartInput& current,
                   const charts::ChartInput* baseline, QSizeF sizePoints, const QFont& font) {
    return chartFigure(
        make, [&](charts::ChartBuilder& builder) { builder.update(current, baseline); }, sizePoints,
        font);
}

Figure chartFigure(const ChartFactory& make, const std::function<void(charts::ChartBuilder&)>& fill,
                   QSizeF sizePoints, const QFont& font) {
    auto figure = std::make_shared<ChartFigure>();
    // Paper is white whatever theme the app's screen charts use: the theme goes first, as it
    // replaces the pens and brushes a builder sets (qt-on-debian12.md §2.1).
    auto* chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight);
    figure->scene.addItem(chart);
    figure->builder = make(chart);
    fill(*figure->builder);
    dressForPrint(chart, font);
    chart->resize(sizePoints * kUnitsPerPoint); // the builder fits the legend to the new size
    // Lay the chart out now, not on the next event loop pass a report never runs, then put the
    // callouts where the final plot area has their points.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    chart->layout()->activate();
    figure->builder->placeCallouts();
    return {sizePoints, [figure](QPainter* painter, const QRectF& rect) {
                QChart* c = figure->builder->chart();
                figure->scene.render(painter, rect, c->geometry(), Qt::IgnoreAspectRatio);
            }};
}

} // namespace goodput::views::report
