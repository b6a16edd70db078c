// SPDX-License-Identifier: MIT
#pragma once

// The one name of each enum value in files and results (Tiled's orientationToString /
// orientationFromString pattern): the scenario reader and writer, the result writer and the
// scenario schema all look names up here. Views translate these ids for display; they never
// spell them again.

#include "collectives.h"
#include "compute.h"
#include "hardware.h"
#include "scenario.h"
#include "storage.h"

#include <optional>
#include <string_view>
#include <utility>

namespace goodput {

/// Specialised once per enum: `values` lists every value with its id, in display order.
template <class E> struct EnumNames;

template <> struct EnumNames<Precision> {
    static constexpr std::pair<std::string_view, Precision> values[] = {{"bf16", Precision::Bf16},
                                                                        {"fp8", Precision::Fp8}};
};
template <> struct EnumNames<AttentionKernel> {
    static constexpr std::pair<std::string_view, AttentionKernel> values[] = {
        {"auto", AttentionKernel::Auto},
        {"fused", AttentionKernel::Fused},
        {"flash2", AttentionKernel::Flash2}};
};
template <> struct EnumNames<Fp8Recipe> {
    static constexpr std::pair<std::string_view, Fp8Recipe> values[] = {
        {"delayed", Fp8Recipe::Delayed},
        {"current", Fp8Recipe::Current},
        {"mxfp8", Fp8Recipe::Mxfp8}};
};
template <> struct EnumNames<Recompute> {
    static constexpr std::pair<std::string_view, Recompute> values[] = {
        {"none", Recompute::None},
        {"selective", Recompute::Selective},
        {"minimal", Recompute::Minimal},
        {"full", Recompute::Full}};
};
template <> struct EnumNames<Topology> {
    static constexpr std::pair<std::string_view, Topology> values[] = {
        {"switched", Topology::Switched},
        {"full-mesh", Topology::FullMesh},
        {"torus", Topology::Torus},
        {"torus-2d", Topology::Torus2D},
        {"torus-3d", Topology::Torus3D}};
};
template <> struct EnumNames<FfnType> {
    static constexpr std::pair<std::string_view, FfnType> values[] = {{"gelu", FfnType::Gelu},
                                                                      {"swiglu", FfnType::SwiGlu}};
};
template <> struct EnumNames<Algorithm> {
    static constexpr std::pair<std::string_view, Algorithm> values[] = {
        {"ring", Algorithm::Ring},
        {"tree", Algorithm::Tree},
        {"hierarchical", Algorithm::Hierarchical},
        {"auto", Algorithm::Auto}};
};
template <> struct EnumNames<Collective> {
    static constexpr std::pair<std::string_view, Collective> values[] = {
        {"broadcast", Collective::Broadcast},  {"reduce", Collective::Reduce},
        {"all-reduce", Collective::AllReduce}, {"reduce-scatter", Collective::ReduceScatter},
        {"all-gather", Collective::AllGather}, {"all-to-all", Collective::AllToAll}};
};
template <> struct EnumNames<CheckpointMode> {
    static constexpr std::pair<std::string_view, CheckpointMode> values[] = {
        {"sync", CheckpointMode::Synchronous}, {"async", CheckpointMode::Asynchronous}};
};
template <> struct EnumNames<PartScope> {
    static constexpr std::pair<std::string_view, PartScope> values[] = {
        {"gpu", PartScope::PerGpu}, {"node", PartScope::PerNode}, {"job", PartScope::PerJob}};
};
template <> struct EnumNames<IntervalPolicy> {
    static constexpr std::pair<std::string_view, IntervalPolicy> values[] = {
        {"young", IntervalPolicy::Young},
        {"daly", IntervalPolicy::Daly},
        {"manual", IntervalPolicy::Manual},
        {"optimal", IntervalPolicy::Optimal}};
};
template <> struct EnumNames<Replacement> {
    static constexpr std::pair<std::string_view, Replacement> values[] = {
        {"node", Replacement::Node}, {"none", Replacement::None}};
};
template <> struct EnumNames<FailureDistribution> {
    static constexpr std::pair<std::string_view, FailureDistribution> values[] = {
        {"exponential", FailureDistribution::Exponential},
        {"weibull", FailureDistribution::Weibull}};
};
template <> struct EnumNames<SlowdownDistribution> {
    static constexpr std::pair<std::string_view, SlowdownDistribution> values[] = {
        {"fixed", SlowdownDistribution::Fixed}, {"exponential", SlowdownDistribution::Exponential}};
};
template <> struct EnumNames<RecoveryMode> {
    static constexpr std::pair<std::string_view, RecoveryMode> values[] = {
        {"storage", RecoveryMode::Storage},
        {"peerMemory", RecoveryMode::PeerMemory},
        {"warmStandby", RecoveryMode::WarmStandby}};
};
template <> struct EnumNames<MfuMode> {
    static constexpr std::pair<std::string_view, MfuMode> values[] = {
        {"assumed", MfuMode::Assumed}, {"derived", MfuMode::Derived}};
};

template <> struct EnumNames<FlopConvention> {
    static constexpr std::pair<std::string_view, FlopConvention> values[] = {
        {"6N", FlopConvention::SixN},
        {"6N+attention", FlopConvention::SixNAttention},
        {"6N+causalAttention", FlopConvention::SixNCausalAttention},
        {"nemo", FlopConvention::Nemo},
        {"megatron-bridge", FlopConvention::MegatronBridge}};
};

/// The id of a value; empty for a value outside the table.
template <class E> constexpr std::string_view enumName(E value) {
    for (const auto& [name, v] : EnumNames<E>::values) {
        if (v == value) {
            return name;
        }
    }
    return {};
}

/// The value an id names, or nullopt.
template <class E> constexpr std::optional<E> enumFromName(std::string_view name) {
    for (const auto& [n, v] : EnumNames<E>::values) {
        if (n == name) {
            return v;
        }
    }
    return std::nullopt;
}

} // namespace goodput
