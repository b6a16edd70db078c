// SPDX-License-Identifier: MIT
// Sweeping any input (issue 18): the values of a range, reading --x / --family, and the swept
// plan against values derived by hand for the default scenario (the chapter's 2.5.15 example:
// 70e9 parameters, 2e12 tokens, 1,024 GPUs at 1 PFLOP/s, MFU 0.40, $2 per GPU-hour).

#include "model/input_sweep.h"
#include "tests/support/near.h"

#include <QtTest>

using goodput::test::near;
using namespace goodput;

namespace {

// 6ND / (n x 1e15 x 0.40) = 8.4e23 / (n x 4e14) s: 2,050,781.25 s = 23.735894 days at 1,024 GPUs.
constexpr double kComputeDays1024 = 23.735894097222;

SweepAxis parsed(std::string_view spec, const Scenario& s = defaultScenario()) {
    Diagnostics d;
    const std::optional<SweepAxis> axis = parseSweepAxis(spec, "--x", s, d);
    if (!axis) {
        return {"", {}};
    }
    return *axis;
}

DiagCode parseError(std::string_view spec) {
    Diagnostics d;
    const std::optional<SweepAxis> axis = parseSweepAxis(spec, "--x", defaultScenario(), d);
    return axis || d.empty() ? DiagCode::FileEmpty : d.front().code;
}

} // namespace

class TestInputSweep : public QObject {
    Q_OBJECT
private slots:
    void integerRangeTakesEveryValue() {
        const SweepAxis a = parsed("workload.microBatchSize=1:16");
        QCOMPARE(a.path, std::string("workload.microBatchSize"));
        QCOMPARE(a.values.size(), std::size_t(16));
        QCOMPARE(a.values.front(), 1.0);
        QCOMPARE(a.values.back(), 16.0);
    }

    void wideRangesAreLogarithmic() {
        // 1:1000 in 4 points: 1, 10, 100, 1000 (hi / lo >= 20: even on a log scale).
        const SweepAxis a = parsed("cost.pricePerGpuHourUsd=1:1000:4");
        QCOMPARE(a.values.size(), std::size_t(4));
        QVERIFY(near(a.values[1], 10.0, 1e-12));
        QVERIFY(near(a.values[2], 100.0, 1e-12));
        QCOMPARE(a.values[3], 1000.0);
        // 2:4 in 3 points: even, 2, 3, 4.
        const SweepAxis b = parsed("cost.pricePerGpuHourUsd=2:4:3");
        QCOMPARE(b.values, (std::vector<double>{2, 3, 4}));
        // An integer key rounds and takes each value once: 256:16384:5 on a log scale.
        const SweepAxis c = parsed("cluster.gpus=256:16384:4");
        QCOMPARE(c.values, (std::vector<double>{256, 1024, 4096, 16384}));
    }

    void listsAndParts() {
        const SweepAxis a = parsed("reliability.parts[0].mtbfHours=1000, 2000,4000");
        QCOMPARE(a.path, std::string("reliability.parts[0].mtbfHours"));
        QCOMPARE(a.values, (std::vector<double>{1000, 2000, 4000}));
    }

    void badSpecsAreNamed() {
        QCOMPARE(parseError("workload.nothing=1:2"), DiagCode::SweepUnknownKey);
        QCOMPARE(parseError("reliability.parts[3].mtbfHours=1:2"), DiagCode::SweepUnknownKey);
        QCOMPARE(parseError("name=1:2"), DiagCode::SweepKeyNotNumeric);
        QCOMPARE(parseError("workload.precision=1:2"), DiagCode::SweepKeyNotNumeric);
        QCOMPARE(parseError("cluster.gpus=1:x"), DiagCode::SweepBadValues);
        QCOMPARE(parseError("cluster.gpus"), DiagCode::SweepBadValues);
        QCOMPARE(parseError("cluster.gpus=1:2:3:4"), DiagCode::SweepBadValues);
        QCOMPARE(parseError("cluster.gpus=1,,2"), DiagCode::SweepBadValues);
        QCOMPARE(parseError("cluster.gpus=1:1000:500"), DiagCode::SweepTooManyPoints);
        // 64:128:1 gave the one point 128 and 64:128:0 the default 21, unsaid: a range of two
        // ends takes at least two points (one when its ends are one value), and says so (it
        // repeated the syntax, which the spec followed).
        QCOMPARE(parseError("cluster.gpus=64:128:1"), DiagCode::SweepTooFewPoints);
        QCOMPARE(parseError("cluster.gpus=64:128:0"), DiagCode::SweepTooFewPoints);
        QCOMPARE(parseError("cluster.gpus=64:64:0"), DiagCode::SweepTooFewPoints);
        QCOMPARE(parsed("cluster.gpus=64:64:1").values, std::vector<double>{64});
        QCOMPARE(parsed("cluster.gpus=64:128:2").values, (std::vector<double>{64, 128}));
    }

