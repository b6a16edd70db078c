// SPDX-License-Identifier: MIT
#pragma once

// Taking a chart or table along (issue 18): one implementation for every chart view. A right
// click offers Save as PNG, SVG or PDF and Copy data as CSV or TSV; hovering a curve shows the
// values of the nearest point under the pointer (or the text a chart gave that point: a sweep's
// gap says why it is one). Tables copy as TSV. Everything here reads what the chart already
// draws; nothing is computed.

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QAbstractItemView;
class QChart;
class QChartView;
class QMenu;
class QXYSeries;
QT_END_NAMESPACE

namespace goodput::views::charts {

enum class ImageFormat { Png, Svg, Pdf };

/// The data a chart draws, one row per point: series, x, y (bar charts: set, category, value).
/// The first row is the header, named after the axes.
QList<QStringList> chartData(const QChart* chart);

/// Rows as CSV (RFC 4180: fields with a comma, quote or line break quoted) or TSV (tabs and line
/// breaks inside a field become spaces).
QString toCsv(const QList<QStringList>& rows);
QString toTsv(const QList<QStringList>& rows);

/// A table model's visible text with its header row, as rows.
QList<QStringList> tableData(const QAbstractItemModel* model);

/// Writes the chart as PNG (at twice the view's pixels), SVG or PDF (vector), atomically; false
/// with `error` set when it cannot be written.
bool saveChart(const QChart* chart, const QString& path, ImageFormat format, QString* error);

/// Per-point hover texts of a series, replacing the values the tooltip shows (a sweep's gaps).
void setPointTexts(QXYSeries* series, const QStringList& texts);

/// The tooltip text for a pointer at `scenePos` in the chart: the nearest drawn point of any
/// visible series within `radius` pixels, as "series: x, y" (or its point text); empty if none.
QString hoverText(const QChart* chart, QPointF scenePos, qreal radius = 12);

/// Gives a chart view the context menu (save, copy) and the hover tooltips.
void installChartActions(QChartView* view);

/// The chart view's context menu, for tests: the actions installChartActions() shows.
QMenu* chartMenu(QChartView* view);

/// Gives a table view Ctrl+C and a context menu entry that copy the table as TSV.
void installTableCopy(QAbstractItemView* view);

} // namespace goodput::views::charts
