// SPDX-License-Identifier: MIT
#include "calibratedialog.h"

#include "calibrationtext.h"
#include "charts/calibrationchart.h"
#include "format.h"
#include "messages.h"
#include "model/nccl_log.h"
#include "model/preset.h"
#include "presetstore.h"
#include "scenariofile.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace goodput::views {
namespace {

void fillForm(QFormLayout* form, const std::vector<std::pair<QString, QString>>& facts) {
    while (form->rowCount() > 0) {
        form->removeRow(0);
    }
    for (const auto& [label, value] : facts) {
        auto* text = new QLabel(value);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(label + QLatin1Char(':'), text);
    }
}

} // namespace

CalibrateDialog::CalibrateDialog(const Scenario& scenario, PresetStore& store, QWidget* parent)
    : QDialog(parent), m_scenario(scenario), m_store(store), m_fileList(new QListWidget(this)),
      m_tierBox(new QComboBox(this)), m_switchBox(new QCheckBox(tr("&Protocol switch"), this)),
      m_facts(new QFormLayout), m_table(new QTableWidget(this)), m_chart(new QChart),
      m_chartBuilder(std::make_unique<charts::CalibrationChart>(m_chart)),
      m_stepBox(new QCheckBox(tr("Calibrate the matmul efficiency from a measured step of the "
                                 "open scenario"),
                              this)),
      m_stepKind(new QComboBox(this)), m_stepValue(new QLineEdit(this)),
      m_stepFacts(new QFormLayout), m_idEdit(new QLineEdit(this)),
      m_messages(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("calibrateDialog"));
    setWindowTitle(tr("Calibrate from Measurements"));

    // The base: the open scenario's hardware, described by the preset it names (if any).
    const std::string baseId = scenario.hardware.preset.empty() ? std::string("scenario-hardware")
                                                                : scenario.hardware.preset;
    m_baseName = scenario.hardware.displayName.empty() ? baseId : scenario.hardware.displayName;
    const Preset base = m_store.hardwarePresetFromScenario(scenario, baseId, m_baseName);
    m_base.preset = nlohmann::json::parse(presetToJson(base).dump());
    m_base.hardware = scenario.hardware;

    // Logs.
    auto* logsBox = new QGroupBox(tr("nccl-tests logs"), this);
    auto* logsLayout = new QVBoxLayout(logsBox);
    m_fileList->setObjectName(QStringLiteral("logFiles"));
    m_fileList->setMaximumHeight(90);
    logsLayout->addWidget(m_fileList);
    auto* logButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add Logs..."), logsBox);
    auto* remove = new QPushButton(tr("&Remove"), logsBox);
    logButtons->addWidget(add);
    logButtons->addWidget(remove);
    logButtons->addSpacing(12);
    auto* tierLabel = new QLabel(tr("&Tier:"), logsBox);
    m_tierBox->addItem(tr("Scale-up (NVLink, xGMI)"));
    m_tierBox->addItem(tr("Scale-out (InfiniBand, RoCE)"));
    tierLabel->setBuddy(m_tierBox);
    logButtons->addWidget(tierLabel);
    logButtons->addWidget(m_tierBox);
    m_switchBox->setToolTip(tr("Fit NCCL's small-message and large-message protocols separately: "
                               "latency from the first, bandwidth from the second"));
    logButtons->addWidget(m_switchBox);
    logButtons->addStretch(1);
    logsLayout->addLayout(logButtons);
    connect(add, &QPushButton::clicked, this, &CalibrateDialog::browseLogs);
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_fileList->currentRow();
        if (row >= 0) {
            m_files.removeAt(row);
            readInputs();
        }
    });
    connect(m_tierBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_tier = index == 1 ? TierKind::ScaleOut : TierKind::ScaleUp;
        recompute();
    });
    connect(m_switchBox, &QCheckBox::toggled, this, [this](bool on) {
        m_protocolSwitch = on;
        recompute();
    });

    // Preview: fitted values, the points, the chart.
    auto* factsBox = new QGroupBox(tr("Fit"), this);
    factsBox->setLayout(m_facts);
    m_table->setObjectName(QStringLiteral("fitPoints"));
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Size"), tr("Measured"), tr("Model"), tr("Error"),
                                        tr("GPUs"), tr("Collective"), tr("Log line")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* view = new QChartView(m_chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(420, 300);

    // The fitted values above, the points and the chart side by side; the chart spans nine
    // decades of sizes and gets the wider half so its labels fit.
    auto* preview = new QSplitter(Qt::Horizontal, this);
    preview->addWidget(m_table);
    preview->addWidget(view);
    preview->setStretchFactor(1, 1);
    preview->setSizes({450, 650});

    // Step.
    auto* stepBox = new QGroupBox(tr("Measured step"), this);
    auto* stepLayout = new QVBoxLayout(stepBox);
    stepLayout->addWidget(m_stepBox);
    auto* stepRow = new QHBoxLayout;
    m_stepKind->addItem(tr("Step time (s)"));
    m_stepKind->addItem(tr("Tokens/s (whole job)"));
    m_stepKind->addItem(tr("TFLOP/s per GPU, model FLOPs (MFU)"));
    m_stepKind->addItem(tr("TFLOP/s per GPU, recomputation counted (HFU)"));
    m_stepValue->setPlaceholderText(tr("measured value"));
    m_stepValue->setObjectName(QStringLiteral("stepValue"));
    stepRow->addWidget(m_stepKind);
    stepRow->addWidget(m_stepValue, 1);
    stepLayout->addLayout(stepRow);
    stepLayout->addLayout(m_stepFacts);
    const auto stepChanged = [this] {
        std::optional<StepMeasurement> m;
        bool ok = false;
        const double value = QLocale().toDouble(m_stepValue->text(), &ok);
        if (m_stepBox->isChecked() && ok) {
            const int kind = m_stepKind->currentIndex();
            m = StepMeasurement{kind == 0   ? StepMeasure::StepTime
                                : kind == 1 ? StepMeasure::TokensPerSecond
                                            : StepMeasure::TflopsPerGpu,
                                value, kind == 3};
        }
        m_measurement = m;
        recompute();
    };
    connect(m_stepBox, &QCheckBox::toggled, this, stepChanged);
    connect(m_stepKind, &QComboBox::currentIndexChanged, this, stepChanged);
    connect(m_stepValue, &QLineEdit::editingFinished, this, stepChanged);

    // Save.
    auto* saveRow = new QHBoxLayout;
    auto* idLabel = new QLabel(tr("Preset &id:"), this);
    idLabel->setBuddy(m_idEdit);
    m_idEdit->setObjectName(QStringLiteral("presetId"));
    m_idEdit->setText(QString::fromStdString(baseId) + QStringLiteral("-calibrated"));
    saveRow->addWidget(idLabel);
    saveRow->addWidget(m_idEdit, 1);
    connect(m_idEdit, &QLineEdit::editingFinished, this, &CalibrateDialog::recompute);
    m_messages->setReadOnly(true);
    m_messages->setObjectName(QStringLiteral("calibrationMessages"));
    m_messages->setMaximumHeight(80);
    m_buttons->button(QDialogButtonBox::Save)->setText(tr("&Save Preset and Apply"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save()) {
            accept();
        }
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Everything but the buttons scrolls, and the dialog opens no larger than the screen: on a
    // 768-pixel screen the buttons stay on it.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("calibrateScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(logsBox);
    column->addWidget(factsBox);
    column->addWidget(preview, 1);
    column->addWidget(stepBox);
    column->addLayout(saveRow);
    column->addWidget(m_messages);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_buttons);
    QSize size(1100, 860);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen()) {
        // Room for the window frame and a panel.
        size = size.boundedTo(screen->availableGeometry().size() - QSize(40, 80));
    }
    resize(size);
    recompute();
}

