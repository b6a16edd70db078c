// SPDX-License-Identifier: MIT
// placeLabel(): a callout next to a point on a curve keeps off the curve and inside the plot.
// fitLegend(): a legend too long for one row wraps instead of eliding.
#include "views/charts/chartbuilder.h"
#include "views/charts/daysdollarschart.h"
#include "views/charts/labelplacement.h"
#include "views/scenariodocument.h"

#include <QChart>
#include <QLegend>
#include <QTest>
#include <cmath>

using goodput::views::charts::crossings;
using goodput::views::charts::LabelObstacles;
using goodput::views::charts::LabelPlacement;
using goodput::views::charts::placeLabel;

class TstLabelPlacement : public QObject {
    Q_OBJECT
private slots:
    void crossingsCountSegmentsThroughTheRect();
    void labelKeepsOffTheCurveThroughItsPoint();
    void labelStaysInsideThePlotAtACorner();
    void labelKeepsOffAnEarlierLabel();
    void aDenseCurveDoesNotOutweighAnEarlierLabel();
    void aLabelWithNoRoomBesideAnEarlierOneSaysSo();
    void preferredPositionWinsWhenItIsClear();
    void legendWrapsWhenItDoesNotFitInOneRow();
    void valueAxisTicksAreRound();
};

void TstLabelPlacement::crossingsCountSegmentsThroughTheRect() {
    const QRectF rect(10, 10, 20, 10);
    // Horizontal through the middle (one segment), vertical left of it, a diagonal through it.
    QCOMPARE(crossings(rect, QPolygonF({{0, 15}, {40, 15}})), 1);
    QCOMPARE(crossings(rect, QPolygonF({{5, 0}, {5, 40}})), 0);
    QCOMPARE(crossings(rect, QPolygonF({{0, 0}, {40, 40}})), 1);
    // Three segments, only the middle one enters the rect.
    QCOMPARE(crossings(rect, QPolygonF({{0, 0}, {0, 15}, {40, 15}, {40, 40}})), 1);
}

void TstLabelPlacement::labelKeepsOffTheCurveThroughItsPoint() {
    // A rising curve (scene y = 400 - x, y grows downwards) through the point (200, 200) of a
    // 400 x 400 plot; the chart prefers the text 10 right of the point and 24 above, its box
    // (210..330, 176..190) where the curve runs through it (x = 210..224).
    const QRectF plot(0, 0, 400, 400);
    QPolygonF curve;
    for (int x = 0; x <= 400; x += 10) {
        curve << QPointF(x, 400 - x);
    }
    const LabelObstacles obstacles{{curve}, {}, {}, {}};
    const QSizeF size(120, 14);
    const QPointF preferred(10, -24);
    QVERIFY(crossings(QRectF(QPointF(210, 176), size), curve) > 0); // as preferred
    const QRectF placed(placeLabel(QPointF(200, 200), size, preferred, plot, obstacles).topLeft,
                        size);
    QCOMPARE(crossings(placed, curve), 0);
    QVERIFY(plot.contains(placed));
    // Next to the point, not anywhere: within a few text heights.
    QVERIFY(QLineF(placed.center(), QPointF(200, 200)).length() < 150);
}

void TstLabelPlacement::labelStaysInsideThePlotAtACorner() {
    // A point in the top right corner: every position right of or above it leaves the plot.
    const QRectF plot(50, 20, 300, 200);
    const QSizeF size(100, 14);
    const QRectF placed(placeLabel(QPointF(345, 25), size, QPointF(10, -24), plot, {}).topLeft,
                        size);
    QVERIFY(plot.contains(placed));
}

void TstLabelPlacement::labelKeepsOffAnEarlierLabel() {
    const QRectF plot(0, 0, 400, 400);
    const QSizeF size(80, 14);
    const QRectF earlier(QPointF(210, 193), size); // where this one would go
    const LabelObstacles obstacles{{}, {}, {}, {earlier}};
    const QRectF placed(
        placeLabel(QPointF(200, 200), size, QPointF(10, -7), plot, obstacles).topLeft, size);
    QVERIFY(!placed.intersects(earlier));
}

