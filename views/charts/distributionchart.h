// SPDX-License-Identifier: MIT
#pragma once

#include "chartbuilder.h"

#include <QCoreApplication>
#include <QLineF>
#include <QRectF>
#include <array>
#include <vector>

namespace goodput::views::charts {

/// Reliability, left: the wall-clock days of the Monte-Carlo runs as a histogram with its CDF,
/// P10, P50 and P90 marked, and the analytic (first-order) days beside them (issue 10).
class DistributionChart final : public ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(DistributionChart)
public:
    explicit DistributionChart(QChart* chart);
    void update(const ChartInput& current, const ChartInput* baseline) override;

    /// A label of a marked line (P10, P50, P90, the formula) as placed, in the chart's
    /// coordinates: its text, its box and the leader line from the box to its marker (null when
    /// the text stands next to the line).
    struct PlacedLabel {
        QString text;
        QRectF box;
        QLineF leader;
    };
    [[nodiscard]] std::vector<PlacedLabel> markerLabels() const;

protected:
    /// The quantiles' dark grey lines turn light grey on the dark theme, where the dark grey
    /// hardly showed (issue 17).
    void themeChanged() override;

private:
    struct Marker {
        double x = 0; ///< days
        QString text;
        QColor color;
    };
    /// Stacks the markers' labels, one row each, in the order of their lines, where none covers
    /// another and neither they nor their leader lines cross the CDF: left of the leftmost line
    /// from the top, the rightmost line's label first (the CDF lies below each row there); when
    /// that has no room, the axis starts earlier (`mayWiden`, once), else right of the rightmost
    /// line from the bottom.
    void placeMarkerLabels(bool mayWiden = true);

    QValueAxis* m_x;
    QValueAxis* m_share;
    QValueAxis* m_cumulative;
    QAreaSeries* m_bars;
    QLineSeries* m_outline;
    QLineSeries* m_cdf;
    std::array<QLineSeries*, 3> m_quantiles; ///< P10, P50, P90
    QLineSeries* m_analytic;
    std::vector<Marker> m_markers; ///< what the labels name, shown or not
    class LabelItem;
    LabelItem* m_labels;     ///< owned by the chart
    bool m_widening = false; ///< the axis starts earlier to make room for the labels
    QString m_drawnTitle;    ///< the title of the simulation drawn; empty when none is
};

} // namespace goodput::views::charts
