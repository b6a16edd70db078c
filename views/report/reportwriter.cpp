// SPDX-License-Identifier: MIT
#include "reportwriter.h"

#include "reportcontent.h"
#include "reportdocument.h"
#include "reportpdf.h"
#include "views/scenariofile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

namespace goodput::views::report {
namespace {

/// This file's strings, in the translation context "Report" (a struct, so that lupdate files them
/// there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// 300 dpi keeps coordinates precise for vector output without the 1200 dpi default's huge
// numbers (qt-on-debian12.md §3.1).
constexpr int kResolution = 300;
// Page furniture in points: a header line above the text and a footer line below it.
constexpr double kBandPoints = 11;
constexpr double kGapPoints = 9;

/// The body font: DejaVu Sans for Latin (present on every Debian desktop), Noto Sans CJK KR or
/// Nanum Gothic for Hangul, so a Korean scenario name or UI language renders (fonts-noto-cjk).
QFont bodyFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK KR"),
                   QStringLiteral("NanumGothic")});
    f.setPointSizeF(9);
    // No ligatures: "efficiency" must be found by a PDF viewer's search, not "e\uFB03ciency".
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

double toPixels(double points) {
    return points * kResolution / 72.0;
}

void paintFurniture(QPainter& p, const QRectF& area, const QString& left, const QString& right,
                    const QString& footLeft, const QString& footRight) {
    QFont f = bodyFont();
    f.setPointSizeF(7.5);
    p.save();
    p.setFont(f);
    p.setPen(QColor(0x5f, 0x66, 0x6d));
    const double band = toPixels(kBandPoints);
    const QRectF head(area.left(), area.top(), area.width(), band);
    const QRectF foot(area.left(), area.bottom() - band, area.width(), band);
    const QFontMetricsF fm(f, p.device());
    const double half = area.width() / 2 - toPixels(6);
    p.drawText(head, Qt::AlignLeft | Qt::AlignTop, fm.elidedText(left, Qt::ElideRight, half));
    p.drawText(head, Qt::AlignRight | Qt::AlignTop, fm.elidedText(right, Qt::ElideMiddle, half));
    p.drawText(foot, Qt::AlignLeft | Qt::AlignBottom,
               fm.elidedText(footLeft, Qt::ElideMiddle, half));
    p.drawText(foot, Qt::AlignRight | Qt::AlignBottom, footRight);
    p.setPen(QPen(QColor(0xb4, 0xbc, 0xc4), toPixels(0.5)));
    p.drawLine(QPointF(head.left(), head.bottom()), QPointF(head.right(), head.bottom()));
    p.drawLine(QPointF(foot.left(), foot.top()), QPointF(foot.right(), foot.top()));
    p.restore();
}

} // namespace

std::optional<PageFormat> pageFormatFromName(const QString& name) {
    const QString n = name.toLower();
    if (n == QStringLiteral("a4")) {
        return PageFormat::A4;
    }
    if (n == QStringLiteral("letter")) {
        return PageFormat::Letter;
    }
    return std::nullopt;
}

PageFormat defaultPageFormat(const QLocale& locale) {
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? PageFormat::Letter
                                                                   : PageFormat::A4;
}

QFont reportBodyFont() {
    return bodyFont();
}

RenderedReport renderPdf(const PdfSetup& setup, const std::function<void(ReportDocument&)>& build,
                         const ReportProgress& progress) {
    RenderedReport out;
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()) == nullptr) {
        out.error = Tr::tr("the report needs a QGuiApplication (fonts and PDF painting)");
        return out;
    }
    QBuffer buffer(&out.pdf);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kResolution);
    const QPageSize size(setup.page == PageFormat::Letter ? QPageSize::Letter : QPageSize::A4);
    writer.setPageLayout(QPageLayout(size, QPageLayout::Portrait, QMarginsF(18, 13, 18, 12),
                                     QPageLayout::Millimeter));
    const QString creator = QStringLiteral("Goodput %1").arg(QStringLiteral(GOODPUT_VERSION));
    writer.setTitle(setup.title);
    writer.setCreator(creator);
    for (const auto& [name, json] : setup.attachments) {
        writer.addFileAttachment(name, json, QStringLiteral("application/json"));
    }

    const QRectF area(QPointF(0, 0), writer.pageLayout().paintRectPixels(kResolution).size());
    const double furniture = toPixels(kBandPoints + kGapPoints);
    const QSizeF body(area.width(), area.height() - 2 * furniture);
    ReportDocument doc(&writer, body, bodyFont());
    build(doc);
    const int pages = doc.paginate();

    QPainter painter;
    if (!painter.begin(&writer)) {
        out.error = Tr::tr("cannot start painting the PDF");
        out.pdf.clear();
        return out;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    const QString date = QLocale().toString(setup.created.date(), QStringLiteral("yyyy-MM-dd"));
    for (int page = 0; page < pages; ++page) {
        if (page > 0) {
            writer.newPage();
        }
        paintFurniture(painter, area, setup.title, date,
                       QStringLiteral("%1 · %2").arg(creator, setup.source),
                       Tr::tr("Page %1 of %2").arg(page + 1).arg(pages));
        doc.paintPage(painter, page, QPointF(0, furniture));
        if (progress && !progress(page + 1, pages)) {
            painter.end();
            out.pdf.clear();
            out.error = Tr::tr("cancelled");
            return out;
        }
    }
    painter.end();
    out.pages = pages;
    return out;
}

RenderedReport renderReport(const ReportRequest& request, const ReportProgress& progress) {
    PdfSetup setup;
    setup.page = request.page;
    setup.title = reportTitle(request);
    setup.source = request.scenarioFile.isEmpty() ? Tr::tr("built-in default scenario")
                                                  : QFileInfo(request.scenarioFile).fileName();
    setup.created = request.created;
    if (request.attachScenario) {
        const std::string json = scenarioToJson(request.plan.scenario).dump(2) + "\n";
        setup.attachments.emplace_back(QStringLiteral("scenario.json"),
                                       QByteArray::fromStdString(json));
    }
    return renderPdf(
        setup, [&request](ReportDocument& doc) { buildReport(doc, request); }, progress);
}

QString exportReport(const QString& path, const ReportRequest& request,
                     const ReportProgress& progress) {
    const RenderedReport report = renderReport(request, progress);
    if (!report.error.isEmpty()) {
        return report.error;
    }
    // In memory first, then a temporary file renamed into place: nothing partial on disk.
    return writeFileAtomically(path, report.pdf);
}

} // namespace goodput::views::report
