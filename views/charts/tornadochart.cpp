// SPDX-License-Identifier: MIT
#include "tornadochart.h"

#include "views/planningtext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace goodput::views::charts {

TornadoChart::TornadoChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("tornado")), m_bars(new QHorizontalStackedBarSeries),
      m_low(new QBarSet(tr("Input at its low end"))),
      m_high(new QBarSet(tr("Input at its high end"))), m_categories(new QBarCategoryAxis) {
    chart->setTitle(tr("What the answer hangs on: days and dollars when one input moves"));
    m_bars->setObjectName(QStringLiteral("tornadoBars"));
    m_bars->setBarWidth(0.6);
    m_low->setObjectName(QStringLiteral("low"));
    m_low->setColor(palette::computeOnly);
    m_low->setBorderColor(palette::computeOnly);
    m_high->setObjectName(QStringLiteral("high"));
    m_high->setColor(palette::dollarsWall);
    m_high->setBorderColor(palette::dollarsWall);
    m_bars->append(m_low);
    m_bars->append(m_high);
    chart->addSeries(m_bars);
    styleAxis(m_categories, QString());
    m_categories->setGridLineVisible(false);
    // Two rows per input share the height: a label taller than its row is elided to "..." (seen
    // at 1366x768), so the category labels take a smaller font than the other axes.
    QFont small = m_categories->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    m_categories->setLabelsFont(small);
    chart->addAxis(m_categories, Qt::AlignLeft);
    m_values = addValueAxis(Qt::AlignBottom, tr("Change from the plan (%)"), kNumberFormat);
    m_bars->attachAxis(m_categories);
    m_bars->attachAxis(m_values);
}

void TornadoChart::update(const ChartInput& /*current*/, const ChartInput* /*baseline*/) {}

void TornadoChart::setLimits(const PlanLimits& limits) {
    QStringList labels;
    QList<qreal> low;
    QList<qreal> high;
    double widest = 1;
    const auto change = [&](const std::optional<double>& v, double base) {
        const double c = v && base > 0 ? 100 * (*v / base - 1) : 0;
        widest = std::max(widest, std::abs(c));
        return c;
    };
    // The category axis counts from the bottom: the widest swing, first in the list, goes last.
    for (auto it = limits.tornado.rbegin(); it != limits.tornado.rend(); ++it) {
        const QString name = uncertainInputName(it->input);
        labels << tr("%1: dollars").arg(name) << tr("%1: days").arg(name);
        low << change(it->dollarsLow, limits.dollars) << change(it->daysLow, limits.days);
        high << change(it->dollarsHigh, limits.dollars) << change(it->daysHigh, limits.days);
    }
    m_low->remove(0, m_low->count());
    m_low->append(low);
    m_high->remove(0, m_high->count());
    m_high->append(high);
    m_categories->setCategories(labels);
    const double range = niceCeiling(widest * 1.1);
    m_values->setRange(-range, range);
}

} // namespace goodput::views::charts
