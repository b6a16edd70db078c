// SPDX-License-Identifier: MIT
#include "layout_values.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace goodput {
namespace {

long long modelParallel(const Scenario& s) {
    return static_cast<long long>(std::max(1, s.layout.tp)) * std::max(1, s.layout.pp) *
           std::max(1, s.layout.cp);
}

/// Global batch in sequences when it is a whole number of them, else 0.
long long wholeBatchSequences(const Scenario& s) {
    const Workload& w = s.workload;
    if (w.sequenceLength <= 0) {
        return 0;
    }
    const double sequences = w.globalBatchTokens / w.sequenceLength;
    const double whole = std::round(sequences);
    return whole >= 1 && std::abs(sequences - whole) <= 1e-9 * whole ? static_cast<long long>(whole)
                                                                     : 0;
}

/// The batch decides which cluster sizes are valid only when the step is derived from it.
bool batchBinds(const Scenario& s) {
    return s.mfuMode == MfuMode::Derived && s.workload.architecture.has_value();
}

std::vector<int> divisors(int n, int cap) {
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, cap); ++d) {
        if (n % d == 0) {
            out.push_back(d);
        }
    }
    return out;
}

std::vector<int> powersOfTwo(int cap) {
    std::vector<int> out;
    for (int p = 1; p <= std::max(1, cap); p *= 2) {
        out.push_back(p);
    }
    return out;
}

/// The values of `candidates` with which `fits` holds; all of them when none does.
template <typename Fits> std::vector<int> keepFitting(std::vector<int> candidates, Fits fits) {
    std::vector<int> out;
    std::copy_if(candidates.begin(), candidates.end(), std::back_inserter(out), fits);
    return out.empty() ? candidates : out;
}

} // namespace

long long microBatchesPerStep(const Scenario& s) {
    const Workload& w = s.workload;
    if (w.sequenceLength <= 0 || w.microBatchSize <= 0) {
        return 0;
    }
    return static_cast<long long>(
        std::floor(w.globalBatchTokens / w.sequenceLength / w.microBatchSize + 1e-9));
}

long long batchLimitGpus(const Scenario& s, long long cap) {
    const long long microBatches = microBatchesPerStep(s);
    if (microBatches <= 0) {
        return cap;
    }
    const double gpus = static_cast<double>(microBatches) * static_cast<double>(modelParallel(s));
    return gpus >= static_cast<double>(cap) ? cap : static_cast<long long>(gpus);
}

bool isValidClusterSize(const Scenario& s, long long gpus) {
    const long long perNode = std::max(1, s.cluster.gpusPerNode);
    const long long mp = modelParallel(s);
    if (gpus <= 0 || gpus % perNode != 0 || gpus % mp != 0) {
        return false;
    }
    if (!batchBinds(s)) {
        return true;
    }
    const long long sequences = wholeBatchSequences(s);
    const long long perStep = gpus / mp * std::max(1, s.workload.microBatchSize);
    return sequences > 0 && sequences % perStep == 0;
}

std::vector<long long> batchClusterSizes(const Scenario& s, long long cap) {
    std::vector<long long> out;
    const long long sequences = wholeBatchSequences(s);
    if (!batchBinds(s) || sequences <= 0) {
        return out;
    }
    // DP x micro-batch divides the batch: DP runs over divisors of the batch in sequences.
    const long long micro = std::max(1, s.workload.microBatchSize);
    for (long long d = 1; d * d <= sequences; ++d) {
        if (sequences % d != 0) {
            continue;
        }
        for (const long long q : {d, sequences / d}) {
            const long long n = q % micro == 0 ? q / micro * modelParallel(s) : 0;
            if (n > 0 && n <= cap && isValidClusterSize(s, n)) {
                out.push_back(n);
            }
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::optional<long long> nearestClusterSize(const Scenario& s, double gpus, int direction,
                                            long long cap) {
    std::vector<long long> candidates;
    if (batchBinds(s)) {
        candidates = batchClusterSizes(s, cap);
    } else {
        const long long step =
            std::lcm(modelParallel(s), static_cast<long long>(std::max(1, s.cluster.gpusPerNode)));
        const double m = std::floor(gpus / static_cast<double>(step));
        const auto below = static_cast<long long>(m) * step;
        for (const long long n : {below - step, below, below + step, below + 2 * step}) {
            if (n >= step && n <= cap) {
                candidates.push_back(n);
            }
        }
    }
    std::optional<long long> best;
    for (const long long n : candidates) {
        const double x = static_cast<double>(n);
        if ((direction > 0 && x <= gpus) || (direction < 0 && x >= gpus)) {
            continue;
        }
        if (!best || std::abs(x - gpus) < std::abs(static_cast<double>(*best) - gpus) ||
            (std::abs(x - gpus) == std::abs(static_cast<double>(*best) - gpus) && n > *best)) {
            best = n;
        }
    }
    return best;
}

namespace {

/// Values of one model-parallel axis: divisors of `units` (heads for TP, layers for PP; powers
/// of two without an architecture) with which that axis x the `others` divides the GPUs.
std::vector<int> axisValues(const Scenario& s, std::optional<int> units, long long others,
                            int cap) {
    return keepFitting(units ? divisors(std::max(1, *units), cap) : powersOfTwo(cap),
                       [&](int v) { return s.cluster.gpus % (others * v) == 0; });
}

} // namespace

std::vector<int> tpValues(const Scenario& s, int cap) {
    const auto& a = s.workload.architecture;
    return axisValues(s, a ? std::optional<int>(a->attentionHeads) : std::nullopt,
                      static_cast<long long>(std::max(1, s.layout.pp)) * std::max(1, s.layout.cp),
                      cap);
}

std::vector<int> ppValues(const Scenario& s, int cap) {
    const auto& a = s.workload.architecture;
    return axisValues(s, a ? std::optional<int>(a->layers) : std::nullopt,
                      static_cast<long long>(std::max(1, s.layout.tp)) * std::max(1, s.layout.cp),
                      cap);
}

long long batchSequenceStep(const Scenario& s) {
    if (s.mfuMode != MfuMode::Derived) {
        return 1;
    }
    const long long dp = std::max(1LL, s.cluster.gpus / modelParallel(s));
    return dp * std::max(1, s.workload.microBatchSize);
}

std::vector<int> microBatchValues(const Scenario& s, int cap) {
    const long long sequences = wholeBatchSequences(s);
    const long long dp = std::max(1LL, s.cluster.gpus / modelParallel(s));
    std::vector<int> out;
    if (sequences > 0 && sequences % dp == 0) {
        out = divisors(static_cast<int>(std::min<long long>(sequences / dp, 1 << 30)), cap);
    }
    return out.empty() ? powersOfTwo(cap) : out;
}

} // namespace goodput
