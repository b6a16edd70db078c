// SPDX-License-Identifier: MIT
#include "sweepdialog.h"

#include "charts/chartexport.h"
#include "charts/sweepchart.h"
#include "format.h"
#include "messages.h"
#include "planningtext.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace goodput::views {
namespace {

QString plain(double v) {
    return QString::number(v, 'g', 10);
}

} // namespace

SweepDialog::SweepDialog(QWidget* parent)
    : QDialog(parent), m_x(new QComboBox(this)), m_from(new QLineEdit(this)),
      m_to(new QLineEdit(this)), m_points(new QSpinBox(this)), m_y(new QComboBox(this)),
      m_family(new QComboBox(this)), m_familyValues(new QLineEdit(this)),
      m_status(new QLabel(this)), m_chart(std::make_unique<charts::SweepChart>(new QChart)),
      m_view(new QChartView(m_chart->chart())), m_debounce(new QTimer(this)) {
    setObjectName(QStringLiteral("sweepDialog"));
    setWindowTitle(tr("Sweep an Input"));
    m_x->setObjectName(QStringLiteral("sweepX"));
    m_from->setObjectName(QStringLiteral("sweepFrom"));
    m_to->setObjectName(QStringLiteral("sweepTo"));
    m_points->setObjectName(QStringLiteral("sweepPoints"));
    m_y->setObjectName(QStringLiteral("sweepY"));
    m_family->setObjectName(QStringLiteral("sweepFamily"));
    m_familyValues->setObjectName(QStringLiteral("sweepFamilyValues"));
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_view->setObjectName(QStringLiteral("sweepView"));
    m_points->setRange(0, kMaxSweepPoints);
    m_points->setSpecialValueText(tr("auto"));
    m_points->setToolTip(tr("Points from the first value to the last; auto takes every whole "
                            "number of a short integer range, else %1")
                             .arg(kDefaultSweepPoints));
    m_x->setMaxVisibleItems(20);
    m_familyValues->setPlaceholderText(tr("values, e.g. 1,2,4"));
    for (const SweepOutputInfo& o : sweepOutputs()) {
        m_y->addItem(sweepOutputTitle(o.output), static_cast<int>(o.output));
    }

    auto* form = new QFormLayout;
    auto* range = new QHBoxLayout;
    range->addWidget(m_x, 1);
    range->addWidget(new QLabel(tr("from"), this));
    range->addWidget(m_from);
    range->addWidget(new QLabel(tr("to"), this));
    range->addWidget(m_to);
    range->addWidget(new QLabel(tr("points"), this));
    range->addWidget(m_points);
    form->addRow(tr("Input (x axis):"), range);
    form->addRow(tr("Result (y axis):"), m_y);
    auto* family = new QHBoxLayout;
    family->addWidget(m_family, 1);
    family->addWidget(m_familyValues, 1);
    form->addRow(tr("Family of curves:"), family);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(560, 340);
    charts::installChartActions(m_view);
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &SweepDialog::recompute);
    const auto later = [this] {
        m_debounce->start();
    };
    connect(m_x, &QComboBox::currentIndexChanged, this, [this] {
        xKeyChanged();
        recompute();
    });
    connect(m_from, &QLineEdit::textEdited, this, later);
    connect(m_to, &QLineEdit::textEdited, this, later);
    connect(m_points, &QSpinBox::valueChanged, this, later);
    connect(m_y, &QComboBox::currentIndexChanged, this, later);
    connect(m_family, &QComboBox::currentIndexChanged, this, later);
    connect(m_familyValues, &QLineEdit::textEdited, this, later);
}

SweepDialog::~SweepDialog() = default;

void SweepDialog::fillKeys() {
    const QString x = m_x->currentData().toString();
    const QString f = m_family->currentData().toString();
    const QSignalBlocker bx(m_x);
    const QSignalBlocker bf(m_family);
    m_x->clear();
    m_family->clear();
    m_family->addItem(tr("None"), QString());
    for (const std::string& path : sweepableKeys(m_scenario)) {
        const QString id = QString::fromStdString(path);
        const QString text = QStringLiteral("%1 — %2").arg(sweepKeyTitle(path), id);
        m_x->addItem(text, id);
        m_family->addItem(text, id);
    }
    m_x->setCurrentIndex(std::max(0, m_x->findData(x)));
    m_family->setCurrentIndex(std::max(0, m_family->findData(f)));
}

