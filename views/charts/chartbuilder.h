// SPDX-License-Identifier: MIT
#pragma once

// The charts, one builder per chart. A builder fills a QChart it is given: it creates the series,
// axes and markers once and on every update() replaces the points (series->replace()), so a
// slider drag relayouts nothing. Builders hold no widget and know no window: the GUI shows their
// chart in a QChartView, the PDF report renders the same chart into a scene. Every number drawn
// comes from the model (Result and Sweeps); a builder only chooses colours, ranges and words.

#include "model/simulation_curves.h"
#include "model/sweeps.h"
#include "views/charts/labelplacement.h"

#include <QColor>
#include <QObject>
#include <QPointF>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAreaSeries;
class QBarSet;
class QAbstractSeries;
class QChart;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

namespace goodput::views::charts {

class PlotGrid;

/// What a chart draws: one evaluated scenario.
struct ChartInput {
    const Scenario& scenario;
    const Result& result;
    const Sweeps& sweeps;
    /// Its Monte-Carlo simulation; nullptr while it is still running (or not asked for).
    const SimulationOutlook* outlook = nullptr;
    /// The simulation is running and will bring what `outlook` lacks (the window's); a chart
    /// keeps room for it rather than drop and restore its legend entries.
    bool simulationPending = false;
};

class ChartBuilder {
public:
    virtual ~ChartBuilder();
    ChartBuilder(const ChartBuilder&) = delete;
    ChartBuilder& operator=(const ChartBuilder&) = delete;

    [[nodiscard]] QChart* chart() const { return m_chart; }
    /// The context of a connection to the chart's signals whose slot uses the builder: the
    /// chart may outlive its builder, and such connections end with the builder.
    [[nodiscard]] QObject* connectionContext() const { return m_connections.get(); }

    /// Redraws for `current`; `baseline` (compare mode) adds ghost series, nullptr hides them.
    virtual void update(const ChartInput& current, const ChartInput* baseline) = 0;

    /// The series with this object name (stable ids such as "computeDays"), for tests and reports;
    /// also the bounds of an area series.
    [[nodiscard]] QXYSeries* series(const QString& id) const;
    /// The bar set with this object name ("compute", "weights", ...) in a bar chart.
    [[nodiscard]] QBarSet* barSet(const QString& id) const;

    /// Re-places the text callouts after the plot area moved (resize, new axis label widths).
    void placeCallouts();

    /// Lays the legend out so that no entry is elided: one row under the plot when it fits, else
    /// rows that wrap, with room kept for them. Runs on every resize, font change, shown, hidden
    /// or renamed series and entry shown or hidden through setEntryVisible().
    void fitLegend();

    /// Qt's dark or light chart theme (Preferences), keeping the shared palette of the series.
    void setDark(bool dark);

    /// On screen the axis lines, ticks and grid lines are hairlines (setAxisLineWidth(0)), kept
    /// through theme changes. A hairline looks the same there as the theme's 1-unit line, and
    /// costs a fraction to draw: the 1-unit lines were stroked as paths each time the view looked
    /// up which items to paint, and again to paint them, the largest part of a slider step.
    void setHairlineAxes(bool hairline);

protected:
    explicit ChartBuilder(QChart* chart, const QString& id);

    /// Shows or hides the legend entry of `series` and refits the legend when that changed.
    void setEntryVisible(QAbstractSeries* series, bool visible);

    /// True under Qt's dark chart theme (setDark()).
    [[nodiscard]] bool isDark() const { return m_dark; }
    /// Called by setDark() once the theme is set and the series have their colours back: a
    /// chart whose series take another colour on the dark theme sets it here.
    virtual void themeChanged() {}

    /// Axis title and grid colours shared by every chart.
    static void styleAxis(QAbstractAxis* axis, const QString& title);
    QLogValueAxis* addLogAxis(Qt::Alignment alignment, const QString& title,
                              const QString& labelFormat);
    QValueAxis* addValueAxis(Qt::Alignment alignment, const QString& title,
                             const QString& labelFormat);
    /// A line series attached to the axes; `id` is its object name.
    QLineSeries* addLine(const QString& id, const QString& name, const QColor& color, qreal width,
                         Qt::PenStyle style, QAbstractAxis* x, QAbstractAxis* y);
    /// A filled area between the line series `lowerId` and `upperId` (no lowerId: down to zero),
    /// both reached through series(); no outline.
    QAreaSeries* addArea(const QString& id, const QString& name, const QColor& fill,
                         const QString& upperId, const QString& lowerId, QAbstractAxis* x,
                         QAbstractAxis* y);
    /// A one-point marker at the current scenario (or an optimum).
    QScatterSeries* addMarker(const QString& id, const QString& name, const QColor& color,
                              qreal size, QAbstractAxis* x, QAbstractAxis* y, bool diamond = false);
    /// A ghost of `series` for compare mode: same axes, grey and dashed, named "baseline". A
    /// chart with two ghosts tells them apart by `quantity`, the colour of the series each
    /// stands for, mixed half and half into the grey (none: plain grey).
    QLineSeries* addGhost(const QString& id, const QString& name, QAbstractAxis* x,
                          QAbstractAxis* y, const QColor& quantity = QColor());

