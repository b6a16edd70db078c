// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "accuracywindow.h"
#include "autosave.h"
#include "calibratedialog.h"
#include "chartspanel.h"
#include "collapsiblesection.h"
#include "comparisonview.h"
#include "fields.h"
#include "format.h"
#include "headlinecards.h"
#include "inputpanel.h"
#include "messages.h"
#include "model/scenario_json.h"
#include "model/simulate.h"
#include "plantext.h"
#include "preferencesdialog.h"
#include "presetstore.h"
#include "report/reportwriter.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "settings.h"
#include "simulationrunner.h"
#include "sweepdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace goodput::views {
namespace {

constexpr int kMaxRecentFiles = 10;

QIcon severityIcon(const QStyle* style, Severity severity) {
    switch (severity) {
    case Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

/// An action's text as plain words: without its mnemonic, either "&F" or the "(&F)" that
/// Korean and other CJK translations append, and with "&&" read as the "&" it shows.
QString plainActionText(const QString& text) {
    static const QRegularExpression cjkMnemonic(QStringLiteral("\\s*\\(&[^&]\\)"));
    QString stripped = text;
    stripped.remove(cjkMnemonic);
    QString out;
    for (qsizetype i = 0; i < stripped.size(); ++i) {
        if (stripped[i] != QLatin1Char('&')) {
            out += stripped[i];
        } else if (i + 1 < stripped.size() && stripped[i + 1] == QLatin1Char('&')) {
            out += QLatin1Char('&');
            ++i;
        }
    }
    return out;
}

/// The local scenario files (*.json) a drag carries; empty when it carries none.
QStringList droppedScenarioFiles(const QMimeData* data) {
    QStringList files;
    if (data == nullptr || !data->hasUrls()) {
        return files;
    }
    for (const QUrl& url : data->urls()) {
        const QString path = url.toLocalFile();
        if (!path.isEmpty() && path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
            files << path;
        }
    }
    return files;
}

/// The cards and charts: they fill the window when it has room for their minimum size and
/// scroll when it has not (150 % scaling on 1366 x 768: 911 x 512 logical pixels). QScrollArea's
/// own resizing gives a widget whose height follows its width (the cards) the height it would
/// like, and scrolled the charts at 1024 x 640, where the cards have their captions elided in
/// the room there is.
///
/// The cards tell the layout the height their texts need at their width, which a box layout
/// takes for their minimum: in a low window (125 % scaling on 1366 x 768, 1024 x 640) it gave
/// them that and the charts less than their least, whose views then ran past their page and had
/// their legends cut (issue 17). The cards may be no taller than what the charts' least leaves;
/// they squeeze themselves, their captions elided, down to their own least.
class CentralScrollArea final : public QScrollArea {
public:
    CentralScrollArea(QWidget* parent, QWidget* cards, QWidget* charts)
        : QScrollArea(parent), m_cards(cards), m_charts(charts) {
        setObjectName(QStringLiteral("centralScroll"));
        setFrameShape(QFrame::NoFrame);
        setWidgetResizable(false);
    }

protected:
    bool event(QEvent* event) override {
        const bool handled = QScrollArea::event(event);
        if (event->type() == QEvent::LayoutRequest) {
            fit(); // the widget's minimum size changed
        }
        return handled;
    }
    bool viewportEvent(QEvent* event) override {
        const bool handled = QScrollArea::viewportEvent(event);
        if (event->type() == QEvent::Resize) {
            fit();
        }
        return handled;
    }

private:
    void fit() {
        if (QWidget* content = widget()) {
            const QSize least = content->minimumSizeHint().expandedTo(content->minimumSize());
            const QSize size = least.expandedTo(viewport()->size());
            if (content->size() != size) {
                content->resize(size);
            }
            const QLayout* layout = content->layout();
            const QMargins margins = layout->contentsMargins();
            const int charts =
                m_charts->minimumSizeHint().expandedTo(m_charts->minimumSize()).height();
            const int room =
                size.height() - margins.top() - margins.bottom() - layout->spacing() - charts;
            m_cards->setMaximumHeight(std::max(room, m_cards->minimumSizeHint().height()));
        }
    }

    QWidget* m_cards;
    QWidget* m_charts;
};

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_document(new ScenarioDocument(this)),
      m_inputs(new InputPanel(m_document, this)), m_cards(new HeadlineCards(this)),
      m_charts(new ChartsPanel(this)), m_diagnostics(new QListWidget(this)),
      m_simulation(new SimulationRunner(this)), m_compareStatus(new QLabel(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    auto* central = new QWidget;
    central->setObjectName(QStringLiteral("centralContent"));
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->setSpacing(6);
    layout->addWidget(m_cards);
    layout->addWidget(m_charts, 1);
    // On a screen smaller than the cards and a chart need they scroll rather than push the
    // window past the screen's edges; with room the scroll area is as if it were not there.
    auto* scroll = new CentralScrollArea(this, m_cards, m_charts);
    scroll->setWidget(central);
    setCentralWidget(scroll);

    createActions();
    createMenus();
    createDocks();
    statusBar()->addPermanentWidget(m_compareStatus);

    connect(m_cards, &HeadlineCards::deriveMfuRequested, this, &MainWindow::deriveMfu);
    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::refresh);
    connect(m_document, &ScenarioDocument::layoutsChanged, this, &MainWindow::refreshCharts);
    connect(m_charts, &ChartsPanel::layoutPicked, this, &MainWindow::applyLayout);
    connect(m_document, &ScenarioDocument::baselineChanged, this, &MainWindow::refresh);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::refreshTitle);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::refreshTitle);
    connect(m_simulation, &SimulationRunner::finished, this, &MainWindow::refreshCharts);
    // The design size, but never larger than the screen (1024 x 640 and 125 % scaling included).
    QSize size(1366, 768);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        size = size.boundedTo(screen->availableGeometry().size());
    }
    resize(size);
    refresh();
}

