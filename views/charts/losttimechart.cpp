// SPDX-License-Identifier: MIT
#include "losttimechart.h"

#include "views/format.h"
#include "views/messages.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

namespace goodput::views::charts {
namespace {

/// True when `step` is 1, 2, 2.5 or 5 times a power of ten.
bool roundStep(double step) {
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    const std::array<double, 5> round = {1.0, 2.0, 2.5, 5.0, 10.0};
    return std::any_of(round.begin(), round.end(),
                       [mantissa](double r) { return std::abs(mantissa - r) < 1e-9; });
}

} // namespace

int ticksThatFit(double top, qreal labelWidth, qreal plotWidth) {
    const int preferred = niceTickCount(top);
    // A label and some space per tick.
    const auto fits = [&](int ticks) {
        return ticks * (labelWidth + 8) <= plotWidth;
    };
    if (!(top > 0) || fits(preferred)) {
        return preferred;
    }
    for (int intervals = preferred - 2; intervals >= 1; --intervals) {
        if (fits(intervals + 1) && roundStep(top / intervals)) {
            return intervals + 1;
        }
    }
    return 2; // 0 and the top
}

LostTimeChart::LostTimeChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("lostTime")), m_bars(new QHorizontalBarSeries),
      m_hours(new QBarSet(tr("Mean per run"))), m_causes(new QBarCategoryAxis) {
    chart->setTitle(tr("Lost time by cause"));
    m_bars->setObjectName(QStringLiteral("lostTimeBars"));
    m_hours->setObjectName(QStringLiteral("lostHours"));
    m_hours->setColor(palette::lostWork);
    m_hours->setBorderColor(palette::lostWork);
    m_bars->append(m_hours);
    m_bars->setBarWidth(0.65);
    m_bars->setLabelsVisible(true);
    m_bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_bars->setLabelsPrecision(3);
    m_hours->setLabelColor(QColor(0x42, 0x42, 0x42));
    chart->addSeries(m_bars);
    styleAxis(m_causes, tr("Cause (all part kinds)"));
    m_causes->setGridLineVisible(false);
    chart->addAxis(m_causes, Qt::AlignLeft);
    m_values = addValueAxis(Qt::AlignBottom, tr("Mean lost time per run (hours)"), kNumberFormat);
    m_bars->attachAxis(m_causes);
    m_bars->attachAxis(m_values);
    chart->legend()->setVisible(false);
    // A narrow chart gets fewer ticks (its width is known once laid out).
    QObject::connect(chart, &QChart::plotAreaChanged, connectionContext(), [this] { fitTicks(); });
}

void LostTimeChart::fitTicks() {
    const double top = m_values->max();
    if (!(top > 0) || !std::isfinite(top)) {
        return; // no bars yet: an empty axis has no labels to fit (and log10(0) has no digits)
    }
    const double step = top / std::max(1, niceTickCount(top) - 1);
    const int decimals = step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step))) + 1;
    const qreal label = QFontMetricsF(m_values->labelsFont())
                            .horizontalAdvance(QLocale().toString(top, 'f', decimals));
    const int ticks = ticksThatFit(top, label, chart()->plotArea().width());
    if (m_values->tickCount() != ticks) {
        m_values->setTickCount(ticks);
    }
}

void LostTimeChart::update(const ChartInput& current, const ChartInput* /*baseline*/) {
    const SimulationOutlook* o = current.outlook;
    // While the next simulation runs the last one stays drawn (see DistributionChart::update).
    if (o == nullptr && current.result.valid && !m_drawnTitle.isEmpty()) {
        setTitleIfChanged(chart(), tr("%1 (updating…)").arg(m_drawnTitle));
        return;
    }
    const bool shown = o != nullptr && o->simulation.valid && o->simulation.wallClockDays.mean > 0;
    // Bars run bottom-up: the first cause is drawn last, at the top.
    QStringList causes;
    QList<qreal> hours;
    double total = 0;
    if (shown) {
        for (auto it = o->losses.rbegin(); it != o->losses.rend(); ++it) {
            causes << lossCategoryName(it->category);
            hours << it->days * 24;
            total += it->days;
        }
    }
    if (causes != m_shownCauses) {
        m_causes->setCategories(causes.isEmpty() ? QStringList{QString()} : causes);
        m_shownCauses = causes;
    }
    if (m_hours->count() > 0) {
        m_hours->remove(0, m_hours->count());
    }
    m_hours->append(hours);
    const double top = hours.isEmpty() ? 1 : *std::max_element(hours.begin(), hours.end());
    // Room on the right for the value labels.
    const double ceiling = niceCeiling(top * 1.15);
    if (m_values->max() != ceiling || m_values->min() != 0) {
        m_values->setRange(0, ceiling);
        m_values->setTickCount(niceTickCount(ceiling));
    }
    fitTicks();
    // Qt writes the bar labels with 'g': three significant digits, and a digit for each integer
    // one, so 8,738 hours reads "8,738", not "8.74E+03".
    const int integerDigits = top >= 1 ? static_cast<int>(std::floor(std::log10(top))) + 1 : 1;
    m_bars->setLabelsPrecision(std::max(3, integerDigits));
    m_drawnTitle = shown ? tr("Lost time by cause: %1 per run (%2)")
                               .arg(formatDuration(units::days(total)),
                                    formatPercent(total / o->simulation.wallClockDays.mean))
                         : QString();
    setTitleIfChanged(chart(), shown
                                   ? m_drawnTitle
                                   : (current.result.valid ? tr("Lost time by cause (simulating…)")
                                                           : tr("Lost time by cause")));
}

} // namespace goodput::views::charts
