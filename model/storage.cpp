// SPDX-License-Identifier: MIT
#include "storage.h"

namespace goodput {

ByteRate dataReadRate(double tokensPerSecond, double bytesPerToken) {
    return ByteRate(tokensPerSecond * bytesPerToken);
}

Bytes checkpointBytes(double parameters, double bytesPerParameter) {
    return Bytes(parameters * bytesPerParameter);
}

Seconds shardedTransferTime(Bytes total, int gpus, ByteRate perGpu, ByteRate aggregate) {
    const ByteRate rate = min(perGpu * static_cast<double>(gpus), aggregate);
    return rate.value() > 0 ? total / rate : Seconds(0);
}

Seconds checkpointStall(CheckpointMode mode, Seconds writeTime, Bytes total, int gpus,
                        ByteRate hostCopyPerGpu) {
    if (mode == CheckpointMode::Synchronous || gpus <= 0 || hostCopyPerGpu.value() <= 0) {
        return writeTime;
    }
    // The copy, even when it is slower than the write: the save was asked to be asynchronous.
    return (total / static_cast<double>(gpus)) / hostCopyPerGpu;
}

} // namespace goodput
