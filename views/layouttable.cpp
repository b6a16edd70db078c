// SPDX-License-Identifier: MIT
#include "layouttable.h"

#include "charts/chartexport.h"
#include "format.h"
#include "messages.h"
#include "plantext.h"

#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace goodput::views {
namespace {

bool sameChoice(const LayoutChoice& a, const LayoutChoice& b) {
    const Layout& x = a.layout;
    const Layout& y = b.layout;
    return x.tp == y.tp && x.pp == y.pp && x.virtualStages == y.virtualStages && x.cp == y.cp &&
           x.ep == y.ep && x.expertTp == y.expertTp && x.zero == y.zero &&
           x.sequenceParallel == y.sequenceParallel && a.microBatchSize == b.microBatchSize &&
           a.recompute == b.recompute;
}

QString recomputeName(Recompute r) {
    switch (r) {
    case Recompute::None: return LayoutTableModel::tr("none");
    case Recompute::Selective: return LayoutTableModel::tr("selective");
    case Recompute::Minimal: return LayoutTableModel::tr("minimal");
    case Recompute::Full: return LayoutTableModel::tr("full");
    }
    return {};
}

} // namespace

LayoutTableModel::LayoutTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void LayoutTableModel::setLayouts(const SearchResult& search, const LayoutChoice& current) {
    const bool sameRows = search.ranked.size() == m_layouts.size() &&
                          std::equal(m_layouts.begin(), m_layouts.end(), search.ranked.begin(),
                                     [](const RankedLayout& a, const RankedLayout& b) {
                                         return sameChoice(a.choice, b.choice);
                                     });
    m_current = current;
    if (search.flopConvention != m_flopConvention) {
        m_flopConvention = search.flopConvention;
        emit headerDataChanged(Qt::Horizontal, Mfu, Mfu);
    }
    if (sameRows) {
        // The same layouts with new numbers: keep the selection.
        m_layouts = search.ranked;
        if (!m_layouts.empty()) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        }
        return;
    }
    beginResetModel();
    m_layouts = search.ranked;
    endResetModel();
}

const RankedLayout* LayoutTableModel::layoutAt(int row) const {
    return row >= 0 && row < rowCount() ? &m_layouts[static_cast<std::size_t>(row)] : nullptr;
}

int LayoutTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_layouts.size());
}

int LayoutTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LayoutTableModel::data(const QModelIndex& index, int role) const {
    const RankedLayout* l = layoutAt(index.row());
    if (!l) {
        return {};
    }
    const LayoutChoice& c = l->choice;
    const StepResult& s = l->step;
    if (role == Qt::FontRole && sameChoice(c, m_current)) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole) {
        return sameChoice(c, m_current) ? tr("The scenario's own layout")
                                        : tr("Double-click or press Enter to apply");
    }
    if (role == Qt::TextAlignmentRole) {
        return QVariant::fromValue(index.column() == Recompute ? Qt::AlignLeft | Qt::AlignVCenter
                                                               : Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(index.column())) {
    case Rank: return index.row() + 1;
    case Tp: return c.layout.tp;
    case Pp: return c.layout.pp;
    case VirtualStages: return c.layout.virtualStages;
    case Cp: return c.layout.cp;
    case Ep:
        if (const std::optional<int> etp = distinctExpertTp(c, s.dp)) {
            return QStringLiteral("%1 (ETP %2)").arg(c.layout.ep).arg(*etp);
        }
        return c.layout.ep;
    case Dp: return s.dp;
    case MicroBatch: return c.microBatchSize;
    case Recompute: return recomputeName(c.recompute);
    case Zero: return static_cast<int>(c.layout.zero);
    case StepTime: return formatDuration(s.time.total());
    case Mfu: return formatPercent(s.mfu);
    case Memory:
        return tr("%1 of %2").arg(formatBytes(s.memory.total()), formatBytes(s.memory.capacity));
    case Days: return formatDays(l->wallClock);
    case Dollars: return formatDollars(l->cost);
    case ColumnCount: break;
    }
    return {};
}

