// SPDX-License-Identifier: MIT
#pragma once

// What every process that shows the window sets up first: the GUI, the offscreen benchmark and
// screenshots, and the GUI tests, so all of them look and behave alike.

namespace goodput::views {

/// Organisation and application names (QSettings location), the Fusion style and a locale that
/// groups digits ("1,024 GPUs") even under LC_ALL=C. Call after the QApplication exists.
void prepareApplication();

} // namespace goodput::views
