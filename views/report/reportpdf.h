// SPDX-License-Identifier: MIT
#pragma once

// What every PDF report shares (the plan's and the comparison's): the page, the furniture
// (title and date above, creator, source and page number below), the fonts and the painting.

#include "reportdocument.h"
#include "reportwriter.h"

#include <QByteArray>
#include <QDateTime>
#include <QFont>
#include <QString>
#include <functional>
#include <utility>
#include <vector>

namespace goodput::views::report {

struct PdfSetup {
    PageFormat page = PageFormat::A4;
    QString title;  ///< the document's title and its header line
    QString source; ///< where the numbers came from, in the footer
    QDateTime created = QDateTime::currentDateTime();
    std::vector<std::pair<QString, QByteArray>> attachments; ///< file name, JSON text
};

/// The report's body font: DejaVu Sans, with Noto Sans CJK KR or Nanum Gothic for Hangul.
QFont reportBodyFont();

/// Lays out the document `build` fills and paints it, page by page, into a PDF in memory.
RenderedReport renderPdf(const PdfSetup& setup, const std::function<void(ReportDocument&)>& build,
                         const ReportProgress& progress = {});

} // namespace goodput::views::report
