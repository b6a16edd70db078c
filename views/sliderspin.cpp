// SPDX-License-Identifier: MIT
#include "sliderspin.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <algorithm>
#include <cmath>

namespace goodput::views {
namespace {

/// Slider resolution of a continuous range: fine enough for a smooth drag, coarse enough that
/// one arrow-key step is visible.
constexpr int kSteps = 1000;

/// A spin box that tells an arrow step (button, key, page) from typed text.
class StepSpinBox final : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    void stepBy(int steps) override {
        m_stepping = true;
        QDoubleSpinBox::stepBy(steps);
        m_stepping = false;
    }
    [[nodiscard]] bool isStepping() const { return m_stepping; }

private:
    bool m_stepping = false;
};

} // namespace

SliderSpin::SliderSpin(double min, double max, Scale scale, int decimals, const QString& unit,
                       QWidget* parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)), m_spin(new StepSpinBox(this)),
      m_min(min), m_max(max), m_scale(scale), m_decimals(decimals), m_value(min), m_unit(unit) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);

    m_spin->setDecimals(decimals);
    m_spin->setKeyboardTracking(false); // typed text applies on Enter or focus-out
    m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_spin->setAccelerated(true);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    m_spin->setAlignment(Qt::AlignRight);
    if (!unit.isEmpty()) {
        m_spin->setSuffix(QLatin1Char(' ') + unit);
    }
    // One width for every spin box keeps the sliders aligned down the panel.
    m_spin->setFixedWidth(
        m_spin->fontMetrics().horizontalAdvance(QStringLiteral("000,000.00 GB/s")) + 30);
    m_slider->setMinimumWidth(44);
    m_slider->setFocusPolicy(Qt::StrongFocus);
    applyRange();

    connect(m_slider, &QSlider::valueChanged, this, &SliderSpin::onSliderMoved);
    connect(m_slider, &QSlider::sliderReleased, this, &SliderSpin::gestureFinished);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &SliderSpin::onSpinChanged);
}

void SliderSpin::applyRange() {
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    // Only what differs is set: a spin box's setRange() and a slider's lay the window out again
    // even when the range stays, and this runs on every slider step of every input.
    const int top = m_allowed.empty() ? kSteps : static_cast<int>(m_allowed.size()) - 1;
    if (m_slider->minimum() != 0 || m_slider->maximum() != top) {
        m_slider->setRange(0, top);
    }
    if (!m_allowed.empty()) {
        m_slider->setSingleStep(1);
        m_slider->setPageStep(1);
    } else {
        m_slider->setSingleStep(m_scale == Scale::Log ? 10 : std::max(1, kSteps / 100));
        m_slider->setPageStep(kSteps / 10);
    }
    const double low = std::min(m_min, m_value);
    const double high = std::max(m_max, m_value);
    if (m_spin->minimum() != low || m_spin->maximum() != high) {
        m_spin->setRange(low, high);
    }
}

double SliderSpin::valueAt(int position) const {
    if (!m_allowed.empty()) {
        return m_allowed[static_cast<std::size_t>(
            std::clamp(position, 0, static_cast<int>(m_allowed.size()) - 1))];
    }
    const double t = static_cast<double>(position) / kSteps;
    const double v =
        m_scale == Scale::Log ? m_min * std::pow(m_max / m_min, t) : m_min + (m_max - m_min) * t;
    const double scale = std::pow(10.0, m_decimals);
    return std::round(v * scale) / scale;
}

int SliderSpin::positionOf(double value) const {
    if (!m_allowed.empty()) {
        const auto nearest =
            std::min_element(m_allowed.begin(), m_allowed.end(), [value](double a, double b) {
                return std::abs(a - value) < std::abs(b - value);
            });
        return static_cast<int>(nearest - m_allowed.begin());
    }
    const double v = std::clamp(value, m_min, m_max);
    const double t = m_scale == Scale::Log ? std::log(v / m_min) / std::log(m_max / m_min)
                                           : (v - m_min) / (m_max - m_min);
    return static_cast<int>(std::lround(t * kSteps));
}

void SliderSpin::setValue(double value) {
    m_value = value;
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    if (value < m_spin->minimum() || value > m_spin->maximum()) {
        applyRange();
    }
    if (!m_singularUnit.isEmpty()) {
        const QString suffix = QLatin1Char(' ') + (value == 1 ? m_singularUnit : m_unit);
        if (m_spin->suffix() != suffix) { // setSuffix() lays the window out again, even unchanged
            m_spin->setSuffix(suffix);
        }
    }
    // Unchanged, setValue() still rounds through a string, formats the text and repaints the
    // box: skipped, since every input is set again at each step of any other.
    if (value != m_spinGiven || m_spin->value() != m_spinShown) {
        m_spin->setValue(value);
        m_spinGiven = value;
        m_spinShown = m_spin->value();
    }
    // During a drag the slider keeps the user's position; elsewhere it follows the value.
    if (!m_slider->isSliderDown()) {
        m_slider->setValue(positionOf(value));
    }
}

void SliderSpin::setSingularUnit(const QString& unit) {
    m_singularUnit = unit;
    setValue(m_value);
}

void SliderSpin::setAllowedValues(const std::vector<double>& values) {
    if (values == m_allowed) {
        return;
    }
    m_allowed = values;
    applyRange();
    const QSignalBlocker block(m_slider);
    m_slider->setValue(positionOf(m_value));
}

void SliderSpin::setInvalid(bool invalid) {
    if (!m_invalid && !invalid) {
        return;
    }
    m_invalid = invalid;
    m_spin->setProperty("invalid", invalid);
    // Red text on a red-tinted field through the palette, not a style sheet: a style sheet border
    // would replace the native frame and take the arrows with it. Taken from the application's
    // palette each time, so it follows a theme switch.
    QPalette palette = QApplication::palette();
    if (invalid) {
        const QColor red(0xc6, 0x28, 0x28);
        const QColor base = palette.color(QPalette::Base);
        constexpr double kTint = 0.18;
        const auto mix = [&](int a, int b) {
            return static_cast<int>(std::lround(a * (1 - kTint) + b * kTint));
        };
        palette.setColor(QPalette::Base,
                         QColor(mix(base.red(), red.red()), mix(base.green(), red.green()),
                                mix(base.blue(), red.blue())));
        palette.setColor(QPalette::Text, palette.color(QPalette::Base).lightness() > 128
                                             ? red
                                             : QColor(0xff, 0x8a, 0x80));
        m_spin->setPalette(palette);
    } else {
        m_spin->setPalette(QPalette()); // back to the inherited palette
    }
}

void SliderSpin::onSliderMoved(int position) {
    double v = valueAt(position);
    if (v == m_value && m_allowed.empty()) {
        // At the low end of a log range one slider step can round back to the same value: move by
        // the smallest shown unit instead so a keyboard step always changes the value.
        const int from = positionOf(m_value);
        if (position != from) {
            v = m_value + (position > from ? 1.0 : -1.0) * std::pow(10.0, -m_decimals);
        }
    }
    if (v != m_value) {
        emit edited(v, true);
    }
}

void SliderSpin::onSpinChanged(double value) {
    if (value == m_value) {
        return;
    }
    if (static_cast<StepSpinBox*>(m_spin)->isStepping()) {
        emit stepped(value);
    } else {
        emit edited(value, false);
    }
}

} // namespace goodput::views
