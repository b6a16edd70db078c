// SPDX-License-Identifier: MIT
#include "chartbuilder.h"

#include "views/charts/plotgrid.h"
#include "views/format.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QStringList>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <type_traits>

namespace goodput::views::charts {
namespace {

/// Chart text without OpenType shaping where the script does not need it (Latin, Hangul): the
/// theme's fonts do not take the application font's strategy (prepareApplication()), and shaping
/// the axis labels was a fifth of a slider step.
QFont unshaped(QFont font) {
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

} // namespace

QBarSet* ChartBuilder::barSet(const QString& id) const {
    for (QAbstractSeries* s : m_chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
            for (QBarSet* set : bars->barSets()) {
                if (set->objectName() == id) {
                    return set;
                }
            }
        }
    }
    return nullptr;
}

ChartBuilder::ChartBuilder(QChart* chart, const QString& id)
    : m_chart(chart), m_grid(new PlotGrid(chart)), m_connections(std::make_unique<QObject>()) {
    m_chart->setObjectName(id);
    m_chart->setAnimationOptions(
        QChart::NoAnimation); // an export must never catch a half-drawn frame
    m_chart->setLocalizeNumbers(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->setShowToolTips(true);
    m_chart->setMargins(QMargins(kMargin, kMargin, kMargin, kMargin));
    styleTitle();
    // The chart may outlive its builder (a view deletes it later): connections end with the
    // builder.
    QObject* context = m_connections.get();
    QObject::connect(m_chart, &QChart::plotAreaChanged, context, [this] { placeCallouts(); });
    QObject::connect(m_chart, &QGraphicsWidget::geometryChanged, context, [this] { fitLegend(); });
    QObject::connect(m_chart->legend(), &QLegend::fontChanged, context, [this] { fitLegend(); });
}

ChartBuilder::~ChartBuilder() = default;

QXYSeries* ChartBuilder::series(const QString& id) const {
    for (QAbstractSeries* s : m_chart->series()) {
        if (s->objectName() == id) {
            return qobject_cast<QXYSeries*>(s);
        }
        if (auto* area = qobject_cast<QAreaSeries*>(s)) {
            for (QXYSeries* bound : {static_cast<QXYSeries*>(area->upperSeries()),
                                     static_cast<QXYSeries*>(area->lowerSeries())}) {
                if (bound != nullptr && bound->objectName() == id) {
                    return bound;
                }
            }
        }
    }
    return nullptr;
}

void ChartBuilder::styleTitle() {
    QFont title = unshaped(m_chart->titleFont());
    title.setBold(true);
    m_chart->setTitleFont(title);
}

void ChartBuilder::styleAxis(QAbstractAxis* axis, const QString& title) {
    axis->setTitleText(title);
    QFont f = unshaped(axis->titleFont());
    f.setBold(false);
    axis->setTitleFont(f);
    axis->setLabelsFont(unshaped(axis->labelsFont()));
    axis->setGridLineColor(QColor(0xdd, 0xdd, 0xdd));
    axis->setMinorGridLineColor(QColor(0xf0, 0xf0, 0xf0));
}

QLogValueAxis* ChartBuilder::addLogAxis(Qt::Alignment alignment, const QString& title,
                                        const QString& labelFormat) {
    auto* axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setLabelFormat(labelFormat);
    axis->setMinorTickCount(-1);
    styleAxis(axis, title);
    m_chart->addAxis(axis, alignment);
    m_grid->adopt(axis);
    if (labelFormat == kNumberFormat) {
        const auto plain = [axis] {
            const QString format = plainNumberFormat(axis->min(), axis->max(), 0, true);
            if (axis->labelFormat() != format) {
                axis->setLabelFormat(format);
            }
        };
        QObject::connect(axis, &QLogValueAxis::rangeChanged, m_connections.get(), plain);
        plain();
    }
    return axis;
}

QValueAxis* ChartBuilder::addValueAxis(Qt::Alignment alignment, const QString& title,
                                       const QString& labelFormat) {
    auto* axis = new QValueAxis;
    axis->setLabelFormat(labelFormat);
    styleAxis(axis, title);
    m_chart->addAxis(axis, alignment);
    m_grid->adopt(axis);
    if (labelFormat == kNumberFormat) {
        const auto plain = [axis] {
            const QString format =
                plainNumberFormat(axis->min(), axis->max(), axis->tickCount(), false);
            if (axis->labelFormat() != format) {
                axis->setLabelFormat(format);
            }
        };
        QObject::connect(axis, &QValueAxis::rangeChanged, m_connections.get(), plain);
        QObject::connect(axis, &QValueAxis::tickCountChanged, m_connections.get(), plain);
        plain();
    }
    return axis;
}

QLineSeries* ChartBuilder::addLine(const QString& id, const QString& name, const QColor& color,
                                   qreal width, Qt::PenStyle style, QAbstractAxis* x,
                                   QAbstractAxis* y) {
    auto* s = new QLineSeries;
    s->setObjectName(id);
    s->setName(name);
    m_chart->addSeries(s);
    s->attachAxis(x);
    s->attachAxis(y);
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::FlatCap);
    s->setPen(pen);
    return s;
}

QAreaSeries* ChartBuilder::addArea(const QString& id, const QString& name, const QColor& fill,
                                   const QString& upperId, const QString& lowerId, QAbstractAxis* x,
                                   QAbstractAxis* y) {
    auto* area = new QAreaSeries;
    area->setObjectName(id);
    area->setName(name);
    auto* upper = new QLineSeries(area);
    upper->setObjectName(upperId);
    area->setUpperSeries(upper);
    if (!lowerId.isEmpty()) {
        auto* lower = new QLineSeries(area);
        lower->setObjectName(lowerId);
        area->setLowerSeries(lower);
    }
    m_chart->addSeries(area);
    area->attachAxis(x);
    area->attachAxis(y);
    area->setBrush(fill);
    area->setPen(Qt::NoPen);
    return area;
}

QScatterSeries* ChartBuilder::addMarker(const QString& id, const QString& name, const QColor& color,
                                        qreal size, QAbstractAxis* x, QAbstractAxis* y,
                                        bool diamond) {
    auto* s = new QScatterSeries;
    s->setObjectName(id);
    s->setName(name);
    s->setMarkerShape(diamond ? QScatterSeries::MarkerShapeRotatedRectangle
                              : QScatterSeries::MarkerShapeCircle);
    s->setMarkerSize(size);
    m_chart->addSeries(s);
    s->attachAxis(x);
    s->attachAxis(y);
    s->setColor(color);
    s->setBorderColor(Qt::white);
    return s;
}

QColor ChartBuilder::calloutColor(const QXYSeries* anchor) const {
    // Text takes the marker's colour, darker (lighter on a dark chart); an invisible anchor gets
    // the text grey.
    if (anchor->color().alpha() == 0) {
        return m_dark ? QColor(0xd0, 0xd0, 0xd0) : QColor(0x42, 0x42, 0x42);
    }
    return m_dark ? anchor->color().lighter(140) : anchor->color().darker(130);
}

void ChartBuilder::setDark(bool dark) {
    // setTheme overwrites every pen, brush and font (qt-on-debian12.md §2.1): keep the series'
    // colours and the title's weight, and set the grid anew.
    std::vector<std::tuple<QXYSeries*, QPen, QBrush>> lines;
    std::vector<std::tuple<QBarSet*, QPen, QBrush, QColor>> bars;
    for (QAbstractSeries* s : m_chart->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(s)) {
            lines.emplace_back(xy, xy->pen(), xy->brush());
        } else if (auto* barSeries = qobject_cast<QAbstractBarSeries*>(s)) {
            for (QBarSet* set : barSeries->barSets()) {
                bars.emplace_back(set, set->pen(), set->brush(), set->labelColor());
            }
        }
    }
    m_dark = dark;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    for (const auto& [series, pen, brush] : lines) {
        series->setPen(pen);
        series->setBrush(brush);
    }
    for (const auto& [set, pen, brush, label] : bars) {
        set->setPen(pen);
        set->setBrush(brush);
        // The light theme's label colour is the one the set was made with: kept aside the first
        // time, since after a dark theme the current one is white (white on white).
        QColor light = set->property("lightLabelColor").value<QColor>();
        if (!light.isValid()) {
            light = label;
            set->setProperty("lightLabelColor", light);
        }
        set->setLabelColor(dark ? QColor(Qt::white) : light);
    }
    styleTitle();
    for (QAbstractAxis* axis : m_chart->axes()) {
        styleAxis(axis, axis->titleText());
        if (dark) {
            axis->setGridLineColor(QColor(0x55, 0x5a, 0x60));
            axis->setMinorGridLineColor(QColor(0x3a, 0x3e, 0x43));
        }
    }
    if (m_hairlineAxes) {
        setAxisLineWidth(m_chart, 0); // the theme set them back to 1
    }
    m_grid->hideQtGrid(); // the theme showed Qt's grid line items again
    for (const Callout& c : m_callouts) {
        c.item->setBrush(calloutColor(c.anchor));
        c.leader->setPen(QPen(calloutColor(c.anchor), 1));
    }
    themeChanged();
}

