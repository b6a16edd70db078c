// SPDX-License-Identifier: MIT
#include "presettext.h"

#include "format.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <iterator>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "PresetText" (a struct, so that lupdate files
/// them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(PresetText)
};

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString kindName(PresetKind kind) {
    switch (kind) {
    case PresetKind::Hardware: return Tr::tr("hardware");
    case PresetKind::Model: return Tr::tr("model");
    case PresetKind::Reliability: break;
    }
    return Tr::tr("reliability");
}

QString originName(PresetOrigin origin) {
    return origin == PresetOrigin::Shipped ? Tr::tr("shipped") : Tr::tr("user");
}

std::vector<PresetKind> kindsOf(std::optional<PresetKind> kind) {
    return kind ? std::vector<PresetKind>{*kind}
                : std::vector<PresetKind>(std::begin(kPresetKinds), std::end(kPresetKinds));
}

/// A value as shown: "n/p" when unpublished, a trailing "*" when unverified.
QString shown(const Preset& p, std::string_view path, const QString& value) {
    if (p.isUnpublished(path)) {
        return Tr::tr("n/p");
    }
    return p.isUnverified(path) ? value + QLatin1Char('*') : value;
}

/// Columns padded to their widest cell; `rightAligned` columns hold numbers.
QString table(const QStringList& header, const QList<QStringList>& rows,
              const QList<int>& rightAligned) {
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList& row : QList<QStringList>{header} + rows) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            widths[c] = std::max(widths[c], row[c].size());
        }
    }
    QStringList lines;
    for (const QStringList& row : QList<QStringList>{header} + rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c) {
            const int width = static_cast<int>(widths[c]);
            cells << (rightAligned.contains(static_cast<int>(c)) ? row[c].rightJustified(width)
                                                                 : row[c].leftJustified(width));
        }
        lines << cells.join(QStringLiteral("  ")).trimmed();
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString priceText(const Preset& p) {
    if (!p.price.usdPerGpuHour) {
        return Tr::tr("n/p");
    }
    return shown(p, "price.usdPerGpuHour",
                 formatPricePerHour(units::dollarsPerHour(*p.price.usdPerGpuHour)));
}

QString hbmText(const Preset& p) {
    const Bytes capacity = p.hardware.accelerator.hbmCapacity;
    const char* key = p.hbmCapacityInGiB ? "hbmCapacityGiB" : "hbmCapacityGB";
    return shown(p, key, formatBytes(capacity));
}

QString hardwareTable(const std::vector<const CatalogEntry*>& entries) {
    const QStringList header = {Tr::tr("id"),
                                Tr::tr("kind"),
                                Tr::tr("origin"),
                                Tr::tr("display name"),
                                Tr::tr("BF16 dense"),
                                Tr::tr("FP8 dense"),
                                Tr::tr("HBM"),
                                Tr::tr("HBM bandwidth"),
                                Tr::tr("scale-up/accel"),
                                Tr::tr("domain"),
                                Tr::tr("scale-out/accel"),
                                Tr::tr("price/accel")};
    QList<QStringList> rows;
    for (const CatalogEntry* e : entries) {
        const Preset& p = e->preset;
        const Accelerator& a = p.hardware.accelerator;
        const Tier& up = p.hardware.hierarchy.scaleUp();
        const Tier& out = p.hardware.hierarchy.scaleOut();
        rows << QStringList{qs(p.id),
                            kindName(p.kind),
                            originName(e->origin),
                            qs(p.displayName),
                            shown(p, "peakBf16Tflops", formatFlopRate(a.peakBf16)),
                            a.peakFp8 ? shown(p, "peakFp8Tflops", formatFlopRate(*a.peakFp8))
                                      : Tr::tr("none"),
                            hbmText(p),
                            shown(p, "hbmBandwidthTBps", formatByteRate(a.hbmBandwidth)),
                            shown(p, "scaleUp.bandwidthGBps", formatByteRate(up.bandwidth)),
                            shown(p, "scaleUp.domainSize", formatCount(up.domainSize)),
                            shown(p, "scaleOut.bandwidthGbps", formatBitRate(out.bandwidth)),
                            priceText(p)};
    }
    return Tr::tr("Hardware presets. Peaks are dense (no 2:4 sparsity); HBM in GB (10^9 bytes); "
                  "scale-up per "
                  "accelerator, one direction; scale-out is the NIC rate per accelerator in Gb/s "
                  "(bits).\n") +
           table(header, rows, {4, 5, 6, 7, 8, 9, 10, 11});
}

