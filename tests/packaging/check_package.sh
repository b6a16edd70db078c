#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the .deb from a finished build folder, unpacks it into a temporary root (no root rights,
# nothing installed on the machine) and checks what a user gets: the installed binary runs, the
# desktop file and the AppStream metainfo validate, the icons and the man page are there, and the
# dependencies were filled in.
# Usage: check_package.sh BUILD_DIR [CPACK]
set -euo pipefail
build=$1
cpack=${2:-cpack}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$cpack" --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; exit 1; }
deb=$(ls "$tmp"/out/goodput_*.deb)
echo "package: $(basename "$deb")"
dpkg-deb -x "$deb" "$tmp/root"
root=$tmp/root/usr

fail() { echo "FAIL: $*" >&2; exit 1; }

"$root/bin/goodput" --version | grep -q '^goodput [0-9]' || fail "goodput --version"
"$root/bin/goodput" plan --default | grep -q '"wallClockDays"' || fail "goodput plan --default"

desktop-file-validate "$root"/share/applications/*.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net "$root"/share/metainfo/*.metainfo.xml || fail "appstreamcli validate"
grep -q '^Exec=goodput %F$' "$root"/share/applications/*.desktop || fail "desktop file runs goodput on files"
grep -q '^MimeType=application/x-goodput-scenario+json;$' "$root"/share/applications/*.desktop ||
    fail "desktop file opens scenario files"
# The scenario file type: installed where shared-mime-info reads it, valid, and matching
# *.goodput.json once compiled.
mime=$root/share/mime/packages/invalid.example.goodput.xml
test -s "$mime" || fail "MIME type file"
xmllint --noout "$mime" || fail "MIME type file is not well-formed XML"
mkdir -p "$tmp/mime/packages"
cp "$mime" "$tmp/mime/packages/"
update-mime-database "$tmp/mime" >/dev/null 2>&1 || fail "update-mime-database"
grep -q '^60:application/x-goodput-scenario+json:\*\.goodput\.json$' "$tmp/mime/globs2" ||
    fail "MIME type does not match *.goodput.json"

test -s "$root/share/icons/hicolor/scalable/apps/goodput.svg" || fail "SVG icon"
for size in 16 32 48 64 128 256; do
    test -s "$root/share/icons/hicolor/${size}x${size}/apps/goodput.png" || fail "${size}px icon"
done
zcat "$root/share/man/man1/goodput.1.gz" | grep -q '^\.TH GOODPUT 1' || fail "man page"

depends=$(dpkg-deb -f "$deb" Depends)
recommends=$(dpkg-deb -f "$deb" Recommends)
echo "Depends: $depends"
echo "Recommends: $recommends"
[[ $depends == *libqt6core6* && $depends == *libqt6charts6* ]] || fail "Depends lacks the Qt libraries"
[[ $recommends == *fonts-noto-cjk* && $recommends == *qt6-translations-l10n* ]] || fail "Recommends"
echo "package OK"
