// SPDX-License-Identifier: MIT
#include "distributionchart.h"

#include "views/format.h"

#include <QAreaSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QTextLayout>
#include <QValueAxis>
#include <algorithm>
#include <numeric>

namespace goodput::views::charts {
namespace {

/// True when `segment` crosses `polyline`.
bool crosses(const QLineF& segment, const QPolygonF& polyline) {
    for (qsizetype i = 1; i < polyline.size(); ++i) {
        if (segment.intersects(QLineF(polyline[i - 1], polyline[i]), nullptr) ==
            QLineF::BoundedIntersection) {
            return true;
        }
    }
    return false;
}

} // namespace

/// The markers' labels and leader lines, drawn as one item over the plot, in the colours of their
/// lines (darker on a light chart, lighter on a dark one, as the chart's callouts).
class DistributionChart::LabelItem final : public QGraphicsItem {
public:
    explicit LabelItem(QChart* chart) : QGraphicsItem(chart), m_chart(chart) {
        setZValue(20);
        m_font.setPointSizeF(m_font.pointSizeF() * 0.92);
    }
    [[nodiscard]] const QFont& font() const { return m_font; }
    void set(std::vector<PlacedLabel> labels, std::vector<QColor> colors) {
        prepareGeometryChange();
        m_labels = std::move(labels);
        m_colors = std::move(colors);
        update();
    }
    [[nodiscard]] const std::vector<PlacedLabel>& labels() const { return m_labels; }
    [[nodiscard]] QRectF boundingRect() const override {
        QRectF r;
        for (const PlacedLabel& l : m_labels) {
            r |= l.box;
            if (!l.leader.isNull()) {
                r |= QRectF(l.leader.p1(), l.leader.p2()).normalized().adjusted(-1, -1, 1, 1);
            }
        }
        return r;
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
               QWidget* /*widget*/) override {
        const bool dark = m_chart->theme() == QChart::ChartThemeDark;
        painter->setFont(m_font);
        for (std::size_t i = 0; i < m_labels.size(); ++i) {
            const PlacedLabel& l = m_labels[i];
            // The quantiles' dark grey, lighter, would hardly show on the dark chart: light grey.
            const QColor& c = m_colors[i];
            painter->setPen(QPen(!dark                 ? c.darker(130)
                                 : c.lightness() < 100 ? QColor(0xd0, 0xd0, 0xd0)
                                                       : c.lighter(140),
                                 1));
            if (!l.leader.isNull()) {
                painter->drawLine(l.leader);
            }
            // Laid out as QGraphicsSimpleTextItem does, at the screen's resolution: drawText()
            // measured the font at the painter's, and the PDF's labels came out huge.
            QTextLayout layout(l.text, m_font);
            layout.beginLayout();
            QTextLine line = layout.createLine();
            line.setPosition(QPointF(0, 0));
            layout.endLayout();
            layout.draw(painter,
                        QPointF(l.box.left(), l.box.top() + (l.box.height() - line.height()) / 2));
        }
    }

private:
    QChart* m_chart;
    QFont m_font;
    std::vector<PlacedLabel> m_labels;
    std::vector<QColor> m_colors;
};

DistributionChart::DistributionChart(QChart* chart)
    : ChartBuilder(chart, QStringLiteral("daysDistribution")) {
    chart->setTitle(tr("Wall-clock days of the simulated runs"));
    m_x = addValueAxis(Qt::AlignBottom, tr("Wall-clock time (days)"), kNumberFormat);
    m_share = addValueAxis(Qt::AlignLeft, tr("Runs per bin (%)"), QStringLiteral("%.0f"));
    m_cumulative =
        addValueAxis(Qt::AlignRight, tr("Runs finished by then (%)"), QStringLiteral("%.0f"));
    m_cumulative->setRange(0, 100);
    m_cumulative->setTickCount(6);
    m_bars = addArea(QStringLiteral("histogram"), tr("Runs per bin"), palette::daysBand,
                     QStringLiteral("histogramFill"), QString(), m_x, m_share);
    m_outline = addLine(QStringLiteral("histogramPercent"), tr("Histogram"), palette::computeOnly,
                        1.2, Qt::SolidLine, m_x, m_share);
    m_cdf = addLine(QStringLiteral("cdfPercent"), tr("Share finished (CDF)"), palette::wallClock,
                    2.5, Qt::SolidLine, m_x, m_cumulative);
    const char* ids[] = {"p10", "p50", "p90"};
    for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
        m_quantiles[i] =
            addLine(QString::fromLatin1(ids[i]), tr("P10, P50, P90"), palette::quantile,
                    i == 1 ? 2 : 1.5, Qt::DashLine, m_x, m_cumulative);
    }
    m_analytic = addLine(QStringLiteral("analyticDays"), tr("Formula (first order)"),
                         palette::marker, 2, Qt::DotLine, m_x, m_cumulative);
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_outline), static_cast<QAbstractSeries*>(m_quantiles[0]),
          static_cast<QAbstractSeries*>(m_quantiles[2])}) {
        for (QLegendMarker* m : chart->legend()->markers(s)) {
            m->setVisible(false);
        }
    }
    // Labels stacked in the order of their lines (placeMarkerLabels): at the top of each line,
    // staggered, P50's label sat at P10's line and the formula's leader crossed the CDF when the
    // quantiles were close (issue 17, item 13).
    m_labels = new LabelItem(chart);
    QObject::connect(chart, &QChart::plotAreaChanged, connectionContext(), [this] {
        if (!m_widening) {
            placeMarkerLabels();
        }
    });
}