void ChartBuilder::setHairlineAxes(bool hairline) {
    m_hairlineAxes = hairline;
    setAxisLineWidth(m_chart, hairline ? 0 : 1);
}

void setAxisLineWidth(QChart* chart, qreal width) {
    const auto widened = [width](QPen pen) {
        pen.setWidthF(width);
        return pen;
    };
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLinePen(widened(axis->linePen()));
        axis->setGridLinePen(widened(axis->gridLinePen()));
        axis->setMinorGridLinePen(widened(axis->minorGridLinePen()));
    }
}

qreal axisLineWidth(const QChart* chart) {
    const QList<QAbstractAxis*> axes = chart->axes();
    return axes.isEmpty() ? 1 : axes.front()->gridLinePen().widthF();
}

QString dollarFormat() {
    return displayUnits().currencySymbol + QStringLiteral("%.0f");
}

QLineSeries* ChartBuilder::addGhost(const QString& id, const QString& name, QAbstractAxis* x,
                                    QAbstractAxis* y, const QColor& quantity) {
    const QColor& grey = palette::ghost;
    const QColor& of = quantity.isValid() ? quantity : grey;
    const QColor tint((grey.red() + of.red()) / 2, (grey.green() + of.green()) / 2,
                      (grey.blue() + of.blue()) / 2);
    QLineSeries* s = addLine(id, name, tint, 2.0, Qt::DashLine, x, y);
    s->setVisible(false);
    return s;
}

