// SPDX-License-Identifier: MIT
#include "comparisontext.h"

#include "format.h"
#include "messages.h"
#include "plantext.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "Comparison" (a struct, so that lupdate files
/// them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};

QString padded(const QString& text, int columns, bool right) {
    const QString fill(std::max(0, columns - terminalColumns(text)), QLatin1Char(' '));
    return right ? fill + text : text + fill;
}

QString csvNumber(const std::optional<double>& value) {
    return value && std::isfinite(*value) ? QString::number(*value, 'g', 10) : QString();
}

} // namespace

QString figureLabel(ComparedFigure figure) {
    switch (figure) {
    case ComparedFigure::WallClockDays: return Tr::tr("Wall-clock days");
    case ComparedFigure::WallClockCost: return Tr::tr("Cost per trained model");
    case ComparedFigure::CostPerMillionTokens: return Tr::tr("Cost per million tokens");
    case ComparedFigure::GpuHours: return Tr::tr("GPU-hours");
    case ComparedFigure::Goodput: return Tr::tr("Goodput");
    case ComparedFigure::Mfu: return Tr::tr("MFU");
    case ComparedFigure::MemoryPerGpu: return Tr::tr("Memory per GPU");
    case ComparedFigure::StepTime: return Tr::tr("Step time");
    case ComparedFigure::StepCompute: return Tr::tr("  compute");
    case ComparedFigure::StepMemoryBound: return Tr::tr("  memory-bound");
    case ComparedFigure::StepExposedTp: return Tr::tr("  exposed TP");
    case ComparedFigure::StepExposedCp: return Tr::tr("  exposed CP");
    case ComparedFigure::StepExposedEp: return Tr::tr("  exposed EP");
    case ComparedFigure::StepExposedDp: return Tr::tr("  exposed DP");
    case ComparedFigure::StepBubble: return Tr::tr("  pipeline bubble");
    case ComparedFigure::StepPpTransfer: return Tr::tr("  PP transfers");
    case ComparedFigure::StepOptimizer: return Tr::tr("  optimizer");
    case ComparedFigure::StepOther: return Tr::tr("  other");
    case ComparedFigure::SystemMtbf: return Tr::tr("System MTBF");
    case ComparedFigure::CheckpointInterval: return Tr::tr("Checkpoint interval");
    case ComparedFigure::ComputeDays: // not compared
    case ComparedFigure::ComputeCost:
    case ComparedFigure::Hfu:
    case ComparedFigure::TokensPerSecond: break;
    }
    return {};
}

QString formatFigure(ComparedFigure figure, const std::optional<double>& value) {
    if (!value || !std::isfinite(*value)) {
        return QStringLiteral("—");
    }
    const double v = *value;
    switch (figure) {
    case ComparedFigure::WallClockDays: return formatDays(units::days(v));
    case ComparedFigure::WallClockCost:
    case ComparedFigure::CostPerMillionTokens: return formatDollars(Dollars(v));
    case ComparedFigure::GpuHours: return formatCount(v);
    case ComparedFigure::Goodput:
    case ComparedFigure::Mfu: return formatPercent(v);
    case ComparedFigure::MemoryPerGpu: return formatBytes(Bytes(v));
    case ComparedFigure::SystemMtbf: return formatHours(Seconds(v));
    default: return formatDuration(Seconds(v));
    }
}

QString formatChange(ComparedFigure figure, const std::optional<Change>& change) {
    if (!change) {
        return {};
    }
    if (change->relative) {
        const double r = *change->relative;
        const QString sign = r > 0   ? QStringLiteral("+")
                             : r < 0 ? QStringLiteral("\u2212")
                                     : QString();
        return sign + formatPercent(std::abs(r));
    }
    if (change->absolute == 0) {
        return {};
    }
    const QString sign = change->absolute > 0 ? QStringLiteral("+") : QStringLiteral("\u2212");
    return sign + formatFigure(figure, std::abs(change->absolute));
}

std::optional<bool> changeIsBetter(ComparedFigure figure, const std::optional<Change>& change) {
    if (!change || change->absolute == 0 || !std::isfinite(change->absolute)) {
        return std::nullopt;
    }
    return (change->absolute > 0) == higherIsBetter(figure);
}

