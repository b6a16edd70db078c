// SPDX-License-Identifier: MIT
#include "reportcontent.h"

#include "reportcharts.h"
#include "reportinputs.h"
#include "views/charts/checkpointchart.h"
#include "views/charts/collectivechart.h"
#include "views/charts/daysdollarschart.h"
#include "views/charts/distributionchart.h"
#include "views/charts/goodputchart.h"
#include "views/charts/hierarchychart.h"
#include "views/charts/losttimechart.h"
#include "views/charts/memorychart.h"
#include "views/charts/steptimechart.h"
#include "views/charts/tornadochart.h"
#include "views/format.h"
#include "views/messages.h"
#include "views/planningtext.h"
#include "views/plantext.h"
#include "views/validationsuites.h"
#include "views/validationtext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>

namespace goodput::views::report {
namespace {

/// This file's strings, in the translation context "Report" (a struct, so that lupdate files them
/// there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

/// What HFU's hardware FLOPs add, in words for the formula.
QString recomputeTerm(const Workload& w) {
    switch (w.recompute) {
    case Recompute::None: break;
    case Recompute::Selective: return Tr::tr("selective recompute");
    case Recompute::Minimal: return Tr::tr("minimal recompute");
    case Recompute::Full:
        if (w.recomputeOnlyNeeded) {
            return Tr::tr("full recompute of %1 of the layers, down projections not run again")
                .arg(formatPercent(w.recomputeLayerShare));
        }
        return w.recomputeLayerShare >= 1.0 ? Tr::tr("8<i>N</i> with full recompute")
                                            : Tr::tr("full recompute of %1 of the layers")
                                                  .arg(formatPercent(w.recomputeLayerShare));
    }
    return Tr::tr("no recompute");
}

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString bold(const QString& html) {
    return QStringLiteral("<b>%1</b>").arg(html);
}

QString num(double v) {
    return formatNumber(v);
}

/// A quantity in seconds as a formula operand: "120 s", "1.41e6 s".
QString secs(Seconds t) {
    return QStringLiteral("%1 s").arg(num(t.value()));
}

/// A result in seconds, then in the unit a reader thinks in: "18,371 s = 5.10 h".
QString secsThenDuration(Seconds t) {
    const QString readable = formatDuration(t);
    return readable.endsWith(QStringLiteral(" s"))
               ? readable
               : QStringLiteral("%1 = %2").arg(secs(t), readable);
}

QString keyText(const QString& key) {
    return QStringLiteral("<span style=\"font-family:'DejaVu Sans Mono'; font-size:6.5pt; "
                          "color:#5f666d\">%1</span>")
        .arg(esc(key));
}

QString algorithmName(Algorithm a) {
    switch (a) {
    case Algorithm::Ring: return Tr::tr("ring");
    case Algorithm::Tree: return Tr::tr("tree");
    case Algorithm::Hierarchical: return Tr::tr("hierarchical");
    case Algorithm::Auto: return Tr::tr("auto");
    }
    return {};
}

/// The symbolic cost of one all-reduce as the chapter writes it for each algorithm.
QString allReduceFormula(Algorithm a) {
    switch (a) {
    case Algorithm::Ring:
        return QStringLiteral("2(<i>N</i>−1)α + 2(<i>N</i>−1)/<i>N</i> · <i>S</i>/<i>B</i>");
    case Algorithm::Tree: return QStringLiteral("2⌈log<sub>2</sub><i>N</i>⌉α + 4<i>S</i>/<i>B</i>");
    case Algorithm::Hierarchical:
        return Tr::tr(
            "reduce-scatter in the scale-up domain + all-reduce of <i>S</i>/<i>k</i> across "
            "domains + "
            "all-gather");
    case Algorithm::Auto: break;
    }
    return {};
}

/// One bucket's collective: a reduce-scatter (ZeRO) is half a ring all-reduce, and runs as a ring
/// whatever the algorithm asked for (model/collectives.cpp).
QString bucketFormula(Collective c, Algorithm a) {
    if (c == Collective::ReduceScatter) {
        return QStringLiteral("(<i>N</i>−1)α + (<i>N</i>−1)/<i>N</i> · <i>S</i>/<i>B</i>");
    }
    return allReduceFormula(a);
}

QString tierKindName(TierKind k) {
    switch (k) {
    case TierKind::ScaleUp: return Tr::tr("Scale-up");
    case TierKind::ScaleOut: return Tr::tr("Scale-out");
    case TierKind::Spine: return Tr::tr("Spine");
    }
    return {};
}

/// The scenario's own layout in the words of the CLI's plan and search.
QString layoutText(const Scenario& s, int dp) {
    return layoutName({s.layout, s.workload.microBatchSize, s.workload.recompute}, dp);
}

QString gpusText(int gpus) {
    return Tr::tr("%Ln GPU(s)", nullptr, gpus);
}

QString nodesText(int nodes) {
    return Tr::tr("%Ln node(s)", nullptr, nodes);
}

QString clusterText(const Scenario& s) {
    return Tr::tr("%1 in %2 of %3", "GPUs in nodes of GPUs per node")
        .arg(gpusText(s.cluster.gpus), nodesText(s.cluster.nodes()),
             formatCount(s.cluster.gpusPerNode));
}

QString hardwareText(const Scenario& s, const Result& r) {
    const HardwareSpec& h = s.hardware;
    QString name = esc(h.displayName);
    if (!h.preset.empty()) {
        name += QStringLiteral(" (%1)").arg(esc(h.preset));
    }
    return Tr::tr("%1: %2 dense %3, %4 HBM at %5")
        .arg(name, formatFlopRate(r.compute.peakPerGpu),
             s.workload.precision == Precision::Fp8 && h.accelerator.peakFp8
                 ? QStringLiteral("FP8")
                 : QStringLiteral("BF16"),
             formatBytes(h.accelerator.hbmCapacity), formatByteRate(h.accelerator.hbmBandwidth));
}

/// Relative change from a to b, "+12.3 %"; percentage points for fractions.
QString change(double before, double after, bool fraction) {
    if (fraction) {
        const double pp = (after - before) * 100.0;
        return QStringLiteral("%1%2 pp").arg(pp > 0 ? QStringLiteral("+") : QString(),
                                             QLocale().toString(pp, 'f', 1));
    }
    if (before == 0) {
        return QStringLiteral("—");
    }
    const double rel = after / before - 1.0;
    if (std::abs(rel) < 5e-4) {
        return QStringLiteral("0.0 %");
    }
    return (rel > 0 ? QStringLiteral("+") : QString()) + formatPercent(rel);
}

class ContentBuilder {
public:
    ContentBuilder(ReportDocument& doc, const ReportRequest& request)
        : m_doc(doc), m_req(request), m_s(request.plan.scenario),
          m_r(request.plan.result), m_chartInput{m_s, m_r, request.plan.sweeps} {
        if (const std::optional<Evaluated>& b = request.baseline) {
            m_baselineInput.emplace(charts::ChartInput{b->scenario, b->result, b->sweeps});
        }
        if (request.simulation && request.simulation->valid) {
            m_outlook.emplace(outlookOf(*request.simulation));
            m_chartInput.outlook = &*m_outlook;
        }
    }

    void build() {
        titleBlock();
        summary();
        if (m_req.baseline) {
            comparison();
        }
        if (m_r.valid) {
            compute();
            if (m_r.step) {
                stepTime();
                memory();
            }
            if (m_r.compute.mode == MfuMode::Derived) {
                topLayouts();
            }
            communication();
            dataLoading();
            checkpoints();
            reliability();
            if (m_req.simulation && m_req.simulation->valid) {
                simulation();
            }
            limits();
        }
        inputs();
        appendix();
    }

private:
    /// One of the app's charts, full text width, with its caption: what a section needs to show
    /// a chart is this one call. Compare mode draws the baseline's ghost, as in the app.
    template <class Chart> void chart(const QString& caption, double heightToWidth = kChartAspect) {
        const double width = m_doc.bodyWidthPoints();
        m_doc.figure(chartFigure([](QChart* c) { return std::make_unique<Chart>(c); }, m_chartInput,
                                 m_baselineInput ? &*m_baselineInput : nullptr,
                                 QSizeF(width, width * heightToWidth),
                                 m_doc.document().defaultFont()),
                     caption);
    }

    void titleBlock() {
        const QString source = m_req.scenarioFile.isEmpty()
                                   ? Tr::tr("the built-in default scenario")
                                   : QFileInfo(m_req.scenarioFile).fileName();
        m_doc.title(Tr::tr("Training plan"), esc(m_s.name));
        TableSpec meta;
        meta.style = TableStyle::KeyValue;
        meta.columnPercent = {18, 82};
        meta.rows = {
            {Tr::tr("Scenario"), esc(m_s.name)},
            {Tr::tr("Scenario file"),
             m_req.scenarioFile.isEmpty() ? esc(source) : esc(m_req.scenarioFile)},
            {Tr::tr("Date"),
             esc(QLocale().toString(m_req.created, QStringLiteral("yyyy-MM-dd HH:mm")))},
            {Tr::tr("Prepared with"),
             Tr::tr("Goodput %1, capacity planner for LLM pretraining clusters")
                 .arg(QStringLiteral(GOODPUT_VERSION))},
        };
        m_doc.table(meta);
    }

