// SPDX-License-Identifier: MIT
#pragma once

// The window without a screen: the slider-to-redraw benchmark (`goodput bench gui`) and
// screenshots for the documentation (`goodput screenshot`).

#include <QSize>
#include <QString>

namespace goodput::views {

/// Wall-clock milliseconds, and the GUI thread's CPU milliseconds: on a machine shared with
/// other work the CPU time is what the same step costs on an idle one.
struct Latency {
    int samples = 0;
    double medianMs = 0;
    double p95Ms = 0;
    double maxMs = 0;
    double cpuMedianMs = 0;
    double cpuP95Ms = 0;
};

/// One kind of slider step: from the value change to the visible page's series replaced (the
/// document, cards and that page are updated synchronously), on to the page painted, and on until
/// the layout search of the worker thread has arrived and been painted.
struct BenchCase {
    QString name;
    /// Steps after which the scenario was valid, so that the model computed a plan, its sweeps and
    /// (on the worker) a layout search; an invalid scenario computes almost nothing.
    int validSteps = 0;
    /// Steps after which the window's minimum size had changed: each is a relayout of the window
    /// (and, on a desktop, new size hints for the window manager).
    int minimumSizeChanges = 0;
    Latency replaced;
    Latency painted;
    Latency searched;
    /// Wall-clock of the reliability simulation once the drag stopped (a worker thread, then
    /// the charts redrawn), not part of any step.
    double simulationMs = 0;
    /// False when the last step left an invalid scenario: then nothing was simulated and
    /// simulationMs times nothing.
    bool simulated = false;
};

/// The cases that ran, and why a case could not run (empty when all did).
struct GuiBench {
    std::vector<BenchCase> cases;
    QString error;
};

/// Runs `steps` slider steps of each case on a 1366x768 window: the default scenario with a drag
/// of the GPU slider back and forth across the GPU counts from 256 to 16,384 at which its layout
/// is valid (whole nodes that TP x PP x CP divides), and with every slider in turn, then Llama 3.1
/// 405B on 16,384 GPUs in derived-MFU mode, where every step reruns the full layout search.
GuiBench benchmarkGui(int steps);

/// A plain-text table of the figures.
QString describe(const GuiBench& bench);

/// Why a screenshot cannot be written to `path`: its suffix names no image format Qt writes
/// (empty when it does).
QString screenshotFormatProblem(const QString& path);

/// Saves a screenshot of the window showing `scenarioFile` (empty: the default scenario) at
/// `size`, chart page `page`, optionally with the baseline pinned and the GPU count changed to
/// `compareGpus` to show compare mode, and in the dark theme if `dark`. Returns an empty string on
/// success, else the reason. The file is written whole or not at all (writeFileAtomically).
/// `badInput`, when given, is set when the reason is the input (a scenario that does not read, a
/// chart page that does not exist) rather than the writing.
QString saveScreenshot(const QString& path, QSize size, int page, const QString& scenarioFile,
                       int compareGpus, bool dark = false, bool* badInput = nullptr);

} // namespace goodput::views
