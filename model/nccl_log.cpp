// SPDX-License-Identifier: MIT
#include "nccl_log.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <deque>
#include <set>

namespace goodput {
namespace {

constexpr std::pair<std::string_view, Collective> kPrograms[] = {
    {"all_reduce", Collective::AllReduce},         {"all_gather", Collective::AllGather},
    {"reduce_scatter", Collective::ReduceScatter}, {"alltoall", Collective::AllToAll},
    {"broadcast", Collective::Broadcast},          {"reduce", Collective::Reduce}};

/// nccl-tests prints at most this many NCCL WARN lines' worth of diagnostics per log; a log full
/// of warnings says so in the first few.
constexpr int kMaxWarnings = 10;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) {
        s.remove_prefix(1);
    }
    while (!s.empty() && isSpace(s.back())) {
        s.remove_suffix(1);
    }
    return s;
}

std::vector<std::string_view> split(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSpace(s[i])) {
            ++i;
        }
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i])) {
            ++i;
        }
        if (i > start) {
            out.push_back(s.substr(start, i - start));
        }
    }
    return out;
}

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view s, std::string_view part) {
    return s.find(part) != std::string_view::npos;
}

bool parseInteger(std::string_view t, long long& out) {
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return ec == std::errc() && end == t.data() + t.size();
}

/// A finite decimal or scientific number (nccl-tests switches to "1.2e+06" for huge times).
bool parseNumber(std::string_view t, double& out) {
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return ec == std::errc() && end == t.data() + t.size() && std::isfinite(out);
}

/// The line without Open MPI's --tag-output prefix "[1,0]<stdout>:" or srun -l's "12: ", and
/// otherwise untouched (whether a wrapped line starts with a space matters).
std::string_view stripRankPrefix(std::string_view line) {
    std::size_t lead = 0;
    while (lead < line.size() && isSpace(line[lead])) {
        ++lead;
    }
    const std::string_view t = line.substr(lead);
    if (startsWith(t, "[")) {
        for (std::string_view tag : {"]<stdout>:", "]<stderr>:"}) {
            if (const auto pos = t.find(tag); pos != std::string_view::npos) {
                return t.substr(pos + tag.size());
            }
        }
    }
    std::size_t digits = 0;
    while (digits < t.size() && t[digits] >= '0' && t[digits] <= '9') {
        ++digits;
    }
    if (digits > 0 && digits + 1 < t.size() && t[digits] == ':' && isSpace(t[digits + 1])) {
        return t.substr(digits + 1);
    }
    return line;
}

/// Where the columns the reader uses sit in a row; -1 = the table has no such column.
struct Columns {
    struct Half {
        int time = -1;
        int algbw = -1;
        int busbw = -1;
        int wrong = -1;
        bool wrongIsCount = true; ///< "#wrong"; old tables print an error magnitude instead
    };
    int size = 0;
    int count = 1;
    int type = 2;
    int redop = 3;
    int root = 4;
    Half outOfPlace{5, 6, 7, 8, true};
    Half inPlace{9, 10, 11, 12, true};
    int expected = 13; ///< tokens in a complete row

    [[nodiscard]] int needed() const {
        return 1 + std::max({size, count, type, redop, root, outOfPlace.time, outOfPlace.algbw,
                             outOfPlace.busbw, outOfPlace.wrong, inPlace.time, inPlace.algbw,
                             inPlace.busbw, inPlace.wrong});
    }
};