void DistributionChart::themeChanged() {
    for (QLineSeries* quantile : m_quantiles) {
        QPen pen = quantile->pen();
        pen.setColor(isDark() ? palette::quantileOnDark : palette::quantile);
        quantile->setPen(pen);
    }
}

std::vector<DistributionChart::PlacedLabel> DistributionChart::markerLabels() const {
    return m_labels->labels();
}

void DistributionChart::placeMarkerLabels(bool mayWiden) {
    std::vector<PlacedLabel> placed;
    std::vector<QColor> colors;
    if (m_markers.empty()) {
        m_labels->set({}, {});
        return;
    }
    const QRectF plot = chart()->plotArea();
    const QFontMetricsF metrics(m_labels->font());
    const qreal height = std::ceil(metrics.height());
    const qreal row = height + 2;
    const qreal gap = 4;
    QPolygonF cdf;
    for (const QPointF& p : m_cdf->points()) {
        cdf << chart()->mapToPosition(p, m_cdf);
    }
    // The markers from left to right (a tie keeps P10, P50, P90, formula).
    std::vector<std::size_t> order(m_markers.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        return m_markers[a].x < m_markers[b].x;
    });
    std::vector<qreal> xs;
    for (const Marker& m : m_markers) {
        xs.push_back(chart()->mapToPosition(QPointF(m.x, 0), m_cdf).x());
    }
    // Where the CDF is at each line (scene y): the share of runs finished by then.
    std::vector<qreal> reached;
    for (const Marker& m : m_markers) {
        double share = 100;
        for (const QPointF& p : m_cdf->points()) {
            if (p.x() >= m.x) {
                share = p.y();
                break;
            }
        }
        reached.push_back(chart()->mapToPosition(QPointF(m.x, share), m_cdf).y());
    }
    const qreal leftmost = xs[order.front()];
    const qreal rightmost = xs[order.back()];
    const auto stack = [&](bool left) {
        std::vector<PlacedLabel> labels(m_markers.size());
        std::size_t r = 0;
        for (std::size_t k = 0; k < order.size(); ++k) {
            // Left: the top row names the rightmost line; right: the bottom row the leftmost.
            const std::size_t i = left ? order[order.size() - 1 - k] : order[k];
            const qreal width = std::ceil(metrics.horizontalAdvance(m_markers[i].text));
            if (left && !cdf.isEmpty() && xs[i] > cdf.back().x() + gap) {
                // Past the last run (the formula above every simulated run): no curve right of
                // the line, and none left of it down to the last run.
                QRectF box(xs[i] + gap, plot.top() + 2, width, height);
                if (box.right() > plot.right()) {
                    box.moveRight(xs[i] - gap);
                }
                labels[i] = {m_markers[i].text, box, QLineF()};
                continue;
            }
            const QRectF box =
                left ? QRectF(leftmost - gap - width, plot.top() + 2 + static_cast<qreal>(r) * row,
                              width, height)
                     : QRectF(rightmost + gap,
                              plot.bottom() - 2 - height - static_cast<qreal>(r) * row, width,
                              height);
            const qreal y = box.center().y();
            const qreal from = left ? box.right() + 2 : box.left() - 2;
            QLineF leader;
            if (std::abs(xs[i] - from) > gap) {
                leader = QLineF(from, y, xs[i], y);
                // Left of its line the CDF stays below its height at the line: a row lower than
                // that (a low plot) leads up to the line just above the curve.
                if (left && y > reached[i] - 2) {
                    leader.setP2(QPointF(xs[i], std::max(plot.top(), reached[i] - 3)));
                }
            }
            labels[i] = {m_markers[i].text, box, leader};
            ++r;
        }
        return labels;
    };
    // Outside the plot counts most, then each crossing of the CDF.
    const auto cost = [&](const std::vector<PlacedLabel>& labels) {
        int c = 0;
        for (const PlacedLabel& l : labels) {
            c += plot.contains(l.box) ? 0 : 1000;
            c += crossings(l.box, cdf);
            if (!l.leader.isNull()) {
                c += crosses(l.leader, cdf) ? 1 : 0;
            }
        }
        return c;
    };
    placed = stack(true);
    // No room left of the lines (the formula's or the fastest run's days at the axis' start),
    // or right of a line past the last run (its label's place) before the axis' end: the axis
    // starts earlier or ends later, once, by as much as the labels need; a far larger share of
    // the plot would leave too little for the runs.
    if (mayWiden && !m_widening && plot.width() > 0) {
        const double lo = m_x->min();
        const double hi = m_x->max();
        double newLo = lo;
        double newHi = hi;
        const qreal room =
            std::accumulate(placed.begin(), placed.end(), qreal(0),
                            [](qreal w, const PlacedLabel& l) {
                                return l.leader.isNull() ? w : std::max(w, l.box.width());
                            }) +
            3 * gap;
        if (const double share = room / plot.width();
            room > leftmost - plot.left() && share < 0.5) {
            const double first = lo + (hi - lo) * (leftmost - plot.left()) / plot.width();
            newLo = std::max(0.0, std::min(lo, (first - share * hi) / (1 - share)));
        }
        for (std::size_t i = 0; i < placed.size(); ++i) {
            const PlacedLabel& l = placed[i];
            const double share = (l.box.width() + 2 * gap) / plot.width();
            if (l.leader.isNull() && l.box.left() < xs[i] && xs[i] > leftmost && share < 0.5) {
                newHi = std::max(newHi, (m_markers[i].x - share * lo) / (1 - share));
            }
        }
        if (newLo != lo || newHi != hi) {
            m_widening = true;
            m_x->setRange(newLo, newHi);
            m_x->applyNiceNumbers();
            m_widening = false;
            placeMarkerLabels(false); // at the new scale
            return;
        }
    }
    if (cost(placed) > 0) {
        std::vector<PlacedLabel> right = stack(false);
        if (cost(right) < cost(placed)) {
            placed = std::move(right);
        }
    }
    for (const Marker& m : m_markers) {
        colors.push_back(m.color);
    }
    m_labels->set(std::move(placed), std::move(colors));
}