QString modelTable(const std::vector<const CatalogEntry*>& entries) {
    const QStringList header = {Tr::tr("id"),           Tr::tr("kind"),       Tr::tr("origin"),
                                Tr::tr("display name"), Tr::tr("parameters"), Tr::tr("active"),
                                Tr::tr("layers"),       Tr::tr("hidden"),     Tr::tr("heads/KV"),
                                Tr::tr("FFN"),          Tr::tr("vocab"),      Tr::tr("sequence"),
                                Tr::tr("tokens")};
    QList<QStringList> rows;
    for (const CatalogEntry* e : entries) {
        const Preset& p = e->preset;
        const ModelSpec& m = p.model;
        const Architecture& a = m.architecture;
        rows << QStringList{
            qs(p.id),
            kindName(p.kind),
            originName(e->origin),
            qs(p.displayName),
            formatShortCount(m.parameters),
            m.activeParameters ? formatShortCount(*m.activeParameters) : Tr::tr("all"),
            formatCount(a.layers),
            formatCount(a.hiddenSize),
            QStringLiteral("%1/%2").arg(a.attentionHeads).arg(a.kvHeads),
            formatCount(a.ffnHiddenSize),
            formatCount(a.vocabularySize),
            formatCount(m.sequenceLength),
            m.trainingTokens ? shown(p, "trainingTokens", formatShortCount(*m.trainingTokens))
                             : Tr::tr("n/p")};
    }
    return Tr::tr("Model presets. Parameters are totals (all experts); \"active\" is per token for "
                  "MoE.\n") +
           table(header, rows, {4, 5, 6, 7, 8, 9, 10, 11, 12});
}

QString maintenanceText(const ReliabilitySettings& r) {
    return r.maintenanceInterval ? Tr::tr("%1 every %2")
                                       .arg(formatDuration(r.maintenanceDuration),
                                            formatHours(*r.maintenanceInterval))
                                 : Tr::tr("none");
}

QString reliabilityTable(const std::vector<const CatalogEntry*>& entries) {
    const QStringList header = {Tr::tr("id"),           Tr::tr("kind"),       Tr::tr("origin"),
                                Tr::tr("display name"), Tr::tr("part kinds"), Tr::tr("maintenance"),
                                Tr::tr("hot spares")};
    QList<QStringList> rows;
    for (const CatalogEntry* e : entries) {
        const Preset& p = e->preset;
        const ReliabilitySettings& r = p.reliability;
        rows << QStringList{qs(p.id),
                            kindName(p.kind),
                            originName(e->origin),
                            qs(p.displayName),
                            formatCount(static_cast<double>(r.parts.size())),
                            maintenanceText(r),
                            r.hotSpareNodes ? formatCount(*r.hotSpareNodes) : Tr::tr("always")};
    }
    return Tr::tr(
               "Reliability presets: part kinds with their MTBF and restart path (goodput presets "
               "show ID).\n") +
           table(header, rows, {4});
}

QString row(const QString& label, const QString& value) {
    return QStringLiteral("  %1 %2").arg(label + QLatin1Char(':'), -24).arg(value);
}

QString withSource(const QString& value, const std::string& source) {
    return source.empty() ? value : QStringLiteral("%1 (%2)").arg(value, qs(source));
}

QString listOrNone(const std::vector<std::string>& list) {
    QStringList items;
    for (const std::string& s : list) {
        items << qs(s);
    }
    return items.isEmpty() ? Tr::tr("none") : items.join(QStringLiteral(", "));
}

