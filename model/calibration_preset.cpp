// SPDX-License-Identifier: MIT
#include "calibration_preset.h"

#include "preset.h"
#include "preset_schema.h"
#include "scenario_json.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace goodput {
namespace {

using nlohmann::json;

std::string tierKey(TierKind tier) {
    return tier == TierKind::ScaleOut ? "scaleOut" : "scaleUp";
}

/// The tier's bandwidth key: GB/s (bytes) for scale-up, Gb/s (bits) for the NIC (docs/presets.md).
std::string bandwidthField(TierKind tier) {
    return tier == TierKind::ScaleOut ? "scaleOut.bandwidthGbps" : "scaleUp.bandwidthGBps";
}

/// Four significant digits: the fit's standard errors make more digits noise, and the shortest
/// decimal of the rounded double is what the file shows.
double significant4(double v) {
    char buf[32];
    const auto printed = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 4);
    double out = v;
    std::from_chars(buf, printed.ptr, out);
    return out;
}

/// A string member of an object, or nullptr (json::value() would throw on a wrong type).
const json* stringAt(const json& object, const char* key) {
    if (!object.is_object()) {
        return nullptr;
    }
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? &*it : nullptr;
}

/// The value at a dotted preset key ("scaleUp.latencyUs"), or nullptr.
const json* atPath(const json& preset, std::string_view path) {
    const json* at = &preset;
    while (at != nullptr) {
        const std::size_t dot = path.find('.');
        const auto it = at->is_object() ? at->find(std::string(path.substr(0, dot))) : at->end();
        at = it != at->end() ? &*it : nullptr;
        if (dot == std::string_view::npos) {
            break;
        }
        path.remove_prefix(dot + 1);
    }
    return at;
}

/// The keys of a hardware preset written from a scenario that hold one of the scenario's numbers
/// (model/preset_schema.h), in the schema's order: no source backs them, so they are unverified.
/// A key added to the schema is listed with no edit here.
json scenarioNumbersIn(const json& preset) {
    json out = json::array();
    for (const PresetKey& key : presetKeys(PresetKind::Hardware)) {
        const ScenarioKey* row = findScenarioKey(key.scenarioPath);
        const json* value = atPath(preset, key.path);
        if (row != nullptr && (row->type == KeyType::Number || row->type == KeyType::Integer) &&
            value != nullptr && value->is_number()) {
            out.push_back(key.path);
        }
    }
    return out;
}

} // namespace

CalibrationBase calibrationBaseFromPreset(const json& preset, TierKind tier) {
    CalibrationBase b;
    b.preset = preset;
    Diagnostics read;
    ObjectReader r(preset, "", read);
    if (preset.is_object()) {
        int version = 0;
        r.integer("formatVersion", version);
        if (!hasErrors(read) && version != 1) {
            read.push_back({.code = DiagCode::UnsupportedVersion,
                            .field = "formatVersion",
                            .actual = version,
                            .limit = 1});
        }
        std::string kind;
        r.string("kind", kind);
        if (kind != "hardware") {
            read.push_back({.code = DiagCode::UnknownEnumValue, .field = "kind", .text = kind});
        }
        readHardwareFields(r, b.hardware);
    }
    // An unpublished value elsewhere (a NIC rate when calibrating NVLink) does not matter here.
    for (const Diagnostic& d : read) {
        if (d.severity == Severity::Error &&
            (d.code != DiagCode::MissingHardwareValue || d.field == bandwidthField(tier))) {
            b.diagnostics.push_back(d);
        }
    }
    return b;
}

CalibrationBase calibrationBaseFromHardware(const HardwareSpec& hardware,
                                            const std::string& origin) {
    CalibrationBase b;
    b.hardware = hardware;
    json j = hardwareToJson(hardware);
    j.erase("preset");
    j["formatVersion"] = 1;
    j["kind"] = "hardware";
    j["id"] = hardware.preset.empty() ? std::string("scenario-hardware") : hardware.preset;
    j["matmulEfficiencySource"] = origin;
    json missing = json::array({"price.usdPerGpuHour"});
    if (j.contains("scaleOut") && j["scaleOut"].value("podSize", 0) == 0) {
        j["scaleOut"].erase("podSize"); // no spine tier
        j["scaleOut"].erase("oversubscriptionAbovePod");
    }
    for (const char* tier : {"scaleUp", "scaleOut"}) {
        if (j.contains(tier)) {
            j[tier]["efficiencySource"] = origin;
        }
    }
    if (!(hardware.tdpWatts > 0)) {
        j["tdpWatts"] = nullptr;
        missing.push_back("tdpWatts");
    }
    const json unverified = scenarioNumbersIn(j);
    j["price"] = {{"usdPerGpuHour", nullptr}, {"date", nullptr}, {"source", nullptr}};
    j["missing"] = missing;
    j["unverified"] = unverified;
    j["notes"] = "";
    j["sources"] = json::array({origin});
    b.preset = j;
    return b;
}

