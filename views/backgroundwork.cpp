// SPDX-License-Identifier: MIT
#include "backgroundwork.h"

#include <QThread>
#include <QThreadPool>
#include <algorithm>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace goodput::views {
namespace {

/// How far below the GUI thread a worker runs: ten nice levels down, the scheduler gives it about
/// a tenth of a core the GUI thread also wants, and does not wake it into the GUI thread's place.
constexpr int kWorkerNiceSteps = 10;
/// The lowest priority Linux has.
constexpr int kLowestNice = 19;

Q_GLOBAL_STATIC(QThreadPool, s_pool)

} // namespace

QThreadPool* backgroundPool() {
    return s_pool();
}

void lowerThreadPriority() {
    thread_local bool lowered = false;
    // QFuture::waitForFinished() runs a task not yet started on the waiting thread: the GUI
    // thread, which stays as it is.
    if (lowered || !backgroundPool()->contains(QThread::currentThread())) {
        return;
    }
    lowered = true;
    QThread::currentThread()->setPriority(QThread::LowPriority);
#ifdef Q_OS_LINUX
    // Per thread on Linux: PRIO_PROCESS with a thread id changes that thread alone. The thread
    // starts at its creator's nice value (the whole app may already run niced).
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()),
                std::min(kLowestNice, threadNiceValue() + kWorkerNiceSteps));
#endif
}

int threadNiceValue() {
#ifdef Q_OS_LINUX
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
    return errno == 0 ? nice : 0;
#else
    return 0;
#endif
}

} // namespace goodput::views
