// SPDX-License-Identifier: MIT
#include "search.h"

#include "energy.h"
#include "plan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace goodput {
namespace {

std::vector<int> divisorsOf(int n) {
    std::vector<int> low;
    std::vector<int> high;
    for (int i = 1; static_cast<long long>(i) * i <= n; ++i) {
        if (n % i == 0) {
            low.push_back(i);
            if (i != n / i) {
                high.push_back(n / i);
            }
        }
    }
    low.insert(low.end(), high.rbegin(), high.rend());
    return low;
}

/// One (TP, CP, PP) group of the search and how many layouts it holds.
struct Group {
    int tp = 1;
    int cp = 1;
    int pp = 1;
    long long layouts = 0;
};

/// Ranking key: smaller is better; ties go to the layout that needs less memory.
bool better(const RankedLayout& a, const RankedLayout& b, RankBy by) {
    const double ka = by == RankBy::Cost ? a.cost.value() : a.wallClock.value();
    const double kb = by == RankBy::Cost ? b.cost.value() : b.wallClock.value();
    if (ka != kb) {
        return ka < kb;
    }
    return a.step.memory.total() < b.step.memory.total();
}

} // namespace

SearchResult searchLayouts(const Scenario& input, const SearchOptions& options) {
    SearchResult result;
    Scenario s = input;
    // The search owns the layout: start from one that is valid for any GPU count, so the base
    // evaluation below checks everything else and yields the goodput every layout shares.
    s.layout = Layout{};
    s.layout.zero = ZeroStage::None;
    s.mfuMode = MfuMode::Assumed;
    s.workload.microBatchSize = 1;
    // The layouts are ranked by the step model of the architecture, so the goodput (checkpoint
    // size, hence stall and interval) counts the architecture's parameters too, as the plan does
    // in derived mode: with the typed count it once read 0.944 where the plan read 0.883.
    const Result base = evaluate([&] {
        Scenario derived = s;
        deriveParameters(derived.workload);
        return derived;
    }());
    result.diagnostics = checkParameterCount(s.workload);
    for (const Diagnostic& d : base.diagnostics) {
        if (d.severity == Severity::Error) {
            result.diagnostics.push_back(d);
        }
    }
    if (!s.workload.architecture) {
        result.diagnostics.push_back(
            {.code = DiagCode::MissingField, .field = "workload.architecture"});
    }
    if (!base.valid || !s.workload.architecture || !base.reliability.goodput.finishes) {
        return result;
    }
    deriveParameters(s.workload);
    applyPowerCap(s); // as evaluate() does
    result.goodput = base.reliability.goodput.goodput;
    result.flopConvention = base.compute.flopConvention;

    const StepContext context = makeStepContext(s);
    const Architecture& a = *s.workload.architecture;
    const int n = s.cluster.gpus;
    const double tokens = s.workload.tokens;
    const double price = s.pricePerGpu.value();
    const int top = std::clamp(options.top, 1, 1000);
    const long long batch = std::llround(context.batchSequences);

    // Recompute modes worth trying: with flash attention selective keeps what none keeps (no
    // s x s scores either way) and runs the attention forward again, so it never wins.
    const std::vector<Recompute> recomputes =
        s.workload.flashAttention
            ? std::vector<Recompute>{Recompute::None, Recompute::Full}
            : std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full};
    // ZeRO-1 moves the same bytes as ZeRO-2 and keeps more gradients: never ahead of its twin.
    constexpr std::array<ZeroStage, 3> zeros{ZeroStage::None, ZeroStage::Gradients,
                                             ZeroStage::Parameters};

    const std::vector<int> gpuDivisors = divisorsOf(n);
    const std::vector<int> expertDivisors =
        a.experts > 1 ? divisorsOf(a.experts) : std::vector<int>{1};
    // The (EP, expert TP) pairs of a (TP, DP): EP carved from DP with the automatic expert TP,
    // or from DP x TP with the experts whole (the automatic expert TP is then 1); where EP also
    // fits in DP with TP > 1, the experts whole are a layout of their own (their all-to-all
    // stays among neighbouring GPUs).
    const auto expertChoices = [&](int tp, int dp) {
        std::vector<std::pair<int, int>> out;
        for (int ep : expertDivisors) {
            if (static_cast<long long>(dp) * tp % ep != 0) {
                continue;
            }
            out.emplace_back(ep, 0);
            if (ep > 1 && tp > 1 && dp % ep == 0) {
                out.emplace_back(ep, 1);
            }
        }
        return out;
    };
    result.ranked.reserve(static_cast<std::size_t>(top) + 1);
    // The (TP, CP, PP) groups and the layouts in each (virtual stages x EP x micro-batch x
    // recompute x ZeRO), counted before any is evaluated so that a cap samples them evenly.
    const auto virtualStages = [&](int pp) {
        int count = 0;
        for (int v = 1; v <= (pp > 1 ? options.maxVirtualStages : 1) && pp * v <= a.layers; ++v) {
            ++count;
        }
        return count;
    };
    std::vector<Group> groups;
    for (int tp : gpuDivisors) {
        if (a.attentionHeads % tp != 0) {
            continue;
        }
        for (int cp : gpuDivisors) {
            if ((n / tp) % cp != 0 || s.workload.sequenceLength % cp != 0) {
                continue;
            }
            for (int pp : gpuDivisors) {
                const long long model = static_cast<long long>(tp) * cp * pp;
                if (n % model != 0 || pp > a.layers) {
                    continue;
                }
                const int dp = static_cast<int>(n / model);
                const auto eps = static_cast<long long>(expertChoices(tp, dp).size());
                long long mbs = 0;
                for (int mb = 1; mb <= options.maxMicroBatchSize; ++mb) {
                    mbs += batch % (static_cast<long long>(dp) * mb) == 0 ? 1 : 0;
                }
                const long long layouts = virtualStages(pp) * eps * mbs *
                                          static_cast<long long>(recomputes.size()) *
                                          static_cast<long long>(zeros.size());
                if (layouts > 0) {
                    groups.push_back({tp, cp, pp, layouts});
                    result.candidates += layouts;
                }
            }
        }
    }
    const long long cap = std::max(1LL, options.maxEvaluated);
    long long seen = 0; // layouts of the groups passed so far, evaluated or not
    RankedLayout candidate;
    for (const Group& g : groups) {
        seen += g.layouts;
        // Past the cap, a group is taken while the evaluated layouts stay within the cap's share
        // of those passed: an even sample over TP, CP and PP, not the first groups only.
        if (result.candidates > cap && static_cast<double>(result.evaluated + g.layouts) >
                                           static_cast<double>(cap) * static_cast<double>(seen) /
                                               static_cast<double>(result.candidates)) {
            continue;
        }
        const int tp = g.tp;
        const int cp = g.cp;
        const int pp = g.pp;
        const int dp = static_cast<int>(n / (static_cast<long long>(tp) * cp * pp));
        for (int v = 1; v <= (pp > 1 ? options.maxVirtualStages : 1) && pp * v <= a.layers; ++v) {
            for (const auto& [ep, expertTp] : expertChoices(tp, dp)) {
                for (int mb = 1; mb <= options.maxMicroBatchSize; ++mb) {
                    if (batch % (static_cast<long long>(dp) * mb) != 0) {
                        continue;
                    }
                    for (Recompute recompute : recomputes) {
                        for (ZeroStage zero : zeros) {
                            LayoutChoice& c = candidate.choice;
                            c.layout.tp = tp;
                            c.layout.pp = pp;
                            c.layout.virtualStages = v;
                            c.layout.cp = cp;
                            c.layout.ep = ep;
                            c.layout.expertTp = expertTp;
                            c.layout.zero = zero;
                            c.layout.sequenceParallel = tp > 1;
                            c.microBatchSize = mb;
                            c.recompute = recompute;
                            ++result.evaluated;
                            if (!checkLayout(context, c, nullptr)) {
                                continue;
                            }
                            ++result.valid;
                            candidate.step = evaluateStep(context, c, false);
                            if (!candidate.step.memory.fits ||
                                candidate.step.tokensPerSecond <= 0) {
                                continue;
                            }
                            ++result.fitting;
                            candidate.wallClock =
                                Seconds(tokens / candidate.step.tokensPerSecond / result.goodput);
                            candidate.cost = Dollars(price * n * candidate.wallClock.value());
                            if (result.ranked.size() == static_cast<std::size_t>(top) &&
                                !better(candidate, result.ranked.back(), options.rankBy)) {
                                continue;
                            }
                            const auto at = std::upper_bound(
                                result.ranked.begin(), result.ranked.end(), candidate,
                                [&](const RankedLayout& x, const RankedLayout& y) {
                                    return better(x, y, options.rankBy);
                                });
                            result.ranked.insert(at, candidate);
                            if (result.ranked.size() > static_cast<std::size_t>(top)) {
                                result.ranked.pop_back();
                            }
                        }
                    }
                }
            }
        }
    }
    if (result.evaluated < result.candidates) {
        result.diagnostics.push_back({.code = DiagCode::SearchLayoutCap,
                                      .severity = Severity::Warning,
                                      .field = "cluster.gpus",
                                      .actual = static_cast<double>(result.evaluated),
                                      .limit = static_cast<double>(result.candidates)});
    }
    if (result.ranked.empty()) {
        result.diagnostics.push_back({.code = DiagCode::NoLayoutFits,
                                      .severity = Severity::Warning,
                                      .field = "cluster.gpus",
                                      .actual = n});
    }
    return result;
}

} // namespace goodput
