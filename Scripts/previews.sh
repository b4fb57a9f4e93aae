#!/usr/bin/env bash
# Regenerates the animated previews the README shows, one per block in light and dark
# appearance, with `blocks preview` (each block's first scenario). Run it after a change to a
# block's machine, layout or drawing; Tests/BlocksPreviewTests checks the files are current.
#
# Usage: Scripts/previews.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product blocks >/dev/null
blocks="$(swift build --show-bin-path)/blocks"
out=Documentation/Previews
mkdir -p "$out"
for id in $("$blocks" list | awk '/^[A-Z]/ { print $NF }'); do
  # To standard output: the checked-in files are the plain SVG, without the provenance line
  # that lets `blocks preview --out` tell its own files from others.
  "$blocks" preview "$id" --out - >"$out/$id.svg"
  "$blocks" preview "$id" --dark --out - >"$out/$id-dark.svg"
done
