// SPDX-License-Identifier: MIT
#include "chartexport.h"

#include "chartbuilder.h"
#include "views/format.h"
#include "views/scenariofile.h"

#include <QAbstractBarSeries>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QImage>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QToolTip>
#include <QXYSeries>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace goodput::views::charts {
namespace {

/// This file's strings, in the translation context "ChartExport".
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

const char* const kPointTexts = "goodputPointTexts";

/// A number for a data file: every digit a double needs to read back, no grouping, C locale.
QString dataNumber(double v) {
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

/// A number for a tooltip: as the app writes numbers, whole large ones in full with grouping.
QString shownNumber(double v) {
    return std::abs(v) >= 1e5 && std::abs(v) < 1e15 ? formatCount(std::round(v)) : formatNumber(v);
}

QString axisTitle(const QAbstractAxis* axis) {
    return axis ? axis->titleText() : QString();
}

QAbstractAxis* attachedAxis(const QAbstractSeries* series, Qt::Orientation orientation) {
    // attachedAxes() only reads, but Qt 6.4 does not declare it const.
    for (QAbstractAxis* a : const_cast<QAbstractSeries*>(series)->attachedAxes()) {
        if (a->orientation() == orientation) {
            return a;
        }
    }
    return nullptr;
}

QStringList pointTexts(const QXYSeries* series) {
    return series->property(kPointTexts).toStringList();
}

void appendXy(QList<QStringList>& rows, const QXYSeries* s, const QString& name) {
    const QStringList texts = pointTexts(s);
    const QString yTitle = axisTitle(attachedAxis(s, Qt::Vertical));
    const QList<QPointF> points = s->points();
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QString note = i < texts.size() ? texts[i] : QString();
        // A point that stands for a gap has a text and no value worth exporting.
        const bool gap = s->property("goodputGaps").toBool();
        rows.append({name, dataNumber(points[i].x()), gap ? QString() : dataNumber(points[i].y()),
                     yTitle, note});
    }
}

/// The chart's series in drawing order whose data a user would want (visible ones).
QList<QAbstractSeries*> visibleSeries(const QChart* chart) {
    QList<QAbstractSeries*> out;
    for (QAbstractSeries* s : chart->series()) {
        if (s->isVisible()) {
            out.append(s);
        }
    }
    return out;
}

/// Renders the chart's scene rectangle onto `device`, scaled to fill `target`.
/// A screen chart's hairline axes (ChartBuilder::setHairlineAxes) would be one pixel of a scaled
/// image and the thinnest line a printer draws: the file gets the theme's width.
void renderChart(const QChart* chart, QPainter& painter, const QRectF& target) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    auto* shown = const_cast<QChart*>(chart); // only for the duration of the render
    const qreal width = axisLineWidth(chart);
    if (width == 0) {
        setAxisLineWidth(shown, 1);
    }
    // Lines a screen chart paints from Qt's pixmap cache (ChartsPanel) would go into an SVG or a
    // PDF as pixmaps: drawn as lines while the file is made.
    std::vector<std::pair<QGraphicsItem*, QGraphicsItem::CacheMode>> cached;
    for (QGraphicsItem* item : chart->scene()->items()) {
        if (item->cacheMode() != QGraphicsItem::NoCache) {
            cached.emplace_back(item, item->cacheMode());
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    }
    chart->scene()->render(&painter, target, chart->sceneBoundingRect());
    for (const auto& [item, mode] : cached) {
        item->setCacheMode(mode);
    }
    if (width == 0) {
        setAxisLineWidth(shown, 0);
    }
}

class HoverFilter final : public QObject {
public:
    HoverFilter(QChartView* view) : QObject(view), m_view(view) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::MouseMove) {
            const auto* e = static_cast<QMouseEvent*>(event);
            connectBars();
            const QString text =
                hoverText(m_view->chart(), m_view->mapToScene(e->position().toPoint()));
            if (!text.isEmpty()) {
                QToolTip::showText(e->globalPosition().toPoint(), text, m_view);
            } else if (!m_overBar) {
                QToolTip::hideText();
            }
        } else if (event->type() == QEvent::Leave) {
            QToolTip::hideText();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    /// Bar charts say which bar the pointer is over through their series' hovered signal.
    void connectBars() {
        for (QAbstractSeries* s : m_view->chart()->series()) {
            auto* bars = qobject_cast<QAbstractBarSeries*>(s);
            if (!bars || bars->property("goodputHoverConnected").toBool()) {
                continue;
            }
            bars->setProperty("goodputHoverConnected", true);
            connect(bars, &QAbstractBarSeries::hovered, this,
                    [this, bars](bool status, int index, QBarSet* set) {
                        m_overBar = status;
                        if (!status) {
                            return;
                        }
                        const QBarCategoryAxis* categories = nullptr;
                        for (QAbstractAxis* a : bars->attachedAxes()) {
                            if (auto* c = qobject_cast<QBarCategoryAxis*>(a)) {
                                categories = c;
                            }
                        }
                        const QString category = categories && index < categories->count()
                                                     ? categories->at(index)
                                                     : QString::number(index + 1);
                        QToolTip::showText(
                            QCursor::pos(),
                            QStringLiteral("%1\n%2: %3")
                                .arg(category, set->label(), shownNumber(set->at(index))),
                            m_view);
                    });
        }
    }

    QChartView* m_view;
    bool m_overBar = false;
};

void copyToClipboard(const QString& text) {
    QGuiApplication::clipboard()->setText(text);
}

void saveWithDialog(QChartView* view, ImageFormat format) {
    static const char* const suffixes[] = {"png", "svg", "pdf"};
    const QString suffix = QString::fromLatin1(suffixes[static_cast<int>(format)]);
    const QString filters[] = {Tr::tr("PNG image (*.png)"), Tr::tr("SVG image (*.svg)"),
                               Tr::tr("PDF document (*.pdf)")};
    QString path = QFileDialog::getSaveFileName(
        view, Tr::tr("Save Chart"),
        QDir(dialogStartFolder()).filePath(view->chart()->objectName() + QLatin1Char('.') + suffix),
        filters[static_cast<int>(format)]);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive)) {
        path += QLatin1Char('.') + suffix;
    }
    QString error;
    if (!saveChart(view->chart(), path, format, &error)) {
        QMessageBox::warning(view, Tr::tr("Save Chart"),
                             Tr::tr("%1 could not be written: %2").arg(path, error));
    }
}

} // namespace

