// SPDX-License-Identifier: MIT
#pragma once

// Checked reading of JSON objects: every value is type-checked, range-checked as a double before
// any integer conversion (no undefined behaviour on 1e20), and every problem becomes a diagnostic
// naming the dotted path of the key. Shared by the scenario and preset readers.

#include "diagnostics.h"
#include "units.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace goodput {

/// Largest input file the readers accept.
inline constexpr std::size_t kMaxJsonBytes = 4u * 1024u * 1024u;
/// Most unknown-key warnings given for one file; the rest are counted in one more warning.
inline constexpr std::size_t kMaxUnknownKeyWarnings = 20;
/// Deepest nesting of objects and arrays the readers accept. Copying or printing a JSON value
/// recurses once per level, so a hostile file nested a million deep would overflow the stack;
/// no scenario or preset goes beyond a handful of levels.
inline constexpr int kMaxJsonDepth = 64;

/// The reader's checks of one number (field = `field`): not NaN or infinite, not subnormal
/// (5e-324: no quantity anyone means, and its reciprocal is infinite). nullopt when it passes.
std::optional<Diagnostic> numberProblem(double value, std::string field);

/// Parses text; on failure appends a JsonSyntax diagnostic with line and column (or FileTooLarge,
/// or JsonTooDeep) and returns nullopt.
std::optional<nlohmann::json> parseJson(std::string_view text, Diagnostics& diagnostics);

class ObjectReader {
public:
    /// `object` must outlive the reader. A non-object value records a WrongType diagnostic and
    /// makes every read a no-op.
    ObjectReader(const nlohmann::json& object, std::string path, Diagnostics& diagnostics);

    [[nodiscard]] bool has(std::string_view key) const;
    [[nodiscard]] bool isNull(std::string_view key) const;

    /// Each reader leaves `out` untouched when the key is absent (the documented default) or
    /// wrong (diagnosed), and returns whether it set `out`.
    bool number(std::string_view key, double& out);
    bool integer(std::string_view key, int& out);
    bool boolean(std::string_view key, bool& out);
    bool string(std::string_view key, std::string& out);
    /// A number or count that may be null: null resets `out`, absence leaves it, a value sets it.
    template <class T> void optionalValue(std::string_view key, std::optional<T>& out) {
        if (isNull(key)) {
            markSeen(key);
            out.reset();
            return;
        }
        if (!has(key)) {
            return;
        }
        const std::size_t problems = m_diagnostics->size();
        T v{};
        if constexpr (std::is_same_v<T, int>) {
            integer(key, v);
        } else {
            number(key, v);
        }
        if (m_diagnostics->size() == problems) {
            out = v;
        }
    }
    template <class E, std::size_t N>
    void enumeration(std::string_view key, E& out,
                     const std::pair<std::string_view, E> (&values)[N]) {
        std::string text;
        if (!readString(key, text)) {
            return;
        }
        for (const auto& [name, value] : values) {
            if (name == text) {
                out = value;
                return;
            }
        }
        addDiagnostic(DiagCode::UnknownEnumValue, key, text);
    }

    /// A nested object; an absent key gives a reader over an empty object.
    [[nodiscard]] ObjectReader child(std::string_view key);
    /// Array elements of a key (empty if absent or not an array; the latter is diagnosed).
    [[nodiscard]] const nlohmann::json* array(std::string_view key);

    /// Keys the caller consumed without a typed read (metadata such as "sources").
    void markSeen(std::string_view key);
    /// Warns once per key that no read consumed.
    void warnUnknownKeys();

    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] Diagnostics& diagnostics() const { return *m_diagnostics; }
    [[nodiscard]] std::string pathOf(std::string_view key) const;

private:
    bool readNumber(std::string_view key, double& out);
    bool readString(std::string_view key, std::string& out);
    const nlohmann::json* find(std::string_view key);
    void addDiagnostic(DiagCode code, std::string_view key, std::string text = {});

    static const nlohmann::json& emptyObject();
    const nlohmann::json* m_object;
    std::string m_path;
    Diagnostics* m_diagnostics;
    std::set<std::string, std::less<>> m_seen;
    std::set<std::string, std::less<>> m_absent; ///< keys asked for that the object lacks
};

} // namespace goodput
