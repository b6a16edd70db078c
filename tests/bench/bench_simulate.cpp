// SPDX-License-Identifier: MIT
// Monte-Carlo simulator throughput in runs per second (issue 10: "thousands of runs in well
// under a second"). The figure goes into the README.

#include "model/scenario_json.h"
#include "model/simulate.h"

#include <benchmark/benchmark.h>
#include <fstream>
#include <sstream>

namespace {

using namespace goodput;

/// The chapter's default scenario: 1,024 GPUs, one node kind, about 1.5 failures per run.
SimulationPlan chapterPlan() {
    Diagnostics diagnostics;
    return simulationPlan(defaultScenario(), diagnostics);
}

/// Llama 3 scale with the reliability preset: 16,384 GPUs, eight kinds, about 14 failures and
/// one planned stop per run, a finite spare pool.
SimulationPlan llama3Plan() {
    std::ifstream in(std::string(GOODPUT_PRESETS_DIR) + "/reliability/meta-llama3-h100.json");
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json preset = nlohmann::json::parse(text.str(), nullptr, false);
    const PresetLookup lookup = [&](PresetKind, std::string_view) {
        return &preset;
    };
    const ScenarioReadResult r = readScenario(R"({"schemaVersion": 1,
        "cluster": {"gpus": 16384, "gpusPerNode": 8}, "layout": {"tp": 8, "pp": 16},
        "reliability": {"preset": "meta-llama3-h100", "hotSpareNodes": 32}})",
                                              lookup);
    Diagnostics diagnostics;
    return simulationPlan(r.scenario, diagnostics);
}

void runs(benchmark::State& state, const SimulationPlan& plan) {
    SimulationOptions options;
    options.runs = static_cast<int>(state.range(0));
    options.searchOptimum = false;
    for (auto _ : state) {
        const SimulationResult r = simulate(plan, options);
        benchmark::DoNotOptimize(r.wallClockDays.mean);
    }
    state.counters["runs/s"] = benchmark::Counter(static_cast<double>(options.runs),
                                                  benchmark::Counter::kIsIterationInvariantRate);
}

void chapterScenario(benchmark::State& state) {
    runs(state, chapterPlan());
}
void llama3Scale(benchmark::State& state) {
    runs(state, llama3Plan());
}

/// What `goodput simulate --runs 10000` does: the runs plus the 13-point interval sweep.
void withSweep(benchmark::State& state) {
    const SimulationPlan plan = llama3Plan();
    const SimulationOptions options; // 10,000 runs, sweep of 13 x 1,000
    for (auto _ : state) {
        const SimulationResult r = simulate(plan, options);
        benchmark::DoNotOptimize(r.simulatedOptimalInterval);
    }
}

} // namespace

BENCHMARK(chapterScenario)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(llama3Scale)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(withSweep)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
