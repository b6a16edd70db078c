// SPDX-License-Identifier: MIT
#include "json_reader.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <vector>

namespace goodput {
namespace {

/// Follows a parse key by key and records the path where it stopped, in the dotted form of a
/// diagnostic's field ("reliability.parts[0].mtbfHours"): at a parse error, or at the first key
/// given twice in one object (nlohmann's DOM parser keeps the last one silently).
class PathTracker final : public nlohmann::json_sax<nlohmann::json> {
public:
    enum class StopAt { ParseError, DuplicateKey };
    explicit PathTracker(StopAt stopAt) : m_stopAt(stopAt) {}

    bool null() override { return value(); }
    bool boolean(bool /*val*/) override { return value(); }
    bool number_integer(number_integer_t /*val*/) override { return value(); }
    bool number_unsigned(number_unsigned_t /*val*/) override { return value(); }
    bool number_float(number_float_t /*val*/, const string_t& /*s*/) override { return value(); }
    bool string(string_t& /*val*/) override { return value(); }
    bool binary(binary_t& /*val*/) override { return value(); }
    bool start_object(std::size_t /*elements*/) override {
        m_frames.push_back({false, 0, {}, {}});
        return true;
    }
    bool key(string_t& val) override {
        Frame& f = m_frames.back();
        f.key = val;
        if (m_stopAt == StopAt::DuplicateKey && !f.keys.insert(val).second) {
            recordPath();
            return false;
        }
        return true;
    }
    bool end_object() override {
        m_frames.pop_back();
        return value();
    }
    bool start_array(std::size_t /*elements*/) override {
        m_frames.push_back({true, 0, {}, {}});
        return true;
    }
    bool end_array() override {
        m_frames.pop_back();
        return value();
    }
    bool parse_error(std::size_t /*position*/, const std::string& /*last_token*/,
                     const nlohmann::detail::exception& /*ex*/) override {
        if (m_stopAt == StopAt::ParseError) {
            recordPath();
        }
        return false;
    }
    /// Empty when the parse did not stop where asked.
    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    struct Frame {
        bool array;
        std::size_t index;          ///< of the element being parsed, in an array
        std::string key;            ///< of the member being parsed, in an object
        std::set<std::string> keys; ///< the object's keys so far (StopAt::DuplicateKey)
    };
    bool value() {
        if (!m_frames.empty() && m_frames.back().array) {
            ++m_frames.back().index;
        }
        return true;
    }
    void recordPath() {
        for (const Frame& f : m_frames) {
            if (f.array) {
                m_path += "[" + std::to_string(f.index) + "]";
            } else {
                m_path += (m_path.empty() ? "" : ".") + f.key;
            }
        }
    }
    StopAt m_stopAt;
    std::vector<Frame> m_frames;
    std::string m_path;
};

std::string pathOfOverflow(std::string_view text) {
    PathTracker tracker(PathTracker::StopAt::ParseError);
    nlohmann::json::sax_parse(text.begin(), text.end(), &tracker);
    return tracker.path();
}

} // namespace

namespace {

/// Sets the 1-based line and column of a byte offset into text.
void setLineColumn(std::string_view text, std::size_t offset, Diagnostic& d) {
    d.line = 1;
    d.column = 1;
    for (std::size_t i = 0; i < std::min(offset, text.size()); ++i) {
        if (text[i] == '\n') {
            ++d.line;
            d.column = 1;
        } else {
            ++d.column;
        }
    }
}

/// Offset of the first bracket that opens a level deeper than `limit`, brackets inside string
/// literals not counted; nullopt when the text stays within the limit.
std::optional<std::size_t> firstTooDeep(std::string_view text, int limit) {
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) {
                return i;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

/// The encoding of a text that is UTF-16 or UTF-32 (by its byte-order mark, or by the zero
/// bytes that ASCII characters have in it); empty for anything else.
std::string_view otherEncoding(std::string_view text) {
    const auto starts = [&](std::string_view prefix) {
        return text.substr(0, prefix.size()) == prefix;
    };
    using namespace std::string_view_literals;
    if (starts("\xFF\xFE\0\0"sv) || starts("\0\0\xFE\xFF"sv)) {
        return "UTF-32";
    }
    if (starts("\xFF\xFE"sv) || starts("\xFE\xFF"sv)) {
        return "UTF-16";
    }
    if (text.size() >= 4 && (text[0] == '\0') != (text[1] == '\0') &&
        (text[2] == '\0') == (text[0] == '\0') && (text[3] == '\0') == (text[1] == '\0')) {
        return "UTF-16";
    }
    return {};
}

} // namespace

std::optional<nlohmann::json> parseJson(std::string_view text, Diagnostics& diagnostics) {
    if (text.size() > kMaxJsonBytes) {
        diagnostics.push_back({.code = DiagCode::FileTooLarge,
                               .actual = static_cast<double>(text.size()),
                               .limit = static_cast<double>(kMaxJsonBytes)});
        return std::nullopt;
    }
    if (const std::optional<std::size_t> offset = firstTooDeep(text, kMaxJsonDepth)) {
        diagnostics.push_back(
            {.code = DiagCode::JsonTooDeep, .actual = kMaxJsonDepth + 1, .limit = kMaxJsonDepth});
        setLineColumn(text, *offset, diagnostics.back());
        return std::nullopt;
    }
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        diagnostics.push_back({.code = DiagCode::FileEmpty});
        return std::nullopt;
    }
    if (const std::string_view encoding = otherEncoding(text); !encoding.empty()) {
        diagnostics.push_back({.code = DiagCode::NotUtf8, .text = std::string(encoding)});
        return std::nullopt;
    }
    // nlohmann's reader stops at a NUL byte as at the end of the text: what follows is unread.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        diagnostics.push_back({.code = DiagCode::JsonSyntax});
        setLineColumn(text, nul, diagnostics.back());
        return std::nullopt;
    }
    try {
        nlohmann::json document = nlohmann::json::parse(text.begin(), text.end());
        PathTracker duplicates(PathTracker::StopAt::DuplicateKey);
        nlohmann::json::sax_parse(text.begin(), text.end(), &duplicates);
        if (!duplicates.path().empty()) {
            diagnostics.push_back({.code = DiagCode::DuplicateKey, .field = duplicates.path()});
            return std::nullopt;
        }
        return document;
    } catch (const nlohmann::json::parse_error& e) {
        diagnostics.push_back({.code = DiagCode::JsonSyntax});
        setLineColumn(text, e.byte > 0 ? e.byte - 1 : 0, diagnostics.back());
        return std::nullopt;
    } catch (const nlohmann::json::exception&) {
        // A number literal too large for a double (1e999): nothing in the file can be trusted,
        // but the diagnostic still names the key that holds it.
        diagnostics.push_back({.code = DiagCode::NotFinite, .field = pathOfOverflow(text)});
        return std::nullopt;
    }
}