/// The column-name row of any nccl-tests version ("size count type redop root time algbw busbw
/// #wrong ...", older "bytes N type op ... res"); empty if the tokens are not one.
std::optional<Columns> columnsFromHeader(const std::vector<std::string_view>& names) {
    const auto has = [&](std::string_view n) {
        return std::find(names.begin(), names.end(), n) != names.end();
    };
    if (!(has("size") || has("bytes")) || !(has("time") || has("cputime")) || !has("algbw")) {
        return std::nullopt;
    }
    Columns c;
    c.size = c.count = c.type = c.redop = c.root = -1;
    c.outOfPlace = {};
    c.inPlace = {};
    c.expected = static_cast<int>(names.size());
    const auto assign = [](int& first, int& second, int i) {
        if (first < 0) {
            first = i;
        } else if (second < 0) {
            second = i;
        }
    };
    for (int i = 0; i < static_cast<int>(names.size()); ++i) {
        const std::string_view n = names[static_cast<std::size_t>(i)];
        if ((n == "size" || n == "bytes") && c.size < 0) {
            c.size = i;
        } else if ((n == "count" || n == "N") && c.count < 0) {
            c.count = i;
        } else if (n == "type" && c.type < 0) {
            c.type = i;
        } else if ((n == "redop" || n == "op") && c.redop < 0) {
            c.redop = i;
        } else if (n == "root" && c.root < 0) {
            c.root = i;
        } else if (n == "time" || n == "cputime") {
            assign(c.outOfPlace.time, c.inPlace.time, i);
        } else if (n == "algbw") {
            assign(c.outOfPlace.algbw, c.inPlace.algbw, i);
        } else if (n == "busbw") {
            assign(c.outOfPlace.busbw, c.inPlace.busbw, i);
        } else if (n == "#wrong" || n == "wrong" || n == "error" || n == "res") {
            const bool isCount = n == "#wrong" || n == "wrong";
            if (c.outOfPlace.wrong < 0) {
                c.outOfPlace.wrong = i;
                c.outOfPlace.wrongIsCount = isCount;
            } else if (c.inPlace.wrong < 0) {
                c.inPlace.wrong = i;
                c.inPlace.wrongIsCount = isCount;
            }
        } else if (n == "timestamp") {
            ++c.expected; // printed as two tokens: date and time
        }
    }
    if (c.outOfPlace.algbw < 0 || c.outOfPlace.busbw < 0) {
        return std::nullopt;
    }
    return c;
}

bool isColumnName(std::string_view t) {
    constexpr std::string_view kNames[] = {
        "size",  "bytes", "count",     "N",     "type",  "redop",  "op",
        "root",  "time",  "cputime",   "algbw", "busbw", "#wrong", "wrong",
        "error", "res",   "timestamp", "i_min", "i_max", "i_p99",  "i_cv%"};
    return std::find(std::begin(kNames), std::end(kNames), t) != std::end(kNames);
}

/// Units nccl-tests prints under the column names; anything else means the numbers are not in the
/// units this reader converts from.
bool knownUnit(std::string_view u) {
    return u == "(B)" || u == "(elements)" || u == "(us)" || u == "(GB/s)" || u == "(%)";
}

class Reader {
public:
    Reader(std::string source, const NcclParseOptions& options) : m_options(options) {
        m_log.source = std::move(source);
    }

    NcclLog read(std::string_view text) {
        if (text.size() > kMaxNcclLogBytes) {
            Diagnostic& d = add(DiagCode::FileTooLarge, 0);
            d.actual = static_cast<double>(text.size());
            d.limit = static_cast<double>(kMaxNcclLogBytes);
            return std::move(m_log);
        }
        std::size_t pos = 0;
        while (pos <= text.size()) {
            const std::size_t end = std::min(text.find('\n', pos), text.size());
            std::string_view line = text.substr(pos, end - pos);
            if (!line.empty() && line.back() == '\r') {
                line.remove_suffix(1);
            }
            m_lines.push_back(line);
            pos = end + 1;
        }
        for (m_index = 0; m_index < m_lines.size(); ++m_index) {
            readLine(static_cast<int>(m_index) + 1, trim(stripRankPrefix(m_lines[m_index])));
        }
        finishRun();
        if (m_rowsDropped > 0) {
            Diagnostic& d = add(DiagCode::NcclRowCap, 0, Severity::Warning);
            d.actual = m_rowsKept;
            d.limit = static_cast<double>(m_rowsKept) + static_cast<double>(m_rowsDropped);
        }
        // Another program's output (OSU, iperf...) has rows of numbers but not one nccl-tests row:
        // one sentence saying so, not one error per line. actual = the lines that looked like rows.
        const bool anyRow = std::any_of(m_log.runs.begin(), m_log.runs.end(),
                                        [](const NcclRun& r) { return !r.rows.empty(); });
        const auto unreadable = std::count_if(
            m_log.diagnostics.begin(), m_log.diagnostics.end(),
            [](const Diagnostic& d) { return d.code == DiagCode::NcclRowUnreadable; });
        if (!anyRow && unreadable > 1) {
            std::erase_if(m_log.diagnostics, [](const Diagnostic& d) {
                return d.code == DiagCode::NcclRowUnreadable;
            });
            add(DiagCode::NcclNoTable, 0).actual = static_cast<double>(unreadable);
        } else if (m_log.runs.empty() && !hasErrors(m_log.diagnostics)) {
            add(DiagCode::NcclNoTable, 0);
        }
        return std::move(m_log);
    }

private:
    Diagnostic& add(DiagCode code, int line, Severity severity = Severity::Error) {
        m_log.diagnostics.push_back(
            {.code = code, .severity = severity, .field = m_log.source, .line = line});
        return m_log.diagnostics.back();
    }