FitOptions fitOptionsFor(const CalibrationBase& base, TierKind tier) {
    FitOptions o;
    o.tier = tier;
    const Hierarchy& h = base.hardware.hierarchy;
    if (!h.tiers.empty()) {
        o.spec = tier == TierKind::ScaleOut ? h.scaleOut() : h.scaleUp();
        o.scaleUpDomain = h.scaleUp().domainSize;
    }
    return o;
}

namespace {

/// Why a refused calibration gives no preset: its errors.
Diagnostics errorsOf(const Diagnostics& diagnostics) {
    Diagnostics out;
    std::copy_if(diagnostics.begin(), diagnostics.end(), std::back_inserter(out),
                 [](const Diagnostic& d) { return d.severity == Severity::Error; });
    return out;
}

/// Refuses an id that is not a valid preset id or that is the base's own.
void checkId(const CalibrationBase& base, const std::string& id, Diagnostics& out) {
    if (!isValidPresetId(id)) {
        out.push_back({.code = DiagCode::PresetIdInvalid, .field = "id", .text = id});
    } else if (const json* baseId = stringAt(base.preset, "id"); baseId && *baseId == id) {
        out.push_back({.code = DiagCode::PresetIdSameAsBase, .field = "id", .text = id});
    }
}

/// The base with its identity and the provenance's source and note; `measured` (dotted keys) are
/// no longer unverified.
json withProvenance(const CalibrationBase& base, const CalibrationProvenance& provenance,
                    const std::vector<std::string>& measured) {
    json p = base.preset;
    p["id"] = provenance.id;
    p["displayName"] = provenance.displayName;
    if (p.contains("unverified") && p["unverified"].is_array()) {
        json kept = json::array();
        for (const json& path : p["unverified"]) {
            if (std::find(measured.begin(), measured.end(), path) == measured.end()) {
                kept.push_back(path);
            }
        }
        p["unverified"] = kept;
    }
    if (!p.contains("sources") || !p["sources"].is_array()) {
        p["sources"] = json::array();
    }
    p["sources"].push_back(provenance.source);
    const json* notes = stringAt(p, "notes");
    p["notes"] = notes && !notes->get<std::string>().empty()
                     ? notes->get<std::string>() + " " + provenance.note
                     : provenance.note;
    return p;
}

} // namespace

CalibratedPreset calibratedPreset(const CalibrationBase& base, const CalibrationFit& fit,
                                  const CalibrationProvenance& provenance) {
    CalibratedPreset out;
    const std::string key = tierKey(fit.tier);
    if (!fit.valid) {
        out.diagnostics = errorsOf(fit.diagnostics);
        return out;
    }
    checkId(base, provenance.id, out.diagnostics);
    if (!fit.efficiency) {
        // No spec bandwidth: B cannot become the efficiency the preset stores.
        out.diagnostics.push_back(
            {.code = DiagCode::MissingHardwareValue, .field = bandwidthField(fit.tier)});
    } else if (fit.efficiency->value > 1.0) {
        // The preset format holds efficiencies in (0, 1]; above 1 is in-network reduction.
        out.diagnostics.push_back({.code = DiagCode::FitAboveSpec,
                                   .field = key + ".efficiency",
                                   .actual = fit.efficiency->value,
                                   .limit = 1.0});
    }
    if (hasErrors(out.diagnostics)) {
        return out;
    }
    json p = withProvenance(base, provenance, {key + ".latencyUs", key + ".efficiency"});
    json& tier = p[key];
    tier["latencyUs"] = significant4(units::inMicroseconds(fit.latency.value));
    tier["efficiency"] = significant4(fit.efficiency->value);
    tier["efficiencySource"] = provenance.efficiencySource;
    out.preset = p;
    return out;
}

CalibratedPreset stepCalibratedPreset(const CalibrationBase& base,
                                      const StepCalibration& calibration,
                                      const CalibrationProvenance& provenance) {
    CalibratedPreset out;
    if (!calibration.valid) {
        out.diagnostics = errorsOf(calibration.diagnostics);
        return out;
    }
    checkId(base, provenance.id, out.diagnostics);
    if (hasErrors(out.diagnostics)) {
        return out;
    }
    json p = withProvenance(base, provenance, {"matmulEfficiency", "sustainedMatmulEfficiency"});
    p["matmulEfficiency"] = significant4(calibration.efficiency);
    p["matmulEfficiencySource"] = provenance.efficiencySource;
    if (calibration.sustainedEfficiency) {
        p["sustainedMatmulEfficiency"] = significant4(*calibration.sustainedEfficiency);
    }
    out.preset = p;
    return out;
}

} // namespace goodput
