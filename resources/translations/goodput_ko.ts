<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>CalibrationChart</name>
    <message>
        <location filename="../../views/charts/calibrationchart.cpp" line="+26"/>
        <source>Message size (MB, log scale)</source>
        <translation>메시지 크기 (MB, 로그 축)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (µs, log scale)</source>
        <translation>시간 (µs, 로그 축)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out</source>
        <translation>제외됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured against the fitted model</source>
        <translation>측정값과 피팅된 모델</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Model, %1 on %2 GPUs</source>
        <translation>모델, GPU %2개의 %1</translation>
    </message>
</context>
<context>
    <name>CalibrationText</name>
    <message>
        <location filename="../../views/calibrationtext.cpp" line="+196"/>
        <source>nccl-tests calibration of the %1 tier (%2 model, %3 times)</source>
        <translation>%1 계층의 nccl-tests 보정 (%2 모델, %3 시간)</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Latency per step (alpha)</source>
        <translation>스텝당 지연 (alpha)</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>%1 (inferred from the table)</source>
        <translation>%1 (표에서 추론)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (given with --collective)</source>
        <translation>%1 (--collective로 지정)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[%1] %2 line %3: %4 on %5 GPUs%6, %7 sizes</source>
        <translation>[%1] %2 %3행: GPU %5개에서 %4%6, 크기 %7개</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (%1 hosts)</source>
        <translation> (호스트 %1대)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>latency-bound</source>
        <translation>지연 지배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bandwidth-bound</source>
        <translation>대역폭 지배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in-network reduction (NVLS/SHARP)</source>
        <translation>네트워크 내 리덕션 (NVLS/SHARP)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Bandwidth per NIC (B)</source>
        <translation>NIC당 대역폭 (B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 NICs per host at once)</source>
        <translation>%1 (호스트당 NIC %2개 동시 사용)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bandwidth (B)</source>
        <translation>대역폭 (B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Efficiency (B / spec)</source>
        <translation>효율 (B / 사양)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ± %2 of %3</source>
        <translation>%3 중 %1 ± %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Protocol switch</source>
        <translation>프로토콜 전환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between %1 and %2</source>
        <translation>%1와 %2 사이</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Regime %1</source>
        <translation>구간 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%6: alpha %1, B %2, %3 to %4, %5 points</source>
        <translation>%6: alpha %1, B %2, %3 ~ %4, %5 포인트</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Stored</source>
        <translation>저장값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>latency of regime 1; bandwidth of regime %1 (%2), capped at the link rate</source>
        <translation>구간 1의 지연; 구간 %1 (%2)의 대역폭, 링크 속도로 제한</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>latency of regime 1; bandwidth of regime %1 (%2)</source>
        <translation>구간 1의 지연; 구간 %1 (%2)의 대역폭</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Relative error</source>
        <translation>상대 오차</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rms %1, max %2</source>
        <translation>rms %1, 최대 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rms %1, max %2: a poor fit</source>
        <translation>rms %1, 최대 %2: 맞춤이 나쁨</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Per size</source>
        <translation>크기별</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line</source>
        <translation>행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>오차</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>  (left out)</source>
        <translation>  (제외됨)</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>a step time of %1</source>
        <translation>스텝 시간 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens/s</source>
        <translation>%1 토큰/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 TFLOP/s per GPU (hardware FLOPs with recomputation, HFU)</source>
        <translation>GPU당 %1 TFLOP/s (재계산 포함 하드웨어 FLOP, HFU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 TFLOP/s per GPU (model FLOPs, MFU)</source>
        <translation>GPU당 %1 TFLOP/s (모델 FLOP, MFU)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured step</source>
        <translation>측정된 스텝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matmul efficiency</source>
        <translation>행렬곱 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (was %2)</source>
        <translation>%1 (이전 %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Derived MFU</source>
        <translation>유도된 MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 -&gt; %2 (%3 points)</source>
        <translation>%1 -&gt; %2 (%3 포인트)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Derived HFU</source>
        <translation>유도된 HFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+3"/>
        <source>%1 -&gt; %2</source>
        <translation>%1 -&gt; %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens/s</source>
        <translation>토큰/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model range</source>
        <translation>모델 범위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 at 100 % to %2 at the minimum</source>
        <translation>100 %에서 %1, 최소 효율에서 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sensitivity</source>
        <translation>민감도</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 % in the measured time moves the efficiency by %1 %</source>
        <translation>측정 시간 1 %가 효율을 %1 % 움직임</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matmul efficiency from %1</source>
        <translation>%1에서 구한 행렬곱 효율</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../../views/charts/chartexport.cpp" line="+198"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG 이미지 (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Save Chart</source>
        <translation>차트 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>series</source>
        <translation>계열</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>axis</source>
        <translation>축</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>note</source>
        <translation>비고</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>category</source>
        <translation>범주</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>the chart is not shown</source>
        <translation>차트가 표시되어 있지 않습니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the image could not be encoded</source>
        <translation>이미지를 인코딩할 수 없습니다</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Save as PNG…</source>
        <translation>PNG로 저장…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as SVG…</source>
        <translation>SVG로 저장…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>PDF로 저장…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Data as CSV</source>
        <translation>데이터를 CSV로 복사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Data as TSV</source>
        <translation>데이터를 TSV로 복사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Image</source>
        <translation>이미지 복사</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Copy Table as TSV</source>
        <translation>표를 TSV로 복사</translation>
    </message>
</context>
<context>
    <name>CheckpointChart</name>
    <message>
        <location filename="../../views/charts/checkpointchart.cpp" line="+16"/>
        <source>Checkpoint waste vs interval (Young-Daly)</source>
        <translation>체크포인트 낭비 대 간격 (Young-Daly)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval τ (minutes, log scale)</source>
        <translation>체크포인트 간격 τ (분, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waste (% of compute time, log scale)</source>
        <translation>낭비 (계산 시간 대비 %, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalls C/τ</source>
        <translation>저장 정지 C/τ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost work τ/2M</source>
        <translation>손실된 작업 τ/2M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waste C/τ + τ/2M</source>
        <translation>낭비 C/τ + τ/2M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline waste</source>
        <translation>기준선 낭비</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimum τ* = √(2CM)</source>
        <translation>최적 τ* = √(2CM)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interval in use</source>
        <translation>사용 중인 간격</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>τ* = %1: %2</source>
        <translation>τ* = %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in use %1: %2</source>
        <translation>사용 중 %1: %2</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../app/calibrate.cpp" line="+200"/>
        <source>--algorithm must be ring or tree, not %1</source>
        <translation>--algorithm은 ring 또는 tree여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--collective must be all_reduce, all_gather, reduce_scatter, alltoall, broadcast or reduce, not %1</source>
        <translation>--collective는 all_reduce, all_gather, reduce_scatter, alltoall, broadcast, reduce 중 하나여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--ranks must be a whole number of GPUs, at least 2</source>
        <translation>--ranks는 2 이상의 GPU 개수(정수)여야 합니다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>calibrate nccl needs at least one nccl-tests log FILE</source>
        <translation>calibrate nccl에는 nccl-tests 로그 FILE이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>calibrate nccl needs --tier scale-up or --tier scale-out</source>
        <translation>calibrate nccl에는 --tier scale-up 또는 --tier scale-out이 필요합니다</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%1 must be a number, not &quot;%2&quot;</source>
        <translation>%1은(는) 숫자여야 합니다: &quot;%2&quot;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>calibrate step needs one measurement: --step-seconds S, --tokens-per-second X or --tflops-per-gpu X --flops model|hardware</source>
        <translation>calibrate step에는 측정값이 하나 필요합니다: --step-seconds S, --tokens-per-second X 또는 --tflops-per-gpu X --flops model|hardware</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--tflops-per-gpu needs --flops model (6N per token, MFU) or --flops hardware (recomputation counted, HFU)</source>
        <translation>--tflops-per-gpu에는 --flops model(토큰당 6N, MFU) 또는 --flops hardware(재계산 포함, HFU)가 필요합니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>calibrate step needs the measured job&apos;s SCENARIO.json</source>
        <translation>calibrate step에는 측정한 작업의 SCENARIO.json이 필요합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>calibrate step: unexpected argument &quot;%1&quot;; see goodput --help</source>
        <translation>calibrate step: 예상하지 않은 인수 &quot;%1&quot;; goodput --help를 보세요</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--min-efficiency must be a fraction above 0 and below 1</source>
        <translation>--min-efficiency는 0보다 크고 1보다 작은 비율이어야 합니다</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 is an option of calibrate %2, not of calibrate %3</source>
        <translation>%1은(는) calibrate %2의 옵션이며 calibrate %3의 옵션이 아닙니다</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>calibrate needs what to calibrate from: nccl or step (see goodput --help)</source>
        <translation>calibrate에는 보정 근거가 필요합니다: nccl 또는 step (goodput --help 참고)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fit a hardware preset to measurements: nccl-tests logs or one measured step</source>
        <translation>측정값으로 하드웨어 프리셋 보정: nccl-tests 로그 또는 측정된 스텝 하나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  calibrate nccl LOG... --tier scale-up|scale-out [--preset ID|FILE] [-o PRESET.json]
                        fit a tier&apos;s latency and bandwidth to nccl-tests logs and save
                        them as a user hardware preset (docs/calibration.md)
  calibrate step SCENARIO.json --step-seconds S | --tokens-per-second X |
                 --tflops-per-gpu X --flops model|hardware
                 [--preset ID|FILE] [-o PRESET.json]
                        back-solve the matmul efficiency from one measured step of the
                        scenario&apos;s job and save it as a user hardware preset
</source>
        <translation>  calibrate nccl LOG... --tier scale-up|scale-out [--preset ID|FILE] [-o PRESET.json]
                        계층의 지연 시간과 대역폭을 nccl-tests 로그에 맞추고
                        사용자 하드웨어 프리셋으로 저장 (docs/calibration.md)
  calibrate step SCENARIO.json --step-seconds S | --tokens-per-second X |
                 --tflops-per-gpu X --flops model|hardware
                 [--preset ID|FILE] [-o PRESET.json]
                        시나리오 작업의 측정된 스텝 하나에서 행렬곱 효율을
                        역산해 사용자 하드웨어 프리셋으로 저장
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the calibrated hardware preset to write (its name is its id)</source>
        <translation>기록할 보정된 하드웨어 프리셋 (파일 이름이 id)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hardware preset to calibrate: a preset id or a preset file</source>
        <translation>보정할 하드웨어 프리셋: 프리셋 id 또는 프리셋 파일</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the tier the runs measure (required)</source>
        <translation>실행이 측정한 계층 (필수)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>calibrate the hardware of a scenario instead</source>
        <translation>대신 시나리오의 하드웨어를 보정</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the collective of runs whose log does not name it
(all_reduce, all_gather, reduce_scatter, alltoall, broadcast,
reduce)</source>
        <translation>로그에 이름이 없는 실행의 집합 통신
(all_reduce, all_gather, reduce_scatter, alltoall, broadcast,
reduce)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the GPU count of runs whose log lists no devices</source>
        <translation>로그에 장치 목록이 없는 실행의 GPU 수</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cost function fitted (default ring)</source>
        <translation>맞출 비용 함수 (기본 ring)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>force exactly two regimes (by default the fit finds
one to three)</source>
        <translation>정확히 두 구간으로 맞춤 (기본은 맞춤이
한 개에서 세 개를 찾음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fit the in-place times instead of the out-of-place ones</source>
        <translation>out-of-place 대신 in-place 시간에 맞춤</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the measured step time in seconds</source>
        <translation>측정된 스텝 시간(초)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the measured tokens per second of the whole job</source>
        <translation>측정된 작업 전체의 초당 토큰 수</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the measured TFLOP/s per GPU (with --flops)</source>
        <translation>측정된 GPU당 TFLOP/s (--flops와 함께)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>whether those TFLOP/s count recomputation (hardware,
HFU) or not (model, MFU)</source>
        <translation>그 TFLOP/s가 재계산을 포함하는지 (hardware,
HFU) 아닌지 (model, MFU)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the lowest matmul efficiency searched (default 0.05)</source>
        <translation>탐색할 가장 낮은 행렬곱 효율 (기본 0.05)</translation>
    </message>
    <message>
        <location filename="../../app/command.h" line="+82"/>
        <location filename="../../app/presets.cpp" line="+54"/>
        <source>--format must be json or text, not %1</source>
        <translation>--format은 json 또는 text여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location filename="../../app/calibrate.cpp" line="-424"/>
        <source>Preset written to %1
</source>
        <translation>프리셋을 %1에 저장했습니다
</translation>
    </message>
    <message>
        <location filename="../../app/commandline.cpp" line="+162"/>
        <location line="+6"/>
        <source>option %1 needs a value</source>
        <translation>%1 옵션에는 값이 필요합니다</translation>
    </message>
    <message>
        <location filename="../../app/commandsupport.cpp" line="+20"/>
        <location filename="../../app/sweep.cpp" line="+33"/>
        <source>warning: %1%2</source>
        <translation>경고: %1%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (preset not loaded)</source>
        <translation> (프리셋을 불러오지 않음)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 needs a scenario FILE.json or --default</source>
        <translation>%1에는 시나리오 FILE.json 또는 --default가 필요합니다</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>warning: %1: %2</source>
        <translation>경고: %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>default scenario</source>
        <translation>기본 시나리오</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--runs: must be a whole number, not &quot;%1&quot;</source>
        <translation>--runs: 정수여야 합니다 (&quot;%1&quot; 불가)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--seed: must be a whole number from 0 to 2^64 - 1, not &quot;%1&quot;</source>
        <translation>--seed: 0 이상 2^64 - 1 이하의 정수여야 합니다 (&quot;%1&quot; 불가)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the built-in default scenario (the chapter&apos;s example) instead of FILE.json</source>
        <translation>FILE.json 대신 내장 기본 시나리오(장의 예제)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>output format (default: text)</source>
        <translation>출력 형식 (기본: text)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../app/plan.cpp" line="+42"/>
        <source>output format (default: json)</source>
        <translation>출력 형식 (기본: json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>number of runs (default 10000)</source>
        <translation>실행 횟수 (기본 10000)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simulate: number of runs (default 10000)</source>
        <translation>simulate: 실행 횟수 (기본 10000)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>random seed, same seed same result (default 1)</source>
        <translation>난수 시드, 같은 시드면 같은 결과 (기본 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>simulate: random seed, same seed same result (default 1)</source>
        <translation>simulate: 난수 시드, 같은 시드면 같은 결과 (기본 1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skip the search for the simulated optimum interval</source>
        <translation>시뮬레이션 최적 간격 탐색을 건너뜀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simulate: skip the search for the simulated optimum interval</source>
        <translation>simulate: 시뮬레이션 최적 간격 탐색을 건너뜀</translation>
    </message>
    <message>
        <location filename="../../app/search.cpp" line="+22"/>
        <source>--top must be a whole number from 1 to 1000</source>
        <translation>--top은 1 이상 1000 이하의 정수여야 합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--rank must be days or dollars, not %1</source>
        <translation>--rank는 days 또는 dollars여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>rank the parallel layouts of the scenario&apos;s GPUs</source>
        <translation>시나리오의 GPU로 가능한 병렬 구성의 순위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  search FILE.json      rank the parallel layouts of the scenario&apos;s GPUs by wall-clock days
</source>
        <translation>  search FILE.json      시나리오의 GPU로 가능한 병렬 구성을 벽시계 일수 순으로 정렬
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>how many layouts to print (default 10, 1..1000)</source>
        <translation>출력할 병렬 구성 수 (기본 10, 1..1000)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search: how many layouts to print (default 10, 1..1000)</source>
        <translation>search: 출력할 병렬 구성 수 (기본 10, 1..1000)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rank by wall-clock days (default) or dollars</source>
        <translation>벽시계 일수(기본) 또는 비용으로 순위 매김</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search: rank by wall-clock days (default) or dollars</source>
        <translation>search: 벽시계 일수(기본) 또는 비용으로 순위 매김</translation>
    </message>
    <message>
        <location filename="../../app/presets.cpp" line="-13"/>
        <source>no preset with id &quot;%1&quot;; see goodput presets</source>
        <translation>id가 &quot;%1&quot;인 프리셋이 없습니다; goodput presets 참조</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>--kind must be hardware, model or reliability, not %1</source>
        <translation>--kind는 hardware, model, reliability 중 하나여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location filename="../../app/commandline.cpp" line="-39"/>
        <source>language of the app, the text and the report (default: the
one chosen in Preferences, else the system&apos;s)</source>
        <translation>앱, 텍스트, 보고서의 언어 (기본: 환경설정에서 선택한
언어, 없으면 시스템 언어)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>show this help; goodput help COMMAND: one command&apos;s</source>
        <translation>이 도움말 표시; goodput help COMMAND: 명령 하나의 도움말</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>show the version</source>
        <translation>버전 표시</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>option %1 takes no value</source>
        <translation>%1 옵션에는 값을 줄 수 없습니다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>option %1 is given twice; give it once</source>
        <translation>%1 옵션이 두 번 주어졌습니다. 한 번만 주세요</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Usage: goodput [COMMAND] [OPTIONS]

Capacity planner for LLM pretraining clusters: days, dollars and goodput from
parameters, tokens, accelerators, cluster size and parallel layout.
Without a command, goodput opens the desktop app on the last (or default) scenario;
goodput FILE.json opens it on that file, goodput A.json B.json... compares them.

Commands:
</source>
        <translation>사용법: goodput [COMMAND] [OPTIONS]

LLM 사전학습 클러스터용 용량 계획 도구: 파라미터, 토큰, 가속기, 클러스터 크기,
병렬 구성으로부터 일수, 비용, goodput을 계산합니다.
명령 없이 실행하면 마지막(또는 기본) 시나리오로 데스크톱 앱을 엽니다;
goodput FILE.json은 그 파일로 열고, goodput A.json B.json...은 비교합니다.

명령:
</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+23"/>
        <source>Options:</source>
        <translation>옵션:</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Exit status: 0 success, 1 failure, 2 bad input (one line per problem on stderr,
naming the JSON path and the reason).
Scenario keys, units and defaults: docs/scenario.md. Preset format and the folder
of your own presets: docs/presets.md.
</source>
        <translation>종료 상태: 0 성공, 1 실패, 2 잘못된 입력 (문제마다 stderr에 한 줄,
JSON 경로와 이유 표시).
시나리오 키, 단위, 기본값: docs/scenario.md. 프리셋 형식과 내 프리셋
폴더: docs/presets.md.
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>goodput %1: %2</source>
        <translation>goodput %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage:</source>
        <translation>사용법:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 belongs to a command: goodput COMMAND %1; see goodput --help</source>
        <translation>%1은(는) 명령의 옵션입니다: goodput 명령 %1. goodput --help를 보세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown option %1; see goodput --help</source>
        <translation>알 수 없는 옵션 %1. goodput --help를 보세요</translation>
    </message>
    <message>
        <location filename="../../app/compare.cpp" line="+15"/>
        <location filename="../../app/sweep.cpp" line="-16"/>
        <source>--format must be text, json or csv, not %1</source>
        <translation>--format은 text, json, csv 중 하나여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>2 to 6 scenarios side by side, each against the first</source>
        <translation>시나리오 2~6개를 나란히, 각각 첫 번째와 비교</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  compare A.json B.json... [--best-layout]
                        2 to 6 scenarios side by side: days, dollars, GPU-hours,
                        goodput, MFU, memory, step time by part, MTBF, checkpoint
                        interval, each against the first (--format text|json|csv);
                        --best-layout: each with the best layout the search finds
</source>
        <translation>  compare A.json B.json... [--best-layout]
                        시나리오 2~6개를 나란히: 일수, 비용, GPU-시간, goodput,
                        MFU, 메모리, 부분별 스텝 시간, MTBF, 체크포인트 간격을
                        각각 첫 번째와 비교 (--format text|json|csv);
                        --best-layout: 각각 탐색이 찾은 최적 병렬 구성으로
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>each scenario with the best layout the search finds</source>
        <translation>각 시나리오를 탐색이 찾은 최적 병렬 구성으로</translation>
    </message>
    <message>
        <location filename="../../app/sweep.cpp" line="+4"/>
        <source>sweep needs --x KEY=LO:HI[:POINTS] (or KEY=A,B,C) and --y RESULT</source>
        <translation>sweep에는 --x KEY=LO:HI[:POINTS] (또는 KEY=A,B,C)와 --y RESULT가 필요합니다</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>results: %1</source>
        <translation>결과: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the plan at every value of one input: any result against any numeric scenario key</source>
        <translation>입력 하나의 모든 값에서의 계획: 숫자인 시나리오 키에 대한 결과 아무것이나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  sweep FILE.json --x KEY=LO:HI[:POINTS] --y RESULT [--family KEY=A,B,C]
                        the plan at every value of one input (any numeric scenario
                        key; KEY=A,B,C for a list); RESULT is wallClockDays,
                        wallClockCost, mfu, memoryPerGpu, goodput, stepTime, stepBubble,
                        ... (a wrong one lists them all); gaps give their reason;
                        --format text (default), json or csv
</source>
        <translation>  sweep FILE.json --x KEY=LO:HI[:POINTS] --y RESULT [--family KEY=A,B,C]
                        입력 하나의 모든 값에서 계획을 평가 (숫자인 시나리오 키
                        아무것이나; 목록은 KEY=A,B,C); RESULT는 wallClockDays,
                        wallClockCost, mfu, memoryPerGpu, goodput, stepTime,
                        stepBubble, ... (틀리면 전체 목록을 보여 줌); 빈 곳은
                        이유를 알려 줌; --format text (기본), json, csv
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the input that varies: a numeric scenario key from LO to HI
(POINTS values), or KEY=A,B,C for a list</source>
        <translation>바꿀 입력: LO에서 HI까지의 숫자인 시나리오 키
(값 POINTS개), 목록은 KEY=A,B,C</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the result drawn against it (wallClockDays, mfu, ...)</source>
        <translation>그에 대해 그릴 결과 (wallClockDays, mfu, ...)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one curve per value of a second input</source>
        <translation>두 번째 입력의 값마다 곡선 하나</translation>
    </message>
    <message>
        <location filename="../../app/presets.cpp" line="+22"/>
        <source>&quot;%1&quot; is a preset of more than one kind; add --kind</source>
        <translation>&quot;%1&quot;은(는) 여러 종류에 걸친 프리셋입니다; --kind를 지정하세요</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>presets %1 needs one preset ID</source>
        <translation>presets %1에는 프리셋 ID 하나가 필요합니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>presets export needs -o FILE</source>
        <translation>presets export에는 -o FILE이 필요합니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exported %1 to %2
</source>
        <translation>%1을(를) %2(으)로 내보냈습니다
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>presets import needs one FILE</source>
        <translation>presets import에는 FILE 하나가 필요합니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>warning: </source>
        <translation>경고: </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported %1 as %2
</source>
        <translation>%1을(를) %2(으)로 가져왔습니다
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown presets action &quot;%1&quot;; see goodput --help</source>
        <translation>알 수 없는 presets 동작 &quot;%1&quot;; goodput --help 참조</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>list, show, import and export the hardware, model and reliability presets</source>
        <translation>하드웨어, 모델, 신뢰성 프리셋의 목록, 표시, 가져오기, 내보내기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  presets               list the hardware, model and reliability presets (--kind)
  presets show ID       one preset: every value, its source, what is missing or unverified
  presets import FILE   validate a preset file and add it to your presets (--replace)
  presets export ID -o FILE   write a preset&apos;s file
</source>
        <translation>  presets               하드웨어, 모델, 신뢰성 프리셋 목록 (--kind)
  presets show ID       프리셋 하나: 모든 값, 출처, 누락되었거나 미검증인 항목
  presets import FILE   프리셋 파일을 검증해 내 프리셋에 추가 (--replace)
  presets export ID -o FILE   프리셋 파일을 기록
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>only one kind</source>
        <translation>한 종류만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>presets: only one kind</source>
        <translation>presets: 한 종류만</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>export: the preset file to write</source>
        <translation>export: 기록할 프리셋 파일</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>import: replace your preset of the same id</source>
        <translation>import: 같은 id의 내 프리셋을 교체</translation>
    </message>
    <message>
        <location filename="../../app/commandsupport.cpp" line="-44"/>
        <source>%1 must be a whole number of at least 0, not &quot;%2&quot;</source>
        <translation>%1은(는) 0 이상의 정수여야 합니다 (&quot;%2&quot; 불가)</translation>
    </message>
    <message>
        <location filename="../../app/bench.cpp" line="+15"/>
        <source>bench needs a target: gui</source>
        <translation>bench에는 대상이 필요합니다: gui</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--steps must be a whole number from 1 to %1, not %2</source>
        <translation>--steps는 1 이상 %1 이하의 정수여야 합니다(%2이(가) 아님)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>time slider steps of the window, offscreen</source>
        <translation>창의 슬라이더 스텝 시간 측정, 오프스크린</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  bench gui [--steps N] time slider steps of the window, offscreen (default 1000)
</source>
        <translation>  bench gui [--steps N] 창의 슬라이더 스텝 시간 측정, 오프스크린 (기본 1000)
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>how many slider steps (default 1000)</source>
        <translation>슬라이더 스텝 수 (기본 1000)</translation>
    </message>
    <message>
        <location filename="../../app/screenshot.cpp" line="+15"/>
        <source>screenshot needs an output file OUT.png</source>
        <translation>screenshot에는 출력 파일 OUT.png가 필요합니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--size must be WIDTHxHEIGHT from 320x240 to 7680x4320, not %1</source>
        <translation>--size는 320x240부터 7680x4320까지의 너비x높이여야 합니다(%1 아님)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>save a screenshot of the window, offscreen</source>
        <translation>창의 스크린샷 저장, 오프스크린</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  screenshot OUT.png    save a screenshot of the window, offscreen; options
                        --size WxH (1366x768), --chart N (chart page, 0),
                        --scenario FILE.json, --compare-gpus N (pin, then change GPUs),
                        --dark (the dark theme)
</source>
        <translation>  screenshot OUT.png    창의 스크린샷 저장, 오프스크린; 옵션
                        --size WxH (1366x768), --chart N (차트 페이지, 0),
                        --scenario FILE.json, --compare-gpus N (고정 후 GPU 변경),
                        --dark (어두운 테마)
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the window&apos;s size (default 1366x768)</source>
        <translation>창 크기 (기본 1366x768)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the chart page shown (default 0)</source>
        <translation>보여 줄 차트 페이지 (기본 0)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the scenario shown (default: the built-in default scenario)</source>
        <translation>보여 줄 시나리오 (기본: 내장 기본 시나리오)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pin the scenario, then change its GPU count to N</source>
        <translation>시나리오를 고정한 뒤 GPU 수를 N으로 변경</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the dark theme</source>
        <translation>어두운 테마</translation>
    </message>
    <message>
        <location filename="../../app/report.cpp" line="+16"/>
        <source>report needs the PDF to write: -o FILE.pdf</source>
        <translation>report에는 저장할 PDF가 필요합니다: -o FILE.pdf</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--page must be a4 or letter, not %1</source>
        <translation>--page는 a4 또는 letter여야 합니다 (%1 불가)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>report compares scenario files; --default cannot be one of them</source>
        <translation>report는 시나리오 파일을 비교합니다; --default는 그중 하나가 될 수 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report takes a scenario FILE.json or --default, not both</source>
        <translation>report는 시나리오 FILE.json 또는 --default 중 하나만 받습니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+25"/>
        <source>cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the planning report of a scenario, or the comparison report of several, as PDF</source>
        <translation>시나리오 하나의 계획 보고서, 또는 여러 시나리오의 비교 보고서를 PDF로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  report FILE.json -o PLAN.pdf
                        the planning report as PDF (also with --default); needs no
                        display; its simulation takes --runs, --seed, --no-sweep
  report A.json B.json... -o CMP.pdf
                        the comparison report of 2 to 6 scenarios (--best-layout)
</source>
        <translation>  report FILE.json -o PLAN.pdf
                        계획 보고서를 PDF로 저장 (--default도 가능); 디스플레이가
                        필요 없음; 시뮬레이션에는 --runs, --seed, --no-sweep 적용
  report A.json B.json... -o CMP.pdf
                        시나리오 2~6개의 비교 보고서 (--best-layout)
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the PDF to write</source>
        <translation>기록할 PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report: the PDF to write (presets export: the preset file)</source>
        <translation>report: 기록할 PDF (presets export: 프리셋 파일)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>paper size (default: a4)</source>
        <translation>용지 크기 (기본: a4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report: paper size (default: a4)</source>
        <translation>report: 용지 크기 (기본: a4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>comparison report: each scenario with the best layout the search finds</source>
        <translation>비교 보고서: 각 시나리오를 탐색이 찾은 최적 병렬 구성으로</translation>
    </message>
    <message>
        <location filename="../../app/commandline.cpp" line="+20"/>
        <source>%1 is given twice; give each input once</source>
        <translation>%1이(가) 두 번 주어졌습니다. 각 입력은 한 번만 주세요</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is also an input of this command; write the output to another file</source>
        <translation>%1은(는) 이 명령의 입력이기도 합니다. 출력은 다른 파일에 쓰세요</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>%1 takes no option %2; see goodput --help</source>
        <translation>%1에는 %2 옵션이 없습니다. goodput --help를 보세요</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="+142"/>
        <location filename="../../app/commandline.cpp" line="+7"/>
        <source>%1: unexpected argument &quot;%2&quot;; see goodput --help</source>
        <translation>%1: 예상하지 않은 인수 &quot;%2&quot;; goodput --help를 보세요</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>--lang must be one of %1, not %2</source>
        <translation>--lang은 %1 중 하나여야 합니다 (%2 불가)</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>cannot write the standard output: %1</source>
        <translation>표준 출력에 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>a command is needed after the options; see goodput --help</source>
        <translation>옵션 뒤에 명령이 필요합니다; goodput --help 참조</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+23"/>
        <source>unknown command &quot;%1&quot;; see goodput --help</source>
        <translation>알 수 없는 명령 &quot;%1&quot;; goodput --help 참조</translation>
    </message>
    <message>
        <location filename="../../app/desktop.cpp" line="+19"/>
        <source>the desktop app needs a display: %1</source>
        <translation>데스크톱 앱에는 디스플레이가 필요합니다: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these commands need none: %1 (see goodput --help)</source>
        <translation>다음 명령은 디스플레이 없이 실행됩니다: %1 (goodput --help를 보세요)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Qt could not open the platform &quot;%1&quot; (DISPLAY=%2)</source>
        <translation>Qt가 플랫폼 &quot;%1&quot;을(를) 열 수 없습니다(DISPLAY=%2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
        <translation>DISPLAY와 WAYLAND_DISPLAY가 모두 설정되어 있지 않습니다</translation>
    </message>
    <message>
        <location filename="../../app/plan.cpp" line="-10"/>
        <source>evaluate a scenario and print its plan: days, dollars, goodput, memory, step time</source>
        <translation>시나리오를 평가해 계획을 출력: 일수, 비용, goodput, 메모리, 스텝 시간</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  plan FILE.json        evaluate a scenario file and print the result
  plan --default        evaluate the built-in default scenario (the chapter&apos;s example)
</source>
        <translation>  plan FILE.json        시나리오 파일을 평가해 결과를 출력
  plan --default        내장 기본 시나리오(장의 예제)를 평가
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>output format (plan, search, simulate: json by default;
presets, validate, compare: text; compare also csv)</source>
        <translation>출력 형식 (plan, search, simulate: 기본 json;
presets, validate, compare: text; compare는 csv도)</translation>
    </message>
    <message>
        <location filename="../../app/simulate.cpp" line="+27"/>
        <source>Monte-Carlo simulation of the whole run: days, dollars and goodput as distributions</source>
        <translation>전체 학습의 몬테카를로 시뮬레이션: 일수, 비용, goodput의 분포</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  simulate FILE.json    Monte-Carlo simulation of the whole run: distributions of days,
                        dollars, goodput and failures, lost time by cause, and the
                        simulated optimum checkpoint interval (also with --default)
</source>
        <translation>  simulate FILE.json    전체 학습의 몬테카를로 시뮬레이션: 일수, 비용, goodput,
                        고장의 분포, 원인별 손실 시간, 시뮬레이션 최적
                        체크포인트 간격 (--default도 가능)
</translation>
    </message>
    <message>
        <location filename="../../app/validate.cpp" line="+67"/>
        <source>the step model against measured training runs</source>
        <translation>측정된 학습 실행과 스텝 모델 비교</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  validate [SUITE.json...]
                        the step model against measured training runs: predicted and
                        measured step time per run, mean and max error per suite
                        (without files: the built-in suites of published runs;
                        docs/validation.md); exit 1 when a run is over its tolerance
</source>
        <translation>  validate [SUITE.json...]
                        측정된 학습 실행과 스텝 모델 비교: 실행마다 예측 스텝 시간과
                        측정 스텝 시간, 묶음마다 평균·최대 오차
                        (파일이 없으면 공개된 실행의 내장 묶음; docs/validation.md);
                        허용 오차를 넘는 실행이 있으면 종료 코드 1
</translation>
    </message>
</context>
<context>
    <name>CollectiveChart</name>
    <message>
        <location filename="../../views/charts/collectivechart.cpp" line="+17"/>
        <location line="+56"/>
        <source>All-reduce time vs message size</source>
        <translation>all-reduce 시간 대 메시지 크기</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Message size (MB, log scale)</source>
        <translation>메시지 크기 (MB, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (ms, log scale)</source>
        <translation>시간 (ms, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring</source>
        <translation>링</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hierarchical</source>
        <translation>계층적</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Baseline</source>
        <translation>기준선</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring = tree</source>
        <translation>링 = 트리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradient bucket in use</source>
        <translation>사용 중인 그래디언트 버킷</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>All-reduce across %1 GPUs, one per scale-up domain: hierarchical is the ring</source>
        <translation>GPU %1개에 걸친 all-reduce, 스케일업 도메인당 1개: 계층형은 링과 같음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All-reduce across %1 GPUs in one scale-up domain: hierarchical is the ring</source>
        <translation>스케일업 도메인 하나 안의 GPU %1개에 걸친 all-reduce: 계층형은 링과 같음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-reduce across %1 GPUs, %2 per scale-up domain</source>
        <translation>GPU %1개에 걸친 all-reduce, 스케일업 도메인당 %2개</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ring = tree at %1</source>
        <translation>%1에서 링 = 트리</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bucket</source>
        <translation>버킷 %1</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <location filename="../../views/comparisontext.cpp" line="+34"/>
        <source>Wall-clock days</source>
        <translation>벽시계 일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per trained model</source>
        <translation>학습된 모델당 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per million tokens</source>
        <translation>토큰 100만 개당 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>GPU당 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  compute</source>
        <translation>  계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  memory-bound</source>
        <translation>  메모리 바운드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  exposed TP</source>
        <translation>  노출된 TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  exposed CP</source>
        <translation>  노출된 CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  exposed EP</source>
        <translation>  노출된 EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  exposed DP</source>
        <translation>  노출된 DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  pipeline bubble</source>
        <translation>  파이프라인 버블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  PP transfers</source>
        <translation>  PP 전송</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  optimizer</source>
        <translation>  옵티마이저</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  other</source>
        <translation>  기타</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System MTBF</source>
        <translation>시스템 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>custom hardware</source>
        <translation>사용자 지정 하드웨어</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 × %2, %3%4</source>
        <translation>%1 × %2, %3%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (best layout)</source>
        <translation> (최적 병렬 구성)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes in parentheses are against %1.</source>
        <translation>괄호 안의 변화는 %1 대비입니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Diagnostics of %1</source>
        <translation>%1의 진단</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 vs %2 (relative)</source>
        <translation>%1 대 %2 (상대)</translation>
    </message>
</context>
<context>
    <name>ComparisonChart</name>
    <message>
        <location filename="../../views/charts/comparisoncharts.cpp" line="+42"/>
        <source>Step time by part</source>
        <translation>부분별 스텝 시간</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seconds per step</source>
        <translation>스텝당 초</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wall-clock days (solid) and dollars (dashed) vs cluster size</source>
        <translation>벽시계 일수(실선)와 비용(점선) 대 클러스터 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput vs cluster size</source>
        <translation>goodput 대 클러스터 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (log scale)</source>
        <translation>GPU (로그 눈금)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall-clock days (log scale)</source>
        <translation>벽시계 일수 (로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dollars (log scale)</source>
        <translation>비용 (로그 눈금)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput (%)</source>
        <translation>goodput (%)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Baseline</source>
        <translation>기준선</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current</source>
        <translation>현재</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <location filename="../../views/report/comparisonreport.cpp" line="+44"/>
        <location line="+109"/>
        <source>Scenario comparison</source>
        <translation>시나리오 비교</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>%1 scenarios side by side, each change against the first, %2. Prepared with Goodput %3 on %4.</source>
        <translation>시나리오 %1개를 나란히 놓고 각 변화를 첫 번째인 %2와 비교합니다. Goodput %3로 %4에 작성.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scenarios</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs, hardware and layout</source>
        <translation>GPU, 하드웨어, 병렬 구성</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side by side</source>
        <translation>나란히 비교</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Changes are against %1: green where the figure improves, red where it worsens. A dash: the figure does not exist for that scenario (no step model without an architecture, no wall-clock for a run that never finishes).</source>
        <translation>변화는 %1 대비입니다: 수치가 좋아지면 초록, 나빠지면 빨강. 대시: 그 시나리오에는 해당 수치가 없음 (아키텍처가 없으면 스텝 모델이 없고, 끝나지 않는 실행에는 벽시계 시간이 없음).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wall-clock days (solid) and dollars (dashed) against the GPU count, each scenario&apos;s own size marked.</source>
        <translation>GPU 수에 따른 벽시계 일수(실선)와 비용(점선); 각 시나리오 자체의 크기를 표시.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where one optimizer step&apos;s time goes, per scenario.</source>
        <translation>시나리오별로 옵티마이저 스텝 하나의 시간이 쓰이는 곳.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput against the GPU count, each scenario&apos;s own size marked.</source>
        <translation>GPU 수에 따른 goodput; 각 시나리오 자체의 크기를 표시.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Diagnostics</source>
        <translation>진단</translation>
    </message>
</context>
<context>
    <name>DaysDollarsChart</name>
    <message>
        <location filename="../../views/charts/daysdollarschart.cpp" line="+18"/>
        <source>Training time and cost vs cluster size</source>
        <translation>학습 시간과 비용 대 클러스터 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (log scale)</source>
        <translation>GPU (로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time (days)</source>
        <translation>학습 시간 (일)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (%1)</source>
        <translation>비용 (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+55"/>
        <source>P10-P90, simulated</source>
        <translation>P10-P90, 시뮬레이션</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Cost, compute only</source>
        <translation>비용, 계산만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost after goodput</source>
        <translation>goodput 반영 비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Days, compute only</source>
        <translation>일수, 계산만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Days after goodput</source>
        <translation>goodput 반영 일수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline days</source>
        <translation>기준선 일수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline cost</source>
        <translation>기준선 비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Fastest cluster</source>
        <translation>가장 빠른 클러스터</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>This scenario</source>
        <translation>이 시나리오</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>P10-P90: ≤ %1</source>
        <translation>P10-P90: ≤ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%Ln GPU(s): %1, %2</source>
        <translation>
            <numerusform>GPU %Ln개: %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s): never finishes</source>
        <translation>
            <numerusform>GPU %Ln개: 끝나지 않음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fastest: %Ln GPU(s), %1</source>
        <translation>
            <numerusform>가장 빠름: GPU %Ln개, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../../views/messages.cpp" line="+66"/>
        <source>cannot be read: %1</source>
        <translation>읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be written: %1</source>
        <translation>쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation>%1행 %2열의 JSON 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is %1 bytes, more than the %2 bytes Goodput reads</source>
        <translation>파일이 %1바이트로, Goodput이 읽는 최대 %2바이트를 넘습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>written by a newer or unknown format version %1 (this Goodput reads version %2); nothing was loaded</source>
        <translation>더 새롭거나 알 수 없는 형식 버전 %1로 작성되었습니다 (이 Goodput은 버전 %2를 읽습니다); 아무것도 불러오지 않았습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>required value is missing</source>
        <translation>필수 값이 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the list is empty; give at least one entry</source>
        <translation>목록이 비어 있습니다. 항목을 하나 이상 넣으세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be an object ({...})</source>
        <translation>객체({...})여야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be an array ([...])</source>
        <translation>배열([...])이어야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a number</source>
        <translation>숫자여야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a string</source>
        <translation>문자열이어야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be true or false</source>
        <translation>true 또는 false여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be of the JSON type %1</source>
        <translation>JSON 형식 %1이어야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number in the file is too large to be finite; nothing was loaded</source>
        <translation>파일의 숫자가 너무 커서 유한하지 않습니다; 아무것도 불러오지 않았습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a finite number</source>
        <translation>유한한 숫자여야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is below the minimum %2</source>
        <translation>%1은(는) 최솟값 %2보다 작습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be more than %1</source>
        <translation>%1보다 커야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is above the maximum %2</source>
        <translation>%1은(는) 최댓값 %2보다 큽니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a whole number (got %1)</source>
        <translation>정수여야 합니다 (입력값 %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not one of the accepted values</source>
        <translation>&quot;%1&quot;은(는) 허용되는 값이 아닙니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &quot;%1&quot;, ignored</source>
        <translation>알 수 없는 키 &quot;%1&quot;, 무시함</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 more unknown keys, ignored (not listed one by one)</source>
        <translation>알 수 없는 키 %1개가 더 있어 무시했습니다(하나씩 나열하지 않음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no preset with id &quot;%1&quot;</source>
        <translation>id가 &quot;%1&quot;인 프리셋이 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nested more than %1 levels deep at line %2, column %3; nothing was loaded</source>
        <translation>%2행 %3열에서 %1단계보다 깊게 중첩되었습니다; 아무것도 불러오지 않았습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>given twice in one object; give it once (nothing was loaded)</source>
        <translation>한 객체에 두 번 지정되었습니다. 한 번만 지정하세요(아무것도 불러오지 않음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty; nothing was loaded</source>
        <translation>파일이 비어 있습니다. 아무것도 불러오지 않았습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is a device or a socket, not a file; nothing was read (give a file)</source>
        <translation>파일이 아니라 장치 또는 소켓입니다. 아무것도 읽지 않았습니다(파일을 주세요)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is %1 text; Goodput reads UTF-8: save it as UTF-8</source>
        <translation>파일이 %1 텍스트입니다. Goodput은 UTF-8을 읽습니다: UTF-8로 저장하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicts with &quot;%1&quot;: give only one of the two</source>
        <translation>&quot;%1&quot;과(와) 충돌합니다: 둘 중 하나만 지정하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a valid id: use lowercase letters, digits, &apos;.&apos; and &apos;-&apos;, starting with a letter or digit, at most %2 characters</source>
        <translation>&quot;%1&quot;은(는) 올바른 id가 아닙니다: 영문 소문자, 숫자, &apos;.&apos;, &apos;-&apos;만 쓰고, 문자나 숫자로 시작하며, 최대 %2자입니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a &quot;%1&quot; preset does not belong here; the file was skipped</source>
        <translation>&quot;%1&quot; 프리셋은 여기에 둘 수 없습니다; 파일을 건너뛰었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must equal the file name &quot;%1&quot;</source>
        <translation>파일 이름 &quot;%1&quot;과(와) 같아야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this id is already taken by %1, which stays in effect; this preset was not loaded</source>
        <translation>이 id는 이미 %1이(가) 쓰고 있으며 그쪽이 유효합니다; 이 프리셋은 불러오지 않았습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is null (not published) but not listed in &quot;missing&quot;</source>
        <translation>null(미공개)이지만 &quot;missing&quot;에 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is listed as missing but has a value (or does not exist)</source>
        <translation>&quot;%1&quot;은(는) missing에 있지만 값이 있습니다 (또는 존재하지 않습니다)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dense FP8 peak %1 TFLOP/s is below the BF16 peak %2 TFLOP/s</source>
        <translation>밀집 FP8 최대 성능 %1 TFLOP/s가 BF16 최대 성능 %2 TFLOP/s보다 낮습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per accelerator is not below %2 of &quot;%3&quot;, the level inside it</source>
        <translation>가속기당 %1이(가) 그 안쪽 계층인 &quot;%3&quot;의 %2보다 낮지 않습니다</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not published for this hardware; enter a value to plan with it</source>
        <translation>이 하드웨어에 대해 공개되지 않은 값입니다; 계획하려면 값을 입력하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this accelerator has no FP8 units; its BF16 peak is used</source>
        <translation>이 가속기에는 FP8 유닛이 없어 BF16 최대 성능을 사용합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor-parallel traffic needs the model&apos;s hidden size and layers; give an architecture</source>
        <translation>텐서 병렬 통신량에는 모델의 은닉 차원과 층 수가 필요합니다; 아키텍처를 지정하세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 attention heads cannot be split evenly over TP = %2</source>
        <translation>어텐션 헤드 %1개를 TP = %2로 균등하게 나눌 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 KV heads and TP = %2: one must divide the other</source>
        <translation>KV 헤드 %1개와 TP = %2: 한쪽이 다른 쪽을 나누어야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the FFN width %1 cannot be split evenly over TP = %2</source>
        <translation>FFN 폭 %1을(를) TP = %2로 균등하게 나눌 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 virtual stages need pipeline parallelism (PP = %2)</source>
        <translation>가상 스테이지 %1개에는 파이프라인 병렬이 필요합니다 (PP = %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 layers cannot fill PP x virtual stages = %2 pipeline chunks</source>
        <translation>층 %1개로는 PP x 가상 스테이지 = %2개의 파이프라인 청크를 채울 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 layers do not divide evenly into %2 pipeline chunks; the slowest stage sets the pace</source>
        <translation>층 %1개가 파이프라인 청크 %2개로 균등하게 나뉘지 않습니다; 가장 느린 스테이지가 속도를 정합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the sequence of %1 tokens cannot be split evenly over CP = %2</source>
        <translation>%1토큰 시퀀스를 CP = %2로 균등하게 나눌 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>EP = %1 needs a mixture-of-experts model (experts = %2)</source>
        <translation>EP = %1에는 전문가 혼합(MoE) 모델이 필요합니다 (전문가 = %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 experts cannot be split evenly over EP = %2</source>
        <translation>전문가 %1개를 EP = %2로 균등하게 나눌 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expert parallelism is carved out of data parallelism (and of the TP ranks expert TP leaves): DP x TP / expert TP = %1 is not a multiple of EP = %2</source>
        <translation>전문가 병렬은 데이터 병렬(과 전문가 TP가 남긴 TP 랭크)에서 나뉩니다: DP x TP / 전문가 TP = %1 이(가) EP = %2 의 배수가 아닙니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expert TP = %2 must divide TP = %1</source>
        <translation>전문가 TP = %2 은(는) TP = %1 을(를) 나누어떨어지게 해야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens per step is not a whole number of %2-token sequences</source>
        <translation>스텝당 %1토큰은 %2토큰 시퀀스의 정수 배가 아닙니다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>this layout needs %1 GB per GPU but the GPU has %2 GB</source>
        <translation>이 구성은 GPU당 %1 GB가 필요하지만 GPU에는 %2 GB가 있습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no part can fail (no parts, or every count is zero), so there is no MTBF to plan checkpoints with; give at least one part a count and an MTBF</source>
        <translation>고장 날 수 있는 부품이 없어(부품이 없거나 개수가 모두 0) 체크포인트를 계획할 MTBF가 없습니다. 부품 하나 이상에 개수와 MTBF를 입력하세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP spans more GPUs than the scale-up domain of %1: its collectives run %2x slower on the scale-out tier (2.5.4)</source>
        <translation>TP가 스케일업 도메인(%1)보다 많은 GPU에 걸칩니다: 그 집합통신은 스케일아웃 계층에서 %2배 느립니다 (2.5.4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cluster reads %1 but the data store sustains %2: data loading bound (2.5.10)</source>
        <translation>클러스터는 %1을(를) 읽지만 데이터 저장소는 %2만 유지합니다: 데이터 로딩 병목 (2.5.10)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>writing a checkpoint takes %1 but one is due every %2 (2.5.11)</source>
        <translation>체크포인트 저장에 %1이(가) 걸리지만 %2마다 저장해야 합니다 (2.5.11)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>failures, restarts and planned stops take all the time, so the run never finishes; this value alone costs %1 of the wall-clock (2.5.13)</source>
        <translation>고장, 재시작, 계획된 중단이 모든 시간을 차지해 학습이 끝나지 않습니다. 이 값 하나가 실제 소요 시간의 %1를 차지합니다 (2.5.13)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>goodput is only %1: failures and checkpoints cost more than %2 of the time (2.5.13)</source>
        <translation>goodput이 %1뿐입니다: 고장과 체크포인트가 시간의 %2 이상을 차지합니다 (2.5.13)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>assumed MFU %1 is above the achievable matmul efficiency %2 of this hardware</source>
        <translation>가정한 MFU %1이(가) 이 하드웨어에서 달성 가능한 행렬곱 효율 %2보다 높습니다</translation>
    </message>
    <message numerus="yes">
        <location line="-102"/>
        <source>%Ln GPU(s) do not fill whole nodes of %1</source>
        <translation>
            <numerusform>GPU %Ln개로는 %1개짜리 노드를 온전히 채울 수 없습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="-47"/>
        <source>not a key: the key is &quot;%1&quot;, and the case of its letters is part of it (GB are gigabytes, Gb gigabits)</source>
        <translation>키가 아닙니다: 키는 &quot;%1&quot;이며, 글자의 대소문자도 키의 일부입니다(GB는 기가바이트, Gb는 기가비트)</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>%Ln GPU(s) are not a whole number of %1-GPU scale-up domains: one domain (an NVL72 rack, say) is only partly used</source>
        <translation>
            <numerusform>GPU %Ln개는 %1-GPU 스케일업 도메인의 정수배가 아닙니다: 도메인 하나(예: NVL72 랙)가 일부만 쓰입니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>TP x PP x CP = %1 does not divide the %Ln GPU(s), so no whole data-parallel degree exists</source>
        <translation>
            <numerusform>TP x PP x CP = %1이(가) GPU %Ln개를 나누어떨어지게 하지 못해 정수 데이터 병렬 차수가 없습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>a batch of %Ln sequence(s) does not divide into DP x micro-batch = %1</source>
        <translation>
            <numerusform>시퀀스 %Ln개짜리 배치가 DP x 마이크로배치 = %1로 나누어떨어지지 않습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>no valid layout of these %Ln GPU(s) fits in memory</source>
        <translation>
            <numerusform>이 GPU %Ln개로 메모리에 들어가는 유효한 구성이 없습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%Ln hot spare node(s), but %1 nodes are away for repair on average: the pool runs dry and the job waits for repairs</source>
        <translation>
            <numerusform>예비(핫 스페어) 노드는 %Ln개인데 평균 %1개 노드가 수리 중입니다: 예비 풀이 바닥나 작업이 수리를 기다립니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 parameters, but the architecture counts %2: the step model, derived MFU and the layout search use the architecture&apos;s count, 6ND under an assumed MFU this one; make them agree (or remove one)</source>
        <translation>파라미터가 %1개이지만 아키텍처로 세면 %2개입니다: 스텝 모델, 도출 MFU, 레이아웃 탐색은 아키텍처의 개수를, 가정 MFU의 6ND는 이 값을 씁니다. 둘을 맞추거나 하나를 지우십시오</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 runs never finished (past %3 times the compute time or the event cap): goodput counts them as 0; days, cost and failures are over the runs that finished</source>
        <translation>%2회 실행 중 %1회가 끝나지 않았습니다(계산 시간의 %3배 또는 이벤트 상한 초과): 굿풋은 이를 0으로 세고, 일수·비용·장애는 끝난 실행만으로 셉니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the simulation&apos;s budget of %1 events ran out in the search for the optimum interval: its last points rest on fewer runs</source>
        <translation>최적 간격을 찾는 중에 시뮬레이션의 이벤트 예산 %1개가 소진되었습니다: 마지막 점들은 더 적은 실행에 기반합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the simulation&apos;s budget of %1 events ran out after %2 of the %3 runs asked for; the results are over those %2</source>
        <translation>요청한 %3회 실행 중 %2회 후에 시뮬레이션의 이벤트 예산 %1개가 소진되었습니다. 결과는 그 %2회에 대한 것입니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the search evaluated %1 of the %2 candidate layouts (its cap), an even sample over TP, CP and PP: the best shown is the best of those</source>
        <translation>탐색이 후보 레이아웃 %2개 중 %1개(상한)를 TP, CP, PP에 고르게 표본 추출해 평가했습니다: 표시된 최선은 그중 최선입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log has %1 result rows; only the first %2 are read</source>
        <translation>로그에 결과 행이 %1개 있습니다. 처음 %2개만 읽습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this hardware publishes no TDP: set one, or a power cap, to see the megawatts, energy and CO2e of the run</source>
        <translation>이 하드웨어는 TDP를 공개하지 않습니다: TDP나 전력 상한을 입력하면 학습의 메가와트, 에너지, CO2e를 볼 수 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tokens are fewer than one global batch of %2: the run is shorter than one optimizer step, and its days and dollars are a fraction of one step&apos;s</source>
        <translation>토큰 %1개는 글로벌 배치 하나(%2)보다 적습니다: 학습이 옵티마이저 스텝 하나보다 짧으며, 일수와 비용은 스텝 하나의 일부입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a %1 W cap counts as the board power, but without the board&apos;s TDP it cannot slow the clock: the compute runs at full speed; set the TDP</source>
        <translation>%1 W 상한은 보드 전력으로 계산되지만, 보드의 TDP가 없으면 클럭을 낮출 수 없습니다: 연산은 최고 속도로 계산됩니다. TDP를 입력하세요</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a speed spread of %1 has no effect on this part: the spread applies to GPUs whose clocks boost die by die (presets with compute units)</source>
        <translation>속도 편차 %1은(는) 이 부품에 영향이 없습니다: 편차는 다이마다 클럭이 부스트되는 GPU(연산 유닛 수가 있는 프리셋)에만 적용됩니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is above the matmul ceiling %2 (matmulEfficiency): the step model runs it at the ceiling</source>
        <translation>%1이(가) 행렬곱 상한 %2 (matmulEfficiency)보다 큽니다: 스텝 모델은 상한 값으로 계산합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a %1 W cap is under half the board&apos;s %2 W: the clock law behind it (the cube of power) leaves out static power, so the compute speed reads optimistic there, and boards refuse caps far below their TDP</source>
        <translation>%1 W 상한은 보드의 %2 W의 절반에 못 미칩니다: 그 바탕인 클럭 법칙(전력의 세제곱)은 정적 전력을 빼고 계산하므로 이 구간에서는 연산 속도가 낙관적으로 나오며, 보드는 TDP보다 훨씬 낮은 상한을 받아들이지 않습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the FLOP convention %1 counts attention or logits on the architecture, and there is none: MFU and HFU count 6N; add the architecture or choose 6N</source>
        <translation>FLOP 규칙 %1은(는) 아키텍처로 어텐션이나 로짓을 세는데, 아키텍처가 없습니다: MFU와 HFU는 6N을 셉니다; 아키텍처를 추가하거나 6N을 고르세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: column %2 of this nccl-tests row, &quot;%3&quot;, is not a valid number</source>
        <translation>%1행: 이 nccl-tests 행의 %2번째 열 &quot;%3&quot;은(는) 올바른 숫자가 아닙니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: this nccl-tests row has %2 columns, %3 are needed</source>
        <translation>%1행: 이 nccl-tests 행에는 열이 %2개 있지만 %3개가 필요합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: the table is in %2, but sizes must be in (B), times in (us) and bandwidths in (GB/s)</source>
        <translation>%1행: 표의 단위가 %2이지만, 크기는 (B), 시간은 (us), 대역폭은 (GB/s)여야 합니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: the log does not name this run&apos;s nccl-tests program and its table fits %2 alike; give --collective %3</source>
        <translation>%1행: 로그가 이 실행의 nccl-tests 프로그램을 밝히지 않았고 표가 %2에 똑같이 맞습니다; --collective %3을(를) 지정하세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the log does not name this run&apos;s nccl-tests program and its table fits none of the collectives; give --collective all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce</source>
        <translation>%1행: 로그가 이 실행의 nccl-tests 프로그램을 밝히지 않았고 표가 어떤 집합통신에도 맞지 않습니다; --collective all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce를 지정하세요</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the log lists no devices and the GPU count cannot be inferred; give the number of GPUs</source>
        <translation>%1행: 로그에 장치 목록이 없어 GPU 수를 알 수 없습니다; GPU 수를 지정하세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: the run lists %2 devices but its busbw/algbw ratio implies %3 GPUs; the device list is used</source>
        <translation>%1행: 장치가 %2개로 나와 있지만 busbw/algbw 비율로는 GPU %3개입니다; 장치 목록을 사용합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: NCCL warned: %2</source>
        <translation>%1행: NCCL 경고: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not an nccl-tests log: %1 lines look like rows of a result table, but none is an nccl-tests row (size, count, type, time, algbw, busbw...)</source>
        <translation>nccl-tests 로그가 아닙니다: %1줄이 결과 표의 행처럼 보이지만 nccl-tests 행(size, count, type, time, algbw, busbw...)은 하나도 없습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no nccl-tests result table found</source>
        <translation>nccl-tests 결과 표를 찾지 못했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only %1 usable measurements; the fit needs at least %2</source>
        <translation>쓸 수 있는 측정값이 %1개뿐입니다; 맞춤에는 최소 %2개가 필요합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every measurement is at the same size (%1); latency and bandwidth need a sweep of sizes</source>
        <translation>모든 측정값이 같은 크기(%1)입니다; 지연과 대역폭을 구하려면 여러 크기를 측정해야 합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the measured sizes cannot separate latency from bandwidth</source>
        <translation>측정한 크기로는 지연과 대역폭을 분리할 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the best fit has a negative latency (%1 us); measure smaller messages too</source>
        <translation>최적 맞춤의 지연이 음수입니다 (%1 us); 더 작은 메시지도 측정하세요</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the largest messages spend only %1 of their time moving bytes (%2 needed): the sizes do not reach the bandwidth-bound regime, so the bandwidth is not measured; run up to larger sizes (-e 8G)</source>
        <translation>가장 큰 메시지도 시간의 %1만 바이트 전송에 씁니다(%2 필요): 크기가 대역폭이 지배하는 구간에 이르지 않아 대역폭을 측정하지 못했습니다. 더 큰 크기까지 측정하세요(-e 8G)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the time does not grow with the message size, so no bandwidth can be fitted</source>
        <translation>메시지 크기가 커져도 시간이 늘지 않아 대역폭을 맞출 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no protocol switch point leaves enough sizes for a valid fit on both sides</source>
        <translation>양쪽 모두에 유효한 맞춤을 할 만큼 크기가 남는 프로토콜 전환점이 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the latency is poorly determined; measure smaller messages</source>
        <translation>지연이 제대로 결정되지 않습니다; 더 작은 메시지를 측정하세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the latency is poorly determined (standard error %1 of its value); measure smaller messages</source>
        <translation>지연이 제대로 결정되지 않습니다 (표준 오차가 값의 %1); 더 작은 메시지를 측정하세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the largest messages reach %1 of the link spec, more than the links carry: in-network reduction (NVLS/SHARP); the preset stores the link rate (efficiency 1), the most its ring model can hold</source>
        <translation>가장 큰 메시지가 링크 사양의 %1에 이르러 링크가 나를 수 있는 양보다 큽니다: 네트워크 내 리덕션(NVLS/SHARP)입니다; 프리셋에는 링 모델이 담을 수 있는 최대인 링크 속도(효율 1)를 저장합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the fitted bandwidth is %1 of the spec, more than the links carry: in-network reduction (NVLS/SHARP) was on, or the spec is not this hardware&apos;s; the ring model does not describe it</source>
        <translation>맞춘 대역폭이 사양의 %1로 링크가 나를 수 있는 양보다 큽니다: 네트워크 내 리덕션(NVLS/SHARP)이 켜져 있었거나 사양이 이 하드웨어의 것이 아닙니다; 링 모델로는 설명되지 않습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the row failed its check (error %2); it is left out of the fit</source>
        <translation>%1행: 이 행은 검증에 실패했습니다 (오차 %2); 맞춤에서 제외합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 wrong elements reported; the row is left out of the fit</source>
        <translation>%1행: 잘못된 원소 %2개가 보고되었습니다; 이 행은 맞춤에서 제외합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: this run has %2 GPUs on one host, more than the preset&apos;s scale-up domain of %3. If the host&apos;s GPUs share one switched fabric (a DGX-2&apos;s NVSwitch joins 16), calibrate the scale-up tier of a preset whose scaleUp.domainSize covers the host (at least %2)</source>
        <translation>%1행: 이 실행은 한 호스트에 GPU %2개로, 프리셋의 스케일업 도메인 %3보다 많습니다. 호스트의 GPU가 하나의 스위치 패브릭을 공유한다면(DGX-2의 NVSwitch는 16개를 연결), scaleUp.domainSize가 호스트를 포함하는(최소 %2) 프리셋의 스케일업 계층을 보정하세요</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the model fits the measurements poorly: rms relative error %1 (above %2); check the points with the largest errors before using the preset</source>
        <translation>모델이 측정값에 잘 맞지 않습니다: rms 상대 오차 %1 (%2 초과); 프리셋을 쓰기 전에 오차가 가장 큰 점을 확인하세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: this run spans %2 hosts, so it measures the scale-out tier, not scale-up</source>
        <translation>%1행: 이 실행은 호스트 %2대에 걸쳐 있으므로 스케일업이 아니라 스케일아웃 계층을 측정합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: this run of %2 GPUs is larger than the scale-up domain of %3, so it measures the scale-out tier</source>
        <translation>%1행: GPU %2개로 된 이 실행은 스케일업 도메인(%3)보다 크므로 스케일아웃 계층을 측정합니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>line %1: this run of %2 GPUs fits in the scale-up domain of %3, so it never crosses the scale-out tier</source>
        <translation>%1행: GPU %2개로 된 이 실행은 스케일업 도메인(%3) 안에 들어가므로 스케일아웃 계층을 지나지 않습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: this run of %2 GPUs is on one host, so it never crosses the scale-out tier</source>
        <translation>%1행: GPU %2개로 된 이 실행은 호스트 한 대에 있으므로 스케일아웃 계층을 지나지 않습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the measured step (%1) is faster than the model reaches even at a matmul efficiency of 100 % (%2): the scenario is not the measured job (layout, batch, overlap), or the hardware&apos;s peak is wrong</source>
        <translation>측정된 스텝(%1)이 행렬곱 효율 100 %의 모델(%2)보다도 빠릅니다: 시나리오가 측정한 작업과 다르거나(레이아웃, 배치, 오버랩) 하드웨어 피크가 틀렸습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the measured step (%1) is slower than the model at the lowest matmul efficiency considered (%2): something other than the matmuls (input pipeline, stragglers, a different layout) slows the job</source>
        <translation>측정된 스텝(%1)이 고려하는 최저 행렬곱 효율의 모델(%2)보다도 느립니다: 행렬곱 외의 무언가(입력 파이프라인, 느린 노드, 다른 레이아웃)가 작업을 늦춥니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the step time does not depend on the matmul efficiency here: the measurement cannot calibrate it</source>
        <translation>이 경우 스텝 시간이 행렬곱 효율에 의존하지 않아 측정으로 보정할 수 없습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>little of the step depends on the matmuls: a 1 % error in the measured time moves the efficiency by %1 %</source>
        <translation>스텝 중 행렬곱에 의존하는 부분이 작습니다: 측정 시간의 1 % 오차가 효율을 %1 % 움직입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a valid preset id (lowercase a-z, 0-9, &apos;.&apos; and &apos;-&apos; only)</source>
        <translation>&quot;%1&quot;은(는) 올바른 프리셋 id가 아닙니다 (소문자 a-z, 0-9, &apos;.&apos;, &apos;-&apos;만 허용)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the calibrated preset needs an id of its own; &quot;%1&quot; is the preset it is based on</source>
        <translation>보정한 프리셋에는 고유한 id가 필요합니다; &quot;%1&quot;은(는) 바탕이 된 프리셋입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not a scenario key (docs/scenario.md lists them)</source>
        <translation>&quot;%1&quot;은(는) 시나리오 키가 아닙니다 (docs/scenario.md에 목록이 있습니다)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a number and cannot be swept</source>
        <translation>&quot;%1&quot;은(는) 숫자가 아니어서 스윕할 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is neither a range LO:HI[:POINTS] nor a list A,B,C of numbers</source>
        <translation>&quot;%1&quot;은(는) 범위 LO:HI[:POINTS]도, 숫자 목록 A,B,C도 아닙니다</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln point(s) asked for; a sweep takes at most %1</source>
        <translation>
            <numerusform>%Ln개 점을 요청했습니다; 스윕은 최대 %1개까지 받습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln point(s) asked for; this range takes at least %1</source>
        <translation>
            <numerusform>%Ln개 점을 요청했습니다; 이 범위는 최소 %1개가 필요합니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a result to plot</source>
        <translation>&quot;%1&quot;은(는) 그릴 수 있는 결과가 아닙니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the family sweeps &quot;%1&quot;, the key on the x axis: choose another key for the family</source>
        <translation>계열이 x축의 키 &quot;%1&quot;을(를) 다시 훑습니다: 계열에는 다른 키를 고르세요</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 comes from the step model, which needs the model&apos;s architecture</source>
        <translation>%1은(는) 스텝 모델에서 나오며, 모델의 아키텍처가 필요합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a comparison takes 2 to %1 scenarios, not %2</source>
        <translation>비교에는 시나리오 2~%1개가 필요합니다 (%2개 아님)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown problem</source>
        <translation>알 수 없는 문제</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>info</source>
        <translation>정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>checkpoint stalls</source>
        <translation>체크포인트 정지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost work</source>
        <translation>손실된 작업</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detection</source>
        <translation>감지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagnosis</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swapping in a spare</source>
        <translation>예비 장비로 교체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for repair</source>
        <translation>수리 대기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint load</source>
        <translation>체크포인트 로드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-position restore</source>
        <translation>데이터 위치 복원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned maintenance</source>
        <translation>계획된 유지보수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elastic rescale</source>
        <translation>탄력적 재구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running on fewer replicas</source>
        <translation>더 적은 복제본으로 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slow part (fail-slow)</source>
        <translation>느린 부품 (fail-slow)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evicting a slow part</source>
        <translation>느린 부품 축출</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silent corruption rollback</source>
        <translation>무증상 데이터 손상 롤백</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corruption checks</source>
        <translation>손상 검사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>6N + attention</source>
        <translation>6N + 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6N + causal attention</source>
        <translation>6N + 인과적 어텐션</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <location filename="../../views/charts/distributionchart.cpp" line="+97"/>
        <location line="+241"/>
        <source>Wall-clock days of the simulated runs</source>
        <translation>시뮬레이션한 실행의 벽시계 일수</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Wall-clock time (days)</source>
        <translation>벽시계 시간 (일)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs per bin (%)</source>
        <translation>구간별 실행 (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs finished by then (%)</source>
        <translation>그때까지 끝난 실행 (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs per bin</source>
        <translation>구간별 실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Histogram</source>
        <translation>히스토그램</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share finished (CDF)</source>
        <translation>완료 비율 (CDF)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P10, P50, P90</source>
        <translation>P10, P50, P90</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Formula (first order)</source>
        <translation>수식 (1차)</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>%1 (updating…)</source>
        <translation>%1 (갱신 중…)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wall-clock days over %1 simulated runs: P50 %2, P90 %3</source>
        <translation>시뮬레이션 실행 %1회의 벽시계 일수: P50 %2, P90 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wall-clock days of the simulated runs (simulating…)</source>
        <translation>시뮬레이션한 실행의 벽시계 일수 (시뮬레이션 중…)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>formula %1</source>
        <translation>수식 %1</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../../views/fields.cpp" line="+183"/>
        <source>Parameters N</source>
        <translation>파라미터 N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In billions. Training compute 6ND; checkpoint bytes N x bytes per parameter; gradient bytes per step. With derived MFU it is counted from the architecture</source>
        <translation>10억 단위. 학습 연산 6ND; 체크포인트 바이트 N x 파라미터당 바이트; 스텝당 그래디언트 바이트. 유도 MFU에서는 아키텍처로부터 셉니다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Training tokens D</source>
        <translation>학습 토큰 D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In trillions. Training compute 6ND; time T = 6ND / (n x peak x MFU)</source>
        <translation>조(10^12) 단위. 학습 연산 6ND; 시간 T = 6ND / (n x 최대 성능 x MFU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1335"/>
        <source>Sequence length s</source>
        <translation>시퀀스 길이 s</translation>
    </message>
    <message>
        <location line="-1334"/>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activation size S_act = b s d bytes of each TP all-reduce. Powers of two</source>
        <translation>활성값 크기 S_act = 각 TP all-reduce의 b s d 바이트. 2의 거듭제곱</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1295"/>
        <source>Global batch</source>
        <translation>글로벌 배치</translation>
    </message>
    <message>
        <location line="-1294"/>
        <location line="+25"/>
        <source>sequences</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Sequences per optimizer step (tokens = sequences x s): one DP gradient all-reduce per step, hidden behind the step&apos;s backward pass</source>
        <translation>옵티마이저 스텝당 시퀀스 수 (토큰 = 시퀀스 x s): 스텝마다 DP 그래디언트 all-reduce 한 번, 스텝의 역전파 뒤에 숨김</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Micro-batch b</source>
        <translation>마이크로배치 b</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+145"/>
        <source>Activation size S_act = b s d bytes of each TP all-reduce</source>
        <translation>활성값 크기 S_act = 각 TP all-reduce의 b s d 바이트</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selects the dense peak (BF16 or FP8) and the bytes per activation element</source>
        <translation>밀집 최대 성능(BF16 또는 FP8)과 활성값 원소당 바이트를 정합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8 scaling recipe</source>
        <translation>FP8 스케일링 방식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delayed</source>
        <translation>지연(delayed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current</source>
        <translation>현재(current)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP8</source>
        <translation>MXFP8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How FP8 scales are found; current scaling reads each cast tensor once more</source>
        <translation>FP8 스케일을 정하는 방식; current 방식은 변환하는 텐서를 한 번 더 읽습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Activation recompute</source>
        <translation>활성값 재계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective</source>
        <translation>선택적</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Share of layers recomputed</source>
        <translation>재계산하는 레이어 비율</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With full recompute: the share of layers whose forward runs again; the others keep every activation (Megatron&apos;s block method; torchtitan&apos;s every k-th layer is 1/k)</source>
        <translation>전체 재계산일 때 순전파를 다시 실행하는 레이어의 비율입니다. 나머지 레이어는 모든 활성값을 보관합니다 (Megatron의 block 방식, torchtitan에서 k번째 레이어마다이면 1/k)</translation>
    </message>
    <message>
        <location line="+1221"/>
        <source>Count attention FLOPs (PaLM)</source>
        <translation>어텐션 FLOP 포함 (PaLM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the causal half of it</source>
        <translation>인과적 절반만</translation>
    </message>
    <message>
        <location line="-1201"/>
        <source>Fused (flash) attention</source>
        <translation>융합(flash) 어텐션</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Minimal</source>
        <translation>최소</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selective: the attention core runs again (Megatron). Minimal: only the matmul outputs are kept; the attention core, norms and activations run again (MaxText). Full recompute: 8N FLOPs per token executed, HFU = 4/3 MFU, 6 TP all-reduces per layer instead of 4</source>
        <translation>선택적: 어텐션 코어를 다시 실행합니다(Megatron). 최소: 행렬곱 출력만 보존하고 어텐션 코어, 정규화, 활성화를 다시 실행합니다(MaxText). 전체 재계산: 토큰당 8N FLOP 실행, HFU = 4/3 MFU, 층마다 TP all-reduce 4번 대신 6번</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Step model: no s x s attention scores saved, causal FLOPs only</source>
        <translation>스텝 모델: s x s 어텐션 점수를 저장하지 않고, 인과적 FLOP만</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fused norm and activation kernels</source>
        <translation>융합 정규화·활성화 커널</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step model: the memory-bound time of norms, residuals and activations shrinks</source>
        <translation>스텝 모델: 정규화, 잔차, 활성화의 메모리 바운드 시간이 줄어듭니다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Memory headroom per GPU</source>
        <translation>GPU당 메모리 여유분</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+139"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>CUDA context, communication buffers and fragmentation, added to the memory per GPU</source>
        <translation>CUDA 컨텍스트, 통신 버퍼, 단편화; GPU당 메모리에 더해집니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <location line="+6"/>
        <source>Data loading</source>
        <translation>데이터 로딩</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Data store read bandwidth</source>
        <translation>데이터 저장소 읽기 대역폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+222"/>
        <location line="+386"/>
        <location line="+12"/>
        <location line="+11"/>
        <location line="+66"/>
        <location line="+12"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="-706"/>
        <source>Needed: tokens/s x bytes per token; below it training is data loading bound</source>
        <translation>필요량: 초당 토큰 x 토큰당 바이트; 이보다 낮으면 데이터 로딩 병목입니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bytes per stored token</source>
        <translation>저장된 토큰당 바이트</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+7"/>
        <location line="+545"/>
        <source>bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="-549"/>
        <source>Read rate = tokens/s x bytes per token</source>
        <translation>읽기 속도 = 초당 토큰 x 토큰당 바이트</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gradient bytes per parameter</source>
        <translation>파라미터당 그래디언트 바이트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DP all-reduce size S = N / (TP x PP) x bytes per gradient</source>
        <translation>DP all-reduce 크기 S = N / (TP x PP) x 그래디언트당 바이트</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers L</source>
        <translation>층 수 L</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TP all-reduces per micro-batch: 4 per layer on each pipeline stage</source>
        <translation>마이크로배치당 TP all-reduce: 각 파이프라인 스테이지에서 층마다 4번</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hidden size d</source>
        <translation>은닉 차원 d</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attention heads</source>
        <translation>어텐션 헤드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP splits the heads: TP must divide them</source>
        <translation>TP는 헤드를 나눕니다: TP가 헤드 수를 나누어야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV heads (GQA)</source>
        <translation>KV 헤드 (GQA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grouped-query attention: key/value heads, a divisor of the heads</source>
        <translation>그룹 쿼리 어텐션: 키/값 헤드, 헤드 수의 약수</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>FFN size</source>
        <translation>FFN 크기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width of the feed-forward block</source>
        <translation>피드포워드 블록의 폭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Embedding and output layer size</source>
        <translation>임베딩과 출력층 크기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropout layers</source>
        <translation>드롭아웃 층</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPT-3-era dropout: its masks add to the saved activations</source>
        <translation>GPT-3 시대의 드롭아웃: 그 마스크가 저장 활성값에 더해집니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1098"/>
        <source>Accelerator</source>
        <translation>가속기</translation>
    </message>
    <message>
        <location line="-1096"/>
        <source>Peak BF16 (dense)</source>
        <translation>최대 BF16 (밀집)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+22"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>T = 6ND / (n x peak x MFU); no 2:4 sparsity</source>
        <translation>T = 6ND / (n x 최대 성능 x MFU); 2:4 희소성 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Has FP8 units</source>
        <translation>FP8 유닛 있음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without FP8 units an FP8 run uses the BF16 peak; switching on starts at twice the BF16 peak</source>
        <translation>FP8 유닛이 없으면 FP8 실행은 BF16 최대 성능을 씁니다; 켜면 BF16 최대 성능의 두 배에서 시작합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Peak FP8 (dense)</source>
        <translation>최대 FP8 (밀집)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The peak used when the precision is FP8</source>
        <translation>정밀도가 FP8일 때 쓰는 최대 성능</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1061"/>
        <source>HBM capacity</source>
        <translation>HBM 용량</translation>
    </message>
    <message>
        <location line="-1057"/>
        <source>What must hold weights, gradients, optimizer states and activations</source>
        <translation>가중치, 그래디언트, 옵티마이저 상태, 활성값을 담아야 하는 곳</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HBM bandwidth</source>
        <translation>HBM 대역폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ridge point = peak / HBM bandwidth (FLOP per byte); top of the staircase</source>
        <translation>릿지 포인트 = 최대 성능 / HBM 대역폭 (바이트당 FLOP); 계단의 맨 위</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Achievable matmul efficiency</source>
        <translation>달성 가능한 행렬곱 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+25"/>
        <location line="+53"/>
        <location line="+47"/>
        <location line="+77"/>
        <location line="+399"/>
        <location line="+155"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="-776"/>
        <source>Measured share of the peak on large matmuls; an assumed MFU above it is flagged</source>
        <translation>큰 행렬곱에서 측정한 최대 성능 대비 비율; 이보다 높은 가정 MFU는 표시됩니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power-limited matmul clock</source>
        <translation>전력 한계 행렬곱 클럭</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off: the step&apos;s matmuls hold the burst ceiling (MAMF)</source>
        <translation>끄면: 스텝의 행렬곱이 순간 최대치(MAMF)를 유지합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sustained matmul efficiency</source>
        <translation>지속 행렬곱 효율</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measured share of the peak a matmul holds at the power limit (MSMF); the step&apos;s GEMMs run at it</source>
        <translation>전력 한계에서 행렬곱이 유지하는 피크 대비 측정 비율(MSMF); 스텝의 GEMM이 이 비율로 실행됩니다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Own attention efficiency</source>
        <translation>어텐션 효율 따로 지정</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention efficiency</source>
        <translation>어텐션 효율</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Share of the peak fused attention kernels reach, forward and backward</source>
        <translation>융합 어텐션 커널이 순전파와 역전파에서 도달하는 최대 성능 대비 비율</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+684"/>
        <location line="+9"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="-690"/>
        <source>Board power; informational</source>
        <translation>보드 전력; 참고용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scale-up (NVLink-class)</source>
        <translation>스케일업 (NVLink급)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>B in T = 2(N-1) alpha + 2 (N-1)/N S/B for groups inside the domain (TP); one direction</source>
        <translation>도메인 안 그룹(TP)에 대한 T = 2(N-1) alpha + 2 (N-1)/N S/B의 B; 단방향</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+53"/>
        <location line="+229"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>alpha per collective step inside the domain</source>
        <translation>도메인 안 집합통신 스텝당 alpha</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+64"/>
        <location line="+29"/>
        <location line="+31"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>GPUs one scale-up domain holds; a TP group larger than this crosses onto the scale-out tier</source>
        <translation>한 스케일업 도메인에 담기는 GPU 수; 이보다 큰 TP 그룹은 스케일아웃 계층으로 넘어갑니다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Achieved bus bandwidth / link spec</source>
        <translation>달성 버스 대역폭 / 링크 사양</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Switched</source>
        <translation>스위치형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full mesh</source>
        <translation>풀 메시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus</source>
        <translation>토러스</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scale-out (InfiniBand / RoCE)</source>
        <translation>스케일아웃 (InfiniBand / RoCE)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In bits: 400 Gb/s = 50 GB/s. B for every group that leaves the scale-up domain (DP, PP, TP across nodes)</source>
        <translation>비트 단위: 400 Gb/s = 50 GB/s. 스케일업 도메인을 벗어나는 모든 그룹(DP, PP, 노드 간 TP)의 B</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alpha per collective step across nodes: the ring pays 2(N-1) alpha, the tree 2 log2(N) alpha</source>
        <translation>노드 간 집합통신 스텝당 alpha: 링은 2(N-1) alpha, 트리는 2 log2(N) alpha를 치릅니다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Achieved bus bandwidth / NIC rate</source>
        <translation>달성 버스 대역폭 / NIC 속도</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPUs below the spine at full bisection; groups larger than a pod cross the oversubscribed spine</source>
        <translation>완전 이분 대역폭으로 스파인 아래에 있는 GPU; 팟보다 큰 그룹은 과구독된 스파인을 지납니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spine oversubscription</source>
        <translation>스파인 과구독</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spine taper: bandwidth per GPU above the pod = NIC rate / ratio</source>
        <translation>스파인 축소: 팟 위의 GPU당 대역폭 = NIC 속도 / 비율</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPUs n</source>
        <translation>GPU 수 n</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T = 6ND / (n x peak x MFU); system MTBF = M / n. Whole nodes only: n = nodes x GPUs per node</source>
        <translation>T = 6ND / (n x 최대 성능 x MFU); 시스템 MTBF = M / n. 노드 단위만: n = 노드 x 노드당 GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+440"/>
        <source>nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <location line="-437"/>
        <source>n = nodes x GPUs per node; node MTBF enters as M / nodes</source>
        <translation>n = 노드 x 노드당 GPU; 노드 MTBF는 M / 노드 수로 들어갑니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GPUs per node</source>
        <translation>노드당 GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keeps the node count: n = nodes x GPUs per node</source>
        <translation>노드 수를 유지합니다: n = 노드 x 노드당 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU speed spread</source>
        <translation>GPU 속도 편차</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spread of sustained matmul speed between GPUs (silicon lottery, cooling); every step waits for the slowest of n. Needs the accelerator&apos;s compute units</source>
        <translation>GPU 간 지속 행렬곱 속도의 편차(실리콘 로터리, 냉각); 모든 스텝은 n개 중 가장 느린 GPU를 기다립니다. 가속기의 연산 유닛 수가 필요합니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tensor parallel TP</source>
        <translation>텐서 병렬 TP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4 all-reduces of S_act per layer per micro-batch; keep it inside the scale-up domain. Snaps to divisors of the attention heads</source>
        <translation>마이크로배치·층마다 S_act all-reduce 4번; 스케일업 도메인 안에 두세요. 어텐션 헤드 수의 약수로 맞춰집니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pipeline parallel PP</source>
        <translation>파이프라인 병렬 PP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stage-boundary activations cross nodes; DP gradient bytes = N / (TP x PP). Snaps to divisors of the layers</source>
        <translation>스테이지 경계 활성값이 노드를 건넙니다; DP 그래디언트 바이트 = N / (TP x PP). 층 수의 약수로 맞춰집니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Virtual stages</source>
        <translation>가상 스테이지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved 1F1B chunks per pipeline rank; divides the layers per stage</source>
        <translation>파이프라인 랭크당 인터리브 1F1B 청크; 스테이지당 층 수를 나눕니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Context parallel CP</source>
        <translation>컨텍스트 병렬 CP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Splits the sequence; placed after TP, before PP. Powers of two that divide the sequence length</source>
        <translation>시퀀스를 나눕니다; TP 다음, PP 앞에 배치. 시퀀스 길이를 나누는 2의 거듭제곱</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expert parallel EP</source>
        <translation>전문가 병렬 EP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spreads the experts of an MoE model; divides the experts (1 for a dense model)</source>
        <translation>MoE 모델의 전문가를 분산합니다; 전문가 수를 나눕니다 (밀집 모델은 1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Expert TP</source>
        <translation>전문가 TP</translation>
    </message>
    <message>
        <location line="-481"/>
        <location line="+482"/>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="-512"/>
        <source>Recompute only what the backward reads</source>
        <translation>역전파가 읽는 것만 재계산</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With full recompute: JAX (MaxText&apos;s full remat) runs the layer&apos;s forward again but for the down projection, whose output only the next layer&apos;s saved input needs; PyTorch and Megatron run all of it</source>
        <translation>전체 재계산일 때: JAX(MaxText의 full remat)는 층의 순전파를 다시 실행하되 다운 프로젝션은 제외합니다. 그 출력은 다음 층의 저장된 입력만 필요로 하기 때문입니다. PyTorch와 Megatron은 전부 다시 실행합니다</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Attention kernel</source>
        <translation>어텐션 커널</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The accelerator&apos;s fused kernel</source>
        <translation>가속기의 융합 커널</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-2 (PyTorch SDPA)</source>
        <translation>FlashAttention-2 (PyTorch SDPA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step model: the fused kernel (cuDNN, FlashAttention-3/4) or FlashAttention-2, PyTorch SDPA&apos;s default flash backend, which on Hopper reaches about 0.35 of the peak against 0.48. Automatic: fused with fused norm kernels, SDPA&apos;s default with eager ones</source>
        <translation>스텝 모델: 융합 커널(cuDNN, FlashAttention-3/4) 또는 PyTorch SDPA의 기본 flash 백엔드인 FlashAttention-2. Hopper에서 FlashAttention-2는 피크의 약 0.35, 융합 커널은 0.48에 이릅니다. 자동: 융합 정규화 커널이면 융합 커널, eager 커널이면 SDPA의 기본값</translation>
    </message>
    <message>
        <location line="+277"/>
        <source>2D torus</source>
        <translation>2D 토러스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D torus</source>
        <translation>3D 토러스</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On a full mesh a group of k GPUs uses k-1 of the domain&apos;s links; on a 2D or 3D torus a group along one axis uses that axis&apos;s 2 ports</source>
        <translation>풀 메시에서 k개 GPU 그룹은 도메인 링크 중 k-1개를 씁니다. 2D 또는 3D 토러스에서 한 축을 따라 놓인 그룹은 그 축의 포트 2개만 씁니다</translation>
    </message>
    <message>
        <location line="+193"/>
        <source>1: experts whole</source>
        <translation>1: 전문가를 나누지 않음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TP ranks each expert&apos;s FFN is split over (Megatron-Core&apos;s expert tensor parallelism). Below TP, the other TP ranks become expert-parallel ranks of their own, so EP can span DP x TP. Automatic: TP when EP divides DP, else 1</source>
        <translation>각 전문가의 FFN을 나누는 TP 랭크 수(Megatron-Core의 전문가 텐서 병렬). TP보다 작으면 나머지 TP 랭크가 각자 전문가 병렬 랭크가 되어 EP가 DP x TP에 걸칠 수 있습니다. 자동: EP가 DP를 나누면 TP, 아니면 1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0: replicated</source>
        <translation>0: 복제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: optimizer states</source>
        <translation>1: 옵티마이저 상태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2: + gradients</source>
        <translation>2: + 그래디언트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3: + parameters (FSDP)</source>
        <translation>3: + 파라미터 (FSDP)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shards optimizer states, gradients and parameters across DP</source>
        <translation>옵티마이저 상태, 그래디언트, 파라미터를 DP에 걸쳐 샤딩합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence parallelism</source>
        <translation>시퀀스 병렬</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Megatron sequence parallelism inside the TP group</source>
        <translation>TP 그룹 안의 Megatron 시퀀스 병렬</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collective algorithm</source>
        <translation>집합통신 알고리즘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto (fastest)</source>
        <translation>자동 (가장 빠른 것)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring</source>
        <translation>링</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hierarchical</source>
        <translation>계층적</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring 2(N-1) alpha + 2 (N-1)/N S/B; tree 2 log2(N) alpha + 4 S/B; hierarchical: reduce-scatter inside, all-reduce across, all-gather inside</source>
        <translation>링 2(N-1) alpha + 2 (N-1)/N S/B; 트리 2 log2(N) alpha + 4 S/B; 계층적: 안쪽 reduce-scatter, 바깥 all-reduce, 안쪽 all-gather</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient bucket</source>
        <translation>그래디언트 버킷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collectives per step = gradient / bucket, each paying the fixed cost; the first starts after one bucket of backward</source>
        <translation>스텝당 집합통신 수 = 그래디언트 / 버킷, 각각 고정 비용을 치릅니다; 첫 번째는 역전파 버킷 하나 뒤에 시작합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fixed cost per collective</source>
        <translation>집합통신당 고정 비용</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kernel launch and handshake: overhead = collectives x this</source>
        <translation>커널 실행과 핸드셰이크: 오버헤드 = 집합통신 수 x 이 값</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overlap DP sync with backward</source>
        <translation>DP 동기화를 역전파와 오버랩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only what the last buckets cannot hide stays exposed</source>
        <translation>마지막 버킷들이 숨기지 못한 만큼만 노출됩니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overlap TP collectives with compute</source>
        <translation>TP 집합통신을 계산과 오버랩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TP all-reduces are otherwise on the critical path</source>
        <translation>그렇지 않으면 TP all-reduce가 임계 경로에 놓입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlap CP exchange with attention</source>
        <translation>CP 교환을 어텐션과 오버랩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring attention hides the K/V exchange behind the attention compute</source>
        <translation>링 어텐션이 K/V 교환을 어텐션 계산 뒤에 숨깁니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlap EP all-to-all with experts</source>
        <translation>EP all-to-all을 전문가 계산과 오버랩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Token dispatch and combine hidden behind expert compute</source>
        <translation>토큰 분배와 결합을 전문가 계산 뒤에 숨깁니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkpoints</source>
        <translation>체크포인트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per parameter</source>
        <translation>파라미터당 바이트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checkpoint = N x bytes: 12 for fp32 weights + Adam m, v; 14-16 with extra copies</source>
        <translation>체크포인트 = N x 바이트: fp32 가중치 + Adam m, v면 12; 추가 사본이 있으면 14-16</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saving</source>
        <translation>저장 방식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Synchronous</source>
        <translation>동기식</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asynchronous</source>
        <translation>비동기식</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Synchronous stalls for the whole write; asynchronous only for the device-to-host copy</source>
        <translation>동기식은 쓰는 내내 정지하고, 비동기식은 장치-호스트 복사 동안만 정지합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use a measured stall</source>
        <translation>측정한 정지 시간 사용</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off: C is computed from the checkpoint size and the bandwidths</source>
        <translation>끄면: C를 체크포인트 크기와 대역폭으로 계산합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stall C</source>
        <translation>정지 시간 C</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <location line="+31"/>
        <location line="+82"/>
        <location line="+5"/>
        <location line="+28"/>
        <location line="+71"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>Young: tau* = sqrt(2 C M); waste C/tau + tau/(2M)</source>
        <translation>Young: tau* = sqrt(2 C M); 낭비 C/tau + tau/(2M)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write bandwidth per GPU</source>
        <translation>GPU당 쓰기 대역폭</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+12"/>
        <source>Write time = bytes / min(n x per-GPU, aggregate)</source>
        <translation>쓰기 시간 = 바이트 / min(n x GPU당, 총합)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Storage write bandwidth</source>
        <translation>저장소 쓰기 대역폭</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Host copy per GPU</source>
        <translation>GPU당 호스트 복사</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asynchronous stall = shard / host copy bandwidth</source>
        <translation>비동기 정지 = 샤드 / 호스트 복사 대역폭</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart after a failure</source>
        <translation>고장 후 재시작</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until the job notices: collective timeout, health check. Part of R in goodput = (1 - (tau/2 + R)/M) / (1 + C/tau)</source>
        <translation>작업이 알아챌 때까지: 집합통신 타임아웃, 건강 검진. goodput = (1 - (tau/2 + R)/M) / (1 + C/tau)의 R 일부</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap in a hot spare or wait for repair. Part of R</source>
        <translation>예비(핫 스페어) 장비로 교체하거나 수리를 기다림. R의 일부</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the data loader. Part of R</source>
        <translation>데이터 로더를 복원합니다. R의 일부</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-initialise, compile, warm caches. Part of R</source>
        <translation>재초기화, 컴파일, 캐시 예열. R의 일부</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use a measured checkpoint load</source>
        <translation>측정한 체크포인트 로드 시간 사용</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off: load = bytes / min(n x per-GPU read, aggregate read)</source>
        <translation>끄면: 로드 = 바이트 / min(n x GPU당 읽기, 총 읽기)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checkpoint load</source>
        <translation>체크포인트 로드</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read the latest checkpoint back. Part of R</source>
        <translation>최신 체크포인트를 다시 읽습니다. R의 일부</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Read bandwidth per GPU</source>
        <translation>GPU당 읽기 대역폭</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+12"/>
        <source>Load = bytes / min(n x per-GPU, aggregate)</source>
        <translation>로드 = 바이트 / min(n x GPU당, 총합)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Storage read bandwidth</source>
        <translation>저장소 읽기 대역폭</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interval</source>
        <translation>간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimal (Young)</source>
        <translation>최적 (Young)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimal (Daly)</source>
        <translation>최적 (Daly)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manual</source>
        <translation>수동</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Young tau* = sqrt(2 C M); Daly adds higher-order terms</source>
        <translation>Young tau* = sqrt(2 C M); Daly는 고차 항을 더합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Manual interval tau</source>
        <translation>수동 간격 tau</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+71"/>
        <location line="+44"/>
        <location line="+9"/>
        <source>min</source>
        <translation>분</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Waste C/tau + tau/(2M) at this interval</source>
        <translation>이 간격에서의 낭비 C/tau + tau/(2M)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recovery</source>
        <translation>복구</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recover from</source>
        <translation>복구 원천</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored checkpoint</source>
        <translation>저장된 체크포인트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer memory</source>
        <translation>피어 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm standby</source>
        <translation>웜 스탠바이</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lost work f tau/2 + lag and restart per failure by mode; the interval is sqrt(2 C M / f)</source>
        <translation>모드별 장애당 손실 작업 f tau/2 + 지연과 재시작; 간격은 sqrt(2 C M / f)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Snapshot to RAM and peer</source>
        <translation>RAM과 피어로 스냅샷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C_m: training stall of one in-memory snapshot</source>
        <translation>C_m: 메모리 스냅샷 한 번의 학습 정지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore from RAM</source>
        <translation>RAM에서 복원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L_m: replaces the checkpoint load when the peer&apos;s copy survives</source>
        <translation>L_m: 피어의 사본이 남아 있으면 체크포인트 읽기를 대신함</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Peer&apos;s copy lost too</source>
        <translation>피어의 사본도 손실</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>q: the recovery falls back to the last stored checkpoint, k tau/2 + write of work lost</source>
        <translation>q: 마지막 저장 체크포인트로 되돌아감, 작업 손실 k tau/2 + 쓰기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stored every k-th snapshot</source>
        <translation>k번째 스냅샷마다 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>snapshots</source>
        <translation>스냅샷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>k: written to storage from RAM in the background</source>
        <translation>k: RAM에서 스토리지로 백그라운드 쓰기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warm standby nodes</source>
        <translation>웜 스탠바이 노드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S: billed with the job; a node failure finds one with probability 1 - Erlang B(S, lambda B)</source>
        <translation>S: 작업과 함께 과금; 노드 장애가 스탠바이를 찾을 확률 1 - Erlang B(S, lambda B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standby swap-in</source>
        <translation>스탠바이 투입</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From detection until the job runs on the standby; no work lost</source>
        <translation>감지부터 스탠바이에서 작업이 다시 돌 때까지; 작업 손실 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standby re-warmed after</source>
        <translation>스탠바이 재준비 시간</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B: until a fresh node holds the state again</source>
        <translation>B: 새 노드가 다시 상태를 가질 때까지</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fail-slow and silent corruption</source>
        <translation>fail-slow와 무증상 데이터 손상</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slowdown of a slow part</source>
        <translation>느린 부품의 감속 배율</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>x</source>
        <translation>배</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every step takes this many times longer until the slow part is evicted: lost D (1 - E[1/s]) per episode</source>
        <translation>느린 부품이 축출될 때까지 모든 스텝이 이 배수만큼 길어집니다: 한 번에 D (1 - E[1/s])를 잃습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slowdown distribution</source>
        <translation>감속 배율 분포</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed</source>
        <translation>고정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exponential excess</source>
        <translation>지수 분포 초과분</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every slowdown the mean, or 1 + an exponential excess</source>
        <translation>매번 평균값, 또는 1 + 지수 분포 초과분</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow part found and evicted after</source>
        <translation>느린 부품 발견·축출까지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>D: from a slowdown&apos;s onset to its eviction (a checkpoint, the swap, a restart)</source>
        <translation>D: 감속 시작부터 축출까지 (체크포인트, 교체, 재시작)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Corruption check every</source>
        <translation>손상 검사 간격</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kappa: a silent corruption is found at the next check; best kappa* = sqrt(2 K / lambda)</source>
        <translation>kappa: 무증상 손상은 다음 검사에서 발견됩니다; 최적 kappa* = sqrt(2 K / lambda)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Corruption check stall</source>
        <translation>손상 검사 정지 시간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K: training stops this long per check, K / kappa of the compute</source>
        <translation>K: 검사마다 학습이 이만큼 멈춥니다, 계산의 K / kappa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Price per GPU-hour</source>
        <translation>GPU-시간당 가격</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dollars = GPU-hours x price; wall-clock dollars divide by goodput</source>
        <translation>비용 = GPU-시간 x 가격; 벽시계 기준 비용은 goodput으로 나눕니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Electricity price</source>
        <translation>전기 요금</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy cost = facility MWh x 1,000 x this</source>
        <translation>에너지 비용 = 시설 MWh x 1,000 x 이 값</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU price includes power</source>
        <translation>GPU 가격에 전력 포함</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: the energy cost is added to the total cost</source>
        <translation>끄면: 에너지 비용이 총비용에 더해집니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power and energy</source>
        <translation>전력과 에너지</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power cap (0 = none)</source>
        <translation>전력 상한 (0 = 없음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board power per GPU; below the TDP the clock and peak fall as (cap / TDP)^(1/3)</source>
        <translation>GPU당 보드 전력. TDP보다 낮으면 클럭과 피크가 (상한 / TDP)^(1/3)로 떨어집니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Node overhead</source>
        <translation>노드 부가 전력</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPUs, NICs, switches and fans per node besides the GPUs</source>
        <translation>GPU 외에 노드마다 쓰는 CPU, NIC, 스위치, 팬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power = IT power x PUE</source>
        <translation>시설 전력 = IT 전력 x PUE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grid carbon intensity</source>
        <translation>전력망 탄소 집약도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kg CO2e/kWh</source>
        <translation>kg CO2e/kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonnes CO2e = facility MWh x this</source>
        <translation>CO2e 톤 = 시설 MWh x 이 값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assumed</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Derived from the layout</source>
        <translation>구성에서 유도</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assumed: the chapter&apos;s input, typically 30-50 %. Derived: the step time of the parallel layout on this hardware gives it, and needs the architecture</source>
        <translation>가정: 장의 입력값, 보통 30-50 %. 유도: 이 하드웨어에서 병렬 구성의 스텝 시간으로 구하며 아키텍처가 필요합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Assumed MFU</source>
        <translation>가정 MFU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T = 6ND / (n x peak x MFU); HFU = MFU x hardware / model FLOPs</source>
        <translation>T = 6ND / (n x 최대 성능 x MFU); HFU = MFU x 하드웨어 / 모델 FLOP</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FLOPs counted</source>
        <translation>세는 FLOP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6N (Kaplan, Chinchilla)</source>
        <translation>6N (Kaplan, Chinchilla)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>6N + attention 12 L d s (PaLM, torchtitan)</source>
        <translation>6N + 어텐션 12 L d s (PaLM, torchtitan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>6N + causal attention 6 L d s</source>
        <translation>6N + 인과적 어텐션 6 L d s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NeMo 24.09: 12 L d s + logits 6 V h</source>
        <translation>NeMo 24.09: 12 L d s + 로짓 6 V h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Bridge: causal 6 L d s + logits 6 V h</source>
        <translation>Megatron-Bridge: 인과적 6 L d s + 로짓 6 V h</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The FLOPs per token MFU and HFU count; every MFU shown names it. NeMo and Megatron-Bridge count N without the embedding tables and add the logits 6 V h. All but 6N need the architecture. With an assumed MFU it changes the compute and the days</source>
        <translation>MFU와 HFU가 세는 토큰당 FLOP; 표시되는 모든 MFU가 이 규칙을 밝힙니다. NeMo와 Megatron-Bridge는 임베딩 표를 뺀 N을 세고 로짓 6 V h를 더합니다. 6N 외에는 아키텍처가 필요합니다. 가정 MFU에서는 연산량과 일수를 바꿉니다</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Workload</source>
        <translation>워크로드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>병렬 구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>신뢰성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU mode</source>
        <translation>MFU 모드</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+27"/>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 GPUs</source>
        <translation>GPU %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nearest valid: %1</source>
        <translation>가장 가까운 유효값: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sequence</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node</source>
        <translation>노드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>byte</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Chapter %1</source>
        <translation>%1절</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beyond the chapter: docs/model.md</source>
        <translation>장(章) 밖의 내용: docs/model.md</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>range %1 to %2 %3</source>
        <translation>범위 %1 ~ %2 %3</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Scenario name</source>
        <translation>시나리오 이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model preset</source>
        <translation>모델 프리셋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active parameters (MoE; 0 = all)</source>
        <translation>활성 파라미터 (MoE; 0 = 전체)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Head dimension (empty = d / heads)</source>
        <translation>헤드 차원 (비우면 d / 헤드 수)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FFN type</source>
        <translation>FFN 종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>임베딩 공유</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experts per MoE layer</source>
        <translation>MoE 층당 전문가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experts per token</source>
        <translation>토큰당 전문가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared experts</source>
        <translation>공유 전문가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading dense layers</source>
        <translation>앞쪽 밀집 층</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert FFN size (0 = FFN size)</source>
        <translation>전문가 FFN 크기 (0 = FFN 크기)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent attention: KV rank (0 = standard)</source>
        <translation>잠재 어텐션: KV 랭크 (0 = 표준 어텐션)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latent attention: Q rank</source>
        <translation>잠재 어텐션: Q 랭크</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latent attention: rotary head dimension</source>
        <translation>잠재 어텐션: 회전(RoPE) 헤드 차원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multi-token prediction modules</source>
        <translation>다중 토큰 예측(MTP) 모듈 수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hardware preset</source>
        <translation>하드웨어 프리셋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scale-up fabric</source>
        <translation>스케일업 패브릭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 matmul efficiency</source>
        <translation>FP8 행렬곱 효율</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute units (SMs, CUs)</source>
        <translation>연산 유닛 (SM, CU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-2 efficiency</source>
        <translation>FlashAttention-2 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HBM efficiency</source>
        <translation>HBM 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out fabric</source>
        <translation>스케일아웃 패브릭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability preset</source>
        <translation>신뢰성 프리셋</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hot spare nodes (empty = always one)</source>
        <translation>핫 스페어 노드 (비우면 항상 하나)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elastic: go on with fewer replicas</source>
        <translation>탄력적: 더 적은 복제본으로 계속</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Planned maintenance every (empty = none)</source>
        <translation>계획된 유지보수 주기 (비우면 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planned maintenance duration</source>
        <translation>계획된 유지보수 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part kind</source>
        <translation>부품 종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted per</source>
        <translation>세는 단위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count per scope</source>
        <translation>범위당 개수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MTBF per part</source>
        <translation>부품당 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per-job MTBF</source>
        <translation>작업당 MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A failure replaces</source>
        <translation>고장 시 교체 대상</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failure distribution</source>
        <translation>고장 분포</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weibull shape</source>
        <translation>Weibull 형상</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fail-slow MTBF per part</source>
        <translation>부품당 fail-slow MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silent corruption MTBF per part</source>
        <translation>부품당 무증상 손상 MTBF</translation>
    </message>
    <message>
        <location line="-579"/>
        <location line="+568"/>
        <source>Restart: detection</source>
        <translation>재시작: 감지</translation>
    </message>
    <message>
        <location line="-1027"/>
        <source>Off: fused attention runs at 0.7 x the matmul efficiency</source>
        <translation>끄면: 융합 어텐션은 행렬곱 효율의 0.7배로 실행됩니다</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Scale-up bandwidth per GPU, one way</source>
        <translation>GPU당 스케일업 대역폭, 단방향</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scale-up latency α</source>
        <translation>스케일업 지연 α</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scale-up domain</source>
        <translation>스케일업 도메인</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scale-up collective efficiency</source>
        <translation>스케일업 집합통신 효율</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scale-up topology</source>
        <translation>스케일업 위상</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scale-out bandwidth per GPU</source>
        <translation>GPU당 스케일아웃 대역폭</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scale-out latency α</source>
        <translation>스케일아웃 지연 α</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scale-out collective efficiency</source>
        <translation>스케일아웃 집합통신 효율</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pod below the spine (0 = whole cluster)</source>
        <translation>스파인 아래 팟 (0 = 클러스터 전체)</translation>
    </message>
    <message>
        <location line="+357"/>
        <source>Restart: data position</source>
        <translation>재시작: 데이터 위치</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restart: warm-up</source>
        <translation>재시작: 워밍업</translation>
    </message>
    <message>
        <location line="+535"/>
        <location line="+24"/>
        <source>Restart: diagnosis</source>
        <translation>재시작: 진단</translation>
    </message>
    <message>
        <location line="-565"/>
        <location line="+568"/>
        <source>Restart: replacement</source>
        <translation>재시작: 교체</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+27"/>
        <source>Repair back to the spare pool</source>
        <translation>수리 후 예비 풀 복귀</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../../views/format.cpp" line="+115"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>%1 days</source>
        <translation>%1일</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>%1 billion</source>
        <translation>%1십억</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>over 100 %</source>
        <translation>100 % 초과</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MW</source>
        <translation>%1 MW</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GWh</source>
        <translation>%1 GWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Mt CO2e</source>
        <translation>%1 Mt CO2e</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 t CO2e</source>
        <translation>%1 t CO2e</translation>
    </message>
</context>
<context>
    <name>GoodputChart</name>
    <message>
        <location filename="../../views/charts/goodputchart.cpp" line="+18"/>
        <source>Goodput vs cluster size</source>
        <translation>goodput 대 클러스터 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (log scale)</source>
        <translation>GPU (로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of wall-clock time (%)</source>
        <translation>벽시계 시간 비율 (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint stalls</source>
        <translation>체크포인트 정지</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work lost to failures</source>
        <translation>고장으로 잃은 작업</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restarts</source>
        <translation>재시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+28"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Goodput: stored checkpoint</source>
        <translation>goodput: 저장된 체크포인트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: peer memory</source>
        <translation>goodput: 피어 메모리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: warm standby</source>
        <translation>goodput: 웜 스탠바이</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline goodput</source>
        <translation>기준선 goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest cluster</source>
        <translation>가장 빠른 클러스터</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This scenario</source>
        <translation>이 시나리오</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Goodput: %1 (this scenario)</source>
        <translation>goodput: %1 (이 시나리오)</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%Ln GPU(s): goodput %1</source>
        <translation>
            <numerusform>GPU %Ln개: goodput %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>fastest: %Ln GPU(s)</source>
        <translation>
            <numerusform>가장 빠름: GPU %Ln개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HierarchyChart</name>
    <message>
        <location filename="../../views/charts/hierarchychart.cpp" line="+37"/>
        <source>The hierarchy: bandwidth falls, latency grows</source>
        <translation>계층: 대역폭은 줄고 지연은 커진다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level (GPUs reachable)</source>
        <translation>계층 (도달 가능한 GPU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bandwidth per GPU (GB/s, log scale)</source>
        <translation>GPU당 대역폭 (GB/s, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency α (µs, log scale)</source>
        <translation>지연 α (µs, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth per GPU, one direction</source>
        <translation>GPU당 대역폭, 단방향</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency per step</source>
        <translation>스텝당 지연</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline bandwidth</source>
        <translation>기준선 대역폭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This scenario</source>
        <translation>이 시나리오</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>HBM (1 GPU)</source>
        <translation>HBM (GPU 1개)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Scale-up (%Ln GPU(s))</source>
        <translation>
            <numerusform>스케일업 (GPU %Ln개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scale-out (%Ln GPU(s))</source>
        <translation>
            <numerusform>스케일아웃 (GPU %Ln개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Spine (%Ln GPU(s))</source>
        <translation>
            <numerusform>스파인 (GPU %Ln개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
</context>
<context>
    <name>LayoutBarsChart</name>
    <message>
        <location filename="../../views/charts/layoutbarschart.cpp" line="+36"/>
        <source>Layout (parallel degrees)</source>
        <translation>병렬 구성 (병렬 차수)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Baseline: %1</source>
        <translation>기준선: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This scenario: %1</source>
        <translation>이 시나리오: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
</context>
<context>
    <name>LostTimeChart</name>
    <message>
        <location filename="../../views/charts/losttimechart.cpp" line="+51"/>
        <source>Mean per run</source>
        <translation>실행당 평균</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Lost time by cause</source>
        <translation>원인별 손실 시간</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Cause (all part kinds)</source>
        <translation>원인 (모든 부품 종류)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mean lost time per run (hours)</source>
        <translation>실행당 평균 손실 시간 (시간)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (updating…)</source>
        <translation>%1 (갱신 중…)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Lost time by cause: %1 per run (%2)</source>
        <translation>원인별 손실 시간: 실행당 %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lost time by cause (simulating…)</source>
        <translation>원인별 손실 시간 (시뮬레이션 중…)</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <location filename="../../views/charts/memorychart.cpp" line="+15"/>
        <location line="+20"/>
        <source>Memory per GPU, first pipeline stage (GB)</source>
        <translation>GPU당 메모리, 첫 파이프라인 스테이지 (GB)</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>그래디언트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>활성값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headroom</source>
        <translation>여유분</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Memory per GPU against HBM capacity</source>
        <translation>GPU당 메모리 대 HBM 용량</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>HBM capacity</source>
        <translation>HBM 용량</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Memory per GPU, first pipeline stage (GiB)</source>
        <translation>GPU당 메모리, 첫 파이프라인 스테이지 (GiB)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: fits</source>
        <translation>%1: 들어감</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: does not fit</source>
        <translation>%1: 들어가지 않음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>HBM %1</source>
        <translation>HBM %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory per GPU: needs the model&apos;s architecture and a valid layout</source>
        <translation>GPU당 메모리: 모델의 아키텍처와 유효한 병렬 구성이 필요합니다</translation>
    </message>
</context>
<context>
    <name>Offscreen</name>
    <message>
        <location filename="../../views/offscreen.cpp" line="+320"/>
        <source>%1: the name must end in an image format: %2; nothing was written</source>
        <translation>%1: 이름이 이미지 형식으로 끝나야 합니다: %2. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>--chart must be a page from 0 to %1, not %2</source>
        <translation>--chart는 0 이상 %1 이하의 페이지여야 합니다(%2이(가) 아님)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: the image could not be encoded</source>
        <translation>%1: 이미지를 인코딩할 수 없습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <location filename="../../views/plantext.cpp" line="+31"/>
        <source>Power and energy</source>
        <translation>전력과 에너지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W per GPU</source>
        <translation>GPU당 %1 W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, capped: clock x %2</source>
        <translation>%1, 상한 적용: 클럭 x %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board power</source>
        <translation>보드 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power</source>
        <translation>시설 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (IT %2, PUE %3)</source>
        <translation>%1 (IT %2, PUE %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Energy (wall-clock)</source>
        <translation>에너지 (실제 소요 시간)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy cost</source>
        <translation>에너지 비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (paid in the GPU-hour price)</source>
        <translation>%1 (GPU-시간 가격에 포함)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (added to the total)</source>
        <translation>%1 (총비용에 더함)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emissions</source>
        <translation>배출량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost</source>
        <translation>총비용</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fail-slow</source>
        <translation>fail-slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of wall-clock, %2 slow episodes expected</source>
        <translation>벽시계의 %1, 예상 감속 %2회</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>part of why the run never finishes</source>
        <translation>학습이 끝나지 않는 원인 중 하나</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Silent corruption</source>
        <translation>무증상 데이터 손상</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of wall-clock, %2 corruptions expected</source>
        <translation>벽시계의 %1, 예상 손상 %2회</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Corruption checks</source>
        <translation>손상 검사</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of wall-clock; best every %2</source>
        <translation>벽시계의 %1; 최적 간격 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>stored checkpoint</source>
        <translation>저장된 체크포인트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peer memory</source>
        <translation>피어 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm standby</source>
        <translation>웜 스탠바이</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: every failure reloads it</source>
        <translation>%1: 장애마다 다시 읽음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 of the failures from RAM, snapshot stall %3</source>
        <translation>%1: 장애의 %2를 RAM에서 복구, 스냅샷 정지 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 of the failures onto a standby, %3 GPUs billed besides the job</source>
        <translation>%1: 장애의 %2를 스탠바이로 전환, 작업 외 GPU %3개 과금</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recovery</source>
        <translation>복구</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  per failure</source>
        <translation>  장애당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of work lost, %2 to restart</source>
        <translation>작업 손실 %1, 재시작 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>goodput %1, %2, %3, snapshot every %4</source>
        <translation>goodput %1, %2, %3, 스냅샷 간격 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>never finishes</source>
        <translation>끝나지 않음</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  compute</source>
        <translation>  계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  memory-bound</source>
        <translation>  메모리 바운드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  exposed TP / CP / EP</source>
        <translation>  노출된 TP / CP / EP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  exposed DP</source>
        <translation>  노출된 DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  pipeline bubble</source>
        <translation>  파이프라인 버블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 of the micro-batches)</source>
        <translation>%1 (마이크로배치의 %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  PP transfers</source>
        <translation>  PP 전송</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  optimizer / other</source>
        <translation>  옵티마이저 / 기타</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory per GPU</source>
        <translation>GPU당 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (%3)</source>
        <translation>%2 중 %1 (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>들어감</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>does not fit</source>
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  weights / grads / optimizer</source>
        <translation>  가중치 / 그래디언트 / 옵티마이저</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  activations / headroom</source>
        <translation>  활성값 / 여유분</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 micro-batches in flight) / %3</source>
        <translation>%1 (동시 진행 마이크로배치 %2개) / %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+151"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>selective</source>
        <translation>선택적</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>minimal</source>
        <translation>최소</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>TP %1 PP %2x%3 CP %4 EP %5 DP %6 mb %7 ZeRO-%8 recompute %9</source>
        <translation>TP %1 PP %2x%3 CP %4 EP %5 DP %6 mb %7 ZeRO-%8 재계산 %9</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Layouts: %1 evaluated, %2 valid, %3 fit in memory</source>
        <translation>병렬 구성: %1개 평가, %2개 유효, %3개 메모리에 들어감</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wall-clock</source>
        <translation>벽시계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU / HFU</source>
        <translation>MFU / HFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+126"/>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Diagnostics</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Compute (2.5.14-2.5.15)</source>
        <translation>연산 (2.5.14-2.5.15)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FLOPs counted</source>
        <translation>세는 FLOP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, N = %2: %3 per token, %4 with recompute</source>
        <translation>%1, N = %2: 토큰당 %3, 재계산 포함 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training compute</source>
        <translation>학습 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln GPU(s) x %1 at MFU %2 (%3, %4)</source>
        <translation>
            <numerusform>GPU %Ln개 x %1, MFU %2 (%3, %4)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>유도</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>assumed</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second</source>
        <translation>초당 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time (compute)</source>
        <translation>학습 시간 (계산)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours (compute)</source>
        <translation>GPU-시간 (계산)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (compute)</source>
        <translation>비용 (계산)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost/1M tokens (compute)</source>
        <translation>토큰 100만 개당 비용 (계산)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per parameter</source>
        <translation>파라미터당 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (compute-optimal: %2 tokens, ~20 per parameter, Hoffmann 2022)</source>
        <translation>%1 (계산 최적: 토큰 %2개, 파라미터당 약 20, Hoffmann 2022)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability (2.5.11-2.5.13)</source>
        <translation>신뢰성 (2.5.11-2.5.13)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System MTBF</source>
        <translation>시스템 MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  per-job term / parts</source>
        <translation>  작업 항 / 부품</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkpoint</source>
        <translation>체크포인트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, stall %2</source>
        <translation>%1, 정지 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint waste</source>
        <translation>체크포인트 낭비</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart cost</source>
        <translation>재시작 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none: never finishes</source>
        <translation>없음: 끝나지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput (Daly)</source>
        <translation>goodput (Daly)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimal interval (exact)</source>
        <translation>최적 간격 (정확해)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failures: %1</source>
        <translation>고장: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of all, restart %2</source>
        <translation>전체의 %1, 재시작 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expected failures</source>
        <translation>예상 고장 횟수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time (wall-clock)</source>
        <translation>학습 시간 (벽시계)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours (wall-clock)</source>
        <translation>GPU-시간 (벽시계)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per trained model</source>
        <translation>학습된 모델당 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost/1M tokens (wall-clock)</source>
        <translation>토큰 100만 개당 비용 (벽시계)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data and communication (2.5.4-2.5.10)</source>
        <translation>데이터와 통신 (2.5.4-2.5.10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read rate</source>
        <translation>데이터 읽기 속도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradient per GPU (DP)</source>
        <translation>GPU당 그래디언트(DP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP collectives per step</source>
        <translation>스텝당 DP 집합 통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP exposed per step</source>
        <translation>스텝당 노출된 DP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TP traffic per micro-batch</source>
        <translation>마이크로배치당 TP 통신량</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TP time per micro-batch</source>
        <translation>마이크로배치당 TP 시간</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layout %1 (step model)</source>
        <translation>병렬 구성 %1 (스텝 모델)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Derived MFU / HFU</source>
        <translation>유도 MFU / HFU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens per second (layout)</source>
        <translation>초당 토큰 (병렬 구성)</translation>
    </message>
</context>
<context>
    <name>PlanningText</name>
    <message>
        <location filename="../../views/planningtext.cpp" line="+33"/>
        <source>%1%2 days</source>
        <translation>%1%2일</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no recompute</source>
        <translation>재계산 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selective recompute</source>
        <translation>선택적 재계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full recompute</source>
        <translation>전체 재계산</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 virtual stages</source>
        <translation>가상 스테이지 %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>micro-batch %1</source>
        <translation>마이크로배치 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the DP sync overlapped with the backward pass</source>
        <translation>DP 동기화를 역전파와 겹치기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 MB buckets</source>
        <translation>%1 MB 버킷</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TP overlapped with compute</source>
        <translation>TP를 계산과 겹치기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asynchronous saves</source>
        <translation>비동기 저장</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>pipeline bubble %1 of the step</source>
        <translation>파이프라인 버블이 스텝의 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory %1 of HBM</source>
        <translation>메모리가 HBM의 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed DP %1 of the step</source>
        <translation>노출된 DP가 스텝의 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exposed TP %1 of the step</source>
        <translation>노출된 TP가 스텝의 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkpoint stalls %1 of the wall-clock</source>
        <translation>체크포인트 정지가 벽시계 시간의 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recompute %1 of the hardware FLOPs</source>
        <translation>재계산이 하드웨어 FLOP의 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the same days and dollars</source>
        <translation>일수와 비용은 그대로</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wall-clock days</source>
        <translation>벽시계 일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute-only days</source>
        <translation>계산만의 일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall-clock cost</source>
        <translation>벽시계 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute-only cost</source>
        <translation>계산만의 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>GPU당 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: compute</source>
        <translation>스텝: 계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: memory-bound kernels</source>
        <translation>스텝: 메모리 한계 커널</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: exposed TP</source>
        <translation>스텝: 노출된 TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: exposed CP</source>
        <translation>스텝: 노출된 CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: exposed EP</source>
        <translation>스텝: 노출된 EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: exposed DP</source>
        <translation>스텝: 노출된 DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: pipeline bubble</source>
        <translation>스텝: 파이프라인 버블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: PP transfers</source>
        <translation>스텝: PP 전송</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: optimizer</source>
        <translation>스텝: 옵티마이저</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System MTBF</source>
        <translation>시스템 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Sweep of %1 against %2</source>
        <translation>%2에 대한 %1 스윕</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One column per %1</source>
        <translation>%1 값마다 한 열</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Gaps (— [n]): the plan does not evaluate there</source>
        <translation>빈 곳 (— [n]): 그 지점에서는 계획이 평가되지 않습니다</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (and ZeRO-%2 to fit)</source>
        <translation>%1 (메모리에 맞도록 ZeRO-%2도 함께)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> and the layout fits</source>
        <translation> 병렬 구성이 메모리에 맞게 됩니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 frees %3%4, %5</source>
        <translation>%1: %2(으)로 %3 확보%4, %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: with %2 it is %3, %4</source>
        <translation>%1: %2(으)로 %3, %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>matmul efficiency</source>
        <translation>행렬곱 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assumed MFU</source>
        <translation>가정한 MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>network efficiency</source>
        <translation>네트워크 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MTBF of every part</source>
        <translation>모든 부품의 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price per GPU-hour</source>
        <translation>GPU-시간당 가격</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the step model&apos;s mean step-time error on published runs is 1 to 26 % by group (goodput validate, docs/validation.md)</source>
        <translation>%1: 공개된 학습에 대한 스텝 모델의 평균 스텝 시간 오차가 그룹별로 1~26 %입니다 (goodput validate, docs/validation.md)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: an assumption, the same as for the matmul efficiency of a derived MFU</source>
        <translation>%1: 가정값이며, 유도된 MFU의 행렬곱 효율과 같습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: an assumption; fit the tiers to nccl-tests logs (goodput calibrate) to replace it</source>
        <translation>%1: 가정값입니다; 계층을 nccl-tests 로그에 맞추면(goodput calibrate) 대체됩니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the statistical error of a failure rate estimated from about ten failures (1/√10 ≈ 32 %)</source>
        <translation>%1: 고장 약 10건으로 추정한 고장률의 통계 오차 (1/√10 ≈ 32 %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: an assumption for the spread between list and negotiated prices; use your quote</source>
        <translation>%1: 정가와 협상 가격 사이 차이에 대한 가정값입니다; 받은 견적을 쓰세요</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 ±%2: %3 to %4 days, %5 to %6</source>
        <translation>%1 ±%2: %3~%4일, %5~%6</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What limits this plan</source>
        <translation>이 계획을 제한하는 것</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no single change of those tried saves time</source>
        <translation>시도한 변경 중 단독으로 시간을 줄이는 것이 없습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Uncertain inputs (days and dollars at the low and high end)</source>
        <translation>불확실한 입력 (하한과 상한에서의 일수와 비용)</translation>
    </message>
</context>
<context>
    <name>PresetStore</name>
    <message>
        <location filename="../../views/presetstore.cpp" line="+48"/>
        <source>Saved from a scenario.</source>
        <translation>시나리오에서 저장됨.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved from a scenario that started from the preset %1; its notes follow and may not hold for values the scenario changed. %2</source>
        <translation>프리셋 %1에서 시작한 시나리오에서 저장됨; 프리셋의 메모가 이어지며, 시나리오가 바꾼 값에는 맞지 않을 수 있습니다. %2</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>cannot create the folder</source>
        <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no %1 preset with id &quot;%2&quot;</source>
        <translation>id가 &quot;%2&quot;인 %1 프리셋이 없습니다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the scenario&apos;s price</source>
        <translation>시나리오의 가격</translation>
    </message>
</context>
<context>
    <name>PresetText</name>
    <message>
        <location filename="../../views/presettext.cpp" line="+26"/>
        <source>hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reliability</source>
        <translation>신뢰성</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shipped</source>
        <translation>기본 제공</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>user</source>
        <translation>사용자</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+29"/>
        <location line="+77"/>
        <location line="+132"/>
        <source>n/p</source>
        <translation>n/p</translation>
    </message>
    <message>
        <location line="-196"/>
        <location line="+40"/>
        <location line="+39"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+39"/>
        <location line="+39"/>
        <source>kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+38"/>
        <location line="+39"/>
        <source>origin</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+38"/>
        <location line="+39"/>
        <source>display name</source>
        <translation>표시 이름</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>BF16 dense</source>
        <translation>BF16 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 dense</source>
        <translation>FP8 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+141"/>
        <source>HBM bandwidth</source>
        <translation>HBM 대역폭</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>scale-up/accel</source>
        <translation>스케일업/가속기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domain</source>
        <translation>도메인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scale-out/accel</source>
        <translation>스케일아웃/가속기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price/accel</source>
        <translation>가격/가속기</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+51"/>
        <location line="+38"/>
        <location line="+95"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Hardware presets. Peaks are dense (no 2:4 sparsity); HBM in GB (10^9 bytes); scale-up per accelerator, one direction; scale-out is the NIC rate per accelerator in Gb/s (bits).
</source>
        <translation>하드웨어 프리셋. 최대 성능은 밀집 기준(2:4 희소성 없음); HBM은 GB(10^9 바이트); 스케일업은 가속기당 단방향; 스케일아웃은 가속기당 NIC 속도로 Gb/s(비트) 단위입니다.
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>active</source>
        <translation>활성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>층</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden</source>
        <translation>은닉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>heads/KV</source>
        <translation>헤드/KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+171"/>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>vocab</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sequence</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Model presets. Parameters are totals (all experts); &quot;active&quot; is per token for MoE.
</source>
        <translation>모델 프리셋. 파라미터는 총합(모든 전문가)이며, &quot;활성&quot;은 MoE에서 토큰당 값입니다.
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 every %2</source>
        <translation>%2마다 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>part kinds</source>
        <translation>부품 종류</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>maintenance</source>
        <translation>유지보수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hot spares</source>
        <translation>핫 스페어</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>always</source>
        <translation>항상</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability presets: part kinds with their MTBF and restart path (goodput presets show ID).
</source>
        <translation>신뢰성 프리셋: 부품 종류별 MTBF와 재시작 경로 (goodput presets show ID).
</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2 per accelerator</source>
        <translation>%1: 가속기당 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 per accelerator, one direction</source>
        <translation>%1: 가속기당 %2, 단방향</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 latency</source>
        <translation>%1 지연</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 efficiency</source>
        <translation>%1 효율</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Vendor, generation</source>
        <translation>벤더, 세대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BF16 peak (dense)</source>
        <translation>BF16 최대 성능 (밀집)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 peak (dense)</source>
        <translation>FP8 최대 성능 (밀집)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (no FP8 units)</source>
        <translation>없음 (FP8 유닛 없음)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (published as %1)</source>
        <translation> (공개값 %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM capacity</source>
        <translation>HBM 용량</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ridge point (BF16)</source>
        <translation>릿지 포인트 (BF16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/바이트</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matmul efficiency</source>
        <translation>행렬곱 효율</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scale-up</source>
        <translation>스케일업</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>switched</source>
        <translation>스위치형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full mesh</source>
        <translation>풀 메시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torus</source>
        <translation>토러스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up domain</source>
        <translation>스케일업 도메인</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 accelerators</source>
        <translation>가속기 %1개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scale-out</source>
        <translation>스케일아웃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spine above the pod</source>
        <translation>팟 위의 스파인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pod of %1, oversubscribed %2:1</source>
        <translation>팟 %1, 과구독 %2:1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 per accelerator (%2; %3)</source>
        <translation>가속기당 %1 (%2; %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Organization</source>
        <translation>조직</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active per token</source>
        <translation>토큰당 활성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training tokens</source>
        <translation>학습 토큰</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layers, hidden size</source>
        <translation>층 수, 은닉 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>어텐션 헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (KV heads %2, head size %3)</source>
        <translation>%1 (KV 헤드 %2, 헤드 크기 %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Latent attention</source>
        <translation>잠재 어텐션(MLA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV rank %1, Q rank %2, rotary head size %3</source>
        <translation>KV 랭크 %1, Q 랭크 %2, 회전 헤드 크기 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MTP modules</source>
        <translation>MTP 모듈 수</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tied embeddings</source>
        <translation>임베딩 공유</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+54"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+54"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Experts</source>
        <translation>전문가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 routed, %2 per token, %3 shared; %4 dense layers first; expert FFN %5</source>
        <translation>라우팅 %1개, 토큰당 %2개, 공유 %3개; 앞쪽 밀집 층 %4개; 전문가 FFN %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node</source>
        <translation>노드당</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per job</source>
        <translation>작업당</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>  Part kinds (MTBF of one part; detection, diagnosis, replacement, repair):</source>
        <translation>  부품 종류 (부품 하나의 MTBF; 감지, 진단, 교체, 수리):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2, %3, repair %4</source>
        <translation>%1, %2, %3, 수리 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2, restart in place</source>
        <translation>%1, %2, 제자리 재시작</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (Weibull, shape %1)</source>
        <translation> (Weibull, 형상 %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Data restore, warm-up</source>
        <translation>데이터 위치 복원, 워밍업</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot spare nodes</source>
        <translation>예비(핫 스페어) 노드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always one at hand</source>
        <translation>항상 하나 대기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elastic</source>
        <translation>탄력적</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned maintenance</source>
        <translation>계획된 유지보수</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>n/p = not published. </source>
        <translation>n/p = 미공개. </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>* = unverified (recalled or assumed). </source>
        <translation>* = 미검증 (기억 또는 가정). </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Details and sources: goodput presets show ID
</source>
        <translation>세부 사항과 출처: goodput presets show ID
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release year</source>
        <translation>출시 연도</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Missing (not published)</source>
        <translation>누락 (미공개)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unverified (*)</source>
        <translation>미검증 (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>메모</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  Sources:</source>
        <translation>  출처:</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../views/autosave.cpp" line="+44"/>
        <source>The autosaved scenario is damaged (%1).</source>
        <translation>자동 저장된 시나리오가 손상되었습니다 (%1).</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../views/report/reportcontent.cpp" line="+96"/>
        <source>ring</source>
        <translation>링</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hierarchical</source>
        <translation>계층적</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>reduce-scatter in the scale-up domain + all-reduce of &lt;i&gt;S&lt;/i&gt;/&lt;i&gt;k&lt;/i&gt; across domains + all-gather</source>
        <translation>스케일업 도메인 안 reduce-scatter + 도메인 간 &lt;i&gt;S&lt;/i&gt;/&lt;i&gt;k&lt;/i&gt;의 all-reduce + all-gather</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scale-up</source>
        <translation>스케일업</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out</source>
        <translation>스케일아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spine</source>
        <translation>스파인</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2 dense %3, %4 HBM at %5</source>
        <translation>%1: 밀집 %3 %2, HBM %4 (%5)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>the built-in default scenario</source>
        <translation>내장 기본 시나리오</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training plan</source>
        <translation>학습 계획</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario file</source>
        <translation>시나리오 파일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prepared with</source>
        <translation>작성 도구</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput %1, capacity planner for LLM pretraining clusters</source>
        <translation>Goodput %1, LLM 사전학습 클러스터 용량 계획 도구</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Executive summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This scenario cannot be evaluated: the inputs below have errors. Fix them and export the report again.</source>
        <translation>이 시나리오는 평가할 수 없습니다: 아래 입력에 오류가 있습니다. 고친 뒤 보고서를 다시 내보내세요.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Counting checkpoints, failures and restarts (goodput %1), the run takes %2 wall-clock.</source>
        <translation>체크포인트, 고장, 재시작을 포함하면(goodput %1) 벽시계로 %2이(가) 걸립니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At %1 per GPU-hour it costs %2 in compute, %3 wall-clock.</source>
        <translation>GPU-시간당 %1이면 계산 비용은 %2, 벽시계 기준 %3입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With the failure rate and restart costs given, the run never finishes: restarts and lost work take all the time.</source>
        <translation>주어진 고장률과 재시작 비용으로는 학습이 끝나지 않습니다: 재시작과 손실된 작업이 모든 시간을 차지합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1221"/>
        <source>never finishes</source>
        <translation>끝나지 않음</translation>
    </message>
    <message>
        <location line="-1219"/>
        <source>Compute only</source>
        <translation>계산만</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall-clock, after goodput</source>
        <translation>벽시계, goodput 반영</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training time</source>
        <translation>학습 시간</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+255"/>
        <source>GPU-hours</source>
        <translation>GPU-시간</translation>
    </message>
    <message>
        <location line="-253"/>
        <location line="+421"/>
        <location line="+519"/>
        <location line="+72"/>
        <location line="+192"/>
        <location filename="../../views/report/reportinputs.cpp" line="+92"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location line="-1202"/>
        <source>Cost per million tokens</source>
        <translation>토큰 100만 개당 비용</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Energy</source>
        <translation>에너지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Total cost with energy</source>
        <translation>에너지를 포함한 총비용</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+125"/>
        <location line="+863"/>
        <location line="+190"/>
        <location line="+34"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="-1211"/>
        <source>MFU / HFU</source>
        <translation>MFU / HFU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2) / %3, counting %4</source>
        <translation>%1 (%2) / %3, %4 기준</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens/s</source>
        <translation>%1 토큰/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per parameter</source>
        <translation>파라미터당 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; compute-optimal is about 20, %2 tokens for this model (Hoffmann et al. 2022)</source>
        <translation>%1; 계산 최적은 약 20, 이 모델이면 토큰 %2개 (Hoffmann 외 2022)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs and layout</source>
        <translation>GPU와 병렬 구성</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1230"/>
        <location filename="../../views/report/reportinputs.cpp" line="-7"/>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <location line="-1229"/>
        <location line="+979"/>
        <source>Failures</source>
        <translation>고장</translation>
    </message>
    <message>
        <location line="-978"/>
        <source>system MTBF %1; %2 failures expected over the run</source>
        <translation>시스템 MTBF %1; 학습 동안 고장 %2회 예상</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>system MTBF %1</source>
        <translation>시스템 MTBF %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../views/report/reportinputs.cpp" line="+8"/>
        <source>Power</source>
        <translation>전력</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at the facility: %2 W per GPU, %3 W per node besides, PUE %4</source>
        <translation>시설 기준 %1: GPU당 %2 W, 노드당 추가 %3 W, PUE %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: the hardware publishes no TDP</source>
        <translation>알 수 없음: 하드웨어가 TDP를 공개하지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+672"/>
        <location filename="../../views/report/reportinputs.cpp" line="-4"/>
        <source>Checkpoints</source>
        <translation>체크포인트</translation>
    </message>
    <message>
        <location line="-671"/>
        <source>%1 every %2, stalling %3 each (%4 of compute wasted)</source>
        <translation>%2마다 %1, 매번 %3 정지 (계산의 %4 낭비)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This layout&apos;s MFU</source>
        <translation>이 구성의 MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the step model (the times above assume %2)</source>
        <translation>스텝 모델에서 %1 (위 시간은 %2 가정)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+228"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="-228"/>
        <source>%1 for %2 tokens</source>
        <translation>토큰 %2개에 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+296"/>
        <source>Memory per GPU</source>
        <translation>GPU당 메모리</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>%1 of %2: %3</source>
        <translation>%2 중 %1: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>들어감</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>does not fit</source>
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>derived from the layout</source>
        <translation>병렬 구성에서 유도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assumed</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main risks</source>
        <translation>주요 위험</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Where the wall-clock goes besides compute: checkpoint stalls %1, recomputing work lost to failures %2, restarts %3 (2.5.13).</source>
        <translation>계산 외에 벽시계 시간이 쓰이는 곳: 체크포인트 정지 %1, 고장으로 잃은 작업의 재계산 %2, 재시작 %3 (2.5.13).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This plan&apos;s layout is the best the layout search finds.</source>
        <translation>이 계획의 병렬 구성은 구성 탐색에서 찾은 최선의 구성입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layout search ranks %1 first: %2 wall-clock and %3, against %4 and %5 with this plan&apos;s layout (see Top layouts).</source>
        <translation>구성 탐색은 %1을(를) 1위로 꼽습니다: 벽시계 %2, %3로, 이 계획의 구성(%4, %5)보다 낫습니다 (최상위 구성 참조).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The model raises no warning for this scenario.</source>
        <translation>이 시나리오에 대해 모델이 경고하는 것은 없습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Comparison with the baseline</source>
        <translation>기준선과의 비교</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baseline: %1. Changes are this plan relative to the baseline.</source>
        <translation>기준선: %1. 변화는 기준선 대비 이 계획의 값입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One of the two scenarios has errors, so their results cannot be compared.</source>
        <translation>두 시나리오 중 하나에 오류가 있어 결과를 비교할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+42"/>
        <source>Baseline</source>
        <translation>기준선</translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+42"/>
        <source>This plan</source>
        <translation>이 계획</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Change</source>
        <translation>변화</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+108"/>
        <source>Training time, compute only</source>
        <translation>학습 시간, 계산만</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Training time, wall-clock</source>
        <translation>학습 시간, 벽시계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost, compute only</source>
        <translation>비용, 계산만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost, wall-clock</source>
        <translation>비용, 벽시계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours, wall-clock</source>
        <translation>GPU-시간, 벽시계</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../views/report/reportinputs.cpp" line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System MTBF</source>
        <translation>시스템 MTBF</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inputs that differ</source>
        <translation>다른 입력값</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two scenarios have the same inputs.</source>
        <translation>두 시나리오의 입력이 같습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1101"/>
        <source>Setting</source>
        <translation>설정</translation>
    </message>
    <message>
        <location line="-1089"/>
        <source>Compute, time and cost</source>
        <translation>연산, 시간, 비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chapter&apos;s estimate (2.5.14–2.5.15): the training compute divided by what the cluster actually delivers, peak times MFU times GPUs.</source>
        <translation>장의 어림셈(2.5.14–2.5.15): 학습 연산을 클러스터가 실제로 내는 성능, 즉 최대 성능 × MFU × GPU 수로 나눕니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MFU is derived from the parallel layout&apos;s step time (next section): %1.</source>
        <translation>MFU는 병렬 구성의 스텝 시간(다음 절)에서 유도합니다: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU is an input here, assumed at %1.</source>
        <translation>여기서 MFU는 입력값이며 %1(으)로 가정합니다.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mixture of experts: &lt;i&gt;N&lt;/i&gt; counts the %1 parameters active per token, not the %2 in total.</source>
        <translation>전문가 혼합: &lt;i&gt;N&lt;/i&gt;은 전체 %2개가 아니라 토큰당 활성인 %1개 파라미터를 셉니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Effective cluster throughput</source>
        <translation>클러스터 실효 처리량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;n&lt;/i&gt; × peak × MFU = %1 × %2 FLOP/s × %3 = %4</source>
        <translation>&lt;i&gt;n&lt;/i&gt; × 최대 성능 × MFU = %1 × %2 FLOP/s × %3 = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;i&gt;T&lt;/i&gt; = &lt;i&gt;C&lt;/i&gt; / (&lt;i&gt;n&lt;/i&gt; × peak × MFU) = %1 / %2 = %3 = %4</source>
        <translation>&lt;i&gt;T&lt;/i&gt; = &lt;i&gt;C&lt;/i&gt; / (&lt;i&gt;n&lt;/i&gt; × 최대 성능 × MFU) = %1 / %2 = %3 = %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;i&gt;n&lt;/i&gt; × &lt;i&gt;T&lt;/i&gt; / 3600 = %1 × %2 / 3600 = %3 GPU-hours</source>
        <translation>&lt;i&gt;n&lt;/i&gt; × &lt;i&gt;T&lt;/i&gt; / 3600 = %1 × %2 / 3600 = %3 GPU-시간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute cost</source>
        <translation>계산 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours × price = %1 × %2 = %3</source>
        <translation>GPU-시간 × 가격 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens per second (2.5.10, 2.5.14)</source>
        <translation>초당 토큰 (2.5.10, 2.5.14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;n&lt;/i&gt; × peak × MFU / (FLOPs per token) = %1 / %2 = %3 tokens/s</source>
        <translation>&lt;i&gt;n&lt;/i&gt; × 최대 성능 × MFU / (토큰당 FLOP) = %1 / %2 = 초당 %3 토큰</translation>
    </message>
    <message>
        <location line="-520"/>
        <source>8&lt;i&gt;N&lt;/i&gt; with full recompute</source>
        <translation>전체 재계산 시 8&lt;i&gt;N&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>selective recompute</source>
        <translation>선택적 재계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimal recompute</source>
        <translation>최소 재계산</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full recompute of %1 of the layers, down projections not run again</source>
        <translation>층의 %1 전체 재계산, 다운 프로젝션은 다시 실행하지 않음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>full recompute of %1 of the layers</source>
        <translation>층의 %1 전체 재계산</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no recompute</source>
        <translation>재계산 없음</translation>
    </message>
    <message>
        <location line="+520"/>
        <source>Hardware FLOPs utilisation (2.5.14)</source>
        <translation>하드웨어 FLOP 활용률 (2.5.14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HFU = MFU × hardware FLOPs / model FLOPs = %1 × %2 / %3 = %4 (%5)</source>
        <translation>HFU = MFU × 하드웨어 FLOP / 모델 FLOP = %1 × %2 / %3 = %4 (%5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accelerator balance: the roofline&apos;s ridge point (2.5.1)</source>
        <translation>가속기 균형: 루프라인의 릿지 포인트 (2.5.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak / HBM bandwidth = %1 / %2 = %3 FLOP/byte</source>
        <translation>최대 성능 / HBM 대역폭 = %1 / %2 = %3 FLOP/바이트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kernels doing fewer FLOPs per byte than the ridge point are bound by HBM bandwidth, which is the first reason MFU stays well below 100 % (2.5.1).</source>
        <translation>바이트당 FLOP이 릿지 포인트보다 적은 커널은 HBM 대역폭에 묶이며, 이것이 MFU가 100 %에 한참 못 미치는 첫째 이유입니다 (2.5.1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same plan at other cluster sizes, layout kept and DP grown: days (left axis) and dollars (right axis), compute only (dashed) and after goodput (solid). More GPUs fail more often, so wall-clock time stops falling at some size (2.5.12–2.5.15).</source>
        <translation>같은 계획을 다른 클러스터 크기에서 본 것(레이아웃 유지, DP 증가): 일수(왼쪽 축)와 달러(오른쪽 축), 계산만(점선)과 굿풋 반영 후(실선). GPU가 많을수록 고장이 잦아 어느 크기부터는 실제 소요 시간이 더 줄지 않습니다 (2.5.12–2.5.15).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Part of the step</source>
        <translation>스텝의 구성 요소</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compute: matmuls and attention</source>
        <translation>계산: 행렬곱과 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory-bound operations</source>
        <translation>메모리 바운드 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed tensor-parallel collectives</source>
        <translation>노출된 텐서 병렬 집합통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed context-parallel exchange</source>
        <translation>노출된 컨텍스트 병렬 교환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed expert-parallel all-to-all</source>
        <translation>노출된 전문가 병렬 all-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed data-parallel synchronisation</source>
        <translation>노출된 데이터 병렬 동기화</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>파이프라인 버블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline transfers</source>
        <translation>파이프라인 전송</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer update</source>
        <translation>옵티마이저 갱신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other: fixed cost per collective</source>
        <translation>기타: 집합통신당 고정 비용</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+100"/>
        <source>Step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>The step of this layout next to the best layouts of the search, part by part.</source>
        <translation>이 레이아웃의 스텝을 탐색의 최상위 레이아웃들과 항목별로 비교.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline bubble, interleaved 1F1B (Narayanan et al. 2021)</source>
        <translation>파이프라인 버블, 인터리브 1F1B (Narayanan et al. 2021)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens per second of this layout</source>
        <translation>이 구성의 초당 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch / step time = %1 / %2 = %3 tokens/s</source>
        <translation>글로벌 배치 / 스텝 시간 = %1 / %2 = 초당 %3 토큰</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The plan&apos;s days and dollars use this MFU.</source>
        <translation>계획의 일수와 비용은 이 MFU를 씁니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan&apos;s days and dollars use the assumed MFU of %1; set mfu.mode to derived to plan with this layout&apos;s %2.</source>
        <translation>계획의 일수와 비용은 가정 MFU %1을(를) 씁니다; 이 구성의 %2(으)로 계획하려면 mfu.mode를 derived로 설정하세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On the first pipeline stage, which holds the embedding table and keeps the most micro-batches in flight (%1), with ZeRO stage %2 (docs/model.md, &quot;Memory per GPU&quot;).</source>
        <translation>임베딩 표를 갖고 동시 진행 마이크로배치(%1)가 가장 많은 첫 파이프라인 스테이지 기준, ZeRO 단계 %2 (docs/model.md, &quot;Memory per GPU&quot;).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Held per GPU</source>
        <translation>GPU당 보유</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of HBM</source>
        <translation>HBM 대비 비율</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>그래디언트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states (fp32 master weights, Adam moments)</source>
        <translation>옵티마이저 상태 (fp32 마스터 가중치, Adam 모멘텀)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations (%1 per layer and micro-batch)</source>
        <translation>활성값 (층·마이크로배치당 %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Headroom: framework, buffers, fragmentation</source>
        <translation>여유분: 프레임워크, 버퍼, 단편화</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM capacity</source>
        <translation>HBM 용량</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory per GPU of this layout and of the best layouts of the search, against the HBM capacity.</source>
        <translation>이 레이아웃과 탐색 최상위 레이아웃들의 GPU당 메모리를 HBM 용량과 비교.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The layout fits in memory.</source>
        <translation>이 구성은 메모리에 들어갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layout does not fit in memory: use more pipeline or tensor parallelism, a higher ZeRO stage, recomputation or a smaller micro-batch.</source>
        <translation>이 구성은 메모리에 들어가지 않습니다: 파이프라인이나 텐서 병렬을 늘리거나, ZeRO 단계를 높이거나, 재계산을 쓰거나, 마이크로배치를 줄이세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Top layouts from the search</source>
        <translation>탐색에서 찾은 최상위 구성</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Layout</source>
        <translation>병렬 구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+590"/>
        <location line="+194"/>
        <source>Wall-clock</source>
        <translation>벽시계</translation>
    </message>
    <message>
        <location line="-782"/>
        <source>MFU (%1)</source>
        <translation>MFU (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(this plan)</source>
        <translation>(이 계획)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../views/report/reportinputs.cpp" line="-3"/>
        <source>Communication</source>
        <translation>통신</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hierarchy the collectives run on (2.5.2–2.5.3), per GPU and one direction. Each step outwards is slower; the parallel axes are placed innermost first: TP, then CP, PP, DP (2.5.4).</source>
        <translation>집합통신이 달리는 계층(2.5.2–2.5.3), GPU당 단방향. 바깥으로 갈수록 느려지며, 병렬 축은 안쪽부터 배치됩니다: TP, 그다음 CP, PP, DP (2.5.4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier</source>
        <translation>계층</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fabric</source>
        <translation>패브릭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bandwidth per GPU</source>
        <translation>GPU당 대역폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency α</source>
        <translation>지연 α</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Domain</source>
        <translation>도메인</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Efficiency</source>
        <translation>효율</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per GPU</source>
        <translation>GPU당 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 GPU</source>
        <translation>GPU 1개</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>whole cluster</source>
        <translation>클러스터 전체</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1:1 taper</source>
        <translation>%1:1 축소</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scale-up to scale-out bandwidth ratio (2.5.3)</source>
        <translation>스케일업 대 스케일아웃 대역폭 비 (2.5.3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bandwidth per GPU (left axis) and latency per step (right axis) at each level of the hierarchy, with the parallel axes each level carries: the chapter&apos;s staircase (2.5.2–2.5.3).</source>
        <translation>계층의 각 단계에서 GPU당 대역폭(왼쪽 축)과 스텝당 지연(오른쪽 축), 각 단계가 맡는 병렬 축: 이 장의 계단 (2.5.2–2.5.3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tensor parallelism (2.5.4)</source>
        <translation>텐서 병렬 (2.5.4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data-parallel gradient synchronisation (2.5.6, 2.5.8, 2.5.9)</source>
        <translation>데이터 병렬 그래디언트 동기화 (2.5.6, 2.5.8, 2.5.9)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradient bytes one GPU reduces (step model)</source>
        <translation>GPU 하나가 리듀스하는 그래디언트 바이트(스텝 모델)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;G&lt;/i&gt; = ψ × bytes per gradient = %1 × %2 B = %3, with ψ the parameters of the first pipeline stage on one GPU</source>
        <translation>&lt;i&gt;G&lt;/i&gt; = ψ × 그래디언트당 바이트 = %1 × %2 B = %3, ψ는 GPU 하나에 있는 첫 파이프라인 단계의 파라미터</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient bytes per step</source>
        <translation>스텝당 그래디언트 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;G&lt;/i&gt; = &lt;i&gt;N&lt;/i&gt; / (TP × PP) × bytes per gradient = %1 / (%2 × %3) × %4 B = %5</source>
        <translation>&lt;i&gt;G&lt;/i&gt; = &lt;i&gt;N&lt;/i&gt; / (TP × PP) × 그래디언트당 바이트 = %1 / (%2 × %3) × %4 B = %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DP = 1: there is no gradient all-reduce.</source>
        <translation>DP = 1: 그래디언트 all-reduce가 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buckets (ZeRO-3: one per layer, or per bucket when larger)</source>
        <translation>버킷(ZeRO-3: 레이어마다 하나, 버킷이 더 크면 버킷마다)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;k&lt;/i&gt; = %1, reduced after each of the %2 micro-batches</source>
        <translation>&lt;i&gt;k&lt;/i&gt; = %1, %2개 마이크로배치마다 리듀스</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buckets (2.5.9)</source>
        <translation>버킷 (2.5.9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;k&lt;/i&gt; = ⌈&lt;i&gt;G&lt;/i&gt; / bucket⌉ = ⌈%1 / %2⌉ = %3</source>
        <translation>&lt;i&gt;k&lt;/i&gt; = ⌈&lt;i&gt;G&lt;/i&gt; / 버킷⌉ = ⌈%1 / %2⌉ = %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One bucket&apos;s reduce-scatter across %1 GPUs, %2 (2.5.6–2.5.7)</source>
        <translation>GPU %1개에 걸친 버킷 하나의 reduce-scatter, %2 (2.5.6–2.5.7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One bucket&apos;s all-reduce across %1 GPUs, %2 (2.5.6–2.5.7)</source>
        <translation>GPU %1개에 걸친 버킷 하나의 all-reduce, %2 (2.5.6–2.5.7)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>= %1 (latency, %2 steps) + %3 (bandwidth, %4 per GPU) = %5</source>
        <translation>= %1 (지연, 스텝 %2개) + %3 (대역폭, GPU당 %4) = %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fixed cost of the buckets (2.5.9)</source>
        <translation>버킷들의 고정 비용 (2.5.9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;k&lt;/i&gt; × cost per collective = %1 × %2 = %3</source>
        <translation>&lt;i&gt;k&lt;/i&gt; × 집합통신당 비용 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient synchronisation per step</source>
        <translation>스텝당 그래디언트 동기화</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expert gradients, over the GPUs that hold the same experts</source>
        <translation>전문가 기울기: 같은 전문가를 가진 GPU끼리 동기화</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 expert weights on one GPU, %2 in %3 buckets across %4 GPUs: %5</source>
        <translation>GPU 하나의 전문가 가중치 %1개, %2 를 버킷 %3개로 GPU %4개에 걸쳐: %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Parameter all-gathers per step (ZeRO)</source>
        <translation>스텝당 파라미터 all-gather(ZeRO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; all DP collectives of the step: %2</source>
        <translation>%1; 스텝의 모든 DP 집합 통신: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Exposed after overlap with the backward pass (2.5.8)</source>
        <translation>역전파와 오버랩한 뒤 노출되는 부분 (2.5.8)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The step time counts %1 of DP per step: what the gradient reduction and the parameter gathers leave exposed, plus %2 of compute slowed by the units the hidden collectives hold.</source>
        <translation>스텝 시간은 스텝당 DP %1을 셉니다: 그래디언트 리듀스와 파라미터 gather가 노출한 시간에, 숨겨진 집합 통신이 점유한 유닛 때문에 느려진 계산 %2를 더한 값입니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overlap is off: all %1 of the synchronisation is exposed in every step.</source>
        <translation>오버랩이 꺼져 있습니다: 동기화 %1 전부가 매 스텝 노출됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ring/tree crossover for the DP group (2.5.7)</source>
        <translation>DP 그룹의 링/트리 교차점 (2.5.7)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 bucket is above the crossover: the ring&apos;s bandwidth wins over the tree&apos;s latency.</source>
        <translation>%1 버킷은 교차점보다 큽니다: 링의 대역폭이 트리의 지연보다 유리합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 bucket is below the crossover: the tree&apos;s log-depth latency wins.</source>
        <translation>%1 버킷은 교차점보다 작습니다: 트리의 로그 깊이 지연이 유리합니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 = 1: no group to communicate with.</source>
        <translation>%1 = 1: 통신할 그룹이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 groups of %2 GPUs sit inside one scale-up domain and use %3.</source>
        <translation>GPU %2개짜리 그룹 %1개가 스케일업 도메인 하나 안에 있으며 %3을(를) 씁니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 groups of %2 GPUs span %3 scale-up domains, one GPU in each: their collectives cross %4.</source>
        <translation>GPU %2개짜리 그룹 %1개가 스케일업 도메인 %3개에 각각 GPU 하나씩 걸쳐 있습니다: 그 집합통신은 %4을(를) 지납니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 groups of %2 GPUs span %3 scale-up domains, %4 GPUs in each: their collectives cross %5.</source>
        <translation>GPU %2개짜리 그룹 %1개가 스케일업 도메인 %3개에 각각 GPU %4개씩 걸쳐 있습니다: 그 집합통신은 %5을(를) 지납니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>TP = 1: no tensor-parallel traffic.</source>
        <translation>TP = 1: 텐서 병렬 통신이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scenario gives no architecture (hidden size, layers), so the TP traffic cannot be sized.</source>
        <translation>시나리오에 아키텍처(은닉 차원, 층 수)가 없어 TP 통신량을 계산할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Activation per all-reduce</source>
        <translation>all-reduce당 활성값</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All-reduces per micro-batch on one GPU</source>
        <translation>GPU 하나의 마이크로배치당 all-reduce 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per layer (2 forward, 2 backward%2) × %3 layers / PP %4 = %5</source>
        <translation>층마다 %1번 (순전파 2, 역전파 2%2) × 층 %3개 / PP %4 = %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TP bytes per GPU per micro-batch</source>
        <translation>마이크로배치당 GPU별 TP 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count × 2(&lt;i&gt;t&lt;/i&gt;−1)/&lt;i&gt;t&lt;/i&gt; × &lt;i&gt;S&lt;/i&gt;&lt;sub&gt;act&lt;/sub&gt; = %1 × 2 × %2/%3 × %4 = %5</source>
        <translation>횟수 × 2(&lt;i&gt;t&lt;/i&gt;−1)/&lt;i&gt;t&lt;/i&gt; × &lt;i&gt;S&lt;/i&gt;&lt;sub&gt;act&lt;/sub&gt; = %1 × 2 × %2/%3 × %4 = %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP time per micro-batch, %1</source>
        <translation>마이크로배치당 TP 시간, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count × (latency + bandwidth) = %1 × (%2 + %3) = %4</source>
        <translation>횟수 × (지연 + 대역폭) = %1 × (%2 + %3) = %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TP crosses the scale-up domain: each all-reduce runs %1× slower than inside it (2.5.4).</source>
        <translation>TP가 스케일업 도메인을 넘습니다: all-reduce마다 도메인 안보다 %1배 느립니다 (2.5.4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Data loading</source>
        <translation>데이터 로딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read bandwidth the cluster needs (2.5.10)</source>
        <translation>클러스터에 필요한 읽기 대역폭 (2.5.10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s × bytes per token = %1 × %2 B = %3</source>
        <translation>초당 토큰 × 토큰당 바이트 = %1 × %2 B = %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The data store sustains only %1: training is data-loading bound. Pre-tokenise, pack samples into large shards read sequentially, and prefetch (2.5.10).</source>
        <translation>데이터 저장소는 %1만 유지합니다: 학습이 데이터 로딩에 묶입니다. 미리 토큰화하고, 샘플을 순차로 읽는 큰 샤드로 묶고, 프리페치하세요 (2.5.10).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data store sustains %1, more than the cluster reads. Bandwidth is rarely the limit; small random reads, on-the-fly tokenisation and a resumable data position are (2.5.10).</source>
        <translation>데이터 저장소는 클러스터가 읽는 양보다 많은 %1을(를) 유지합니다. 대역폭이 한계가 되는 일은 드물고, 작은 임의 읽기, 즉석 토큰화, 재개 가능한 데이터 위치가 한계가 됩니다 (2.5.10).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Checkpoint size (2.5.11)</source>
        <translation>체크포인트 크기 (2.5.11)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;N&lt;/i&gt; × bytes per parameter = %1 × %2 B = %3</source>
        <translation>&lt;i&gt;N&lt;/i&gt; × 파라미터당 바이트 = %1 × %2 B = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sharded parallel write</source>
        <translation>샤딩된 병렬 쓰기</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Training stall per checkpoint</source>
        <translation>체크포인트당 학습 정지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;C&lt;/i&gt; = %1, measured (checkpoint.stallSeconds); it replaces the stall the bandwidths would give</source>
        <translation>&lt;i&gt;C&lt;/i&gt; = %1, 측정값 (checkpoint.stallSeconds); 대역폭으로 계산한 정지 시간을 대신합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Training stall per checkpoint, asynchronous</source>
        <translation>체크포인트당 학습 정지, 비동기식</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The write to storage then overlaps with training (2.5.11).</source>
        <translation>이후 저장소 쓰기는 학습과 겹쳐 진행됩니다 (2.5.11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training stall per checkpoint, synchronous</source>
        <translation>체크포인트당 학습 정지, 동기식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;C&lt;/i&gt; = the whole write = %1</source>
        <translation>&lt;i&gt;C&lt;/i&gt; = 전체 쓰기 = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Checkpoint load on restart</source>
        <translation>재시작 시 체크포인트 로드</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1, measured (reliability.checkpointLoadSeconds)</source>
        <translation>%1, 측정값 (reliability.checkpointLoadSeconds)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>size / min(&lt;i&gt;n&lt;/i&gt; × per-GPU read, storage total) = %1 / min(%2 × %3, %4) = %5</source>
        <translation>크기 / min(&lt;i&gt;n&lt;/i&gt; × GPU당 읽기, 저장소 총합) = %1 / min(%2 × %3, %4) = %5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reliability and goodput</source>
        <translation>신뢰성과 goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A synchronous job stops when any one part fails: a series system whose failure rates add (2.5.12). Checkpoints bound the work a failure destroys; each restart adds a fixed cost (2.5.13).</source>
        <translation>동기식 작업은 부품 하나만 고장 나도 멈춥니다: 고장률이 더해지는 직렬 시스템입니다 (2.5.12). 체크포인트는 고장이 날리는 작업량을 제한하고, 재시작마다 고정 비용이 듭니다 (2.5.13).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>System MTBF with a per-job term: MTBF(n) = 1 / (a + b n)</source>
        <translation>작업 항을 포함한 시스템 MTBF: MTBF(n) = 1 / (a + b n)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>System MTBF over %1 part kinds</source>
        <translation>부품 종류 %1가지에 걸친 시스템 MTBF</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>With %1 the stall C is a snapshot&apos;s, %2, and M is the system MTBF over f = %3, the share of an interval a failure loses.</source>
        <translation>%1에서는 정지 C가 스냅샷의 정지 %2이고, M은 시스템 MTBF를 f = %3(장애 하나가 잃는 간격의 비율)로 나눈 값입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Young&apos;s optimal checkpoint interval (2.5.11.1)</source>
        <translation>Young의 최적 체크포인트 간격 (2.5.11.1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daly&apos;s higher-order interval</source>
        <translation>Daly의 고차 간격</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The exact optimum of Daly&apos;s higher-order goodput</source>
        <translation>Daly 고차 goodput의 정확한 최적값</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Young&apos;s interval</source>
        <translation>Young의 간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daly&apos;s interval</source>
        <translation>Daly의 간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a manual interval</source>
        <translation>수동 간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the exact optimum</source>
        <translation>정확한 최적값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan checkpoints every %1 (%2).</source>
        <translation>계획은 %1마다 체크포인트를 저장합니다 (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The asynchronous write takes longer, so a checkpoint is actually taken every %1 (2.5.11).</source>
        <translation>비동기 쓰기가 더 오래 걸려, 실제로는 %1마다 체크포인트가 저장됩니다 (2.5.11).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkpoint waste at that interval</source>
        <translation>그 간격에서의 체크포인트 낭비</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkpoint waste against the interval: frequent checkpoints stall, rare ones lose more work to each failure; the sum is lowest at Young&apos;s interval (2.5.11.1).</source>
        <translation>간격에 따른 체크포인트 낭비: 잦으면 멈춤이, 드물면 고장마다 잃는 작업이 커지며, 합은 Young의 간격에서 가장 작습니다 (2.5.11.1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The run never finishes: half an interval of lost work plus the restart cost exceed the system MTBF. Shorten the interval, cut the restart cost or the part count.</source>
        <translation>학습이 끝나지 않습니다: 간격 절반만큼의 손실 작업과 재시작 비용이 시스템 MTBF를 넘습니다. 간격을 줄이거나, 재시작 비용이나 부품 수를 줄이세요.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wall-clock time, GPU-hours and cost (2.5.15)</source>
        <translation>벽시계 시간, GPU-시간, 비용 (2.5.15)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU-hours = %1 / %2 = %3</source>
        <translation>GPU-시간 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cost = %1 / %2 = %3</source>
        <translation>비용 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expected failures over the run (2.5.12)</source>
        <translation>학습 동안 예상 고장 횟수 (2.5.12)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Planned maintenance stops the job %1 times over the run.</source>
        <translation>계획된 유지보수로 학습 동안 작업이 %1번 멈춥니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Goodput and where the rest of the wall-clock goes at other cluster sizes: checkpoint stalls, work lost to failures and restarts grow with the GPU count (2.5.13).</source>
        <translation>다른 클러스터 크기에서의 굿풋과 나머지 시간의 행방: 체크포인트 멈춤, 고장으로 잃은 작업, 재시작이 GPU 수와 함께 늘어납니다 (2.5.13).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What limits this plan</source>
        <translation>이 계획을 제한하는 것</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each change below is one scenario key changed and the whole plan evaluated again (virtual pipeline stages, ZeRO stage, DP overlap and bucket size, TP overlap, asynchronous checkpoints, activation recompute, micro-batch); the few that save the most days are listed, and when memory is tight the one that frees the most.</source>
        <translation>아래의 각 변경은 시나리오 키 하나를 바꾸고 계획 전체를 다시 평가한 것입니다 (가상 파이프라인 스테이지, ZeRO 단계, DP 겹치기와 버킷 크기, TP 겹치기, 비동기 체크포인트, 활성값 재계산, 마이크로배치). 일수를 가장 많이 줄이는 몇 가지를 싣고, 메모리가 빠듯하면 메모리를 가장 많이 확보하는 변경도 싣습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No single change of those tried saves time.</source>
        <translation>시도한 변경 중 단독으로 시간을 줄이는 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What the answer hangs on</source>
        <translation>답이 좌우되는 입력</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>입력</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moved by</source>
        <translation>변동 폭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Days</source>
        <translation>일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the uncertainty comes from</source>
        <translation>불확실성의 근거</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Days and dollars, in percent of the plan&apos;s, with each uncertain input at the low and the high end of its uncertainty (%1 days, %2)</source>
        <translation>각 불확실한 입력을 불확실성의 하한과 상한에 두었을 때의 일수와 비용, 계획 대비 백분율 (%1일, %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Simulated runs</source>
        <translation>시뮬레이션한 실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs of the whole training (seed %2), failures drawn per part kind, each with its restart path, checkpoints every %3. Days and dollars are a spread, not one number.</source>
        <translation>전체 학습을 %1번 실행(시드 %2), 고장은 부품 종류별로 뽑고 각각 재시작 경로를 거치며, 체크포인트는 %3마다. 일수와 비용은 하나의 숫자가 아니라 분포입니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The event budget ran out before all the runs asked for were made: the figures are over the %1 made.</source>
        <translation>요청한 실행을 모두 마치기 전에 이벤트 예산이 바닥났습니다: 수치는 실행된 %1회에 대한 것입니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Per run</source>
        <translation>실행당</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>평균</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Planned stops</source>
        <translation>계획된 정지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow episodes</source>
        <translation>감속 횟수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silent corruptions</source>
        <translation>무증상 손상 횟수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock days of the simulated runs: the share of runs per bin, the share finished by each day (CDF), P10, P50 and P90, and the first-order formula&apos;s days.</source>
        <translation>시뮬레이션한 실행의 벽시계 일수: 구간별 실행 비율, 날짜별 누적 완료 비율(CDF), P10, P50, P90, 그리고 1차 수식의 일수.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The analytic plan says %1 wall-clock; %2 of the simulated runs take longer. Goodput at the same interval: first order %3, Daly&apos;s higher order %4, simulated %5.</source>
        <translation>분석 계획은 벽시계 %1입니다; 시뮬레이션 실행의 %2가 그보다 오래 걸립니다. 같은 간격의 goodput: 1차 %3, Daly 고차 %4, 시뮬레이션 %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Checkpoint interval: the simulation does best at %1; Young gives %2, Daly %3, the exact optimum of Daly&apos;s model %4.</source>
        <translation>체크포인트 간격: 시뮬레이션은 %1에서 가장 좋습니다; Young은 %2, Daly는 %3, Daly 모델의 정확한 최적값은 %4입니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lost time by cause</source>
        <translation>원인별 손실 시간</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>clock under the cap = (%1 W / %2 W)^(1/3) = %3 (P ∝ f³)</source>
        <translation>상한 아래 클럭 = (%1 W / %2 W)^(1/3) = %3 (P ∝ f³)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>energy = %1 × %2 = %3</source>
        <translation>에너지 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>energy cost = %1 × $%2/kWh = %3 (%4)</source>
        <translation>에너지 비용 = %1 × $%2/kWh = %3 (%4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>paid in the GPU-hour price</source>
        <translation>GPU-시간 가격에 포함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added to the total</source>
        <translation>총비용에 더함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>emissions = %1 × %2 kg/kWh = %3</source>
        <translation>배출량 = %1 × %2 kg/kWh = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power and energy of the wall-clock run</source>
        <translation>실제 소요 시간 동안의 전력과 에너지</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Part kind</source>
        <translation>부품 종류</translation>
    </message>
    <message>
        <location line="+55"/>
        <source> − slow − corruption</source>
        <translation> − 감속 − 손상</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each recovery mode on this scenario (its own checkpoint interval: sqrt(2 C M / f), f the share of an interval a failure loses):</source>
        <translation>이 시나리오의 복구 모드별 결과 (각자의 체크포인트 간격: sqrt(2 C M / f), f는 장애 하나가 잃는 간격의 비율):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recovery</source>
        <translation>복구</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Snapshot every</source>
        <translation>스냅샷 간격</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Goodput against the corruption check interval (first order, the checkpoint interval held); the best interval, in bold, is sqrt(2 K / λ) with K the stall of a check and λ the corruption rate.</source>
        <translation>손상 검사 간격에 따른 goodput (1차, 체크포인트 간격 고정); 굵게 표시한 최적 간격은 sqrt(2 K / λ)이며, K는 검사 한 번의 정지 시간, λ는 손상 발생률입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check every</source>
        <translation>검사 간격</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>&lt;b&gt;MFU comes from the step model&lt;/b&gt; of the layout: every kernel of a layer timed on its own (matmuls by shape against the chip&apos;s measured ceiling, fused attention, memory-bound kernels at the achievable HBM rate, a launch floor each), alpha-beta collectives with the overlap the stack does, the pipeline bubble and the slowest of the job&apos;s GPUs. Host-side overheads (Python, data-loader stalls) and congestion from other jobs are not in it, and compute time scales inversely with MFU.</source>
        <translation>&lt;b&gt;MFU는 레이아웃의 스텝 모델에서 나옵니다&lt;/b&gt;: 한 레이어의 커널을 하나씩 따로 잽니다(행렬곱은 모양에 따라 칩의 측정된 상한에 대해, 퓨즈드 어텐션, 메모리 바운드 커널은 달성 가능한 HBM 속도로, 커널마다 실행 하한). 여기에 스택이 하는 만큼 겹친 alpha-beta 집합 통신, 파이프라인 버블, 작업에서 가장 느린 GPU를 더합니다. 호스트 쪽 오버헤드(Python, 데이터 로더 지연)와 다른 작업이 만드는 혼잡은 들어 있지 않으며, 계산 시간은 MFU에 반비례합니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;MFU counts the FLOPs of %1&lt;/b&gt; (mfu.flopConvention; 6&lt;i&gt;N&lt;/i&gt; is 2&lt;i&gt;N&lt;/i&gt; forward, 4&lt;i&gt;N&lt;/i&gt; backward): published MFUs count differently, by up to 13 % for one run, so compare one under the same convention. The optimizer step is never counted.</source>
        <translation>&lt;b&gt;MFU는 %1의 FLOP을 셉니다&lt;/b&gt; (mfu.flopConvention; 6&lt;i&gt;N&lt;/i&gt;은 순전파 2&lt;i&gt;N&lt;/i&gt;, 역전파 4&lt;i&gt;N&lt;/i&gt;): 발표된 MFU는 세는 방식이 달라 같은 실행에서도 최대 13 % 차이 나므로, 같은 규칙으로 비교하세요. 옵티마이저 스텝은 세지 않습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Failures are independent,&lt;/b&gt; each part kind at a constant rate in the analytic goodput (the simulation can draw Weibull ages), and any one stops the job. Slow parts and silent corruption count only where a part kind has their rate (slowMtbfHours, sdcMtbfHours); network flaps and numerical divergence (NaN, loss spikes) are not modelled, though in practice they also stop training (2.5.12, 2.6).</source>
        <translation>&lt;b&gt;고장은 서로 독립이며,&lt;/b&gt; 분석 goodput에서는 부품 종류마다 일정한 비율로 나고(시뮬레이션은 Weibull 수명을 뽑을 수 있음), 어느 하나만 나도 작업이 멈춥니다. 느려지는 부품과 조용한 데이터 손상은 부품 종류에 그 비율(slowMtbfHours, sdcMtbfHours)이 있을 때만 셉니다. 네트워크 플랩, 수치 발산(NaN, 손실 급등)은 모델링하지 않지만, 실제로는 이것들도 학습을 멈춥니다(2.5.12, 2.6).</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>Mean per run</source>
        <translation>실행당 평균</translation>
    </message>
    <message numerus="yes">
        <location line="-1220"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>GPU %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>노드 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in %2 of %3</source>
        <comment>GPUs in nodes of GPUs per node</comment>
        <translation>%1, %3개짜리 %2</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Training %1 parameters on %2 tokens on %3 (%4) takes %5 of pure compute at %6 MFU.</source>
        <translation>파라미터 %1개를 토큰 %2개로 %3(%4)에서 학습하면 MFU %6에서 순수 계산으로 %5이(가) 걸립니다.</translation>
    </message>
    <message>
        <location line="+256"/>
        <source>Training compute, counting %1</source>
        <translation>학습 연산, %1 기준</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 counts the parameters without the embedding tables (&lt;i&gt;E&lt;/i&gt;) and the logits matmul 6 &lt;i&gt;V h&lt;/i&gt; on its own.</source>
        <translation>%1은(는) 임베딩 표(&lt;i&gt;E&lt;/i&gt;)를 뺀 파라미터를 세고, 로짓 행렬곱 6 &lt;i&gt;V h&lt;/i&gt;를 따로 셉니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training compute, counting 6N</source>
        <translation>학습 연산, 6N 기준</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>One optimizer step of the layout %1, on the slowest pipeline rank (%2): %3 per pipeline, micro-batch size %4. Communication counts only where it is not hidden behind compute (docs/model.md, &quot;Step time&quot;).</source>
        <translation>병렬 구성 %1의 옵티마이저 스텝 하나, 가장 느린 파이프라인 랭크(%2) 기준: 파이프라인당 %3, 마이크로배치 크기 %4. 통신은 계산 뒤에 숨지 않은 부분만 셉니다 (docs/model.md, &quot;Step time&quot;).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln layer(s)</source>
        <translation>
            <numerusform>층 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln micro-batch(es)</source>
        <translation>
            <numerusform>마이크로배치 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Derived MFU and HFU, counting %1 (2.5.14)</source>
        <translation>유도 MFU와 HFU, %1 기준 (2.5.14)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HFU = tokens/s × hardware FLOPs per token / (&lt;i&gt;n&lt;/i&gt; × peak) = %1 × %2 / (%3 × %4 FLOP/s) = %5</source>
        <translation>HFU = 초당 토큰 × 토큰당 하드웨어 FLOP / (&lt;i&gt;n&lt;/i&gt; × 최대 성능) = %1 × %2 / (%3 × %4 FLOP/s) = %5</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Every layout of %1 through the step model: %2 evaluated, %3 valid for the architecture and batch, %4 fit in memory. Best first; the same goodput (%5) applies to all of them.</source>
        <translation>%1의 모든 병렬 구성을 스텝 모델로 평가: %2개 평가, 아키텍처와 배치에 유효한 것 %3개, 메모리에 들어가는 것 %4개. 좋은 순서이며, 모두 같은 goodput(%5)이 적용됩니다.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>One all-reduce across the data-parallel group (the whole cluster when DP is 1) on this hierarchy, by algorithm and message size: latency dominates small messages, bandwidth large ones (2.5.6–2.5.7).</source>
        <translation>이 계층에서 데이터 병렬 그룹(DP가 1이면 클러스터 전체)에 걸친 all-reduce 한 번, 알고리즘과 메시지 크기별: 작은 메시지는 지연이, 큰 메시지는 대역폭이 좌우합니다 (2.5.6–2.5.7).</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>, %1 for the recomputed forward</source>
        <translation>, 재계산하는 순전파에 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+128"/>
        <source>System MTBF of %Ln part(s)</source>
        <translation>
            <numerusform>부품 %Ln개의 시스템 MTBF</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>System MTBF of %Ln part(s) (%1)</source>
        <translation>
            <numerusform>부품 %Ln개의 시스템 MTBF (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>On average %1 nodes are away for repair; the pool has %Ln hot spare(s).</source>
        <translation>
            <numerusform>평균 %1개 노드가 수리 중이며, 예비 풀에는 핫 스페어 %Ln개가 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 of %2 runs never finished: goodput counts them as 0; days, dollars and failures are over the %3 that finished.</source>
        <translation>%2회 실행 중 %1회가 끝나지 않았습니다: 굿풋은 이를 0으로 세고, 일수·달러·장애는 끝난 %3회로 셉니다.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Of wall-clock</source>
        <translation>벽시계 대비</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mean wall-clock a simulated run loses, by cause, summed over the part kinds.</source>
        <translation>시뮬레이션한 실행 하나가 잃는 평균 벽시계 시간을 원인별로, 부품 종류를 합산해 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>parts</source>
        <translation>부품</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>facility = (%1 × %2 W + %3 × %4 W) × PUE %5 = %6</source>
        <translation>시설 = (%1 × %2 W + %3 × %4 W) × PUE %5 = %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parts</source>
        <translation>부품</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MTBF each</source>
        <translation>개별 MTBF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of failures</source>
        <translation>고장 비율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures in the run</source>
        <translation>학습 중 고장</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>재시작</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>detection</source>
        <translation>감지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>diagnosis</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replacement</source>
        <translation>교체</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>checkpoint load</source>
        <translation>체크포인트 로드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>data position</source>
        <translation>데이터 위치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart cost, each phase averaged over the causes by rate (2.5.13)</source>
        <translation>재시작 비용, 각 단계는 고장률로 원인별 가중 평균 (2.5.13)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart cost (2.5.13)</source>
        <translation>재시작 비용 (2.5.13)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> + write lag</source>
        <translation> + 쓰기 지연</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> − planned</source>
        <translation> − 계획된 정지</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Goodput, first order (2.5.13)</source>
        <translation>goodput, 1차 (2.5.13)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of the wall-clock: checkpoint stalls %1, recomputing lost work %2, restarts %3</source>
        <translation>벽시계 중: 체크포인트 정지 %1, 손실 작업 재계산 %2, 재시작 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, planned stops %1</source>
        <translation>, 계획된 정지 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daly&apos;s higher-order model gives %1 at the same interval.</source>
        <translation>Daly의 고차 모델은 같은 간격에서 %1을(를) 줍니다.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Inputs</source>
        <translation>입력값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every value the plan uses. &lt;i&gt;changed&lt;/i&gt; marks a value that differs from the preset its section names or, without a preset, from the built-in default (the chapter&apos;s example); the value it replaced is given. The key is the value&apos;s path in the scenario file, which is attached to this PDF as scenario.json.</source>
        <translation>계획이 쓰는 모든 값. &lt;i&gt;변경됨&lt;/i&gt;은 절에 적힌 프리셋과 다른 값, 또는 프리셋이 없으면 내장 기본값(장의 예제)과 다른 값을 표시하며, 바뀌기 전 값을 함께 적습니다. 키는 시나리오 파일 안 값의 경로이며, 시나리오 파일은 이 PDF에 scenario.json으로 첨부되어 있습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../views/report/reportinputs.cpp" line="-4"/>
        <source>Workload</source>
        <translation>워크로드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../views/report/reportinputs.cpp" line="+6"/>
        <source>Reliability</source>
        <translation>신뢰성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reliability</source>
        <translation>신뢰성</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Origin</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset</source>
        <translation>프리셋</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>changed</source>
        <translation>변경됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was %1</source>
        <translation>이전 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Unverified in the preset (recalled or assumed, not read in a source): %1</source>
        <translation>프리셋에서 미검증 (출처에서 읽지 않고 기억하거나 가정한 값): %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sources of the %1 preset %2:</source>
        <translation>%1 프리셋 %2의 출처:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Appendix: assumptions and what the model leaves out</source>
        <translation>부록: 가정과 모델이 다루지 않는 것</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput&apos;s model is the analytic one of chapter 2.5, extended by a step-time model of the layout and a failure simulator: closed-form, and meant for sizing and comparing plans, not for predicting a run to the day. What it assumes:</source>
        <translation>Goodput의 모델은 2.5장의 분석 모델에 병렬 구성의 스텝 시간 모델과 고장 시뮬레이터를 더한 것입니다: 닫힌 식이며, 학습을 날짜 단위로 예측하기보다 계획의 규모를 정하고 비교하는 데 씁니다. 가정하는 것:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;MFU is an input,&lt;/b&gt; assumed; the chapter&apos;s range is 30–50 %. Compute time scales inversely with it, so it dominates the uncertainty of days and dollars; the step model of the layout is shown for comparison.</source>
        <translation>&lt;b&gt;MFU는 입력값으로&lt;/b&gt; 가정합니다; 장의 범위는 30–50 %입니다. 계산 시간은 MFU에 반비례하므로 일수와 비용의 불확실성을 좌우합니다; 비교를 위해 병렬 구성의 스텝 모델을 함께 보입니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Communication follows the alpha-beta model&lt;/b&gt; with a per-tier efficiency: no congestion from other jobs, no contention between TP and DP traffic, and a spine taper only where one is given.</source>
        <translation>&lt;b&gt;통신은 alpha-beta 모델을 따르며&lt;/b&gt; 계층별 효율을 둡니다: 다른 작업으로 인한 혼잡, TP와 DP 통신 간 경합은 없고, 스파인 축소는 지정한 곳에만 있습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Checkpoint waste is first order:&lt;/b&gt; a failure loses half an interval on average; Daly&apos;s higher-order model and the simulation are shown for comparison.</source>
        <translation>&lt;b&gt;체크포인트 낭비는 1차 근사입니다:&lt;/b&gt; 고장은 평균적으로 간격의 절반을 잃게 합니다; 비교를 위해 Daly의 고차 모델과 시뮬레이션을 함께 보입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Data loading is checked for bandwidth only:&lt;/b&gt; small-file latency, shuffling and CPU preprocessing are not.</source>
        <translation>&lt;b&gt;데이터 로딩은 대역폭만 확인합니다:&lt;/b&gt; 작은 파일의 지연, 셔플링, CPU 전처리는 확인하지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Dollars are GPU-hours times the price.&lt;/b&gt; Storage, network, power, staff, evaluation runs, failed experiments and queueing are not included (2.5.15).</source>
        <translation>&lt;b&gt;비용은 GPU-시간 × 가격입니다.&lt;/b&gt; 저장소, 네트워크, 전력, 인건비, 평가 실행, 실패한 실험, 대기 시간은 포함하지 않습니다 (2.5.15).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reproducing this report</source>
        <translation>이 보고서 재현하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario is attached to this PDF as &lt;i&gt;scenario.json&lt;/i&gt; (open the attachments panel of the PDF viewer). Regenerate the report with &lt;i&gt;goodput report scenario.json -o plan.pdf&lt;/i&gt;, or print the same numbers with &lt;i&gt;goodput plan scenario.json --format text&lt;/i&gt;. Every formula and its source: docs/model.md.</source>
        <translation>시나리오는 이 PDF에 &lt;i&gt;scenario.json&lt;/i&gt;으로 첨부되어 있습니다 (PDF 뷰어의 첨부 파일 패널을 여세요). &lt;i&gt;goodput report scenario.json -o plan.pdf&lt;/i&gt;로 보고서를 다시 만들거나, &lt;i&gt;goodput plan scenario.json --format text&lt;/i&gt;로 같은 숫자를 출력하세요. 모든 수식과 출처: docs/model.md.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How accurate is this model</source>
        <translation>이 모델은 얼마나 정확한가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step model has been run on published training runs with their exact layouts (&lt;i&gt;goodput validate&lt;/i&gt;, docs/validation.md). The error below is of the time of one optimizer step under the derived model (MFU mode &quot;derived&quot;): predicted / measured − 1, negative where the model is too fast. Days and dollars scale with the step time, so they carry the same error.</source>
        <translation>스텝 모델을 공개된 학습 실행에 그 레이아웃 그대로 돌려 보았습니다 (&lt;i&gt;goodput validate&lt;/i&gt;, docs/validation.md). 아래 오차는 유도 모델(MFU 모드 &quot;derived&quot;)에서 옵티마이저 스텝 하나의 시간 오차입니다: 예측 / 측정 − 1이며, 모델이 너무 빠르면 음수입니다. 일수와 비용은 스텝 시간에 비례하므로 같은 오차를 지닙니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This plan assumes its MFU, so its days do not come from the step model; the error says how far the layout&apos;s step model can be trusted.</source>
        <translation>이 계획은 MFU를 가정하므로 일수가 스텝 모델에서 나오지 않습니다; 이 오차는 레이아웃의 스텝 모델을 얼마나 믿을 수 있는지를 말해 줍니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Runs measured on this plan&apos;s accelerator, %1:</source>
        <translation>이 계획의 가속기 %1에서 측정한 실행:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shipped run uses %1; these runs are on the same generation, %2:</source>
        <translation>%1을(를) 쓰는 기본 제공 실행은 없습니다; 다음 실행은 같은 세대 %2에서 측정했습니다:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Group and run</source>
        <translation>묶음과 실행</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error</source>
        <translation>오차</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Bold: over the run&apos;s tolerance. Expect this plan&apos;s step time, and with it its days and dollars, to be off by about a group&apos;s mean error, and by up to its maximum, for layouts like these.</source>
        <translation>굵은 글씨: 실행의 허용 오차 초과. 이와 같은 레이아웃이라면 이 계획의 스텝 시간, 그리고 그에 따른 일수와 비용이 묶음의 평균 오차만큼, 최대로는 최대 오차만큼 어긋난다고 보십시오.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No shipped run uses %1 or its generation; these groups ran on other %2 accelerators:</source>
        <translation>%1이나 같은 세대를 쓰는 기본 제공 실행은 없습니다; 다음 묶음은 다른 %2 가속기에서 측정했습니다:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No shipped run uses %1, its generation or its vendor, so nothing here measures this accelerator. The error of every group, on other accelerators:</source>
        <translation>%1, 그 세대, 그 제조사를 쓰는 기본 제공 실행이 없으므로 이 가속기를 측정한 것은 없습니다. 다른 가속기에서 측정한 모든 묶음의 오차:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Group</source>
        <translation>묶음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean |error|</source>
        <translation>평균 |오차|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max |error|</source>
        <translation>최대 |오차|</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The model has not been checked on this accelerator: read its days and dollars as uncertain by about these errors, or more.</source>
        <translation>이 가속기에서는 모델을 확인하지 않았습니다: 일수와 비용에 대략 이만큼, 또는 그 이상의 불확실성이 있다고 보십시오.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Training plan: %1</source>
        <translation>학습 계획: %1</translation>
    </message>
    <message>
        <location filename="../../views/report/reportinputs.cpp" line="-4"/>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel layout</source>
        <translation>병렬 구성</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node</source>
        <translation>노드당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per job</source>
        <translation>작업당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the node</source>
        <translation>노드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exponential</source>
        <translation>지수 분포</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weibull</source>
        <translation>와이블 분포</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimal (simulated)</source>
        <translation>최적 (시뮬레이션)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Part %1: %2</source>
        <translation>부품 %1: %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 (counted from the architecture; the file&apos;s %2 is not used)</source>
        <translation>%1 (아키텍처에서 센 값; 파일의 %2는 쓰지 않음)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+18"/>
        <location line="+8"/>
        <source>not set</source>
        <translation>설정 안 됨</translation>
    </message>
    <message>
        <location filename="../../views/report/reportwriter.cpp" line="+100"/>
        <source>the report needs a QGuiApplication (fonts and PDF painting)</source>
        <translation>보고서에는 QGuiApplication이 필요합니다 (글꼴과 PDF 그리기)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot start painting the PDF</source>
        <translation>PDF 그리기를 시작할 수 없습니다</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built-in default scenario</source>
        <translation>내장 기본 시나리오</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Page %1 of %2</source>
        <translation>%2쪽 중 %1쪽</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message numerus="yes">
        <location filename="../../views/scenariodocument.cpp" line="+198"/>
        <source>%1 on %Ln GPU(s), MFU from the layout</source>
        <translation>
            <numerusform>GPU %Ln개의 %1, 병렬 구성에서 구한 MFU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 on %Ln GPU(s)</source>
        <translation>
            <numerusform>GPU %Ln개의 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../../views/scenariofile.cpp" line="+162"/>
        <source>neither a regular file nor a character device or pipe; nothing was written</source>
        <translation>일반 파일도, 문자 장치나 파이프도 아닙니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is read-only; nothing was written</source>
        <translation>읽기 전용 파일입니다. 아무것도 쓰지 않았습니다</translation>
    </message>
</context>
<context>
    <name>SimulationText</name>
    <message>
        <location filename="../../views/simulationtext.cpp" line="+23"/>
        <source>mean %1   P10 %2   P50 %3   P90 %4</source>
        <translation>평균 %1   P10 %2   P50 %3   P90 %4</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Monte-Carlo simulation: %Ln run(s), seed %1</source>
        <translation>
            <numerusform>몬테카를로 시뮬레이션: %Ln회 실행, 시드 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Wall-clock</source>
        <translation>벽시계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures</source>
        <translation>고장</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planned stops</source>
        <translation>계획된 정지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow episodes</source>
        <translation>감속 횟수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Silent corruptions</source>
        <translation>무증상 손상 횟수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recovered: %1</source>
        <translation>복구: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analytic model at the same interval</source>
        <translation>같은 간격에서의 분석 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput, first order (2.5.13)</source>
        <translation>goodput, 1차 (2.5.13)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput, Daly&apos;s higher order</source>
        <translation>goodput, Daly 고차</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achieved (write longer)</source>
        <translation>실제 (쓰기가 더 길 때)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Young sqrt(2CM)</source>
        <translation>Young sqrt(2CM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daly</source>
        <translation>Daly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact optimum of Daly&apos;s model</source>
        <translation>Daly 모델의 정확한 최적값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulated optimum</source>
        <translation>시뮬레이션 최적값</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost time by cause (mean per run)</source>
        <translation>원인별 손실 시간 (실행당 평균)</translation>
    </message>
</context>
<context>
    <name>StepTimeChart</name>
    <message>
        <location filename="../../views/charts/steptimechart.cpp" line="+11"/>
        <source>Time per optimizer step (s)</source>
        <translation>옵티마이저 스텝당 시간 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory-bound</source>
        <translation>메모리 바운드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed TP</source>
        <translation>노출된 TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed CP</source>
        <translation>노출된 CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed EP</source>
        <translation>노출된 EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exposed DP</source>
        <translation>노출된 DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bubble</source>
        <translation>버블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PP transfers</source>
        <translation>PP 전송</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Where a step&apos;s time goes: this layout and the best found</source>
        <translation>스텝 시간의 구성: 이 구성과 찾은 최선의 구성</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 · MFU %2</source>
        <translation>%1 · MFU %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step time: needs the model&apos;s architecture and a valid layout</source>
        <translation>스텝 시간: 모델의 아키텍처와 유효한 병렬 구성이 필요합니다</translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <location filename="../../views/charts/sweepchart.cpp" line="+29"/>
        <source>Sweep</source>
        <translation>스윕</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against %2</source>
        <translation>%2에 대한 %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 = %2: no value
%3</source>
        <translation>%1 = %2: 값 없음
%3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>HBM per GPU</source>
        <translation>GPU당 HBM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This scenario</source>
        <translation>이 시나리오</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No value (hover for why)</source>
        <translation>값 없음 (이유는 마우스를 올려 보세요)</translation>
    </message>
</context>
<context>
    <name>TornadoChart</name>
    <message>
        <location filename="../../views/charts/tornadochart.cpp" line="+18"/>
        <source>Input at its low end</source>
        <translation>입력이 하한일 때</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input at its high end</source>
        <translation>입력이 상한일 때</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the answer hangs on: days and dollars when one input moves</source>
        <translation>답이 좌우되는 입력: 입력 하나가 움직일 때의 일수와 비용</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Change from the plan (%)</source>
        <translation>계획 대비 변화 (%)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: dollars</source>
        <translation>%1: 비용</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: days</source>
        <translation>%1: 일수</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message numerus="yes">
        <location filename="../../views/validationtext.cpp" line="+29"/>
        <source>%Ln run(s): mean |error| %1, max %2, bias %3; %4 over tolerance</source>
        <translation>
            <numerusform>실행 %Ln개: 평균 |오차| %1, 최대 %2, 편향 %3; 허용 오차 초과 %4개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>오차</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tolerance</source>
        <translation>허용 오차</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>not evaluated</source>
        <translation>평가되지 않음</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>over tolerance</source>
        <translation>허용 오차 초과</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Summary: step-time error per suite (mean |error|, max, bias)</source>
        <translation>요약: 묶음별 스텝 시간 오차 (평균 |오차|, 최대, 편향)</translation>
    </message>
</context>
<context>
    <name>ValidationChart</name>
    <message>
        <location filename="../../views/charts/validationchart.cpp" line="+36"/>
        <source>Predicted against measured step time</source>
        <translation>측정 대비 예측 스텝 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured step time (s, log scale)</source>
        <translation>측정 스텝 시간 (s, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted step time (s, log scale)</source>
        <translation>예측 스텝 시간 (s, 로그 눈금)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured step time (s)</source>
        <translation>측정 스텝 시간 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted step time (s)</source>
        <translation>예측 스텝 시간 (s)</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>%1
measured %2, predicted %3 (%4)</source>
        <translation>%1
측정 %2, 예측 %3 (%4)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>±%1 tolerance</source>
        <translation>허용 오차 ±%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Predicted = measured</source>
        <translation>예측 = 측정</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Over tolerance</source>
        <translation>허용 오차 초과</translation>
    </message>
</context>
<context>
    <name>goodput::views::AccuracyWindow</name>
    <message>
        <location filename="../../views/accuracywindow.cpp" line="+40"/>
        <source>&amp;Logarithmic axes</source>
        <translation>로그 축(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model Accuracy</source>
        <translation>모델 정확도</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The derived step model (MFU mode &quot;derived&quot;) against measured training runs: the error is of one optimizer step&apos;s time, predicted / measured − 1, negative when the model is too fast. Days and dollars inherit it.</source>
        <translation>유도 스텝 모델(MFU 모드 &quot;derived&quot;)과 측정된 학습 실행의 비교: 오차는 옵티마이저 스텝 하나의 시간 오차로 예측 / 측정 − 1이며, 모델이 너무 빠르면 음수입니다. 일수와 비용도 이 오차를 물려받습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add Measured Runs...</source>
        <translation>측정 실행 추가(&amp;A)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A validation suite file of your own runs (docs/validation.md)</source>
        <translation>직접 측정한 실행의 검증 묶음 파일 (docs/validation.md)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export CSV...</source>
        <translation>CSV 내보내기(&amp;E)...</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>오차</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tolerance</source>
        <translation>허용 오차</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured time of one optimizer step</source>
        <translation>옵티마이저 스텝 하나의 측정 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step model&apos;s time of the same step</source>
        <translation>같은 스텝의 스텝 모델 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted / measured − 1</source>
        <translation>예측 / 측정 − 1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 was not added (%2):</source>
        <translation>%1을(를) 추가하지 않았습니다 (%2):</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Add Measured Runs</source>
        <translation>측정 실행 추가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation suites (*.json);;All files (*)</source>
        <translation>검증 묶음 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export CSV</source>
        <translation>CSV 내보내기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was not written: %2</source>
        <translation>%1을(를) 쓰지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Built-in suite %1</source>
        <translation>기본 제공 묶음 %1</translation>
    </message>
</context>
<context>
    <name>goodput::views::CalibrateDialog</name>
    <message>
        <location filename="../../views/calibratedialog.cpp" line="+57"/>
        <source>&amp;Protocol switch</source>
        <translation>프로토콜 전환(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calibrate the matmul efficiency from a measured step of the open scenario</source>
        <translation>열린 시나리오의 측정된 스텝으로 행렬곱 효율 보정</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Calibrate from Measurements</source>
        <translation>측정값으로 보정</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nccl-tests logs</source>
        <translation>nccl-tests 로그</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add Logs...</source>
        <translation>로그 추가(&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Tier:</source>
        <translation>계층(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up (NVLink, xGMI)</source>
        <translation>스케일업 (NVLink, xGMI)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out (InfiniBand, RoCE)</source>
        <translation>스케일아웃 (InfiniBand, RoCE)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fit NCCL&apos;s small-message and large-message protocols separately: latency from the first, bandwidth from the second</source>
        <translation>NCCL의 작은 메시지와 큰 메시지 프로토콜을 따로 맞춤: 지연은 앞쪽에서, 대역폭은 뒤쪽에서</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Fit</source>
        <translation>피팅</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>오차</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Collective</source>
        <translation>집합 통신</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log line</source>
        <translation>로그 줄</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Measured step</source>
        <translation>측정된 스텝</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step time (s)</source>
        <translation>스텝 시간 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s (whole job)</source>
        <translation>토큰/s (작업 전체)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOP/s per GPU, model FLOPs (MFU)</source>
        <translation>GPU당 TFLOP/s, 모델 FLOP (MFU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOP/s per GPU, recomputation counted (HFU)</source>
        <translation>GPU당 TFLOP/s, 재계산 포함 (HFU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured value</source>
        <translation>측정값</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preset &amp;id:</source>
        <translation>프리셋 &amp;ID:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Save Preset and Apply</source>
        <translation>프리셋 저장 후 적용(&amp;S)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Add nccl-tests Logs</source>
        <translation>nccl-tests 로그 추가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nccl-tests output (*.log *.txt *.out);;All files (*)</source>
        <translation>nccl-tests 출력 (*.log *.txt *.out);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Add nccl-tests logs, or enter a measured step, to calibrate.</source>
        <translation>보정하려면 nccl-tests 로그를 추가하거나 측정된 스텝을 입력하세요.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Fit: </source>
        <translation>피팅: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step: </source>
        <translation>스텝: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset: </source>
        <translation>프리셋: </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>left out</source>
        <translation>제외됨</translation>
    </message>
</context>
<context>
    <name>goodput::views::ChartsPanel</name>
    <message>
        <location filename="../../views/chartspanel.cpp" line="+66"/>
        <source>Time &amp;&amp; cost</source>
        <translation>시간 &amp;&amp; 비용</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Days and dollars against the cluster size (2.5.12-2.5.15)</source>
        <translation>클러스터 크기에 따른 일수와 비용 (2.5.12-2.5.15)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where a step&apos;s time goes, for this layout and the best found</source>
        <translation>스텝 시간의 구성, 이 구성과 찾은 최선의 구성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoints</source>
        <translation>체크포인트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Checkpoint waste against the interval (2.5.11.1)</source>
        <translation>간격에 따른 체크포인트 낭비 (2.5.11.1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goodput and the lost time against the cluster size (2.5.13)</source>
        <translation>클러스터 크기에 따른 goodput과 손실 시간 (2.5.13)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collectives</source>
        <translation>집합통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-reduce time against message size on the tiers (2.5.6-2.5.7)</source>
        <translation>계층별 메시지 크기에 따른 all-reduce 시간 (2.5.6-2.5.7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hierarchy</source>
        <translation>계층</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bandwidth-latency staircase (2.5.2-2.5.3)</source>
        <translation>대역폭-지연 계단 (2.5.2-2.5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU against HBM, for this layout and the best found</source>
        <translation>GPU당 메모리 대 HBM, 이 구성과 찾은 최선의 구성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layouts</source>
        <translation>병렬 구성</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The best layouts of the search; pick one to apply it</source>
        <translation>탐색에서 찾은 최선의 구성; 하나를 골라 적용하세요</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reliability</source>
        <translation>신뢰성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte-Carlo simulation of the run: the spread of its days and the lost time by cause</source>
        <translation>학습의 몬테카를로 시뮬레이션: 일수의 분포와 원인별 손실 시간</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limits</source>
        <translation>제약</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The changes that would help this plan most, and the inputs its answer hangs on</source>
        <translation>이 계획에 가장 도움이 될 변경과, 답이 좌우되는 입력</translation>
    </message>
</context>
<context>
    <name>goodput::views::ComparisonView</name>
    <message>
        <location filename="../../views/comparisonview.cpp" line="+30"/>
        <source>Best &amp;layout for each scenario</source>
        <translation>시나리오마다 최적 병렬 구성(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare Scenarios — Goodput</source>
        <translation>시나리오 비교 — Goodput</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluate each scenario with the layout the search ranks first for its GPUs (TP, PP, CP, EP, micro-batch, recompute, ZeRO) instead of the layout its file names</source>
        <translation>각 시나리오를 파일에 적힌 병렬 구성 대신 그 GPU에 대해 탐색이 1위로 매긴 구성(TP, PP, CP, EP, 마이크로배치, 재계산, ZeRO)으로 평가</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Time and cost</source>
        <translation>시간과 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cluster and layout</source>
        <translation>클러스터와 병렬 구성</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>better than %1</source>
        <translation>%1보다 좋음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worse than %1</source>
        <translation>%1보다 나쁨</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3</translation>
    </message>
</context>
<context>
    <name>goodput::views::HeadlineCards</name>
    <message>
        <location filename="../../views/headlinecards.cpp" line="+207"/>
        <source>Training time</source>
        <translation>학습 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall-clock days after goodput losses; compute-only T = 6ND / (n x peak x MFU) below (2.5.15)</source>
        <translation>goodput 손실 후 벽시계 일수; 아래는 계산만 T = 6ND / (n x 최대 성능 x MFU) (2.5.15)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall-clock GPU-hours x price, plus the energy when the GPU price does not include power: the cost of one trained model; below, per million training tokens and compute only (2.5.15)</source>
        <translation>벽시계 GPU-시간 x 가격, GPU 가격에 전력이 포함되지 않으면 에너지 비용을 더함: 학습된 모델 하나의 비용; 아래는 학습 토큰 백만 개당 비용과 계산만의 비용 (2.5.15)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Useful compute / wall-clock: (1 - (τ/2 + R)/M) / (1 + C/τ) (2.5.13)</source>
        <translation>유효 계산 / 벽시계: (1 - (τ/2 + R)/M) / (1 + C/τ) (2.5.13)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU / HFU</source>
        <translation>MFU / HFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model FLOPs utilisation; hardware FLOPs utilisation adds the recomputed FLOPs (2.5.14). Both count the FLOPs of the convention named below (MFU section, FLOPs counted). Assumed, or derived from the step time of the layout</source>
        <translation>모델 FLOP 활용률; 하드웨어 FLOP 활용률은 재계산한 FLOP을 더합니다 (2.5.14). 둘 다 아래에 밝힌 규칙의 FLOP을 셉니다 (MFU 섹션, 세는 FLOP). 가정하거나 병렬 구성의 스텝 시간에서 유도</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory per GPU</source>
        <translation>GPU당 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights, gradients, optimizer states, activations and headroom on the first pipeline stage, against HBM</source>
        <translation>첫 파이프라인 스테이지의 가중치, 그래디언트, 옵티마이저 상태, 활성값, 여유분 대 HBM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU-hours</source>
        <translation>GPU-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n x wall-clock hours; compute-only below (2.5.15)</source>
        <translation>n x 벽시계 시간; 아래는 계산만 (2.5.15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System MTBF</source>
        <translation>시스템 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failure rates of all parts add: M_sys = 1 / Σ(n_i / M_i) (2.5.12)</source>
        <translation>모든 부품의 고장률이 더해집니다: M_sys = 1 / Σ(n_i / M_i) (2.5.12)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>체크포인트 간격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>τ in use and the stall C of one checkpoint; waste C/τ + τ/2M (2.5.11)</source>
        <translation>사용 중인 τ와 체크포인트 한 번의 정지 C; 낭비 C/τ + τ/2M (2.5.11)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One optimizer step of the layout on the slowest pipeline rank, and its pipeline bubble</source>
        <translation>가장 느린 파이프라인 랭크에서 병렬 구성의 옵티마이저 스텝 하나와 그 파이프라인 버블</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second n x peak x MFU / 6N and the data read rate it needs (2.5.10)</source>
        <translation>초당 토큰 n x 최대 성능 x MFU / 6N과 그에 필요한 데이터 읽기 속도 (2.5.10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility power</source>
        <translation>시설 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(n x board power + nodes x overhead) x PUE; a power cap lowers the board power and the clock as (cap / TDP)^(1/3)</source>
        <translation>(n x 보드 전력 + 노드 수 x 부가 전력) x PUE. 전력 상한은 보드 전력을 낮추고 클럭을 (상한 / TDP)^(1/3)로 낮춥니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy</source>
        <translation>에너지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power over the wall-clock run, its cost at the price per kWh and its CO2e at the grid&apos;s carbon intensity</source>
        <translation>실제 소요 시간 동안의 시설 전력량, kWh당 가격에 따른 비용, 전력망 탄소 집약도에 따른 CO2e</translation>
    </message>
    <message>
        <location line="+357"/>
        <location line="+5"/>
        <location line="+54"/>
        <source>compute only %1</source>
        <translation>계산만 %1</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>%1 per million tokens; compute only %2</source>
        <translation>토큰 100만 개당 %1; 계산만 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>never finishes</source>
        <translation>끝나지 않음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>checkpoint waste %1</source>
        <translation>체크포인트 낭비 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failures and restarts outpace the work</source>
        <translation>장애와 재시작이 작업보다 빠름</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>derived; assumed input %1</source>
        <translation>유도값; 가정 입력 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed; the layout gives %1</source>
        <translation>가정값; 병렬 구성으로는 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed, at %1 per GPU</source>
        <translation>가정, GPU당 %1 기준</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MFU is assumed (%1): days, dollars, GPU-hours and throughput follow it, not the layout, which gives %2. &lt;a href=&quot;derive&quot;&gt;Use the layout&apos;s MFU&lt;/a&gt;</source>
        <translation>MFU는 가정값(%1)입니다: 일수, 비용, GPU-시간, 처리량은 병렬 구성이 아니라 이 값을 따릅니다. 병렬 구성으로는 %2입니다. &lt;a href=&quot;derive&quot;&gt;병렬 구성의 MFU 사용&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts %1; %2</source>
        <translation>%1 기준; %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>of %1 HBM: fits</source>
        <translation>HBM %1 중: 들어감</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of %1 HBM: does not fit</source>
        <translation>HBM %1 중: 들어가지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>needs an architecture and a valid layout</source>
        <translation>아키텍처와 유효한 병렬 구성이 필요합니다</translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%Ln micro-batch(es), bubble %1</source>
        <translation>
            <numerusform>마이크로배치 %Ln개, 버블 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 failures expected</source>
        <translation>고장 %1회 예상</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each checkpoint stalls %1</source>
        <translation>체크포인트마다 %1 정지</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PUE %1, capped at %2 W: clock x %3</source>
        <translation>PUE %1, %2 W 상한: 클럭 x %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PUE %1, %2 W per GPU</source>
        <translation>PUE %1, GPU당 %2 W</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>needs a TDP or a power cap</source>
        <translation>TDP나 전력 상한이 필요합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the GPU price</source>
        <translation>GPU 가격에 포함</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in the total</source>
        <translation>총비용에 포함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens/s</source>
        <translation>%1 토큰/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reads %1</source>
        <translation>읽기 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 pp</source>
        <translation>%1 %p</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>vs baseline: —</source>
        <translation>기준선 대비: —</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>same as baseline</source>
        <translation>기준선과 같음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 vs baseline</source>
        <translation>기준선 대비 %1</translation>
    </message>
</context>
<context>
    <name>goodput::views::InputPanel</name>
    <message>
        <location filename="../../views/inputpanel.cpp" line="+41"/>
        <source>part %1</source>
        <translation>부품 %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>GPU (one per GPU)</source>
        <translation>GPU (GPU당 하나)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NIC (one per GPU)</source>
        <translation>NIC (GPU당 하나)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node (one per node)</source>
        <translation>노드 (노드당 하나)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch (count per job)</source>
        <translation>스위치 (작업당 개수)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage (one per job)</source>
        <translation>저장소 (작업당 하나)</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+2"/>
        <source>Scenario name</source>
        <translation>시나리오 이름</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The scenario&apos;s name, saved in the file and shown in the report</source>
        <translation>시나리오의 이름; 파일에 저장되고 보고서에 표시됩니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename the scenario</source>
        <translation>시나리오 이름 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter inputs (Ctrl+F)</source>
        <translation>입력 필터 (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter inputs</source>
        <translation>입력 필터</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Hoffmann et al. 2022 (Chinchilla): for a given compute budget, loss is lowest with about 20 training tokens per parameter (active parameters for MoE). Models trained for inference use far more.</source>
        <translation>Hoffmann 외 2022 (Chinchilla): 주어진 계산 예산에서 손실은 파라미터당 학습 토큰 약 20개일 때 가장 낮습니다 (MoE는 활성 파라미터 기준). 추론용으로 학습하는 모델은 훨씬 더 많이 씁니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+426"/>
        <source>Data parallel DP</source>
        <translation>데이터 병렬 DP</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>&lt;p&gt;&lt;b&gt;Data parallel DP&lt;/b&gt; (derived)&lt;/p&gt;&lt;p&gt;DP = GPUs / (TP x PP x CP); it must be whole. Gradient all-reduce across DP once per step.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Chapter 2.5.4, 2.5.6&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;데이터 병렬 DP&lt;/b&gt; (유도값)&lt;/p&gt;&lt;p&gt;DP = GPU 수 / (TP x PP x CP); 정수여야 합니다. 스텝마다 DP에 걸쳐 그래디언트 all-reduce를 한 번 합니다.&lt;/p&gt;&lt;p&gt;&lt;i&gt;2.5.4, 2.5.6절&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+8"/>
        <source>Set %1</source>
        <translation>%1 설정</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn on %1</source>
        <translation>%1 켜기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn off %1</source>
        <translation>%1 끄기</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>compute-optimal: %1 tokens (~20 per parameter); this plan: %2 per parameter</source>
        <translation>계산 최적: 토큰 %1개 (파라미터당 약 20); 이 계획: 파라미터당 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln GPU(s) / (TP %1 x PP %2 x CP %3)</source>
        <translation>
            <numerusform>GPU %Ln개 / (TP %1 x PP %2 x CP %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;not whole&lt;/b&gt;: %1</source>
        <translation>&lt;b style=&apos;color:#c62828&apos;&gt;정수 아님&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;i&gt;%1&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Failures (a series system)</source>
        <translation>고장 (직렬 시스템)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MTBF of each %1</source>
        <translation>%1별 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;MTBF of one %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Failure rates add: system MTBF = 1 / Σ(n_i / M_i), for one kind M / n. Young&apos;s interval sqrt(2 C M) and goodput follow.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Chapter 2.5.12 · &lt;code&gt;%2&lt;/code&gt;&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 하나의 MTBF&lt;/b&gt;&lt;/p&gt;&lt;p&gt;고장률은 더해집니다: 시스템 MTBF = 1 / Σ(n_i / M_i), 한 종류면 M / n. Young의 간격 sqrt(2 C M)과 goodput이 여기서 나옵니다.&lt;/p&gt;&lt;p&gt;&lt;i&gt;2.5.12절 · &lt;code&gt;%2&lt;/code&gt;&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set the MTBF of %1</source>
        <translation>%1의 MTBF 설정</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>count </source>
        <translation>개수 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count of %1 per scope</source>
        <translation>범위당 %1 개수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of this part each GPU, node or job has (n_i = count x scope)</source>
        <translation>GPU, 노드, 작업마다 이 부품이 몇 개 있는지 (n_i = 개수 x 범위)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per node</source>
        <translation>노드당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per job</source>
        <translation>작업당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scope of %1</source>
        <translation>%1의 범위</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove this part kind from the failure model</source>
        <translation>고장 모델에서 이 부품 종류를 제거합니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set the count of %1</source>
        <translation>%1의 개수 설정</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set the scope of %1</source>
        <translation>%1의 범위 설정</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove %1 from the failure model</source>
        <translation>고장 모델에서 %1 제거</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> h</source>
        <translation> 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set the %1</source>
        <translation>%1 설정</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>slow: </source>
        <translation>느려짐: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fail-slow MTBF of each %1</source>
        <translation>각 %1의 fail-slow MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Fail-slow MTBF of one %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;How often one part slows every synchronous step until it is found and evicted, instead of stopping. &lt;i&gt;never&lt;/i&gt; = the part only fails by stopping.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Issue 19 · &lt;code&gt;reliability.parts[%2].slowMtbfHours&lt;/code&gt;&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 하나의 fail-slow MTBF&lt;/b&gt;&lt;/p&gt;&lt;p&gt;부품 하나가 멈추는 대신 느려져, 발견되어 제외될 때까지 모든 동기 스텝을 늦추는 빈도입니다. &lt;i&gt;없음&lt;/i&gt; = 이 부품은 멈추는 방식으로만 고장납니다.&lt;/p&gt;&lt;p&gt;&lt;i&gt;이슈 19 · &lt;code&gt;reliability.parts[%2].slowMtbfHours&lt;/code&gt;&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>silent: </source>
        <translation>무음 오류: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silent-corruption MTBF of each %1</source>
        <translation>각 %1의 무음 데이터 손상 MTBF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Silent-corruption MTBF of one %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;How often one part corrupts the training state without stopping; only the periodic checks find it, and the run rolls back to the last checkpoint before it. &lt;i&gt;never&lt;/i&gt; = no silent corruption.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Issue 19 · &lt;code&gt;reliability.parts[%2].sdcMtbfHours&lt;/code&gt;&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 하나의 무음 데이터 손상 MTBF&lt;/b&gt;&lt;/p&gt;&lt;p&gt;부품 하나가 멈추지 않고 학습 상태를 손상시키는 빈도입니다. 주기적인 검사로만 발견되며, 실행은 손상 이전의 마지막 체크포인트로 되돌아갑니다. &lt;i&gt;없음&lt;/i&gt; = 무음 손상 없음.&lt;/p&gt;&lt;p&gt;&lt;i&gt;이슈 19 · &lt;code&gt;reliability.parts[%2].sdcMtbfHours&lt;/code&gt;&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Add a part kind</source>
        <translation>부품 종류 추가</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add %1 to the failure model</source>
        <translation>고장 모델에 %1 추가</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Choose the preset %1</source>
        <translation>프리셋 %1 선택</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>MTBF failures</source>
        <translation>MTBF 고장</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No input matches “%1”</source>
        <translation>“%1”에 맞는 입력이 없음</translation>
    </message>
</context>
<context>
    <name>goodput::views::LayoutTable</name>
    <message>
        <location filename="../../views/layouttable.cpp" line="+182"/>
        <source>&amp;Apply Selected Layout</source>
        <translation>선택한 구성 적용(&amp;A)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Best layouts</source>
        <translation>최선의 구성</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click a row or press Enter to apply its layout; Ctrl+Z undoes it.</source>
        <translation>행을 두 번 클릭하거나 Enter를 눌러 그 구성을 적용하세요; Ctrl+Z로 되돌립니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Searching the layouts of %Ln GPU(s)...</source>
        <translation>
            <numerusform>GPU %Ln개의 병렬 구성을 탐색하는 중...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No layout of %Ln GPU(s) fits: %1 layouts tried, %2 valid, none within HBM.</source>
        <translation>
            <numerusform>GPU %Ln개로 들어가는 구성이 없습니다: %1개 시도, %2개 유효, HBM 안에 드는 것 없음.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 best of %2 layouts of %3 (%4 valid, %5 fit in HBM), by wall-clock days after goodput %6. The scenario&apos;s own layout is in bold when it is among them.</source>
        <translation>%3의 구성 %2개 중 최선의 %1개 (%4개 유효, %5개 HBM에 들어감), goodput %6 반영 벽시계 일수 순. 시나리오 자신의 구성이 들어 있으면 굵게 표시됩니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>GPU %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The layout search needs the model&apos;s architecture (Workload &gt; Architecture).</source>
        <translation>구성 탐색에는 모델의 아키텍처가 필요합니다 (워크로드 &gt; 아키텍처).</translation>
    </message>
</context>
<context>
    <name>goodput::views::LayoutTableModel</name>
    <message>
        <location line="-196"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selective</source>
        <translation>선택적</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimal</source>
        <translation>최소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The scenario&apos;s own layout</source>
        <translation>시나리오 자신의 구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click or press Enter to apply</source>
        <translation>두 번 클릭하거나 Enter를 눌러 적용</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>v</source>
        <translation>v</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <translation>마이크로배치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>재계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>MFU (%1)</source>
        <translation>MFU (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model FLOPs utilisation derived from the step, counting %1 FLOPs per token</source>
        <translation>스텝에서 유도한 모델 FLOP 활용률, 토큰당 FLOP은 %1 기준</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Memory per GPU</source>
        <translation>GPU당 메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall-clock</source>
        <translation>벽시계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank by wall-clock days after goodput</source>
        <translation>goodput 반영 벽시계 일수 순위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel degree</source>
        <translation>텐서 병렬 차수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel degree</source>
        <translation>파이프라인 병렬 차수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual stages (interleaved 1F1B)</source>
        <translation>가상 스테이지 (인터리브 1F1B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context parallel degree</source>
        <translation>컨텍스트 병렬 차수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert parallel degree</source>
        <translation>전문가 병렬 차수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel degree: GPUs / (TP x PP x CP)</source>
        <translation>데이터 병렬 차수: GPU 수 / (TP x PP x CP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences per micro-batch</source>
        <translation>마이크로배치당 시퀀스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recomputation</source>
        <translation>활성값 재계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One optimizer step on the slowest pipeline rank</source>
        <translation>가장 느린 파이프라인 랭크의 옵티마이저 스텝 하나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak memory on the first pipeline stage, against HBM</source>
        <translation>첫 파이프라인 스테이지의 최대 메모리 대 HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training days after goodput losses</source>
        <translation>goodput 손실 반영 학습 일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall-clock GPU-hours x price</source>
        <translation>벽시계 GPU-시간 x 가격</translation>
    </message>
</context>
<context>
    <name>goodput::views::LimitsPanel</name>
    <message>
        <location filename="../../views/limitspanel.cpp" line="+49"/>
        <source>What limits this plan</source>
        <translation>이 계획을 제한하는 것</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scenario does not evaluate: fix the inputs marked in red first.</source>
        <translation>시나리오가 평가되지 않습니다: 먼저 빨간색으로 표시된 입력을 고치세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No single change of those tried (virtual stages, ZeRO, overlap, bucket size, asynchronous checkpoints, recompute, micro-batch) saves time.</source>
        <translation>시도한 변경(가상 스테이지, ZeRO, 겹치기, 버킷 크기, 비동기 체크포인트, 재계산, 마이크로배치) 중 단독으로 시간을 줄이는 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each input moved alone by its stated uncertainty:</source>
        <translation>각 입력을 명시된 불확실성만큼 하나씩 움직였을 때:</translation>
    </message>
</context>
<context>
    <name>goodput::views::MainWindow</name>
    <message>
        <location filename="../../views/mainwindow.cpp" line="+217"/>
        <source>&amp;New</source>
        <translation>새로 만들기(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from the default scenario</source>
        <translation>기본 시나리오에서 시작합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open...</source>
        <translation>열기(&amp;O)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a scenario file</source>
        <translation>시나리오 파일을 엽니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the scenario</source>
        <translation>시나리오를 저장합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As...</source>
        <translation>다른 이름으로 저장(&amp;A)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the scenario under a new name</source>
        <translation>시나리오를 새 이름으로 저장합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export Report (PDF)...</source>
        <translation>보고서 내보내기(PDF)(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the planning report of this scenario, with its charts, as a PDF to share</source>
        <translation>이 시나리오의 계획 보고서를 차트와 함께 공유용 PDF로 작성</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset to &amp;Default Scenario</source>
        <translation>기본 시나리오로 초기화(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put every input back to the built-in default (the chapter&apos;s example); undoable</source>
        <translation>모든 입력을 내장 기본값(장의 예제)으로 되돌립니다; 실행 취소 가능</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find Input</source>
        <translation>입력 찾기(&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Compare with Baseline</source>
        <translation>기준선과 비교(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pin the current scenario as the baseline: cards show the change, charts a grey ghost</source>
        <translation>현재 시나리오를 기준선으로 고정합니다: 카드는 변화를, 차트는 회색 잔상을 보여 줍니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Pane</source>
        <translation>다음 창(&amp;P)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Compare Scenarios...</source>
        <translation>시나리오 비교(&amp;C)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up to six scenario files side by side: days, dollars, goodput, step time, with charts</source>
        <translation>시나리오 파일 최대 6개를 나란히: 일수, 비용, goodput, 스텝 시간과 차트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Examples</source>
        <translation>예제(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Chapter&apos;s 70B on 1,024 GPUs (Assumed MFU)</source>
        <translation>본문의 70B, GPU 1,024개 (가정 MFU)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The worked example of chapter 2.5, as goodput plan --default reads it: an assumed MFU of 40 %</source>
        <translation>2.5장의 풀이 예제 (goodput plan --default와 같음): 가정 MFU 40 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pre&amp;ferences…</source>
        <translation>환경설정(&amp;F)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Compare</source>
        <translation>비교(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pin Current as New Baseline</source>
        <translation>현재를 새 기준선으로 고정(&amp;P)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charts: %1</source>
        <translation>차트: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calibrate from Measurements...</source>
        <translation>측정값으로 보정(&amp;C)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit a tier to nccl-tests logs and the matmul efficiency to a measured step; save a user preset and apply it</source>
        <translation>계층을 nccl-tests 로그에, 행렬곱 효율을 측정된 스텝에 맞추고 사용자 프리셋으로 저장해 적용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sweep an Input...</source>
        <translation>입력 스윕(&amp;S)...</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Plot any result against any numeric input, optionally with a second input as a family of curves</source>
        <translation>임의의 결과를 임의의 숫자 입력에 대해 그립니다. 두 번째 입력으로 곡선 묶음을 그릴 수도 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model &amp;Accuracy...</source>
        <translation>모델 정확도(&amp;A)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step model against measured training runs: predicted and measured step time, run by run</source>
        <translation>측정된 학습 실행과 스텝 모델 비교: 실행마다 예측 스텝 시간과 측정 스텝 시간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Goodput</source>
        <translation>Goodput 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Inputs</source>
        <translation>입력</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>Diagnostics</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to go to the input concerned</source>
        <translation>Enter를 누르거나 두 번 클릭하면 해당 입력으로 갑니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No input for %1</source>
        <translation>%1에 해당하는 입력이 없습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+22"/>
        <source>Undo History</source>
        <translation>실행 취소 기록</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;연 시나리오&gt;</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>No problems: the scenario is consistent.</source>
        <translation>문제 없음: 시나리오가 일관됩니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1[*] — Goodput</source>
        <translation>%1[*] — Goodput</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Baseline: %Ln GPU(s), %1, %2</source>
        <translation>
            <numerusform>기준선: GPU %Ln개, %1, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>시나리오에 저장하지 않은 변경이 있습니다. 먼저 저장할까요?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Scenario</source>
        <translation>시나리오 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+27"/>
        <source>Goodput scenarios (*.json);;All files (*)</source>
        <translation>Goodput 시나리오 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Cannot open scenario</source>
        <translation>시나리오를 열 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be opened; the current scenario is unchanged.</source>
        <translation>%1을(를) 열 수 없습니다; 현재 시나리오는 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opened %1</source>
        <translation>%1을(를) 열었습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare Scenarios</source>
        <translation>시나리오 비교</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Current</source>
        <translation>현재</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot compare scenarios</source>
        <translation>시나리오를 비교할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenarios could not be compared.</source>
        <translation>시나리오를 비교할 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot save scenario</source>
        <translation>시나리오를 저장할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1을(를) 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>%1을(를) 저장했습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Scenario As</source>
        <translation>다른 이름으로 시나리오 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput scenarios (*.json)</source>
        <translation>Goodput 시나리오 (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>A4 용지 PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF on US Letter paper (*.pdf)</source>
        <translation>US Letter 용지 PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+44"/>
        <source>Export Report (PDF)</source>
        <translation>보고서 내보내기 (PDF)</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Export cancelled; nothing was written</source>
        <translation>내보내기를 취소했습니다; 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Report exported to %1</source>
        <translation>보고서를 %1(으)로 내보냈습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot export report</source>
        <translation>보고서를 내보낼 수 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written: %2. No file was created or changed.</source>
        <translation>%1을(를) 쓸 수 없습니다: %2. 어떤 파일도 만들거나 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Exporting the report...</source>
        <translation>보고서를 내보내는 중...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No recent files</source>
        <translation>최근 파일 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Clear List</source>
        <translation>목록 지우기(&amp;C)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apply layout %1</source>
        <translation>구성 %1 적용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout applied; Ctrl+Z undoes it</source>
        <translation>구성을 적용했습니다; Ctrl+Z로 되돌립니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Apply calibrated hardware %1</source>
        <translation>보정된 하드웨어 %1 적용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrated preset saved and applied; Ctrl+Z undoes it</source>
        <translation>보정된 프리셋을 저장하고 적용했습니다; Ctrl+Z로 되돌립니다</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Derive the MFU from the layout</source>
        <translation>병렬 구성에서 MFU 도출</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset to the default scenario</source>
        <translation>기본 시나리오로 초기화</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Baseline pinned: change inputs to compare; Ctrl+B again to stop</source>
        <translation>기준선 고정됨: 입력을 바꿔 비교하세요; 다시 Ctrl+B를 누르면 멈춥니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard Shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;table cellpadding=3&gt;%1&lt;/table&gt;&lt;p&gt;In the inputs: Tab moves between fields; arrows, Page Up/Down, Home and End move a slider; type a value in a spin box and press Enter.&lt;/p&gt;</source>
        <translation>&lt;table cellpadding=3&gt;%1&lt;/table&gt;&lt;p&gt;입력에서: Tab으로 필드 사이를 옮기고, 화살표, Page Up/Down, Home, End로 슬라이더를 움직이며, 스핀 상자에 값을 입력하고 Enter를 누릅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Goodput</source>
        <translation>Goodput 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Goodput %1&lt;/h3&gt;&lt;p&gt;Capacity planner for LLM pretraining clusters: days, dollars and goodput from parameters, tokens, accelerators, cluster size and parallel layout.&lt;/p&gt;&lt;p&gt;The model follows chapter 2.5, &lt;i&gt;Distributed training II: infrastructure, hardware, communication&lt;/i&gt;; every formula and its section is in docs/model.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Goodput %1&lt;/h3&gt;&lt;p&gt;LLM 사전학습 클러스터 용량 계획 도구: 파라미터, 토큰, 가속기, 클러스터 크기, 병렬 구성으로부터 학습 일수, 비용, goodput을 계산합니다.&lt;/p&gt;&lt;p&gt;모델은 2.5장 &lt;i&gt;분산 학습 II: 인프라, 하드웨어, 통신&lt;/i&gt;을 따르며, 모든 수식과 해당 절은 docs/model.md에 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The last scenario could not be restored; starting from the default</source>
        <translation>마지막 시나리오를 복원할 수 없어 기본 시나리오로 시작합니다</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The new language takes effect when Goodput starts again</source>
        <translation>새 언어는 Goodput을 다시 시작하면 적용됩니다</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot restore unsaved changes</source>
        <translation>저장하지 않은 변경 사항을 복원할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput did not exit cleanly, but the scenario it autosaved cannot be restored.</source>
        <translation>Goodput이 정상적으로 종료되지 않았지만, 자동 저장된 시나리오를 복원할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restore unsaved changes</source>
        <translation>저장하지 않은 변경 사항 복원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goodput did not exit cleanly. Restore the unsaved changes to %1?</source>
        <translation>Goodput이 정상적으로 종료되지 않았습니다. %1의 저장하지 않은 변경 사항을 복원할까요?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restored the unsaved changes</source>
        <translation>저장하지 않은 변경 사항을 복원했습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed: %1</source>
        <translation>자동 저장 실패: %1</translation>
    </message>
</context>
<context>
    <name>goodput::views::PreferencesDialog</name>
    <message>
        <location filename="../../views/preferencesdialog.cpp" line="+22"/>
        <source>Preferences</source>
        <translation>환경설정</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GB, decimal (10^9 bytes)</source>
        <translation>GB, 10진 (10^9 바이트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB, binary (2^30 bytes)</source>
        <translation>GiB, 2진 (2^30 바이트)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gb/s, bits per second</source>
        <translation>Gb/s, 초당 비트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s, bytes per second</source>
        <translation>GB/s, 초당 바이트</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the symbol shown before amounts; prices are not converted</source>
        <translation>금액 앞에 표시하는 기호일 뿐이며, 가격은 환산하지 않습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The price per GPU-hour a new scenario (File &gt; New) starts with</source>
        <translation>새 시나리오(파일 &gt; 새로 만들기)가 시작할 GPU-시간당 가격</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language takes effect when Goodput starts again.</source>
        <translation>새 언어는 Goodput을 다시 시작하면 적용됩니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This session: %1, as the command line asked (--lang %2).</source>
        <translation>이번 세션: %1 (명령줄의 --lang %2에 따름).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Memory in:</source>
        <translation>메모리 단위(&amp;M):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Network bandwidth in:</source>
        <translation>네트워크 대역폭 단위(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Currency symbol:</source>
        <translation>통화 기호(&amp;C):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default &amp;price per GPU-hour:</source>
        <translation>GPU-시간당 기본 가격(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>테마(&amp;T):</translation>
    </message>
</context>
<context>
    <name>goodput::views::PresetPicker</name>
    <message>
        <location filename="../../views/presetpicker.cpp" line="+33"/>
        <source>%1 per GPU-hour (%2)</source>
        <translation>GPU-시간당 %1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your preset: %1</source>
        <translation>내 프리셋: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accelerator preset</source>
        <translation>가속기 프리셋</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model preset</source>
        <translation>모델 프리셋</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fills every hardware number from a vendor generation&apos;s published figures (docs/presets.md); each stays editable.</source>
        <translation>제조사 세대별 공개 수치로 모든 하드웨어 값을 채웁니다 (docs/presets.md); 각 값은 계속 편집할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fills the parameter count, architecture, context length and, when published, the training tokens of a known model.</source>
        <translation>알려진 모델의 파라미터 수, 아키텍처, 컨텍스트 길이, 그리고 공개된 경우 학습 토큰 수를 채웁니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the preset&apos;s values again, undoing your edits of them</source>
        <translation>프리셋 값을 다시 적용해 직접 편집한 내용을 되돌립니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Custom (no preset)</source>
        <translation>사용자 지정 (프리셋 없음)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (yours)</source>
        <translation>%1 (내 프리셋)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;i&gt;%1: not installed here&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1: 이 컴퓨터에 설치되지 않음&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;modified&lt;/b&gt;: some values differ from the preset</source>
        <translation>&lt;b&gt;변경됨&lt;/b&gt;: 일부 값이 프리셋과 다릅니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the preset&apos;s values</source>
        <translation>프리셋 값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>values of your own</source>
        <translation>직접 입력한 값</translation>
    </message>
</context>
<context>
    <name>goodput::views::SweepDialog</name>
    <message>
        <location filename="../../views/sweepdialog.cpp" line="+39"/>
        <source>Sweep an Input</source>
        <translation>입력 스윕</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points from the first value to the last; auto takes every whole number of a short integer range, else %1</source>
        <translation>첫 값부터 마지막 값까지의 점 수; 자동은 짧은 정수 범위의 모든 정수를, 그 밖에는 %1개를 씁니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>values, e.g. 1,2,4</source>
        <translation>값, 예: 1,2,4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from</source>
        <translation>시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>끝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>points</source>
        <translation>점 수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input (x axis):</source>
        <translation>입력 (x축):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (y axis):</source>
        <translation>결과 (y축):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Family of curves:</source>
        <translation>곡선 묶음:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>%Ln point(s) without a value: hover the grey marks on the x axis for why.</source>
        <translation>
            <numerusform>값이 없는 점 %Ln개: 이유는 x축의 회색 표시에 마우스를 올려 보세요.</numerusform>
        </translation>
    </message>
</context>
</TS>
