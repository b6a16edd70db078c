// SPDX-License-Identifier: MIT
// The desktop app's reliability views, offscreen (issue 10): the distribution chart draws the
// simulator's histogram and CDF of the default scenario, its quantiles and the formula's days;
// the cause bars add up to the simulated lost time; the days and dollars chart gets P10-P90 bands
// that bracket the analytic days; and a pending simulation hides them rather than show stale ones.

#include "tests/support/near.h"
#include "views/charts/chartbuilder.h"
#include "views/chartspanel.h"
#include "views/desktop.h"
#include "views/mainwindow.h"
#include "views/scenariodocument.h"
#include "views/simulationrunner.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QXYSeries>
#include <QtTest>

using goodput::test::near;

using namespace goodput;
using namespace goodput::views;

namespace {

QList<QPointF> points(const Curve& c) {
    return charts::toPoints(c, false);
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
