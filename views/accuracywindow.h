// SPDX-License-Identifier: MIT
#pragma once

// Tools > Model Accuracy (issue 14): the table of `goodput validate` and a predicted-against-
// measured chart. The built-in suites of published runs are evaluated when the window opens; "Add
// measured runs..." adds a user's own suite file (docs/validation.md) for the session. Every
// number comes from validateSuite(); the words from views/validationtext.h.

#include "model/validation.h"

#include <QDialog>
#include <QStringList>
#include <memory>

QT_BEGIN_NAMESPACE
class QChartView;
class QCheckBox;
class QLabel;
class QTreeWidget;
QT_END_NAMESPACE

namespace goodput::views {

namespace charts {
class ValidationChart;
}

class AccuracyWindow final : public QDialog {
    Q_OBJECT
public:
    /// `presets` resolves the presets the suites name; it must outlive the window.
    explicit AccuracyWindow(PresetLookup presets, QWidget* parent = nullptr);
    ~AccuracyWindow() override;

    /// Reads and evaluates each suite file and adds its runs (a file added before is replaced).
    /// A file with errors adds nothing and is named, with the JSON path of each problem, in the
    /// message line; what is already shown stays. False when any file was refused.
    bool addSuiteFiles(const QStringList& paths);
    /// Writes the table as CSV (validationCsv), atomically; an empty string or the reason.
    QString exportCsv(const QString& path) const;

    /// Every suite shown, built-in first, in the table's order.
    [[nodiscard]] const std::vector<SuiteOutcome>& outcomes() const { return m_outcomes; }
    [[nodiscard]] QTreeWidget* table() const { return m_table; }
    [[nodiscard]] charts::ValidationChart* chart() const { return m_chart.get(); }
    [[nodiscard]] QChartView* chartView() const { return m_view; }
    /// Problems of the last files added (empty when they were read).
    [[nodiscard]] QLabel* message() const { return m_message; }

private:
    void browse();
    void browseExport();
    /// Fills the table and the chart from m_outcomes.
    void refresh();

    PresetLookup m_presets;
    std::vector<SuiteOutcome> m_outcomes;
    QStringList m_files; ///< the file of each suite; empty for the built-in ones
    QTreeWidget* m_table;
    std::unique_ptr<charts::ValidationChart> m_chart;
    QChartView* m_view;
    QCheckBox* m_log;
    QLabel* m_message;
};

} // namespace goodput::views
