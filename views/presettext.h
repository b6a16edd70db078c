// SPDX-License-Identifier: MIT
#pragma once

// Presets as text and JSON for `goodput presets` (and anyone else who lists them). Numbers go
// through format.h: peaks are dense and say so, HBM is in GB (GiB only next to it, where the
// source publishes GiB), scale-up in GB/s per accelerator one way, NICs in Gb/s.

#include "model/preset_catalog.h"

#include <QString>
#include <optional>
#include <vector>

namespace goodput::views {

/// One table per kind (or only `kind`), one row per preset; unpublished values read "n/p",
/// unverified ones carry a "*".
QString presetTable(const PresetCatalog& catalog, std::optional<PresetKind> kind = std::nullopt);

/// Every value of one preset with its unit and source, then missing, unverified, notes, sources.
QString presetDetails(const CatalogEntry& entry);

/// A preset key (model/preset_schema.h) whose value presetDetails() does not print, and why.
/// tests/views/tst_presettext.cpp fails on a key that is neither printed nor listed here.
struct PresetKeyNotShown {
    PresetKind kind;
    const char* path;
    const char* reason; ///< for the reader of the code
};
const std::vector<PresetKeyNotShown>& presetKeysNotShown();

/// [{"kind", "id", "origin", "file", "preset": <the canonical preset file>}], ordered by kind, id.
nlohmann::ordered_json presetListJson(const PresetCatalog& catalog,
                                      std::optional<PresetKind> kind = std::nullopt);

} // namespace goodput::views