int ChartBuilder::addCallout(QXYSeries* anchor, QPointF offset, int index) {
    Callout c;
    c.anchor = anchor;
    c.offset = offset;
    c.index = index;
    c.item = new QGraphicsSimpleTextItem(m_chart);
    QFont f = unshaped(c.item->font());
    f.setPointSizeF(f.pointSizeF() * 0.92);
    c.item->setFont(f);
    c.item->setBrush(calloutColor(anchor));
    c.item->setZValue(20);
    c.leader = new QGraphicsLineItem(m_chart);
    c.leader->setPen(QPen(calloutColor(anchor), 1));
    c.leader->setZValue(20);
    c.leader->setVisible(false);
    m_callouts.push_back(c);
    return static_cast<int>(m_callouts.size()) - 1;
}

void ChartBuilder::setCallout(int callout, const QString& text) {
    setCallouts({{callout, text}});
}

void ChartBuilder::setCallouts(const std::vector<std::pair<int, QString>>& texts) {
    for (const auto& [callout, text] : texts) {
        Callout& c = m_callouts[static_cast<std::size_t>(callout)];
        if (c.item->text() != text) {
            c.item->setText(text);
        }
    }
    placeCallouts();
}

double ChartBuilder::calloutExtent(int callout, const QString& text) const {
    const Callout& c = m_callouts[static_cast<std::size_t>(callout)];
    return QFontMetricsF(c.item->font()).horizontalAdvance(text) + std::abs(c.offset.x());
}

