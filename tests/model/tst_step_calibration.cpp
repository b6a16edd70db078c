// SPDX-License-Identifier: MIT
// Back-solving the matmul efficiency from one measured step (issue 8, model/step_calibration.h):
// measurements the step model itself produces at a known efficiency come back to 1e-6, the three
// kinds of measurement agree, unreachable measurements are refused with their codes, and the
// calibrated preset records the number and where it came from.

#include "model/architecture.h"
#include "model/calibration_preset.h"
#include "model/plan.h"
#include "model/preset.h"
#include "model/step_calibration.h"

#include <QtTest>

using namespace goodput;

namespace {

/// Llama 3.1 8B (presets/models/llama-3.1-8b.json: 32 layers, hidden 4,096, 32 heads, 8 KV heads,
/// SwiGLU FFN 14,336, vocabulary 128,256, untied) on 64 GPUs of the chapter's hardware (1 PFLOP/s
/// BF16, 8-GPU scale-up domains), TP 2 x PP 2 x DP 16, 4,194,304-token batches of 8,192-token
/// sequences (512 sequences, 32 micro-batches of 1 per pipeline).
Scenario llama8b() {
    QFile file(QStringLiteral(GOODPUT_PRESETS_DIR "/models/llama-3.1-8b.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read the Llama 3.1 8B preset");
    }
    const QByteArray bytes = file.readAll();
    const PresetReadResult preset =
        readPreset(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!preset.preset) {
        qFatal("the Llama 3.1 8B preset does not read");
    }
    Scenario s = defaultScenario();
    s.workload.architecture = preset.preset->model.architecture;
    s.workload.parameters = preset.preset->model.parameters; // not the default scenario's 70B
    s.workload.sequenceLength = 8192;
    s.workload.globalBatchTokens = 4194304;
    s.cluster.gpus = 64;
    s.layout.tp = 2;
    s.layout.pp = 2;
    s.mfuMode = MfuMode::Derived;
    return s;
}

/// The step the model gives the scenario at matmul efficiency e (the synthetic measurement).
StepResult stepAt(Scenario s, double e) {
    s.hardware.accelerator.matmulEfficiency = e;
    const Result r = evaluate(s);
    return r.step.value_or(StepResult{});
}

/// Where a user's calibrated preset says it came from.
CalibrationProvenance myChip() {
    CalibrationProvenance provenance;
    provenance.id = "my-chip";
    provenance.displayName = "My chip (calibrated)";
    provenance.efficiencySource = "measured: step time";
    provenance.source = "User measurement [measured]";
    return provenance;
}

bool hasCode(const Diagnostics& diagnostics, DiagCode code) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [code](const Diagnostic& d) { return d.code == code; });
}

} // namespace

class TestStepCalibration final : public QObject {
    Q_OBJECT
private slots:
    void recoversKnownEfficiency_data() {
        QTest::addColumn<double>("efficiency");
        QTest::addColumn<bool>("overlapTp");
        QTest::addColumn<int>("recompute");
        QTest::newRow("0.35") << 0.35 << false << 0;
        QTest::newRow("0.62") << 0.62 << false << 0;
        QTest::newRow("0.93") << 0.93 << false << 0;
        // TP overlapped: only what the compute does not hide is exposed (a max() in the model).
        QTest::newRow("0.55 overlapped TP") << 0.55 << true << 0;
        QTest::newRow("0.7 full recompute") << 0.7 << false << 2;
    }
    void recoversKnownEfficiency() {
        QFETCH(double, efficiency);
        QFETCH(bool, overlapTp);
        QFETCH(int, recompute);
        Scenario s = llama8b();
        s.communication.overlapTensorParallel = overlapTp;
        s.workload.recompute = static_cast<Recompute>(recompute);
        const StepResult truth = stepAt(s, efficiency);
        QVERIFY(truth.time.total().value() > 0);

        // The scenario starts at 0.8: the measurement must move it to `efficiency`.
        s.hardware.accelerator.matmulEfficiency = 0.8;
        const StepCalibration c =
            calibrateStep(s, {StepMeasure::StepTime, truth.time.total().value(), false});
        QVERIFY(c.valid);
        QVERIFY2(std::abs(c.efficiency - efficiency) < 1e-6,
                 qPrintable(QString::number(c.efficiency, 'g', 12)));
        QCOMPARE(c.previousEfficiency, 0.8);
        // After = the measured job; before = the scenario as it was (derived mode of evaluate()).
        QVERIFY(std::abs(c.after.mfu - truth.mfu) < 1e-9);
        QVERIFY(std::abs(c.before.mfu - stepAt(s, 0.8).mfu) < 1e-12);
        QVERIFY(std::abs(c.after.time.total().value() / truth.time.total().value() - 1) < 1e-9);
        // Bisection of [0.05, 1] down to 1e-12: ceil(log2(0.95 / 1e-12)) = 40 halvings.
        QCOMPARE(c.iterations, 40);
        QVERIFY(c.fastestStep < c.measuredStep && c.measuredStep < c.slowestStep);
    }