CalibrateDialog::~CalibrateDialog() = default;

void CalibrateDialog::addLogFiles(const QStringList& paths) {
    for (const QString& p : paths) {
        if (!m_files.contains(p)) {
            m_files << p;
        }
    }
    readInputs();
}

void CalibrateDialog::setTier(TierKind tier) {
    m_tierBox->setCurrentIndex(tier == TierKind::ScaleOut ? 1 : 0);
}

void CalibrateDialog::setProtocolSwitch(bool on) {
    m_switchBox->setChecked(on);
}

void CalibrateDialog::setStepMeasurement(const std::optional<StepMeasurement>& measurement) {
    const QSignalBlocker blockBox(m_stepBox);
    const QSignalBlocker blockKind(m_stepKind);
    m_stepBox->setChecked(measurement.has_value());
    if (measurement) {
        m_stepKind->setCurrentIndex(measurement->kind == StepMeasure::StepTime          ? 0
                                    : measurement->kind == StepMeasure::TokensPerSecond ? 1
                                    : measurement->countsRecompute                      ? 3
                                                                                        : 2);
        m_stepValue->setText(QLocale().toString(measurement->value, 'g', 17));
    }
    m_measurement = measurement;
    recompute();
}

void CalibrateDialog::setPresetId(const QString& id) {
    m_idEdit->setText(id);
    recompute();
}

