// SPDX-License-Identifier: MIT
#include "presettext.h"

#include "format.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <iterator>

namespace goodput::views {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("PresetText", text);
}

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString kindName(PresetKind kind) {
    switch (kind) {
    case PresetKind::Hardware:
        return tr("hardware");
    case PresetKind::Model:
        return tr("model");
    case PresetKind::Reliability:
        break;
    }
    return tr("reliability");
}

QString originName(PresetOrigin origin) {
    return origin == PresetOrigin::Shipped ? tr("shipped") : tr("user");
}

std::vector<PresetKind> kindsOf(std::optional<PresetKind> kind) {
    return kind ? std::vector<PresetKind>{*kind}
                : std::vector<PresetKind>(std::begin(kPresetKinds), std::end(kPresetKinds));
}

/// A value as shown: "n/p" when unpublished, a trailing "*" when unverified.
QString shown(const Preset& p, std::string_view path, const QString& value) {
    if (p.isUnpublished(path)) {
        return tr("n/p");
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
        return tr("n/p");
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
    const QStringList header = {tr("id"),
                                tr("kind"),
                                tr("origin"),
                                tr("display name"),
                                tr("BF16 dense"),
                                tr("FP8 dense"),
                                tr("HBM"),
                                tr("HBM bandwidth"),
                                tr("scale-up/accel"),
                                tr("domain"),
                                tr("scale-out/accel"),
                                tr("price/accel")};
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
                                      : tr("none"),
                            hbmText(p),
                            shown(p, "hbmBandwidthTBps", formatByteRate(a.hbmBandwidth)),
                            shown(p, "scaleUp.bandwidthGBps", formatByteRate(up.bandwidth)),
                            shown(p, "scaleUp.domainSize", formatCount(up.domainSize)),
                            shown(p, "scaleOut.bandwidthGbps", formatBitRate(out.bandwidth)),
                            priceText(p)};
    }
    return tr("Hardware presets. Peaks are dense (no 2:4 sparsity); HBM in GB (10^9 bytes); "
              "scale-up per "
              "accelerator, one direction; scale-out is the NIC rate per accelerator in Gb/s "
              "(bits).\n") +
           table(header, rows, {4, 5, 6, 7, 8, 9, 10, 11});
}

QString modelTable(const std::vector<const CatalogEntry*>& entries) {
    const QStringList header = {tr("id"),         tr("kind"),   tr("origin"), tr("display name"),
                                tr("parameters"), tr("active"), tr("layers"), tr("hidden"),
                                tr("heads/KV"),   tr("FFN"),    tr("vocab"),  tr("sequence"),
                                tr("tokens")};
    QList<QStringList> rows;
    for (const CatalogEntry* e : entries) {
        const Preset& p = e->preset;
        const ModelSpec& m = p.model;
        const Architecture& a = m.architecture;
        rows << QStringList{qs(p.id),
                            kindName(p.kind),
                            originName(e->origin),
                            qs(p.displayName),
                            formatShortCount(m.parameters),
                            m.activeParameters ? formatShortCount(*m.activeParameters) : tr("all"),
                            formatCount(a.layers),
                            formatCount(a.hiddenSize),
                            QStringLiteral("%1/%2").arg(a.attentionHeads).arg(a.kvHeads),
                            formatCount(a.ffnHiddenSize),
                            formatCount(a.vocabularySize),
                            formatCount(m.sequenceLength),
                            m.trainingTokens
                                ? shown(p, "trainingTokens", formatShortCount(*m.trainingTokens))
                                : tr("n/p")};
    }
    return tr("Model presets. Parameters are totals (all experts); \"active\" is per token for "
              "MoE.\n") +
           table(header, rows, {4, 5, 6, 7, 8, 9, 10, 11, 12});
}

QString maintenanceText(const ReliabilitySettings& r) {
    return r.maintenanceInterval ? tr("%1 every %2")
                                       .arg(formatDuration(r.maintenanceDuration),
                                            formatHours(*r.maintenanceInterval))
                                 : tr("none");
}

QString reliabilityTable(const std::vector<const CatalogEntry*>& entries) {
    const QStringList header = {tr("id"),           tr("kind"),       tr("origin"),
                                tr("display name"), tr("part kinds"), tr("maintenance"),
                                tr("hot spares")};
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
                            r.hotSpareNodes ? formatCount(*r.hotSpareNodes) : tr("always")};
    }
    return tr("Reliability presets: part kinds with their MTBF and restart path (goodput presets "
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
    return items.isEmpty() ? tr("none") : items.join(QStringLiteral(", "));
}

