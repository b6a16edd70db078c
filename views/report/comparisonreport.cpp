// SPDX-License-Identifier: MIT
#include "comparisonreport.h"

#include "model/scenario_json.h"
#include "reportcharts.h"
#include "reportpdf.h"
#include "views/charts/comparisoncharts.h"
#include "views/comparisontext.h"
#include "views/format.h"
#include "views/messages.h"
#include "views/scenariofile.h"

#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace goodput::views::report {
namespace {

/// This file's strings, in the translation context "ComparisonReport" (a struct, so that lupdate
/// files them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComparisonReport)
};

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

/// A label in the scenario's chart colour, so the table reads with the charts.
QString coloured(const QString& text, std::size_t index) {
    return QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
        .arg(charts::scenarioColor(index).name(), esc(text));
}

void build(ReportDocument& doc, const ComparisonReportRequest& request) {
    const Comparison& cmp = request.comparison;
    const auto& scenarios = cmp.scenarios;
    QStringList labels;
    for (const ComparedScenario& c : scenarios) {
        labels << scenarioLabel(c);
    }
    doc.title(Tr::tr("Scenario comparison"), esc(labels.join(QStringLiteral(" · "))));
    doc.paragraph(
        Tr::tr("%1 scenarios side by side, each change against the first, %2. Prepared with "
               "Goodput %3 on %4.")
            .arg(scenarios.size())
            .arg(esc(labels.value(0)), QStringLiteral(GOODPUT_VERSION),
                 esc(QLocale().toString(request.created, QStringLiteral("yyyy-MM-dd HH:mm")))));

    doc.heading(2, Tr::tr("Scenarios"));
    TableSpec setup;
    setup.header = {Tr::tr("Scenario"), Tr::tr("Name"), Tr::tr("GPUs, hardware and layout")};
    setup.columnPercent = {20, 35, 45};
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        setup.rows << QStringList{coloured(labels[static_cast<qsizetype>(i)], i),
                                  esc(QString::fromStdString(scenarios[i].scenario.name)),
                                  esc(scenarioDetail(scenarios[i]))};
    }
    doc.table(setup);

    doc.heading(2, Tr::tr("Side by side"));
    TableSpec table;
    table.header << QString();
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        table.header << coloured(labels[static_cast<qsizetype>(i)], i);
    }
    const double first = 22;
    table.columnPercent << first;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        table.columnPercent << (100 - first) / static_cast<double>(scenarios.size());
        table.rightAligned << static_cast<int>(i) + 1;
    }
    table.fontPoints = scenarios.size() > 4 ? 7 : 8;
    for (const ComparisonRow& row : cmp.rows) {
        QStringList cells{esc(figureLabel(row.figure).trimmed())};
        if (figureLabel(row.figure).startsWith(QLatin1Char(' '))) {
            cells[0] = QStringLiteral("&nbsp;&nbsp;&nbsp;") + cells[0];
        }
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            QString cell = esc(formatFigure(row.figure, row.values[i]));
            const QString change = formatChange(row.figure, row.changes[i]);
            if (!change.isEmpty()) {
                const std::optional<bool> better = changeIsBetter(row.figure, row.changes[i]);
                const QString color = !better   ? QStringLiteral("#5f666d")
                                      : *better ? QStringLiteral("#2e7d32")
                                                : QStringLiteral("#c62828");
                cell += QStringLiteral("<br><span style=\"color:%1\">%2</span>")
                            .arg(color, esc(change));
            }
            cells << cell;
        }
        table.rows << cells;
    }
    doc.table(table);
    doc.note(Tr::tr("Changes are against %1: green where the figure improves, red where it "
                    "worsens. A dash: the figure does not exist for that scenario (no step model "
                    "without an architecture, no wall-clock for a run that never finishes).")
                 .arg(esc(labels.value(0))));

    doc.heading(2, Tr::tr("Charts"));
    const double width = doc.bodyWidthPoints();
    using Kind = charts::ComparisonChart::Kind;
    const std::pair<Kind, QString> figures[] = {
        {Kind::TimeAndCost, Tr::tr("Wall-clock days (solid) and dollars (dashed) against the GPU "
                                   "count, each scenario's own size marked.")},
        {Kind::StepBreakdown, Tr::tr("Where one optimizer step's time goes, per scenario.")},
        {Kind::Goodput, Tr::tr("Goodput against the GPU count, each scenario's own size marked.")},
    };
    for (const auto& [kind, caption] : figures) {
        doc.figure(chartFigure(
                       [kind = kind](QChart* c) {
                           return std::make_unique<charts::ComparisonChart>(c, kind);
                       },
                       [&cmp](charts::ChartBuilder& builder) {
                           static_cast<charts::ComparisonChart&>(builder).show(cmp);
                       },
                       QSizeF(width, width * 0.5), doc.document().defaultFont()),
                   caption);
    }

    QStringList problems;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        Diagnostics shown = scenarios[i].searchDiagnostics;
        for (const Diagnostic& d : scenarios[i].result.diagnostics) {
            if (d.severity != Severity::Info) {
                shown.push_back(d);
            }
        }
        for (const Diagnostic& d : shown) {
            problems << Tr::tr("%1: %2 %3")
                            .arg(coloured(labels[static_cast<qsizetype>(i)], i),
                                 esc(severityName(d.severity)), esc(describe(d)));
        }
    }
    if (!problems.isEmpty()) {
        doc.heading(2, Tr::tr("Diagnostics"));
        doc.bullets(problems);
    }
}

} // namespace

RenderedReport renderComparisonReport(const ComparisonReportRequest& request,
                                      const ReportProgress& progress) {
    PdfSetup setup;
    setup.page = request.page;
    QStringList names;
    for (const QString& f : request.files) {
        names << QFileInfo(f).fileName();
    }
    setup.title = Tr::tr("Scenario comparison");
    setup.source = names.join(QStringLiteral(", "));
    setup.created = request.created;
    for (std::size_t i = 0; i < request.comparison.scenarios.size(); ++i) {
        const std::string json =
            scenarioToJson(request.comparison.scenarios[i].scenario).dump(2) + "\n";
        setup.attachments.emplace_back(QStringLiteral("scenario-%1.json").arg(i + 1),
                                       QByteArray::fromStdString(json));
    }
    return renderPdf(
        setup, [&request](ReportDocument& doc) { build(doc, request); }, progress);
}

QString exportComparisonReport(const QString& path, const ComparisonReportRequest& request,
                               const ReportProgress& progress) {
    const RenderedReport report = renderComparisonReport(request, progress);
    if (!report.error.isEmpty()) {
        return report.error;
    }
    return writeFileAtomically(path, report.pdf);
}

} // namespace goodput::views::report
