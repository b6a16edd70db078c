// SPDX-License-Identifier: MIT
#include "planningtext.h"

#include "fields.h"
#include "format.h"
#include "messages.h"
#include "plantext.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "PlanningText".
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(PlanningText)
};

QString value(double v) {
    return formatNumber(v);
}

QString dataNumber(double v) {
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString signedDays(double days) {
    const QString sign = days > 0   ? QStringLiteral("+")
                         : days < 0 ? QStringLiteral("−")
                                    : QString();
    return Tr::tr("%1%2 days").arg(sign, QLocale().toString(std::abs(days), 'f', 1));
}

QString signedDollars(double dollars) {
    const QString sign = dollars > 0   ? QStringLiteral("+")
                         : dollars < 0 ? QStringLiteral("−")
                                       : QString();
    return sign + formatDollars(Dollars(std::abs(dollars)));
}

QString recomputeName(double index) {
    switch (static_cast<int>(index)) {
    case 0: return Tr::tr("no recompute");
    case 1: return Tr::tr("selective recompute");
    default: return Tr::tr("full recompute");
    }
}

/// The change itself: "4 virtual stages", "ZeRO-2", "asynchronous saves".
QString changeText(const Remedy& m) {
    const std::string& f = m.field;
    const int to = static_cast<int>(m.to);
    if (f == "layout.virtualStages") {
        return Tr::tr("%1 virtual stages").arg(to);
    }
    if (f == "layout.zeroStage") {
        return Tr::tr("ZeRO-%1").arg(to);
    }
    if (f == "workload.recompute") {
        return recomputeName(m.to);
    }
    if (f == "workload.microBatchSize") {
        return Tr::tr("micro-batch %1").arg(to);
    }
    if (f == "communication.overlapGradientSync") {
        return Tr::tr("the DP sync overlapped with the backward pass");
    }
    if (f == "communication.bucketSizeMB") {
        return Tr::tr("%1 MB buckets").arg(value(m.to));
    }
    if (f == "communication.overlapTensorParallel") {
        return Tr::tr("TP overlapped with compute");
    }
    if (f == "checkpoint.mode") {
        return Tr::tr("asynchronous saves");
    }
    return QStringLiteral("%1 = %2").arg(QString::fromStdString(f), value(m.to));
}

/// The bottleneck and its share before the change: "pipeline bubble 18.8 % of the step".
QString bottleneckText(const Remedy& m, double share) {
    const QString p = formatPercent(share);
    switch (m.bottleneck) {
    case Bottleneck::PipelineBubble: return Tr::tr("pipeline bubble %1 of the step").arg(p);
    case Bottleneck::Memory: return Tr::tr("memory %1 of HBM").arg(p);
    case Bottleneck::ExposedDataParallel: return Tr::tr("exposed DP %1 of the step").arg(p);
    case Bottleneck::ExposedTensorParallel: return Tr::tr("exposed TP %1 of the step").arg(p);
    case Bottleneck::CheckpointStall:
        return Tr::tr("checkpoint stalls %1 of the wall-clock").arg(p);
    case Bottleneck::Recompute: return Tr::tr("recompute %1 of the hardware FLOPs").arg(p);
    case Bottleneck::MicroBatch: return Tr::tr("MFU %1").arg(p);
    }
    return p;
}

QString effectText(const Remedy& m) {
    if (std::abs(m.daysAfter - m.daysBefore) < 0.05 &&
        std::abs(m.dollarsAfter - m.dollarsBefore) < 0.5) {
        return Tr::tr("the same days and dollars");
    }
    return QStringLiteral("%1, %2").arg(signedDays(m.daysAfter - m.daysBefore),
                                        signedDollars(m.dollarsAfter - m.dollarsBefore));
}

} // namespace