MainWindow::~MainWindow() {
    // Children die after this body: a line edit losing focus then still commits its text to the
    // document, whose signals must no longer reach this half-destroyed window.
    m_document->blockSignals(true);
}

void MainWindow::createActions() {
    const QStyle* st = style();
    m_newAction = new QAction(st->standardIcon(QStyle::SP_FileIcon), tr("&New"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Start from the default scenario"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newScenario);

    m_openAction = new QAction(st->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open..."), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a scenario file"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);

    m_saveAction = new QAction(st->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Save the scenario"));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction = new QAction(tr("Save &As..."), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setStatusTip(tr("Save the scenario under a new name"));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAsDialog);

    m_exportReportAction = new QAction(tr("&Export Report (PDF)..."), this);
    m_exportReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportReportAction->setStatusTip(
        tr("Write the planning report of this scenario, with its charts, as a PDF to share"));
    connect(m_exportReportAction, &QAction::triggered, this, &MainWindow::exportReportDialog);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setIcon(st->standardIcon(QStyle::SP_ArrowBack));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setIcon(st->standardIcon(QStyle::SP_ArrowForward));
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});

    m_resetAction = new QAction(st->standardIcon(QStyle::SP_BrowserReload),
                                tr("Reset to &Default Scenario"), this);
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_resetAction->setStatusTip(
        tr("Put every input back to the built-in default (the chapter's example); undoable"));
    connect(m_resetAction, &QAction::triggered, this, &MainWindow::resetToDefault);

    m_findAction = new QAction(tr("&Find Input"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_inputs->filter()->setFocus(Qt::ShortcutFocusReason);
        m_inputs->filter()->selectAll();
    });

    m_baselineAction = new QAction(st->standardIcon(QStyle::SP_DialogApplyButton),
                                   tr("&Compare with Baseline"), this);
    m_baselineAction->setCheckable(true);
    m_baselineAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    m_baselineAction->setStatusTip(
        tr("Pin the current scenario as the baseline: cards show the change, charts a grey ghost"));
    connect(m_baselineAction, &QAction::toggled, this, &MainWindow::toggleBaseline);

    m_nextPaneAction = new QAction(tr("Next &Pane"), this);
    m_nextPaneAction->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_nextPaneAction, &QAction::triggered, this, &MainWindow::focusNextPane);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    QAction* compareAction =
        file->addAction(tr("&Compare Scenarios..."), this, &MainWindow::compareDialog);
    compareAction->setObjectName(QStringLiteral("compareAction"));
    compareAction->setStatusTip(tr("Up to six scenario files side by side: days, dollars, "
                                   "goodput, step time, with charts"));
    QMenu* examples = file->addMenu(tr("&Examples"));
    examples->setObjectName(QStringLiteral("examplesMenu"));
    QAction* chapter = examples->addAction(tr("The Chapter's 70B on 1,024 GPUs (Assumed MFU)"),
                                           this, [this] { openExample(defaultScenario()); });
    chapter->setObjectName(QStringLiteral("chapterExampleAction"));
    chapter->setStatusTip(tr("The worked example of chapter 2.5, as goodput plan --default reads "
                             "it: an assumed MFU of 40 %"));
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    file->addAction(m_exportReportAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_resetAction);
    edit->addAction(m_findAction);
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("Pre&ferences…"), this, &MainWindow::editPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* compare = menuBar()->addMenu(tr("&Compare"));
    compare->addAction(m_baselineAction);
    QAction* repin = compare->addAction(tr("&Pin Current as New Baseline"));
    repin->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(repin, &QAction::triggered, this, [this] {
        m_baselineAction->setChecked(true);
        m_document->pinBaseline();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    for (int i = 0; i < m_charts->count(); ++i) {
        QAction* page = view->addAction(
            tr("Charts: %1").arg(m_charts->tabText(i))); // "&&" stays: it shows as "&"
        // Ctrl+1 ... Ctrl+9, then Ctrl+0 for the tenth page.
        if (i < 10) {
            page->setShortcut(
                QKeySequence(Qt::CTRL | static_cast<Qt::Key>(i < 9 ? Qt::Key_1 + i : Qt::Key_0)));
        }
        connect(page, &QAction::triggered, this, [this, i] { m_charts->setCurrentIndex(i); });
    }
    view->addSeparator();
    view->addAction(m_nextPaneAction);
    view->addSeparator(); // the docks' toggle actions follow (createDocks)

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* calibrate =
        tools->addAction(tr("&Calibrate from Measurements..."), this, &MainWindow::calibrate);
    calibrate->setObjectName(QStringLiteral("calibrateAction"));
    calibrate->setStatusTip(tr("Fit a tier to nccl-tests logs and the matmul efficiency to a "
                               "measured step; save a user preset and apply it"));
    QAction* sweep = tools->addAction(tr("&Sweep an Input..."), this, [this] {
        auto* dialog = findChild<SweepDialog*>();
        if (!dialog) {
            dialog = new SweepDialog(this);
            connect(m_document, &ScenarioDocument::changed, dialog, [this, dialog] {
                if (dialog->isVisible()) {
                    dialog->setScenario(m_document->scenario());
                }
            });
        }
        dialog->setScenario(m_document->scenario());
        dialog->show();
        dialog->raise();
    });
    sweep->setObjectName(QStringLiteral("sweepAction"));
    sweep->setStatusTip(tr("Plot any result against any numeric input, optionally with a second "
                           "input as a family of curves"));
    QAction* accuracy =
        tools->addAction(tr("Model &Accuracy..."), this, &MainWindow::showModelAccuracy);
    accuracy->setObjectName(QStringLiteral("accuracyAction"));
    accuracy->setStatusTip(tr("The step model against measured training runs: predicted and "
                              "measured step time, run by run"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Goodput"), this, &MainWindow::showAbout);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_newAction);
    bar->addAction(m_openAction);
    bar->addAction(m_saveAction);
    bar->addSeparator();
    // Undo and Redo name the step they take back ("Undo Set GPUs n"): in the toolbar that pushed
    // Reset into the overflow. The icon, with the full text as its tooltip, on a button of a fixed
    // size: as actions of the toolbar, their new names at every edit laid the whole window out
    // again (a toolbar lays itself out whenever one of its actions changes).
    for (QAction* a : {m_undoAction, m_redoAction}) {
        auto* button = new QToolButton(bar);
        button->setObjectName(a == m_undoAction ? QStringLiteral("undoButton")
                                                : QStringLiteral("redoButton"));
        button->setIconSize(bar->iconSize());
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setFixedSize(button->sizeHint());
        bar->addWidget(button);
    }
    bar->addSeparator();
    bar->addAction(m_baselineAction);
    bar->addAction(m_resetAction);
    for (QAction* a : {m_newAction, m_openAction, m_saveAction, m_baselineAction, m_resetAction}) {
        a->setIconText(plainActionText(a->text())); // "New", not "New(N)" in Korean
    }
}

void MainWindow::createDocks() {
    auto* inputs = new QDockWidget(tr("Inputs"), this);
    inputs->setObjectName(QStringLiteral("inputsDock"));
    inputs->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    inputs->setWidget(m_inputs);
    // No floor of its own: the fields decide (about 340 px), so that the window still fits
    // 1024 px beside the cards.
    m_inputs->setMinimumWidth(0);
    addDockWidget(Qt::LeftDockWidgetArea, inputs);

    auto* diagnostics = new QDockWidget(tr("Diagnostics"), this);
    diagnostics->setObjectName(QStringLiteral("diagnosticsDock"));
    diagnostics->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                             QDockWidget::DockWidgetClosable);
    m_diagnostics->setObjectName(QStringLiteral("diagnostics"));
    m_diagnostics->setAlternatingRowColors(true);
    m_diagnostics->setWordWrap(true);
    m_diagnostics->setAccessibleName(tr("Diagnostics"));
    m_diagnostics->setToolTip(tr("Press Enter or double-click to go to the input concerned"));
    connect(m_diagnostics, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString field = item->data(Qt::UserRole).toString();
        if (!field.isEmpty() && !m_inputs->focusField(field)) {
            statusBar()->showMessage(tr("No input for %1").arg(field), 3000);
        }
    });
    diagnostics->setWidget(m_diagnostics);
    m_diagnostics->setMinimumHeight(60);
    addDockWidget(Qt::BottomDockWidgetArea, diagnostics);
    resizeDocks({diagnostics}, {90}, Qt::Vertical);

    auto* history = new QDockWidget(tr("Undo History"), this);
    history->setObjectName(QStringLiteral("historyDock"));
    auto* undoView = new QUndoView(m_document->undoStack(), history);
    undoView->setEmptyLabel(tr("<opened scenario>"));
    history->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, history);
    history->hide();
    // Opened the first time at a width its step names can be read at, not 70 px.
    connect(history, &QDockWidget::visibilityChanged, this, [this, history](bool visible) {
        if (visible && !history->isFloating() &&
            dockWidgetArea(history) == Qt::RightDockWidgetArea) {
            // Once the dock is laid out (resizing it before has no effect).
            QTimer::singleShot(0, this, [this, history] {
                if (history->width() < 220) {
                    resizeDocks({history}, {260}, Qt::Horizontal);
                }
            });
        }
    });
    // A narrow window (1024 px) has no room for it beside the cards: squeezed there to a sliver,
    // it widened the window past the screen. It shares the inputs' place instead, a tab in front,
    // decided before it is shown (showing it widens the window at once).
    auto* historyToggle = new QAction(tr("Undo History"), this);
    historyToggle->setObjectName(QStringLiteral("undoHistoryAction"));
    historyToggle->setCheckable(true);
    connect(historyToggle, &QAction::triggered, this, [this, history, inputs](bool show) {
        const int room =
            width() - inputs->width() -
            findChild<QWidget*>(QStringLiteral("centralContent"))->minimumSizeHint().width();
        if (show && !history->isFloating() && dockWidgetArea(history) == Qt::RightDockWidgetArea &&
            room < 220) {
            tabifyDockWidget(inputs, history);
        }
        history->setVisible(show);
        if (show) {
            history->raise();
        }
    });
    connect(history, &QDockWidget::visibilityChanged, historyToggle,
            [historyToggle, history] { historyToggle->setChecked(!history->isHidden()); });

    QMenu* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    view->addAction(inputs->toggleViewAction());
    view->addAction(diagnostics->toggleViewAction());
    historyToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    view->addAction(historyToggle);
}

void MainWindow::refresh() {
    const Evaluated& current = m_document->current();
    const std::optional<Evaluated>& baseline = m_document->baseline();
    m_inputs->refresh();
    m_cards->update(current, baseline);
    if (current.result.valid) {
        m_simulation->request(current.scenario, current.sweeps.cluster);
    }
    refreshCharts();
    refreshDiagnostics();
    refreshCompare();
    refreshTitle();
}

void MainWindow::waitForSimulation() {
    m_simulation->waitForResult();
    refreshCharts();
}

void MainWindow::refreshCharts() {
    const Evaluated& current = m_document->current();
    const std::optional<Evaluated>& baseline = m_document->baseline();
    charts::ChartInput input{current.scenario, current.result, current.sweeps,
                             current.result.valid ? m_simulation->outlook() : nullptr};
    input.simulationPending = current.result.valid && input.outlook == nullptr;
    if (baseline) {
        const charts::ChartInput base{baseline->scenario, baseline->result, baseline->sweeps};
        m_charts->update(input, &base, m_document->layoutsPending());
    } else {
        m_charts->update(input, nullptr, m_document->layoutsPending());
    }
}

void MainWindow::refreshDiagnostics() {
    Diagnostics all = m_document->fileDiagnostics();
    const Diagnostics& fromResult = m_document->result().diagnostics;
    all.insert(all.end(), fromResult.begin(), fromResult.end());
    QStringList texts;
    for (const Diagnostic& d : all) {
        // The input's name as the panel shows it, not its JSON path (issue 17, item 15).
        texts << describeLabelled(d, keyLabel(d.field));
        if (d.code == DiagCode::LayoutMismatch) {
            // A typed value is kept as it is: say which values near it would do.
            const QString nearest = nearestValidLayout(m_document->scenario());
            if (!nearest.isEmpty()) {
                texts.last() += QStringLiteral("; ") + nearest;
            }
        }
    }
    if (texts == m_shownDiagnostics && m_diagnostics->count() > 0) {
        return;
    }
    m_shownDiagnostics = texts;
    m_diagnostics->clear();
    if (all.empty()) {
        auto* item =
            new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
                                tr("No problems: the scenario is consistent."), m_diagnostics);
        item->setFlags(Qt::ItemIsEnabled);
        return;
    }
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Diagnostic& d = all[i];
        auto* item = new QListWidgetItem(severityIcon(style(), d.severity),
                                         texts[static_cast<qsizetype>(i)], m_diagnostics);
        item->setData(Qt::UserRole, QString::fromStdString(d.field));
        item->setToolTip(QStringLiteral("%1 · %2").arg(severityName(d.severity),
                                                       QString::fromLatin1(codeId(d.code))));
    }
}

