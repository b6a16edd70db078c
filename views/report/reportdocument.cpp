// SPDX-License-Identifier: MIT
#include "reportdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextFrame>
#include <QTextObjectInterface>
#include <QTextTable>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace goodput::views::report {
namespace {

// Block properties the pagination pass reads.
constexpr int kKeepWithNext = QTextFormat::UserProperty + 1; ///< do not end a page after this block
/// Body rows a table keeps above a page break: with fewer it starts the next page whole.
constexpr int kMinRowsBeforeBreak = 3;
// The space under a table, in points, is the top margin of the block after it, never the table's
// bottom margin: when a table's last row ends within that margin of the page foot, Qt counts the
// table as running onto the next page and draws its header row again at the top of it, over
// whatever comes next.
constexpr double kSpaceUnderTable = 7;
constexpr int kKeepTogether = QTextFormat::UserProperty + 2; ///< do not split this block
constexpr int kFigureIndex = QTextFormat::UserProperty + 3;  ///< index into the figure list
constexpr int kFigureObject = QTextFormat::UserObject + 1;

const QColor kInk(0x1a, 0x1a, 0x1a);
const QColor kAccent(0x1f, 0x3d, 0x5c); // headings: a dark slate blue that prints well in grey
const QColor kMuted(0x5f, 0x66, 0x6d);
const QColor kRule(0xb4, 0xbc, 0xc4);
const QColor kHeaderFill(0xe6, 0xeb, 0xf0);
const QColor kFormulaFill(0xf3, 0xf5, 0xf7);

} // namespace

/// Draws the figures registered with the document where their object characters sit.
class ReportDocument::FigureHandler final : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit FigureHandler(const ReportDocument& owner) : m_owner(owner) {}

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override {
        const Figure* f = figure(format);
        return f ? QSizeF(m_owner.devicePx(f->sizePoints.width()),
                          m_owner.devicePx(f->sizePoints.height()))
                 : QSizeF();
    }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override {
        const Figure* f = figure(format);
        if (f && f->paint) {
            painter->save();
            f->paint(painter, rect);
            painter->restore();
        }
    }

private:
    [[nodiscard]] const Figure* figure(const QTextFormat& format) const {
        const int i = format.intProperty(kFigureIndex);
        return i >= 0 && i < static_cast<int>(m_owner.m_figures.size())
                   ? &m_owner.m_figures[static_cast<std::size_t>(i)]
                   : nullptr;
    }
    const ReportDocument& m_owner;
};

ReportDocument::ReportDocument(QPagedPaintDevice* device, QSizeF bodySize, const QFont& bodyFont)
    : m_cursor(&m_doc), m_device(device), m_font(bodyFont), m_body(bodySize),
      m_dpi(device->logicalDpiY()), m_handler(std::make_unique<FigureHandler>(*this)) {
    m_doc.setUndoRedoEnabled(false);
    m_doc.setDocumentMargin(0);
    m_doc.setDefaultFont(bodyFont);
    m_doc.documentLayout()->registerHandler(kFigureObject, m_handler.get());
    // One edit block around the whole build: otherwise the layout runs after every insertion
    // and building a report takes seconds instead of milliseconds. paginate() closes it.
    m_cursor.beginEditBlock();
}

ReportDocument::~ReportDocument() = default;

double ReportDocument::px(double points) {
    return points * 96.0 / 72.0;
}

double ReportDocument::devicePx(double points) const {
    return points * m_dpi / 72.0;
}

double ReportDocument::bodyWidthPoints() const {
    return m_body.width() * 72.0 / m_dpi;
}

void ReportDocument::insertBlock(const QTextBlockFormat& block, const QTextCharFormat& chars) {
    // The document starts with an empty block: the first content goes there. The empty block Qt
    // keeps after every table stays empty, which the layout hides.
    m_cursor.movePosition(QTextCursor::End);
    QTextBlockFormat format = block;
    if (m_afterTable) {
        format.setTopMargin(block.topMargin() + px(kSpaceUnderTable));
        m_afterTable = false;
    }
    if (m_empty) {
        m_cursor.setBlockFormat(format);
        m_cursor.setBlockCharFormat(chars);
        m_cursor.setCharFormat(chars);
    } else {
        m_cursor.insertBlock(format, chars);
    }
    m_empty = false;
}

