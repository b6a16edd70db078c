// SPDX-License-Identifier: MIT
#include "comparisoncharts.h"

#include "views/comparisontext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

namespace goodput::views::charts {
namespace {

void hideFromLegend(QChart* chart, QAbstractSeries* series) {
    for (QLegendMarker* m : chart->legend()->markers(series)) {
        m->setVisible(false);
    }
}

} // namespace

QColor scenarioColor(std::size_t index) {
    // Six hues a reader tells apart in print and on a dark chart (Okabe-Ito, without yellow).
    static const QColor colors[kMaxComparedScenarios] = {
        QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
        QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0x44, 0x44, 0x44)};
    return colors[index % kMaxComparedScenarios];
}

ComparisonChart::ComparisonChart(QChart* chart, Kind kind)
    : ChartBuilder(chart, kind == Kind::TimeAndCost     ? QStringLiteral("compareTimeAndCost")
                          : kind == Kind::StepBreakdown ? QStringLiteral("compareSteps")
                                                        : QStringLiteral("compareGoodput")),
      m_kind(kind) {
    if (kind == Kind::StepBreakdown) {
        chart->setTitle(tr("Step time by part"));
        m_bars = new QHorizontalBarSeries;
        m_bars->setObjectName(QStringLiteral("stepBars"));
        m_bars->setBarWidth(0.8);
        chart->addSeries(m_bars);
        m_categories = new QBarCategoryAxis;
        styleAxis(m_categories, QString());
        m_categories->setGridLineVisible(false);
        chart->addAxis(m_categories, Qt::AlignLeft);
        m_y = addValueAxis(Qt::AlignBottom, tr("Seconds per step"), kNumberFormat);
        m_bars->attachAxis(m_categories);
        m_bars->attachAxis(m_y);
        return;
    }
    const bool cost = kind == Kind::TimeAndCost;
    chart->setTitle(cost ? tr("Wall-clock days (solid) and dollars (dashed) vs cluster size")
                         : tr("Goodput vs cluster size"));
    m_x = addLogAxis(Qt::AlignBottom, tr("GPUs (log scale)"), kCountFormat);
    if (cost) {
        m_y = addLogAxis(Qt::AlignLeft, tr("Wall-clock days (log scale)"), kNumberFormat);
        m_y2 = addLogAxis(Qt::AlignRight, tr("Dollars (log scale)"), dollarFormat());
    } else {
        auto* percent = addValueAxis(Qt::AlignLeft, tr("Goodput (%)"), kCountFormat);
        percent->setRange(0, 100);
        percent->setTickCount(6);
        m_y = percent;
    }
    for (std::size_t i = 0; i < kMaxComparedScenarios; ++i) {
        const QString n = QString::number(i);
        m_lines[i] = addLine(QStringLiteral("line") + n, QString(), scenarioColor(i), 2.5,
                             Qt::SolidLine, m_x, m_y);
        if (cost) {
            m_dollars[i] = addLine(QStringLiteral("dollars") + n, QString(), scenarioColor(i), 1.5,
                                   Qt::DashLine, m_x, m_y2);
            hideFromLegend(chart, m_dollars[i]);
        }
        m_markers[i] =
            addMarker(QStringLiteral("marker") + n, QString(), scenarioColor(i), 11, m_x, m_y);
        hideFromLegend(chart, m_markers[i]);
    }
}

void ComparisonChart::show(const Comparison& comparison) {
    std::vector<Column> columns;
    for (const ComparedScenario& c : comparison.scenarios) {
        columns.push_back({scenarioLabel(c), &c.scenario, &c.result, &c.cluster});
    }
    draw(columns);
}

void ComparisonChart::update(const ChartInput& current, const ChartInput* baseline) {
    std::vector<Column> columns;
    if (baseline != nullptr) {
        columns.push_back(
            {tr("Baseline"), &baseline->scenario, &baseline->result, &baseline->sweeps.cluster});
    }
    columns.push_back({tr("Current"), &current.scenario, &current.result, &current.sweeps.cluster});
    draw(columns);
}

void ComparisonChart::draw(const std::vector<Column>& columns) {
    if (m_kind == Kind::StepBreakdown) {
        drawSteps(columns);
    } else {
        drawCurves(columns);
    }
}

void ComparisonChart::drawCurves(const std::vector<Column>& columns) {
    const bool cost = m_kind == Kind::TimeAndCost;
    for (std::size_t i = 0; i < kMaxComparedScenarios; ++i) {
        const bool used = i < columns.size() && columns[i].result->valid;
        const ClusterSweep* sweep = used ? columns[i].cluster : nullptr;
        const Curve empty;
        const Curve& curve = sweep ? (cost ? sweep->wallClockDays : sweep->goodputPercent) : empty;
        replacePoints(m_lines[i], toPoints(curve, cost));
        m_lines[i]->setName(i < columns.size() ? columns[i].label : QString());
        m_lines[i]->setVisible(i < columns.size());
        if (cost) {
            replacePoints(m_dollars[i], toPoints(sweep ? sweep->wallClockCostUsd : empty, true));
            m_dollars[i]->setVisible(i < columns.size());
            hideFromLegend(chart(), m_dollars[i]);
        }
        const auto here =
            sweep ? pointAt(curve, columns[i].scenario->cluster.gpus) : std::optional<CurvePoint>();
        replacePoints(m_markers[i], here ? onePoint(*here) : QList<QPointF>());
        m_markers[i]->setVisible(i < columns.size());
        hideFromLegend(chart(), m_markers[i]);
    }
    std::vector<const QXYSeries*> lines(m_lines.begin(), m_lines.end());
    fitLogAxis(static_cast<QLogValueAxis*>(m_x), lines, true);
    if (cost) {
        fitLogAxis(static_cast<QLogValueAxis*>(m_y), lines, false);
        fitLogAxis(static_cast<QLogValueAxis*>(m_y2),
                   std::vector<const QXYSeries*>(m_dollars.begin(), m_dollars.end()), false);
    }
    fitLegend();
}

void ComparisonChart::drawSteps(const std::vector<Column>& columns) {
    m_bars->clear();
    // The parts any scenario spends time on, top to bottom in the order of the step breakdown
    // (a horizontal bar chart lists its first category at the bottom).
    QStringList categories;
    std::vector<ComparedFigure> parts;
    for (ComparedFigure part : stepParts()) {
        for (const Column& c : columns) {
            const std::optional<double> v = figureValue(*c.result, part);
            if (v && *v > 0) {
                parts.insert(parts.begin(), part);
                categories.prepend(figureLabel(part).trimmed());
                break;
            }
        }
    }
    double most = 0;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        auto* set = new QBarSet(columns[i].label);
        set->setObjectName(QStringLiteral("scenario%1").arg(i));
        set->setColor(scenarioColor(i));
        set->setBorderColor(scenarioColor(i));
        for (ComparedFigure part : parts) {
            const double v = figureValue(*columns[i].result, part).value_or(0);
            most = std::max(most, v);
            set->append(v);
        }
        m_bars->append(set);
    }
    m_categories->clear();
    m_categories->append(categories);
    static_cast<QValueAxis*>(m_y)->setRange(0, niceCeiling(most > 0 ? most : 1));
    fitLegend();
}

} // namespace goodput::views::charts