QList<QStringList> chartData(const QChart* chart) {
    QList<QStringList> rows;
    QString xTitle;
    bool bars = false;
    for (const QAbstractSeries* s : visibleSeries(chart)) {
        if (qobject_cast<const QAbstractBarSeries*>(s)) {
            bars = true;
        } else if (xTitle.isEmpty()) {
            xTitle = axisTitle(attachedAxis(s, Qt::Horizontal));
        }
    }
    rows.append({Tr::tr("series"), xTitle.isEmpty() ? QStringLiteral("x") : xTitle, Tr::tr("value"),
                 Tr::tr("axis"), Tr::tr("note")});
    if (bars) {
        rows.first()[1] = Tr::tr("category");
    }
    for (QAbstractSeries* s : visibleSeries(chart)) {
        if (const auto* xy = qobject_cast<const QXYSeries*>(s)) {
            appendXy(rows, xy, xy->name());
        } else if (const auto* area = qobject_cast<const QAreaSeries*>(s)) {
            if (area->upperSeries()) {
                appendXy(rows, area->upperSeries(), area->name());
            }
            if (area->lowerSeries()) {
                appendXy(rows, area->lowerSeries(), area->name());
            }
        } else if (const auto* barSeries = qobject_cast<const QAbstractBarSeries*>(s)) {
            const QBarCategoryAxis* categories = nullptr;
            QString valueTitle;
            for (QAbstractAxis* a : const_cast<QAbstractBarSeries*>(barSeries)->attachedAxes()) {
                if (const auto* c = qobject_cast<const QBarCategoryAxis*>(a)) {
                    categories = c;
                } else {
                    valueTitle = a->titleText();
                }
            }
            for (const QBarSet* set : barSeries->barSets()) {
                for (int i = 0; i < set->count(); ++i) {
                    const QString category = categories && i < categories->count()
                                                 ? categories->at(i)
                                                 : QString::number(i + 1);
                    rows.append({set->label(), category, dataNumber(set->at(i)), valueTitle, {}});
                }
            }
        }
    }
    return rows;
}

