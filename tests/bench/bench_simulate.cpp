// SPDX-License-Identifier: MIT
// Monte-Carlo simulator throughput in runs per second (issue 10: "thousands of runs in well
// under a second"). The figure goes into the README.

#include "model/scenario_json.h"
#include "model/simulate.h"

#include <benchmark/benchmark.h>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace {

using namespace goodput;

/// Appends one line per error in `diagnostics` to `errors`, naming `what` and the field.
void collectErrors(const char* what, const Diagnostics& diagnostics, std::string& errors) {
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error) {
            errors += std::string(what) + ": " + (d.field.empty() ? "" : d.field + ": ") +
                      std::string(codeId(d.code)) + "\n";
        }
    }
}

/// The chapter's default scenario: 1,024 GPUs, one node kind, about 1.5 failures per run.
SimulationPlan chapterPlan(std::string& errors) {
    Diagnostics diagnostics;
    SimulationPlan plan = simulationPlan(defaultScenario(), diagnostics);
    collectErrors("default scenario", diagnostics, errors);
    return plan;
}

/// Llama 3 scale with the reliability preset: 16,384 GPUs, eight kinds, about 14 failures and
/// one planned stop per run, a finite spare pool. A preset that cannot be read, or a scenario with
/// errors, is reported in `errors`: the benchmark would otherwise time some other scenario.
SimulationPlan llama3Plan(std::string& errors) {
    const std::string path =
        std::string(GOODPUT_PRESETS_DIR) + "/reliability/meta-llama3-h100.json";
    std::ifstream in(path);
    if (!in) {
        errors += "cannot open " + path + "\n";
        return {};
    }
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json preset = nlohmann::json::parse(text.str(), nullptr, false);
    if (preset.is_discarded()) {
        errors += path + ": not valid JSON\n";
        return {};
    }
    const PresetLookup lookup = [&](PresetKind kind, std::string_view id) {
        return kind == PresetKind::Reliability && id == "meta-llama3-h100" ? &preset : nullptr;
    };
    const ScenarioReadResult r = readScenario(R"({"schemaVersion": 1,
        "cluster": {"gpus": 16384, "gpusPerNode": 8}, "layout": {"tp": 8, "pp": 16},
        "reliability": {"preset": "meta-llama3-h100", "hotSpareNodes": 32}})",
                                              lookup);
    collectErrors("Llama 3 scenario", r.diagnostics, errors);
    Diagnostics diagnostics;
    SimulationPlan plan = simulationPlan(r.scenario, diagnostics);
    collectErrors("Llama 3 plan", diagnostics, errors);
    return plan;
}

/// Read once by main() before any benchmark runs.
SimulationPlan g_chapter;
SimulationPlan g_llama3;

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
    runs(state, g_chapter);
}
void llama3Scale(benchmark::State& state) {
    runs(state, g_llama3);
}

/// What `goodput simulate --runs 10000` does: the runs plus the 13-point interval sweep.
void withSweep(benchmark::State& state) {
    const SimulationOptions options; // 10,000 runs, sweep of 13 x 1,000
    for (auto _ : state) {
        const SimulationResult r = simulate(g_llama3, options);
        benchmark::DoNotOptimize(r.simulatedOptimalInterval);
    }
}

} // namespace

BENCHMARK(chapterScenario)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(llama3Scale)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(withSweep)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    std::string errors;
    g_chapter = chapterPlan(errors);
    g_llama3 = llama3Plan(errors);
    if (!errors.empty()) {
        std::fprintf(stderr, "bench_simulate: the scenarios to time cannot be built:\n%s",
                     errors.c_str());
        return 1;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
