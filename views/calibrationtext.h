// SPDX-License-Identifier: MIT
#pragma once

// Words for a calibration: the readable summary of a fit (`goodput calibrate nccl --format
// text`, the import dialog) or of a back-solved matmul efficiency (`goodput calibrate step`), and
// the provenance a calibrated preset records.

#include "model/calibration_preset.h"

#include <QDate>
#include <QString>

namespace goodput::views {

/// The fitted values of a valid fit as (label, value) pairs: latency and bandwidth with their
/// standard errors, the efficiency, the protocol split, the relative error (summary and dialog).
std::vector<std::pair<QString, QString>> calibrationFacts(const CalibrationFit& fit);

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

/// The words of a measurement: "a step time of 7.89 s", "41,200 tokens/s", "400 TFLOP/s per GPU
/// (model FLOPs, MFU)". `forFile`: English and C-locale numbers, for the preset.
QString describeMeasurement(const StepMeasurement& measurement, bool forFile = false);

/// A valid back-solved efficiency as (label, value) pairs: the efficiency before and after, the
/// derived MFU, HFU, step time and tokens/s before and after, the model's range, the sensitivity.
std::vector<std::pair<QString, QString>> stepCalibrationFacts(const StepCalibration& calibration);

/// A back-solved matmul efficiency: the measurement, the efficiency before and after, the derived
/// MFU, HFU, tokens/s and step time before and after, the sensitivity; then the diagnostics.
QString stepCalibrationSummary(const StepCalibration& calibration,
                               const StepMeasurement& measurement);

/// What the preset says about a back-solved efficiency: the measurement, the scenario (its name,
/// model size, GPUs, layout, batch), the MFU before and after, and the date.
CalibrationProvenance stepCalibrationProvenance(const StepCalibration& calibration,
                                                const StepMeasurement& measurement,
                                                const Scenario& scenario, const std::string& id,
                                                const std::string& baseDisplayName, QDate date);

} // namespace goodput::views
