// SPDX-License-Identifier: MIT
#pragma once

// The layout search (issue 3): every valid layout of the scenario's GPUs (TP, PP, virtual stages,
// CP, EP, micro-batch, recompute, ZeRO stage) through the step model, those that do not fit in
// memory dropped, the rest ranked by wall-clock days after goodput or by dollars.

#include "step.h"

#include <vector>

namespace goodput {

enum class RankBy { WallClockDays, Cost };

/// Candidate layouts one search runs through the step model at most (about 2 s on one core): a
/// GPU count with very many divisors (8,648,640 GPUs) once gave 316 million and 30 s. Past the
/// cap the search samples the (TP, CP, PP) groups evenly and says so (search.layoutCap).
inline constexpr long long kMaxLayoutsEvaluated = 4'000'000;

struct SearchOptions {
    int top = 10; ///< how many ranked layouts to return (1..1000)
    RankBy rankBy = RankBy::WallClockDays;
    int maxVirtualStages = 8; ///< interleaving depths tried: 1..this
    int maxMicroBatchSize =
        8; ///< micro-batch sizes tried: divisors of the per-replica batch up to this
    long long maxEvaluated = kMaxLayoutsEvaluated; ///< the cap (tests lower it)
};

/// One ranked layout with its full step result.
struct RankedLayout {
    LayoutChoice choice;
    StepResult step;
    Seconds wallClock; ///< D / tokens-per-second / goodput
    Dollars cost;      ///< wall-clock GPU-hours x price
};

struct SearchResult {
    std::vector<RankedLayout> ranked; ///< best first, at most options.top
    long long evaluated = 0;          ///< layouts run through the step model
    long long candidates = 0;         ///< layouts there are (evaluated < candidates past the cap)
    long long valid = 0;              ///< of those, accepted by checkLayout()
    long long fitting = 0;            ///< of those, fitting in HBM
    double goodput = 0;               ///< the scenario's goodput (the same for every layout)
    FlopConvention flopConvention = FlopConvention::SixN; ///< what every MFU and HFU counts
    Diagnostics diagnostics; ///< why nothing could be searched or nothing fits
};

/// Searches the layouts of `scenario.cluster.gpus` GPUs. The scenario's own layout, micro-batch
/// and recompute are ignored; everything else (model, batch, hardware, reliability) is kept.
SearchResult searchLayouts(const Scenario& scenario, const SearchOptions& options = {});

} // namespace goodput
