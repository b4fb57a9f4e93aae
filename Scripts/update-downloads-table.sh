#!/usr/bin/env bash
# Copies the table of download sizes that `blocks-bench downloads` prints (view form and
# standalone file, lines and bytes) into BENCHMARKS.md, between its `downloads-table` markers. Sizes do not
# vary between runs, so the table is exact; run this after any change to a block's view, demo or
# the sources a standalone file carries. With --check, fails instead of writing when the table
# in BENCHMARKS.md is not the current one.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product blocks-bench >/dev/null
table=$(.build/release/blocks-bench downloads | sed -n 's/^  \(|.*\)$/\1/p')
[[ -n "$table" ]] || { echo "update-downloads-table: blocks-bench printed no table" >&2; exit 1; }

begin='<!-- downloads-table: begin (Scripts/update-downloads-table.sh writes this table) -->'
end='<!-- downloads-table: end -->'
grep -qF "$begin" BENCHMARKS.md && grep -qF "$end" BENCHMARKS.md || {
  echo "update-downloads-table: BENCHMARKS.md has no downloads-table markers" >&2
  exit 1
}
updated=$(BEGIN="$begin" END="$end" TABLE="$table" python3 - <<'PY'
import os
text = open("BENCHMARKS.md", encoding="utf-8").read()
begin, end, table = os.environ["BEGIN"], os.environ["END"], os.environ["TABLE"]
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
print(head + begin + "\n" + table + "\n" + end + tail, end="")
PY
)
if [[ "${1:-}" == "--check" ]]; then
  if [[ "$updated" != "$(cat BENCHMARKS.md)" ]]; then
    echo "update-downloads-table: the table in BENCHMARKS.md is out of date; run" \
      "Scripts/update-downloads-table.sh" >&2
    exit 1
  fi
  echo "update-downloads-table: BENCHMARKS.md has the current table"
else
  printf '%s' "$updated" > BENCHMARKS.md
  echo "update-downloads-table: wrote the table into BENCHMARKS.md"
fi