    /// A text label next to point `index` of a marker series, preferably at `offset` from it (a
    /// negative x puts its right edge there); placeCallouts() moves it where it covers no curve.
    int addCallout(QXYSeries* anchor, QPointF offset, int index = 0);
    void setCallout(int callout, const QString& text);
    /// Several callouts' texts at once, placed once: placing them all after each (they keep off
    /// each other) placed seven rows of notes 28 times per update.
    void setCallouts(const std::vector<std::pair<int, QString>>& texts);
    /// How wide `text` is in callout `callout`'s font and how far the callout stands off its
    /// point along x, in scene units.
    [[nodiscard]] double calloutExtent(int callout, const QString& text) const;

    /// Sets a log axis to whole decades around every positive y (or x) of the given series.
    static void fitLogAxis(QLogValueAxis* axis, const std::vector<const QXYSeries*>& series,
                           bool xAxis);
    static void setTitleIfChanged(QChart* chart, const QString& title);

private:
    /// fitLegend() once the current update is done (queued, at most once).
    void requestLegendFit();
    /// The title's font, bold and unshaped; after every theme change. The legend keeps the
    /// theme's: its entries rarely change, and a font change refits it (fitLegend()).
    void styleTitle();

    struct Callout {
        QXYSeries* anchor = nullptr;
        QPointF offset;
        int index = 0;
        QGraphicsSimpleTextItem* item = nullptr;
        QGraphicsLineItem* leader = nullptr; ///< to the point, when the text stands off
    };
    /// The curves, areas and markers drawn in the plot, for placeLabel().
    [[nodiscard]] LabelObstacles drawnObstacles() const;
    /// A callout's text colour: the anchor's colour, darker on light charts and lighter on dark.
    [[nodiscard]] QColor calloutColor(const QXYSeries* anchor) const;

    /// Around the chart, in scene units.
    static constexpr int kMargin = 4;

