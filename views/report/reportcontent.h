// SPDX-License-Identifier: MIT
#pragma once

// What the planning report says, section by section, filled into a ReportDocument.

#include "reportdocument.h"
#include "reportrequest.h"

namespace goodput::views::report {

/// The title shown in the PDF's metadata and page header: "Training plan: <scenario name>".
QString reportTitle(const ReportRequest& request);

/// Writes every section of the report for `request` into `doc`.
void buildReport(ReportDocument& doc, const ReportRequest& request);

} // namespace goodput::views::report
