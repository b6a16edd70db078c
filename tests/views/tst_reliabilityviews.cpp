// SPDX-License-Identifier: MIT
// The desktop app's reliability views, offscreen (issue 10): the distribution chart draws the
// simulator's histogram and CDF of the default scenario, its quantiles and the formula's days;
// the cause bars add up to the simulated lost time; the days and dollars chart gets P10-P90 bands
// that bracket the analytic days; and a pending simulation hides them rather than show stale ones.

#include "tests/support/near.h"
#include "views/charts/chartbuilder.h"
#include "views/charts/daysdollarschart.h"
#include "views/charts/distributionchart.h"
#include "views/charts/labelplacement.h"
#include "views/chartspanel.h"
#include "views/desktop.h"
#include "views/format.h"
#include "views/mainwindow.h"
#include "views/scenariodocument.h"
#include "views/simulationrunner.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGradient>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QXYSeries>
#include <QtTest>
#include <cmath>
#include <string_view>

using goodput::test::near;

using namespace goodput;
using namespace goodput::views;

namespace {

QList<QPointF> points(const Curve& c) {
    return charts::toPoints(c, false);
}

/// What is wrong with the distribution chart's marker labels: two that overlap, one outside the
/// plot, a label or leader line across the CDF, labels not stacked in the order of their lines.
// The days chart's P10-P90 area: the one whose lower bound is the P10 series.
const QAreaSeries* daysBand(const charts::ChartBuilder* chart) {
    const QXYSeries* p10 = chart->series(QStringLiteral("daysP10"));
    for (QAbstractSeries* s : chart->chart()->series()) {
        if (const auto* area = qobject_cast<const QAreaSeries*>(s);
            area && static_cast<const QXYSeries*>(area->lowerSeries()) == p10) {
            return area;
        }
    }
    return nullptr;
}

QStringList labelFaults(const charts::DistributionChart& chart) {
    QStringList faults;
    const std::vector<charts::DistributionChart::PlacedLabel> labels = chart.markerLabels();
    if (labels.size() < 3) {
        return {QStringLiteral("%1 labels").arg(labels.size())};
    }
    QPolygonF cdf;
    const QXYSeries* series = chart.series(QStringLiteral("cdfPercent"));
    for (const QPointF& p : series->points()) {
        cdf << chart.chart()->mapToPosition(p, const_cast<QXYSeries*>(series));
    }
    const QRectF plot = chart.chart()->plotArea();
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const auto& l = labels[i];
        if (!plot.contains(l.box)) {
            faults << l.text + QStringLiteral(" outside the plot");
        }
        if (charts::crossings(l.box, cdf) > 0) {
            faults << l.text + QStringLiteral(" on the CDF");
        }
        for (qsizetype k = 1; !l.leader.isNull() && k < cdf.size(); ++k) {
            if (l.leader.intersects(QLineF(cdf[k - 1], cdf[k]), nullptr) ==
                QLineF::BoundedIntersection) {
                faults << l.text + QStringLiteral("'s leader across the CDF");
                break;
            }
        }
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
            if (l.box.intersects(labels[j].box)) {
                faults << l.text + QStringLiteral(" over ") + labels[j].text;
            }
        }
    }
    // Stacked in order: P10, P50 and P90 in rows one after the other.
    const qreal p10 = labels[0].box.center().y();
    const qreal p50 = labels[1].box.center().y();
    const qreal p90 = labels[2].box.center().y();
    if (!((p10 > p50 && p50 > p90) || (p10 < p50 && p50 < p90))) {
        faults << QStringLiteral("P10, P50 and P90 out of order");
    }
    return faults;
}

