// SPDX-License-Identifier: MIT
// Every scenario key of the schema (model/scenario_schema.h) has a field in the input panel or a
// declared reason not to, and one label that the input panel and the report both show; every key a
// scenario file holds is in the report's inputs table.

#include "model/scenario_json.h"
#include "model/scenario_schema.h"
#include "tests/support/scenarios.h"
#include "views/fields.h"
#include "views/report/reportinputs.h"

#include <QStringList>
#include <QTest>
#include <set>
#include <string>

using namespace goodput;
using namespace goodput::views;

namespace {

/// The dotted path of every value in `j`, array elements as "[]": "reliability.parts[].kind".
void collectLeaves(const nlohmann::json& j, const std::string& path, std::set<std::string>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            collectLeaves(value, path.empty() ? key : path + "." + key, out);
        }
    } else if (j.is_array()) {
        for (const nlohmann::json& element : j) {
            collectLeaves(element, path + "[]", out);
        }
    } else {
        out.insert(path);
    }
}

} // namespace

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

    /// Every key a scenario file holds is a row of the report's inputs table, under its section's
    /// title, labelled with the key's one label (never the raw key): a new key needs no line in
    /// views/report/reportinputs.cpp, and one without a label fails here.
    void reportShowsEveryKeyWithItsLabel() {
        Scenario s = testing::everythingOn();
        s.name = "every key";
        std::set<std::string> written;
        collectLeaves(scenarioToJson(s), "", written);
        written.erase("schemaVersion");
        written.erase("name");
        QVERIFY(written.size() > 100);
        std::set<std::string> shown;
        for (const report::InputRow& row : report::inputRows(s, {})) {
            std::string key = row.key.toStdString();
            const std::size_t open = key.find('[');
            QString label = row.label;
            if (open != std::string::npos) {
                const std::size_t close = key.find(']', open);
                const QString part = QString::fromStdString(key.substr(open + 1, close - open - 1));
                key.erase(open + 1, close - open - 1);
                const QString prefix = QStringLiteral("Part %1: ").arg(part.toInt() + 1);
                QVERIFY2(label.startsWith(prefix), qPrintable(row.key + QLatin1Char(' ') + label));
                label.remove(0, prefix.size());
            }
            QVERIFY2(!keyLabel(key).isEmpty(), key.c_str());
            QCOMPARE(label, keyLabel(key));
            QVERIFY2(!row.section.isEmpty(), key.c_str());
            shown.insert(key);
            if (key == "power.carbonKgPerKwh") {
                // The power section (issue 19) once had no title here and its keys no rows.
                QCOMPARE(row.section, QStringLiteral("Power"));
                QVERIFY2(row.value.endsWith(QStringLiteral(" kg CO2e/kWh")), qPrintable(row.value));
            }
        }
        QStringList missing;
        for (const std::string& key : written) {
            if (shown.count(key) == 0) {
                missing << QString::fromStdString(key);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the report's inputs: ") +
                                               missing.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestKeyLabels)
#include "tst_keylabels.moc"
