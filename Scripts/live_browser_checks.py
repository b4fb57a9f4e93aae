#!/usr/bin/env python3
"""The live blocks of the catalog site in a real browser: each block page's own state machine,
compiled to WebAssembly, driven through Chromium's input pipeline (mouse events that become
Pointer Events, and keys).

Checked on every block page: the live block appears (the module loaded and drew the block); drag
the slider's thumb past 92 % and release: the confirmed title shows, the page's callback count goes
up once, "Confirmed" is announced and a haptic pulses; release at half: it springs back and the
count does not move; press and hold the button for its hold duration: it confirms; release early:
the ring drains; swipe the row past its threshold: it completes, collapses and the next task's row
takes its place, live for the next swipe; drag the pager past 40 %: page 2 shows (less does
nothing); drag the card stack's top card past 35 %: it is liked once it has left (less springs
back); the keyboard path of each (Tab to focus, Space or Return, the arrow keys); right to left
mirrors the slider's drag; Spanish announces in Spanish.

site_browser_test.py runs these checks on the site it serves. Run alone, with --benchmark, it
serves the site with cross-origin isolation (so performance.now() is precise to microseconds),
plays one interaction per block and prints the milliseconds per event and per frame (simulation
and applying attributes; median and 99th percentile) and the bytes each block page loads:

  python3 Scripts/live_browser_checks.py --site DIR [--benchmark]
"""

import argparse
import gzip
import http.server
import json
import os
import statistics
import sys
import threading
import time
import urllib.parse

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

SLIDER = "swipe-to-confirm-slider"
HOLD = "hold-to-confirm-button"
ROW = "completion-swipe-row"
PAGER = "interactive-pager-transition"
RANGE = "range-slider"
STEPPER = "repeat-stepper"
CARDS = "swipe-card-stack"
TOASTS = "toast-stack"

# The drawing's geometry, read from the module's own markup: the middle of the element that takes
# the gesture where the drawing shows it (pages off screen widen its box), the drawing's scale in
# CSS pixels per point, the width of the row or the page (its first rectangle), and for the
# slider its thumb travel.
GEOMETRY = """
var root = document.querySelector('[data-live]');
var svg = root.querySelector('svg');
var touch = svg.querySelector('[data-touch]');
var box = touch.getBoundingClientRect();
var frame = svg.getBoundingClientRect();
var left = Math.max(box.left, frame.left), right = Math.min(box.right, frame.right);
var top = Math.max(box.top, frame.top), bottom = Math.min(box.bottom, frame.bottom);
var scale = frame.width / svg.viewBox.baseVal.width;
var first = touch.querySelector('rect');
var result = {x: (left + right) / 2, y: (top + bottom) / 2, scale: scale,
  touchWidth: first ? first.width.baseVal.value : box.width / scale};
var track = touch.parentNode.querySelector('rect');
var circles = touch.querySelectorAll('circle');
if (track && circles.length > 1) {
  var thumb = 2 * circles[1].r.baseVal.value;
  var inset = touch.transform.baseVal.getItem(0).matrix.e - thumb / 2;
  result.travel = track.width.baseVal.value - 2 * inset - thumb;
  result.thumbX = touch.transform.baseVal.getItem(0).matrix.e;
}
return result;
"""

# The range slider's thumbs: each one's centre on screen and its x in the slider, in points.
THUMBS = """
var svg = document.querySelector('[data-live] svg');
var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
return Array.from(svg.querySelectorAll('[data-touch] > g')).map(function (g) {
  var box = g.querySelector('circle:last-child').getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2,
    at: g.transform.baseVal.getItem(0).matrix.e, scale: scale}; });
"""

# The stepper's buttons: each one's centre on screen, minus first.
BUTTONS = """
var svg = document.querySelector('[data-live] svg');
return Array.from(svg.querySelectorAll('[data-touch] > g')).map(function (g) {
  var box = g.querySelector('path').getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2,
    opacity: Number(g.getAttribute('opacity'))}; });
"""

# The toast stack's slots (the groups under the touch area, back to front): each one's box on
# screen, whether it is drawn, its offset from the top of the stack in points, and the texts it
# shows; and the drawing's own buttons (data-press) by number.
TOAST_SLOTS = """
var svg = document.querySelector('[data-live] svg');
var seen = function (node) {
  return node.checkVisibility({visibilityProperty: true, opacityProperty: true}); };
var slots = Array.from(svg.querySelectorAll('[data-touch] > g')).map(function (g) {
  var box = g.getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 20),
    visible: seen(g), top: g.transform.baseVal.getItem(0).matrix.f,
    texts: Array.from(g.querySelectorAll('text')).filter(seen).map(function (t) {
      return t.textContent; })}; });
var buttons = {};
svg.querySelectorAll('[data-press]').forEach(function (b) {
  var box = b.getBoundingClientRect();
  if (box.width > 0 && seen(b)) {
    buttons[b.getAttribute('data-press')] = {x: box.left + box.width / 2,
      y: box.top + box.height / 2}; } });
return {slots: slots, buttons: buttons};
"""

