// SPDX-License-Identifier: MIT
#pragma once

// Tools > Calibrate from Measurements: the desktop form of `goodput calibrate nccl` and
// `goodput calibrate step` (docs/calibration.md). The user adds nccl-tests logs and picks the
// tier; the dialog previews the fit (latency and bandwidth with their uncertainty, the relative
// error at every measured size, measured points against the model curve); optionally a measured
// step of the open scenario back-solves the matmul efficiency. Save writes a user hardware preset
// and hands the calibrated scenario back for the window to apply (one undo step).
//
// Every number comes from the model: fitAlphaBeta, calibrateStep, calibratedPreset and
// stepCalibratedPreset; the dialog only reads files and arranges widgets.

#include "model/calibration_preset.h"
#include "model/step_calibration.h"

#include <QDialog>
#include <QStringList>
#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QChart;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QTableWidget;
QT_END_NAMESPACE

namespace goodput::views {
namespace charts {
class CalibrationChart;
}

class PresetStore;

class CalibrateDialog final : public QDialog {
    Q_OBJECT
public:
    /// `scenario`: the open scenario (its hardware is the base; its job is the one a measured
    /// step belongs to). Presets are saved in `store`.
    CalibrateDialog(const Scenario& scenario, PresetStore& store, QWidget* parent = nullptr);
    ~CalibrateDialog() override;

    /// Adds nccl-tests logs and refits; unreadable files are reported in the dialog.
    void addLogFiles(const QStringList& paths);
    void setTier(TierKind tier);
    void setProtocolSwitch(bool on);
    /// A measured step of the open scenario; nullopt: no step calibration.
    void setStepMeasurement(const std::optional<StepMeasurement>& measurement);
    void setPresetId(const QString& id);

    /// The current fit (empty before any log is read).
    [[nodiscard]] const std::optional<CalibrationFit>& fit() const { return m_fit; }
    [[nodiscard]] const std::optional<StepCalibration>& stepCalibration() const { return m_step; }
    /// The preset Save would write (empty while something is refused; problems() says why).
    [[nodiscard]] const std::optional<nlohmann::json>& preset() const { return m_preset; }
    [[nodiscard]] QStringList problems() const;
    /// After a successful save: the open scenario on the calibrated hardware.
    [[nodiscard]] const std::optional<Scenario>& calibratedScenario() const { return m_calibrated; }
    [[nodiscard]] QTableWidget* pointsTable() const { return m_table; }
    [[nodiscard]] QChart* chart() const { return m_chart; }

    /// Saves the preset in the store and keeps the calibrated scenario; false (and a message in
    /// the dialog) when refused.
    bool save();

private:
    void browseLogs();
    void readInputs();
    void recompute();
    void showFit();
    void showStep();

    Scenario m_scenario;
    PresetStore& m_store;
    CalibrationBase m_base;
    std::string m_baseName;
    std::vector<NcclRun> m_runs;
    std::vector<std::string> m_sources;
    Diagnostics m_readProblems;
    QStringList m_files;
    TierKind m_tier = TierKind::ScaleUp;
    bool m_protocolSwitch = false;
    std::optional<StepMeasurement> m_measurement;
    std::optional<CalibrationFit> m_fit;
    std::optional<StepCalibration> m_step;
    std::optional<nlohmann::json> m_preset;
    Diagnostics m_presetProblems;
    std::optional<Scenario> m_calibrated;

    QListWidget* m_fileList;
    QComboBox* m_tierBox;
    QCheckBox* m_switchBox;
    QFormLayout* m_facts;
    QTableWidget* m_table;
    QChart* m_chart;
    std::unique_ptr<charts::CalibrationChart> m_chartBuilder;
    QCheckBox* m_stepBox;
    QComboBox* m_stepKind;
    QLineEdit* m_stepValue;
    QFormLayout* m_stepFacts;
    QLineEdit* m_idEdit;
    QPlainTextEdit* m_messages;
    QDialogButtonBox* m_buttons;
};

} // namespace goodput::views
