// SPDX-License-Identifier: MIT
#pragma once

// File > Compare (or several scenario files dropped on the window): up to six scenarios side by
// side in a window of their own. A table with one column per scenario (days, dollars, GPU-hours,
// goodput, MFU, memory per GPU, the step time and its parts, MTBF, checkpoint interval), each
// value with its change against the first column, and three charts with one colour per scenario.
// Every number comes from compareScenarios() (model/compare.h).

#include "model/compare.h"

#include <QWidget>
#include <memory>
#include <vector>

class QCheckBox;
class QLabel;
class QTabWidget;
class QTableWidget;

namespace goodput::views {

namespace charts {
class ComparisonChart;
}

class ComparisonView final : public QWidget {
    Q_OBJECT
public:
    /// Compares `scenarios` (2 to kMaxComparedScenarios; the caller checks the count).
    explicit ComparisonView(std::vector<NamedScenario> scenarios, QWidget* parent = nullptr);
    ~ComparisonView() override;

    [[nodiscard]] const Comparison& comparison() const { return m_comparison; }
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QTabWidget* chartTabs() const { return m_tabs; }
    [[nodiscard]] QCheckBox* bestLayout() const { return m_bestLayout; }
    [[nodiscard]] QLabel* problems() const { return m_problems; }
    /// The chart builders, in tab order: time and cost, step time, goodput.
    [[nodiscard]] const std::vector<std::unique_ptr<charts::ComparisonChart>>& charts() const {
        return m_charts;
    }

private:
    /// Runs the comparison again (the best-layout box changed) and shows it.
    void compare();
    void fillTable();
    void fillProblems();

    std::vector<NamedScenario> m_scenarios;
    Comparison m_comparison;
    QCheckBox* m_bestLayout;
    QTableWidget* m_table;
    QTabWidget* m_tabs;
    QLabel* m_problems;
    std::vector<std::unique_ptr<charts::ComparisonChart>> m_charts;
};

} // namespace goodput::views
