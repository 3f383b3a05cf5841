#!/usr/bin/env python3
"""Browser test of the playground: headless Chromium scrolls and flings every layout in the page.

Starts `layouts serve --port 0` (or uses --url), then for each layout the API lists:
  1. loads the page on the layout's tab and checks the drawn boxes against /api/elements;
  2. scrolls with the mouse wheel, waits for the page to settle, checks again;
  3. drags and releases with a velocity, waits for the deceleration animation to end, and checks
     - the page asked /api/snap with a real release velocity and rests exactly at its target,
     - the boxes in the DOM match the engine's attributes for the new offset (position, size,
       rotation, scale, opacity, z-order),
     - snapping centred an item where the layout snaps (target != proposed), and that target ==
       proposed (clamped) where it does not (the grid).
  4. checks that the page fits a 1280 x 800 window (no scrolling, the viewport, readout, options
     and Swift code inside it) at the tab and at each of the layout's samples.
Then, once for the page:
  - the build label says which build the server is (and, for a debug build, that the limits and
    figures are the release build's);
  - the code panel shows the UIKit subclass with its configuration and the SwiftUI
    CollectionLayoutView for each layout, equal to /api/layout's `appCode`, only non-default
    arguments, and the copy buttons copy it (Clipboard API, and the fallback without it);
  - a slow layout request (held by a stand-in for fetch, not timed) shows progress and dims the
    stale layout, a newer request aborts it, and its answer arriving late never replaces the newer;
  - at 390 x 844 (a phone) every layout and sample: nothing wider than the window
    (document.scrollingElement.scrollWidth <= innerWidth), the stage on the first screen and the
    width of the window, the boxes the engine's, and every option field, sample and copy button
    reachable (scrolled to, inside the window, and the element at its centre).
The window is 1280 x 800 but for the phone checks. With --screenshots DIR it also saves
DIR/playground-<layout>.png of each tab at 1280 x 800, DIR/playground-phone-<layout>.png at
390 x 844, and DIR/playground-progress.png of the grid waiting for a held layout.

Skips with a message (exit 0) when Chromium, chromedriver or selenium is missing; CI installs them.
All traffic stays on 127.0.0.1.
"""
import argparse
import json
import math
import os
import shutil
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import served_playground  # noqa: E402  (Tools/Tests, beside this folder)


def skip(message):
    print(f"SKIP: playground browser test: {message}")
    sys.exit(0)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
    from selenium.webdriver.common.by import By
    MISSING = set()
except ImportError:
    MISSING = {"selenium"}
    if "--require" not in sys.argv:
        skip("selenium is not installed (apt-get install python3-selenium)")

TOLERANCE = 0.75  # points: subpixel rounding of transformed boxes in Chromium
WINDOW = (1280, 800)  # the window the page must fit at every tab
PHONE = (390, 844)  # a phone's window (iPhone 14), in CSS pixels


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def start_server(command):
    process, url = served_playground.start(command)
    check(url.startswith("http://127.0.0.1:"), f"the server is not on loopback: {url}")
    return process, url


def get(base, endpoint, params):
    url = base + "api/" + endpoint + "?" + urllib.parse.urlencode(params, quote_via=urllib.parse.quote)
    with urllib.request.urlopen(url, timeout=30) as response:
        return json.loads(response.read())