void ReportDocument::title(const QString& text, const QString& subtitle) {
    QTextBlockFormat b;
    b.setBottomMargin(px(2));
    QTextCharFormat c;
    c.setFont(m_font);
    c.setFontPointSize(20);
    c.setFontWeight(QFont::Bold);
    c.setForeground(kAccent);
    insertBlock(b, c);
    m_cursor.insertText(text);

    QTextBlockFormat sb;
    sb.setBottomMargin(px(10));
    QTextCharFormat sc;
    sc.setFont(m_font);
    sc.setFontPointSize(11);
    sc.setForeground(kMuted);
    insertBlock(sb, sc);
    m_cursor.insertText(subtitle);
}

void ReportDocument::heading(int level, const QString& text, bool newPage) {
    static constexpr double kSize[] = {15.5, 12.0, 10.2};
    static constexpr double kAbove[] = {16, 11, 8};
    const int i = std::clamp(level, 1, 3) - 1;
    QTextBlockFormat b;
    b.setTopMargin(px(kAbove[i]));
    b.setBottomMargin(px(i == 0 ? 6 : 3));
    b.setHeadingLevel(level);
    b.setProperty(kKeepWithNext, true);
    if (newPage) {
        b.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    }
    QTextCharFormat c;
    c.setFont(m_font);
    c.setFontPointSize(kSize[i]);
    c.setFontWeight(QFont::Bold);
    c.setForeground(i == 2 ? kInk : kAccent);
    insertBlock(b, c);
    m_cursor.insertText(text);
}

void ReportDocument::paragraph(const QString& html) {
    QTextBlockFormat b;
    b.setBottomMargin(px(5));
    b.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    QTextCharFormat c;
    c.setFont(m_font);
    c.setForeground(kInk);
    insertBlock(b, c);
    m_cursor.insertHtml(html);
}

void ReportDocument::note(const QString& html) {
    smallText(html, Qt::AlignLeft, 6);
}

void ReportDocument::smallText(const QString& html, Qt::Alignment alignment, double bottomPoints) {
    QTextBlockFormat b;
    b.setAlignment(alignment);
    b.setBottomMargin(px(bottomPoints));
    QTextCharFormat c;
    c.setFont(m_font);
    c.setFontPointSize(m_font.pointSizeF() * 0.85);
    c.setForeground(kMuted);
    insertBlock(b, c);
    m_cursor.insertHtml(html);
}

void ReportDocument::bullets(const QStringList& items) {
    for (const QString& item : items) {
        QTextBlockFormat b;
        b.setBottomMargin(px(2.5));
        b.setLeftMargin(px(14));
        b.setTextIndent(-px(9));
        b.setLineHeight(112, QTextBlockFormat::ProportionalHeight);
        QTextCharFormat c;
        c.setFont(m_font);
        c.setForeground(kInk);
        insertBlock(b, c);
        m_cursor.insertText(QStringLiteral("•\u2002"));
        m_cursor.insertHtml(item);
    }
    if (!items.isEmpty()) {
        QTextBlockFormat last = m_cursor.blockFormat();
        last.setBottomMargin(px(6));
        m_cursor.setBlockFormat(last);
    }
}

void ReportDocument::formula(const QString& label, const QStringList& lines) {
    QTextBlockFormat lb;
    lb.setTopMargin(px(6));
    lb.setBottomMargin(px(2));
    lb.setProperty(kKeepWithNext, true);
    QTextCharFormat lc;
    lc.setFont(m_font);
    lc.setFontPointSize(m_font.pointSizeF() * 0.92);
    lc.setFontWeight(QFont::Bold);
    lc.setForeground(kAccent);
    insertBlock(lb, lc);
    m_cursor.insertText(label, lc);

    QTextBlockFormat fb;
    fb.setLeftMargin(px(10));
    fb.setBottomMargin(px(4));
    fb.setBackground(kFormulaFill);
    fb.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
    fb.setProperty(kKeepTogether, true);
    QTextCharFormat fc;
    fc.setFont(m_font);
    fc.setForeground(kInk);
    insertBlock(fb, fc);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0) {
            m_cursor.insertText(QString(QChar::LineSeparator));
        }
        m_cursor.insertHtml(QStringLiteral("&#8195;") + lines[i]);
    }
}

