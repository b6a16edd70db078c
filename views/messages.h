// SPDX-License-Identifier: MIT
#pragma once

// The words for the model's coded diagnostics. The model gives a code, a field path and numbers;
// this is the one place that turns them into a sentence (translatable).

#include "model/compute.h"
#include "model/diagnostics.h"
#include "model/preset_catalog.h"
#include "model/simulate.h"

#include <QString>
#include <string_view>

namespace goodput::views {

/// One line: "<field>: <reason>", e.g. "cluster.gpus: must be at least 1 (got -4)".
QString describe(const Diagnostic& diagnostic);

/// "<label>: <reason>": the input's label (keyLabel) in place of the key's JSON path, for the
/// window's diagnostics; describe() when the key has no label.
QString describeLabelled(const Diagnostic& diagnostic, const QString& label);

/// "<source>: <field>: <reason>", the source (a file) named once: a diagnostic about the file
/// itself names it already (the path once came twice, "s.json: s.json: cannot be read").
QString describeIn(const QString& source, const Diagnostic& diagnostic);

/// One line naming the preset file first: "<file>: <field>: <reason>".
QString describe(const PresetProblem& problem);

/// "error", "warning", "info", translated.
QString severityName(Severity severity);

/// Where simulated time goes: "lost work", "waiting for repair", ... translated.
QString lossCategoryName(LossCategory category);

/// The FLOP convention an MFU counts under, as a user knows it: "6N", "6N + causal attention",
/// "NeMo 24.09", "Megatron-Bridge" (docs/model.md, "FLOP conventions").
QString flopConventionName(FlopConvention convention);
/// The same from its file id ("megatron-bridge"); the id itself when it names none.
QString flopConventionName(std::string_view id);

/// One row of lost time: the category, with the part kind behind it when the simulation split it
/// by kind ("lost work (gpu)"), else the category alone.
QString lostTimeCause(const LostTime& lost);

} // namespace goodput::views