    void summary() {
        m_doc.heading(1, Tr::tr("Executive summary"));
        if (!m_r.valid) {
            m_doc.paragraph(Tr::tr(
                "This scenario cannot be evaluated: the inputs below have errors. Fix them and "
                "export the report again."));
            risks();
            return;
        }
        const ComputeResult& c = m_r.compute;
        const ReliabilityResult& rel = m_r.reliability;
        const bool finishes = rel.goodput.finishes;
        QString lead = Tr::tr("Training %1 parameters on %2 tokens on %3 (%4) takes %5 of "
                              "pure compute at %6 "
                              "MFU.")
                           .arg(formatCount(c.totalParameters), formatCount(m_s.workload.tokens),
                                gpusText(m_s.cluster.gpus), esc(m_s.hardware.displayName),
                                bold(formatDays(c.time)), formatPercent(c.mfu));
        if (finishes) {
            lead +=
                QLatin1Char(' ') +
                Tr::tr("Counting checkpoints, failures and restarts (goodput %1), the run takes %2 "
                       "wall-clock.")
                    .arg(formatPercent(rel.goodput.goodput), bold(formatDays(m_r.wallClock)));
            lead +=
                QLatin1Char(' ') +
                Tr::tr("At %1 per GPU-hour it costs %2 in compute, %3 wall-clock.")
                    .arg(formatDollars(units::dollars(units::inDollarsPerHour(m_s.pricePerGpu))),
                         bold(formatDollars(c.cost)), bold(formatDollars(m_r.wallClockCost)));
        } else {
            lead += QLatin1Char(' ') +
                    Tr::tr("With the failure rate and restart costs given, the run never finishes: "
                           "restarts and lost work take all the time.");
        }
        m_doc.paragraph(lead);

        const QString never = Tr::tr("never finishes");
        TableSpec headline;
        headline.header = {QString(), Tr::tr("Compute only"), Tr::tr("Wall-clock, after goodput")};
        headline.columnPercent = {34, 33, 33};
        headline.rightAligned = {1, 2};
        headline.rows = {
            {Tr::tr("Training time"), bold(formatDays(c.time)),
             bold(finishes ? formatDays(m_r.wallClock) : never)},
            {Tr::tr("GPU-hours"), formatCount(c.gpuHours),
             finishes ? formatCount(m_r.wallClockGpuHours) : never},
            {Tr::tr("Cost"), bold(formatDollars(c.cost)),
             bold(finishes ? formatDollars(m_r.wallClockCost) : never)},
            {Tr::tr("Cost per million tokens"), formatDollars(c.costPerMillionTokens),
             finishes ? formatDollars(m_r.wallClockCostPerMillionTokens) : never},
        };
        const EnergyResult& e = m_r.energy;
        if (e.known) {
            // Issue 19: the energy of the wall-clock run, and the total when GPUs are priced
            // without power.
            headline.rows.append(
                {Tr::tr("Energy"), QString(),
                 finishes ? Tr::tr("%1, %2 (%3)")
                                .arg(formatMegawattHours(e.megawattHours), formatDollars(e.cost),
                                     formatTonnesCo2e(e.tonnesCo2e))
                          : never});
            if (!m_s.gpuPriceIncludesPower) {
                headline.rows.append({Tr::tr("Total cost with energy"), QString(),
                                      bold(finishes ? formatDollars(m_r.totalCost) : never)});
            }
        }
        m_doc.table(headline);

        TableSpec facts;
        facts.columnPercent = {34, 66};
        facts.rows = {
            {Tr::tr("Goodput"), finishes ? bold(formatPercent(rel.goodput.goodput)) : never},
            {Tr::tr("MFU / HFU"), Tr::tr("%1 (%2) / %3, counting %4")
                                      .arg(formatPercent(c.mfu), mfuSource(), formatPercent(c.hfu),
                                           flopConventionName(c.flopConvention))},
            {Tr::tr("Throughput"), Tr::tr("%1 tokens/s").arg(formatLargeCount(c.tokensPerSecond))},
            {Tr::tr("Tokens per parameter"),
             Tr::tr("%1; compute-optimal is about 20, %2 tokens for this model (Hoffmann et al. "
                    "2022)")
                 .arg(formatNumber(c.tokensPerParameter),
                      formatShortCount(c.computeOptimalTokens))},
            {Tr::tr("GPUs and layout"),
             QStringLiteral("%1; %2").arg(clusterText(m_s), layoutText(m_s, m_r.communication.dp))},
            {Tr::tr("Hardware"), hardwareText(m_s, m_r)},
            {Tr::tr("Failures"), finishes
                                     ? Tr::tr("system MTBF %1; %2 failures expected over the run")
                                           .arg(formatHours(rel.systemMtbf),
                                                QLocale().toString(rel.expectedFailures, 'f', 1))
                                     : Tr::tr("system MTBF %1").arg(formatHours(rel.systemMtbf))},
            {Tr::tr("Power"),
             e.known
                 ? Tr::tr("%1 at the facility: %2 W per GPU, %3 W per node besides, PUE %4")
                       .arg(formatMegawatts(e.facilityMegawatts), formatNumber(e.boardWatts),
                            formatNumber(m_s.power.nodeOverheadWatts), formatNumber(m_s.power.pue))
                 : Tr::tr("unknown: the hardware publishes no TDP")},
            {Tr::tr("Checkpoints"),
             Tr::tr("%1 every %2, stalling %3 each (%4 of compute wasted)")
                 .arg(formatBytes(m_r.checkpoint.bytes), formatDuration(rel.interval),
                      formatDuration(m_r.checkpoint.stall), formatWaste(rel.waste))},
        };
        if (m_r.step) {
            const StepResult& st = *m_r.step;
            const MemoryBreakdown& mem = st.memory;
            if (c.mode == MfuMode::Assumed) {
                facts.rows.insert(2, {Tr::tr("This layout's MFU"),
                                      Tr::tr("%1 from the step model (the times above assume %2)")
                                          .arg(formatPercent(st.mfu), formatPercent(c.mfu))});
            }
            facts.rows.append(
                {Tr::tr("Step time"), Tr::tr("%1 for %2 tokens")
                                          .arg(formatDuration(st.time.total()),
                                               formatCount(m_s.workload.globalBatchTokens))});
            facts.rows.append({Tr::tr("Memory per GPU"),
                               Tr::tr("%1 of %2: %3")
                                   .arg(formatBytes(mem.total()), formatBytes(mem.capacity),
                                        mem.fits ? Tr::tr("fits") : bold(Tr::tr("does not fit")))});
        }
        m_doc.table(facts);
        risks();
    }

    [[nodiscard]] QString mfuSource() const {
        return m_r.compute.mode == MfuMode::Derived ? Tr::tr("derived from the layout")
                                                    : Tr::tr("assumed");
    }

    void risks() {
        m_doc.heading(2, Tr::tr("Main risks"));
        Diagnostics sorted = m_r.diagnostics;
        std::stable_sort(
            sorted.begin(), sorted.end(),
            [](const Diagnostic& a, const Diagnostic& b) { return a.severity > b.severity; });
        QStringList items;
        for (const Diagnostic& d : sorted) {
            items << QStringLiteral("<b>%1</b>: %2")
                         .arg(esc(severityName(d.severity)), esc(describe(d)));
        }
        if (m_r.valid && m_r.reliability.goodput.finishes) {
            const GoodputBreakdown& g = m_r.reliability.goodput;
            items << Tr::tr("Where the wall-clock goes besides compute: checkpoint stalls %1, "
                            "recomputing work lost to "
                            "failures %2, restarts %3 (2.5.13).")
                         .arg(formatPercent(g.checkpointShare, 2),
                              formatPercent(g.lostWorkShare, 2), formatPercent(g.restartShare, 2));
        }
        if (m_r.valid && m_r.compute.mode == MfuMode::Derived &&
            !m_req.plan.sweeps.layouts.ranked.empty()) {
            const RankedLayout& best = m_req.plan.sweeps.layouts.ranked.front();
            const QString name = layoutName(best.choice, best.step.dp);
            items
                << (name == layoutText(m_s, m_r.communication.dp)
                        ? Tr::tr("This plan's layout is the best the layout search finds.")
                        : Tr::tr(
                              "The layout search ranks %1 first: %2 wall-clock and %3, against %4 "
                              "and %5 "
                              "with this plan's layout (see Top layouts).")
                              .arg(bold(esc(name)), formatDays(best.wallClock),
                                   formatDollars(best.cost), formatDays(m_r.wallClock),
                                   formatDollars(m_r.wallClockCost)));
        }
        if (m_r.diagnostics.empty()) {
            m_doc.paragraph(Tr::tr("The model raises no warning for this scenario."));
        }
        m_doc.bullets(items);
    }

    void comparison() {
        const Evaluated& base = *m_req.baseline;
        const Result& b = base.result;
        const Result& r = m_r;
        m_doc.heading(1, Tr::tr("Comparison with the baseline"));
        m_doc.paragraph(Tr::tr("Baseline: %1. Changes are this plan relative to the baseline.")
                            .arg(bold(esc(base.scenario.name))));
        if (!b.valid || !r.valid) {
            m_doc.paragraph(Tr::tr(
                "One of the two scenarios has errors, so their results cannot be compared."));
        } else {
            TableSpec t;
            t.header = {Tr::tr("Result"), Tr::tr("Baseline"), Tr::tr("This plan"),
                        Tr::tr("Change")};
            t.columnPercent = {34, 22, 22, 22};
            t.rightAligned = {1, 2, 3};
            auto row = [&](const QString& label, const QString& before, const QString& after,
                           double x, double y, bool fraction = false) {
                t.rows.append({label, before, after, change(x, y, fraction)});
            };
            row(Tr::tr("Training time, compute only"), formatDays(b.compute.time),
                formatDays(r.compute.time), b.compute.time.value(), r.compute.time.value());
            row(Tr::tr("Training time, wall-clock"), formatDays(b.wallClock),
                formatDays(r.wallClock), b.wallClock.value(), r.wallClock.value());
            row(Tr::tr("Cost, compute only"), formatDollars(b.compute.cost),
                formatDollars(r.compute.cost), b.compute.cost.value(), r.compute.cost.value());
            row(Tr::tr("Cost, wall-clock"), formatDollars(b.wallClockCost),
                formatDollars(r.wallClockCost), b.wallClockCost.value(), r.wallClockCost.value());
            row(Tr::tr("GPU-hours, wall-clock"), formatCount(b.wallClockGpuHours),
                formatCount(r.wallClockGpuHours), b.wallClockGpuHours, r.wallClockGpuHours);
            row(Tr::tr("Goodput"), formatPercent(b.reliability.goodput.goodput),
                formatPercent(r.reliability.goodput.goodput), b.reliability.goodput.goodput,
                r.reliability.goodput.goodput, true);
            row(Tr::tr("MFU"), formatPercent(b.compute.mfu), formatPercent(r.compute.mfu),
                b.compute.mfu, r.compute.mfu, true);
            row(Tr::tr("HFU"), formatPercent(b.compute.hfu), formatPercent(r.compute.hfu),
                b.compute.hfu, r.compute.hfu, true);
            row(Tr::tr("GPUs"), formatCount(base.scenario.cluster.gpus),
                formatCount(m_s.cluster.gpus), base.scenario.cluster.gpus, m_s.cluster.gpus);
            row(Tr::tr("System MTBF"), formatHours(b.reliability.systemMtbf),
                formatHours(r.reliability.systemMtbf), b.reliability.systemMtbf.value(),
                r.reliability.systemMtbf.value());
            row(Tr::tr("Checkpoint interval"), formatDuration(b.reliability.interval),
                formatDuration(r.reliability.interval), b.reliability.interval.value(),
                r.reliability.interval.value());
            m_doc.table(t);
        }
        m_doc.heading(2, Tr::tr("Inputs that differ"));
        const std::vector<InputDifference> diffs = inputDifferences(base.scenario, m_s);
        if (diffs.empty()) {
            m_doc.paragraph(Tr::tr("The two scenarios have the same inputs."));
            return;
        }
        TableSpec t;
        t.header = {Tr::tr("Setting"), Tr::tr("Baseline"), Tr::tr("This plan")};
        t.columnPercent = {40, 30, 30};
        for (const InputDifference& d : diffs) {
            t.rows.append({esc(d.label) + QStringLiteral("<br/>") + keyText(d.key), esc(d.baseline),
                           bold(esc(d.current))});
        }
        m_doc.table(t);
    }

