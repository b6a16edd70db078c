// SPDX-License-Identifier: MIT
// `goodput bench gui` measures what it says (issue 21): the GPU slider drag moves through valid
// GPU counts only and ends on one, every case runs (a case whose scenario cannot be opened is an
// error, not a row left out), the table's columns line up and stderr stays clean.

#include "clirun.h"

#include <QRegularExpression>
#include <QtTest>

class TestBenchCli final : public QObject {
    Q_OBJECT
private slots:
    void guiBenchTimesValidStepsInAlignedColumns() {
        const int steps = 4;
        // Not clitest::goodput, whose minute may not be enough under the sanitizers on a loaded
        // machine: the bench tries every GPU slider position from 256 to 16,384 GPUs first.
        const QTemporaryDir dataHome;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.path());
        // As for root in a container or a CI job: Qt's notice of it once came before the table.
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GOODPUT_BIN), {QStringLiteral("bench"), QStringLiteral("gui"),
                                              QStringLiteral("--steps"), QString::number(steps)});
        QVERIFY(p.waitForFinished(600000));
        const clitest::Run r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                             p.readAllStandardOutput(), p.readAllStandardError()};
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // No Qt noise: neither the offscreen platform's "This plugin does not support
        // propagateSizeHints()", once per change of the window's size limits, nor the notice of
        // an unset XDG_RUNTIME_DIR before the table.
        QVERIFY2(r.err.trimmed().isEmpty(), r.err.constData());
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 1);
        // The header's figure columns end where every row's do.
        const QString header = lines[0];
        QVERIFY(header.startsWith(QLatin1String("slider steps")));
        const qsizetype end = header.size();
        static const QRegularExpression row(QStringLiteral(
            R"(^(.*): (series replaced|\+ page painted|\+ layout search in) +(\d+) +(\d+)( +\d+\.\d\d){5}$)"));
        QStringList cases;
        for (const QString& line : lines) {
            const QRegularExpressionMatch m = row.match(line);
            if (!m.hasMatch()) {
                continue;
            }
            QCOMPARE(line.size(), end);
            QCOMPARE(m.captured(3).toInt(), steps);
            if (m.captured(1).contains(QLatin1String("GPU slider drag"))) {
                // Every step of the drag moves to a GPU count the layout divides.
                QCOMPARE(m.captured(4).toInt(), steps);
            }
            if (!cases.contains(m.captured(1))) {
                cases << m.captured(1);
            }
        }
        // The drag, every slider of the default scenario, and 405B with its live search.
        QCOMPARE(cases.size(), 3);
        QVERIFY(cases[2].startsWith(QLatin1String("405B")));
        // The drag ends on a valid count: the simulation after it has something to simulate.
        for (const QString& line : lines) {
            if (line.contains(QLatin1String("GPU slider drag")) &&
                line.contains(QLatin1String("simulation after the steps"))) {
                QVERIFY2(!line.contains(QLatin1String("none")), qPrintable(line));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestBenchCli)
#include "tst_bench_cli.moc"
