// SPDX-License-Identifier: MIT
#pragma once

// Data loading and checkpoints (chapter 2.5.10-2.5.11).

#include "units.h"

namespace goodput {

/// Read bandwidth the cluster needs to stay fed: tokens/s x bytes per stored token (2.5.10).
ByteRate dataReadRate(double tokensPerSecond, double bytesPerToken);

/// Checkpoint size: parameters x bytes per parameter (12 for fp32 weights + Adam m and v,
/// 14 or 16 with bf16 or fp32 copies) (2.5.11).
Bytes checkpointBytes(double parameters, double bytesPerParameter);

/// Sharded parallel transfer (2.5.11): every GPU writes (or reads) its 1/n shard at its own
/// bandwidth, capped by what the storage system moves in aggregate: bytes / min(n x per-GPU,
/// aggregate).
Seconds shardedTransferTime(Bytes total, int gpus, ByteRate perGpu, ByteRate aggregate);

enum class CheckpointMode { Synchronous, Asynchronous };

/// Training stall C of one checkpoint (2.5.11): synchronous saving stalls for the whole write;
/// asynchronous saving stalls only for the device-to-host copy of each GPU's shard, the write
/// to storage then overlaps with compute.
Seconds checkpointStall(CheckpointMode mode, Seconds writeTime, Bytes total, int gpus,
                        ByteRate hostCopyPerGpu);

} // namespace goodput