void DistributionChart::update(const ChartInput& current, const ChartInput* /*baseline*/) {
    const SimulationOutlook* o = current.outlook;
    // While the next simulation runs the last one stays drawn, said to be updating: a blank page
    // between two slider steps flickered (issue 17, item 11).
    if (o == nullptr && current.result.valid && !m_drawnTitle.isEmpty()) {
        setTitleIfChanged(chart(), tr("%1 (updating…)").arg(m_drawnTitle));
        return;
    }
    const bool shown = o != nullptr && o->simulation.valid && !o->cdf.empty();
    m_drawnTitle.clear();
    const Distribution* days = shown ? &o->simulation.wallClockDays : nullptr;
    replacePoints(m_bars->upperSeries(), shown ? toPoints(o->histogram, false) : QList<QPointF>());
    replacePoints(m_outline, shown ? toPoints(o->histogram, false) : QList<QPointF>());
    replacePoints(m_cdf, shown ? toPoints(o->cdf, false) : QList<QPointF>());
    const double quantiles[] = {shown ? days->p10 : 0, shown ? days->p50 : 0,
                                shown ? days->p90 : 0};
    for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
        replacePoints(m_quantiles[i], shown ? QList<QPointF>{{quantiles[i], 0}, {quantiles[i], 100}}
                                            : QList<QPointF>());
    }
    const bool finishes = current.result.valid && current.result.reliability.goodput.finishes;
    const double analytic = units::inDays(current.result.wallClock);
    replacePoints(m_analytic, shown && finishes ? QList<QPointF>{{analytic, 0}, {analytic, 100}}
                                                : QList<QPointF>());

    if (shown) {
        double lo = o->histogram.front().x;
        double hi = o->histogram.back().x;
        if (finishes) {
            lo = std::min(lo, analytic);
            hi = std::max(hi, analytic);
        }
        const double pad = std::max(0.02 * (hi - lo), 0.05);
        m_x->setRange(std::max(0.0, lo - pad), hi + pad);
        m_x->applyNiceNumbers();
        double top = 0;
        for (const CurvePoint& p : o->histogram) {
            top = std::max(top, p.y);
        }
        m_share->setRange(0, top);
        m_share->applyNiceNumbers(); // whole-number ticks

        m_drawnTitle =
            tr("Wall-clock days over %1 simulated runs: P50 %2, P90 %3")
                .arg(formatCount(o->simulation.runs - o->simulation.unfinishedRuns),
                     formatDays(units::days(days->p50)), formatDays(units::days(days->p90)));
        setTitleIfChanged(chart(), m_drawnTitle);
    } else {
        setTitleIfChanged(chart(), current.result.valid
                                       ? tr("Wall-clock days of the simulated runs (simulating…)")
                                       : tr("Wall-clock days of the simulated runs"));
    }
    m_markers.clear();
    if (shown) {
        const char* names[] = {"P10", "P50", "P90"};
        for (std::size_t i = 0; i < m_quantiles.size(); ++i) {
            m_markers.push_back(
                {quantiles[i],
                 QStringLiteral("%1 %2").arg(QLatin1String(names[i]), formatNumber(quantiles[i])),
                 palette::quantile});
        }
        if (finishes) {
            m_markers.push_back(
                {analytic, tr("formula %1").arg(formatNumber(analytic)), palette::marker});
        }
    }
    placeMarkerLabels();
}

} // namespace goodput::views::charts