    void sweptDaysMatchTheHandDerivation() {
        // Compute days go as 1/n: 47.47 at 512 GPUs, 23.74 at 1,024, 11.87 at 2,048.
        SweepRequest request{.x = parsed("cluster.gpus=512,1024,2048"),
                             .y = SweepOutput::ComputeDays};
        const InputSweep sweep = sweepInput(defaultScenario(), request);
        QVERIFY(sweep.valid);
        QCOMPARE(sweep.curves.size(), std::size_t(1));
        const std::vector<SweepPoint>& p = sweep.curves[0].points;
        QCOMPARE(p.size(), std::size_t(3));
        QVERIFY(near(*p[0].y, 2 * kComputeDays1024, 1e-9));
        QVERIFY(near(*p[1].y, kComputeDays1024, 1e-9));
        QVERIFY(near(*p[2].y, kComputeDays1024 / 2, 1e-9));
        QCOMPARE(*sweep.currentX, 1024.0);
        QVERIFY(near(*sweep.currentY, kComputeDays1024, 1e-9));
    }

    void familyIsOneCurvePerValue() {
        // Compute cost at $2: 1024 x 2,050,781.25 s / 3600 x 2 = $1,166,666.67; MFU 0.2 doubles it.
        SweepRequest request{.x = parsed("cost.pricePerGpuHourUsd=1,2"),
                             .family = parsed("mfu.assumed=0.2,0.4"),
                             .y = SweepOutput::ComputeCost};
        const InputSweep sweep = sweepInput(defaultScenario(), request);
        QCOMPARE(sweep.curves.size(), std::size_t(2));
        QCOMPARE(*sweep.curves[0].familyValue, 0.2);
        QVERIFY(near(*sweep.curves[1].points[1].y, 1166666.6666667, 1e-9));
        QVERIFY(near(*sweep.curves[1].points[0].y, 1166666.6666667 / 2, 1e-9));
        QVERIFY(near(*sweep.curves[0].points[1].y, 2 * 1166666.6666667, 1e-9));
    }

