#!/usr/bin/env bash
# Builds the libFuzzer target (BlocksCore plus the reliability harness, instrumented with
# -sanitize=fuzzer,address) and runs it for a bounded time over the seed corpus in Fuzz/corpus.
# Fails on any crash, sanitizer report or broken harness rule; the crashing input is saved under
# .build/fuzz/ and replays with: Scripts/replay.sh .build/fuzz/crash-…
#
# Usage: Scripts/fuzz.sh [SECONDS]   (default: $BLOCKS_FUZZ_SECONDS or 60)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-${BLOCKS_FUZZ_SECONDS:-60}}"
out=.build/fuzz
mkdir -p "$out/corpus"

# The harness lives in the test target (it imports BlocksCore like any client), so the fuzzer is
# built straight from the sources rather than as a SwiftPM product: BlocksCore and BlocksPreview
# (whose registration lists the blocks) as their own modules, then the harness, adapters and entry
# point on top of them.
core_sources=$(find Sources/BlocksCore -name '*.swift' | sort)
preview_sources=$(find Sources/BlocksPreview -name '*.swift' | sort)
harness_sources=$(find Tests/BlocksCoreTests/Reliability/Harness \
  Tests/BlocksCoreTests/Reliability/Adapters Tests/BlocksCoreTests/Reliability/Fuzz \
  -name '*.swift' | sort)
flags=(-O -g -swift-version 6 -sanitize=fuzzer,address -parse-as-library -package-name swiftui_blocks)

echo "fuzz: building BlocksCore"
# shellcheck disable=SC2086
swiftc "${flags[@]}" -module-name BlocksCore -emit-module -emit-module-path "$out/BlocksCore.swiftmodule" \
  -emit-library -static -o "$out/libBlocksCore.a" $core_sources
echo "fuzz: building BlocksPreview"
# Only its list of blocks is used, to find each machine's adapter, so it is built plainly: not
# instrumented, not optimized (11 s instead of 33).
# shellcheck disable=SC2086
swiftc -Onone -g -swift-version 6 -parse-as-library -package-name swiftui_blocks \
  -module-name BlocksPreview -I "$out" -emit-module \
  -emit-module-path "$out/BlocksPreview.swiftmodule" -emit-library -static \
  -o "$out/libBlocksPreview.a" $preview_sources
echo "fuzz: building blocks-fuzz"
# shellcheck disable=SC2086
swiftc "${flags[@]}" -D BLOCKS_FUZZ -module-name BlocksFuzz -I "$out" -L "$out" \
  -lBlocksPreview -lBlocksCore -o "$out/blocks-fuzz" $harness_sources

if [[ "${BLOCKS_FUZZ_BUILD_ONLY:-0}" == 1 ]]; then exit 0; fi

# One-byte seeds that pick each block (the first byte, modulo the number of blocks), so a block
# with no seed of its own in Fuzz/corpus is fuzzed from the start.
for first in $(seq 0 63); do
  printf "\\$(printf '%03o' "$first")" >"$out/corpus/first-byte-$first"
done

echo "fuzz: running for ${seconds}s over Fuzz/corpus (new inputs go to $out/corpus)"
set +e
# libFuzzer prints its own stack; Swift's backtracer, run under AddressSanitizer, would bury the
# broken rule's message under a crash of its own.
SWIFT_BACKTRACE=enable=no "$out/blocks-fuzz" "$out/corpus" Fuzz/corpus \
  -max_total_time="$seconds" -max_len=1024 -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$out/" >"$out/fuzz.log" 2>&1
status=$?
set -e
grep -vE '^#[0-9]+|Uses: |recommended dictionary' "$out/fuzz.log" | tail -n 40
runs=$(grep -E 'stat::number_of_executed_units' "$out/fuzz.log" | awk '{print $2}' || true)
echo "fuzz: ${runs:-?} executions in ${seconds}s, exit status $status"
if [[ "$status" != 0 ]]; then
  # The rule that broke and the steps that broke it.
  grep -A 60 'Fatal error' "$out/fuzz.log" | grep -vE '^ +#[0-9]+ ' || true
  echo "fuzz: FAILED; replay the saved input with Scripts/replay.sh $out/crash-*" >&2
  exit 1
fi
