// SPDX-License-Identifier: MIT
#pragma once

// Scenarios shared by the Qt Test suites (Qt-free, like the model).

#include "model/scenario.h"

namespace goodput::testing {

/// A dense transformer of this shape (no MoE, no dropout, head dimension hidden / heads).
Architecture dense(int layers, int hidden, int heads, int kvHeads, int ffn, FfnType type,
                   int vocabulary, bool tiedEmbeddings);

/// The default scenario with every optional path switched on (attention FLOPs, MoE fields, a
/// spine, computed asynchronous stall, several part kinds with every restart phase, a Weibull
/// part, spares, elastic continuation, maintenance ...), so a test reaches the code behind each of
/// them and the scenario writer writes every key.
Scenario everythingOn();

/// Llama 3.1 8B (presets/models/llama-3.1-8b.json) on 64 GPUs of the chapter's hardware (TP 8,
/// PP 2), its MFU derived from the layout: small enough that a layout search runs in a test.
Scenario llama8bOn64();

} // namespace goodput::testing
