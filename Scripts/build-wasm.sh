#!/usr/bin/env bash
# Compiles BlocksCore and BlocksPreview unchanged as Embedded Swift for WebAssembly
# (wasm32-unknown-none-wasm), with the small entry file in Scripts/wasm, and links blocks.wasm.
# This keeps both libraries free of Foundation, existentials and reflection: anything that
# Embedded Swift cannot compile fails here.
#
# Usage: Scripts/build-wasm.sh [OUTPUT_DIR]    (default: .build/wasm)
#
# Needs the Swift toolchain (swiftc, wasm-ld and the Embedded Swift libraries ship with it) and
# the C library for wasm32 from Debian's wasi-libc package (/usr/lib/wasm32-wasi), whose libm.a
# provides exp, log, sin, cos and pow, and whose libc.a provides malloc and free. When node is on
# PATH, the module is also instantiated and called once.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build/wasm}
mkdir -p "$out"
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
embedded="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm"
wasi=${WASI_LIBC:-/usr/lib/wasm32-wasi}
for file in "$wasi/libc.a" "$wasi/libm.a" "$embedded/libswiftUnicodeDataTables.a"; do
  [[ -f "$file" ]] || { echo "build-wasm: missing $file (apt-get install wasi-libc?)" >&2; exit 1; }
done

flags=(
  -target wasm32-unknown-none-wasm -swift-version 6
  -enable-experimental-feature Embedded -enable-experimental-feature Extern
  -wmo -Osize -parse-as-library -Xfrontend -disable-stack-protector
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
compile BlocksWasm entry.o Scripts/wasm/Entry.swift

# No --export-dynamic: only the functions marked @_expose(wasm) are exported, so everything the
# exports do not reach is dropped.
wasm-ld --no-entry --gc-sections --strip-all \
  "$out/core.o" "$out/preview.o" "$out/entry.o" \
  "$embedded/libswiftUnicodeDataTables.a" "$wasi/libm.a" "$wasi/libc.a" \
  -o "$out/blocks.wasm"

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
const size = exports.blocks_preview_svg_size(0, 0);
if (!(size > 0)) {
  console.error("build-wasm: blocks_preview_svg_size(0, 0) returned", size);
  process.exit(1);
}
console.log(`build-wasm: no imports; the first block's first preview is ${size} bytes of SVG`);
JS
fi
