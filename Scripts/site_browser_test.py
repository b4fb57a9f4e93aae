#!/usr/bin/env python3
"""Checks the catalog site in a real browser: Chromium driven through WebDriver (Selenium).

Serves the site with `python3 -m http.server` on 127.0.0.1 and checks, in English and Spanish:
the index lists every block; search gives what `blocks search` gives; the filters; the language
switch lands on the same block; the theme switch changes the computed background and is
remembered; the Code tab (mouse and arrow keys, aria-selected) shows highlighted source whose text
is the download; the copy button puts exactly that text on the clipboard; the download is
byte-identical to what `blocks add` writes; the previews load, animate (a sampled attribute and
the drawn pixels change over time), follow the theme, switch scenario and replay; reduced motion
shows the posters; no console errors; axe-core finds no violation on the index and on every block
page in both themes. The live blocks (the blocks' state machines compiled to WebAssembly) are
driven with the mouse and the keyboard by live_browser_checks.py. Also: the site without
JavaScript lists every block and shows no live block, and the site opened from file:// works.
Saves screenshots and prints what it checked.

Usage: site_browser_test.py --site DIR --blocks BLOCKS_BINARY --axe AXE_MIN_JS --screenshots DIR
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

import tinycss2
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from live_browser_checks import LiveChecks

LANGUAGES = ["en", "es"]
THEMES = {"light": "rgb(255, 255, 255)", "dark": "rgb(15, 17, 21)"}
QUERIES = ["deslizar", "confirmacion", "PULSACIÓN", "tarea lista", "swipe", "botón", "xyz"]
# Fixed expectations on top of matching `blocks search`: blocks a query must show, in this
# order (a block added later may show among them).
FIXED = {
    "deslizar": [
        "swipe-to-confirm-slider", "completion-swipe-row", "interactive-pager-transition",
        "swipe-card-stack", "toast-stack",
    ],
    "confirmacion": ["swipe-to-confirm-slider"],
}


def shows_fixed(shown, query):
    """Whether `shown` has the query's fixed blocks in their order."""
    return [id for id in shown if id in FIXED[query]] == FIXED[query]

SAMPLE_ANIMATION = """
var values = [];
document.querySelectorAll('animate, animateTransform, animateMotion, set').forEach(function (a) {
  var target = a.targetElement || a.parentElement;
  var name = a.getAttribute('attributeName') || 'transform';
  var value;
  if (a.localName === 'animateTransform' || a.localName === 'animateMotion') {
    var list = target.transform.animVal;
    var parts = [];
    for (var i = 0; i < list.numberOfItems; i += 1) {
      var m = list.getItem(i).matrix;
      parts.push([m.a, m.b, m.c, m.d, m.e, m.f].join(','));
    }
    value = parts.join(';');
  } else if (target[name] && target[name].animVal !== undefined) {
    var animated = target[name].animVal;
    value = animated !== null && typeof animated === 'object' && 'value' in animated
      ? animated.value : String(animated);
  } else {
    value = getComputedStyle(target).getPropertyValue(name);
  }
  values.push(name + '=' + value);
});
return values.join('|');
"""


