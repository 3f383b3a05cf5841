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
The window is 1280 x 800 throughout. With --screenshots DIR it also saves
DIR/playground-<layout>.png of each tab.

Skips with a message (exit 0) when Chromium, chromedriver or selenium is missing; CI installs them.
All traffic stays on 127.0.0.1.
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request


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


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def start_server(command):
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    # `swift run` may print its build lines first; the server's line names the address.
    line = ""
    for _ in range(500):
        line = process.stdout.readline()
        if not line or "http://" in line:
            break
    if "http://" not in line:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    url = next(word for word in line.split() if word.startswith("http://"))
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
    # The page's own size, exactly: the window size includes whatever chrome the browser draws.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WINDOW[0], "height": WINDOW[1], "deviceScaleFactor": 1, "mobile": False})
    return driver


FIT = """
const parts = {};
for (const id of ['tabs', 'viewport', 'readout', 'summary', 'samples', 'controls', 'error', 'swift']) {
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
        index = snap["index"]
        check(index is not None, f"{name}: snapped but names no item")
        box = boxes.get(f"cell:{index['section']}:{index['item']}")
        check(box is not None, f"{name}: the settled item {index} is not drawn")
        centre = box["x" if axis == "x" else "y"] + box["width" if axis == "x" else "height"] / 2
        middle = size["width" if axis == "x" else "height"] / 2
        check(abs(centre - middle) < 1.0, f"{name}: the settled item {index} is at {centre:.2f}, not centred at {middle}")
        detail = f"snapped item \u00a7{index['section']} #{index['item']} to the centre"
    readout = driver.find_element(By.ID, "current").text
    if snap["index"] is not None:
        # Labelled as the SVG renderer labels items (ElementLabel): never "0.23", which reads as a decimal.
        expected = f"\u00a7{snap['index']['section']} #{snap['index']['item']}"
        check(readout == expected, f"{name}: the readout says {readout}, not {expected}")
        label = driver.execute_script(
            f"const n = document.querySelector('#layer .box[data-key=\"cell:{snap['index']['section']}:{snap['index']['item']}\"]');"
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="a running playground (default: start one)")
    parser.add_argument("--serve", default="swift run layouts serve --port 0", help="the command that starts one")
    parser.add_argument("--screenshots", help="save a screenshot of each layout in this folder")
    parser.add_argument("--layouts", help="only these layouts, comma-separated")
    parser.add_argument("--require", action="store_true", help="fail rather than skip when Chromium is missing (CI)")
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
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