QVariant LayoutTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) {
        return {};
    }
    static const char* const names[ColumnCount] = {QT_TR_NOOP("#"),
                                                   QT_TR_NOOP("TP"),
                                                   QT_TR_NOOP("PP"),
                                                   QT_TR_NOOP("v"),
                                                   QT_TR_NOOP("CP"),
                                                   QT_TR_NOOP("EP"),
                                                   QT_TR_NOOP("DP"),
                                                   QT_TR_NOOP("Micro-batch"),
                                                   QT_TR_NOOP("Recompute"),
                                                   QT_TR_NOOP("ZeRO"),
                                                   QT_TR_NOOP("Step time"),
                                                   nullptr, // MFU, named with its convention
                                                   QT_TR_NOOP("Memory per GPU"),
                                                   QT_TR_NOOP("Wall-clock"),
                                                   QT_TR_NOOP("Cost")};
    static const char* const tips[ColumnCount] = {
        QT_TR_NOOP("Rank by wall-clock days after goodput"),
        QT_TR_NOOP("Tensor parallel degree"),
        QT_TR_NOOP("Pipeline parallel degree"),
        QT_TR_NOOP("Virtual stages (interleaved 1F1B)"),
        QT_TR_NOOP("Context parallel degree"),
        QT_TR_NOOP("Expert parallel degree"),
        QT_TR_NOOP("Data parallel degree: GPUs / (TP x PP x CP)"),
        QT_TR_NOOP("Sequences per micro-batch"),
        QT_TR_NOOP("Activation recomputation"),
        QT_TR_NOOP("ZeRO stage"),
        QT_TR_NOOP("One optimizer step on the slowest pipeline rank"),
        nullptr, // MFU, named with its convention
        QT_TR_NOOP("Peak memory on the first pipeline stage, against HBM"),
        QT_TR_NOOP("Training days after goodput losses"),
        QT_TR_NOOP("Wall-clock GPU-hours x price")};
    if (section < 0 || section >= ColumnCount) {
        return {};
    }
    // The MFU names the FLOPs it counts (mfu.flopConvention), as the headline card does.
    if (role == Qt::DisplayRole) {
        return section == Mfu ? tr("MFU (%1)").arg(flopConventionName(m_flopConvention))
                              : tr(names[section]);
    }
    if (role == Qt::ToolTipRole) {
        return section == Mfu ? tr("Model FLOPs utilisation derived from the step, counting %1 "
                                   "FLOPs per token")
                                    .arg(flopConventionName(m_flopConvention))
                              : tr(tips[section]);
    }
    return {};
}

LayoutTable::LayoutTable(QWidget* parent)
    : QWidget(parent), m_model(new LayoutTableModel(this)), m_view(new QTableView(this)),
      m_summary(new QLabel(this)), m_apply(new QPushButton(tr("&Apply Selected Layout"), this)) {
    setObjectName(QStringLiteral("layouts"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("layoutsSummary"));
    layout->addWidget(m_summary);
    m_view->setModel(m_model);
    charts::installTableCopy(m_view);
    m_view->setObjectName(QStringLiteral("layoutsView"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->setAccessibleName(tr("Best layouts"));
    layout->addWidget(m_view, 1);
    auto* buttons = new QHBoxLayout;
    auto* hint = new QLabel(
        tr("Double-click a row or press Enter to apply its layout; Ctrl+Z undoes it."), this);
    hint->setStyleSheet(QStringLiteral("color: palette(dark);"));
    hint->setWordWrap(true); // on one line it kept the window wider than a 911 px screen
    buttons->addWidget(hint, 1);
    buttons->addWidget(m_apply);
    layout->addLayout(buttons);
    m_apply->setEnabled(false);
    connect(m_view, &QTableView::activated, this, [this] { pickCurrentRow(); });
    connect(m_apply, &QPushButton::clicked, this, &LayoutTable::pickCurrentRow);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LayoutTable::refreshApplyButton);
    connect(m_model, &QAbstractItemModel::modelReset, this, &LayoutTable::refreshApplyButton);
}

void LayoutTable::update(const charts::ChartInput& current, bool searching) {
    const Scenario& s = current.scenario;
    const SearchResult& search = current.sweeps.layouts;
    m_model->setLayouts(search,
                        LayoutChoice{s.layout, s.workload.microBatchSize, s.workload.recompute});
    m_searching = searching;
    refreshApplyButton();
    if (searching) {
        m_summary->setText(tr("Searching the layouts of %Ln GPU(s)...", nullptr, s.cluster.gpus));
    } else if (!s.workload.architecture) {
        m_summary->setText(
            tr("The layout search needs the model's architecture (Workload > Architecture)."));
    } else if (search.ranked.empty()) {
        m_summary->setText(
            tr("No layout of %Ln GPU(s) fits: %1 layouts tried, %2 valid, none within HBM.",
               nullptr, s.cluster.gpus)
                .arg(formatCount(static_cast<double>(search.evaluated)),
                     formatCount(static_cast<double>(search.valid))));
    } else {
        m_summary->setText(
            tr("The %1 best of %2 layouts of %3 (%4 valid, %5 fit in HBM), by wall-clock days "
               "after goodput %6. The scenario's own layout is in bold when it is among them.")
                .arg(search.ranked.size())
                .arg(formatCount(static_cast<double>(search.evaluated)),
                     tr("%Ln GPU(s)", nullptr, s.cluster.gpus),
                     formatCount(static_cast<double>(search.valid)),
                     formatCount(static_cast<double>(search.fitting)),
                     formatPercent(search.goodput)));
    }
}

void LayoutTable::refreshApplyButton() {
    m_apply->setEnabled(!m_searching && m_view->selectionModel()->hasSelection());
}

void LayoutTable::pickCurrentRow() {
    if (m_searching) {
        return;
    }
    if (const RankedLayout* l = m_model->layoutAt(m_view->currentIndex().row())) {
        emit layoutPicked(l->choice);
    }
}

} // namespace goodput::views
