// SPDX-License-Identifier: MIT
// Issue 18 in the app, offscreen: the comparison view (table, changes, charts with one colour per
// scenario), files dropped on the window (one opens, several compare), and the new answers next
// to the inputs and on the cards (compute-optimal tokens, cost per million tokens).

#include "model/scenario_json.h"
#include "tests/support/scenarios.h"
#include "views/charts/comparisoncharts.h"
#include "views/comparisontext.h"
#include "views/comparisonview.h"
#include "views/desktop.h"
#include "views/format.h"
#include "views/headlinecards.h"
#include "views/inputpanel.h"
#include "views/mainwindow.h"
#include "views/scenariodocument.h"
#include "views/scenariofile.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QDropEvent>
#include <QLabel>
#include <QMimeData>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUrl>
#include <QXYSeries>
#include <QtTest>

using namespace goodput;
using namespace goodput::views;

namespace {

Scenario withGpus(int gpus, const std::string& name) {
    Scenario s = defaultScenario();
    s.cluster.gpus = gpus;
    s.name = name;
    return s;
}

/// Drops `files` on `window` as a file manager does (drag enter, then drop).
bool drop(QWidget* window, const QStringList& files) {
    QMimeData data;
    QList<QUrl> urls;
    for (const QString& f : files) {
        urls << QUrl::fromLocalFile(f);
    }
    data.setUrls(urls);
    const QPointF at(window->width() / 2.0, window->height() / 2.0);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &enter);
    if (!enter.isAccepted()) {
        return false;
    }
    QDropEvent dropped(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &dropped);
    QCoreApplication::processEvents(); // the drop opens after it has returned
    return dropped.isAccepted();
}

} // namespace

