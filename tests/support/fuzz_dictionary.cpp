// SPDX-License-Identifier: MIT
#include "fuzz_dictionary.h"

#include "model/preset.h"
#include "model/preset_schema.h"
#include "model/scenario_schema.h"

#include <cstdio>
#include <set>

namespace goodput::testing {
namespace {

/// Every name of a dotted path: "reliability.parts[].mtbfHours" -> reliability, parts, mtbfHours.
void addNames(std::string_view path, std::set<std::string>& out) {
    while (!path.empty()) {
        const std::size_t dot = path.find('.');
        std::string_view name = path.substr(0, dot);
        if (const std::size_t open = name.find('['); open != std::string_view::npos) {
            name = name.substr(0, open);
        }
        if (!name.empty()) {
            out.insert(std::string(name));
        }
        path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
    }
}

void addChoices(const ScenarioKey* key, std::set<std::string>& out) {
    if (key != nullptr) {
        for (std::string_view choice : key->choices) {
            out.insert(std::string(choice));
        }
    }
}

} // namespace

std::string dictionaryEscape(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte > 0x7e) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", byte);
            out += hex;
        } else {
            out += c;
        }
    }
    return out;
}

std::string fuzzDictionaryEntries(FuzzDictionary which) {
    std::set<std::string> keys;
    std::set<std::string> values;
    if (which == FuzzDictionary::Scenario) {
        for (const ScenarioKey& key : scenarioKeys()) {
            addNames(key.path, keys);
            addChoices(&key, values);
        }
    }
    // fuzz_scenario lays its scenarios over presets: their keys for both.
    for (const PresetKind kind : kPresetKinds) {
        for (const PresetKey& key : presetKeys(kind)) {
            addNames(key.path, keys);
            if (which == FuzzDictionary::Preset) {
                values.insert(std::string(key.path));
                addChoices(findScenarioKey(key.scenarioPath), values);
            }
        }
    }
    std::string out;
    // A key is offered with its quotes and colon, a value with its quotes (libFuzzer's names are
    // free; these say which).
    for (const std::string& k : keys) {
        out += "key_" + k + "=\"\\\"" + dictionaryEscape(k) + "\\\":\"\n";
    }
    int n = 0;
    for (const std::string& v : values) {
        out += "value_" + std::to_string(n++) + "=\"\\\"" + dictionaryEscape(v) + "\\\"\"\n";
    }
    return out;
}

} // namespace goodput::testing
