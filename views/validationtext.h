// SPDX-License-Identifier: MIT
#pragma once

// `goodput validate` as text: one table per suite, predicted against measured step time, and a
// summary line per suite (mean and max absolute error, bias).

#include "model/validation.h"

#include <QString>
#include <vector>

namespace goodput::views {

QString validationSummary(const std::vector<SuiteOutcome>& suites);

} // namespace goodput::views
