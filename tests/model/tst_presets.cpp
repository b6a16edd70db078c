// SPDX-License-Identifier: MIT
// Preset files: every shipped preset loads cleanly and round-trips, its key numbers match a table
// typed separately from the reference, the sanity relations hold, and broken or hostile files give
// a diagnostic naming the JSON path instead of a crash.

#include "model/architecture.h"
#include "model/plan.h"
#include "model/preset_apply.h"
#include "model/preset_catalog.h"
#include "samejson.h"
#include "tests/support/near.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtTest>
#include <random>

using goodput::test::near;

using namespace goodput;

namespace {

QString presetsDir() {
    return QStringLiteral(GOODPUT_PRESETS_DIR);
}

std::string readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return f.readAll().toStdString();
}

QString folderOf(PresetKind kind) {
    return kind == PresetKind::Hardware ? QStringLiteral("hardware")
           : kind == PresetKind::Model  ? QStringLiteral("models")
                                        : QStringLiteral("reliability");
}

/// Every shipped file of a kind: path and the id its name gives.
QList<QFileInfo> presetFiles(PresetKind kind) {
    return QDir(presetsDir() + QLatin1Char('/') + folderOf(kind))
        .entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

QString describeAll(const Diagnostics& ds) {
    QStringList lines;
    for (const Diagnostic& d : ds) {
        lines << QStringLiteral("%1 %2 %3 %4")
                     .arg(QString::fromUtf8(codeId(d.code)), QString::fromStdString(d.field),
                          QString::fromStdString(d.text), QString::number(d.actual.value_or(0)));
    }
    return lines.join(QStringLiteral("; "));
}

bool hasDiag(const Diagnostics& ds, DiagCode code, const std::string& field) {
    return std::any_of(ds.begin(), ds.end(),
                       [&](const Diagnostic& d) { return d.code == code && d.field == field; });
}

Preset loadShipped(PresetKind kind, const std::string& id) {
    const PresetReadResult r =
        readPreset(readText(QStringLiteral("%1/%2/%3.json")
                                .arg(presetsDir(), folderOf(kind), QString::fromStdString(id))));
    return r.preset.value_or(Preset{});
}

/// The H100 file with one edit applied, as text: the base of the bad-input cases.
std::string h100With(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json j = nlohmann::json::parse(
        readText(presetsDir() + QStringLiteral("/hardware/nvidia-h100-sxm.json")));
    edit(j);
    return j.dump();
}

std::string llamaWith(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json j = nlohmann::json::parse(
        readText(presetsDir() + QStringLiteral("/models/llama-3.1-70b.json")));
    edit(j);
    return j.dump();
}

/// Data rows of a file text and the diagnostic (code, JSON path) it must give.
void diagnosticColumns() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
}

void diagnosticRow(const char* name, const std::string& text, DiagCode code, const char* field) {
    QTest::newRow(name) << QByteArray::fromStdString(text) << int(code)
                        << QString::fromLatin1(field);
}

struct RowRead {
    PresetReadResult read;
    bool expectedFound = false;
};

/// Reads the current data row's text and looks for the diagnostic the row expects.
RowRead readCurrentRow() {
    QFETCH(QByteArray, text);
    QFETCH(int, code);
    QFETCH(QString, field);
    RowRead out;
    out.read = readPreset(std::string_view(text.constData(), std::size_t(text.size())));
    out.expectedFound = hasDiag(out.read.diagnostics, DiagCode(code), field.toStdString());
    return out;
}

std::string llama3FailuresWith(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json j = nlohmann::json::parse(
        readText(presetsDir() + QStringLiteral("/reliability/meta-llama3-h100.json")));
    edit(j);
    return j.dump();
}

PresetCatalog shippedCatalog() {
    PresetCatalog catalog;
    for (PresetKind kind : kPresetKinds) {
        for (const QFileInfo& f : presetFiles(kind)) {
            catalog.addFile(readText(f.filePath()), f.fileName().toStdString(),
                            PresetOrigin::Shipped, {kind, f.completeBaseName().toStdString()});
        }
    }
    return catalog;
}

} // namespace