def make_driver(require):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        if require:
            raise SystemExit("FAIL: playground browser test: chromium or chromedriver is missing")
        skip("chromium or chromedriver is missing (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={WINDOW[0]},{WINDOW[1]}", "--force-device-scale-factor=1", "--hide-scrollbars",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--proxy-server=direct://", "--proxy-bypass-list=*"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    set_window(driver, WINDOW, mobile=False)
    return driver


def set_window(driver, size, mobile):
    """The page's own size, exactly: the window size includes whatever chrome the browser draws.
    `mobile` emulates a phone's viewport (the page's meta viewport applies)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": mobile})


FIT = """
const parts = {};
for (const id of ['tabs', 'build', 'viewport', 'readout', 'summary', 'samples', 'controls', 'error', 'code-uikit', 'code-swiftui']) {
  const r = document.getElementById(id).getBoundingClientRect();
  parts[id] = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}
return { width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth,
         scrollHeight: document.documentElement.scrollHeight, parts };
"""


def check_fits(driver, context):
    """The page fits the window: nothing to scroll, and every part of it inside."""
    m = driver.execute_script(FIT)
    check((m["width"], m["height"]) == WINDOW, f"{context}: the window is {m['width']} x {m['height']}, not {WINDOW}")
    check(m["scrollWidth"] <= m["width"] and m["scrollHeight"] <= m["height"],
          f"{context}: the page is {m['scrollWidth']} x {m['scrollHeight']}, larger than the window")
    for part, r in m["parts"].items():
        check(r["left"] >= 0 and r["top"] >= 0 and r["right"] <= m["width"] and r["bottom"] <= m["height"],
              f"{context}: #{part} reaches {r}, outside the {m['width']} x {m['height']} window")


def wait_settled(driver, timeout=25):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if driver.execute_script("return window.playground && window.playground.settled()"):
            return driver.execute_script("return window.playground.state()")
        time.sleep(0.05)
    state = driver.execute_script("return window.playground && window.playground.state()")
    raise Failure(f"the page did not settle in {timeout} s: {json.dumps(state)[:600]}")


DOM_BOXES = """
const viewport = document.querySelector('#viewport'), v = viewport.getBoundingClientRect();
const ox = v.left + viewport.clientLeft, oy = v.top + viewport.clientTop;
return [...document.querySelectorAll('#layer .box')].filter((n) => n.style.display !== 'none').map((n) => {
  const r = n.getBoundingClientRect(), cs = getComputedStyle(n);
  return { key: n.dataset.key, x: r.left - ox, y: r.top - oy, width: r.width, height: r.height,
           left: parseFloat(n.style.left), top: parseFloat(n.style.top), w: parseFloat(n.style.width), h: parseFloat(n.style.height),
           opacity: parseFloat(cs.opacity), z: cs.zIndex, transform: cs.transform, origin: n.style.transformOrigin };
});
"""


def project(e, vx, vy):
    """The engine's LayoutTransform.project: scale, rotation, the turn about x, then about y, then
    perspective from the anchor point."""
    c, s, k = math.cos(e["angle"]), math.sin(e["angle"]), e["scale"]
    x, y = k * (vx * c - vy * s), k * (vx * s + vy * c)
    rx, ry, p = e.get("rotationX", 0), e.get("rotationY", 0), e.get("perspective", 0)
    if not rx and not ry:
        return x, y
    y1, z1 = y * math.cos(rx), y * math.sin(rx)
    x2, z2 = x * math.cos(ry) + z1 * math.sin(ry), -x * math.sin(ry) + z1 * math.cos(ry)
    if p <= 0:
        return x2, y1
    w = max(1 - z2 / p, 1e-3)
    return x2 / w, y1 / w


def visual_bounds(e):
    """The engine's visualBounds: the bounding box of the frame's corners as projected."""
    f = e["frame"]
    ax, ay = f["x"] + e["anchorPoint"]["x"] * f["width"], f["y"] + e["anchorPoint"]["y"] * f["height"]
    xs, ys = [], []
    for x, y in [(f["x"], f["y"]), (f["x"] + f["width"], f["y"]), (f["x"] + f["width"], f["y"] + f["height"]), (f["x"], f["y"] + f["height"])]:
        px, py = project(e, x - ax, y - ay)
        xs.append(ax + px)
        ys.append(ay + py)
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def check_boxes(driver, base, state, context):
    """The boxes in the DOM are the engine's elements at the page's offset, drawn as the engine says."""
    offset = state["offset"]
    params = dict(state["params"], offset=f"{offset['x']},{offset['y']}", overscan=state["overscan"])
    answer = get(base, "elements", params)
    expected = {f"{e['kind']}:{e['section']}:{e['item']}": e for e in answer["elements"] if not e["isHidden"]}
    boxes = {b["key"]: b for b in driver.execute_script(DOM_BOXES)}
    check(set(boxes) == set(expected), f"{context}: drawn {sorted(set(boxes) ^ set(expected))[:8]} differ from the engine's")
    check(len(boxes) > 0, f"{context}: nothing drawn")
    for key, e in expected.items():
        b = boxes[key]
        f = e["frame"]
        for name, got, want in [("left", b["left"], f["x"] - offset["x"]), ("top", b["top"], f["y"] - offset["y"]),
                                ("width", b["w"], f["width"]), ("height", b["h"], f["height"])]:
            check(abs(got - want) < 0.01, f"{context}: {key} {name} {got} != {want}")
        check(abs(b["opacity"] - e["alpha"]) < 0.01, f"{context}: {key} opacity {b['opacity']} != {e['alpha']}")
        check(str(b["z"]) == str(e["zIndex"]), f"{context}: {key} z-index {b['z']} != {e['zIndex']}")
        x, y, w, h = visual_bounds(e)
        for name, got, want in [("x", b["x"], x - offset["x"]), ("y", b["y"], y - offset["y"]), ("width", b["width"], w), ("height", b["height"], h)]:
            check(abs(got - want) < TOLERANCE, f"{context}: {key} rendered {name} {got:.2f} != engine {want:.2f}")
    return answer, boxes


def scroll_axis(info):
    bounds = info["offsetBounds"]
    if bounds["max"]["x"] > bounds["min"]["x"]:
        return "x"
    if bounds["max"]["y"] > bounds["min"]["y"]:
        return "y"
    return None


def test_layout(driver, base, name, screenshots):
    driver.get(base + "#" + name)
    state = wait_settled(driver)
    check(state["layout"] == name, f"{name}: the page shows {state['layout']}")
    check(not state["error"], f"{name}: the page shows an error: {state['error']}")
    check_boxes(driver, base, state, f"{name} at load")
    check_fits(driver, f"{name} at load")
    info = state["info"]
    axis = scroll_axis(info)
    check(axis is not None, f"{name}: the sample content does not scroll")
    viewport = driver.find_element(By.ID, "viewport")

    # A wheel gesture: the page scrolls, then settles where the layout snaps it.
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(viewport), 0, 240).perform()
    state = wait_settled(driver)
    check(state["offset"][axis] > 0, f"{name}: the wheel did not scroll ({state['offset']})")
    check_boxes(driver, base, state, f"{name} after the wheel")

    # A drag released while moving: a fling. The page measures the velocity from real pointer
    # events, so a busy machine that delays the release past "held still" gets another try.
    size = info["boundsSize"]
    step = -int(min(size["width" if axis == "x" else "height"], 400) / 8)
    span = size["width" if axis == "x" else "height"] / 2 - 20  # start near the far edge (offsets are from the centre)
    for attempt in range(3):
        driver.execute_script("window.playground.scrollTo(0, 0)")
        start = wait_settled(driver)["offset"]
        actions = ActionChains(driver, duration=16)
        actions.move_to_element_with_offset(viewport, span if axis == "x" else 0, span if axis == "y" else 0).click_and_hold()
        for _ in range(6):
            actions.move_by_offset(step if axis == "x" else 0, step if axis == "y" else 0)
        actions.release().perform()
        state = wait_settled(driver)
        release = state["lastRelease"]
        check(release is not None, f"{name}: no release was sent")
        velocity = release["velocity"][axis]
        if velocity > 0.05:
            break
        print(f"     {name}: the release came after the pointer stopped (v = {velocity}); dragging again")
    check(velocity > 0.05, f"{name}: the release velocity {velocity} is not a fling")
    snap = get(base, "snap", dict(state["params"], offset=f"{release['offset']['x']},{release['offset']['y']}",
                                   velocity=f"{release['velocity']['x']},{release['velocity']['y']}"))
    check(snap == release["snap"], f"{name}: the page's snap {release['snap']} differs from the API's {snap}")
    target = snap["target"]
    check(state["offset"]["x"] == target["x"] and state["offset"]["y"] == target["y"],
          f"{name}: rests at {state['offset']}, not at the target {target}")
    check(state["offset"][axis] != start[axis], f"{name}: the fling did not move")
    _, boxes = check_boxes(driver, base, state, f"{name} after the fling")

    bounds = info["offsetBounds"]
    clamped = {a: min(max(snap["proposed"][a], bounds["min"][a]), bounds["max"][a]) for a in "xy"}
    if abs(clamped["x"] - target["x"]) < 1e-6 and abs(clamped["y"] - target["y"]) < 1e-6:
        detail = "rests where the fling takes it (target == proposed)"
    else:
        # The layout snapped: the item it settled on is centred along the scroll axis.
        centred = snap["centeredItem"]
        check(centred is not None, f"{name}: snapped but names no item")
        box = boxes.get(f"cell:{centred['section']}:{centred['item']}")
        check(box is not None, f"{name}: the settled item {centred} is not drawn")
        centre = box["x" if axis == "x" else "y"] + box["width" if axis == "x" else "height"] / 2
        middle = size["width" if axis == "x" else "height"] / 2
        check(abs(centre - middle) < 1.0, f"{name}: the settled item {centred} is at {centre:.2f}, not centred at {middle}")
        detail = f"snapped item \u00a7{centred['section']} #{centred['item']} to the centre"
    readout = driver.find_element(By.ID, "current").text
    if snap["centeredItem"] is not None:
        # Labelled as the SVG renderer labels items (ElementLabel): never "0.23", which reads as a decimal.
        expected = f"\u00a7{snap['centeredItem']['section']} #{snap['centeredItem']['item']}"
        check(readout == expected, f"{name}: the readout says {readout}, not {expected}")
        label = driver.execute_script(
            f"const n = document.querySelector('#layer .box[data-key=\"cell:{snap['centeredItem']['section']}:{snap['centeredItem']['item']}\"]');"
            " return n && n.textContent;")
        check(label == expected, f"{name}: the settled item is labelled {label!r}, not {expected!r}")
    # DOM nodes are recycled, not made anew for every scroll.
    check(state["reused"] > 0 or state["created"] <= state["drawn"] * 3,
          f"{name}: {state['created']} nodes made for {state['drawn']} boxes without reuse")

    print(f"ok   {name}: wheel and fling (v = {velocity:.2f} pt/ms) -> {target[axis]:.1f}; {detail}; "
          f"{state['drawn']} boxes, {state['created']} nodes made, {state['reused']} reused")
    # Every sample of the layout fits the window too.
    samples = next(l for l in get(base, "layouts", {})["layouts"] if l["name"] == name)["samples"]
    if len(samples) > 1:
        for sample in samples:
            driver.find_element(By.CSS_SELECTOR, f'#samples button[data-sample="{sample["name"]}"]').click()
            time.sleep(0.3)
            wait_settled(driver)
            check_fits(driver, f"{name}, sample {sample['name']}")
    print(f"ok   {name}: fits {WINDOW[0]} x {WINDOW[1]} at the tab and its {len(samples)} sample(s)")
    if screenshots:
        # The layout's last sample (its most telling picture in `layouts samples`) in the window.
        os.makedirs(screenshots, exist_ok=True)
        path = os.path.join(screenshots, f"playground-{name}.png")
        driver.save_screenshot(path)
        print(f"     screenshot {path}")


def open_page(driver, base, fragment):
    """Loads the page afresh at `#fragment` (a new fragment alone would keep the page and the
    options set on it) and waits for it to settle."""
    driver.get("about:blank")
    driver.get(base + "#" + fragment)
    return wait_settled(driver)


def test_build_label(driver, base, expected):
    """The page says which build serves it; a debug build says the limits and figures are release's."""
    open_page(driver, base, "grid")
    build = driver.execute_script("return document.body.dataset.build")
    check(build in ("debug", "release"), f"the page names no build: {build!r}")
    if expected:
        check(build == expected, f"the page says {build}, but the server is a {expected} build")
    badge = driver.find_element(By.CSS_SELECTOR, "#build .badge")
    check(badge.is_displayed() and badge.text == f"{build} build", f"the build label reads {badge.text!r}")
    note = driver.find_element(By.CSS_SELECTOR, "#build .debug-only")
    if build == "debug":
        check(note.is_displayed() and "release" in note.text, f"a debug build says nothing of release: {note.text!r}")
    else:
        check(not note.is_displayed(), "a release build shows the debug note")
    print(f"ok   build label: {badge.text!r}" + (f", {note.text!r}" if build == "debug" else ""))


CODE = "return [document.getElementById('code-uikit').textContent, document.getElementById('code-swiftui').textContent]"

# The stand-in for the Clipboard API and for the copy command: what was copied, in order.
STUB_CLIPBOARD = """
window.__copied = [];
Object.defineProperty(navigator, 'clipboard', { configurable: true,
  value: { writeText: (text) => { window.__copied.push(['clipboard', text]); return Promise.resolve(); } } });
"""
STUB_NO_CLIPBOARD = """
window.__copied = [];
Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
document.execCommand = (command) => {
  const area = document.activeElement;
  window.__copied.push([command, area && area.tagName === 'TEXTAREA' ? area.value : String(getSelection())]);
  return true;
};
"""


def copied_after_click(driver, button_id):
    driver.execute_script(f"document.querySelector('button.copy[data-copy=\"{button_id}\"]').click()")
    deadline = time.time() + 10
    while time.time() < deadline:
        copied = driver.execute_script("return window.__copied")
        if copied:
            return copied, driver.execute_script(f"return document.querySelector('button.copy[data-copy=\"{button_id}\"]').textContent")
        time.sleep(0.05)
    raise Failure(f"the {button_id} copy button copied nothing")


def test_code_panel(driver, base, names):
    """The code panel shows what an app writes, for each layout, and copies it."""
    for name in names:
        state = open_page(driver, base, name)
        uikit, swiftui = driver.execute_script(CODE)
        info = get(base, "layout", state["params"])
        check(uikit == info["appCode"]["uikit"] and swiftui == info["appCode"]["swiftUI"],
              f"{name}: the code panel differs from /api/layout's appCode")
        check("CollectionViewLayout(configuration: " in uikit and "collectionView.collectionViewLayout = layout" in uikit,
              f"{name}: the UIKit code installs no layout: {uikit!r}")
        check(swiftui.startswith("CollectionLayoutView(") and "{ item in" in swiftui, f"{name}: no CollectionLayoutView: {swiftui!r}")
        check("try" not in uikit, f"{name}: the defaults are not a preset: {uikit!r}")
        for copy in ("code-uikit", "code-swiftui"):
            check(driver.find_element(By.CSS_SELECTOR, f'button.copy[data-copy="{copy}"]').is_displayed(), f"{name}: no copy button for {copy}")
        print(f"ok   {name}: code panel: {uikit.splitlines()[0]}")
    # Options that differ from the defaults appear, and only they; the code follows the fields.
    state = open_page(driver, base, "carousel&item-size=280x400&side-scale=0.8&wrap=true")
    uikit, swiftui = driver.execute_script(CODE)
    arguments = "itemSize: .absolute(CGSize(width: 280, height: 400)), sideItemScale: 0.8, wraps: true"
    flat = " ".join(uikit.split())
    check(f"CarouselCollectionViewLayout(configuration: try .init( {arguments}))" in flat or
          f"CarouselCollectionViewLayout(configuration: try .init({arguments}))" in flat, f"carousel: {uikit!r}")
    check("spacing" not in uikit and "sideItemAlpha" not in uikit, f"carousel: default arguments shown: {uikit!r}")
    check(".carousel(try! .init(" in swiftui and "wraps: true" in swiftui, f"carousel: {swiftui!r}")
    field = driver.find_element(By.ID, "opt-spacing")
    field.clear()
    field.send_keys("24")
    deadline = time.time() + 20
    while time.time() < deadline and "spacing: 24" not in driver.execute_script(CODE)[0]:
        time.sleep(0.05)
    check("spacing: 24" in driver.execute_script(CODE)[0], "carousel: the code does not follow the spacing field")
    # Copy: with the Clipboard API, and without it (a page served to another machine over http).
    state = wait_settled(driver)
    uikit, swiftui = driver.execute_script(CODE)
    driver.execute_script(STUB_CLIPBOARD)
    copied, label = copied_after_click(driver, "code-uikit")
    check(copied == [["clipboard", uikit]], f"the UIKit copy button copied {copied!r}")
    check(label == "Copied", f"the copy button says {label!r}")
    driver.execute_script(STUB_NO_CLIPBOARD)
    copied, label = copied_after_click(driver, "code-swiftui")
    check(copied == [["copy", swiftui]], f"the SwiftUI copy button (fallback) copied {copied!r}")
    check(label == "Copied", f"the fallback copy button says {label!r}")
    print("ok   code panel: non-default options only, follows the fields, copies with and without the Clipboard API")


# A stand-in for fetch that holds /api/layout requests until the test lets each go: the test
# decides the order answers arrive in, so nothing depends on timing. A held request records an
# abort; one marked deaf answers even when aborted (an answer already on its way).
GATE = """
const real = window.__realFetch || (window.__realFetch = window.fetch.bind(window));
const gate = window.__gate = { held: [] };
window.fetch = (url, options) => {
  if (!String(url).includes('/api/layout?')) return real(url, options);
  return new Promise((resolve, reject) => {
    const entry = { url: String(url), aborted: false, deaf: false, delivered: false };
    entry.release = () => real(url).then((r) => { entry.delivered = true; resolve(r); }, reject);
    if (options && options.signal) options.signal.addEventListener('abort', () => {
      entry.aborted = true;
      if (!entry.deaf) reject(new DOMException('The request was aborted', 'AbortError'));
    });
    gate.held.push(entry);
  });
};
"""
HELD = "return window.__gate.held.map((e) => ({ url: e.url, aborted: e.aborted, delivered: e.delivered }))"


def wait_for(driver, script, what, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.03)
    raise Failure(f"waited {timeout} s for {what}")


def set_field(driver, name, value):
    """Types `value` into the option's field at once: one input event, so one request."""
    driver.execute_script("const f = document.getElementById('opt-' + arguments[0]); f.value = arguments[1];"
                          " f.dispatchEvent(new Event('input'))", name, value)


def test_progress_and_supersede(driver, base, screenshots):
    state = open_page(driver, base, "grid")
    before = driver.execute_script(CODE)[0]
    drawn = state["drawn"]
    driver.execute_script(GATE)
    set_field(driver, "spacing", "30")
    wait_for(driver, "return window.__gate.held.length === 1", "the first layout request")
    driver.execute_script("window.__gate.held[0].deaf = true")
    # Held past the progress delay: progress shows, the stale layout is dimmed and still drawn.
    state = wait_for(driver, "const s = window.playground.state(); return s.busy && s.stale && s", "progress on the stage")
    # The dimming fades in: wait for it to end (a condition, not a time).
    wait_for(driver, "return parseFloat(getComputedStyle(document.getElementById('layer')).opacity) < 0.5", "the stale layout dimmed")
    shown = driver.execute_script("""
      const layer = getComputedStyle(document.getElementById('layer')), p = document.getElementById('progress');
      return { opacity: parseFloat(layer.opacity), progress: getComputedStyle(p).display !== 'none' && p.getBoundingClientRect().width > 0,
               text: document.getElementById('progress-text').textContent,
               boxes: document.querySelectorAll('#layer .box:not([style*="display: none"])').length }""")
    check(shown["progress"], "a held request shows no progress indicator")
    check(shown["text"].startswith("preparing the layout"), f"the progress says {shown['text']!r}")
    check(shown["opacity"] < 0.5, f"the stale layout is not dimmed (opacity {shown['opacity']})")
    check(shown["boxes"] == drawn, f"the stale layout is not kept on screen ({shown['boxes']} boxes, {drawn} before)")
    check(driver.execute_script(CODE)[0] == before, "the code changed before its layout came")
    if screenshots:
        driver.save_screenshot(os.path.join(screenshots, "playground-progress.png"))
    # A newer request supersedes the held one: it is aborted.
    set_field(driver, "spacing", "40")
    held = wait_for(driver, "return window.__gate.held.length === 2 && " + HELD.replace("return ", ""), "the second layout request")
    check(held[0]["aborted"], "the newer layout request did not abort the older")
    check("spacing=40" in held[1]["url"] and "spacing=30" in held[0]["url"], f"held requests: {held}")
    # The newer answer comes first, then the older one, late: the page shows the newer.
    driver.execute_script("window.__gate.held[1].release()")
    state = wait_settled(driver)
    check(state["params"].get("spacing") == "40", f"the page shows {state['params']}")
    driver.execute_script("window.__gate.held[0].release()")
    wait_for(driver, "return window.__gate.held[0].delivered", "the older answer")
    # Two animation frames: whatever the late answer would do has been done.
    driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
    state = wait_settled(driver)
    code = driver.execute_script(CODE)[0]
    check(state["params"].get("spacing") == "40" and "spacing: 40" in code, f"the late older answer replaced the newer: {state['params']}, {code!r}")
    check(not state["busy"] and not state["stale"], "progress is still shown after the answer")
    wait_for(driver, "return parseFloat(getComputedStyle(document.getElementById('layer')).opacity) === 1", "the layout undimmed")
    check_boxes(driver, base, state, "grid after the superseded request")
    driver.execute_script("window.fetch = window.__realFetch")
    print("ok   progress: a held layout request shows progress and dims the stale layout; a newer request aborts it, "
          "and the older answer arriving last is dropped")


PHONE_PARTS = """
const rect = (n) => { const r = n.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
const scroller = document.scrollingElement;
return { width: innerWidth, height: innerHeight, scrollWidth: scroller.scrollWidth, scrollX: scrollX,
         viewport: rect(document.getElementById('viewport')), stage: rect(document.getElementById('stage')),
         readout: rect(document.getElementById('readout')), tabs: rect(document.getElementById('tabs')),
         wide: [...document.querySelectorAll('body *')].filter((n) => n.getBoundingClientRect().right > innerWidth + 0.5
                 && !n.closest('#viewport')).map((n) => n.id || n.tagName).slice(0, 5) };
"""
# Every control: scrolled into view, inside the window, and the element a tap at its centre hits.
REACHABLE = """
const missed = [];
const controls = [...document.querySelectorAll('#tabs button, #samples button, #controls input, #controls select, #controls .quick button, button.copy')];
for (const n of controls) {
  n.scrollIntoView({ block: 'center', inline: 'nearest' });
  const r = n.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (r.width < 1 || r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight || !(hit === n || n.contains(hit)))
    missed.push((n.id || n.dataset.layout || n.dataset.sample || n.dataset.copy || n.textContent) + ' at ' + Math.round(r.left) + ',' + Math.round(r.top));
}
scrollTo(0, 0);
return { count: controls.length, missed };
"""


def check_phone(driver, base, context):
    m = driver.execute_script(PHONE_PARTS)
    check((m["width"], m["height"]) == PHONE, f"{context}: the window is {m['width']} x {m['height']}, not {PHONE}")
    check(m["scrollWidth"] <= m["width"], f"{context}: the page is {m['scrollWidth']} px wide in a {m['width']} px window ({m['wide']})")
    check(not m["wide"], f"{context}: {m['wide']} reach past the window's right edge")
    v = m["viewport"]
    check(v["left"] >= 0 and v["right"] <= m["width"] and v["top"] >= 0 and v["bottom"] <= m["height"],
          f"{context}: the stage {v} is not on the first screen")
    check(v["width"] >= m["width"] - 40, f"{context}: the stage is {v['width']} px wide, not the window's width")
    check(v["height"] >= 160 and v["height"] <= m["height"] * 0.65, f"{context}: the stage is {v['height']} px tall")
    r = driver.execute_script(REACHABLE)
    check(r["count"] > 5 and not r["missed"], f"{context}: controls out of reach: {r['missed']}")
    return m, r


def test_pinned_and_leading(driver, base):
    """The gallery's pinned headers and the leading carousel, as the page draws them from the
    engine's answer at each offset: a header always covers the top of the viewport while the
    gallery scrolls, and a fling rests an item's leading edge on the viewport's leading edge, with
    the items the snap said would land drawn there."""
    open_page(driver, base, "gallery")
    driver.execute_script("return window.playground.applySample('gallery-pinned')")
    state = wait_settled(driver)
    for step in range(4):
        context = f"pinned gallery at {state['offset']}"
        _, boxes = check_boxes(driver, base, state, context)
        covering = [k for k, b in boxes.items() if k.startswith("header:") and b["y"] <= 0.01 and b["y"] + b["height"] > 0.01]
        check(covering, f"{context}: no header at the top of the viewport")
        driver.execute_script(f"window.playground.scrollTo(0, {state['offset']['y'] + 350})")
        state = wait_settled(driver)
    print(f"ok   pinned gallery: a header at the viewport's top at 4 offsets, down to {state['offset']['y']:.0f}")

    open_page(driver, base, "carousel")
    middle = driver.execute_script("return parseFloat(document.getElementById('centre').style.left)")
    driver.execute_script("return window.playground.applySample('carousel-leading')")
    wait_settled(driver)
    line = driver.execute_script("return parseFloat(document.getElementById('centre').style.left)")
    check(middle > 0 and line == 0, f"leading carousel: the resting hairline is at {line}, not at the leading edge (centred: {middle})")
    driver.execute_script("window.playground.release({ x: 1, y: 0 })")
    state = wait_settled(driver)
    snap = state["lastRelease"]["snap"]
    check(state["offset"]["x"] == snap["target"]["x"], f"leading carousel: rests at {state['offset']}, not {snap['target']}")
    _, boxes = check_boxes(driver, base, state, "leading carousel after a fling")
    index = snap["centeredItem"]
    box = boxes.get(f"cell:{index['section']}:{index['item']}")
    check(box is not None and abs(box["left"]) < 0.01, f"leading carousel: the settled item {index} is at {box and box['left']}, not at the leading edge")
    for item in snap["landingItems"]:
        check(f"cell:{item['section']}:{item['item']}" in boxes, f"leading carousel: landing item {item} is not drawn")
    print(f"ok   leading carousel: a fling rests item {index['item']} at the leading edge; landing {[i['item'] for i in snap['landingItems']]}")


def test_phone(driver, base, names, screenshots):
    """At 390 x 844 every layout and sample fits the width, shows the stage and reaches every control."""
    set_window(driver, PHONE, mobile=True)
    try:
        layouts = {l["name"]: l for l in get(base, "layouts", {})["layouts"]}
        for name in names:
            state = open_page(driver, base, name)
            check(not state["error"], f"{name} at 390 px: {state['error']}")
            check_boxes(driver, base, state, f"{name} at 390 px")
            m, r = check_phone(driver, base, f"{name} at 390 px")
            size = state["info"]["boundsSize"]
            if screenshots:
                path = os.path.join(screenshots, f"playground-phone-{name}.png")
                driver.save_screenshot(path)
            for sample in layouts[name]["samples"] if len(layouts[name]["samples"]) > 1 else []:
                driver.execute_script(f"return window.playground.applySample({json.dumps(sample['name'])})")
                wait_settled(driver)
                check_phone(driver, base, f"{name}, sample {sample['name']}, at 390 px")
            print(f"ok   {name} at 390 x 844: page {m['scrollWidth']} px wide, stage {size['width']:g} x {size['height']:g}, "
                  f"{r['count']} controls reachable")
    finally:
        set_window(driver, WINDOW, mobile=False)


def test_errors_and_huge_counts(driver, base):
    name = "grid"
    driver.get(base + "#" + name + "&count=1000000")
    state = wait_settled(driver)
    check(state["info"]["itemCount"] == 1_000_000, f"a million items: {state['info']['itemCount']}")
    bounds = state["info"]["offsetBounds"]["max"]
    driver.execute_script(f"window.playground.scrollTo({bounds['x']}, {bounds['y']})")
    state = wait_settled(driver)
    answer, _ = check_boxes(driver, base, state, "grid with a million items at the end")
    check(any(e["item"] == 999_999 for e in answer["elements"]), "the last of a million items is not drawn at the end")
    # Fields show the value in use: the catalog's default until one is set.
    options = next(l for l in get(base, "layouts", {})["layouts"] if l["name"] == name)["options"]
    for option in options:
        if option["kind"] in ("number", "size", "list") and option.get("defaultValue") and option["name"] not in ("count", "width", "height"):
            shown = driver.find_element(By.ID, "opt-" + option["name"]).get_attribute("value")
            check(shown == option["defaultValue"], f"--{option['name']} shows {shown!r}, not its default {option['defaultValue']!r}")
    field = driver.find_element(By.ID, "opt-spacing")
    field.send_keys("-5")
    deadline = time.time() + 10
    while time.time() < deadline and not driver.find_element(By.ID, "error").text:
        time.sleep(0.05)
    error = driver.find_element(By.ID, "error").text
    check("spacing" in error, f"a bad option shows no message: {error!r}")
    print("ok   grid: a million items drawn at the end; a bad option shows the catalog's message: " + error)


def expected_build(args):
    """The build the server is: --build, else what the --serve command says (a .build/debug/ or
    .build/release/ path, or `-c release`), else None (not checked)."""
    if args.build:
        return args.build
    if args.url:
        return None
    words = args.serve.split()
    if "release" in words or "/release/" in args.serve:
        return "release"
    if "/debug/" in args.serve or ("swift" in words[:1] and "-c" not in words and "--configuration" not in words):
        return "debug"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="a running playground (default: start one)")
    parser.add_argument("--serve", default="swift run layouts serve --port 0", help="the command that starts one")
    parser.add_argument("--screenshots", help="save a screenshot of each layout in this folder")
    parser.add_argument("--layouts", help="only these layouts, comma-separated")
    parser.add_argument("--require", action="store_true", help="fail rather than skip when Chromium is missing (CI)")
    parser.add_argument("--build", choices=["debug", "release"],
                        help="the build the page must name (default: read from --serve when it says, else any)")
    args = parser.parse_args()

    if args.require and "selenium" in MISSING:
        raise SystemExit("FAIL: playground browser test: selenium is missing")
    server = None
    if args.url:
        base = args.url.rstrip("/") + "/"
    else:
        server, base = start_server(args.serve.split())
    passed, failed = 0, 0
    try:
        driver = make_driver(args.require)
        try:
            names = [l["name"] for l in get(base, "layouts", {})["layouts"]]
            if args.layouts:
                names = [n for n in names if n in args.layouts.split(",")]
            print(f"playground at {base}: layouts {', '.join(names)}")
            tests = [(n, lambda n=n: test_layout(driver, base, n, args.screenshots)) for n in names]
            tests.append(("errors and huge counts", lambda: test_errors_and_huge_counts(driver, base)))
            tests.append(("build label", lambda: test_build_label(driver, base, expected_build(args))))
            tests.append(("code panel", lambda: test_code_panel(driver, base, names)))
            tests.append(("progress and supersession", lambda: test_progress_and_supersede(driver, base, args.screenshots)))
            tests.append(("phone width", lambda: test_phone(driver, base, names, args.screenshots)))
            if {"gallery", "carousel"} <= set(names):
                tests.append(("pinned headers and leading carousel", lambda: test_pinned_and_leading(driver, base)))
            for name, test in tests:
                try:
                    test()
                    passed += 1
                except (Failure, urllib.error.URLError) as error:
                    failed += 1
                    print(f"FAIL {name}: {error}")
        finally:
            driver.quit()
    finally:
        if server:
            served_playground.stop(server)
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