QString toCsv(const QList<QStringList>& rows) {
    QString out;
    for (const QStringList& row : rows) {
        QStringList cells;
        for (const QString& cell : row) {
            if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) ||
                cell.contains(QLatin1Char('\n')) || cell.contains(QLatin1Char('\r'))) {
                QString quoted = cell;
                quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
                cells << QLatin1Char('"') + quoted + QLatin1Char('"');
            } else {
                cells << cell;
            }
        }
        out += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out;
}

QString toTsv(const QList<QStringList>& rows) {
    QString out;
    for (const QStringList& row : rows) {
        QStringList cells;
        for (QString cell : row) {
            cell.replace(QLatin1Char('\t'), QLatin1Char(' '));
            cell.replace(QLatin1Char('\n'), QLatin1Char(' '));
            cell.replace(QLatin1Char('\r'), QLatin1Char(' '));
            cells << cell;
        }
        out += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

QList<QStringList> tableData(const QAbstractItemModel* model) {
    QList<QStringList> rows;
    QStringList header;
    for (int c = 0; c < model->columnCount(); ++c) {
        header << model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    }
    rows.append(header);
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model->columnCount(); ++c) {
            row << model->index(r, c).data(Qt::DisplayRole).toString();
        }
        rows.append(row);
    }
    return rows;
}