    void markRunStart(int line) {
        if (m_run.line == 0) {
            m_run.line = line;
        }
    }

    /// A marker of a new run's preamble: the previous run, if it has a table, is complete.
    void beginPreamble(int line) {
        if (!m_run.rows.empty()) {
            finishRun();
        }
        markRunStart(line);
    }

    void setProgram(std::string_view token) {
        const std::size_t slash = token.find_last_of('/');
        const std::string_view base =
            slash == std::string_view::npos ? token : token.substr(slash + 1);
        m_run.program = std::string(base);
        m_run.collective = collectiveFromProgram(base);
        m_run.collectiveSource =
            m_run.collective ? CollectiveSource::Program : CollectiveSource::Unknown;
    }

    void readLine(int line, std::string_view text) {
        const bool afterComment = m_previousWasComment;
        m_previousWasComment = !text.empty() && text.front() == '#';
        if (text.empty()) {
            return;
        }
        if (text.front() == '#') {
            readComment(line, trim(text.substr(1)));
            return;
        }
        const std::vector<std::string_view> tokens = split(text);
        long long first = 0;
        double second = 0;
        if (parseInteger(tokens.front(), first) && first >= 0) {
            // "5 iters: 20 ..." under a comment is the rest of a wrapped comment line: a row's
            // second column (the element count) is a number.
            if (!(afterComment && tokens.size() > 1 && !parseNumber(tokens[1], second))) {
                readRow(line, tokens);
                return;
            }
        }
        ++m_log.skippedLines;
        // A shell or launcher echo of the command names the program of the run that follows.
        for (std::string_view t : tokens) {
            if (contains(t, "_perf") && collectiveFromProgram(t)) {
                beginPreamble(line);
                setProgram(t);
                return;
            }
        }
        if (const auto warn = text.find("NCCL WARN");
            warn != std::string_view::npos && m_warnings < kMaxWarnings) {
            ++m_warnings;
            add(DiagCode::NcclWarning, line, Severity::Warning).text =
                std::string(trim(text.substr(warn + 9)));
        }
    }

    void readComment(int line, std::string_view body) {
        const std::vector<std::string_view> tokens = split(body);
        if (tokens.empty()) {
            return;
        }
        if (startsWith(body, "nccl-tests version") || startsWith(body, "nThread")) {
            beginPreamble(line);
        } else if (startsWith(body, "Collective test starting:")) {
            beginPreamble(line);
            if (tokens.size() > 3) {
                setProgram(tokens[3]);
            }
        } else if (startsWith(body, "Collective test concluded")) {
            finishRun();
        } else if (startsWith(body, "Out of bounds values")) {
            readOutOfBounds(tokens);
        } else if (tokens.front() == "Rank" && tokens.size() > 1) {
            long long rank = 0;
            if (!m_run.rows.empty()) {
                finishRun();
            }
            markRunStart(line);
            if (parseInteger(tokens[1], rank)) {
                m_rankIds.insert(rank);
            }
            const auto on = std::find(tokens.begin(), tokens.end(), "on");
            if (on != tokens.end() && on + 1 != tokens.end()) {
                m_hosts.insert(std::string(*(on + 1)));
            }
        } else if (const std::optional<Columns> header =
                       columnsFromHeader(withWrappedNames(tokens))) {
            beginPreamble(line);
            m_columns = *header;
            m_run.shape.header = true;
            m_run.shape.redopColumn = header->redop >= 0;
            m_run.shape.rootColumn = header->root >= 0;
        } else if (tokens.front().front() == '(') {
            for (std::string_view unit : tokens) {
                // A unit cut by a wrapped line ("(" / "us)") is not a unit; only whole ones count.
                if (unit.front() == '(' && unit.back() == ')' && !knownUnit(unit)) {
                    add(DiagCode::NcclUnitUnknown, line).text = std::string(unit);
                }
            }
        }
    }