QString sweepOutputName(SweepOutput output) {
    switch (output) {
    case SweepOutput::WallClockDays: return Tr::tr("Wall-clock days");
    case SweepOutput::ComputeDays: return Tr::tr("Compute-only days");
    case SweepOutput::WallClockCost: return Tr::tr("Wall-clock cost");
    case SweepOutput::ComputeCost: return Tr::tr("Compute-only cost");
    case SweepOutput::GpuHours: return Tr::tr("GPU-hours");
    case SweepOutput::Goodput: return Tr::tr("Goodput");
    case SweepOutput::Mfu: return Tr::tr("MFU");
    case SweepOutput::Hfu: return Tr::tr("HFU");
    case SweepOutput::TokensPerSecond: return Tr::tr("Throughput");
    case SweepOutput::MemoryPerGpu: return Tr::tr("Memory per GPU");
    case SweepOutput::StepTime: return Tr::tr("Step time");
    case SweepOutput::StepCompute: return Tr::tr("Step: compute");
    case SweepOutput::StepMemoryBound: return Tr::tr("Step: memory-bound kernels");
    case SweepOutput::StepExposedTp: return Tr::tr("Step: exposed TP");
    case SweepOutput::StepExposedCp: return Tr::tr("Step: exposed CP");
    case SweepOutput::StepExposedEp: return Tr::tr("Step: exposed EP");
    case SweepOutput::StepExposedDp: return Tr::tr("Step: exposed DP");
    case SweepOutput::StepBubble: return Tr::tr("Step: pipeline bubble");
    case SweepOutput::StepPpTransfer: return Tr::tr("Step: PP transfers");
    case SweepOutput::StepOptimizer: return Tr::tr("Step: optimizer");
    case SweepOutput::SystemMtbf: return Tr::tr("System MTBF");
    case SweepOutput::CheckpointInterval: return Tr::tr("Checkpoint interval");
    case SweepOutput::CostPerMillionTokens: // not swept
    case SweepOutput::StepOther: break;
    }
    return {};
}

QString sweepOutputTitle(SweepOutput output) {
    return QStringLiteral("%1 (%2)").arg(sweepOutputName(output),
                                         QString::fromUtf8(sweepOutputInfo(output).unit));
}

QString sweepKeyTitle(const std::string& path) {
    const ScenarioKey* key = findScenarioKey(path);
    QString label = keyLabel(path);
    if (label.isEmpty()) {
        label = QString::fromStdString(path);
    }
    if (const std::size_t open = path.find('['); open != std::string::npos) {
        // The part's index, 1-based as the input panel counts them.
        const std::size_t close = path.find(']');
        label += QStringLiteral(" #%1").arg(
            QString::fromStdString(path.substr(open + 1, close - open - 1)).toInt() + 1);
    }
    return key && !key->unit.empty()
               ? QStringLiteral("%1 (%2)").arg(label, QString::fromUtf8(key->unit))
               : label;
}

