// SPDX-License-Identifier: MIT
#include "scenariodocument.h"

#include "backgroundwork.h"
#include "format.h"
#include "messages.h"
#include "model/architecture.h"
#include "model/scenario_json.h"
#include "presetstore.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QUndoStack>
#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

namespace goodput::views {

/// One edit as two value snapshots (before, after): trivially exact to undo. Slider moves of the
/// same input merge while the gesture lasts; a merge that returns to the start is dropped. Each
/// snapshot keeps its JSON form, by which scenarios compare: written once per edit rather than at
/// every comparison (it was written six times per slider step).
class EditScenarioCommand final : public QUndoCommand {
    using Snapshot = ScenarioDocument::Snapshot;

public:
    /// All mergeable edits share one id; mergeWith() tells inputs apart by key.
    static constexpr int kMergeId = 1;

    EditScenarioCommand(ScenarioDocument* document, Snapshot before, Snapshot after,
                        const QString& text, QString mergeKey, bool continuous)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_key(std::move(mergeKey)), m_continuous(continuous) {}

    void undo() override { m_document->apply(m_before, LayoutSearch::Skip); }
    void redo() override { m_document->apply(m_after, LayoutSearch::Skip); }
    [[nodiscard]] int id() const override {
        return m_continuous && !m_key.isEmpty() ? kMergeId : -1;
    }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const EditScenarioCommand*>(other);
        if (!m_open || o->m_key != m_key) {
            return false;
        }
        m_after = o->m_after;
        setObsolete(m_before.json == m_after.json);
        return true;
    }
    void close() { m_open = false; }

private:
    ScenarioDocument* m_document;
    Snapshot m_before;
    Snapshot m_after;
    QString m_key;
    bool m_continuous;
    bool m_open = true;
};

Evaluated evaluateScenario(const Scenario& scenario) {
    Result result = evaluate(scenario);
    Sweeps sweeps = computeSweeps(scenario, result);
    return {scenario, std::move(result), std::move(sweeps)};
}

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_presets(std::make_unique<PresetStore>()), m_undo(new QUndoStack(this)),
      m_searchWatcher(new QFutureWatcher<SearchResult>(this)) {
    m_undo->setUndoLimit(kUndoLimit);
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    connect(m_searchWatcher, &QFutureWatcherBase::finished, this,
            &ScenarioDocument::takeSearchResult);
    m_current = evaluateScenario(defaultScenario());
    m_currentJson = scenarioToJson(m_current.scenario);
}

ScenarioDocument::~ScenarioDocument() {
    // The worker holds its own copy of the scenario; waiting only keeps it from outliving the app.
    m_search.waitForFinished();
}

bool ScenarioDocument::sameScenario(const Scenario& a, const Scenario& b) {
    return scenarioToJson(a) == scenarioToJson(b);
}

void ScenarioDocument::apply(const Snapshot& snapshot, LayoutSearch search) {
    ++m_generation;
    const Scenario& scenario = snapshot.scenario;
    m_currentJson = snapshot.json;
    m_current.scenario = scenario;
    m_current.result = evaluate(scenario);
    // Until the worker's layouts arrive, the previous ones stay on screen rather than blinking out.
    SearchResult previous = std::move(m_current.sweeps.layouts);
    m_current.sweeps = computeSweeps(scenario, m_current.result, LayoutSearch::Skip);
    const bool searchable = m_current.result.valid && scenario.workload.architecture.has_value();
    if (!searchable || search == LayoutSearch::Run) {
        // Nothing to search (the layouts stay empty), or searched here and now.
        if (searchable) {
            m_current.sweeps.layouts = topLayouts(scenario);
        }
        m_layoutsGeneration = m_generation;
    } else {
        m_current.sweeps.layouts = std::move(previous);
        if (!m_searchRunning) {
            queueSearch();
        }
    }
    emit changed();
}

void ScenarioDocument::startSearch() {
    m_searchRunning = true;
    m_searchGeneration = m_generation;
    m_search = runInBackground([scenario = m_current.scenario] { return topLayouts(scenario); });
    m_searchWatcher->setFuture(m_search);
}

namespace {
const QEvent::Type kStartSearch = static_cast<QEvent::Type>(QEvent::registerEventType());
} // namespace

void ScenarioDocument::queueSearch() {
    if (!m_searchQueued) {
        m_searchQueued = true;
        QCoreApplication::postEvent(this, new QEvent(kStartSearch), Qt::LowEventPriority - 1);
    }
}

void ScenarioDocument::startQueuedSearch() {
    if (!m_searchQueued) {
        return;
    }
    m_searchQueued = false;
    // Meanwhile a search may have started, or the scenario become one with nothing to search.
    if (!m_searchRunning && layoutsPending()) {
        startSearch();
    }
}

bool ScenarioDocument::event(QEvent* event) {
    if (event->type() == kStartSearch) {
        startQueuedSearch();
        return true;
    }
    return QObject::event(event);
}

