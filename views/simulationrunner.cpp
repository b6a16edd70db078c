// SPDX-License-Identifier: MIT
#include "simulationrunner.h"

#include "backgroundwork.h"

namespace goodput::views {

OutlookOptions SimulationRunner::options() {
    OutlookOptions o;
    o.runs = 1000;
    o.scaleRuns = 200;
    o.scalePoints = 12;
    return o;
}

SimulationRunner::SimulationRunner(QObject* parent) : QObject(parent) {
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &SimulationRunner::start);
    connect(&m_watcher, &QFutureWatcher<SimulationOutlook>::finished, this,
            &SimulationRunner::collect);
}

SimulationRunner::~SimulationRunner() {
    m_watcher.waitForFinished();
}

void SimulationRunner::request(const Scenario& scenario, const ClusterSweep& sweep) {
    m_scenario = scenario;
    m_sweep = sweep;
    ++m_requested;
    m_debounce.start();
}

const SimulationOutlook* SimulationRunner::outlook() const {
    return m_outlook && m_done == m_requested ? &*m_outlook : nullptr;
}

void SimulationRunner::start() {
    if (m_watcher.isRunning() || m_done == m_requested) {
        return; // collect() starts the latest request when the worker is free
    }
    m_running = m_requested;
    m_watcher.setFuture(runInBackground([scenario = m_scenario, sweep = m_sweep] {
        return simulateOutlook(scenario, sweep, options());
    }));
}

void SimulationRunner::collect() {
    if (m_running > m_done && m_watcher.future().isFinished()) {
        m_outlook = m_watcher.result();
        m_done = m_running;
    }
    if (m_done == m_requested) {
        emit finished();
    } else if (!m_debounce.isActive()) {
        start(); // requests came while the worker ran and have been still since
    }
}

void SimulationRunner::waitForResult() {
    while (m_done != m_requested) {
        m_debounce.stop();
        start();
        m_watcher.waitForFinished();
        collect();
    }
}

} // namespace goodput::views
