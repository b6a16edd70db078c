// SPDX-License-Identifier: MIT
// What limits a plan (issue 18): the remedies the model finds, checked against the plan evaluated
// with each change by hand, and the tornado against values derived by hand for the default
// scenario (the chapter's 2.5.15 example, TP 8 x PP 4 on 1,024 GPUs).

#include "model/limits.h"
#include "model/units.h"
#include "tests/support/near.h"

#include <QtTest>

using goodput::test::near;
using namespace goodput;

namespace {

const TornadoBar* barOf(const PlanLimits& l, UncertainInput input) {
    for (const TornadoBar& b : l.tornado) {
        if (b.input == input) {
            return &b;
        }
    }
    return nullptr;
}

const Remedy* remedyOf(const PlanLimits& l, Bottleneck b) {
    for (const Remedy& m : l.remedies) {
        if (m.bottleneck == b) {
            return &m;
        }
    }
    return nullptr;
}

Scenario derived() {
    Scenario s = defaultScenario();
    s.mfuMode = MfuMode::Derived;
    return s;
}

double days(const Scenario& s) {
    return units::inDays(evaluate(s).wallClock);
}

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    void tornadoOfAnAssumedMfu() {
        // Wall-clock days = 6ND / (n peak MFU) / goodput, and goodput does not depend on the
        // compute time (2.5.13): MFU x 0.9 gives days / 0.9, x 1.1 days / 1.1. Dollars follow the
        // price: x 0.75 and x 1.25 at the same days.
        const Scenario s = defaultScenario();
        const Result r = evaluate(s);
        const PlanLimits l = findLimits(s, r);
        QVERIFY(l.valid);
        const double d = units::inDays(r.wallClock);
        const double c = r.wallClockCost.value();
        QVERIFY(near(l.days, d));
        const TornadoBar* mfu = barOf(l, UncertainInput::AssumedMfu);
        QVERIFY(mfu);
        QVERIFY(near(*mfu->daysLow, d / 0.9, 1e-12));
        QVERIFY(near(*mfu->daysHigh, d / 1.1, 1e-12));
        const TornadoBar* price = barOf(l, UncertainInput::Price);
        QVERIFY(price);
        QVERIFY(near(*price->daysLow, d, 1e-12));
        QVERIFY(near(*price->dollarsLow, 0.75 * c, 1e-12));
        QVERIFY(near(*price->dollarsHigh, 1.25 * c, 1e-12));
        // Fewer hours between failures, more days.
        const TornadoBar* mtbf = barOf(l, UncertainInput::Mtbf);
        QVERIFY(mtbf);
        QVERIFY(*mtbf->daysLow > d);
        QVERIFY(*mtbf->daysHigh < d);
        // Under an assumed MFU the layout, matmuls and network do not set the days: not listed.
        QVERIFY(!barOf(l, UncertainInput::MatmulEfficiency));
        QVERIFY(!barOf(l, UncertainInput::NetworkEfficiency));
        // Widest swing in days first: MFU's 11 % before MTBF's and the price's none.
        QCOMPARE(l.tornado.front().input, UncertainInput::AssumedMfu);
        QCOMPARE(l.tornado.back().input, UncertainInput::Price);
    }

    void tornadoOfADerivedMfu() {
        const Scenario s = derived();
        const PlanLimits l = findLimits(s, evaluate(s));
        const TornadoBar* matmul = barOf(l, UncertainInput::MatmulEfficiency);
        QVERIFY(matmul);
        QVERIFY(!barOf(l, UncertainInput::AssumedMfu));
        // A slower matmul, a longer run; the efficiency is capped at 1 at the high end.
        QVERIFY(*matmul->daysLow > l.days);
        QVERIFY(*matmul->daysHigh < l.days);
        Scenario slow = s;
        slow.hardware.accelerator.matmulEfficiency *= 0.9;
        QVERIFY(near(*matmul->daysLow, days(slow), 1e-12));
        QVERIFY(barOf(l, UncertainInput::NetworkEfficiency));
        Scenario capped = scaleUncertainInput(s, UncertainInput::NetworkEfficiency, 2);
        for (const Tier& t : capped.hardware.hierarchy.tiers) {
            QVERIFY(t.efficiency <= 1);
        }
    }

