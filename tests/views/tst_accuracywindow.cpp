// SPDX-License-Identifier: MIT
// Tools > Model Accuracy, offscreen: a row per built-in run with the numbers validateSuite gives
// (read here from the source tree, not through the window's loader), the chart with one series
// per suite, a bad suite file refused with its name and JSON path while every row stays, and a
// good one adding its rows.

#include "model/preset_catalog.h"
#include "views/accuracywindow.h"
#include "views/charts/validationchart.h"
#include "views/format.h"
#include "views/language.h"
#include "views/mainwindow.h"
#include "views/presetstore.h"
#include "views/validationtext.h"

#include <QAction>
#include <QAreaSeries>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QValueAxis>
#include <QtTest>
#include <algorithm>

using namespace goodput;
using namespace goodput::views;

namespace {

enum Column { Name, Measured, Predicted, Error, Tolerance, Status };

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The shipped suites evaluated straight from resources/validation.
std::vector<SuiteOutcome> expectedBuiltIn(const PresetLookup& presets) {
    std::vector<SuiteOutcome> out;
    const QDir dir(QStringLiteral(GOODPUT_VALIDATION_DIR));
    for (const QFileInfo& info :
         dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QByteArray text = readAll(info.filePath());
        const ValidationSuiteReadResult read =
            readValidationSuite(std::string_view(text.constData(), text.size()));
        out.push_back(validateSuite(read.suite, presets));
    }
    return out;
}

int runRows(const QTreeWidget* table) {
    int rows = 0;
    for (int i = 0; i < table->topLevelItemCount(); ++i) {
        rows += table->topLevelItem(i)->childCount();
    }
    return rows;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) {
        return {};
    }
    return path;
}

/// Two runs of GPT-3 175B on 128 H100 (from the A2 suite), the second with a measured time the
/// model cannot be near.
const QByteArray kUserSuite = R"({
  "formatVersion": 1, "kind": "validation", "id": "ours", "title": "Our GPT-3 runs",
  "base": {
    "hardware": {"preset": "nvidia-h100-sxm"},
    "workload": {
      "architecture": {"layers": 96, "hiddenSize": 12288, "attentionHeads": 96, "kvHeads": 96,
                       "ffnHiddenSize": 49152, "ffnType": "gelu", "vocabularySize": 51200},
      "sequenceLength": 2048, "microBatchSize": 1, "globalBatchSequences": 256,
      "fusedKernels": true},
    "cluster": {"gpus": 128, "gpusPerNode": 8},
    "layout": {"tp": 4, "pp": 8, "virtualStages": 12, "sequenceParallel": true}
  },
  "runs": [
    {"name": "ours 1", "measured": {"stepSeconds": 8.3}},
    {"name": "ours 2", "measured": {"stepSeconds": 500}, "tolerance": 0.2}
  ]
})";

} // namespace

