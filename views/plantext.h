// SPDX-License-Identifier: MIT
#pragma once

#include "model/plan.h"
#include "model/search.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace goodput::views {

/// The expert TP of a MoE layout where it is not simply the TP (the only place the views name
/// it); nullopt without experts split over EP or when it equals TP.
std::optional<int> distinctExpertTp(const LayoutChoice& choice, int dp);
/// A layout in one line: "TP 8 PP 4x1 CP 1 EP 1 DP 32 mb 1 ZeRO-1 recompute none".
QString layoutName(const LayoutChoice& choice, int dp);
/// A layout in a few characters: "TP8 PP4 v2 DP32 mb1 Z1 sel" (v, CP, EP and recompute only
/// when they are not 1 / none), for chart labels and messages.
QString describeLayout(const LayoutChoice& choice, int dp);

/// A readable plain-text summary of a result (`goodput plan --format text`).
QString planSummary(const Scenario& scenario, const Result& result);

/// Issue 19: the fail-slow, silent-corruption and check lines of a plan's reliability ("label:
/// value" rows), empty when no part slows or corrupts.
QStringList reliabilityClassLines(const Result& result);

/// Issue 19: a recovery mode's name ("stored checkpoint", "peer memory", "warm standby").
QString recoveryModeName(RecoveryMode mode);

/// Issue 19: the recovery mode in use and every mode compared on the scenario ("label: value"
/// rows): goodput, days and dollars of each.
QStringList recoveryLines(const Result& result);

/// The ranked layouts of a search as a table, best first, with each one's step breakdown.
QString searchSummary(const Scenario& scenario, const SearchResult& search);

/// Columns a terminal gives the text: Hangul and the other East Asian wide characters take two.
int terminalColumns(const QString& text);

/// One indented "label: value" line of a text summary, the values aligned at `width`.
QString textRow(const QString& label, const QString& value, int width = 28);

/// The "Diagnostics" block of a text summary, one line per diagnostic; empty when there are none.
QStringList diagnosticLines(const Diagnostics& diagnostics);

} // namespace goodput::views
