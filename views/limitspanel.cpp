// SPDX-License-Identifier: MIT
#include "limitspanel.h"

#include "charts/chartexport.h"
#include "charts/tornadochart.h"
#include "messages.h"
#include "planningtext.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace goodput::views {

LimitsPanel::LimitsPanel(QWidget* parent)
    : QWidget(parent), m_remedies(new QLabel(this)), m_sources(new QLabel(this)),
      m_tornado(std::make_unique<charts::TornadoChart>(new QChart)),
      m_view(new QChartView(m_tornado->chart())) {
    setObjectName(QStringLiteral("limits"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_remedies->setObjectName(QStringLiteral("limitsRemedies"));
    m_remedies->setWordWrap(true);
    m_remedies->setTextFormat(Qt::RichText);
    m_remedies->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sources->setObjectName(QStringLiteral("limitsSources"));
    m_sources->setWordWrap(true);
    m_sources->setTextFormat(Qt::RichText);
    m_view->setObjectName(QStringLiteral("tornadoView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(320, 200);
    charts::installChartActions(m_view);
    layout->addWidget(m_remedies);
    // The tornado takes the height its two rows per input need; the uncertainties and their
    // sources stand beside it.
    auto* row = new QHBoxLayout;
    row->addWidget(m_view, 3);
    row->addWidget(m_sources, 2);
    m_sources->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addLayout(row, 1);
}

LimitsPanel::~LimitsPanel() = default;

void LimitsPanel::update(const charts::ChartInput& current) {
    m_limits = findLimits(current.scenario, current.result);
    QString html = QStringLiteral("<b>%1</b>").arg(tr("What limits this plan").toHtmlEscaped());
    if (!m_limits.valid) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The scenario does not evaluate: fix the inputs marked in red first.")
                             .toHtmlEscaped());
    } else if (m_limits.remedies.empty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No single change of those tried (virtual stages, ZeRO, overlap, "
                            "bucket size, asynchronous checkpoints, recompute, micro-batch) "
                            "saves time.")
                             .toHtmlEscaped());
    } else {
        html += QStringLiteral("<ul>");
        for (const Remedy& m : m_limits.remedies) {
            html += QStringLiteral("<li>%1</li>").arg(remedyText(m).toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    m_remedies->setText(html);
    QString sources =
        QStringLiteral("<small>%1")
            .arg(tr("Each input moved alone by its stated uncertainty:").toHtmlEscaped());
    for (const TornadoBar& b : m_limits.tornado) {
        sources += QStringLiteral("<p>%1<br>%2</p>")
                       .arg(tornadoText(b).toHtmlEscaped(),
                            uncertaintySource(b.input, b.relative).toHtmlEscaped());
    }
    m_sources->setText(sources);
    m_tornado->setLimits(m_limits);
}

QString LimitsPanel::text() const {
    QStringList lines;
    for (const Remedy& m : m_limits.remedies) {
        lines << remedyText(m);
    }
    return lines.join(QLatin1Char('\n'));
}

void LimitsPanel::setDark(bool dark) {
    m_tornado->setDark(dark);
}

} // namespace goodput::views
