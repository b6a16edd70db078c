#!/usr/bin/env bash
# Builds the libFuzzer harnesses (GOODPUT_FUZZ=ON, clang++-14) and runs each one for a bounded
# time on its seed corpus. Fails on any crash, leak, timeout, out-of-memory or sanitizer report.
#   tests/fuzz/run.sh [SECONDS]     seconds per harness (default 60)
# Environment: FUZZ_BUILD_DIR (default build-fuzz), CXX (default clang++-14),
# FUZZ_ARGS (extra libFuzzer flags, e.g. "-fork=2"). Longer runs: docs/robustness.md.
set -euo pipefail

seconds=${1:-60}
cd "$(dirname "$0")/../.."
build_dir=${FUZZ_BUILD_DIR:-build-fuzz}
cxx=${CXX:-clang++-14}

cmake -S . -B "$build_dir" -DGOODPUT_FUZZ=ON -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGOODPUT_WERROR=ON >/dev/null
cmake --build "$build_dir" -j"$(nproc)"

# Symbolized stack traces when llvm-symbolizer is installed (Debian: llvm-14).
if [ -x /usr/bin/llvm-symbolizer-14 ]; then
    export ASAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

harnesses=()
for exe in "$build_dir"/tests/fuzz/fuzz_*; do
    [ -x "$exe" ] && [ -f "$exe" ] && harnesses+=("$exe")
done
if [ ${#harnesses[@]} -eq 0 ]; then
    echo "run.sh: no harness was built in $build_dir/tests/fuzz" >&2
    exit 1
fi

failed=0
summary=()
for exe in "${harnesses[@]}"; do
    name=$(basename "$exe")
    short=${name#fuzz_}
    seeds=tests/fuzz/corpus/$short
    work=$build_dir/fuzz-corpus/$short # new inputs go here, never into the repository
    artifacts=$build_dir/fuzz-artifacts/$short
    log=$build_dir/fuzz-logs/$short.log
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    # A fixed seed: a finding in CI replays with the same command (FUZZ_SEED=0 draws one).
    args=(-seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
          -artifact_prefix="$artifacts/")
    # The scenario and preset dictionaries are written by the build from the schemas
    # (tests/fuzz/CMakeLists.txt); the others are hand-written.
    for dict in "$build_dir/tests/fuzz/$short.dict" "tests/fuzz/$short.dict"; do
        if [ -f "$dict" ]; then
            args+=(-dict="$dict")
            break
        fi
    done
    # More seed folders, e.g. the shipped presets themselves rather than copies of them.
    extra=()
    if [ -f "tests/fuzz/$short.seeds" ]; then
        while read -r dir; do
            case "$dir" in '' | '#'*) ;; *) extra+=("$dir") ;; esac
        done <"tests/fuzz/$short.seeds"
    fi
    echo "== $name: ${seconds}s on $seeds ${extra[*]}"
    status=0
    # shellcheck disable=SC2086 # FUZZ_ARGS is a list of flags
    timeout --kill-after=30 $((seconds + 300)) "$exe" "${args[@]}" ${FUZZ_ARGS:-} "$work" "$seeds" "${extra[@]}" \
        >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if [ "$status" -ne 0 ] || grep -qE "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|SUMMARY: " "$log"; then
        echo "!! $name FAILED (exit $status); artifacts in $artifacts" >&2
        tail -n 60 "$log" >&2
        failed=1
        summary+=("$name: FAILED after ${runs:-?} executions")
    else
        summary+=("$name: ${runs:-?} executions in ${seconds} s, no finding")
    fi
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit $failed