class TestComparison final : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        prepareApplication();
    }
    void theTableShowsEachValueAndItsChange() {
        ComparisonView view({{"a.json", withGpus(1024, "A")}, {"b.json", withGpus(2048, "B")}});
        QTableWidget* table = view.table();
        QCOMPARE(table->columnCount(), 2);
        QCOMPARE(table->rowCount(), int(comparedFigures().size()) + 1);
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("a.json"));
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("b.json"));
        // Row 1 is the wall-clock days: the comparison's own numbers, formatted as everywhere.
        const ComparisonRow& days = view.comparison().rows.front();
        QCOMPARE(table->verticalHeaderItem(1)->text(), figureLabel(days.figure));
        QCOMPARE(table->item(1, 0)->text(), formatFigure(days.figure, days.values[0]));
        const QString second = table->item(1, 1)->text();
        QVERIFY2(second.startsWith(formatFigure(days.figure, days.values[1])), qPrintable(second));
        QVERIFY2(second.contains(formatChange(days.figure, days.changes[1])), qPrintable(second));
        // Fewer days is better: green.
        QCOMPARE(table->item(1, 1)->foreground().color(), QColor(0x2e, 0x7d, 0x32));
        // The first row names each cluster.
        QVERIFY(table->item(0, 1)->text().contains(QStringLiteral("2,048")));
    }
    void theChartsDrawOneColourPerScenario() {
        ComparisonView view(
            {{"a", withGpus(1024, "A")}, {"b", withGpus(2048, "B")}, {"c", withGpus(4096, "C")}});
        QCOMPARE(view.chartTabs()->count(), 3);
        const auto& charts = view.charts();
        for (std::size_t i = 0; i < 3; ++i) {
            QXYSeries* days = charts[0]->series(QStringLiteral("line%1").arg(i));
            QVERIFY(days && days->isVisible());
            QCOMPARE(days->color(), charts::scenarioColor(i));
            QVERIFY(!days->points().isEmpty());
            // The marker sits at the scenario's own GPU count and days.
            QXYSeries* marker = charts[0]->series(QStringLiteral("marker%1").arg(i));
            QCOMPARE(marker->points().size(), qsizetype(1));
            const ComparedScenario& c = view.comparison().scenarios[i];
            QCOMPARE(marker->points()[0].x(), double(c.scenario.cluster.gpus));
            QVERIFY(qAbs(marker->points()[0].y() - units::inDays(c.result.wallClock)) <
                    1e-9 * units::inDays(c.result.wallClock));
            QXYSeries* goodput = charts[2]->series(QStringLiteral("line%1").arg(i));
            QCOMPARE(goodput->color(), charts::scenarioColor(i));
        }
        QVERIFY(!charts[0]->series(QStringLiteral("line3"))->isVisible());
        // The step chart: one bar set per scenario, in its colour.
        QBarSet* set = charts[1]->barSet(QStringLiteral("scenario2"));
        QVERIFY(set);
        QCOMPARE(set->color(), charts::scenarioColor(2));
    }
    void bestLayoutRecomparesWithTheSearch() {
        const Scenario s = testing::llama8bOn64();
        ComparisonView view({{"a", s}, {"b", s}});
        QVERIFY(!view.comparison().scenarios[0].bestLayoutApplied);
        view.bestLayout()->setChecked(true);
        QVERIFY(view.comparison().scenarios[0].bestLayoutApplied);
        QVERIFY(view.table()->item(0, 0)->text().contains(QStringLiteral("best layout")));
    }
    void droppingFilesOpensOrCompares() {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.goodput.json"));
        const QString b = dir.filePath(QStringLiteral("b.goodput.json"));
        QVERIFY(saveScenarioFile(a, withGpus(512, "dropped A")).isEmpty());
        QVERIFY(saveScenarioFile(b, withGpus(2048, "dropped B")).isEmpty());
        MainWindow window;
        window.show();
        // Not a scenario file: refused at the door.
        QVERIFY(!drop(&window, {dir.filePath(QStringLiteral("notes.txt"))}));
        // One file: opened (the window had no unsaved changes, so nothing is asked).
        QVERIFY(drop(&window, {a}));
        QCOMPARE(window.document()->filePath(), a);
        QCOMPARE(window.document()->scenario().cluster.gpus, 512);
        // Two: a comparison window, the document unchanged.
        QVERIFY(drop(&window, {a, b}));
        auto* view = window.findChild<ComparisonView*>();
        QVERIFY(view);
        QVERIFY(view->isVisible());
        QCOMPARE(view->comparison().scenarios.size(), std::size_t(2));
        QCOMPARE(view->comparison().scenarios[1].scenario.cluster.gpus, 2048);
        QCOMPARE(window.document()->filePath(), a);
        view->close();
    }
    void theTokenInputShowsTheComputeOptimalCount() {
        MainWindow window;
        window.document()->reset(defaultScenario());
        const QString hint = window.inputs()->tokensHint()->text();
        // 70B parameters: 20 x 70e9 = 1.40T tokens; the plan's 2T are 28.6 per parameter.
        QVERIFY2(hint.contains(formatShortCount(1.4e12)), qPrintable(hint));
        QVERIFY2(hint.contains(formatNumber(2e12 / 70e9)), qPrintable(hint));
        Scenario bigger = defaultScenario();
        bigger.workload.parameters = 140e9;
        window.document()->edit(bigger, QStringLiteral("N"));
        QVERIFY(window.inputs()->tokensHint()->text().contains(formatShortCount(2.8e12)));
    }
    void theCostCardShowsDollarsPerMillionTokens() {
        MainWindow window;
        window.document()->reset(defaultScenario());
        const Result& r = window.document()->result();
        const QString detail = window.cards()->detailText(QStringLiteral("cost"));
        QVERIFY2(detail.contains(formatDollars(r.wallClockCostPerMillionTokens)),
                 qPrintable(detail));
        QVERIFY2(detail.contains(formatDollars(r.compute.cost)), qPrintable(detail));
    }
};

QTEST_MAIN(TestComparison)
#include "tst_comparison.moc"