# What the page shows: the counts, the announcement, and a few drawn values tests look at.
STATE = """
var root = document.querySelector('[data-live]');
var svg = root.querySelector('svg');
function text(selector) { var n = root.querySelector(selector); return n ? n.textContent : null; }
var shown = Array.from(svg.querySelectorAll('text')).filter(function (t) {
  return t.getAttribute('visibility') !== 'hidden'; }).map(function (t) { return t.textContent; });
var ring = svg.querySelector('circle[stroke-dasharray]');
var clip = svg.querySelector('clipPath rect');
var pages = Array.from(svg.querySelectorAll('g[visibility]')).map(function (g) {
  return {x: g.transform.baseVal.numberOfItems ? g.transform.baseVal.getItem(0).matrix.e : null,
    visible: g.getAttribute('visibility') !== 'hidden'}; });
var touch = svg.querySelector('[data-touch]');
return {callbacks: text('[data-live-callbacks]'), haptics: text('[data-live-haptics]'),
  announcement: text('[data-live-announcement]'), shownTexts: shown,
  pulse: root.querySelector('[data-live-stage]').classList.contains('live-pulse'),
  ring: ring ? {offset: Number(ring.getAttribute('stroke-dashoffset')),
    visible: ring.getAttribute('visibility') !== 'hidden'} : null,
  clipHeight: clip ? Number(clip.getAttribute('height')) : null, pages: pages,
  touchX: touch.transform.baseVal.numberOfItems ? touch.transform.baseVal.getItem(0).matrix.e : null,
  focused: document.activeElement === root.querySelector('[data-live-stage]'),
  outline: getComputedStyle(root.querySelector('[data-live-stage]')).outlineStyle};
"""