    /// The column names of a header row, with the rest of them appended when the row was wrapped
    /// onto the next line (at a space or inside a name: "t" / "ime").
    std::vector<std::string_view> withWrappedNames(const std::vector<std::string_view>& names) {
        if (!isColumnName(names.front()) || m_index + 1 >= m_lines.size()) {
            return names;
        }
        const std::string_view next = trim(stripRankPrefix(m_lines[m_index + 1]));
        if (next.empty() || next.front() == '#') {
            return names;
        }
        const std::vector<std::string_view> tail = split(next);
        const bool restKnown = std::all_of(tail.begin() + 1, tail.end(), isColumnName);
        std::vector<std::string_view> joined = names;
        const std::string glued = std::string(names.back()) + std::string(tail.front());
        if (restKnown && !isColumnName(names.back()) && isColumnName(glued)) {
            m_wrappedNames.push_back(glued);
            joined.back() = m_wrappedNames.back();
            joined.insert(joined.end(), tail.begin() + 1, tail.end());
        } else if (restKnown && isColumnName(tail.front())) {
            joined.insert(joined.end(), tail.begin(), tail.end());
        } else {
            return names;
        }
        ++m_index;
        return joined;
    }

    /// The next line if it continues a row wrapped at a space or inside a number; the joined
    /// tokens are returned and the line consumed.
    std::optional<std::vector<std::string>> joinWrapped(const std::vector<std::string_view>& head) {
        if (m_index + 1 >= m_lines.size()) {
            return std::nullopt;
        }
        const std::string_view raw = stripRankPrefix(m_lines[m_index + 1]);
        const std::string_view next = trim(raw);
        if (next.empty() || next.front() == '#') {
            return std::nullopt;
        }
        const std::vector<std::string_view> tail = split(next);
        std::vector<std::string> joined(head.begin(), head.end());
        const auto expected = static_cast<std::size_t>(m_columns.expected);
        if (head.size() + tail.size() == expected) {
            joined.insert(joined.end(), tail.begin(), tail.end());
        } else if (head.size() + tail.size() == expected + 1 && !isSpace(m_lines[m_index].back()) &&
                   !isSpace(raw.front())) {
            // Wrapped inside a number ("38." / "46"): glue the two halves back together.
            joined.back() += std::string(tail.front());
            joined.insert(joined.end(), tail.begin() + 1, tail.end());
        } else {
            return std::nullopt;
        }
        ++m_index;
        return joined;
    }

