// SPDX-License-Identifier: MIT
#pragma once

// The presets a session can use: the shipped ones and the user's own, by kind and id. A user
// preset never replaces a shipped one: a clash is reported once, naming both files, and the
// shipped preset stays. Broken files are problems to report, never a reason to stop.

#include "preset.h"
#include "scenario_json.h"

#include <array>
#include <iterator>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

enum class PresetOrigin { Shipped, User };

/// A diagnostic about one preset file: the file, then the JSON path and reason in `diagnostic`.
struct PresetProblem {
    std::string file; ///< a path, or the resource name of a shipped preset
    Diagnostic diagnostic;
};

struct CatalogEntry {
    Preset preset;
    PresetOrigin origin = PresetOrigin::Shipped;
    std::string file;        ///< where it was read from
    std::string text;        ///< the file as read: what an export writes
    nlohmann::json document; ///< the parsed file: what a scenario's own keys are laid over
};

class PresetCatalog {
public:
    /// Reads one preset file and adds it. `expected` holds the kind of its folder and the id of
    /// its file name. Every diagnostic (warnings too) becomes a problem naming `file`. Returns
    /// true when the preset was added.
    bool addFile(std::string_view text, const std::string& file, PresetOrigin origin,
                 const PresetExpectation& expected);
    /// Adds a preset already read. A user preset with the id of a shipped one is refused (a
    /// PresetIdClash problem on the user file, text = the shipped file), whichever came first; of
    /// two presets of the same origin with one id, the first stays.
    bool add(CatalogEntry entry);

    [[nodiscard]] const CatalogEntry* find(PresetKind kind, std::string_view id) const;
    /// Entries of a kind, ordered by id.
    [[nodiscard]] std::vector<const CatalogEntry*> entries(PresetKind kind) const;
    [[nodiscard]] std::vector<std::string> ids(PresetKind kind) const;
    /// Problems met while adding, each once, in the order met.
    [[nodiscard]] const std::vector<PresetProblem>& problems() const { return m_problems; }

    /// Records a problem found outside the catalog (a file that cannot be read); each once.
    void addProblem(const std::string& file, Diagnostic diagnostic);

    /// The lookup readScenario() takes. It refers to this catalog: keep the catalog alive and
    /// unchanged while the lookup is in use.
    [[nodiscard]] PresetLookup lookup() const;

private:
    using Entries = std::map<std::string, CatalogEntry, std::less<>>;
    Entries& entriesOf(PresetKind kind) { return m_entries[static_cast<std::size_t>(kind)]; }
    [[nodiscard]] const Entries& entriesOf(PresetKind kind) const {
        return m_entries[static_cast<std::size_t>(kind)];
    }

    std::array<Entries, std::size(kPresetKinds)> m_entries; ///< indexed by PresetKind
    std::vector<PresetProblem> m_problems;
};

} // namespace goodput
