// SPDX-License-Identifier: MIT
// Issue 19: power and energy of a run (facility megawatts, megawatt-hours, their cost and CO2e)
// and the clock a power cap leaves, each against a hand derivation.

#include "model/energy.h"
#include "model/plan.h"
#include "model/scenario_json.h"
#include "tests/support/diagnostics.h"
#include "tests/support/near.h"

#include <QtTest>
#include <cmath>

using goodput::test::hasDiag;
using goodput::test::near;

using namespace goodput;
using namespace goodput::units;

class TestEnergy final : public QObject {
    Q_OBJECT
private slots:
    void chapterExampleDrawsItsMegawatts() {
        // The default: 1,024 GPUs at 700 W in 128 nodes with 4,600 W each besides, PUE 1.1:
        // IT = 716,800 + 588,800 = 1,305,600 W; facility 1.43616 MW over the wall-clock.
        const Result r = evaluate(defaultScenario());
        QVERIFY(r.valid);
        const EnergyResult& e = r.energy;
        QVERIFY(e.known);
        QCOMPARE(e.boardWatts, 700.0);
        QCOMPARE(e.clockFactor, 1.0);
        QVERIFY(near(e.itMegawatts, 1.3056));
        QVERIFY(near(e.facilityMegawatts, 1.43616));
        const double hours = inHours(r.wallClock);
        QVERIFY(hours > 24 * 20); // about 24.5 days
        QVERIFY(near(e.megawattHours, 1.43616 * hours));
        // $0.08 per kWh: $80 per MWh; 0.37 kg per kWh: 0.37 t per MWh.
        QVERIFY(near(e.cost.value(), 80 * 1.43616 * hours));
        QVERIFY(near(e.tonnesCo2e, 0.37 * 1.43616 * hours));
        // A cloud price includes power: the total stays the GPU-hour cost.
        QCOMPARE(r.totalCost.value(), r.wallClockCost.value());
    }
    void warmStandbyNodesDrawPowerToo() {
        // Warm standby: 2 nodes of 8 GPUs beside the default's 1,024 GPUs in 128 nodes, powered
        // for the whole run: IT = 1,040 x 700 + 130 x 4,600 = 728,000 + 598,000 = 1,326,000 W;
        // facility x 1.1 = 1.4586 MW.
        Scenario s = defaultScenario();
        s.reliability.recovery = RecoveryMode::WarmStandby;
        s.reliability.standbyNodes = 2;
        const Result r = evaluate(s);
        QVERIFY(r.valid);
        QCOMPARE(r.reliability.standbyGpus, 16.0);
        QVERIFY(near(r.energy.itMegawatts, 1.326));
        QVERIFY(near(r.energy.facilityMegawatts, 1.4586));
        QVERIFY(near(r.energy.megawattHours, 1.4586 * inHours(r.wallClock)));
    }
    void energyJoinsTheTotalWhenGpusArePricedWithoutPower() {
        Scenario s = defaultScenario();
        s.gpuPriceIncludesPower = false;
        s.energyPricePerKwh = 0.10;
        const Result r = evaluate(s);
        QVERIFY(near(r.energy.cost.value(), 100 * r.energy.megawattHours));
        QVERIFY(near(r.totalCost.value(), r.wallClockCost.value() + r.energy.cost.value()));
        QVERIFY(r.totalCost > r.wallClockCost);
    }
    void powerCapSlowsTheClockByItsCubeRoot() {
        // P ~ f^3: a 350 W cap on a 700 W board runs at (1/2)^(1/3) = 0.793701 of the clock. In
        // assumed-MFU mode the compute time is 6ND / (n x peak x MFU): 1.259921 x longer.
        QVERIFY(near(powerCapClockFactor(350, 700), 0.7937005259840998));
        QCOMPARE(powerCapClockFactor(800, 700), 1.0); // a cap above the TDP changes nothing
        QCOMPARE(powerCapClockFactor(350, 0), 1.0);   // no TDP to compare with
        Scenario s = defaultScenario();
        const Result uncapped = evaluate(s);
        s.power.capWatts = 350;
        const Result capped = evaluate(s);
        QVERIFY(near(capped.compute.time / uncapped.compute.time, std::cbrt(2.0)));
        QVERIFY(near(capped.compute.peakPerGpu.value(), 1e15 * 0.7937005259840998));
        // Boards at 350 W: IT = 358,400 + 588,800 = 947,200 W.
        QCOMPARE(capped.energy.boardWatts, 350.0);
        QVERIFY(near(capped.energy.itMegawatts, 0.9472));
        QVERIFY(near(capped.energy.clockFactor, 0.7937005259840998));
        // Derived MFU: the step model sees the capped peak; only its compute share slows, so the
        // step grows by more than 1 and at most 1.26.
        s = defaultScenario();
        s.mfuMode = MfuMode::Derived;
        const Result derived = evaluate(s);
        s.power.capWatts = 350;
        const Result derivedCapped = evaluate(s);
        QVERIFY(derived.valid && derivedCapped.valid);
        const double slower = derivedCapped.compute.time / derived.compute.time;
        QVERIFY2(slower > 1.05 && slower <= std::cbrt(2.0) + 1e-9,
                 qPrintable(QString::number(slower)));
    }
    void deepPowerCapSaysTheClockLawIsOptimistic() {
        // The cube law leaves out static power, so far below the TDP the clock it gives is too
        // high (and boards refuse such caps): a cap under half the TDP warns, naming the key.
        Scenario s = defaultScenario(); // 700 W board
        s.power.capWatts = 350;         // half: the law's documented example, no warning
        QVERIFY(!hasDiag(evaluate(s).diagnostics, DiagCode::DeepPowerCap, "power.capWatts"));
        s.power.capWatts = 1;
        const Result r = evaluate(s);
        QVERIFY(r.valid);
        QVERIFY(hasDiag(r.diagnostics, DiagCode::DeepPowerCap, "power.capWatts"));
        const auto deep =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                         [](const Diagnostic& d) { return d.code == DiagCode::DeepPowerCap; });
        QCOMPARE(deep->severity, Severity::Warning);
        QCOMPARE(deep->actual.value_or(0), 1.0);
        QCOMPARE(deep->limit.value_or(0), 700.0);
    }
    void capWithoutTdpSaysItCannotSlowTheClock() {
        // Without the board's TDP the cap is the board power (energy), but there is nothing to
        // scale the clock against: a 1 W cap read "clock x 1" and the full-speed days, unflagged.
        Scenario s = defaultScenario();
        s.hardware.tdpWatts = 0; // not published
        s.power.capWatts = 1;
        const Result r = evaluate(s);
        QVERIFY(r.valid);
        QVERIFY(hasDiag(r.diagnostics, DiagCode::PowerCapWithoutTdp, "power.capWatts"));
        QVERIFY(!hasDiag(r.diagnostics, DiagCode::DeepPowerCap, "power.capWatts"));
        // A TDP that is absurd is an error naming the key.
        s.hardware.tdpWatts = -700;
        QVERIFY(hasDiag(validate(s), DiagCode::OutOfRange, "hardware.tdpWatts"));
        s.hardware.tdpWatts = 1e9;
        QVERIFY(hasDiag(validate(s), DiagCode::OutOfRange, "hardware.tdpWatts"));
    }
    void noBoardPowerSaysSo() {
        Scenario s = defaultScenario();
        s.hardware.tdpWatts = 0;
        s.gpuPriceIncludesPower = false;
        Result r = evaluate(s);
        QVERIFY(r.valid);
        QVERIFY(!r.energy.known);
        QVERIFY(hasDiag(r.diagnostics, DiagCode::NoBoardPower, "hardware.tdpWatts"));
        QCOMPARE(r.totalCost.value(), r.wallClockCost.value());
        // A cap alone is a board power (no slowdown: no TDP to compare with).
        s.power.capWatts = 500;
        r = evaluate(s);
        QVERIFY(r.energy.known);
        QCOMPARE(r.energy.boardWatts, 500.0);
        QCOMPARE(r.energy.clockFactor, 1.0);
    }
    void keysReadWriteAndCheck() {
        const ScenarioReadResult r = readScenario(R"({"schemaVersion": 1,
            "power": {"capWatts": 500, "nodeOverheadWatts": 2000, "pue": 1.3,
                      "carbonKgPerKwh": 0.1},
            "cost": {"energyPricePerKwhUsd": 0.12, "gpuPriceIncludesPower": false}})");
        QVERIFY(!hasErrors(r.diagnostics));
        QCOMPARE(*r.scenario.power.capWatts, 500.0);
        QCOMPARE(r.scenario.power.nodeOverheadWatts, 2000.0);
        QCOMPARE(r.scenario.power.pue, 1.3);
        QCOMPARE(r.scenario.power.carbonKgPerKwh, 0.1);
        QCOMPARE(r.scenario.energyPricePerKwh, 0.12);
        QVERIFY(!r.scenario.gpuPriceIncludesPower);
        const nlohmann::json j = scenarioToJson(r.scenario);
        QCOMPARE(j["power"]["capWatts"].get<double>(), 500.0);
        QCOMPARE(j["cost"]["gpuPriceIncludesPower"].get<bool>(), false);
        Scenario bad = defaultScenario();
        bad.power.pue = 0.9;
        bad.power.capWatts = 0;
        const Diagnostics d = validate(bad);
        QVERIFY(hasDiag(d, DiagCode::OutOfRange, "power.pue"));
        QVERIFY(hasDiag(d, DiagCode::OutOfRange, "power.capWatts"));
    }
};

QTEST_APPLESS_MAIN(TestEnergy)
#include "tst_energy.moc"