    void readRow(int line, const std::vector<std::string_view>& tokens) {
        markRunStart(line);
        std::vector<std::string> owned(tokens.begin(), tokens.end());
        const auto needed = static_cast<std::size_t>(m_columns.needed());
        if (owned.size() < needed) {
            if (auto joined = joinWrapped(tokens)) {
                owned = std::move(*joined);
            } else {
                Diagnostic& d = add(DiagCode::NcclRowUnreadable, line);
                d.actual = static_cast<double>(tokens.size());
                d.limit = static_cast<double>(needed);
                return;
            }
        }
        NcclRow row;
        row.line = line;
        int bad = -1;
        const auto number = [&](int column, double& out) {
            if (column >= 0 && bad < 0 &&
                !parseNumber(owned[static_cast<std::size_t>(column)], out)) {
                bad = column;
            }
        };
        const auto integer = [&](int column, long long& out) {
            if (column >= 0 && bad < 0 &&
                !parseInteger(owned[static_cast<std::size_t>(column)], out)) {
                bad = column;
            }
        };
        // Counts, bandwidths and wrong-result counts are never negative: "-12144" is a damaged
        // row, not a measurement (fuzz_nccl found a negative count going into the fit). A row
        // starting with a negative size is not read as a row at all (readLine).
        const auto notNegative = [&](int column, double value) {
            if (bad < 0 && value < 0) {
                bad = column;
            }
        };
        long long size = 0;
        integer(m_columns.size, size);
        // The size column need not be the first: a header with an extra name before "size"
        // (fuzz_nccl: "# ! size count ...") put a row's "-1" there.
        notNegative(m_columns.size, static_cast<double>(size));
        row.size = units::bytes(static_cast<double>(size));
        number(m_columns.count, row.count);
        notNegative(m_columns.count, row.count);
        if (m_columns.type >= 0) {
            row.type = owned[static_cast<std::size_t>(m_columns.type)];
        }
        if (m_columns.redop >= 0) {
            row.redop = owned[static_cast<std::size_t>(m_columns.redop)];
        }
        long long root = -1;
        integer(m_columns.root, root);
        row.root = static_cast<int>(std::clamp(root, -1LL, 1LL << 30));
        const auto half = [&](const Columns::Half& h) -> std::optional<NcclTiming> {
            if (h.time < 0 || h.algbw < 0 || h.busbw < 0) {
                return std::nullopt;
            }
            double us = 0;
            double algbw = 0;
            double busbw = 0;
            number(h.time, us);
            if (bad < 0 && us <= 0) {
                bad = h.time; // a collective takes time: 0 or less is not a measurement
            }
            number(h.algbw, algbw);
            notNegative(h.algbw, algbw);
            number(h.busbw, busbw);
            notNegative(h.busbw, busbw);
            NcclTiming t;
            t.time = units::microseconds(us);
            t.algorithmBandwidth = units::gigabytesPerSecond(algbw);
            t.busBandwidth = units::gigabytesPerSecond(busbw);
            if (h.wrong >= 0 && bad < 0) {
                const std::string& w = owned[static_cast<std::size_t>(h.wrong)];
                double wrong = 0;
                if (w != "N/A") {
                    number(h.wrong, wrong);
                    notNegative(h.wrong, wrong);
                    if (h.wrongIsCount) {
                        t.wrong = wrong;
                    } else {
                        t.errorMagnitude = wrong;
                    }
                }
            }
            return t;
        };
        row.outOfPlace = half(m_columns.outOfPlace);
        row.inPlace = half(m_columns.inPlace);
        if (bad >= 0) {
            Diagnostic& d = add(DiagCode::NcclRowUnreadable, line);
            d.text = owned[static_cast<std::size_t>(bad)];
            d.actual = bad + 1;
            return;
        }
        if (m_rowsKept >= kMaxNcclRows) {
            ++m_rowsDropped;
            return;
        }
        ++m_rowsKept;
        noteShape(row);
        m_run.rows.push_back(std::move(row));
    }

    /// GPUs implied by busbw / algbw (nccl-tests' bus factor), from the row that measured the most
    /// bandwidth; 0 when the factor says nothing (broadcast, reduce) or the numbers are too coarse.
    static int ranksFromBandwidth(const NcclRun& run) {
        if (!run.collective || *run.collective == Collective::Broadcast ||
            *run.collective == Collective::Reduce) {
            return 0;
        }
        const NcclTiming* best = nullptr;
        for (const NcclRow& r : run.rows) {
            for (const auto* t : {&r.outOfPlace, &r.inPlace}) {
                if (*t && (!best || (*t)->algorithmBandwidth > best->algorithmBandwidth)) {
                    best = &**t;
                }
            }
        }
        if (!best || best->algorithmBandwidth < units::gigabytesPerSecond(1)) {
            return 0;
        }
        const double f = best->busBandwidth / best->algorithmBandwidth;
        // all-reduce: f = 2(n-1)/n -> n = 2/(2-f); the others: f = (n-1)/n -> n = 1/(1-f).
        const double ceiling = *run.collective == Collective::AllReduce ? 2.0 : 1.0;
        if (f >= ceiling || f <= 0) {
            return 0;
        }
        const double n = std::round(ceiling / (ceiling - f));
        if (n < 2 || n > 1e6 ||
            std::abs(busBandwidthFactor(*run.collective, static_cast<int>(n)) - f) > 0.005 * f) {
            return 0;
        }
        return static_cast<int>(n);
    }

    void finishRun() {
        if (!m_run.rows.empty()) {
            resolveCollective();
            const int inferred = ranksFromBandwidth(m_run);
            if (!m_rankIds.empty()) {
                m_run.ranks = static_cast<int>(m_rankIds.size());
                m_run.ranksSource = RanksSource::Devices;
                m_run.hosts = static_cast<int>(m_hosts.size());
                if (inferred > 0 && inferred != m_run.ranks) {
                    Diagnostic& d =
                        add(DiagCode::NcclRanksInconsistent, m_run.line, Severity::Warning);
                    d.actual = inferred;
                    d.limit = m_run.ranks;
                }
            } else if (m_options.ranks > 0) {
                m_run.ranks = m_options.ranks;
                m_run.ranksSource = RanksSource::Given;
            } else if (inferred > 0) {
                m_run.ranks = inferred;
                m_run.ranksSource = RanksSource::BandwidthRatio;
            }
            if (!m_run.collective) {
                // text: the candidates the table leaves, "all_gather|alltoall" (none: any).
                std::string names;
                for (const Collective c : m_run.collectiveCandidates) {
                    names += (names.empty() ? "" : "|") + std::string(ncclCollectiveName(c));
                }
                add(DiagCode::NcclCollectiveUnknown, m_run.line).text = names;
            }
            if (m_run.ranks == 0) {
                add(DiagCode::NcclRanksUnknown, m_run.line);
            }
            m_log.runs.push_back(std::move(m_run));
        }
        m_run = NcclRun{};
        m_rankIds.clear();
        m_hosts.clear();
        m_columns = Columns{};
    }