void MainWindow::refreshTitle() {
    const QString path = m_document->filePath();
    const QString shown = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — Goodput").arg(shown));
    setWindowModified(m_document->isModified());
    setWindowFilePath(path);
}

void MainWindow::refreshCompare() {
    const std::optional<Evaluated>& b = m_document->baseline();
    {
        const QSignalBlocker block(m_baselineAction);
        m_baselineAction->setChecked(b.has_value());
    }
    if (!b) {
        if (!m_compareStatus->text().isEmpty()) {
            m_compareStatus->clear(); // QLabel::clear() lays the window out again, even when empty
        }
        return;
    }
    const Result& r = b->result;
    const bool finishes = r.valid && r.reliability.goodput.finishes;
    m_compareStatus->setText(
        tr("Baseline: %Ln GPU(s), %1, %2", nullptr, b->scenario.cluster.gpus)
            .arg(finishes ? formatDays(r.wallClock) : QStringLiteral("—"),
                 finishes ? formatDollars(r.wallClockCost) : QStringLiteral("—")));
}

bool MainWindow::maybeSave() {
    if (!m_document->isModified()) {
        return true;
    }
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return save();
    }
    return answer == QMessageBox::Discard;
}

void MainWindow::newScenario() {
    if (maybeSave()) {
        m_document->reset(preferredDefaultScenario(m_preferences));
    }
}