class TestPresets final : public QObject {
    Q_OBJECT
private slots:
    void canonicalTextIsAFixedPoint() {
        // Gaudi 2 with a scale-out latency one ulp below 15 us: stored as 1.4999999999999998e-5 s,
        // written back as 14.999999999999998 us before the writers rounded to 15 significant
        // digits, and written differently after a second read (found by fuzz_preset).
        std::string text = readText(presetsDir() + QStringLiteral("/hardware/intel-gaudi2.json"));
        const std::string from = "\"latencyUs\": 10.0";
        QVERIFY(text.find(from) != std::string::npos);
        text.replace(text.find(from), from.size(), "\"latencyUs\": 14.999999999999998");
        const PresetReadResult first = readPreset(text);
        QVERIFY(first.preset.has_value());
        const std::string written = presetToText(*first.preset);
        QVERIFY(written.find("\"latencyUs\": 15.0") != std::string::npos);
        const PresetReadResult again = readPreset(written);
        QVERIFY(again.preset.has_value());
        QCOMPARE(presetToText(*again.preset), written);
    }
    // Presets go through the same reader as scenarios: a key given twice is refused by its path.
    void aDuplicateKeyInAPresetIsRefused() {
        std::string text = readText(presetsDir() + QStringLiteral("/hardware/intel-gaudi2.json"));
        const std::string from = "\"latencyUs\": 10.0";
        QVERIFY(text.find(from) != std::string::npos);
        text.replace(text.find(from), from.size(), from + ", \"latencyUs\": 1.0");
        const PresetReadResult r = readPreset(text);
        QVERIFY(!r.preset.has_value());
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].code, DiagCode::DuplicateKey);
        QVERIFY2(r.diagnostics[0].field.ends_with(".latencyUs"), r.diagnostics[0].field.c_str());
    }
    void everyShippedPresetLoadsCleanlyAndRoundTrips_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("path");
        for (PresetKind kind : kPresetKinds) {
            for (const QFileInfo& f : presetFiles(kind)) {
                QTest::newRow(f.fileName().toUtf8().constData()) << int(kind) << f.filePath();
            }
        }
    }
    void everyShippedPresetLoadsCleanlyAndRoundTrips() {
        QFETCH(int, kind);
        QFETCH(QString, path);
        const std::string text = readText(path);
        const PresetReadResult r =
            readPreset(text, {PresetKind(kind), QFileInfo(path).completeBaseName().toStdString()});
        // Not even a warning: shipped presets are the example users copy.
        QVERIFY2(r.preset && r.diagnostics.empty(), qPrintable(describeAll(r.diagnostics)));
        QVERIFY(!r.preset->sources.empty());
        QVERIFY(!r.preset->notes.empty());

        // Written back, the file is the same preset, key for key (numbers to the last bit or so).
        // A reliability preset's part derivations are prose for the reader, not values: the
        // writer leaves them out and writes every key of the section instead.
        const nlohmann::json written = presetToJson(*r.preset);
        if (PresetKind(kind) != PresetKind::Reliability) {
            QVERIFY2(sameJson(written, r.document),
                     qPrintable(QString::fromStdString(written.dump())));
        }
        const PresetReadResult again = readPreset(presetToText(*r.preset));
        QVERIFY2(again.preset && again.diagnostics.empty(),
                 qPrintable(describeAll(again.diagnostics)));
        QCOMPARE(presetToText(*again.preset), presetToText(*r.preset));
    }
    void optionalKeysRoundTrip() {
        // Keys no shipped preset sets, written back only when set.
        const PresetReadResult h =
            readPreset(h100With([](nlohmann::json& j) { j["attentionEfficiency"] = 0.6; }));
        QVERIFY2(h.preset && h.diagnostics.empty(), qPrintable(describeAll(h.diagnostics)));
        QCOMPARE(h.preset->hardware.accelerator.attentionEfficiency, std::optional<double>(0.6));
        QVERIFY(sameJson(presetToJson(*h.preset), h.document));
        const PresetReadResult m =
            readPreset(llamaWith([](nlohmann::json& j) { j["architecture"]["dropout"] = true; }));
        QVERIFY2(m.preset && m.diagnostics.empty(), qPrintable(describeAll(m.diagnostics)));
        QVERIFY(m.preset->model.architecture.dropout);
        QVERIFY(sameJson(presetToJson(*m.preset), m.document));
    }
    void reliabilityPresetHoldsTheSection() {
        // presets/reliability/meta-llama3-h100.json: 8 part kinds; the GPU's MTBF is
        // 16,384 x 1,296 h / 196 = 108,335.02 h as its derivation says; planned stops every
        // 27.574 h for 600 s; software faults restart in place.
        const Preset p = loadShipped(PresetKind::Reliability, "meta-llama3-h100");
        QCOMPARE(p.kind, PresetKind::Reliability);
        QCOMPARE(p.id, std::string("meta-llama3-h100"));
        QVERIFY(p.reliability.preset.empty());
        QCOMPARE(p.reliability.parts.size(), std::size_t(8));
        const PartKind& gpu = p.reliability.parts.front();
        QCOMPARE(gpu.kind, std::string("gpu"));
        QCOMPARE(gpu.scope, PartScope::PerGpu);
        QVERIFY(near(units::inHours(gpu.mtbf), 108335.02, 1e-12));
        QCOMPARE(gpu.detection, std::optional<Seconds>(units::seconds(60)));
        QCOMPARE(p.reliability.parts[6].replaces, Replacement::None);
        QVERIFY(near(units::inHours(*p.reliability.maintenanceInterval), 27.574, 1e-12));
        QCOMPARE(p.reliability.maintenanceDuration, units::seconds(600));
        QVERIFY(!p.reliability.hotSpareNodes);
        QVERIFY(p.isUnverified("parts[].detectionSeconds"));
    }
    void aScenarioNamesAReliabilityPreset() {
        // The catalog's lookup resolves "reliability": {"preset": ...} as it does hardware and
        // models; the section's own keys override the preset's, "parts" as a whole.
        const PresetCatalog catalog = shippedCatalog();
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1,
                "reliability": {"preset": "meta-llama3-h100", "hotSpareNodes": 32}})",
            catalog.lookup());
        QVERIFY2(r.diagnostics.empty(), qPrintable(describeAll(r.diagnostics)));
        const ReliabilitySettings& rel = r.scenario.reliability;
        QCOMPARE(rel.preset, std::string("meta-llama3-h100"));
        QCOMPARE(rel.parts.size(), std::size_t(8));
        QCOMPARE(rel.hotSpareNodes, std::optional<int>(32));
        QCOMPARE(rel.warmup, units::seconds(120));
        const ScenarioReadResult unknown = readScenario(
            R"({"schemaVersion": 1, "reliability": {"preset": "meta-llama4"}})", catalog.lookup());
        QVERIFY(hasDiag(unknown.diagnostics, DiagCode::UnknownPreset, "reliability.preset"));
    }
    void badReliabilityPresetsName_data() {
        diagnosticColumns();
        diagnosticRow("zero MTBF",
                      llama3FailuresWith([](nlohmann::json& j) { j["parts"][2]["mtbfHours"] = 0; }),
                      DiagCode::OutOfRange, "parts[2].mtbfHours");
        diagnosticRow("parts not a list",
                      llama3FailuresWith([](nlohmann::json& j) { j["parts"] = 3; }),
                      DiagCode::WrongType, "parts");
        diagnosticRow("no parts", llama3FailuresWith([](nlohmann::json& j) { j.erase("parts"); }),
                      DiagCode::MissingField, "parts");
        diagnosticRow("bad scope", llama3FailuresWith([](nlohmann::json& j) {
                          j["parts"][0]["scope"] = "rack";
                      }),
                      DiagCode::UnknownEnumValue, "parts[0].scope");
        diagnosticRow("unknown key",
                      llama3FailuresWith([](nlohmann::json& j) { j["mtbfHours"] = 5; }),
                      DiagCode::UnknownKey, "mtbfHours");
        diagnosticRow("unverified names no element", llama3FailuresWith([](nlohmann::json& j) {
                          j["unverified"] = {"parts[8].kind"};
                      }),
                      DiagCode::UnknownKey, "unverified[0]");
    }
    void badReliabilityPresetsName() {
        const RowRead r = readCurrentRow();
        QVERIFY2(r.expectedFound, qPrintable(describeAll(r.read.diagnostics)));
    }
    void theIssueListIsShipped() {
        // Issue 4's list: seven NVIDIA, four AMD, five Google, two Intel, one AWS; eleven models.
        const PresetCatalog catalog = shippedCatalog();
        QVERIFY2(catalog.problems().empty(),
                 qPrintable(QString::number(catalog.problems().size())));
        for (const char* id :
             {"nvidia-a100-sxm-80gb", "nvidia-h100-sxm", "nvidia-h200-sxm", "nvidia-b200",
              "nvidia-gb200-nvl72", "nvidia-b300", "nvidia-gb300-nvl72", "amd-mi250x", "amd-mi300x",
              "amd-mi325x", "amd-mi355x", "google-tpu-v4", "google-tpu-v5e", "google-tpu-v5p",
              "google-tpu-v6e", "google-tpu7x", "intel-gaudi2", "intel-gaudi3", "aws-trainium2"}) {
            QVERIFY2(catalog.find(PresetKind::Hardware, id), id);
        }
        for (const char* id : {"gpt3-175b", "llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b",
                               "llama-2-70b", "chinchilla-70b", "palm-540b", "bloom-176b",
                               "opt-175b", "mixtral-8x7b", "deepseek-v3"}) {
            QVERIFY2(catalog.find(PresetKind::Model, id), id);
        }
        QCOMPARE(catalog.ids(PresetKind::Hardware).size(),
                 std::size_t(presetFiles(PresetKind::Hardware).size()));
        QCOMPARE(catalog.ids(PresetKind::Model).size(),
                 std::size_t(presetFiles(PresetKind::Model).size()));
    }
    void todaysOpenModelsAreShipped_data() {
        // Issue 18: each architecture typed from its published config. The count the planner
        // derives from it must land on the total (and active) parameters its maker publishes,
        // so a mistyped width, layer or expert count fails here.
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("published");
        QTest::addColumn<double>("publishedActive"); // 0: dense
        QTest::addColumn<double>("tolerance");
        // Scout's 109B includes its vision encoder; gpt-oss' 5.13B active counts the unembedding
        // once (the planner counts the input and output tables, as it does for every model).
        QTest::newRow("llama-4-scout") << "llama-4-scout" << 109e9 << 17e9 << 0.02;
        QTest::newRow("llama-4-maverick") << "llama-4-maverick" << 400e9 << 17e9 << 0.02;
        QTest::newRow("qwen3-32b") << "qwen3-32b" << 32.8e9 << 0.0 << 0.01;
        QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b" << 235e9 << 22e9 << 0.01;
        QTest::newRow("gemma-3-27b") << "gemma-3-27b" << 27e9 << 0.0 << 0.01;
        QTest::newRow("gpt-oss-120b") << "gpt-oss-120b" << 116.83e9 << 5.13e9 << 0.12;
        QTest::newRow("olmo-2-32b") << "olmo-2-32b" << 32.2e9 << 0.0 << 0.01;
        QTest::newRow("mistral-large-2") << "mistral-large-2" << 123e9 << 0.0 << 0.01;
    }
    void todaysOpenModelsAreShipped() {
        QFETCH(QString, id);
        QFETCH(double, published);
        QFETCH(double, publishedActive);
        QFETCH(double, tolerance);
        const Preset p = loadShipped(PresetKind::Model, id.toStdString().c_str());
        const ParameterCount counted = countParameters(p.model.architecture);
        QVERIFY2(near(counted.total, p.model.parameters, 1e-12), qPrintable(id));
        QVERIFY2(near(counted.total, published, tolerance),
                 qPrintable(QStringLiteral("%1: %2").arg(id).arg(counted.total)));
        QCOMPARE(p.model.activeParameters.has_value(), publishedActive > 0);
        if (publishedActive > 0) {
            QVERIFY2(near(counted.active, *p.model.activeParameters, 1e-12), qPrintable(id));
            QVERIFY2(near(counted.active, publishedActive, tolerance),
                     qPrintable(QStringLiteral("%1 active: %2").arg(id).arg(counted.active)));
        }
        QVERIFY(!p.sources.empty());
    }
    void sanityRelationsHold() {
        // Checked here by hand as well as by checkPresetSanity(), so neither can hide the other.
        const PresetCatalog catalog = shippedCatalog();
        for (const CatalogEntry* e : catalog.entries(PresetKind::Hardware)) {
            const Preset& p = e->preset;
            const char* id = p.id.c_str();
            const Accelerator& a = p.hardware.accelerator;
            QVERIFY2(checkPresetSanity(p).empty(), id);
            if (a.peakFp8) {
                QVERIFY2(*a.peakFp8 >= a.peakBf16, id);
            }
            const Tier& up = p.hardware.hierarchy.tiers.at(0);
            const Tier& out = p.hardware.hierarchy.tiers.at(1);
            // Bytes per second throughout: 3.35e12 (HBM) > 450e9 (NVLink) > 400 Gb/s = 50e9 on
            // H100.
            if (up.bandwidth.value() > 0) {
                QVERIFY2(a.hbmBandwidth > up.bandwidth, id);
            }
            if (up.bandwidth.value() > 0 && out.bandwidth.value() > 0) {
                QVERIFY2(up.bandwidth > out.bandwidth, id);
            }
            if (out.bandwidth.value() > 0) {
                QVERIFY2(a.hbmBandwidth > out.bandwidth, id);
            }
            for (double eff : {a.matmulEfficiency, up.efficiency, out.efficiency}) {
                QVERIFY2(eff > 0 && eff <= 1, id);
            }
        }
    }
    void sanityChecksCatchWhatTheyShould() {
        Preset p = loadShipped(PresetKind::Hardware, "nvidia-h100-sxm");
        QVERIFY(checkPresetSanity(p).empty());
        p.hardware.accelerator.peakFp8 = units::teraflopPerSecond(500); // below BF16 989.4
        // NIC filed as GB/s instead of Gb/s: 400 GB/s is not below NVLink's 450 by enough? It is
        // below; 3,200 Gb/s (= 400 GB/s filed as bits x 8) is not, which is the slip to catch.
        p.hardware.hierarchy.tiers[1].bandwidth = units::gigabitsPerSecond(3600);
        const Diagnostics ds = checkPresetSanity(p);
        QVERIFY(hasDiag(ds, DiagCode::Fp8BelowBf16, "peakFp8Tflops"));
        QVERIFY(hasDiag(ds, DiagCode::BandwidthOrder, "scaleOut.bandwidthGbps"));
        QVERIFY(std::all_of(ds.begin(), ds.end(),
                            [](const Diagnostic& d) { return d.severity == Severity::Warning; }));
        // An unpublished scale-up drops out of the chain: HBM is compared with scale-out directly.
        p = loadShipped(PresetKind::Hardware, "google-tpu-v4");
        QVERIFY(p.isUnpublished("scaleUp.bandwidthGBps"));
        p.hardware.hierarchy.tiers[1].bandwidth =
            units::gigabitsPerSecond(80000); // 10 TB/s > 1.2 TB/s HBM
        QVERIFY(hasDiag(checkPresetSanity(p), DiagCode::BandwidthOrder, "scaleOut.bandwidthGbps"));
    }
    void keyNumbersMatchTheSeparatelyTypedTable() {
        // tests/data/preset_key_numbers.csv was typed from the reference tables, not from the
        // JSON files: a typo in either fails here. An empty cell means the reference gives no
        // number: the preset must then be null, or mark its value unverified (recalled). FP8 is
        // stricter: empty means "no FP8 units", which must be null.
        QFile csv(QStringLiteral(GOODPUT_TEST_DATA "/preset_key_numbers.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList header =
            QString::fromUtf8(csv.readLine()).trimmed().split(QLatin1Char(','));
        QCOMPARE(header,
                 QStringList({QStringLiteral("id"), QStringLiteral("peakBf16Tflops"),
                              QStringLiteral("peakFp8Tflops"), QStringLiteral("hbmCapacityBytes"),
                              QStringLiteral("hbmBandwidthTBps"), QStringLiteral("scaleUpGBps"),
                              QStringLiteral("scaleUpDomain"), QStringLiteral("scaleOutGbps")}));
        const PresetCatalog catalog = shippedCatalog();
        QSet<QString> seen;
        while (!csv.atEnd()) {
            const QStringList cells =
                QString::fromUtf8(csv.readLine()).trimmed().split(QLatin1Char(','));
            if (cells.size() == 1 && cells[0].isEmpty()) {
                continue;
            }
            QCOMPARE(cells.size(), 8);
            const QString id = cells[0];
            seen.insert(id);
            const CatalogEntry* e = catalog.find(PresetKind::Hardware, id.toStdString());
            QVERIFY2(e, qPrintable(id));
            const Preset& p = e->preset;
            const Accelerator& a = p.hardware.accelerator;
            const Tier& up = p.hardware.hierarchy.tiers.at(0);
            const Tier& out = p.hardware.hierarchy.tiers.at(1);
            const struct {
                const char* key;
                double actual;
            } columns[] = {
                {"peakBf16Tflops", units::inTeraflopPerSecond(a.peakBf16)},
                {"peakFp8Tflops", a.peakFp8 ? units::inTeraflopPerSecond(*a.peakFp8) : 0.0},
                {p.hbmCapacityInGiB ? "hbmCapacityGiB" : "hbmCapacityGB", a.hbmCapacity.value()},
                {"hbmBandwidthTBps", a.hbmBandwidth.value() / units::tera},
                {"scaleUp.bandwidthGBps", units::inGigabytesPerSecond(up.bandwidth)},
                {"scaleUp.domainSize", double(up.domainSize)},
                {"scaleOut.bandwidthGbps", units::inGigabitsPerSecond(out.bandwidth)},
            };
            for (int c = 0; c < 7; ++c) {
                const QString cell = cells[c + 1];
                const QString where = id + QLatin1Char(' ') + QLatin1String(columns[c].key);
                if (cell.isEmpty()) {
                    const bool isFp8 = c == 1;
                    const bool null =
                        isFp8 ? !a.peakFp8.has_value() : p.isUnpublished(columns[c].key);
                    QVERIFY2(null || (!isFp8 && p.isUnverified(columns[c].key)), qPrintable(where));
                } else {
                    QVERIFY2(!p.isUnpublished(columns[c].key), qPrintable(where));
                    QVERIFY2(
                        near(columns[c].actual, cell.toDouble(), 1e-12),
                        qPrintable(where +
                                   QStringLiteral(": %1 vs %2").arg(columns[c].actual).arg(cell)));
                }
            }
        }
        QCOMPARE(seen.size(),
                 int(catalog.ids(PresetKind::Hardware).size())); // a row for every preset
    }
    void assumedValuesAreMarkedUnverified() {
        // A value whose stated source is an assumption (e.g. the 0.70 matmul fallback) is
        // unverified.
        const PresetCatalog catalog = shippedCatalog();
        for (const CatalogEntry* e : catalog.entries(PresetKind::Hardware)) {
            const Preset& p = e->preset;
            const std::pair<const std::string*, const char*> sourced[] = {
                {&p.matmulEfficiencySource, "matmulEfficiency"},
                {&p.scaleUpEfficiencySource, "scaleUp.efficiency"},
                {&p.scaleOutEfficiencySource, "scaleOut.efficiency"}};
            for (const auto& [source, key] : sourced) {
                if (source->starts_with("assumption")) {
                    QVERIFY2(p.isUnverified(key),
                             qPrintable(QString::fromStdString(p.id) + QLatin1Char(' ') +
                                        QLatin1String(key)));
                }
            }
            QVERIFY2(p.price.usdPerGpuHour.has_value() == !p.price.source.empty(), p.id.c_str());
        }
    }
    void modelPresetsDescribeTheirShape() {
        const PresetCatalog catalog = shippedCatalog();
        for (const CatalogEntry* e : catalog.entries(PresetKind::Model)) {
            const ModelSpec& m = e->preset.model;
            const Architecture& a = m.architecture;
            const char* id = e->preset.id.c_str();
            QVERIFY2(a.attentionHeads % a.kvHeads == 0, id);
            QVERIFY2(m.sequenceLength > 0, id);
            // MoE models carry their active parameters; dense ones do not.
            QCOMPARE(m.activeParameters.has_value(), a.experts > 1);
            if (m.activeParameters) {
                QVERIFY2(*m.activeParameters < m.parameters, id);
            }
        }
        // PaLM's 48 heads of 256 (attention width 12,288 < d_model 18,432) survive the reading.
        const Preset palm = loadShipped(PresetKind::Model, "palm-540b");
        QCOMPARE(palm.model.architecture.headDim, 256);
        QCOMPARE(palm.model.architecture.attentionWidth(), 48 * 256);
    }
    void badFilesNameTheirPath_data() {
        diagnosticColumns();
        using J = nlohmann::json;
        diagnosticRow("newer version", h100With([](J& j) { j["formatVersion"] = 2; }),
                      DiagCode::UnsupportedVersion, "formatVersion");
        diagnosticRow("version as text", h100With([](J& j) { j["formatVersion"] = "1"; }),
                      DiagCode::WrongType, "formatVersion");
        diagnosticRow("no version", h100With([](J& j) { j.erase("formatVersion"); }),
                      DiagCode::MissingField, "formatVersion");
        diagnosticRow("unknown kind", h100With([](J& j) { j["kind"] = "gpu"; }),
                      DiagCode::UnknownEnumValue, "kind");
        diagnosticRow("uppercase id", h100With([](J& j) { j["id"] = "NVIDIA-H100"; }),
                      DiagCode::PresetBadId, "id");
        diagnosticRow("path in id", h100With([](J& j) { j["id"] = "../../etc/x"; }),
                      DiagCode::PresetBadId, "id");
        diagnosticRow("hidden id", h100With([](J& j) { j["id"] = ".h100"; }), DiagCode::PresetBadId,
                      "id");
        diagnosticRow("long id", h100With([](J& j) { j["id"] = std::string(65, 'a'); }),
                      DiagCode::PresetBadId, "id");
        diagnosticRow("id is a number", h100With([](J& j) { j["id"] = 100; }), DiagCode::WrongType,
                      "id");
        diagnosticRow("no name", h100With([](J& j) { j.erase("displayName"); }),
                      DiagCode::MissingField, "displayName");
        diagnosticRow("peak as text", h100With([](J& j) { j["peakBf16Tflops"] = "989"; }),
                      DiagCode::WrongType, "peakBf16Tflops");
        diagnosticRow("huge peak", h100With([](J& j) { j["peakBf16Tflops"] = 1e200; }),
                      DiagCode::OutOfRange, "peakBf16Tflops");
        // Finite as given, infinite in FLOP/s: above the maximum, as a scenario reads it.
        diagnosticRow("peak overflows", h100With([](J& j) { j["peakBf16Tflops"] = 1e300; }),
                      DiagCode::OutOfRange, "peakBf16Tflops");
        diagnosticRow("negative HBM", h100With([](J& j) { j["hbmBandwidthTBps"] = -3.35; }),
                      DiagCode::OutOfRange, "hbmBandwidthTBps");
        diagnosticRow("huge domain", h100With([](J& j) { j["scaleUp"]["domainSize"] = 1e20; }),
                      DiagCode::OutOfRange, "scaleUp.domainSize");
        diagnosticRow("fractional domain", h100With([](J& j) { j["scaleUp"]["domainSize"] = 7.5; }),
                      DiagCode::NotAnInteger, "scaleUp.domainSize");
        diagnosticRow("tier not object", h100With([](J& j) { j["scaleUp"] = 450; }),
                      DiagCode::WrongType, "scaleUp");
        diagnosticRow("tier key missing",
                      h100With([](J& j) { j["scaleOut"].erase("bandwidthGbps"); }),
                      DiagCode::MissingField, "scaleOut.bandwidthGbps");
        diagnosticRow("efficiency above 1", h100With([](J& j) { j["matmulEfficiency"] = 1.5; }),
                      DiagCode::OutOfRange, "matmulEfficiency");
        diagnosticRow("efficiency zero", h100With([](J& j) { j["scaleOut"]["efficiency"] = 0; }),
                      DiagCode::OutOfRange, "scaleOut.efficiency");
        diagnosticRow("topology", h100With([](J& j) { j["scaleUp"]["topology"] = "ring"; }),
                      DiagCode::UnknownEnumValue, "scaleUp.topology");
        diagnosticRow("GB and GiB", h100With([](J& j) { j["hbmCapacityGiB"] = 74.5; }),
                      DiagCode::ConflictingKeys, "hbmCapacityGiB");
        diagnosticRow("no capacity", h100With([](J& j) { j.erase("hbmCapacityGB"); }),
                      DiagCode::MissingField, "hbmCapacityGB");
        diagnosticRow("sources not list", h100With([](J& j) { j["sources"] = "datasheet"; }),
                      DiagCode::WrongType, "sources");
        diagnosticRow("source not text", h100With([](J& j) { j["sources"][1] = 7; }),
                      DiagCode::WrongType, "sources[1]");
        diagnosticRow("price not object", h100With([](J& j) { j["price"] = 2.49; }),
                      DiagCode::WrongType, "price");
        diagnosticRow("negative price", h100With([](J& j) { j["price"]["usdPerGpuHour"] = -1; }),
                      DiagCode::OutOfRange, "price.usdPerGpuHour");
        diagnosticRow("release year", h100With([](J& j) { j["releaseYear"] = 20222; }),
                      DiagCode::OutOfRange, "releaseYear");
        diagnosticRow("kv heads", llamaWith([](J& j) { j["architecture"]["kvHeads"] = 128; }),
                      DiagCode::OutOfRange, "architecture.kvHeads");
        diagnosticRow("layers fraction",
                      llamaWith([](J& j) { j["architecture"]["layers"] = 80.5; }),
                      DiagCode::NotAnInteger, "architecture.layers");
        diagnosticRow("no architecture", llamaWith([](J& j) { j.erase("architecture"); }),
                      DiagCode::MissingField, "architecture");
        diagnosticRow("no sequence",
                      llamaWith([](J& j) { j["architecture"].erase("sequenceLength"); }),
                      DiagCode::MissingField, "architecture.sequenceLength");
        diagnosticRow("zero parameters", llamaWith([](J& j) { j["parameters"] = 0; }),
                      DiagCode::OutOfRange, "parameters");
        diagnosticRow("not an object", "[1, 2]", DiagCode::WrongType, "");
        diagnosticRow("empty", "", DiagCode::FileEmpty, "");
        diagnosticRow("overflow", R"({"formatVersion": 1e999})", DiagCode::NotFinite,
                      "formatVersion");
        diagnosticRow("deep", std::string(100000, '[') + std::string(100000, ']'),
                      DiagCode::JsonTooDeep, "");
        diagnosticRow("deep inside",
                      h100With([](J& j) {
                          j["notes"] = "[[[[";
                      }).insert(1, "\"x\": " + std::string(65, '[') + std::string(65, ']') + ","),
                      DiagCode::JsonTooDeep, "");
    }
    void badFilesNameTheirPath() {
        const RowRead row = readCurrentRow();
        const PresetReadResult& r = row.read;
        QVERIFY2(row.expectedFound, qPrintable(describeAll(r.diagnostics)));
        QVERIFY(!r.preset); // every one of these is an error: the preset is refused
    }
    void warningsDoNotRefuse_data() {
        diagnosticColumns();
        using J = nlohmann::json;
        diagnosticRow("unknown key", h100With([](J& j) { j["peakFp4Tflops"] = 9000; }),
                      DiagCode::UnknownKey, "peakFp4Tflops");
        diagnosticRow("unknown tier key", h100With([](J& j) { j["scaleUp"]["lanes"] = 18; }),
                      DiagCode::UnknownKey, "scaleUp.lanes");
        diagnosticRow("unknown price key", h100With([](J& j) { j["price"]["currency"] = "USD"; }),
                      DiagCode::UnknownKey, "price.currency");
        diagnosticRow("null not listed", h100With([](J& j) { j["tdpWatts"] = nullptr; }),
                      DiagCode::PresetNullNotListed, "tdpWatts");
        diagnosticRow("listed not null", h100With([](J& j) { j["missing"] = {"tdpWatts"}; }),
                      DiagCode::PresetListedNotNull, "missing[0]");
        diagnosticRow("unverified typo",
                      h100With([](J& j) { j["unverified"].push_back("scaleUp.latencyMs"); }),
                      DiagCode::UnknownKey, "unverified[3]");
        diagnosticRow("no sources", h100With([](J& j) { j.erase("sources"); }),
                      DiagCode::MissingField, "sources");
        diagnosticRow("fp8 below bf16", h100With([](J& j) { j["peakFp8Tflops"] = 900; }),
                      DiagCode::Fp8BelowBf16, "peakFp8Tflops");
        diagnosticRow("NIC in GB/s", h100With([](J& j) { j["scaleOut"]["bandwidthGbps"] = 3600; }),
                      DiagCode::BandwidthOrder, "scaleOut.bandwidthGbps");
    }
    void warningsDoNotRefuse() {
        const RowRead row = readCurrentRow();
        const PresetReadResult& r = row.read;
        QVERIFY2(row.expectedFound, qPrintable(describeAll(r.diagnostics)));
        QVERIFY2(!hasErrors(r.diagnostics), qPrintable(describeAll(r.diagnostics)));
        QVERIFY(r.preset);
    }
    void folderAndFileNameAreChecked() {
        const std::string h100 =
            readText(presetsDir() + QStringLiteral("/hardware/nvidia-h100-sxm.json"));
        QVERIFY(hasDiag(readPreset(h100, {PresetKind::Model, std::nullopt}).diagnostics,
                        DiagCode::PresetKindMismatch, "kind"));
        const PresetReadResult renamed = readPreset(h100, {PresetKind::Hardware, "h100"});
        QVERIFY(hasDiag(renamed.diagnostics, DiagCode::PresetIdMismatch, "id"));
        QCOMPARE(renamed.diagnostics.front().text, std::string("h100"));
    }
    void truncatedAndCorruptedFilesNeverCrash() {
        // Every prefix of a real file, and a few thousand random byte flips (fixed seed): each is
        // either a clean read or a refusal with diagnostics, never a crash or a half-read preset.
        const std::string text =
            readText(presetsDir() + QStringLiteral("/hardware/google-tpu-v4.json"));
        for (std::size_t n = 0; n < text.size(); n += 7) {
            const PresetReadResult r = readPreset(std::string_view(text).substr(0, n));
            QVERIFY(!r.preset);
            QVERIFY(hasErrors(r.diagnostics));
            if (n == 0) { // nothing at all: said so, not a syntax error at line 1
                QVERIFY(r.diagnostics.front().code == DiagCode::FileEmpty);
                continue;
            }
            QVERIFY(r.diagnostics.front().code == DiagCode::JsonSyntax);
            QVERIFY(r.diagnostics.front().line >= 1);
        }
        std::mt19937 random(4);
        std::uniform_int_distribution<std::size_t> position(0, text.size() - 1);
        std::uniform_int_distribution<int> byte(0, 255);
        for (int i = 0; i < 3000; ++i) {
            std::string corrupt = text;
            for (int k = 0; k < 3; ++k) {
                corrupt[position(random)] = char(byte(random));
            }
            const PresetReadResult r = readPreset(corrupt);
            QVERIFY(r.preset.has_value() != hasErrors(r.diagnostics));
        }
    }
    void userPresetCannotOverrideAShippedOne() {
        const std::string h100 =
            readText(presetsDir() + QStringLiteral("/hardware/nvidia-h100-sxm.json"));
        const std::string mine = h100With([](nlohmann::json& j) { j["peakBf16Tflops"] = 1200; });
        for (bool userFirst : {false, true}) {
            PresetCatalog catalog;
            const auto addShipped = [&] {
                QVERIFY(catalog.addFile(h100, ":/presets/hardware/nvidia-h100-sxm.json",
                                        PresetOrigin::Shipped,
                                        {PresetKind::Hardware, "nvidia-h100-sxm"}));
            };
            const auto addUser = [&] {
                catalog.addFile(mine, "/home/u/presets/hardware/nvidia-h100-sxm.json",
                                PresetOrigin::User, {PresetKind::Hardware, "nvidia-h100-sxm"});
            };
            if (userFirst) {
                addUser();
                addShipped();
            } else {
                addShipped();
                addUser();
            }
            addUser(); // a second attempt is not reported again
            const CatalogEntry* e = catalog.find(PresetKind::Hardware, "nvidia-h100-sxm");
            QVERIFY(e);
            QCOMPARE(e->origin, PresetOrigin::Shipped);
            QCOMPARE(units::inTeraflopPerSecond(e->preset.hardware.accelerator.peakBf16), 989.4);
            QCOMPARE(catalog.problems().size(), std::size_t(1));
            const PresetProblem& p = catalog.problems().front();
            QCOMPARE(p.file, std::string("/home/u/presets/hardware/nvidia-h100-sxm.json"));
            QCOMPARE(p.diagnostic.code, DiagCode::PresetIdClash);
            QCOMPARE(p.diagnostic.text, std::string(":/presets/hardware/nvidia-h100-sxm.json"));
        }
    }
    void brokenFileIsAProblemNotAStop() {
        PresetCatalog catalog = shippedCatalog();
        const std::size_t before = catalog.ids(PresetKind::Hardware).size();
        QVERIFY(!catalog.addFile("{\"formatVersion\": 1, \"kind\": \"hardware\",", "/u/broken.json",
                                 PresetOrigin::User, {PresetKind::Hardware, "broken"}));
        QCOMPARE(catalog.ids(PresetKind::Hardware).size(), before);
        QCOMPARE(catalog.problems().size(), std::size_t(1));
        QCOMPARE(catalog.problems().front().file, std::string("/u/broken.json"));
        QCOMPARE(catalog.problems().front().diagnostic.code, DiagCode::JsonSyntax);
    }
    void scenarioOverridesSingleFieldsOfAPreset() {
        const PresetCatalog catalog = shippedCatalog();
        // H100 with one override: 96 GB instead of 80. Everything else is the preset's.
        ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "hardware": {"preset": "nvidia-h100-sxm", "hbmCapacityGB": 96},
                "workload": {"preset": "llama-3.1-70b", "tokens": 1e12}})",
            catalog.lookup());
        QVERIFY2(r.diagnostics.empty(), qPrintable(describeAll(r.diagnostics)));
        const HardwareSpec& h = r.scenario.hardware;
        QCOMPARE(h.preset, std::string("nvidia-h100-sxm"));
        QCOMPARE(units::inGigabytes(h.accelerator.hbmCapacity), 96.0);
        QCOMPARE(units::inTeraflopPerSecond(h.accelerator.peakBf16), 989.4);
        QCOMPARE(units::inGigabitsPerSecond(h.hierarchy.scaleOut().bandwidth), 400.0);
        QCOMPARE(units::inDollarsPerHour(r.scenario.pricePerGpu), 2.49); // the preset's price
        QCOMPARE(r.scenario.workload.tokens, 1e12);
        QCOMPARE(r.scenario.workload.parameters, 70553706496.0);
        QCOMPARE(r.scenario.workload.architecture->kvHeads, 8);
        QVERIFY(evaluate(r.scenario).valid);

        // A GiB preset overridden in GB: the override wins, not the preset's other unit.
        r = readScenario(
            R"({"schemaVersion": 1, "hardware": {"preset": "google-tpu-v4", "hbmCapacityGB": 40,
                              "scaleUp": {"bandwidthGBps": 150}, "scaleOut": {"bandwidthGbps": 100}}})",
            catalog.lookup());
        QVERIFY2(r.diagnostics.empty(), qPrintable(describeAll(r.diagnostics)));
        QCOMPARE(units::inGigabytes(r.scenario.hardware.accelerator.hbmCapacity), 40.0);
        QCOMPARE(r.scenario.hardware.hierarchy.scaleUp().domainSize, 4096); // kept from the preset

        // Without overrides, TPU v4's unpublished ICI and DCN rates stop the plan, by name.
        r = readScenario(R"({"schemaVersion": 1, "hardware": {"preset": "google-tpu-v4"}})",
                         catalog.lookup());
        QVERIFY(hasDiag(r.diagnostics, DiagCode::MissingHardwareValue,
                        "hardware.scaleUp.bandwidthGBps"));
        QVERIFY(hasDiag(r.diagnostics, DiagCode::MissingHardwareValue,
                        "hardware.scaleOut.bandwidthGbps"));
    }
    void hostileScenarioNestingIsRefused() {
        // Used to overflow the stack when the section was copied (a million '[' under "hardware").
        const std::string text =
            "{\"schemaVersion\": 1, \"hardware\": " + std::string(1000000, '[') +
            std::string(1000000, ']') + "}";
        const ScenarioReadResult r = readScenario(text);
        QVERIFY(hasDiag(r.diagnostics, DiagCode::JsonTooDeep, ""));
        QCOMPARE(r.diagnostics.front().line, 1);
        QCOMPARE(r.diagnostics.front().column, 33 + kMaxJsonDepth); // the 64th '[' opens level 65
        // Brackets inside strings do not count.
        QVERIFY(readScenario("{\"schemaVersion\": 1, \"name\": \"" + std::string(200, '[') + "\"}")
                    .diagnostics.empty());
    }
    void scenarioHardwareBecomesAUserPreset() {
        const PresetCatalog catalog = shippedCatalog();
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "hardware": {"preset": "google-tpu-v5e", "hbmCapacityGB": 32}})",
            catalog.lookup());
        QVERIFY(r.diagnostics.empty());
        const CatalogEntry* base = catalog.find(PresetKind::Hardware, "google-tpu-v5e");
        Preset mine = presetFromHardware(r.scenario.hardware, &base->preset);
        mine.id = "my-tpu-v5e-32gb";
        mine.displayName = "My TPU v5e 32 GB";
        QCOMPARE(mine.vendor, std::string("Google"));
        QVERIFY(mine.isUnpublished("tdpWatts")); // still not published
        const PresetReadResult back =
            readPreset(presetToText(mine), {PresetKind::Hardware, "my-tpu-v5e-32gb"});
        QVERIFY2(back.preset && back.diagnostics.empty(),
                 qPrintable(describeAll(back.diagnostics)));
        QCOMPARE(units::inGigabytes(back.preset->hardware.accelerator.hbmCapacity), 32.0);
        QCOMPARE(back.preset->price.usdPerGpuHour, std::optional<double>(1.2));

        // From the chapter's generic hardware, with no preset behind it: valid, nothing invented.
        Preset generic = presetFromHardware(chapterHardware());
        generic.id = "chapter";
        generic.displayName = "Chapter";
        const PresetReadResult g = readPreset(presetToText(generic));
        QVERIFY2(g.preset && g.diagnostics.empty(), qPrintable(describeAll(g.diagnostics)));
        QVERIFY(g.preset->isUnpublished("price.usdPerGpuHour"));

        // A workload from a model preset, then a 2x deeper variant of it.
        const ScenarioReadResult w = readScenario(
            R"({"schemaVersion": 1, "workload": {"preset": "mixtral-8x7b", "architecture": {"layers": 64}}})",
            catalog.lookup());
        QVERIFY(w.diagnostics.empty());
        Preset model = presetFromWorkload(w.scenario.workload,
                                          &catalog.find(PresetKind::Model, "mixtral-8x7b")->preset);
        model.id = "mixtral-deep";
        model.displayName = "Mixtral, 64 layers";
        const PresetReadResult m = readPreset(presetToText(model));
        QVERIFY2(m.preset && m.diagnostics.empty(), qPrintable(describeAll(m.diagnostics)));
        QCOMPARE(m.preset->model.architecture.layers, 64);
        QCOMPARE(m.preset->model.architecture.experts, 8);
    }

    // The app's preset pickers (model/preset_apply.h).
    void choosingAHardwarePresetReplacesTheHardwareAndPrice() {
        const PresetCatalog catalog = shippedCatalog();
        Scenario s = defaultScenario();
        s.cluster.gpus = 2048;
        const ScenarioReadResult r =
            applyPreset(s, PresetKind::Hardware, "nvidia-h200-sxm", catalog.lookup());
        QVERIFY(!hasErrors(r.diagnostics));
        // presets/hardware/nvidia-h200-sxm.json: 141 GB at 4.8 TB/s, 989 TFLOP/s BF16,
        // NVLink 450 GB/s, 400 Gb/s = 50 GB/s per NIC, $5.408 per GPU-hour.
        const Scenario& h200 = r.scenario;
        QCOMPARE(h200.hardware.preset, std::string("nvidia-h200-sxm"));
        QCOMPARE(units::inGigabytes(h200.hardware.accelerator.hbmCapacity), 141.0);
        QCOMPARE(units::inTeraflopPerSecond(h200.hardware.accelerator.peakBf16), 989.0);
        QCOMPARE(units::inGigabytesPerSecond(h200.hardware.hierarchy.tiers.at(0).bandwidth), 450.0);
        QCOMPARE(units::inGigabitsPerSecond(h200.hardware.hierarchy.tiers.at(1).bandwidth), 400.0);
        QCOMPARE(units::inDollarsPerHour(h200.pricePerGpu), 5.408);
        // Everything else is the scenario's.
        QCOMPARE(h200.cluster.gpus, 2048);
        QCOMPARE(h200.workload.tokens, s.workload.tokens);
        QVERIFY(matchesPreset(h200, PresetKind::Hardware, catalog.lookup()));
        // One edit of a preset value makes it "modified"; the default scenario names no preset.
        Scenario edited = h200;
        edited.hardware.accelerator.matmulEfficiency = 0.7;
        QVERIFY(!matchesPreset(edited, PresetKind::Hardware, catalog.lookup()));
        QVERIFY(!matchesPreset(s, PresetKind::Hardware, catalog.lookup()));
        // Choosing it again resets the edit.
        const Scenario reset =
            applyPreset(edited, PresetKind::Hardware, "nvidia-h200-sxm", catalog.lookup()).scenario;
        QCOMPARE(reset.hardware.accelerator.matmulEfficiency, 0.803);
    }
    void choosingAModelPresetReplacesSizeShapeAndTokens() {
        const PresetCatalog catalog = shippedCatalog();
        Scenario s = defaultScenario();
        s.workload.microBatchSize = 2;
        const ScenarioReadResult r =
            applyPreset(s, PresetKind::Model, "llama-3.1-405b", catalog.lookup());
        QVERIFY(!hasErrors(r.diagnostics));
        // presets/models/llama-3.1-405b.json: 405,853,388,800 parameters, 126 layers, 8,192
        // context, 15.6T training tokens.
        const Workload& w = r.scenario.workload;
        QCOMPARE(w.preset, std::string("llama-3.1-405b"));
        QCOMPARE(w.parameters, 405853388800.0);
        QCOMPARE(w.architecture->layers, 126);
        QCOMPARE(w.sequenceLength, 8192);
        QCOMPARE(w.tokens, 15.6e12);
        QCOMPARE(w.microBatchSize, 2); // the run's choice, not the model's
        QVERIFY(matchesPreset(r.scenario, PresetKind::Model, catalog.lookup()));
        // Training tokens are the run's: changing them keeps the model preset unmodified.
        Scenario longer = r.scenario;
        longer.workload.tokens = 30e12;
        QVERIFY(matchesPreset(longer, PresetKind::Model, catalog.lookup()));
        longer.workload.architecture->layers = 120;
        QVERIFY(!matchesPreset(longer, PresetKind::Model, catalog.lookup()));
        // The preset's side of the comparison depends on the preset alone, so a view computes it
        // once (presetSection) and compares each edited scenario with it.
        const std::optional<nlohmann::json> section =
            presetSection(PresetKind::Model, "llama-3.1-405b", catalog.lookup());
        QVERIFY(section.has_value());
        QCOMPARE(section->at("architecture").at("layers").get<int>(), 126);
        QVERIFY(holdsPresetSection(r.scenario, PresetKind::Model, *section));
        QVERIFY(!holdsPresetSection(longer, PresetKind::Model, *section));
        QVERIFY(!presetSection(PresetKind::Model, "no-such-model", catalog.lookup()).has_value());
        const std::optional<nlohmann::json> h200 =
            presetSection(PresetKind::Hardware, "nvidia-h200-sxm", catalog.lookup());
        QVERIFY(h200.has_value());
        QVERIFY(!holdsPresetSection(r.scenario, PresetKind::Hardware, *h200));
        QVERIFY(holdsPresetSection(
            applyPreset(r.scenario, PresetKind::Hardware, "nvidia-h200-sxm", catalog.lookup())
                .scenario,
            PresetKind::Hardware, *h200));
        // A preset that does not disclose its tokens keeps the scenario's (Mixtral: null).
        Scenario mine = defaultScenario();
        mine.workload.tokens = 3e12;
        QCOMPARE(applyPreset(mine, PresetKind::Model, "mixtral-8x7b", catalog.lookup())
                     .scenario.workload.tokens,
                 3e12);
    }
    void choosingAnUnknownPresetChangesNothing() {
        const PresetCatalog catalog = shippedCatalog();
        const Scenario s = defaultScenario();
        const ScenarioReadResult r =
            applyPreset(s, PresetKind::Hardware, "no-such-gpu", catalog.lookup());
        QVERIFY(hasErrors(r.diagnostics));
        QCOMPARE(r.diagnostics.front().field, std::string("hardware.preset"));
        QVERIFY(sameJson(scenarioToJson(r.scenario), scenarioToJson(s)));
    }
};

QTEST_APPLESS_MAIN(TestPresets)
#include "tst_presets.moc"
