// SPDX-License-Identifier: MIT
#pragma once

// The words of sweeps and of what limits a plan (issue 18), shared by the app, the command line
// and the report: the model's numbers (model/input_sweep.h, model/limits.h) phrased, nothing
// computed.

#include "model/input_sweep.h"
#include "model/limits.h"

#include <QString>
#include <QStringList>

namespace goodput::views {

/// "Memory per GPU"
QString sweepOutputName(SweepOutput output);
/// "Memory per GPU (GB)"
QString sweepOutputTitle(SweepOutput output);
/// A swept key for an axis: its label and unit ("Micro-batch (sequences)"), else its path.
QString sweepKeyTitle(const std::string& path);

/// A sweep as a text table: x down the side, one column per family value; a gap reads "—" with
/// its reason listed under the table.
QString sweepSummary(const InputSweep& sweep);
/// CSV (lines end in \n, as text on a terminal does): one row per point: family value (when there
/// is a family), x, y (empty at a gap), reason.
QString sweepCsv(const InputSweep& sweep);

/// One sentence per remedy: "pipeline bubble 18.8 % of the step: 4 virtual stages take it to
/// 4.7 %, -2.1 days, -$150k".
QString remedyText(const Remedy& remedy);
/// The uncertain input: "MTBF of every part".
QString uncertainInputName(UncertainInput input);
/// Where its default uncertainty comes from.
QString uncertaintySource(UncertainInput input, double relative);
/// "MTBF of every part ±30 %: 24.3 to 23.8 days, $1.19M to $1.17M".
QString tornadoText(const TornadoBar& bar);

/// The limits block of `plan --format text`: the remedies and the tornado, or a line saying that
/// no single change helps.
QString limitsSummary(const PlanLimits& limits);

} // namespace goodput::views
