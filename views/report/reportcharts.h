// SPDX-License-Identifier: MIT
#pragma once

// The app's charts as report figures. Each builder of views/charts fills a fresh QChart of its
// own, which a QGraphicsScene draws into the PDF painter: lines stay vectors and every title,
// label and legend stays text a reader can select and search. Nothing is drawn here; the chart
// is the one the app shows, in print dress (light theme, point-sized fonts, no frame).

#include "reportdocument.h"
#include "views/charts/chartbuilder.h"

#include <functional>
#include <memory>

namespace goodput::views::report {

/// Makes a chart's builder on the (light-themed) chart it is given.
using ChartFactory = std::function<std::unique_ptr<charts::ChartBuilder>(QChart*)>;

/// The chart `make` builds, for `current` (with the ghost of `baseline` in compare mode, nullptr
/// otherwise), as a figure `sizePoints` large with its text in `font`'s family.
Figure chartFigure(const ChartFactory& make, const charts::ChartInput& current,
                   const charts::ChartInput* baseline, QSizeF sizePoints, const QFont& font);
/// The chart `make` builds and `fill` draws (a builder that takes something other than one
/// scenario, such as a comparison), as a figure `sizePoints` large.
Figure chartFigure(const ChartFactory& make, const std::function<void(charts::ChartBuilder&)>& fill,
                   QSizeF sizePoints, const QFont& font);

} // namespace goodput::views::report
