// SPDX-License-Identifier: MIT
// Reading nccl-tests output: the sample logs in tests/data/nccl (written by the project in
// nccl-tests' format, see the README there) and every malformed case docs/calibration.md lists.

#include "model/nccl_log.h"

#include <QFile>
#include <QtTest>

using namespace goodput;
using namespace goodput::units;

namespace {

std::string readData(const char* name) {
    QFile f(QStringLiteral(GOODPUT_TEST_DATA "/nccl/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return f.readAll().toStdString();
}

const Diagnostic* find(const Diagnostics& ds, DiagCode code) {
    for (const Diagnostic& d : ds) {
        if (d.code == code) {
            return &d;
        }
    }
    return nullptr;
}

/// A minimal modern table: header, units and the given rows.
std::string table(const std::string& rows) {
    return "# Collective test starting: all_reduce_perf\n"
           "# Using devices\n"
           "#  Rank  0 Group  0 Pid  1 on  host-a device  0 [0000:18:00] NVIDIA H100 80GB HBM3\n"
           "#  Rank  1 Group  0 Pid  2 on  host-a device  1 [0000:28:00] NVIDIA H100 80GB HBM3\n"
           "#       size         count      type   redop    root     time   algbw   busbw  #wrong  "
           "   time   "
           "algbw   busbw  #wrong\n"
           "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)          "
           "   (us)  "
           "(GB/s)  (GB/s)\n" +
           rows;
}

} // namespace

class TestNcclLog final : public QObject {
    Q_OBJECT
private slots:
    void modernSingleHostRun() {
        const NcclLog log = parseNcclLog(readData("h100-8gpu-all_reduce.log"), "h100.log");
        QVERIFY(!hasErrors(log.diagnostics));
        QCOMPARE(log.runs.size(), std::size_t(1));
        const NcclRun& r = log.runs[0];
        QCOMPARE(r.collective, std::optional(Collective::AllReduce));
        QCOMPARE(r.program, std::string("all_reduce_perf"));
        QCOMPARE(r.ranks, 8);
        QCOMPARE(r.ranksSource, RanksSource::Devices);
        QCOMPARE(r.hosts, 1);
        // 8 B to 8 GiB in factors of 2: 31 sizes.
        QCOMPARE(r.rows.size(), std::size_t(31));
        QCOMPARE(r.rows.front().size.value(), 8.0);
        QCOMPARE(r.rows.back().size.value(), 8589934592.0);
        QCOMPARE(r.rows.front().count, 2.0);
        QCOMPARE(r.rows.front().redop, std::string("sum"));
        QCOMPARE(r.rows.front().root, -1);
        // First row, line 22: "8 2 float sum -1 16.89 0.00 0.00 0 17.45 0.00 0.00 0" (times in us).
        QCOMPARE(r.rows.front().line, 22);
        QCOMPARE(r.rows.front().outOfPlace->time.value(), 16.89e-6);
        QCOMPARE(r.rows.front().inPlace->time.value(), 17.45e-6);
        QCOMPARE(r.rows.front().outOfPlace->wrong, std::optional(0.0));
        // The NCCL WARN line between two rows is reported, not taken for a row.
        const Diagnostic* warn = find(log.diagnostics, DiagCode::NcclWarning);
        QVERIFY(warn);
        QCOMPARE(warn->severity, Severity::Warning);
        QCOMPARE(warn->line, 39);
        QCOMPARE(warn->field, std::string("h100.log"));
        QVERIFY(warn->text.find("out of memory") != std::string::npos);
        // NCCL INFO lines, the version banner and the WARN line are outside the table.
        QCOMPARE(log.skippedLines, 5);
    }
    void mpiTaggedTwoHostRun() {
        const NcclLog log = parseNcclLog(readData("h100-16gpu-all_reduce.log"), "h100x16.log");
        QVERIFY(!hasErrors(log.diagnostics));
        QCOMPARE(log.runs.size(), std::size_t(1));
        QCOMPARE(log.runs[0].ranks, 16);
        QCOMPARE(log.runs[0].hosts, 2);
        QCOMPARE(log.runs[0].rows.size(), std::size_t(31));
    }
    void mixedRunsInOneLog() {
        const NcclLog log = parseNcclLog(readData("b200-8gpu-mixed.log"), "b200.log");
        QVERIFY(!hasErrors(log.diagnostics));
        QCOMPARE(log.runs.size(), std::size_t(4));
        const Collective expected[] = {Collective::AllGather, Collective::ReduceScatter,
                                       Collective::AllToAll, Collective::Broadcast};
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(log.runs[i].collective, std::optional(expected[i]));
            QCOMPARE(log.runs[i].ranks, 8);
            QCOMPARE(log.runs[i].rows.size(), std::size_t(21)); // 1 KiB .. 1 GiB
        }
        QCOMPARE(log.runs[3].rows.front().root, 0);
        // all_gather at 1 MiB reported 3 wrong elements out of place.
        const NcclRow& bad = log.runs[0].rows[10];
        QCOMPARE(bad.size.value(), 1048576.0);
        QCOMPARE(bad.outOfPlace->wrong, std::optional(3.0));
        QCOMPARE(bad.inPlace->wrong, std::optional(0.0));
    }
    void oldFormatWrappedAtEightyColumns() {
        // nccl-tests 2.0-era header (no root, an "error" magnitude column), the program only in
        // the echoed command, and every line cut at 80 columns, some inside a number.
        const NcclLog log = parseNcclLog(readData("v100-8gpu-old-wrapped.log"), "v100.log");
        QVERIFY2(!hasErrors(log.diagnostics),
                 log.diagnostics.empty() ? "" : codeId(log.diagnostics[0].code).data());
        QCOMPARE(log.runs.size(), std::size_t(1));
        const NcclRun& r = log.runs[0];
        QCOMPARE(r.collective, std::optional(Collective::AllReduce));
        QCOMPARE(r.ranks, 8);
        QCOMPARE(r.rows.size(), std::size_t(25)); // 8 B .. 128 MiB
        // Row 1 was cut as "... 35" / ".31 ...": the in-place time is 35.31 us, not 35 and 0.31.
        QCOMPARE(r.rows[0].inPlace->time.value(), 35.31e-6);
        QCOMPARE(r.rows[0].outOfPlace->time.value(), 35.24e-6);
        QVERIFY(!r.rows[0].outOfPlace->wrong); // "error" is a magnitude, not a count
        QVERIFY(r.rows[0].redop == "sum");
    }
    void extraColumnsAndScientificTimes() {
        // Per-iteration statistics and a timestamp (nccl-tests -R / timestamps) are extra
        // columns; a time over 1e7 us prints in scientific notation.
        const std::string text = "# Collective test starting: all_gather_perf\n"
                                 "#       size         count      type   redop    root     time   "
                                 "algbw   busbw  #wrong    i_min    "
                                 "i_max    i_p99    i_cv%     time   algbw   busbw  #wrong    "
                                 "i_min    i_max    i_p99    i_cv% timestamp\n"
                                 "  1073741824      33554432     float    none      -1  1.2e+07    "
                                 "0.09    0.08       0  1.1e+07  "
                                 "1.3e+07  1.3e+07     2.10    12000    89.48   78.29     N/A  "
                                 "11000  13000  13000  2.00 2025-03-01 "
                                 "10:00:00\n";
        const NcclLog log = parseNcclLog(text, "x.log");
        QVERIFY(!hasErrors(log.diagnostics));
        const NcclRow& row = log.runs.at(0).rows.at(0);
        QCOMPARE(row.outOfPlace->time.value(), 12.0);
        QCOMPARE(row.inPlace->time.value(), 12000e-6);
        QCOMPARE(row.inPlace->busBandwidth.value(), 78.29e9);
        QVERIFY(!row.inPlace->wrong); // N/A: not checked
        // No device list: busbw / algbw = 78.29 / 89.48 = 0.8749 = (n-1)/n -> n = 8.
        QCOMPARE(log.runs[0].ranks, 8);
        QCOMPARE(log.runs[0].ranksSource, RanksSource::BandwidthRatio);
    }
    void srunLabelsAndCrlf() {
        const std::string text =
            "0: # Collective test starting: broadcast_perf\r\n"
            "0: #  Rank  0 Group  0 Pid 1 on a device 0 [0000:18:00] GPU\r\n"
            "0: #  Rank  1 Group  0 Pid 2 on a device 1 [0000:28:00] GPU\r\n"
            "0:         1024           256     float    none       0    10.00    0.10    0.10"
            "       0    10.00    0.10    0.10       0\r\n";
        const NcclLog log = parseNcclLog(text, "x.log");
        QVERIFY(!hasErrors(log.diagnostics));
        QCOMPARE(log.runs.at(0).collective, std::optional(Collective::Broadcast));
        QCOMPARE(log.runs[0].ranks, 2);
        QCOMPARE(log.runs[0].rows.at(0).inPlace->wrong, std::optional(0.0));
    }
    void givenCollectiveAndRanks() {
        // No header naming the program and no devices: the caller's values fill in; without them
        // the run is an error naming its first line.
        const std::string rows =
            "#       size         count      type   redop    root     time   algbw   busbw  "
            "#wrong     time   algbw   busbw  #wrong\n"
            "        1024           256     float    none       0    10.00    0.10    0.10"
            "       0    10.00    0.10    0.10       0\n";
        // redop "none" and root 0: only broadcast has both (issue 20); the GPU count is unknown.
        const NcclLog bare = parseNcclLog(rows, "x.log");
        QVERIFY(!find(bare.diagnostics, DiagCode::NcclCollectiveUnknown));
        QCOMPARE(bare.runs.at(0).collective, std::optional(Collective::Broadcast));
        QCOMPARE(bare.runs[0].collectiveSource, CollectiveSource::Inferred);
        QVERIFY(bare.runs[0].program.empty());
        QVERIFY(find(bare.diagnostics, DiagCode::NcclRanksUnknown));
        // No reduction, no root, a count of S / n per rank: all-gather and all-to-all print the
        // same table. The error names both, for --collective.
        const std::string ambiguous =
            "#       size         count      type   redop    root     time   algbw   busbw  "
            "#wrong     time   algbw   busbw  #wrong\n"
            "        1024            32     float    none      -1    10.00    0.10    0.09"
            "       0    10.00    0.10    0.09       0\n";
        const NcclLog both = parseNcclLog(ambiguous, "x.log");
        QVERIFY(find(both.diagnostics, DiagCode::NcclCollectiveUnknown));
        QCOMPARE(find(both.diagnostics, DiagCode::NcclCollectiveUnknown)->line, 1);
        QCOMPARE(find(both.diagnostics, DiagCode::NcclCollectiveUnknown)->text,
                 std::string("all_gather|alltoall"));
        QCOMPARE(both.runs.at(0).collectiveSource, CollectiveSource::Unknown);
        NcclParseOptions o;
        o.collective = Collective::Broadcast;
        o.ranks = 4;
        const NcclLog given = parseNcclLog(rows, "x.log", o);
        QVERIFY(!hasErrors(given.diagnostics));
        QCOMPARE(given.runs.at(0).ranks, 4);
        QCOMPARE(given.runs.at(0).ranksSource, RanksSource::Given);
    }
    void collectiveFromTheTable_data() {
        // Tables as nccl-tests 2.x prints them for each program on 8 GPUs (size 1 MiB of float):
        // redop, root, count (S / 4, or S / 32 per rank) and busbw / algbw (the bus factor).
        QTest::addColumn<QString>("redop");
        QTest::addColumn<int>("root");
        QTest::addColumn<double>("count");
        QTest::addColumn<double>("busOverAlg");
        QTest::addColumn<int>("collective");
        QTest::newRow("all_reduce")
            << "sum" << -1 << 262144.0 << 1.75 << int(Collective::AllReduce);
        QTest::newRow("reduce_scatter")
            << "sum" << -1 << 32768.0 << 0.875 << int(Collective::ReduceScatter);
        QTest::newRow("reduce") << "sum" << 0 << 262144.0 << 1.0 << int(Collective::Reduce);
        QTest::newRow("broadcast") << "none" << 0 << 262144.0 << 1.0 << int(Collective::Broadcast);
        QTest::newRow("all_reduce, max")
            << "max" << -1 << 262144.0 << 1.75 << int(Collective::AllReduce);
    }
    void collectiveFromTheTable() {
        QFETCH(QString, redop);
        QFETCH(int, root);
        QFETCH(double, count);
        QFETCH(double, busOverAlg);
        QFETCH(int, collective);
        NcclTableShape shape;
        shape.redops = {redop.toStdString()};
        shape.roots = {root};
        NcclRow row;
        row.size = bytes(1048576);
        row.count = count;
        row.type = "float";
        row.outOfPlace = NcclTiming{microseconds(100),
                                    gigabytesPerSecond(10.49),
                                    gigabytesPerSecond(10.49 * busOverAlg),
                                    0.0,
                                    {}};
        const std::vector<Collective> c = inferCollective(shape, {row}, 8);
        QCOMPARE(c.size(), std::size_t(1));
        QCOMPARE(int(c.front()), collective);
    }
    void oldTablesNameTheirProgramByTheirColumns() {
        // nccl-tests 2.0 printed redop only for reductions and root only for rooted programs,
        // and all_gather's busbw = algbw: the columns decide where the bus factor cannot.
        NcclRow row;
        row.size = bytes(1048576);
        row.count = 1048576 / 4 / 12;
        row.type = "float";
        row.outOfPlace = NcclTiming{microseconds(100), gigabytesPerSecond(9.61),
                                    gigabytesPerSecond(9.61), std::nullopt, 0.0};
        NcclTableShape gather;
        gather.header = true;
        gather.redopColumn = false;
        gather.rootColumn = false;
        QCOMPARE(inferCollective(gather, {row}, 12),
                 std::vector<Collective>{Collective::AllGather});
        NcclTableShape broadcast = gather;
        broadcast.rootColumn = true;
        broadcast.roots = {0};
        row.count = 1048576 / 4;
        QCOMPARE(inferCollective(broadcast, {row}, 12),
                 std::vector<Collective>{Collective::Broadcast});
    }
    void oldFormatFailedRows() {
        // An old table's error column is a magnitude: 1e+00 is a failed check, 2e-07 rounding.
        NcclTiming t;
        t.errorMagnitude = 1.0;
        QVERIFY(t.failedCheck());
        t.errorMagnitude = 2e-7;
        QVERIFY(!t.failedCheck());
        t.errorMagnitude.reset();
        t.wrong = 3;
        QVERIFY(t.failedCheck());
    }
    void inconsistentRanksWarn() {
        // Two devices listed, but busbw/algbw = 1.75 is an 8-GPU all-reduce.
        const NcclLog log = parseNcclLog(table("   134217728      33554432     float     sum      "
                                               "-1   1000.0  134.22  234.88       0   1000.0  "
                                               "134.22  234.88       0\n"),
                                         "x.log");
        const Diagnostic* d = find(log.diagnostics, DiagCode::NcclRanksInconsistent);
        QVERIFY(d);
        QCOMPARE(d->actual, std::optional(8.0));
        QCOMPARE(d->limit, std::optional(2.0));
        QCOMPARE(log.runs.at(0).ranks, 2);
    }
    void malformedRowsNameTheirLine_data() {
        QTest::addColumn<QString>("rows");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("token");
        QTest::addColumn<double>("column");
        // The table() preamble has 6 lines; the first row is line 7.
        QTest::newRow("letters in a number")
            << "        1024   256  float  sum  -1  12.3.4  0.10  0.10  0  10.00  0.10  0.10  0\n"
            << 7 << "12.3.4" << 6.0;
        QTest::newRow("nan time") << "  8  2  float  sum  -1  10.0  0.0  0.0  0  nan  0.0  0.0  0\n"
                                  << 7 << "nan" << 10.0;
        QTest::newRow("zero time")
            << "  8  2  float  sum  -1  0.00  0.0  0.0  0  10.0  0.0  0.0  0\n"
            << 7 << "0.00" << 6.0;
        QTest::newRow("bad wrong count")
            << "  8  2  float  sum  -1  10.0  0.0  0.0  0  10.0  0.0  0.0  0\n"
               " 16  4  float  sum  -1  10.0  0.0  0.0  x  10.0  0.0  0.0  0\n"
            << 8 << "x" << 9.0;
        QTest::newRow("negative count")
            << "  8  -2  float  sum  -1  10.0  0.0  0.0  0  10.0  0.0  0.0  0\n"
            << 7 << "-2" << 2.0;
        QTest::newRow("negative bus bandwidth")
            << "  8  2  float  sum  -1  10.0  0.8  -1.6  0  10.0  0.8  1.6  0\n"
            << 7 << "-1.6" << 8.0;
        QTest::newRow("negative wrong count")
            << "  8  2  float  sum  -1  10.0  0.8  1.6  -1  10.0  0.8  1.6  0\n"
            << 7 << "-1" << 9.0;
        QTest::newRow("truncated row") << "  8  2  float  sum  -1  10.0  0.0\n" << 7 << "" << 7.0;
    }
    void malformedRowsNameTheirLine() {
        QFETCH(QString, rows);
        QFETCH(int, line);
        QFETCH(QString, token);
        QFETCH(double, column);
        const NcclLog log = parseNcclLog(table(rows.toStdString()), "bad.log");
        const Diagnostic* d = find(log.diagnostics, DiagCode::NcclRowUnreadable);
        QVERIFY(d);
        QCOMPARE(d->severity, Severity::Error);
        QCOMPARE(d->field, std::string("bad.log"));
        QCOMPARE(d->line, line);
        QCOMPARE(QString::fromStdString(d->text), token);
        QCOMPARE(d->actual, std::optional(column));
        if (token.isEmpty()) {
            QCOMPARE(d->limit, std::optional(13.0));
        }
    }
    void aNegativeSizeOutsideTheFirstColumnIsNotARow() {
        // fuzz_nccl: a header with a name before "size" ("# ! size count ...") moves the size to
        // the second token, where a row's "-1" read as -1 bytes.
        const std::string text =
            "#  !  size  count  type  redop  root  time  algbw  busbw  #wrong  time  algbw  busbw  "
            "#wrong\n"
            "  1024  -1  32  float  none  -1  21.14  0.05  0.04  0  21.04  0.05  0.04  0\n";
        const NcclLog log = parseNcclLog(text, "bad.log");
        for (const NcclRun& run : log.runs) {
            for (const NcclRow& row : run.rows) {
                QVERIFY(row.size.value() >= 0);
            }
        }
        const Diagnostic* d = find(log.diagnostics, DiagCode::NcclRowUnreadable);
        QVERIFY(d);
        QCOMPARE(QString::fromStdString(d->text), QStringLiteral("-1"));
    }
    void unknownUnitsAndEmptyLogs() {
        std::string ms = table("");
        ms.replace(ms.find("(us)"), 4, "(ms)");
        // The log outlives the pointer into its diagnostics (a temporary here was a use after
        // free that only the sanitizer build saw).
        const NcclLog parsed = parseNcclLog(ms, "x.log");
        const Diagnostic* unit = find(parsed.diagnostics, DiagCode::NcclUnitUnknown);
        QVERIFY(unit);
        QCOMPARE(unit->text, std::string("(ms)"));
        QCOMPARE(unit->line, 6);
        QVERIFY(find(parseNcclLog("", "x.log").diagnostics, DiagCode::NcclNoTable));
        QVERIFY(find(parseNcclLog("NCCL INFO only\nnothing else\n", "x.log").diagnostics,
                     DiagCode::NcclNoTable));
        QVERIFY(find(parseNcclLog(std::string(kMaxNcclLogBytes + 1, '#'), "x.log").diagnostics,
                     DiagCode::FileTooLarge));
    }
    // Another benchmark's output gave one "row has 2 columns" error per line; now one diagnostic
    // says it is not an nccl-tests log, with the number of lines that looked like rows.
    void anotherProgramsOutputIsNotAnNcclLog() {
        for (const std::string& header :
             {std::string("# OSU MPI Allreduce Latency Test v7.1\n# Size       Avg Latency(us)\n"),
              std::string("#       size         count      type   redop    root     time   "
                          "algbw   busbw  #wrong\n")}) {
            const NcclLog log =
                parseNcclLog(header + "4    1.23\n8    1.25\n16    1.30\n", "osu.log");
            QCOMPARE(log.diagnostics.size(), std::size_t(1));
            QCOMPARE(log.diagnostics[0].code, DiagCode::NcclNoTable);
            QCOMPARE(log.diagnostics[0].actual, std::optional(3.0));
        }
    }
    void programNames() {
        QCOMPARE(collectiveFromProgram("/opt/nccl-tests/build/all_reduce_perf"),
                 std::optional(Collective::AllReduce));
        QCOMPARE(collectiveFromProgram("alltoall_perf_mpi"), std::optional(Collective::AllToAll));
        QCOMPARE(collectiveFromProgram("reduce_scatter"), std::optional(Collective::ReduceScatter));
        QVERIFY(!collectiveFromProgram("sendrecv_perf"));
        QCOMPARE(ncclCollectiveName(Collective::AllGather), std::string_view("all_gather"));
    }
    void rowsPastTheCapAreCountedNotKept() {
        // A 10^6-row log once took 4.4 GB and wrote 408 MB of JSON: the reader keeps
        // kMaxNcclRows rows and says how many the log had.
        std::string rows;
        const int total = kMaxNcclRows + 5;
        for (int i = 0; i < total; ++i) {
            rows += "1024 256 float sum -1 17.00 0.06 0.11 0 16.94 0.06 0.11 0\n";
        }
        const NcclLog log = parseNcclLog(table(rows), "long.log");
        QVERIFY(!hasErrors(log.diagnostics));
        std::size_t kept = 0;
        for (const NcclRun& r : log.runs) {
            kept += r.rows.size();
        }
        QCOMPARE(kept, static_cast<std::size_t>(kMaxNcclRows));
        const Diagnostic* cap = find(log.diagnostics, DiagCode::NcclRowCap);
        QVERIFY(cap);
        QCOMPARE(cap->severity, Severity::Warning);
        QCOMPARE(*cap->actual, static_cast<double>(kMaxNcclRows));
        QCOMPARE(*cap->limit, static_cast<double>(total));
        QCOMPARE(cap->field, std::string("long.log"));
    }
};

QTEST_APPLESS_MAIN(TestNcclLog)
#include "tst_nccl_log.moc"
