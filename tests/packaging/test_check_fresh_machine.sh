#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# check_fresh_machine.sh must catch what broke a fresh machine once: the package list before
# libqt6opengl6-dev and libxkbcommon-dev were added (qt6-charts-dev and Qt6Gui need them, but only
# as Recommends) must fail naming both; a list without poppler-utils must fail naming it, since
# tst_report runs pdftotext.
# Usage: test_check_fresh_machine.sh BUILD_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
list=$here/../../packaging/debian-packages.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expect_failure() { # LIST PACKAGE...
    local list=$1 out
    shift
    if out=$("$here/check_fresh_machine.sh" "$build" "$list" 2>&1); then
        echo "FAIL: the check passed with $list:" >&2
        echo "$out" >&2
        exit 1
    fi
    for p in "$@"; do
        grep -q "add $p\$" <<<"$out" || { echo "FAIL: the check did not name $p:" >&2; echo "$out" >&2; exit 1; }
    done
    echo "caught: $*"
}

build=$1
grep -vE '^[a-z,]+ +(libqt6opengl6-dev|libxkbcommon-dev)( |$)' "$list" >"$tmp/before-issue-15.txt"
expect_failure "$tmp/before-issue-15.txt" libqt6opengl6-dev libxkbcommon-dev
grep -vE '^[a-z,]+ +poppler-utils( |$)' "$list" >"$tmp/no-poppler.txt"
expect_failure "$tmp/no-poppler.txt" poppler-utils