void TstLabelPlacement::aDenseCurveDoesNotOutweighAnEarlierLabel() {
    // A short plot (a scaled window): the earlier label holds the place above right, and a curve
    // of many short segments (a sweep's points) zigzags through every other place that fits. The
    // curve through the text is one line however many of its points fall inside; text over text
    // is unreadable. It was scored per segment, so ten segments outweighed the earlier label.
    const QRectF plot(0, 0, 400, 60);
    const QSizeF size(150, 16);
    const QPointF at(200, 30);
    const QRectF earlier(QPointF(204, 10), size); // above right, ring 0
    // Full height, but below the earlier label where it stands (x 204 to 354, y 10 to 26).
    QPolygonF zigzag;
    for (int i = 0; i <= 200; ++i) {
        const double x = 2.0 * i;
        const double low = x >= 204 && x <= 354 ? 27.0 : 0.0;
        zigzag << QPointF(x, i % 2 == 0 ? low : 60.0);
    }
    QCOMPARE(crossings(earlier, zigzag), 0);
    const LabelObstacles obstacles{{zigzag}, {}, {}, {earlier}};
    const LabelPlacement placement = placeLabel(at, size, QPointF(4, -20), plot, obstacles);
    const QRectF placed(placement.topLeft, size);
    QVERIFY(plot.contains(placed));
    QVERIFY(!placed.intersects(earlier));
    QVERIFY(!placement.overText);
}

void TstLabelPlacement::aLabelWithNoRoomBesideAnEarlierOneSaysSo() {
    // The plot holds one line of text: every place for the second label that fits covers the
    // first (the scaled window's days-and-dollars chart drew "Fastest: ..." across "1,024 GPUs:
    // ..."). The placement says so, and the chart leaves it out.
    const QRectF plot(0, 0, 200, 20);
    const QSizeF size(180, 16);
    const QRectF earlier(QPointF(10, 2), size);
    const LabelObstacles obstacles{{}, {}, {}, {earlier}};
    const LabelPlacement placement =
        placeLabel(QPointF(100, 10), size, QPointF(4, -8), plot, obstacles, 2);
    QVERIFY(placement.overText);
    // With room, the same label is placed and shown.
    const LabelPlacement roomy =
        placeLabel(QPointF(100, 10), size, QPointF(4, -8), QRectF(0, 0, 400, 200), obstacles, 2);
    QVERIFY(!roomy.overText);
}

void TstLabelPlacement::preferredPositionWinsWhenItIsClear() {
    const QRectF plot(0, 0, 400, 400);
    const auto placed = placeLabel(QPointF(100, 100), QSizeF(80, 14), QPointF(10, -24), plot,
                                   {{QPolygonF({{0, 300}, {400, 300}})}, {}, {}, {}});
    QCOMPARE(placed.topLeft, QPointF(110, 76));
    QVERIFY(placed.preferred);
}

void TstLabelPlacement::legendWrapsWhenItDoesNotFitInOneRow() {
    // The time-and-cost chart has six entries (seven with the simulated bands), about 800 units
    // of labels: one row under a wide chart, rows of their own under a narrow one, with room
    // kept for them below the plot.
    using namespace goodput;
    const views::Evaluated e = views::evaluateScenario(defaultScenario());
    auto* chart = new QChart; // owned by the builder's caller, as in the app's views
    const std::unique_ptr<QChart> owner(chart);
    views::charts::DaysDollarsChart builder(chart);
    builder.update({e.scenario, e.result, e.sweeps}, nullptr);
    chart->resize(1600, 500);
    QVERIFY(chart->legend()->isAttachedToChart());
    QCOMPARE(chart->margins().bottom(), 4);
    chart->resize(500, 500);
    QVERIFY(!chart->legend()->isAttachedToChart());
    const QRectF legend = chart->legend()->geometry();
    QVERIFY(legend.height() > 40); // two rows or more
    QVERIFY(chart->margins().bottom() >= legend.height());
    QVERIFY(QRectF(QPointF(0, 0), chart->size()).contains(legend));
    chart->resize(1600, 500); // and back
    QVERIFY(chart->legend()->isAttachedToChart());
    QCOMPARE(chart->margins().bottom(), 4);
}

// Issue 17, item 13: a value axis to 250 had ticks 62.5, 125, 188 (Qt's default 5 ticks).
void TstLabelPlacement::valueAxisTicksAreRound() {
    using goodput::views::charts::niceCeiling;
    using goodput::views::charts::niceTickCount;
    for (double v = 0.07; v < 5e4; v *= 1.37) {
        const double top = niceCeiling(v);
        const int ticks = niceTickCount(top);
        QVERIFY(ticks >= 4 && ticks <= 7);
        const double step = top / (ticks - 1);
        const double decade = std::pow(10.0, std::floor(std::log10(step) + 1e-12));
        const double mantissa = step / decade;
        QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 ||
                     std::abs(mantissa - 2.5) < 1e-9 || std::abs(mantissa - 5) < 1e-9 ||
                     std::abs(mantissa - 10) < 1e-9,
                 qPrintable(QStringLiteral("%1: step %2").arg(top).arg(step)));
    }
    QCOMPARE(niceTickCount(250), 6); // 0, 50, ..., 250
}

QTEST_MAIN(TstLabelPlacement)
#include "tst_labelplacement.moc"