class LiveChecks:
    """The live block checks on one served site; `check` is the site test's counter."""

    def __init__(self, driver, base, check):
        self.driver = driver
        self.base = base
        self.check = check
        self.pages = 0

    # MARK: Driving the page

    def open(self, block, language="en"):
        prefix = "" if language == "en" else language + "/"
        self.driver.get(self.base + prefix + f"blocks/{block}.html")
        self.pages += 1
        try:
            WebDriverWait(self.driver, 10).until(lambda driver: driver.execute_script(
                "var r = document.querySelector('[data-live]');"
                "return r && !r.hidden && !!r.querySelector('svg [data-touch]');"))
        except TimeoutException:
            self.check(False, "live", f"{language} {block}: the live block did not appear")
            return False
        self.driver.execute_script(
            "document.querySelector('[data-live-stage]').scrollIntoView({block: 'center'})")
        return True

    def geometry(self):
        return self.driver.execute_script(GEOMETRY)

    def state(self):
        return self.driver.execute_script(STATE)

    def mouse(self, kind, x, y, buttons=1):
        event = {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons}
        if kind != "mouseMoved":
            event["clickCount"] = 1
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", event)

    def drag(self, dx, dy=0.0, duration=0.5, hold=0.2, start=None):
        """Presses on the element that takes the gesture, moves by (dx, dy) points at 60 Hz over
        `duration`, holds still for `hold` seconds and lifts."""
        geometry = self.geometry()
        x, y = start or (geometry["x"], geometry["y"])
        scale = geometry["scale"]
        self.mouse("mousePressed", x, y)
        steps = max(int(duration * 60), 1)
        begin = time.monotonic()
        for step in range(1, steps + 1):
            self.mouse("mouseMoved", x + dx * scale * step / steps, y + dy * scale * step / steps)
            pause = begin + duration * step / steps - time.monotonic()
            if pause > 0:
                time.sleep(pause)
        time.sleep(hold)
        self.mouse("mouseReleased", x + dx * scale, y + dy * scale, buttons=0)
        # How late the lift reached the page, against the plan.
        return time.monotonic() - begin - duration - hold

    def flick(self, dx, condition, attempts=3):
        """A quick drag by `dx` points in 0.08 s, lifted at once, until the state meets
        `condition`. The release velocity is measured over the last 0.1 s of moves, so a lift
        that reaches the page later than planned (a browser or driver that stalled) may be no
        flick at all: the card springs back, and the flick is tried again. A lift on time that
        does not meet `condition` is a failure, not tried again. Returns the state and how late
        each lift was."""
        delays = []
        state = self.state()
        for _ in range(attempts):
            delays.append(round(self.drag(dx, duration=0.08, hold=0), 3))
            state = self.wait(condition, 3)
            if condition(state) or delays[-1] < 0.05:
                break
            time.sleep(0.6)
        return state, delays

    def touch(self, kind, x=0.0, y=0.0):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        self.driver.execute_cdp_cmd(
            "Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def touch_drag(self, dx, dy, duration=0.5, hold=0.2):
        """A finger on the element that takes the gesture, moved by (dx, dy) CSS pixels at 60 Hz
        over `duration`, held for `hold` seconds and lifted."""
        geometry = self.geometry()
        x, y = geometry["x"], geometry["y"]
        self.touch("touchStart", x, y)
        steps = max(int(duration * 60), 1)
        for step in range(1, steps + 1):
            self.touch("touchMove", x + dx * step / steps, y + dy * step / steps)
            time.sleep(duration / steps)
        time.sleep(hold)
        self.touch("touchEnd")

    def check_touch(self):
        """On a phone, a vertical touch drag over a live block scrolls the page and moves
        nothing (no scroll trap, as SPEC's good citizen in a scroll view); a horizontal one
        drives the block."""
        check = self.check
        self.driver.set_window_size(390, 844)
        self.driver.execute_cdp_cmd(
            "Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        try:
            if not self.open(SLIDER):
                return
            start = self.geometry()["thumbX"]
            before = self.driver.execute_script("return window.scrollY")
            self.touch_drag(0, -200)
            time.sleep(0.3)
            after = self.driver.execute_script("return window.scrollY")
            state = self.state()
            check(after > before + 50, "touch",
                  f"a vertical touch drag over the slider scrolls the page: {before} → {after}")
            check(state["callbacks"] == "0" and abs(state["touchX"] - start) < 0.5, "touch",
                  f"a vertical touch drag moves nothing: {state['callbacks']} calls, "
                  f"thumb at {state['touchX']} from {start}")
            geometry = self.geometry()
            self.touch_drag(geometry["travel"] * geometry["scale"], 0)
            state = self.wait(lambda s: s["callbacks"] == "1")
            check(state["callbacks"] == "1", "touch",
                  f"a horizontal touch drag confirms: {state['callbacks']} calls")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
            self.driver.set_window_size(1280, 1000)

    def press(self, seconds):
        geometry = self.geometry()
        self.mouse("mousePressed", geometry["x"], geometry["y"])
        time.sleep(seconds)
        self.mouse("mouseReleased", geometry["x"], geometry["y"], buttons=0)

    def tab_to_stage(self):
        """Focuses the Preview tab, before the live block, then presses Tab until the block has
        focus."""
        self.driver.execute_script("document.getElementById('tab-preview').focus()")
        for _ in range(30):
            if self.state()["focused"]:
                return True
            self.driver.switch_to.active_element.send_keys(Keys.TAB)
        return self.state()["focused"]

    def key(self, key):
        self.driver.switch_to.active_element.send_keys(key)

    def toggle(self, bit):
        self.driver.find_element(By.CSS_SELECTOR, f'[data-live] input[data-option="{bit}"]').click()
        time.sleep(0.1)

    def restart(self):
        self.driver.find_element(By.CSS_SELECTOR, "[data-live-reset]").click()
        time.sleep(0.1)

    def wait(self, condition, seconds=3.0, during=None):
        """The first state within `seconds` for which `condition` holds, or the last one; the
        row's clip height of every state seen on the way is added to `during`."""
        deadline = time.monotonic() + seconds
        state = self.state()
        while not condition(state) and time.monotonic() < deadline:
            if during is not None:
                during.append(state["clipHeight"])
            time.sleep(0.02)
            state = self.state()
        return state

    # MARK: The checks

    def run(self):
        self.check_slider()
        self.check_slider_right_to_left()
        self.check_hold()
        self.check_row()
        self.check_pager()
        self.check_range_slider()
        self.check_stepper()
        self.check_card_stack()
        self.check_toast_stack()
        self.check_spanish()
        self.check_touch()

    def check_slider(self):
        check = self.check
        if not self.open(SLIDER):
            return
        geometry = self.geometry()
        start = geometry["thumbX"]
        # Drag the thumb to the end of the track (past 92 %) and release.
        self.drag(geometry["travel"])
        state = self.wait(lambda s: s["callbacks"] == "1" and "Confirmed" in s["shownTexts"])
        check(state["callbacks"] == "1", "live slider",
              f"a full slide calls onConfirm once: {state['callbacks']}")
        check("Confirmed" in state["shownTexts"], "live slider",
              f"the confirmed title shows: {state['shownTexts']}")
        check(state["announcement"] == "Confirmed", "live slider",
              f"announced: {state['announcement']!r}")
        check(int(state["haptics"]) >= 1, "live slider", f"haptics: {state['haptics']}")
        # A mouse drag focuses the block for the keys, without the keyboard's focus ring.
        check(state["focused"] and state["outline"] == "none", "live focus",
              f"after a mouse drag: focused {state['focused']}, outline {state['outline']}")
        # The slider resets after its delay; then a release at half springs back.
        state = self.wait(lambda s: abs(s["touchX"] - start) < 0.5, 4)
        check(abs(state["touchX"] - start) < 0.5, "live slider", "the slider reset")
        self.drag(0.5 * geometry["travel"], hold=0.1)
        moved = self.state()["touchX"]
        state = self.wait(lambda s: abs(s["touchX"] - start) < 0.5, 2)
        check(moved > start + 0.3 * geometry["travel"] and abs(state["touchX"] - start) < 0.5,
              "live slider", f"released at half, it springs back: {moved} then {state['touchX']}")
        time.sleep(0.3)
        check(self.state()["callbacks"] == "1", "live slider", "the half slide confirmed nothing")
        # The keyboard: Tab to the block (its focus ring shows), Space confirms.
        self.driver.execute_script("document.activeElement.blur()")
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the slider")
        check(self.state()["outline"] != "none", "live focus", "after Tab, the focus ring shows")
        self.key(Keys.SPACE)
        state = self.wait(lambda s: s["callbacks"] == "2")
        check(state["callbacks"] == "2", "live keyboard",
              f"Space confirms the slider: {state['callbacks']}")

    def check_slider_right_to_left(self):
        check = self.check
        if not self.open(SLIDER):
            return
        self.toggle(1)
        geometry = self.geometry()
        check(geometry["x"] > self.driver.execute_script(
            "var r = document.querySelector('[data-live] svg').getBoundingClientRect();"
            "return r.x + r.width / 2;"), "live right to left", "the thumb starts on the right")
        self.drag(geometry["travel"])
        time.sleep(0.8)
        check(self.state()["callbacks"] == "0", "live right to left",
              "dragging to the right confirms nothing")
        self.drag(-geometry["travel"])
        state = self.wait(lambda s: s["callbacks"] == "1")
        check(state["callbacks"] == "1", "live right to left",
              f"dragging to the left confirms: {state['callbacks']}")

    def check_hold(self):
        check = self.check
        if not self.open(HOLD):
            return
        # Release early: the ring has filled some, then drains; nothing is confirmed.
        self.press(0.5)
        filled = self.state()["ring"]
        state = self.wait(lambda s: not s["ring"]["visible"], 2)
        check(filled["visible"] and not state["ring"]["visible"] and state["callbacks"] == "0",
              "live hold", f"released early, the ring drains: {filled} then {state['ring']}")
        # Hold for the hold duration (1.2 s): it confirms.
        self.press(1.45)
        state = self.wait(lambda s: s["callbacks"] == "1")
        check(state["callbacks"] == "1" and state["announcement"] == "Confirmed", "live hold",
              f"a full hold confirms: {state['callbacks']} {state['announcement']!r}")
        check(int(state["haptics"]) >= 1, "live hold", f"haptics: {state['haptics']}")
        # The keyboard: Return confirms at once.
        time.sleep(1.5)
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the button")
        self.key(Keys.RETURN)
        state = self.wait(lambda s: s["callbacks"] == "2")
        check(state["callbacks"] == "2", "live keyboard",
              f"Return confirms the button: {state['callbacks']}")

    def check_row(self):
        check = self.check
        if not self.open(ROW):
            return
        geometry = self.geometry()
        height = self.state()["clipHeight"]
        # A short swipe springs back.
        self.drag(0.2 * geometry["touchWidth"], duration=0.4)
        time.sleep(1.0)
        state = self.state()
        check(state["callbacks"] == "0" and state["clipHeight"] == height, "live row",
              f"a short swipe springs back: {state['callbacks']} {state['clipHeight']}")
        # Past the threshold: it completes, slides away and collapses, and the demo removes its
        # task: the row below moves up as a fresh row, which the next swipe completes too.
        tasks = ["Water the plants", "Call Grandma", "Buy groceries"]
        check(tasks[0] in state["shownTexts"] and tasks[1] in state["shownTexts"], "live row",
              f"the demo's first two tasks: {state['shownTexts']}")
        collapsed = []
        for done in (1, 2):
            self.drag(0.7 * geometry["touchWidth"], duration=0.5, hold=0.1)
            state = self.wait(lambda s: s["callbacks"] == str(done) and s["clipHeight"] == height
                              and tasks[done - 1] not in s["shownTexts"], 3, during=collapsed)
            check(state["callbacks"] == str(done) and tasks[done] in state["shownTexts"]
                  and tasks[done - 1] not in state["shownTexts"], "live row",
                  f"swipe {done} completes its row and the next task's row takes its place: "
                  f"{state['callbacks']} {state['shownTexts']}")
        check(min(collapsed, default=height) < 0.5 * height, "live row",
              f"a completed row collapses before it goes: {sorted(set(collapsed))[:5]}")
        # Start again; the keyboard completes it too.
        self.restart()
        state = self.state()
        check(state["clipHeight"] == height and tasks[0] in state["shownTexts"], "live row",
              "Start again brings the first task back")
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the row")
        self.key(Keys.SPACE)
        state = self.wait(lambda s: s["callbacks"] == "1", 3)
        check(state["callbacks"] == "1", "live keyboard", f"Space completes the row: {state}")
        # With its undo window switched on, a completed row waits with the Undo button of its
        # drawing, which a click brings back without calling back.
        self.driver.find_element(
            By.XPATH, "//*[@data-live]//label[contains(., 'Undo for 3 s')]/input").click()
        time.sleep(0.1)
        self.drag(0.7 * geometry["touchWidth"], duration=0.5, hold=0.1)
        time.sleep(0.8)
        undo = self.driver.execute_script(
            "var b = document.querySelector('[data-live] svg [data-press=\"0\"]');"
            "if (!b || !b.checkVisibility({visibilityProperty: true, opacityProperty: true})) {"
            "  return null; }"
            "var box = b.getBoundingClientRect();"
            "return {x: box.left + box.width / 2, y: box.top + box.height / 2};")
        state = self.state()
        check(undo is not None and state["callbacks"] == "0", "live row",
              f"with undo on, a completed row waits with its Undo button: {undo} {state}")
        if undo is not None:
            self.mouse("mousePressed", undo["x"], undo["y"])
            self.mouse("mouseReleased", undo["x"], undo["y"], buttons=0)
        state = self.wait(lambda s: s["clipHeight"] == height and s["touchX"] in (0, None), 3)
        time.sleep(3.5)
        state = self.state()
        check(state["callbacks"] == "0" and state["clipHeight"] == height, "live row",
              f"Undo brings the row back and it never completes: {state}")

    def check_pager(self):
        check = self.check
        if not self.open(PAGER):
            return
        width = self.geometry()["touchWidth"]
        self.drag(-0.3 * width, duration=0.5, hold=0.2)
        time.sleep(1.0)
        check(self.state()["announcement"] == "", "live pager", "a drag of 30 % stays on page 1")
        self.drag(-0.45 * width, duration=0.5, hold=0.2)
        state = self.wait(lambda s: s["announcement"] == "Page 2 of 3")
        check(state["announcement"] == "Page 2 of 3", "live pager",
              f"a drag past 40 % shows page 2: {state['announcement']!r}")
        time.sleep(0.8)
        pages = self.state()["pages"]
        check(len(pages) >= 3 and pages[1]["visible"] and abs(pages[1]["x"] - width / 2) < 1,
              "live pager", f"page 2 is in place: {pages}")
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the pager")
        self.key(Keys.ARROW_RIGHT)
        state = self.wait(lambda s: s["announcement"] == "Page 3 of 3")
        check(state["announcement"] == "Page 3 of 3", "live keyboard",
              f"the right arrow turns to page 3: {state['announcement']!r}")
        self.key(Keys.ARROW_LEFT)
        state = self.wait(lambda s: s["announcement"] == "Page 2 of 3")
        check(state["announcement"] == "Page 2 of 3", "live keyboard",
              f"the left arrow turns back: {state['announcement']!r}")

    def thumbs(self):
        return self.driver.execute_script(THUMBS)

    def check_range_slider(self):
        """Drives the range slider's scenarios: drag the lower thumb, drag the upper thumb onto
        the lower one, a vertical drag that moves nothing, and the arrow keys."""
        check = self.check
        if not self.open(RANGE):
            return
        lower, upper = self.thumbs()
        # The lower thumb, dragged forward by 60 points, moves by 60 points (in $10 steps); the
        # upper one stays. Editing begins and ends: two calls.
        self.drag(60, duration=0.6, hold=0.1, start=(lower["x"], lower["y"]))
        time.sleep(0.2)
        moved, still = self.thumbs()
        state = self.state()
        check(abs(moved["at"] - lower["at"] - 60) < 6 and abs(still["at"] - upper["at"]) < 0.01,
              "live range slider", f"the lower thumb follows, the upper stays: {lower} -> {moved}")
        check(state["callbacks"] == "2", "live range slider",
              f"onEditingChanged(true) then (false): {state['callbacks']}")
        check(int(state["haptics"]) >= 1, "live range slider", f"ticks: {state['haptics']}")
        # The upper thumb dragged far past the lower one stops $50 above it: it never crosses.
        self.drag(-300, duration=0.6, hold=0.1, start=(still["x"], still["y"]))
        time.sleep(0.2)
        low, high = self.thumbs()
        gap = high["at"] - low["at"]
        check(20 < gap < 40 and abs(low["at"] - moved["at"]) < 0.01, "live range slider",
              f"the upper thumb stops at the minimum distance: {low['at']} {high['at']}")
        # A vertical drag that starts on a thumb moves nothing and calls nothing.
        calls = self.state()["callbacks"]
        self.drag(3, 60, duration=0.4, hold=0.1, start=(low["x"], low["y"]))
        time.sleep(0.2)
        after = self.thumbs()
        check([t["at"] for t in after] == [low["at"], high["at"]]
              and self.state()["callbacks"] == calls, "live range slider",
              f"a vertical drag moves nothing: {after}")
        # The arrow keys move the thumb last dragged (the upper one) by one step.
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the range slider")
        self.key(Keys.ARROW_RIGHT)
        time.sleep(0.6)
        stepped = self.thumbs()
        check(stepped[1]["at"] > high["at"] + 1 and stepped[0]["at"] == low["at"],
              "live keyboard", f"the right arrow steps the upper thumb: {stepped}")
        # Started from the stacked thumbs' setup (no minimum distance), the first movement
        # decides: backward pulls the lower thumb out, forward the upper one.
        self.toggle(1 << 8)
        stacked = self.thumbs()
        check(abs(stacked[0]["at"] - stacked[1]["at"]) < 0.01, "live range slider",
              f"the stacked setup starts with one place for both thumbs: {stacked}")
        self.drag(-60, duration=0.6, hold=0.1, start=(stacked[0]["x"], stacked[0]["y"]))
        time.sleep(0.2)
        pulled = self.thumbs()
        check(pulled[0]["at"] < stacked[0]["at"] - 40 and pulled[1]["at"] == stacked[1]["at"],
              "live range slider", f"backward pulls the lower thumb out: {stacked} -> {pulled}")
        self.restart()
        self.drag(60, duration=0.6, hold=0.1, start=(stacked[1]["x"], stacked[1]["y"]))
        time.sleep(0.2)
        pulled = self.thumbs()
        check(pulled[1]["at"] > stacked[1]["at"] + 40 and pulled[0]["at"] == stacked[0]["at"],
              "live range slider", f"forward pulls the upper thumb out: {stacked} -> {pulled}")

    def stepper_value(self):
        texts = [t for t in self.state()["shownTexts"] if t.lstrip("-").isdigit()]
        return int(texts[0]) if texts else None

    def press_at(self, point, seconds, dy=0.0):
        self.mouse("mousePressed", point["x"], point["y"])
        if dy:
            for step in range(1, 11):
                time.sleep(seconds / 10)
                self.mouse("mouseMoved", point["x"], point["y"] + dy * step / 10)
        else:
            time.sleep(seconds)
        self.mouse("mouseReleased", point["x"], point["y"] + dy, buttons=0)

    def check_stepper(self):
        """Drives the stepper's scenarios: a tap, a hold that repeats to the bound, a press that
        moves like a scroll, and the keys."""
        check = self.check
        if not self.open(STEPPER):
            return
        minus, plus = self.driver.execute_script(BUTTONS)
        start = self.stepper_value()
        # A tap steps once, on its lift.
        self.press_at(plus, 0.1)
        time.sleep(0.2)
        check(self.stepper_value() == start + 1, "live stepper",
              f"a tap on plus steps once: {start} -> {self.stepper_value()}")
        # A press that moves 30 points is a scroll: it never steps.
        self.press_at(plus, 0.3, dy=30)
        time.sleep(0.2)
        check(self.stepper_value() == start + 1, "live stepper",
              f"a press that moves never steps: {self.stepper_value()}")
        # A hold repeats, faster and faster, and stops at the bound (20) with plus dimmed.
        self.press_at(plus, 3.5)
        time.sleep(0.3)
        _, plus_after = self.driver.execute_script(BUTTONS)
        check(self.stepper_value() == 20 and plus_after["opacity"] < 1, "live stepper",
              f"a hold repeats up to the bound and dims plus: {self.stepper_value()} "
              f"{plus_after['opacity']}")
        check(int(self.state()["haptics"]) >= 10, "live stepper",
              f"a tick per step: {self.state()['haptics']}")
        # The keyboard: the left arrow steps down.
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the stepper")
        self.key(Keys.ARROW_LEFT)
        time.sleep(0.3)
        check(self.stepper_value() == 19, "live keyboard",
              f"the left arrow steps down: {self.stepper_value()}")
        # Started from the hours stepper that wraps (0...23, at 23), plus lands on 0.
        self.toggle(1 << 8)
        check(self.stepper_value() == 23, "live stepper",
              f"the wrapping setup starts at 23: {self.stepper_value()}")
        minus, plus = self.driver.execute_script(BUTTONS)
        self.press_at(plus, 0.1)
        time.sleep(0.2)
        check(self.stepper_value() == 0, "live stepper",
              f"plus at the upper bound wraps to 0: {self.stepper_value()}")

    def check_card_stack(self):
        """Drives the card stack's scenarios: a drag that springs back, a drag forward that
        likes, the keyboard's Pass and Undo, the Like button and a short flick that passes."""
        check = self.check
        if not self.open(CARDS):
            return
        width = self.geometry()["touchWidth"]
        # A short, slow drag springs back: nothing is thrown.
        self.drag(0.2 * width, duration=0.5, hold=0.2)
        time.sleep(0.8)
        state = self.state()
        check(state["callbacks"] == "0", "live card stack",
              f"a short drag springs back: {state['callbacks']}")
        # Forward past 35 %: the card is liked once it has left.
        self.drag(0.6 * width, duration=0.5, hold=0.1)
        state = self.wait(lambda s: s["callbacks"] == "1" and s["announcement"] == "Liked", 3)
        check(state["callbacks"] == "1" and state["announcement"] == "Liked", "live card stack",
              f"a drag forward likes the card: {state['callbacks']} {state['announcement']}")
        # The keyboard: the left arrow passes the next card.
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the card stack")
        self.key(Keys.ARROW_LEFT)
        state = self.wait(lambda s: s["callbacks"] == "2" and s["announcement"] == "Passed", 3)
        check(state["callbacks"] == "2" and state["announcement"] == "Passed", "live keyboard",
              f"the left arrow passes the top card: {state['callbacks']} {state['announcement']}")
        # Control-Z (Command-Z on a Mac) brings it back.
        self.key(Keys.CONTROL + "z")
        state = self.wait(lambda s: s["callbacks"] == "3", 3)
        check(state["callbacks"] == "3" and state["announcement"] == "Card restored",
              "live keyboard",
              f"Control-Z undoes the pass: {state['callbacks']} {state['announcement']}")
        # The Like button under the deck throws the top card, as a flick would.
        check(self.tap(2), "live card stack", "the Like button is drawn")
        state = self.wait(lambda s: s["callbacks"] == "4", 3)
        check(state["callbacks"] == "4" and state["announcement"] == "Liked", "live card stack",
              f"the Like button likes the top card: {state['callbacks']} {state['announcement']}")
        # A short, quick flick backward passes, well short of the 35 % threshold.
        time.sleep(0.6)
        state, delays = self.flick(-0.2 * width, lambda s: s["callbacks"] == "5")
        check(state["callbacks"] == "5" and state["announcement"] == "Passed", "live card stack",
              f"a short flick backward passes: {state['callbacks']} {state['announcement']} "
              f"(lifts reached the page {delays} s after the last move)")

    def toasts(self):
        """The toast stack's slots and buttons (TOAST_SLOTS)."""
        return self.driver.execute_script(TOAST_SLOTS)

    def toast_texts(self):
        """The texts of the toasts the stack shows, in drawing order."""
        return [t for slot in self.toasts()["slots"] if slot["visible"] for t in slot["texts"]]

    def tap(self, button):
        """Clicks the drawing's button number `button` (its data-press), if it is shown."""
        point = self.toasts()["buttons"].get(str(button))
        if point is None:
            return False
        self.mouse("mousePressed", point["x"], point["y"])
        self.mouse("mouseReleased", point["x"], point["y"], buttons=0)
        return True

    def wait_for_texts(self, condition, seconds=3.0):
        deadline = time.monotonic() + seconds
        texts = self.toast_texts()
        while not condition(texts) and time.monotonic() < deadline:
            time.sleep(0.05)
            texts = self.toast_texts()
        return texts

    def check_toast_stack(self):
        """Drives the toast stack's scenarios: three toasts arriving and stacking, an update in
        place, a touch that fans the stack out, a swipe sideways, a time-out, Undo in a toast and
        the keyboard's Space and Escape."""
        check = self.check
        if not self.open(TOASTS):
            return
        save, delete, sync = 0, 1, 2
        # Three toasts arrive: Sync fails, a note is deleted, a save starts.
        check(self.tap(sync) and self.tap(delete) and self.tap(save), "live toast stack",
              "the demo's Save, Delete and Sync buttons are drawn")
        texts = self.wait_for_texts(lambda t: "Saving…" in t and "Note deleted" in t
                                    and "Can't sync" in t)
        check("Saving…" in texts and "Note deleted" in texts and "Can't sync" in texts,
              "live toast stack", f"three toasts stack: {texts}")
        state = self.wait(lambda s: s["announcement"] == "Saving…", 2)
        check(state["announcement"] == "Saving…", "live toast stack",
              f"the newest toast is announced: {state['announcement']}")
        # The save finishes 1.5 s later: the same toast says Saved.
        texts = self.wait_for_texts(lambda t: "Saved" in t and "Saving…" not in t, 3)
        check("Saved" in texts and "Saving…" not in texts, "live toast stack",
              f"the loading toast is updated in place: {texts}")
        # A finger on the stack fans it out: the third toast moves well below the 20 pt peek.
        front = [s for s in self.toasts()["slots"][:4] if s["visible"]][-1]
        self.mouse("mousePressed", front["x"], front["y"])
        time.sleep(0.8)
        tops = sorted(s["top"] for s in self.toasts()["slots"][:4] if s["visible"])
        self.mouse("mouseReleased", front["x"], front["y"], buttons=0)
        check(len(tops) == 3 and tops[-1] > 60, "live toast stack",
              f"a touch fans the stack out: {tops}")
        # Sideways past 45 pt: the touched toast leaves, and the binding with it.
        self.restart()
        self.tap(sync)
        self.wait_for_texts(lambda t: "Can't sync" in t)
        time.sleep(0.5)
        front = [s for s in self.toasts()["slots"][:4] if s["visible"]][-1]
        self.drag(160, duration=0.4, hold=0.05, start=(front["x"], front["y"]))
        texts = self.wait_for_texts(lambda t: "Can't sync" not in t, 2)
        check("Can't sync" not in texts, "live toast stack",
              f"a sideways swipe dismisses the toast: {texts}")
        # Left alone, a toast times out after its 4 seconds, counted once the stack has
        # collapsed 3 s after the swipe's finger lifted.
        self.tap(sync)
        texts = self.wait_for_texts(lambda t: "Can't sync" in t)
        check("Can't sync" in texts, "live toast stack", f"Sync shows its toast again: {texts}")
        texts = self.wait_for_texts(lambda t: "Can't sync" not in t, 9)
        check("Can't sync" not in texts, "live toast stack", f"the toast times out: {texts}")
        # Undo in a deleted note's toast restores the note.
        self.tap(delete)
        self.wait_for_texts(lambda t: "Note deleted" in t)
        time.sleep(0.5)
        buttons = self.toasts()["buttons"]
        undo = [int(n) for n in buttons if int(n) > 2]
        check(len(undo) == 1 and self.tap(undo[0]), "live toast stack",
              f"the deleted note's toast shows Undo: {sorted(buttons)}")
        texts = self.wait_for_texts(lambda t: "Note restored" in t)
        check("Note restored" in texts, "live toast stack", f"Undo restores the note: {texts}")
        # The keyboard: Space saves, Escape dismisses the newest toast.
        self.restart()
        check(self.tab_to_stage(), "live keyboard", "Tab reaches the toast stack")
        self.key(Keys.SPACE)
        texts = self.wait_for_texts(lambda t: "Saving…" in t)
        check("Saving…" in texts, "live keyboard", f"Space saves: {texts}")
        self.key(Keys.ESCAPE)
        texts = self.wait_for_texts(lambda t: not t, 2)
        check(not texts, "live keyboard", f"Escape dismisses the newest toast: {texts}")

    def check_spanish(self):
        if not self.open(SLIDER, "es"):
            return
        self.drag(self.geometry()["travel"])
        state = self.wait(lambda s: s["announcement"] == "Confirmado")
        self.check(state["announcement"] == "Confirmado" and "Confirmado" in state["shownTexts"],
                   "live Spanish", f"the Spanish page's block speaks Spanish: {state}")
        # The language is a choice of one among all: English (option 0) on the Spanish page,
        # Spanish (its index, 1, at bit 12) on the English page.
        for language, bit, word in [("es", 0, "Confirmed"), ("en", 1 << 12, "Confirmado")]:
            if not self.open(SLIDER, language):
                return
            self.toggle(bit)
            self.drag(self.geometry()["travel"])
            state = self.wait(lambda s: s["announcement"] == word)
            self.check(state["announcement"] == word, "live language",
                       f"the {language} page's block switched to say {word}: {state}")

    # MARK: Measuring

    def benchmark(self, site):
        """Plays one interaction per block and returns the per-frame figures and page bytes."""
        plays = {
            SLIDER: lambda g: self.drag(g["travel"], duration=1.0, hold=0.1),
            HOLD: lambda g: self.press(1.5),
            ROW: lambda g: self.drag(0.7 * g["touchWidth"], duration=0.6, hold=0.1),
            PAGER: lambda g: (self.drag(-0.5 * g["touchWidth"], duration=0.8, hold=0.1),
                              time.sleep(1.0),
                              self.drag(0.5 * g["touchWidth"], duration=0.8, hold=0.1)),
            STEPPER: lambda g: self.press_at(self.driver.execute_script(BUTTONS)[1], 2.0),
            CARDS: lambda g: self.drag(0.6 * g["touchWidth"], duration=0.6, hold=0.1),
            TOASTS: lambda g: (self.tap(2), self.tap(1), self.tap(0), time.sleep(0.6),
                               self.press(1.0)),
            RANGE: lambda g: (lambda t: self.drag(120, duration=1.0, hold=0.1,
                                                  start=(t[0]["x"], t[0]["y"])))(self.thumbs()),
        }
        report = {"isolated": None, "blocks": {}}
        for block, play in plays.items():
            if not self.open(block):
                continue
            report["isolated"] = self.driver.execute_script("return self.crossOriginIsolated")
            time.sleep(0.5)
            self.driver.execute_script(
                "var s = document.querySelector('[data-live]').liveStats;"
                "Object.keys(s).forEach(function (k) { s[k].length = 0; });")
            play(self.geometry())
            time.sleep(2.0)
            stats = self.driver.execute_script(
                "return document.querySelector('[data-live]').liveStats")
            loaded = self.driver.execute_script(
                "return [performance.getEntriesByType('navigation')[0]]"
                ".concat(performance.getEntriesByType('resource')).map(function (e) {"
                "  return {name: e.name, bytes: e.encodedBodySize, transfer: e.transferSize}; })")
            report["blocks"][block] = {"stats": stats, "loaded": loaded}
        return summarize(report, site, self.base)


def percentile(values, fraction):
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(int(fraction * len(ordered)), len(ordered) - 1)]


def summarize(report, site, base):
    lines = [f"cross-origin isolated (microsecond timers): {report['isolated']}"]
    lines.append("| block | events | event median / p99 ms | frames (changed) "
                 "| simulate median / p99 ms | apply median / p99 ms (changed frames) |")
    everything = {"event": [], "simulate": [], "apply": []}
    for block, data in report["blocks"].items():
        stats = data["stats"]
        changed = [i for i, n in enumerate(stats["changes"]) if n != 0]
        applied = [stats["apply"][i] for i in changed]
        everything["event"] += stats["event"]
        everything["simulate"] += stats["simulate"]
        everything["apply"] += applied
        lines.append(
            f"| {block} | {len(stats['event'])} | {statistics.median(stats['event'] or [0]):.4f} / "
            f"{percentile(stats['event'], 0.99):.4f} | {len(stats['simulate'])} ({len(changed)}) | "
            f"{statistics.median(stats['simulate'] or [0]):.4f} / "
            f"{percentile(stats['simulate'], 0.99):.4f} | "
            f"{statistics.median(applied or [0]):.4f} / {percentile(applied, 0.99):.4f} |")
    lines.append(
        "| all | {} | {:.4f} / {:.4f} | {} | {:.4f} / {:.4f} | {:.4f} / {:.4f} |".format(
            len(everything["event"]), statistics.median(everything["event"] or [0]),
            percentile(everything["event"], 0.99), len(everything["simulate"]),
            statistics.median(everything["simulate"] or [0]),
            percentile(everything["simulate"], 0.99),
            statistics.median(everything["apply"] or [0]), percentile(everything["apply"], 0.99)))
    lines.append("")
    lines.append("| block page | requests | bytes | gzip -9 bytes |")
    for block, data in report["blocks"].items():
        total = 0
        zipped = 0
        for entry in data["loaded"]:
            path = urllib.parse.unquote(urllib.parse.urlparse(entry["name"]).path).lstrip("/")
            local = os.path.join(site, path)
            if os.path.isfile(local):
                content = open(local, "rb").read()
                total += len(content)
                zipped += len(gzip.compress(content, 9))
        lines.append(f"| {block} | {len(data['loaded'])} | {total} | {zipped} |")
    return "\n".join(lines)


class IsolatedHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files with the headers that make a page cross-origin isolated."""

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, *arguments):
        pass


def main():
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from site_browser_test import Checks, start_browser

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", required=True)
    parser.add_argument("--benchmark", action="store_true")
    arguments = parser.parse_args()
    site = os.path.abspath(arguments.site)
    handler = lambda *a, **k: IsolatedHandler(*a, directory=site, **k)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    checks = Checks()
    driver = start_browser()
    try:
        live = LiveChecks(driver, base, checks.check)
        if arguments.benchmark:
            print(live.benchmark(site))
        else:
            live.run()
    finally:
        driver.quit()
        server.shutdown()
    counts = ", ".join(f"{kind} {count}" for kind, count in sorted(checks.counts.items()))
    print(f"live blocks: {checks.passed} passed, {len(checks.failures)} failed ({counts})")
    sys.exit(1 if checks.failures else 0)


if __name__ == "__main__":
    main()