    // --- What the table shows about its program (issue 20), kept apart from the parsing above.

    /// "# Out of bounds values : 4 FAILED": the rows that failed nccl-tests' check.
    void readOutOfBounds(const std::vector<std::string_view>& tokens) {
        const auto colon = std::find(tokens.begin(), tokens.end(), ":");
        long long n = 0;
        if (colon != tokens.end() && colon + 1 != tokens.end() && parseInteger(*(colon + 1), n) &&
            n >= 0) {
            m_run.outOfBounds = static_cast<int>(std::min(n, 1LL << 30));
        }
    }

    void noteShape(const NcclRow& row) {
        NcclTableShape& shape = m_run.shape;
        if (m_columns.redop >= 0 && shape.redops.size() < 8 &&
            std::find(shape.redops.begin(), shape.redops.end(), row.redop) == shape.redops.end()) {
            shape.redops.push_back(row.redop);
        }
        if (m_columns.root >= 0 && shape.roots.size() < 8 &&
            std::find(shape.roots.begin(), shape.roots.end(), row.root) == shape.roots.end()) {
            shape.roots.push_back(row.root);
        }
    }

    /// The program name the log printed, else --collective, else the table's own evidence.
    void resolveCollective() {
        if (m_run.collective) {
            return;
        }
        if (m_options.collective) {
            m_run.collective = m_options.collective;
            m_run.collectiveSource = CollectiveSource::Given;
            return;
        }
        m_run.collectiveCandidates =
            inferCollective(m_run.shape, m_run.rows, static_cast<int>(m_rankIds.size()));
        if (m_run.collectiveCandidates.size() == 1) {
            m_run.collective = m_run.collectiveCandidates.front();
            m_run.collectiveSource = CollectiveSource::Inferred;
        }
    }

    NcclParseOptions m_options;
    NcclLog m_log;
    std::vector<std::string_view> m_lines;
    std::size_t m_index = 0;
    NcclRun m_run;
    Columns m_columns;
    std::set<long long> m_rankIds;
    std::set<std::string> m_hosts;
    std::deque<std::string> m_wrappedNames; ///< owns names glued across a wrap (stable addresses)
    int m_warnings = 0;
    int m_rowsKept = 0;          ///< rows stored, at most kMaxNcclRows
    long long m_rowsDropped = 0; ///< rows read past the cap
    bool m_previousWasComment = false;
};

/// Bytes per element of an nccl-tests type name; 0 when unknown.
double wordSize(std::string_view type) {
    constexpr std::pair<std::string_view, double> kTypes[] = {
        {"int8", 1},    {"uint8", 1},  {"char", 1},   {"fp8_e4m3", 1}, {"fp8_e5m2", 1},
        {"f8e4m3", 1},  {"f8e5m2", 1}, {"half", 2},   {"float16", 2},  {"bfloat16", 2},
        {"bf16", 2},    {"int32", 4},  {"uint32", 4}, {"int", 4},      {"float", 4},
        {"float32", 4}, {"int64", 8},  {"uint64", 8}, {"double", 8},   {"float64", 8}};
    for (const auto& [name, bytes] : kTypes) {
        if (type == name) {
            return bytes;
        }
    }
    return 0;
}

using Candidates = std::vector<Collective>;

/// Keeps the candidates `keep` accepts, unless that would leave none (the evidence is then
/// inconsistent with the others and is ignored).
template <class Keep> void narrow(Candidates& c, Keep keep) {
    Candidates kept;
    std::copy_if(c.begin(), c.end(), std::back_inserter(kept), keep);
    if (!kept.empty()) {
        c = std::move(kept);
    }
}

