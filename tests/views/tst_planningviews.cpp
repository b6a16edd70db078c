// SPDX-License-Identifier: MIT
// Issue 18 in the app: every chart's context menu saves PNG, SVG and PDF and copies its data as
// CSV and TSV, hovering a point shows its values, the layout table copies as TSV, the limits page
// shows the model's remedies and tornado, and the sweep dialog draws gaps with their reason.

#include "model/sweeps.h"
#include "views/charts/chartbuilder.h"
#include "views/charts/chartexport.h"
#include "views/charts/losttimechart.h"
#include "views/charts/plotgrid.h"
#include "views/charts/sweepchart.h"
#include "views/charts/tornadochart.h"
#include "views/chartspanel.h"
#include "views/language.h"
#include "views/layouttable.h"
#include "views/limitspanel.h"
#include "views/sweepdialog.h"

#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLogValueAxis>
#include <QMenu>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>
#include <algorithm>
#include <cstdlib>

using namespace goodput;
using namespace goodput::views;

namespace {

struct Evaluated {
    Scenario scenario;
    Result result;
    Sweeps sweeps;
    explicit Evaluated(Scenario s)
        : scenario(std::move(s)), result(evaluate(scenario)),
          sweeps(computeSweeps(scenario, result)) {}
    [[nodiscard]] charts::ChartInput input() const { return {scenario, result, sweeps}; }
};

/// A run of thousands of days: checkpoint stalls, `lostWorkHours` of lost work and a little
/// detection, by cause.
SimulationOutlook longRunLosses(double lostWorkHours) {
    SimulationOutlook o;
    o.simulation.valid = true;
    o.simulation.wallClockDays.mean = 11000;
    o.losses = {{LossCategory::CheckpointStall, 330.4, 0.03},
                {LossCategory::LostWork, lostWorkHours / 24, 0.033},
                {LossCategory::Detection, 20.4 / 24, 0.0001}};
    return o;
}

Scenario derived() {
    Scenario s = defaultScenario();
    s.mfuMode = MfuMode::Derived;
    return s;
}

QByteArray head(const QString& path, int n) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(n) : QByteArray();
}

/// Shows `panel` at `size` (900x600, as the tests look at it, unless said).
[[nodiscard]] bool showPanel(ChartsPanel& panel, QSize size = QSize(900, 600)) {
    panel.resize(size);
    panel.show();
    return QTest::qWaitForWindowExposed(&panel);
}

/// Chart `id` of `panel`, shown at `size` on its page `page` with `input`; nullptr when the
/// panel could not be shown.
charts::ChartBuilder* showChart(ChartsPanel& panel, int page, const QString& id, QSize size,
                                const charts::ChartInput& input) {
    panel.setCurrentIndex(page);
    if (!showPanel(panel, size)) {
        return nullptr;
    }
    panel.update(input, nullptr, false);
    return panel.builder(id);
}

charts::ChartBuilder* showStepTime(ChartsPanel& panel, QSize size,
                                   const charts::ChartInput& input) {
    return showChart(panel, 1, QStringLiteral("stepTime"), size, input);
}

/// A callout of a chart: its text and where it is drawn, in the chart's coordinates.
struct Note {
    QString text;
    QRectF box;
};

/// The visible callouts of `chart` whose text contains `marker`.
QList<Note> visibleNotes(QChart* chart, const QString& marker) {
    QList<Note> notes;
    for (QGraphicsItem* item : chart->childItems()) {
        auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item);
        if (text != nullptr && text->isVisible() && text->text().contains(marker)) {
            notes.append({text->text(), text->mapRectToParent(text->boundingRect())});
        }
    }
    return notes;
}

/// The largest difference of a colour channel between two images of one size (256 when their
/// sizes differ).
int largestDifference(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) {
        return 256;
    }
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    int largest = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            largest = std::max({largest, std::abs(qRed(p[col]) - qRed(q[col])),
                                std::abs(qGreen(p[col]) - qGreen(q[col])),
                                std::abs(qBlue(p[col]) - qBlue(q[col]))});
        }
    }
    return largest;
}

} // namespace

class TestPlanningViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { installLanguage(QStringLiteral("en")); } // "1 point", "24 points"
    void everyChartSavesAndCopies() {
        const Evaluated e(derived());
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(e.input(), nullptr, false);
        const QList<QChartView*> views = panel.findChildren<QChartView*>();
        // The nine charts and the tornado of the limits page.
        QCOMPARE(views.size(), 10);
        QTemporaryDir dir;
        for (QChartView* view : views) {
            QMenu* menu = charts::chartMenu(view);
            QStringList ids;
            for (QAction* a : menu->actions()) {
                ids << a->objectName();
            }
            for (const char* id : {"savePng", "saveSvg", "savePdf", "copyCsv", "copyTsv"}) {
                QVERIFY2(ids.contains(QLatin1String(id)),
                         qPrintable(view->objectName() + QLatin1Char(' ') + QLatin1String(id)));
            }
            QCOMPARE(view->contextMenuPolicy(), Qt::CustomContextMenu);
        }
        // One chart through every format: real files of each kind, written whole.
        QChart* days = panel.builder(QStringLiteral("daysDollars"))->chart();
        const QString base = dir.filePath(QStringLiteral("days"));
        QString error;
        QVERIFY(charts::saveChart(days, base + QStringLiteral(".png"), charts::ImageFormat::Png,
                                  &error));
        QCOMPARE(head(base + QStringLiteral(".png"), 4), QByteArray("\x89PNG"));
        QVERIFY(charts::saveChart(days, base + QStringLiteral(".svg"), charts::ImageFormat::Svg,
                                  &error));
        QVERIFY(QFile(base + QStringLiteral(".svg")).size() > 1000);
        QVERIFY(head(base + QStringLiteral(".svg"), 400).contains("<svg"));
        QVERIFY(charts::saveChart(days, base + QStringLiteral(".pdf"), charts::ImageFormat::Pdf,
                                  &error));
        QCOMPARE(head(base + QStringLiteral(".pdf"), 4), QByteArray("%PDF"));
        // A folder that does not exist: refused with a reason, nothing written.
        QVERIFY(!charts::saveChart(days, dir.filePath(QStringLiteral("no/such.png")),
                                   charts::ImageFormat::Png, &error));
        QVERIFY(!error.isEmpty());

        // Copy data: the header names the axes, each point is a row, CSV and TSV alike.
        QChartView* daysView = panel.findChild<QChartView*>(QStringLiteral("daysDollarsView"));
        QVERIFY(daysView);
        QAction* csv = charts::chartMenu(daysView)->findChild<QAction*>(QStringLiteral("copyCsv"));
        QVERIFY(csv);
        csv->trigger();
        const QStringList csvLines =
            QApplication::clipboard()->text().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY(csvLines.size() > 20);
        QVERIFY(csvLines.first().startsWith(QStringLiteral("series,")));
        const QList<QStringList> rows = charts::chartData(days);
        QCOMPARE(csvLines.size(), rows.size());
        charts::chartMenu(daysView)->findChild<QAction*>(QStringLiteral("copyTsv"))->trigger();
        QVERIFY(QApplication::clipboard()->text().startsWith(rows.first().join(QLatin1Char('\t'))));
        // The compute-days curve's first point is in the data as the series draws it.
        const QXYSeries* compute =
            panel.builder(QStringLiteral("daysDollars"))->series(QStringLiteral("computeDays"));
        QVERIFY(compute && compute->count() > 0);
        const QPointF first = compute->at(0);
        bool found = false;
        for (const QStringList& row : rows) {
            found = found || (row[0] == compute->name() && row[1].toDouble() == first.x() &&
                              row[2].toDouble() == first.y());
        }
        QVERIFY(found);

        // Hover: the pointer on a point shows that series' values; far away, nothing.
        const QPointF at =
            days->mapToScene(days->mapToPosition(first, const_cast<QXYSeries*>(compute)));
        const QString tip = charts::hoverText(days, at);
        QVERIFY2(tip.contains(compute->name()), qPrintable(tip));
        QVERIFY(charts::hoverText(days, QPointF(-500, -500)).isEmpty());
    }

    // A step redraws what it replaces: a series handed the points it already holds is left as it
    // is (no pointsReplaced, no redraw), one whose points changed is replaced.
    void axisTicksArePlainNumbers() {
        // At extreme values the days axis read "1E+06": every tick of every chart is a plain
        // number, its digits grouped as on the cards ("1,000,000").
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Scenario s = derived();
        s.workload.tokens = 2e15; // a thousand times the chapter's: a million days on few GPUs
        const Evaluated e(s);
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(e.input(), nullptr, false);
        const QRegularExpression exponent(QStringLiteral("\\d[eE][+-]?\\d"));
        QStringList seen;
        for (int page = 0; page < panel.count(); ++page) {
            panel.setCurrentIndex(page);
            QApplication::processEvents();
            for (QChartView* view : panel.findChildren<QChartView*>()) {
                if (!view->isVisible()) {
                    continue;
                }
                for (QGraphicsItem* item : view->scene()->items()) {
                    if (const auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
                        const QString label = text->toPlainText();
                        QVERIFY2(!label.contains(exponent),
                                 qPrintable(view->objectName() + QStringLiteral(": ") + label));
                        seen << label;
                    }
                }
            }
        }
        QVERIFY2(seen.contains(QStringLiteral("1,000,000")), qPrintable(seen.join(u'|')));
        // The format itself: decimals only where a tick needs them, never an exponent.
        QCOMPARE(charts::plainNumberFormat(0.01, 1e7, 0, true), QStringLiteral("%.10g"));
        QCOMPARE(charts::plainNumberFormat(0, 250, 6, false), QStringLiteral("%.3g"));
        QCOMPARE(charts::plainNumberFormat(0, 250, 5, false), QStringLiteral("%.4g"));
        QCOMPARE(charts::plainNumberFormat(1e-6, 1, 0, true), QStringLiteral("%.6f"));
        QLocale::setDefault(before);
    }
    void lostTimeBarLabelsArePlainNumbers() {
        // A run of thousands of days lost 8,738 hours to lost work: the bar said "8.74E+03".
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const Evaluated e(derived());
        const SimulationOutlook o = longRunLosses(8738);
        // The view owns the chart it is built with; setChart() on a default view would release
        // (and leak) the chart the default constructor made.
        auto* chart = new QChart;
        QChartView view(chart);
        charts::LostTimeChart lost(chart);
        lost.update({e.scenario, e.result, e.sweeps, &o}, nullptr);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QApplication::processEvents();
        QStringList labels;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (const auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
                labels << text->toPlainText();
            }
        }
        const QString all = labels.join(u'|');
        QVERIFY2(!all.contains(QRegularExpression(QStringLiteral("\\d[eE][+-]?\\d"))),
                 qPrintable(all));
        QVERIFY2(labels.contains(QStringLiteral("8,738")), qPrintable(all));
        QVERIFY2(labels.contains(QStringLiteral("20.4")), qPrintable(all));
        QLocale::setDefault(before);
    }
    // Issue 17, item 13: five-digit hours ("12,000") crowded the lost-time chart's axis when the
    // chart was narrow (1024 px, two charts side by side): fewer ticks when their labels would
    // not fit, the round steps kept.
    void lostTimeTicksFitANarrowChart() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const Evaluated e(derived());
        const SimulationOutlook o = longRunLosses(11200);
        for (const int width : {700, 330, 260}) {
            auto* chart = new QChart;
            QChartView view(chart);
            charts::LostTimeChart lost(chart);
            lost.update({e.scenario, e.result, e.sweeps, &o}, nullptr);
            view.resize(width, 300);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QApplication::processEvents();
            const auto* axis = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).front());
            QVERIFY(axis);
            // The labels side by side, each with a little space, within the plot's width.
            qreal labels = 0;
            const int ticks = axis->tickCount();
            for (int t = 0; t < ticks; ++t) {
                const double v = axis->min() + (axis->max() - axis->min()) * t / (ticks - 1);
                labels += QFontMetricsF(axis->labelsFont())
                              .horizontalAdvance(QLocale().toString(v, 'f', 0)) +
                          4;
            }
            QVERIFY2(labels <= chart->plotArea().width(),
                     qPrintable(QStringLiteral("%1 px: %2 ticks, %3 px of labels in %4")
                                    .arg(width)
                                    .arg(ticks)
                                    .arg(labels)
                                    .arg(chart->plotArea().width())));
            if (width == 700) {
                QCOMPARE(ticks, charts::niceTickCount(axis->max())); // room: as before
            }
        }
        QCOMPARE(charts::ticksThatFit(15000, 40, 1000), charts::niceTickCount(15000));
        QCOMPARE(charts::ticksThatFit(15000, 40, 200), 4); // 0, 5,000, 10,000, 15,000
        QCOMPARE(charts::ticksThatFit(12000, 40, 100), 2);
        QLocale::setDefault(before);
    }
    void theTwoBaselineGhostsHaveTheirOwnColours() {
        // Compare mode: "Baseline days" and "Baseline cost" shared one grey in the legend.
        const Evaluated e(derived());
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        const charts::ChartInput baseline = e.input();
        panel.update(e.input(), &baseline, false);
        const charts::ChartBuilder* days = panel.builder(QStringLiteral("daysDollars"));
        const QXYSeries* ghostDays = days->series(QStringLiteral("baselineWallClockDays"));
        const QXYSeries* ghostCost = days->series(QStringLiteral("baselineWallClockCostUsd"));
        QVERIFY(ghostDays && ghostCost && ghostDays->isVisible() && ghostCost->isVisible());
        QVERIFY(ghostDays->pen().color() != ghostCost->pen().color());
        // Each still reads as a ghost: neither is the colour of the curve it shadows.
        QVERIFY(ghostDays->pen().color() !=
                days->series(QStringLiteral("wallClockDays"))->pen().color());
        QVERIFY(ghostCost->pen().color() !=
                days->series(QStringLiteral("wallClockCostUsd"))->pen().color());
    }
    void aSeriesIsReplacedOnlyWhenItsPointsChange() {
        const Evaluated e(derived());
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(e.input(), nullptr, false);
        QXYSeries* compute =
            panel.builder(QStringLiteral("daysDollars"))->series(QStringLiteral("computeDays"));
        QVERIFY(compute && compute->count() > 0);
        const QList<QPointF> before = compute->points();
        QSignalSpy replaced(compute, &QXYSeries::pointsReplaced);
        panel.update(e.input(), nullptr, false);
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(compute->points(), before);
        Scenario more = e.scenario;
        more.workload.tokens *= 2;
        const Evaluated changed(more);
        panel.update(changed.input(), nullptr, false);
        QCOMPARE(replaced.count(), 1);
        QVERIFY(compute->points() != before);
        QCOMPARE(compute->points().size(),
                 charts::toPoints(changed.sweeps.cluster.computeDays, true).size());
    }

    // On screen the axes and grid are hairlines (one device pixel, a fraction of the cost of a
    // 1-unit line), kept through theme switches; a saved file gets the theme's 1-unit lines (a
    // hairline is the thinnest line a printer draws) and the screen keeps its hairlines.
    void screenChartsHaveHairlineAxesAndFilesWholeOnes() {
        const Evaluated e(derived());
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(e.input(), nullptr, false);
        const auto hairlines = [&panel] {
            QStringList thick;
            for (const auto& b : panel.builders()) {
                for (QAbstractAxis* a : b->chart()->axes()) {
                    if (a->linePen().widthF() != 0 || a->gridLinePen().widthF() != 0 ||
                        a->minorGridLinePen().widthF() != 0) {
                        thick << b->chart()->objectName();
                    }
                }
            }
            return thick;
        };
        QCOMPARE(hairlines(), QStringList());
        panel.setDark(true);
        QCOMPARE(hairlines(), QStringList());
        panel.setDark(false);
        QCOMPARE(hairlines(), QStringList());
        QChart* days = panel.builder(QStringLiteral("daysDollars"))->chart();
        const QColor grid = days->axes().front()->gridLineColor();
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("days.svg"));
        QString error;
        QVERIFY(charts::saveChart(days, svg, charts::ImageFormat::Svg, &error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        // Qt's SVG writer marks a hairline (a cosmetic pen) as a non-scaling stroke.
        QVERIFY(!written.contains("non-scaling-stroke"));
        // The lines the screen paints from cached pixmaps are lines in the file, not images.
        QVERIFY(!written.contains("<image"));
        QCOMPARE(hairlines(), QStringList());
        QCOMPARE(days->axes().front()->gridLineColor(), grid);
    }

    // The screen charts paint their axis and grid lines from pixmaps Qt keeps per line: after a
    // change of the axes' ranges or of the theme a chart looks exactly as a chart drawn afresh
    // for what it shows (no stale gridline, tick or axis).
    void cachedLinesNeverShowStaleAxes() {
        const Evaluated first(derived());
        Scenario more = first.scenario;
        more.workload.tokens *= 300; // days and dollars two decades up: other log axis ranges
        const Evaluated second(more);
        const auto shot = [](ChartsPanel& panel) {
            QCoreApplication::processEvents();
            return panel.findChild<QChartView*>(QStringLiteral("daysDollarsView"))
                ->grab()
                .toImage();
        };
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(first.input(), nullptr, false);
        const QImage before = shot(panel);
        panel.update(second.input(), nullptr, false);
        const QImage moved = shot(panel);
        QVERIFY(moved != before);
        int cached = 0;
        for (const QGraphicsItem* item :
             panel.builder(QStringLiteral("daysDollars"))->chart()->scene()->items()) {
            cached += item->type() == QGraphicsLineItem::Type &&
                      item->cacheMode() == QGraphicsItem::DeviceCoordinateCache;
        }
        QVERIFY(cached > 20); // the ticks of three log axes
        ChartsPanel afresh;
        QVERIFY(showPanel(afresh));
        afresh.update(second.input(), nullptr, false);
        QCOMPARE(moved, shot(afresh));
        panel.setDark(true);
        ChartsPanel dark;
        dark.setDark(true);
        QVERIFY(showPanel(dark));
        dark.update(second.input(), nullptr, false);
        QCOMPARE(shot(panel), shot(dark));
    }

    // Issue 17, speed: the grid of value and log axes is one item drawing aliased lines where
    // Qt Charts puts its ticks, instead of one antialiased line item per grid line that Qt
    // strokes again whenever the axis range or the plot area moves.
    void theGridIsOneItemOfCrispLinesAtTheTicks() {
        // A log axis from 10 to 100,000: majors at the five powers of ten; between two of them
        // 8 minors at 2, 3, ..., 9 times the lower power (20, ..., 90; 200, ..., 900; ...).
        QLogValueAxis log;
        log.setRange(10, 1e5);
        log.setMinorTickCount(-1);
        QCOMPARE(charts::PlotGrid::majorValues(&log),
                 (std::vector<double>{10, 100, 1e3, 1e4, 1e5}));
        const std::vector<double> minor = charts::PlotGrid::minorValues(&log);
        QCOMPARE(minor.size(), std::size_t(32));
        QCOMPARE(minor.front(), 20.0);
        QCOMPARE(minor[7], 90.0);
        QCOMPARE(minor[8], 200.0);
        QCOMPARE(minor.back(), 90000.0);
        // A range off the powers: majors only at the powers inside it, 1,000 and 10,000.
        log.setRange(300, 20000);
        QCOMPARE(charts::PlotGrid::majorValues(&log), (std::vector<double>{1e3, 1e4}));
        // A value axis 0..100 with 6 ticks: every 20; one minor between two: 10, 30, ..., 90.
        QValueAxis value;
        value.setRange(0, 100);
        value.setTickCount(6);
        value.setMinorTickCount(1);
        QCOMPARE(charts::PlotGrid::majorValues(&value),
                 (std::vector<double>{0, 20, 40, 60, 80, 100}));
        QCOMPARE(charts::PlotGrid::minorValues(&value), (std::vector<double>{10, 30, 50, 70, 90}));

        // On the days-and-dollars chart Qt's grid line items are hidden, through theme switches,
        // and across the plot a row of pixels has only whole grid lines: the major grey in three
        // columns inside the x axis's decades (100, 1,000 and 10,000 GPUs), each next to the
        // chart's own background, never a half-tone of an antialiased line.
        const Evaluated e(derived());
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(e.input(), nullptr, false);
        QChart* chart = panel.builder(QStringLiteral("daysDollars"))->chart();
        const auto qtGridHidden = [chart] {
            for (QAbstractAxis* a : chart->axes()) {
                if (a->isGridLineVisible() || a->isMinorGridLineVisible()) {
                    return false;
                }
            }
            return true;
        };
        QVERIFY(qtGridHidden());
        panel.setDark(true);
        QVERIFY(qtGridHidden());
        panel.setDark(false);
        QVERIFY(qtGridHidden());
        auto* view = panel.findChild<QChartView*>(QStringLiteral("daysDollarsView"));
        QCoreApplication::processEvents();
        const QImage shot = view->grab().toImage();
        const QRectF area = view->mapFromScene(chart->mapToScene(chart->plotArea())).boundingRect();
        const QColor major = chart->axes(Qt::Horizontal).front()->gridLineColor();
        // The top of the plot, above every curve of this scenario (days end near 700 at 32 GPUs).
        const int y = static_cast<int>(area.top()) + 3;
        QList<int> majors;
        for (int x = static_cast<int>(area.left()) + 2; x < static_cast<int>(area.right()) - 1;
             ++x) {
            if (shot.pixelColor(x, y) == major) {
                majors << x;
                QVERIFY(shot.pixelColor(x - 1, y) != major && shot.pixelColor(x + 1, y) != major);
            }
        }
        QCOMPARE(majors.size(), 3);
    }

    // Issue 17, speed: the chart's background (the rounded rectangle under the plot) is painted
    // from a pixmap Qt keeps for it, not filled anew at each step. The pixmap must follow every
    // change of the rectangle and its colours: after a resize and after each theme switch the
    // chart shows what it shows drawn without the pixmap, and at a new size what a chart drawn
    // afresh at that size shows.
    void theCachedChartBackgroundFollowsResizeAndTheme() {
        const Evaluated e(derived());
        const auto view = [](ChartsPanel& panel) {
            return panel.findChild<QChartView*>(QStringLiteral("daysDollarsView"));
        };
        const auto shot = [&view](ChartsPanel& panel) {
            QCoreApplication::processEvents();
            return view(panel)->grab().toImage();
        };
        const auto background = [&view](ChartsPanel& panel) -> QGraphicsItem* {
            for (QGraphicsItem* item : view(panel)->chart()->childItems()) {
                if (item->type() == QGraphicsRectItem::Type && item->zValue() == -1) {
                    return item;
                }
            }
            return nullptr;
        };
        const auto uncached = [&](ChartsPanel& panel) {
            background(panel)->setCacheMode(QGraphicsItem::NoCache);
            const QImage drawn = shot(panel);
            background(panel)->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
            return drawn;
        };
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(e.input(), nullptr, false);
        shot(panel); // the pixmap is made at this size
        QVERIFY(background(panel) != nullptr);
        QCOMPARE(background(panel)->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
        panel.resize(1040, 700);
        const QImage resized = shot(panel);
        QCOMPARE(largestDifference(resized, uncached(panel)), 0);
        ChartsPanel afresh;
        QVERIFY(showPanel(afresh));
        afresh.resize(1040, 700);
        afresh.update(e.input(), nullptr, false);
        QCOMPARE(resized, shot(afresh));
        panel.setDark(true);
        const QImage dark = shot(panel);
        QVERIFY(dark != resized);
        // The dark theme's gradient, computed in the pixmap, may round a row one level apart.
        QVERIFY(largestDifference(dark, uncached(panel)) <= 2);
        panel.setDark(false);
        QCOMPARE(largestDifference(shot(panel), uncached(panel)), 0);
    }

    // Issue 17, speed: new axis labels resize the plot area, and Qt lays a chart out on an event
    // of its own, which came after the window had painted the step: the page was painted twice,
    // first with the new series in the old frame. The update lays the chart out itself.
    void aChartUpdateLeavesNoLayoutForLater() {
        const Evaluated first(derived());
        Scenario more = first.scenario;
        more.workload.tokens *= 300; // days and dollars two decades up: other axis labels
        const Evaluated second(more);
        ChartsPanel panel;
        QVERIFY(showPanel(panel));
        panel.update(first.input(), nullptr, false);
        QCoreApplication::processEvents();
        QChart* chart = panel.builder(QStringLiteral("daysDollars"))->chart();
        const QRectF before = chart->plotArea();
        panel.update(second.input(), nullptr, false);
        QVERIFY(chart->layout()->isActivated());
        const QRectF updated = chart->plotArea();
        QVERIFY(updated != before); // the new labels took other room
        QCoreApplication::processEvents();
        QCOMPARE(chart->plotArea(), updated);
    }

    void csvAndTsvQuoting() {
        const QList<QStringList> rows{{QStringLiteral("a,b"), QStringLiteral("say \"hi\"")},
                                      {QStringLiteral("x\ty"), QStringLiteral("1")}};
        QCOMPARE(charts::toCsv(rows), QStringLiteral("\"a,b\",\"say \"\"hi\"\"\"\r\nx\ty,1\r\n"));
        QCOMPARE(charts::toTsv(rows), QStringLiteral("a,b\tsay \"hi\"\nx y\t1\n"));
    }

    void layoutTableCopiesAsTsv() {
        const Evaluated e(derived());
        LayoutTable table;
        table.update(e.input(), false);
        QVERIFY(table.model()->rowCount() > 0);
        QAction* copy = table.view()->findChild<QAction*>(QStringLiteral("copyTableTsv"));
        QVERIFY(copy);
        QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
        copy->trigger();
        const QStringList lines =
            QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), table.model()->rowCount() + 1);
        QCOMPARE(lines.first().split(QLatin1Char('\t')).size(), table.model()->columnCount());
        QCOMPARE(lines[1].split(QLatin1Char('\t')).first(),
                 table.model()->index(0, 0).data().toString());
    }

    void limitsPageShowsTheRemediesAndTornado() {
        const Evaluated e(derived());
        ChartsPanel panel;
        panel.update(e.input(), nullptr, false);
        LimitsPanel* limits = panel.limitsPanel();
        QVERIFY(limits->limits().valid);
        QVERIFY(!limits->limits().remedies.empty());
        // The default's PP 4 with 16 micro-batches: the bubble is named with its change.
        QVERIFY2(limits->text().contains(QStringLiteral("pipeline bubble")),
                 qPrintable(limits->text()));
        QVERIFY(limits->text().contains(QStringLiteral("virtual stages")));
        QVERIFY(limits->findChild<QLabel*>(QStringLiteral("limitsSources"))
                    ->text()
                    .contains(QStringLiteral("±30")));
        // Two bars (days and dollars) per uncertain input, low and high.
        const auto* low = limits->tornado()->barSet(QStringLiteral("low"));
        QVERIFY(low);
        QCOMPARE(low->count(), 2 * static_cast<int>(limits->limits().tornado.size()));
        // The price moves the dollars by -25 % and the days not at all.
        const auto& bars = limits->limits().tornado;
        for (std::size_t i = 0; i < bars.size(); ++i) {
            if (bars[i].input == UncertainInput::Price) {
                // Categories count from the bottom: input i's dollars, then its days.
                const int row = 2 * static_cast<int>(bars.size() - 1 - i);
                QVERIFY(std::abs(low->at(row) + 25) < 1e-9);
                QVERIFY(std::abs(low->at(row + 1)) < 1e-9);
            }
        }
    }

    // In a narrow window (Korean at 150 % on 1366 x 768) the note after the longest bar did not
    // fit to its right and was drawn over the bar, the next row's note over it. The value axis
    // leaves every note room after its bar at the plot's width, also after a resize.
    void barNotesFitBesideTheirBars() {
        const Evaluated e(derived());
        ChartsPanel panel;
        auto* bars = showStepTime(panel, QSize(1100, 600), e.input());
        QVERIFY(bars);
        QChart* chart = bars->chart();
        const auto misplaced = [&] {
            QCoreApplication::processEvents();
            QStringList wrong;
            const QRectF plot = chart->plotArea();
            const QXYSeries* ends = bars->series(QStringLiteral("stepTimeEnds"));
            const QList<Note> notes = visibleNotes(chart, QStringLiteral("MFU"));
            for (const Note& note : notes) {
                const QRectF& box = note.box;
                // Its bar: the end point on the row the note sits on.
                double end = 0;
                double nearest = 1e9;
                for (const QPointF& p : ends->points()) {
                    const QPointF at = chart->mapToPosition(p, const_cast<QXYSeries*>(ends));
                    if (std::abs(at.y() - box.center().y()) < nearest) {
                        nearest = std::abs(at.y() - box.center().y());
                        end = at.x();
                    }
                }
                if (box.right() > plot.right() + 1 || box.left() < end) {
                    wrong << QStringLiteral("%1 at %2..%3 (bar end %4, plot right %5)")
                                 .arg(note.text)
                                 .arg(box.left())
                                 .arg(box.right())
                                 .arg(end)
                                 .arg(plot.right());
                }
            }
            if (notes.size() != ends->count()) {
                wrong
                    << QStringLiteral("%1 notes for %2 bars").arg(notes.size()).arg(ends->count());
            }
            return wrong;
        };
        QCOMPARE(misplaced(), QStringList());
        panel.resize(440, 600); // a plot a quarter as wide: the notes take more of it
        QCOMPARE(misplaced(), QStringList());
    }

    // The memory chart's HBM line is an obstacle to the notes: the default's 75.6 GB bar ends
    // 4.4 GB short of the 80 GB line, its note had no room before it, and the placer pushed it
    // back over its own bar. A note that would cross the line starts after it.
    void memoryNotesKeepOffTheHbmLine() {
        const Evaluated e(derived());
        ChartsPanel panel;
        auto* memory = showChart(panel, 6, QStringLiteral("memory"), QSize(980, 420), e.input());
        QVERIFY(memory);
        QChart* chart = memory->chart();
        const auto misplaced = [&] {
            QCoreApplication::processEvents();
            QStringList wrong;
            const QRectF plot = chart->plotArea();
            auto* hbm = memory->series(QStringLiteral("hbmCapacityGB"));
            QHorizontalStackedBarSeries* bars = nullptr;
            for (QAbstractSeries* series : chart->series()) {
                bars = bars ? bars : qobject_cast<QHorizontalStackedBarSeries*>(series);
            }
            if (hbm == nullptr || hbm->count() == 0 || bars == nullptr) {
                return QStringList{QStringLiteral("no HBM line or bars")};
            }
            const double line = chart->mapToPosition(hbm->at(0), hbm).x();
            const QList<Note> notes = visibleNotes(chart, QStringLiteral("fit"));
            for (const Note& note : notes) {
                const QRectF& box = note.box;
                // Its bar: the row whose centre is nearest, its end the sum of its stack.
                const int rows = bars->barSets().front()->count();
                int row = 0;
                double nearest = 1e9;
                for (int j = 0; j < rows; ++j) {
                    const double y = chart->mapToPosition(QPointF(0, j), hbm).y();
                    if (std::abs(y - box.center().y()) < nearest) {
                        nearest = std::abs(y - box.center().y());
                        row = j;
                    }
                }
                double total = 0;
                for (const QBarSet* set : bars->barSets()) {
                    total += set->at(row);
                }
                const double end = chart->mapToPosition(QPointF(total, row), hbm).x();
                if (box.left() < end || box.right() > plot.right() + 1 ||
                    (box.left() < line && box.right() > line)) {
                    wrong << QStringLiteral("%1 at %2..%3 (bar end %4, HBM line %5)")
                                 .arg(note.text)
                                 .arg(box.left())
                                 .arg(box.right())
                                 .arg(end)
                                 .arg(line);
                }
            }
            if (notes.size() != bars->barSets().front()->count()) {
                wrong << QStringLiteral("%1 notes").arg(notes.size());
            }
            return wrong;
        };
        QCOMPARE(misplaced(), QStringList());
        panel.resize(700, 420);
        QCOMPARE(misplaced(), QStringList());
    }

    // In a short window (Korean at 125 % on 1366 x 768) each row of the step-time bars was
    // thinner than its label, and Qt Charts elided the labels to "...": the chart shows the
    // rows whose labels fit (the scenario's own and at least the two best), all of them again
    // when the window grows.
    void shortBarChartsShowTheRowsWhoseLabelsFit() {
        const Evaluated e(derived());
        ChartsPanel panel;
        auto* bars = showStepTime(panel, QSize(1000, 250), e.input());
        QVERIFY(bars);
        auto* rows = qobject_cast<QBarCategoryAxis*>(bars->chart()->axes(Qt::Vertical).front());
        QVERIFY(rows);
        const auto elided = [&] {
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            QStringList cut;
            for (QGraphicsItem* item : bars->chart()->scene()->items()) {
                auto* text = dynamic_cast<QGraphicsTextItem*>(item);
                // The category labels: not the axis title, turned on its side, which a short
                // chart may elide.
                if (text != nullptr && text->isVisible() && text->rotation() == 0 &&
                    text->toPlainText().endsWith(QStringLiteral("..."))) {
                    cut << text->toPlainText();
                }
            }
            return cut;
        };
        QCOMPARE(elided(), QStringList());
        const qsizetype shortRows = rows->count();
        QVERIFY2(shortRows >= 3 && shortRows < 6, qPrintable(QString::number(shortRows)));
        // The category axis counts from the bottom: the scenario's own row is the last.
        QVERIFY(rows->categories().front().startsWith(QStringLiteral("#")));
        QVERIFY(rows->categories().back().startsWith(QStringLiteral("This")));
        panel.resize(1000, 700);
        QCOMPARE(elided(), QStringList());
        QCOMPARE(rows->count(), 6); // this scenario and the five best
    }

    // The sweep dialog's axes read 0.94, 1.72, 2.5, 3.28, 4.06 for micro-batches 1 to 4, and 0,
    // 75, 150, 225, 300 GB: an axis spans round ticks (steps of 1, 2, 2.5 or 5 x 10^k, about
    // five), and a value on its edge gets a step of room unless that takes values >= 0 below 0.
    void sweepAxesTickAtRoundNumbers() {
        const auto span = [](double lo, double hi) {
            const charts::AxisSpan s = charts::niceSpan(lo, hi);
            return std::make_tuple(s.min, s.max, s.ticks);
        };
        // 1..4: step 1 (3 / 5 = 0.6 rounds up to 1); 1 and 4 on the edges: 0..5.
        QCOMPARE(span(1, 4), std::make_tuple(0.0, 5.0, 6));
        // 0..257: 257 / 5 = 51.4 rounds up to 100: 0..300 (0 stays the edge).
        QCOMPARE(span(0, 257), std::make_tuple(0.0, 300.0, 4));
        // 256..16,384: 16,128 / 5 = 3,225.6 rounds up to 5,000: 0..20,000.
        QCOMPARE(span(256, 16384), std::make_tuple(0.0, 20000.0, 5));
        // -3..7: 10 / 5 = 2: -4..8 (-3 and 7 are off the multiples of 2).
        QCOMPARE(span(-3, 7), std::make_tuple(-4.0, 8.0, 7));
        // 0..1: step 0.2; 1 on the edge gets room: 0..1.2.
        QCOMPARE(span(0, 1), std::make_tuple(0.0, 1.2, 7));
        // One value, 4: 3..5 around it, step 0.5, both on the edges: 2.5..5.5.
        QCOMPARE(span(4, 4), std::make_tuple(2.5, 5.5, 7));

        SweepDialog dialog;
        dialog.setScenario(defaultScenario());
        QCOMPARE(dialog.sweep().request.x.path, std::string("workload.microBatchSize"));
        const auto* x =
            qobject_cast<QValueAxis*>(dialog.chart()->chart()->axes(Qt::Horizontal).front());
        QVERIFY(x);
        const std::vector<double> ticks = charts::PlotGrid::majorValues(x);
        QVERIFY(!ticks.empty());
        for (const double t : ticks) {
            QVERIFY2(t == std::round(t), qPrintable(QString::number(t)));
        }
        // Micro-batch 3 does not divide the batch: one gap, in the singular ("1 point(s)").
        QVERIFY2(dialog.status()->text().startsWith(QStringLiteral("1 point without a value")),
                 qPrintable(dialog.status()->text()));
    }

    void sweepDialogShowsGapsWithTheirReason() {
        SweepDialog dialog;
        dialog.setScenario(defaultScenario());
        // It opens on the micro-batch against memory per GPU.
        QCOMPARE(dialog.sweep().request.x.path, std::string("workload.microBatchSize"));
        QCOMPARE(dialog.sweep().request.y, SweepOutput::MemoryPerGpu);
        QVERIFY(dialog.chart()->series(QStringLiteral("hbm")));
        dialog.choose("cluster.gpus", SweepOutput::WallClockDays, QStringLiteral("1000"),
                      QStringLiteral("1024"));
        const InputSweep& sweep = dialog.sweep();
        QVERIFY(sweep.valid);
        // 1000 to 1024 takes every whole number: 25 points, of which TP 8 x PP 4 = 32 divides
        // only 1,024.
        QCOMPARE(sweep.request.x.values.size(), std::size_t(25));
        auto* gaps = qobject_cast<QScatterSeries*>(dialog.chart()->series(QStringLiteral("gaps")));
        QVERIFY(gaps);
        QCOMPARE(gaps->count(), 24);
        QVERIFY(gaps->isVisible());
        const QStringList texts = gaps->property("goodputPointTexts").toStringList();
        QCOMPARE(texts.size(), 24);
        QVERIFY2(texts.first().contains(QStringLiteral("cluster.gpus")), qPrintable(texts.first()));
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("24 points without a value")),
                 qPrintable(dialog.status()->text()));
        // Hovering a gap mark shows its reason.
        dialog.resize(800, 600);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QChart* chart = dialog.chart()->chart();
        const QPointF at = chart->mapToScene(chart->mapToPosition(gaps->at(0), gaps));
        QCOMPARE(charts::hoverText(chart, at).contains(texts.first()), true);
        // A family: one point series per value.
        dialog.chooseFamily("mfu.assumed", QStringLiteral("0.3,0.4,0.5"));
        QCOMPARE(dialog.sweep().curves.size(), std::size_t(3));
        QVERIFY(dialog.chart()->series(QStringLiteral("sweepPoints2")));
        // A bad range says why.
        dialog.choose("cluster.gpus", SweepOutput::WallClockDays, QStringLiteral("x"),
                      QStringLiteral("1024"));
        QVERIFY(dialog.status()->text().contains(QStringLiteral("x:1024")));
    }
};

QTEST_MAIN(TestPlanningViews)
#include "tst_planningviews.moc"
