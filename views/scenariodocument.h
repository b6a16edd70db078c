// SPDX-License-Identifier: MIT
#pragma once

// The open scenario: its value, the model's result and sweeps for it, the file it came from,
// its undo history and the pinned baseline of compare mode. Every edit goes through edit(), which
// pushes an undoable command; the document re-evaluates and emits one changed() (Tiled's
// Document). Widgets read from it and never keep a copy.

#include "model/sweeps.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>

class QUndoStack;

namespace goodput::views {

/// One scenario with everything the model derives from it.
struct Evaluated {
    Scenario scenario;
    Result result;
    Sweeps sweeps;
};

class ScenarioDocument final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    [[nodiscard]] const Scenario& scenario() const { return m_current.scenario; }
    [[nodiscard]] const Result& result() const { return m_current.result; }
    [[nodiscard]] const Sweeps& sweeps() const { return m_current.sweeps; }
    [[nodiscard]] const Evaluated& current() const { return m_current; }
    /// Problems the reader found in the file (unknown keys ...), shown with the result's.
    [[nodiscard]] const Diagnostics& fileDiagnostics() const { return m_fileDiagnostics; }
    [[nodiscard]] QUndoStack* undoStack() const { return m_undo; }

    /// Replaces the scenario by `next` as one undo step named `description`. Consecutive
    /// continuous edits (slider moves) with the same `mergeKey` merge into one step until
    /// finishGesture(). An edit that changes nothing is dropped.
    void edit(const Scenario& next, const QString& description, const QString& mergeKey = {},
              bool continuous = false);
    /// Ends the current slider gesture: the next move starts a new undo step.
    void finishGesture();

    /// Starts over with `scenario` and no history (New, or the scenario restored at start-up, which
    /// may carry unsaved changes: `modified`).
    void reset(const Scenario& scenario, const QString& filePath = {}, bool modified = false);
    /// Opens a scenario file. On any error nothing changes and the reasons are returned, one
    /// line each; on success the list is empty.
    QStringList open(const QString& path);
    /// Saves atomically to `path` and makes it the document's file; returns the reason on failure.
    QString saveAs(const QString& path);

    [[nodiscard]] QString filePath() const { return m_filePath; }
    [[nodiscard]] bool isModified() const;

    /// Compare mode: pins the current scenario as the baseline the charts and cards compare with.
    void pinBaseline();
    void clearBaseline();
    [[nodiscard]] const std::optional<Evaluated>& baseline() const { return m_baseline; }

    /// True when the two scenarios are the same in every key of their JSON form.
    static bool sameScenario(const Scenario& a, const Scenario& b);

signals:
    /// The scenario changed; result and sweeps are already up to date.
    void changed();
    void baselineChanged();
    void filePathChanged();
    void modifiedChanged(bool modified);

private:
    friend class EditScenarioCommand;
    void apply(const Scenario& scenario);

    Evaluated m_current;
    std::optional<Evaluated> m_baseline;
    Diagnostics m_fileDiagnostics;
    QString m_filePath;
    QUndoStack* m_undo;
};

} // namespace goodput::views