QString scenarioLabel(const ComparedScenario& scenario) {
    return QString::fromStdString(scenario.label);
}

QString scenarioDetail(const ComparedScenario& scenario) {
    const Scenario& s = scenario.scenario;
    const QString hardware = s.hardware.displayName.empty()
                                 ? Tr::tr("custom hardware")
                                 : QString::fromStdString(s.hardware.displayName);
    const LayoutChoice choice{s.layout, s.workload.microBatchSize, s.workload.recompute};
    const QString layout = describeLayout(choice, s.layout.dp(s.cluster.gpus));
    return Tr::tr("%1 × %2, %3%4")
        .arg(formatCount(s.cluster.gpus), hardware, layout,
             scenario.bestLayoutApplied ? Tr::tr(" (best layout)") : QString());
}

QString comparisonText(const Comparison& comparison) {
    QStringList out;
    for (const Diagnostic& d : comparison.diagnostics) {
        out << QStringLiteral("[%1] %2").arg(severityName(d.severity), describe(d));
    }
    const auto& scenarios = comparison.scenarios;
    if (scenarios.empty()) {
        return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    // Cells: a header row of labels, then per figure its value and change.
    QList<QStringList> cells;
    QStringList header{QString()};
    for (const ComparedScenario& c : scenarios) {
        header << scenarioLabel(c);
    }
    cells << header;
    for (const ComparisonRow& row : comparison.rows) {
        QStringList line{figureLabel(row.figure)};
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            const QString change = formatChange(row.figure, row.changes[i]);
            line << formatFigure(row.figure, row.values[i]) +
                        (change.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(change));
        }
        cells << line;
    }
    QList<int> widths;
    for (const QStringList& line : cells) {
        for (qsizetype c = 0; c < line.size(); ++c) {
            if (widths.size() <= c) {
                widths << 0;
            }
            widths[c] = std::max(widths[c], terminalColumns(line[c]));
        }
    }
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        out << Tr::tr("%1: %2").arg(scenarioLabel(scenarios[i]), scenarioDetail(scenarios[i]));
    }
    out << Tr::tr("Changes in parentheses are against %1.").arg(scenarioLabel(scenarios.front()));
    for (const QStringList& line : cells) {
        QStringList aligned;
        for (qsizetype c = 0; c < line.size(); ++c) {
            aligned << padded(line[c], widths[c], c > 0);
        }
        out << aligned.join(QStringLiteral("  "));
    }
    for (const ComparedScenario& c : scenarios) {
        const Diagnostics& all = c.result.diagnostics;
        if (all.empty() && c.searchDiagnostics.empty()) {
            continue;
        }
        out << Tr::tr("Diagnostics of %1").arg(scenarioLabel(c));
        for (const Diagnostic& d : c.searchDiagnostics) {
            out << QStringLiteral("  [%1] %2").arg(severityName(d.severity), describe(d));
        }
        for (const Diagnostic& d : all) {
            out << QStringLiteral("  [%1] %2").arg(severityName(d.severity), describe(d));
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString comparisonCsv(const Comparison& comparison) {
    QStringList lines;
    QStringList header{QStringLiteral("figure"), QStringLiteral("unit")};
    for (const ComparedScenario& c : comparison.scenarios) {
        header << csvField(scenarioLabel(c));
    }
    for (std::size_t i = 1; i < comparison.scenarios.size(); ++i) {
        header << csvField(Tr::tr("%1 vs %2 (relative)")
                               .arg(scenarioLabel(comparison.scenarios[i]),
                                    scenarioLabel(comparison.scenarios.front())));
    }
    lines << header.join(QLatin1Char(','));
    for (const ComparisonRow& row : comparison.rows) {
        QStringList line{QString::fromUtf8(figureId(row.figure).data(),
                                           static_cast<qsizetype>(figureId(row.figure).size())),
                         QString::fromUtf8(figureUnit(row.figure).data(),
                                           static_cast<qsizetype>(figureUnit(row.figure).size()))};
        for (const std::optional<double>& v : row.values) {
            line << csvNumber(v);
        }
        for (std::size_t i = 1; i < row.changes.size(); ++i) {
            line << csvNumber(row.changes[i] ? row.changes[i]->relative : std::nullopt);
        }
        lines << line.join(QLatin1Char(','));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace goodput::views
