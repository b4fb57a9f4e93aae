#!/usr/bin/env bash
# Replays one failure of the reliability checks.
#
#   Scripts/replay.sh BLOCK SEED     a model-checking seed (printed with every failure), e.g.
#                                    Scripts/replay.sh swipe-to-confirm-slider 7974863372195725312
#   Scripts/replay.sh FILE...        fuzzer inputs (crash-… files, corpus entries); builds the
#                                    fuzzer first if needed
#
# BLOCKS_MODEL_STEPS must match the run that failed (default 200).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -eq 2 && "$2" =~ ^[0-9]+$ && ! -f "$1" ]]; then
  BLOCKS_REPLAY_BLOCK="$1" BLOCKS_REPLAY_SEED="$2" exec swift test --filter ReliabilityModelTests/replay
fi
if [[ $# -eq 0 ]]; then
  sed -n '2,9p' "$0" >&2
  exit 2
fi
if [[ ! -x .build/fuzz/blocks-fuzz ]]; then
  BLOCKS_FUZZ_BUILD_ONLY=1 Scripts/fuzz.sh
fi
exec .build/fuzz/blocks-fuzz "$@"