LabelObstacles ChartBuilder::drawnObstacles() const {
    // What the plot shows, in the chart's coordinates (those of the callout items).
    LabelObstacles o;
    const auto mapped = [this](const QXYSeries* s, QAbstractSeries* axesOf) {
        QPolygonF line;
        line.reserve(s->count());
        for (const QPointF& p : s->points()) {
            line.append(m_chart->mapToPosition(p, axesOf));
        }
        return line;
    };
    for (QAbstractSeries* s : m_chart->series()) {
        if (!s->isVisible()) {
            continue;
        }
        if (auto* area = qobject_cast<QAreaSeries*>(s)) {
            QPolygonF polygon = mapped(area->upperSeries(), area);
            if (area->lowerSeries() != nullptr) {
                QPolygonF lower = mapped(area->lowerSeries(), area);
                std::reverse(lower.begin(), lower.end());
                polygon += lower;
            } else if (!polygon.isEmpty()) {
                const qreal bottom = m_chart->plotArea().bottom();
                polygon << QPointF(polygon.back().x(), bottom)
                        << QPointF(polygon.front().x(), bottom);
            }
            o.areas.push_back(polygon);
        } else if (auto* scatter = qobject_cast<QScatterSeries*>(s)) {
            if (scatter->color().alpha() == 0) {
                continue; // an invisible anchor (bar ends, hierarchy levels)
            }
            const qreal size = scatter->markerSize();
            for (const QPointF& p : mapped(scatter, scatter)) {
                o.boxes.emplace_back(p - QPointF(size / 2, size / 2), QSizeF(size, size));
            }
        } else if (auto* xy = qobject_cast<QXYSeries*>(s)) {
            if (xy->pen().style() != Qt::NoPen && xy->pen().color().alpha() != 0) {
                o.lines.push_back(mapped(xy, xy));
            }
        }
    }
    return o;
}

void ChartBuilder::placeCallouts() {
    const QRectF plot = m_chart->plotArea();
    LabelObstacles obstacles;
    bool collected = false;
    for (const Callout& c : m_callouts) {
        const bool shown =
            c.anchor->isVisible() && c.anchor->count() > c.index && !c.item->text().isEmpty();
        c.item->setVisible(shown);
        c.leader->setVisible(false);
        if (!shown) {
            continue;
        }
        if (!collected) {
            obstacles = drawnObstacles();
            collected = true;
        }
        const QPointF at = m_chart->mapToPosition(c.anchor->at(c.index), c.anchor);
        // Clear of the marker symbol the text names.
        const auto* scatter = qobject_cast<const QScatterSeries*>(c.anchor);
        const qreal gap = scatter != nullptr ? scatter->markerSize() / 2 + 3 : 4;
        const QRectF box = c.item->boundingRect();
        const LabelPlacement placement = placeLabel(at, box.size(), c.offset, plot, obstacles, gap);
        if (placement.overText) {
            // A plot too short for this label beside the earlier ones: its marker and legend
            // entry still say what it is.
            c.item->setVisible(false);
            continue;
        }
        const QPointF pos = placement.topLeft;
        c.item->setPos(pos);
        const QRectF placed(pos, box.size());
        obstacles.labels.push_back(placed); // the next callouts keep off this one
        // A label moved away from its point gets a line to it, from the nearest edge.
        const QPointF edge(std::clamp(at.x(), placed.left(), placed.right()),
                           std::clamp(at.y(), placed.top(), placed.bottom()));
        const QLineF leader(at, edge);
        if (!placement.preferred && leader.length() > gap + box.height()) {
            c.leader->setLine(QLineF(leader.pointAt(gap / leader.length()), edge));
            c.leader->setVisible(true);
        }
    }
}

void ChartBuilder::requestLegendFit() {
    if (!m_legendFitPending) {
        m_legendFitPending = true;
        QMetaObject::invokeMethod(
            m_connections.get(), [this] { fitLegend(); }, Qt::QueuedConnection);
    }
}

void ChartBuilder::setEntryVisible(QAbstractSeries* series, bool visible) {
    // By what was asked last: an entry's isVisible() is false until the chart is shown.
    const auto [asked, first] = m_entriesShown.try_emplace(series, visible);
    if (!first && asked->second == visible) {
        return;
    }
    asked->second = visible;
    for (QLegendMarker* m : m_chart->legend()->markers(series)) {
        m->setVisible(visible);
    }
    requestLegendFit(); // an entry's setVisible() emits no signal (Qt 6.4)
}

