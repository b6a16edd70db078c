// SPDX-License-Identifier: MIT
// The bad-input matrix: every key of a scenario file, each given every kind of bad value, must give
// either a valid plan or an error naming that key; never NaN or infinity in the result, never a
// crash. The keys come from scenarioToJson(defaultScenario()), so a new field is covered as soon as
// it is written out. Then seeded random scenarios check the same invariants and the model's
// monotonic relations.

#include "model/plan.h"
#include "model/scenario_json.h"
#include "tests/support/result_invariants.h"
#include "tests/support/scenarios.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>

using namespace goodput;
using goodput::testing::allPaths;
using goodput::testing::findPath;
using goodput::testing::planProblems;
using nlohmann::json;

namespace {

/// "reliability.parts[0].mtbfHours" -> "/reliability/parts/0/mtbfHours".
json::json_pointer pointerOf(const std::string& path) {
    std::string p = "/";
    for (const char c : path) {
        if (c == '.' || c == '[') {
            p += '/';
        } else if (c != ']') {
            p += c;
        }
    }
    return json::json_pointer(p);
}

/// A wrong-typed value for whatever the key holds.
std::string wrongTypeFor(const json& original) {
    if (original.is_string()) {
        return "42";
    }
    if (original.is_object()) {
        return "[1, 2]";
    }
    if (original.is_array()) {
        return R"({"a": 1})";
    }
    if (original.is_boolean()) {
        return "1";
    }
    return "\"12\""; // a number (or a null that stands for one) written as a string
}

/// The kinds of bad value, as JSON text; empty means "remove the key". JSON has no NaN or
/// infinity: NaN is written as a string and infinity as a literal too large for a double.
struct Variant {
    const char* name;
    std::string text;
};

std::vector<Variant> variantsFor(const json& original) {
    return {{"missing", ""},
            {"wrong type", wrongTypeFor(original)},
            {"null", "null"},
            {"NaN", "\"NaN\""},
            {"+inf", "1e999"},
            {"-inf", "-1e999"},
            {"negative", "-1"},
            {"zero", "0"},
            {"tiny", "1e-300"},
            {"huge", "1e300"},
            {"unicode", "\"Gr\\u00f6\\u00dfe \xe6\xbc\xa2\xe5\xad\x97 \xf0\x9f\x98\x80\""}};
}

/// The document with the value at `path` replaced by raw JSON text (or removed).
std::string mutated(const json& base, const std::string& path, const std::string& text) {
    json doc = base;
    const json::json_pointer ptr = pointerOf(path);
    if (text.empty()) {
        json& parent = doc.at(ptr.parent_pointer());
        if (parent.is_array()) {
            parent.erase(std::stoul(ptr.back()));
        } else {
            parent.erase(ptr.back());
        }
        return doc.dump();
    }
    // A placeholder is swapped for the raw text, which may be a literal json cannot hold (1e999).
    static const std::string kMarker = "\"@@value@@\"";
    doc.at(ptr) = "@@value@@";
    std::string out = doc.dump();
    out.replace(out.find(kMarker), kMarker.size(), text);
    return out;
}

/// A diagnostic names the changed key if it is that key or inside it. A change inside an array
/// element may also be reported on the array ("reliability.parts": no part can fail).
bool namesField(const std::string& field, const std::string& path) {
    if (field == path || field.rfind(path + ".", 0) == 0 || field.rfind(path + "[", 0) == 0) {
        return true;
    }
    for (std::size_t bracket = path.find('['); bracket != std::string::npos;
         bracket = path.find('[', bracket + 1)) {
        if (field == path.substr(0, bracket)) {
            return true;
        }
    }
    return false;
}

std::string describe(const Diagnostics& ds) {
    std::string s;
    for (const Diagnostic& d : ds) {
        s += std::string(" [") + std::string(codeId(d.code)) + " " + d.field + "]";
    }
    return s;
}

/// True when the reader raises no error naming `path` (or anything inside it).
bool readsWithoutError(const std::string& text, const std::string& path) {
    const Diagnostics ds = readScenario(text).diagnostics;
    return std::none_of(ds.begin(), ds.end(), [&](const Diagnostic& d) {
        return d.severity == Severity::Error && namesField(d.field, path);
    });
}

/// The verdict on one scenario text: empty when it holds, else what went wrong.
/// `path` empty: no particular key is to blame (random scenarios).
std::string check(const std::string& text, const std::string& path, Result* out = nullptr) {
    const ScenarioReadResult read = readScenario(text);
    Diagnostics errors;
    std::copy_if(read.diagnostics.begin(), read.diagnostics.end(), std::back_inserter(errors),
                 [](const Diagnostic& d) { return d.severity == Severity::Error; });
    Result result;
    if (errors.empty()) {
        result = evaluate(read.scenario);
        std::copy_if(result.diagnostics.begin(), result.diagnostics.end(),
                     std::back_inserter(errors),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
        for (const std::string& p : planProblems(read.scenario, result)) {
            return p;
        }
    }
    if (out != nullptr) {
        *out = result;
    }
    if (errors.empty() || path.empty()) {
        return {};
    }
    for (const Diagnostic& d : errors) {
        if (namesField(d.field, path)) {
            return {};
        }
    }
    return "errors name other fields:" + describe(errors);
}

// Seeded random numbers from the raw 64-bit output of mt19937_64, which the standard fixes, so the
// same seed gives the same scenarios with every standard library.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_engine(seed) {}
    double uniform() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }
    double between(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    double logBetween(double lo, double hi) { return lo * std::pow(hi / lo, uniform()); }
    int pick(int n) { return static_cast<int>(uniform() * n); }
    template <class T, std::size_t N> T pick(const T (&values)[N]) {
        return values[pick(static_cast<int>(N))];
    }

private:
    std::mt19937_64 m_engine;
};

/// A scenario with every input drawn over (and a little beyond) its plausible range.
Scenario randomScenario(Random& rng) {
    Scenario s = defaultScenario();
    Workload& w = s.workload;
    w.parameters = rng.logBetween(1e8, 2e12);
    w.activeParameters = rng.uniform() < 0.2 ? w.parameters * rng.between(0.02, 1.0) : 0;
    w.tokens = rng.logBetween(1e9, 1e14);
    w.sequenceLength = rng.pick({1024, 2048, 4096, 8192, 32768});
    // Whole sequences, as validate() requires (a fractional batch is tested by the matrix).
    w.globalBatchTokens =
        w.sequenceLength * std::max(1.0, std::round(rng.logBetween(1e5, 1e8) / w.sequenceLength));
    w.microBatchSize = 1 + rng.pick(8);
    w.precision = rng.pick({Precision::Bf16, Precision::Fp8});
    w.recompute =
        rng.pick({Recompute::None, Recompute::Selective, Recompute::Minimal, Recompute::Full});
    s.flopConvention = rng.pick({FlopConvention::SixN, FlopConvention::SixNAttention,
                                 FlopConvention::SixNCausalAttention, FlopConvention::Nemo,
                                 FlopConvention::MegatronBridge});
    if (rng.uniform() < 0.2) {
        w.architecture.reset();
    }

    Accelerator& a = s.hardware.accelerator;
    a.peakBf16 = units::teraflopPerSecond(rng.logBetween(10, 5000));
    a.matmulEfficiency = rng.between(0.3, 1.0);
    std::vector<Tier>& tiers = s.hardware.hierarchy.tiers;
    tiers[0].domainSize = rng.pick({4, 8, 16, 72});
    tiers[0].bandwidth = units::gigabytesPerSecond(rng.logBetween(50, 2000));
    tiers[0].efficiency = rng.between(0.3, 1.0);
    tiers[0].topology = rng.pick({Topology::Switched, Topology::FullMesh, Topology::Torus});
    tiers[1].bandwidth = units::gigabitsPerSecond(rng.logBetween(25, 3200));
    tiers[1].latency = units::microseconds(rng.logBetween(1, 100));

    s.cluster.gpusPerNode = rng.pick({4, 8});
    s.cluster.gpus = s.cluster.gpusPerNode * (1 << rng.pick(14)); // up to 65,536 GPUs
    // A layout that divides the GPU count most of the time; when it does not, validate must say so.
    s.layout.tp = rng.pick({1, 2, 4, 8, 16});
    s.layout.pp = rng.pick({1, 2, 4, 8, 16, 3});
    s.layout.cp = rng.pick({1, 1, 2});
    s.communication.algorithm =
        rng.pick({Algorithm::Ring, Algorithm::Tree, Algorithm::Hierarchical, Algorithm::Auto});
    s.communication.bucketSize = units::megabytes(rng.logBetween(1, 1000));
    s.communication.overlapGradientSync = rng.uniform() < 0.7;

    CheckpointSettings& ck = s.checkpoint;
    ck.bytesPerParameter = rng.pick({12.0, 14.0, 16.0});
    ck.mode = rng.pick({CheckpointMode::Synchronous, CheckpointMode::Asynchronous});
    ck.stallOverride.reset();
    if (rng.uniform() < 0.5) {
        ck.stallOverride = units::seconds(rng.logBetween(1, 3600));
    }
    ck.writeBandwidthPerGpu = units::gigabytesPerSecond(rng.logBetween(0.1, 20));
    ck.aggregateWriteBandwidth = units::gigabytesPerSecond(rng.logBetween(10, 10000));

    ReliabilitySettings& r = s.reliability;
    r.parts.clear();
    const int kinds = 1 + rng.pick(4);
    for (int i = 0; i < kinds; ++i) {
        PartKind p;
        p.kind = "part" + std::to_string(i);
        p.scope = rng.pick({PartScope::PerGpu, PartScope::PerNode, PartScope::PerJob});
        p.countPerScope = 1 + rng.pick(8);
        p.mtbf = units::hours(rng.logBetween(10, 1e7));
        r.parts.push_back(p);
    }
    r.interval = rng.pick({IntervalPolicy::Young, IntervalPolicy::Daly, IntervalPolicy::Manual});
    r.manualInterval = units::seconds(rng.logBetween(60, 1e5));
    r.detection = units::seconds(rng.logBetween(1, 3600));
    r.replacement = units::seconds(rng.logBetween(1, 7200));
    if (rng.uniform() < 0.3) {
        r.maintenanceInterval = units::hours(rng.logBetween(24, 24 * 90));
    }
    if (rng.uniform() < 0.3) {
        r.hotSpareNodes = rng.pick(16);
        r.elastic = rng.uniform() < 0.5;
    }

    // A derived MFU needs the architecture (the matrix checks that its absence is named).
    s.mfuMode = w.architecture && rng.uniform() < 0.3 ? MfuMode::Derived : MfuMode::Assumed;
    s.assumedMfu = rng.between(0.05, 0.8);
    s.pricePerGpu = units::dollarsPerHour(rng.between(0.5, 10));
    return s;
}

constexpr int kRandomScenarios = 3000;
/// Fewer for the round trip through JSON text, which costs ten evaluations' time (and far more
/// under the sanitizers).
constexpr int kRandomFiles = 1000;

} // namespace