class TestAccuracyWindow final : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        installLanguage(QStringLiteral("en")); // English plurals: "1 run", "8 runs"
    }

    void aRowPerBuiltInRunWithTheModelsNumbers() {
        const PresetStore store;
        AccuracyWindow window(store.lookup());
        const std::vector<SuiteOutcome> expected = expectedBuiltIn(store.lookup());
        QCOMPARE(expected.size(), std::size_t(7));
        QTreeWidget* table = window.table();
        QCOMPARE(table->topLevelItemCount(), static_cast<int>(expected.size()));
        int runs = 0;
        for (std::size_t s = 0; s < expected.size(); ++s) {
            const SuiteOutcome& suite = expected[s];
            const QTreeWidgetItem* group = table->topLevelItem(static_cast<int>(s));
            // The group header: its title, then mean / max |error| and bias as validateSuite has
            // them.
            const QString header = group->text(Name);
            QVERIFY2(header.startsWith(QString::fromStdString(suite.title)), qPrintable(header));
            for (const QString& number :
                 {formatPercent(suite.meanAbsoluteError), formatPercent(suite.maxAbsoluteError),
                  formatSignedError(suite.meanError)}) {
                QVERIFY2(header.contains(number),
                         qPrintable(header + QStringLiteral(" lacks ") + number));
            }
            QVERIFY(header.contains(validationSuiteLine(suite)));
            QCOMPARE(group->childCount(), static_cast<int>(suite.runs.size()));
            QCOMPARE(suite.invalid, 0);
            for (std::size_t r = 0; r < suite.runs.size(); ++r) {
                const RunOutcome& run = suite.runs[r];
                const QTreeWidgetItem* row = group->child(static_cast<int>(r));
                QCOMPARE(row->text(Name), QString::fromStdString(run.name));
                QCOMPARE(row->text(Measured), formatDuration(Seconds(run.measuredStepSeconds)));
                QCOMPARE(row->text(Predicted), formatDuration(Seconds(run.predictedStepSeconds)));
                QCOMPARE(row->text(Error), formatSignedError(run.error));
                QCOMPARE(row->text(Tolerance), formatPercent(run.tolerance, 0));
                // A run over its tolerance says so; one within says nothing.
                QCOMPARE(row->text(Status).contains(QStringLiteral("over tolerance")),
                         !run.withinTolerance());
                ++runs;
            }
        }
        QCOMPARE(runRows(table), runs);
        QVERIFY(window.message()->isHidden());
        // A suite of one run (A7) counts it in the singular: "1 run: mean ...", not "1 runs".
        const auto single = std::find_if(expected.begin(), expected.end(),
                                         [](const SuiteOutcome& s) { return s.runs.size() == 1; });
        QVERIFY(single != expected.end());
        QVERIFY2(validationSuiteLine(*single).startsWith(QStringLiteral("1 run: mean")),
                 qPrintable(validationSuiteLine(*single)));
        QVERIFY(validationSuiteLine(expected[0]).startsWith(QStringLiteral("8 runs: mean")));

        // The chart: one series per suite with a point per run, the line and the band, and a
        // ring around each run over tolerance.
        charts::ValidationChart* chart = window.chart();
        int over = 0;
        for (std::size_t s = 0; s < expected.size(); ++s) {
            QXYSeries* dots = chart->series(QStringLiteral("suite%1").arg(s));
            QVERIFY(dots != nullptr);
            QCOMPARE(dots->name(), QString::fromStdString(expected[s].title));
            QCOMPARE(dots->count(), static_cast<int>(expected[s].runs.size()));
            QCOMPARE(dots->at(0).x(), expected[s].runs[0].measuredStepSeconds);
            QCOMPARE(dots->at(0).y(), expected[s].runs[0].predictedStepSeconds);
            over += expected[s].outsideTolerance;
        }
        // Every built-in run is within its tolerance today; aGoodFileAddsItsRows rings one.
        QCOMPARE(chart->series(QStringLiteral("overTolerance"))->count(), over);
        QXYSeries* identity = chart->series(QStringLiteral("identity"));
        QVERIFY(identity != nullptr);
        QCOMPARE(identity->at(0).x(), identity->at(0).y());
        QCOMPARE(chart->bandTolerance(), 0.12);
        const QXYSeries* high = chart->series(QStringLiteral("toleranceHigh"));
        QVERIFY(high != nullptr);
        QCOMPARE(high->at(1).y(), high->at(1).x() * 1.12);

        // Log axes by default, whole decades around every step time; linear on request.
        const auto axes = chart->chart()->axes(Qt::Horizontal);
        QCOMPARE(axes.size(), 1);
        auto* logX = qobject_cast<QLogValueAxis*>(axes.front());
        QVERIFY(logX != nullptr);
        QVERIFY(logX->titleText().contains(QStringLiteral("(s")));
        for (const SuiteOutcome& suite : expected) {
            for (const RunOutcome& run : suite.runs) {
                QVERIFY(run.measuredStepSeconds >= logX->min());
                QVERIFY(run.predictedStepSeconds <= logX->max());
            }
        }
        chart->setLogScale(false);
        const auto linear = chart->chart()->axes(Qt::Vertical);
        QCOMPARE(linear.size(), 1);
        QVERIFY(qobject_cast<QValueAxis*>(linear.front()) != nullptr);
        QCOMPARE(chart->series(QStringLiteral("suite0"))->attachedAxes().size(), 2);
        QVERIFY(chart->series(QStringLiteral("suite0"))->attachedAxes().contains(linear.front()));
        QCOMPARE(qobject_cast<QValueAxis*>(linear.front())->min(), 0.0);
    }

    void aBadFileIsNamedAndLosesNothing() {
        const PresetStore store;
        AccuracyWindow window(store.lookup());
        const int suites = window.table()->topLevelItemCount();
        const int rows = runRows(window.table());
        QVERIFY(rows > 0);
        const QString negative =
            writeFile(m_dir, QStringLiteral("negative.json"),
                      R"({"formatVersion": 1, "kind": "validation", "id": "bad",
                "runs": [{"name": "a", "measured": {"stepSeconds": -1}}]})");
        QVERIFY(!window.addSuiteFiles({negative}));
        QVERIFY(!window.message()->isHidden());
        const QString text = window.message()->text();
        QVERIFY2(text.contains(QStringLiteral("negative.json")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("runs[0].measured.stepSeconds")), qPrintable(text));
        QCOMPARE(window.table()->topLevelItemCount(), suites);
        QCOMPARE(runRows(window.table()), rows);
        QCOMPARE(window.outcomes().size(), std::size_t(suites));

        // Not JSON at all, and a file that is not there.
        const QString broken = writeFile(m_dir, QStringLiteral("broken.json"), "{\"runs\": [");
        QVERIFY(!window.addSuiteFiles({broken, m_dir.filePath(QStringLiteral("missing.json"))}));
        QVERIFY(window.message()->text().contains(QStringLiteral("broken.json")));
        QVERIFY(window.message()->text().contains(QStringLiteral("missing.json")));
        QCOMPARE(runRows(window.table()), rows);
    }

    void aGoodFileAddsItsRows() {
        const PresetStore store;
        AccuracyWindow window(store.lookup());
        const int suites = window.table()->topLevelItemCount();
        const int rows = runRows(window.table());
        const QString ours = writeFile(m_dir, QStringLiteral("ours.json"), kUserSuite);
        QVERIFY(window.addSuiteFiles({ours}));
        QVERIFY(window.message()->isHidden());
        QCOMPARE(window.table()->topLevelItemCount(), suites + 1);
        QCOMPARE(runRows(window.table()), rows + 2);
        const QTreeWidgetItem* group = window.table()->topLevelItem(suites);
        QVERIFY(group->text(Name).startsWith(QStringLiteral("Our GPT-3 runs")));
        QCOMPARE(group->toolTip(Name), QFileInfo(ours).absoluteFilePath());
        const SuiteOutcome& added = window.outcomes().back();
        QCOMPARE(added.invalid, 0);
        QCOMPARE(group->child(0)->text(Error), formatSignedError(added.runs[0].error));
        // 500 s measured: far over its 20 % tolerance, and marked.
        QVERIFY(!added.runs[1].withinTolerance());
        QCOMPARE(group->child(1)->text(Tolerance), QStringLiteral("20 %"));
        QVERIFY(group->child(1)->text(Status).contains(QStringLiteral("over tolerance")));
        QCOMPARE(group->child(1)->foreground(Status).color(), QColor(0xc6, 0x28, 0x28));
        QCOMPARE(window.chart()->series(QStringLiteral("suite%1").arg(suites))->count(), 2);
        // The chart rings it, with any built-in run over its tolerance.
        int over = 0;
        for (const SuiteOutcome& outcome : window.outcomes()) {
            over += outcome.outsideTolerance;
        }
        QVERIFY(over >= 1);
        QCOMPARE(window.chart()->series(QStringLiteral("overTolerance"))->count(), over);

        // The same file again replaces its suite; a bad one after it keeps it.
        QVERIFY(window.addSuiteFiles({ours}));
        QCOMPARE(window.table()->topLevelItemCount(), suites + 1);
        const QString bad = writeFile(m_dir, QStringLiteral("bad-kind.json"),
                                      R"({"formatVersion": 1, "kind": "preset", "runs": []})");
        QVERIFY(!window.addSuiteFiles({bad}));
        QCOMPARE(runRows(window.table()), rows + 2);

        // The table as CSV: a header and a row per run.
        const QString csv = m_dir.filePath(QStringLiteral("accuracy.csv"));
        QCOMPARE(window.exportCsv(csv), QString());
        const QStringList lines =
            QString::fromUtf8(readAll(csv)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), rows + 2 + 1);
        QVERIFY(lines.front().startsWith(QStringLiteral("suite,run,measured_step_s")));
        QVERIFY(lines.back().startsWith(QStringLiteral("ours,ours 2,500,")));
        QVERIFY(lines.back().endsWith(QStringLiteral(",0.2,false")));
    }

    void theToolsMenuOpensIt() {
        MainWindow window;
        auto* action = window.findChild<QAction*>(QStringLiteral("accuracyAction"));
        QVERIFY(action != nullptr);
        action->trigger();
        auto* accuracy = window.findChild<AccuracyWindow*>();
        QVERIFY(accuracy != nullptr);
        QVERIFY(accuracy->isVisible());
        QVERIFY(runRows(accuracy->table()) > 0);
        // Once per session: the runs added stay when it is opened again.
        accuracy->close();
        action->trigger();
        QCOMPARE(window.findChildren<AccuracyWindow*>().size(), 1);
    }
};

QTEST_MAIN(TestAccuracyWindow)
#include "tst_accuracywindow.moc"
