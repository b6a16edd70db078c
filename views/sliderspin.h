// SPDX-License-Identifier: MIT
#pragma once

// A slider paired with a spin box for one number. The slider is linear or logarithmic (for
// ranges spanning decades) or steps through a list of allowed values (TP: divisors of the heads).
// The widget holds no value of its own: setValue() shows the scenario's value without emitting,
// and a user's edit only emits edited(); the owner writes the scenario and calls setValue() back.

#include <QString>
#include <QWidget>
#include <limits>
#include <vector>

class QDoubleSpinBox;
class QSlider;

namespace goodput::views {

class SliderSpin final : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Log };

    SliderSpin(double min, double max, Scale scale, int decimals, const QString& unit,
               QWidget* parent = nullptr);

    /// Shows `value` in both widgets without emitting. A value outside the range widens the spin
    /// box so a loaded value is shown as it is, never clamped.
    void setValue(double value);
    [[nodiscard]] double value() const { return m_value; }

    /// Restricts the slider to these values (sorted ascending); empty for a continuous slider.
    void setAllowedValues(const std::vector<double>& values);
    [[nodiscard]] const std::vector<double>& allowedValues() const { return m_allowed; }

    /// The unit for a value of exactly 1 ("1 sequence", not "1 sequences"); empty: always the
    /// unit given to the constructor.
    void setSingularUnit(const QString& unit);

    /// Marks the value as part of an invalid combination (red frame), without changing it.
    void setInvalid(bool invalid);

    [[nodiscard]] QSlider* slider() const { return m_slider; }
    [[nodiscard]] QDoubleSpinBox* spinBox() const { return m_spin; }

    /// Slider position <-> value.
    [[nodiscard]] double valueAt(int position) const;
    [[nodiscard]] int positionOf(double value) const;

signals:
    /// A user edit. `continuous` is true for slider moves, which undo merges into one step.
    void edited(double value, bool continuous);
    /// An arrow step of the spin box (button or key): like a slider step, the owner moves to the
    /// next valid value in its direction; typed text comes as edited() and is kept as typed.
    void stepped(double value);
    /// The slider was released: the next move starts a new undo step.
    void gestureFinished();

private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);
    void applyRange();

    QSlider* m_slider;
    QDoubleSpinBox* m_spin;
    double m_min;
    double m_max;
    Scale m_scale;
    int m_decimals;
    double m_value = 0;
    /// The last value given to the spin box and what it made of it (rounded to its decimals):
    /// while both hold, setting the value again changes nothing and is skipped.
    double m_spinGiven = std::numeric_limits<double>::quiet_NaN();
    double m_spinShown = std::numeric_limits<double>::quiet_NaN();
    bool m_invalid = false; ///< setInvalid(); the spin box's "invalid" property says the same
    std::vector<double> m_allowed;
    QString m_unit;
    QString m_singularUnit;
};

} // namespace goodput::views