class Checks:
    """Counts checks by kind and remembers failures; never stops at the first one."""

    def __init__(self):
        self.passed = 0
        self.failures = []
        self.counts = {}

    def check(self, condition, kind, message):
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if condition:
            self.passed += 1
        else:
            self.failures.append(f"{kind}: {message}")
            print(f"  FAIL {kind}: {message}", flush=True)
        return condition


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """`python3 -m http.server --bind 127.0.0.1` serving `directory` on a free port."""

    def __init__(self, directory):
        self.port = free_port()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(self.port),
             "-d", directory], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.url = f"http://127.0.0.1:{self.port}/"
        deadline = time.monotonic() + 10
        while True:
            try:
                urllib.request.urlopen(self.url, timeout=1).close()
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.shutdown()
                    raise RuntimeError("the HTTP server did not start")
                time.sleep(0.1)

    def shutdown(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def start_browser(javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=1280,1000", "--no-first-run", "--no-default-browser-check",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--allow-file-access-from-files",
    ]:
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


class SiteTest:
    def __init__(self, arguments):
        self.site = os.path.abspath(arguments.site)
        self.blocks = arguments.blocks
        self.axe_source = open(arguments.axe, encoding="utf-8").read()
        self.screenshots = arguments.screenshots
        self.checks = Checks()
        self.registry = json.load(open(os.path.join(self.site, "registry.json"), encoding="utf-8"))
        # A block is two items: its view form (named after the block) and its standalone file.
        self.items = [item for item in self.registry["items"] if item["meta"]["form"] == "view"]
        self.ids = [item["name"] for item in self.items]
        # The index shows the blocks by category (in the order of the categories' first blocks),
        # each category's in catalog order; a search shows one list in its own order.
        categories = {item["name"]: item["categories"][0] for item in self.items}
        order = list(dict.fromkeys(categories[id] for id in self.ids))
        self.grouped_ids = sorted(self.ids, key=lambda id: order.index(categories[id]))
        self.names = {item["name"]: item["title"] for item in self.items}
        self.facets = {item["name"]: {"category": item["categories"][0],
                                      "level": item["meta"]["level"]}
                       for item in self.items}
        self.exports = self.install_with_blocks_add()
        self.expected_search = {query: self.blocks_search(query) for query in QUERIES}
        self.pages = 0
        self.weights = []
        self.axe_runs = 0
        self.console_errors = 0

    # MARK: Reference data from the blocks tool

    def install_with_blocks_add(self):
        """What `blocks add` writes for every block (its view form), by id; the site's tests
        compare the standalone files byte for byte."""
        directory = tempfile.mkdtemp(prefix="site-browser-test-")
        subprocess.run([self.blocks, "add", *self.ids, "--to", directory], check=True,
                       stdout=subprocess.DEVNULL)
        exports = {}
        for item in self.items:
            file_name = item["files"][0]["target"]
            with open(os.path.join(directory, file_name), "rb") as file:
                exports[item["name"]] = file.read()
        return exports

    def blocks_search(self, query):
        result = subprocess.run([self.blocks, "search", *query.split(), "--json"], check=True,
                                capture_output=True, text=True)
        return [entry["id"] for entry in json.loads(result.stdout)]

    # MARK: Browser helpers

    def open(self, url):
        self.driver.get(url)
        WebDriverWait(self.driver, 10).until(
            lambda driver: driver.execute_script("return document.readyState") == "complete")
        self.pages += 1

    def collect_console(self, where, ignore=None):
        errors = [entry for entry in self.driver.get_log("browser")
                  if entry.get("level") == "SEVERE"
                  and not (ignore and ignore in entry.get("message", ""))]
        self.console_errors += len(errors)
        self.checks.check(not errors, "console", f"{where}: {errors}")

    def set_theme(self, theme):
        self.driver.find_element(By.CSS_SELECTOR, f'[data-theme-choice="{theme}"]').click()

    def background(self):
        return self.driver.execute_script(
            "return getComputedStyle(document.body).backgroundColor")

    def visible_cards(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#block-list .card'))"
            ".filter(function (card) { return card.offsetParent !== null; })"
            ".map(function (card) { return card.getAttribute('data-id'); })")

    def visible_groups(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#block-list .card-group'))"
            ".filter(function (group) { return group.offsetParent !== null; })"
            ".map(function (group) { return group.getAttribute('data-group'); })")

    def type_query(self, text):
        field = self.driver.find_element(By.ID, "search-query")
        field.clear()
        # Clearing does not send an input event; the script listens to input.
        field.send_keys(" ")
        field.send_keys(Keys.BACKSPACE)
        if text:
            field.send_keys(text)

    def axe(self, where, skip_source=False):
        """Runs axe-core on the page; `skip_source` leaves out the highlighted single-file source,
        whose thousands of spans take axe seconds per run and use the same few colors on every
        page (a full run on one block page per theme covers them)."""
        self.driver.execute_script(self.axe_source)
        context = "{exclude: [['#source-code']]}" if skip_source else "document"
        result = self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "axe.run(" + context + ", {resultTypes: ['violations']})"
            ".then(function (r) { done(r.violations.map(function (v) {"
            "  return v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map(function (n) {"
            "    return n.target.join(' ') + ' ' + (n.failureSummary || '').replace(/\\s+/g, ' ');"
            "  }).join(' | '); })); })"
            ".catch(function (e) { done(['axe failed: ' + e]); });")
        self.axe_runs += 1
        self.checks.check(not result, "axe", f"{where}: {result}")

    def fetch(self, url):
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.read()

    def visible_preview_images(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('img.pv'))"
            ".filter(function (i) { return i.offsetParent !== null; })"
            ".map(function (i) { return {src: i.getAttribute('src'), classes: i.className,"
            " loaded: i.complete && i.naturalWidth > 0, alt: i.alt}; })")

    def wait_for_previews(self):
        """Waits until the shown previews have loaded, at most 5 s. They load lazily, once near
        the window, so the shown ones further down are asked for now, as a scroll would; the
        hidden ones (the other theme's) stay unfetched."""
        self.driver.execute_script(
            "document.querySelectorAll('img.pv').forEach(function (i) {"
            "  if (i.offsetParent !== null) { i.loading = 'eager'; } });")
        try:
            WebDriverWait(self.driver, 5).until(
                lambda driver: all(i["loaded"] for i in self.visible_preview_images()))
        except TimeoutException:
            pass

    def wait_for_live(self):
        """Waits for the live block to run, at most 5 s."""
        try:
            WebDriverWait(self.driver, 5).until(lambda driver: driver.execute_script(
                "var live = document.querySelector('[data-live]');"
                "return !!live && !live.hidden;"))
        except TimeoutException:
            pass

    def show_scenarios(self):
        """Waits for the live block to run (at most 5 s), then opens the animated scenarios.
        Returns whether they were closed: the live block folds them away when it starts."""
        self.wait_for_live()
        return self.driver.execute_script(
            "var details = document.querySelector('[data-scenarios]');"
            "if (!details) { return false; }"
            "var closed = !details.open; details.open = true; return closed;")

    def screenshot(self, name):
        os.makedirs(self.screenshots, exist_ok=True)
        path = os.path.join(self.screenshots, name)
        height = self.driver.execute_script("return document.documentElement.scrollHeight")
        # The window's frame takes some of its height; leave room so the footer shows.
        self.driver.set_window_size(1280, min(max(height + 160, 800), 4000))
        self.driver.save_screenshot(path)
        self.driver.set_window_size(1280, 1000)
        self.screenshot_paths.append(path)

    # MARK: The checks

    def run(self):
        self.screenshot_paths = []
        server = Server(self.site)
        base = server.url
        self.base = base
        self.driver = start_browser()
        try:
            self.driver.execute_cdp_cmd("Browser.grantPermissions", {
                "origin": base.rstrip("/"),
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
            self.driver.execute_cdp_cmd("Emulation.setFocusEmulationEnabled", {"enabled": True})
            print("stylesheet", flush=True)
            self.check_stylesheet()
            for language in LANGUAGES:
                print(f"[{language}] index", flush=True)
                self.check_index(language)
                for block in self.ids:
                    print(f"[{language}] {block}", flush=True)
                    self.check_block_page(language, block)
                print(f"[{language}] navigation", flush=True)
                self.check_navigation(language)
            print("live blocks", flush=True)
            live_pages = LiveChecks(self.driver, base, self.checks.check)
            live_pages.run()
            self.pages += live_pages.pages
            self.collect_console("live blocks")
            self.check_reduced_motion()
            self.check_animation_in_svg()
            self.check_screenshots()
        finally:
            self.driver.quit()
            server.shutdown()
        self.check_without_javascript()
        self.check_file_url()
        self.report()

    def check_stylesheet(self):
        """Parses assets/site.css (CSS Syntax Level 3, tinycss2) and asks the browser whether it
        takes every rule: each selector (`CSS.supports("selector(…)")`), each declaration
        (`CSS.supports(property, value)`) and each media query. Chromium drops what it does not
        take without a word, so a misspelled property or a selector it cannot parse shows here
        and nowhere else."""
        check = self.checks.check
        self.open(self.page_url("en"))
        with open(os.path.join(self.site, "assets", "site.css"), encoding="utf-8") as file:
            css = file.read()
        selectors, declarations, media = [], [], []

        def split_commas(tokens):
            parts, current = [], []
            for token in tokens:
                if token.type == "literal" and token.value == ",":
                    parts.append(current)
                    current = []
                else:
                    current.append(token)
            return parts + [current]

        def visit(rules, in_keyframes=False):
            for rule in rules:
                if rule.type == "error":
                    check(False, "stylesheet", f"parse error: {rule.message}")
                elif rule.type == "qualified-rule":
                    if not in_keyframes:
                        for part in split_commas(rule.prelude):
                            selectors.append(tinycss2.serialize(part).strip())
                    for item in tinycss2.parse_declaration_list(
                            rule.content, skip_comments=True, skip_whitespace=True):
                        if item.type == "error":
                            check(False, "stylesheet", f"declaration: {item.message}")
                        elif item.type == "declaration" and not item.name.startswith("--"):
                            declarations.append(
                                [item.name, tinycss2.serialize(item.value).strip()])
                elif rule.type == "at-rule":
                    prelude = tinycss2.serialize(rule.prelude).strip()
                    if rule.at_keyword == "media":
                        media.append(prelude)
                    check(rule.at_keyword in ("media", "container", "keyframes"), "stylesheet",
                          f"an at-rule the site does not use: @{rule.at_keyword}")
                    visit(tinycss2.parse_rule_list(
                        rule.content or [], skip_comments=True, skip_whitespace=True),
                          in_keyframes=rule.at_keyword == "keyframes")

        visit(tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True))
        refused = self.driver.execute_script(
            "var out = [];"
            "arguments[0].forEach(function (s) {"
            "  if (!CSS.supports('selector(' + s + ')')) { out.push('selector ' + s); } });"
            "arguments[1].forEach(function (d) {"
            "  if (!CSS.supports(d[0], d[1])) { out.push(d[0] + ': ' + d[1]); } });"
            "arguments[2].forEach(function (m) {"
            "  if (matchMedia(m).media === 'not all') { out.push('@media ' + m); } });"
            "return out;", selectors, declarations, media)
        check(not refused, "stylesheet", f"Chromium refuses: {refused}")
        check(len(selectors) > 100 and len(declarations) > 300, "stylesheet",
              f"only {len(selectors)} selectors and {len(declarations)} declarations were read")
        print(f"  stylesheet: {len(selectors)} selectors, {len(declarations)} declarations, "
              f"{len(media)} media queries, all taken")

    def page_url(self, language, block=None):
        prefix = "" if language == "en" else language + "/"
        return self.base + prefix + (f"blocks/{block}.html" if block else "index.html")

    def check_index(self, language):
        check = self.checks.check
        self.open(self.page_url(language))
        check(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == language,
              "index", f"{language}: html lang")
        check(self.visible_cards() == self.grouped_ids, "index",
              f"{language}: lists {self.visible_cards()}, expected {self.grouped_ids}")
        titles = [element.text for element in
                  self.driver.find_elements(By.CSS_SELECTOR, "#block-list .card-title")]
        check(titles == [self.names[id] for id in self.grouped_ids], "index",
              f"{language}: {titles}")
        sections = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#block-list .card-group'))"
            ".map(function (group) { return [group.querySelector('h2').textContent,"
            " Array.from(group.querySelectorAll('.card')).map(function (card) {"
            "  return card.getAttribute('data-id'); })]; })")
        check(len(sections) == len(set(item["categories"][0] for item in self.items))
              and [id for _, ids in sections for id in ids] == self.grouped_ids
              and all(heading for heading, _ in sections), "index groups",
              f"{language}: {sections}")
        self.wait_for_previews()
        images = self.visible_preview_images()
        check(len(images) == len(self.ids) and all(image["loaded"] for image in images),
              "previews", f"{language}: index previews {images}")
        # The previews load lazily, so only the shown theme's animations are fetched.
        fetched = self.driver.execute_script(
            "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
            ".filter(function (n) { return n.indexOf('/previews/') >= 0; })")
        check(len(fetched) == len(self.ids)
              and all(name.endswith(f"-{language}-light.svg") for name in fetched),
              "index weight", f"{language}: the index fetched {fetched}")
        for query in QUERIES:
            self.type_query(query)
            shown = self.visible_cards()
            check(shown == self.expected_search[query], "search",
                  f"{language}: '{query}' shows {shown}, blocks search gives "
                  f"{self.expected_search[query]}")
            if query in FIXED:
                check(shows_fixed(shown, query), "search", f"{language}: '{query}' shows {shown}")
            check(not query or self.visible_groups() == [], "search",
                  f"{language}: '{query}' shows the sections {self.visible_groups()}")
        self.type_query("")
        check(self.visible_cards() == self.grouped_ids and len(self.visible_groups()) > 1,
              "search", f"{language}: cleared query shows {self.visible_cards()}")
        for select_id, value, field, known in [
            ("filter-category", "buttons", "category", ["hold-to-confirm-button"]),
            ("filter-level", "advanced", "level", ["interactive-pager-transition"]),
        ]:
            Select(self.driver.find_element(By.ID, select_id)).select_by_value(value)
            expected = [id for id in self.grouped_ids if self.facets[id][field] == value]
            check(self.visible_cards() == expected and set(known) <= set(expected), "filters",
                  f"{language}: {select_id}={value} shows {self.visible_cards()}")
            # Only the sections with a card left show, with their headings.
            groups = self.visible_groups()
            sections = list(dict.fromkeys(self.facets[id]["category"] for id in expected))
            check(groups == sections, "filters",
                  f"{language}: {select_id}={value} shows the sections {groups}")
            Select(self.driver.find_element(By.ID, select_id)).select_by_value("")
        # The search from a link: ?q= fills the box and filters.
        self.open(self.page_url(language) + "?q=" + urllib.parse.quote("deslizar"))
        check(self.visible_cards() == self.expected_search["deslizar"]
              and shows_fixed(self.visible_cards(), "deslizar"), "search",
              f"{language}: ?q=deslizar shows {self.visible_cards()}")
        self.open(self.page_url(language))
        for theme, color in THEMES.items():
            self.set_theme(theme)
            check(self.background() == color, "theme",
                  f"{language}: {theme} background is {self.background()}")
            self.axe(f"{language} index, {theme}")
        self.set_theme("dark")
        self.open(self.page_url(language))
        check(self.background() == THEMES["dark"], "theme", f"{language}: dark is remembered")
        self.set_theme("auto")
        check(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-theme')") is None,
            "theme", f"{language}: auto removes the choice")
        self.collect_console(f"{language} index")

    def check_block_page(self, language, block):
        check = self.checks.check
        other = "es" if language == "en" else "en"
        self.open(self.page_url(language, block))
        check(self.driver.find_element(By.TAG_NAME, "h1").text == self.names[block],
              "block page", f"{language} {block}: h1")
        # The language switch lands on the same block.
        self.driver.find_element(By.CSS_SELECTOR, "[data-language-switch]").click()
        WebDriverWait(self.driver, 10).until(
            lambda driver: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == other)
        check(self.driver.current_url == self.page_url(other, block), "language switch",
              f"{language} {block}: landed on {self.driver.current_url}")
        check(self.driver.find_element(By.TAG_NAME, "h1").text == self.names[block],
              "language switch", f"{language} {block}: h1 after switching")
        self.open(self.page_url(language, block))

        # What the page loads at first, at 1280 px, once the live block runs.
        self.wait_for_live()
        # The page fetched its own block's module and no other. Its first load without the
        # module stays within 120 KB and its HTML within 60 KB; the module within 150 KB.
        entries = self.driver.execute_script(
            "return performance.getEntriesByType('navigation')"
            ".concat(performance.getEntriesByType('resource'))"
            ".map(function (e) { return [e.name.split('#')[0], e.decodedBodySize]; })")
        modules = [(name, size) for name, size in entries if name.endswith(".wasm")]
        check([name.split("/assets/")[-1] for name, _ in modules] == [f"live/{block}.wasm"]
              and all(0 < size <= 150_000 for _, size in modules), "weight",
              f"{language} {block}: fetched the modules {modules}")
        first_load = sum(size for name, size in entries if not name.endswith(".wasm"))
        page = entries[0][1]
        check(0 < page <= 60_000 and first_load <= 120_000, "weight",
              f"{language} {block}: HTML {page} B, first load {first_load} B without the module")
        self.weights.append((f"{language} {block}", page, first_load, sum(s for _, s in modules)))

        # The block itself is on the first screen, on a desktop and on a phone: the live block,
        # or the animated previews where the page has none.
        for width, height in [(1280, 800), (390, 844)]:
            # The size is the viewport's: the window's frame is added to it.
            self.driver.set_window_size(width, height)
            frame = height - self.driver.execute_script("return window.innerHeight")
            self.driver.set_window_size(width, height + frame)
            top, viewport = self.driver.execute_script(
                "window.scrollTo(0, 0);"
                "var stage = document.querySelector('[data-live]:not([hidden])')"
                " || document.querySelector('#panel-preview .previews');"
                "return [stage.getBoundingClientRect().top, window.innerHeight];")
            check(top < viewport - 100, "first screen",
                  f"{language} {block} at {width}x{height}: the stage starts at {top:.0f} px "
                  f"of {viewport} px")
            # The live block's settings sit beside its drawing where the page is wide enough,
            # and below it on a phone.
            boxes = self.driver.execute_script(
                "var live = document.querySelector('[data-live]:not([hidden])');"
                "if (!live) { return null; }"
                "var stage = live.querySelector('[data-live-stage]').getBoundingClientRect();"
                "var settings = live.querySelector('.live-settings').getBoundingClientRect();"
                "return {stage: [stage.left, stage.top, stage.right, stage.bottom],"
                " settings: [settings.left, settings.top, settings.right, settings.bottom]};")
            if boxes:
                stage, settings = boxes["stage"], boxes["settings"]
                beside = settings[0] >= stage[2] and settings[1] < stage[3]
                below = settings[1] >= stage[3]
                check(beside if width == 1280 else below, "stage",
                      f"{language} {block} at {width}: the settings are not "
                      f"{'beside' if width == 1280 else 'below'} the drawing: {boxes}")
        self.driver.set_window_size(1280, 1000)

        # Once the live block runs, the animated scenarios fold away beneath it: one block on
        # the screen. The checks below open them.

        closed = self.show_scenarios()
        check(closed, "stage", f"{language} {block}: the scenarios stay open under the live block")


        # Previews: loaded, following the theme, scenario picker and replay.
        for theme in THEMES:
            self.set_theme(theme)
            self.wait_for_previews()
            images = self.visible_preview_images()
            check(len(images) == 1 and images[0]["loaded"] and f"pv-{theme}" in images[0]["classes"]
                  and "pv-animated" in images[0]["classes"] and images[0]["alt"],
                  "previews", f"{language} {block} {theme}: {images}")
        self.set_theme("light")
        picker = Select(self.driver.find_element(By.ID, "scenario-picker"))
        scenarios = [option.get_attribute("value") for option in picker.options]
        for scenario in scenarios:
            picker.select_by_value(scenario)
            shown = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('.preview'))"
                ".filter(function (f) { return !f.hidden; })"
                ".map(function (f) { return f.getAttribute('data-scenario'); })")
            self.wait_for_previews()
            images = self.visible_preview_images()
            check(shown == [scenario] and len(images) == 1 and images[0]["loaded"]
                  and f"/{scenario}-{language}-light.svg" in images[0]["src"],
                  "scenario picker", f"{language} {block} {scenario}: {shown} {images}")
        self.driver.find_element(By.CSS_SELECTOR, "[data-replay]").click()
        self.wait_for_previews()
        images = self.visible_preview_images()
        check(len(images) == 1 and images[0]["src"].endswith("#replay-1") and images[0]["loaded"],
              "replay", f"{language} {block}: {images}")
        self.check_preview_pixels_change(f"{language} {block}")

        # Contrast and structure are the same in both languages (only the words differ), so the
        # first language's pages are checked in both themes and on both tabs, and the second's
        # once per tab, in alternate themes: the Preview tab in dark and the Code tab in light.
        first_language = language == LANGUAGES[0]
        for theme in THEMES if first_language else ["dark"]:
            self.set_theme(theme)
            self.axe(f"{language} {block}, {theme}, Preview tab")

        # Tabs: mouse, then arrow keys. The source is not fetched before the Code tab opens.
        preview_tab = self.driver.find_element(By.ID, "tab-preview")
        code_tab = self.driver.find_element(By.ID, "tab-code")
        fetched = self.driver.execute_script(
            "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
            ".filter(function (n) { return n.indexOf('/code/') >= 0; })")
        check(not fetched and self.driver.execute_script(
            "return document.getElementById('source-code').hasAttribute('data-source')"),
            "code on demand", f"{language} {block}: the source was fetched early: {fetched}")
        code_tab.click()
        WebDriverWait(self.driver, 10).until(lambda driver: driver.execute_script(
            "return document.getElementById('source-code').hasAttribute('data-loaded')"))
        check(code_tab.get_attribute("aria-selected") == "true"
              and preview_tab.get_attribute("aria-selected") == "false"
              and self.driver.find_element(By.ID, "panel-code").is_displayed()
              and not self.driver.find_element(By.ID, "panel-preview").is_displayed(),
              "tabs", f"{language} {block}: click Code")
        code_tab.send_keys(Keys.ARROW_LEFT)
        check(preview_tab.get_attribute("aria-selected") == "true"
              and self.driver.switch_to.active_element == preview_tab
              and self.driver.find_element(By.ID, "panel-preview").is_displayed(),
              "tabs", f"{language} {block}: ArrowLeft selects Preview")
        preview_tab.send_keys(Keys.ARROW_RIGHT)
        check(code_tab.get_attribute("aria-selected") == "true"
              and self.driver.switch_to.active_element == code_tab
              and self.driver.find_element(By.ID, "panel-code").is_displayed(),
              "tabs", f"{language} {block}: ArrowRight selects Code")

        # The Code tab: highlighted source whose text is the download.
        export = self.exports[block]
        counts = self.driver.execute_script(
            "var code = document.getElementById('source-code'); var counts = {};"
            "['k','t','s','c','n','a','d','m','i'].forEach(function (k) {"
            "  counts[k] = code.querySelectorAll('span.' + k).length; });"
            "counts.text = code.textContent; return counts;")
        text = counts.pop("text")
        # Directives (d) only where the file has one: the view form has none left.
        kinds = "ktscna" + ("d" if b"#if " in export else "")
        check(all(counts[kind] > 0 for kind in kinds), "highlighting",
              f"{language} {block}: span counts {counts}")
        check(text.encode("utf-8") == export, "highlighting",
              f"{language} {block}: the Code tab's text is not the export")
        keyword_color = self.driver.execute_script(
            "return getComputedStyle(document.querySelector('#source-code span.k')).color")
        plain_color = self.driver.execute_script(
            "return getComputedStyle(document.getElementById('source-code')).color")
        check(keyword_color != plain_color, "highlighting",
              f"{language} {block}: keywords are not colored")

        # Copy: the clipboard holds exactly the export.
        self.driver.execute_script("return navigator.clipboard.writeText('')")
        copy_button = self.driver.find_element(By.CSS_SELECTOR, '[data-copy="source-code"]')
        label = copy_button.text
        copy_button.click()
        WebDriverWait(self.driver, 5).until(
            lambda driver: driver.find_element(By.CSS_SELECTOR, ".copy-status").text != "")
        # The feedback is on the button pressed, as well as in the polite status line.
        status_word = self.driver.find_element(By.CSS_SELECTOR, ".copy-status").text
        check(copy_button.text == status_word and copy_button.text != label, "copy",
              f"{language} {block}: the button says '{copy_button.text}', not '{status_word}'")
        WebDriverWait(self.driver, 5).until(lambda driver: copy_button.text == label)
        copied = self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "navigator.clipboard.readText().then(done, function (e) { done(null); });")
        check(copied is not None and copied.encode("utf-8") == export, "copy",
              f"{language} {block}: clipboard holds "
              f"{'nothing' if copied is None else str(len(copied)) + ' characters'}, "
              f"export has {len(export)} bytes")

        # Download: the same bytes as `blocks add`.
        link = self.driver.find_element(By.CSS_SELECTOR, "[data-download]")
        downloaded = self.fetch(link.get_attribute("href"))
        check(downloaded == export, "download", f"{language} {block}: download differs")
        check(link.get_attribute("download") is not None, "download",
              f"{language} {block}: no download attribute")

        full = first_language and block == self.ids[0]
        for theme in THEMES if first_language else ["light"]:
            self.set_theme(theme)
            self.axe(f"{language} {block}, {theme}, Code tab", skip_source=not full)
        self.set_theme("light")

        # Previous and next links lead to the neighbouring blocks.
        position = self.ids.index(block)
        for rel, neighbour in [("prev", position - 1), ("next", position + 1)]:
            links = self.driver.find_elements(By.CSS_SELECTOR, f'a[rel="{rel}"]')
            if 0 <= neighbour < len(self.ids):
                check(len(links) == 1 and links[0].get_attribute("href")
                      == self.page_url(language, self.ids[neighbour]),
                      "previous/next", f"{language} {block}: {rel}")
            else:
                check(not links, "previous/next", f"{language} {block}: unexpected {rel}")
        self.collect_console(f"{language} {block}")

    def active_id(self):
        return self.driver.execute_script("return document.activeElement.id")

    def check_navigation(self, language):
        """The docs-site parts: the sidebar (a column on a desktop, a menu on a phone), search
        from a block page with / and Ctrl+K, the table of contents following the reader,
        heading anchors, the index's address following its search, and the 404 page."""
        check = self.checks.check
        block = self.ids[2]
        self.driver.set_window_size(1280, 1000)
        self.open(self.page_url(language, block))
        current = self.driver.execute_script(
            "var link = document.querySelector('.sidebar a[aria-current=\"page\"]');"
            "return link && link.offsetParent !== null ? link.href : null;")
        check(current == self.page_url(language, block), "sidebar",
              f"{language}: the sidebar marks {current}")
        listed = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.sidebar li a'))"
            ".filter(function (a) { return a.offsetParent !== null; }).length")
        check(listed == len(self.ids), "sidebar", f"{language}: {listed} blocks shown at 1280")
        # The next block from the sidebar.
        target = self.page_url(language, self.ids[3])
        self.driver.find_element(By.CSS_SELECTOR, f'.sidebar a[href$="{self.ids[3]}.html"]').click()
        WebDriverWait(self.driver, 10).until(lambda driver: driver.current_url == target)
        self.pages += 1
        self.open(self.page_url(language, block))

        # The table of contents marks the section read, and stays in view beside it.
        for section in ["api", "installation", "preview-and-code"]:
            self.driver.execute_script(
                f"document.getElementById('{section}').scrollIntoView({{block: 'start'}});")
            try:
                WebDriverWait(self.driver, 3).until(lambda driver: driver.execute_script(
                    "var a = document.querySelector('.toc a[aria-current=\"true\"]');"
                    "return a ? a.getAttribute('href') : null;") == f"#{section}")
                marked = True
            except TimeoutException:
                marked = False
            check(marked, "table of contents", f"{language}: #{section} is not marked")
            top = self.driver.execute_script(
                "return document.querySelector('.toc').getBoundingClientRect().top")
            check(0 <= top < 200, "table of contents",
                  f"{language}: at #{section} the contents are at {top:.0f} px")

        # The live block follows the page's theme.
        self.show_scenarios()
        for theme, dark in [("dark", True), ("light", False)]:
            self.set_theme(theme)
            checked = self.driver.execute_script(
                "var box = document.querySelector('[data-live] [data-theme-dark]');"
                "return box ? box.checked : null;")
            check(checked is dark, "stage", f"{language}: after {theme}, the live block's Dark "
                  f"setting is {checked}")

        # A heading's anchor links to its section.
        self.driver.find_element(By.CSS_SELECTOR, '.heading-anchor[href="#api"]').click()
        check(self.driver.execute_script("return location.hash") == "#api", "anchors",
              f"{language}: the API heading's anchor")

        # Search from a block page: / and Ctrl+K focus the header's box, Enter searches the index.
        self.driver.execute_script("window.scrollTo(0, 0); document.activeElement.blur();")
        ActionChains(self.driver).send_keys("/").perform()
        check(self.active_id() == "site-search", "search shortcut",
              f"{language}: / focuses {self.active_id() or 'nothing'}")
        check(self.driver.find_element(By.ID, "site-search").get_attribute("value") == "",
              "search shortcut", f"{language}: / was typed into the box")
        self.driver.execute_script("document.activeElement.blur();")
        ActionChains(self.driver).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL) \
            .perform()
        check(self.active_id() == "site-search", "search shortcut",
              f"{language}: Ctrl+K focuses {self.active_id() or 'nothing'}")
        query = "hold"
        self.driver.find_element(By.ID, "site-search").send_keys(query, Keys.ENTER)
        WebDriverWait(self.driver, 10).until(
            lambda driver: driver.current_url.startswith(self.page_url(language) + "?q="))
        WebDriverWait(self.driver, 10).until(
            lambda driver: driver.execute_script("return document.readyState") == "complete")
        self.pages += 1
        expected = self.blocks_search(query)
        check(self.visible_cards() == expected, "search", f"{language}: header search for "
              f"'{query}' shows {self.visible_cards()}, blocks search gives {expected}")
        check(self.driver.find_element(By.ID, "search-query").get_attribute("value") == query,
              "search", f"{language}: the index's box holds the query")
        # On the index the shortcut focuses the index's own box.
        self.driver.execute_script("document.activeElement.blur();")
        ActionChains(self.driver).send_keys("/").perform()
        check(self.active_id() == "search-query", "search shortcut",
              f"{language}: / on the index focuses {self.active_id() or 'nothing'}")

        # The index's address follows its search; an empty result offers to clear it.
        self.type_query("zzzz")
        check(self.visible_cards() == [], "search", f"{language}: 'zzzz' shows cards")
        check("q=zzzz" in self.driver.current_url, "search address",
              f"{language}: the address is {self.driver.current_url}")
        clear = self.driver.find_element(By.CSS_SELECTOR, "[data-clear-filters]")
        check(clear.is_displayed(), "search", f"{language}: no way to clear an empty result")
        clear.click()
        check(self.visible_cards() == self.grouped_ids and "?" not in self.driver.current_url
              and not clear.is_displayed(), "search",
              f"{language}: clearing shows {self.visible_cards()} at {self.driver.current_url}")

        # On a phone the sidebar is a closed menu that opens.
        self.driver.set_window_size(390, 900)
        self.open(self.page_url(language, block))
        menu = self.driver.find_element(By.CSS_SELECTOR, "[data-sidebar]")
        check(menu.get_attribute("open") is None, "sidebar", f"{language}: open on a phone")
        self.driver.find_element(By.CSS_SELECTOR, "[data-sidebar] > summary").click()
        shown = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.sidebar li a'))"
            ".filter(function (a) { return a.offsetParent !== null; }).length")
        check(shown == len(self.ids), "sidebar", f"{language}: the phone menu shows {shown}")
        self.driver.set_window_size(1280, 1000)

        # A missing address: the bilingual page, which leads back to the catalog.
        if language == LANGUAGES[0]:
            self.open(self.base + "404.html")
            check(self.driver.find_element(By.TAG_NAME, "h1").is_displayed(), "404", "no heading")
            links = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('.not-found a'))"
                ".map(function (a) { return a.href; })")
            check(links == [self.page_url("en"), self.page_url("es")], "404", f"links {links}")
            self.axe("404 page")
        self.collect_console(f"{language} navigation")

    def check_preview_pixels_change(self, where):
        """The preview drawn in the page changes between two moments: it animates."""
        image = [element for element in self.driver.find_elements(By.CSS_SELECTOR, "img.pv")
                 if element.is_displayed()][0]
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", image)
        first = image.screenshot_as_base64
        changed = False
        # A scenario may hold still for a while (a toast waits out its 4 s before it leaves).
        deadline = time.monotonic() + 8
        while not changed and time.monotonic() < deadline:
            time.sleep(0.1)
            changed = image.screenshot_as_base64 != first
        self.checks.check(changed, "animation", f"{where}: the preview's pixels did not change")

    def check_animation_in_svg(self):
        """Every animated SVG of the site has a title and animation elements; in the browser,
        every scenario changes a sampled attribute over time, in English on light and in Spanish
        on dark (the other two drawings of a scenario differ from these only in colors or
        words)."""
        for item in self.items:
            block = item["name"]
            folder = os.path.join(self.site, "previews", block)
            for name in sorted(os.listdir(folder)):
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                animates = "<animate" in text or "<set" in text
                if name.endswith("-poster.svg"):
                    self.checks.check(not animates, "poster", f"{block}/{name} animates")
                    continue
                self.checks.check(animates and "<title" in text, "animation",
                                  f"{block}/{name}: no animation or no <title> in the file")
                if not (name.endswith("-en-light.svg") or name.endswith("-es-dark.svg")):
                    continue
                self.open(self.base + f"previews/{block}/{name}")
                samples = [self.driver.execute_script(SAMPLE_ANIMATION)]
                deadline = time.monotonic() + 3
                while len(set(samples)) < 2 and time.monotonic() < deadline:
                    time.sleep(0.1)
                    samples.append(self.driver.execute_script(SAMPLE_ANIMATION))
                self.checks.check(samples[0] != "" and len(set(samples)) > 1, "animation",
                                  f"{block}/{name}: samples {samples[:3]}")
                title = self.driver.execute_script(
                    "var t = document.querySelector('svg > title'); return t && t.textContent")
                self.checks.check(bool(title), "previews", f"{block}/{name}: no <title>")
        # An SVG document opened on its own has no icon link, so the browser asks for
        # /favicon.ico; that request is the browser's, not the site's.
        self.collect_console("animated SVGs", ignore="/favicon.ico")

    def check_reduced_motion(self):
        check = self.checks.check
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        try:
            for language in LANGUAGES:
                for page in [None, self.ids[0]]:
                    self.open(self.page_url(language, page))
                    if page:
                        self.show_scenarios()
                    for theme in THEMES:
                        self.set_theme(theme)
                        # The theme's posters load lazily, once shown.
                        self.wait_for_previews()
                        images = self.visible_preview_images()
                        check(images and all("pv-poster" in i["classes"] and f"pv-{theme}"
                                             in i["classes"] and i["src"].endswith("-poster.svg")
                                             and i["loaded"] for i in images),
                              "reduced motion", f"{language} {page or 'index'} {theme}: {images}")
                    self.set_theme("light")
                    self.collect_console(f"{language} {page or 'index'} reduced motion")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def check_screenshots(self):
        for theme in THEMES:
            self.open(self.page_url("en"))
            self.set_theme(theme)
            self.screenshot(f"index-{theme}.png")
            self.open(self.page_url("en", self.ids[0]))
            self.set_theme(theme)
            self.screenshot(f"block-{theme}.png")
        # A phone's first screen, in both languages.
        for language in LANGUAGES:
            for name, page in [("index", None), ("block", self.ids[0])]:
                self.first_screen(language, page, 390, 844, f"{name}-phone-{language}.png")
        # Every block page's first screen, at the desktop and the phone size.
        for block in self.ids:
            self.first_screen("en", block, 1280, 800, f"{block}-desktop.png", "light")
            self.first_screen("en", block, 390, 844, f"{block}-phone.png", "dark")
        self.driver.set_window_size(1280, 1000)
        self.set_theme("auto")

    def first_screen(self, language, page, width, height, name, theme=None):
        """Saves what a visitor sees first of a page in a viewport of width × height, with the
        live block running."""
        self.open(self.page_url(language, page))
        if theme:
            self.set_theme(theme)
        self.driver.set_window_size(width, height)
        frame = height - self.driver.execute_script("return window.innerHeight")
        self.driver.set_window_size(width, height + frame)
        if page is not None:
            self.wait_for_live()
        time.sleep(0.5)
        # The header's search hint is read whole, not cut by the field.
        fit = self.driver.execute_script("""
            var input = document.getElementById('site-search');
            if (!input || input.offsetParent === null) { return null; }
            var style = getComputedStyle(input);
            var context = document.createElement('canvas').getContext('2d');
            context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
            var room = input.clientWidth - parseFloat(style.paddingLeft)
              - parseFloat(style.paddingRight);
            return [context.measureText(input.placeholder).width, room, input.placeholder];""")
        if fit is not None:
            self.checks.check(fit[0] <= fit[1], "search hint fits",
                              f"{name}: '{fit[2]}' is {fit[0]:.0f} px in {fit[1]:.0f} px")
        os.makedirs(self.screenshots, exist_ok=True)
        path = os.path.join(self.screenshots, name)
        self.driver.save_screenshot(path)
        self.screenshot_paths.append(path)

    def check_without_javascript(self):
        driver = start_browser(javascript=False)
        try:
            self.driver = driver
            server = Server(self.site)
            base = server.url
            try:
                for language in LANGUAGES:
                    prefix = "" if language == "en" else language + "/"
                    self.open(base + prefix + "index.html")
                    self.checks.check(self.visible_cards() == self.grouped_ids, "without JavaScript",
                                      f"{language}: lists {self.visible_cards()}")
                    self.open(base + prefix + f"blocks/{self.ids[0]}.html")
                    shown = [element.is_displayed() for element in driver.find_elements(
                        By.CSS_SELECTOR, "#panel-preview, #panel-code, #source-code")]
                    self.checks.check(all(shown) and len(shown) == 3, "without JavaScript",
                                      f"{language}: previews and code are all shown")
                    live = driver.find_elements(By.CSS_SELECTOR, "[data-live]")
                    self.checks.check(live and not live[0].is_displayed(), "without JavaScript",
                                      f"{language}: the live block stays hidden")
                    # The Code tab links to the source's own page, which holds the download.
                    self.open(driver.find_element(By.CSS_SELECTOR, "#source-code a")
                              .get_attribute("href"))
                    source = driver.find_element(By.ID, "source-code").get_attribute("textContent")
                    self.checks.check(source.encode("utf-8") == self.exports[self.ids[0]],
                                      "without JavaScript",
                                      f"{language}: the source's page is not the download")
            finally:
                server.shutdown()
        finally:
            driver.quit()

    def check_file_url(self):
        self.driver = start_browser()
        try:
            base = "file://" + urllib.parse.quote(self.site) + "/"
            for language in LANGUAGES:
                prefix = "" if language == "en" else language + "/"
                self.open(base + prefix + "index.html")
                self.checks.check(self.visible_cards() == self.grouped_ids, "file://",
                                  f"{language}: lists {self.visible_cards()}")
                self.type_query("deslizar")
                self.checks.check(self.visible_cards() == self.expected_search["deslizar"],
                                  "file://",
                                  f"{language}: search shows {self.visible_cards()}")
                images = self.visible_preview_images()
                self.checks.check(images and all(i["loaded"] for i in images), "file://",
                                  f"{language}: previews {images}")
                self.set_theme("dark")
                self.checks.check(self.background() == THEMES["dark"], "file://",
                                  f"{language}: theme")
                self.set_theme("auto")
                self.driver.find_element(By.CSS_SELECTOR, ".card-title a").click()
                WebDriverWait(self.driver, 10).until(
                    lambda driver: driver.current_url.endswith(f"blocks/{self.ids[0]}.html"))
                self.checks.check(self.driver.find_element(By.TAG_NAME, "h1").text
                                  == self.names[self.ids[0]], "file://",
                                  f"{language}: the card link opens the block page")
                # Nothing can be fetched from file://, so the live block stays hidden and the
                # Code tab keeps its link to the source's page.
                live = self.driver.find_elements(By.CSS_SELECTOR, "[data-live]")
                self.checks.check(live and not live[0].is_displayed(), "file://",
                                  f"{language}: the live block stays hidden")
                self.driver.find_element(By.ID, "tab-code").click()
                links = self.driver.find_elements(By.CSS_SELECTOR, "#source-code a")
                self.checks.check(
                    len(links) == 1 and links[0].is_displayed() and links[0].get_attribute(
                        "href").endswith(f"code/{self.ids[0]}.html"),
                    "file://", f"{language}: the Code tab links to the source's page")
                self.collect_console(f"{language} file://")
        finally:
            self.driver.quit()

    def report(self):
        counts = ", ".join(f"{kind} {count}" for kind, count in sorted(self.checks.counts.items()))
        print(f"site browser test: {self.pages} page loads, {self.axe_runs} axe-core runs, "
              f"{self.console_errors} console errors")
        print(f"  checks by kind: {counts}")
        for page, html, first_load, module in self.weights:
            print(f"  weight: {page}: HTML {html} B, first load {first_load} B, module {module} B")
        for path in self.screenshot_paths:
            print(f"  screenshot: {path}")
        failed = len(self.checks.failures)
        print(f"{self.checks.passed} passed, {failed} failed")
        if failed:
            sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", required=True)
    parser.add_argument("--blocks", required=True)
    parser.add_argument("--axe", required=True)
    parser.add_argument("--screenshots", required=True)
    SiteTest(parser.parse_args()).run()


if __name__ == "__main__":
    main()
