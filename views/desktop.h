// SPDX-License-Identifier: MIT
#pragma once

// What every process that shows the window sets up first: the GUI, the offscreen benchmark and
// screenshots, and the GUI tests, so all of them look and behave alike; and the identity every
// goodput process shares.

namespace goodput::views {

/// Organisation, application name and version: they name the settings file and the per-user data
/// folder (user presets, autosave), so the desktop app and every command line must set the same.
void setApplicationIdentity();

/// setApplicationIdentity(), the Fusion style and a locale that groups digits ("1,024 GPUs") even
/// under LC_ALL=C. Call after the QApplication exists.
void prepareApplication();

} // namespace goodput::views
