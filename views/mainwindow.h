// SPDX-License-Identifier: MIT
#pragma once

// The desktop app's window: inputs on the left, headline cards and charts in the middle,
// diagnostics below; the file workflow (new, open, recent, save, save as), undo and redo, compare
// mode, and the window layout and last scenario restored from QSettings.

#include "model/step.h"
#include "preferences.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QListWidget;
class QMenu;

namespace goodput::views {

namespace report {
enum class PageFormat;
}

class Autosave;
class ChartsPanel;
class ComparisonView;
class HeadlineCards;
class InputPanel;
class ScenarioDocument;
class SimulationRunner;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] ScenarioDocument* document() const { return m_document; }
    [[nodiscard]] InputPanel* inputs() const { return m_inputs; }
    [[nodiscard]] HeadlineCards* cards() const { return m_cards; }
    [[nodiscard]] ChartsPanel* charts() const { return m_charts; }
    [[nodiscard]] QListWidget* diagnostics() const { return m_diagnostics; }
    [[nodiscard]] SimulationRunner* simulation() const { return m_simulation; }
    /// Finishes the pending simulation and redraws with it (screenshots, tests).
    void waitForSimulation();

    /// Restores the window layout and the last scenario (or the default one) from QSettings.
    void restoreSession();
    /// Applies preferences (Edit > Preferences...): display units, palette, chart theme. The
    /// language is read at start-up only.
    void applyPreferences(const Preferences& preferences);
    /// Writes the window layout and the current scenario to QSettings; false when they could not
    /// be written (read-only or full disk).
    bool saveSession() const;
    /// Offers to restore the scenario an earlier session left in the autosave file `path` (it was
    /// killed or crashed with unsaved changes), then keeps that file up to date (views/autosave.h).
    void startAutosave(const QString& path);
    [[nodiscard]] Autosave* autosave() const { return m_autosave; }

    /// Opens a scenario file; a damaged file gives a message box and changes nothing.
    bool openFile(const QString& path);
    /// As File > Open: asks about unsaved changes first, then opens `path` (a file named on the
    /// command line or dropped on the window). False when cancelled or not opened.
    bool askAndOpenFile(const QString& path);
    /// Compares 2 to 6 scenario files side by side in a window of their own (File > Compare, a
    /// drop of several files, `goodput A.json B.json`); `withCurrent`: the window's scenario
    /// first. A file that cannot be read, or a count outside 2 to 6, gives a message box and
    /// opens nothing; returns the window, else nullptr.
    ComparisonView* openComparison(const QStringList& files, bool withCurrent = false);
    /// Saves to `path`; on failure a message box names the reason.
    bool saveFile(const QString& path);

    /// Writes the planning report of what the window shows (the scenario with its result, charts
    /// and layout search, and the pinned baseline) to `path` as PDF, with a progress dialog when
    /// it takes long. Returns the reason on failure (nothing is written then), empty on success;
    /// `cancelled` tells whether the user stopped it.
    QString exportReport(const QString& path, report::PageFormat page, bool* cancelled = nullptr);

    /// Recently opened or saved files, newest first.
    [[nodiscard]] QStringList recentFiles() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Scenario files dragged from a file manager: one opens, several are compared.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void refresh();
    /// The charts only: after an edit, and when the layout search or the simulation of a
    /// worker arrives.
    void refreshCharts();
    void refreshDiagnostics();
    void refreshTitle();
    void refreshCompare();
    bool maybeSave();
    void newScenario();
    void openDialog();
    /// File > Compare: pick 2 to 6 files, or one to compare with the current scenario.
    void compareDialog();
    bool save();
    bool saveAsDialog();
    void exportReportDialog();
    void addRecentFile(const QString& path);
    void fillRecentMenu();
    void resetToDefault();
    /// File > Examples: a worked example with no file and no history, like New.
    void openExample(const Scenario& example);
    /// The cards' "Use the layout's MFU": derive the MFU from the layout (one undo step).
    void deriveMfu();
    /// Tools > Calibrate: the dialog's preset saved, its scenario applied as one undo step.
    void calibrate();
    /// Tools > Model Accuracy: the step model against measured runs (one window per session).
    void showModelAccuracy();
    void applyLayout(const goodput::LayoutChoice& choice);
    void toggleBaseline(bool pinned);
    void showShortcuts();
    void showAbout();
    void editPreferences();
    void focusNextPane();

    ScenarioDocument* m_document;
    InputPanel* m_inputs;
    HeadlineCards* m_cards;
    ChartsPanel* m_charts;
    QListWidget* m_diagnostics;
    SimulationRunner* m_simulation;
    QLabel* m_compareStatus;
    QMenu* m_recentMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportReportAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_baselineAction = nullptr;
    QAction* m_nextPaneAction = nullptr;
    QStringList m_shownDiagnostics;
    Preferences m_preferences;
    Autosave* m_autosave = nullptr;
};

} // namespace goodput::views
