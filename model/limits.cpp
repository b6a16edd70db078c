// SPDX-License-Identifier: MIT
#include "limits.h"

#include "scenario_schema.h"
#include "units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace goodput {
namespace {

constexpr std::array<Uncertainty, 5> kUncertainties{{
    {UncertainInput::MatmulEfficiency, 0.10},
    {UncertainInput::AssumedMfu, 0.10},
    {UncertainInput::NetworkEfficiency, 0.10},
    {UncertainInput::Mtbf, 0.30},
    {UncertainInput::Price, 0.25},
}};

/// A bottleneck's share shows only from this size on (2 % of the step, 0.5 % of the wall-clock).
constexpr double kStepShare = 0.02;
constexpr double kWallClockShare = 0.005;
/// A change helps when it saves at least this share of the days.
constexpr double kHelps = 1e-3;
/// A memory remedy has to free at least this much.
constexpr double kFreesGB = 0.5;

double share(Seconds part, const StepResult& step) {
    const double total = step.time.total().value();
    return total > 0 ? part.value() / total : 0;
}

double memoryShare(const StepResult& step) {
    return step.memory.capacity.value() > 0
               ? step.memory.total().value() / step.memory.capacity.value()
               : 0;
}

double recomputeShare(const Result& r) {
    return r.compute.hfu > 0 ? 1 - r.compute.mfu / r.compute.hfu : 0;
}

/// The schema's reading of a key (a choice's index, a flag's 0 or 1).
double keyValue(const Scenario& s, std::string_view path) {
    const ScenarioKey* key = findScenarioKey(path);
    return key && key->access.get ? key->access.get(s, 0).value_or(0) : 0;
}

double shareOf(Bottleneck b, const Result& r) {
    if (b == Bottleneck::CheckpointStall) {
        return r.reliability.goodput.checkpointShare;
    }
    if (b == Bottleneck::Recompute) {
        return recomputeShare(r);
    }
    if (b == Bottleneck::MicroBatch) {
        return r.compute.mfu;
    }
    if (!r.step) {
        return 0;
    }
    switch (b) {
    case Bottleneck::PipelineBubble: return share(r.step->time.bubble, *r.step);
    case Bottleneck::Memory: return memoryShare(*r.step);
    case Bottleneck::ExposedDataParallel: return share(r.step->time.exposedDp, *r.step);
    case Bottleneck::ExposedTensorParallel: return share(r.step->time.exposedTp, *r.step);
    default: return 0;
    }
}

struct Candidate {
    Bottleneck bottleneck;
    std::string field;
    std::function<void(Scenario&)> change;
};

/// The remedy of a changed scenario, or nullopt when it does not evaluate or fits no longer. A
/// change that fitted before and does not alone (more virtual stages keep more activations) is
/// tried again with each higher ZeRO stage, the lowest that fits kept.
std::optional<Remedy> tryRemedy(const Scenario& s, const Result& r, const Candidate& c) {
    Scenario changed = s;
    c.change(changed);
    Result after = evaluate(changed);
    if (!after.valid) {
        return std::nullopt;
    }
    const auto fits = [](const Result& x) {
        return !x.step || x.step->memory.fits;
    };
    std::string alsoField;
    if (fits(r) && !fits(after) && c.bottleneck != Bottleneck::Memory) {
        for (int z = static_cast<int>(s.layout.zero) + 1; z <= 3; ++z) {
            Scenario zero = changed;
            zero.layout.zero = static_cast<ZeroStage>(z);
            Result withZero = evaluate(zero);
            if (withZero.valid && fits(withZero)) {
                changed = zero;
                after = std::move(withZero);
                alsoField = "layout.zeroStage";
                break;
            }
        }
    }
    Remedy m{.bottleneck = c.bottleneck,
             .field = c.field,
             .from = keyValue(s, c.field),
             .to = keyValue(changed, c.field),
             .alsoField = alsoField,
             .alsoTo = alsoField.empty() ? 0 : keyValue(changed, alsoField),
             .shareBefore = shareOf(c.bottleneck, r),
             .shareAfter = shareOf(c.bottleneck, after),
             .daysBefore = units::inDays(r.wallClock),
             .daysAfter = units::inDays(after.wallClock),
             .dollarsBefore = r.wallClockCost.value(),
             .dollarsAfter = after.wallClockCost.value()};
    if (r.step && after.step) {
        m.memoryBeforeGB = units::inGigabytes(r.step->memory.total());
        m.memoryAfterGB = units::inGigabytes(after.step->memory.total());
        m.hbmGB = units::inGigabytes(r.step->memory.capacity);
        m.fitsBefore = r.step->memory.fits;
        m.fitsAfter = after.step->memory.fits;
    }
    if (m.fitsBefore && !m.fitsAfter) {
        return std::nullopt;
    }
    return m;
}

bool savesDays(const Remedy& m) {
    return m.daysAfter < m.daysBefore * (1 - kHelps);
}

double daysSaved(const Remedy& m) {
    return m.daysBefore - m.daysAfter;
}

std::vector<Candidate> speedCandidates(const Scenario& s, const Result& r) {
    std::vector<Candidate> out;
    if (r.step) {
        const StepResult& st = *r.step;
        if (s.layout.pp > 1 && share(st.time.bubble, st) >= kStepShare) {
            for (const int v : {2, 4, 8}) {
                if (v > s.layout.virtualStages) {
                    out.push_back(
                        {Bottleneck::PipelineBubble, "layout.virtualStages", [v](Scenario& c) {
                             c.layout.virtualStages = v;
                         }});
                }
            }
        }
        if (share(st.time.exposedDp, st) >= kStepShare) {
            if (!s.communication.overlapGradientSync) {
                out.push_back({Bottleneck::ExposedDataParallel, "communication.overlapGradientSync",
                               [](Scenario& c) {
                                   c.communication.overlapGradientSync = true;
                               }});
            }
            out.push_back(
                {Bottleneck::ExposedDataParallel, "communication.bucketSizeMB", [](Scenario& c) {
                     c.communication.bucketSize = c.communication.bucketSize * 4.0;
                 }});
        }
        if (share(st.time.exposedTp, st) >= kStepShare && !s.communication.overlapTensorParallel) {
            out.push_back({Bottleneck::ExposedTensorParallel, "communication.overlapTensorParallel",
                           [](Scenario& c) {
                               c.communication.overlapTensorParallel = true;
                           }});
        }
        if (s.workload.recompute != Recompute::None) {
            out.push_back({Bottleneck::Recompute, "workload.recompute", [](Scenario& c) {
                               c.workload.recompute = static_cast<Recompute>(
                                   static_cast<int>(c.workload.recompute) - 1);
                           }});
        }
        out.push_back({Bottleneck::MicroBatch, "workload.microBatchSize", [](Scenario& c) {
                           c.workload.microBatchSize *= 2;
                       }});
    }
    if (s.checkpoint.mode == CheckpointMode::Synchronous &&
        r.reliability.goodput.checkpointShare >= kWallClockShare) {
        out.push_back({Bottleneck::CheckpointStall, "checkpoint.mode", [](Scenario& c) {
                           c.checkpoint.mode = CheckpointMode::Asynchronous;
                       }});
    }
    return out;
}

std::vector<Candidate> memoryCandidates(const Scenario& s, const Result& r) {
    std::vector<Candidate> out;
    if (!r.step || (memoryShare(*r.step) < kTightMemory && r.step->memory.fits)) {
        return out;
    }
    if (s.layout.zero != ZeroStage::Parameters) {
        out.push_back({Bottleneck::Memory, "layout.zeroStage", [](Scenario& c) {
                           c.layout.zero =
                               static_cast<ZeroStage>(static_cast<int>(c.layout.zero) + 1);
                       }});
    }
    if (s.workload.recompute != Recompute::Full) {
        out.push_back({Bottleneck::Memory, "workload.recompute", [](Scenario& c) {
                           c.workload.recompute =
                               static_cast<Recompute>(static_cast<int>(c.workload.recompute) + 1);
                       }});
    }
    if (s.workload.microBatchSize > 1) {
        out.push_back({Bottleneck::Memory, "workload.microBatchSize", [](Scenario& c) {
                           c.workload.microBatchSize /= 2;
                       }});
    }
    return out;
}

/// Best first: a change that makes the layout fit, then the most days saved.
bool better(const Remedy& a, const Remedy& b) {
    const bool aFits = a.fitsAfter && !a.fitsBefore;
    const bool bFits = b.fitsAfter && !b.fitsBefore;
    if (aFits != bFits) {
        return aFits;
    }
    return daysSaved(a) > daysSaved(b);
}

std::optional<double> days(const Result& r) {
    return r.valid ? std::optional(units::inDays(r.wallClock)) : std::nullopt;
}
std::optional<double> dollars(const Result& r) {
    return r.valid ? std::optional(r.wallClockCost.value()) : std::nullopt;
}

void scaleEfficiency(double& e, double factor) {
    e = std::min(1.0, e * factor);
}

} // namespace

