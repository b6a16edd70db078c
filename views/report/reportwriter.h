// SPDX-License-Identifier: MIT
#pragma once

// The planning report as PDF: the scenario and the result the app shows, written out as an
// engineer's memo (summary, inputs, each topic's formula with the scenario's numbers, risks,
// assumptions). Shared by File > Export report in the app and `goodput report` on the command
// line; it formats with views/format.h and words diagnostics with views/messages.cpp, and never
// computes a number of its own.
//
// Needs a QGuiApplication (fonts, PDF painting); under no display set QT_QPA_PLATFORM=offscreen
// before creating it.

#include "reportrequest.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <functional>
#include <optional>

namespace goodput::views::report {

/// Called after each page is painted; return false to cancel.
using ReportProgress = std::function<bool(int pagesDone, int pageCount)>;

struct RenderedReport {
    QByteArray pdf; ///< empty on failure
    int pages = 0;
    QString error; ///< why there is no PDF
};

/// Lays out and paints the report in memory.
RenderedReport renderReport(const ReportRequest& request, const ReportProgress& progress = {});

/// Renders the report and writes it atomically (temporary file renamed into place): a failure
/// leaves no file behind and no partial one. Returns an empty string on success, else the reason.
QString exportReport(const QString& path, const ReportRequest& request,
                     const ReportProgress& progress = {});

/// "a4" or "letter" (case-insensitive) to a page format; nullopt for anything else.
std::optional<PageFormat> pageFormatFromName(const QString& name);

/// The paper a reader in `locale` prints on: US Letter where US customary units are used, A4
/// elsewhere.
PageFormat defaultPageFormat(const QLocale& locale);

} // namespace goodput::views::report
