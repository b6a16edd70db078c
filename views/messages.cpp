// SPDX-License-Identifier: MIT
#include "messages.h"

#include "format.h"
#include "model/enum_names.h"
#include "model/preset_catalog.h"
#include "model/reliability.h"
#include "model/simulate.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <limits>

namespace goodput::views {
namespace {

/// This file's strings, in the translation context "Diagnostics" (a struct, so that lupdate files
/// them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Diagnostics)
};

/// A diagnostic's number: a whole number in full with digit grouping ("2,147,483,648", never
/// "2.14748e+09", which hides the difference from its limit), else the shortest form that reads
/// back as the same double.
QString number(std::optional<double> v) {
    if (!v) {
        return QStringLiteral("?");
    }
    if (std::isfinite(*v) && *v == std::floor(*v) && std::abs(*v) < 1e15) {
        return QLocale().toString(static_cast<qlonglong>(*v));
    }
    // Past that, and wherever the shortest form needs an exponent, as the app writes it
    // ("2.2116693883472192e24", "1e-4"), never C's "1E+16" or "1E-04".
    const QString text = QLocale().toString(*v, 'g', QLocale::FloatingPointShortest);
    if (std::abs(*v) >= 1e15 || text.contains(QLatin1Char('e'), Qt::CaseInsensitive)) {
        return formatScientific(*v, 0);
    }
    return text;
}

/// The count a numerus message ("%Ln GPU(s)") is translated for: the whole number `v` holds, or
/// INT_MAX where no int holds it (a batch of 1e12 sequences is valid), which withCount() then
/// writes as number() does.
int numerus(std::optional<double> v) {
    const double n = v.value_or(0);
    constexpr double kMax = std::numeric_limits<int>::max();
    return std::isfinite(n) && n == std::floor(n) && std::abs(n) < kMax
               ? static_cast<int>(n)
               : std::numeric_limits<int>::max();
}

/// A numerus message translated for numerus(v), with `v` in full where no int held it.
QString withCount(QString text, std::optional<double> v) {
    if (numerus(v) == std::numeric_limits<int>::max()) {
        text.replace(QLocale().toString(std::numeric_limits<int>::max()), number(v));
    }
    return text;
}

QString reason(const Diagnostic& d) {
    const QString text = QString::fromStdString(d.text);
    switch (d.code) {
    case DiagCode::FileUnreadable: return Tr::tr("cannot be read: %1").arg(text);
    case DiagCode::FileUnwritable: return Tr::tr("cannot be written: %1").arg(text);
    case DiagCode::JsonSyntax:
        return Tr::tr("malformed JSON at line %1, column %2").arg(d.line).arg(d.column);
    case DiagCode::FileTooLarge:
        return Tr::tr("the file is %1 bytes, more than the %2 bytes Goodput reads")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::UnsupportedVersion:
        return Tr::
            tr("written by a newer or unknown format version %1 (this Goodput reads version %2); "
               "nothing was loaded")
                .arg(number(d.actual), number(d.limit));
    case DiagCode::MissingField: return Tr::tr("required value is missing");
    case DiagCode::EmptyList: return Tr::tr("the list is empty; give at least one entry");
    case DiagCode::WrongType:
        if (text == QLatin1String("object")) {
            return Tr::tr("must be an object ({...})");
        }
        if (text == QLatin1String("array")) {
            return Tr::tr("must be an array ([...])");
        }
        if (text == QLatin1String("number")) {
            return Tr::tr("must be a number");
        }
        if (text == QLatin1String("string")) {
            return Tr::tr("must be a string");
        }
        if (text == QLatin1String("boolean")) {
            return Tr::tr("must be true or false");
        }
        return Tr::tr("must be of the JSON type %1").arg(text);
    case DiagCode::NotFinite:
        return d.field.empty()
                   ? Tr::tr("a number in the file is too large to be finite; nothing was loaded")
                   : Tr::tr("must be a finite number");
    case DiagCode::OutOfRange:
        if (d.actual && d.limit && *d.actual < *d.limit) {
            return Tr::tr("%1 is below the minimum %2").arg(number(d.actual), number(d.limit));
        }
        // A maximum is crossed only by a larger value: equal means an exclusive minimum (a
        // quantity that must be positive, given as 0).
        if (d.actual && d.limit && *d.actual == *d.limit) {
            return Tr::tr("must be more than %1").arg(number(d.limit));
        }
        return Tr::tr("%1 is above the maximum %2").arg(number(d.actual), number(d.limit));
    case DiagCode::NotAnInteger:
        return Tr::tr("must be a whole number (got %1)").arg(number(d.actual));
    case DiagCode::UnknownEnumValue:
        return Tr::tr("\"%1\" is not one of the accepted values").arg(text);
    case DiagCode::UnknownKey: return Tr::tr("unknown key \"%1\", ignored").arg(text);
    case DiagCode::KeyCase:
        return Tr::tr("not a key: the key is \"%1\", and the case of its letters is part of it "
                      "(GB are gigabytes, Gb gigabits)")
            .arg(text);
    case DiagCode::UnknownKeysMore:
        return Tr::tr("%1 more unknown keys, ignored (not listed one by one)")
            .arg(number(d.actual));
    case DiagCode::UnknownPreset: return Tr::tr("no preset with id \"%1\"").arg(text);
    case DiagCode::JsonTooDeep:
        return Tr::tr("nested more than %1 levels deep at line %2, column %3; nothing was loaded")
            .arg(number(d.limit))
            .arg(d.line)
            .arg(d.column);
    case DiagCode::DuplicateKey:
        return Tr::tr("given twice in one object; give it once (nothing was loaded)");
    case DiagCode::FileEmpty: return Tr::tr("the file is empty; nothing was loaded");
    case DiagCode::FileNotRegular:
        return Tr::tr("is a device or a socket, not a file; nothing was read (give a file)");
    case DiagCode::NotUtf8:
        return Tr::tr("the file is %1 text; Goodput reads UTF-8: save it as UTF-8").arg(text);
    case DiagCode::ConflictingKeys:
        return Tr::tr("conflicts with \"%1\": give only one of the two").arg(text);
    case DiagCode::PresetBadId:
        return Tr::tr("\"%1\" is not a valid id: use lowercase letters, digits, '.' and '-', "
                      "starting with a "
                      "letter or digit, at most %2 characters")
            .arg(text)
            .arg(kMaxPresetIdLength);
    case DiagCode::PresetKindMismatch:
        return Tr::tr("a \"%1\" preset does not belong here; the file was skipped").arg(text);
    case DiagCode::PresetIdMismatch: return Tr::tr("must equal the file name \"%1\"").arg(text);
    case DiagCode::PresetIdClash:
        return Tr::
            tr("this id is already taken by %1, which stays in effect; this preset was not loaded")
                .arg(text);
    case DiagCode::PresetNullNotListed:
        return Tr::tr("is null (not published) but not listed in \"missing\"");
    case DiagCode::PresetListedNotNull:
        return Tr::tr("\"%1\" is listed as missing but has a value (or does not exist)").arg(text);
    case DiagCode::Fp8BelowBf16:
        return Tr::tr("dense FP8 peak %1 TFLOP/s is below the BF16 peak %2 TFLOP/s")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::BandwidthOrder:
        return Tr::tr("%1 per accelerator is not below %2 of \"%3\", the level inside it")
            .arg(formatByteRate(ByteRate(d.actual.value_or(0))),
                 formatByteRate(ByteRate(d.limit.value_or(0))), text);
    case DiagCode::GpusNotDivisibleByNode:
        return withCount(
                   Tr::tr("%Ln GPU(s) do not fill whole nodes of %1", nullptr, numerus(d.actual)),
                   d.actual)
            .arg(number(d.limit));
    case DiagCode::PartialScaleUpDomain:
        return withCount(Tr::tr("%Ln GPU(s) are not a whole number of %1-GPU scale-up domains: one "
                                "domain (an NVL72 rack, say) is only partly used",
                                nullptr, numerus(d.actual)),
                         d.actual)
            .arg(number(d.limit));
    case DiagCode::LayoutMismatch:
        return withCount(Tr::tr("TP x PP x CP = %1 does not divide the %Ln GPU(s), so no whole "
                                "data-parallel degree exists",
                                nullptr, numerus(d.limit)),
                         d.limit)
            .arg(number(d.actual));
    case DiagCode::MissingHardwareValue:
        return Tr::tr("not published for this hardware; enter a value to plan with it");
    case DiagCode::Fp8Unsupported:
        return Tr::tr("this accelerator has no FP8 units; its BF16 peak is used");
    case DiagCode::TpTrafficNeedsArchitecture:
        return Tr::tr("tensor-parallel traffic needs the model's hidden size and layers; give an "
                      "architecture");
    case DiagCode::HeadsNotDivisibleByTp:
        return Tr::tr("%1 attention heads cannot be split evenly over TP = %2")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::KvHeadsIncompatibleWithTp:
        return Tr::tr("%1 KV heads and TP = %2: one must divide the other")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::FfnNotDivisibleByTp:
        return Tr::tr("the FFN width %1 cannot be split evenly over TP = %2")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::VirtualStagesNeedPipeline:
        return Tr::tr("%1 virtual stages need pipeline parallelism (PP = %2)")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::TooFewLayersForStages:
        return Tr::tr("%1 layers cannot fill PP x virtual stages = %2 pipeline chunks")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::UnevenPipelineStages:
        return Tr::tr("%1 layers do not divide evenly into %2 pipeline chunks; the slowest stage "
                      "sets the pace")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::SequenceNotDivisibleByCp:
        return Tr::tr("the sequence of %1 tokens cannot be split evenly over CP = %2")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::ExpertParallelWithoutExperts:
        return Tr::tr("EP = %1 needs a mixture-of-experts model (experts = %2)")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::ExpertsNotDivisibleByEp:
        return Tr::tr("%1 experts cannot be split evenly over EP = %2")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::DpNotDivisibleByEp:
        return Tr::tr("expert parallelism is carved out of data parallelism (and of the TP ranks "
                      "expert TP leaves): DP x TP / expert TP = %1 is not a multiple of EP = %2")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::TpNotDivisibleByExpertTp:
        return Tr::tr("expert TP = %2 must divide TP = %1").arg(number(d.actual), number(d.limit));
    case DiagCode::BatchNotWholeSequences:
        return Tr::tr("%1 tokens per step is not a whole number of %2-token sequences")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::BatchNotDivisibleByDpMicroBatch:
        return withCount(
                   Tr::tr("a batch of %Ln sequence(s) does not divide into DP x micro-batch = %1",
                          nullptr, numerus(d.actual)),
                   d.actual)
            .arg(number(d.limit));
    case DiagCode::LayoutDoesNotFit:
        // Computed bytes to one decimal ("152.3 GB", once "152.28323328 GB").
        return Tr::tr("this layout needs %1 GB per GPU but the GPU has %2 GB")
            .arg(QLocale().toString(d.actual.value_or(0), 'f', 1),
                 QLocale().toString(d.limit.value_or(0), 'f', 1));
    case DiagCode::NoLayoutFits:
        return withCount(Tr::tr("no valid layout of these %Ln GPU(s) fits in memory", nullptr,
                                numerus(d.actual)),
                         d.actual);
    case DiagCode::NoFailureRate:
        return Tr::tr(
            "no part can fail (no parts, or every count is zero), so there is no MTBF to plan "
            "checkpoints with; give at least one part a count and an MTBF");
    case DiagCode::TpCrossesScaleUpDomain:
        return Tr::
            tr("TP spans more GPUs than the scale-up domain of %1: its collectives run %2x slower "
               "on the scale-out tier (2.5.4)")
                .arg(number(d.limit), QLocale().toString(d.actual.value_or(1.0), 'f', 1));
    case DiagCode::DataLoadingBound:
        return Tr::
            tr("the cluster reads %1 but the data store sustains %2: data loading bound (2.5.10)")
                .arg(formatByteRate(units::gigabytesPerSecond(d.actual.value_or(0))),
                     formatByteRate(units::gigabytesPerSecond(d.limit.value_or(0))));
    case DiagCode::CheckpointLongerThanInterval:
        return Tr::tr("writing a checkpoint takes %1 but one is due every %2 (2.5.11)")
            .arg(formatDuration(Seconds(d.actual.value_or(0))),
                 formatDuration(Seconds(d.limit.value_or(0))));
    case DiagCode::RunNeverFinishes:
        return Tr::
            tr("failures, restarts and planned stops take all the time, so the run never finishes; "
               "this value alone costs %1 of the wall-clock (2.5.13)")
                .arg(formatPercent(d.actual.value_or(0)));
    case DiagCode::LowGoodput:
        return Tr::tr("goodput is only %1: failures and checkpoints cost more than %2 of the time "
                      "(2.5.13)")
            .arg(formatPercent(d.actual.value_or(0)), formatPercent(1.0 - d.limit.value_or(0)));
    case DiagCode::AssumedMfuAbovePeak:
        return Tr::tr(
                   "assumed MFU %1 is above the achievable matmul efficiency %2 of this hardware")
            .arg(formatPercent(d.actual.value_or(0)), formatPercent(d.limit.value_or(0)));
    case DiagCode::SparePoolTooSmall:
        return withCount(
                   Tr::tr("%Ln hot spare node(s), but %1 nodes are away for repair on average: the "
                          "pool runs dry and the job waits for repairs",
                          nullptr, numerus(d.actual)),
                   d.actual)
            .arg(QLocale().toString(d.limit.value_or(0), 'f', 1));
    case DiagCode::ParametersDisagree:
        return Tr::tr("%1 parameters, but the architecture counts %2: the step model, derived MFU "
                      "and the layout search use the architecture's count, 6ND under an assumed "
                      "MFU this one; make them agree (or remove one)")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::SomeRunsUnfinished:
        return Tr::tr("%1 of %2 runs never finished (past %3 times the compute time or the "
                      "event cap): goodput counts them as 0; days, cost and failures are over "
                      "the runs that finished")
            .arg(number(d.actual), number(d.limit), number(kMaxWallClockFactor));
    case DiagCode::EventBudgetSpent:
        if (d.actual && d.limit && *d.actual >= *d.limit) {
            return Tr::tr("the simulation's budget of %1 events ran out in the search for the "
                          "optimum interval: its last points rest on fewer runs")
                .arg(number(static_cast<double>(kSimulationEventBudget)));
        }
        return Tr::tr("the simulation's budget of %1 events ran out after %2 of the %3 runs asked "
                      "for; the results are over those %2")
            .arg(number(static_cast<double>(kSimulationEventBudget)), number(d.actual),
                 number(d.limit));
    case DiagCode::SearchLayoutCap:
        return Tr::tr("the search evaluated %1 of the %2 candidate layouts (its cap), an even "
                      "sample over TP, CP and PP: the best shown is the best of those")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::NcclRowCap:
        return Tr::tr("the log has %1 result rows; only the first %2 are read")
            .arg(number(d.limit), number(d.actual));
    case DiagCode::NoBoardPower:
        return Tr::tr("this hardware publishes no TDP: set one, or a power cap, to see the "
                      "megawatts, energy and CO2e of the run");
    case DiagCode::RunShorterThanStep:
        return Tr::tr("%1 tokens are fewer than one global batch of %2: the run is shorter than "
                      "one optimizer step, and its days and dollars are a fraction of one step's")
            .arg(number(d.actual.value_or(0)), number(d.limit.value_or(0)));
    case DiagCode::PowerCapWithoutTdp:
        return Tr::tr("a %1 W cap counts as the board power, but without the board's TDP it "
                      "cannot slow the clock: the compute runs at full speed; set the TDP")
            .arg(number(d.actual.value_or(0)));
    case DiagCode::SpeedSpreadIgnored:
        return Tr::tr("a speed spread of %1 has no effect on this part: the spread applies to GPUs "
                      "whose clocks boost die by die (presets with compute units)")
            .arg(number(d.actual.value_or(0)));
    case DiagCode::EfficiencyAboveMatmulCeiling:
        return Tr::tr("%1 is above the matmul ceiling %2 (matmulEfficiency): the step model "
                      "runs it at the ceiling")
            .arg(number(d.actual.value_or(0)), number(d.limit.value_or(0)));
    case DiagCode::DeepPowerCap:
        return Tr::tr(
                   "a %1 W cap is under half the board's %2 W: the clock law behind it (the cube "
                   "of power) leaves out static power, so the compute speed reads optimistic "
                   "there, and boards refuse caps far below their TDP")
            .arg(number(d.actual.value_or(0)), number(d.limit.value_or(0)));
    case DiagCode::FlopConventionNeedsArchitecture:
        return Tr::tr("the FLOP convention %1 counts attention or logits on the architecture, and "
                      "there is none: MFU and HFU count 6N; add the architecture or choose 6N")
            .arg(flopConventionName(d.text));
    case DiagCode::NcclRowUnreadable:
        if (!d.text.empty()) {
            return Tr::tr(
                       "line %1: column %2 of this nccl-tests row, \"%3\", is not a valid number")
                .arg(d.line)
                .arg(number(d.actual), text);
        }
        return Tr::tr("line %1: this nccl-tests row has %2 columns, %3 are needed")
            .arg(d.line)
            .arg(number(d.actual), number(d.limit));
    case DiagCode::NcclUnitUnknown:
        return Tr::tr("line %1: the table is in %2, but sizes must be in (B), times in (us) and "
                      "bandwidths "
                      "in (GB/s)")
            .arg(d.line)
            .arg(text);
    case DiagCode::NcclCollectiveUnknown:
        if (text.contains(QLatin1Char('|'))) {
            return Tr::tr("line %1: the log does not name this run's nccl-tests program and its "
                          "table fits %2 alike; give --collective %3")
                .arg(d.line)
                .arg(QString(text).replace(QLatin1Char('|'), Tr::tr(" or ")), text);
        }
        return Tr::tr("line %1: the log does not name this run's nccl-tests program and its table "
                      "fits none of the collectives; give --collective "
                      "all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce")
            .arg(d.line);
    case DiagCode::NcclRanksUnknown:
        return Tr::
            tr("line %1: the log lists no devices and the GPU count cannot be inferred; give the "
               "number of GPUs")
                .arg(d.line);
    case DiagCode::NcclRanksInconsistent:
        return Tr::
            tr("line %1: the run lists %2 devices but its busbw/algbw ratio implies %3 GPUs; the "
               "device list is used")
                .arg(d.line)
                .arg(number(d.limit), number(d.actual));
    case DiagCode::NcclWarning: return Tr::tr("line %1: NCCL warned: %2").arg(d.line).arg(text);
    case DiagCode::NcclNoTable:
        if (d.actual) {
            return Tr::tr("this is not an nccl-tests log: %1 lines look like rows of a result "
                          "table, but none is an nccl-tests row (size, count, type, time, algbw, "
                          "busbw...)")
                .arg(number(d.actual));
        }
        return Tr::tr("no nccl-tests result table found");
    case DiagCode::FitTooFewPoints:
        return Tr::tr("only %1 usable measurements; the fit needs at least %2")
            .arg(number(d.actual), number(d.limit));
    case DiagCode::FitOneSize:
        return Tr::
            tr("every measurement is at the same size (%1); latency and bandwidth need a sweep of "
               "sizes")
                .arg(formatBytes(Bytes(d.actual.value_or(0))));
    case DiagCode::FitSingular:
        return Tr::tr("the measured sizes cannot separate latency from bandwidth");
    case DiagCode::FitNegativeLatency:
        return Tr::tr("the best fit has a negative latency (%1 us); measure smaller messages too")
            .arg(number(d.actual));
    case DiagCode::FitNonPositiveBandwidth:
        if (d.actual) { // the largest messages are still latency-bound
            return Tr::tr("the largest messages spend only %1 of their time moving bytes (%2 "
                          "needed): the sizes do not reach the bandwidth-bound regime, so the "
                          "bandwidth is not measured; run up to larger sizes (-e 8G)")
                .arg(formatPercent(*d.actual, 1), formatPercent(d.limit.value_or(0), 0));
        }
        return Tr::tr(
            "the time does not grow with the message size, so no bandwidth can be fitted");
    case DiagCode::FitNoSwitchPoint:
        return Tr::tr("no protocol switch point leaves enough sizes for a valid fit on both sides");
    case DiagCode::FitLatencyUncertain:
        if (!d.actual) {
            return Tr::tr("the latency is poorly determined; measure smaller messages");
        }
        return Tr::
            tr("the latency is poorly determined (standard error %1 of its value); measure smaller "
               "messages")
                .arg(formatPercent(*d.actual, 0));
    case DiagCode::FitAboveSpec:
        if (text == QStringLiteral("capped")) {
            return Tr::tr("the largest messages reach %1 of the link spec, more than the links "
                          "carry: in-network reduction (NVLS/SHARP); the preset stores the link "
                          "rate (efficiency 1), the most its ring model can hold")
                .arg(formatPercent(d.actual.value_or(0)));
        }
        return Tr::
            tr("the fitted bandwidth is %1 of the spec, more than the links carry: in-network "
               "reduction (NVLS/SHARP) was on, or the spec is not this hardware's; the ring model "
               "does not describe it")
                .arg(formatPercent(d.actual.value_or(0)));
    case DiagCode::FitWrongResults:
        if (!d.actual && d.limit) {
            return Tr::tr("line %1: the row failed its check (error %2); it is left out of the fit")
                .arg(d.line)
                .arg(QString::number(*d.limit, 'g', 3));
        }
        return Tr::tr("line %1: %2 wrong elements reported; the row is left out of the fit")
            .arg(d.line)
            .arg(number(d.actual));
    case DiagCode::FitHostExceedsDomain:
        return Tr::tr("line %1: this run has %2 GPUs on one host, more than the preset's scale-up "
                      "domain of %3. If the host's GPUs share one switched fabric (a DGX-2's "
                      "NVSwitch joins 16), calibrate the scale-up tier of a preset whose "
                      "scaleUp.domainSize covers the host (at least %2)")
            .arg(d.line)
            .arg(number(d.actual), number(d.limit));
    case DiagCode::FitPoorQuality:
        return Tr::tr("the model fits the measurements poorly: rms relative error %1 (above %2); "
                      "check the points with the largest errors before using the preset")
            .arg(formatPercent(d.actual.value_or(0), 1), formatPercent(d.limit.value_or(0), 0));
    case DiagCode::FitRunSpansHosts:
        return Tr::
            tr("line %1: this run spans %2 hosts, so it measures the scale-out tier, not scale-up")
                .arg(d.line)
                .arg(number(d.actual));
    case DiagCode::FitRunExceedsDomain:
        return Tr::tr(
                   "line %1: this run of %2 GPUs is larger than the scale-up domain of %3, so it "
                   "measures the scale-out tier")
            .arg(d.line)
            .arg(number(d.actual), number(d.limit));
    case DiagCode::FitRunInsideScaleUp:
        if (d.limit.value_or(0) > 0) {
            return Tr::
                tr("line %1: this run of %2 GPUs fits in the scale-up domain of %3, so it never "
                   "crosses the scale-out tier")
                    .arg(d.line)
                    .arg(number(d.actual), number(d.limit));
        }
        return Tr::tr("line %1: this run of %2 GPUs is on one host, so it never crosses the "
                      "scale-out tier")
            .arg(d.line)
            .arg(number(d.actual));
    case DiagCode::StepFasterThanModel:
        return Tr::tr(
                   "the measured step (%1) is faster than the model reaches even at a matmul "
                   "efficiency of 100 % (%2): the scenario is not the measured job (layout, batch, "
                   "overlap), or the hardware's peak is wrong")
            .arg(formatDuration(Seconds(d.actual.value_or(0))),
                 formatDuration(Seconds(d.limit.value_or(0))));
    case DiagCode::StepSlowerThanModel:
        return Tr::
            tr("the measured step (%1) is slower than the model at the lowest matmul efficiency "
               "considered (%2): something other than the matmuls (input pipeline, stragglers, "
               "a different layout) slows the job")
                .arg(formatDuration(Seconds(d.actual.value_or(0))),
                     formatDuration(Seconds(d.limit.value_or(0))));
    case DiagCode::StepInsensitive:
        if (!d.actual) {
            return Tr::tr(
                "the step time does not depend on the matmul efficiency here: the measurement "
                "cannot calibrate it");
        }
        return Tr::tr("little of the step depends on the matmuls: a 1 % error in the measured time "
                      "moves the efficiency by %1 %")
            .arg(QLocale().toString(*d.actual, 'f', 1));
    case DiagCode::PresetIdInvalid:
        return Tr::tr("\"%1\" is not a valid preset id (lowercase a-z, 0-9, '.' and '-' only)")
            .arg(text);
    case DiagCode::PresetIdSameAsBase:
        return Tr::
            tr("the calibrated preset needs an id of its own; \"%1\" is the preset it is based on")
                .arg(text);
    case DiagCode::SweepUnknownKey:
        return Tr::tr("\"%1\" is not a scenario key (docs/scenario.md lists them)").arg(text);
    case DiagCode::SweepKeyNotNumeric:
        return Tr::tr("\"%1\" is not a number and cannot be swept").arg(text);
    case DiagCode::SweepBadValues:
        return Tr::tr("\"%1\" is neither a range LO:HI[:POINTS] nor a list A,B,C of numbers")
            .arg(text);
    case DiagCode::SweepTooManyPoints:
        return withCount(Tr::tr("%Ln point(s) asked for; a sweep takes at most %1", nullptr,
                                numerus(d.actual)),
                         d.actual)
            .arg(number(d.limit));
    case DiagCode::SweepTooFewPoints:
        return withCount(Tr::tr("%Ln point(s) asked for; this range takes at least %1", nullptr,
                                numerus(d.actual)),
                         d.actual)
            .arg(number(d.limit));
    case DiagCode::SweepUnknownOutput: return Tr::tr("\"%1\" is not a result to plot").arg(text);
    case DiagCode::SweepFamilyIsX:
        return Tr::tr("the family sweeps \"%1\", the key on the x axis: choose another key for "
                      "the family")
            .arg(text);
    case DiagCode::OutputNeedsArchitecture:
        return Tr::tr("%1 comes from the step model, which needs the model's architecture")
            .arg(text);
    case DiagCode::CompareCount:
        return Tr::tr("a comparison takes 2 to %1 scenarios, not %2")
            .arg(number(d.limit), number(d.actual));
    }
    return Tr::tr("unknown problem");
}

} // namespace

