#!/usr/bin/env bash
# Renders the PNG icon sizes from icons/goodput.svg. Run once after changing the SVG and commit the
# PNGs: the build then needs no SVG renderer (rsvg-convert is in Debian's librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/icons"
for size in 16 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" goodput.svg -o "goodput-$size.png"
done