const nlohmann::json& ObjectReader::emptyObject() {
    static const nlohmann::json empty = nlohmann::json::object();
    return empty;
}

ObjectReader::ObjectReader(const nlohmann::json& object, std::string path, Diagnostics& diagnostics)
    : m_object(&object), m_path(std::move(path)), m_diagnostics(&diagnostics) {
    if (!object.is_object()) {
        m_diagnostics->push_back({.code = DiagCode::WrongType, .field = m_path, .text = "object"});
        m_object = &emptyObject();
    }
}

std::string ObjectReader::pathOf(std::string_view key) const {
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

bool ObjectReader::has(std::string_view key) const {
    return m_object->find(key) != m_object->end();
}

bool ObjectReader::isNull(std::string_view key) const {
    const auto it = m_object->find(key);
    return it != m_object->end() && it->is_null();
}

const nlohmann::json* ObjectReader::find(std::string_view key) {
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        m_absent.emplace(key); // a key it knows, for warnUnknownKeys()
        return nullptr;
    }
    m_seen.emplace(key);
    return &*it;
}

void ObjectReader::markSeen(std::string_view key) {
    m_seen.emplace(key);
}

void ObjectReader::addDiagnostic(DiagCode code, std::string_view key, std::string text) {
    m_diagnostics->push_back({.code = code, .field = pathOf(key), .text = std::move(text)});
}

std::optional<Diagnostic> numberProblem(double value, std::string field) {
    if (!std::isfinite(value)) {
        return Diagnostic{.code = DiagCode::NotFinite, .field = std::move(field)};
    }
    if (std::fpclassify(value) == FP_SUBNORMAL) {
        return Diagnostic{.code = DiagCode::OutOfRange,
                          .field = std::move(field),
                          .actual = value,
                          .limit = std::numeric_limits<double>::min()};
    }
    return std::nullopt;
}

bool ObjectReader::readNumber(std::string_view key, double& out) {
    const nlohmann::json* v = find(key);
    if (v == nullptr) {
        return false;
    }
    if (!v->is_number()) {
        addDiagnostic(DiagCode::WrongType, key, "number");
        return false;
    }
    const double d = v->get<double>();
    if (std::optional<Diagnostic> problem = numberProblem(d, pathOf(key))) {
        m_diagnostics->push_back(std::move(*problem));
        return false;
    }
    out = d;
    return true;
}