QString severityName(Severity severity) {
    switch (severity) {
    case Severity::Info: return Tr::tr("info");
    case Severity::Warning: return Tr::tr("warning");
    case Severity::Error: return Tr::tr("error");
    }
    return Tr::tr("error");
}

QString lossCategoryName(LossCategory category) {
    switch (category) {
    case LossCategory::CheckpointStall: return Tr::tr("checkpoint stalls");
    case LossCategory::LostWork: return Tr::tr("lost work");
    case LossCategory::Detection: return Tr::tr("detection");
    case LossCategory::Diagnosis: return Tr::tr("diagnosis");
    case LossCategory::Replacement: return Tr::tr("swapping in a spare");
    case LossCategory::WaitingForRepair: return Tr::tr("waiting for repair");
    case LossCategory::CheckpointLoad: return Tr::tr("checkpoint load");
    case LossCategory::DataRestore: return Tr::tr("data-position restore");
    case LossCategory::Warmup: return Tr::tr("warm-up");
    case LossCategory::Maintenance: return Tr::tr("planned maintenance");
    case LossCategory::Rescale: return Tr::tr("elastic rescale");
    case LossCategory::Degraded: return Tr::tr("running on fewer replicas");
    case LossCategory::Slowdown: return Tr::tr("slow part (fail-slow)");
    case LossCategory::SlowEviction: return Tr::tr("evicting a slow part");
    case LossCategory::SilentCorruption: return Tr::tr("silent corruption rollback");
    case LossCategory::CorruptionCheck: return Tr::tr("corruption checks");
    }
    return Tr::tr("other");
}