std::span<const Uncertainty> defaultUncertainties() {
    return kUncertainties;
}

Scenario scaleUncertainInput(const Scenario& scenario, UncertainInput input, double factor) {
    Scenario s = scenario;
    switch (input) {
    case UncertainInput::MatmulEfficiency: {
        Accelerator& a = s.hardware.accelerator;
        scaleEfficiency(a.matmulEfficiency, factor);
        if (a.fp8MatmulEfficiency) {
            scaleEfficiency(*a.fp8MatmulEfficiency, factor);
        }
        if (a.sustainedMatmulEfficiency) {
            scaleEfficiency(*a.sustainedMatmulEfficiency, factor);
        }
        break;
    }
    case UncertainInput::AssumedMfu: scaleEfficiency(s.assumedMfu, factor); break;
    case UncertainInput::NetworkEfficiency:
        for (Tier& t : s.hardware.hierarchy.tiers) {
            scaleEfficiency(t.efficiency, factor);
        }
        break;
    case UncertainInput::Mtbf:
        for (PartKind& p : s.reliability.parts) {
            p.mtbf = p.mtbf * factor;
        }
        break;
    case UncertainInput::Price: s.pricePerGpu = s.pricePerGpu * factor; break;
    }
    return s;
}

PlanLimits findLimits(const Scenario& scenario, const Result& result,
                      std::span<const Uncertainty> uncertainties) {
    PlanLimits out;
    if (!result.valid) {
        return out;
    }
    out.valid = true;
    out.days = units::inDays(result.wallClock);
    out.dollars = result.wallClockCost.value();

    // Each bottleneck's best change: of several virtual-stage counts the one that saves most.
    std::vector<Remedy> speed;
    for (const Candidate& c : speedCandidates(scenario, result)) {
        std::optional<Remedy> m = tryRemedy(scenario, result, c);
        if (!m || !savesDays(*m)) {
            continue;
        }
        const auto same = std::find_if(speed.begin(), speed.end(), [&](const Remedy& o) {
            return o.bottleneck == m->bottleneck;
        });
        if (same == speed.end()) {
            speed.push_back(*m);
        } else if (better(*m, *same)) {
            *same = *m;
        }
    }
    std::optional<Remedy> memory;
    for (const Candidate& c : memoryCandidates(scenario, result)) {
        std::optional<Remedy> m = tryRemedy(scenario, result, c);
        if (!m || m->memoryAfterGB > m->memoryBeforeGB - kFreesGB) {
            continue;
        }
        // Fitting first, then the fewest days, then the most memory freed.
        if (!memory || better(*m, *memory) ||
            (daysSaved(*m) == daysSaved(*memory) && m->memoryAfterGB < memory->memoryAfterGB)) {
            memory = m;
        }
    }
    std::sort(speed.begin(), speed.end(), better);
    out.remedies = std::move(speed);
    if (memory) {
        out.remedies.insert(out.remedies.begin(), *memory);
        std::stable_sort(out.remedies.begin(), out.remedies.end(), better);
        if (out.remedies.size() > static_cast<std::size_t>(kTopRemedies)) {
            // Keep the memory remedy among the few shown: it drops the last speed remedy.
            const auto it =
                std::find_if(out.remedies.begin(), out.remedies.end(),
                             [](const Remedy& m) { return m.bottleneck == Bottleneck::Memory; });
            if (it - out.remedies.begin() >= kTopRemedies) {
                std::rotate(out.remedies.begin() + kTopRemedies - 1, it, it + 1);
            }
        }
    }
    if (out.remedies.size() > static_cast<std::size_t>(kTopRemedies)) {
        out.remedies.resize(kTopRemedies);
    }

    const bool derived = result.compute.mode == MfuMode::Derived;
    for (const Uncertainty& u : uncertainties) {
        if ((u.input == UncertainInput::MatmulEfficiency && !derived) ||
            (u.input == UncertainInput::AssumedMfu && derived) ||
            (u.input == UncertainInput::NetworkEfficiency &&
             (!derived || scenario.hardware.hierarchy.tiers.empty()))) {
            continue; // the input does not reach the days in this mode
        }
        TornadoBar bar{.input = u.input, .relative = u.relative};
        const auto end = [&](double factor, std::optional<double>& d, std::optional<double>& c) {
            const Result r = evaluate(scaleUncertainInput(scenario, u.input, factor));
            d = days(r);
            c = dollars(r);
            for (const Diagnostic& diag : r.diagnostics) {
                if (diag.severity == Severity::Error) {
                    bar.reasons.push_back(diag);
                }
            }
        };
        bar.lowFactor = 1 - u.relative;
        bar.highFactor = 1 + u.relative;
        end(bar.lowFactor, bar.daysLow, bar.dollarsLow);
        end(bar.highFactor, bar.daysHigh, bar.dollarsHigh);
        out.tornado.push_back(std::move(bar));
    }
    const auto swing = [&](const TornadoBar& b) {
        return std::abs(b.daysHigh.value_or(out.days) - b.daysLow.value_or(out.days));
    };
    std::stable_sort(out.tornado.begin(), out.tornado.end(),
                     [&](const TornadoBar& a, const TornadoBar& b) { return swing(a) > swing(b); });
    return out;
}

} // namespace goodput
