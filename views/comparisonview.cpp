// SPDX-License-Identifier: MIT
#include "comparisonview.h"

#include "charts/comparisoncharts.h"
#include "comparisontext.h"
#include "messages.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace goodput::views {
namespace {

const QColor kBetter(0x2e, 0x7d, 0x32);
const QColor kWorse(0xc6, 0x28, 0x28);

} // namespace

ComparisonView::ComparisonView(std::vector<NamedScenario> scenarios, QWidget* parent)
    : QWidget(parent, Qt::Window), m_scenarios(std::move(scenarios)),
      m_bestLayout(new QCheckBox(tr("Best &layout for each scenario"), this)),
      m_table(new QTableWidget(this)), m_tabs(new QTabWidget(this)), m_problems(new QLabel(this)) {
    setObjectName(QStringLiteral("comparisonView"));
    setWindowTitle(tr("Compare Scenarios — Goodput"));
    m_bestLayout->setObjectName(QStringLiteral("bestLayout"));
    m_bestLayout->setToolTip(tr("Evaluate each scenario with the layout the search ranks first for "
                                "its GPUs (TP, PP, CP, EP, micro-batch, recompute, ZeRO) instead "
                                "of the layout its file names"));
    connect(m_bestLayout, &QCheckBox::toggled, this, &ComparisonView::compare);

    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::ContiguousSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->setWordWrap(true);

    m_tabs->setObjectName(QStringLiteral("comparisonCharts"));
    using Kind = charts::ComparisonChart::Kind;
    const std::pair<Kind, QString> pages[] = {{Kind::TimeAndCost, tr("Time and cost")},
                                              {Kind::StepBreakdown, tr("Step time")},
                                              {Kind::Goodput, tr("Goodput")}};
    for (const auto& [kind, title] : pages) {
        auto* chart = new QChart;
        auto* view = new QChartView(chart, m_tabs);
        view->setRenderHint(QPainter::Antialiasing);
        m_charts.push_back(std::make_unique<charts::ComparisonChart>(chart, kind));
        m_tabs->addTab(view, title);
    }

    m_problems->setObjectName(QStringLiteral("comparisonProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_bestLayout);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_problems);
    resize(1340, 760);
    splitter->setSizes({900, 440});
    compare();
}

ComparisonView::~ComparisonView() = default;

void ComparisonView::compare() {
    QGuiApplication::setOverrideCursor(Qt::WaitCursor); // the layout search takes a moment
    CompareOptions options;
    options.bestLayout = m_bestLayout->isChecked();
    m_comparison = compareScenarios(m_scenarios, options);
    QGuiApplication::restoreOverrideCursor();
    fillTable();
    for (const auto& chart : m_charts) {
        chart->show(m_comparison);
    }
    fillProblems();
}

void ComparisonView::fillTable() {
    const auto& scenarios = m_comparison.scenarios;
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(scenarios.size()));
    m_table->setRowCount(static_cast<int>(m_comparison.rows.size()) + 1);
    QStringList header;
    for (const ComparedScenario& c : scenarios) {
        header << scenarioLabel(c);
    }
    m_table->setHorizontalHeaderLabels(header);
    QStringList rows{tr("Cluster and layout")};
    for (const ComparisonRow& row : m_comparison.rows) {
        rows << figureLabel(row.figure);
    }
    m_table->setVerticalHeaderLabels(rows);
    for (int r = 0; r < static_cast<int>(m_comparison.rows.size()); ++r) {
        const ComparisonRow& row = m_comparison.rows[static_cast<std::size_t>(r)];
        for (int c = 0; c < static_cast<int>(row.values.size()); ++c) {
            const auto i = static_cast<std::size_t>(c);
            const QString change = formatChange(row.figure, row.changes[i]);
            auto* item = new QTableWidgetItem(
                formatFigure(row.figure, row.values[i]) +
                (change.isEmpty() ? QString() : QStringLiteral("  (%1)").arg(change)));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (const std::optional<bool> better = changeIsBetter(row.figure, row.changes[i])) {
                item->setForeground(*better ? kBetter : kWorse);
                item->setToolTip(*better ? tr("better than %1").arg(header.front())
                                         : tr("worse than %1").arg(header.front()));
            }
            m_table->setItem(r + 1, c, item);
        }
    }
    // Columns as wide as their values; the cluster and layout row wraps within them.
    m_table->resizeColumnsToContents();
    for (int c = 0; c < static_cast<int>(scenarios.size()); ++c) {
        const QColor color = charts::scenarioColor(static_cast<std::size_t>(c));
        auto* headerItem = m_table->horizontalHeaderItem(c);
        headerItem->setForeground(color);
        headerItem->setToolTip(scenarioDetail(scenarios[static_cast<std::size_t>(c)]));
        auto* setup = new QTableWidgetItem(scenarioDetail(scenarios[static_cast<std::size_t>(c)]));
        setup->setToolTip(setup->text());
        m_table->setItem(0, c, setup);
    }
    m_table->resizeRowsToContents();
}

void ComparisonView::fillProblems() {
    QStringList lines;
    for (const Diagnostic& d : m_comparison.diagnostics) {
        lines << describe(d).toHtmlEscaped();
    }
    for (const ComparedScenario& c : m_comparison.scenarios) {
        Diagnostics shown = c.searchDiagnostics;
        for (const Diagnostic& d : c.result.diagnostics) {
            if (d.severity != Severity::Info) {
                shown.push_back(d);
            }
        }
        for (const Diagnostic& d : shown) {
            lines << tr("<b>%1</b>: %2 %3")
                         .arg(scenarioLabel(c).toHtmlEscaped(), severityName(d.severity),
                              describe(d).toHtmlEscaped());
        }
    }
    m_problems->setText(lines.join(QStringLiteral("<br>")));
    m_problems->setVisible(!lines.isEmpty());
}

} // namespace goodput::views
