// SPDX-License-Identifier: MIT
// `goodput calibrate nccl` as a user runs it: the sample logs in tests/data/nccl, the JSON and
// text output, the preset it writes, and one line per problem with exit status 2.

#include "clirun.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using clitest::goodput;
using clitest::Run;

QString log(const char* name) {
    return QStringLiteral(GOODPUT_TEST_DATA "/nccl/") + QLatin1String(name);
}

QString preset(const char* id) {
    return QStringLiteral(GOODPUT_PRESETS_DIR "/hardware/") + QLatin1String(id) +
           QStringLiteral(".json");
}

/// Writes `bytes` to `name` in `dir` and returns its path.
QString writeLog(const QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile out(path);
    if (out.open(QIODevice::WriteOnly)) {
        out.write(bytes);
    }
    return path;
}

QStringList calibrate(const QStringList& rest) {
    return QStringList{QStringLiteral("calibrate"), QStringLiteral("nccl")} + rest;
}

} // namespace

class TestCalibrateCli final : public QObject {
    Q_OBJECT
private slots:
    void presetByIdOrByFile() {
        // --preset names a shipped preset by its id as well as by its file: the same base, so
        // the same fit, byte for byte.
        const QStringList common = {log("b200-8gpu-mixed.log"), QStringLiteral("--tier"),
                                    QStringLiteral("scale-up"), QStringLiteral("--preset")};
        const Run byFile = goodput(calibrate(common + QStringList{preset("nvidia-b200")}));
        const Run byId = goodput(calibrate(common + QStringList{QStringLiteral("nvidia-b200")}));
        QVERIFY2(byId.exitCode == 0, byId.err.constData());
        QCOMPARE(byId.out, byFile.out);
        // A model preset's id is not a hardware preset.
        const Run model =
            goodput(calibrate(common + QStringList{QStringLiteral("llama-3.1-405b")}));
        QCOMPARE(model.exitCode, 2);
    }
    void fitAsJson() {
        const Run r = goodput(calibrate({log("b200-8gpu-mixed.log"), QStringLiteral("--tier"),
                                         QStringLiteral("scale-up"), QStringLiteral("--preset"),
                                         preset("nvidia-b200")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("valid")).toBool());
        QCOMPARE(o.value(QStringLiteral("tier")).toString(), QStringLiteral("scale-up"));
        // README: 3 us per step and 680 GB/s behind all four runs; 680 / 900 = 0.756.
        QVERIFY(std::abs(o.value(QStringLiteral("bandwidthGBps")).toDouble() - 680) < 680 * 0.01);
        QVERIFY(std::abs(o.value(QStringLiteral("latencyUs")).toDouble() - 3) < 3 * 0.01);
        QVERIFY(std::abs(o.value(QStringLiteral("efficiency")).toDouble() - 0.756) < 0.01);
        QVERIFY(o.value(QStringLiteral("bandwidthStandardErrorGBps")).toDouble() > 0);
        QCOMPARE(o.value(QStringLiteral("runs")).toArray().size(), 4);
        // 4 runs x 21 sizes, one row left out for wrong results (warning with its message).
        const QJsonArray points = o.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 84);
        QVERIFY(points[0].toObject().contains(QStringLiteral("relativeError")));
        const QJsonArray diags = o.value(QStringLiteral("diagnostics")).toArray();
        QCOMPARE(diags.size(), 1);
        QCOMPARE(diags[0].toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("fit.wrongResults"));
        QVERIFY(diags[0]
                    .toObject()
                    .value(QStringLiteral("message"))
                    .toString()
                    .contains(QStringLiteral("line 28")));
        QVERIFY(o.value(QStringLiteral("presetFile")).isNull());
    }
    void presetWrittenAndTextSummary() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("my-h100.json"));
        const Run r = goodput(calibrate(
            {log("h100-8gpu-all_reduce.log"), QStringLiteral("--tier"), QStringLiteral("scale-up"),
             QStringLiteral("--preset"), preset("nvidia-h100-sxm"),
             QStringLiteral("--protocol-switch"), QStringLiteral("--format"),
             QStringLiteral("text"), QStringLiteral("-o"), out}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Latency per step (alpha):"));
        QVERIFY(r.out.contains("Efficiency (B / spec):"));
        QVERIFY(r.out.contains("Protocol switch:"));
        QVERIFY(r.out.contains("NCCL warned"));
        QVERIFY(r.out.contains("Preset written to"));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject p = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(p.value(QStringLiteral("id")).toString(), QStringLiteral("my-h100"));
        QCOMPARE(p.value(QStringLiteral("kind")).toString(), QStringLiteral("hardware"));
        const QJsonObject up = p.value(QStringLiteral("scaleUp")).toObject();
        // README: LL regime 1.2 us per step, Simple 360 GB/s of the 450 GB/s spec = 0.80.
        QVERIFY(std::abs(up.value(QStringLiteral("latencyUs")).toDouble() - 1.2) < 0.06);
        QVERIFY(std::abs(up.value(QStringLiteral("efficiency")).toDouble() - 0.8) < 0.016);
        QVERIFY(up.value(QStringLiteral("efficiencySource"))
                    .toString()
                    .contains(QStringLiteral("h100-8gpu-all_reduce.log")));
        QVERIFY(p.value(QStringLiteral("sources"))
                    .toArray()
                    .last()
                    .toString()
                    .contains(QStringLiteral("goodput calibrate nccl")));
        // Nothing else is left behind in the directory (atomic write).
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("my-h100.json")});
    }
    void twoHostRunCalibratesScaleOut() {
        const Run r =
            goodput(calibrate({log("h100-16gpu-all_reduce.log"), QStringLiteral("--tier=scale-out"),
                               QStringLiteral("--protocol-switch")}));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        // The default scenario's 400 Gb/s network: the ring's 40 GB/s (README) crosses each host
        // on its 8 NICs at once, 5 GB/s per NIC; 5 / 50 = 0.10.
        QVERIFY(std::abs(o.value(QStringLiteral("efficiency")).toDouble() - 0.1) < 0.002);
        QCOMPARE(o.value(QStringLiteral("bandwidthPer")).toString(), QStringLiteral("nic"));
        QCOMPARE(o.value(QStringLiteral("regimes")).toArray().size(), 2);
    }
    // Issue 20: logs that never name their program, on two hosts of 8 NICs, fit without flags;
    // the preset says what it was fitted to without claiming a program name.
    void twoHostLogWithoutProgramName() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("my-h100-ib.json"));
        const Run r =
            goodput(calibrate({log("h100-2host-ib.log"), QStringLiteral("--tier"),
                               QStringLiteral("scale-out"), QStringLiteral("--preset"),
                               QStringLiteral("nvidia-h100-sxm"), QStringLiteral("-o"), out}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("valid")).toBool());
        // README: 46 GB/s per NIC of the 50 GB/s line rate.
        const double perNic = o.value(QStringLiteral("bandwidthGBps")).toDouble();
        QVERIFY2(perNic > 46 * 0.97 && perNic <= 50, qPrintable(QString::number(perNic)));
        const QJsonObject run = o.value(QStringLiteral("runs")).toArray()[0].toObject();
        QVERIFY(run.value(QStringLiteral("program")).isNull());
        QCOMPARE(run.value(QStringLiteral("collective")).toString(), QStringLiteral("all_reduce"));
        QCOMPARE(run.value(QStringLiteral("collectiveSource")).toString(),
                 QStringLiteral("inferred"));
        QCOMPARE(o.value(QStringLiteral("storedRegimeKind")).toString(),
                 QStringLiteral("bandwidth-bound"));
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray preset = written.readAll();
        QVERIFY(!preset.contains("_perf"));
        QVERIFY(preset.contains("all_reduce (inferred from the table)"));
        QVERIFY(preset.contains("per NIC"));
    }
    void refusalIsAJsonDocument() {
        // The 12-GPU DGX-2 log against the V100 preset's 8-GPU domain: refused (exit 2, the
        // reason on stderr) and a JSON document with valid false and the suggested fix.
        const Run r = goodput(calibrate({log("dgx2-v100-12gpu-old.log"), QStringLiteral("--tier"),
                                         QStringLiteral("scale-up"), QStringLiteral("--preset"),
                                         QStringLiteral("nvidia-v100-sxm2")}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("scaleUp.domainSize"), r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.contains(QStringLiteral("valid")));
        QVERIFY(!o.value(QStringLiteral("valid")).toBool());
        QVERIFY(QJsonDocument::fromJson(r.out)
                    .object()
                    .value(QStringLiteral("diagnostics"))
                    .toArray()
                    .size() > 0);
        // A fit far above the spec gives no preset: valid is false without -o as well.
        const Run above = goodput(
            calibrate({log("h100-8gpu-all_reduce.log"), QStringLiteral("--tier=scale-up"),
                       QStringLiteral("--preset"), QStringLiteral("nvidia-a100-sxm-80gb")}));
        QCOMPARE(above.exitCode, 0);
        QVERIFY(
            !QJsonDocument::fromJson(above.out).object().value(QStringLiteral("valid")).toBool());
        QVERIFY(
            QJsonDocument::fromJson(above.out).object().value(QStringLiteral("fitted")).toBool());
    }
    void badInputExitsTwoWithOneLinePerProblem_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString up = QStringLiteral("--tier=scale-up");
        QTest::newRow("malformed row") << calibrate({log("malformed-row.log"), up})
                                       << QStringLiteral("malformed-row.log: line 13: column 6");
        QTest::newRow("no tier") << calibrate({log("h100-8gpu-all_reduce.log")})
                                 << QStringLiteral("--tier");
        QTest::newRow("no log") << calibrate({up}) << QStringLiteral("at least one");
        QTest::newRow("missing log") << calibrate({QStringLiteral("/nonexistent/x.log"), up})
                                     << QStringLiteral("/nonexistent/x.log: cannot be read");
        QTest::newRow("wrong tier") << calibrate({log("h100-16gpu-all_reduce.log"), up})
                                    << QStringLiteral("larger than the scale-up domain of 8");
        QTest::newRow("single host as scale-out")
            << calibrate({log("h100-8gpu-all_reduce.log"), QStringLiteral("--tier=scale-out")})
            << QStringLiteral("on one host");
        QTest::newRow("bad id") << calibrate({log("h100-8gpu-all_reduce.log"), up,
                                              QStringLiteral("-o"),
                                              QStringLiteral("/tmp/My Preset.json")})
                                << QStringLiteral("not a valid preset id");
        QTest::newRow("base id") << calibrate({log("h100-8gpu-all_reduce.log"), up,
                                               QStringLiteral("--preset"),
                                               preset("nvidia-h100-sxm"), QStringLiteral("-o"),
                                               QStringLiteral("/tmp/nvidia-h100-sxm.json")})
                                 << QStringLiteral("needs an id of its own");
        QTest::newRow("nvls above spec")
            << calibrate({log("h100-8gpu-all_reduce.log"), up, QStringLiteral("--preset"),
                          preset("nvidia-a100-sxm-80gb"), QStringLiteral("-o"),
                          QStringLiteral("/tmp/goodput-never-written.json")})
            << QStringLiteral("in-network reduction");
        QTest::newRow("unknown preset")
            << calibrate({log("h100-8gpu-all_reduce.log"), up, QStringLiteral("--preset"),
                          QStringLiteral("no-such-preset")})
            << QStringLiteral("no preset with id");
        QTest::newRow("unknown collective")
            << calibrate({log("h100-8gpu-all_reduce.log"), up, QStringLiteral("--collective"),
                          QStringLiteral("gather")})
            << QStringLiteral("--collective");
        QTest::newRow("what to calibrate")
            << QStringList{QStringLiteral("calibrate"), QStringLiteral("logs")}
            << QStringLiteral("nccl");
    }
    void badInputExitsTwoWithOneLinePerProblem() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = goodput(args);
        QCOMPARE(r.exitCode, 2);
        // Nothing, or (a refused log, fit or preset) a JSON document that is not valid.
        QVERIFY(
            r.out.isEmpty() ||
            !QJsonDocument::fromJson(r.out).object().value(QStringLiteral("valid")).toBool(true));
        QVERIFY2(r.err.contains(expected.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/goodput-never-written.json")));
    }
    void givenCollectiveAndRanksForABareTable() {
        // The table of the 8-GPU sample without its preamble: the log no longer says what ran.
        QFile f(log("h100-8gpu-all_reduce.log"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray rows;
        for (const QByteArray& line : f.readAll().split('\n')) {
            if (!line.startsWith("#") && !line.contains("NCCL")) {
                rows += line + '\n';
            }
        }
        QTemporaryDir dir;
        const QString path = writeLog(dir, "bare.log", rows);
        // The table itself says all-reduce (redop sum, root -1, count = S / 4) on 8 GPUs
        // (busbw / algbw = 1.75): inferred, and not claimed as a program name.
        const Run bare = goodput(calibrate({path, QStringLiteral("--tier=scale-up")}));
        QCOMPARE(bare.exitCode, 0);
        const QJsonObject inferred = QJsonDocument::fromJson(bare.out)
                                         .object()
                                         .value(QStringLiteral("runs"))
                                         .toArray()[0]
                                         .toObject();
        QCOMPARE(inferred.value(QStringLiteral("collectiveSource")).toString(),
                 QStringLiteral("inferred"));
        QVERIFY(inferred.value(QStringLiteral("program")).isNull());
        const Run given = goodput(calibrate(
            {path, QStringLiteral("--tier=scale-up"), QStringLiteral("--collective"),
             QStringLiteral("all_reduce"), QStringLiteral("--ranks"), QStringLiteral("8")}));
        QCOMPARE(given.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(given.out)
                     .object()
                     .value(QStringLiteral("runs"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("ranksSource")),
                 QStringLiteral("given"));
    }

    // calibrate step: the plan's own step time of a scenario, measured back, gives the preset's
    // matmul efficiency again.
    void stepRecoversThePresetsEfficiency() {
        const QString scenario =
            QStringLiteral(GOODPUT_TEST_DATA "/calibrate/llama8b-h100-64gpu.json");
        const Run plan = goodput({QStringLiteral("plan"), scenario});
        QCOMPARE(plan.exitCode, 0);
        const QJsonObject step =
            QJsonDocument::fromJson(plan.out).object().value(QStringLiteral("step")).toObject();
        const double seconds = step.value(QStringLiteral("stepSeconds")).toDouble();
        const double tokens = step.value(QStringLiteral("tokensPerSecond")).toDouble();
        QVERIFY(seconds > 0 && tokens > 0);

        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("my-h100-mm.json"));
        // 17 significant digits: the printed double is the double.
        const Run r = goodput({QStringLiteral("calibrate"), QStringLiteral("step"), scenario,
                               QStringLiteral("--step-seconds"), QString::number(seconds, 'g', 17),
                               QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("valid")).toBool());
        // presets/hardware/nvidia-h100-sxm.json: matmulEfficiency 0.803.
        QVERIFY(std::abs(o.value(QStringLiteral("matmulEfficiency")).toDouble() - 0.803) < 1e-6);
        QCOMPARE(o.value(QStringLiteral("previousMatmulEfficiency")).toDouble(), 0.803);
        QVERIFY(std::abs(o.value(QStringLiteral("mfuChange")).toDouble()) < 1e-6);
        QCOMPARE(o.value(QStringLiteral("measurement"))
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("stepTime"));
        QCOMPARE(o.value(QStringLiteral("presetFile")).toString(), out);

        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject preset = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(preset.value(QStringLiteral("id")).toString(), QStringLiteral("my-h100-mm"));
        QCOMPARE(preset.value(QStringLiteral("matmulEfficiency")).toDouble(), 0.803);
        QVERIFY(preset.value(QStringLiteral("matmulEfficiencySource"))
                    .toString()
                    .startsWith(QStringLiteral("measured: back-solved")));
        QVERIFY(preset.value(QStringLiteral("sources"))
                    .toArray()
                    .last()
                    .toString()
                    .contains(QStringLiteral("[measured]")));
        // The written preset imports cleanly: it is a valid user preset.
        const QTemporaryDir home;
        QCOMPARE(goodput({QStringLiteral("presets"), QStringLiteral("import"), out}, home.path())
                     .exitCode,
                 0);

        // A faster job (tokens/s 10 % higher) moves the efficiency and the MFU up; as text.
        const Run faster =
            goodput({QStringLiteral("calibrate"), QStringLiteral("step"), scenario,
                     QStringLiteral("--tokens-per-second"), QString::number(tokens * 1.1, 'g', 17),
                     QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(faster.exitCode, 0);
        QVERIFY(faster.out.contains("Matmul efficiency"));
        QVERIFY(faster.out.contains("Derived MFU"));
    }

    // A calibration never writes a preset that `presets import` refuses: a minimum efficiency far
    // below the model's allowed a matmul efficiency no preset may have.
    void noPresetImportWouldRefuse() {
        const QString scenario =
            QStringLiteral(GOODPUT_TEST_DATA "/calibrate/llama8b-h100-64gpu.json");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("slow.json"));
        const Run r = goodput({QStringLiteral("calibrate"), QStringLiteral("step"), scenario,
                               QStringLiteral("--tflops-per-gpu"), QStringLiteral("0.5"),
                               QStringLiteral("--flops"), QStringLiteral("model"),
                               QStringLiteral("--min-efficiency"), QStringLiteral("0.0001"),
                               QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("matmulEfficiency"), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
    // One log given twice counted every row twice (and halved the standard errors): refused.
    void oneLogGivenTwiceIsRefused() {
        const Run r =
            goodput(calibrate({log("h100-8gpu-all_reduce.log"), log("h100-8gpu-all_reduce.log"),
                               QStringLiteral("--tier"), QStringLiteral("scale-up")}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is given twice"), r.err.constData());
    }

    void stepBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString scenario =
            QStringLiteral(GOODPUT_TEST_DATA "/calibrate/llama8b-h100-64gpu.json");
        QTest::newRow("no measurement")
            << QStringList{scenario} << QStringLiteral("needs one measurement");
        QTest::newRow("two measurements")
            << QStringList{scenario, QStringLiteral("--step-seconds"), QStringLiteral("5"),
                           QStringLiteral("--tokens-per-second"), QStringLiteral("5")}
            << QStringLiteral("needs one measurement");
        QTest::newRow("tflops without --flops")
            << QStringList{scenario, QStringLiteral("--tflops-per-gpu"), QStringLiteral("400")}
            << QStringLiteral("--flops model");
        QTest::newRow("not a number")
            << QStringList{scenario, QStringLiteral("--step-seconds"), QStringLiteral("fast")}
            << QStringLiteral("must be a number");
        QTest::newRow("faster than the model")
            << QStringList{scenario, QStringLiteral("--step-seconds"), QStringLiteral("0.01")}
            << QStringLiteral("faster than the model");
        QTest::newRow("slower than the model")
            << QStringList{scenario, QStringLiteral("--tflops-per-gpu"), QStringLiteral("1"),
                           QStringLiteral("--flops"), QStringLiteral("model")}
            << QStringLiteral("slower than the model");
        QTest::newRow("no scenario") << QStringList{} << QStringLiteral("SCENARIO.json");
        // An option of the other mode was ignored: `--tier scale-up` here wrote a preset as if
        // it had not been given.
        QTest::newRow("an nccl option")
            << QStringList{scenario, QStringLiteral("--step-seconds"), QStringLiteral("8"),
                           QStringLiteral("--tier"), QStringLiteral("scale-up")}
            << QStringLiteral("--tier is an option of calibrate nccl, not of calibrate step");
    }
    void stepBadInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r =
            goodput(QStringList{QStringLiteral("calibrate"), QStringLiteral("step")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }
    void aStepOptionIsRefusedByNccl() {
        const Run r = goodput(calibrate({log("h100-8gpu-all_reduce.log"), QStringLiteral("--tier"),
                                         QStringLiteral("scale-up"), QStringLiteral("--flops"),
                                         QStringLiteral("model")}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("--flops is an option of calibrate step, not of calibrate nccl"),
                 r.err.constData());
    }
    void stepErrorsAreTranslated() {
        // The calibrate step errors went through QStringLiteral and stayed English under --lang.
        const QString scenario =
            QStringLiteral(GOODPUT_TEST_DATA "/calibrate/llama8b-h100-64gpu.json");
        const Run r = goodput({QStringLiteral("--lang"), QStringLiteral("ko"),
                               QStringLiteral("calibrate"), QStringLiteral("step"), scenario});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!r.err.contains("needs one measurement"), r.err.constData());
        QVERIFY2(r.err.contains("--step-seconds"), r.err.constData());
    }
    void aLogThatIsNotUtf8GivesValidJson() {
        // fuzz_nccl: a program name with bytes that are not UTF-8 made the JSON writer throw.
        QFile f(log("h100-8gpu-all_reduce.log"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        QVERIFY(text.contains("all_reduce_perf"));
        text.replace("all_reduce_perf", "all_\xff\xfereduce_perf");
        text.replace("NCCL INFO", "NCCL WARN \xff");
        QTemporaryDir dir;
        const QString path = writeLog(dir, "latin.log", text);
        const Run r = goodput(calibrate(
            {path, QStringLiteral("--tier=scale-up"), QStringLiteral("--collective=all_reduce")}));
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(o.value(QStringLiteral("valid")).toBool());
    }
};

QTEST_GUILESS_MAIN(TestCalibrateCli)
#include "tst_calibrate_cli.moc"
