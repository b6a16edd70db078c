// SPDX-License-Identifier: MIT
#pragma once

// Validation suite files (docs/validation.md): the built-in ones embedded as
// :/validation/<id>.json, and a user's own, read with the JSON path of every problem. Shared by
// `goodput validate`, Tools > Model Accuracy and the report's accuracy appendix.

#include "model/validation.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace goodput::views {

/// The built-in suites' files, by name (:/validation/a1-....json first).
QStringList builtInValidationFiles();

struct LoadedValidationSuite {
    QString file;
    std::optional<ValidationSuite> suite; ///< set when the file has no errors (warnings allowed)
    Diagnostics problems; ///< unreadable file, or JSON paths inside it (`runs[2].measured`)
};

/// Reads one suite file; never throws.
LoadedValidationSuite loadValidationSuite(const QString& file);

/// Every built-in suite evaluated with the presets `presets` resolves, in file order.
std::vector<SuiteOutcome> validateBuiltInSuites(const PresetLookup& presets);

} // namespace goodput::views