QString flopConventionName(FlopConvention convention) {
    switch (convention) {
    case FlopConvention::SixN: return QStringLiteral("6N");
    case FlopConvention::SixNAttention: return Tr::tr("6N + attention");
    case FlopConvention::SixNCausalAttention: return Tr::tr("6N + causal attention");
    case FlopConvention::Nemo: return QStringLiteral("NeMo 24.09");
    case FlopConvention::MegatronBridge: return QStringLiteral("Megatron-Bridge");
    }
    return QStringLiteral("6N");
}

QString flopConventionName(std::string_view id) {
    const std::optional<FlopConvention> c = enumFromName<FlopConvention>(id);
    return c ? flopConventionName(*c) : QString::fromUtf8(id.data(), static_cast<int>(id.size()));
}

QString lostTimeCause(const LostTime& lost) {
    return lost.kind.empty() ? lossCategoryName(lost.category)
                             : QStringLiteral("%1 (%2)").arg(lossCategoryName(lost.category),
                                                             QString::fromStdString(lost.kind));
}

QString describe(const Diagnostic& d) {
    const QString r = reason(d);
    return d.field.empty() ? r : QStringLiteral("%1: %2").arg(QString::fromStdString(d.field), r);
}

QString describeLabelled(const Diagnostic& d, const QString& label) {
    return label.isEmpty() ? describe(d) : QStringLiteral("%1: %2").arg(label, reason(d));
}

QString describeIn(const QString& source, const Diagnostic& d) {
    return QString::fromStdString(d.field) == source
               ? describe(d)
               : QStringLiteral("%1: %2").arg(source, describe(d));
}

QString describe(const PresetProblem& problem) {
    return describeIn(QString::fromStdString(problem.file), problem.diagnostic);
}

} // namespace goodput::views