/// Rate, latency and efficiency of a tier; `key` is "scaleUp" (GB/s, one direction) or
/// "scaleOut" (a NIC rate in Gb/s).
void tierRows(const Preset& p, const Tier& t, const std::string& key, const QString& label,
              const std::string& efficiencySource, QStringList& out) {
    const bool nic = key == "scaleOut";
    const QString rate = nic ? shown(p, key + ".bandwidthGbps", formatBitRate(t.bandwidth))
                             : shown(p, key + ".bandwidthGBps", formatByteRate(t.bandwidth));
    out << row(label,
               (nic ? tr("%1: %2 per accelerator") : tr("%1: %2 per accelerator, one direction"))
                   .arg(qs(t.name), rate));
    out << row(tr("%1 latency").arg(label),
               shown(p, key + ".latencyUs", formatDuration(t.latency)));
    out << row(
        tr("%1 efficiency").arg(label),
        withSource(shown(p, key + ".efficiency", formatPercent(t.efficiency)), efficiencySource));
}

void hardwareDetails(const Preset& p, QStringList& out) {
    const Accelerator& a = p.hardware.accelerator;
    const Tier& up = p.hardware.hierarchy.scaleUp();
    const Tier& out_ = p.hardware.hierarchy.scaleOut();
    out << row(tr("Vendor, generation"),
               QStringLiteral("%1, %2").arg(qs(p.vendor), qs(p.generation)));
    out << row(tr("BF16 peak (dense)"), shown(p, "peakBf16Tflops", formatFlopRate(a.peakBf16)));
    out << row(tr("FP8 peak (dense)"), a.peakFp8
                                           ? shown(p, "peakFp8Tflops", formatFlopRate(*a.peakFp8))
                                           : tr("none (no FP8 units)"));
    QString capacity = hbmText(p);
    if (p.hbmCapacityInGiB && !p.isUnpublished("hbmCapacityGiB")) {
        capacity += tr(" (published as %1)").arg(formatGibibytes(a.hbmCapacity));
    }
    out << row(tr("HBM capacity"), capacity);
    out << row(tr("HBM bandwidth"), shown(p, "hbmBandwidthTBps", formatByteRate(a.hbmBandwidth)));
    if (a.peakBf16.value() > 0 && a.hbmBandwidth.value() > 0) {
        out << row(
            tr("Ridge point (BF16)"),
            tr("%1 FLOP/byte").arg(formatCount(ridgePoint(a.peakBf16, a.hbmBandwidth).value())));
    }
    out << row(tr("Matmul efficiency"),
               withSource(shown(p, "matmulEfficiency", formatPercent(a.matmulEfficiency)),
                          p.matmulEfficiencySource));
    tierRows(p, up, "scaleUp", tr("Scale-up"), p.scaleUpEfficiencySource, out);
    const QString topology = up.topology == Topology::Switched   ? tr("switched")
                             : up.topology == Topology::FullMesh ? tr("full mesh")
                                                                 : tr("torus");
    out << row(
        tr("Scale-up domain"),
        QStringLiteral("%1, %2").arg(
            shown(p, "scaleUp.domainSize", tr("%1 accelerators").arg(formatCount(up.domainSize))),
            shown(p, "scaleUp.topology", topology)));
    tierRows(p, out_, "scaleOut", tr("Scale-out"), p.scaleOutEfficiencySource, out);
    if (p.hardware.hierarchy.tiers.size() > 2) {
        out << row(tr("Spine above the pod"),
                   tr("pod of %1, oversubscribed %2:1")
                       .arg(formatCount(out_.domainSize))
                       .arg(p.hardware.hierarchy.tiers[2].oversubscription));
    }
    out << row(tr("TDP"), shown(p, "tdpWatts", tr("%1 W").arg(formatCount(p.hardware.tdpWatts))));
    QString price = priceText(p);
    if (p.price.usdPerGpuHour) {
        price = tr("%1 per accelerator (%2; %3)").arg(price, qs(p.price.date), qs(p.price.source));
    }
    out << row(tr("Price"), price);
}

