// SPDX-License-Identifier: MIT
#pragma once

#include "model/plan.h"
#include "model/search.h"

#include <QString>

namespace goodput::views {

/// A readable plain-text summary of a result (`goodput plan --format text`).
QString planSummary(const Scenario& scenario, const Result& result);

/// The ranked layouts of a search as a table, best first, with each one's step breakdown.
QString searchSummary(const Scenario& scenario, const SearchResult& search);

} // namespace goodput::views