void MainWindow::openDialog() {
    if (!maybeSave()) {
        return;
    }
    const QString dir = m_document->filePath().isEmpty() ? dialogStartFolder()
                                                         : QFileInfo(m_document->filePath()).path();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), dir, tr("Goodput scenarios (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::openFile(const QString& path) {
    const QStringList errors = m_document->open(path);
    if (!errors.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot open scenario"),
                        tr("%1 could not be opened; the current scenario is unchanged.")
                            .arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        box.setDetailedText(errors.join(QLatin1Char('\n')));
        box.setInformativeText(errors.first());
        box.exec();
        return false;
    }
    addRecentFile(m_document->filePath());
    statusBar()->showMessage(tr("Opened %1").arg(m_document->filePath()), 4000);
    return true;
}

void MainWindow::compareDialog() {
    const QString dir = m_document->filePath().isEmpty() ? dialogStartFolder()
                                                         : QFileInfo(m_document->filePath()).path();
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Compare Scenarios"), dir, tr("Goodput scenarios (*.json);;All files (*)"));
    if (!files.isEmpty()) {
        openComparison(files, files.size() == 1); // one file: compared with the window's
    }
}

ComparisonView* MainWindow::openComparison(const QStringList& files, bool withCurrent) {
    QStringList errors;
    std::vector<NamedScenario> scenarios;
    if (withCurrent) {
        const QString path = m_document->filePath();
        scenarios.push_back(
            {(path.isEmpty() ? tr("Current") : QFileInfo(path).fileName()).toStdString(),
             m_document->scenario()});
    }
    for (const QString& path : files) {
        const ScenarioReadResult read = readScenarioFile(path, m_document->presets().lookup());
        for (const Diagnostic& d : read.diagnostics) {
            if (d.severity == Severity::Error) {
                errors << QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), describe(d));
            }
        }
        // Two files of one name from different folders keep their paths apart.
        const QString name = QFileInfo(path).fileName();
        const bool clash = std::count_if(files.begin(), files.end(), [&](const QString& f) {
                               return QFileInfo(f).fileName() == name;
                           }) > 1;
        scenarios.push_back({(clash ? path : name).toStdString(), read.scenario});
    }
    if (scenarios.size() < 2 || scenarios.size() > kMaxComparedScenarios) {
        errors.prepend(describe({.code = DiagCode::CompareCount,
                                 .actual = static_cast<double>(scenarios.size()),
                                 .limit = static_cast<double>(kMaxComparedScenarios)}));
    }
    if (!errors.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot compare scenarios"),
                        tr("The scenarios could not be compared."), QMessageBox::Ok, this);
        box.setInformativeText(errors.first());
        box.setDetailedText(errors.join(QLatin1Char('\n')));
        box.exec();
        return nullptr;
    }
    auto* view = new ComparisonView(std::move(scenarios), this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->show();
    return view;
}

