// SPDX-License-Identifier: MIT
#pragma once

// Reading nccl-tests output (all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf,
// broadcast_perf, reduce_perf): the table each program prints, one row per message size, with the
// time, algorithm bandwidth, bus bandwidth and wrong-element count for the out-of-place and the
// in-place variant. The format, the tolerated deviations and every diagnostic: docs/calibration.md.
//
// The reader is forgiving about everything around the table (NCCL INFO/WARN lines, MPI banners,
// shell echoes, `[1,0]<stdout>:` and `0: ` rank prefixes, CRLF), about extra columns (per-iteration
// statistics, timestamps, fork-specific additions) and about rows wrapped onto a second line. It is
// strict about the table itself: a row it cannot read is an error naming the line, never skipped.

#include "collectives.h"
#include "diagnostics.h"
#include "units.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

/// Largest log the reader accepts (a full 8 B - 8 GiB sweep is about 5 kB; this leaves room for
/// NCCL_DEBUG=INFO noise).
inline constexpr std::size_t kMaxNcclLogBytes = 32u * 1024u * 1024u;

/// Rows kept per log (over all its runs): a sweep of every size from 8 B to 8 GiB is about 30,
/// a long series of repeated sweeps a few thousand. Rows past it are counted, not kept, and the
/// log carries nccl.rowCap: a 10^6-row log once took 4.4 GB and wrote 408 MB of JSON.
inline constexpr int kMaxNcclRows = 20'000;

/// nccl-tests measures every size twice: into a separate buffer and in place.
enum class NcclVariant { OutOfPlace, InPlace };

/// One variant of one row, in the units nccl-tests prints (us, GB/s) converted to SI.
struct NcclTiming {
    Seconds time;
    ByteRate algorithmBandwidth; ///< as printed: size / time
    ByteRate busBandwidth;       ///< as printed: algbw x the collective's bus factor
    /// Elements that failed the check (#wrong); empty when the run did not check (-c 0 prints
    /// N/A) or the table is an old one whose error column is a magnitude, not a count.
    std::optional<double> wrong;
    /// Old tables' `error` column: the largest deviation from the expected values (0e+00 when
    /// every element is right). Empty in tables that print #wrong.
    std::optional<double> errorMagnitude;
    /// The row failed nccl-tests' check: wrong elements, or an old table's error of at least
    /// kNcclFailedErrorMagnitude (nccl-tests' test data are small whole numbers, so a real failure
    /// is off by 1 or more; rounding in a float reduction stays below 1e-3).
    [[nodiscard]] bool failedCheck() const;
};

/// An old table's error magnitude at or above which the row failed its check.
inline constexpr double kNcclFailedErrorMagnitude = 0.5;

struct NcclRow {
    int line = 0;      ///< 1-based line of the row in its log (its first line if wrapped)
    Bytes size;        ///< nccl-tests' S: the whole array for all-gather/reduce-scatter/all-to-all
    double count = 0;  ///< elements, as printed
    std::string type;  ///< "float", "bfloat16", ...
    std::string redop; ///< "sum", "none", ... (empty in tables without the column)
    int root = -1;
    std::optional<NcclTiming> outOfPlace;
    std::optional<NcclTiming> inPlace;

    [[nodiscard]] const std::optional<NcclTiming>& timing(NcclVariant v) const {
        return v == NcclVariant::InPlace ? inPlace : outOfPlace;
    }
};

/// Where a run's GPU count came from.
enum class RanksSource { Unknown, Devices, Given, BandwidthRatio };

/// Where a run's collective came from: the program name the log printed, --collective, or the
/// table itself (inferCollective).
enum class CollectiveSource { Unknown, Program, Given, Inferred };

/// What a run's table shows about the program that printed it (for inferCollective).
struct NcclTableShape {
    bool header = false; ///< a column-name row was read (else the 13-column layout is assumed)
    bool redopColumn = true;
    bool rootColumn = true;
    std::vector<std::string> redops; ///< distinct values of the redop column
    std::vector<int> roots;          ///< distinct values of the root column
};

/// The collectives a table is consistent with, most likely first; empty if none. Reads, in this
/// order, the columns the header has (old nccl-tests printed redop only for reductions and root
/// only for rooted programs), the redop values (an operation, or "none"), the root values (-1 for
/// unrooted programs), the element count against the size (count x word size = S for all-reduce,
/// broadcast, reduce; S / n for all-gather, reduce-scatter, all-to-all) and busbw / algbw against
/// the GPU count n (nccl-tests' bus factor). A test that would leave no candidate is skipped: old
/// all_gather tables printed busbw = algbw.
std::vector<Collective> inferCollective(const NcclTableShape& shape,
                                        const std::vector<NcclRow>& rows, int ranks);

/// One execution of one nccl-tests program: its preamble and its table.
struct NcclRun {
    int line = 0;        ///< first line of the run
    std::string program; ///< program name where the log gives it (empty: it never says)
    std::optional<Collective> collective;
    CollectiveSource collectiveSource = CollectiveSource::Unknown;
    /// With collectiveSource Unknown: the collectives the table is consistent with (several: the
    /// table cannot tell them apart, --collective must).
    std::vector<Collective> collectiveCandidates;
    NcclTableShape shape;
    /// "# Out of bounds values : N FAILED|OK": N, or -1 when the run does not print it.
    int outOfBounds = -1;
    int ranks = 0; ///< GPUs in the collective; 0 = unknown
    RanksSource ranksSource = RanksSource::Unknown;
    int hosts = 0; ///< distinct host names in "# Using devices"; 0 = not listed
    std::vector<NcclRow> rows;
};

struct NcclLog {
    std::string source;        ///< the file name diagnostics name
    std::vector<NcclRun> runs; ///< runs with at least one row
    int skippedLines = 0;      ///< lines outside the table (NCCL INFO, MPI banners, ...)
    Diagnostics diagnostics;   ///< field = source, line = the offending line
};

/// What the caller knows that a log may not say.
struct NcclParseOptions {
    std::optional<Collective> collective; ///< for runs whose log does not name the program
    int ranks = 0;                        ///< for runs whose log lists no devices (0 = infer)
};

/// Reads every run in a log. Never throws; a run whose collective or GPU count cannot be
/// determined, or a row that cannot be read, gives an error naming the line.
NcclLog parseNcclLog(std::string_view text, std::string source,
                     const NcclParseOptions& options = {});

/// "all_reduce_perf", "all_reduce" or a path ending in either -> the collective; empty otherwise.
std::optional<Collective> collectiveFromProgram(std::string_view name);
/// The collective's name in nccl-tests: "all_reduce", "alltoall", ... (its program adds "_perf").
std::string_view ncclCollectiveName(Collective c);

} // namespace goodput
