// SPDX-License-Identifier: MIT
#include "step_calibration.h"

#include "architecture.h"
#include "energy.h"
#include "plan.h"

#include <algorithm>
#include <cmath>

namespace goodput {
namespace {

/// A solved efficiency moves by more than this many percent per percent of error in the
/// measured time: the measurement says little about the matmuls (warning).
constexpr double kSensitivityWarning = 4.0;

/// Bisection stops when the bracket is this narrow: far below any meaningful efficiency digit,
/// and reached in about 40 halvings of [0.05, 1].
constexpr double kEfficiencyTolerance = 1e-12;

const char* measurementField(StepMeasure kind) {
    switch (kind) {
    case StepMeasure::StepTime: return "measurement.stepSeconds";
    case StepMeasure::TokensPerSecond: return "measurement.tokensPerSecond";
    case StepMeasure::TflopsPerGpu: return "measurement.tflopsPerGpu";
    }
    return "measurement";
}

} // namespace

Seconds stepTimeOf(const StepContext& context, Recompute recompute, const StepMeasurement& m) {
    if (!(m.value > 0) || !std::isfinite(m.value)) {
        return Seconds(0);
    }
    const Workload& w = context.scenario->workload;
    const double batchTokens = context.batchSequences * w.sequenceLength;
    switch (m.kind) {
    case StepMeasure::StepTime: return Seconds(m.value);
    case StepMeasure::TokensPerSecond: return Seconds(batchTokens / m.value);
    case StepMeasure::TflopsPerGpu: {
        // The same count the step model's MFU and HFU divide by (step.cpp).
        const FlopsPerToken perToken =
            flopsPerToken(modelParameters(w), recompute, w.recomputeLayerShare, context.flopTerms);
        const Flops perStep =
            (m.countsRecompute ? perToken.hardware : perToken.model) * batchTokens;
        return perStep / (units::teraflopPerSecond(m.value) *
                          static_cast<double>(context.scenario->cluster.gpus));
    }
    }
    return Seconds(0);
}

StepCalibration calibrateStep(const Scenario& scenario, const StepMeasurement& measurement,
                              const StepCalibrationOptions& options) {
    StepCalibration out;
    out.previousEfficiency = scenario.hardware.accelerator.matmulEfficiency;
    // The derived-MFU path of evaluate(): parameters counted from the architecture.
    Scenario s = scenario;
    s.mfuMode = MfuMode::Derived;
    out.diagnostics = validate(s);
    if (hasErrors(out.diagnostics)) {
        return out;
    }
    deriveParameters(s.workload);
    applyPowerCap(s); // as evaluate() does: the measured step ran at the capped clock
    const StepContext context = makeStepContext(s);
    const LayoutChoice choice{s.layout, s.workload.microBatchSize, s.workload.recompute};
    if (!checkLayout(context, choice, &out.diagnostics)) {
        return out;
    }
    out.measuredStep = stepTimeOf(context, choice.recompute, measurement);
    if (!(out.measuredStep.value() > 0) || !std::isfinite(out.measuredStep.value())) {
        const bool finite = std::isfinite(measurement.value);
        out.diagnostics.push_back(
            {.code = finite ? DiagCode::OutOfRange : DiagCode::NotFinite,
             .field = measurementField(measurement.kind),
             .actual = finite ? std::optional(measurement.value) : std::nullopt,
             .limit = 0.0});
        return out;
    }

    // The step time at efficiency e; the context points at `s`, whose efficiency is set here.
    Accelerator& accelerator = s.hardware.accelerator;
    // A measured clock drop under load (sustained / burst ceiling) is the chip's power limit, not
    // the software's: it scales along with the burst ceiling being solved for.
    const std::optional<double> previousSustained = accelerator.sustainedMatmulEfficiency;
    const auto stepAt = [&](double e) {
        accelerator.matmulEfficiency = e;
        if (previousSustained && out.previousEfficiency > 0) {
            accelerator.sustainedMatmulEfficiency = *previousSustained * e / out.previousEfficiency;
        }
        context.layerTimes.clear(); // the kernel times it remembers were for another efficiency
        return evaluateStep(context, choice);
    };
    out.before = stepAt(out.previousEfficiency);
    if (!out.before.memory.fits) {
        // The job ran, so it fitted: the memory model disagrees, the times still hold.
        out.diagnostics.push_back({.code = DiagCode::LayoutDoesNotFit,
                                   .severity = Severity::Warning,
                                   .field = "layout",
                                   .actual = units::inGigabytes(out.before.memory.total()),
                                   .limit = units::inGigabytes(out.before.memory.capacity)});
    }
    const double low = options.minimumEfficiency;
    out.fastestStep = stepAt(1.0).time.total();
    out.slowestStep = stepAt(low).time.total();
    const Seconds t = out.measuredStep;
    if (t < out.fastestStep) {
        out.diagnostics.push_back({.code = DiagCode::StepFasterThanModel,
                                   .field = measurementField(measurement.kind),
                                   .actual = t.value(),
                                   .limit = out.fastestStep.value()});
        return out;
    }
    if (t > out.slowestStep) {
        out.diagnostics.push_back({.code = DiagCode::StepSlowerThanModel,
                                   .field = measurementField(measurement.kind),
                                   .actual = t.value(),
                                   .limit = out.slowestStep.value()});
        return out;
    }

    // Invariant: step(lo) >= t >= step(hi).
    double lo = low;
    double hi = 1.0;
    while (hi - lo > kEfficiencyTolerance) {
        const double mid = 0.5 * (lo + hi);
        (stepAt(mid).time.total() >= t ? lo : hi) = mid;
        ++out.iterations;
    }
    out.efficiency = 0.5 * (lo + hi);
    out.after = stepAt(out.efficiency);
    out.sustainedEfficiency = accelerator.sustainedMatmulEfficiency;

    // d ln t / d ln e by a central difference of +-0.1 % (one-sided at the bracket's ends).
    const double up = std::min(1.0, out.efficiency * 1.001);
    const double down = std::max(low, out.efficiency * 0.999);
    const double slope =
        std::log(stepAt(up).time.total() / stepAt(down).time.total()) / std::log(up / down);
    out.sensitivity = slope != 0.0 ? std::abs(1.0 / slope) : HUGE_VAL;
    if (!(out.sensitivity <= kSensitivityWarning)) {
        out.diagnostics.push_back({.code = DiagCode::StepInsensitive,
                                   .severity = Severity::Warning,
                                   .field = "hardware.matmulEfficiency",
                                   .actual = std::isfinite(out.sensitivity)
                                                 ? std::optional(out.sensitivity)
                                                 : std::nullopt,
                                   .limit = kSensitivityWarning});
    }
    out.valid = true;
    return out;
}

} // namespace goodput
