// SPDX-License-Identifier: MIT
// How fast the layout search runs: layouts evaluated per second and the time of a full search
// for Llama 3.1 405B on 16,384 H100 (the scale of Llama 3's Table 4), and the search the window
// runs on its worker after every edit (topLayouts) for the default scenario and for 405B. Figures
// go in the README.

#include "model/search.h"
#include "model/step.h"
#include "model/sweeps.h"

#include <benchmark/benchmark.h>

namespace {

using namespace goodput;
using namespace goodput::units;

Scenario llama405bOn16k() {
    Scenario s = defaultScenario();
    HardwareSpec& h = s.hardware;
    h.accelerator.peakBf16 = teraflopPerSecond(989.4);
    h.accelerator.matmulEfficiency = 0.803;
    Tier& up = h.hierarchy.tiers[0];
    up.bandwidth = gigabytesPerSecond(450);
    up.efficiency = 0.81;
    Tier& out = h.hierarchy.tiers[1];
    out.efficiency = 0.8;
    out.domainSize = 3072;
    Tier spine = out;
    spine.kind = TierKind::Spine;
    spine.domainSize = 0;
    spine.oversubscription = 7;
    h.hierarchy.tiers.push_back(spine);
    Architecture a;
    a.layers = 126;
    a.hiddenSize = 16384;
    a.attentionHeads = 128;
    a.kvHeads = 8;
    a.ffnHiddenSize = 53248;
    a.ffnType = FfnType::SwiGlu;
    a.vocabularySize = 128256;
    s.workload.architecture = a;
    s.workload.tokens = 15.6e12;
    s.workload.sequenceLength = 8192;
    s.workload.globalBatchTokens = 2048.0 * 8192;
    s.cluster.gpus = 16384;
    return s;
}

void BM_FullSearch405bOn16k(benchmark::State& state) {
    const Scenario s = llama405bOn16k();
    long long evaluated = 0;
    for (auto _ : state) {
        const SearchResult r = searchLayouts(s);
        evaluated += r.evaluated;
        benchmark::DoNotOptimize(r.ranked.data());
    }
    state.counters["layouts_per_s"] =
        benchmark::Counter(static_cast<double>(evaluated), benchmark::Counter::kIsRate);
    state.counters["layouts"] = benchmark::Counter(static_cast<double>(evaluated) /
                                                   static_cast<double>(state.iterations()));
}
BENCHMARK(BM_FullSearch405bOn16k)->Unit(benchmark::kMillisecond);

/// The window's search (ScenarioDocument::startSearch): topLayouts, which keeps the best few.
void windowSearch(benchmark::State& state, const Scenario& s) {
    long long evaluated = 0;
    for (auto _ : state) {
        const SearchResult r = topLayouts(s);
        evaluated += r.evaluated;
        benchmark::DoNotOptimize(r.ranked.data());
    }
    state.counters["layouts"] = benchmark::Counter(static_cast<double>(evaluated) /
                                                   static_cast<double>(state.iterations()));
}
void BM_WindowSearchDefault(benchmark::State& state) {
    windowSearch(state, defaultScenario());
}
BENCHMARK(BM_WindowSearchDefault)->Unit(benchmark::kMillisecond);
void BM_WindowSearch405bOn16k(benchmark::State& state) {
    windowSearch(state, llama405bOn16k());
}
BENCHMARK(BM_WindowSearch405bOn16k)->Unit(benchmark::kMillisecond);

void BM_OneStep405b(benchmark::State& state) {
    Scenario s = llama405bOn16k();
    s.layout.tp = 8;
    s.layout.pp = 16;
    s.layout.virtualStages = 4;
    const StepContext context = makeStepContext(s);
    const LayoutChoice choice{s.layout, 1, Recompute::None};
    for (auto _ : state) {
        benchmark::DoNotOptimize(evaluateStep(context, choice));
    }
}
BENCHMARK(BM_OneStep405b);

} // namespace

BENCHMARK_MAIN();
