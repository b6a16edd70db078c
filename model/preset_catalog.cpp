// SPDX-License-Identifier: MIT
#include "preset_catalog.h"

#include <algorithm>

namespace goodput {

void PresetCatalog::addProblem(const std::string& file, Diagnostic diagnostic) {
    const bool seen =
        std::any_of(m_problems.begin(), m_problems.end(), [&](const PresetProblem& p) {
            return p.file == file && p.diagnostic.code == diagnostic.code &&
                   p.diagnostic.field == diagnostic.field;
        });
    if (!seen) {
        m_problems.push_back({file, std::move(diagnostic)});
    }
}

bool PresetCatalog::addFile(std::string_view text, const std::string& file, PresetOrigin origin,
                            const PresetExpectation& expected) {
    PresetReadResult read = readPreset(text, expected);
    for (Diagnostic& d : read.diagnostics) {
        addProblem(file, std::move(d));
    }
    if (!read.preset) {
        return false;
    }
    CatalogEntry entry;
    entry.preset = std::move(*read.preset);
    entry.origin = origin;
    entry.file = file;
    entry.text = std::string(text);
    entry.document = std::move(read.document);
    return add(std::move(entry));
}

bool PresetCatalog::add(CatalogEntry entry) {
    Entries& entries = entriesOf(entry.preset.kind);
    const auto it = entries.find(entry.preset.id);
    if (it == entries.end()) {
        const std::string id = entry.preset.id;
        entries.emplace(id, std::move(entry));
        return true;
    }
    Diagnostic clash;
    clash.code = DiagCode::PresetIdClash;
    clash.field = "id";
    clash.severity = Severity::Warning; // the session goes on with the shipped preset
    if (it->second.origin == PresetOrigin::User && entry.origin == PresetOrigin::Shipped) {
        clash.text = entry.file;
        addProblem(it->second.file, clash);
        it->second = std::move(entry);
        return true;
    }
    clash.text = it->second.file;
    addProblem(entry.file, clash);
    return false;
}

const CatalogEntry* PresetCatalog::find(PresetKind kind, std::string_view id) const {
    const Entries& entries = entriesOf(kind);
    const auto it = entries.find(id);
    return it == entries.end() ? nullptr : &it->second;
}

std::vector<const CatalogEntry*> PresetCatalog::entries(PresetKind kind) const {
    std::vector<const CatalogEntry*> out;
    for (const auto& [id, entry] : entriesOf(kind)) {
        out.push_back(&entry);
    }
    return out;
}

std::vector<std::string> PresetCatalog::ids(PresetKind kind) const {
    std::vector<std::string> out;
    for (const auto& [id, entry] : entriesOf(kind)) {
        out.push_back(id);
    }
    return out;
}

PresetLookup PresetCatalog::lookup() const {
    return [this](PresetKind kind, std::string_view id) -> const nlohmann::json* {
        const CatalogEntry* entry = find(kind, id);
        return entry == nullptr ? nullptr : &entry->document;
    };
}

} // namespace goodput