    void pipelineBubbleIsTheFirstLimit() {
        // 512 sequences per step over DP 32 at micro-batch 1: m = 16 micro-batches per pipeline,
        // bubble (p - 1) / (v m) = 3/16 = 18.75 % of the micro-batches with 1F1B; 4 virtual
        // stages take it to 3/64 = 4.7 %.
        const Scenario s = derived();
        const Result r = evaluate(s);
        QVERIFY(r.step);
        QVERIFY(near(r.step->bubbleFraction, 3.0 / 16, 1e-12));
        const PlanLimits l = findLimits(s, r);
        const Remedy* bubble = remedyOf(l, Bottleneck::PipelineBubble);
        QVERIFY(bubble);
        QCOMPARE(bubble->field, std::string("layout.virtualStages"));
        QCOMPARE(bubble->from, 1.0);
        QVERIFY(bubble->to == 2 || bubble->to == 4 || bubble->to == 8);
        QVERIFY(near(bubble->shareBefore,
                     r.step->time.bubble.value() / r.step->time.total().value(), 1e-12));
        QVERIFY(bubble->shareAfter < bubble->shareBefore);
        // More virtual stages keep more activations in flight: at 75.6 of 80 GB the change needs
        // a higher ZeRO stage to fit, and says so. Its effect is the plan evaluated with exactly
        // that change.
        Scenario changed = s;
        changed.layout.virtualStages = static_cast<int>(bubble->to);
        if (!bubble->alsoField.empty()) {
            QCOMPARE(bubble->alsoField, std::string("layout.zeroStage"));
            QVERIFY(bubble->alsoTo > 1);
            changed.layout.zero = static_cast<ZeroStage>(static_cast<int>(bubble->alsoTo));
        }
        QVERIFY(evaluate(changed).step->memory.fits);
        QVERIFY(near(bubble->daysAfter, days(changed), 1e-12));
        QVERIFY(bubble->daysAfter < bubble->daysBefore);
        QVERIFY(l.remedies.size() <= static_cast<std::size_t>(kTopRemedies));
        // Best first: days saved never grow down the list (apart from a memory fix).
        for (std::size_t i = 1; i < l.remedies.size(); ++i) {
            const Remedy& a = l.remedies[i - 1];
            const Remedy& b = l.remedies[i];
            if (a.bottleneck != Bottleneck::Memory && b.bottleneck != Bottleneck::Memory) {
                QVERIFY(a.daysBefore - a.daysAfter >= b.daysBefore - b.daysAfter);
            }
        }
    }

    void asynchronousCheckpointsWhenStallsCost() {
        // Without the measured 120 s stall the write of 12 bytes x 70e9 = 840 GB at the 100 GB/s
        // aggregate takes 8.4 s of stall per checkpoint, synchronous; async only copies to host.
        Scenario s = derived();
        s.checkpoint.stallOverride.reset();
        s.checkpoint.aggregateWriteBandwidth = units::gigabytesPerSecond(5);
        const Result r = evaluate(s);
        const PlanLimits l = findLimits(s, r);
        const Remedy* stall = remedyOf(l, Bottleneck::CheckpointStall);
        QVERIFY(stall);
        QCOMPARE(stall->field, std::string("checkpoint.mode"));
        QVERIFY(near(stall->shareBefore, r.reliability.goodput.checkpointShare, 1e-12));
        QVERIFY(stall->shareAfter < stall->shareBefore);
        Scenario async = s;
        async.checkpoint.mode = CheckpointMode::Asynchronous;
        QVERIFY(near(stall->daysAfter, days(async), 1e-12));
    }

    void tightMemoryGetsAMemoryRemedy() {
        // Without ZeRO every GPU keeps the whole fp32 optimizer state of its 70e9 / 32 parameters
        // (12 B each: 26 GB) next to weights, gradients and activations: more than 80 GB. ZeRO-1
        // shards that state over DP 32 and the layout fits: that change comes first.
        Scenario s = derived();
        s.layout.zero = ZeroStage::None;
        const Result r = evaluate(s);
        QVERIFY(r.step);
        const double share = r.step->memory.total().value() / r.step->memory.capacity.value();
        QVERIFY2(share >= kTightMemory, qPrintable(QString::number(share)));
        const PlanLimits l = findLimits(s, r);
        const Remedy* memory = remedyOf(l, Bottleneck::Memory);
        QVERIFY(memory);
        QVERIFY(memory->memoryAfterGB < memory->memoryBeforeGB);
        QVERIFY(!memory->fitsBefore);
        QVERIFY(memory->fitsAfter);
        QCOMPARE(memory->field, std::string("layout.zeroStage"));
        QCOMPARE(memory->to, 1.0);
        QVERIFY(near(memory->shareBefore, share, 1e-12));
        QCOMPARE(l.remedies.front().bottleneck, Bottleneck::Memory);
    }

    void anInvalidPlanHasNoLimits() {
        Scenario s = defaultScenario();
        s.cluster.gpus = 1000;
        const PlanLimits l = findLimits(s, evaluate(s));
        QVERIFY(!l.valid);
        QVERIFY(l.remedies.empty());
        QVERIFY(l.tornado.empty());
    }
};

QTEST_APPLESS_MAIN(TestLimits)
#include "tst_limits.moc"