void CalibrateDialog::browseLogs() {
    addLogFiles(QFileDialog::getOpenFileNames(this, tr("Add nccl-tests Logs"), dialogStartFolder(),
                                              tr("nccl-tests output (*.log *.txt *.out);;All "
                                                 "files (*)")));
}

void CalibrateDialog::readInputs() {
    m_runs.clear();
    m_sources.clear();
    m_readProblems.clear();
    m_fileList->clear();
    for (const QString& path : m_files) {
        m_fileList->addItem(QFileInfo(path).fileName());
        const std::optional<QByteArray> bytes =
            readFileBytes(path, kMaxNcclLogBytes, m_readProblems);
        if (!bytes) {
            continue;
        }
        NcclLog log = parseNcclLog(
            std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())),
            path.toStdString(), {});
        m_readProblems.insert(m_readProblems.end(), log.diagnostics.begin(), log.diagnostics.end());
        for (NcclRun& run : log.runs) {
            m_runs.push_back(std::move(run));
            m_sources.push_back(path.toStdString());
        }
    }
    recompute();
}

void CalibrateDialog::recompute() {
    m_fit.reset();
    m_step.reset();
    m_preset.reset();
    m_presetProblems.clear();
    const std::string id = m_idEdit->text().trimmed().toStdString();
    const QDate today = QDate::currentDate();

    // Each calibration starts from the previous one's preset; the last one's is saved.
    CalibrationBase base = calibrationBaseFromPreset(m_base.preset, m_tier);
    std::optional<nlohmann::json> result;
    if (!m_runs.empty()) {
        FitOptions options = fitOptionsFor(base, m_tier);
        options.protocolSwitch = m_protocolSwitch;
        m_fit = fitAlphaBeta(m_runs, m_sources, options);
        if (m_fit->valid) {
            const CalibratedPreset tier = calibratedPreset(
                base, *m_fit,
                calibrationProvenance(*m_fit, m_runs, m_sources, id, m_baseName, today));
            m_presetProblems = tier.diagnostics;
            result = tier.preset;
            if (result) {
                // The step is solved on the calibrated tier, from a base with the base's id.
                base = calibrationBaseFromPreset(*result, m_tier);
                base.preset["id"] = m_base.preset["id"];
            }
        }
    }
    if (m_measurement && !hasErrors(m_presetProblems)) {
        Scenario s = m_scenario;
        s.hardware.accelerator = base.hardware.accelerator;
        s.hardware.hierarchy = base.hardware.hierarchy;
        m_step = calibrateStep(s, *m_measurement);
        if (m_step->valid) {
            const std::string name = base.preset.value("displayName", m_baseName);
            const CalibratedPreset step = stepCalibratedPreset(
                base, *m_step,
                stepCalibrationProvenance(*m_step, *m_measurement, m_scenario, id, name, today));
            m_presetProblems = step.diagnostics;
            result = step.preset;
        }
    }
    if (!hasErrors(m_presetProblems)) {
        m_preset = result;
    }
    showFit();
    showStep();

    QStringList lines = problems();
    if (m_runs.empty() && !m_measurement) {
        lines.prepend(tr("Add nccl-tests logs, or enter a measured step, to calibrate."));
    }
    m_messages->setPlainText(lines.join(QLatin1Char('\n')));
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(m_preset.has_value());
}