bool MainWindow::askAndOpenFile(const QString& path) {
    return maybeSave() && openFile(path);
}

bool MainWindow::saveFile(const QString& path) {
    const QString error = m_document->saveAs(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(
            this, tr("Cannot save scenario"),
            tr("%1 could not be saved: %2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    addRecentFile(m_document->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(m_document->filePath()), 4000);
    return true;
}

bool MainWindow::save() {
    return m_document->filePath().isEmpty() ? saveAsDialog() : saveFile(m_document->filePath());
}

bool MainWindow::saveAsDialog() {
    // A scenario never saved starts in the documents folder under its own name, not in whatever
    // folder Goodput was started from.
    QString start = m_document->filePath();
    if (start.isEmpty()) {
        const QString name = QString::fromStdString(m_document->scenario().name).trimmed();
        start = dialogStartFolder() + QLatin1Char('/') +
                (name.isEmpty() ? tr("scenario")
                                : QString(name).replace(QLatin1Char('/'), QLatin1Char('-'))) +
                QStringLiteral(".json");
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario As"), start,
                                                tr("Goodput scenarios (*.json)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".json");
    }
    return saveFile(path);
}

void MainWindow::exportReportDialog() {
    SettingsFile file;
    const QString a4 = tr("PDF on A4 paper (*.pdf)");
    const QString letter = tr("PDF on US Letter paper (*.pdf)");
    // The paper chosen last time, else the locale's: Letter in the US, A4 elsewhere.
    const report::PageFormat page = report::pageFormatFromName(settings::reportPage.get(file))
                                        .value_or(report::defaultPageFormat(locale()));
    const QString scenarioFile = m_document->filePath();
    const QString dir = settings::reportDirectory.get(
        file, scenarioFile.isEmpty() ? QDir::homePath() : QFileInfo(scenarioFile).path());
    const QString name =
        scenarioFile.isEmpty() ? tr("plan") : QFileInfo(scenarioFile).completeBaseName();
    QFileDialog dialog(this, tr("Export Report (PDF)"),
                       QDir(dir).filePath(name + QStringLiteral(".pdf")));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("pdf"));
    dialog.setNameFilters({a4, letter});
    dialog.selectNameFilter(page == report::PageFormat::Letter ? letter : a4);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) {
        return;
    }
    const QString path = dialog.selectedFiles().constFirst();
    const bool onLetter = dialog.selectedNameFilter() == letter;
    settings::reportPage.set(file, onLetter ? QStringLiteral("letter") : QStringLiteral("a4"));
    settings::reportDirectory.set(file, QFileInfo(path).path());
    bool cancelled = false;
    const QString error = exportReport(
        path, onLetter ? report::PageFormat::Letter : report::PageFormat::A4, &cancelled);
    if (cancelled) {
        statusBar()->showMessage(tr("Export cancelled; nothing was written"), 4000);
    } else if (error.isEmpty()) {
        statusBar()->showMessage(tr("Report exported to %1").arg(path), 6000);
    } else {
        QMessageBox::warning(this, tr("Cannot export report"),
                             tr("%1 could not be written: %2. No file was created or changed.")
                                 .arg(QFileInfo(path).fileName(), error));
    }
}

QString MainWindow::exportReport(const QString& path, report::PageFormat page, bool* cancelled) {
    // Laying the report out comes before the first page: a busy cursor covers it and the wait
    // for a layout search still running, then a progress dialog shows the pages when painting
    // them takes long, and can cancel.
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    m_document->waitForLayouts(); // the report lists this scenario's layouts, not the last one's
    report::ReportRequest request;
    request.plan = m_document->current();
    request.baseline = m_document->baseline();
    request.scenarioFile = m_document->filePath();
    request.page = page;
    request.presets = m_document->presets().lookup(); // marks the inputs a preset set
    // The simulated runs as `goodput report` makes them (10,000 runs, the default seed), not the
    // 1,000 the window draws while editing: one scenario, one report, from either.
    request.simulation = simulate(request.plan.scenario, SimulationOptions{});

    QProgressDialog progress(tr("Exporting the report..."), tr("Cancel"), 0, 0, this);
    progress.setWindowTitle(tr("Export Report (PDF)"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    const QString error = report::exportReport(path, request, [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        return !progress.wasCanceled();
    });
    QGuiApplication::restoreOverrideCursor();
    if (cancelled != nullptr) {
        *cancelled = progress.wasCanceled();
    }
    return error;
}

QStringList MainWindow::recentFiles() const {
    return settings::recentFiles.get();
}

void MainWindow::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) {
        files.removeLast();
    }
    settings::recentFiles.set(files);
}

void MainWindow::fillRecentMenu() {
    m_recentMenu->clear();
    QStringList files = recentFiles();
    // Files that have gone away since are dropped from the list.
    files.erase(std::remove_if(files.begin(), files.end(),
                               [](const QString& f) { return !QFileInfo::exists(f); }),
                files.end());
    settings::recentFiles.set(files);
    for (int i = 0; i < files.size(); ++i) {
        const QString& f = files[i];
        const QString text = i < 9
                                 ? QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(f).fileName())
                                 : QFileInfo(f).fileName();
        QAction* a = m_recentMenu->addAction(text, this, [this, f] {
            if (maybeSave()) {
                openFile(f);
            }
        });
        a->setStatusTip(f);
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [] { settings::recentFiles.remove(); });
    }
}