bool isReduction(Collective c) {
    return c == Collective::AllReduce || c == Collective::ReduceScatter || c == Collective::Reduce;
}

bool isRooted(Collective c) {
    return c == Collective::Broadcast || c == Collective::Reduce;
}

/// S / n per rank in the count column (all-gather, reduce-scatter, all-to-all).
bool countsPerRank(Collective c) {
    return c == Collective::AllGather || c == Collective::ReduceScatter ||
           c == Collective::AllToAll;
}

} // namespace

bool NcclTiming::failedCheck() const {
    return (wrong && *wrong > 0) ||
           (errorMagnitude && *errorMagnitude >= kNcclFailedErrorMagnitude);
}

std::vector<Collective> inferCollective(const NcclTableShape& shape,
                                        const std::vector<NcclRow>& rows, int ranks) {
    Candidates c;
    for (const auto& [program, collective] : kPrograms) {
        c.push_back(collective);
    }
    if (rows.empty()) {
        return c;
    }
    // Old tables print the redop column only for reductions and root only for rooted programs
    // (current ones print both for every program: then their values decide, below).
    if (shape.header && !shape.redopColumn) {
        narrow(c, [&](Collective x) { return !isReduction(x); });
    }
    if (shape.header && !shape.rootColumn) {
        narrow(c, [&](Collective x) { return !isRooted(x); });
    }
    if (shape.header && !shape.redopColumn && !shape.rootColumn) {
        // Tables without either column predate alltoall_perf, which always printed both.
        narrow(c, [](Collective x) { return x != Collective::AllToAll; });
    }
    if (shape.redopColumn && !shape.redops.empty()) {
        const bool none =
            std::all_of(shape.redops.begin(), shape.redops.end(),
                        [](const std::string& r) { return r == "none" || r.empty(); });
        narrow(c, [&](Collective x) { return isReduction(x) != none; });
    }
    if (shape.rootColumn && !shape.roots.empty()) {
        const bool rooted =
            std::any_of(shape.roots.begin(), shape.roots.end(), [](int r) { return r >= 0; });
        narrow(c, [&](Collective x) { return isRooted(x) == rooted; });
    }
    // The largest row: its count is exact enough to tell S from S / n.
    const NcclRow& largest =
        *std::max_element(rows.begin(), rows.end(),
                          [](const NcclRow& a, const NcclRow& b) { return a.size < b.size; });
    if (const double ws = wordSize(largest.type); ws > 0 && largest.size.value() > 0) {
        const double ratio = largest.count * ws / largest.size.value();
        const bool whole = std::abs(ratio - 1) < 0.01;
        const bool perRank = ranks > 1 ? std::abs(ratio * ranks - 1) < 0.01 : ratio < 0.75;
        if (whole || perRank) {
            narrow(c, [&](Collective x) { return countsPerRank(x) == perRank; });
        }
    }
    // busbw / algbw of the fastest row against the bus factor of each candidate at n GPUs.
    if (ranks > 1) {
        const NcclTiming* best = nullptr;
        for (const NcclRow& r : rows) {
            if (r.outOfPlace &&
                (!best || r.outOfPlace->algorithmBandwidth > best->algorithmBandwidth)) {
                best = &*r.outOfPlace;
            }
        }
        if (best && best->algorithmBandwidth >= units::gigabytesPerSecond(1)) {
            const double f = best->busBandwidth / best->algorithmBandwidth;
            narrow(c, [&](Collective x) {
                return std::abs(busBandwidthFactor(x, ranks) - f) <= 0.02 * f;
            });
        }
    }
    return c;
}

NcclLog parseNcclLog(std::string_view text, std::string source, const NcclParseOptions& options) {
    return Reader(std::move(source), options).read(text);
}

std::optional<Collective> collectiveFromProgram(std::string_view name) {
    const std::size_t slash = name.find_last_of('/');
    std::string_view base = slash == std::string_view::npos ? name : name.substr(slash + 1);
    if (const auto perf = base.find("_perf"); perf != std::string_view::npos) {
        base = base.substr(0, perf);
    }
    for (const auto& [program, collective] : kPrograms) {
        if (base == program) {
            return collective;
        }
    }
    return std::nullopt;
}

std::string_view ncclCollectiveName(Collective c) {
    for (const auto& [program, collective] : kPrograms) {
        if (collective == c) {
            return program;
        }
    }
    return {};
}

} // namespace goodput
