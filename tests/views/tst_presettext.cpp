// SPDX-License-Identifier: MIT
// `goodput presets show` (views/presettext.h) prints every key of the preset schema
// (model/preset_schema.h) whose value it holds, or lists it in presetKeysNotShown() with a
// reason: a new hardware or architecture key cannot go unprinted unnoticed.

#include "model/preset.h"
#include "model/preset_schema.h"
#include "views/presettext.h"

#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace goodput;

namespace {

CatalogEntry shipped(const char* file) {
    QFile f(QStringLiteral(GOODPUT_PRESETS_DIR "/") + QString::fromLatin1(file));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    PresetReadResult read = readPreset(f.readAll().toStdString());
    CatalogEntry e;
    if (read.preset) {
        e.preset = std::move(*read.preset);
    }
    e.file = file;
    return e;
}

/// The preset with the values of `s`, the scenario scenarioHolding() made of it.
Preset withScenario(Preset p, const Scenario& s) {
    if (p.kind == PresetKind::Hardware) {
        p.hardware = s.hardware;
        return p;
    }
    ModelSpec& m = p.model;
    m.parameters = s.workload.parameters;
    m.activeParameters = s.workload.activeParameters;
    m.trainingTokens = s.workload.tokens;
    m.architecture = *s.workload.architecture;
    m.sequenceLength = s.workload.sequenceLength;
    return p;
}

/// Another valid-looking value of the key: a flipped flag, the next choice, a larger number.
double changed(const ScenarioKey& key, double v) {
    switch (key.type) {
    case KeyType::Boolean: return v != 0 ? 0 : 1;
    case KeyType::Choice: return std::fmod(v + 1, static_cast<double>(key.choices.size()));
    default: return v > 0 ? v * 2 + 1 : 3;
    }
}

} // namespace

class TestPresetText : public QObject {
    Q_OBJECT

private slots:
    void everyKeyIsPrintedOrListed_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("hardware") << QStringLiteral("hardware/nvidia-h100-sxm.json");
        // A mixture of experts prints its expert keys.
        QTest::newRow("model") << QStringLiteral("models/deepseek-v3.json");
    }

    void everyKeyIsPrintedOrListed() {
        QFETCH(QString, file);
        const CatalogEntry entry = shipped(file.toLatin1().constData());
        QVERIFY(!entry.preset.id.empty());
        const PresetKind kind = entry.preset.kind;
        const QString before = views::presetDetails(entry);
        int checked = 0;
        for (const PresetKey& key : presetKeys(kind)) {
            const ScenarioKey* scenarioKey =
                key.scenarioPath.empty() ? nullptr : findScenarioKey(key.scenarioPath);
            if (!scenarioKey || !scenarioKey->access.get || !scenarioKey->access.set) {
                continue; // metadata and text, printed as they are
            }
            Scenario s = scenarioHolding(entry.preset);
            const double v = scenarioKey->access.get(s, 0).value_or(0);
            scenarioKey->access.set(s, 0, changed(*scenarioKey, v));
            CatalogEntry edited = entry;
            edited.preset = withScenario(entry.preset, s);
            const bool printed = views::presetDetails(edited) != before;
            const auto& notShown = views::presetKeysNotShown();
            const bool listed = std::any_of(notShown.begin(), notShown.end(), [&](const auto& n) {
                return n.kind == kind && n.path == key.path;
            });
            QVERIFY2(printed != listed, (std::string(key.path) +
                                         (listed ? ": printed, yet listed as not shown"
                                                 : ": neither printed nor listed as not shown"))
                                            .c_str());
            ++checked;
        }
        QVERIFY(checked > 10);
    }
};

QTEST_APPLESS_MAIN(TestPresetText)
#include "tst_presettext.moc"
