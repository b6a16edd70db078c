// SPDX-License-Identifier: MIT
// The command line as a user runs it: exit codes, JSON that parses, one line per problem.

#include "clirun.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <fcntl.h>
#include <memory>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

using clitest::goodput;
using clitest::Run;

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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
    // Each command's own help: `goodput help COMMAND`, `goodput COMMAND --help` (whatever else
    // follows), built from what the command registers.
    void eachCommandHasItsOwnHelp() {
        for (const QStringList& args :
             {QStringList{QStringLiteral("help"), QStringLiteral("search")},
              QStringList{QStringLiteral("search"), QStringLiteral("--help")},
              QStringList{QStringLiteral("search"), QStringLiteral("--bogus"),
                          QStringLiteral("-h")},
              QStringList{QStringLiteral("--help"), QStringLiteral("search")}}) {
            const Run r = goodput(args);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.startsWith("goodput search: "), r.out.constData());
            QVERIFY2(r.out.contains("\n  --top K               how many layouts to print"),
                     r.out.constData());
            QVERIFY2(r.out.contains("\n  --lang en|ko"), r.out.constData());
            QVERIFY2(!r.out.contains("simulate FILE.json"), r.out.constData());
        }
        const Run all = goodput({QStringLiteral("help")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(all.out, goodput({QStringLiteral("--help")}).out);
        const Run unknown = goodput({QStringLiteral("help"), QStringLiteral("plann")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown command \"plann\""), unknown.err.constData());
        QCOMPARE(
            goodput({QStringLiteral("help"), QStringLiteral("plan"), QStringLiteral("x")}).exitCode,
            2);
    }
    // Without a command and without a display: a sentence and exit 2, never Qt's abort (134).
    void theAppWithoutADisplaySaysSoAndNamesTheCommands_data() {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("display");
        QTest::newRow("nothing set") << QString() << QString();
        QTest::newRow("a display that is not there")
            << QStringLiteral("xcb") << QStringLiteral(":4711");
    }
    void theAppWithoutADisplaySaysSoAndNamesTheCommands() {
        QFETCH(QString, platform);
        QFETCH(QString, display);
        for (const QStringList& args : {QStringList(), QStringList{QStringLiteral("--lang=en")}}) {
            const Run r = goodput(args, {},
                                  {{QStringLiteral("QT_QPA_PLATFORM"), platform},
                                   {QStringLiteral("DISPLAY"), display},
                                   {QStringLiteral("WAYLAND_DISPLAY"), QString()}});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("goodput: the desktop app needs a display"), r.err.constData());
            QVERIFY2(r.err.contains("these commands need none: bench, calibrate, compare, plan, "
                                    "presets, report, screenshot, search, simulate"),
                     r.err.constData());
        }
    }
    void defaultPlanIsTheChapterExample() {
        const Run r = goodput({QStringLiteral("plan"), QStringLiteral("--default")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* key :
             {"totalFlops", "trainingSeconds", "trainingDays", "gpuHours", "costUsd", "mfu", "hfu",
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
        const Run r = goodput({QStringLiteral("plan"), QStringLiteral("--default"),
                               QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("23.7 days"));
        QVERIFY(r.out.contains("$1.17M"));
        QCOMPARE(goodput({QStringLiteral("plan"), QStringLiteral("--default"),
                          QStringLiteral("--format=xml")})
                     .exitCode,
                 2);
    }
    void planTextNamesWhatLimitsThePlan() {
        const Run r = goodput({QStringLiteral("plan"), QStringLiteral("--default"),
                               QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("What limits this plan"));
        QVERIFY(r.out.contains("MTBF of every part ±30 %"));
        QVERIFY(r.out.contains("price per GPU-hour ±25 %"));
    }
    void sweepGivesTheHandDerivedDaysAndGapsWithReasons() {
        // Compute days 8.4e23 / (n x 4e14) s: 47.47 at 512 GPUs, 23.74 at 1,024; TP 8 x PP 4 = 32
        // does not divide 1,000 GPUs: a gap with its reason, not a zero.
        const Run r = goodput({QStringLiteral("sweep"), QStringLiteral("--default"),
                               QStringLiteral("--x"), QStringLiteral("cluster.gpus=512,1000,1024"),
                               QStringLiteral("--y"), QStringLiteral("computeDays"),
                               QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[QStringLiteral("x")][QStringLiteral("key")].toString(),
                 QStringLiteral("cluster.gpus"));
        QCOMPARE(o[QStringLiteral("y")][QStringLiteral("unit")].toString(), QStringLiteral("days"));
        const QJsonArray points =
            o[QStringLiteral("curves")][0][QStringLiteral("points")].toArray();
        QCOMPARE(points.size(), 3);
        QVERIFY(std::abs(points[0][QStringLiteral("y")].toDouble() - 47.471788) < 1e-5);
        QVERIFY(points[1][QStringLiteral("y")].isNull());
        const QJsonObject reason = points[1][QStringLiteral("reasons")][0].toObject();
        QCOMPARE(reason[QStringLiteral("code")].toString(), QStringLiteral("layout.mismatch"));
        QVERIFY(!reason[QStringLiteral("message")].toString().isEmpty());
        QVERIFY(std::abs(points[2][QStringLiteral("y")].toDouble() - 23.735894) < 1e-5);
        QCOMPARE(points[2][QStringLiteral("reasons")].toArray().size(), 0);
    }
    void sweepTextAndCsvWithAFamily() {
        const Run text =
            goodput({QStringLiteral("sweep"), QStringLiteral("--default"), QStringLiteral("--x"),
                     QStringLiteral("workload.microBatchSize=1:16"), QStringLiteral("--y"),
                     QStringLiteral("memoryPerGpu")});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY(text.out.contains("Memory per GPU (GB)"));
        // A header, then one row per micro-batch 1 to 16 (some are gaps, with their reasons).
        QVERIFY(text.out.contains("\n16 "));
        const Run csv = goodput(
            {QStringLiteral("sweep"), QStringLiteral("--default"), QStringLiteral("--x"),
             QStringLiteral("cluster.gpus=512,1000,1024"), QStringLiteral("--family"),
             QStringLiteral("mfu.assumed=0.2,0.4"), QStringLiteral("--y"),
             QStringLiteral("computeDays"), QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(csv.exitCode == 0, csv.err.constData());
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0].trimmed(), QByteArray("mfu.assumed,cluster.gpus,computeDays,reason"));
        // MFU 0.2 doubles the days: 2 x 23.735894 at 1,024 GPUs.
        QVERIFY(lines[3].startsWith("0.2,1024,47.47178"));
        QVERIFY(lines[2].startsWith("0.2,1000,,"));
    }
    void sweepRefusesBadRequests_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const auto base = [](std::initializer_list<const char*> more) {
            QStringList a{QStringLiteral("sweep"), QStringLiteral("--default")};
            for (const char* m : more) {
                a << QString::fromUtf8(m);
            }
            return a;
        };
        QTest::newRow("unknown key")
            << base({"--x", "workload.nothing=1:2", "--y", "mfu"}) << QStringLiteral("--x");
        QTest::newRow("not a number") << base({"--x", "workload.precision=1:2", "--y", "mfu"})
                                      << QStringLiteral("cannot be swept");
        QTest::newRow("bad range")
            << base({"--x", "cluster.gpus=1:x", "--y", "mfu"}) << QStringLiteral("1:x");
        QTest::newRow("unknown result") << base({"--x", "cluster.gpus=512,1024", "--y", "speed"})
                                        << QStringLiteral("memoryPerGpu");
        QTest::newRow("no --y") << base({"--x", "cluster.gpus=512,1024"})
                                << QStringLiteral("--y RESULT");
        QTest::newRow("format") << base(
                                       {"--x", "cluster.gpus=512", "--y", "mfu", "--format", "xml"})
                                << QStringLiteral("csv");
    }
    void sweepRefusesBadRequests() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = goodput(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
    void simulateGivesDistributionsReproducibly() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("r.json"), R"({"schemaVersion": 1,
            "reliability": {"parts": [
                {"kind": "gpu", "scope": "gpu", "mtbfHours": 100000, "repairHours": 120},
                {"kind": "software", "scope": "job", "mtbfHours": 48, "replaces": "none"}],
              "hotSpareNodes": 2, "maintenanceIntervalHours": 48}})");
        const QStringList args = {QStringLiteral("simulate"), path,
                                  QStringLiteral("--runs"),   QStringLiteral("500"),
                                  QStringLiteral("--seed"),   QStringLiteral("7")};
        const Run a = goodput(args);
        QCOMPARE(a.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(a.out).object();
        for (const char* key :
             {"wallClockDays", "costUsd", "goodput", "failures", "lostTime", "analytic",
              "simulatedOptimalIntervalSeconds", "intervalSweep", "failuresByKind"}) {
            QVERIFY2(o.contains(QLatin1String(key)), key);
        }
        const QJsonObject days = o.value(QStringLiteral("wallClockDays")).toObject();
        QVERIFY(days.value(QStringLiteral("p10")).toDouble() <=
                days.value(QStringLiteral("p90")).toDouble());
        QCOMPARE(days.value(QStringLiteral("percentiles")).toArray().size(), 101);
        QCOMPARE(o.value(QStringLiteral("runs")).toInt(), 500);
        QCOMPARE(goodput(args).out, a.out); // same seed, same bytes
        const Run text = goodput({QStringLiteral("simulate"), QStringLiteral("--default"),
                                  QStringLiteral("--runs"), QStringLiteral("200"),
                                  QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("P90"));
        QVERIFY(text.out.contains("Simulated optimum"));
        QVERIFY(text.out.contains("Monte-Carlo simulation: 200 runs, seed 1"));
        // One run is one, not "1 runs".
        const Run one =
            goodput({QStringLiteral("simulate"), QStringLiteral("--default"),
                     QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--no-sweep"),
                     QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(one.exitCode, 0);
        QVERIFY2(one.out.contains("Monte-Carlo simulation: 1 run, seed 1"), one.out.constData());
    }
    void simulateRejectsBadOptions() {
        const auto run = [](const QString& option, const QString& value) {
            return goodput(
                {QStringLiteral("simulate"), QStringLiteral("--default"), option, value});
        };
        Run r = run(QStringLiteral("--runs"), QStringLiteral("0"));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--runs"));
        r = run(QStringLiteral("--runs"), QStringLiteral("ten"));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        // A whole number past what an int holds was "not a whole number": it is above the
        // maximum, like any other too large count.
        for (const QString& huge : {QStringLiteral("2147483648"), QStringLiteral("1e30")}) {
            r = run(QStringLiteral("--runs"), huge);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("above the maximum 1,000,000"), r.err.constData());
        }
        r = run(QStringLiteral("--runs"), QStringLiteral("2.5"));
        QVERIFY2(r.err.contains("must be a whole number"), r.err.constData());
        r = run(QStringLiteral("--seed"), QStringLiteral("-1"));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--seed"));
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, QStringLiteral("bad.json"),
                      R"({"schemaVersion": 1, "reliability": {"hotSpareNodes": -1}})");
        r = goodput({QStringLiteral("simulate"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("reliability.hotSpareNodes"));
    }
    void scenarioFile() {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("s.json"),
            R"({"schemaVersion": 1, "cluster": {"gpus": 2048}, "mfu": {"assumed": 0.5}})");
        const Run r = goodput({QStringLiteral("plan"), path});
        QCOMPARE(r.exitCode, 0);
        // 8.4e23 / (2048 x 1e15 x 0.5) = 820,312.5 s.
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("trainingSeconds"))
                     .toDouble(),
                 820312.5);
    }
    void badInputExitsTwoWithOneLinePerProblem_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("syntax") << QByteArray("{\"schemaVersion\": 1,\n \"cluster\": }")
                                << QStringList{QStringLiteral("line 2")};
        QTest::newRow("two problems")
            << QByteArray(
                   R"({"schemaVersion": 1, "cluster": {"gpus": -1}, "mfu": {"assumed": "high"}})")
            << QStringList{QStringLiteral("mfu.assumed"), QStringLiteral("must be a number")};
        QTest::newRow("range") << QByteArray(R"({"schemaVersion": 1, "cluster": {"gpus": -1}})")
                               << QStringList{QStringLiteral("cluster.gpus"),
                                              QStringLiteral("below the minimum")};
        QTest::newRow("layout") << QByteArray(R"({"schemaVersion": 1, "layout": {"tp": 3}})")
                                << QStringList{QStringLiteral("layout:")};
        QTest::newRow("nan-like") << QByteArray(
                                         R"({"schemaVersion": 1, "workload": {"tokens": 1e999}})")
                                  << QStringList{QStringLiteral("finite")};
        QTest::newRow("version") << QByteArray(R"({"schemaVersion": 99})")
                                 << QStringList{QStringLiteral("schemaVersion")};
        QTest::newRow("not object")
            << QByteArray("[1, 2]") << QStringList{QStringLiteral("must be an object")};
        // Messages that say what is wrong (issue 15): whole numbers in full, an exclusive minimum
        // as such, a duplicate key by its path, an empty file as empty.
        QTest::newRow("huge count")
            << QByteArray(R"({"schemaVersion": 1, "cluster": {"gpus": 2147483648}})")
            << QStringList{QStringLiteral("2,147,483,648 is above the maximum 10,000,000")};
        QTest::newRow("zero tokens")
            << QByteArray(R"({"schemaVersion": 1, "workload": {"tokens": 0}})")
            << QStringList{QStringLiteral("workload.tokens: must be more than 0")};
        QTest::newRow("duplicate key")
            << QByteArray(R"({"schemaVersion": 1, "cluster": {"gpus": 8}, "cluster": {}})")
            << QStringList{QStringLiteral("cluster: given twice in one object")};
        QTest::newRow("empty") << QByteArray("\n")
                               << QStringList{QStringLiteral("the file is empty")};
        // A huge number in a message as the app writes it, never C's "1E+16" (issue 15, hostile
        // pass: an architecture of 2.2e24 parameters read "2.2116693883472192E+24 is above the
        // maximum 1E+16").
        QTest::newRow("huge parameters")
            << QByteArray(R"({"schemaVersion": 1, "workload": {"parameters": 2.5e24}})")
            << QStringList{QStringLiteral("2.5e24 is above the maximum 1e16")};
        QTest::newRow("tiny MFU")
            << QByteArray(R"({"schemaVersion": 1, "mfu": {"assumed": 1e-300}})")
            << QStringList{QStringLiteral("1e-300 is below the minimum 1e-4")};
    }
    void badInputExitsTwoWithOneLinePerProblem() {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        const Run r =
            goodput({QStringLiteral("plan"), writeFile(dir, QStringLiteral("bad.json"), content)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        for (const QString& e : expected) {
            QVERIFY2(r.err.contains(e.toUtf8()), r.err.constData());
        }
        QVERIFY(!r.err.contains("nan") && !r.err.contains("inf "));
    }
    void aRunThatNeverFinishesIsOneVerdictEverywhere_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("blamed");
        // Restarts longer than the MTBF; and no hot spare while 18 nodes are away for repair on
        // average (the plan said 80 days, the simulator that no run finished).
        const QByteArray restarts =
            R"({"schemaVersion": 1, "reliability": {"parts": [{"mtbfHours": 20}]}})";
        const QByteArray noSpares = R"({"schemaVersion": 1, "reliability":
            {"hotSpareNodes": 0, "parts": [{"mtbfHours": 500}]}})";
        for (const QString& command : {QStringLiteral("plan"), QStringLiteral("report"),
                                       QStringLiteral("search"), QStringLiteral("simulate")}) {
            QTest::addRow("restarts, %s", qPrintable(command))
                << restarts << command << QStringLiteral("reliability.replacementSeconds");
            QTest::addRow("no spares, %s", qPrintable(command))
                << noSpares << command << QStringLiteral("reliability.hotSpareNodes");
        }
    }
    void aRunThatNeverFinishesIsOneVerdictEverywhere() {
        // plan and report exited 0 with "valid": true and null days while simulate and search
        // exited 2: every command now refuses it alike, naming the key that costs most.
        QFETCH(QByteArray, scenario);
        QFETCH(QString, command);
        QFETCH(QString, blamed);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("never.json"), scenario);
        const QString pdf = dir.filePath(QStringLiteral("never.pdf"));
        QStringList args{command, path};
        if (command == QStringLiteral("report")) {
            args << QStringLiteral("-o") << pdf;
        }
        if (command == QStringLiteral("report") || command == QStringLiteral("simulate")) {
            args << QStringLiteral("--runs") << QStringLiteral("20");
        }
        const Run r = goodput(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("never finishes") && r.err.contains(blamed.toUtf8()),
                 r.err.constData());
        QVERIFY(!QFile::exists(pdf));
    }
    // Issue 14 item 4: every MFU and HFU names the FLOP convention it counts, in the JSON and in
    // the text, and the text's N is the JSON's.
    void flopConventionIsNamedInTextAndJson() {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("m.json"),
            R"({"schemaVersion": 1, "mfu": {"mode": "derived", "flopConvention": "megatron-bridge"}})");
        const Run plan = goodput({QStringLiteral("plan"), path});
        QCOMPARE(plan.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(plan.out).object();
        QCOMPARE(o.value(QStringLiteral("flopConvention")).toString(),
                 QStringLiteral("megatron-bridge"));
        const Run text = goodput(
            {QStringLiteral("plan"), path, QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(text.exitCode, 0);
        const QString out = QString::fromUtf8(text.out);
        // Three significant digits, as the text gives a parameter count: "69.0B".
        const double billions = o.value(QStringLiteral("parameters")).toDouble() / 1e9;
        const QString n =
            QString::number(billions, 'f', std::max(0, 2 - int(std::floor(std::log10(billions))))) +
            QLatin1Char('B');
        QVERIFY2(out.contains(QStringLiteral("Megatron-Bridge, N = ") + n), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("(derived, Megatron-Bridge)")), qPrintable(out));
        QVERIFY2(out.contains(
                     QRegularExpression(QStringLiteral("HFU: +[0-9.]+ % \\(Megatron-Bridge\\)"))),
                 qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral(
                     "Derived MFU / HFU: +[0-9.]+ % / [0-9.]+ % \\(Megatron-Bridge\\)"))),
                 qPrintable(out));
        const Run search =
            goodput({QStringLiteral("search"), path, QStringLiteral("--top"), QStringLiteral("1")});
        QCOMPARE(search.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(search.out)
                     .object()
                     .value(QStringLiteral("flopConvention"))
                     .toString(),
                 QStringLiteral("megatron-bridge"));
        const Run searchText =
            goodput({QStringLiteral("search"), path, QStringLiteral("--top"), QStringLiteral("1"),
                     QStringLiteral("--format"), QStringLiteral("text")});
        QVERIFY2(QString::fromUtf8(searchText.out)
                     .contains(QRegularExpression(QStringLiteral(
                         "MFU / HFU: +[0-9.]+ % / [0-9.]+ % \\(Megatron-Bridge\\)"))),
                 searchText.out.constData());
        // A file with the old boolean plans as the convention it meant, with the same numbers.
        const QString old =
            writeFile(dir, QStringLiteral("old.json"),
                      R"({"schemaVersion": 1, "workload": {"attentionFlops": true}})");
        const QString renamed =
            writeFile(dir, QStringLiteral("new.json"),
                      R"({"schemaVersion": 1, "mfu": {"flopConvention": "6N+attention"}})");
        const QJsonObject a =
            QJsonDocument::fromJson(goodput({QStringLiteral("plan"), old}).out).object();
        const QJsonObject b =
            QJsonDocument::fromJson(goodput({QStringLiteral("plan"), renamed}).out).object();
        QCOMPARE(a.value(QStringLiteral("flopConvention")).toString(),
                 QStringLiteral("6N+attention"));
        for (const char* key : {"modelFlopsPerToken", "hfu", "trainingDays", "costUsd"}) {
            QCOMPARE(a.value(QLatin1String(key)).toDouble(),
                     b.value(QLatin1String(key)).toDouble());
        }
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
        QCOMPARE(o.value(QStringLiteral("mfu")).toDouble(),
                 o.value(QStringLiteral("derivedMfu")).toDouble());
        const QJsonObject step = o.value(QStringLiteral("step")).toObject();
        QVERIFY(step.value(QStringLiteral("stepTime"))
                    .toObject()
                    .contains(QStringLiteral("bubbleSeconds")));
        QVERIFY(step.value(QStringLiteral("memory")).toObject().contains(QStringLiteral("fits")));

        const Run search =
            goodput({QStringLiteral("search"), path, QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(search.exitCode, 0);
        const QJsonObject sr = QJsonDocument::fromJson(search.out).object();
        QCOMPARE(sr.value(QStringLiteral("ranked")).toArray().size(), 3);
        QVERIFY(sr.value(QStringLiteral("ranked"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .contains(QStringLiteral("wallClockDays")));
        const Run text = goodput({QStringLiteral("search"), QStringLiteral("--default"),
                                  QStringLiteral("--format"), QStringLiteral("text"),
                                  QStringLiteral("--top"), QStringLiteral("2")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("#2 TP"));
        QCOMPARE(
            goodput({QStringLiteral("search"), path, QStringLiteral("--top"), QStringLiteral("0")})
                .exitCode,
            2);
        QCOMPARE(goodput({QStringLiteral("search"), path, QStringLiteral("--rank"),
                          QStringLiteral("speed")})
                     .exitCode,
                 2);
        // A layout that does not fit the architecture: exit 2, the field named.
        const QString bad = writeFile(
            dir, QStringLiteral("b.json"),
            R"({"schemaVersion": 1, "mfu": {"mode": "derived"}, "layout": {"tp": 16, "pp": 1},
                                          "workload": {"architecture": {"attentionHeads": 24}}})");
        const Run b = goodput({QStringLiteral("plan"), bad});
        QCOMPARE(b.exitCode, 2);
        QVERIFY(b.err.contains("layout.tp"));
    }
    void presetsListEveryShippedPreset() {
        const Run text = goodput({QStringLiteral("presets")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.err.isEmpty());
        for (const char* expected : {"nvidia-h100-sxm", "BF16 dense", "989 TFLOP/s", "1.98 PFLOP/s",
                                     "450 GB/s", "400 Gb/s", "$2.49/h", "llama-3.1-405b", "n/p"}) {
            QVERIFY2(text.out.contains(expected), expected);
        }
        QVERIFY(!text.out.contains("GiB")); // HBM in one unit, GB, down the whole column

        const Run json = goodput(
            {QStringLiteral("presets"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(json.out).array();
        const QDir shipped(QStringLiteral(GOODPUT_PRESETS_DIR));
        const auto count = [&](const char* folder) {
            return QDir(shipped.filePath(QLatin1String(folder)))
                .entryList({QStringLiteral("*.json")}, QDir::Files)
                .size();
        };
        QCOMPARE(list.size(), count("hardware") + count("models") + count("reliability"));
        const auto h100 = std::find_if(list.begin(), list.end(), [](const QJsonValue& v) {
            return v[QStringLiteral("id")].toString() == QStringLiteral("nvidia-h100-sxm");
        });
        QVERIFY(h100 != list.end());
        QCOMPARE((*h100)[QStringLiteral("origin")].toString(), QStringLiteral("shipped"));
        QCOMPARE((*h100)[QStringLiteral("preset")][QStringLiteral("peakBf16Tflops")].toDouble(),
                 989.4);

        const Run models =
            goodput({QStringLiteral("presets"), QStringLiteral("--kind"), QStringLiteral("model")});
        QCOMPARE(models.exitCode, 0);
        QVERIFY(models.out.contains("deepseek-v3") && !models.out.contains("nvidia-h100-sxm"));
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("--kind=gpu")}).exitCode, 2);

        const Run failures = goodput(
            {QStringLiteral("presets"), QStringLiteral("--kind"), QStringLiteral("reliability")});
        QCOMPARE(failures.exitCode, 0);
        QVERIFY(failures.out.contains("meta-llama3-h100") && failures.out.contains("part kinds") &&
                !failures.out.contains("deepseek-v3"));
    }
    void presetsShowOne() {
        const Run r = goodput(
            {QStringLiteral("presets"), QStringLiteral("show"), QStringLiteral("google-tpu-v4")});
        QCOMPARE(r.exitCode, 0);
        for (const char* expected :
             {"275 TFLOP/s", "none (no FP8 units)", "34.4 GB (published as 32.0 GiB)",
              "Missing (not published): scaleUp.bandwidthGBps", "matmulEfficiency",
              "Sources:", "Google Cloud TPU v4 documentation"}) {
            QVERIFY2(r.out.contains(expected), expected);
        }
        const Run json =
            goodput({QStringLiteral("presets"), QStringLiteral("show"),
                     QStringLiteral("nvidia-h100-sxm"), QStringLiteral("--format=json")});
        QCOMPARE(json.exitCode, 0);
        QFile file(QStringLiteral(GOODPUT_PRESETS_DIR "/hardware/nvidia-h100-sxm.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(json.out, file.readAll()); // the file itself
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("show"),
                          QStringLiteral("nvidia-h1000")})
                     .exitCode,
                 2);
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("frob")}).exitCode, 2);

        // A reliability preset: each part kind with its MTBF and restart path.
        const Run failures = goodput({QStringLiteral("presets"), QStringLiteral("show"),
                                      QStringLiteral("meta-llama3-h100")});
        QCOMPARE(failures.exitCode, 0);
        for (const char* expected :
             {"reliability, shipped", "gpu: 1 per GPU, MTBF 108", "software: 1 per job",
              "restart in place", "Planned maintenance", "arXiv:2407.21783"}) {
            QVERIFY2(failures.out.contains(expected), expected);
        }
    }
    void planWithAPresetAndSingleFieldOverrides() {
        // H100 with its BF16 peak overridden to 1,000 TFLOP/s, Llama 3.1 70B, 2,048 GPUs at MFU
        // 0.4: 6 N D = 6 x 70,553,706,496 x 15e12 = 6.34983358464e24 FLOP (N and D from the model
        // preset); time = 6.34983358464e24 / (2048 x 1e15 x 0.4) = 7,751,261.7 s; GPU-hours = 2048
        // x that / 3600 = 4,409,606.656; cost at the preset's $2.49 = $10,979,920.57.
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("s.json"), R"({"schemaVersion": 1,
            "hardware": {"preset": "nvidia-h100-sxm", "peakBf16Tflops": 1000},
            "workload": {"preset": "llama-3.1-70b"}, "mfu": {"assumed": 0.4}, "cluster": {"gpus": 2048}})");
        const Run r = goodput({QStringLiteral("plan"), path});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("totalFlops")).toDouble(), 6.34983358464e24);
        QVERIFY(std::abs(o.value(QStringLiteral("trainingSeconds")).toDouble() - 7751261.7) < 1e-3);
        QVERIFY(std::abs(o.value(QStringLiteral("costUsd")).toDouble() - 10979920.57344) < 1e-3);

        // A preset with unpublished values stops the plan and says which value to give.
        const Run tpu = goodput(
            {QStringLiteral("plan"),
             writeFile(dir, QStringLiteral("t.json"),
                       R"({"schemaVersion": 1, "hardware": {"preset": "google-tpu-v4"}})")});
        QCOMPARE(tpu.exitCode, 2);
        QVERIFY(tpu.err.contains("hardware.scaleUp.bandwidthGBps: not published"));
    }
    void importExportAndPlanWithOwnHardware() {
        QTemporaryDir home;
        QTemporaryDir dir;
        // A user's accelerator: the H100 file under a new id with a 500 TFLOP/s peak.
        QFile h100(QStringLiteral(GOODPUT_PRESETS_DIR "/hardware/nvidia-h100-sxm.json"));
        QVERIFY(h100.open(QIODevice::ReadOnly));
        QByteArray mine = h100.readAll();
        mine.replace("\"id\": \"nvidia-h100-sxm\"", "\"id\": \"my-gpu\"");
        mine.replace("\"peakBf16Tflops\": 989.4", "\"peakBf16Tflops\": 500");
        mine.replace("\"peakFp8Tflops\": 1979", "\"peakFp8Tflops\": 1000");
        const QString source = writeFile(dir, QStringLiteral("anything.json"), mine);
        const Run imported =
            goodput({QStringLiteral("presets"), QStringLiteral("import"), source}, home.path());
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        // The folder the desktop app reads too (views::setApplicationIdentity, PresetStore).
        const QString target =
            home.filePath(QStringLiteral("Goodput/goodput/presets/hardware/my-gpu.json"));
        QVERIFY(imported.out.contains(target.toUtf8()));
        QFile copy(target);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), mine); // copied byte for byte

        const Run listed = goodput({QStringLiteral("presets")}, home.path());
        QVERIFY(listed.out.contains("my-gpu") && listed.out.contains("user"));
        // 8.4e23 / (1024 x 500e12 x 0.5) = 3,281,250 s.
        const Run plan = goodput(
            {QStringLiteral("plan"),
             writeFile(
                 dir, QStringLiteral("s.json"),
                 R"({"schemaVersion": 1, "hardware": {"preset": "my-gpu"}, "mfu": {"assumed": 0.5}})")},
            home.path());
        QVERIFY2(plan.exitCode == 0, plan.err.constData());
        QCOMPARE(QJsonDocument::fromJson(plan.out)
                     .object()
                     .value(QStringLiteral("trainingSeconds"))
                     .toDouble(),
                 3281250.0);

        // Importing it again is refused, unless asked to replace; a shipped id never is taken.
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("import"), source}, home.path())
                     .exitCode,
                 2);
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("import"), source,
                          QStringLiteral("--replace")},
                         home.path())
                     .exitCode,
                 0);
        const Run shippedId = goodput(
            {QStringLiteral("presets"), QStringLiteral("import"), h100.fileName()}, home.path());
        QCOMPARE(shippedId.exitCode, 2);
        QVERIFY2(shippedId.err.contains("already taken"), shippedId.err.constData());

        // A broken file is refused with its line and column; nothing is written.
        const QString broken =
            writeFile(dir, QStringLiteral("broken.json"), mine.left(mine.size() / 2));
        const Run bad =
            goodput({QStringLiteral("presets"), QStringLiteral("import"), broken}, home.path());
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(broken.toUtf8()) && bad.err.contains("line"),
                 bad.err.constData());
        QCOMPARE(QDir(home.filePath(QStringLiteral("Goodput/goodput/presets/hardware")))
                     .entryList(QDir::Files)
                     .size(),
                 1);

        // Export writes the preset's file as it is.
        const QString out = dir.filePath(QStringLiteral("out.json"));
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("export"),
                          QStringLiteral("nvidia-h100-sxm"), QStringLiteral("-o"), out})
                     .exitCode,
                 0);
        QFile exported(out);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        h100.seek(0);
        QCOMPARE(exported.readAll(), h100.readAll());
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("export"),
                          QStringLiteral("nvidia-h100-sxm")})
                     .exitCode,
                 2);
    }
    void brokenUserPresetNeverStopsACommand() {
        QTemporaryDir home;
        QDir().mkpath(home.filePath(QStringLiteral("Goodput/goodput/presets/hardware")));
        const QString broken =
            writeFile(home, QStringLiteral("Goodput/goodput/presets/hardware/half.json"),
                      "{\"formatVersion\": 1, \"ki");
        const Run list = goodput({QStringLiteral("presets")}, home.path());
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("nvidia-h100-sxm"));
        QCOMPARE(list.err.count('\n'), 1); // reported once, naming the file
        QVERIFY2(list.err.contains(broken.toUtf8()) && list.err.contains("not loaded"),
                 list.err.constData());
        QTemporaryDir dir;
        const Run plan = goodput(
            {QStringLiteral("plan"),
             writeFile(dir, QStringLiteral("s.json"),
                       R"({"schemaVersion": 1, "hardware": {"preset": "nvidia-h100-sxm"}})")},
            home.path());
        QCOMPARE(plan.exitCode, 0);
        QVERIFY(plan.err.contains("half.json"));
    }
    void newerSchemaIsRefusedWithAClearMessage() {
        // A file from a newer Goodput is refused whole, in one line that says why, not half-read.
        QTemporaryDir dir;
        const Run r =
            goodput({QStringLiteral("plan"),
                     writeFile(dir, QStringLiteral("future.json"),
                               R"({"schemaVersion": 2, "cluster": {"gpus": 4096}, "newKey": 1})")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(
                     "future.json: schemaVersion: written by a newer or unknown format version 2 "
                     "(this Goodput reads version 1); nothing was loaded"),
                 r.err.constData());
    }
    // -o naming one of the command's own inputs, in any spelling, is refused before anything is
    // read or written: the input stays byte for byte.
    void anOutputThatIsAnInputIsRefused() {
        QTemporaryDir dir;
        QFile log(QStringLiteral(GOODPUT_TEST_DATA "/nccl/h100-8gpu-all_reduce.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray measurement = log.readAll();
        const QString x = writeFile(dir, QStringLiteral("X.log"), measurement);
        const QByteArray scenarioText = R"({"schemaVersion": 1})";
        const QString s = writeFile(dir, QStringLiteral("s.json"), scenarioText);
        QVERIFY(QFile::link(x, dir.filePath(QStringLiteral("link.log"))));
        const QString sameX = dir.path() + QStringLiteral("/./X.log");
        const QString o = QStringLiteral("-o");
        for (const QStringList& args : {
                 QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl"), x,
                             QStringLiteral("--tier"), QStringLiteral("scale-up"), o, x},
                 QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl"), x,
                             QStringLiteral("--tier"), QStringLiteral("scale-up"), o, sameX},
                 QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl"),
                             dir.filePath(QStringLiteral("link.log")), QStringLiteral("--tier"),
                             QStringLiteral("scale-up"), QStringLiteral("--output"), x},
                 QStringList{QStringLiteral("calibrate"), QStringLiteral("step"), s,
                             QStringLiteral("--step-seconds"), QStringLiteral("10"), o, s},
                 QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl"), x,
                             QStringLiteral("--tier"), QStringLiteral("scale-up"),
                             QStringLiteral("--preset"), s, o, s},
                 QStringList{QStringLiteral("report"), s, o, s},
             }) {
            const Run r = goodput(args);
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(QLatin1Char(' '))));
            QVERIFY2(r.err.contains("is also an input of this command"), r.err.constData());
            QCOMPARE(readBytes(x), measurement);
            QCOMPARE(readBytes(s), scenarioText);
        }
    }

    // A screenshot to a name that is no image format is refused before the file is touched.
    void aScreenshotNeedsAnImageName() {
        QTemporaryDir dir;
        const QString notes = writeFile(dir, QStringLiteral("notes.txt"), "my notes\n");
        const Run r = goodput({QStringLiteral("screenshot"), notes});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("the name must end in an image format: ") && r.err.contains("png"),
                 r.err.constData());
        QCOMPARE(readBytes(notes), QByteArray("my notes\n"));
        const Run huge =
            goodput({QStringLiteral("screenshot"), dir.filePath(QStringLiteral("a.png")),
                     QStringLiteral("--size"), QStringLiteral("100000x100000")});
        QCOMPARE(huge.exitCode, 2);
        QVERIFY2(huge.err.contains("--size must be WIDTHxHEIGHT from 320x240 to 7680x4320"),
                 huge.err.constData());
        // A chart page that does not exist, a scenario that does not read: bad input (2), and no
        // image (issue 15, hostile pass: --chart 99999 showed the first page and exited 0; an
        // unreadable --scenario exited 1 like a full disk).
        const QString png = dir.filePath(QStringLiteral("b.png"));
        const Run page = goodput({QStringLiteral("screenshot"), png, QStringLiteral("--chart"),
                                  QStringLiteral("99999")});
        QCOMPARE(page.exitCode, 2);
        QVERIFY2(page.err.contains("--chart must be a page from 0 to "), page.err.constData());
        const Run scenario =
            goodput({QStringLiteral("screenshot"), png, QStringLiteral("--scenario"),
                     dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(scenario.exitCode, 2);
        QVERIFY(!QFile::exists(png));
    }

    // An export to a pipe (or /dev/stdout) writes into it; the pipe is never replaced by a file.
    void anExportToAPipeWritesIntoIt() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QVERIFY(mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const int reader = open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        const Run r = goodput({QStringLiteral("presets"), QStringLiteral("export"),
                               QStringLiteral("nvidia-h100-sxm"), QStringLiteral("-o"), fifo});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QByteArray got(1 << 16, '\0');
        const ssize_t n = read(reader, got.data(), got.size());
        close(reader);
        QVERIFY(n > 0 && got.left(n).contains("\"nvidia-h100-sxm\""));
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    }

    // Imports of one id at once, without --replace: exactly one is saved, whole; the others are
    // told the id is taken.
    void concurrentImportsOfOneIdSaveOne() {
        QTemporaryDir home;
        QTemporaryDir dir;
        QFile h100(QStringLiteral(GOODPUT_PRESETS_DIR "/hardware/nvidia-h100-sxm.json"));
        QVERIFY(h100.open(QIODevice::ReadOnly));
        const QByteArray original = h100.readAll();
        constexpr int kImports = 8;
        std::vector<std::unique_ptr<QProcess>> processes;
        std::vector<QByteArray> contents;
        for (int i = 0; i < kImports; ++i) {
            QByteArray mine = original;
            mine.replace("\"id\": \"nvidia-h100-sxm\"", "\"id\": \"race\"");
            mine.replace("\"peakBf16Tflops\": 989.4",
                         "\"peakBf16Tflops\": " + QByteArray::number(500 + i));
            contents.push_back(mine);
            auto p = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
            p->setProcessEnvironment(env);
            p->setProgram(QStringLiteral(GOODPUT_BIN));
            p->setArguments({QStringLiteral("presets"), QStringLiteral("import"),
                             writeFile(dir, QStringLiteral("p%1.json").arg(i), mine)});
            processes.push_back(std::move(p));
        }
        for (auto& p : processes) {
            p->start();
        }
        int saved = 0;
        for (auto& p : processes) {
            QVERIFY(p->waitForFinished(60000));
            if (p->exitCode() == 0) {
                ++saved;
            } else {
                QCOMPARE(p->exitCode(), 2);
            }
        }
        QCOMPARE(saved, 1);
        const QByteArray stored =
            readBytes(home.filePath(QStringLiteral("Goodput/goodput/presets/hardware/race.json")));
        QVERIFY(std::find(contents.begin(), contents.end(), stored) != contents.end());
    }

    // English text is written with English digits whatever the region: a German system once got
    // "23,7 days" and "1.024 GPUs" in English sentences.
    void englishTextUsesEnglishDigitsInAnyRegion() {
        const QList<QPair<QString, QString>> german = {
            {QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8")},
            {QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8")},
            {QStringLiteral("LANGUAGE"), QString()}};
        const Run r = goodput({QStringLiteral("plan"), QStringLiteral("--default"),
                               QStringLiteral("--format"), QStringLiteral("text"),
                               QStringLiteral("--lang"), QStringLiteral("en")},
                              {}, german);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("23.7 days") && r.out.contains("$1.17M"), r.out.constData());
        QVERIFY(!r.out.contains("23,7"));
    }

    // Every command: an option it does not take, or an argument beyond those it reads, is bad
    // input (exit 2), never silently ignored.
    void unknownOptionsAndExtraArgumentsExitTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString s = QStringLiteral(GOODPUT_TEST_DATA "/report-all-options.json");
        QTest::newRow("simulate --run")
            << QStringList{QStringLiteral("simulate"), QStringLiteral("--default"),
                           QStringLiteral("--run"), QStringLiteral("5")}
            << "simulate takes no option --run";
        QTest::newRow("--fromat") << QStringList{QStringLiteral("plan"),
                                                 QStringLiteral("--default"),
                                                 QStringLiteral("--fromat"), QStringLiteral("text")}
                                  << "plan takes no option --fromat";
        QTest::newRow("plan -o") << QStringList{QStringLiteral("plan"), s, QStringLiteral("-o"),
                                                QStringLiteral("x.json")}
                                 << "plan takes no option -o";
        QTest::newRow("two scenarios")
            << QStringList{QStringLiteral("plan"), s, s} << "plan: unexpected argument";
        QTest::newRow("a file and --default")
            << QStringList{QStringLiteral("search"), QStringLiteral("--default"), s}
            << "search: unexpected argument";
        QTest::newRow("one file twice") << QStringList{QStringLiteral("calibrate"),
                                                       QStringLiteral("step"),
                                                       s,
                                                       QStringLiteral("--preset"),
                                                       s,
                                                       QStringLiteral("--step-seconds"),
                                                       QStringLiteral("1")}
                                        << "is given twice";
        QTest::newRow("simulate two files")
            << QStringList{QStringLiteral("simulate"), s, s} << "simulate: unexpected argument";
        QTest::newRow("presets show two ids")
            << QStringList{QStringLiteral("presets"), QStringLiteral("show"), QStringLiteral("a"),
                           QStringLiteral("b")}
            << "presets: unexpected argument";
        QTest::newRow("presets --top")
            << QStringList{QStringLiteral("presets"), QStringLiteral("--top"), QStringLiteral("3")}
            << "presets takes no option --top";
        // Several files make a comparison report; one file twice compares nothing.
        QTest::newRow("report one file twice")
            << QStringList{QStringLiteral("report"), s, s, QStringLiteral("-o"),
                           QStringLiteral("x.pdf")}
            << "is given twice";
        QTest::newRow("compare --top") << QStringList{QStringLiteral("compare"), s,
                                                      QStringLiteral("--top"), QStringLiteral("3")}
                                       << "compare takes no option --top";
        QTest::newRow("report --format")
            << QStringList{QStringLiteral("report"),   s,
                           QStringLiteral("--format"), QStringLiteral("text"),
                           QStringLiteral("-o"),       QStringLiteral("x.pdf")}
            << "report takes no option --format";
        QTest::newRow("screenshot two files")
            << QStringList{QStringLiteral("screenshot"), QStringLiteral("a.png"),
                           QStringLiteral("b.png")}
            << "screenshot: unexpected argument";
        QTest::newRow("bench --runs") << QStringList{QStringLiteral("bench"), QStringLiteral("gui"),
                                                     QStringLiteral("--runs"), QStringLiteral("3")}
                                      << "bench takes no option --runs";
        QTest::newRow("calibrate step two files")
            << QStringList{QStringLiteral("calibrate"),
                           QStringLiteral("step"),
                           s,
                           QStringLiteral(GOODPUT_TEST_DATA "/calibrate/llama8b-h100-64gpu.json"),
                           QStringLiteral("--step-seconds"),
                           QStringLiteral("1")}
            << "calibrate step: unexpected argument";
        // Options given twice, an empty value, a flag with a value (issue 15, hostile pass): each
        // was silently read as something (the last value, the default, the flag set).
        QTest::newRow("--runs twice")
            << QStringList{QStringLiteral("simulate"), QStringLiteral("--default"),
                           QStringLiteral("--runs"),   QStringLiteral("5"),
                           QStringLiteral("--runs"),   QStringLiteral("10")}
            << "option --runs is given twice";
        QTest::newRow("-o and --output")
            << QStringList{QStringLiteral("report"),   QStringLiteral("--default"),
                           QStringLiteral("-o"),       QStringLiteral("a.pdf"),
                           QStringLiteral("--output"), QStringLiteral("b.pdf")}
            << "option --output is given twice";
        QTest::newRow("--format=")
            << QStringList{QStringLiteral("plan"), QStringLiteral("--default"),
                           QStringLiteral("--format=")}
            << "option --format needs a value";
        QTest::newRow("--format \"\"")
            << QStringList{QStringLiteral("search"), QStringLiteral("--default"),
                           QStringLiteral("--top"), QString()}
            << "option --top needs a value";
        QTest::newRow("--no-sweep=no")
            << QStringList{QStringLiteral("simulate"), QStringLiteral("--default"),
                           QStringLiteral("--no-sweep=no")}
            << "option --no-sweep takes no value";
        // Bounded work: 2^31 steps of the GUI bench once ran for weeks.
        QTest::newRow("bench --steps 2^31 - 1")
            << QStringList{QStringLiteral("bench"), QStringLiteral("gui"),
                           QStringLiteral("--steps"), QStringLiteral("2147483647")}
            << "--steps must be a whole number from 1 to 10,000";
        // After --, every argument is a file: --default here is a file name, not the option.
        QTest::newRow("after --") << QStringList{QStringLiteral("plan"), QStringLiteral("--"),
                                                 QStringLiteral("--default")}
                                  << "--default: cannot be read";
        QTest::newRow("calibrate --top")
            << QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl"), s,
                           QStringLiteral("--top"), QStringLiteral("1")}
            << "calibrate takes no option --top";
    }
    void unknownOptionsAndExtraArgumentsExitTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = goodput(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // Only files are read (issue 15, hostile pass): a pipe without a writer once blocked `plan`
    // for ever and /dev/zero read as "a file of 4,194,305 bytes"; the path is named once, by
    // every command (validate once printed "/tmp: /tmp: cannot be read").
    void inputsThatAreNotFilesAreRefusedAtOnce_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString zero = QStringLiteral("/dev/zero");
        QTest::newRow("plan, /dev/zero")
            << QStringList{QStringLiteral("plan"), zero} << "/dev/zero: is a device or a socket";
        QTest::newRow("calibrate nccl, /dev/zero")
            << QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl"), zero,
                           QStringLiteral("--tier"), QStringLiteral("scale-up")}
            << "/dev/zero: is a device or a socket";
        QTest::newRow("presets import, /dev/null")
            << QStringList{QStringLiteral("presets"), QStringLiteral("import"),
                           QStringLiteral("/dev/null")}
            << "/dev/null: is a device or a socket";
        QTest::newRow("validate, /dev/zero") << QStringList{QStringLiteral("validate"), zero}
                                             << "/dev/zero: is a device or a socket";
        QTest::newRow("validate, a folder")
            << QStringList{QStringLiteral("validate"), QStringLiteral("@DIR@")}
            << "goodput: @DIR@: cannot be read";
        QTest::newRow("calibrate step, a folder")
            << QStringList{QStringLiteral("calibrate"), QStringLiteral("step"),
                           QStringLiteral("@DIR@"), QStringLiteral("--step-seconds"),
                           QStringLiteral("1")}
            << "goodput: @DIR@: cannot be read";
    }
    void inputsThatAreNotFilesAreRefusedAtOnce() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("folder.json"));
        QVERIFY(QDir().mkdir(folder));
        for (QString& a : args) {
            a.replace(QStringLiteral("@DIR@"), folder);
        }
        message.replace(QStringLiteral("@DIR@"), folder);
        QElapsedTimer clock;
        clock.start();
        const Run r = goodput(args);
        QVERIFY2(clock.elapsed() < 30000, "blocked on the device");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY2(r.err.count(QFile::encodeName(folder)) <= 1, r.err.constData());
    }
    // A pipe is read like a file: `cat s.json | goodput plan /dev/stdin`, `plan <(jq ...)`.
    void aPipeIsReadLikeAFile() {
        QProcess p;
        p.start(QStringLiteral(GOODPUT_BIN), {QStringLiteral("plan"), QStringLiteral("/dev/stdin"),
                                              QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(p.waitForStarted());
        p.write("{\"schemaVersion\": 1, \"name\": \"piped\"}");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().contains("\"piped\""));
    }

    // `goodput search s.json > out.txt` on a full disk left an empty file and exited 0: what a
    // command prints to standard output is checked once flushed, and a failure is an error.
    void aFullDiskOnStandardOutputIsAnError() {
        for (const QStringList& args :
             {QStringList{QStringLiteral("plan"), QStringLiteral("--default")},
              QStringList{QStringLiteral("help")}}) {
            QProcess p;
            p.setStandardOutputFile(QStringLiteral("/dev/full"));
            p.start(QStringLiteral(GOODPUT_BIN), args);
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QCOMPARE(p.exitCode(), 1);
            const QByteArray err = p.readAllStandardError();
            QVERIFY2(err.contains("standard output") && err.contains("No space left"),
                     err.constData());
        }
    }

    // Under a file-size limit (`ulimit -f`, a quota enforced the same way) the kernel killed a
    // report half-written with SIGXFSZ: no message, and a hidden temporary file left beside the
    // old report. The write fails instead, with the reason, and nothing new is left.
    void aFileSizeLimitIsAnErrorNotAKill() {
        QTemporaryDir dir;
        const QString pdf = writeFile(dir, QStringLiteral("r.pdf"), "old report");
        QProcess p;
        p.setChildProcessModifier([] {
            const rlimit limit{4096, 4096};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
        p.start(QStringLiteral(GOODPUT_BIN),
                {QStringLiteral("report"), QStringLiteral("--default"), QStringLiteral("-o"), pdf});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("File too large"), err.constData());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"r.pdf"});
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old report"));
    }

    // `report --default s.json -o r.pdf` wrote the default's report and exited 0, s.json unread;
    // plan, search and simulate refused the pair. Every command refuses it, and writes nothing.
    void aFileAndDefaultTogetherAreRefused() {
        QTemporaryDir dir;
        const QString s = writeFile(dir, QStringLiteral("s.json"), R"({"schemaVersion": 1})");
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        for (const QString& command : {QStringLiteral("plan"), QStringLiteral("search"),
                                       QStringLiteral("simulate"), QStringLiteral("report")}) {
            QStringList args{command, QStringLiteral("--default"), s};
            if (command == QStringLiteral("report")) {
                args << QStringLiteral("-o") << pdf;
            }
            const Run r = goodput(args);
            QVERIFY2(r.exitCode == 2, qPrintable(command));
            QVERIFY(r.out.isEmpty());
            QVERIFY(!QFile::exists(pdf));
        }
    }

    // A typo in a swept scenario ("cluster.gpu") was dropped without a word in every format;
    // plan, compare, simulate and report warn of it.
    void sweepWarnsOfUnknownKeys() {
        QTemporaryDir dir;
        const QString s = writeFile(dir, QStringLiteral("typo.json"),
                                    R"({"schemaVersion": 1, "cluster": {"gpu": 64}})");
        for (const QString& format :
             {QStringLiteral("text"), QStringLiteral("csv"), QStringLiteral("json")}) {
            const Run r = goodput({QStringLiteral("sweep"), s, QStringLiteral("--x"),
                                   QStringLiteral("cluster.gpus=64:128:3"), QStringLiteral("--y"),
                                   QStringLiteral("mfu"), QStringLiteral("--format"), format});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.contains("warning") && r.err.contains("cluster.gpu") &&
                         r.err.contains("typo.json"),
                     r.err.constData());
        }
    }

    // screenshot --scenario said "the file is empty; nothing was loaded" without the file.
    void screenshotNamesTheScenarioFile() {
        QTemporaryDir dir;
        const QString empty = writeFile(dir, QStringLiteral("empty.json"), "");
        const Run r =
            goodput({QStringLiteral("screenshot"), dir.filePath(QStringLiteral("s.png")),
                     QStringLiteral("--scenario"), empty},
                    {}, {{QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")}});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QFile::encodeName(empty) + ": "), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("s.png"))));
    }

    // An escape sequence in a scenario's name or a file name never reaches the terminal raw.
    void controlCharactersNeverReachTheTerminal() {
        QTemporaryDir dir;
        const QString s = writeFile(dir, QStringLiteral("evil\x1b[2J.json"),
                                    "{\"schemaVersion\": 1, \"name\": \"red \\u001b[31m \\u0007 "
                                    "\\u009b \\u202e \\u2066\"}");
        const Run text = goodput(
            {QStringLiteral("plan"), s, QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("red \xEF\xBF\xBD[31m"), text.out.constData());
        const Run missing = goodput({QStringLiteral("plan"), s + QStringLiteral("x")});
        QCOMPARE(missing.exitCode, 2);
        for (const QByteArray& bytes : {text.out, text.err, missing.err}) {
            QVERIFY(!bytes.contains('\x1b') && !bytes.contains('\x07') &&
                    !bytes.contains("\xC2\x9B"));
            // The bidirectional override and isolate (issue 15, hostile pass).
            QVERIFY(!bytes.contains("\xE2\x80\xAE") && !bytes.contains("\xE2\x81\xA6"));
        }
    }

    // import and export: a file that cannot be written is a failure (1) for both, bad input 2.
    void importAndExportFailAlike() {
        QTemporaryDir dir;
        const QString file = writeFile(dir, QStringLiteral("file"), "x");
        const Run exported = goodput({QStringLiteral("presets"), QStringLiteral("export"),
                                      QStringLiteral("nvidia-h100-sxm"), QStringLiteral("-o"),
                                      file + QStringLiteral("/under-a-file.json")});
        QCOMPARE(exported.exitCode, 1);
        QFile h100(QStringLiteral(GOODPUT_PRESETS_DIR "/hardware/nvidia-h100-sxm.json"));
        QVERIFY(h100.open(QIODevice::ReadOnly));
        QByteArray mine = h100.readAll();
        mine.replace("\"id\": \"nvidia-h100-sxm\"", "\"id\": \"mine\"");
        const QString source = writeFile(dir, QStringLiteral("mine.json"), mine);
        // The user's preset folder under a regular file: unwritable, root included.
        const Run imported =
            goodput({QStringLiteral("presets"), QStringLiteral("import"), source}, file);
        QCOMPARE(imported.exitCode, 1);
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("import"),
                          dir.filePath(QStringLiteral("none.json"))})
                     .exitCode,
                 2);
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("export"),
                          QStringLiteral("no-such-id"), QStringLiteral("-o"),
                          dir.filePath(QStringLiteral("x.json"))})
                     .exitCode,
                 2);
    }

    // Issue 18: up to six scenarios side by side, as text, JSON and CSV.
    void compareTwoScenariosInEveryFormat() {
        QTemporaryDir dir;
        const QString a = writeFile(dir, QStringLiteral("h100.json"), R"({"schemaVersion": 1,
            "name": "A"})");
        const QString b = writeFile(dir, QStringLiteral("twice.json"), R"({"schemaVersion": 1,
            "name": "B", "cluster": {"gpus": 2048}})");
        const Run text = goodput({QStringLiteral("compare"), a, b});
        QCOMPARE(text.exitCode, 0);
        const QString out = QString::fromUtf8(text.out);
        for (const char* expected :
             {"h100.json", "twice.json", "Wall-clock days", "GPU-hours", "Goodput", "MFU",
              "System MTBF", "Checkpoint interval", "Cost per million tokens"}) {
            QVERIFY2(out.contains(QLatin1String(expected)), expected);
        }
        // Twice the GPUs at the same MFU: about half the compute days, so a negative change.
        QVERIFY2(out.contains(QStringLiteral("(\u2212")), qPrintable(out));

        const Run json = goodput(
            {QStringLiteral("compare"), a, b, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        const QJsonArray scenarios = o.value(QStringLiteral("scenarios")).toArray();
        QCOMPARE(scenarios.size(), qsizetype(2));
        QCOMPARE(scenarios[1].toObject().value(QStringLiteral("gpus")).toInt(), 2048);
        const QJsonObject planA =
            QJsonDocument::fromJson(goodput({QStringLiteral("plan"), a}).out).object();
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        QJsonObject days;
        for (const QJsonValue& row : rows) {
            if (row.toObject().value(QStringLiteral("figure")).toString() ==
                QStringLiteral("wallClockDays")) {
                days = row.toObject();
            }
        }
        // The same number `plan` prints for the first file.
        QCOMPARE(days.value(QStringLiteral("values")).toArray()[0].toDouble(),
                 planA.value(QStringLiteral("wallClockDays")).toDouble());
        const QJsonObject change =
            days.value(QStringLiteral("changesFromFirst")).toArray()[1].toObject();
        QVERIFY(change.value(QStringLiteral("relative")).toDouble() < -0.3);

        const Run csv = goodput(
            {QStringLiteral("compare"), a, b, QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.value(0), QByteArray("figure,unit,h100.json,twice.json,"
                                            "twice.json vs h100.json (relative)"));
        QVERIFY(lines.value(1).startsWith("wallClockDays,days,"));
        QCOMPARE(lines.size(), qsizetype(21)); // the header and 20 figures
    }
    void compareRefusesBadInput() {
        QTemporaryDir dir;
        const QString a = writeFile(dir, QStringLiteral("a.json"), R"({"schemaVersion": 1})");
        const Run one = goodput({QStringLiteral("compare"), a});
        QCOMPARE(one.exitCode, 2);
        QVERIFY2(one.err.contains("a comparison takes 2 to 6 scenarios, not 1"),
                 one.err.constData());
        QStringList seven{QStringLiteral("compare")};
        for (int i = 0; i < 7; ++i) {
            seven << writeFile(dir, QStringLiteral("s%1.json").arg(i),
                               QStringLiteral(R"({"schemaVersion": 1, "cluster": {"gpus": %1}})")
                                   .arg(512 * (i + 1))
                                   .toUtf8());
        }
        const Run many = goodput(seven);
        QCOMPARE(many.exitCode, 2);
        QVERIFY2(many.err.contains("unexpected argument") || many.err.contains("not 7"),
                 many.err.constData());
        const QString bad = writeFile(dir, QStringLiteral("bad.json"),
                                      R"({"schemaVersion": 1, "cluster": {"gpus": 1000}})");
        const Run invalid = goodput({QStringLiteral("compare"), a, bad});
        QCOMPARE(invalid.exitCode, 2);
        QVERIFY2(invalid.err.contains("bad.json: layout"), invalid.err.constData());
        QVERIFY(invalid.out.isEmpty());
        const Run format = goodput({QStringLiteral("compare"), a, seven[1],
                                    QStringLiteral("--format"), QStringLiteral("xml")});
        QCOMPARE(format.exitCode, 2);
        QVERIFY(format.err.contains("--format must be text, json or csv"));
    }
    // `goodput FILE.json` is the desktop app on that file (a file manager's Open With), not an
    // unknown command: without a display it says so.
    void aScenarioFileOpensTheApp() {
        for (const QStringList& args :
             {QStringList{QStringLiteral("my-plan.goodput.json")},
              QStringList{QStringLiteral("a.json"), QStringLiteral("b.json"),
                          QStringLiteral("--lang"), QStringLiteral("en")}}) {
            const Run r = goodput(args, {},
                                  {{QStringLiteral("QT_QPA_PLATFORM"), QString()},
                                   {QStringLiteral("DISPLAY"), QString()},
                                   {QStringLiteral("WAYLAND_DISPLAY"), QString()}});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("the desktop app needs a display"), r.err.constData());
        }
        // Anything else is still a command line.
        const Run typo = goodput({QStringLiteral("plann")});
        QVERIFY2(typo.err.contains("unknown command"), typo.err.constData());
    }
    // `goodput --bogus` said only that a command was needed: an option without a command is
    // named, whether no command has it or it belongs to one.
    void anOptionWithoutACommandIsNamed() {
        const Run bogus = goodput({QStringLiteral("--bogus")});
        QCOMPARE(bogus.exitCode, 2);
        QVERIFY2(bogus.err.contains("unknown option --bogus"), bogus.err.constData());
        const Run format = goodput({QStringLiteral("--format"), QStringLiteral("json"),
                                    QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(format.exitCode, 2);
        QVERIFY2(format.err.contains("--format belongs to a command"), format.err.constData());
    }
    // Issue 18: the answers people ask for, in `plan`.
    void planGivesCostPerTokenAndTheComputeOptimalTokens() {
        const Run json = goodput({QStringLiteral("plan"), QStringLiteral("--default")});
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        // The chapter's 70B on 2T tokens: 20 x 70e9 = 1.4T compute-optimal tokens.
        QCOMPARE(o.value(QStringLiteral("computeOptimalTokens")).toDouble(), 1.4e12);
        QCOMPARE(o.value(QStringLiteral("tokensPerParameter")).toDouble(), 2e12 / 70e9);
        QVERIFY(qAbs(o.value(QStringLiteral("wallClockCostPerMillionTokensUsd")).toDouble() -
                     o.value(QStringLiteral("wallClockCostUsd")).toDouble() / 2e6) < 1e-9);
        const Run text = goodput({QStringLiteral("plan"), QStringLiteral("--default"),
                                  QStringLiteral("--format"), QStringLiteral("text")});
        QVERIFY2(text.out.contains("Cost/1M tokens (wall-clock):"), text.out.constData());
        QVERIFY2(text.out.contains("Cost per trained model:"), text.out.constData());
        QVERIFY2(text.out.contains("compute-optimal: 1.40T tokens"), text.out.constData());
    }
    void missingFileAndUnknownCommand() {
        const Run missing =
            goodput({QStringLiteral("plan"), QStringLiteral("/nonexistent/x.json")});
        QCOMPARE(missing.exitCode, 2);
        // The path once came twice: "/nonexistent/x.json: /nonexistent/x.json: cannot be read".
        QCOMPARE(missing.err.count("/nonexistent/x.json"), 1);
        QCOMPARE(goodput({QStringLiteral("plan")}).exitCode, 2);
        QCOMPARE(goodput({QStringLiteral("frobnicate")}).exitCode, 2);
    }
    void validateBuiltInSuites() {
        // Every shipped suite evaluates; the exit status says whether every run is within its
        // tolerance (1 when one is not), and the JSON carries the same errors as the text.
        const Run j = goodput(
            {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(j.exitCode == 0 || j.exitCode == 1, j.err.constData());
        const QJsonArray suites =
            QJsonDocument::fromJson(j.out).object().value(QStringLiteral("suites")).toArray();
        QCOMPARE(suites.size(), 7);
        bool anyOver = false;
        for (const QJsonValue& suite : suites) {
            QCOMPARE(suite.toObject().value(QStringLiteral("invalid")).toInt(), 0);
            for (const QJsonValue& run : suite.toObject().value(QStringLiteral("runs")).toArray()) {
                const QJsonObject o = run.toObject();
                const double error = o.value(QStringLiteral("predictedStepSeconds")).toDouble() /
                                         o.value(QStringLiteral("measuredStepSeconds")).toDouble() -
                                     1.0;
                QVERIFY(std::abs(error - o.value(QStringLiteral("error")).toDouble()) < 1e-9);
                anyOver = anyOver || !o.value(QStringLiteral("withinTolerance")).toBool();
            }
        }
        QCOMPARE(j.exitCode, anyOver ? 1 : 0);
        const Run t = goodput(
            {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(t.exitCode, j.exitCode);
        QVERIFY(t.out.contains("GPT-3 175B on H100"));
        QVERIFY(t.out.contains("mean |error|"));
    }
    void validateOwnSuiteAndBadInput() {
        QTemporaryDir dir;
        // One run that the model gets exactly right by construction is impossible to write
        // without the model; a generous tolerance makes this one pass.
        const QString good = writeFile(dir, QStringLiteral("good.json"), R"({
            "formatVersion": 1, "kind": "validation", "id": "mine", "title": "Mine",
            "base": {"hardware": {"preset": "nvidia-h100-sxm"}, "workload": {"preset": "llama-3.1-8b",
                     "sequenceLength": 8192, "globalBatchSequences": 64},
                     "cluster": {"gpus": 64}, "layout": {"tp": 1, "pp": 1, "zeroStage": 1}},
            "runs": [{"name": "8B on 64", "measured": {"tokensPerSecondPerGpu": 8000},
                      "tolerance": 9}]})");
        const Run ok = goodput({QStringLiteral("validate"), good});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        // A run over its tolerance: exit 1.
        QByteArray tight;
        {
            QFile f(good);
            f.open(QIODevice::ReadOnly);
            tight = f.readAll().replace("\"tolerance\": 9", "\"tolerance\": 0.0001");
        }
        QCOMPARE(goodput({QStringLiteral("validate"),
                          writeFile(dir, QStringLiteral("tight.json"), tight)})
                     .exitCode,
                 1);
        // Bad input: exit 2, the JSON path named.
        const QString bad = writeFile(dir, QStringLiteral("bad.json"), R"({
            "formatVersion": 1, "kind": "validation", "runs": [{"name": "x",
            "measured": {"stepSeconds": -3}}]})");
        const Run b = goodput({QStringLiteral("validate"), bad});
        QCOMPARE(b.exitCode, 2);
        QVERIFY2(b.err.contains("runs[0].measured.stepSeconds"), b.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