bool ObjectReader::readString(std::string_view key, std::string& out) {
    const nlohmann::json* v = find(key);
    if (v == nullptr) {
        return false;
    }
    if (!v->is_string()) {
        addDiagnostic(DiagCode::WrongType, key, "string");
        return false;
    }
    out = v->get<std::string>();
    return true;
}

bool ObjectReader::number(std::string_view key, double& out) {
    return readNumber(key, out);
}

bool ObjectReader::integer(std::string_view key, int& out) {
    double d = 0;
    if (!readNumber(key, d)) {
        return false;
    }
    // Range-check as a double first: converting 1e20 to int would be undefined behaviour.
    if (d < std::numeric_limits<int>::min() || d > std::numeric_limits<int>::max()) {
        Diagnostic diag;
        diag.code = DiagCode::OutOfRange;
        diag.field = pathOf(key);
        diag.actual = d;
        diag.limit = d < 0 ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
        m_diagnostics->push_back(diag);
        return false;
    }
    if (d != std::floor(d)) {
        Diagnostic diag;
        diag.code = DiagCode::NotAnInteger;
        diag.field = pathOf(key);
        diag.actual = d;
        m_diagnostics->push_back(diag);
        return false;
    }
    out = static_cast<int>(d);
    return true;
}

bool ObjectReader::boolean(std::string_view key, bool& out) {
    const nlohmann::json* v = find(key);
    if (v == nullptr) {
        return false;
    }
    if (!v->is_boolean()) {
        addDiagnostic(DiagCode::WrongType, key, "boolean");
        return false;
    }
    out = v->get<bool>();
    return true;
}

bool ObjectReader::string(std::string_view key, std::string& out) {
    return readString(key, out);
}

ObjectReader ObjectReader::child(std::string_view key) {
    const nlohmann::json* v = find(key);
    if (v == nullptr) {
        return ObjectReader(emptyObject(), pathOf(key), *m_diagnostics);
    }
    return ObjectReader(*v, pathOf(key), *m_diagnostics);
}

const nlohmann::json* ObjectReader::array(std::string_view key) {
    const nlohmann::json* v = find(key);
    if (v == nullptr) {
        return nullptr;
    }
    if (!v->is_array()) {
        addDiagnostic(DiagCode::WrongType, key, "array");
        return nullptr;
    }
    return v;
}

void ObjectReader::warnUnknownKeys() {
    // At most kMaxUnknownKeyWarnings for the whole file (all readers share the diagnostics), then
    // one warning that counts the rest: a file of 200,000 unknown keys once gave as many warnings.
    const auto counted = [&] {
        return std::find_if(m_diagnostics->begin(), m_diagnostics->end(), [](const Diagnostic& d) {
            return d.code == DiagCode::UnknownKeysMore;
        });
    };
    std::size_t shown = static_cast<std::size_t>(
        std::count_if(m_diagnostics->begin(), m_diagnostics->end(),
                      [](const Diagnostic& d) { return d.code == DiagCode::UnknownKey; }));
    // A known key in other letter case is no typo to pass over: "bandwidthGBps" for
    // "bandwidthGbps" is gigabytes for gigabits, and its value would be silently ignored.
    // Known keys by their lower-case spelling, made at the first unknown key.
    std::map<std::string, std::string, std::less<>> folded;
    const auto fold = [](std::string key) {
        std::transform(key.begin(), key.end(), key.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return key;
    };
    for (const auto& item : m_object->items()) {
        if (m_seen.find(item.key()) != m_seen.end()) {
            continue;
        }
        if (folded.empty()) {
            for (const std::set<std::string, std::less<>>* known : {&m_seen, &m_absent}) {
                for (const std::string& key : *known) {
                    folded.emplace(fold(key), key);
                }
            }
        }
        if (const auto meant = folded.find(fold(item.key())); meant != folded.end()) {
            m_diagnostics->push_back(
                {.code = DiagCode::KeyCase, .field = pathOf(item.key()), .text = meant->second});
            continue;
        }
        if (shown < kMaxUnknownKeyWarnings) {
            ++shown;
            m_diagnostics->push_back({.code = DiagCode::UnknownKey,
                                      .severity = Severity::Warning,
                                      .field = pathOf(item.key()),
                                      .text = item.key()});
        } else if (const auto more = counted(); more != m_diagnostics->end()) {
            more->actual = more->actual.value_or(0) + 1;
        } else {
            m_diagnostics->push_back(
                {.code = DiagCode::UnknownKeysMore, .severity = Severity::Warning, .actual = 1});
        }
    }
}

} // namespace goodput