void ChartBuilder::fitLegend() {
    m_legendFitPending = false;
    QLegend* legend = m_chart->legend();
    // Series shown or hidden later (baseline ghosts) and renamed ones (a band's entry that
    // states its width) change what fits; showing a series shows its entry without a signal
    // from the entry, and a builder may hide that entry right after: fit once the update is done.
    QObject* context = m_connections.get();
    const auto refit = [this] {
        requestLegendFit();
    };
    for (QAbstractSeries* s : m_chart->series()) {
        if (m_watched.insert(s).second) {
            QObject::connect(s, &QAbstractSeries::visibleChanged, context, refit);
            QObject::connect(s, &QAbstractSeries::nameChanged, context, refit);
            QObject::connect(s, &QObject::destroyed, context, [this, s] { m_watched.erase(s); });
        }
    }
    const QSizeF chartSize = m_chart->size();
    if (!legend->isVisible() || chartSize.isEmpty()) {
        return;
    }
    // An entry's width as Qt's LegendMarkerItem lays it out: margin, a square of half the line
    // height, space, the label as rich text with its document margins, margin, one to spare.
    const QFontMetricsF fm(legend->font());
    QGraphicsTextItem text;
    text.setFont(legend->font());
    std::vector<double> widths;
    double oneRow = 0;
    for (const QLegendMarker* m : legend->markers()) {
        double w = -1;
        if (m->isVisible()) {
            text.setHtml(m->label());
            w = text.boundingRect().width() + std::floor(fm.height()) / 2 + 3 + 4 + 3 + 1;
        }
        widths.push_back(w);
        oneRow += std::max(0.0, w + 3);
    }
    qreal left = 0;
    qreal top = 0;
    qreal right = 0;
    qreal bottom = 0;
    legend->layout()->getContentsMargins(&left, &top, &right, &bottom);
    const double available = chartSize.width() - 2 * kMargin;
    if (oneRow <= available - left - right) {
        // One row: attached, under the plot, as Qt lays it out.
        if (!legend->isAttachedToChart()) {
            legend->attachToChart();
            legend->setAlignment(Qt::AlignBottom);
            m_chart->setMargins(QMargins(kMargin, kMargin, kMargin, kMargin));
        }
        return;
    }
    // Too long for one row, where Qt would elide the labels ("Days, compute o..."). A detached
    // legend wraps into rows, by its own rule: after an entry, the next one starts a new row when
    // the entry just placed would not fit again. Find the widest legend for which that rule
    // leaves no entry sticking out, and keep room for its rows under the plot. The widths above
    // are estimates within a few pixels of Qt's (Korean entries came out 3.5 px narrower each):
    // a row break decided by less than their sum is made certain by narrowing the legend.
    constexpr double kSlack = 4;
    double width = available;
    int rows = 1;
    for (;;) {
        const double inner = width - left - right; // where the entries must end
        const double limit = width - 2 * right;    // Qt's test for a new row
        double x = 0;
        double previous = 0;
        double narrower = -1;
        int inRow = 0;
        rows = 1;
        for (const double w : widths) {
            if (w < 0) {
                continue;
            }
            ++inRow;
            if (x > 0 && x + w > inner && narrower < 0) {
                narrower = x + previous + 2 * right - 1; // Qt then breaks before this entry
            }
            x += w;
            previous = w;
            const double slack = kSlack * (inRow + 1);
            if (std::abs(x + w - limit) <= slack && narrower < 0) {
                narrower = x + w + 2 * right - slack - 1; // then it surely breaks here
            }
            if (x + w > limit) {
                inRow = 0;
                x = 0;
                ++rows;
            }
        }
        if (x == 0) {
            --rows; // the last entry closed its row
        }
        if (narrower < 0 || narrower < *std::max_element(widths.begin(), widths.end())) {
            break;
        }
        width = narrower;
    }
    const double rowHeight = std::ceil(fm.height()) + 12;
    const double height = rows * rowHeight + top + bottom;
    if (legend->isAttachedToChart()) {
        legend->detachFromChart();
        legend->setAlignment(Qt::AlignTop); // rows fill from the top, in the series' order
    }
    const int reserved = static_cast<int>(std::ceil(height)) + kMargin;
    if (m_chart->margins().bottom() != reserved) {
        m_chart->setMargins(QMargins(kMargin, kMargin, kMargin, reserved));
    }
    const QRectF geometry((chartSize.width() - width) / 2, chartSize.height() - height - kMargin,
                          width, height);
    if (legend->geometry() != geometry) {
        legend->setGeometry(geometry);
        legend->update();
    }
}