QString sweepSummary(const InputSweep& sweep) {
    QString out;
    const SweepRequest& rq = sweep.request;
    out += Tr::tr("Sweep of %1 against %2").arg(sweepOutputTitle(rq.y), sweepKeyTitle(rq.x.path)) +
           QLatin1Char('\n');
    if (rq.family) {
        out += Tr::tr("One column per %1").arg(sweepKeyTitle(rq.family->path)) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
    const int width = 14;
    QString header = QString::fromStdString(rq.x.path).leftJustified(28);
    for (const SweepCurve& c : sweep.curves) {
        header += (c.familyValue ? QStringLiteral("%1").arg(value(*c.familyValue))
                                 : QString::fromUtf8(sweepOutputInfo(rq.y).id))
                      .rightJustified(width);
    }
    out += header + QLatin1Char('\n');
    QStringList reasons;
    for (std::size_t i = 0; i < rq.x.values.size(); ++i) {
        QString line = value(rq.x.values[i]).leftJustified(28);
        for (const SweepCurve& c : sweep.curves) {
            const SweepPoint& p = c.points[i];
            QString cell = p.y ? value(*p.y) : QStringLiteral("—");
            if (!p.y && !p.reasons.empty()) {
                const QString why = describe(p.reasons.front());
                qsizetype n = reasons.indexOf(why);
                if (n < 0) {
                    reasons << why;
                    n = reasons.size() - 1;
                }
                cell += QStringLiteral(" [%1]").arg(n + 1);
            }
            line += cell.rightJustified(width);
        }
        out += line + QLatin1Char('\n');
    }
    if (!reasons.isEmpty()) {
        out += QLatin1Char('\n') + Tr::tr("Gaps (— [n]): the plan does not evaluate there") +
               QLatin1Char('\n');
        for (qsizetype n = 0; n < reasons.size(); ++n) {
            out += QStringLiteral("  [%1] %2\n").arg(n + 1).arg(reasons[n]);
        }
    }
    return out;
}

QString sweepCsv(const InputSweep& sweep) {
    const SweepRequest& rq = sweep.request;
    const auto quoted = [](QString s) {
        return s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
                   ? QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
                         QLatin1Char('"')
                   : s;
    };
    QStringList header;
    if (rq.family) {
        header << QString::fromStdString(rq.family->path);
    }
    header << QString::fromStdString(rq.x.path) << QString::fromUtf8(sweepOutputInfo(rq.y).id)
           << QStringLiteral("reason");
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const SweepCurve& c : sweep.curves) {
        for (const SweepPoint& p : c.points) {
            QStringList row;
            if (c.familyValue) {
                row << dataNumber(*c.familyValue);
            }
            row << dataNumber(p.x) << (p.y ? dataNumber(*p.y) : QString())
                << quoted(p.reasons.empty() ? QString() : describe(p.reasons.front()));
            out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out;
}

QString remedyText(const Remedy& m) {
    QString change = changeText(m);
    if (m.alsoField == "layout.zeroStage") {
        change = Tr::tr("%1 (and ZeRO-%2 to fit)").arg(change).arg(static_cast<int>(m.alsoTo));
    }
    if (m.bottleneck == Bottleneck::Memory) {
        const QString freed = formatBytes(units::gigabytes(m.memoryBeforeGB - m.memoryAfterGB));
        const QString fits =
            !m.fitsBefore && m.fitsAfter ? Tr::tr(" and the layout fits") : QString();
        return Tr::tr("%1: %2 frees %3%4, %5")
            .arg(bottleneckText(m, m.shareBefore), change, freed, fits, effectText(m));
    }
    return Tr::tr("%1: with %2 it is %3, %4")
        .arg(bottleneckText(m, m.shareBefore), change, formatPercent(m.shareAfter), effectText(m));
}

QString uncertainInputName(UncertainInput input) {
    switch (input) {
    case UncertainInput::MatmulEfficiency: return Tr::tr("matmul efficiency");
    case UncertainInput::AssumedMfu: return Tr::tr("assumed MFU");
    case UncertainInput::NetworkEfficiency: return Tr::tr("network efficiency");
    case UncertainInput::Mtbf: return Tr::tr("MTBF of every part");
    case UncertainInput::Price: return Tr::tr("price per GPU-hour");
    }
    return {};
}

QString uncertaintySource(UncertainInput input, double relative) {
    const QString pm = QStringLiteral("±%1").arg(formatPercent(relative, 0));
    switch (input) {
    case UncertainInput::MatmulEfficiency:
        return Tr::tr("%1: the step model's mean step-time error on published runs is 1 to 26 % "
                      "by group (goodput validate, docs/validation.md)")
            .arg(pm);
    case UncertainInput::AssumedMfu:
        return Tr::tr("%1: an assumption, the same as for the matmul efficiency of a derived MFU")
            .arg(pm);
    case UncertainInput::NetworkEfficiency:
        return Tr::tr("%1: an assumption; fit the tiers to nccl-tests logs (goodput calibrate) to "
                      "replace it")
            .arg(pm);
    case UncertainInput::Mtbf:
        return Tr::tr("%1: the statistical error of a failure rate estimated from about ten "
                      "failures (1/√10 ≈ 32 %)")
            .arg(pm);
    case UncertainInput::Price:
        return Tr::tr("%1: an assumption for the spread between list and negotiated prices; use "
                      "your quote")
            .arg(pm);
    }
    return pm;
}

QString tornadoText(const TornadoBar& b) {
    const auto days = [](const std::optional<double>& d) {
        return d ? QLocale().toString(*d, 'f', 1) : QStringLiteral("—");
    };
    const auto dollars = [](const std::optional<double>& d) {
        return d ? formatDollars(Dollars(*d)) : QStringLiteral("—");
    };
    QString text =
        Tr::tr("%1 ±%2: %3 to %4 days, %5 to %6")
            .arg(uncertainInputName(b.input), formatPercent(b.relative, 0), days(b.daysLow),
                 days(b.daysHigh), dollars(b.dollarsLow), dollars(b.dollarsHigh));
    if (!b.reasons.empty()) {
        text += QStringLiteral(" (%1)").arg(describe(b.reasons.front()));
    }
    return text;
}

QString limitsSummary(const PlanLimits& limits) {
    if (!limits.valid) {
        return {};
    }
    QString out = Tr::tr("What limits this plan") + QLatin1Char('\n');
    if (limits.remedies.empty()) {
        out += QStringLiteral("  ") + Tr::tr("no single change of those tried saves time") +
               QLatin1Char('\n');
    }
    for (const Remedy& m : limits.remedies) {
        out += QStringLiteral("  - ") + remedyText(m) + QLatin1Char('\n');
    }
    out +=
        Tr::tr("Uncertain inputs (days and dollars at the low and high end)") + QLatin1Char('\n');
    for (const TornadoBar& b : limits.tornado) {
        out += QStringLiteral("  - ") + tornadoText(b) + QLatin1Char('\n');
    }
    return out;
}

} // namespace goodput::views