    void invalidPointsAreGapsWithTheirReason() {
        // TP 8 x PP 4 = 32 does not divide 1,000 GPUs: a gap with that reason, not a zero.
        SweepRequest request{.x = parsed("cluster.gpus=1000,1024"),
                             .y = SweepOutput::WallClockDays};
        const InputSweep sweep = sweepInput(defaultScenario(), request);
        const SweepPoint& gap = sweep.curves[0].points[0];
        QVERIFY(!gap.y);
        QVERIFY(std::any_of(gap.reasons.begin(), gap.reasons.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::LayoutMismatch && d.severity == Severity::Error;
        }));
        QVERIFY(sweep.curves[0].points[1].y);
        QVERIFY(sweep.curves[0].points[1].reasons.empty());
    }

    // A swept value goes through the file reader's checks (issue 15, hostile pass): 1e20 GPUs
    // was converted to an int (undefined behaviour; the gap read "-2,147,483,648 is below the
    // minimum 1"), 1.5 GPUs was cut to 1, and 1e-320 tokens planned 0 days with no gap.
    void sweptValuesAreCheckedAsTheFileReaderChecksThem() {
        const auto gapOf = [](std::string_view spec, std::string_view family = {}) {
            SweepRequest request{.x = parsed(spec), .y = SweepOutput::WallClockDays};
            if (!family.empty()) {
                request.family = parsed(family);
            }
            const InputSweep sweep = sweepInput(defaultScenario(), request);
            return sweep.curves.at(0).points.at(0);
        };
        const SweepPoint huge = gapOf("cluster.gpus=1e20");
        QVERIFY(!huge.y);
        QCOMPARE(huge.reasons.size(), std::size_t(1));
        QCOMPARE(huge.reasons[0].code, DiagCode::OutOfRange);
        QCOMPARE(huge.reasons[0].field, std::string("cluster.gpus"));
        QCOMPARE(*huge.reasons[0].actual, 1e20);
        QCOMPARE(*huge.reasons[0].limit, 1e7);
        const SweepPoint half = gapOf("cluster.gpus=1.5");
        QVERIFY(!half.y);
        QCOMPARE(half.reasons.at(0).code, DiagCode::NotAnInteger);
        const SweepPoint subnormal = gapOf("workload.tokens=1e-320");
        QVERIFY(!subnormal.y);
        QCOMPARE(subnormal.reasons.at(0).code, DiagCode::OutOfRange);
        QCOMPARE(subnormal.reasons.at(0).field, std::string("workload.tokens"));
        // A family value the reader refuses makes every point of its curve a gap.
        const SweepPoint family = gapOf("workload.tokens=2e12", "cluster.gpus=1e20");
        QVERIFY(!family.y);
        QCOMPARE(family.reasons.at(0).field, std::string("cluster.gpus"));
        // The ends of the doubles: every value of the range finite, the ends as asked.
        for (const char* spec : {"workload.tokens=1e-300:1e308:5", "mfu.assumed=-1e308:1e308:5"}) {
            const SweepAxis a = parsed(spec);
            QCOMPARE(a.values.size(), std::size_t(5));
            for (const double v : a.values) {
                QVERIFY2(std::isfinite(v), spec);
            }
            QCOMPARE(a.values.back(), 1e308);
        }
    }

    void memoryShowsAgainstHbmAndOtherOutputsGapWhenItDoesNotFit() {
        // The default's 70B on TP 8 x PP 4 at micro-batch 1 fits; micro-batch 16 keeps 16 x the
        // activations in flight and does not: memory shows it, the days leave a gap.
        Scenario s = defaultScenario();
        SweepRequest memory{.x = parsed("workload.microBatchSize=1,16"),
                            .y = SweepOutput::MemoryPerGpu};
        const InputSweep m = sweepInput(s, memory);
        const std::vector<SweepPoint>& p = m.curves[0].points;
        QVERIFY(p[0].y && p[1].y);
        QVERIFY(*p[1].y > *p[0].y);
        QCOMPARE(*p[0].hbm, 80.0);
        QVERIFY(*p[1].y > 80);
        SweepRequest days = memory;
        days.y = SweepOutput::WallClockDays;
        const InputSweep d = sweepInput(s, days);
        const SweepPoint& gap = d.curves[0].points[1];
        QVERIFY(!gap.y);
        QCOMPARE(gap.reasons.front().code, DiagCode::LayoutDoesNotFit);
        QVERIFY(d.curves[0].points[0].y);
        // Without an architecture there is no step model: the memory curve is all gaps.
        s.workload.architecture.reset();
        const InputSweep none = sweepInput(s, memory);
        QVERIFY(!none.curves[0].points[0].y);
        QCOMPARE(none.curves[0].points[0].reasons.front().code, DiagCode::OutputNeedsArchitecture);
    }

    void aLayoutThatDoesNotWorkSaysWhy() {
        // Under an assumed MFU a micro-batch that does not divide each replica's 16 sequences
        // leaves no step model: the gap names the batch, not a missing architecture.
        SweepRequest request{.x = parsed("workload.microBatchSize=3"),
                             .y = SweepOutput::MemoryPerGpu};
        const InputSweep sweep = sweepInput(defaultScenario(), request);
        const SweepPoint& gap = sweep.curves[0].points[0];
        QVERIFY(!gap.y);
        QCOMPARE(gap.reasons.front().code, DiagCode::BatchNotDivisibleByDpMicroBatch);
        QCOMPARE(gap.reasons.front().severity, Severity::Error);
    }

    void badRequestsAreRefused() {
        SweepRequest request{.x = {"nothing.here", {1}}, .y = SweepOutput::WallClockDays};
        const InputSweep sweep = sweepInput(defaultScenario(), request);
        QVERIFY(!sweep.valid);
        QCOMPARE(sweep.diagnostics.front().code, DiagCode::SweepUnknownKey);
        QVERIFY(sweep.curves.empty());
        // A family over the swept key itself: each curve set the key, then every point set it
        // again, so the family did nothing (and the CSV had two columns of one name).
        SweepRequest same{.x = parsed("cluster.gpus=64,128"),
                          .family = parsed("cluster.gpus=256,512"),
                          .y = SweepOutput::WallClockDays};
        const InputSweep twice = sweepInput(defaultScenario(), same);
        QVERIFY(!twice.valid);
        QCOMPARE(twice.diagnostics.front().code, DiagCode::SweepFamilyIsX);
        QCOMPARE(twice.diagnostics.front().field, std::string("family"));
    }

    void sweepableKeysAndDefaults() {
        const std::vector<std::string> keys = sweepableKeys(defaultScenario());
        const auto has = [&](const char* k) {
            return std::find(keys.begin(), keys.end(), k) != keys.end();
        };
        QVERIFY(has("workload.microBatchSize"));
        QVERIFY(has("workload.architecture.layers"));
        QVERIFY(has("reliability.parts[0].mtbfHours"));
        QVERIFY(has("cost.pricePerGpuHourUsd"));
        QVERIFY(!has("name"));
        QVERIFY(!has("workload.precision"));
        // A quarter to four times the value, inside the key's range: $0.5 to $8.
        const SweepAxis price = defaultSweepAxis(defaultScenario(), "cost.pricePerGpuHourUsd");
        QCOMPARE(price.values.front(), 0.5);
        QCOMPARE(price.values.back(), 8.0);
        // Every output id reads back.
        for (const SweepOutputInfo& o : sweepOutputs()) {
            QCOMPARE(sweepOutputById(o.id), std::optional(o.output));
            QCOMPARE(sweepOutputInfo(o.output).id, o.id);
        }
    }
};

QTEST_APPLESS_MAIN(TestInputSweep)
#include "tst_input_sweep.moc"
