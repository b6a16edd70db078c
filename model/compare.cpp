// SPDX-License-Identifier: MIT
#include "compare.h"

#include "search.h"

#include <cmath>

namespace goodput {

Change changeFrom(double baseline, double current) {
    Change c;
    c.absolute = current - baseline;
    if (baseline != 0 && std::isfinite(baseline) && std::isfinite(current)) {
        c.relative = c.absolute / baseline;
    }
    return c;
}

std::string_view figureId(ComparedFigure figure) {
    switch (figure) {
    case ComparedFigure::WallClockDays: return "wallClockDays";
    case ComparedFigure::WallClockCost: return "wallClockCostUsd";
    case ComparedFigure::CostPerMillionTokens: return "costPerMillionTokensUsd";
    case ComparedFigure::WallClockGpuHours: return "wallClockGpuHours";
    case ComparedFigure::Goodput: return "goodput";
    case ComparedFigure::Mfu: return "mfu";
    case ComparedFigure::MemoryPerGpu: return "memoryPerGpuBytes";
    case ComparedFigure::StepTime: return "stepSeconds";
    case ComparedFigure::StepCompute: return "computeSeconds";
    case ComparedFigure::StepMemoryBound: return "memoryBoundSeconds";
    case ComparedFigure::StepExposedTp: return "exposedTpSeconds";
    case ComparedFigure::StepExposedCp: return "exposedCpSeconds";
    case ComparedFigure::StepExposedEp: return "exposedEpSeconds";
    case ComparedFigure::StepExposedDp: return "exposedDpSeconds";
    case ComparedFigure::StepBubble: return "bubbleSeconds";
    case ComparedFigure::StepPpTransfer: return "ppTransferSeconds";
    case ComparedFigure::StepOptimizer: return "optimizerSeconds";
    case ComparedFigure::StepOther: return "otherSeconds";
    case ComparedFigure::SystemMtbf: return "systemMtbfSeconds";
    case ComparedFigure::CheckpointInterval: return "checkpointIntervalSeconds";
    }
    return "";
}

std::string_view figureUnit(ComparedFigure figure) {
    switch (figure) {
    case ComparedFigure::WallClockDays: return "days";
    case ComparedFigure::WallClockCost:
    case ComparedFigure::CostPerMillionTokens: return "usd";
    case ComparedFigure::WallClockGpuHours: return "hours";
    case ComparedFigure::Goodput:
    case ComparedFigure::Mfu: return "fraction";
    case ComparedFigure::MemoryPerGpu: return "bytes";
    default: return "seconds";
    }
}

bool higherIsBetter(ComparedFigure figure) {
    return figure == ComparedFigure::Goodput || figure == ComparedFigure::Mfu ||
           figure == ComparedFigure::SystemMtbf;
}

namespace {

double stepPart(const StepBreakdown& t, ComparedFigure figure) {
    switch (figure) {
    case ComparedFigure::StepCompute: return t.compute.value();
    case ComparedFigure::StepMemoryBound: return t.memoryBound.value();
    case ComparedFigure::StepExposedTp: return t.exposedTp.value();
    case ComparedFigure::StepExposedCp: return t.exposedCp.value();
    case ComparedFigure::StepExposedEp: return t.exposedEp.value();
    case ComparedFigure::StepExposedDp: return t.exposedDp.value();
    case ComparedFigure::StepBubble: return t.bubble.value();
    case ComparedFigure::StepPpTransfer: return t.ppTransfer.value();
    case ComparedFigure::StepOptimizer: return t.optimizer.value();
    case ComparedFigure::StepOther: return t.other.value();
    default: return t.total().value();
    }
}

} // namespace

std::optional<double> figureValue(const Result& r, ComparedFigure figure) {
    if (!r.valid) {
        return std::nullopt;
    }
    const bool finishes = r.reliability.goodput.finishes;
    switch (figure) {
    case ComparedFigure::WallClockDays:
        return finishes ? std::optional(units::inDays(r.wallClock)) : std::nullopt;
    case ComparedFigure::WallClockCost:
        return finishes ? std::optional(r.totalCost.value()) : std::nullopt;
    case ComparedFigure::CostPerMillionTokens:
        return finishes ? std::optional(r.wallClockCostPerMillionTokens.value()) : std::nullopt;
    case ComparedFigure::WallClockGpuHours:
        return finishes ? std::optional(r.wallClockGpuHours) : std::nullopt;
    case ComparedFigure::Goodput:
        return finishes ? std::optional(r.reliability.goodput.goodput) : std::nullopt;
    case ComparedFigure::Mfu: return r.compute.mfu;
    case ComparedFigure::MemoryPerGpu:
        return r.step ? std::optional(r.step->memory.total().value()) : std::nullopt;
    case ComparedFigure::SystemMtbf: return r.reliability.systemMtbf.value();
    case ComparedFigure::CheckpointInterval: return r.reliability.interval.value();
    default: return r.step ? std::optional(stepPart(r.step->time, figure)) : std::nullopt;
    }
}

Comparison compareScenarios(const std::vector<NamedScenario>& scenarios,
                            const CompareOptions& options) {
    Comparison out;
    if (scenarios.size() < 2 || scenarios.size() > kMaxComparedScenarios) {
        out.diagnostics.push_back({.code = DiagCode::CompareCount,
                                   .actual = static_cast<double>(scenarios.size()),
                                   .limit = static_cast<double>(kMaxComparedScenarios)});
        return out;
    }
    for (const NamedScenario& named : scenarios) {
        ComparedScenario c;
        c.label = named.label;
        c.scenario = named.scenario;
        if (options.bestLayout) {
            SearchOptions search;
            search.top = 1;
            const SearchResult found = searchLayouts(c.scenario, search);
            if (!found.ranked.empty()) {
                const LayoutChoice& best = found.ranked.front().choice;
                c.scenario.layout = best.layout;
                c.scenario.workload.microBatchSize = best.microBatchSize;
                c.scenario.workload.recompute = best.recompute;
                c.bestLayoutApplied = true;
            } else {
                c.searchDiagnostics = found.diagnostics;
            }
        }
        c.result = evaluate(c.scenario);
        if (c.result.valid) {
            c.cluster = sweepClusterSize(c.scenario, c.result);
        }
        out.scenarios.push_back(std::move(c));
    }
    for (ComparedFigure figure : kComparedFigures) {
        ComparisonRow row;
        row.figure = figure;
        for (const ComparedScenario& c : out.scenarios) {
            row.values.push_back(figureValue(c.result, figure));
        }
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            const std::optional<double>& first = row.values.front();
            const std::optional<double>& value = row.values[i];
            row.changes.push_back(
                i > 0 && first && value ? std::optional(changeFrom(*first, *value)) : std::nullopt);
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

} // namespace goodput