    void compute() {
        const ComputeResult& c = m_r.compute;
        const Workload& w = m_s.workload;
        m_doc.heading(1, Tr::tr("Compute, time and cost"), true);
        m_doc.paragraph(
            Tr::tr(
                "The chapter's estimate (2.5.14–2.5.15): the training compute divided by what the "
                "cluster actually delivers, peak times MFU times GPUs.") +
            QLatin1Char(' ') +
            (c.mode == MfuMode::Derived
                 ? Tr::tr("MFU is derived from the parallel layout's step time (next section): %1.")
                 : Tr::tr("MFU is an input here, assumed at %1."))
                .arg(formatPercent(c.mfu)));

        // The FLOPs per token of the convention MFU counts under (mfu.flopConvention), with its
        // terms: the same count the cards, the layout table and the CLI name.
        const QString convention = flopConventionName(c.flopConvention);
        const FlopTerms terms = flopTerms(c.flopConvention, w);
        if (terms.attention || terms.logitsParameters > 0) {
            const Architecture& a = *w.architecture;
            const QString attentionFactor = terms.attention && terms.attention->causal
                                                ? QStringLiteral("6")
                                                : QStringLiteral("12");
            QString symbols = terms.logitsParameters > 0 ? QStringLiteral("6 (<i>N</i> − <i>E</i>)")
                                                         : QStringLiteral("6<i>N</i>");
            QString values =
                terms.logitsParameters > 0
                    ? QStringLiteral("6 × (%1 − %2)")
                          .arg(num(c.parameters), num(terms.embeddingShare * c.parameters))
                    : QStringLiteral("6 × %1").arg(num(c.parameters));
            symbols += QStringLiteral(" + %1 <i>L H s</i>").arg(attentionFactor);
            values += QStringLiteral(" + %1 × %2 × %3 × %4")
                          .arg(attentionFactor, num(a.layers), num(a.attentionWidth()),
                               num(w.sequenceLength));
            if (terms.logitsParameters > 0) {
                symbols += QStringLiteral(" + 6 <i>V h</i>");
                values +=
                    QStringLiteral(" + 6 × %1 × %2").arg(num(a.vocabularySize), num(a.hiddenSize));
            }
            m_doc.formula(Tr::tr("Training compute, counting %1").arg(convention),
                          {QStringLiteral("<i>C</i> = (%1) <i>D</i>").arg(symbols),
                           QStringLiteral("= (%1) × %2").arg(values, num(w.tokens)),
                           QStringLiteral("= %1 × %2 = %3")
                               .arg(num(c.perToken.model.value()), num(w.tokens),
                                    bold(formatFlops(c.total)))});
            if (terms.logitsParameters > 0) {
                m_doc.note(Tr::tr("%1 counts the parameters without the embedding tables "
                                  "(<i>E</i>) and the logits matmul 6 <i>V h</i> on its own.")
                               .arg(convention));
            }
        } else {
            m_doc.formula(Tr::tr("Training compute, counting 6N"),
                          {QStringLiteral("<i>C</i> = 6<i>ND</i> = 6 × %1 × %2 = %3")
                               .arg(num(c.parameters), num(w.tokens), bold(formatFlops(c.total)))});
        }
        if (w.activeParameters > 0) {
            m_doc.note(
                Tr::tr("Mixture of experts: <i>N</i> counts the %1 parameters active per token, "
                       "not the %2 in total.")
                    .arg(formatCount(w.activeParameters), formatCount(w.parameters)));
        }
        m_doc.formula(Tr::tr("Effective cluster throughput"),
                      {Tr::tr("<i>n</i> × peak × MFU = %1 × %2 FLOP/s × %3 = %4")
                           .arg(formatCount(m_s.cluster.gpus), num(c.peakPerGpu.value()),
                                num(c.mfu), formatFlopRate(c.effective))});
        m_doc.formula(Tr::tr("Training time, compute only"),
                      {Tr::tr("<i>T</i> = <i>C</i> / (<i>n</i> × peak × MFU) = %1 / %2 = %3 = %4")
                           .arg(num(c.total.value()), num(c.effective.value()), secs(c.time),
                                bold(formatDays(c.time)))});
        m_doc.formula(
            Tr::tr("GPU-hours"),
            {Tr::tr("<i>n</i> × <i>T</i> / 3600 = %1 × %2 / 3600 = %3 GPU-hours")
                 .arg(formatCount(m_s.cluster.gpus), secs(c.time), bold(formatCount(c.gpuHours)))});
        m_doc.formula(
            Tr::tr("Compute cost"),
            {Tr::tr("GPU-hours × price = %1 × %2 = %3")
                 .arg(formatCount(c.gpuHours),
                      formatDollars(units::dollars(units::inDollarsPerHour(m_s.pricePerGpu))),
                      bold(formatDollars(c.cost)))});
        m_doc.formula(Tr::tr("Tokens per second (2.5.10, 2.5.14)"),
                      {Tr::tr("<i>n</i> × peak × MFU / (FLOPs per token) = %1 / %2 = %3 tokens/s")
                           .arg(num(c.effective.value()), num(c.perToken.model.value()),
                                formatCount(c.tokensPerSecond))});
        const QString hwTerm = recomputeTerm(w);
        m_doc.formula(Tr::tr("Hardware FLOPs utilisation (2.5.14)"),
                      {Tr::tr("HFU = MFU × hardware FLOPs / model FLOPs = %1 × %2 / %3 = %4 (%5)")
                           .arg(num(c.mfu), num(c.perToken.hardware.value()),
                                num(c.perToken.model.value()), formatPercent(c.hfu), hwTerm)});
        const Accelerator& acc = m_s.hardware.accelerator;
        m_doc.formula(Tr::tr("Accelerator balance: the roofline's ridge point (2.5.1)"),
                      {Tr::tr("peak / HBM bandwidth = %1 / %2 = %3 FLOP/byte")
                           .arg(formatFlopRate(c.peakPerGpu), formatByteRate(acc.hbmBandwidth),
                                num(ridgePoint(c.peakPerGpu, acc.hbmBandwidth).value()))});
        m_doc.note(
            Tr::tr("Kernels doing fewer FLOPs per byte than the ridge point are bound by HBM "
                   "bandwidth, which is "
                   "the first reason MFU stays well below 100 % (2.5.1)."));
        chart<charts::DaysDollarsChart>(Tr::tr(
            "The same plan at other cluster sizes, layout kept and DP grown: days (left axis) "
            "and dollars (right axis), compute only (dashed) and after goodput (solid). More "
            "GPUs fail more often, so wall-clock time stops falling at some size "
            "(2.5.12–2.5.15)."));
    }

    void stepTime() {
        const StepResult& st = *m_r.step;
        const StepBreakdown& t = st.time;
        const ComputeResult& c = m_r.compute;
        m_doc.heading(1, Tr::tr("Step time"));
        m_doc.paragraph(
            Tr::tr(
                "One optimizer step of the layout %1, on the slowest pipeline rank (%2): %3 per "
                "pipeline, micro-batch size %4. Communication counts only where it is not hidden "
                "behind compute (docs/model.md, \"Step time\").")
                .arg(bold(layoutText(m_s, st.dp)),
                     Tr::tr("%Ln layer(s)", nullptr, st.layersOnCriticalRank),
                     Tr::tr("%Ln micro-batch(es)", nullptr, st.microBatches),
                     formatCount(m_s.workload.microBatchSize)));
        const Seconds total = t.total();
        TableSpec table;
        table.header = {Tr::tr("Part of the step"), Tr::tr("Time"), Tr::tr("Share")};
        table.columnPercent = {56, 22, 22};
        table.rightAligned = {1, 2};
        const std::pair<QString, Seconds> parts[] = {
            {Tr::tr("Compute: matmuls and attention"), t.compute},
            {Tr::tr("Memory-bound operations"), t.memoryBound},
            {Tr::tr("Exposed tensor-parallel collectives"), t.exposedTp},
            {Tr::tr("Exposed context-parallel exchange"), t.exposedCp},
            {Tr::tr("Exposed expert-parallel all-to-all"), t.exposedEp},
            {Tr::tr("Exposed data-parallel synchronisation"), t.exposedDp},
            {Tr::tr("Pipeline bubble"), t.bubble},
            {Tr::tr("Pipeline transfers"), t.ppTransfer},
            {Tr::tr("Optimizer update"), t.optimizer},
            {Tr::tr("Other: fixed cost per collective"), t.other},
        };
        for (const auto& [label, time] : parts) {
            table.rows.append({label, formatDuration(time),
                               formatPercent(total.value() > 0 ? time / total : 0.0)});
        }
        table.rows.append(
            {bold(Tr::tr("Step")), bold(formatDuration(total)), bold(formatPercent(1.0))});
        m_doc.table(table);
        chart<charts::StepTimeChart>(Tr::tr(
            "The step of this layout next to the best layouts of the search, part by part."));

        const Layout& l = m_s.layout;
        m_doc.formula(Tr::tr("Pipeline bubble, interleaved 1F1B (Narayanan et al. 2021)"),
                      {QStringLiteral("(<i>p</i> − 1) / (<i>v m</i>) = (%1 − 1) / (%2 × %3) = %4")
                           .arg(num(l.pp), num(l.virtualStages), num(st.microBatches),
                                formatPercent(st.bubbleFraction, 2))});
        m_doc.formula(Tr::tr("Tokens per second of this layout"),
                      {Tr::tr("global batch / step time = %1 / %2 = %3 tokens/s")
                           .arg(formatCount(m_s.workload.globalBatchTokens), formatDuration(total),
                                formatCount(st.tokensPerSecond))});
        m_doc.formula(Tr::tr("Derived MFU and HFU, counting %1 (2.5.14)")
                          .arg(flopConventionName(c.flopConvention)),
                      {QStringLiteral(
                           "MFU = tokens/s × model FLOPs per token / (<i>n</i> × peak) = %1 × %2 / "
                           "(%3 × %4 FLOP/s) = %5")
                           .arg(formatCount(st.tokensPerSecond), num(st.perToken.model.value()),
                                formatCount(m_s.cluster.gpus), num(c.peakPerGpu.value()),
                                bold(formatPercent(st.mfu))),
                       Tr::tr("HFU = tokens/s × hardware FLOPs per token / (<i>n</i> × peak) = %1 "
                              "× %2 / (%3 × %4 FLOP/s) = %5")
                           .arg(formatCount(st.tokensPerSecond), num(st.perToken.hardware.value()),
                                formatCount(m_s.cluster.gpus), num(c.peakPerGpu.value()),
                                formatPercent(st.hfu))});
        m_doc.note(
            c.mode == MfuMode::Derived
                ? Tr::tr("The plan's days and dollars use this MFU.")
                : Tr::tr("The plan's days and dollars use the assumed MFU of %1; set mfu.mode "
                         "to derived to "
                         "plan with this layout's %2.")
                      .arg(formatPercent(c.mfu), formatPercent(st.mfu)));
    }

    void memory() {
        const StepResult& st = *m_r.step;
        const MemoryBreakdown& m = st.memory;
        m_doc.heading(2, Tr::tr("Memory per GPU"));
        m_doc.paragraph(
            Tr::tr(
                "On the first pipeline stage, which holds the embedding table and keeps the most "
                "micro-batches in flight (%1), with ZeRO stage %2 (docs/model.md, \"Memory per "
                "GPU\").")
                .arg(QLocale().toString(st.microBatchesInFlight, 'f', 1),
                     formatCount(static_cast<int>(m_s.layout.zero))));
        TableSpec table;
        table.header = {Tr::tr("Held per GPU"), Tr::tr("Bytes"), Tr::tr("Share of HBM")};
        table.columnPercent = {56, 22, 22};
        table.rightAligned = {1, 2};
        const double capacity = m.capacity.value();
        auto row = [&](const QString& label, Bytes b) {
            table.rows.append(
                {label, formatBytes(b), formatPercent(capacity > 0 ? b.value() / capacity : 0.0)});
        };
        row(Tr::tr("Weights"), m.weights);
        row(Tr::tr("Gradients"), m.gradients);
        row(Tr::tr("Optimizer states (fp32 master weights, Adam moments)"), m.optimizer);
        row(Tr::tr("Activations (%1 per layer and micro-batch)")
                .arg(formatBytes(st.activationPerLayer)),
            m.activations);
        row(Tr::tr("Headroom: framework, buffers, fragmentation"), m.headroom);
        table.rows.append({bold(Tr::tr("Total")), bold(formatBytes(m.total())),
                           bold(formatPercent(capacity > 0 ? m.total().value() / capacity : 0.0))});
        table.rows.append({Tr::tr("HBM capacity"), formatBytes(m.capacity), formatPercent(1.0)});
        m_doc.table(table);
        chart<charts::MemoryChart>(
            Tr::tr("Memory per GPU of this layout and of the best layouts of "
                   "the search, against the HBM capacity."));
        m_doc.paragraph(
            m.fits ? Tr::tr("The layout fits in memory.")
                   : bold(Tr::tr("The layout does not fit in memory: use more pipeline or tensor "
                                 "parallelism, a higher ZeRO stage, recomputation or a smaller "
                                 "micro-batch.")));
    }