void ChartBuilder::fitLogAxis(QLogValueAxis* axis, const std::vector<const QXYSeries*>& series,
                              bool xAxis) {
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0;
    for (const QXYSeries* s : series) {
        if (!s->isVisible()) {
            continue;
        }
        for (const QPointF& p : s->points()) {
            const double v = xAxis ? p.x() : p.y();
            if (v > 0) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    if (!(hi > 0)) {
        return;
    }
    // Whole decades: the range changes only when a curve crosses a power of ten, so a drag
    // rarely relayouts the axis labels. On a value axis a curve exactly on a power of ten gets a
    // decade of room rather than running along the frame. The x axis is the sweep's own domain:
    // its ends are where the curves begin and end (the collectives' 1 kB and 10 GB), and a
    // decade beyond them would be empty; only rounding in log10 is allowed for.
    const double room = xAxis ? 1.0 / (1.0 + 1e-9) : 1.0001;
    double from = std::pow(10.0, std::floor(std::log10(lo / room)));
    double to = std::pow(10.0, std::ceil(std::log10(hi * room)));
    if (to <= from) {
        to = from * 10;
    }
    // A hair outside the powers of ten, so that Qt's label at each end (its ticks start at the
    // first power at or inside the range, taken in log10) is never lost to rounding: 0.001 and
    // 0.01 went unlabelled at the left and bottom ends of the collectives chart.
    constexpr double kEdge = 1e-9;
    from *= 1.0 - kEdge;
    to *= 1.0 + kEdge;
    if (axis->min() != from || axis->max() != to) {
        axis->setRange(from, to);
    }
}

void ChartBuilder::setTitleIfChanged(QChart* chart, const QString& title) {
    if (chart->title() != title) {
        chart->setTitle(title);
    }
}

QList<QPointF> toPoints(const Curve& curve, bool positiveOnly) {
    QList<QPointF> out;
    out.reserve(static_cast<qsizetype>(curve.size()));
    for (const CurvePoint& p : curve) {
        if (!positiveOnly || (p.x > 0 && p.y > 0)) {
            out.append(QPointF(p.x, p.y));
        }
    }
    return out;
}

QList<QPointF> onePoint(CurvePoint point) {
    return {QPointF(point.x, point.y)};
}

bool replacePoints(QXYSeries* series, const QList<QPointF>& points) {
    const QList<QPointF> held = series->points();
    if (std::equal(held.begin(), held.end(), points.begin(), points.end(),
                   [](QPointF a, QPointF b) { return a.x() == b.x() && a.y() == b.y(); })) {
        return false;
    }
    series->replace(points);
    return true;
}

std::vector<double> axisTickValues(double lowest, double highest, int ticks, double logBase) {
    std::vector<double> values;
    if (!(highest > lowest) || !std::isfinite(lowest) || !std::isfinite(highest)) {
        return values;
    }
    if (logBase > 1) {
        if (!(lowest > 0)) {
            return values;
        }
        constexpr double kFuzz = 1e-9;
        const double ln = std::log(logBase);
        for (double k = std::ceil(std::log(lowest) / ln - kFuzz);
             k <= std::floor(std::log(highest) / ln + kFuzz); ++k) {
            values.push_back(std::pow(logBase, k));
        }
        return values;
    }
    if (ticks >= 2) {
        const double step = (highest - lowest) / (ticks - 1);
        for (int i = 0; i < ticks; ++i) {
            values.push_back(lowest + i * step);
        }
    }
    return values;
}

QString plainNumberFormat(double lowest, double highest, int ticks, bool logScale) {
    // Qt's log axes here are of base 10.
    const std::vector<double> values = axisTickValues(lowest, highest, ticks, logScale ? 10 : 0);
    if (values.empty()) {
        return kNumberFormat;
    }
    const double tolerance = 1e-6 * (logScale ? values.front() : (highest - lowest) / (ticks - 1));
    double largest = 0;
    double smallest = std::numeric_limits<double>::infinity();
    for (const double v : values) {
        largest = std::max(largest, std::abs(v));
        if (std::abs(v) > tolerance) {
            smallest = std::min(smallest, std::abs(v));
        }
    }
    // The fewest decimals that write every tick exactly, two past the step's first digit at most
    // (a range Qt splits into thirds reads 2.33, not 2.3333333).
    const double spacing = logScale ? values.front() : (highest - lowest) / (ticks - 1);
    const int first = std::max(0, -static_cast<int>(std::floor(std::log10(spacing))));
    int decimals = first;
    const auto exact = [&](int d) {
        const double scale = std::pow(10.0, d);
        return std::all_of(values.begin(), values.end(), [&](double v) {
            return std::abs(std::round(v * scale) / scale - v) <= tolerance;
        });
    };
    while (decimals < first + 2 && !exact(decimals)) {
        ++decimals;
    }
    // 'g' drops trailing zeros and, with a significant digit for each integer digit, never turns
    // to an exponent, except below 1e-4: there fixed decimals.
    if (smallest < 1e-4) {
        return QStringLiteral("%.%1f").arg(std::min(decimals, 15));
    }
    const int integerDigits = std::max(1, static_cast<int>(std::floor(std::log10(largest))) + 1);
    return QStringLiteral("%.%1g").arg(std::clamp(integerDigits + decimals, 1, 17));
}

double niceCeiling(double v) {
    if (!(v > 0)) {
        return 1;
    }
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (const double step : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0}) {
        if (step * decade >= v) {
            return step * decade;
        }
    }
    return 10 * decade;
}

AxisSpan niceSpan(double lo, double hi) {
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        return {};
    }
    if (hi < lo) {
        std::swap(lo, hi);
    }
    if (hi == lo) {
        const double around = std::max(1.0, std::abs(lo) * 0.25);
        const bool positive = lo >= 0;
        lo -= around;
        hi += around;
        if (positive) {
            lo = std::max(lo, 0.0);
        }
    }
    const double raw = (hi - lo) / 5;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * decade;
    for (const double nice : {1.0, 2.0, 2.5, 5.0}) {
        if (nice * decade >= raw * (1 - 1e-9)) {
            step = nice * decade;
            break;
        }
    }
    // Multiples of the step, with a tolerance for values that are multiples up to rounding.
    const double tolerance = 1e-9 * step;
    double min = std::floor((lo + tolerance) / step) * step;
    double max = std::ceil((hi - tolerance) / step) * step;
    if (std::abs(min - lo) <= tolerance && !(lo >= 0 && min - step < 0)) {
        min -= step;
    }
    if (std::abs(max - hi) <= tolerance) {
        max += step;
    }
    return {min, max, static_cast<int>(std::lround((max - min) / step)) + 1};
}

int niceTickCount(double top) {
    if (!(top > 0)) {
        return 5;
    }
    const auto round = [](double step) {
        const double decade = std::pow(10.0, std::floor(std::log10(step)));
        const double mantissa = step / decade;
        for (const double nice : {1.0, 2.0, 2.5, 5.0, 10.0}) {
            if (std::abs(mantissa - nice) < 1e-9) {
                return true;
            }
        }
        return false;
    };
    for (const int intervals : {4, 5, 6, 3}) {
        if (round(top / intervals)) {
            return intervals + 1;
        }
    }
    return 5;
}

std::optional<CurvePoint> pointAt(const Curve& curve, double x) {
    const auto it =
        std::find_if(curve.begin(), curve.end(), [x](const CurvePoint& p) { return p.x == x; });
    return it == curve.end() ? std::nullopt : std::optional<CurvePoint>(*it);
}

} // namespace goodput::views::charts
