// SPDX-License-Identifier: MIT
#pragma once

// The one "is this diagnostic there" check of the model suites.

#include "model/diagnostics.h"

#include <algorithm>
#include <string>

namespace goodput::test {

/// True when `ds` holds a diagnostic with this code on this field.
inline bool hasDiag(const Diagnostics& ds, DiagCode code, const std::string& field) {
    return std::any_of(ds.begin(), ds.end(),
                       [&](const Diagnostic& d) { return d.code == code && d.field == field; });
}

} // namespace goodput::test
