// SPDX-License-Identifier: MIT
#pragma once

// Words for a calibration: the readable summary of a fit (`goodput calibrate nccl --format
// text`, the import dialog) and the provenance a calibrated preset records.

#include "model/calibration_preset.h"

#include <QDate>
#include <QString>

namespace goodput::views {

/// The fitted values with their standard errors, the fit quality and, per measured size, the
/// measured and model time and the relative error; then the diagnostics.
QString calibrationSummary(const CalibrationFit& fit, const std::vector<NcclRun>& runs,
                           const std::vector<std::string>& sources);

/// What the preset says about where its numbers came from: the logs, the runs, the fitted values
/// with their uncertainty, the fit quality and the date. Written in English and with C-locale
/// numbers, like the shipped presets' sources: it is data in a file, not interface text.
CalibrationProvenance calibrationProvenance(const CalibrationFit& fit,
                                            const std::vector<NcclRun>& runs,
                                            const std::vector<std::string>& sources,
                                            const std::string& id,
                                            const std::string& baseDisplayName, QDate date);

} // namespace goodput::views