void SweepDialog::setScenario(const Scenario& scenario) {
    const bool first = m_x->count() == 0;
    m_scenario = scenario;
    fillKeys();
    if (first) {
        const int micro = m_x->findData(QStringLiteral("workload.microBatchSize"));
        {
            const QSignalBlocker block(m_x);
            m_x->setCurrentIndex(std::max(0, micro));
        }
        m_y->setCurrentIndex(m_y->findData(static_cast<int>(SweepOutput::MemoryPerGpu)));
        xKeyChanged();
    }
    recompute();
}

void SweepDialog::choose(const std::string& xPath, SweepOutput y, const QString& from,
                         const QString& to) {
    {
        const QSignalBlocker bx(m_x);
        const QSignalBlocker by(m_y);
        m_x->setCurrentIndex(m_x->findData(QString::fromStdString(xPath)));
        m_y->setCurrentIndex(m_y->findData(static_cast<int>(y)));
    }
    xKeyChanged();
    if (!from.isEmpty()) {
        m_from->setText(from);
    }
    if (!to.isEmpty()) {
        m_to->setText(to);
    }
    recompute();
}

void SweepDialog::chooseFamily(const std::string& path, const QString& values) {
    {
        const QSignalBlocker block(m_family);
        m_family->setCurrentIndex(std::max(0, m_family->findData(QString::fromStdString(path))));
    }
    m_familyValues->setText(values);
    recompute();
}

void SweepDialog::xKeyChanged() {
    const SweepAxis axis =
        defaultSweepAxis(m_scenario, m_x->currentData().toString().toStdString());
    m_from->setText(axis.values.empty() ? QString() : plain(axis.values.front()));
    m_to->setText(axis.values.empty() ? QString() : plain(axis.values.back()));
    const QSignalBlocker block(m_points);
    m_points->setValue(0);
}

void SweepDialog::recompute() {
    m_debounce->stop();
    Diagnostics problems;
    SweepRequest request;
    request.y = static_cast<SweepOutput>(m_y->currentData().toInt());
    QString spec = m_x->currentData().toString() + QLatin1Char('=') + m_from->text().trimmed() +
                   QLatin1Char(':') + m_to->text().trimmed();
    if (m_points->value() > 0) {
        spec += QLatin1Char(':') + QString::number(m_points->value());
    }
    const std::optional<SweepAxis> x =
        parseSweepAxis(spec.toStdString(), "x", m_scenario, problems);
    const QString familyPath = m_family->currentData().toString();
    std::optional<SweepAxis> family;
    if (!familyPath.isEmpty()) {
        family = parseSweepAxis(
            (familyPath + QLatin1Char('=') + m_familyValues->text().trimmed()).toStdString(),
            "family", m_scenario, problems);
    }
    if (x && (familyPath.isEmpty() || family)) {
        request.x = *x;
        request.family = family;
        m_sweep = sweepInput(m_scenario, request);
        problems.insert(problems.end(), m_sweep.diagnostics.begin(), m_sweep.diagnostics.end());
    } else {
        m_sweep = InputSweep{};
        m_sweep.request = request;
    }
    QStringList lines;
    for (const Diagnostic& d : problems) {
        lines << describe(d);
    }
    int gaps = 0;
    for (const SweepCurve& c : m_sweep.curves) {
        for (const SweepPoint& p : c.points) {
            gaps += p.y ? 0 : 1;
        }
    }
    if (gaps > 0) {
        lines << tr("%Ln point(s) without a value: hover the grey marks on the x axis for why.",
                    nullptr, gaps);
    }
    m_status->setText(lines.join(QLatin1Char('\n')));
    if (m_sweep.valid) {
        m_chart->setSweep(m_sweep);
    }
}

} // namespace goodput::views
