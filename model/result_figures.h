// SPDX-License-Identifier: MIT
#pragma once

// The figures of a result that are compared (model/compare.h: `goodput compare`, File > Compare,
// the comparison report) and swept (model/input_sweep.h: `goodput sweep`, Tools > Sweep), one row
// each: its accessor into a Result in the row's base unit, the ids and units the comparison and
// the sweep write, and whether more is better. Adding a figure: an enumerator and a row.

#include "plan.h"

#include <optional>
#include <span>
#include <string_view>

namespace goodput {

/// Every figure, in the order the tables, lists and charts show them.
enum class ResultFigure {
    WallClockDays,
    ComputeDays,
    WallClockCost, ///< the cost of one trained model
    ComputeCost,
    CostPerMillionTokens,
    GpuHours, ///< wall-clock GPU-hours
    Goodput,
    Mfu,
    Hfu,
    TokensPerSecond,
    MemoryPerGpu,
    StepTime, ///< then its parts, in the order of StepBreakdown
    StepCompute,
    StepMemoryBound,
    StepExposedTp,
    StepExposedCp,
    StepExposedEp,
    StepExposedDp,
    StepBubble,
    StepPpTransfer,
    StepOptimizer,
    StepOther,
    SystemMtbf,
    CheckpointInterval,
};

struct ResultFigureInfo {
    ResultFigure figure{};
    /// The value in `unit` from a valid result; nullopt when the result has none (no step model
    /// without an architecture).
    std::optional<double> (*value)(const Result&) = nullptr;
    std::string_view unit{}; ///< "days", "usd", "hours", "fraction", "bytes", "seconds", ...
    bool higherIsBetter = false;
    bool stepPart = false;    ///< one of the parts the step time is the sum of
    bool needsFinish = false; ///< meaningless for a run that never finishes (a comparison: none)
    std::string_view compareId{}; ///< for a comparison's JSON and CSV; empty: not compared
    std::string_view sweepId{};   ///< for `sweep --y` and its JSON; empty: not swept
    std::string_view sweepUnit{}; ///< the unit a sweep plots it in: "GB", "%", "ms", ...
    double (*toSweepUnit)(double) = nullptr; ///< from `unit`; nullptr: the same unit
    bool needsStep = false;                  ///< comes from the step model
};

/// Every figure's row, in the order of ResultFigure.
std::span<const ResultFigureInfo> resultFigures();
const ResultFigureInfo& resultFigureInfo(ResultFigure figure);
/// The figure's value in its row's unit; nullopt for an invalid result or one without it.
std::optional<double> resultFigureValue(const Result& result, ResultFigure figure);

} // namespace goodput