    void sensitivityIsTheEfficiencysResponseToTheTime() {
        // By definition: a measured time 0.1 % longer moves the solved efficiency down by
        // sensitivity x 0.1 % (to first order). All matmul would give t ~ 1/e and exactly 1; the
        // memory-bound operations, exposed TP and the optimizer do not scale with e, so it is
        // above 1 here.
        const Scenario s = llama8b();
        const double t = stepAt(s, 0.6).time.total().value();
        const StepCalibration c = calibrateStep(s, {StepMeasure::StepTime, t, false});
        const StepCalibration longer = calibrateStep(s, {StepMeasure::StepTime, t * 1.001, false});
        QVERIFY(c.valid && longer.valid);
        const double response = std::log(c.efficiency / longer.efficiency) / std::log(1.001);
        QVERIFY2(std::abs(response - c.sensitivity) < 0.01 * c.sensitivity,
                 qPrintable(QStringLiteral("%1 vs %2").arg(response).arg(c.sensitivity)));
        QVERIFY(c.sensitivity > 1.0);
        QVERIFY(!hasCode(c.diagnostics, DiagCode::StepInsensitive));
    }

    void communicationBoundStepWarns() {
        // TP 32 across 4 nodes of 8: the TP all-reduces cross the 50 GB/s network and
        // dominate the step; the matmuls are a small part, so the efficiency is poorly determined.
        Scenario s = llama8b();
        s.layout.tp = 32;
        s.layout.pp = 1;
        const double t = stepAt(s, 0.6).time.total().value();
        const StepCalibration c = calibrateStep(s, {StepMeasure::StepTime, t, false});
        QVERIFY(c.valid);
        QVERIFY2(c.sensitivity > 4, qPrintable(QString::number(c.sensitivity)));
        QVERIFY(hasCode(c.diagnostics, DiagCode::StepInsensitive));
        QVERIFY(std::abs(c.efficiency - 0.6) < 1e-6); // still recovered exactly
    }