/// A simulation whose runs take 30 days and a little more: P10, P50 and P90 a few pixels apart.
SimulationResult tightRuns(double days, double spread) {
    SimulationResult r;
    r.valid = true;
    r.runs = 1000;
    Distribution& d = r.wallClockDays;
    for (int i = 0; i <= 100; ++i) {
        const double u = i / 100.0;
        d.percentiles.push_back(days + spread * u * u); // a tail to the right
    }
    d.min = d.percentiles.front();
    d.max = d.percentiles.back();
    d.p10 = d.percentiles[10];
    d.p50 = d.percentiles[50];
    d.p90 = d.percentiles[90];
    d.mean = days + spread / 3;
    const int bins = 20;
    for (int b = 0; b < bins; ++b) {
        HistogramBin bin;
        bin.lower = d.min + (d.max - d.min) * b / bins;
        bin.upper = d.min + (d.max - d.min) * (b + 1) / bins;
        // u^2 spread: the density falls as 1 / sqrt.
        const double a = std::sqrt((bin.lower - d.min) / spread);
        const double z = std::sqrt((bin.upper - d.min) / spread);
        bin.fraction = z - a;
        bin.count = static_cast<int>(1000 * bin.fraction);
        d.histogram.push_back(bin);
    }
    return r;
}

} // namespace

