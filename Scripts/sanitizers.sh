#!/usr/bin/env bash
# Runs the test suites under AddressSanitizer and ThreadSanitizer, each in its own scratch
# directory (so the normal debug build is left alone), and prints how long each took.
#
# Usage: Scripts/sanitizers.sh [address|thread|all] [swift test arguments…]
#   e.g. Scripts/sanitizers.sh thread --filter BlocksEndToEndTests
# The model-checking suites run BLOCKS_MODEL_SEQUENCES sequences per block (default here 1,000)
# and check every sequence up to BLOCKS_EXHAUSTIVE_LENGTH steps (default here 4): they are pure
# value-type code, fully covered by the debug run; the sanitizers look for memory and threading
# errors, mostly in the catalog and the tool's file handling.
set -euo pipefail
cd "$(dirname "$0")/.."

which="${1:-all}"
shift || true
case "$which" in
  address) sanitizers=(address) ;;
  thread) sanitizers=(thread) ;;
  all) sanitizers=(address thread) ;;
  *) sed -n '2,10p' "$0" >&2; exit 2 ;;
esac

export BLOCKS_MODEL_SEQUENCES="${BLOCKS_MODEL_SEQUENCES:-1000}"
export BLOCKS_EXHAUSTIVE_LENGTH="${BLOCKS_EXHAUSTIVE_LENGTH:-4}"
# The toolchain's XCTest runner leaks its own suite objects at exit; nothing else is suppressed.
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
for sanitizer in "${sanitizers[@]}"; do
  start=$SECONDS
  echo "sanitizers: swift test --sanitize=$sanitizer $*"
  if ! swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" "$@"; then
    echo "sanitizers: $sanitizer FAILED after $((SECONDS - start))s" >&2
    exit 1
  fi
  echo "sanitizers: $sanitizer passed in $((SECONDS - start))s"
done