    void tokensAndTflopsAgreeWithStepTime() {
        Scenario s = llama8b();
        s.workload.recompute = Recompute::Full; // model and hardware FLOPs differ: 6N vs 8N
        s.hardware.accelerator.matmulEfficiency = 0.5;
        const Scenario derived = [&] {
            Scenario d = s;
            deriveParameters(d.workload);
            return d;
        }();
        const StepContext context = makeStepContext(derived);

        // Hand: 4,194,304 tokens per step / 2e6 tokens/s = 2.097152 s.
        QVERIFY(std::abs(
                    stepTimeOf(context, Recompute::Full, {StepMeasure::TokensPerSecond, 2e6, false})
                        .value() -
                    2.097152) < 1e-12);
        // Hand: N = 8,030,261,248 (Llama 3.1 8B: 2 x 128,256 x 4,096 embeddings + 32 x
        // (41,943,040 attention + 176,160,768 FFN + 8,192 norms) + 4,096). Model FLOPs 6N per
        // token: 6 x 8,030,261,248 x 4,194,304 / (64 x 400e12 FLOP/s) = 7.894068017 s;
        // hardware FLOPs with full recompute 8N: 10.52542402 s.
        QVERIFY(
            std::abs(stepTimeOf(context, Recompute::Full, {StepMeasure::TflopsPerGpu, 400, false})
                         .value() -
                     7.89406801723392) < 1e-9);
        QVERIFY(
            std::abs(stepTimeOf(context, Recompute::Full, {StepMeasure::TflopsPerGpu, 400, true})
                         .value() -
                     10.52542402297856) < 1e-9);

        // The three readings of one synthetic job give one efficiency.
        const StepResult truth = stepAt(s, 0.66);
        const double peakTflops = 1000; // the chapter's 1 PFLOP/s
        const StepCalibration fromTime =
            calibrateStep(s, {StepMeasure::StepTime, truth.time.total().value(), false});
        const StepCalibration fromTokens =
            calibrateStep(s, {StepMeasure::TokensPerSecond, truth.tokensPerSecond, false});
        const StepCalibration fromMfu =
            calibrateStep(s, {StepMeasure::TflopsPerGpu, truth.mfu * peakTflops, false});
        const StepCalibration fromHfu =
            calibrateStep(s, {StepMeasure::TflopsPerGpu, truth.hfu * peakTflops, true});
        for (const StepCalibration* c : {&fromTime, &fromTokens, &fromMfu, &fromHfu}) {
            QVERIFY(c->valid);
            QVERIFY(std::abs(c->measuredStep.value() / truth.time.total().value() - 1) < 1e-12);
            QVERIFY(std::abs(c->efficiency - 0.66) < 1e-6);
        }
        // The HFU figure read as MFU would claim a 4/3 faster job than the model can explain,
        // or a much higher efficiency: the flag matters.
        const StepCalibration wrongFlag =
            calibrateStep(s, {StepMeasure::TflopsPerGpu, truth.hfu * peakTflops, false});
        QVERIFY(!wrongFlag.valid || wrongFlag.efficiency > 0.8);
    }

    void fasterThanTheModelIsRefused() {
        const Scenario s = llama8b();
        const Seconds fastest = stepAt(s, 1.0).time.total();
        const StepCalibration c =
            calibrateStep(s, {StepMeasure::StepTime, fastest.value() * 0.9, false});
        QVERIFY(!c.valid);
        QCOMPARE(c.diagnostics.size(), std::size_t(1));
        const Diagnostic& d = c.diagnostics.front();
        QCOMPARE(d.code, DiagCode::StepFasterThanModel);
        QCOMPARE(d.field, std::string("measurement.stepSeconds"));
        QVERIFY(std::abs(*d.actual - fastest.value() * 0.9) < 1e-12);
        QVERIFY(std::abs(*d.limit - fastest.value()) < 1e-12);
        QCOMPARE(codeId(d.code), std::string_view("step.fasterThanModel"));
    }

    void slowerThanTheModelIsRefused() {
        const Scenario s = llama8b();
        const Seconds slowest = stepAt(s, 0.05).time.total();
        const StepCalibration c = calibrateStep(
            s, {StepMeasure::TokensPerSecond, 4194304 / (slowest.value() * 1.5), false});
        QVERIFY(!c.valid);
        QCOMPARE(c.diagnostics.size(), std::size_t(1));
        QCOMPARE(c.diagnostics.front().code, DiagCode::StepSlowerThanModel);
        QCOMPARE(c.diagnostics.front().field, std::string("measurement.tokensPerSecond"));
        QVERIFY(std::abs(*c.diagnostics.front().limit - slowest.value()) < 1e-12);
        // A higher minimum moves the refusal.
        const StepCalibration tighter = calibrateStep(
            s, {StepMeasure::StepTime, stepAt(s, 0.3).time.total().value(), false}, {0.4});
        QVERIFY(!tighter.valid);
        QCOMPARE(tighter.diagnostics.front().code, DiagCode::StepSlowerThanModel);
    }