namespace {

int columnCount(const TableSpec& spec) {
    return static_cast<int>(std::max(
        spec.header.size(), spec.rows.isEmpty() ? qsizetype(0) : spec.rows.front().size()));
}

int headerRowCount(const TableSpec& spec) {
    return spec.header.isEmpty() ? 0 : 1;
}

/// Rules between rows only, as in a printed table: a dark rule above and below, light ones
/// between. Qt draws no border thinner than one 96 dpi pixel (0.75 pt), so that is the hairline.
void styleCell(QTextTableCell cell, bool header, bool top, bool last) {
    QTextTableCellFormat cf = cell.format().toTableCellFormat();
    if (header) {
        cf.setBackground(kHeaderFill);
    }
    cf.setBottomBorder(1.0);
    cf.setBottomBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    cf.setBottomBorderBrush(header || last ? kAccent : kRule);
    if (top) {
        cf.setTopBorder(1.0);
        cf.setTopBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        cf.setTopBorderBrush(kAccent);
    }
    cell.setFormat(cf);
}

} // namespace

QTextTable* ReportDocument::insertTable(QTextCursor& at, const TableSpec& spec) {
    const int columns = columnCount(spec);
    const int headerRows = headerRowCount(spec);
    const int rows = static_cast<int>(spec.rows.size()) + headerRows;
    const bool grid = spec.style == TableStyle::Grid;
    QTextTableFormat tf;
    tf.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    tf.setCellSpacing(0);
    tf.setCellPadding(px(grid ? 2.6 : 1.6));
    tf.setBorder(0);
    tf.setBorderStyle(QTextFrameFormat::BorderStyle_None);
    tf.setBorderCollapse(true);
    tf.setHeaderRowCount(headerRows);
    tf.setTopMargin(px(2)); // and no bottom margin: see kSpaceUnderTable
    QList<QTextLength> widths;
    for (int c = 0; c < columns; ++c) {
        widths << QTextLength(QTextLength::PercentageLength, c < spec.columnPercent.size()
                                                                 ? spec.columnPercent[c]
                                                                 : 100.0 / columns);
    }
    tf.setColumnWidthConstraints(widths);
    QTextTable* table = at.insertTable(rows, columns, tf);

    const double points = spec.fontPoints > 0 ? spec.fontPoints : m_font.pointSizeF();
    auto fill = [&](int r, int c, const QString& html, bool header) {
        QTextTableCell cell = table->cellAt(r, c);
        QTextCursor cur = cell.firstCursorPosition();
        QTextBlockFormat b;
        b.setAlignment(spec.rightAligned.contains(c) && !(header && c == 0) ? Qt::AlignRight
                                                                            : Qt::AlignLeft);
        if (header) {
            b.setProperty(kKeepWithNext, true);
        }
        cur.setBlockFormat(b);
        // HTML brings its own character formats, so the cell's size and colour wrap it; a span
        // inside (a key in a smaller monospace font) still wins.
        cur.insertHtml(QStringLiteral("<span style=\"font-size:%1pt; color:%2;%3\">%4</span>")
                           .arg(points)
                           .arg((header ? kAccent : kInk).name(),
                                header ? QStringLiteral(" font-weight:bold;") : QString(), html));
        // The cell's own format lives on the same character as its first block's char format,
        // so it is set last or the text formats above would replace it.
        if (grid) {
            styleCell(cell, header, r == 0, r == rows - 1);
        }
    };
    for (int c = 0; c < headerRows * columns; ++c) {
        fill(0, c, spec.header.value(c), true);
    }
    for (int r = 0; r < spec.rows.size(); ++r) {
        for (int c = 0; c < columns; ++c) {
            fill(r + headerRows, c, spec.rows[r].value(c), false);
        }
    }
    m_tables.push_back({table, spec});
    return table;
}

