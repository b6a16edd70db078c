// SPDX-License-Identifier: MIT
#include "reportinputs.h"

#include "model/scenario_schema.h"
#include "views/fields.h"
#include "views/format.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <string_view>

namespace goodput::views::report {
namespace {

using nlohmann::json;

/// This file's strings, in the translation context "Report" (a struct, so that lupdate files them
/// there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

/// How a value without a unit in its key reads.
enum class Kind {
    ByKey,   ///< the unit is in the key name (GBps, Gbps, Tflops, Us, Seconds, Hours, ...)
    Count,   ///< an integer count, grouped, with `unit` after it
    Big,     ///< parameters and tokens: 7.00e10
    Percent, ///< a fraction shown as a percentage
    Bytes,   ///< a number of bytes (per parameter, per token)
    Text,    ///< an identifier or name, as written
};

/// How a key's value reads when the unit in its name does not say (labels: views/fields.cpp).
struct Format {
    std::string_view path; ///< dotted, with [] for any array index
    Kind kind = Kind::ByKey;
    const char* unit = "";
};

constexpr Format kFormats[] = {
    {"workload.preset", Kind::Text},
    {"workload.parameters", Kind::Big},
    {"workload.activeParameters", Kind::Big},
    {"workload.tokens", Kind::Big},
    {"workload.sequenceLength", Kind::Count, "tokens"},
    {"workload.globalBatchTokens", Kind::Count, "tokens"},
    {"workload.precision", Kind::Text},
    {"workload.recompute", Kind::Text},
    {"workload.tokenBytesOnDisk", Kind::Bytes},
    {"workload.gradientBytesPerParameter", Kind::Bytes},
    {"workload.architecture.ffnType", Kind::Text},
    {"workload.architecture.vocabularySize", Kind::Count, "tokens"},
    {"hardware.preset", Kind::Text},
    {"hardware.displayName", Kind::Text},
    {"hardware.scaleUp.name", Kind::Text},
    {"hardware.scaleUp.domainSize", Kind::Count, "GPUs"},
    {"hardware.scaleUp.topology", Kind::Text},
    {"hardware.scaleOut.name", Kind::Text},
    {"hardware.scaleOut.podSize", Kind::Count, "GPUs"},
    {"hardware.scaleOut.oversubscriptionAbovePod", Kind::Count, ": 1"},
    {"cluster.gpus", Kind::Count, "GPUs"},
    {"cluster.gpusPerNode", Kind::Count, "GPUs"},
    {"communication.algorithm", Kind::Text},
    {"checkpoint.bytesPerParameter", Kind::Bytes},
    {"checkpoint.mode", Kind::Text},
    {"reliability.preset", Kind::Text},
    {"reliability.parts[].kind", Kind::Text},
    {"reliability.parts[].scope", Kind::Text},
    {"reliability.parts[].replaces", Kind::Text},
    {"reliability.parts[].distribution", Kind::Text},
    {"reliability.interval", Kind::Text},
    {"reliability.hotSpareNodes", Kind::Count, "nodes"},
    {"mfu.mode", Kind::Text},
};

struct SectionTitle {
    std::string_view key;
    const char* title;
};

constexpr SectionTitle kSections[] = {
    {"workload", QT_TRANSLATE_NOOP("Report", "Workload")},
    {"hardware", QT_TRANSLATE_NOOP("Report", "Hardware")},
    {"cluster", QT_TRANSLATE_NOOP("Report", "Cluster")},
    {"layout", QT_TRANSLATE_NOOP("Report", "Parallel layout")},
    {"communication", QT_TRANSLATE_NOOP("Report", "Communication")},
    {"checkpoint", QT_TRANSLATE_NOOP("Report", "Checkpoints")},
    {"reliability", QT_TRANSLATE_NOOP("Report", "Reliability")},
    {"mfu", QT_TRANSLATE_NOOP("Report", "MFU")},
    {"cost", QT_TRANSLATE_NOOP("Report", "Cost")},
    {"power", QT_TRANSLATE_NOOP("Report", "Power")},
};

struct Leaf {
    std::string path;    ///< "reliability.parts[0].mtbfHours"
    std::string pattern; ///< "reliability.parts[].mtbfHours"
    json value;
};

void flatten(const json& node, const std::string& path, const std::string& pattern,
             std::vector<Leaf>& out) {
    if (node.is_object()) {
        for (const auto& [key, child] : node.items()) {
            const std::string sep = path.empty() ? "" : ".";
            flatten(child, path + sep + key, pattern + sep + key, out);
        }
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i) {
            flatten(node[i], path + "[" + std::to_string(i) + "]", pattern + "[]", out);
        }
    } else {
        out.push_back({path, pattern, node});
    }
}

/// The scenario's leaves in reading order: sections in kSections order, keys in the schema's
/// order, the rest after them; the file's own bookkeeping (schemaVersion, name) left out.
std::vector<Leaf> leaves(const Scenario& scenario) {
    std::vector<Leaf> all;
    flatten(scenarioToJson(scenario), "", "", all);
    auto rank = [](const Leaf& l) {
        const std::string_view section =
            std::string_view(l.path).substr(0, l.path.find_first_of(".["));
        std::size_t s = std::size(kSections);
        for (std::size_t i = 0; i < std::size(kSections); ++i) {
            if (kSections[i].key == section) {
                s = i;
            }
        }
        const std::span<const ScenarioKey> keys = scenarioKeys();
        const ScenarioKey* key = findScenarioKey(l.pattern);
        const std::size_t k =
            key != nullptr ? static_cast<std::size_t>(key - keys.data()) : keys.size();
        return std::pair(s, k);
    };
    std::erase_if(all, [&](const Leaf& l) { return rank(l).first == std::size(kSections); });
    // Parts keep their array order; within a part the table's order applies.
    std::stable_sort(all.begin(), all.end(), [&](const Leaf& a, const Leaf& b) {
        const auto ra = rank(a);
        const auto rb = rank(b);
        if (ra.first != rb.first) {
            return ra.first < rb.first;
        }
        const std::string ia = a.path.substr(0, a.path.rfind('.'));
        const std::string ib = b.path.substr(0, b.path.rfind('.'));
        if (ia != ib && a.pattern.find("[]") != std::string::npos &&
            b.pattern.find("[]") != std::string::npos) {
            return ia < ib;
        }
        return ra.second < rb.second;
    });
    return all;
}

const Format* formatFor(const std::string& pattern) {
    for (const Format& f : kFormats) {
        if (f.path == pattern) {
            return &f;
        }
    }
    return nullptr;
}

bool endsWith(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

/// A JSON number by the unit its key names (docs/scenario.md), through the app's formatters.
QString byKey(std::string_view key, double v) {
    if (endsWith(key, "GBps")) {
        return formatByteRate(units::gigabytesPerSecond(v));
    }
    if (endsWith(key, "TBps")) {
        return formatByteRate(units::terabytesPerSecond(v));
    }
    if (endsWith(key, "Gbps")) {
        return QStringLiteral("%1 (%2)").arg(formatBitRate(units::gigabitsPerSecond(v)),
                                             formatByteRate(units::gigabitsPerSecond(v)));
    }
    if (endsWith(key, "Tflops")) {
        return formatFlopRate(units::teraflopPerSecond(v));
    }
    if (endsWith(key, "GiB")) {
        return QStringLiteral("%1 GiB (%2)").arg(formatNumber(v), formatBytes(units::gibibytes(v)));
    }
    if (endsWith(key, "GB")) {
        return formatBytes(units::gigabytes(v));
    }
    if (endsWith(key, "MB")) {
        return formatBytes(units::megabytes(v));
    }
    if (endsWith(key, "Us")) {
        return formatDuration(units::microseconds(v));
    }
    if (endsWith(key, "Seconds")) {
        return formatDuration(units::seconds(v));
    }
    if (endsWith(key, "Hours")) {
        return QStringLiteral("%1 h").arg(formatCount(v));
    }
    if (endsWith(key, "Usd")) {
        return formatDollars(units::dollars(v));
    }
    if (endsWith(key, "Watts")) {
        return QStringLiteral("%1 W").arg(formatCount(v));
    }
    if (endsWith(key, "KgPerKwh")) {
        return QStringLiteral("%1 kg CO2e/kWh").arg(formatNumber(v));
    }
    return formatNumber(v);
}

/// Names of choices that have no input of their own in the app (the failure parts' settings).
struct ChoiceName {
    std::string_view pattern;
    std::string_view id;
    const char* name;
};

constexpr ChoiceName kChoiceNames[] = {
    {"reliability.parts[].scope", "gpu", QT_TRANSLATE_NOOP("Report", "per GPU")},
    {"reliability.parts[].scope", "node", QT_TRANSLATE_NOOP("Report", "per node")},
    {"reliability.parts[].scope", "job", QT_TRANSLATE_NOOP("Report", "per job")},
    {"reliability.parts[].replaces", "node", QT_TRANSLATE_NOOP("Report", "the node")},
    {"reliability.parts[].replaces", "none", QT_TRANSLATE_NOOP("Report", "nothing")},
    {"reliability.parts[].distribution", "exponential", QT_TRANSLATE_NOOP("Report", "Exponential")},
    {"reliability.parts[].distribution", "weibull", QT_TRANSLATE_NOOP("Report", "Weibull")},
    {"reliability.interval", "optimal", QT_TRANSLATE_NOOP("Report", "Optimal (simulated)")},
    {"workload.architecture.ffnType", "gelu", QT_TRANSLATE_NOOP("Report", "GELU")},
    {"workload.architecture.ffnType", "swiglu", QT_TRANSLATE_NOOP("Report", "SwiGLU")},
};

/// A choice as the app's inputs name it ("BF16", "Synchronous", "Optimal (Young)"), not as the
/// file writes it ("bf16", "sync", "young"); the file's id where the app has no name for it.
QString choiceName(const Leaf& leaf, const std::string& id) {
    const ScenarioKey* key = findScenarioKey(leaf.pattern);
    if (key == nullptr || key->type != KeyType::Choice) {
        return QString::fromStdString(id);
    }
    const auto at = std::find(key->choices.begin(), key->choices.end(), id);
    const Field* field = findField(QString::fromStdString(leaf.pattern));
    if (at != key->choices.end() && field != nullptr && field->kind == FieldKind::Choice) {
        // A Choice key's value is its index in `choices`, which the field's options carry.
        const int index = static_cast<int>(at - key->choices.begin());
        for (const auto& [label, value] : field->options) {
            if (value == index) {
                return QCoreApplication::translate("Fields", label);
            }
        }
    }
    for (const ChoiceName& c : kChoiceNames) {
        if (c.pattern == leaf.pattern && c.id == id) {
            return Tr::tr(c.name);
        }
    }
    return QString::fromStdString(id);
}

QString formatLeaf(const Leaf& leaf) {
    const json& v = leaf.value;
    if (v.is_null()) {
        return QStringLiteral("—");
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? Tr::tr("yes") : Tr::tr("no");
    }
    if (v.is_string()) {
        const std::string text = v.get<std::string>();
        return text.empty() ? QStringLiteral("—") : choiceName(leaf, text);
    }
    if (!v.is_number()) {
        return QString::fromStdString(v.dump());
    }
    const double x = v.get<double>();
    // A count the app picks from a list reads by the list's name ("Automatic" for expert TP 0,
    // "1: optimizer states" for ZeRO 1), not by its number.
    if (const Field* field = findField(QString::fromStdString(leaf.pattern));
        field != nullptr && field->kind == FieldKind::Choice) {
        for (const auto& [label, value] : field->options) {
            if (value == x) {
                return QCoreApplication::translate("Fields", label);
            }
        }
    }
    const Format* format = formatFor(leaf.pattern);
    // Without a line of its own a key reads by its schema row: a fraction as a percentage, an
    // integer as a grouped count, anything else by the unit its name carries.
    const ScenarioKey* row = findScenarioKey(leaf.pattern);
    const Kind fallback = row == nullptr                      ? Kind::ByKey
                          : row->unit.starts_with("fraction") ? Kind::Percent
                          : row->type == KeyType::Integer     ? Kind::Count
                                                              : Kind::ByKey;
    const std::string_view key = std::string_view(leaf.path).substr(leaf.path.rfind('.') + 1);
    switch (format ? format->kind : fallback) {
    case Kind::ByKey: return byKey(key, x);
    case Kind::Count: {
        const QString unit = QString::fromUtf8(format ? format->unit : "");
        if (unit.isEmpty()) {
            return formatCount(x);
        }
        return unit.startsWith(QLatin1Char(':')) ? formatNumber(x) + unit
                                                 : formatCount(x) + QLatin1Char(' ') + unit;
    }
    case Kind::Big: return formatCount(x);
    case Kind::Percent: return formatPercent(x);
    case Kind::Bytes: return QStringLiteral("%1 B").arg(formatNumber(x));
    case Kind::Text: return QString::fromStdString(v.dump());
    }
    return formatNumber(x);
}

QString labelText(const Leaf& leaf) {
    QString text = keyLabel(leaf.pattern);
    if (text.isEmpty()) {
        text = QString::fromStdString(leaf.path.substr(leaf.path.find('.') + 1));
    }
    // Parts of the failure model are numbered for the reader: "Part 1: MTBF per part".
    const std::size_t open = leaf.path.find('[');
    if (open != std::string::npos) {
        const int index = std::stoi(leaf.path.substr(open + 1)) + 1;
        text = Tr::tr("Part %1: %2").arg(index).arg(text);
    }
    return text;
}

QString sectionTitle(const Leaf& leaf) {
    for (const SectionTitle& s : kSections) {
        if (leaf.path.rfind(std::string(s.key), 0) == 0) {
            return Tr::tr(s.title);
        }
    }
    return {};
}

/// What a file naming the scenario's presets, and nothing else, would hold: the values the
/// user did not change.
Scenario referenceScenario(const Scenario& scenario, const PresetLookup& presets) {
    json doc = {{"schemaVersion", kScenarioSchemaVersion}};
    if (!scenario.workload.preset.empty()) {
        doc["workload"] = {{"preset", scenario.workload.preset}};
    }
    if (!scenario.hardware.preset.empty()) {
        doc["hardware"] = {{"preset", scenario.hardware.preset}};
    }
    if (!scenario.reliability.preset.empty()) {
        doc["reliability"] = {{"preset", scenario.reliability.preset}};
    }
    return readScenarioDocument(doc, presets).scenario;
}

} // namespace

std::vector<InputRow> inputRows(const Scenario& scenario, const PresetLookup& presets) {
    const std::vector<Leaf> reference = leaves(referenceScenario(scenario, presets));
    // A value a preset leaves at the default is the default's, not the preset's.
    const std::vector<Leaf> defaults =
        leaves(readScenarioDocument({{"schemaVersion", kScenarioSchemaVersion}}).scenario);
    auto find = [](const std::vector<Leaf>& in, const Leaf& leaf) {
        const auto it =
            std::find_if(in.begin(), in.end(), [&](const Leaf& l) { return l.path == leaf.path; });
        return it == in.end() ? nullptr : &*it;
    };
    std::vector<InputRow> rows;
    for (const Leaf& leaf : leaves(scenario)) {
        InputRow row;
        row.section = sectionTitle(leaf);
        row.label = labelText(leaf);
        row.value = formatLeaf(leaf);
        row.key = QString::fromStdString(leaf.path);
        if (leaf.path == "workload.parameters") {
            // With derived MFU the model counts the architecture's parameters, as the app's
            // input and the report's summary show them: the file's N is not the one used.
            const double counted = findField(row.key)->get(scenario) * 1e9;
            if (leaf.value.is_number() &&
                std::abs(counted - leaf.value.get<double>()) > 1e-9 * counted) {
                row.value = Tr::tr("%1 (counted from the architecture; the file's %2 is not used)")
                                .arg(formatCount(counted), row.value);
            }
        }
        const Leaf* ref = find(reference, leaf);
        const Leaf* def = find(defaults, leaf);
        if (ref != nullptr && ref->value == leaf.value) {
            // The reference holds the presets and the defaults only: a value of it that is not
            // the default's is a preset's, in whichever section (a hardware preset's price is
            // the cost section's value).
            const bool fromDefault = def != nullptr && def->value == leaf.value;
            row.origin = presets && !fromDefault ? InputOrigin::Preset : InputOrigin::Default;
        } else {
            row.origin = InputOrigin::Changed;
            row.reference = ref != nullptr ? formatLeaf(*ref) : Tr::tr("not set");
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<InputDifference> inputDifferences(const Scenario& baseline, const Scenario& current) {
    const std::vector<Leaf> before = leaves(baseline);
    const std::vector<Leaf> after = leaves(current);
    auto find = [](const std::vector<Leaf>& in, const std::string& path) {
        return std::find_if(in.begin(), in.end(), [&](const Leaf& l) { return l.path == path; });
    };
    std::vector<InputDifference> out;
    for (const Leaf& leaf : after) {
        const auto old = find(before, leaf.path);
        if (old == before.end() || old->value != leaf.value) {
            out.push_back({labelText(leaf), QString::fromStdString(leaf.path),
                           old == before.end() ? Tr::tr("not set") : formatLeaf(*old),
                           formatLeaf(leaf)});
        }
    }
    // Keys only the baseline has (an architecture or a part kind the current plan dropped).
    for (const Leaf& leaf : before) {
        if (find(after, leaf.path) == after.end()) {
            out.push_back({labelText(leaf), QString::fromStdString(leaf.path), formatLeaf(leaf),
                           Tr::tr("not set")});
        }
    }
    return out;
}

} // namespace goodput::views::report
