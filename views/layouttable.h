// SPDX-License-Identifier: MIT
#pragma once

// Chart 8: the layout search as a table: the best layouts of the scenario's GPUs with their step
// time, MFU, memory per GPU, wall-clock days and dollars. Picking a row (double-click, Enter or
// the button) applies that layout to the scenario as one undoable edit.

#include "charts/chartbuilder.h"

#include <QAbstractTableModel>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace goodput::views {

class LayoutTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Tp,
        Pp,
        VirtualStages,
        Cp,
        Ep,
        Dp,
        MicroBatch,
        Recompute,
        Zero,
        StepTime,
        Mfu,
        Memory,
        Days,
        Dollars,
        ColumnCount
    };

    explicit LayoutTableModel(QObject* parent = nullptr);

    void setLayouts(const SearchResult& search, const LayoutChoice& current);
    [[nodiscard]] const RankedLayout* layoutAt(int row) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    std::vector<RankedLayout> m_layouts;
    LayoutChoice m_current;
    FlopConvention m_flopConvention = FlopConvention::SixN;
};

class LayoutTable final : public QWidget {
    Q_OBJECT
public:
    explicit LayoutTable(QWidget* parent = nullptr);

    /// Shows the search in `current`; while `searching`, its rows are an earlier scenario's: they
    /// stay for reading but cannot be applied.
    void update(const charts::ChartInput& current, bool searching);
    [[nodiscard]] LayoutTableModel* model() const { return m_model; }
    [[nodiscard]] QTableView* view() const { return m_view; }

signals:
    /// The user picked this layout to apply.
    void layoutPicked(const goodput::LayoutChoice& choice);

private:
    void pickCurrentRow();
    /// Apply needs a selected row of the current scenario's search.
    void refreshApplyButton();

    LayoutTableModel* m_model;
    QTableView* m_view;
    QLabel* m_summary;
    QPushButton* m_apply;
    bool m_searching = false; ///< the rows are an earlier scenario's (update())
};

} // namespace goodput::views
