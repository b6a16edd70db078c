// SPDX-License-Identifier: MIT
// Every scenario key of the schema (model/scenario_schema.h) has a field in the input panel or a
// declared reason not to, and one label that the input panel and the report both show.

#include "model/scenario_schema.h"
#include "views/fields.h"
#include "views/report/reportinputs.h"

#include <QStringList>
#include <QTest>
#include <set>
#include <string>

using namespace goodput;
using namespace goodput::views;

class TestKeyLabels : public QObject {
    Q_OBJECT

private slots:
    void everyKeyHasAFieldOrAReason() {
        QStringList problems;
        for (const ScenarioKey& key : scenarioKeys()) {
            const QString id = QString::fromUtf8(key.path.data(), qsizetype(key.path.size()));
            const bool field = findField(id) != nullptr;
            int declared = 0;
            for (const KeyWithoutField& k : keysWithoutField()) {
                if (key.path == k.path) {
                    ++declared;
                    QVERIFY2(k.reason != nullptr && *k.reason != 0, k.path);
                }
            }
            if (!field && declared != 1) {
                problems << id + QStringLiteral(": no field and no KeyWithoutField entry");
            } else if (field && declared > 0) {
                problems << id + QStringLiteral(": a field and a KeyWithoutField entry");
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    void everyKeyHasALabel() {
        QStringList missing;
        for (const ScenarioKey& key : scenarioKeys()) {
            if (keyLabel(key.path).isEmpty()) {
                missing << QString::fromUtf8(key.path.data(), qsizetype(key.path.size()));
            }
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no label: ") + missing.join(QStringLiteral(", "))));
        QCOMPARE(keyLabel("reliability.parts[2].mtbfHours"),
                 keyLabel("reliability.parts[].mtbfHours"));
        QVERIFY(keyLabel("workload.noSuchKey").isEmpty());
    }

    void exclusionsNameRealKeys() {
        std::set<std::string> seen;
        for (const KeyWithoutField& k : keysWithoutField()) {
            QVERIFY2(findScenarioKey(k.path) != nullptr, k.path);
            QVERIFY2(seen.insert(k.path).second, k.path);
        }
    }

    /// The report's inputs table shows the same label as the input panel.
    void reportUsesTheKeyLabels() {
        Scenario s = defaultScenario();
        s.reliability.parts.push_back(s.reliability.parts.front());
        const std::vector<report::InputRow> rows = report::inputRows(s, {});
        QVERIFY(rows.size() > 50);
        for (const report::InputRow& row : rows) {
            const std::string key = row.key.toStdString();
            QVERIFY2(findScenarioKey(key) != nullptr, qPrintable(row.key));
            QVERIFY2(row.label.endsWith(keyLabel(key)), qPrintable(row.key));
        }
    }
};

QTEST_MAIN(TestKeyLabels)
#include "tst_keylabels.moc"
