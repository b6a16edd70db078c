// SPDX-License-Identifier: MIT
// libFuzzer harness: any bytes as a preset file (model/preset.h). A crash, a sanitizer report, an
// uncaught exception or a broken invariant (abort) is a finding. Run: tests/fuzz/run.sh.

#include "model/plan.h"
#include "model/preset.h"
#include "model/preset_catalog.h"
#include "tests/support/result_invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "invariant broken: %s: %s\n", what, detail.c_str());
    std::abort();
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
    scenario[preset.kind == PresetKind::Hardware ? "hardware" : "workload"] = {
        {"preset", preset.id}};
    const ScenarioReadResult s = readScenario(scenario.dump(), catalog.lookup());
    if (hasErrors(s.diagnostics)) {
        return 0; // e.g. an unpublished value the plan needs: reported, not invented
    }
    const Result result = evaluate(s.scenario);
    for (const std::string& p : testing::planProblems(s.scenario, result)) {
        fail("plan", p);
    }
    return 0;
}