    void topLayouts() {
        const SearchResult& search = m_req.plan.sweeps.layouts;
        m_doc.heading(1, Tr::tr("Top layouts from the search"));
        m_doc.paragraph(
            Tr::tr("Every layout of %1 through the step model: %2 evaluated, %3 valid for the "
                   "architecture and batch, %4 fit in memory. Best first; the same goodput (%5) "
                   "applies to all of them.")
                .arg(gpusText(m_s.cluster.gpus), formatCount(static_cast<double>(search.evaluated)),
                     formatCount(static_cast<double>(search.valid)),
                     formatCount(static_cast<double>(search.fitting)),
                     formatPercent(search.goodput)));
        if (search.ranked.empty()) {
            for (const Diagnostic& d : search.diagnostics) {
                m_doc.paragraph(esc(describe(d)));
            }
            return;
        }
        TableSpec table;
        table.header = {QStringLiteral("#"),
                        Tr::tr("Layout"),
                        Tr::tr("Wall-clock"),
                        Tr::tr("Cost"),
                        Tr::tr("MFU (%1)").arg(flopConventionName(search.flopConvention)),
                        Tr::tr("Step"),
                        Tr::tr("Memory")};
        table.columnPercent = {4, 50, 10, 9, 8, 9, 10};
        table.rightAligned = {0, 2, 3, 4, 5, 6};
        table.fontPoints = 7.5;
        const QString current = layoutText(m_s, m_r.communication.dp);
        for (std::size_t i = 0; i < search.ranked.size(); ++i) {
            const RankedLayout& r = search.ranked[i];
            QString name = esc(layoutName(r.choice, r.step.dp));
            if (name == current) {
                name = bold(name + QLatin1Char(' ') + Tr::tr("(this plan)"));
            }
            table.rows.append({QString::number(i + 1), name, formatDays(r.wallClock),
                               formatDollars(r.cost), formatPercent(r.step.mfu),
                               formatDuration(r.step.time.total()),
                               formatBytes(r.step.memory.total())});
        }
        m_doc.table(table);
    }

    void communication() {
        const Hierarchy& h = m_s.hardware.hierarchy;
        const Accelerator& acc = m_s.hardware.accelerator;
        m_doc.heading(1, Tr::tr("Communication"));
        m_doc.paragraph(
            Tr::tr("The hierarchy the collectives run on (2.5.2–2.5.3), per GPU and one "
                   "direction. Each step "
                   "outwards is slower; the parallel axes are placed innermost first: TP, "
                   "then CP, PP, DP (2.5.4)."));
        TableSpec tiers;
        tiers.header = {Tr::tr("Tier"),      Tr::tr("Fabric"), Tr::tr("Bandwidth per GPU"),
                        Tr::tr("Latency α"), Tr::tr("Domain"), Tr::tr("Efficiency")};
        tiers.columnPercent = {12, 30, 20, 12, 14, 12};
        tiers.rightAligned = {2, 3, 4, 5};
        tiers.rows.append({Tr::tr("HBM"), Tr::tr("%1 per GPU").arg(formatBytes(acc.hbmCapacity)),
                           formatByteRate(acc.hbmBandwidth), QStringLiteral("—"), Tr::tr("1 GPU"),
                           QStringLiteral("—")});
        for (const Tier& t : h.tiers) {
            QString bw = t.kind == TierKind::ScaleUp
                             ? formatByteRate(t.bandwidth)
                             : QStringLiteral("%1<br/>(%2)")
                                   .arg(formatBitRate(t.bandwidth), formatByteRate(t.bandwidth));
            QString domain = t.domainSize > 0 ? gpusText(t.domainSize) : Tr::tr("whole cluster");
            if (t.oversubscription > 1) {
                domain +=
                    QStringLiteral("<br/>") + Tr::tr("%1:1 taper").arg(num(t.oversubscription));
            }
            tiers.rows.append({tierKindName(t.kind), esc(t.name), bw, formatDuration(t.latency),
                               domain, formatPercent(t.efficiency, 0)});
        }
        m_doc.table(tiers);
        if (h.tiers.size() > 1) {
            m_doc.formula(Tr::tr("Scale-up to scale-out bandwidth ratio (2.5.3)"),
                          {QStringLiteral("%1 / %2 = %3×")
                               .arg(formatByteRate(h.scaleUp().bandwidth),
                                    formatByteRate(h.scaleOut().bandwidth),
                                    num(tierBandwidthRatio(h.scaleUp(), h.scaleOut())))});
        }
        chart<charts::HierarchyChart>(Tr::tr(
            "Bandwidth per GPU (left axis) and latency per step (right axis) at each level of "
            "the hierarchy, with the parallel axes each level carries: the chapter's staircase "
            "(2.5.2–2.5.3)."));

        m_doc.heading(2, Tr::tr("Tensor parallelism (2.5.4)"));
        tensorParallel();

        m_doc.heading(2, Tr::tr("Data-parallel gradient synchronisation (2.5.6, 2.5.8, 2.5.9)"));
        dataParallel();
        chart<charts::CollectiveChart>(Tr::tr(
            "One all-reduce across the data-parallel group (the whole cluster when DP is 1) on "
            "this hierarchy, by algorithm and message "
            "size: latency dominates small messages, bandwidth large ones (2.5.6–2.5.7)."));
    }

    void dataParallel() {
        const CommunicationResult& cm = m_r.communication;
        const DataParallelSync& dp = cm.dpSync;
        const GradientSync& g = dp.gradients;
        m_doc.paragraph(placementText(Tr::tr("DP"), cm.dpPlacement));
        if (dp.stepModel) {
            m_doc.formula(Tr::tr("Gradient bytes one GPU reduces (step model)"),
                          {Tr::tr("<i>G</i> = ψ × bytes per gradient = %1 × %2 B = %3, with ψ "
                                  "the parameters of the first pipeline stage on one GPU")
                               .arg(num(dp.parameters), num(m_s.workload.gradientBytesPerParameter),
                                    bold(formatBytes(dp.gradient)))});
        } else {
            m_doc.formula(Tr::tr("Gradient bytes per step"),
                          {Tr::tr("<i>G</i> = <i>N</i> / (TP × PP) × bytes per gradient = %1 / "
                                  "(%2 × %3) × %4 B = %5")
                               .arg(num(m_r.compute.totalParameters), num(m_s.layout.tp),
                                    num(m_s.layout.pp), num(m_s.workload.gradientBytesPerParameter),
                                    bold(formatBytes(dp.gradient)))});
        }
        if (cm.dpPlacement.group.size <= 1) {
            m_doc.paragraph(Tr::tr("DP = 1: there is no gradient all-reduce."));
            return;
        }
        if (dp.syncsPerStep > 1) {
            m_doc.formula(Tr::tr("Buckets (ZeRO-3: one per layer, or per bucket when larger)"),
                          {Tr::tr("<i>k</i> = %1, reduced after each of the %2 micro-batches")
                               .arg(formatCount(g.buckets.buckets), formatCount(dp.syncsPerStep))});
        } else {
            m_doc.formula(
                Tr::tr("Buckets (2.5.9)"),
                {Tr::tr("<i>k</i> = ⌈<i>G</i> / bucket⌉ = ⌈%1 / %2⌉ = %3")
                     .arg(formatBytes(dp.gradient), formatBytes(m_s.communication.bucketSize),
                          formatCount(g.buckets.buckets))});
        }
        const QString oneBucket =
            dp.reduction == Collective::ReduceScatter
                ? Tr::tr("One bucket's reduce-scatter across %1 GPUs, %2 (2.5.6–2.5.7)")
                : Tr::tr("One bucket's all-reduce across %1 GPUs, %2 (2.5.6–2.5.7)");
        m_doc.formula(
            oneBucket.arg(formatCount(cm.dpPlacement.group.size),
                          algorithmName(g.perBucket.algorithm)),
            {QStringLiteral("<i>t</i><sub>b</sub> = %1")
                 .arg(bucketFormula(dp.reduction, g.perBucket.algorithm)),
             Tr::tr("= %1 (latency, %2 steps) + %3 (bandwidth, %4 per GPU) = %5")
                 .arg(formatDuration(g.perBucket.latencyTerm), formatCount(g.perBucket.steps),
                      formatDuration(g.perBucket.bandwidthTerm),
                      formatBytes(g.perBucket.bytesPerGpu), formatDuration(g.perBucket.time()))});
        if (!dp.stepModel) {
            m_doc.formula(Tr::tr("Fixed cost of the buckets (2.5.9)"),
                          {Tr::tr("<i>k</i> × cost per collective = %1 × %2 = %3")
                               .arg(formatCount(g.buckets.buckets),
                                    formatDuration(m_s.communication.perCollectiveOverhead),
                                    formatDuration(g.buckets.fixedOverhead))});
        }
        m_doc.formula(Tr::tr("Gradient synchronisation per step"),
                      {(dp.stepModel ? QStringLiteral("<i>T</i><sub>sync</sub> = <i>k</i> × "
                                                      "<i>t</i><sub>b</sub> = %1")
                                     : QStringLiteral("<i>T</i><sub>sync</sub> = <i>k</i> × "
                                                      "<i>t</i><sub>b</sub> + fixed cost = %1"))
                           .arg(bold(formatDuration(g.total)))});
        if (dp.expertGradients.buckets.buckets > 0) {
            m_doc.formula(
                Tr::tr("Expert gradients, over the GPUs that hold the same experts"),
                {Tr::tr("%1 expert weights on one GPU, %2 in %3 buckets across %4 GPUs: %5")
                     .arg(num(dp.expertParameters), formatBytes(dp.expertGradient),
                          formatCount(dp.expertGradients.buckets.buckets),
                          formatCount(dp.expertGroupSize),
                          bold(formatDuration(dp.expertGradients.total)))});
        }
        if (dp.gathers.value() > 0) {
            m_doc.formula(Tr::tr("Parameter all-gathers per step (ZeRO)"),
                          {Tr::tr("%1; all DP collectives of the step: %2")
                               .arg(formatDuration(dp.gathers), bold(formatDuration(dp.total)))});
        }
        if (m_s.communication.overlapGradientSync) {
            // With experts their buckets follow the dense ones on the same stream: the sync is
            // both, and what it leaves exposed is the pair's (model: DataParallelSync).
            const bool experts = dp.expertGradients.buckets.buckets > 0;
            const QString sync =
                experts
                    ? QStringLiteral("<i>T</i><sub>sync</sub> = <i>T</i><sub>dense</sub> + "
                                     "<i>T</i><sub>experts</sub> = %1 + %2")
                          .arg(formatDuration(g.total), formatDuration(dp.expertGradients.total))
                    : QStringLiteral("<i>T</i><sub>sync</sub> = %1").arg(formatDuration(g.total));
            m_doc.formula(
                Tr::tr("Exposed after overlap with the backward pass (2.5.8)"),
                {QStringLiteral("max(<i>t</i><sub>b</sub>, <i>T</i><sub>bwd</sub>/<i>k</i> + "
                                "<i>T</i><sub>sync</sub> − <i>T</i><sub>bwd</sub>) with "
                                "<i>T</i><sub>bwd</sub> = %1, <i>k</i> = %2, %3")
                     .arg(formatDuration(dp.window), formatCount(g.buckets.buckets), sync),
                 QStringLiteral(
                     "= %1 per sync; the first bucket can start %2 into the backward pass")
                     .arg(bold(formatDuration(dp.reductionExposed)),
                          formatDuration(g.buckets.firstBucketDelay))});
            if (dp.stepModel) {
                m_doc.paragraph(
                    Tr::tr("The step time counts %1 of DP per step: what the gradient "
                           "reduction and the parameter gathers leave exposed, plus %2 of "
                           "compute slowed by the units the hidden collectives hold.")
                        .arg(bold(formatDuration(dp.exposed)), formatDuration(dp.contention)));
            }
        } else {
            m_doc.paragraph(
                Tr::tr("Overlap is off: all %1 of the synchronisation is exposed in every step.")
                    .arg(formatDuration(dp.exposed)));
        }
        if (cm.dpRingTreeCrossover) {
            const bool above = m_s.communication.bucketSize >= *cm.dpRingTreeCrossover;
            m_doc.formula(
                Tr::tr("Ring/tree crossover for the DP group (2.5.7)"),
                {QStringLiteral("<i>S</i>* = (<i>a</i><sub>ring</sub> − <i>a</i><sub>tree</sub>) / "
                                "(<i>b</i><sub>tree</sub> − <i>b</i><sub>ring</sub>) = %1")
                     .arg(formatBytes(*cm.dpRingTreeCrossover))});
            m_doc.note(above ? Tr::tr("The %1 bucket is above the crossover: the ring's bandwidth "
                                      "wins over the "
                                      "tree's "
                                      "latency.")
                                   .arg(formatBytes(m_s.communication.bucketSize))
                             : Tr::tr("The %1 bucket is below the crossover: the tree's log-depth "
                                      "latency wins.")
                                   .arg(formatBytes(m_s.communication.bucketSize)));
        }
    }

