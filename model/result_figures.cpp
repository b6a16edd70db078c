// SPDX-License-Identifier: MIT
#include "result_figures.h"

#include "units.h"

#include <array>
#include <cstddef>

namespace goodput {
namespace {

/// A part of the step time, in seconds.
template <Seconds StepBreakdown::*Part> std::optional<double> stepPart(const Result& r) {
    return r.step ? std::optional((r.step->time.*Part).value()) : std::nullopt;
}

constexpr double percent(double fraction) {
    return 100 * fraction;
}
constexpr double milliseconds(double seconds) {
    return seconds * 1e3;
}

constexpr ResultFigureInfo step(ResultFigure figure, std::optional<double> (*value)(const Result&),
                                std::string_view compareId, std::string_view sweepId) {
    return {.figure = figure,
            .value = value,
            .unit = "seconds",
            .stepPart = figure != ResultFigure::StepTime,
            .compareId = compareId,
            .sweepId = sweepId,
            .sweepUnit = sweepId.empty() ? std::string_view() : "ms",
            .toSweepUnit = &milliseconds,
            .needsStep = true};
}

using F = ResultFigure;

constexpr std::array kFigures{
    ResultFigureInfo{
        .figure = F::WallClockDays,
        .value = [](const Result& r) { return std::optional(units::inDays(r.wallClock)); },
        .unit = "days",
        .needsFinish = true,
        .compareId = "wallClockDays",
        .sweepId = "wallClockDays",
        .sweepUnit = "days"},
    ResultFigureInfo{
        .figure = F::ComputeDays,
        .value = [](const Result& r) { return std::optional(units::inDays(r.compute.time)); },
        .unit = "days",
        .sweepId = "computeDays",
        .sweepUnit = "days"},
    ResultFigureInfo{// GPU-hours x price (+ energy when not in the price)
                     .figure = F::WallClockCost,
                     .value = [](const Result& r) { return std::optional(r.totalCost.value()); },
                     .unit = "usd",
                     .needsFinish = true,
                     .compareId = "wallClockCostUsd",
                     .sweepId = "wallClockCost",
                     .sweepUnit = "USD"},
    ResultFigureInfo{.figure = F::ComputeCost,
                     .value = [](const Result& r) { return std::optional(r.compute.cost.value()); },
                     .unit = "usd",
                     .sweepId = "computeCost",
                     .sweepUnit = "USD"},
    ResultFigureInfo{
        .figure = F::CostPerMillionTokens,
        .value =
            [](const Result& r) { return std::optional(r.wallClockCostPerMillionTokens.value()); },
        .unit = "usd",
        .needsFinish = true,
        .compareId = "costPerMillionTokensUsd"},
    ResultFigureInfo{.figure = F::GpuHours,
                     .value = [](const Result& r) { return std::optional(r.wallClockGpuHours); },
                     .unit = "hours",
                     .needsFinish = true,
                     .compareId = "wallClockGpuHours",
                     .sweepId = "gpuHours",
                     .sweepUnit = "GPU-hours"},
    ResultFigureInfo{
        .figure = F::Goodput,
        .value = [](const Result& r) { return std::optional(r.reliability.goodput.goodput); },
        .unit = "fraction",
        .higherIsBetter = true,
        .needsFinish = true,
        .compareId = "goodput",
        .sweepId = "goodput",
        .sweepUnit = "%",
        .toSweepUnit = &percent},
    ResultFigureInfo{.figure = F::Mfu,
                     .value = [](const Result& r) { return std::optional(r.compute.mfu); },
                     .unit = "fraction",
                     .higherIsBetter = true,
                     .compareId = "mfu",
                     .sweepId = "mfu",
                     .sweepUnit = "%",
                     .toSweepUnit = &percent},
    ResultFigureInfo{.figure = F::Hfu,
                     .value = [](const Result& r) { return std::optional(r.compute.hfu); },
                     .unit = "fraction",
                     .higherIsBetter = true,
                     .sweepId = "hfu",
                     .sweepUnit = "%",
                     .toSweepUnit = &percent},
    ResultFigureInfo{
        .figure = F::TokensPerSecond,
        .value = [](const Result& r) { return std::optional(r.compute.tokensPerSecond); },
        .unit = "tokens/s",
        .higherIsBetter = true,
        .sweepId = "tokensPerSecond",
        .sweepUnit = "tokens/s"},
    ResultFigureInfo{.figure = F::MemoryPerGpu,
                     .value =
                         [](const Result& r) {
                             return r.step ? std::optional(r.step->memory.total().value())
                                           : std::nullopt;
                         },
                     .unit = "bytes",
                     .compareId = "memoryPerGpuBytes",
                     .sweepId = "memoryPerGpu",
                     .sweepUnit = "GB",
                     .toSweepUnit = [](double bytes) { return bytes / units::giga; },
                     .needsStep = true},
    step(
        F::StepTime,
        [](const Result& r) {
            return r.step ? std::optional(r.step->time.total().value()) : std::nullopt;
        },
        "stepSeconds", "stepTime"),
    step(F::StepCompute, &stepPart<&StepBreakdown::compute>, "computeSeconds", "stepCompute"),
    step(F::StepMemoryBound, &stepPart<&StepBreakdown::memoryBound>, "memoryBoundSeconds",
         "stepMemoryBound"),
    step(F::StepExposedTp, &stepPart<&StepBreakdown::exposedTp>, "exposedTpSeconds",
         "stepExposedTp"),
    step(F::StepExposedCp, &stepPart<&StepBreakdown::exposedCp>, "exposedCpSeconds",
         "stepExposedCp"),
    step(F::StepExposedEp, &stepPart<&StepBreakdown::exposedEp>, "exposedEpSeconds",
         "stepExposedEp"),
    step(F::StepExposedDp, &stepPart<&StepBreakdown::exposedDp>, "exposedDpSeconds",
         "stepExposedDp"),
    step(F::StepBubble, &stepPart<&StepBreakdown::bubble>, "bubbleSeconds", "stepBubble"),
    step(F::StepPpTransfer, &stepPart<&StepBreakdown::ppTransfer>, "ppTransferSeconds",
         "stepPpTransfer"),
    step(F::StepOptimizer, &stepPart<&StepBreakdown::optimizer>, "optimizerSeconds",
         "stepOptimizer"),
    step(F::StepOther, &stepPart<&StepBreakdown::other>, "otherSeconds", ""),
    ResultFigureInfo{
        .figure = F::SystemMtbf,
        .value = [](const Result& r) { return std::optional(r.reliability.systemMtbf.value()); },
        .unit = "seconds",
        .higherIsBetter = true,
        .compareId = "systemMtbfSeconds",
        .sweepId = "systemMtbf",
        .sweepUnit = "h",
        .toSweepUnit =
            [](double seconds) {
                return seconds / units::secondsPerHour;
            }},
    ResultFigureInfo{
        .figure = F::CheckpointInterval,
        .value = [](const Result& r) { return std::optional(r.reliability.interval.value()); },
        .unit = "seconds",
        .compareId = "checkpointIntervalSeconds",
        .sweepId = "checkpointInterval",
        .sweepUnit = "min",
        .toSweepUnit =
            [](double seconds) {
                return seconds / 60.0;
            }},
};

} // namespace

std::span<const ResultFigureInfo> resultFigures() {
    return kFigures;
}

const ResultFigureInfo& resultFigureInfo(ResultFigure figure) {
    return kFigures[static_cast<std::size_t>(figure)];
}

std::optional<double> resultFigureValue(const Result& result, ResultFigure figure) {
    return result.valid ? resultFigureInfo(figure).value(result) : std::nullopt;
}

} // namespace goodput