void MainWindow::applyLayout(const LayoutChoice& choice) {
    Scenario next = m_document->scenario();
    next.layout = choice.layout;
    next.workload.microBatchSize = choice.microBatchSize;
    next.workload.recompute = choice.recompute;
    m_document->edit(
        next, tr("Apply layout %1").arg(describeLayout(choice, next.layout.dp(next.cluster.gpus))));
    statusBar()->showMessage(tr("Layout applied; Ctrl+Z undoes it"), 4000);
}

void MainWindow::calibrate() {
    CalibrateDialog dialog(m_document->scenario(), m_document->presets(), this);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    // A saved preset is listed at once, and the scenario that names it reads back.
    m_inputs->reloadPresets();
    if (accepted && dialog.calibratedScenario()) {
        m_document->edit(
            *dialog.calibratedScenario(),
            tr("Apply calibrated hardware %1")
                .arg(QString::fromStdString(dialog.calibratedScenario()->hardware.displayName)));
        statusBar()->showMessage(tr("Calibrated preset saved and applied; Ctrl+Z undoes it"), 4000);
    }
}

void MainWindow::showModelAccuracy() {
    // One window for the session: the runs added to it stay.
    auto* window = findChild<AccuracyWindow*>();
    if (!window) {
        window = new AccuracyWindow(m_document->presets().lookup(), this);
    }
    window->show();
    window->raise();
    window->activateWindow();
}