class TestReliabilityViews final : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        prepareApplication();
    }

    void distributionDrawsTheSimulation() {
        MainWindow w;
        w.waitForSimulation();
        const SimulationOutlook* o = w.simulation()->outlook();
        QVERIFY(o && o->simulation.valid);
        QCOMPARE(o->simulation.runs, SimulationRunner::options().runs);
        const charts::ChartBuilder* dist = w.charts()->builder(QStringLiteral("daysDistribution"));
        QVERIFY(dist);
        // The series are the model's curves, point for point.
        QVERIFY(!o->histogram.empty());
        QCOMPARE(dist->series(QStringLiteral("histogramPercent"))->points(), points(o->histogram));
        QCOMPARE(dist->series(QStringLiteral("histogramFill"))->points(), points(o->histogram));
        QCOMPARE(dist->series(QStringLiteral("cdfPercent"))->points(), points(o->cdf));
        const Distribution& days = o->simulation.wallClockDays;
        QCOMPARE(dist->series(QStringLiteral("p10"))->at(0).x(), days.p10);
        QCOMPARE(dist->series(QStringLiteral("p50"))->at(0).x(), days.p50);
        QCOMPARE(dist->series(QStringLiteral("p90"))->at(1).x(), days.p90);
        QCOMPARE(dist->series(QStringLiteral("analyticDays"))->at(0).x(),
                 units::inDays(w.document()->result().wallClock));
        // Histogram bars hold every finished run: their percentages add up to 100.
        double percent = 0;
        for (const HistogramBin& b : days.histogram) {
            percent += 100 * b.fraction;
        }
        QVERIFY(near(percent, 100));
        QVERIFY(dist->chart()->title().contains(QStringLiteral("P90")));
    }

    void causesAddUpToTheLostTime() {
        MainWindow w;
        w.waitForSimulation();
        const SimulationOutlook* o = w.simulation()->outlook();
        QVERIFY(o);
        const QBarSet* hours =
            w.charts()->builder(QStringLiteral("lostTime"))->barSet(QStringLiteral("lostHours"));
        QVERIFY(hours);
        QCOMPARE(hours->count(), static_cast<int>(o->losses.size()));
        QVERIFY(hours->count() >= 2); // checkpoint stalls and at least the lost work
        double sum = 0;
        for (int i = 0; i < hours->count(); ++i) {
            sum += hours->at(i);
        }
        // Mean wall-clock = compute + every loss, so the bars sum to the difference, in hours.
        const SimulationResult& r = o->simulation;
        QVERIFY(near(sum, (r.wallClockDays.mean - units::inDays(r.computeTime)) * 24, 1e-9));
        // The top bar is the first category (checkpoint stalls), drawn last.
        QCOMPARE(hours->at(hours->count() - 1), o->losses.front().days * 24);
    }

    void bandsBracketTheAnalyticDays() {
        MainWindow w;
        w.waitForSimulation();
        const SimulationOutlook* o = w.simulation()->outlook();
        QVERIFY(o);
        const charts::ChartBuilder* dd = w.charts()->builder(QStringLiteral("daysDollars"));
        const QXYSeries* p10 = dd->series(QStringLiteral("daysP10"));
        const QXYSeries* p90 = dd->series(QStringLiteral("daysP90"));
        const QXYSeries* analytic = dd->series(QStringLiteral("wallClockDays"));
        QVERIFY(p10 && p90 && analytic);
        QCOMPARE(p10->points(), points(o->bands.daysP10));
        QCOMPARE(dd->series(QStringLiteral("costP90Usd"))->points(), points(o->bands.costP90Usd));
        QVERIFY(p10->count() >= 6);
        // The legend says how wide the band gets: at the default's goodput it is thinner than
        // the line it surrounds, and an entry for it alone would name nothing anyone can see.
        const QAreaSeries* band = daysBand(dd);
        QVERIFY(band);
        QCOMPARE(band->name(),
                 QStringLiteral("P10-P90: ≤ %1").arg(formatPercent(widestDaysSpread(o->bands))));
        // Up to the fastest cluster, where the first-order formula holds (tst_simulate); the
        // default's 512-sequence batch stops the sweep at 16,384 GPUs, before any fastest size.
        const ClusterSweep& sweep = w.document()->sweeps().cluster;
        const std::optional<int> fastest = sweep.fastestGpus.value_or(sweep.batchLimitGpus);
        QVERIFY(*fastest > 0);
        int checked = 0;
        for (int i = 0; i < p10->count(); ++i) {
            for (const QPointF& a : analytic->points()) {
                if (a.x() == p10->at(i).x() && a.x() <= *fastest) {
                    QVERIFY2(p10->at(i).y() <= a.y() && a.y() <= p90->at(i).y(),
                             qPrintable(QString::number(a.x())));
                    ++checked;
                }
            }
        }
        QVERIFY(checked >= 5);
    }

    // Issue 17, item 13: with P10, P50 and P90 close, P50's label sat at P10's line over the
    // others and the formula's leader line crossed the CDF. The labels are stacked in the order
    // of their lines, none over another, and neither they nor their leaders cross the CDF, in the
    // app (1366 and 1024 px) and for runs whose quantiles are a few pixels apart.
    void quantileLabelsAreStackedClearOfTheCurve() {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.waitForSimulation();
        w.charts()->setCurrentWidget(
            w.charts()->findChild<QWidget*>(QStringLiteral("reliabilityPage")));
        QCoreApplication::processEvents();
        const auto* dist = dynamic_cast<const charts::DistributionChart*>(
            w.charts()->builder(QStringLiteral("daysDistribution")));
        QVERIFY(dist);
        QStringList faults = labelFaults(*dist);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("; "))));
        w.resize(1024, 640);
        QCoreApplication::processEvents();
        faults = labelFaults(*dist);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("; "))));

        const Evaluated& e = w.document()->current();
        const double formula = units::inDays(e.result.wallClock);
        for (const double offset : {-0.02, 0.0, 0.03}) {
            for (const QSize size : {QSize(520, 300), QSize(420, 240)}) {
                const SimulationOutlook o =
                    outlookOf(tightRuns(formula * (1 + offset), formula * 0.004));
                auto* chart = new QChart;
                QChartView view(chart);
                charts::DistributionChart built(chart);
                built.update({e.scenario, e.result, e.sweeps, &o}, nullptr);
                view.resize(size);
                view.show();
                QVERIFY(QTest::qWaitForWindowExposed(&view));
                QCoreApplication::processEvents();
                faults = labelFaults(built);
                QVERIFY2(faults.isEmpty(), qPrintable(QStringLiteral("formula %1 %, %2 px: ")
                                                          .arg(offset * 100)
                                                          .arg(size.width()) +
                                                      faults.join(QStringLiteral("; "))));
            }
        }
    }

    // Issue 17: on the dark theme the P10, P50 and P90 lines were the light theme's dark grey,
    // hardly seen on the dark chart. On either theme each has a contrast of 3:1 at least (WCAG's
    // for graphics) against every colour of the chart's background, and keeps its width and dash.
    void quantileLinesStandOutOnBothThemes() {
        const auto luminance = [](const QColor& c) {
            const auto channel = [](double v) {
                return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
                   0.0722 * channel(c.blueF());
        };
        const auto contrast = [&luminance](const QColor& a, const QColor& b) {
            const double la = luminance(a);
            const double lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        auto* chart = new QChart;
        QChartView view(chart);
        charts::DistributionChart built(chart);
        QStringList faults;
        for (const bool dark : {false, true, false}) {
            built.setDark(dark);
            const QBrush background = chart->backgroundBrush();
            QList<QColor> behind{background.color()};
            if (background.gradient() != nullptr) {
                behind.clear();
                for (const QGradientStop& stop : background.gradient()->stops()) {
                    behind << stop.second;
                }
            }
            for (const char* id : {"p10", "p50", "p90"}) {
                const QPen pen = built.series(QString::fromLatin1(id))->pen();
                for (const QColor& b : behind) {
                    const double ratio = contrast(pen.color(), b);
                    if (ratio < 3) {
                        faults << QStringLiteral("%1 %2 on %3 (%4): %5:1")
                                      .arg(QString::fromLatin1(id), pen.color().name(), b.name(),
                                           dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                      .arg(ratio, 0, 'f', 2);
                    }
                }
                if (pen.style() != Qt::DashLine ||
                    pen.widthF() != (std::string_view(id) == "p50" ? 2.0 : 1.5)) {
                    faults << QStringLiteral("%1: pen style or width").arg(QString::fromLatin1(id));
                }
            }
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("; "))));
    }

    // The report drew the days chart with a "P10-P90, simulated" entry and no band: it has the
    // scenario's simulation but no runs across cluster sizes. The entry is there with bands, or
    // while the simulation that brings them runs (the window's), and nowhere else.
    void theBandEntryNeedsBandsOrAPendingSimulation() {
        const Evaluated e = evaluateScenario(defaultScenario());
        const SimulationOutlook withoutBands = outlookOf(tightRuns(30, 0.1));
        const auto entryShown = [&e](const SimulationOutlook* outlook, bool pending) {
            auto* chart = new QChart;
            QChartView view(chart);
            charts::DaysDollarsChart built(chart);
            charts::ChartInput input{e.scenario, e.result, e.sweeps, outlook};
            input.simulationPending = pending;
            built.update(input, nullptr);
            view.resize(520, 300);
            view.show();
            if (!QTest::qWaitForWindowExposed(&view)) {
                return false;
            }
            const QAreaSeries* band = daysBand(&built);
            const QList<QLegendMarker*> markers =
                chart->legend()->markers(const_cast<QAreaSeries*>(band));
            return markers.size() == 1 && markers.front()->isVisible();
        };
        QVERIFY(!entryShown(nullptr, false));       // the report without a simulation
        QVERIFY(!entryShown(&withoutBands, false)); // the report with one
        QVERIFY(entryShown(nullptr, true));         // the window while it simulates
    }

    void aPendingSimulationHidesItsViews() {
        MainWindow w;
        w.waitForSimulation();
        const charts::ChartBuilder* dd = w.charts()->builder(QStringLiteral("daysDollars"));
        QVERIFY(dd->series(QStringLiteral("daysP10"))->count() > 0);
        QSignalSpy done(w.simulation(), &SimulationRunner::finished);
        Scenario more = w.document()->scenario();
        more.cluster.gpus = 2048;
        w.document()->edit(more, QStringLiteral("test"));
        // Until the new simulation is in, nothing of the old one is drawn.
        QVERIFY(!w.simulation()->outlook());
        QCOMPARE(dd->series(QStringLiteral("daysP10"))->count(), 0);
        QCOMPARE(daysBand(dd)->name(), QStringLiteral("P10-P90, simulated"));
        QVERIFY(w.charts()
                    ->builder(QStringLiteral("daysDistribution"))
                    ->chart()
                    ->title()
                    .contains(QStringLiteral("simulating")));
        QVERIFY(done.wait(20000));
        QVERIFY(w.simulation()->outlook());
        QVERIFY(dd->series(QStringLiteral("daysP10"))->count() > 0);
        QVERIFY(near(units::inDays(w.simulation()->outlook()->simulation.computeTime),
                     units::inDays(w.document()->result().compute.time)));
    }
};

QTEST_MAIN(TestReliabilityViews)
#include "tst_reliabilityviews.moc"
