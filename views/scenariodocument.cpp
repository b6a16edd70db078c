// SPDX-License-Identifier: MIT
#include "scenariodocument.h"

#include "messages.h"
#include "model/scenario_json.h"
#include "scenariofile.h"

#include <QFileInfo>
#include <QUndoStack>

namespace goodput::views {

/// One edit as two value snapshots (before, after): trivially exact to undo. Slider moves of the
/// same input merge while the gesture lasts; a merge that returns to the start is dropped.
class EditScenarioCommand final : public QUndoCommand {
public:
    /// All mergeable edits share one id; mergeWith() tells inputs apart by key.
    static constexpr int kMergeId = 1;

    EditScenarioCommand(ScenarioDocument* document, Scenario before, Scenario after,
                        const QString& text, QString mergeKey, bool continuous)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_key(std::move(mergeKey)), m_continuous(continuous) {}

    void undo() override { m_document->apply(m_before); }
    void redo() override { m_document->apply(m_after); }
    [[nodiscard]] int id() const override {
        return m_continuous && !m_key.isEmpty() ? kMergeId : -1;
    }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const EditScenarioCommand*>(other);
        if (!m_open || o->m_key != m_key) {
            return false;
        }
        m_after = o->m_after;
        setObsolete(ScenarioDocument::sameScenario(m_before, m_after));
        return true;
    }
    void close() { m_open = false; }

private:
    ScenarioDocument* m_document;
    Scenario m_before;
    Scenario m_after;
    QString m_key;
    bool m_continuous;
    bool m_open = true;
};

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_undo(new QUndoStack(this)) {
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    m_current.scenario = defaultScenario();
    m_current.result = evaluate(m_current.scenario);
    m_current.sweeps = computeSweeps(m_current.scenario, m_current.result);
}

ScenarioDocument::~ScenarioDocument() = default;

bool ScenarioDocument::sameScenario(const Scenario& a, const Scenario& b) {
    return scenarioToJson(a) == scenarioToJson(b);
}

void ScenarioDocument::apply(const Scenario& scenario) {
    m_current.scenario = scenario;
    m_current.result = evaluate(scenario);
    m_current.sweeps = computeSweeps(scenario, m_current.result);
    emit changed();
}

void ScenarioDocument::edit(const Scenario& next, const QString& description,
                            const QString& mergeKey, bool continuous) {
    if (sameScenario(next, m_current.scenario)) {
        return;
    }
    m_undo->push(
        new EditScenarioCommand(this, m_current.scenario, next, description, mergeKey, continuous));
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
    apply(scenario);
    if (modified) {
        m_undo->resetClean(); // no state in the (empty) history is the saved one
    } else {
        m_undo->setClean();
    }
    emit filePathChanged();
    emit modifiedChanged(modified);
}

QStringList ScenarioDocument::open(const QString& path) {
    ScenarioReadResult read = readScenarioFile(path);
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