void MainWindow::openExample(const Scenario& example) {
    if (maybeSave()) {
        m_document->reset(example);
    }
}

void MainWindow::deriveMfu() {
    Scenario next = m_document->scenario();
    next.mfuMode = MfuMode::Derived;
    m_document->edit(next, tr("Derive the MFU from the layout"));
}

void MainWindow::resetToDefault() {
    m_document->edit(preferredDefaultScenario(m_preferences), tr("Reset to the default scenario"));
}

void MainWindow::toggleBaseline(bool pinned) {
    if (pinned) {
        m_document->pinBaseline();
        statusBar()->showMessage(
            tr("Baseline pinned: change inputs to compare; Ctrl+B again to stop"), 4000);
    } else {
        m_document->clearBaseline();
    }
}

void MainWindow::focusNextPane() {
    QWidget* panes[] = {m_inputs->filter(), m_charts, m_diagnostics};
    int next = 0;
    for (int i = 0; i < 3; ++i) {
        if (panes[i] == focusWidget() || panes[i]->isAncestorOf(focusWidget())) {
            next = (i + 1) % 3;
        }
    }
    panes[next]->setFocus(Qt::TabFocusReason);
}

void MainWindow::showShortcuts() {
    QStringList rows;
    for (QAction* a : findChildren<QAction*>()) {
        if (!a->shortcut().isEmpty()) {
            rows << QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                             plainActionText(a->text()).toHtmlEscaped());
        }
    }
    rows.sort();
    QMessageBox::information(
        this, tr("Keyboard Shortcuts"),
        tr("<table cellpadding=3>%1</table><p>In the inputs: Tab moves between fields; arrows, "
           "Page Up/Down, Home "
           "and End move a slider; type a value in a spin box and press Enter.</p>")
            .arg(rows.join(QString())));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Goodput"),
        tr("<h3>Goodput %1</h3><p>Capacity planner for LLM pretraining clusters: days, dollars and "
           "goodput from parameters, tokens, accelerators, cluster size and parallel layout.</p>"
           "<p>The model follows chapter 2.5, <i>Distributed training II: infrastructure, "
           "hardware, "
           "communication</i>; every formula and its section is in docs/model.md.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::restoreSession() {
    const SettingsFile file;
    restoreGeometry(settings::windowGeometry.get(file));
    restoreState(settings::windowState.get(file));
    const QStringList collapsed = settings::collapsedSections.get(file);
    for (const auto& [section, widget] : m_inputs->sectionWidgets()) {
        widget->setExpanded(!collapsed.contains(widget->objectName()));
    }
    m_charts->setCurrentIndex(settings::chartPage.get(file, 0));
    const QByteArray json = settings::sessionScenario.get(file);
    if (json.isEmpty()) {
        m_document->reset(preferredDefaultScenario(m_preferences)); // the first start: as New
        return;
    }
    const ScenarioReadResult read = m_document->readText(json);
    if (hasErrors(read.diagnostics)) {
        statusBar()->showMessage(
            tr("The last scenario could not be restored; starting from the default"), 6000);
        return;
    }
    m_document->reset(read.scenario, settings::sessionFile.get(file),
                      settings::sessionModified.get(file));
}

