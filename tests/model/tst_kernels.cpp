// SPDX-License-Identifier: MIT
// The kernel-level step model (issue 14): each law against a hand derivation, the properties that
// must hold whatever the constants, the rails of a multi-node ring, and the built-in validation
// suites (resources/validation) against their published measurements, group by group.

#include "model/collectives.h"
#include "model/kernels.h"
#include "model/plan.h"
#include "model/preset_catalog.h"
#include "model/validation.h"
#include "tests/support/hardware.h"
#include "tests/support/scenarios.h"

#include <QDir>
#include <QFile>
#include <QtTest>
#include <cmath>

using namespace goodput;
using goodput::testing::dense;
using namespace goodput::units;

namespace {

bool within(double actual, double expected, double relative) {
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

/// H100 SXM as presets/hardware/nvidia-h100-sxm.json gives it, at its burst ceiling: without
/// the preset's sustained clock (saturatedGemmsHoldTheSustainedClock adds it), so the shape laws
/// below are checked against the MAMF they were measured at.
Accelerator h100() {
    Accelerator a = goodput::testing::h100Sxm();
    a.sustainedMatmulEfficiency.reset(); // the burst ceiling, on purpose
    return a;
}

Architecture llama70b() {
    return dense(80, 8192, 64, 8, 28672, FfnType::SwiGlu, 128256, false);
}

/// One micro-batch of 8,192 tokens (one 8K sequence) of a Llama 3.1 70B layer on a fused stack,
/// split `tp` ways; `architecture` must outlive the shape.
LayerShape llamaLayer(const Architecture& architecture, int tp) {
    LayerShape s;
    s.architecture = &architecture;
    s.tokens = 8192;
    s.sequenceLength = 8192;
    s.tp = tp;
    s.fusedKernels = true;
    return s;
}

QString presetsDir() {
    return QStringLiteral(GOODPUT_PRESETS_DIR);
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The shipped presets, read from the source tree as the app reads them from its resources.
/// One layer: h 1024, 8 heads of 128 (no GQA), SwiGLU f 4096, no vocabulary, no dropout.
Architecture smallSwiGluLayer() {
    return dense(1, 1024, 8, 8, 4096, FfnType::SwiGlu, 0, false);
}

/// `arch` at 1,024 tokens of one 1,024-token sequence, TP 1, fused kernels, BF16, flash.
LayerShape smallFusedLayer(const Architecture& arch) {
    LayerShape s;
    s.architecture = &arch;
    s.tokens = 1024;
    s.sequenceLength = 1024;
    s.fusedKernels = true;
    return s;
}

PresetCatalog shippedPresets() {
    PresetCatalog catalog;
    const std::pair<const char*, PresetKind> kinds[] = {{"hardware", PresetKind::Hardware},
                                                        {"models", PresetKind::Model},
                                                        {"reliability", PresetKind::Reliability}};
    for (const auto& [folder, kind] : kinds) {
        const QDir dir(presetsDir() + QLatin1Char('/') + QLatin1String(folder));
        for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
            const QByteArray text = readAll(info.filePath());
            catalog.addFile(std::string_view(text.constData(), text.size()),
                            info.filePath().toStdString(), PresetOrigin::Shipped,
                            {kind, info.completeBaseName().toStdString()});
        }
    }
    return catalog;
}

} // namespace

class TestKernels : public QObject {
    Q_OBJECT
private slots:
    void squareGemmOnH100() {
        // 4096^3 BF16 on 132 SMs: 128x256 tiles give 32 x 16 = 512 tiles in ceil(512/132) = 4
        // waves of 132: 4096^2 / (4 x 132 x 128 x 256) = 16,777,216 / 17,301,504 = 0.96970; the
        // 128x128 tiles give the same (1024 tiles, 8 waves). K = 4096 is the depth reference: 1.
        const Accelerator a = h100();
        const GemmShape s{4096, 4096, 4096};
        QVERIFY(within(gemmShapeEfficiency(a, s), 16777216.0 / 17301504.0, 1e-12));
        // Time: 2.5 us + compute 2 x 4096^3 / (989.4e12 x 0.803 x 0.96970) = 178.40 us (operands
        // 67.1 MB at 0.85 x 3.35 TB/s = 23.6 us hide behind it) + the epilogue's 33.6 MB write
        // 11.78 us = 192.68 us. XLA's sm_90 table measures 175.5 us (kernel-efficiency.md 3.3).
        QVERIFY(within(gemmTime(a, Precision::Bf16, s).value(), 192.680e-6, 1e-4));
    }
    void waveQuantisationStep() {
        // M = 1024, K = 4096: N = 4096 fills 8 x 16 = 128 tiles of 128x256, one wave of 132:
        // 1024 x 4096 / (132 x 32768) = 0.96970. N = 4352 needs 17 tile columns: 136 tiles, a
        // second wave nearly empty (0.515); the best is then 128x128 tiles, 8 x 34 = 272 in 3
        // waves: 4,456,448 / (396 x 16384) = 0.68687.
        const Accelerator a = h100();
        const double fits = gemmShapeEfficiency(a, {1024, 4096, 4096});
        const double spills = gemmShapeEfficiency(a, {1024, 4352, 4096});
        QVERIFY(within(fits, 4194304.0 / 4325376.0, 1e-12));
        QVERIFY(within(spills, 4456448.0 / 6488064.0, 1e-12));
        // More work, more time, and a step in throughput where the tile count crosses the SMs.
        QVERIFY(gemmTime(a, Precision::Bf16, {1024, 4352, 4096}) >
                gemmTime(a, Precision::Bf16, {1024, 4096, 4096}) * 1.3);
    }
    void depthLawOnShortK() {
        // K = 1024 against the 4096 reference: (1024 / 1280) x (4352 / 4096) = 0.85.
        const Accelerator a = h100();
        QVERIFY(within(gemmShapeEfficiency(a, {4096, 4096, 1024}) /
                           gemmShapeEfficiency(a, {4096, 4096, 4096}),
                       0.85, 1e-12));
    }
    void skinnyAndSmallGemmsRunSlower() {
        const Accelerator a = h100();
        const auto rate = [&](const GemmShape& s) {
            return s.flops() / gemmTime(a, Precision::Bf16, s);
        };
        const auto square = rate({4096, 4096, 4096});
        QVERIFY(rate({256, 4096, 4096}) < square * 0.7); // skinny M (tokens)
        QVERIFY(rate({4096, 4096, 256}) < square * 0.7); // shallow K
        QVERIFY(rate({512, 512, 512}) < square * 0.2);   // under one wave, floor-bound
        QVERIFY(rate({256, 256, 256}) < rate({512, 512, 512}));
    }
    void fp8SpeedUpStaysBelowTwo() {
        // The same layer in FP8 and BF16: only the linear layers gain, and they carry casts.
        const Accelerator a = h100();
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 4);
        s.sequenceParallel = true;
        const Seconds bf16 = layerKernelTimes(a, s).total();
        s.precision = Precision::Fp8;
        const Seconds fp8 = layerKernelTimes(a, s).total();
        s.fp8Recipe = Fp8Recipe::Current;
        const Seconds current = layerKernelTimes(a, s).total();
        const double speedUp = bf16 / fp8;
        QVERIFY2(speedUp > 1.2 && speedUp < 2.0, qPrintable(QString::number(speedUp)));
        QVERIFY(current > fp8); // current scaling reads each tensor once more
    }
    void overlappedCollectiveHoldsComputeUnits() {
        // 8192^3 on 132 SMs: 128x256 tiles give 64 x 32 = 2,048 tiles in ceil(2048/132) = 16
        // waves; with 16 SMs held by an overlapped collective, in ceil(2048/116) = 18 waves of
        // the 116 left. Efficiency 2048 / (18 x 132) against 2048 / (16 x 132): 16 / 18.
        const Accelerator a = h100();
        GemmShape held{8192, 8192, 8192};
        held.reservedUnits = 16;
        QVERIFY(within(gemmShapeEfficiency(a, held) / gemmShapeEfficiency(a, {8192, 8192, 8192}),
                       16.0 / 18.0, 1e-12));
        // Transformer Engine's TP overlap costs the layer's GEMMs time, never saves it.
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 4);
        const Seconds plain = layerKernelTimes(a, s).gemm;
        s.tpOverlap = true;
        const Seconds overlapped = layerKernelTimes(a, s).gemm;
        QVERIFY(overlapped > plain && overlapped < plain * 1.15);
    }
    void saturatedGemmsHoldTheSustainedClock() {
        // 8192^3 on H100 with the preset's MSMF 0.727 (H200: 755 of 834 TFLOP/s burst, 0.905 of
        // the MAMF 0.803): 2,048 tiles of 128x256 in 16 waves of 132, 0.969697; K deep enough.
        // BF16: 2.5 us + 2 x 8192^3 / (989.4e12 x 0.727 x 0.969697) = 1576.37 us (operands 268 MB
        // in 94 us hide) + the 134 MB write at 0.85 x 3.35 TB/s 47.14 us = 1626.00 us.
        Accelerator a = h100();
        a.sustainedMatmulEfficiency = 0.727;
        const GemmShape s{8192, 8192, 8192};
        QVERIFY(within(gemmTime(a, Precision::Bf16, s).value(), 1626.00e-6, 1e-5));
        // FP8 runs at the same power-limited clock: its MAMF 0.709 x 0.727 / 0.803 = 0.64190.
        // 2.5 + 892.59 + 47.14 = 942.23 us.
        QVERIFY(within(gemmTime(a, Precision::Fp8, s).value(), 942.23e-6, 1e-5));
        // Without a measured clock drop the burst ceiling holds; with one the GEMM is slower.
        const Accelerator burst = h100();
        QVERIFY(gemmTime(burst, Precision::Bf16, s) < gemmTime(a, Precision::Bf16, s) * 0.95);
        // The clock drop never speeds a GEMM up (a sustained figure above the burst one).
        a.sustainedMatmulEfficiency = 0.9;
        QCOMPARE(gemmTime(a, Precision::Bf16, s).value(),
                 gemmTime(burst, Precision::Bf16, s).value());
    }
    void b300GemmsHoldTheClockOfTransformerEnginesProfile() {
        // The shipped B300 preset: 2250 TFLOP/s BF16, MAMF 0.786, 148 SMs, 8 TB/s at 0.85, and
        // the GEMM-loop clock 0.736 fitted on Transformer Engine's B300 GEMM profile
        // (kernel-efficiency.md 4.1): the BF16 forward GEMMs of an h 4096 / f 16384 layer at
        // M = 15,872 tokens took QKV 1.071, attention-out 0.307, MLP up 1.393, MLP down 1.426 ms.
        const PresetCatalog presets = shippedPresets();
        const CatalogEntry* b300 = presets.find(PresetKind::Hardware, "nvidia-b300");
        QVERIFY(b300);
        const Accelerator& a = b300->preset.hardware.accelerator;
        // MLP up, (M, N, K) = (15872, 16384, 4096): 124 x 64 = 7,936 tiles of 128 x 256 in
        // ceil(53.62) = 54 waves of 148: 15872 x 16384 / (54 x 148 x 32768) = 0.992994; K = 4096
        // is the depth reference. 2 x 15872 x 16384 x 4096 = 2.130303e12 FLOP at 2250e12 x 0.736
        // x 0.992994 = 1.644397e15 FLOP/s: 1295.49 us (operands 264 MB in 38.9 us hide) + the
        // 520 MB output at 6.8 TB/s 76.48 us + 2.5 us = 1374.47 us, 1.3 % under the 1.393 ms.
        QVERIFY(
            within(gemmTime(a, Precision::Bf16, {15872, 16384, 4096}).value(), 1374.47e-6, 1e-5));
        // The four together: the fit leaves no bias (geometric mean of predicted / measured
        // within 1 %) and no GEMM more than 13 % off (attention-out, the shortest, ran near the
        // burst ceiling: 1735 TFLOP/s).
        struct Measured {
            GemmShape shape;
            double seconds;
        };
        double logSum = 0;
        for (const Measured& g :
             {Measured{{15872, 12288, 4096}, 1.071e-3}, Measured{{15872, 4096, 4096}, 0.307e-3},
              Measured{{15872, 16384, 4096}, 1.393e-3}, Measured{{15872, 4096, 16384}, 1.426e-3}}) {
            const double ratio = gemmTime(a, Precision::Bf16, g.shape).value() / g.seconds;
            QVERIFY2(std::abs(ratio - 1) < 0.13, qPrintable(QString::number(ratio)));
            logSum += std::log(ratio);
        }
        QVERIFY2(std::abs(logSum / 4) < 0.01, qPrintable(QString::number(logSum / 4)));
    }
    void blackwellPartsHoldTheirDiesClockAtTheirPower() {
        // A part that runs a measured die at a higher power limit holds a higher GEMM-loop clock
        // by the cube law of dynamic power (docs/model.md), up to its burst ceiling; its
        // in-step attention rate is the B200's FlashAttention-4 rate at that clock.
        // B200 (measured, 1000 W): 0.635 x 2250 = 1428.75 TFLOP/s.
        //   GB200 (B200 die, 1200 W): 1428.75 x 1.2^(1/3) = 1428.75 x 1.062659 = 1518.27,
        //   / 2500 = 0.6073 (burst 0.729).
        // B300 (TE's GEMM loop, 1100 W): 0.736 x 2250 = 1656.0 TFLOP/s.
        //   GB300 (B300 die, 1400 W): 1656.0 x (14/11)^(1/3) = 1656.0 x 1.083725 = 1794.65,
        //   / 2500 = 0.7179 (burst 0.739).
        // Attention, long sequences: B200 0.39 x 2250 = 877.5 TFLOP/s at 1428.75 of clock:
        //   GB200 877.5 x 1518.27 / 1428.75 / 2500 = 0.3730; B300 877.5 x 1656.0 / 1428.75 / 2250
        //   = 0.4520; GB300 877.5 x 1794.65 / 1428.75 / 2500 = 0.4409.
        const PresetCatalog presets = shippedPresets();
        const auto chip = [&](const char* id) {
            const CatalogEntry* entry = presets.find(PresetKind::Hardware, id);
            return entry ? entry->preset.hardware.accelerator : Accelerator{};
        };
        const Accelerator b200 = chip("nvidia-b200");
        const Accelerator gb200 = chip("nvidia-gb200-nvl72");
        const Accelerator b300 = chip("nvidia-b300");
        const Accelerator gb300 = chip("nvidia-gb300-nvl72");
        const auto loop = [](const Accelerator& a) {
            return a.peakBf16.value() * a.sustainedMatmulEfficiency.value_or(0);
        };
        QVERIFY(within(loop(gb200), loop(b200) * std::cbrt(1200.0 / 1000.0), 0.005));
        QVERIFY(within(loop(gb300), loop(b300) * std::cbrt(1400.0 / 1100.0), 0.005));
        QVERIFY(gb200.sustainedMatmulEfficiency <= gb200.matmulEfficiency);
        QVERIFY(gb300.sustainedMatmulEfficiency <= gb300.matmulEfficiency);
        const auto attention = [](const Accelerator& a) {
            return a.peakBf16.value() * a.attentionEfficiency.value_or(0);
        };
        for (const Accelerator& derived : {gb200, b300, gb300}) {
            QVERIFY(within(attention(derived), attention(b200) * loop(derived) / loop(b200), 0.02));
        }
    }
    void bulkOverlapsKeepEveryUnit() {
        // Llama 3.1 70B at TP 4 (fused, BF16, 8,192 tokens): h 8192, QKV N = (8192 + 2 x 1024) / 4
        // = 2560, output projection K = 8192 / 4 = 2048, FC1 N = 2 x 28672 / 4 = 14336, FC2
        // K = 7168. With Transformer Engine's overlap (the tuned NeMo / Megatron-Bridge configs,
        // kernel-efficiency.md 7.6): QKV and FC1 forward run as 4 ring-exchange chunks of M / 4;
        // their backward (bulk all-gather and reduce-scatter on 2 to 4 SMs, no SM margin) runs
        // whole GEMMs on all 132 SMs; the output projection and FC2 forward run as 4 pipelined
        // chunks holding 16 SMs; their dgrad as 4 ring-exchange chunks; their wgrad whole.
        const Accelerator a = h100();
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 4);
        s.sequenceParallel = true;
        s.tpOverlap = true;
        const double wgradBytes = s.weightGradientBytes;
        const auto time = [&](GemmShape g, double reserved = 0) {
            g.reservedUnits = reserved;
            return gemmTime(a, Precision::Bf16, g);
        };
        // The four chunks of a split GEMM run on concurrent streams and quantise to waves
        // together, as one batch of 4, plus the launch of each chunk after the first.
        const Seconds launches = units::microseconds(2.5) * 3.0;
        const auto column = [&](double n, double k) {
            return time({2048, n, k, 4}) + launches + time({8192, k, n}) +
                   time({k, n, 8192, 1, wgradBytes});
        };
        const auto row = [&](double n, double k) {
            return time({2048, n, k, 4}, 16) + launches + time({2048, k, n, 4}) + launches +
                   time({k, n, 8192, 1, wgradBytes});
        };
        const Seconds expected =
            column(2560, 8192) + row(8192, 2048) + column(14336, 8192) + row(8192, 7168);
        QVERIFY(within(layerKernelTimes(a, s).gemm.value(), expected.value(), 1e-12));
    }
    void splitChunksShareTheirWaves() {
        // GPT-3 175B at TP 4, 2,048 tokens (the dgxc A2 rows): the QKV forward's ring exchange
        // runs four chunks of 512 x 9216 x 12288. Alone, a chunk's best tile is 128x128:
        // 4 x 72 = 288 tiles in 3 waves of 132, 288 / 396 = 8/11 (128x256: 144 tiles in 2
        // waves, 0.545). Transformer Engine puts the chunks on three streams with nothing but
        // their input between them (comm_gemm_overlap.cpp, split_overlap_ag), so the four fill
        // each other's last wave: 1,152 tiles in 9 waves, 1152 / 1188 = 32/33.
        const Accelerator a = h100();
        QVERIFY(within(gemmShapeEfficiency(a, {512, 9216, 12288}), 8.0 / 11.0, 1e-12));
        QVERIFY(within(gemmShapeEfficiency(a, {512, 9216, 12288, 4}), 32.0 / 33.0, 1e-12));
        // So at 2,048 tokens the overlapped layer's GEMMs cost what the whole ones do, within
        // the 16 SMs the pipelined reduce-scatter holds and the launches of the chunks:
        // 1.0 < overlapped / plain < 1.05 (1.026; with the chunks one after another, 1.080).
        const Architecture gpt3 = dense(96, 12288, 96, 96, 49152, FfnType::Gelu, 51200, true);
        LayerShape s = llamaLayer(gpt3, 4);
        s.tokens = 2048;
        s.sequenceLength = 2048;
        s.sequenceParallel = true;
        const Seconds plain = layerKernelTimes(a, s).gemm;
        s.tpOverlap = true;
        const double ratio = layerKernelTimes(a, s).gemm / plain;
        QVERIFY2(ratio > 1.0 && ratio < 1.05, qPrintable(QString::number(ratio)));
    }
    void receivedTokensAreSortedByLocalExpert() {
        // One MoE layer of 8 experts of 14,336, top-2, h 4096, 8,192 tokens (fused, TP 1). With
        // one expert a rank (EP 8) the received rows go straight to the expert; with two (EP 4)
        // the dispatcher sorts them by expert and back: per direction two kernels of a read and
        // a write of 2 x 8192 x 1.15 rows of 4096 at 2 B, 4 x 2 x 1.15 x 8192 x 4096 =
        // 308,700,774.4 B at 3.35 TB/s x 0.85 = 108.41 us + 2.5 us; 4 kernels: 443.65 us. Each of
        // the six expert GEMM passes is one call per local expert: 6 calls more.
        const Accelerator a = h100();
        Architecture moe = dense(1, 4096, 32, 8, 14336, FfnType::SwiGlu, 0, false);
        moe.experts = 8;
        moe.expertsPerToken = 2;
        LayerShape s = llamaLayer(moe, 1);
        s.moe = true;
        s.ep = 8;
        const LayerKernelTimes alone = layerKernelTimes(a, s);
        s.ep = 4;
        const LayerKernelTimes shared = layerKernelTimes(a, s);
        const double sort = 4.0 * 2 * 1.15 * 8192 * 4096 / (3.35e12 * 0.85) + 2.5e-6;
        QVERIFY(within((shared.memoryBound - alone.memoryBound).value(), 4.0 * sort, 1e-9));
        QCOMPARE(shared.kernels - alone.kernels, 4 + 6);
    }
    void expertGemmsWaitOnTheirIssue() {
        // Transformer Engine's grouped GEMM runs one cuBLASLt call per local expert over several
        // streams; its measured cost for 8 experts of 128 tokens, N = K = 2048 on SM100 is
        // 0.267 ms against 0.069 ms for a single-launch kernel (TE PR #3134): 33.375 us an
        // expert, which small experts cannot hide. 16 experts of 64 x 1536 x 2048 on the H100
        // (BF16, burst ceiling): 128x256 tiles, 1 x 6 x 16 = 96 tiles in one wave of 132:
        // shape 64 x 1536 x 16 / (132 x 32,768) = 0.36364; 128x128 (192 tiles, 2 waves) the
        // same; K depth 2048 / 2304 x 4352 / 4096 = 0.94444; 2 x 64 x 1536 x 2048 x 16 FLOP =
        // 6.4425 GFLOP at 989.4 TF x 0.803 x 0.36364 x 0.94444 = 272.87 TF: 23.61 us, below the
        // streaming of the operands, 16 x 2 B x (64 x 2048 + 2048 x 1536) = 104.86 MB at
        // 3.35 TB/s x 0.85: 36.83 us; + 2.5 us + the epilogue 3.146 MB: 1.105 us; 40.43 us, far
        // below the 16 x 33.375 = 534 us the host takes to issue them.
        const Accelerator a = h100();
        const GemmShape experts{64, 1536, 2048, 16};
        QVERIFY(within(gemmTime(a, Precision::Bf16, experts).value(), 40.43e-6, 1e-3));
        QVERIFY(within(groupedGemmTime(a, Precision::Bf16, experts).value(), 534e-6, 1e-12));
        // One expert is one call: 12 tiles of 128x128 in a wave of 132 (shape 0.045455, x K depth
        // 0.94444) run 0.40265 GFLOP at 34.10 TF, 11.81 us (the operands, 6.55 MB, 2.30 us) +
        // 2.5 us + the epilogue 0.07 us: 14.38 us, under the 33.375 us issue.
        const GemmShape one{64, 1536, 2048, 1};
        QVERIFY(within(gemmTime(a, Precision::Bf16, one).value(), 14.38e-6, 1e-3));
        QVERIFY(within(groupedGemmTime(a, Precision::Bf16, one).value(), 33.375e-6, 1e-12));
        // Large experts hide the issue: 16 x 8192 x 1536 x 2048 runs for milliseconds.
        const GemmShape large{8192, 1536, 2048, 16};
        QCOMPARE(groupedGemmTime(a, Precision::Bf16, large).value(),
                 gemmTime(a, Precision::Bf16, large).value());

        // In a layer (Qwen3-30B-A3B's MoE: h 2048, 128 experts of 768, top 8; 512 tokens,
        // EP 8, so 16 local experts of 512 x 8 / 16 x 1.15 = 294 rows): the six expert passes
        // (FC1 and FC2, forward, input and weight gradient) each wait 534 us, so the expert
        // width no longer moves the layer's GEMM time.
        Architecture moe = dense(1, 2048, 32, 4, 6144, FfnType::SwiGlu, 0, false);
        moe.experts = 128;
        moe.expertsPerToken = 8;
        moe.expertFfnHiddenSize = 768;
        LayerShape s = llamaLayer(moe, 1);
        s.tokens = 512;
        s.sequenceLength = 512;
        s.moe = true;
        s.ep = 8;
        const Seconds narrow = layerKernelTimes(a, s).gemm;
        moe.expertFfnHiddenSize = 384;
        QCOMPARE(layerKernelTimes(a, s).gemm.value(), narrow.value());
        // An eager stack (torch._grouped_mm, one kernel) has no such wait.
        s.fusedKernels = false;
        const Seconds eager = layerKernelTimes(a, s).gemm;
        moe.expertFfnHiddenSize = 768;
        QVERIFY(layerKernelTimes(a, s).gemm > eager);
    }
    void recomputeRunsOnlyWhatTheBackwardReads() {
        // Full recompute re-runs the layer's forward from its saved input. PyTorch (Megatron,
        // torch.utils.checkpoint) runs all of it again; JAX's jax.checkpoint recomputes only the
        // residuals the backward consumes, and the down projection's output is read by nothing
        // but the residual add into the next layer's saved input: its forward GEMM is the
        // difference. FC2 of the fused h 1024 / f 4096 layer at 1,024 tokens on the H100
        // (burst): 1024 x 1024 x 4096, 8 x 4 = 32 tiles of 128x256 in one wave of 132 (32 /
        // 132), 64 of 128x128 (64 / 132), shape 0.48485; 8.5899 GFLOP at 989.4 TF x 0.803 x
        // 0.48485 = 385.21 TF: 22.300 us; operands 10.486 MB at 2.8475 TB/s = 3.682 us hide;
        // 2.5 us + the epilogue 2.097 MB, 0.736 us: 25.536 us.
        const Accelerator a = h100();
        const Architecture arch = smallSwiGluLayer();
        LayerShape s = smallFusedLayer(arch);
        s.recompute = Recompute::Full;
        const Seconds all = layerKernelTimes(a, s).recompute;
        s.recomputeOnlyNeeded = true;
        const Seconds needed = layerKernelTimes(a, s).recompute;
        QVERIFY(within((all - needed).value(), 25.536e-6, 1e-3));
        // Half the layers recomputed, half the difference.
        s.recomputeLayerShare = 0.5;
        QVERIFY(within((all * 0.5 - layerKernelTimes(a, s).recompute).value(), 12.768e-6, 1e-3));
    }
    void fp8CastBytesByRecipe() {
        // Fused h 1024 / f 4096 SwiGLU layer, 1,024 tokens, TP 1, 8 heads of 128, no GQA. Casts
        // outside the fused norms: forward the output projection's input T x 1024 and FC2's
        // T x 4096; backward the output gradients of QKV T x 3072, of the output projection
        // T x 1024, of FC1 T x 8192 and of FC2 T x 1024: E = 1024 x 18,432 = 18,874,368. Current
        // against delayed scaling: (11.5 - 0.55 x 11.5) = 5.175 B more per element, 97.675 MB at
        // 3.35 TB/s x 0.85: 34.301 us.
        const Accelerator a = h100();
        const Architecture arch = smallSwiGluLayer();
        LayerShape s = smallFusedLayer(arch);
        s.precision = Precision::Fp8;
        const Seconds delayed = layerKernelTimes(a, s).memoryBound;
        s.fp8Recipe = Fp8Recipe::Current;
        const Seconds current = layerKernelTimes(a, s).memoryBound;
        QVERIFY(within((current - delayed).value(), 5.175 * 18874368 / (3.35e12 * 0.85), 1e-9));
        s.fp8Recipe = Fp8Recipe::Mxfp8;
        const Seconds mx = layerKernelTimes(a, s).memoryBound;
        QVERIFY(mx > delayed && mx < current);
    }
    void blockScaledGemmsRunBelowPerTensorFp8() {
        // Transformer Engine's B300 profile, bare kernels (kernel-efficiency.md 4.1): a layer's
        // GEMMs run 1.92x BF16's speed under per-tensor FP8 and 1.83x under MXFP8, whose
        // operands carry a scale per 32 elements. 8192^3 on the H100 at the burst FP8 ceiling:
        // 128x256 tiles, 64 x 32 = 2048 in ceil(2048 / 132) = 16 waves of 132: shape 0.96970;
        // compute 2 x 8192^3 / (1979e12 x 0.709 x 0.96970) = 808.11 us per tensor, and
        // 808.11 x 1.92 / 1.83 = 847.86 us block-scaled (operands 134.2 MB at 0.85 x 3.35 TB/s
        // = 47.1 us hide behind both; the same 2.5 us floor and 134.2 MB epilogue on each).
        const Accelerator a = h100();
        GemmShape s{8192, 8192, 8192};
        const Seconds perTensor = gemmTime(a, Precision::Fp8, s);
        s.blockScaled = true;
        const Seconds blockScaled = gemmTime(a, Precision::Fp8, s);
        QVERIFY(within((blockScaled - perTensor).value(), (847.86 - 808.11) * 1e-6, 1e-3));
        // BF16 GEMMs have no block scales to read.
        QCOMPARE(gemmTime(a, Precision::Bf16, s), gemmTime(a, Precision::Bf16, {8192, 8192, 8192}));
        // In a layer the MXFP8 recipe's cheaper casts do not make up for it on large GEMMs:
        // a Llama 3.1 70B layer at 8K tokens, TP 1, runs slower under MXFP8 than under current
        // scaling, as Megatron-Bridge 25.11 measures on B200, GB200 and GB300 (3.7-5.9 %).
        const Architecture arch = llama70b();
        LayerShape layer = llamaLayer(arch, 1);
        layer.precision = Precision::Fp8;
        layer.fp8Recipe = Fp8Recipe::Current;
        const Seconds current = layerKernelTimes(a, layer).total();
        layer.fp8Recipe = Fp8Recipe::Mxfp8;
        const Seconds mx = layerKernelTimes(a, layer).total();
        QVERIFY2(mx > current, qPrintable(QString::number(mx / current)));
    }
    void attentionLaws() {
        // The preset's 0.48 is the long-sequence value at head dimension 128. At 4096 keys (a
        // causal 8K sequence): 0.48 x 4096 / 4346 = 0.45239, the in-step FlashAttention-3 rate
        // (447 of 989 TFLOP/s) it was taken from.
        const Accelerator a = h100();
        QVERIFY(within(attentionEfficiency(a, 4096, 128), 0.48 * 4096 / 4346, 1e-12));
        // Head dimension 64: (64/104) / (128/168) = 0.80769 of hd128.
        QVERIFY(within(attentionEfficiency(a, 4096, 64) / attentionEfficiency(a, 4096, 128),
                       (64.0 / 104) / (128.0 / 168), 1e-12));
        // Short sequences are slower per FLOP; nothing exceeds the matmul ceiling.
        QVERIFY(attentionEfficiency(a, 256, 128) < attentionEfficiency(a, 4096, 128) * 0.6);
        QVERIFY(attentionEfficiency(a, 1e9, 512) <= a.matmulEfficiency);
        // Without a measured value: 0.7 of the matmul ceiling at long sequences.
        Accelerator plain = a;
        plain.attentionEfficiency.reset();
        QVERIFY(within(attentionEfficiency(plain, 1e12, 128), 0.7 * 0.803, 1e-9));
    }
    void flashAttention2RunsAtItsOwnRateOnHopper() {
        // The shipped H100 preset: FlashAttention-2 (PyTorch SDPA's default flash backend) at
        // 0.347 of the peak at long sequences, hd128 (the FA repo's H100 benchmark: 338 TFLOP/s
        // at 16k non-causal, 338 / 989 = 0.342 at 16384 / 16634 of the long-sequence value).
        const PresetCatalog presets = shippedPresets();
        const CatalogEntry* h100 = presets.find(PresetKind::Hardware, "nvidia-h100-sxm");
        QVERIFY(h100);
        const Accelerator& a = h100->preset.hardware.accelerator;
        QVERIFY(within(attentionEfficiency(a, 16384, 128, true) * 989e12, 338e12, 0.01));
        // A causal 8K sequence (4096 keys on average): 0.347 x 4096 / 4346 = 0.32704, against
        // the fused kernel's 0.45239.
        QVERIFY(within(attentionEfficiency(a, 4096, 128, true), 0.347 * 4096 / 4346, 1e-12));
        QVERIFY(within(attentionEfficiency(a, 4096, 128, false), 0.48 * 4096 / 4346, 1e-12));
        // On the A100 FlashAttention-2 is the fused kernel: no separate figure, the same rate.
        const CatalogEntry* a100 = presets.find(PresetKind::Hardware, "nvidia-a100-sxm-80gb");
        QVERIFY(a100);
        const Accelerator& ampere = a100->preset.hardware.accelerator;
        QCOMPARE(attentionEfficiency(ampere, 4096, 128, true),
                 attentionEfficiency(ampere, 4096, 128, false));

        // A Llama 3.1 70B layer (TP 1, one 8K sequence): the attention core's 3.5 x forward
        // FLOPs run at the FA2 rate: the attention time scales by 0.48 / 0.347.
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 1);
        const Seconds fused = layerKernelTimes(a, s).attention;
        s.flash2 = true;
        const Seconds flash2 = layerKernelTimes(a, s).attention;
        QVERIFY(within((flash2 - Seconds(5e-6)).value() / (fused - Seconds(5e-6)).value(),
                       0.48 / 0.347, 1e-9));
    }
    void eagerStacksRunSdpasDefaultAttention() {
        // Automatic: fused norm kernels (Megatron, Transformer Engine) run the accelerator's
        // fused attention, eager ones (torchtitan) PyTorch SDPA's default, FlashAttention-2 on
        // Hopper; an explicit choice wins either way.
        Scenario s = defaultScenario();
        s.mfuMode = MfuMode::Derived;
        s.hardware.accelerator = goodput::testing::h100Sxm();
        s.hardware.accelerator.flash2AttentionEfficiency = 0.347;
        s.hardware.accelerator.hbmCapacity = gigabytes(1e6);
        // The compute of a step (GEMMs and attention) with each choice.
        const auto compute = [&](bool fusedKernels, AttentionKernel kernel) {
            Scenario c = s;
            c.workload.fusedKernels = fusedKernels;
            c.workload.attentionKernel = kernel;
            const Result r = evaluate(c);
            return r.step ? r.step->time.compute.value() : 0.0;
        };
        QVERIFY(compute(true, AttentionKernel::Auto) > 0);
        QVERIFY(compute(false, AttentionKernel::Auto) > compute(false, AttentionKernel::Fused));
        QVERIFY(compute(true, AttentionKernel::Flash2) > compute(true, AttentionKernel::Auto));
        QCOMPARE(compute(true, AttentionKernel::Auto), compute(true, AttentionKernel::Fused));
        QCOMPARE(compute(false, AttentionKernel::Auto), compute(false, AttentionKernel::Flash2));
    }
    void eagerKernelsCostMoreThanFused() {
        const Accelerator a = h100();
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 1);
        const LayerKernelTimes fused = layerKernelTimes(a, s);
        s.fusedKernels = false;
        const LayerKernelTimes eager = layerKernelTimes(a, s);
        QVERIFY(eager.memoryBound > fused.memoryBound * 3.0);
        QVERIFY(eager.kernels > fused.kernels);
    }
    void fullRecomputeRunsTheForwardAgain() {
        // Recompute adds the forward: 1 / 3 of the GEMMs (forward 1, backward 2).
        const Accelerator a = h100();
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 8);
        const LayerKernelTimes none = layerKernelTimes(a, s);
        s.recompute = Recompute::Full;
        const LayerKernelTimes full = layerKernelTimes(a, s);
        QVERIFY(full.recompute > none.gemm * 0.25 && full.recompute < none.gemm * 0.5);
        // On half the layers (the mean layer of the stage), half of it.
        s.recomputeLayerShare = 0.5;
        QVERIFY(within(layerKernelTimes(a, s).recompute / full.recompute, 0.5, 1e-12));
    }
    void selectiveRecomputeRerunsTheAttentionForward() {
        // Selective recompute checkpoints the attention core (Megatron-Core's `core_attn`
        // module): the backward runs its forward again, fused or not. Llama 3.1 70B at TP 8, 8,192
        // tokens, flash: 4 x 8192 x 4096 x 1024 = 137,438,953,472 FLOP at 989.4 TFLOP/s x 0.48 x
        // 4096 / 4346 = 307.06 us, plus its kernel's share of the two launches, 2 x 2.5 / 3.5
        // = 1.43 us: 308.49 us.
        const Accelerator a = h100();
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 8);
        s.flashAttention = true;
        s.recompute = Recompute::Selective;
        QVERIFY(within(layerKernelTimes(a, s).recompute.value(), 308.49e-6, 1e-5));
    }
    void minimalRecomputeAlsoRerunsTheMemoryBoundForward() {
        // MaxText's `minimal` keeps only the weight matmuls' outputs: beyond the attention core,
        // the norms, rotary, activation and residual adds run again. Fused BF16 layer, h 1024,
        // 8 heads of 128 (no GQA), SwiGLU f 4096, 1,024 tokens, TP 1, flash, no dropout; its
        // forward streams: two norms 2 x 4 B x T h, rotary 4 B x T (1024 + 1024), two residual
        // adds 2 x 6 B x T h, SwiGLU 6 B x T f: 8,388,608 + 8,388,608 + 12,582,912 + 25,165,824
        // = 54,525,952 B at 3.35 TB/s x 0.85 = 19.149 us, plus 6 launches of 2.5 us: 34.149 us.
        const Accelerator a = h100();
        const Architecture arch = smallSwiGluLayer();
        LayerShape s = smallFusedLayer(arch);
        s.recompute = Recompute::Selective;
        const LayerKernelTimes selective = layerKernelTimes(a, s);
        s.recompute = Recompute::Minimal;
        const LayerKernelTimes minimal = layerKernelTimes(a, s);
        QVERIFY(within((minimal.recompute - selective.recompute).value(),
                       54525952.0 / (3.35e12 * 0.85) + 6 * 2.5e-6, 1e-9));
        // Nothing else in the layer changes; full recompute still costs more.
        QCOMPARE(minimal.gemm.value(), selective.gemm.value());
        QCOMPARE(minimal.memoryBound.value(), selective.memoryBound.value());
        s.recompute = Recompute::Full;
        QVERIFY(layerKernelTimes(a, s).recompute > minimal.recompute);
    }
    void ringAttentionRunsAStepPerChunk() {
        // Llama 3.1 70B at TP 8, CP 2, one 8K sequence: 4,096 tokens a rank, forward
        // 4 x 4096 x 4096 x 1024 = 68,719,476,736 FLOP. Over all-gathered K/V one kernel loops
        // over s / 2 = 4,096 keys: 2 x 2.5 us + 3.5 x F / (989.4 TFLOP/s x 0.48 x 4096 / 4346)
        // = 542.36 us. In a ring (TE's p2p) the last rank's two steps each loop over one chunk
        // of s / 4 = 2,048 keys, at 0.48 x 2048 / 2298, two more launches: 578.27 us.
        const Accelerator a = h100();
        const Architecture arch = llama70b();
        LayerShape s = llamaLayer(arch, 8);
        s.tokens = 4096;
        s.cp = 2;
        const LayerKernelTimes gathered = layerKernelTimes(a, s);
        QVERIFY(within(gathered.attention.value(), 542.36e-6, 1e-5));
        s.ringAttention = true;
        const LayerKernelTimes ring = layerKernelTimes(a, s);
        QVERIFY(within(ring.attention.value(), 578.27e-6, 1e-5));
        // The partial outputs merge in FP32: forward 6 + 6 + 10 B over Q's 4096 x 1024 elements
        // (92,274,688 B), backward the same over Q, K and V (+ 2 x 4096 x 128: 115,343,360 B),
        // at 3.35 TB/s x 0.85, six kernels: 72.91 + 15 = 87.91 us.
        QVERIFY(within((ring.memoryBound - gathered.memoryBound).value(), 87.91e-6, 1e-4));
        QCOMPARE(ring.kernels - gathered.kernels, 2 + 6);
    }
    void ringsAcrossNodesUseEveryRail() {
        // A 64-GPU all-gather over 8 nodes of 8 (FSDP): NCCL's 8 rings each leave the node
        // through a different NIC, so the outer tier carries 8 x 40 GB/s = 320 GB/s, below the
        // 364.5 GB/s of NVLink; the chapter's single link gets 40 GB/s.
        const GroupPlacement g{64, 8};
        GroupLinks links{Link{microseconds(3), gigabytesPerSecond(364.5)},
                         Link{microseconds(10), gigabytesPerSecond(40)}};
        const Bytes size = gigabytes(1);
        const CollectiveCost single =
            collectiveCost(Collective::AllGather, Algorithm::Ring, size, g, links);
        links.rails = 8;
        const CollectiveCost railed =
            collectiveCost(Collective::AllGather, Algorithm::Ring, size, g, links);
        // Bandwidth terms: 63/64 GB / 40 GB/s = 24.61 ms and / 320 GB/s = 3.076 ms.
        QVERIFY(within(single.bandwidthTerm.value(), 63.0 / 64 / 40, 1e-12));
        QVERIFY(within(railed.bandwidthTerm.value(), 63.0 / 64 / 320, 1e-12));
        // All-to-all does not aggregate NICs (one NIC per rank).
        QCOMPARE(collectiveCost(Collective::AllToAll, Algorithm::Ring, size, g, links)
                     .bandwidthTerm.value(),
                 single.bandwidthTerm.value());
    }
    void suiteReaderNamesThePath() {
        const auto problems = [](const char* text) {
            return readValidationSuite(text).diagnostics;
        };
        const Diagnostics none = problems(
            R"({"formatVersion": 1, "kind": "validation", "id": "x", "runs": [
                {"name": "a", "measured": {"stepSeconds": 1}}]})");
        QVERIFY(!hasErrors(none));
        const Diagnostics missing = problems(
            R"({"formatVersion": 1, "kind": "validation", "runs": [{"name": "a", "measured": {}}]})");
        QVERIFY(std::any_of(missing.begin(), missing.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::MissingField && d.field == "runs[0].measured.stepSeconds";
        }));
        const Diagnostics both = problems(
            R"({"formatVersion": 1, "kind": "validation", "runs": [{"name": "a",
                "measured": {"stepSeconds": 1, "tokensPerSecondPerGpu": 2}}]})");
        QVERIFY(std::any_of(both.begin(), both.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::ConflictingKeys;
        }));
        const Diagnostics negative = problems(
            R"({"formatVersion": 1, "kind": "validation", "runs": [{"name": "a",
                "measured": {"stepSeconds": -1}}]})");
        QVERIFY(std::any_of(negative.begin(), negative.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::OutOfRange && d.field == "runs[0].measured.stepSeconds";
        }));
        // An empty list was "required value is missing": it is there, and empty.
        const Diagnostics empty =
            problems(R"({"formatVersion": 1, "kind": "validation", "runs": []})");
        QVERIFY(std::any_of(empty.begin(), empty.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::EmptyList && d.field == "runs";
        }));
        const Diagnostics newer = problems(R"({"formatVersion": 2, "runs": []})");
        QVERIFY(!newer.empty() && newer.front().code == DiagCode::UnsupportedVersion);
    }
    void publishedRunsGroupByGroup_data() {
        // Today's errors of the shipped suites (docs/validation.md), as regression bounds: the
        // mean absolute error of a group may not grow past these. The goal is 5 % mean and 12 %
        // max in every group.
        QTest::addColumn<QString>("suite");
        QTest::addColumn<double>("meanBound");
        QTest::addColumn<double>("maxBound");
        QTest::newRow("A1") << "a1-korthikanti-2022-a100" << 0.045 << 0.10;
        QTest::newRow("A2") << "a2-dgxc-gpt3-175b-h100" << 0.06 << 0.075;
        QTest::newRow("A3") << "a3-dgxc-llama31-70b-h100" << 0.035 << 0.065;
        QTest::newRow("A4") << "a4-torchtitan-fsdp2-a100" << 0.09 << 0.12;
        QTest::newRow("A5") << "a5-maxtext-tpu-v5p" << 0.07 << 0.08;
        QTest::newRow("A6") << "a6-megatron-bridge-llama3-8b-fp8" << 0.045 << 0.055;
        QTest::newRow("A7") << "a7-dgxc-deepseek-v3-gb200" << 0.045 << 0.045;
    }
    void publishedRunsGroupByGroup() {
        QFETCH(QString, suite);
        QFETCH(double, meanBound);
        QFETCH(double, maxBound);
        const PresetCatalog presets = shippedPresets();
        const QByteArray text =
            readAll(QStringLiteral(GOODPUT_VALIDATION_DIR "/") + suite + QStringLiteral(".json"));
        const ValidationSuiteReadResult read =
            readValidationSuite(std::string_view(text.constData(), text.size()));
        QVERIFY(!hasErrors(read.diagnostics));
        const SuiteOutcome outcome = validateSuite(read.suite, presets.lookup());
        QCOMPARE(outcome.invalid, 0);
        QVERIFY2(outcome.meanAbsoluteError <= meanBound,
                 qPrintable(QString::number(outcome.meanAbsoluteError)));
        QVERIFY2(outcome.maxAbsoluteError <= maxBound,
                 qPrintable(QString::number(outcome.maxAbsoluteError)));
    }
};

QTEST_APPLESS_MAIN(TestKernels)
#include "tst_kernels.moc"
