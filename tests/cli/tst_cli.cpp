// SPDX-License-Identifier: MIT
// The command line as a user runs it: exit codes, JSON that parses, one line per problem.

#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using clitest::goodput;
using clitest::Run;

QString writeFile(QTemporaryDir& dir, const QString& name, const QByteArray& content) {
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(content);
    return path;
}

} // namespace

class TestCli final : public QObject {
    Q_OBJECT
private slots:
    void helpAndVersionNeedNoDisplay() {
        const Run h = goodput({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains("plan"));
        const Run v = goodput({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.startsWith("goodput "));
    }
    void defaultPlanIsTheChapterExample() {
        const Run r = goodput({QStringLiteral("plan"), QStringLiteral("--default")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* key : {"totalFlops", "trainingSeconds", "trainingDays", "gpuHours", "costUsd", "mfu", "hfu",
                                "tokensPerSecond", "systemMtbfHours", "expectedFailures", "checkpointIntervalSeconds",
                                "checkpointWasteFraction", "goodput", "wallClockDays", "wallClockCostUsd",
                                "dataReadBytesPerSecond", "checkpointBytes", "diagnostics"}) {
            QVERIFY2(o.contains(QLatin1String(key)), key);
        }
        QCOMPARE(o.value(QStringLiteral("totalFlops")).toDouble(), 8.4e23);
        QVERIFY(std::abs(o.value(QStringLiteral("trainingDays")).toDouble() - 23.7359) < 1e-3);
        QVERIFY(std::abs(o.value(QStringLiteral("costUsd")).toDouble() - 1166666.67) < 0.01);
    }
    void textFormat() {
        const Run r = goodput({QStringLiteral("plan"), QStringLiteral("--default"), QStringLiteral("--format"),
                               QStringLiteral("text")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("23.7 days"));
        QVERIFY(r.out.contains("$1.17M"));
        QCOMPARE(goodput({QStringLiteral("plan"), QStringLiteral("--default"), QStringLiteral("--format=xml")}).exitCode, 2);
    }
    void scenarioFile() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("s.json"),
                                       R"({"schemaVersion": 1, "cluster": {"gpus": 2048}, "mfu": {"assumed": 0.5}})");
        const Run r = goodput({QStringLiteral("plan"), path});
        QCOMPARE(r.exitCode, 0);
        // 8.4e23 / (2048 x 1e15 x 0.5) = 820,312.5 s.
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("trainingSeconds")).toDouble(), 820312.5);
    }
    void badInputExitsTwoWithOneLinePerProblem_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("syntax") << QByteArray("{\"schemaVersion\": 1,\n \"cluster\": }") << QStringList{QStringLiteral("line 2")};
        QTest::newRow("two problems") << QByteArray(R"({"schemaVersion": 1, "cluster": {"gpus": -1}, "mfu": {"assumed": "high"}})")
                                      << QStringList{QStringLiteral("mfu.assumed"), QStringLiteral("must be a number")};
        QTest::newRow("range") << QByteArray(R"({"schemaVersion": 1, "cluster": {"gpus": -1}})")
                               << QStringList{QStringLiteral("cluster.gpus"), QStringLiteral("below the minimum")};
        QTest::newRow("layout") << QByteArray(R"({"schemaVersion": 1, "layout": {"tp": 3}})")
                                << QStringList{QStringLiteral("layout:")};
        QTest::newRow("nan-like") << QByteArray(R"({"schemaVersion": 1, "workload": {"tokens": 1e999}})")
                                  << QStringList{QStringLiteral("finite")};
        QTest::newRow("version") << QByteArray(R"({"schemaVersion": 99})") << QStringList{QStringLiteral("schemaVersion")};
        QTest::newRow("not object") << QByteArray("[1, 2]") << QStringList{QStringLiteral("object")};
    }
    void badInputExitsTwoWithOneLinePerProblem() {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        const Run r = goodput({QStringLiteral("plan"), writeFile(dir, QStringLiteral("bad.json"), content)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        for (const QString& e : expected) {
            QVERIFY2(r.err.contains(e.toUtf8()), r.err.constData());
        }
        QVERIFY(!r.err.contains("nan") && !r.err.contains("inf "));
    }
    void derivedPlanAndSearch() {
        // Derived MFU: the plan reports the step breakdown and memory; the search ranks layouts.
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("d.json"),
                                       R"({"schemaVersion": 1, "mfu": {"mode": "derived"}})");
        const Run plan = goodput({QStringLiteral("plan"), path});
        QCOMPARE(plan.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(plan.out).object();
        QCOMPARE(o.value(QStringLiteral("mfuMode")).toString(), QStringLiteral("derived"));
        QCOMPARE(o.value(QStringLiteral("mfu")).toDouble(), o.value(QStringLiteral("derivedMfu")).toDouble());
        const QJsonObject step = o.value(QStringLiteral("step")).toObject();
        QVERIFY(step.value(QStringLiteral("stepTime")).toObject().contains(QStringLiteral("bubbleSeconds")));
        QVERIFY(step.value(QStringLiteral("memory")).toObject().contains(QStringLiteral("fits")));

        const Run search = goodput({QStringLiteral("search"), path, QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(search.exitCode, 0);
        const QJsonObject sr = QJsonDocument::fromJson(search.out).object();
        QCOMPARE(sr.value(QStringLiteral("ranked")).toArray().size(), 3);
        QVERIFY(sr.value(QStringLiteral("ranked")).toArray().at(0).toObject().contains(QStringLiteral("wallClockDays")));
        const Run text = goodput({QStringLiteral("search"), QStringLiteral("--default"), QStringLiteral("--format"),
                                  QStringLiteral("text"), QStringLiteral("--top"), QStringLiteral("2")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("#2 TP"));
        QCOMPARE(goodput({QStringLiteral("search"), path, QStringLiteral("--top"), QStringLiteral("0")}).exitCode, 2);
        QCOMPARE(goodput({QStringLiteral("search"), path, QStringLiteral("--rank"), QStringLiteral("speed")}).exitCode, 2);
        // A layout that does not fit the architecture: exit 2, the field named.
        const QString bad = writeFile(dir, QStringLiteral("b.json"),
                                      R"({"schemaVersion": 1, "mfu": {"mode": "derived"}, "layout": {"tp": 16, "pp": 1},
                                          "workload": {"architecture": {"attentionHeads": 24}}})");
        const Run b = goodput({QStringLiteral("plan"), bad});
        QCOMPARE(b.exitCode, 2);
        QVERIFY(b.err.contains("layout.tp"));
    }
    void missingFileAndUnknownCommand() {
        QCOMPARE(goodput({QStringLiteral("plan"), QStringLiteral("/nonexistent/x.json")}).exitCode, 2);
        QCOMPARE(goodput({QStringLiteral("plan")}).exitCode, 2);
        QCOMPARE(goodput({QStringLiteral("frobnicate")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
