// SPDX-License-Identifier: MIT
#include "diagnostics.h"

#include <algorithm>

namespace goodput {

std::string_view codeId(DiagCode code) {
    switch (code) {
    case DiagCode::FileUnreadable: return "file.unreadable";
    case DiagCode::FileUnwritable: return "file.unwritable";
    case DiagCode::JsonSyntax: return "json.syntax";
    case DiagCode::FileTooLarge: return "file.tooLarge";
    case DiagCode::UnsupportedVersion: return "file.unsupportedVersion";
    case DiagCode::MissingField: return "field.missing";
    case DiagCode::EmptyList: return "field.emptyList";
    case DiagCode::WrongType: return "field.wrongType";
    case DiagCode::NotFinite: return "field.notFinite";
    case DiagCode::OutOfRange: return "field.outOfRange";
    case DiagCode::NotAnInteger: return "field.notInteger";
    case DiagCode::UnknownEnumValue: return "field.unknownValue";
    case DiagCode::UnknownKey: return "field.unknownKey";
    case DiagCode::UnknownKeysMore: return "field.unknownKeysMore";
    case DiagCode::KeyCase: return "field.keyCase";
    case DiagCode::UnknownPreset: return "preset.unknown";
    case DiagCode::JsonTooDeep: return "json.tooDeep";
    case DiagCode::ConflictingKeys: return "field.conflicting";
    case DiagCode::DuplicateKey: return "json.duplicateKey";
    case DiagCode::FileEmpty: return "file.empty";
    case DiagCode::NotUtf8: return "file.notUtf8";
    case DiagCode::FileNotRegular: return "file.notRegular";
    case DiagCode::PresetBadId: return "preset.badId";
    case DiagCode::PresetKindMismatch: return "preset.kindMismatch";
    case DiagCode::PresetIdMismatch: return "preset.idMismatch";
    case DiagCode::PresetIdClash: return "preset.clash";
    case DiagCode::PresetNullNotListed: return "preset.nullNotListed";
    case DiagCode::PresetListedNotNull: return "preset.listedNotNull";
    case DiagCode::Fp8BelowBf16: return "preset.fp8BelowBf16";
    case DiagCode::BandwidthOrder: return "preset.bandwidthOrder";
    case DiagCode::GpusNotDivisibleByNode: return "cluster.gpusNotDivisibleByNode";
    case DiagCode::PartialScaleUpDomain: return "cluster.partialScaleUpDomain";
    case DiagCode::CompareCount: return "compare.count";
    case DiagCode::LayoutMismatch: return "layout.mismatch";
    case DiagCode::MissingHardwareValue: return "hardware.missingValue";
    case DiagCode::Fp8Unsupported: return "hardware.fp8Unsupported";
    case DiagCode::TpTrafficNeedsArchitecture: return "workload.tpNeedsArchitecture";
    case DiagCode::HeadsNotDivisibleByTp: return "layout.headsNotDivisibleByTp";
    case DiagCode::KvHeadsIncompatibleWithTp: return "layout.kvHeadsIncompatibleWithTp";
    case DiagCode::FfnNotDivisibleByTp: return "layout.ffnNotDivisibleByTp";
    case DiagCode::VirtualStagesNeedPipeline: return "layout.virtualStagesNeedPipeline";
    case DiagCode::TooFewLayersForStages: return "layout.tooFewLayersForStages";
    case DiagCode::UnevenPipelineStages: return "layout.unevenPipelineStages";
    case DiagCode::SequenceNotDivisibleByCp: return "layout.sequenceNotDivisibleByCp";
    case DiagCode::ExpertParallelWithoutExperts: return "layout.expertParallelWithoutExperts";
    case DiagCode::ExpertsNotDivisibleByEp: return "layout.expertsNotDivisibleByEp";
    case DiagCode::DpNotDivisibleByEp: return "layout.dpNotDivisibleByEp";
    case DiagCode::TpNotDivisibleByExpertTp: return "layout.tpNotDivisibleByExpertTp";
    case DiagCode::BatchNotWholeSequences: return "workload.batchNotWholeSequences";
    case DiagCode::BatchNotDivisibleByDpMicroBatch:
        return "workload.batchNotDivisibleByDpMicroBatch";
    case DiagCode::LayoutDoesNotFit: return "memory.doesNotFit";
    case DiagCode::NoLayoutFits: return "search.noLayoutFits";
    case DiagCode::NoFailureRate: return "reliability.noFailureRate";
    case DiagCode::TpCrossesScaleUpDomain: return "layout.tpCrossesScaleUp";
    case DiagCode::DataLoadingBound: return "data.loadingBound";
    case DiagCode::CheckpointLongerThanInterval: return "checkpoint.longerThanInterval";
    case DiagCode::RunNeverFinishes: return "reliability.neverFinishes";
    case DiagCode::LowGoodput: return "reliability.lowGoodput";
    case DiagCode::AssumedMfuAbovePeak: return "mfu.aboveAchievable";
    case DiagCode::SparePoolTooSmall: return "reliability.sparePoolTooSmall";
    case DiagCode::ParametersDisagree: return "workload.parametersDisagree";
    case DiagCode::SomeRunsUnfinished: return "simulation.runsUnfinished";
    case DiagCode::EventBudgetSpent: return "simulation.eventBudgetSpent";
    case DiagCode::SearchLayoutCap: return "search.layoutCap";
    case DiagCode::NoBoardPower: return "power.noBoardPower";
    case DiagCode::DeepPowerCap: return "power.deepCap";
    case DiagCode::PowerCapWithoutTdp: return "power.capWithoutTdp";
    case DiagCode::SpeedSpreadIgnored: return "cluster.speedSpreadIgnored";
    case DiagCode::RunShorterThanStep: return "workload.runShorterThanStep";
    case DiagCode::EfficiencyAboveMatmulCeiling: return "hardware.efficiencyAboveCeiling";
    case DiagCode::FlopConventionNeedsArchitecture: return "mfu.flopConventionNeedsArchitecture";
    case DiagCode::NcclRowUnreadable: return "nccl.rowUnreadable";
    case DiagCode::NcclUnitUnknown: return "nccl.unitUnknown";
    case DiagCode::NcclCollectiveUnknown: return "nccl.collectiveUnknown";
    case DiagCode::NcclRanksUnknown: return "nccl.ranksUnknown";
    case DiagCode::NcclRanksInconsistent: return "nccl.ranksInconsistent";
    case DiagCode::NcclWarning: return "nccl.warning";
    case DiagCode::NcclNoTable: return "nccl.noTable";
    case DiagCode::NcclRowCap: return "nccl.rowCap";
    case DiagCode::FitTooFewPoints: return "fit.tooFewPoints";
    case DiagCode::FitOneSize: return "fit.oneSize";
    case DiagCode::FitSingular: return "fit.singular";
    case DiagCode::FitNegativeLatency: return "fit.negativeLatency";
    case DiagCode::FitNonPositiveBandwidth: return "fit.nonPositiveBandwidth";
    case DiagCode::FitNoSwitchPoint: return "fit.noSwitchPoint";
    case DiagCode::FitLatencyUncertain: return "fit.latencyUncertain";
    case DiagCode::FitAboveSpec: return "fit.aboveSpec";
    case DiagCode::FitWrongResults: return "fit.wrongResults";
    case DiagCode::FitRunSpansHosts: return "fit.runSpansHosts";
    case DiagCode::FitRunExceedsDomain: return "fit.runExceedsDomain";
    case DiagCode::FitRunInsideScaleUp: return "fit.runInsideScaleUp";
    case DiagCode::FitHostExceedsDomain: return "fit.hostExceedsDomain";
    case DiagCode::FitPoorQuality: return "fit.poorQuality";
    case DiagCode::StepFasterThanModel: return "step.fasterThanModel";
    case DiagCode::StepSlowerThanModel: return "step.slowerThanModel";
    case DiagCode::StepInsensitive: return "step.insensitive";
    case DiagCode::PresetIdInvalid: return "preset.idInvalid";
    case DiagCode::PresetIdSameAsBase: return "preset.idSameAsBase";
    case DiagCode::SweepUnknownKey: return "sweep.unknownKey";
    case DiagCode::SweepKeyNotNumeric: return "sweep.keyNotNumeric";
    case DiagCode::SweepBadValues: return "sweep.badValues";
    case DiagCode::SweepTooManyPoints: return "sweep.tooManyPoints";
    case DiagCode::SweepTooFewPoints: return "sweep.tooFewPoints";
    case DiagCode::SweepUnknownOutput: return "sweep.unknownOutput";
    case DiagCode::SweepFamilyIsX: return "sweep.familyIsX";
    case DiagCode::OutputNeedsArchitecture: return "sweep.outputNeedsArchitecture";
    }
    return "unknown";
}

std::string_view severityId(Severity severity) {
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

bool hasErrors(const Diagnostics& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

} // namespace goodput