    QString placementText(const QString& axis, const AxisPlacement& p) const {
        const Hierarchy& h = m_s.hardware.hierarchy;
        const Tier& outer = h.tiers.at(std::min(p.outerTier, h.tiers.size() - 1));
        if (p.group.size <= 1) {
            return Tr::tr("%1 = 1: no group to communicate with.").arg(axis);
        }
        if (!p.crossesScaleUp) {
            return Tr::tr("%1 groups of %2 GPUs sit inside one scale-up domain and use %3.")
                .arg(axis, formatCount(p.group.size), esc(outer.name));
        }
        if (p.group.perDomain == 1) {
            return Tr::tr("%1 groups of %2 GPUs span %3 scale-up domains, one GPU in each: their "
                          "collectives cross %4.")
                .arg(axis, formatCount(p.group.size), formatCount(p.group.domains()),
                     esc(outer.name));
        }
        return Tr::tr("%1 groups of %2 GPUs span %3 scale-up domains, %4 GPUs in each: their "
                      "collectives cross %5.")
            .arg(axis, formatCount(p.group.size), formatCount(p.group.domains()),
                 formatCount(p.group.perDomain), esc(outer.name));
    }

    void tensorParallel() {
        const CommunicationResult& cm = m_r.communication;
        const Workload& w = m_s.workload;
        if (m_s.layout.tp <= 1) {
            m_doc.paragraph(Tr::tr("TP = 1: no tensor-parallel traffic."));
            return;
        }
        m_doc.paragraph(placementText(Tr::tr("TP"), cm.tpPlacement));
        if (cm.tp.allReduces == 0 || !w.architecture) {
            m_doc.paragraph(
                Tr::tr("The scenario gives no architecture (hidden size, layers), so the "
                       "TP traffic cannot be sized."));
            return;
        }
        const Architecture& a = *w.architecture;
        const TpTraffic& tp = cm.tp;
        m_doc.formula(
            Tr::tr("Activation per all-reduce"),
            {QStringLiteral(
                 "<i>S</i><sub>act</sub> = <i>b s d</i> × bytes = %1 × %2 × %3 × %4 B = %5")
                 .arg(num(w.microBatchSize), num(w.sequenceLength), num(a.hiddenSize),
                      num(bytesPerElement(w.precision)), bold(formatBytes(tp.messageSize)))});
        m_doc.formula(
            Tr::tr("All-reduces per micro-batch on one GPU"),
            {Tr::tr("%1 per layer (2 forward, 2 backward%2) × %3 layers / PP %4 = %5")
                 .arg(num(tp.perLayer),
                      tp.perLayer > 4.0
                          ? Tr::tr(", %1 for the recomputed forward").arg(num(tp.perLayer - 4.0))
                          : QString(),
                      num(a.layers), num(m_s.layout.pp), bold(formatCount(tp.allReduces)))});
        m_doc.formula(
            Tr::tr("TP bytes per GPU per micro-batch"),
            {Tr::tr("count × 2(<i>t</i>−1)/<i>t</i> × <i>S</i><sub>act</sub> = %1 × 2 × "
                    "%2/%3 × %4 = %5")
                 .arg(formatCount(tp.allReduces), num(m_s.layout.tp - 1), num(m_s.layout.tp),
                      formatBytes(tp.messageSize), bold(formatBytes(tp.bytesPerGpu)))});
        m_doc.formula(
            Tr::tr("TP time per micro-batch, %1").arg(algorithmName(tp.perAllReduce.algorithm)),
            {Tr::tr("count × (latency + bandwidth) = %1 × (%2 + %3) = %4")
                 .arg(formatCount(tp.allReduces), formatDuration(tp.perAllReduce.latencyTerm),
                      formatDuration(tp.perAllReduce.bandwidthTerm),
                      bold(formatDuration(tp.time)))});
        if (cm.tpPlacement.crossesScaleUp) {
            m_doc.note(
                Tr::tr("TP crosses the scale-up domain: each all-reduce runs %1× slower than "
                       "inside it (2.5.4).")
                    .arg(QLocale().toString(cm.tpCrossingSlowdown, 'f', 1)));
        }
    }

    void dataLoading() {
        const ComputeResult& c = m_r.compute;
        m_doc.heading(1, Tr::tr("Data loading"));
        m_doc.formula(Tr::tr("Read bandwidth the cluster needs (2.5.10)"),
                      {Tr::tr("tokens/s × bytes per token = %1 × %2 B = %3")
                           .arg(formatCount(c.tokensPerSecond), num(m_s.workload.tokenBytesOnDisk),
                                bold(formatByteRate(m_r.dataReadRate)))});
        const bool bound =
            std::any_of(m_r.diagnostics.begin(), m_r.diagnostics.end(),
                        [](const Diagnostic& d) { return d.code == DiagCode::DataLoadingBound; });
        m_doc.paragraph(
            bound
                ? Tr::tr("The data store sustains only %1: training is data-loading bound. "
                         "Pre-tokenise, "
                         "pack samples into large shards read sequentially, and prefetch (2.5.10).")
                      .arg(formatByteRate(m_s.workload.dataReadBandwidth))
                : Tr::tr("The data store sustains %1, more than the cluster reads. Bandwidth is "
                         "rarely the "
                         "limit; small random reads, on-the-fly tokenisation and a resumable data "
                         "position "
                         "are (2.5.10).")
                      .arg(formatByteRate(m_s.workload.dataReadBandwidth)));
    }

    void checkpoints() {
        const CheckpointResult& ck = m_r.checkpoint;
        const CheckpointSettings& set = m_s.checkpoint;
        const int n = m_s.cluster.gpus;
        m_doc.heading(1, Tr::tr("Checkpoints"));
        m_doc.formula(Tr::tr("Checkpoint size (2.5.11)"),
                      {Tr::tr("<i>N</i> × bytes per parameter = %1 × %2 B = %3")
                           .arg(num(m_r.compute.totalParameters), num(set.bytesPerParameter),
                                bold(formatBytes(ck.bytes)))});
        m_doc.formula(
            Tr::tr("Sharded parallel write"),
            {QStringLiteral(
                 "size / min(<i>n</i> × per-GPU, storage total) = %1 / min(%2 × %3, %4) = %5")
                 .arg(formatBytes(ck.bytes), formatCount(n),
                      formatByteRate(set.writeBandwidthPerGpu),
                      formatByteRate(set.aggregateWriteBandwidth),
                      bold(formatDuration(ck.writeTime)))});
        if (set.stallOverride) {
            m_doc.formula(
                Tr::tr("Training stall per checkpoint"),
                {Tr::tr(
                     "<i>C</i> = %1, measured (checkpoint.stallSeconds); it replaces the stall the "
                     "bandwidths would give")
                     .arg(bold(formatDuration(ck.stall)))});
        } else if (set.mode == CheckpointMode::Asynchronous) {
            m_doc.formula(
                Tr::tr("Training stall per checkpoint, asynchronous"),
                {QStringLiteral(
                     "<i>C</i> = size / (<i>n</i> × device-to-host copy) = %1 / (%2 × %3) = %4")
                     .arg(formatBytes(ck.bytes), formatCount(n),
                          formatByteRate(set.hostCopyBandwidthPerGpu),
                          bold(formatDuration(ck.stall)))});
            m_doc.note(Tr::tr("The write to storage then overlaps with training (2.5.11)."));
        } else {
            m_doc.formula(
                Tr::tr("Training stall per checkpoint, synchronous"),
                {Tr::tr("<i>C</i> = the whole write = %1").arg(bold(formatDuration(ck.stall)))});
        }
        const ReliabilitySettings& rs = m_s.reliability;
        if (rs.checkpointLoadOverride) {
            m_doc.formula(Tr::tr("Checkpoint load on restart"),
                          {Tr::tr("%1, measured (reliability.checkpointLoadSeconds)")
                               .arg(bold(formatDuration(ck.load)))});
        } else {
            m_doc.formula(Tr::tr("Checkpoint load on restart"),
                          {Tr::tr("size / min(<i>n</i> × per-GPU read, storage total) = %1 "
                                  "/ min(%2 × %3, %4) = %5")
                               .arg(formatBytes(ck.bytes), formatCount(n),
                                    formatByteRate(set.readBandwidthPerGpu),
                                    formatByteRate(set.aggregateReadBandwidth),
                                    bold(formatDuration(ck.load)))});
        }
    }

