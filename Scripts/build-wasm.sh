#!/usr/bin/env bash
# Compiles BlocksCore, BlocksPreview and BlocksLive unchanged as Embedded Swift for WebAssembly
# (wasm32-unknown-none-wasm), with the small entry file in Scripts/wasm, and links blocks.wasm:
# the live blocks of the catalog site, exporting BlocksLive's C interface (blocks_live_*). This
# keeps the three libraries free of Foundation, existentials and reflection: anything that
# Embedded Swift cannot compile fails here.
#
# Usage: Scripts/build-wasm.sh [--update | --check] [OUTPUT_DIR]    (default: .build/wasm)
#   --update  also copies the module to Sources/BlocksSite/LiveModule/blocks.wasm, the one built
#             into `blocks` (run it after changing BlocksCore, BlocksPreview or BlocksLive)
#   --check   fails when that checked-in module differs from the one just built (CI)
#   BLOCKS_WASM_MAP=1 also writes OUTPUT_DIR/blocks.map, the linker's map of what each function
#   and data section costs (from an unstripped link; the module itself is stripped).
#
# Size: the modules are compiled for link-time optimization (-lto=llvm-full), so the linker
# optimizes the three libraries as one program; when Binaryen's wasm-opt is on PATH (Debian's
# binaryen, which CI installs), the linked module is optimized again for size (-Oz). The link
# leaves out the standard library's Unicode tables: a String comparison, hash or Character walk
# on the live path would pull in some 80 KB of them and their code, so it fails the link instead
# (compare bytes, `a.utf8.elementsEqual(b.utf8)`, as the live path does).
#
# Needs the Swift toolchain (swiftc, clang, wasm-ld and the Embedded Swift libraries ship with it)
# and the C library for wasm32 from Debian's wasi-libc package (/usr/lib/wasm32-wasi), which
# provides exp, log, sin, cos and pow, and the sbrk that the module's own heap
# (Scripts/wasm/Heap.c) grows the memory with. When node is on PATH, the module is also
# instantiated and each block created, drawn and freed once.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=""
if [[ ${1:-} == --update || ${1:-} == --check ]]; then
  mode=$1
  shift
fi
out=${1:-.build/wasm}
checked_in=Sources/BlocksSite/LiveModule/blocks.wasm
mkdir -p "$out"
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
compile BlocksWasm entry.o Scripts/wasm/Entry.swift
# The module's heap (malloc, posix_memalign, free), so the C library's allocator stays out.
clang --target=wasm32-unknown-unknown -Oz -ffreestanding -fno-builtin -c Scripts/wasm/Heap.c \
  -o "$out/heap.o"

# The data starts at address 1024 (wasm-ld's default, made explicit; without --stack-first the
# stack follows the data), so nothing lives below it: what wasm-opt's --low-memory-unused
# assumes, to fold constant offsets into loads and stores.
# The memory may grow to 64 MiB, some ten times what the largest block uses after a million
# events: a page that asks for more gets 0 from blocks_live_create rather than a trap.
layout=(--global-base=1024 --max-memory=67108864)
# No --export-dynamic: only the functions marked @_expose(wasm) are exported, so everything the
# exports do not reach is dropped.
inputs=("$out/core.o" "$out/preview.o" "$out/live.o" "$out/entry.o" "$out/heap.o" "$wasi/libm.a"
  "$wasi/libc.a")
if ! wasm-ld --no-entry --gc-sections --strip-all "${layout[@]}" "${inputs[@]}" -o "$out/blocks.wasm"
then
  echo "build-wasm: the link failed; an undefined _swift_stdlib_* symbol means the live path" \
    "compares, hashes or walks Characters of a String (see the top of this script)" >&2
  exit 1
fi
linked=$(wc -c <"$out/blocks.wasm")
if command -v wasm-opt >/dev/null; then
  # --converge repeats -Oz until the module stops shrinking.
  wasm-opt -Oz --converge --low-memory-unused --enable-bulk-memory --enable-sign-ext \
    --enable-mutable-globals \
    --enable-nontrapping-float-to-int "$out/blocks.wasm" -o "$out/blocks.wasm"
  echo "build-wasm: linked $linked bytes, $(wc -c <"$out/blocks.wasm") after wasm-opt -Oz"
else
  echo "build-wasm: wasm-opt (Debian's binaryen) not found; the module is not optimized further"
fi
if [[ -n ${BLOCKS_WASM_MAP:-} ]]; then
  wasm-ld --no-entry --gc-sections "${layout[@]}" "${inputs[@]}" -o "$out/blocks-unstripped.wasm" \
    --Map="$out/blocks.map"
  echo "build-wasm: link map in $out/blocks.map"
fi

size=$(wc -c <"$out/blocks.wasm")
echo "build-wasm: $out/blocks.wasm, $size bytes"

if command -v node >/dev/null; then
  node - "$out/blocks.wasm" <<'JS'
const fs = require("fs");
const module = new WebAssembly.Module(fs.readFileSync(process.argv[2]));
const imports = WebAssembly.Module.imports(module);
if (imports.length > 0) {
  console.error("build-wasm: the module imports", imports);
  process.exit(1);
}
const { exports } = new WebAssembly.Instance(module, {});
const live = Object.keys(exports).filter((name) => name.startsWith("blocks_live_"));
for (let block = 0; ; block += 1) {
  const handle = exports.blocks_live_create(block, 0);
  if (handle === 0) {
    console.log(`build-wasm: no imports, ${live.length} exports; ${block} blocks created, drawn and freed`);
    break;
  }
  const markup = exports.blocks_live_markup(handle);
  exports.blocks_live_pointer(handle, 0, 10, 10, 0.1);
  exports.blocks_live_pointer(handle, 1, 60, 10, 0.2);
  const frame = exports.blocks_live_frame(handle, 0.2);
  exports.blocks_live_destroy(handle);
  if (!(markup > 0) || frame < 0) {
    console.error(`build-wasm: block ${block}: markup ${markup} bytes, frame ${frame}`);
    process.exit(1);
  }
}
JS
fi

case "$mode" in
  --update)
    cp "$out/blocks.wasm" "$checked_in"
    echo "build-wasm: copied to $checked_in"
    ;;
  --check)
    if ! cmp -s "$out/blocks.wasm" "$checked_in"; then
      echo "build-wasm: $checked_in ($(wc -c <"$checked_in") bytes) differs from a fresh build" \
        "of the sources ($size bytes); run 'bash Scripts/build-wasm.sh --update' and commit it" >&2
      exit 1
    fi
    echo "build-wasm: $checked_in is the module the sources build"
    ;;
esac
