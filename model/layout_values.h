// SPDX-License-Identifier: MIT
#pragma once

// The values a cluster or layout input can take with everything else kept: what the app's sliders
// step through, so that a drag never passes through a combination the model refuses, and where
// the cluster sweep stops because the global batch cannot feed more replicas (2.5.4).

#include "scenario.h"

#include <optional>
#include <vector>

namespace goodput {

/// Micro-batches in one global batch: batch sequences / micro-batch, rounded down; 0 without a
/// sequence length or micro-batch.
long long microBatchesPerStep(const Scenario& scenario);

/// The most GPUs the global batch feeds with the scenario's layout: every data-parallel replica
/// takes at least one micro-batch per step, so DP <= microBatchesPerStep(), and the cluster is
/// DP x TP x PP x CP. At most `cap`; `cap` when nothing limits it.
long long batchLimitGpus(const Scenario& scenario, long long cap);

/// Whether a cluster of `gpus` fits the scenario: whole nodes, a multiple of TP x PP x CP, and,
/// when the MFU is derived from the layout, DP x micro-batch dividing the global batch (else the
/// step is not defined and evaluate() refuses the layout).
bool isValidClusterSize(const Scenario& scenario, long long gpus);

/// Every valid cluster size up to `cap`, ascending, when the batch decides them (derived MFU: DP
/// runs over divisors of the batch, a short list); empty when whole nodes and the layout alone
/// do, and the sizes are every multiple of lcm(TP x PP x CP, GPUs per node).
std::vector<long long> batchClusterSizes(const Scenario& scenario, long long cap);

/// The valid cluster size nearest `gpus` (direction 0), or the nearest strictly above (+1) or
/// below (-1) it, within [1, cap]; nullopt when there is none in that direction.
std::optional<long long> nearestClusterSize(const Scenario& scenario, double gpus, int direction,
                                            long long cap);

/// The step of the global batch, in sequences: with the MFU derived from the layout DP x
/// micro-batch must divide the batch, so it moves in multiples of that; 1 otherwise.
long long batchSequenceStep(const Scenario& scenario);

/// TP values up to `cap`: divisors of the attention heads (powers of two without an
/// architecture) with which TP x PP x CP divides the GPUs. Never empty: when no value fits, the
/// divisors alone.
std::vector<int> tpValues(const Scenario& scenario, int cap);
/// PP values up to `cap`: divisors of the layers (powers of two without an architecture) with
/// which TP x PP x CP divides the GPUs; the divisors alone when none fits.
std::vector<int> ppValues(const Scenario& scenario, int cap);
/// Micro-batch sizes up to `cap` with which DP x micro-batch divides the global batch; powers of
/// two when none does (the batch is then invalid whatever the micro-batch).
std::vector<int> microBatchValues(const Scenario& scenario, int cap);

} // namespace goodput