    void reliability() {
        const ReliabilityResult& rel = m_r.reliability;
        const ReliabilitySettings& rs = m_s.reliability;
        const Seconds c = m_r.checkpoint.stall;
        m_doc.heading(1, Tr::tr("Reliability and goodput"));
        m_doc.paragraph(Tr::tr(
            "A synchronous job stops when any one part fails: a series system whose failure "
            "rates add (2.5.12). Checkpoints bound the work a failure destroys; each restart adds "
            "a fixed cost (2.5.13)."));
        if (rel.jobTermMtbf.value() > 0) {
            // Issue 19: failures that do not grow with the job (Kokolis et al. 2024).
            m_doc.formula(
                Tr::tr("System MTBF with a per-job term: MTBF(n) = 1 / (a + b n)"),
                {QStringLiteral("<i>M</i><sub>sys</sub> = 1 / (1 / <i>J</i> + 1 / <i>M</i><sub>"
                                "parts</sub>) = 1 / (1 / %1 + 1 / %2) = %3")
                     .arg(formatHours(rel.jobTermMtbf),
                          rel.partTermMtbf.value() > 0 ? formatHours(rel.partTermMtbf)
                                                       : QStringLiteral("∞"),
                          bold(formatHours(rel.systemMtbf)))});
            if (rel.causes.size() > 1) {
                causesTable();
            }
        } else if (rel.causes.size() == 1) {
            const CauseOutlook& k = rel.causes.front();
            const int parts = static_cast<int>(std::lround(std::clamp(k.parts, 0.0, 2e9)));
            m_doc.formula(
                k.kind.empty()
                    ? Tr::tr("System MTBF of %Ln part(s)", nullptr, parts)
                    : Tr::tr("System MTBF of %Ln part(s) (%1)", nullptr, parts).arg(causeName(k)),
                {QStringLiteral("<i>M</i><sub>sys</sub> = <i>M</i> / <i>n</i> = %1 / %2 = %3")
                     .arg(formatHours(k.mtbf), formatCount(k.parts),
                          bold(formatHours(rel.systemMtbf)))});
        } else if (!rel.causes.empty()) {
            QStringList terms;
            for (const CauseOutlook& k : rel.causes) {
                terms << QStringLiteral("%1 / %2").arg(formatCount(k.parts), formatHours(k.mtbf));
            }
            m_doc.formula(
                Tr::tr("System MTBF over %1 part kinds").arg(rel.causes.size()),
                {QStringLiteral(
                     "<i>M</i><sub>sys</sub> = 1 / Σ <i>n</i><sub>i</sub> / <i>M</i><sub>i</sub> "
                     "= 1 / (%1) = %2")
                     .arg(terms.join(QStringLiteral(" + ")), bold(formatHours(rel.systemMtbf)))});
            causesTable();
        }
        // Issue 19: another recovery mode sets the interval with its snapshot stall and the MTBF
        // of the work lost, M / f.
        const bool mode = rel.recovery != RecoveryMode::Storage;
        const QString m =
            mode ? QStringLiteral("%1 / %2").arg(secs(rel.systemMtbf), num(rel.lostWorkFactor))
                 : secs(rel.systemMtbf);
        if (mode) {
            m_doc.paragraph(Tr::tr("With %1 the stall C is a snapshot's, %2, and M is the system "
                                   "MTBF over f = %3, the share of an interval a failure loses.")
                                .arg(recoveryModeName(rel.recovery), secs(rel.snapshotStall),
                                     num(rel.lostWorkFactor)));
        }
        m_doc.formula(
            Tr::tr("Young's optimal checkpoint interval (2.5.11.1)"),
            {QStringLiteral("τ* = √(2 <i>C M</i><sub>sys</sub>) = √(2 × %1 × %2) = %3")
                 .arg(secs(mode ? rel.snapshotStall : c), m, secsThenDuration(rel.youngInterval))});
        m_doc.formula(Tr::tr("Daly's higher-order interval"),
                      {QStringLiteral("τ<sub>D</sub> = √(2<i>CM</i>) [1 + √(<i>C</i>/2<i>M</i>)/3 "
                                      "+ (<i>C</i>/2<i>M</i>)/9] "
                                      "− <i>C</i> = %1")
                           .arg(secsThenDuration(rel.dalyInterval))});
        m_doc.formula(
            Tr::tr("The exact optimum of Daly's higher-order goodput"),
            {QStringLiteral(
                 "τ = <i>M</i> [1 + W<sub>0</sub>(−e<sup>−(1 + <i>C</i>/<i>M</i>)</sup>)] = %1")
                 .arg(secsThenDuration(rel.optimalInterval))});
        QString policy;
        switch (rs.interval) {
        case IntervalPolicy::Young: policy = Tr::tr("Young's interval"); break;
        case IntervalPolicy::Daly: policy = Tr::tr("Daly's interval"); break;
        case IntervalPolicy::Manual: policy = Tr::tr("a manual interval"); break;
        case IntervalPolicy::Optimal: policy = Tr::tr("the exact optimum"); break;
        }
        QString every = Tr::tr("The plan checkpoints every %1 (%2).")
                            .arg(bold(formatDuration(rel.interval)), policy);
        if (rel.effectiveInterval > rel.interval) {
            every += QLatin1Char(' ') +
                     Tr::tr("The asynchronous write takes longer, so a checkpoint is actually "
                            "taken every %1 (2.5.11).")
                         .arg(formatDuration(rel.effectiveInterval));
        }
        m_doc.paragraph(every);
        m_doc.formula(
            Tr::tr("Checkpoint waste at that interval"),
            {QStringLiteral(
                 "<i>f</i>(τ) = <i>C</i>/τ + τ/(2<i>M</i>) = %1 / %2 + %2 / (2 × %3) = %4")
                 .arg(secs(mode ? rel.snapshotStall : c), secs(rel.interval),
                      mode ? QStringLiteral("(%1)").arg(m) : m,
                      bold(formatPercent(rel.waste, 2)))});
        chart<charts::CheckpointChart>(Tr::tr(
            "Checkpoint waste against the interval: frequent checkpoints stall, rare ones lose "
            "more work to each failure; the sum is lowest at Young's interval (2.5.11.1)."));
        restartCost();
        const GoodputBreakdown& g = rel.goodput;
        if (!g.finishes) {
            m_doc.paragraph(bold(Tr::tr(
                "The run never finishes: half an interval of lost work plus the restart cost "
                "exceed the system MTBF. Shorten the interval, cut the restart cost or the part "
                "count.")));
            chart<charts::GoodputChart>(goodputCaption());
            return;
        }
        goodputFormula();
        recoveryModes();
        reliabilityClasses();
        chart<charts::GoodputChart>(goodputCaption());
        const ComputeResult& cr = m_r.compute;
        m_doc.formula(
            Tr::tr("Wall-clock time, GPU-hours and cost (2.5.15)"),
            {QStringLiteral("<i>W</i> = <i>T</i> / <i>G</i> = %1 / %2 = %3")
                 .arg(formatDays(cr.time), num(g.goodput), bold(formatDays(m_r.wallClock))),
             Tr::tr("GPU-hours = %1 / %2 = %3")
                 .arg(formatCount(cr.gpuHours), num(g.goodput),
                      bold(formatCount(m_r.wallClockGpuHours))),
             Tr::tr("cost = %1 / %2 = %3")
                 .arg(formatDollars(cr.cost), num(g.goodput),
                      bold(formatDollars(m_r.wallClockCost)))});
        m_doc.formula(Tr::tr("Expected failures over the run (2.5.12)"),
                      {QStringLiteral("<i>W</i> / <i>M</i><sub>sys</sub> = %1 / %2 = %3")
                           .arg(formatHours(m_r.wallClock), formatHours(rel.systemMtbf),
                                bold(QLocale().toString(rel.expectedFailures, 'f', 1)))});
        energyFormulas();
        if (rel.expectedPlannedStops > 0) {
            m_doc.note(Tr::tr("Planned maintenance stops the job %1 times over the run.")
                           .arg(QLocale().toString(rel.expectedPlannedStops, 'f', 1)));
        }
        if (rs.hotSpareNodes) {
            m_doc.note(
                Tr::tr("On average %1 nodes are away for repair; the pool has %Ln hot spare(s).",
                       nullptr, *rs.hotSpareNodes)
                    .arg(QLocale().toString(rel.expectedNodesInRepair, 'f', 1)));
        }
    }

    static QString goodputCaption() {
        return Tr::tr(
            "Goodput and where the rest of the wall-clock goes at other cluster sizes: "
            "checkpoint stalls, work lost to failures and restarts grow with the GPU count "
            "(2.5.13).");
    }

    /// Issue 18: the changes the model finds most helpful and the tornado of uncertain inputs.
    void limits() {
        const PlanLimits limits = findLimits(m_s, m_r);
        m_doc.heading(1, Tr::tr("What limits this plan"));
        m_doc.paragraph(Tr::tr(
            "Each change below is one scenario key changed and the whole plan evaluated again "
            "(virtual pipeline stages, ZeRO stage, DP overlap and bucket size, TP overlap, "
            "asynchronous checkpoints, activation recompute, micro-batch); the few that save the "
            "most days are listed, and when memory is tight the one that frees the most."));
        if (limits.remedies.empty()) {
            m_doc.paragraph(Tr::tr("No single change of those tried saves time."));
        } else {
            QStringList items;
            for (const Remedy& m : limits.remedies) {
                items << esc(remedyText(m));
            }
            m_doc.bullets(items);
        }
        if (limits.tornado.empty()) {
            return;
        }
        m_doc.heading(2, Tr::tr("What the answer hangs on"));
        TableSpec table;
        table.header = {Tr::tr("Input"), Tr::tr("Moved by"), Tr::tr("Days"), Tr::tr("Cost"),
                        Tr::tr("Where the uncertainty comes from")};
        table.columnPercent = {17, 9, 14, 20, 40};
        table.rightAligned = {1, 2, 3};
        table.fontPoints = 7.5;
        const auto days = [](const std::optional<double>& d) {
            return d ? QLocale().toString(*d, 'f', 1) : QStringLiteral("—");
        };
        const auto dollars = [](const std::optional<double>& d) {
            return d ? formatDollars(Dollars(*d)) : QStringLiteral("—");
        };
        for (const TornadoBar& b : limits.tornado) {
            table.rows.append(
                {esc(uncertainInputName(b.input)),
                 QStringLiteral("±%1").arg(formatPercent(b.relative, 0)),
                 QStringLiteral("%1 – %2").arg(days(b.daysLow), days(b.daysHigh)),
                 QStringLiteral("%1 – %2").arg(dollars(b.dollarsLow), dollars(b.dollarsHigh)),
                 esc(uncertaintySource(b.input, b.relative))});
        }
        m_doc.table(table);
        const double width = m_doc.bodyWidthPoints();
        m_doc.figure(
            chartFigure(
                [limits](QChart* c) {
                    auto tornado = std::make_unique<charts::TornadoChart>(c);
                    tornado->setLimits(limits);
                    return tornado;
                },
                m_chartInput, nullptr, QSizeF(width, width * 0.5), m_doc.document().defaultFont()),
            Tr::tr("Days and dollars, in percent of the plan's, with each uncertain input at the "
                   "low and the high end of its uncertainty (%1 days, %2)")
                .arg(QLocale().toString(limits.days, 'f', 1),
                     formatDollars(Dollars(limits.dollars))));
    }

    void simulation() {
        const SimulationResult& sim = *m_req.simulation;
        m_doc.heading(2, Tr::tr("Simulated runs"));
        m_doc.paragraph(
            Tr::tr(
                "%1 runs of the whole training (seed %2), failures drawn per part kind, each with "
                "its "
                "restart path, checkpoints every %3. Days and dollars are a spread, not one "
                "number.")
                .arg(formatCount(sim.runs))
                .arg(sim.seed)
                .arg(formatDuration(sim.interval)));
        if (sim.unfinishedRuns > 0) {
            m_doc.note(Tr::tr("%1 of %2 runs never finished: goodput counts them as 0; days, "
                              "dollars and failures are over the %3 that finished.")
                           .arg(formatCount(sim.unfinishedRuns), formatCount(sim.runs),
                                formatCount(sim.runs - sim.unfinishedRuns)));
        }
        if (sim.truncated) {
            m_doc.note(Tr::tr("The event budget ran out before all the runs asked for were made: "
                              "the figures are over the %1 made.")
                           .arg(formatCount(sim.runs)));
        }
        if (sim.wallClockDays.percentiles.empty()) {
            return;
        }
        TableSpec t;
        t.header = {Tr::tr("Per run"), Tr::tr("Mean"), QStringLiteral("P10"), QStringLiteral("P50"),
                    QStringLiteral("P90")};
        t.columnPercent = {28, 18, 18, 18, 18};
        t.rightAligned = {1, 2, 3, 4};
        auto row = [&](const QString& label, const Distribution& d,
                       const std::function<QString(double)>& f) {
            t.rows.append({label, f(d.mean), f(d.p10), f(d.p50), f(d.p90)});
        };
        row(Tr::tr("Wall-clock"), sim.wallClockDays,
            [](double v) { return formatDays(units::days(v)); });
        row(Tr::tr("Cost"), sim.costUsd, [](double v) { return formatDollars(units::dollars(v)); });
        row(Tr::tr("Goodput"), sim.goodput, [](double v) { return formatPercent(v); });
        const auto count = [](double v) {
            return QLocale().toString(v, 'f', 1);
        };
        row(Tr::tr("Failures"), sim.failures, count);
        if (sim.plannedStops.max > 0) {
            row(Tr::tr("Planned stops"), sim.plannedStops, count);
        }
        if (sim.slowEpisodes.max > 0) {
            row(Tr::tr("Slow episodes"), sim.slowEpisodes, count);
        }
        if (sim.corruptions.max > 0) {
            row(Tr::tr("Silent corruptions"), sim.corruptions, count);
        }
        m_doc.table(t);
        chart<charts::DistributionChart>(Tr::tr(
            "Wall-clock days of the simulated runs: the share of runs per bin, the share "
            "finished by each day (CDF), P10, P50 and P90, and the first-order formula's days."));
        if (m_r.reliability.goodput.finishes) {
            m_doc.paragraph(
                Tr::tr(
                    "The analytic plan says %1 wall-clock; %2 of the simulated runs take longer. "
                    "Goodput "
                    "at the same interval: first order %3, Daly's higher order %4, simulated %5.")
                    .arg(formatDays(m_r.wallClock),
                         formatPercent(
                             sim.wallClockDays.probabilityAbove(units::inDays(m_r.wallClock))),
                         formatPercent(sim.firstOrderGoodput),
                         formatPercent(sim.higherOrderGoodput), formatPercent(sim.goodput.mean)));
        }
        if (sim.simulatedOptimalInterval) {
            m_doc.paragraph(
                Tr::tr("Checkpoint interval: the simulation does best at %1; Young gives "
                       "%2, Daly %3, the "
                       "exact optimum of Daly's model %4.")
                    .arg(bold(formatDuration(*sim.simulatedOptimalInterval)),
                         formatDuration(sim.youngInterval), formatDuration(sim.dalyInterval),
                         formatDuration(sim.optimalInterval)));
        }
        if (!sim.lostTime.empty()) {
            TableSpec lost;
            // One column for the cause: a part kind only shows where the scenario names one.
            lost.header = {Tr::tr("Lost time by cause"), Tr::tr("Mean per run"),
                           Tr::tr("Of wall-clock")};
            lost.columnPercent = {50, 25, 25};
            lost.rightAligned = {1, 2};
            for (const LostTime& l : sim.lostTime) {
                lost.rows.append({esc(lostTimeCause(l)), formatDuration(l.mean),
                                  formatPercent(l.shareOfWallClock, 2)});
            }
            m_doc.table(lost);
            chart<charts::LostTimeChart>(
                Tr::tr(
                    "Mean wall-clock a simulated run loses, by cause, summed over the part kinds."),
                0.4);
        }
    }