void MainWindow::applyPreferences(const Preferences& preferences) {
    m_preferences = preferences;
    views::applyPreferences(preferences);
    m_charts->setDark(preferences.theme == Theme::Dark);
    m_cards->restyle();
    refresh(); // every number again, in the units chosen
}

void MainWindow::editPreferences() {
    PreferencesDialog dialog(m_preferences, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const Preferences chosen = dialog.preferences();
    savePreferences(chosen);
    if (chosen.language != m_preferences.language) {
        statusBar()->showMessage(tr("The new language takes effect when Goodput starts again"),
                                 8000);
    }
    applyPreferences(chosen);
}

bool MainWindow::saveSession() const {
    SettingsFile file;
    settings::windowGeometry.set(file, saveGeometry());
    settings::windowState.set(file, saveState());
    QStringList collapsed;
    for (const auto& [section, widget] : m_inputs->sectionWidgets()) {
        if (!widget->isExpanded()) {
            collapsed << widget->objectName();
        }
    }
    settings::collapsedSections.set(file, collapsed);
    settings::chartPage.set(file, m_charts->currentIndex());
    settings::sessionScenario.set(file, scenarioFileContent(m_document->scenario()));
    settings::sessionFile.set(file, m_document->filePath());
    settings::sessionModified.set(file, m_document->isModified());
    file.sync();
    return file.status() == QSettings::NoError;
}

void MainWindow::startAutosave(const QString& path) {
    delete m_autosave;
    const AutosaveRead read = readAutosave(path, m_document->presets().lookup());
    bool restored = false;
    if (!read.errors.isEmpty()) {
        // Left in place: the version that wrote it may still restore it. The next edit's autosave
        // replaces it.
        QMessageBox box(QMessageBox::Warning, tr("Cannot restore unsaved changes"),
                        tr("Goodput did not exit cleanly, but the scenario it autosaved cannot be "
                           "restored."),
                        QMessageBox::Ok, this);
        box.setInformativeText(read.errors.first());
        box.setDetailedText(read.errors.join(QLatin1Char('\n')));
        box.exec();
    } else if (read.autosaved) {
        const QString& file = read.autosaved->filePath;
        QMessageBox box(QMessageBox::Question, tr("Restore unsaved changes"),
                        tr("Goodput did not exit cleanly. Restore the unsaved changes to %1?")
                            .arg(file.isEmpty() ? tr("the scenario") : QFileInfo(file).fileName()),
                        QMessageBox::Yes | QMessageBox::Discard, this);
        box.button(QMessageBox::Yes)->setText(tr("Restore"));
        box.setDefaultButton(QMessageBox::Yes);
        if (box.exec() == QMessageBox::Yes) {
            m_document->reset(read.autosaved->scenario, file, true);
            statusBar()->showMessage(tr("Restored the unsaved changes"), 6000);
            restored = true;
        }
    }
    m_autosave = new Autosave(m_document, path, Autosave::kDelayMs, this);
    connect(m_autosave, &Autosave::failed, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(reason), 10000);
    });
    if (read.autosaved && !restored) {
        m_autosave->discard(); // declined
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedScenarioFiles(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList files = droppedScenarioFiles(event->mimeData());
    if (files.isEmpty()) {
        return;
    }
    event->acceptProposedAction();
    // Opened after the drop has returned: a question box inside a drop handler would hold the
    // file manager's drag until it is answered.
    QTimer::singleShot(0, this, [this, files] {
        if (files.size() == 1) {
            askAndOpenFile(files.constFirst());
        } else {
            openComparison(files);
        }
    });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Unsaved edits survive a restart (the session keeps them), so closing never asks, unless the
    // session cannot be written (read-only or full disk): then the edits are the user's to save,
    // and the autosave stays until they are safe.
    if (!saveSession() && !maybeSave()) {
        event->ignore();
        return;
    }
    if (m_autosave) {
        m_autosave->discard();
    }
    event->accept();
}

} // namespace goodput::views