void modelDetails(const Preset& p, QStringList& out) {
    const ModelSpec& m = p.model;
    const Architecture& a = m.architecture;
    if (!p.organization.empty()) {
        out << row(tr("Organization"), qs(p.organization));
    }
    out << row(tr("Parameters"), formatShortCount(m.parameters));
    if (m.activeParameters) {
        out << row(tr("Active per token"), formatShortCount(*m.activeParameters));
    }
    out << row(tr("Training tokens"),
               m.trainingTokens ? shown(p, "trainingTokens", formatShortCount(*m.trainingTokens))
                                : tr("n/p"));
    out << row(tr("Layers, hidden size"),
               tr("%1, %2").arg(formatCount(a.layers), formatCount(a.hiddenSize)));
    out << row(tr("Attention heads"), tr("%1 (KV heads %2, head size %3)")
                                          .arg(a.attentionHeads)
                                          .arg(a.kvHeads)
                                          .arg(a.attentionWidth() / std::max(1, a.attentionHeads)));
    out << row(tr("FFN"), QStringLiteral("%1 (%2)").arg(formatCount(a.ffnHiddenSize),
                                                        a.ffnType == FfnType::SwiGlu
                                                            ? QStringLiteral("SwiGLU")
                                                            : QStringLiteral("GELU")));
    out << row(tr("Vocabulary"), formatCount(a.vocabularySize));
    out << row(tr("Sequence length"),
               shown(p, "architecture.sequenceLength", formatCount(m.sequenceLength)));
    out << row(tr("Tied embeddings"), a.tiedEmbeddings ? tr("yes") : tr("no"));
    if (a.experts > 1) {
        out << row(tr("Experts"),
                   tr("%1 routed, %2 per token, %3 shared; %4 dense layers first; expert FFN %5")
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
    case PartScope::PerGpu:
        return tr("per GPU");
    case PartScope::PerNode:
        return tr("per node");
    case PartScope::PerJob:
        break;
    }
    return tr("per job");
}

/// A part's restart phase: its own value, or the section's (shared) one.
QString phaseText(const std::optional<Seconds>& own, Seconds shared) {
    return formatDuration(own.value_or(shared));
}

void reliabilityDetails(const Preset& p, QStringList& out) {
    const ReliabilitySettings& r = p.reliability;
    out << tr("  Part kinds (MTBF of one part; detection, diagnosis, replacement, repair):");
    for (const PartKind& part : r.parts) {
        const QString path = part.replaces == Replacement::Node
                                 ? tr("%1, %2, %3, repair %4")
                                       .arg(phaseText(part.detection, r.detection),
                                            phaseText(part.diagnosis, r.diagnosis),
                                            phaseText(part.replacement, r.replacement),
                                            formatHours(part.repair.value_or(r.repair)))
                                 : tr("%1, %2, restart in place")
                                       .arg(phaseText(part.detection, r.detection),
                                            phaseText(part.diagnosis, r.diagnosis));
        out << QStringLiteral("    - %1: %2 %3, MTBF %4%5; %6")
                   .arg(qs(part.kind), formatNumber(part.countPerScope), scopeName(part.scope),
                        formatHours(part.mtbf),
                        part.distribution == FailureDistribution::Weibull
                            ? tr(" (Weibull, shape %1)").arg(formatNumber(part.weibullShape))
                            : QString(),
                        path);
    }
    out << row(
        tr("Data restore, warm-up"),
        QStringLiteral("%1, %2").arg(formatDuration(r.dataRestore), formatDuration(r.warmup)));
    out << row(tr("Hot spare nodes"),
               r.hotSpareNodes ? formatCount(*r.hotSpareNodes) : tr("always one at hand"));
    out << row(tr("Elastic"), r.elastic ? tr("yes") : tr("no"));
    out << row(tr("Planned maintenance"), maintenanceText(r));
}

} // namespace

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
    text += tr("n/p = not published. ");
    if (unverified) {
        text += tr("* = unverified (recalled or assumed). ");
    }
    return text + tr("Details and sources: goodput presets show ID\n");
}

QString presetDetails(const CatalogEntry& entry) {
    const Preset& p = entry.preset;
    QStringList out;
    out << QStringLiteral("%1 [%2]").arg(qs(p.displayName), qs(p.id));
    out << row(tr("Kind"),
               tr("%1, %2 (%3)").arg(kindName(p.kind), originName(entry.origin), qs(entry.file)));
    if (p.releaseYear) {
        out << row(tr("Release year"), QString::number(*p.releaseYear));
    }
    if (p.kind == PresetKind::Hardware) {
        hardwareDetails(p, out);
    } else if (p.kind == PresetKind::Model) {
        modelDetails(p, out);
    } else {
        reliabilityDetails(p, out);
    }
    out << row(tr("Missing (not published)"), listOrNone(p.missing));
    out << row(tr("Unverified (*)"), listOrNone(p.unverified));
    out << row(tr("Notes"), qs(p.notes));
    out << tr("  Sources:");
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
