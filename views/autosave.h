// SPDX-License-Identifier: MIT
#pragma once

// Crash-safe editing. A few seconds after an edit, the scenario with unsaved changes is written
// atomically to the app's data folder; saving it, or a clean exit, removes that file. A file still
// there at start-up means the last session was killed or crashed with unsaved changes: the window
// offers to restore it (MainWindow::startAutosave).

#include "model/scenario.h"
#include "model/scenario_json.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <optional>

namespace goodput::views {

class ScenarioDocument;

/// The unsaved scenario an autosave file holds, and the file it was being edited from.
struct AutosavedScenario {
    Scenario scenario;
    QString filePath; ///< empty when the scenario was never saved
};

/// An autosave file read back: nothing (no file), the scenario, or why it cannot be restored
/// (one line each: damaged, or written by a newer version).
struct AutosaveRead {
    std::optional<AutosavedScenario> autosaved;
    QStringList errors;
};

/// Reads the autosave at `path`, resolving the presets its scenario names with `presets`
/// (ScenarioDocument::presets()).
AutosaveRead readAutosave(const QString& path, const PresetLookup& presets);

class Autosave final : public QObject {
    Q_OBJECT
public:
    /// Long enough that a slider drag writes once, short enough that little is lost to a kill.
    static constexpr int kDelayMs = 3000;

    /// Watches `document` and keeps `path` up to date `delayMs` after each change.
    Autosave(ScenarioDocument* document, QString path, int delayMs = kDelayMs,
             QObject* parent = nullptr);

    /// QStandardPaths::AppDataLocation + "/autosave.json".
    static QString defaultPath();

    [[nodiscard]] QString path() const { return m_path; }
    /// True while a change waits to be written.
    [[nodiscard]] bool isPending() const { return m_timer.isActive(); }

    /// Writes the scenario now if it has unsaved changes, else removes the file. Returns the
    /// reason on failure (the previous autosave is then left whole) and emits failed().
    QString saveNow();
    /// A clean exit, or the user declined to restore: stops and removes the file.
    void discard();

signals:
    void failed(const QString& reason);

private:
    ScenarioDocument* m_document;
    QString m_path;
    QTimer m_timer;
};

} // namespace goodput::views
