// SPDX-License-Identifier: MIT
#pragma once

// The open scenario: its value, the model's result and sweeps for it, the file it came from,
// its undo history and the pinned baseline of compare mode. Every edit goes through edit(), which
// pushes an undoable command; the document re-evaluates and emits one changed() (Tiled's
// Document). Widgets read from it and never keep a copy.
//
// The layout search costs more than the rest of the model together (tens of thousands of layouts
// at 16,384 GPUs), so an edit runs it on a worker thread: changed() comes with the previous
// layouts, layoutsChanged() with the new ones a few milliseconds later. One search runs at a time;
// edits made meanwhile start one more search, for the newest scenario, when it ends. An edit's
// search starts once the window has painted the edit (an event posted behind the paint): on two
// cores a search started at once took the second core from the paint of the very step it serves.

#include "model/scenario_json.h"
#include "model/sweeps.h"

#include <QByteArray>
#include <QFuture>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class QUndoStack;
template <typename T> class QFutureWatcher;

namespace goodput::views {

class PresetStore;

/// One scenario with everything the model derives from it.
struct Evaluated {
    Scenario scenario;
    Result result;
    Sweeps sweeps;
};

/// Evaluates a scenario and computes its sweeps: what the window, its charts and the report show.
Evaluated evaluateScenario(const Scenario& scenario);

/// A name that says what the scenario is: "69.0B on 1,024 GPUs, MFU from the layout", or with a
/// model preset whose size it has, "Llama 3.1 405B on ..." (the preset's name, found through
/// `presets`). A scenario named so is renamed by every edit (ScenarioDocument::edit), so that the
/// name, the file name it suggests and the report's title never describe another plan; a name of
/// the user's own stays.
QString automaticScenarioName(const Scenario& scenario, const PresetLookup& presets = {});

class ScenarioDocument final : public QObject {
    Q_OBJECT
public:
    /// Undo steps kept: each holds two scenario snapshots of a few KB, so a long session's
    /// history stays within a few MB; the oldest steps go first.
    static constexpr int kUndoLimit = 1000;

    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    [[nodiscard]] const Scenario& scenario() const { return m_current.scenario; }
    [[nodiscard]] const Result& result() const { return m_current.result; }
    [[nodiscard]] const Sweeps& sweeps() const { return m_current.sweeps; }
    [[nodiscard]] const Evaluated& current() const { return m_current; }
    /// Problems the reader found in the file (unknown keys ...), shown with the result's.
    [[nodiscard]] const Diagnostics& fileDiagnostics() const { return m_fileDiagnostics; }
    [[nodiscard]] QUndoStack* undoStack() const { return m_undo; }
    /// True while sweeps().layouts still belongs to an earlier scenario: its search is running.
    [[nodiscard]] bool layoutsPending() const { return m_layoutsGeneration != m_generation; }
    /// True while a search runs on the worker (false while one is only queued).
    [[nodiscard]] bool searchRunning() const { return m_searchRunning; }
    /// Blocks until sweeps().layouts belongs to the current scenario (export, compare, tests).
    void waitForLayouts();

    /// Replaces the scenario by `next` as one undo step named `description`. Consecutive
    /// continuous edits (slider moves) with the same `mergeKey` merge into one step until
    /// finishGesture(). An edit that changes nothing is dropped: then false.
    bool edit(const Scenario& next, const QString& description, const QString& mergeKey = {},
              bool continuous = false);
    /// Ends the current slider gesture: the next move starts a new undo step.
    void finishGesture();

    /// Starts over with `scenario` and no history (New, or the scenario restored at start-up, which
    /// may carry unsaved changes: `modified`).
    void reset(const Scenario& scenario, const QString& filePath = {}, bool modified = false);
    /// Opens a scenario file. On any error nothing changes and the reasons are returned, one
    /// line each; on success the list is empty.
    QStringList open(const QString& path);

    /// The presets a scenario may name: the shipped ones and the user's. Every scenario the app
    /// reads (open(), the session, the autosave) resolves its presets here, as the command line
    /// does with its own store, so a scenario saved with a preset always reads back.
    [[nodiscard]] PresetStore& presets() const { return *m_presets; }
    /// Reads a scenario's JSON text (the session or an autosave) with presets().
    [[nodiscard]] ScenarioReadResult readText(const QByteArray& json) const;
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
    /// sweeps().layouts was replaced by a finished search; layoutsPending() tells whether it is
    /// the current scenario's.
    void layoutsChanged();
    void baselineChanged();
    void filePathChanged();
    void modifiedChanged(bool modified);

private:
    friend class EditScenarioCommand;
    /// A scenario with its JSON form, by which scenarios compare (sameScenario()).
    struct Snapshot {
        Scenario scenario;
        nlohmann::json json;
    };
    /// Evaluates `snapshot` and makes it current. `search` says how its layouts come: at once,
    /// or from the worker (edits, undo and redo, which must stay within a frame).
    void apply(const Snapshot& snapshot, LayoutSearch search);
    void startSearch();
    /// Starts a search for the current scenario after the events already posted, the window's
    /// paint among them (a lower priority than its UpdateRequest); waitForLayouts() starts it at
    /// once.
    void queueSearch();
    /// The queued search, if one is queued, now.
    void startQueuedSearch();
    void takeSearchResult();
    bool event(QEvent* event) override;

    std::unique_ptr<PresetStore> m_presets;
    Evaluated m_current;
    nlohmann::json m_currentJson; ///< scenarioToJson(m_current.scenario)
    std::optional<Evaluated> m_baseline;
    Diagnostics m_fileDiagnostics;
    QString m_filePath;
    QUndoStack* m_undo;
    QFuture<SearchResult> m_search;
    QFutureWatcher<SearchResult>* m_searchWatcher;
    // Each apply() is a generation; the layouts on screen and the running search belong to one.
    quint64 m_generation = 0;
    quint64 m_layoutsGeneration = 0;
    quint64 m_searchGeneration = 0;
    bool m_searchRunning = false; ///< m_search is the worker's and its result is not yet taken
    bool m_searchQueued = false;  ///< queueSearch() posted a start that has not come yet
};

} // namespace goodput::views
