#!/usr/bin/env python3
"""A short load test of the playground's API on loopback, bounded in requests and in time.

Mimics a page scrolling: keep-alive connections asking for the elements at offsets that move a
screen at a time (seeded, so runs are comparable), with a snap and a layout request now and then.
Prints requests per second, latency percentiles and errors; exits 1 on any error.

    python3 Tests/load/load_test.py --url http://127.0.0.1:8080/ [--requests 20000] [--seconds 10]
    python3 Tests/load/load_test.py            # starts `swift run layouts serve --port 0` itself
"""
import argparse
import http.client
import json
import random
import subprocess
import threading
import time
import urllib.parse


# Item counts asked for. Up to 10,000, so that the first request for each layout prepares in at
# most a few seconds even in a debug build (packing 200,000 circles takes about 40 s there); the
# API tests and the browser test cover a million items.
COUNTS = [60, 1000, 10_000]


def paths(seed, layouts):
    """An endless, seeded mix: 8 elements requests for each snap, a layout request every 50.
    `layouts` maps each name to its largest count."""
    rng = random.Random(seed)
    names = list(layouts)
    n = 0
    while True:
        layout = names[n % len(names)]
        count = min(rng.choice(COUNTS), layouts[layout])
        x, y = rng.randrange(0, 20_000), rng.randrange(0, 2_000)
        base = {"layout": layout, "count": count}
        if n % 50 == 49:
            yield "/api/layout?" + urllib.parse.urlencode(base)
        elif n % 9 == 8:
            yield "/api/snap?" + urllib.parse.urlencode(dict(base, offset=f"{x},{y}", velocity=f"{rng.uniform(-3, 3):.3f},0"))
        else:
            yield "/api/elements?" + urllib.parse.urlencode(dict(base, offset=f"{x},{y}", overscan=120))
        n += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url")
    parser.add_argument("--serve", default="swift run layouts serve --port 0")
    parser.add_argument("--requests", type=int, default=20_000, help="at most this many requests (default 20000)")
    parser.add_argument("--seconds", type=float, default=10, help="at most this long (default 10, at most 15)")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--layouts", default="", help="comma-separated (default: every layout the API lists)")
    parser.add_argument("--counts", default="", help="comma-separated item counts (default 60,1000,10000)")
    args = parser.parse_args()
    seconds = min(args.seconds, 15)
    if args.counts:
        COUNTS[:] = [int(c) for c in args.counts.split(",")]

    server = None
    url = args.url
    if not url:
        server = subprocess.Popen(args.serve.split(), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = ""
        for _ in range(500):  # `swift run` may print its build lines first
            line = server.stdout.readline()
            if not line or "http://" in line:
                break
        url = next(w for w in line.split() if w.startswith("http://"))
    parsed = urllib.parse.urlparse(url)
    assert parsed.hostname in ("127.0.0.1", "localhost", "::1"), "the load test stays on loopback"
    try:
        connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=30)
        connection.request("GET", "/api/layouts")
        listed = {l["name"]: l["maximumCount"] for l in json.loads(connection.getresponse().read())["layouts"]}
        connection.close()
        wanted = args.layouts.split(",") if args.layouts else list(listed)
        layouts = {name: listed[name] for name in wanted if name in listed}
        lock = threading.Lock()
        budget = [args.requests]
        latencies, errors = [], []
        deadline = time.monotonic() + seconds

        def worker(index):
            connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=seconds + 5)
            for path in paths(index, layouts):
                with lock:
                    if budget[0] <= 0 or time.monotonic() >= deadline:
                        break
                    budget[0] -= 1
                started = time.perf_counter()
                try:
                    connection.request("GET", path)
                    response = connection.getresponse()
                    body = response.read()
                    ok = response.status == 200 and body.startswith(b"{")
                except (OSError, http.client.HTTPException) as error:
                    ok, body = False, str(error).encode()
                    connection.close()
                    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=seconds + 5)
                elapsed = time.perf_counter() - started
                with lock:
                    latencies.append(elapsed)
                    if not ok:
                        errors.append((path, body[:200]))
            connection.close()

        began = time.monotonic()
        threads = [threading.Thread(target=worker, args=(i,)) for i in range(args.connections)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.monotonic() - began
    finally:
        if server:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()

    latencies.sort()
    def pct(p):
        return latencies[min(len(latencies) - 1, int(p / 100 * len(latencies)))] * 1000 if latencies else 0
    print(f"load test: {len(latencies)} requests in {wall:.1f} s over {args.connections} connections "
          f"({', '.join(layouts)}): {len(latencies) / wall:.0f} requests/s; "
          f"latency p50 {pct(50):.1f} ms, p95 {pct(95):.1f} ms, p99 {pct(99):.1f} ms; {len(errors)} errors")
    for path, body in errors[:5]:
        print(f"  error: {path}: {body!r}")
    raise SystemExit(1 if errors else 0)


if __name__ == "__main__":
    main()