    QChart* m_chart;
    PlotGrid* m_grid; ///< the value and log axes' grid lines; a child item of the chart
    std::unique_ptr<QObject> m_connections; ///< context of the connections to the chart's signals
    std::vector<Callout> m_callouts;
    bool m_legendFitPending = false;
    std::set<const QObject*> m_watched;                    ///< series fitLegend() follows
    std::map<const QAbstractSeries*, bool> m_entriesShown; ///< by setEntryVisible()
    bool m_dark = false;
    bool m_hairlineAxes = false;
};

/// Sets the pen width of every axis line, tick, grid and minor grid line of `chart`: 0 draws them
/// one device pixel wide whatever the scale (a hairline), 1 is the width of Qt's themes.
void setAxisLineWidth(QChart* chart, qreal width);
/// The grid line width of the chart's first axis (1 when it has none).
qreal axisLineWidth(const QChart* chart);

/// Axis label formats. With localised numbers Qt Charts needs an explicit precision ("%.0f", not
/// "%d"); the locale then groups digits: 1,024 GPUs, $1,000,000.
inline const QString kCountFormat = QStringLiteral("%.0f");
/// Plain numbers: an axis added with this format gets plainNumberFormat() of its range, again
/// whenever the range or its tick count changes.
inline const QString kNumberFormat = QStringLiteral("%.6g");
/// A label format that writes every tick of an axis from `lowest` to `highest` as a plain number,
/// as the cards do (formatCount, formatNumber): the locale groups the digits and no tick reads
/// "1E+06". The ticks are the powers of ten of a log axis, else `ticks` evenly spaced values;
/// they get the decimals they need and no more (0.01, 2.5, 1,000,000).
QString plainNumberFormat(double lowest, double highest, int ticks, bool logScale);
/// Where Qt Charts puts the major ticks of an axis from `lowest` to `highest`: on a log axis of
/// base `logBase` (> 1) each power of the base in the range (an end within a rounding error of
/// one is on it), else `ticks` evenly spaced values from `lowest` to `highest`. Empty for a range
/// without ticks. The axis labels (plainNumberFormat) and the grid (PlotGrid) both follow it.
std::vector<double> axisTickValues(double lowest, double highest, int ticks, double logBase);
/// "$%.0f", with the currency symbol of the preferences.
QString dollarFormat();

/// Curve -> chart points; on a log axis points at or below zero would hide the whole series and
/// are left out.
QList<QPointF> toPoints(const Curve& curve, bool positiveOnly);
QList<QPointF> onePoint(CurvePoint point);
/// Replaces the points of `series` unless it holds exactly these already (QPointF's == is fuzzy:
/// here every coordinate must be equal). A replace() redraws the series, its axes' items and
/// what overlaps them even when nothing moved. True when the points were replaced.
bool replacePoints(QXYSeries* series, const QList<QPointF>& points);
/// The point of a curve at exactly this x (the sweeps include the current scenario's x).
std::optional<CurvePoint> pointAt(const Curve& curve, double x);

/// The smallest 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 x 10^k at or above v: a value axis that
/// grows in steps rather than with every value.
double niceCeiling(double v);
/// Ticks for an axis from 0 to `top` (a niceCeiling()) whose steps are round: 1, 2, 2.5 or 5 times
/// a power of ten (0, 50, ..., 250 rather than 62.5, 125, 188); between 4 and 7 ticks.
int niceTickCount(double top);

/// A value axis's range and tick count.
struct AxisSpan {
    double min = 0;
    double max = 1;
    int ticks = 2;
};
/// An axis over [lo, hi] whose ticks are round numbers, steps of 1, 2, 2.5 or 5 times a power of
/// ten, about five of them; a value on an edge of the span gets one step of room, unless that
/// would take an axis of values >= 0 below zero. One value gets a span around it.
AxisSpan niceSpan(double lo, double hi);

/// The shared palette: the same quantity has the same colour in every chart.
namespace palette {
inline const QColor computeOnly{0x5b, 0x8d, 0xd6};
inline const QColor wallClock{0x1f, 0x4e, 0x9a};
inline const QColor dollarsCompute{0xf0, 0xa2, 0x5a};
inline const QColor dollarsWall{0xc8, 0x5a, 0x11};
inline const QColor goodput{0x2e, 0x7d, 0x32};
inline const QColor checkpoint{0x8e, 0x44, 0xad};
inline const QColor lostWork{0xd8, 0x43, 0x15};
inline const QColor restart{0x6d, 0x4c, 0x41};
inline const QColor ring{0x1f, 0x4e, 0x9a};
inline const QColor tree{0x2e, 0x7d, 0x32};
inline const QColor hierarchical{0xc8, 0x5a, 0x11};
inline const QColor latency{0x8e, 0x44, 0xad};
inline const QColor marker{0xd3, 0x2f, 0x2f};
inline const QColor optimum{0x00, 0x79, 0x6b};
inline const QColor ghost{0x9e, 0x9e, 0x9e};
// Step-time and memory components.
inline const QColor memoryBound{0x90, 0xca, 0xf9};
inline const QColor exposedTp{0xef, 0x53, 0x50};
inline const QColor exposedCp{0xf4, 0x8f, 0xb1};
inline const QColor exposedEp{0xba, 0x68, 0xc8};
inline const QColor exposedDp{0xff, 0xa7, 0x26};
inline const QColor bubble{0xbd, 0xbd, 0xbd};
inline const QColor ppTransfer{0x8d, 0x6e, 0x63};
inline const QColor optimizer{0x26, 0xa6, 0x9a};
inline const QColor other{0x78, 0x90, 0x9c};
inline const QColor weights{0x1f, 0x4e, 0x9a};
inline const QColor gradients{0x5b, 0x8d, 0xd6};
inline const QColor optimizerStates{0x26, 0xa6, 0x9a};
inline const QColor activations{0xff, 0xa7, 0x26};
inline const QColor headroom{0xbd, 0xbd, 0xbd};
// Simulated spread (P10-P90 bands, histograms): the quantity's colour, light.
inline const QColor daysBand{0x5b, 0x8d, 0xd6, 0x55};
inline const QColor costBand{0xf0, 0xa2, 0x5a, 0x55};
inline const QColor quantile{0x42, 0x42, 0x42};
inline const QColor quantileOnDark{0xbd, 0xbd, 0xbd}; ///< the quantiles' lines on the dark theme
// Issue 19: the goodput of each recovery mode (the goodput chart compares them).
inline const QColor recoveryStorage{0x1f, 0x4e, 0x9a};
inline const QColor recoveryPeer{0xff, 0x8f, 0x00};
inline const QColor recoveryStandby{0xc2, 0x18, 0x5b};
} // namespace palette

} // namespace goodput::views::charts
