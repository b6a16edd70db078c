// SPDX-License-Identifier: MIT
#pragma once

// The libFuzzer dictionaries of fuzz_scenario and fuzz_preset, generated from the scenario and
// preset schemas (model/scenario_schema.h, model/preset_schema.h) so that a key added there is
// fuzzed with no further edit. The build writes them into the build directory
// (tests/fuzz/write_dictionary.cpp); tests/fuzz/<name>-values.dict holds what no schema knows (edge
// numbers, the shipped presets' names), and tests/fuzz/tst_fuzz_inputs.cpp checks that every key
// the readers read and the writers write is in them.

#include <string>
#include <string_view>

namespace goodput::testing {

enum class FuzzDictionary {
    Scenario, ///< fuzz_scenario: every scenario key (every name of its dotted path) and choice
    Preset,   ///< fuzz_preset: every preset key of the three kinds, each key path as a string
              ///< (for `missing` and `unverified`), and the choices of the scenario keys they hold
};

/// The generated entries, one `name="value"` line each, sorted and without duplicates.
std::string fuzzDictionaryEntries(FuzzDictionary which);

/// `text` as the value of a libFuzzer dictionary entry (between its quotes): '"' and '\' escaped,
/// other bytes outside printable ASCII as \xNN.
std::string dictionaryEscape(std::string_view text);

} // namespace goodput::testing
