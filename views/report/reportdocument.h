// SPDX-License-Identifier: MIT
#pragma once

// A paginated rich-text document for printed reports: headings that never end a page alone,
// tables whose header row repeats on every page, formulas, and figures drawn as vector graphics
// in the text flow. It knows nothing of Goodput's numbers; reportcontent.cpp fills it.
//
// Sizes are given in points and converted here. A QTextDocument laid out for a 300 dpi
// QPdfWriter takes margins, padding and borders in 96 dpi pixels and scales them to the device
// itself, while page sizes and inline objects are in device pixels (qt-on-debian12.md §3.3).

#include <QFont>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

class QPagedPaintDevice;
class QPainter;
class QTextTable;

namespace goodput::views::report {

/// Something drawn inside the text flow at a fixed size: a chart. `paint` receives a painter
/// on the PDF page and the rectangle to fill, so what it draws stays vector graphics.
struct Figure {
    QSizeF sizePoints;
    std::function<void(QPainter*, const QRectF&)> paint;
};

/// How a table looks: a data table with a shaded header row, or a borderless key-value list.
enum class TableStyle { Grid, KeyValue };

struct TableSpec {
    QStringList header;          ///< empty: no header row
    QList<QStringList> rows;     ///< cells are rich text (HTML fragments)
    QList<double> columnPercent; ///< relative widths; empty: equal
    QList<int> rightAligned;     ///< column indices aligned right (numbers)
    TableStyle style = TableStyle::Grid;
    double fontPoints = 0; ///< 0: the body size
};

class ReportDocument {
public:
    /// `device` is the PDF writer the document will be painted on; `bodySize` the area for the
    /// text on each page, in device pixels (the printable area minus header and footer).
    ReportDocument(QPagedPaintDevice* device, QSizeF bodySize, const QFont& bodyFont);
    ~ReportDocument();
    ReportDocument(const ReportDocument&) = delete;
    ReportDocument& operator=(const ReportDocument&) = delete;

    /// A length in points as a format length (margins, padding, borders: 96 dpi pixels).
    [[nodiscard]] static double px(double points);
    /// A length in points in the device's pixels (page and figure sizes).
    [[nodiscard]] double devicePx(double points) const;
    /// The width of the text on a page, in points: a full-width figure's.
    [[nodiscard]] double bodyWidthPoints() const;

    void title(const QString& text, const QString& subtitle);
    /// Level 1 starts a chapter (new page unless `newPage` is false), 2 a section, 3 a topic.
    void heading(int level, const QString& text, bool newPage = false);
    void paragraph(const QString& html);
    /// A small grey line under a heading or table (a source, a caveat).
    void note(const QString& html);
    /// A worked formula: the symbolic form, then each line with the scenario's numbers.
    void formula(const QString& label, const QStringList& lines);
    void table(const TableSpec& spec);
    void figure(Figure figure, const QString& caption);
    void bullets(const QStringList& items);

    /// Lays out the pages, moving a heading (and a formula's label) to the next page when what
    /// it introduces would start there. Returns the page count.
    int paginate();
    [[nodiscard]] int pageCount() const;
    /// Paints page `page` (0-based) with its top-left corner at `origin`.
    void paintPage(QPainter& painter, int page, QPointF origin) const;

    [[nodiscard]] QTextDocument& document() { return m_doc; }

private:
    void insertBlock(const QTextBlockFormat& block, const QTextCharFormat& chars);
    void smallText(const QString& html, Qt::Alignment alignment, double bottomPoints);
    QTextTable* insertTable(QTextCursor& at, const TableSpec& spec);
    [[nodiscard]] int rowStartPage(QTextTable* table, int row) const;
    [[nodiscard]] bool rowStraddlesPages(QTextTable* table, int row) const;
    /// Moves rows from `row` on into a new table that starts the next page; returns its first
    /// block.
    QTextBlock splitTable(QTextTable* table, int row);

    QTextDocument m_doc;
    QTextCursor m_cursor;
    QPagedPaintDevice* m_device;
    QFont m_font;
    QSizeF m_body;
    double m_dpi;
    bool m_empty = true;
    bool m_afterTable = false; ///< the next block keeps the space under the table above it
    bool m_laidOut = false;
    std::vector<Figure> m_figures;
    std::vector<std::pair<QTextTable*, TableSpec>> m_tables; ///< what each table holds, to split it
    class FigureHandler;
    std::unique_ptr<FigureHandler> m_handler;
};

} // namespace goodput::views::report
