// SPDX-License-Identifier: MIT
#pragma once

// `goodput validate` as text: one table per suite, predicted against measured step time, and a
// summary line per suite (mean and max absolute error, bias). Tools > Model Accuracy and the
// report's accuracy appendix word their suites and runs with the same functions.

#include "model/validation.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace goodput::views {

QString validationSummary(const std::vector<SuiteOutcome>& suites);

/// A signed step-time error in percent with a real minus: "−12.3 %", "+4.0 %".
QString formatSignedError(double fraction);

/// One suite in a line: "8 runs: mean |error| 6.6 %, max 11.0 %, bias −6.6 %; 0 over tolerance".
QString validationSuiteLine(const SuiteOutcome& suite);

/// One run as the table shows it: measured and predicted step time, error, tolerance, and what
/// is wrong with it ("over tolerance", "not evaluated", or empty), with the diagnostics' words.
struct ValidationRunText {
    QString name;
    QString measured;  ///< empty when the run did not evaluate
    QString predicted; ///< empty when the run did not evaluate
    QString error;     ///< empty when the run did not evaluate
    QString tolerance;
    QString status; ///< empty when within tolerance
    QStringList diagnostics;
};
ValidationRunText validationRunText(const RunOutcome& run);

/// The suites as CSV, one row per run: suite, run, measured and predicted step time in seconds,
/// error and tolerance as fractions, within tolerance (true/false); empty numbers for a run that
/// did not evaluate.
QString validationCsv(const std::vector<SuiteOutcome>& suites);

} // namespace goodput::views
