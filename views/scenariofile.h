// SPDX-License-Identifier: MIT
#pragma once

// Scenario files on disk: read with diagnostics, saved atomically. Shared by the CLI and the GUI.

#include "model/scenario_json.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace goodput::views {

/// Reads a file's bytes, at most `limit` plus one so that an oversized file is reported by its
/// reader rather than silently truncated. On failure appends a FileUnreadable diagnostic (field =
/// the path, text = the system's reason) and returns nullopt.
std::optional<QByteArray> readFileBytes(const QString& path, std::size_t limit,
                                        Diagnostics& diagnostics);

/// Reads a JSON file's bytes, one byte past kMaxJsonBytes so that an oversized file is reported by
/// the parser rather than silently truncated. On failure appends a FileUnreadable diagnostic
/// (field = the path, text = the system's reason) and returns nullopt.
std::optional<QByteArray> readJsonFileBytes(const QString& path, Diagnostics& diagnostics);

/// Reads and parses a scenario file. A file that cannot be read gives an error naming the file.
/// `presets` resolves the presets it names (PresetStore::lookup()); there is no default, so that
/// no reader forgets them and refuses a scenario that names one.
ScenarioReadResult readScenarioFile(const QString& path, const PresetLookup& presets);

/// The bytes of a scenario file: the scenario's JSON with every number rounded to 15 significant
/// digits. The unit conversions on the way out and back in (50 us -> 5e-5 s -> 49.99999999999999
/// us) would otherwise move a value by a bit on every save; at 15 digits, below what a double
/// holds, the value read back is the value that was saved.
QByteArray scenarioFileContent(const Scenario& scenario);

/// Where a file dialog starts when no file gives it a folder: the user's documents folder, or
/// their home when that folder does not exist (a fresh account without xdg-user-dirs), never the
/// folder Goodput was started from.
QString dialogStartFolder();

/// Writes scenarioFileContent() through a temporary file renamed into place, so a crash or a full
/// disk never leaves a half-written file. Returns an empty string on success, else the reason.
QString saveScenarioFile(const QString& path, const Scenario& scenario);

/// What writeFileAtomically does when the target already exists.
enum class IfExists {
    Replace, ///< replace it (a device or pipe is written to, never replaced)
    Refuse,  ///< leave it and fail: the file is created only if no other process created it first
};

/// Writes bytes so that the target is either the whole new content or left as it was: to a
/// temporary file in the same folder, flushed and synced (a full disk is reported even for a few
/// bytes), then renamed into place. An existing character device or pipe (/dev/null, /dev/stdout)
/// is written to directly, never replaced; any other file that is not a regular file (a block
/// device, a socket) is refused. Empty string on success, else the reason; nothing left behind.
QString writeFileAtomically(const QString& path, const QByteArray& bytes,
                            IfExists ifExists = IfExists::Replace);

} // namespace goodput::views