void ReportDocument::table(const TableSpec& spec) {
    if (columnCount(spec) == 0 || spec.rows.size() + headerRowCount(spec) == 0) {
        return;
    }
    // The table goes into the empty block a table needs in front of it, which the layout hides
    // with its margins: the space under a table right above is the new table's own.
    const bool underTable = m_afterTable;
    QTextBlockFormat before;
    before.setLineHeight(1, QTextBlockFormat::FixedHeight);
    before.setProperty(kKeepWithNext, true);
    insertBlock(before, QTextCharFormat());
    QTextTable* table = insertTable(m_cursor, spec);
    if (underTable) {
        QTextTableFormat tf = table->format();
        tf.setTopMargin(tf.topMargin() + px(kSpaceUnderTable));
        table->setFormat(tf);
    }
    m_cursor.movePosition(QTextCursor::End);
    m_cursor.setBlockFormat(QTextBlockFormat()); // not part of a keep-with-next chain
    m_afterTable = true;
}

int ReportDocument::rowStartPage(QTextTable* table, int row) const {
    const QRectF r = m_doc.documentLayout()->blockBoundingRect(
        table->cellAt(row, 0).firstCursorPosition().block());
    return static_cast<int>(std::floor(r.top() / m_body.height()));
}

bool ReportDocument::rowStraddlesPages(QTextTable* table, int row) const {
    QAbstractTextDocumentLayout* layout = m_doc.documentLayout();
    double top = std::numeric_limits<double>::max();
    double bottom = std::numeric_limits<double>::lowest();
    for (int c = 0; c < table->columns(); ++c) {
        const QTextTableCell cell = table->cellAt(row, c);
        top = std::min(top, layout->blockBoundingRect(cell.firstCursorPosition().block()).top());
        bottom =
            std::max(bottom, layout->blockBoundingRect(cell.lastCursorPosition().block()).bottom());
    }
    const double h = m_body.height();
    return bottom - top < h && std::floor(top / h) != std::floor((bottom - 0.5) / h);
}

QTextBlock ReportDocument::splitTable(QTextTable* table, int row) {
    auto entry = std::find_if(m_tables.begin(), m_tables.end(),
                              [&](const auto& t) { return t.first == table; });
    TableSpec head = entry->second;
    const int headerRows = headerRowCount(head);
    TableSpec rest = head;
    rest.rows = head.rows.mid(row - headerRows);
    head.rows = head.rows.first(row - headerRows);
    entry->second = head;

    // The rest goes into a new table after an empty block (the layout hides an empty block
    // between two tables) and starts the next page, its header row repeated.
    QTextCursor at(table->lastCursorPosition());
    at.movePosition(QTextCursor::NextBlock);
    at.beginEditBlock(); // one relayout for the whole split, not one per cell
    at.insertBlock(QTextBlockFormat());
    QTextTable* next = insertTable(at, rest);
    QTextTableFormat nf = next->format();
    nf.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    next->setFormat(nf);

    table->removeRows(row, table->rows() - row);
    if (rest.style == TableStyle::Grid) {
        for (int c = 0; c < table->columns(); ++c) {
            styleCell(table->cellAt(row - 1, c), row - 1 < headerRows, row == 1, true);
        }
    }
    at.endEditBlock();
    return next->cellAt(0, 0).firstCursorPosition().block();
}

void ReportDocument::figure(Figure figure, const QString& caption) {
    QTextBlockFormat b;
    b.setAlignment(Qt::AlignHCenter);
    b.setTopMargin(px(4));
    b.setProperty(kKeepWithNext, !caption.isEmpty());
    insertBlock(b, QTextCharFormat());
    QTextCharFormat obj;
    obj.setObjectType(kFigureObject);
    obj.setProperty(kFigureIndex, static_cast<int>(m_figures.size()));
    m_figures.push_back(std::move(figure));
    m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), obj);
    if (!caption.isEmpty()) {
        smallText(caption, Qt::AlignHCenter, 8);
    }
}

