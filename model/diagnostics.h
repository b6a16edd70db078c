// SPDX-License-Identifier: MIT
#pragma once

// Coded diagnostics: the model never throws across its boundary and never writes prose. A
// diagnostic says what (code), how bad (severity), where (a dotted JSON path into the scenario)
// and carries the numbers a front end needs to phrase it (views/messages.cpp does, translated).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goodput {

enum class Severity { Info, Warning, Error };

enum class DiagCode {
    // Reading a scenario or preset file.
    FileUnreadable,     ///< the file could not be opened; text = the system's reason
    FileUnwritable,     ///< the file could not be written; text = the system's reason
    JsonSyntax,         ///< malformed JSON; line/column set
    FileTooLarge,       ///< input over the size cap; actual/limit in bytes
    UnsupportedVersion, ///< schemaVersion/formatVersion newer or unknown; actual/limit set
    MissingField,       ///< a required key is absent
    EmptyList,          ///< a list that needs at least one entry is empty
    WrongType,          ///< expected: text names the JSON type wanted
    NotFinite,          ///< NaN or infinity (or a number that overflowed to it)
    OutOfRange,         ///< actual below minimum or above maximum (limit = the bound crossed)
    NotAnInteger,       ///< a count with a fractional part
    UnknownEnumValue,   ///< text = the offending string
    UnknownKey,         ///< warning: a key the reader does not know (text = key)
    UnknownKeysMore,    ///< warning: actual = unknown keys beyond the kMaxUnknownKeyWarnings shown
    KeyCase,            ///< a known key in other letter case ("bandwidthGBps"); text = the key
    UnknownPreset,      ///< text = preset id
    JsonTooDeep,        ///< nested deeper than kMaxJsonDepth; actual/limit = depth; line/column set
    ConflictingKeys,    ///< two keys that exclude each other are both set; text = the other key
    DuplicateKey,       ///< a key given twice in one object; field = its path
    FileEmpty,          ///< the file holds nothing but white space
    NotUtf8,            ///< the text is not UTF-8; text = the encoding recognised ("UTF-16")
    FileNotRegular,     ///< an input that is a device or a socket: never read
    // Preset files (docs/presets.md).
    PresetBadId,        ///< id not made of a-z, 0-9, '.' and '-' (or empty, or too long); text = id
    PresetKindMismatch, ///< "kind" differs from the kind expected (the folder); text = kind found
    PresetIdMismatch,   ///< id differs from the file name; text = the file name's stem
    PresetIdClash,      ///< a user preset reuses a shipped id; text = the shipped file kept
    PresetNullNotListed, ///< warning: a null value whose path is not in "missing"
    PresetListedNotNull, ///< warning: "missing" names a path that has a value (or does not exist)
    Fp8BelowBf16,        ///< warning: dense FP8 peak below BF16; actual = FP8, limit = BF16 TFLOP/s
    BandwidthOrder,      ///< warning: a tier not slower than the one inside it; actual/limit in B/s
    // Consistency of a scenario.
    GpusNotDivisibleByNode,     ///< cluster.gpus not a multiple of gpusPerNode
    PartialScaleUpDomain,       ///< warning: a rack-scale scale-up domain (NVL72) only partly used;
                                ///< actual = GPUs, limit = the domain's GPUs
    LayoutMismatch,             ///< tp*pp*cp does not divide the GPU count (actual=product)
    MissingHardwareValue,       ///< a preset left a value unpublished and the plan needs it
    Fp8Unsupported,             ///< FP8 asked for on a chip without FP8: BF16 peak used
    TpTrafficNeedsArchitecture, ///< tp > 1 but no hidden size/layers to size the activations
    // A layout against the architecture and batch (actual = the architecture's count or the
    // batch in sequences, limit = the layout's degree or product).
    HeadsNotDivisibleByTp,        ///< attention heads % tp != 0
    KvHeadsIncompatibleWithTp,    ///< neither kvHeads % tp nor tp % kvHeads is 0
    FfnNotDivisibleByTp,          ///< FFN (or expert FFN) width % tp != 0
    VirtualStagesNeedPipeline,    ///< virtualStages > 1 with pp = 1
    TooFewLayersForStages,        ///< layers < pp x virtualStages: a stage would hold no layer
    UnevenPipelineStages,         ///< warning: layers % (pp x virtualStages) != 0
    SequenceNotDivisibleByCp,     ///< sequenceLength % cp != 0
    ExpertParallelWithoutExperts, ///< ep > 1 on a dense model
    ExpertsNotDivisibleByEp,      ///< experts % ep != 0
    DpNotDivisibleByEp, ///< EP is carved out of DP and the TP slices ETP leaves: dp tp / etp % ep
    TpNotDivisibleByExpertTp,        ///< the expert TP degree does not divide TP
    BatchNotWholeSequences,          ///< globalBatchTokens / sequenceLength is not whole
    BatchNotDivisibleByDpMicroBatch, ///< batch sequences % (dp x microBatchSize) != 0
    LayoutDoesNotFit,                ///< actual = GB needed per GPU, limit = HBM GB
    NoLayoutFits,                    ///< the search found no valid layout that fits in memory
    NoFailureRate, ///< reliability.parts give no failures at all: no MTBF to plan with
    // Results worth a user's attention.
    TpCrossesScaleUpDomain,       ///< actual = slowdown factor of the TP collectives
    DataLoadingBound,             ///< actual = needed B/s, limit = available B/s
    CheckpointLongerThanInterval, ///< actual = write time s, limit = interval s
    RunNeverFinishes,    ///< failures, restarts and planned stops take all the time (goodput
                         ///< <= 0); field = the key behind the largest loss, actual = its share
                         ///< of the wall-clock
    LowGoodput,          ///< actual = goodput
    AssumedMfuAbovePeak, ///< actual = MFU above the achievable matmul efficiency
    SparePoolTooSmall,   ///< actual = hot spare nodes, limit = nodes away for repair on average
    ParametersDisagree,  ///< warning: actual = workload.parameters, limit = the architecture's
                         ///< count (which the step model, derived MFU and the search use)
    SomeRunsUnfinished,  ///< warning: actual = simulated runs that never finished, limit = runs
    EventBudgetSpent,    ///< warning: actual = runs made, limit = runs asked, text = the budget
    SearchLayoutCap,     ///< warning: actual = layouts evaluated (the cap), limit = layouts there
    NoBoardPower,        ///< info: no TDP and no power cap: no megawatts, energy or CO2e
    PowerCapWithoutTdp,  ///< warning: a power cap but no TDP: the clock cannot be scaled
    SpeedSpreadIgnored,  ///< warning: a speed spread on a part without compute units
    RunShorterThanStep,  ///< warning: actual = training tokens, limit = tokens of one global batch
    EfficiencyAboveMatmulCeiling, ///< warning: actual = the efficiency, limit = matmulEfficiency:
                                  ///< the step model caps it at the burst matmul ceiling
    DeepPowerCap, ///< warning: actual = power cap (W), limit = TDP (W): under half the
                  ///< TDP the cube law (static power left out) reads optimistic
    FlopConventionNeedsArchitecture, ///< warning: the convention (text) counts attention or
                                     ///< logits, but there is no architecture: 6N counted
    // Reading nccl-tests logs (field = the log's name, line = the offending line).
    NcclRowUnreadable,     ///< text = the token that is not a valid number, actual = its column
                           ///< (1-based); or text empty: actual = columns found, limit = needed
    NcclUnitUnknown,       ///< the units row names a unit other than (B) and (us); text = unit
    NcclCollectiveUnknown, ///< the run does not name its program; line = the run's first line
    NcclRanksUnknown,      ///< no device list and no way to infer the GPU count
    NcclRanksInconsistent, ///< warning: actual = GPUs the busbw/algbw ratio implies, limit =
                           ///< devices
    NcclWarning,           ///< warning: NCCL printed a WARN line; text = what it said
    NcclNoTable,           ///< the log holds no nccl-tests table row
    NcclRowCap,            ///< warning: actual = rows kept (the cap), limit = rows in the log
    // Fitting the alpha-beta model to measurements.
    FitTooFewPoints,         ///< actual = usable points, limit = points needed
    FitOneSize,              ///< every point has the same message size; actual = the size in bytes
    FitSingular,             ///< the sizes and GPU counts cannot separate latency from bandwidth
    FitNegativeLatency,      ///< the best fit has alpha < 0; actual = alpha in us
    FitNonPositiveBandwidth, ///< time does not grow with size: no bandwidth can be fitted
    FitNoSwitchPoint,        ///< a protocol switch was asked for but no split leaves two valid fits
    FitLatencyUncertain,     ///< warning: actual = standard error of alpha / alpha
    FitAboveSpec,            ///< actual = fitted bandwidth / spec (> 1: NVLS/SHARP, not a ring)
    FitWrongResults,      ///< warning: the row reported actual wrong elements; left out of the fit
    FitRunSpansHosts,     ///< scale-up calibration from a run on actual hosts (line = the run)
    FitRunExceedsDomain,  ///< scale-up calibration from a run of actual GPUs > domain (limit)
    FitRunInsideScaleUp,  ///< scale-out calibration from a run of actual GPUs inside one domain
                          ///< (limit = domain size; 0 = one host)
    FitHostExceedsDomain, ///< a one-host run of actual GPUs > the scale-up domain (limit): the
                          ///< preset's domain does not cover the host (DGX-2)
    FitPoorQuality,       ///< warning: actual = rms relative error above limit
    // Back-solving the matmul efficiency from a measured step (step_calibration.h).
    StepFasterThanModel, ///< actual = measured step s, limit = the model's step at efficiency 1
    StepSlowerThanModel, ///< actual = measured step s, limit = the model's at the minimum
    StepInsensitive,     ///< warning: actual = |d ln efficiency / d ln step time|, limit = bound
    // Writing a calibrated preset.
    PresetIdInvalid,    ///< text = the id (lowercase a-z, 0-9, '.', '-' only)
    PresetIdSameAsBase, ///< text = the id: a user preset may not reuse its base preset's id
    // Sweeping an input (model/input_sweep.h): field = the option or key concerned.
    SweepUnknownKey,         ///< text = the path, which names no scenario key
    SweepKeyNotNumeric,      ///< text = the path of a key that is not a number (a name, a choice)
    SweepBadValues,          ///< text = the value list or range that does not read ("1:x")
    SweepTooManyPoints,      ///< actual = points asked for, limit = the most a sweep takes
    SweepTooFewPoints,       ///< actual = points asked for, limit = the fewest the range takes
    SweepUnknownOutput,      ///< text = the output id
    SweepFamilyIsX,          ///< text = the path of the key both the family and x sweep
    OutputNeedsArchitecture, ///< the output comes from the step model: text = the output id
    // Comparing scenarios (compare.h).
    CompareCount, ///< actual = scenarios given, limit = the most a comparison takes
};

