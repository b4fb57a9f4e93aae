#!/usr/bin/env bash
# Compiles BlocksCore, BlocksPreview and BlocksLive unchanged as Embedded Swift for WebAssembly
# (wasm32-unknown-none-wasm), with the small entry file in Scripts/wasm, and links one module per
# block, <id>.wasm: the live block of that block's page on the catalog site, exporting BlocksLive's
# C interface (blocks_live_*) with the one block as block 0. This keeps the three libraries free of
# Foundation, existentials and reflection: anything that Embedded Swift cannot compile fails here.
#
# Usage: Scripts/build-wasm.sh [--update | --check] [OUTPUT_DIR]    (default: .build/wasm)
#   --update  also copies the modules to Sources/BlocksSite/LiveModule/, the ones built into
#             `blocks` (run it after changing BlocksCore, BlocksPreview or BlocksLive)
#   --check   fails when those checked-in modules differ from the ones just built (CI)
#   BLOCKS_WASM_MAP=1 also writes OUTPUT_DIR/<id>.map, the linker's map of what each function
#   and data section costs (from an unstripped link; the modules themselves are stripped).
#
# Blocks: one module for each registration folder, Sources/BlocksPreview/Blocks/<Block>/, whose
# `<Block>Block.swift` declares the block as `PreviewBlock.<block>` (its type name with a lowercase
# first letter). The module is named by the block's id, the type name in lowercase words joined by
# hyphens (SwipeToConfirmSlider, swipe-to-confirm-slider.wasm), which is how the site finds it.
# A page loads only its own block: the shared code (motion, drawing, the C interface) is most of
# each module (the smallest, the hold button's, is 85 KB), and one module of all the blocks
# would be all of their code at once. Each module must stay within 150,000 bytes, 60,000
# gzipped: what a block page may load for its live block.
#
# Size: the modules are compiled for link-time optimization (-lto=llvm-full), so the linker
# optimizes the three libraries and the block's entry as one program and drops every block but
# that one; when Binaryen's wasm-opt is on PATH (Debian's binaryen, which CI installs), each
# linked module is optimized again for size (-Oz). The link leaves out the standard library's
# Unicode tables: a String comparison, hash or Character walk on the live path would pull in some
# 80 KB of them and their code, so it fails the link instead (compare bytes,
# `a.utf8.elementsEqual(b.utf8)`, as the live path does).
#
# Needs the Swift toolchain (swiftc, clang, wasm-ld and the Embedded Swift libraries ship with it)
# and the C library for wasm32 from Debian's wasi-libc package (/usr/lib/wasm32-wasi), which
# provides round, scalbn and the sbrk that the module's own heap (Scripts/wasm/Heap.c) grows
# the memory with; the module's exp, log, pow, sin and cos are its own (Scripts/wasm/Math.c).
# When node is on PATH, each module is also instantiated and its block created, drawn and freed
# once.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=""
if [[ ${1:-} == --update || ${1:-} == --check ]]; then
  mode=$1
  shift