    /// A cause as the reader knows it (plain text): its kind, or "parts" for an unnamed one.
    static QString causeName(const CauseOutlook& k) {
        return k.kind.empty() ? Tr::tr("parts") : QString::fromStdString(k.kind);
    }

    /// Issue 19: the power the cluster draws and the energy, cost and CO2e of the run.
    void energyFormulas() {
        const EnergyResult& e = m_r.energy;
        if (!e.known) {
            return;
        }
        QStringList lines;
        if (m_s.power.capWatts && e.clockFactor < 1) {
            lines << Tr::tr("clock under the cap = (%1 W / %2 W)^(1/3) = %3 (P ∝ f³)")
                         .arg(formatNumber(e.boardWatts), formatNumber(m_s.hardware.tdpWatts),
                              num(e.clockFactor));
        }
        lines << Tr::tr("facility = (%1 × %2 W + %3 × %4 W) × PUE %5 = %6")
                     .arg(gpusText(m_s.cluster.gpus), formatNumber(e.boardWatts),
                          nodesText(m_s.cluster.nodes()), formatNumber(m_s.power.nodeOverheadWatts),
                          formatNumber(m_s.power.pue), bold(formatMegawatts(e.facilityMegawatts)));
        lines << Tr::tr("energy = %1 × %2 = %3")
                     .arg(formatMegawatts(e.facilityMegawatts), formatHours(m_r.wallClock),
                          bold(formatMegawattHours(e.megawattHours)));
        lines << Tr::tr("energy cost = %1 × $%2/kWh = %3 (%4)")
                     .arg(formatMegawattHours(e.megawattHours), formatNumber(m_s.energyPricePerKwh),
                          bold(formatDollars(e.cost)),
                          m_s.gpuPriceIncludesPower ? Tr::tr("paid in the GPU-hour price")
                                                    : Tr::tr("added to the total"));
        lines << Tr::tr("emissions = %1 × %2 kg/kWh = %3")
                     .arg(formatMegawattHours(e.megawattHours),
                          formatNumber(m_s.power.carbonKgPerKwh),
                          bold(formatTonnesCo2e(e.tonnesCo2e)));
        m_doc.formula(Tr::tr("Power and energy of the wall-clock run"), lines);
    }

    void causesTable() {
        TableSpec t;
        t.header = {Tr::tr("Part kind"),           Tr::tr("Parts"),
                    Tr::tr("MTBF each"),           Tr::tr("Share of failures"),
                    Tr::tr("Failures in the run"), Tr::tr("Restart")};
        t.columnPercent = {24, 12, 16, 16, 16, 16};
        t.rightAligned = {1, 2, 3, 4, 5};
        for (const CauseOutlook& k : m_r.reliability.causes) {
            t.rows.append({esc(causeName(k)), formatCount(k.parts), formatHours(k.mtbf),
                           formatPercent(k.share), QLocale().toString(k.expectedFailures, 'f', 1),
                           formatDuration(k.restart)});
        }
        m_doc.table(t);
    }

    void restartCost() {
        const RestartCost& rc = m_r.reliability.restart;
        QStringList phases{Tr::tr("detection")};
        QStringList values{formatDuration(rc.detection)};
        if (rc.diagnosis.value() > 0) {
            phases << Tr::tr("diagnosis");
            values << formatDuration(rc.diagnosis);
        }
        phases << Tr::tr("replacement") << Tr::tr("checkpoint load") << Tr::tr("data position")
               << Tr::tr("warm-up");
        values << formatDuration(rc.replacement) << formatDuration(rc.checkpointLoad)
               << formatDuration(rc.dataRestore) << formatDuration(rc.warmup);
        const QString label =
            m_r.reliability.causes.size() > 1
                ? Tr::tr("Restart cost, each phase averaged over the causes by rate (2.5.13)")
                : Tr::tr("Restart cost (2.5.13)");
        m_doc.formula(
            label,
            {QStringLiteral("<i>R</i> = %1").arg(phases.join(QStringLiteral(" + "))),
             QStringLiteral("= %1 = %2")
                 .arg(values.join(QStringLiteral(" + ")), bold(formatDuration(rc.total())))});
    }

    /// The first-order goodput with the terms this scenario has: the chapter's four, and the
    /// asynchronous write lag and planned stops of the failure model when present.
    void goodputFormula() {
        const ReliabilityResult& rel = m_r.reliability;
        const GoodputBreakdown& g = rel.goodput;
        // Issue 19: under another recovery mode the lost work is f tau/2 + its lag, the restart
        // and the stall the mode's.
        const bool mode = rel.recovery != RecoveryMode::Storage;
        const bool lag = (mode ? rel.recoveryLag : rel.writeLag).value() > 0;
        const bool planned = g.plannedShare > 0;
        const QString tau = secs(rel.effectiveInterval);
        // Issue 19: fail-slow and silent corruption as shares, the checks' stall beside C/tau.
        const double classes = g.slowShare + g.corruptionShare;
        const bool checks = g.checkShare > 0;
        QString symbolic =
            QStringLiteral(
                "<i>G</i> = (1 − (%5τ/2%1 + <i>R</i>)/<i>M</i>%2%3) / (1 + <i>C</i>/τ%4)")
                .arg(lag ? Tr::tr(" + write lag") : QString(),
                     planned ? Tr::tr(" − planned") : QString(),
                     classes > 0 ? Tr::tr(" − slow − corruption") : QString(),
                     checks ? QStringLiteral(" + <i>K</i>/κ") : QString(),
                     mode ? QStringLiteral("<i>f</i> ") : QString());
        QString numbers =
            QStringLiteral("= (1 − (%10%1 / 2%2 + %3) / %4%5%8) / (1 + %6 / %1%9) = %7")
                .arg(tau,
                     lag ? QStringLiteral(" + ") + secs(mode ? rel.recoveryLag : rel.writeLag)
                         : QString(),
                     secs(mode ? rel.restartPerFailure : rel.restart.total()), secs(rel.systemMtbf),
                     planned ? QStringLiteral(" − ") + num(g.plannedShare) : QString(),
                     secs(rel.snapshotStall), bold(formatPercent(g.goodput)),
                     classes > 0 ? QStringLiteral(" − ") + num(classes) : QString(),
                     checks ? QStringLiteral(" + ") + num(g.checkShare / g.goodput) : QString(),
                     mode ? num(rel.lostWorkFactor) + QStringLiteral(" × ") : QString());
        m_doc.formula(Tr::tr("Goodput, first order (2.5.13)"), {symbolic, numbers});
        QString shares =
            Tr::tr("Of the wall-clock: checkpoint stalls %1, recomputing lost work %2, restarts %3")
                .arg(formatPercent(g.checkpointShare, 2), formatPercent(g.lostWorkShare, 2),
                     formatPercent(g.restartShare, 2));
        if (planned) {
            shares += Tr::tr(", planned stops %1").arg(formatPercent(g.plannedShare, 2));
        }
        m_doc.note(shares + QStringLiteral(". ") +
                   Tr::tr("Daly's higher-order model gives %1 at the same interval.")
                       .arg(formatPercent(rel.higherOrderGoodput)));
    }

    /// Issue 19: the recovery mode in use and every mode compared on this scenario.
    void recoveryModes() {
        const ReliabilityResult& rel = m_r.reliability;
        if (rel.recoveryModes.empty()) {
            return;
        }
        const QStringList lines = recoveryLines(m_r);
        m_doc.note(lines.front().trimmed().toHtmlEscaped() + QStringLiteral("; ") +
                   lines.at(1).trimmed().toHtmlEscaped() + QStringLiteral(". ") +
                   Tr::tr("Each recovery mode on this scenario (its own checkpoint interval: "
                          "sqrt(2 C M / f), f the share of an interval a failure loses):"));
        TableSpec t;
        t.header = {Tr::tr("Recovery"), Tr::tr("Snapshot every"), Tr::tr("Goodput"),
                    Tr::tr("Wall-clock"), Tr::tr("Cost")};
        t.columnPercent = {28, 18, 16, 18, 20};
        t.rightAligned = {1, 2, 3, 4};
        for (const RecoveryOutlook& o : rel.recoveryModes) {
            const QString name = recoveryModeName(o.mode);
            const bool finishes = o.wallClock.value() > 0;
            t.rows.append({o.mode == rel.recovery ? bold(name) : name, formatDuration(o.interval),
                           finishes ? formatPercent(o.goodput) : Tr::tr("never finishes"),
                           finishes ? formatDays(o.wallClock) : QString(),
                           finishes ? formatDollars(o.cost) : QString()});
        }
        m_doc.table(t);
    }

    /// Issue 19: fail-slow and silent corruption, and the trade-off of the check interval.
    void reliabilityClasses() {
        const ReliabilityResult& rel = m_r.reliability;
        const QStringList lines = reliabilityClassLines(m_r);
        if (lines.isEmpty()) {
            return;
        }
        QStringList items;
        for (const QString& line : lines) {
            items << line.trimmed().toHtmlEscaped();
        }
        m_doc.note(items.join(QStringLiteral("<br/>")));
        if (rel.checkTradeOff.empty()) {
            return;
        }
        m_doc.note(Tr::tr("Goodput against the corruption check interval (first order, the "
                          "checkpoint interval held); the best interval, in bold, is "
                          "sqrt(2 K / λ) with K the stall of a check and λ the corruption rate."));
        TableSpec t;
        t.header = {Tr::tr("Check every"), Tr::tr("Goodput")};
        t.columnPercent = {50, 50};
        t.rightAligned = {1};
        for (const CheckIntervalPoint& p : rel.checkTradeOff) {
            const bool best = std::abs(p.interval / rel.optimalCheckInterval - 1) < 1e-9;
            const QString every = formatDuration(p.interval);
            t.rows.append({best ? bold(every) : every, formatPercent(p.goodput, 2)});
        }
        m_doc.table(t);
    }

