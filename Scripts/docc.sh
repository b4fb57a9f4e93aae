#!/usr/bin/env bash
# Builds the documentation catalogs with the toolchain's `docc` and fails on any warning:
# a broken symbol link, an ambiguous link, an unknown parameter, in the catalogs' articles and in
# the doc comments of the documented symbols alike.
#
#   BlocksCore     public symbols (what an app that imports BlocksCore sees)
#   BlocksCatalog, BlocksSource, BlocksExport, BlocksSite, BlocksInstall, BlocksCommandLine
#                  package symbols (a contributor's view of the catalog's pipeline, stage by
#                  stage; each links to the stages before it)
#   SwiftUIBlocks, BlocksRuntime
#                  public symbols, from a build against the SwiftUI stand-in in
#                  ../shared/swiftui-shim (skipped, with a message, when the stand-in is absent);
#                  their links to BlocksCore resolve against the BlocksCore archive
#
# Symbol graphs are extracted from the modules of the normal debug build (.build) and of the
# stand-in build (.build/swiftui-check), so after `swift build` and the SwiftUI check this script
# compiles nothing. Archives and symbol graphs go to .build/docc.
#
# Usage: Scripts/docc.sh
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docc
shim=../shared/swiftui-shim/check
rm -rf "$out"
mkdir -p "$out"

log() { printf 'docc: %s\n' "$*"; }

# extract MODULE ACCESS-LEVEL MODULES-DIR [-I DIR…]: the module's symbol graph into
# $out/symbol-graphs/MODULE. Synthesized members (Hashable, Collection…) are left out: they are
# the standard library's, not ours.
extract() {
  local module="$1" access="$2" modules="$3"
  shift 3
  mkdir -p "$out/symbol-graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$modules" "$@" \
    -minimum-access-level "$access" -skip-synthesized-members -emit-extension-block-symbols \
    -output-dir "$out/symbol-graphs/$module"
}

# convert MODULE CATALOG [docc options…]: the archive $out/MODULE.doccarchive. The catalog is
# named after its module (every catalog is called Documentation.docc, and DocC would otherwise
# file its articles under "Documentation"). Any warning is an error; --analyze adds DocC's notes.
convert() {
  local module="$1" catalog="$2"
  shift 2
  log "converting $catalog"
  docc convert "$catalog" --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$out/$module.doccarchive" --analyze --warnings-as-errors "$@"
}

pipeline=(BlocksCatalog BlocksSource BlocksExport BlocksSite BlocksInstall BlocksCommandLine)
log "building BlocksCore and the pipeline (nothing to do after 'swift build')"
swift build --target BlocksCommandLine -q
modules="$(swift build --show-bin-path)/Modules"
extract BlocksCore public "$modules"
for module in "${pipeline[@]}"; do extract "$module" package "$modules"; done

# BlocksCore is built with external link support, so the other catalogs can link to its symbols
# and articles. Such a link must be absolute, ``/BlocksCore/SwipeToConfirmSliderMetrics/confirmThreshold`` or
# <doc:/BlocksCore/HostingAMachine>: this DocC does not resolve ``BlocksCore/…`` across archives.
convert BlocksCore Sources/BlocksCore/Documentation.docc --enable-experimental-external-link-support
# Each stage links to BlocksCore and to the stages before it, with absolute links such as
# ``/BlocksCatalog/BlockInfo``.
dependencies=(--dependency "$out/BlocksCore.doccarchive")
for module in "${pipeline[@]}"; do
  convert "$module" "Sources/$module/Documentation.docc" \
    --enable-experimental-external-link-support "${dependencies[@]}"
  dependencies+=(--dependency "$out/$module.doccarchive")
done

if [[ ! -f "$shim" ]]; then
  log "$shim not found; the SwiftUIBlocks catalog was not checked" >&2
  exit 0
fi
log "building SwiftUIBlocks against the SwiftUI stand-in (nothing to do after the SwiftUI check)"
check_log="$out/swiftui-check.log"
if ! bash "$shim" --extra SwiftUIOverlay --quiet -- --target SwiftUIBlocks >"$check_log" 2>&1; then
  cat "$check_log" >&2
  log "SwiftUIBlocks does not build against the SwiftUI stand-in" >&2
  exit 1
fi
# The last line ends with the key of the stand-in's cached build: .build/swiftui-shim/<key>.
key="$(tail -n 1 "$check_log" | sed -n 's/.* shim \([0-9a-f]\{16\}\).*/\1/p')"
if [[ -z "$key" || ! -d ".build/swiftui-shim/$key" ]]; then
  cat "$check_log" >&2
  log "cannot find the SwiftUI stand-in's module in .build/swiftui-shim" >&2
  exit 1
fi
ui_modules="$(swift build --build-path .build/swiftui-check --show-bin-path)/Modules"
extract SwiftUIBlocks public "$ui_modules" -I ".build/swiftui-shim/$key"
convert SwiftUIBlocks Sources/SwiftUIBlocks/Documentation.docc \
  --enable-experimental-external-link-support --dependency "$out/BlocksCore.doccarchive"
extract BlocksRuntime public "$ui_modules" -I ".build/swiftui-shim/$key"
convert BlocksRuntime Sources/BlocksRuntime/Documentation.docc \
  --enable-experimental-external-link-support --dependency "$out/BlocksCore.doccarchive"

log "built BlocksCore, ${pipeline[*]}, SwiftUIBlocks and BlocksRuntime into $out with no warnings"