fi
out=${1:-.build/wasm}
checked_in=Sources/BlocksSite/LiveModule
mkdir -p "$out"
rm -f "$out"/*.wasm
wasi=${WASI_LIBC:-/usr/lib/wasm32-wasi}
for file in "$wasi/libc.a" "$wasi/libm.a"; do
  [[ -f "$file" ]] || { echo "build-wasm: missing $file (apt-get install wasi-libc?)" >&2; exit 1; }
done

flags=(
  -target wasm32-unknown-none-wasm -swift-version 6
  -enable-experimental-feature Embedded -enable-experimental-feature Extern
  -wmo -Osize -lto=llvm-full -parse-as-library -Xfrontend -disable-stack-protector
  -package-name swiftui_blocks -I "$out"
)

compile() { # MODULE OBJECT FILES...
  local module=$1 object=$2
  shift 2
  swiftc "${flags[@]}" -module-name "$module" -emit-module \
    -emit-module-path "$out/$module.swiftmodule" -c "$@" -o "$out/$object"
}

mapfile -t core < <(find Sources/BlocksCore -name '*.swift' | LC_ALL=C sort)
mapfile -t preview < <(find Sources/BlocksPreview -name '*.swift' | LC_ALL=C sort)
compile BlocksCore core.o "${core[@]}"
compile BlocksPreview preview.o "${preview[@]}"
mapfile -t live < <(find Sources/BlocksLive -name '*.swift' | LC_ALL=C sort)
compile BlocksLive live.o "${live[@]}"
compile BlocksWasmSupport support.o Scripts/wasm/Entry.swift
# The module's heap (malloc, posix_memalign, free), so the C library's allocator stays out.
clang --target=wasm32-unknown-unknown -Oz -ffreestanding -fno-builtin -c Scripts/wasm/Heap.c \
  -o "$out/heap.o"
# The module's exp, log, pow, sin and cos, which read no lookup tables (some 17 KB of the C
# library's); linked before the C library, so its own are left out. They are checked first
# against this machine's C library (Scripts/wasm/MathCheck.c).
clang --target=wasm32-unknown-unknown -Oz -ffreestanding -fno-builtin -c Scripts/wasm/Math.c \
  -o "$out/math.o"
renamed=(-Dexp=blocks_exp -Dlog=blocks_log -Dpow=blocks_pow -Dsin=blocks_sin -Dcos=blocks_cos)
# No fused multiply-adds, which WebAssembly does not have: the host runs the module's arithmetic.
clang -O2 -ffp-contract=off -fno-builtin "${renamed[@]}" -c Scripts/wasm/Math.c \
  -o "$out/math-host.o"
clang -O2 Scripts/wasm/MathCheck.c "$out/math-host.o" -lm -o "$out/math-check"
"$out/math-check" || { echo "build-wasm: the module's math is off (above)" >&2; exit 1; }

# The data starts at address 1024 (wasm-ld's default, made explicit; without --stack-first the
# stack follows the data), so nothing lives below it: what wasm-opt's --low-memory-unused
# assumes, to fold constant offsets into loads and stores.
# The memory may grow to 64 MiB, some ten times what the largest block uses after a million
# events: a page that asks for more gets 0 from blocks_live_create rather than a trap.
layout=(--global-base=1024 --max-memory=67108864)
# No --export-dynamic: only the functions marked @_expose(wasm) are exported, so everything the
# exports do not reach is dropped.
libraries=("$out/core.o" "$out/preview.o" "$out/live.o" "$out/support.o" "$out/heap.o"
  "$out/math.o" "$wasi/libm.a" "$wasi/libc.a")

ids=()
for folder in $(find Sources/BlocksPreview/Blocks -mindepth 1 -maxdepth 1 -type d | LC_ALL=C sort)
do
  type=$(basename "$folder")
  member="$(tr '[:upper:]' '[:lower:]' <<<"${type:0:1}")${type:1}"
  id=$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$type" | tr '[:upper:]' '[:lower:]')
  ids+=("$id")
  cat >"$out/entry-$id.swift" <<SWIFT
// Generated by Scripts/build-wasm.sh: the block that $id.wasm runs.
import BlocksLive
import BlocksPreview

/// Creates the module's one block, block 0 (see BlocksLive's \`liveCreate\`).
@_expose(wasm, "blocks_live_create")
@_cdecl("blocks_live_create")
public func blocksLiveCreate(_ block: Int32, _ options: Int32) -> UnsafeMutableRawPointer? {
  liveCreate(block, options, in: [.$member])
}
SWIFT
  compile BlocksWasm "entry-$id.o" "$out/entry-$id.swift"
  inputs=("$out/entry-$id.o" "${libraries[@]}")
  if ! wasm-ld --no-entry --gc-sections --strip-all "${layout[@]}" "${inputs[@]}" -o "$out/$id.wasm"
  then
    echo "build-wasm: the link of $id failed; an undefined _swift_stdlib_* symbol means the" \
      "live path compares, hashes or walks Characters of a String (see the top of this script)" >&2
    exit 1
  fi
  linked=$(wc -c <"$out/$id.wasm")
  if command -v wasm-opt >/dev/null; then
    # --converge repeats -Oz until the module stops shrinking.
    wasm-opt -Oz --converge --low-memory-unused --enable-bulk-memory --enable-sign-ext \
      --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$out/$id.wasm" -o "$out/$id.wasm"
  fi
  if [[ -n ${BLOCKS_WASM_MAP:-} ]]; then
    wasm-ld --no-entry --gc-sections "${layout[@]}" "${inputs[@]}" -o "$out/$id.unstripped" \
      --Map="$out/$id.map"
  fi
  size=$(wc -c <"$out/$id.wasm")
  gzipped=$(gzip -9c "$out/$id.wasm" | wc -c)
  echo "build-wasm: $out/$id.wasm, $size bytes (linked $linked) $gzipped gzipped"
  # What a block page may load for its live block.
  if ((size > 150000 || gzipped > 60000)); then
    echo "build-wasm: $id.wasm is over the budget of 150,000 bytes, 60,000 gzipped" >&2
    over_budget=1
  fi
done
if ! command -v wasm-opt >/dev/null; then
  # Said before the budget's verdict: without wasm-opt the modules are 17–27 KB larger, which is
  # the usual reason a fresh machine finds them over the budget.
  echo "build-wasm: wasm-opt (Debian's binaryen) not found; the modules are not optimized further" >&2
fi
((${over_budget:-0} == 0)) || exit 1

if command -v node >/dev/null; then
  node - "${ids[@]/#/$out/}" <<'JS'
const fs = require("fs");
for (const path of process.argv.slice(2)) {
  const module = new WebAssembly.Module(fs.readFileSync(path + ".wasm"));
  const imports = WebAssembly.Module.imports(module);
  if (imports.length > 0) {
    console.error(`build-wasm: ${path}.wasm imports`, imports);
    process.exit(1);
  }
  const { exports } = new WebAssembly.Instance(module, {});
  const handle = exports.blocks_live_create(0, 0);
  const markup = handle === 0 ? 0 : exports.blocks_live_markup(handle);
  exports.blocks_live_pointer(handle, 0, 10, 10, 0.1);
  exports.blocks_live_pointer(handle, 1, 60, 10, 0.2);
  const frame = exports.blocks_live_frame(handle, 0.2);
  exports.blocks_live_destroy(handle);
  if (!(markup > 0) || frame < 0 || exports.blocks_live_create(1, 0) !== 0) {
    console.error(`build-wasm: ${path}.wasm: markup ${markup} bytes, frame ${frame}`);
    process.exit(1);
  }
}
console.log(`build-wasm: ${process.argv.length - 2} modules, no imports; each block created, drawn and freed`);
JS
fi

case "$mode" in
  --update)
    rm -f "$checked_in"/*.wasm
    for id in "${ids[@]}"; do cp "$out/$id.wasm" "$checked_in/"; done
    echo "build-wasm: copied ${#ids[@]} modules to $checked_in"
    ;;
  --check)
    built=$(cd "$out" && ls ./*.wasm | LC_ALL=C sort | xargs sha256sum)
    kept=$(cd "$checked_in" && ls ./*.wasm | LC_ALL=C sort | xargs sha256sum)
    if [[ $built != "$kept" ]]; then
      echo "build-wasm: the modules in $checked_in differ from a fresh build of the sources:" >&2
      diff <(echo "$kept") <(echo "$built") >&2 || true
      echo "build-wasm: run 'bash Scripts/build-wasm.sh --update' and commit them" >&2
      exit 1
    fi
    echo "build-wasm: $checked_in holds the ${#ids[@]} modules the sources build"
    ;;
esac