/// Build one with designated initializers naming only what applies, in declaration order:
///     out.push_back({.code = DiagCode::OutOfRange, .field = "layout.tp", .actual = v});
/// Every member has a default initializer (the {} on field to text are deliberate): omitting one
/// then does not trip -Wmissing-field-initializers, which GCC 12 raises for members without one.
struct Diagnostic {
    DiagCode code{};
    Severity severity = Severity::Error;
    std::string field{};            ///< dotted path such as "workload.tokens"; empty if global
    std::optional<double> actual{}; ///< the offending or computed value, in the field's own unit
    std::optional<double> limit{};  ///< the bound it was checked against
    std::string text{};             ///< an input token (enum value, key, type name), not prose
    int line = 0;                   ///< JsonSyntax and log readers: 1-based line (and column)
    int column = 0;
};

using Diagnostics = std::vector<Diagnostic>;

/// Stable machine identifier of a code ("layout.mismatch"), used in JSON output and tests.
std::string_view codeId(DiagCode code);
std::string_view severityId(Severity severity);

bool hasErrors(const Diagnostics& diagnostics);

/// The one verdict every command gives on a computed result (issue 15): it is an answer only when
/// it is valid and none of its diagnostics is an error. A run that never finishes keeps its
/// compute-only figures for the app to show, but its error (reliability.neverFinishes) makes
/// plan, report, search and simulate alike refuse it with exit status 2, naming the key.
template <class R> [[nodiscard]] bool isAnswer(const R& result) {
    return result.valid && !hasErrors(result.diagnostics);
}

} // namespace goodput