int ReportDocument::paginate() {
    QAbstractTextDocumentLayout* layout = m_doc.documentLayout();
    const double h = m_body.height();
    auto pageOf = [h](double y) {
        return static_cast<int>(std::floor(y / h));
    };
    // A bottom edge exactly on a page boundary still belongs to the page above.
    auto lastPageOf = [&](const QRectF& r) {
        return pageOf(r.bottom() - 0.5);
    };

    if (!m_laidOut) {
        m_cursor.endEditBlock();
        m_laidOut = true;
    }
    layout->setPaintDevice(m_device);
    m_doc.setPageSize(m_body);
    // Lay out every line once for the device and page size before moving anything. A change
    // re-lays out lines only near itself and merely shifts the blocks after it, so those must
    // already have their lines: the lazy layout has not always reached them, and then they
    // would be painted empty.
    m_doc.markContentsDirty(0, m_doc.characterCount());
    (void)m_doc.pageCount();

    // Moves `from` and the chain of blocks that keep with it to the next page and returns the
    // chain's first block; nothing when the chain already starts a page, where moving it again
    // cannot help.
    const auto moveToNextPage = [&](const QTextBlock& from) {
        QTextBlock start = from;
        while (start.previous().isValid() &&
               start.previous().blockFormat().boolProperty(kKeepWithNext)) {
            start = start.previous();
        }
        const QRectF sr = layout->blockBoundingRect(start);
        const bool atTop = sr.top() - pageOf(sr.top()) * h < devicePx(16);
        if (atTop ||
            (start.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)) {
            return std::optional<QTextBlock>();
        }
        QTextCursor c(start);
        if (QTextTable* t = c.currentTable()) {
            QTextTableFormat tf = t->format();
            tf.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            t->setFormat(tf);
        } else {
            QTextBlockFormat bf = start.blockFormat();
            bf.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            c.setBlockFormat(bf);
        }
        (void)m_doc.pageCount(); // finish the layout the change started (see above)
        return std::optional<QTextBlock>(start);
    };

    // One pass in reading order: moving a block to the next page only changes what follows it,
    // and the layout catches up lazily as the pass asks for later blocks.
    for (QTextBlock b = m_doc.begin(); b.isValid(); b = b.next()) {
        // A table row that would be split by the page: the rest of the table starts the next.
        if (QTextTable* t = QTextCursor(b).currentTable()) {
            const QTextTableCell cell = t->cellAt(b.position());
            const int r = cell.row();
            const int headerRows = t->format().headerRowCount();
            if (cell.column() == 0 && cell.firstCursorPosition().block() == b && r > 0 &&
                r >= headerRows) {
                // Never leave the last row alone under a repeated header (take the one before
                // along), nor the first rows at the foot of a page: with fewer than
                // kMinRowsBeforeBreak body rows above the break (the layout's own, between rows,
                // or one through a row) the whole table starts the next page.
                const bool breaksBefore = rowStartPage(t, r) != rowStartPage(t, r - 1);
                const bool widow = r == t->rows() - 1 && r - 1 > headerRows && breaksBefore;
                const int at = widow ? r - 1 : r;
                if ((breaksBefore || rowStraddlesPages(t, r)) &&
                    at - headerRows < kMinRowsBeforeBreak) {
                    if (const std::optional<QTextBlock> moved =
                            moveToNextPage(t->firstCursorPosition().block())) {
                        b = *moved;
                        continue;
                    }
                }
                if (widow || rowStraddlesPages(t, r)) {
                    b = splitTable(t, at);
                    (void)m_doc.pageCount(); // see above
                }
            }
        }
        const QTextBlockFormat f = b.blockFormat();
        const QRectF r = layout->blockBoundingRect(b);
        bool move =
            f.boolProperty(kKeepTogether) && r.height() < h && pageOf(r.top()) != lastPageOf(r);
        if (!move && f.boolProperty(kKeepWithNext) && b.next().isValid()) {
            move = pageOf(r.top()) != lastPageOf(layout->blockBoundingRect(b.next()));
        }
        if (!move) {
            continue;
        }
        // Move the whole chain of blocks that keep with their next one.
        if (const std::optional<QTextBlock> moved = moveToNextPage(b)) {
            b = *moved;
        }
    }
    return pageCount();
}

int ReportDocument::pageCount() const {
    return m_doc.pageCount();
}

void ReportDocument::paintPage(QPainter& painter, int page, QPointF origin) const {
    const double h = m_body.height();
    painter.save();
    painter.translate(origin);
    painter.setClipRect(QRectF(QPointF(0, 0), m_body));
    painter.translate(0, -page * h);
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.clip = QRectF(0, page * h, m_body.width(), h);
    ctx.palette.setColor(QPalette::Text, kInk);
    m_doc.documentLayout()->draw(&painter, ctx);
    painter.restore();
}

} // namespace goodput::views::report

#include "reportdocument.moc"