    void inputs() {
        m_doc.heading(1, Tr::tr("Inputs"), true);
        m_doc.paragraph(
            Tr::tr("Every value the plan uses. <i>changed</i> marks a value that differs "
                   "from the preset its "
                   "section names or, without a preset, from the built-in default (the "
                   "chapter's example); "
                   "the value it replaced is given. The key is the value's path in the "
                   "scenario file, which is "
                   "attached to this PDF as scenario.json."));
        const std::vector<InputRow> rows = inputRows(m_s, m_req.presets);
        QString section;
        TableSpec t;
        auto flush = [&] {
            if (!t.rows.isEmpty()) {
                m_doc.heading(3, section);
                m_doc.table(t);
                if (section == Tr::tr("Workload")) {
                    presetSources(PresetKind::Model, m_s.workload.preset, Tr::tr("model"));
                } else if (section == Tr::tr("Hardware")) {
                    presetSources(PresetKind::Hardware, m_s.hardware.preset, Tr::tr("hardware"));
                } else if (section == Tr::tr("Reliability")) {
                    presetSources(PresetKind::Reliability, m_s.reliability.preset,
                                  Tr::tr("reliability"));
                }
            }
            t = TableSpec();
            t.header = {Tr::tr("Setting"), Tr::tr("Value"), Tr::tr("Origin"), Tr::tr("Key")};
            t.columnPercent = {26, 20, 19, 35}; // the longest key, 42 characters, fits on one line
            t.fontPoints = 8;
        };
        flush();
        for (const InputRow& row : rows) {
            if (row.section != section) {
                flush();
                section = row.section;
            }
            QString origin;
            switch (row.origin) {
            case InputOrigin::Default: origin = Tr::tr("default"); break;
            case InputOrigin::Preset: origin = Tr::tr("preset"); break;
            case InputOrigin::Changed:
                origin = row.reference.isEmpty()
                             ? bold(Tr::tr("changed"))
                             : QStringLiteral("%1<br/>%2")
                                   .arg(bold(Tr::tr("changed")),
                                        Tr::tr("was %1").arg(esc(row.reference)));
                break;
            }
            const QString value =
                row.origin == InputOrigin::Changed ? bold(esc(row.value)) : esc(row.value);
            t.rows.append({esc(row.label), value, origin, keyText(row.key)});
        }
        flush();
    }

    /// A preset's own sources and caveats, when the preset catalog knows it.
    void presetSources(PresetKind kind, const std::string& id, const QString& kindName) {
        const nlohmann::json* preset =
            m_req.presets && !id.empty() ? m_req.presets(kind, id) : nullptr;
        if (preset == nullptr || !preset->is_object()) {
            return;
        }
        QStringList items;
        if (const auto it = preset->find("sources"); it != preset->end() && it->is_array()) {
            for (const auto& s : *it) {
                if (s.is_string()) {
                    items << esc(s.get<std::string>());
                }
            }
        }
        if (const auto it = preset->find("unverified");
            it != preset->end() && it->is_array() && !it->empty()) {
            QStringList keys;
            for (const auto& k : *it) {
                if (k.is_string()) {
                    keys << esc(k.get<std::string>());
                }
            }
            items << Tr::tr(
                         "Unverified in the preset (recalled or assumed, not read in a source): %1")
                         .arg(keys.join(QStringLiteral(", ")));
        }
        if (!items.isEmpty()) {
            m_doc.note(Tr::tr("Sources of the %1 preset %2:")
                           .arg(kindName, esc(QString::fromStdString(id))));
            m_doc.bullets(items);
        }
    }

    void appendix() {
        m_doc.heading(1, Tr::tr("Appendix: assumptions and what the model leaves out"));
        m_doc.paragraph(Tr::tr(
            "Goodput's model is the analytic one of chapter 2.5, extended by a step-time model of "
            "the layout and a failure simulator: closed-form, and meant for sizing and comparing "
            "plans, not for predicting a run to the day. What it assumes:"));
        const QString mfu =
            m_r.compute.mode == MfuMode::Derived
                ? Tr::tr("<b>MFU comes from the step model</b> of the layout: every kernel of "
                         "a layer timed on its own (matmuls by shape against the chip's "
                         "measured ceiling, fused attention, memory-bound kernels at the "
                         "achievable HBM rate, a launch floor each), alpha-beta collectives "
                         "with the overlap the stack does, the pipeline bubble and the slowest "
                         "of the job's GPUs. Host-side overheads (Python, data-loader stalls) "
                         "and congestion from other jobs are not in it, and compute time "
                         "scales inversely with MFU.")
                : Tr::tr("<b>MFU is an input,</b> assumed; the chapter's range is "
                         "30–50 %. Compute time scales "
                         "inversely with it, so it dominates the uncertainty of days "
                         "and dollars; the step model "
                         "of the layout is shown for comparison.");
        m_doc.bullets({
            mfu,
            Tr::tr("<b>MFU counts the FLOPs of %1</b> (mfu.flopConvention; 6<i>N</i> is 2<i>N</i> "
                   "forward, 4<i>N</i> backward): published MFUs count differently, by up to "
                   "13 % for one run, so compare one under the same convention. The optimizer "
                   "step is never counted.")
                .arg(flopConventionName(m_r.compute.flopConvention)),
            Tr::tr(
                "<b>Communication follows the alpha-beta model</b> with a per-tier efficiency: no "
                "congestion from "
                "other jobs, no contention between TP and DP traffic, and a spine taper only where "
                "one is given."),
            Tr::tr("<b>Failures are independent,</b> each part kind at a constant rate in the "
                   "analytic goodput (the simulation can draw Weibull ages), and any one stops the "
                   "job. Slow parts and silent corruption count only where a part kind has their "
                   "rate (slowMtbfHours, sdcMtbfHours); network flaps and numerical divergence "
                   "(NaN, loss spikes) are not modelled, though in practice they also stop "
                   "training (2.5.12, 2.6)."),
            Tr::tr("<b>Checkpoint waste is first order:</b> a failure loses half an interval on "
                   "average; Daly's "
                   "higher-order model and the simulation are shown for comparison."),
            Tr::tr(
                "<b>Data loading is checked for bandwidth only:</b> small-file latency, shuffling "
                "and CPU "
                "preprocessing are not."),
            Tr::tr("<b>Dollars are GPU-hours times the price.</b> Storage, network, power, staff, "
                   "evaluation runs, "
                   "failed experiments and queueing are not included (2.5.15)."),
        });
        accuracy();
        m_doc.heading(2, Tr::tr("Reproducing this report"));
        m_doc.paragraph(Tr::tr(
            "The scenario is attached to this PDF as <i>scenario.json</i> (open the attachments "
            "panel of the PDF viewer). Regenerate the report with <i>goodput report scenario.json "
            "-o plan.pdf</i>, or print the same numbers with <i>goodput plan scenario.json "
            "--format "
            "text</i>. Every formula and its source: docs/model.md."));
    }

    /// How accurate is this model: the built-in validation runs on the scenario's accelerator
    /// (its preset, else its generation, else its vendor), or every group when none is.
    void accuracy() {
        if (!m_req.presets) {
            return; // the runs name presets: without the catalogue none would evaluate
        }
        // A group none of whose runs evaluates (a catalogue without its presets) says nothing.
        std::vector<SuiteOutcome> suites = validateBuiltInSuites(m_req.presets);
        std::erase_if(suites, [](const SuiteOutcome& s) {
            return s.invalid == static_cast<int>(s.runs.size());
        });
        if (suites.empty()) {
            return;
        }
        m_doc.heading(2, Tr::tr("How accurate is this model"));
        QString intro = Tr::tr(
            "The step model has been run on published training runs with their exact layouts "
            "(<i>goodput validate</i>, docs/validation.md). The error below is of the time of one "
            "optimizer step under the derived model (MFU mode \"derived\"): predicted / measured "
            "− 1, negative where the model is too fast. Days and dollars scale with the step "
            "time, so they carry the same error.");
        if (m_r.compute.mode != MfuMode::Derived) {
            intro +=
                QLatin1Char(' ') +
                Tr::tr("This plan assumes its MFU, so its days do not come from the step "
                       "model; the error says how far the layout's step model can be trusted.");
        }
        m_doc.paragraph(intro);

        const std::string& preset = m_s.hardware.preset;
        const AcceleratorEvidence evidence = evidenceForAccelerator(suites, preset, m_req.presets);
        const QString accelerator =
            preset.empty()
                ? esc(m_s.hardware.displayName)
                : QStringLiteral("%1 (%2)").arg(esc(m_s.hardware.displayName), esc(preset));
        const QString matched = esc(evidence.matchedOn);
        if (evidence.match == AcceleratorMatch::Preset ||
            evidence.match == AcceleratorMatch::Generation) {
            m_doc.paragraph(
                evidence.match == AcceleratorMatch::Preset
                    ? Tr::tr("Runs measured on this plan's accelerator, %1:").arg(accelerator)
                    : Tr::tr("No shipped run uses %1; these runs are on the same "
                             "generation, %2:")
                          .arg(accelerator, matched));
            TableSpec table;
            table.header = {Tr::tr("Group and run"), Tr::tr("Measured"), Tr::tr("Predicted"),
                            Tr::tr("Error")};
            table.columnPercent = {58, 14, 14, 14};
            table.rightAligned = {1, 2, 3};
            table.fontPoints = 7.5;
            for (const AcceleratorEvidence::SuiteRuns& group : evidence.suites) {
                const SuiteOutcome& suite = suites[group.suite];
                table.rows.append(
                    {QStringLiteral("%1<br/>%2")
                         .arg(bold(esc(suite.title)), esc(validationSuiteLine(suite))),
                     QString(), QString(), QString()});
                for (const std::size_t r : group.runs) {
                    const ValidationRunText run = validationRunText(suite.runs[r]);
                    // Over its tolerance: the error in bold, said below.
                    const QString error = run.error.isEmpty()    ? bold(esc(run.status))
                                          : run.status.isEmpty() ? run.error
                                                                 : bold(run.error);
                    table.rows.append({esc(run.name), run.measured, run.predicted, error});
                }
            }
            m_doc.table(table);
            m_doc.note(Tr::tr("Bold: over the run's tolerance. Expect this plan's step time, "
                              "and with it its days and dollars, to be off by about a group's "
                              "mean error, and by up to its maximum, for layouts like these."));
            return;
        }
        // No run on this accelerator's generation: the groups, so that the reader sees the spread.
        std::vector<std::size_t> shown;
        if (evidence.match == AcceleratorMatch::Vendor) {
            m_doc.paragraph(Tr::tr("No shipped run uses %1 or its generation; these groups ran on "
                                   "other %2 accelerators:")
                                .arg(accelerator, matched));
            for (const AcceleratorEvidence::SuiteRuns& group : evidence.suites) {
                shown.push_back(group.suite);
            }
        } else {
            m_doc.paragraph(
                Tr::tr("No shipped run uses %1, its generation or its vendor, so nothing here "
                       "measures this accelerator. The error of every group, on other "
                       "accelerators:")
                    .arg(accelerator));
            for (std::size_t i = 0; i < suites.size(); ++i) {
                shown.push_back(i);
            }
        }
        TableSpec table;
        table.header = {Tr::tr("Group"), Tr::tr("Runs"), Tr::tr("Mean |error|"),
                        Tr::tr("Max |error|"), Tr::tr("Bias")};
        table.columnPercent = {56, 8, 12, 12, 12};
        table.rightAligned = {1, 2, 3, 4};
        table.fontPoints = 7.5;
        for (const std::size_t i : shown) {
            const SuiteOutcome& suite = suites[i];
            table.rows.append(
                {esc(suite.title), formatCount(static_cast<double>(suite.runs.size())),
                 formatPercent(suite.meanAbsoluteError), formatPercent(suite.maxAbsoluteError),
                 formatSignedError(suite.meanError)});
        }
        m_doc.table(table);
        m_doc.note(Tr::tr("The model has not been checked on this accelerator: read its days and "
                          "dollars as uncertain by about these errors, or more."));
    }

    /// Height over width of a chart: under a third of a page, the legend and axes readable.
    static constexpr double kChartAspect = 0.5;

    ReportDocument& m_doc;
    const ReportRequest& m_req;
    const Scenario& m_s;
    const Result& m_r;
    charts::ChartInput m_chartInput;
    std::optional<charts::ChartInput> m_baselineInput;
    std::optional<SimulationOutlook> m_outlook; ///< the simulation as the app's charts draw it
};

} // namespace

QString reportTitle(const ReportRequest& request) {
    return Tr::tr("Training plan: %1").arg(QString::fromStdString(request.plan.scenario.name));
}

void buildReport(ReportDocument& doc, const ReportRequest& request) {
    ContentBuilder(doc, request).build();
}

} // namespace goodput::views::report
