// SPDX-License-Identifier: MIT
// libFuzzer harness: any bytes as a preset file (model/preset.h). A crash, a sanitizer report, an
// uncaught exception or a broken invariant (abort) is a finding. Run: tests/fuzz/run.sh.

#include "model/plan.h"
#include "model/preset.h"
#include "model/preset_catalog.h"
#include "model/simulate.h"
#include "tests/support/result_invariants.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "invariant broken: %s: %s\n", what, detail.c_str());
    std::abort();
}

/// The scenario section that names a preset of `kind` (docs/presets.md). No default: a new kind
/// does not compile until it has its section here.
const char* sectionOf(goodput::PresetKind kind) {
    switch (kind) {
    case goodput::PresetKind::Hardware: return "hardware";
    case goodput::PresetKind::Model: return "workload";
    case goodput::PresetKind::Reliability: return "reliability";
    }
    fail("preset kind without a scenario section", std::to_string(static_cast<int>(kind)));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace goodput;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const PresetReadResult read = readPreset(text);
    if (!read.preset) {
        return 0;
    }
    const Preset& preset = *read.preset;
    (void)checkPresetSanity(preset);

    // The canonical text is a fixed point: read back, it is the same preset and writes the same.
    const std::string written = presetToText(preset);
    const PresetReadResult again = readPreset(written);
    if (!again.preset) {
        fail("canonical text does not read back", written);
    }
    if (presetToText(*again.preset) != written) {
        fail("canonical text changes when read and written again", written);
    }

    // A scenario that names the preset plans without NaN, infinity or a nameless diagnostic.
    PresetCatalog catalog;
    if (!catalog.addFile(text, "fuzz.json", PresetOrigin::User, {})) {
        fail("a preset that reads is refused by the catalog", preset.id);
    }
    nlohmann::json scenario = {{"schemaVersion", kScenarioSchemaVersion}};
    scenario[sectionOf(preset.kind)] = {{"preset", preset.id}};
    const ScenarioReadResult s = readScenario(scenario.dump(), catalog.lookup());
    for (const Diagnostic& d : s.diagnostics) {
        // The catalog holds the preset: a scenario naming it in its section must find it.
        if (d.code == DiagCode::UnknownPreset) {
            fail("a scenario does not find the preset the catalog holds", scenario.dump());
        }
    }
    if (hasErrors(s.diagnostics)) {
        return 0; // e.g. an unpublished value the plan needs: reported, not invented
    }
    const Result result = evaluate(s.scenario);
    for (const std::string& p : testing::planProblems(s.scenario, result)) {
        fail("plan", p);
    }

    // A reliability preset also drives the Monte-Carlo simulator: a few runs, no interval sweep.
    if (preset.kind == PresetKind::Reliability) {
        Diagnostics diagnostics;
        const SimulationPlan plan = simulationPlan(s.scenario, diagnostics);
        if (hasErrors(diagnostics)) {
            return 0;
        }
        SimulationOptions options;
        options.runs = 2;
        options.searchOptimum = false;
        const SimulationResult sim = simulate(plan, options);
        if (sim.valid && sim.runs > sim.unfinishedRuns) {
            for (const Distribution* d : {&sim.wallClockDays, &sim.costUsd, &sim.goodput,
                                          &sim.failures, &sim.plannedStops}) {
                if (!std::isfinite(d->mean) || !std::isfinite(d->min) || !std::isfinite(d->max)) {
                    fail("simulation gives a number that is not finite", written);
                }
            }
            if (sim.goodput.min < 0 || sim.goodput.max > 1) {
                fail("simulated goodput outside [0, 1]", written);
            }
        }
    }
    return 0;
}
