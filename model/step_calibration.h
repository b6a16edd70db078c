// SPDX-License-Identifier: MIT
#pragma once

// Calibrating compute from one measured step (issue 8): the step time, tokens/s or TFLOP/s per
// GPU that a training log prints for a known scenario (model, layout, batch) is turned into the
// achievable matmul efficiency of the hardware by solving the step model (step.h) for it.
//
// The step time is a non-increasing function of the matmul efficiency e: the matmuls take
// FLOPs / (peak e), every other term (memory-bound operations, exposed communication, bubble,
// optimizer) does not depend on e or, where communication hides behind compute, shrinks with it.
// A bracketed bisection on [minimum, 1] therefore finds the e at which the model's step equals
// the measured one. A measurement faster than the model at e = 1 or slower than at the minimum
// cannot be explained by the matmul efficiency and is refused with a reason (docs/calibration.md).

#include "diagnostics.h"
#include "scenario.h"
#include "step.h"

#include <optional>

namespace goodput {

/// What the training log printed.
enum class StepMeasure {
    StepTime,        ///< seconds per optimizer step
    TokensPerSecond, ///< the whole job's training tokens per second
    TflopsPerGpu,    ///< achieved TFLOP/s per GPU (see countsRecompute)
};

struct StepMeasurement {
    StepMeasure kind = StepMeasure::StepTime;
    double value = 0; ///< in the kind's unit: s, tokens/s, TFLOP/s
    /// TflopsPerGpu only: true when the figure counts recomputed FLOPs (hardware FLOPs, HFU),
    /// false for model FLOPs (6N per token, MFU). Megatron-LM's log prints the former.
    bool countsRecompute = false;
};

struct StepCalibrationOptions {
    /// The slowest the hardware may be: below it a measurement is "slower than the model".
    double minimumEfficiency = 0.05;
};

struct StepCalibration {
    bool valid = false;            ///< false: refused; diagnostics say why
    Seconds measuredStep;          ///< the measurement as a step time
    double efficiency = 0;         ///< the back-solved matmul efficiency
    double previousEfficiency = 0; ///< the scenario's matmul efficiency
    /// The scenario's sustained (power-limited) ceiling at the solved efficiency: it keeps its
    /// ratio to the burst one; empty where the scenario has none.
    std::optional<double> sustainedEfficiency;
    /// The step model at the scenario's efficiency (before) and at the solved one (after); the
    /// after step equals the measurement.
    StepResult before;
    StepResult after;
    Seconds fastestStep; ///< the model at efficiency 1
    Seconds slowestStep; ///< the model at the minimum efficiency
    /// Relative change of the solved efficiency per relative change of the measured time,
    /// |d ln e / d ln t|: 1 when the step is all matmul, large when little of it depends on e.
    double sensitivity = 0;
    int iterations = 0;
    Diagnostics diagnostics;
};

/// Converts a measurement to the step time of the scenario's batch: tokens/s -> batch tokens /
/// (tokens/s); TFLOP/s per GPU -> batch tokens x FLOPs per token (model or hardware count, of the
/// scenario's recompute and attention settings) / (GPUs x TFLOP/s). Zero for a value <= 0.
Seconds stepTimeOf(const StepContext& context, Recompute recompute, const StepMeasurement& m);

/// Back-solves the scenario's matmul efficiency from a measured step (the derived-MFU model of
/// the scenario's layout, micro-batch and recompute; its attention efficiency, when it sets
/// one, stays). Never throws; a scenario the step model cannot evaluate, a measurement that is
/// not a positive finite number, or one outside what the model reaches is refused.
StepCalibration calibrateStep(const Scenario& scenario, const StepMeasurement& measurement,
                              const StepCalibrationOptions& options = {});

} // namespace goodput