bool saveChart(const QChart* chart, const QString& path, ImageFormat format, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) {
            *error = why;
        }
        return false;
    };
    if (!chart->scene()) {
        return fail(Tr::tr("the chart is not shown"));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(file.errorString());
    }
    const QSizeF size = chart->size();
    switch (format) {
    case ImageFormat::Png: {
        QImage image((size * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(chart->backgroundBrush().color());
        {
            QPainter painter(&image);
            renderChart(chart, painter, QRectF(QPointF(0, 0), size * 2));
        }
        if (!image.save(&file, "PNG")) {
            file.cancelWriting();
            return fail(Tr::tr("the image could not be encoded"));
        }
        break;
    }
    case ImageFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setTitle(chart->title());
        QPainter painter(&svg);
        renderChart(chart, painter, QRectF(QPointF(0, 0), size));
        break;
    }
    case ImageFormat::Pdf: {
        QPdfWriter pdf(&file);
        pdf.setTitle(chart->title());
        pdf.setCreator(QStringLiteral("Goodput"));
        pdf.setResolution(72); // one point per scene unit
        pdf.setPageSize(QPageSize(size, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter(&pdf);
        renderChart(chart, painter, QRectF(QPointF(0, 0), size));
        break;
    }
    }
    if (!file.commit()) {
        return fail(file.errorString());
    }
    return true;
}

void setPointTexts(QXYSeries* series, const QStringList& texts) {
    series->setProperty(kPointTexts, texts);
}

QString hoverText(const QChart* chart, QPointF scenePos, qreal radius) {
    // mapToPosition() and mapToValue() only read, but Qt 6.4 does not declare them const.
    auto* mutableChart = const_cast<QChart*>(chart);
    const QPointF at = chart->mapFromScene(scenePos);
    if (!chart->plotArea().adjusted(-radius, -radius, radius, radius).contains(at)) {
        return {};
    }
    qreal best = radius;
    QString text;
    QString segmentText;
    qreal bestSegment = radius / 2;
    const auto describe = [](const QXYSeries* s, QPointF value, const QString& pointText,
                             bool between) {
        if (!pointText.isEmpty()) {
            return s->name().isEmpty() ? pointText : s->name() + QLatin1Char('\n') + pointText;
        }
        const QString xTitle = axisTitle(attachedAxis(s, Qt::Horizontal));
        const QString yTitle = axisTitle(attachedAxis(s, Qt::Vertical));
        const QString approx = between ? QStringLiteral("≈ ") : QString();
        return QStringLiteral("%1\n%2: %3%4\n%5: %3%6")
            .arg(s->name(), xTitle.isEmpty() ? QStringLiteral("x") : xTitle, approx,
                 shownNumber(value.x()), yTitle.isEmpty() ? QStringLiteral("y") : yTitle,
                 shownNumber(value.y()));
    };
    for (QAbstractSeries* series : visibleSeries(chart)) {
        const auto* s = qobject_cast<const QXYSeries*>(series);
        if (!s || s->name().isEmpty()) {
            continue; // unnamed series are decorations (guides, labels' anchors)
        }
        const QList<QPointF> points = s->points();
        const QStringList texts = pointTexts(s);
        QPointF previous;
        for (qsizetype i = 0; i < points.size(); ++i) {
            const QPointF p = mutableChart->mapToPosition(points[i], const_cast<QXYSeries*>(s));
            const qreal d = std::hypot(p.x() - at.x(), p.y() - at.y());
            if (d <= best) {
                best = d;
                text = describe(s, points[i], i < texts.size() ? texts[i] : QString(), false);
            }
            // Along a line between two points: the values under the pointer.
            if (i > 0 && s->type() == QAbstractSeries::SeriesTypeLine) {
                const QPointF seg = p - previous;
                const qreal length2 = QPointF::dotProduct(seg, seg);
                if (length2 > 0) {
                    const qreal t =
                        std::clamp(QPointF::dotProduct(at - previous, seg) / length2, 0.0, 1.0);
                    const QPointF q = previous + t * seg;
                    const qreal ds = std::hypot(q.x() - at.x(), q.y() - at.y());
                    if (ds <= bestSegment) {
                        bestSegment = ds;
                        segmentText =
                            describe(s, mutableChart->mapToValue(q, const_cast<QXYSeries*>(s)),
                                     QString(), true);
                    }
                }
            }
            previous = p;
        }
    }
    return text.isEmpty() ? segmentText : text;
}

QMenu* chartMenu(QChartView* view) {
    if (auto* menu = view->findChild<QMenu*>(QStringLiteral("chartMenu"))) {
        return menu;
    }
    auto* menu = new QMenu(view);
    menu->setObjectName(QStringLiteral("chartMenu"));
    const auto add = [&](const QString& id, const QString& text, auto slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(id);
        QObject::connect(a, &QAction::triggered, view, slot);
        return a;
    };
    add(QStringLiteral("savePng"), Tr::tr("Save as PNG…"),
        [view] { saveWithDialog(view, ImageFormat::Png); });
    add(QStringLiteral("saveSvg"), Tr::tr("Save as SVG…"),
        [view] { saveWithDialog(view, ImageFormat::Svg); });
    add(QStringLiteral("savePdf"), Tr::tr("Save as PDF…"),
        [view] { saveWithDialog(view, ImageFormat::Pdf); });
    menu->addSeparator();
    add(QStringLiteral("copyCsv"), Tr::tr("Copy Data as CSV"),
        [view] { copyToClipboard(toCsv(chartData(view->chart()))); });
    add(QStringLiteral("copyTsv"), Tr::tr("Copy Data as TSV"),
        [view] { copyToClipboard(toTsv(chartData(view->chart()))); });
    add(QStringLiteral("copyImage"), Tr::tr("Copy Image"),
        [view] { QGuiApplication::clipboard()->setPixmap(view->grab()); });
    return menu;
}

void installChartActions(QChartView* view) {
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, view, [view](const QPoint& pos) {
        chartMenu(view)->popup(view->viewport()->mapToGlobal(pos));
    });
    view->setMouseTracking(true);
    view->viewport()->setMouseTracking(true);
    view->viewport()->installEventFilter(new HoverFilter(view));
}

void installTableCopy(QAbstractItemView* view) {
    auto* copy = new QAction(Tr::tr("Copy Table as TSV"), view);
    copy->setObjectName(QStringLiteral("copyTableTsv"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    QObject::connect(copy, &QAction::triggered, view,
                     [view] { copyToClipboard(toTsv(tableData(view->model()))); });
    view->addAction(copy);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace goodput::views::charts
