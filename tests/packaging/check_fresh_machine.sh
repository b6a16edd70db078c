#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Would the README's test command work on a fresh Debian 12 machine? Checks that everything the
# configure step of BUILD_DIR loaded, and every program the tests run, comes from a Debian package
# that packaging/debian-packages.txt lists for the test mode, or that a listed package pulls in by
# Depends (not Recommends: bootstrap.sh installs with --no-install-recommends), or that every Debian
# system has (Priority: required). Fails naming each missing package.
#
# What is checked:
#   - every CMake package configuration the configure step loaded: the *_DIR entries of
#     CMakeCache.txt that hold a <Name>Config.cmake or <name>-config.cmake;
#   - every file the configure step found by path: the FILEPATH entries (compilers, libraries such
#     as XKB_LIBRARY, programs such as DPKG_DEB_PROGRAM);
#   - every program the tests run: the programs declared in the list, the programs the C++ tests
#     start by name (run/start/execute("NAME")), and the commands of the shell scripts under
#     tests/packaging/.
# The Depends closure comes from `apt-cache depends --recurse`, which follows every alternative of
# an "a | b" dependency and every provider of a virtual package; apt installs only one, so the
# closure can be larger than what a fresh machine gets, never smaller.
#
# Usage: check_fresh_machine.sh BUILD_DIR [PACKAGE_LIST] [MODE]
#   PACKAGE_LIST  default: packaging/debian-packages.txt;  MODE  default: test
set -euo pipefail

src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
list=${2:-$src/packaging/debian-packages.txt}
mode=${3:-test}
cache=$build/CMakeCache.txt
[ -f "$cache" ] || { echo "check_fresh_machine: no $cache; configure first" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The packages the list installs in this mode, and the programs it declares.
listed=()
declared=()
while read -r modes package programs; do
    [[ -z $modes || $modes == \#* ]] && continue
    if [[ ,$modes, == *,all,* || ,$modes, == *,$mode,* ]]; then
        listed+=("$package")
        for p in $programs; do declared+=("$p"); done
    fi
done <"$list"

# What a fresh machine with those packages has: the listed packages, their Depends closure, and the
# packages every Debian system has.
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces \
    --no-enhances "${listed[@]}" | grep -v '^ ' | tr -d '<>' >"$tmp/available"
dpkg-query -W -f='${Package} ${Priority} ${Essential}\n' |
    awk '$2 == "required" || $3 == "yes" { print $1 }' >>"$tmp/available"
sort -u -o "$tmp/available" "$tmp/available"

# The files to check, one "WHAT<TAB>PATH" a line.
: >"$tmp/files"
while IFS= read -r line; do
    name=${line%%:*}
    value=${line#*=}
    case $line in
    *_DIR:PATH=*)
        base=${name%_DIR}
        for f in "$value/${base}Config.cmake" "$value/${base,,}-config.cmake"; do
            [ -f "$f" ] && printf '%s\t%s\n' "$name" "$f" >>"$tmp/files"
        done
        ;;
    *:FILEPATH=*)
        case $value in
        "$src"/* | "$build"/* | *-NOTFOUND | "") ;;
        /*) [ -e "$value" ] && printf '%s\t%s\n' "$name" "$value" >>"$tmp/files" ;;
        esac
        ;;
    esac
done < <(grep -E '^[A-Za-z0-9_]+:(PATH|FILEPATH)=' "$cache")

# Programs: declared in the list (each must be installed), and, when installed, the programs the
# C++ tests start by name (run/start/execute("NAME")) and the commands of the test scripts.
for program in "${declared[@]}"; do
    path=$(type -P "$program" || true)
    [ -z "$path" ] && [ -x "/usr/lib/qt6/bin/$program" ] && path=/usr/lib/qt6/bin/$program
    printf 'program %s\t%s\n' "$program" "${path:-(not installed)}" >>"$tmp/files"
done
scanned=$(grep -ohE '(run|start|execute)\(QStringLiteral\("[A-Za-z0-9._+-]+"\)' \
    "$src"/tests/*/*.cpp "$src"/tests/*/*.h | sed -E 's/.*\("([^"]+)".*/\1/')
# The first word of each command of a script: at the start of a line or after | ; & ( $( ! then do.
for script in "$src"/tests/packaging/*.sh; do
    scanned+=$'\n'$(sed -E 's/#.*$//' "$script" |
        grep -oE '(^|[|;&(!]|\bthen|\bdo)[[:space:]]*[A-Za-z][A-Za-z0-9._+-]*' |
        grep -oE '[A-Za-z][A-Za-z0-9._+-]*$')
done
for program in $(sort -u <<<"$scanned"); do
    if [ "$(type -t -- "$program" 2>/dev/null || true)" = file ]; then
        printf 'program %s\t%s\n' "$program" "$(type -P "$program")" >>"$tmp/files"
    fi
done

# The package of each file, from one dpkg-query call: its own path and the resolved symbolic link,
# each with and without the /usr prefix (Debian 12 merged /bin into /usr/bin, but dpkg keeps the
# path the package names).
cut -f2 "$tmp/files" | xargs -d '\n' readlink -m | paste "$tmp/files" - >"$tmp/resolved"
awk -F'\t' '$2 != "(not installed)" {
    for (i = 2; i <= 3; ++i) { p = $i; print p; sub(/^\/usr/, "", p); print p; print "/usr" $i }
}' "$tmp/resolved" | sort -u | xargs -d '\n' dpkg-query -S 2>/dev/null | grep -v '^diversion' |
    sed -E 's/^([^ ].*): (\/.*)$/\2\t\1/; s/:[a-z0-9]+(,|$)/\1/g; s/, /,/g' >"$tmp/owners" || true

# "FAIL: ..." for each file whose package a fresh machine would not have.
failed=0
awk -F'\t' -v list="$list" -v mode="$mode" '
FILENAME == ARGV[1] { available[$1] = 1; next }
FILENAME == ARGV[2] { owner[$1] = $2; next }
function ownerOf(p,   q) {
    if (p in owner) return owner[p]
    q = p; sub(/^\/usr/, "", q); if (q in owner) return owner[q]
    if (("/usr" p) in owner) return owner["/usr" p]
    return ""
}
{
    what = $1; path = $2
    if (path == "(not installed)") {
        sub(/^program /, "", what)
        print "FAIL: the tests run " what ", which is not installed: install its package and list it in " list
        failed = 1; next
    }
    packages = ownerOf(path); if (packages == "") packages = ownerOf($3)
    if (packages == "") {
        print "FAIL: " what " (" path ") is in no Debian package: a fresh machine would not have it"
        failed = 1; next
    }
    n = split(packages, each, ","); ok = 0
    for (i = 1; i <= n; ++i) if (each[i] in available) ok = 1
    if (!ok) {
        print "FAIL: " what " (" path ") comes from " packages ", which " list " neither lists for the " mode \
              " mode nor pulls in by Depends: add " packages
        failed = 1
    }
}
END { exit failed }' "$tmp/available" "$tmp/owners" "$tmp/resolved" >&2 || failed=1

if [ $failed -ne 0 ]; then
    exit 1
fi
echo "fresh machine OK: $(wc -l <"$tmp/files") files and programs, all from the ${#listed[@]} listed packages or their Depends"
