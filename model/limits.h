// SPDX-License-Identifier: MIT
#pragma once

// What limits a plan (issue 18): the few changes that would help it most, each evaluated by the
// whole model (the scenario changed in one key and evaluated again), and a tornado of days and
// dollars when each uncertain input moves by its stated uncertainty. Formulas, thresholds and the
// sources of the uncertainties: docs/model.md, "What limits the plan".

#include "plan.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace goodput {

/// What a change relieves, and the share it is measured by.
enum class Bottleneck {
    PipelineBubble,        ///< bubble / step time
    Memory,                ///< memory per GPU / HBM
    ExposedDataParallel,   ///< exposed DP communication / step time
    ExposedTensorParallel, ///< exposed TP communication / step time
    CheckpointStall,       ///< checkpoint stalls / wall-clock
    Recompute,             ///< recomputed FLOPs / hardware FLOPs (1 - MFU / HFU)
    MicroBatch,            ///< the MFU the micro-batch size gives
};

/// One candidate change of one scenario key and its effect on the whole plan.
struct Remedy {
    Bottleneck bottleneck = Bottleneck::PipelineBubble;
    std::string field{}; ///< the key changed ("layout.virtualStages")
    /// The key's value before and after, as the schema reads it (a count, a ZeRO stage, a
    /// choice's index, 0 or 1 for a flag, MB for the bucket size).
    double from = 0;
    double to = 0;
    /// A second key changed with it when the change alone no longer fits in memory: the next
    /// ZeRO stage that makes it fit ("layout.zeroStage"); empty when the change fits alone.
    std::string alsoField{};
    double alsoTo = 0;
    double shareBefore = 0; ///< the bottleneck's share (see Bottleneck), 0..1
    double shareAfter = 0;
    double daysBefore = 0; ///< wall-clock days
    double daysAfter = 0;
    double dollarsBefore = 0; ///< wall-clock cost in US dollars
    double dollarsAfter = 0;
    double memoryBeforeGB = 0; ///< per GPU (0 without a step model)
    double memoryAfterGB = 0;
    double hbmGB = 0;
    bool fitsBefore = true;
    bool fitsAfter = true;
};

/// An input a planner rarely knows exactly.
enum class UncertainInput {
    MatmulEfficiency,  ///< hardware.matmulEfficiency (and the FP8 one): derived MFU
    AssumedMfu,        ///< mfu.assumed: assumed MFU
    NetworkEfficiency, ///< hardware.scaleUp/scaleOut.efficiency together
    Mtbf,              ///< reliability.parts[].mtbfHours, every part together
    Price,             ///< cost.pricePerGpuHourUsd
};

/// An input's stated uncertainty: it moves by +-relative of its value (efficiencies stay <= 1).
/// Where each default comes from: docs/model.md, "What limits the plan".
struct Uncertainty {
    UncertainInput input = UncertainInput::MatmulEfficiency;
    double relative = 0.1;
};

/// The defaults: matmul efficiency and assumed MFU +-10 %, network efficiency +-10 %, MTBF
/// +-30 %, price +-25 %.
std::span<const Uncertainty> defaultUncertainties();

/// Days and dollars with one input at the low and the high end of its uncertainty.
struct TornadoBar {
    UncertainInput input = UncertainInput::MatmulEfficiency;
    double relative = 0;              ///< the stated uncertainty
    double lowFactor = 1;             ///< the factor applied at the low end (1 - relative)
    double highFactor = 1;            ///< at the high end (1 + relative; an efficiency stays <= 1)
    std::optional<double> daysLow{};  ///< wall-clock days with the input low; empty: invalid
    std::optional<double> daysHigh{}; ///< with it high
    std::optional<double> dollarsLow{};
    std::optional<double> dollarsHigh{};
    Diagnostics reasons{}; ///< why an end is empty (the errors of that evaluation)
};

struct PlanLimits {
    bool valid = false; ///< false when the plan itself does not evaluate
    double days = 0;    ///< the plan's wall-clock days and dollars
    double dollars = 0;
    /// The changes that help most, best first: those that make a layout fit, then by days saved;
    /// with memory tight (>= kTightMemory of HBM) the change that frees the most memory is among
    /// them.
    std::vector<Remedy> remedies{};
    /// Widest swing in days first.
    std::vector<TornadoBar> tornado{};
};

/// Memory per GPU at or above this share of HBM counts as tight.
inline constexpr double kTightMemory = 0.85;
/// How many remedies findLimits() keeps.
inline constexpr int kTopRemedies = 4;

/// Evaluates the candidate changes and the tornado for a scenario and its result.
PlanLimits findLimits(const Scenario& scenario, const Result& result,
                      std::span<const Uncertainty> uncertainties = defaultUncertainties());

/// The scenario with one uncertain input scaled by `factor` (efficiencies capped at 1).
Scenario scaleUncertainInput(const Scenario& scenario, UncertainInput input, double factor);

} // namespace goodput
