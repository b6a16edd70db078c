// SPDX-License-Identifier: MIT
#include "accuracywindow.h"

#include "charts/chartexport.h"
#include "charts/validationchart.h"
#include "messages.h"
#include "scenariofile.h"
#include "validationsuites.h"
#include "validationtext.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace goodput::views {
namespace {

enum Column { Name, Measured, Predicted, Error, Tolerance, Status, ColumnCount };

} // namespace

AccuracyWindow::AccuracyWindow(PresetLookup presets, QWidget* parent)
    : QDialog(parent), m_presets(std::move(presets)), m_table(new QTreeWidget(this)),
      m_chart(std::make_unique<charts::ValidationChart>(new QChart)),
      m_view(new QChartView(m_chart->chart())), m_log(new QCheckBox(tr("&Logarithmic axes"), this)),
      m_message(new QLabel(this)) {
    setObjectName(QStringLiteral("accuracyWindow"));
    setWindowTitle(tr("Model Accuracy"));

    auto* intro = new QLabel(
        tr("The derived step model (MFU mode \"derived\") against measured training runs: "
           "the error is of one optimizer step's time, predicted / measured − 1, "
           "negative when the model is too fast. Days and dollars inherit it."),
        this);
    intro->setWordWrap(true);

    auto* add = new QPushButton(tr("&Add Measured Runs..."), this);
    add->setObjectName(QStringLiteral("addRuns"));
    add->setToolTip(tr("A validation suite file of your own runs (docs/validation.md)"));
    auto* exportButton = new QPushButton(tr("&Export CSV..."), this);
    exportButton->setObjectName(QStringLiteral("exportCsv"));
    m_log->setChecked(true);
    auto* row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(exportButton);
    row->addStretch(1);
    row->addWidget(m_log);
    connect(add, &QPushButton::clicked, this, &AccuracyWindow::browse);
    connect(exportButton, &QPushButton::clicked, this, &AccuracyWindow::browseExport);
    connect(m_log, &QCheckBox::toggled, this, [this](bool on) { m_chart->setLogScale(on); });

    m_message->setObjectName(QStringLiteral("accuracyMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(QStringLiteral("color: #c62828"));
    m_message->hide();

    m_table->setObjectName(QStringLiteral("accuracyTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels(
        {tr("Run"), tr("Measured"), tr("Predicted"), tr("Error"), tr("Tolerance"), tr("Status")});
    m_table->headerItem()->setToolTip(Measured, tr("Measured time of one optimizer step"));
    m_table->headerItem()->setToolTip(Predicted, tr("The step model's time of the same step"));
    m_table->headerItem()->setToolTip(Error, tr("Predicted / measured − 1"));
    for (const int c : {Measured, Predicted, Error, Tolerance}) {
        m_table->headerItem()->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_table->setRootIsDecorated(true);
    m_table->setUniformRowHeights(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->header()->setStretchLastSection(true);
    m_table->header()->setSectionResizeMode(QHeaderView::Interactive);
    charts::installTableCopy(m_table);

    m_view->setObjectName(QStringLiteral("accuracyChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(420, 360);
    charts::installChartActions(m_view);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_table);
    split->addWidget(m_view);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    QSize size(1280, 720);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen()) {
        size = size.boundedTo(screen->availableGeometry().size() - QSize(40, 80));
    }
    resize(size);
    split->setSizes({size.width() * 3 / 5, size.width() * 2 / 5});

    // The built-in suites: a few dozen step models, well under a second.
    m_outcomes = validateBuiltInSuites(m_presets);
    m_files = QStringList(static_cast<int>(m_outcomes.size()), QString());
    refresh();
}

AccuracyWindow::~AccuracyWindow() = default;

bool AccuracyWindow::addSuiteFiles(const QStringList& paths) {
    QStringList lines;
    bool refused = false;
    bool added = false;
    for (const QString& path : paths) {
        const LoadedValidationSuite loaded = loadValidationSuite(path);
        const QString name = QFileInfo(path).fileName();
        if (!loaded.suite) {
            refused = true;
            lines << tr("%1 was not added (%2):").arg(name, path);
        }
        for (const Diagnostic& d : loaded.problems) {
            lines << QStringLiteral("%1: %2: %3").arg(name, severityName(d.severity), describe(d));
        }
        if (!loaded.suite) {
            continue;
        }
        added = true;
        SuiteOutcome outcome = validateSuite(*loaded.suite, m_presets);
        if (outcome.title.empty()) {
            outcome.title = name.toStdString();
        }
        const QString file = QFileInfo(path).absoluteFilePath();
        if (const qsizetype at = m_files.indexOf(file); at >= 0) {
            m_outcomes[static_cast<std::size_t>(at)] = std::move(outcome);
        } else {
            m_outcomes.push_back(std::move(outcome));
            m_files << file;
        }
    }
    m_message->setText(lines.join(QLatin1Char('\n')));
    m_message->setVisible(!lines.isEmpty());
    if (added) {
        refresh();
    }
    return !refused;
}

QString AccuracyWindow::exportCsv(const QString& path) const {
    return writeFileAtomically(path, validationCsv(m_outcomes).toUtf8());
}

void AccuracyWindow::browse() {
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("Add Measured Runs"), dialogStartFolder(),
                                      tr("Validation suites (*.json);;All files (*)"));
    if (!files.isEmpty()) {
        addSuiteFiles(files);
    }
}

void AccuracyWindow::browseExport() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export CSV"),
        QDir(dialogStartFolder()).filePath(QStringLiteral("model-accuracy.csv")),
        tr("CSV (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    const QString error = exportCsv(path);
    m_message->setText(error.isEmpty() ? QString() : tr("%1 was not written: %2").arg(path, error));
    m_message->setVisible(!error.isEmpty());
}

void AccuracyWindow::refresh() {
    m_table->clear();
    QFont bold = m_table->font();
    bold.setBold(true);
    const QColor alarm(0xc6, 0x28, 0x28);
    for (std::size_t s = 0; s < m_outcomes.size(); ++s) {
        const SuiteOutcome& suite = m_outcomes[s];
        auto* group = new QTreeWidgetItem(m_table);
        group->setText(Name, QStringLiteral("%1\n%2").arg(QString::fromStdString(suite.title),
                                                          validationSuiteLine(suite)));
        group->setFont(Name, bold);
        group->setToolTip(Name, m_files[static_cast<qsizetype>(s)].isEmpty()
                                    ? tr("Built-in suite %1").arg(QString::fromStdString(suite.id))
                                    : m_files[static_cast<qsizetype>(s)]);
        group->setFirstColumnSpanned(true);
        // The suite's colour in the chart, as a swatch before its title.
        QPixmap swatch(12, 12);
        swatch.fill(charts::ValidationChart::suiteColour(s));
        group->setIcon(Name, QIcon(swatch));
        for (const RunOutcome& run : suite.runs) {
            const ValidationRunText text = validationRunText(run);
            auto* item = new QTreeWidgetItem(group);
            item->setText(Name, text.name);
            item->setText(Measured, text.measured);
            item->setText(Predicted, text.predicted);
            item->setText(Error, text.error);
            item->setText(Tolerance, text.tolerance);
            const QStringList status = QStringList{text.status} + text.diagnostics;
            item->setText(Status, status.join(QStringLiteral(": ")));
            for (const int c : {Measured, Predicted, Error, Tolerance}) {
                item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
            }
            if (!text.status.isEmpty()) {
                // Over tolerance or not evaluated: the error and the word stand out.
                for (const int c : {Error, Status}) {
                    item->setForeground(c, alarm);
                    item->setFont(c, bold);
                }
                item->setToolTip(Status, status.join(QLatin1Char('\n')));
            }
        }
    }
    m_table->expandAll();
    for (int c = Measured; c < Status; ++c) {
        m_table->resizeColumnToContents(c);
    }
    // The run names set the first column; the groups' two-line headers span the table.
    int names =
        m_table->header()->fontMetrics().horizontalAdvance(m_table->headerItem()->text(Name));
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* group = m_table->topLevelItem(i);
        for (int r = 0; r < group->childCount(); ++r) {
            names = std::max(names,
                             m_table->fontMetrics().horizontalAdvance(group->child(r)->text(Name)));
        }
    }
    m_table->setColumnWidth(Name, names + 2 * m_table->indentation() + 12);
    m_chart->setOutcomes(m_outcomes);
}

} // namespace goodput::views