QStringList CalibrateDialog::problems() const {
    QStringList out;
    const auto add = [&out](const Diagnostics& diagnostics, const QString& prefix) {
        for (const Diagnostic& d : diagnostics) {
            out << QStringLiteral("%1%2: %3").arg(prefix, severityName(d.severity), describe(d));
        }
    };
    add(m_readProblems, QString());
    if (m_fit) {
        add(m_fit->diagnostics, tr("Fit: "));
    }
    if (m_step) {
        add(m_step->diagnostics, tr("Step: "));
    }
    add(m_presetProblems, tr("Preset: "));
    return out;
}

void CalibrateDialog::showFit() {
    fillForm(m_facts, m_fit && m_fit->valid ? calibrationFacts(*m_fit)
                                            : std::vector<std::pair<QString, QString>>{});
    const std::vector<CalibrationPoint> none;
    const std::vector<CalibrationPoint>& points = m_fit ? m_fit->points : none;
    m_table->setRowCount(static_cast<int>(points.size()));
    for (std::size_t i = 0; i < points.size(); ++i) {
        const CalibrationPoint& p = points[i];
        const int row = static_cast<int>(i);
        // The error first after the times: the column a reader looks for.
        const QStringList cells{
            formatBytes(p.size),
            formatDuration(p.measured),
            m_fit->valid ? formatDuration(p.model) : QString(),
            m_fit->valid && p.used ? formatPercent(p.relativeError) : tr("left out"),
            QString::number(p.ranks),
            QString::fromLatin1(ncclCollectiveName(p.collective).data()),
            QStringLiteral("%1:%2")
                .arg(QFileInfo(QString::fromStdString(m_sources[p.run])).fileName())
                .arg(p.line)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c <= 4) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(row, c, item);
        }
    }
    m_chartBuilder->setFit(m_fit ? &*m_fit : nullptr, m_runs);
}

void CalibrateDialog::showStep() {
    m_stepKind->setEnabled(m_stepBox->isChecked());
    m_stepValue->setEnabled(m_stepBox->isChecked());
    fillForm(m_stepFacts, m_step && m_step->valid ? stepCalibrationFacts(*m_step)
                                                  : std::vector<std::pair<QString, QString>>{});
}

bool CalibrateDialog::save() {
    if (!m_preset) {
        return false;
    }
    const PresetReadResult read = readPresetDocument(*m_preset);
    if (!read.preset) {
        m_presetProblems = read.diagnostics;
        m_messages->setPlainText(problems().join(QLatin1Char('\n')));
        return false;
    }
    const PresetSaveResult saved = m_store.saveUserPreset(*read.preset);
    if (!saved.saved) {
        QStringList lines;
        for (const PresetProblem& p : saved.problems) {
            lines << describe(p);
        }
        m_messages->setPlainText(lines.join(QLatin1Char('\n')));
        return false;
    }
    // The scenario runs on the calibrated hardware; it names no preset, so the file stands on its
    // own (the preset is in the user's folder for other scenarios).
    Scenario s = m_scenario;
    s.hardware = read.preset->hardware;
    s.hardware.preset.clear();
    s.hardware.displayName = read.preset->displayName;
    m_calibrated = s;
    return true;
}

} // namespace goodput::views
