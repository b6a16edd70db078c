// SPDX-License-Identifier: MIT
#pragma once

// Work the window hands to a worker thread (the layout search, the Monte-Carlo simulation) runs
// below the GUI thread's priority: on two cores, a worker woken right after a step's paint took
// the core from the GUI thread in the middle of that step's last events (the chart's and the
// cards' relayouts, the next frame), and a step's wall-clock time doubled while its CPU time did
// not change. Below the GUI thread the worker still has every core the GUI thread leaves idle.

#include <QtConcurrent/QtConcurrentRun>
#include <utility>

QT_BEGIN_NAMESPACE
class QThreadPool;
QT_END_NAMESPACE

namespace goodput::views {

/// The pool of the window's workers, its threads below the GUI thread's priority.
QThreadPool* backgroundPool();

/// Lowers the calling thread's priority to that of the workers (on Linux also its nice value,
/// which is what Linux's scheduler weighs; Qt's priorities change nothing there). Once per
/// thread, and only on a thread of backgroundPool(): every task calls it first, and a task that
/// a waiting thread runs itself (QFuture::waitForFinished()) leaves that thread as it is.
void lowerThreadPriority();

/// The nice value of the calling thread (0 where there is none).
int threadNiceValue();

/// Runs `task` on backgroundPool(), at the workers' priority.
template <typename Task> auto runInBackground(Task&& task) {
    return QtConcurrent::run(backgroundPool(), [task = std::forward<Task>(task)]() mutable {
        lowerThreadPriority();
        return task();
    });
}

} // namespace goodput::views
