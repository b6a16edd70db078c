// SPDX-License-Identifier: MIT
#pragma once

#include "model/plan.h"

#include <QString>

namespace goodput::views {

/// A readable plain-text summary of a result (`goodput plan --format text`).
QString planSummary(const Scenario& scenario, const Result& result);

} // namespace goodput::views
