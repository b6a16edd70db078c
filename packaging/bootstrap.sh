#!/usr/bin/env bash
# Set-up on a fresh Debian 12 machine, the README's two commands:
#   packaging/bootstrap.sh run    install what is missing, build, run goodput on its default scenario
#   packaging/bootstrap.sh test   install what is missing, build with warnings as errors, run every test
# and, for CI and robustness work (docs/robustness.md):
#   packaging/bootstrap.sh sanitize      the whole suite again, built with ASan + UBSan
#   packaging/bootstrap.sh fuzz [SEC]    build the libFuzzer harnesses with clang, run each SEC s (60)
# Run as root or as a user with sudo. BUILD_DIR overrides the build folder (default: build,
# build-sanitize for sanitize); FUZZ_BUILD_DIR that of the harnesses (default: build-fuzz).
set -euo pipefail

mode=${1:-run}
shift || true
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}

# Everything the build, the app and the tests need, as Debian 12 packages: the modes' lines of
# packaging/debian-packages.txt (the list the fresh_machine_deps test checks the build against).
packages=()
while read -r modes package _; do
    [[ -z $modes || $modes == \#* ]] && continue
    if [[ ,$modes, == *,all,* || ,$modes, == *,$mode,* ]]; then
        packages+=("$package")
    fi
done <packaging/debian-packages.txt

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc)
case "$mode" in
run)
    cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DGOODPUT_BUILD_TESTS=OFF
    cmake --build "$build_dir" -j"$jobs"
    exec "$build_dir/app/goodput" "$@"
    ;;
test)
    cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOODPUT_WERROR=ON -DGOODPUT_BUILD_TESTS=ON
    cmake --build "$build_dir" -j"$jobs"
    ctest --test-dir "$build_dir" --output-on-failure -j"$jobs"
    ;;
sanitize)
    build_dir=${BUILD_DIR:-build-sanitize}
    # -O1 -g1: what AddressSanitizer's documentation advises for speed, with line tables for the
    # stack traces; compiles markedly faster than -O2 -g (docs/robustness.md, CI times).
    cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOODPUT_WERROR=ON -DGOODPUT_BUILD_TESTS=ON \
        -DGOODPUT_SANITIZE=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
    cmake --build "$build_dir" -j"$jobs"
    # Not the package check: an instrumented binary is never shipped, and the test mode checks the
    # package that is. Not the fresh-machine checks: they read the same package list as in the test
    # mode and give the same answer.
    ctest --test-dir "$build_dir" --output-on-failure -j"$jobs" --exclude-regex '^(package|fresh_machine_.*)$'
    ;;
fuzz)
    exec tests/fuzz/run.sh "${1:-60}"
    ;;
*)
    echo "usage: $0 run|test|sanitize|fuzz" >&2
    exit 2
    ;;
esac
