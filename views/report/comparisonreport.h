// SPDX-License-Identifier: MIT
#pragma once

// The comparison report as PDF (`goodput report A.json B.json ... -o cmp.pdf`): which scenario is
// fastest and cheapest, the scenarios with their hardware and layouts, the side-by-side table
// with each change against the first, the three comparison charts, and each scenario's
// diagnostics. Every number comes from the comparison (model/compare.h).

#include "model/compare.h"
#include "reportwriter.h"

#include <QDateTime>
#include <QStringList>

namespace goodput::views::report {

struct ComparisonReportRequest {
    Comparison comparison;
    QStringList files; ///< the scenario files, in the comparison's order
    PageFormat page = PageFormat::A4;
    QDateTime created = QDateTime::currentDateTime();
};

RenderedReport renderComparisonReport(const ComparisonReportRequest& request,
                                      const ReportProgress& progress = {});

/// Renders the comparison report and writes it atomically; empty on success, else the reason.
QString exportComparisonReport(const QString& path, const ComparisonReportRequest& request,
                               const ReportProgress& progress = {});

} // namespace goodput::views::report
