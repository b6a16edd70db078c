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

namespace {

/// The figures whose row passes `keep`, in table order.
template <class Keep> std::vector<ComparedFigure> figuresWhere(Keep keep) {
    std::vector<ComparedFigure> out;
    for (const ResultFigureInfo& info : resultFigures()) {
        if (keep(info)) {
            out.push_back(info.figure);
        }
    }
    return out;
}

} // namespace

std::span<const ComparedFigure> comparedFigures() {
    static const std::vector<ComparedFigure> figures =
        figuresWhere([](const ResultFigureInfo& i) { return !i.compareId.empty(); });
    return figures;
}

std::span<const ComparedFigure> stepParts() {
    static const std::vector<ComparedFigure> figures =
        figuresWhere([](const ResultFigureInfo& i) { return !i.compareId.empty() && i.stepPart; });
    return figures;
}

std::string_view figureId(ComparedFigure figure) {
    return resultFigureInfo(figure).compareId;
}

std::string_view figureUnit(ComparedFigure figure) {
    return resultFigureInfo(figure).unit;
}

bool higherIsBetter(ComparedFigure figure) {
    return resultFigureInfo(figure).higherIsBetter;
}

std::optional<double> figureValue(const Result& r, ComparedFigure figure) {
    if (r.valid && resultFigureInfo(figure).needsFinish && !r.reliability.goodput.finishes) {
        return std::nullopt;
    }
    return resultFigureValue(r, figure);
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
    for (ComparedFigure figure : comparedFigures()) {
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
