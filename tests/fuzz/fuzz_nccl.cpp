// SPDX-License-Identifier: MIT
// libFuzzer harness: any bytes as an nccl-tests log (model/nccl_log.h), then the alpha-beta fit
// over whatever runs it yields. A crash, a sanitizer report, an uncaught exception or a broken
// invariant (abort) is a finding. Run: tests/fuzz/run.sh.

#include "model/calibration.h"
#include "model/calibration_json.h"
#include "model/nccl_log.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

using namespace goodput;

void require(bool ok, const char* what, int line = 0) {
    if (!ok) {
        std::fprintf(stderr, "invariant broken: %s (line %d)\n", what, line);
        std::abort();
    }
}

bool finiteNonNegative(double v) {
    return std::isfinite(v) && v >= 0;
}

/// A row the reader accepted carries numbers a fit can use: finite and not negative.
void checkTiming(const std::optional<NcclTiming>& t, int line) {
    if (t) {
        require(finiteNonNegative(t->time.value()) &&
                    finiteNonNegative(t->algorithmBandwidth.value()) &&
                    finiteNonNegative(t->busBandwidth.value()) &&
                    (!t->wrong || finiteNonNegative(*t->wrong)),
                "row timing", line);
    }
}

/// A fit is either refused with a reason or gives finite, physical numbers (alpha >= 0, B > 0).
void checkFit(const CalibrationFit& fit, const std::vector<NcclRun>& runs,
              const std::vector<std::string>& sources) {
    // As `goodput calibrate nccl` writes it: bytes that are not UTF-8 replaced, not thrown on.
    (void)calibrationToJson(fit, runs, sources)
        .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (!fit.valid) {
        require(!fit.diagnostics.empty(), "a refused fit says why");
        return;
    }
    require(finiteNonNegative(fit.latency.value.value()) &&
                std::isfinite(fit.latency.standardError.value()),
            "fitted latency");
    require(std::isfinite(fit.bandwidth.value.value()) && fit.bandwidth.value.value() > 0 &&
                std::isfinite(fit.bandwidth.standardError.value()),
            "fitted bandwidth");
    require(std::isfinite(fit.rmsRelativeError) && std::isfinite(fit.maxAbsRelativeError),
            "fit errors");
    for (const CalibrationPoint& p : fit.points) {
        require(std::isfinite(p.model.value()) && std::isfinite(p.relativeError), "point", p.line);
    }
    for (const CurveSample& c : fit.curve) {
        require(std::isfinite(c.time.value()) && std::isfinite(c.busBandwidth.value()), "curve");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const NcclLog log = parseNcclLog(text, "fuzz.log");
    for (const NcclRun& run : log.runs) {
        require(!run.rows.empty(), "a run has rows", run.line);
        for (const NcclRow& row : run.rows) {
            require(finiteNonNegative(row.size.value()) && finiteNonNegative(row.count), "row size",
                    row.line);
            checkTiming(row.outOfPlace, row.line);
            checkTiming(row.inPlace, row.line);
        }
    }
    if (log.runs.empty()) {
        return 0;
    }
    const std::vector<std::string> sources(log.runs.size(), log.source);
    FitOptions simple;
    checkFit(fitAlphaBeta(log.runs, sources, simple), log.runs, sources);
    // The other tier and algorithm, two protocol regimes, the in-place column, a full-mesh spec.
    FitOptions other;
    other.tier = TierKind::ScaleOut;
    other.algorithm = Algorithm::Tree;
    other.variant = NcclVariant::InPlace;
    other.protocolSwitch = true;
    Tier spec;
    spec.kind = TierKind::ScaleUp;
    spec.bandwidth = units::gigabytesPerSecond(450);
    spec.domainSize = 8;
    spec.topology = Topology::FullMesh;
    FitOptions mesh;
    mesh.protocolSwitch = true;
    mesh.spec = spec;
    mesh.scaleUpDomain = 8;
    checkFit(fitAlphaBeta(log.runs, sources, other), log.runs, sources);
    checkFit(fitAlphaBeta(log.runs, sources, mesh), log.runs, sources);
    return 0;
}