/// Rate, latency and efficiency of a tier; `key` is "scaleUp" (GB/s, one direction) or
/// "scaleOut" (a NIC rate in Gb/s).
void tierRows(const Preset& p, const Tier& t, const std::string& key, const QString& label,
              const std::string& efficiencySource, QStringList& out) {
    const bool nic = key == "scaleOut";
    const QString rate = nic ? shown(p, key + ".bandwidthGbps", formatBitRate(t.bandwidth))
                             : shown(p, key + ".bandwidthGBps", formatByteRate(t.bandwidth));
    out << row(label, (nic ? Tr::tr("%1: %2 per accelerator")
                           : Tr::tr("%1: %2 per accelerator, one direction"))
                          .arg(qs(t.name), rate));
    out << row(Tr::tr("%1 latency").arg(label),
               shown(p, key + ".latencyUs", formatDuration(t.latency)));
    out << row(
        Tr::tr("%1 efficiency").arg(label),
        withSource(shown(p, key + ".efficiency", formatPercent(t.efficiency)), efficiencySource));
}

void hardwareDetails(const Preset& p, QStringList& out) {
    const Accelerator& a = p.hardware.accelerator;
    const Tier& up = p.hardware.hierarchy.scaleUp();
    const Tier& out_ = p.hardware.hierarchy.scaleOut();
    out << row(Tr::tr("Vendor, generation"),
               QStringLiteral("%1, %2").arg(qs(p.vendor), qs(p.generation)));
    out << row(Tr::tr("BF16 peak (dense)"), shown(p, "peakBf16Tflops", formatFlopRate(a.peakBf16)));
    out << row(Tr::tr("FP8 peak (dense)"),
               a.peakFp8 ? shown(p, "peakFp8Tflops", formatFlopRate(*a.peakFp8))
                         : Tr::tr("none (no FP8 units)"));
    QString capacity = hbmText(p);
    if (p.hbmCapacityInGiB && !p.isUnpublished("hbmCapacityGiB")) {
        capacity += Tr::tr(" (published as %1)").arg(formatGibibytes(a.hbmCapacity));
    }
    out << row(Tr::tr("HBM capacity"), capacity);
    out << row(Tr::tr("HBM bandwidth"),
               shown(p, "hbmBandwidthTBps", formatByteRate(a.hbmBandwidth)));
    if (a.peakBf16.value() > 0 && a.hbmBandwidth.value() > 0) {
        out << row(Tr::tr("Ridge point (BF16)"),
                   Tr::tr("%1 FLOP/byte")
                       .arg(formatCount(ridgePoint(a.peakBf16, a.hbmBandwidth).value())));
    }
    out << row(Tr::tr("Matmul efficiency"),
               withSource(shown(p, "matmulEfficiency", formatPercent(a.matmulEfficiency)),
                          p.matmulEfficiencySource));
    tierRows(p, up, "scaleUp", Tr::tr("Scale-up"), p.scaleUpEfficiencySource, out);
    const QString topology = up.topology == Topology::Switched   ? Tr::tr("switched")
                             : up.topology == Topology::FullMesh ? Tr::tr("full mesh")
                                                                 : Tr::tr("torus");
    out << row(Tr::tr("Scale-up domain"),
               QStringLiteral("%1, %2").arg(
                   shown(p, "scaleUp.domainSize",
                         Tr::tr("%1 accelerators").arg(formatCount(up.domainSize))),
                   shown(p, "scaleUp.topology", topology)));
    tierRows(p, out_, "scaleOut", Tr::tr("Scale-out"), p.scaleOutEfficiencySource, out);
    if (p.hardware.hierarchy.tiers.size() > 2) {
        out << row(Tr::tr("Spine above the pod"),
                   Tr::tr("pod of %1, oversubscribed %2:1")
                       .arg(formatCount(out_.domainSize))
                       .arg(p.hardware.hierarchy.tiers[2].oversubscription));
    }
    out << row(Tr::tr("TDP"),
               shown(p, "tdpWatts", Tr::tr("%1 W").arg(formatCount(p.hardware.tdpWatts))));
    QString price = priceText(p);
    if (p.price.usdPerGpuHour) {
        price =
            Tr::tr("%1 per accelerator (%2; %3)").arg(price, qs(p.price.date), qs(p.price.source));
    }
    out << row(Tr::tr("Price"), price);
}

