// SPDX-License-Identifier: MIT
#pragma once

// Runs the Monte-Carlo simulator for the desktop app's reliability views off the GUI thread. A
// slider drag asks for a simulation at every step; the runner waits until the scenario has been
// still for a moment (debounce), then simulates a copy of it on a worker thread, so a drag never
// waits for the simulator. A result is handed out only while it belongs to the latest request:
// views hide what would be stale.

#include "model/simulation_curves.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <cstdint>
#include <optional>

namespace goodput::views {

class SimulationRunner final : public QObject {
    Q_OBJECT
public:
    /// Quiet time after the last request before the simulation starts.
    static constexpr int kDebounceMs = 250;
    /// Modest run counts: a P10-P90 read to about a percent, in tens of milliseconds.
    static OutlookOptions options();

    explicit SimulationRunner(QObject* parent = nullptr);
    ~SimulationRunner() override;
    SimulationRunner(const SimulationRunner&) = delete;
    SimulationRunner& operator=(const SimulationRunner&) = delete;

    /// Asks for the simulation of this scenario (its sweep gives the band's cluster sizes).
    void request(const Scenario& scenario, const ClusterSweep& sweep);
    /// The simulation of the latest request, or nullptr while it is still to come.
    [[nodiscard]] const SimulationOutlook* outlook() const;
    /// Simulates the latest request now and returns when it is done (screenshots, tests).
    void waitForResult();

signals:
    /// The simulation of the latest request is ready: outlook() is set.
    void finished();

private:
    void start();
    void collect();

    QTimer m_debounce;
    QFutureWatcher<SimulationOutlook> m_watcher;
    Scenario m_scenario;
    ClusterSweep m_sweep;
    std::uint64_t m_requested = 0; ///< generation of the latest request
    std::uint64_t m_running = 0;   ///< generation the worker is simulating
    std::uint64_t m_done = 0;      ///< generation m_outlook belongs to
    std::optional<SimulationOutlook> m_outlook;
};

} // namespace goodput::views