class TestBadInput final : public QObject {
    Q_OBJECT
private slots:
    void everyFieldEveryBadValue_data() {
        QTest::addColumn<QByteArray>("base");
        QTest::newRow("default") << QByteArray::fromStdString(
            scenarioToJson(defaultScenario()).dump());
        QTest::newRow("everything on")
            << QByteArray::fromStdString(scenarioToJson(goodput::testing::everythingOn()).dump());
    }
    void everyFieldEveryBadValue() {
        QFETCH(QByteArray, base);
        const json doc = json::parse(base.toStdString());
        Result unchanged;
        QCOMPARE(check(doc.dump(), {}, &unchanged), std::string());
        QVERIFY(unchanged.valid);
        const std::vector<std::string> paths = allPaths(doc);
        QVERIFY(paths.size() > 80); // the walk reached the leaves
        int cases = 0;
        QStringList failures;
        for (const std::string& path : paths) {
            for (const Variant& v : variantsFor(*findPath(doc, path))) {
                ++cases;
                // A removed key takes its documented default, valid on its own: an error can then
                // only be a conflict with another key, and may name that one (experts removed:
                // "expertsPerToken 2 is above the maximum 1"). Any key of the file will do. The
                // same holds for null where the reader takes null as "absent" (architecture).
                const std::string text = mutated(doc, path, v.text);
                const bool absent =
                    v.text.empty() || (v.text == "null" && readsWithoutError(text, path));
                const std::string problem = check(text, absent ? std::string() : path);
                if (!problem.empty()) {
                    failures << QStringLiteral("%1 = %2 (%3): %4")
                                    .arg(QString::fromStdString(path), QString::fromUtf8(v.name),
                                         QString::fromStdString(v.text),
                                         QString::fromStdString(problem));
                }
            }
        }
        qInfo("%d keys x %d bad values = %d cases", static_cast<int>(paths.size()),
              cases / static_cast<int>(paths.size()), cases);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void hugeLayoutProductIsNotUndefined() {
        // tp x pp x cp of three large ints overflowed a long long (UBSan: signed overflow) before
        // validate() could refuse them.
        const std::string text =
            R"({"schemaVersion": 1, "cluster": {"gpus": 2000000000, "gpusPerNode": 1},
            "layout": {"tp": 2000000000, "pp": 2000000000, "cp": 2000000000}})";
        const ScenarioReadResult r = readScenario(text);
        QVERIFY(!hasErrors(r.diagnostics));
        QCOMPARE(r.scenario.layout.dp(r.scenario.cluster.gpus), 0);
        QVERIFY(!evaluate(r.scenario).valid);
        QCOMPARE(check(text, "layout"), std::string());
    }

    void overflowingLiteralNamesItsKey() {
        // 1e999 cannot be held by a double, so the parse stops; the diagnostic still says where.
        const ScenarioReadResult r = readScenario(
            R"({"schemaVersion": 1, "reliability": {"parts": [{"kind": "gpu"}, {"mtbfHours": -1e999}]}})");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].code, DiagCode::NotFinite);
        QCOMPARE(r.diagnostics[0].field, std::string("reliability.parts[1].mtbfHours"));
    }

    void randomScenariosKeepTheInvariants() {
        Random rng(20240609);
        int valid = 0;
        QStringList failures;
        for (int i = 0; i < kRandomFiles; ++i) {
            const Scenario s = randomScenario(rng);
            const std::string problem = check(scenarioToJson(s).dump(), {});
            if (!problem.empty()) {
                failures << QStringLiteral("scenario %1: %2")
                                .arg(i)
                                .arg(QString::fromStdString(problem));
            }
            valid += evaluate(s).valid ? 1 : 0;
        }
        // Most draws must be plannable, or the monotonicity checks below test little.
        QVERIFY2(valid > kRandomFiles / 2, qPrintable(QString::number(valid)));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void moreGpusNeverRaiseComputeDays() {
        // Compute-only time is 6ND / (n peak MFU) (2.5.15): at fixed MFU, doubling n (DP doubles,
        // the layout still divides) can only shorten it.
        Random rng(1);
        int compared = 0;
        for (int i = 0; i < kRandomScenarios; ++i) {
            Scenario s = randomScenario(rng);
            s.mfuMode = MfuMode::Assumed; // fixed MFU
            const Result small = evaluate(s);
            s.cluster.gpus *= 2;
            const Result large = evaluate(s);
            if (!small.valid || !large.valid) {
                continue;
            }
            ++compared;
            QVERIFY2(large.compute.time <= small.compute.time, qPrintable(QString::number(i)));
        }
        QVERIFY(compared > kRandomScenarios / 2);
    }

    void higherMtbfNeverLowersGoodput() {
        Random rng(2);
        int compared = 0;
        for (int i = 0; i < kRandomScenarios; ++i) {
            Scenario s = randomScenario(rng);
            const Result before = evaluate(s);
            const double k = rng.logBetween(1.01, 100);
            for (PartKind& p : s.reliability.parts) {
                p.mtbf = p.mtbf * k;
            }
            const Result after = evaluate(s);
            if (!before.valid || !after.valid) {
                continue;
            }
            ++compared;
            const double g0 = before.reliability.goodput.goodput;
            const double g1 = after.reliability.goodput.goodput;
            QVERIFY2(g1 >= g0 * (1 - 1e-12),
                     qPrintable(QStringLiteral("%1: %2 -> %3").arg(i).arg(g0).arg(g1)));
        }
        QVERIFY(compared > kRandomScenarios / 2);
    }

    void largerStallNeverShortensTheInterval() {
        // Young sqrt(2CM) and Daly's expansion both grow with the stall C (2.5.11.1).
        Random rng(3);
        int compared = 0;
        for (int i = 0; i < kRandomScenarios; ++i) {
            Scenario s = randomScenario(rng);
            const Seconds c = units::seconds(rng.logBetween(1, 1e5));
            s.checkpoint.stallOverride = c;
            const Result before = evaluate(s);
            s.checkpoint.stallOverride = c * rng.logBetween(1.01, 100);
            const Result after = evaluate(s);
            if (!before.valid || !after.valid) {
                continue;
            }
            ++compared;
            const ReliabilityResult& r0 = before.reliability;
            const ReliabilityResult& r1 = after.reliability;
            QVERIFY2(r1.youngInterval >= r0.youngInterval, qPrintable(QString::number(i)));
            QVERIFY2(r1.dalyInterval >= r0.dalyInterval * (1 - 1e-12),
                     qPrintable(QString::number(i)));
            QVERIFY2(r1.interval >= r0.interval * (1 - 1e-12), qPrintable(QString::number(i)));
        }
        QVERIFY(compared > kRandomScenarios / 2);
    }
};

QTEST_APPLESS_MAIN(TestBadInput)
#include "tst_bad_input.moc"