void ScenarioDocument::takeSearchResult() {
    // waitForLayouts() takes a result before the watcher's signal arrives: take each one once.
    if (!m_searchRunning || !m_search.isFinished()) {
        return;
    }
    m_searchRunning = false;
    // Layouts of a scenario the user has since left are still newer than those on screen; those
    // of a scenario older than the ones on screen (searched at once since) are dropped.
    const bool newer = m_searchGeneration > m_layoutsGeneration;
    if (newer) {
        m_current.sweeps.layouts = m_search.result();
        m_layoutsGeneration = m_searchGeneration;
    }
    if (layoutsPending()) {
        startSearch();
    }
    if (newer) {
        emit layoutsChanged();
    }
}

void ScenarioDocument::waitForLayouts() {
    startQueuedSearch();
    while (m_searchRunning) {
        m_search.waitForFinished();
        takeSearchResult();
    }
}

QString automaticScenarioName(const Scenario& s, const PresetLookup& presets) {
    const Workload& w = s.workload;
    const double parameters = plannedParameters(s);
    QString model = formatShortCount(parameters);
    // The preset's name while the model is the preset's size: the check is a number, not
    // matchesPreset() (a quarter of a millisecond, at every slider step).
    const nlohmann::json* preset =
        !w.preset.empty() && presets ? presets(PresetKind::Model, w.preset) : nullptr;
    if (preset != nullptr && preset->contains("parameters") &&
        (*preset)["parameters"].is_number() &&
        std::abs((*preset)["parameters"].get<double>() - parameters) <= 1e-9 * parameters) {
        model = QString::fromStdString(preset->value("displayName", model.toStdString()));
    }
    return s.mfuMode == MfuMode::Derived
               ? QCoreApplication::translate("ScenarioDocument",
                                             "%1 on %Ln GPU(s), MFU from the layout", nullptr,
                                             s.cluster.gpus)
                     .arg(model)
               : QCoreApplication::translate("ScenarioDocument", "%1 on %Ln GPU(s)", nullptr,
                                             s.cluster.gpus)
                     .arg(model);
}

bool ScenarioDocument::edit(const Scenario& next, const QString& description,
                            const QString& mergeKey, bool continuous) {
    const Scenario& now = m_current.scenario;
    // A name that described the scenario describes the edited one; an edit that sets the name
    // itself keeps what it sets.
    const PresetLookup presets = m_presets->lookup();
    // The default's fixed name before names followed their scenario, in a session or file saved
    // by Goodput 0.1 (English, Korean): it described the default, not what the user made of it.
    static const std::array<std::string_view, 2> kFormerDefaultNames = {
        "70B on 1,024 GPUs, MFU from the layout", "GPU 1,024개의 70B, 병렬 구성에서 구한 MFU"};
    const bool automatic =
        QString::fromStdString(now.name) == automaticScenarioName(now, presets) ||
        std::find(kFormerDefaultNames.begin(), kFormerDefaultNames.end(), now.name) !=
            kFormerDefaultNames.end();
    const bool describes = next.name == now.name && automatic;
    Scenario edited = next;
    if (describes) {
        edited.name = automaticScenarioName(next, presets).toStdString();
    }
    Snapshot after{edited, scenarioToJson(edited)};
    if (after.json == m_currentJson) {
        return false;
    }
    m_undo->push(new EditScenarioCommand(this, Snapshot{now, m_currentJson}, std::move(after),
                                         description, mergeKey, continuous));
    return true;
}

void ScenarioDocument::finishGesture() {
    if (m_undo->index() > 0) {
        if (auto* top = dynamic_cast<EditScenarioCommand*>(
                const_cast<QUndoCommand*>(m_undo->command(m_undo->index() - 1)))) {
            top->close();
        }
    }
}

void ScenarioDocument::reset(const Scenario& scenario, const QString& filePath, bool modified) {
    m_undo->clear();
    m_fileDiagnostics.clear();
    m_filePath = filePath;
    apply(Snapshot{scenario, scenarioToJson(scenario)}, LayoutSearch::Run);
    if (modified) {
        m_undo->resetClean(); // no state in the (empty) history is the saved one
    } else {
        m_undo->setClean();
    }
    emit filePathChanged();
    emit modifiedChanged(modified);
}

QStringList ScenarioDocument::open(const QString& path) {
    ScenarioReadResult read = readScenarioFile(path, m_presets->lookup());
    QStringList errors;
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error) {
            errors << describe(d);
        }
    }
    if (!errors.isEmpty()) {
        return errors;
    }
    reset(read.scenario, QFileInfo(path).absoluteFilePath());
    m_fileDiagnostics = std::move(read.diagnostics);
    emit changed();
    return {};
}

ScenarioReadResult ScenarioDocument::readText(const QByteArray& json) const {
    return readScenario(std::string_view(json.constData(), static_cast<std::size_t>(json.size())),
                        m_presets->lookup());
}

QString ScenarioDocument::saveAs(const QString& path) {
    const QString error = saveScenarioFile(path, m_current.scenario);
    if (!error.isEmpty()) {
        return error;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged();
    }
    m_undo->setClean();
    return {};
}

bool ScenarioDocument::isModified() const {
    return !m_undo->isClean();
}

void ScenarioDocument::pinBaseline() {
    waitForLayouts();
    m_baseline = m_current;
    emit baselineChanged();
}

void ScenarioDocument::clearBaseline() {
    if (m_baseline) {
        m_baseline.reset();
        emit baselineChanged();
    }
}

} // namespace goodput::views