void modelDetails(const Preset& p, QStringList& out) {
    const ModelSpec& m = p.model;
    const Architecture& a = m.architecture;
    if (!p.organization.empty()) {
        out << row(Tr::tr("Organization"), qs(p.organization));
    }
    out << row(Tr::tr("Parameters"), formatShortCount(m.parameters));
    if (m.activeParameters) {
        out << row(Tr::tr("Active per token"), formatShortCount(*m.activeParameters));
    }
    out << row(Tr::tr("Training tokens"),
               m.trainingTokens ? shown(p, "trainingTokens", formatShortCount(*m.trainingTokens))
                                : Tr::tr("n/p"));
    out << row(Tr::tr("Layers, hidden size"),
               Tr::tr("%1, %2").arg(formatCount(a.layers), formatCount(a.hiddenSize)));
    out << row(Tr::tr("Attention heads"),
               Tr::tr("%1 (KV heads %2, head size %3)")
                   .arg(a.attentionHeads)
                   .arg(a.kvHeads)
                   .arg(a.attentionWidth() / std::max(1, a.attentionHeads)));
    if (a.latentAttention()) {
        out << row(Tr::tr("Latent attention"),
                   Tr::tr("KV rank %1, Q rank %2, rotary head size %3")
                       .arg(formatCount(a.kvLoraRank))
                       .arg(a.qLoraRank > 0 ? formatCount(a.qLoraRank) : Tr::tr("none"))
                       .arg(a.qkRopeHeadDim));
    }
    if (a.mtpLayers > 0) {
        out << row(Tr::tr("MTP modules"), QString::number(a.mtpLayers));
    }
    out << row(Tr::tr("FFN"), QStringLiteral("%1 (%2)").arg(formatCount(a.ffnHiddenSize),
                                                            a.ffnType == FfnType::SwiGlu
                                                                ? QStringLiteral("SwiGLU")
                                                                : QStringLiteral("GELU")));
    out << row(Tr::tr("Vocabulary"), formatCount(a.vocabularySize));
    out << row(Tr::tr("Sequence length"),
               shown(p, "architecture.sequenceLength", formatCount(m.sequenceLength)));
    out << row(Tr::tr("Tied embeddings"), a.tiedEmbeddings ? Tr::tr("yes") : Tr::tr("no"));
    if (a.experts > 1) {
        out << row(
            Tr::tr("Experts"),
            Tr::tr("%1 routed, %2 per token, %3 shared; %4 dense layers first; expert FFN %5")
                .arg(a.experts)
                .arg(a.expertsPerToken)
                .arg(a.sharedExperts)
                .arg(a.denseLayers)
                .arg(formatCount(a.expertFfnHiddenSize > 0 ? a.expertFfnHiddenSize
                                                           : a.ffnHiddenSize)));
    }
}

QString scopeName(PartScope scope) {
    switch (scope) {
    case PartScope::PerGpu: return Tr::tr("per GPU");
    case PartScope::PerNode: return Tr::tr("per node");
    case PartScope::PerJob: break;
    }
    return Tr::tr("per job");
}

/// A part's restart phase: its own value, or the section's (shared) one.
QString phaseText(const std::optional<Seconds>& own, Seconds shared) {
    return formatDuration(own.value_or(shared));
}

void reliabilityDetails(const Preset& p, QStringList& out) {
    const ReliabilitySettings& r = p.reliability;
    out << Tr::tr("  Part kinds (MTBF of one part; detection, diagnosis, replacement, repair):");
    for (const PartKind& part : r.parts) {
        const QString path = part.replaces == Replacement::Node
                                 ? Tr::tr("%1, %2, %3, repair %4")
                                       .arg(phaseText(part.detection, r.detection),
                                            phaseText(part.diagnosis, r.diagnosis),
                                            phaseText(part.replacement, r.replacement),
                                            formatHours(part.repair.value_or(r.repair)))
                                 : Tr::tr("%1, %2, restart in place")
                                       .arg(phaseText(part.detection, r.detection),
                                            phaseText(part.diagnosis, r.diagnosis));
        out << QStringLiteral("    - %1: %2 %3, MTBF %4%5; %6")
                   .arg(qs(part.kind), formatNumber(part.countPerScope), scopeName(part.scope),
                        formatHours(part.mtbf),
                        part.distribution == FailureDistribution::Weibull
                            ? Tr::tr(" (Weibull, shape %1)").arg(formatNumber(part.weibullShape))
                            : QString(),
                        path);
    }
    out << row(
        Tr::tr("Data restore, warm-up"),
        QStringLiteral("%1, %2").arg(formatDuration(r.dataRestore), formatDuration(r.warmup)));
    out << row(Tr::tr("Hot spare nodes"),
               r.hotSpareNodes ? formatCount(*r.hotSpareNodes) : Tr::tr("always one at hand"));
    out << row(Tr::tr("Elastic"), r.elastic ? Tr::tr("yes") : Tr::tr("no"));
    out << row(Tr::tr("Planned maintenance"), maintenanceText(r));
}

} // namespace

