#!/usr/bin/env bash
# Refreshes resources/translations/goodput_*.ts from the sources: new strings are added as
# unfinished, strings no longer in the code are dropped. Then translate the unfinished ones
# (linguist, or by hand: fill <translation> and remove type="unfinished") and commit the .ts.
# tests: translations_complete fails while any message is unfinished or missing.
# Needs qt6-l10n-tools (lupdate).
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
languages=(ko)
for lang in "${languages[@]}"; do
    "$lupdate" -locations relative -no-obsolete -extensions cpp,h -source-language en \
        -target-language "$lang" app views -ts "resources/translations/goodput_$lang.ts"
done
# English is the source language: its file holds only the plural forms of the strings counted
# with %n / %Ln ("%Ln node(s)": "%Ln node", "%Ln nodes").
"$lupdate" -pluralonly -locations relative -no-obsolete -extensions cpp,h -source-language en \
    -target-language en app views -ts resources/translations/goodput_en.ts
# What is left to translate, per file.
for lang in "${languages[@]}" en; do
    ts=resources/translations/goodput_$lang.ts
    echo "$ts: $(grep -c 'type="unfinished"' "$ts" || true) unfinished"
done