    void badInputIsRefused() {
        const Scenario s = llama8b();
        const StepCalibration zero = calibrateStep(s, {StepMeasure::TflopsPerGpu, 0, false});
        QVERIFY(!zero.valid);
        QCOMPARE(zero.diagnostics.front().code, DiagCode::OutOfRange);
        QCOMPARE(zero.diagnostics.front().field, std::string("measurement.tflopsPerGpu"));
        const StepCalibration nan = calibrateStep(
            s, {StepMeasure::StepTime, std::numeric_limits<double>::quiet_NaN(), false});
        QVERIFY(!nan.valid);
        QCOMPARE(nan.diagnostics.front().code, DiagCode::NotFinite);

        Scenario noShape = s;
        noShape.workload.architecture.reset();
        const StepCalibration shapeless = calibrateStep(noShape, {StepMeasure::StepTime, 5, false});
        QVERIFY(!shapeless.valid);
        QVERIFY(hasCode(shapeless.diagnostics, DiagCode::MissingField));

        Scenario badLayout = s;
        badLayout.layout.tp = 3; // 32 heads do not split 3 ways
        const StepCalibration bad = calibrateStep(badLayout, {StepMeasure::StepTime, 5, false});
        QVERIFY(!bad.valid);
        QVERIFY(hasCode(bad.diagnostics, DiagCode::HeadsNotDivisibleByTp) ||
                hasCode(bad.diagnostics, DiagCode::LayoutMismatch));
    }

    void theClockDropScalesAlong() {
        // A chip with a measured sustained ceiling (0.72 against a 0.8 burst, 0.9 of it): a step
        // made at burst 0.6 (sustained 0.54) back-solves to 0.6, and the preset keeps the ratio:
        // sustained 0.72 x 0.6 / 0.8 = 0.54.
        Scenario s = llama8b();
        s.hardware.accelerator.matmulEfficiency = 0.8;
        s.hardware.accelerator.sustainedMatmulEfficiency = 0.72;
        Scenario truthScenario = s;
        truthScenario.hardware.accelerator.sustainedMatmulEfficiency = 0.54;
        const StepResult truth = stepAt(truthScenario, 0.6);
        const StepCalibration c =
            calibrateStep(s, {StepMeasure::StepTime, truth.time.total().value(), false});
        QVERIFY(c.valid);
        QVERIFY(std::abs(c.efficiency - 0.6) < 1e-4);
        const CalibrationBase base = calibrationBaseFromHardware(s.hardware, "scenario test.json");
        const CalibratedPreset p = stepCalibratedPreset(base, c, myChip());
        QVERIFY(p.preset);
        QCOMPARE((*p.preset)["sustainedMatmulEfficiency"].get<double>(), 0.54);
    }
    void presetRecordsTheEfficiency() {
        Scenario s = llama8b();
        const StepResult truth = stepAt(s, 0.6123456);
        const StepCalibration c =
            calibrateStep(s, {StepMeasure::StepTime, truth.time.total().value(), false});
        QVERIFY(c.valid);
        const CalibrationBase base = calibrationBaseFromHardware(s.hardware, "scenario test.json");
        CalibrationProvenance provenance = myChip();
        provenance.note = "Derived MFU moved.";
        const CalibratedPreset p = stepCalibratedPreset(base, c, provenance);
        QVERIFY(p.preset);
        const nlohmann::json& j = *p.preset;
        QCOMPARE(j["matmulEfficiency"].get<double>(), 0.6123); // 4 significant digits
        QCOMPARE(j["matmulEfficiencySource"].get<std::string>(),
                 std::string("measured: step time"));
        QCOMPARE(j["id"].get<std::string>(), std::string("my-chip"));
        QCOMPARE(j["sources"].back().get<std::string>(),
                 std::string("User measurement [measured]"));
        for (const auto& key : j["unverified"]) {
            QVERIFY(key != "matmulEfficiency");
        }
        // The tiers are untouched.
        QCOMPARE(j["scaleUp"], base.preset["scaleUp"]);

        provenance.id = "Not An Id";
        QVERIFY(!stepCalibratedPreset(base, c, provenance).preset);
        StepCalibration refused = c;
        refused.valid = false;
        Diagnostic faster;
        faster.code = DiagCode::StepFasterThanModel;
        refused.diagnostics = {faster};
        provenance.id = "my-chip";
        const CalibratedPreset none = stepCalibratedPreset(base, refused, provenance);
        QVERIFY(!none.preset);
        QCOMPARE(none.diagnostics.front().code, DiagCode::StepFasterThanModel);
    }
};

QTEST_APPLESS_MAIN(TestStepCalibration)
#include "tst_step_calibration.moc"