const std::vector<PresetKeyNotShown>& presetKeysNotShown() {
    // Printing these would change `goodput presets show`, which issue 16 kept byte-identical.
    static const char* const kernel = "a kernel constant of the step model, not printed yet";
    static const std::vector<PresetKeyNotShown> keys{
        {PresetKind::Hardware, "fp8MatmulEfficiency", kernel},
        {PresetKind::Hardware, "sustainedMatmulEfficiency", kernel},
        {PresetKind::Hardware, "attentionEfficiency", kernel},
        {PresetKind::Hardware, "flash2AttentionEfficiency", kernel},
        {PresetKind::Hardware, "computeUnits", kernel},
        {PresetKind::Hardware, "memoryEfficiency", kernel},
        {PresetKind::Hardware, "scaleOut.podSize",
         "printed with the spine tier it makes (\"Spine above the pod\"), when the file has one"},
        {PresetKind::Model, "architecture.dropout", "a training detail of GPT-3-era models"},
    };
    return keys;
}

QString presetTable(const PresetCatalog& catalog, std::optional<PresetKind> kind) {
    QStringList parts;
    bool unverified = false;
    for (PresetKind k : kindsOf(kind)) {
        const std::vector<const CatalogEntry*> entries = catalog.entries(k);
        parts << (k == PresetKind::Hardware ? hardwareTable(entries)
                  : k == PresetKind::Model  ? modelTable(entries)
                                            : reliabilityTable(entries));
        unverified =
            unverified || std::any_of(entries.begin(), entries.end(), [](const CatalogEntry* e) {
                return !e->preset.unverified.empty();
            });
    }
    QString text = parts.join(QLatin1Char('\n'));
    text += Tr::tr("n/p = not published. ");
    if (unverified) {
        text += Tr::tr("* = unverified (recalled or assumed). ");
    }
    return text + Tr::tr("Details and sources: goodput presets show ID\n");
}

QString presetDetails(const CatalogEntry& entry) {
    const Preset& p = entry.preset;
    QStringList out;
    out << QStringLiteral("%1 [%2]").arg(qs(p.displayName), qs(p.id));
    out << row(
        Tr::tr("Kind"),
        Tr::tr("%1, %2 (%3)").arg(kindName(p.kind), originName(entry.origin), qs(entry.file)));
    if (p.releaseYear) {
        out << row(Tr::tr("Release year"), QString::number(*p.releaseYear));
    }
    if (p.kind == PresetKind::Hardware) {
        hardwareDetails(p, out);
    } else if (p.kind == PresetKind::Model) {
        modelDetails(p, out);
    } else {
        reliabilityDetails(p, out);
    }
    out << row(Tr::tr("Missing (not published)"), listOrNone(p.missing));
    out << row(Tr::tr("Unverified (*)"), listOrNone(p.unverified));
    out << row(Tr::tr("Notes"), qs(p.notes));
    out << Tr::tr("  Sources:");
    for (const std::string& s : p.sources) {
        out << QStringLiteral("    - %1").arg(qs(s));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

nlohmann::ordered_json presetListJson(const PresetCatalog& catalog,
                                      std::optional<PresetKind> kind) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (PresetKind k : kindsOf(kind)) {
        for (const CatalogEntry* e : catalog.entries(k)) {
            list.push_back({{"kind", presetKindId(k)},
                            {"id", e->preset.id},
                            {"origin", e->origin == PresetOrigin::Shipped ? "shipped" : "user"},
                            {"file", e->file},
                            {"preset", presetToJson(e->preset)}});
        }
    }
    return list;
}

} // namespace goodput::views
