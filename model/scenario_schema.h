// SPDX-License-Identifier: MIT
#pragma once

// The scenario file's keys, one row each (SpeedCrunch's sessionjsonkeys.h, with the rest of what a
// key needs): its dotted path (the JSON name carries the unit), type, the unit and meaning the
// documentation gives, what null means, its valid range, and how it reads and writes a Scenario.
// The reader, the writer and the range checks of validate() loop over these rows; the key table
// of docs/scenario.md is generated from them (tests/model/tst_scenario_schema.cpp checks that the
// committed file is current). Adding a key: a field in scenario.h and a row here.

#include "diagnostics.h"
#include "json_reader.h"
#include "scenario.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

enum class KeyType {
    Number,  ///< a JSON number, in the unit the key's name carries
    Integer, ///< a JSON number that must be whole
    Boolean,
    Choice, ///< a string out of `choices` (model/enum_names.h)
    Text,   ///< a free string (names, preset ids)
};

/// What null in a file means for a key.
enum class NullMeans {
    Invalid,   ///< a wrong type, like any other non-number
    Unset,     ///< the optional value is empty (written back as null, or left out: `omitUnset`)
    Zero,      ///< the value 0 (a model preset's null activeParameters: every parameter is active)
    Default,   ///< the value keeps its default (a preset's null headDim)
    Published, ///< not published: a MissingHardwareValue diagnostic (hardware presets)
};

/// Who reads and writes a key.
enum class KeyIo {
    Schema, ///< the generic reader and writer below
    Custom, ///< by hand in scenario_json.cpp (preset ids, names, aliases, the hardware section
            ///< that preset files share)
};

/// Accessors between a Scenario and the key's JSON value in the key's unit. `element` is the index
/// of the reliability part for "reliability.parts[]" keys and is ignored otherwise. A Choice is
/// its index in `choices`, a Boolean 0 or 1; nullopt is null (an unset optional).
struct KeyAccess {
    std::optional<double> (*get)(const Scenario&, std::size_t element) = nullptr;
    void (*set)(Scenario&, std::size_t element, std::optional<double> value) = nullptr;
    /// The value in the base unit of model/units.h (bytes, seconds, ...); checked finite on read.
    double (*toBase)(double value) = nullptr;
    std::string (*getText)(const Scenario&, std::size_t element) = nullptr;
    void (*setText)(Scenario&, std::size_t element, const std::string& value) = nullptr;
};

/// The valid range of a number, checked by validate(): lo <= v <= hi (lo < v when loExclusive).
struct KeyLimits {
    double lo = 0;
    double hi = 0;
    bool loExclusive = false;
};

struct ScenarioKey {
    std::string_view path{}; ///< dotted; "[]" for any element: "reliability.parts[].mtbfHours"
    KeyType type = KeyType::Number;
    std::string_view unit{}; ///< documentation: the unit of the JSON value ("GB per GPU", "s")
    std::string_view doc{};  ///< documentation: what it means and the chapter section
    KeyAccess access{};
    NullMeans null = NullMeans::Invalid;
    std::optional<KeyLimits> limits{}; ///< checked by validate(); none for keys without a range
    /// The upper limit when it depends on other keys (kvHeads <= attentionHeads).
    double (*upperLimit)(const Scenario&, std::size_t element) = nullptr;
    /// When the range applies (weibullShape only with the Weibull distribution); empty = always.
    bool (*checkedWhen)(const Scenario&, std::size_t element) = nullptr;
    bool checkedOnRead = false; ///< out of range is a reading error (zeroStage: an enum in C++)
    bool omitUnset = false;     ///< an unset optional is left out of the file, not written as null
    /// Values written as null (a head dimension of 0: derived from the hidden size).
    bool (*writtenAsNull)(double value) = nullptr;
    KeyIo io = KeyIo::Schema;
    std::vector<std::string_view> choices{}; ///< Choice: the ids, in the enum's order
    std::string_view defaultNote{};          ///< documentation: said after the default ("= all")

    /// "workload.memoryHeadroomGB" -> "workload"; "name" -> "".
    [[nodiscard]] std::string_view section() const;
    /// The object holding the key: "workload", "workload.architecture", "reliability.parts[]".
    [[nodiscard]] std::string_view parent() const;
    /// The JSON name: "memoryHeadroomGB".
    [[nodiscard]] std::string_view name() const;
    /// True for "reliability.parts[].*" keys (read, written and checked once per part).
    [[nodiscard]] bool perPart() const;
    /// The documented default: the value of defaultScenario() as the documentation writes it.
    [[nodiscard]] std::string defaultText() const;
    /// The documented unit: `unit`, "boolean", or the choices ("`gelu` | `swiglu`").
    [[nodiscard]] std::string documentedUnit() const;
};

/// The object holding a dotted path's key ("scaleUp.latencyUs" -> "scaleUp", "name" -> "").
std::string_view dottedParent(std::string_view path);
/// A dotted path's key ("scaleUp.latencyUs" -> "latencyUs").
std::string_view dottedName(std::string_view path);

/// Every scenario key, in reading order (the report's inputs table and docs/scenario.md use it).
std::span<const ScenarioKey> scenarioKeys();
/// The row of a dotted path ("reliability.parts[3].mtbfHours" finds "reliability.parts[].*"),
/// or nullptr.
const ScenarioKey* findScenarioKey(std::string_view path);

/// The checks the file reader makes on a number before it sets the key (field = `field`): finite,
/// not subnormal, finite in the base unit, and for a count a whole number within the key's range
/// as read (an int could not hold 1e20). nullopt when it passes. Values that do not come from a
/// file go through it too: a sweep's `--x cluster.gpus=0:1e20` once converted 1e20 to an int
/// (undefined behaviour, "-2,147,483,648 is below the minimum 1"), and `--x
/// workload.tokens=1e-320,...` planned 0 days.
std::optional<Diagnostic> keyValueProblem(const ScenarioKey& key, double value, std::string field);
/// A number finite as given that overflows in its key's base unit (481e300 GiB is more bytes
/// than a double holds): out of the key's range (`limits`, in the number's unit) when it has
/// one, else not finite.
Diagnostic unitOverflow(const std::optional<KeyLimits>& limits, double value, std::string field);

/// A number outside `limits` (or not finite): OutOfRange (NotFinite), with the field left for the
/// caller to name; nullopt when it is within. The caller builds the field's path only for a
/// problem: building it for every key each validation checked was most of validate()'s time in a
/// cluster-size sweep (one validation per size, at every slider step).
std::optional<Diagnostic> rangeProblem(const KeyLimits& limits, double value);

/// Reads the schema keys whose parent is `parent` from `reader` onto `s` (part `element` for
/// "reliability.parts[]"). Absent keys keep their value; every problem is a diagnostic.
void readScenarioKeys(ObjectReader& reader, std::string_view parent, Scenario& s,
                      std::size_t element = 0);
/// Writes the schema keys whose parent is `parent` into `out` (an object).
void writeScenarioKeys(nlohmann::json& out, std::string_view parent, const Scenario& s,
                       std::size_t element = 0);
/// The range checks of every key of `section` ("workload" also checks the architecture,
/// "reliability" every part), named by path in the key's unit.
void checkScenarioKeys(std::string_view section, const Scenario& s, Diagnostics& out);

/// The key tables of docs/scenario.md, generated from the rows: one Markdown table per section.
std::string scenarioKeyTables();
/// Text for a cell of a generated Markdown table: '|' escaped.
std::string escapeCell(std::string_view text);

} // namespace goodput
