// SPDX-License-Identifier: MIT
#pragma once

// The presets of a session, on disk: the shipped ones embedded in the binary (":/presets/hardware",
// ":/presets/models", ":/presets/reliability") and the user's own in the per-user data directory
// (docs/presets.md):
//
//     QStandardPaths::AppDataLocation + "/presets/hardware/<id>.json", ".../models/<id>.json"
//     and ".../reliability/<id>.json"
//
// which is $XDG_DATA_HOME/Goodput/goodput/presets on Linux for the desktop app and the command
// line alike (views::setApplicationIdentity). A
// broken user file never stops start-up: it is skipped and reported once (takeNewProblems()). A
// user preset never replaces a shipped one (PresetCatalog reports the clash).
//
// Typical use in the GUI:
//
//     PresetStore store;                             // loads everything
//     for (const PresetProblem& p : store.takeNewProblems()) { show(describe(p)); }
//     for (const CatalogEntry* e : store.catalog().entries(PresetKind::Hardware)) {
//         // group by e->preset.vendor, then e->preset.generation, show e->preset.displayName
//     }
//     readScenarioFile(path, store.lookup());        // scenarios that name presets
//     store.saveUserPreset(store.hardwarePresetFromScenario(scenario, "my-h100", "My H100"));

#include "model/preset_catalog.h"
#include "model/scenario.h"

#include <QByteArray>
#include <QString>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace goodput::views {

/// Outcome of importing or saving a preset.
struct PresetSaveResult {
    bool saved = false;
    QString path;                        ///< the user file written (when saved)
    std::string id;                      ///< the preset's id (when it could be read)
    std::vector<PresetProblem> problems; ///< why it was refused (errors), or warnings when saved
};

class PresetStore {
public:
    /// Loads the shipped presets and the user presets under `userDirectory`.
    explicit PresetStore(QString userDirectory = defaultUserDirectory());
    // The catalog's lookup refers to this object: it stays where it was made.
    PresetStore(const PresetStore&) = delete;
    PresetStore& operator=(const PresetStore&) = delete;

    /// QStandardPaths::AppDataLocation + "/presets"; honours QStandardPaths::setTestModeEnabled.
    static QString defaultUserDirectory();
    [[nodiscard]] const QString& userDirectory() const { return m_userDirectory; }
    /// The folder of one kind: userDirectory() + "/hardware", "/models" or "/reliability".
    [[nodiscard]] QString userFolder(PresetKind kind) const;

    /// Reads everything again (after another program changed the user folder).
    void reload();

    [[nodiscard]] const PresetCatalog& catalog() const { return m_catalog; }
    [[nodiscard]] std::vector<std::string> hardwareIds() const {
        return m_catalog.ids(PresetKind::Hardware);
    }
    [[nodiscard]] std::vector<std::string> modelIds() const {
        return m_catalog.ids(PresetKind::Model);
    }
    [[nodiscard]] const Preset* find(PresetKind kind, std::string_view id) const;
    /// For readScenario()/readScenarioFile(); valid as long as this store lives (reloads included).
    [[nodiscard]] PresetLookup lookup() const { return m_catalog.lookup(); }

    /// Loading problems not handed out before: a broken file is reported once per store, however
    /// often reload() runs. Shipped presets have none (a test holds them to that).
    std::vector<PresetProblem> takeNewProblems();

    /// Validates a preset file and copies it, byte for byte and atomically, into the user folder
    /// of its kind as <id>.json. Refused (nothing written) on any error, when the id is a shipped
    /// preset's, or when a user preset has it already and `replace` is false.
    PresetSaveResult importFile(const QString& path, bool replace = false);
    /// Writes the preset's file as it was read (shipped or user) to `path`, atomically. Returns an
    /// empty string on success, else the reason.
    [[nodiscard]] QString exportPreset(PresetKind kind, std::string_view id,
                                       const QString& path) const;
    /// Writes a preset (e.g. from hardwarePresetFromScenario) into the user folder, validated
    /// first; the same refusals as importFile().
    PresetSaveResult saveUserPreset(const Preset& preset, bool replace = false);

    /// A preset holding a scenario's hardware, its metadata taken from the preset the scenario
    /// named (if any), its price the scenario's. Give it the user's id and name, then save it.
    [[nodiscard]] Preset hardwarePresetFromScenario(const Scenario& scenario, std::string id,
                                                    std::string displayName) const;
    /// A model preset holding a scenario's workload (it needs an architecture to be valid).
    [[nodiscard]] Preset modelPresetFromScenario(const Scenario& scenario, std::string id,
                                                 std::string displayName) const;

private:
    void loadFolder(const QString& folder, PresetKind kind, PresetOrigin origin);
    /// The preset a scenario section started from, if it named one that exists.
    [[nodiscard]] const Preset* baseOf(PresetKind kind, const std::string& presetId) const;
    PresetSaveResult store(const QByteArray& bytes, const QString& sourceName, bool replace);

    QString m_userDirectory;
    PresetCatalog m_catalog;
    std::set<std::string> m_reported; ///< problems already handed out: file, code, field
};

} // namespace goodput::views
