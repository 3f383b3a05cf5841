#!/usr/bin/env python3
"""A short load test of the playground's API on loopback, bounded in requests and in time.

Three phases, each bounded by --seconds:
1. cheap: a page scrolling: keep-alive connections asking for the elements at offsets that move a
   screen at a time (seeded, so runs are comparable), with a snap and a layout request now and then;
2. costly: the same, while --costly threads each keep one worst-case accepted request in flight
   (circle packings just inside the work budget, found from the server's own refusal of a larger
   one, varied so the cache never answers) and an over-budget request is checked to be refused
   with status 422 and the limit named;
3. answers: the same, while --answers threads each repeat the largest answer the server gives (a
   cached grid of 10 million 0.001-pt items over a 100,000-pt square: as many elements as one
   answer may hold, `truncated`), which must come back whole (200) or be refused as busy (503 with
   Retry-After);
4. idle: the same, while --idle connections sit idle or half-sent (a request head without its end);
   every one must be closed by the server within --idle-timeout (+2 s).
Prints requests per second, latency percentiles and errors per phase; exits 1 on any error, when
cheap requests' p99 passes --cheap-p99-ms in the costly or idle phase, or when an idle connection
outlives the idle timeout.

    python3 Tools/Tests/load/load_test.py --url http://127.0.0.1:8080/ [--requests 20000] [--seconds 10]
    python3 Tools/Tests/load/load_test.py            # starts `Scripts/layouts serve --port 0` itself
"""
import argparse
import http.client
import json
import os
import random
import re
import socket
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import served_playground  # noqa: E402  (Tools/Tests, beside this folder)


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


def warm(host, port, layouts):
    """Asks once for every layout the cheap mix uses, so that it is cached before a loaded phase
    (a cheap request is one the cache answers)."""
    for layout, most in layouts.items():
        for count in sorted({min(c, most) for c in COUNTS}):
            get(host, port, "/api/layout?" + urllib.parse.urlencode({"layout": layout, "count": count}), timeout=120)


def run_cheap(host, port, layouts, seconds, requests, connections, seed=0):
    """The cheap mix over `connections` keep-alive connections: (latencies, errors, wall)."""
    lock = threading.Lock()
    budget = [requests]
    latencies, errors = [], []
    deadline = time.monotonic() + seconds

    def worker(index):
        connection = http.client.HTTPConnection(host, port, timeout=seconds + 5)
        for path in paths(seed + index, layouts):
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
                connection = http.client.HTTPConnection(host, port, timeout=seconds + 5)
            elapsed = time.perf_counter() - started
            with lock:
                latencies.append(elapsed)
                if not ok:
                    errors.append((path, body[:200]))
        connection.close()

    began = time.monotonic()
    threads = [threading.Thread(target=worker, args=(i,)) for i in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, errors, time.monotonic() - began


def get(host, port, path, timeout=60):
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


# The costly request: many circle sizes over a wide container, dense order (the worst case).
COSTLY = {"layout": "circles", "diameters": "1,100,1,100,1,1,1,1", "width": 5000, "order": "dense"}


def worst_accepted(host, port, problems):
    """The largest circle count the server accepts for COSTLY, from its refusal of 200,000, which
    must be status 422 naming the limit."""
    status, body = get(host, port, "/api/layout?" + urllib.parse.urlencode(dict(COSTLY, count=200_000, spacing=0.5)))
    answer = json.loads(body) if body.startswith(b"{") else {}
    if status != 422 or "limit" not in answer:
        problems.append(f"an over-budget request gave {status} {body[:200]!r}, not 422 with the limit")
        return 1000
    most = re.search(r"about (\d+) items", answer["error"])
    if not most:
        problems.append(f"the refusal does not say how many items fit: {answer['error']!r}")
        return 1000
    return max(1, int(int(most.group(1)) * 0.95))


def run_costly(host, port, count, threads, stop, problems, statuses):
    """`threads` threads each keeping one costly request in flight until `stop` is set."""
    lock = threading.Lock()

    def worker(index):
        k = 0
        while not stop.is_set():
            # A new spacing each time: the cache never answers.
            spacing = f"{0.5 + (index * 1000 + k) * 1e-6:.6f}"
            k += 1
            try:
                status, body = get(host, port, "/api/layout?" + urllib.parse.urlencode(dict(COSTLY, count=count, spacing=spacing)), timeout=120)
            except OSError as error:
                status, body = 0, str(error).encode()
            with lock:
                statuses.append(status)
                # 503: the executor's queue was full, a valid answer under this load.
                if status not in (200, 503):
                    problems.append(f"a costly request gave {status} {body[:200]!r}")

    workers = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(threads)]
    for t in workers:
        t.start()
    return workers


# The largest answer: a cheap layout (arithmetic, cached after the first) whose rect holds far more
# elements than one answer may: the server stops at its cap and says truncated.
LARGEST_ANSWER = "/api/elements?" + urllib.parse.urlencode({
    "layout": "grid", "count": 10_000_000, "item-size": "0.001x0.001", "spacing": 0, "rect": "0,0,100000,100000"})


def run_answers(host, port, threads, stop, problems, statuses, sizes):
    """`threads` threads each repeating LARGEST_ANSWER until `stop` is set."""
    lock = threading.Lock()

    def worker():
        while not stop.is_set():
            try:
                connection = http.client.HTTPConnection(host, port, timeout=60)
                connection.request("GET", LARGEST_ANSWER)
                response = connection.getresponse()
                status, body, retry = response.status, response.read(), response.getheader("Retry-After")
                connection.close()
            except (OSError, http.client.HTTPException) as error:
                status, body, retry = 0, str(error).encode(), None
            with lock:
                statuses.append(status)
                if status == 200:
                    # Read the two fields without parsing the whole answer: json.loads of a 3 MB
                    # body holds Python's lock for tens of milliseconds, which the cheap client
                    # threads of this same process would count as the server's latency.
                    count = re.search(rb'"count":(\d+)', body)
                    truncated = b'"truncated":true' in body
                    if count is None or not body.endswith(b"}"):
                        problems.append(f"the largest answer is not a whole answer: {body[:200]!r}…")
                        continue
                    sizes.append(int(count.group(1)))
                    if not truncated:
                        problems.append(f"the largest answer is not truncated: {count.group(1).decode()} elements")
                elif status == 503:
                    if not retry:
                        problems.append("a 503 without Retry-After")
                    else:
                        time.sleep(min(float(retry), 1.0))
                else:
                    problems.append(f"the largest answer gave {status} {body[:200]!r}")

    workers = [threading.Thread(target=worker, daemon=True) for _ in range(threads)]
    for t in workers:
        t.start()
    return workers


def open_idle(host, port, count):
    """`count` connections: half silent, half with a request head that never ends."""
    sockets = []
    for k in range(count):
        s = socket.create_connection((host, port), timeout=10)
        if k % 2:
            s.sendall(b"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        sockets.append(s)
    return sockets


def still_open(sockets):
    """How many of `sockets` the server has not closed."""
    open_count = 0
    for s in sockets:
        s.setblocking(False)
        try:
            data = s.recv(65536)
            if data:  # an answer (a 4xx for the half-sent head) followed by the close
                try:
                    while s.recv(65536):
                        pass
                except BlockingIOError:
                    open_count += 1
        except BlockingIOError:
            open_count += 1
        except OSError:
            pass
        s.close()
    return open_count


def run_reconnecting(host, port, count, seconds, layouts):
    """`count` clients that connect, send nothing and connect again as soon as the server closes
    them (a bounded flood: at most `seconds`, loopback only), while one client asks for a cheap
    answer on a new connection every 50 ms. Returns (latencies of the normal requests, errors,
    connections made by the flood)."""
    import asyncio
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < count + 256:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, count + 256), hard))
    path = "/api/elements?" + urllib.parse.urlencode({"layout": next(iter(layouts)), "count": 1000, "offset": "0,0"})
    latencies, errors, made = [], [], [0]

    async def flood(deadline):
        while time.monotonic() < deadline:
            try:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout=max(0.1, deadline - time.monotonic()))
                made[0] += 1
                try:
                    await asyncio.wait_for(reader.read(1), timeout=max(0.1, deadline - time.monotonic()))
                except asyncio.TimeoutError:
                    pass
                writer.close()
            except (OSError, asyncio.TimeoutError):
                await asyncio.sleep(0.05)

    async def normal(deadline):
        await asyncio.sleep(1)  # the flood fills the server first
        while time.monotonic() < deadline:
            began = time.perf_counter()
            try:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout=30)
                writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n\r\n".encode())
                data = await asyncio.wait_for(reader.read(), timeout=30)
                writer.close()
                if not data.startswith(b"HTTP/1.1 200"):
                    errors.append((path, data[:200]))
            except (OSError, asyncio.TimeoutError) as error:
                errors.append((path, str(error).encode()))
            latencies.append(time.perf_counter() - began)
            await asyncio.sleep(0.05)

    async def main():
        deadline = time.monotonic() + seconds
        await asyncio.gather(normal(deadline), *(flood(deadline) for _ in range(count)))

    asyncio.run(main())
    return latencies, errors, made[0]


def summary(name, latencies, errors, wall, layouts, connections):
    latencies = sorted(latencies)

    def pct(p):
        return latencies[min(len(latencies) - 1, int(p / 100 * len(latencies)))] * 1000 if latencies else 0
    print(f"load test, {name}: {len(latencies)} requests in {wall:.1f} s over {connections} connections "
          f"({', '.join(layouts)}): {len(latencies) / max(wall, 1e-9):.0f} requests/s; "
          f"latency p50 {pct(50):.1f} ms, p95 {pct(95):.1f} ms, p99 {pct(99):.1f} ms; {len(errors)} errors")
    for path, body in errors[:5]:
        print(f"  error: {path}: {body!r}")
    return pct(99)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url")
    parser.add_argument("--serve", default="Scripts/layouts serve --port 0")
    parser.add_argument("--requests", type=int, default=20_000, help="at most this many requests a phase (default 20000)")
    parser.add_argument("--seconds", type=float, default=10, help="at most this long a phase (default 10, at most 15)")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--layouts", default="", help="comma-separated (default: every layout the API lists)")
    parser.add_argument("--counts", default="", help="comma-separated item counts (default 60,1000,10000)")
    parser.add_argument("--costly", type=int, default=4, help="costly requests in flight in the costly phase, 0 to skip it (default 4)")
    parser.add_argument("--answers", type=int, default=4, help="clients repeating the largest answer in the answers phase, 0 to skip it (default 4)")
    parser.add_argument("--idle", type=int, default=300, help="idle connections in the idle phase, 0 to skip it (default 300, at most 2000)")
    parser.add_argument("--reconnect", type=int, default=0, help="clients reconnecting as soon as they are closed, in a last phase (default 0: skipped; at most 8000)")
    parser.add_argument("--idle-timeout", type=float, default=5, help="the server's idle timeout in seconds (default 5)")
    parser.add_argument("--cheap-p99-ms", type=float, default=50, help="the most p99 latency of cheap requests under load (default 50)")
    args = parser.parse_args()
    seconds = min(args.seconds, 15)
    idle_count = min(args.idle, 2000)
    if args.counts:
        COUNTS[:] = [int(c) for c in args.counts.split(",")]

    server = None
    url = args.url
    if not url:
        server, url = served_playground.start(args.serve.split())
    parsed = urllib.parse.urlparse(url)
    assert parsed.hostname in ("127.0.0.1", "localhost", "::1"), "the load test stays on loopback"
    host, port = parsed.hostname, parsed.port
    failed = False
    try:
        status, body = get(host, port, "/api/layouts", timeout=30)
        listed = {l["name"]: l["maximumCount"] for l in json.loads(body)["layouts"]}
        wanted = args.layouts.split(",") if args.layouts else list(listed)
        layouts = {name: listed[name] for name in wanted if name in listed}

        latencies, errors, wall = run_cheap(host, port, layouts, seconds, args.requests, args.connections)
        summary("cheap", latencies, errors, wall, layouts, args.connections)
        failed |= bool(errors)

        if args.costly > 0:
            problems, statuses = [], []
            count = worst_accepted(host, port, problems)
            stop = threading.Event()
            warm(host, port, layouts)
            workers = run_costly(host, port, count, args.costly, stop, problems, statuses)
            time.sleep(0.5)  # the costly requests reach the server first
            latencies, errors, wall = run_cheap(host, port, layouts, seconds, args.requests, args.connections, seed=100)
            stop.set()
            p99 = summary(f"cheap with {args.costly} costly requests in flight ({count} circles each)",
                          latencies, errors, wall, layouts, args.connections)
            print(f"  costly requests answered meanwhile: {sum(1 for s in statuses if s == 200)} prepared, "
                  f"{sum(1 for s in statuses if s == 503)} refused as busy")
            for t in workers:
                t.join(timeout=60)
            for problem in problems[:5]:
                print(f"  error: {problem}")
            if p99 > args.cheap_p99_ms:
                print(f"  error: cheap p99 {p99:.1f} ms is over {args.cheap_p99_ms:.0f} ms")
            failed |= bool(errors) or bool(problems) or p99 > args.cheap_p99_ms

        if args.answers > 0:
            problems, statuses, sizes = [], [], []
            # Prepared (and cached) once, before the phase: the phase measures answering.
            status, body = get(host, port, LARGEST_ANSWER, timeout=120)
            if status != 200:
                problems.append(f"the largest answer gave {status} {body[:200]!r}")
            warm(host, port, layouts)
            stop = threading.Event()
            workers = run_answers(host, port, min(args.answers, 8), stop, problems, statuses, sizes)
            time.sleep(0.5)
            latencies, errors, wall = run_cheap(host, port, layouts, seconds, args.requests, args.connections, seed=300)
            stop.set()
            for t in workers:
                t.join(timeout=60)
            p99 = summary(f"cheap with {args.answers} clients repeating the largest answer ({max(sizes, default=0)} elements)",
                          latencies, errors, wall, layouts, args.connections)
            print(f"  largest answers meanwhile: {sum(1 for s in statuses if s == 200)} answered, "
                  f"{sum(1 for s in statuses if s == 503)} refused as busy")
            for problem in problems[:5]:
                print(f"  error: {problem}")
            if p99 > args.cheap_p99_ms:
                print(f"  error: cheap p99 {p99:.1f} ms is over {args.cheap_p99_ms:.0f} ms")
            failed |= bool(errors) or bool(problems) or p99 > args.cheap_p99_ms

        if idle_count > 0:
            warm(host, port, layouts)
            began = time.monotonic()
            sockets = open_idle(host, port, idle_count)
            opened = time.monotonic() - began
            latencies, errors, wall = run_cheap(host, port, layouts, min(seconds, args.idle_timeout), args.requests,
                                                args.connections, seed=200)
            p99 = summary(f"cheap with {idle_count} idle connections open", latencies, errors, wall, layouts, args.connections)
            # Every idle connection is past its timeout 2 s after the last was opened plus the timeout.
            time.sleep(max(0.0, began + opened + args.idle_timeout + 2 - time.monotonic()))
            left = still_open(sockets)
            print(f"  idle connections: {idle_count} opened in {opened:.1f} s, {left} still open "
                  f"{args.idle_timeout + 2:.0f} s after (idle timeout {args.idle_timeout:.0f} s)")
            if left:
                print(f"  error: {left} idle connections outlived the idle timeout")
            if p99 > args.cheap_p99_ms:
                print(f"  error: cheap p99 {p99:.1f} ms is over {args.cheap_p99_ms:.0f} ms")
            failed |= bool(errors) or left > 0 or p99 > args.cheap_p99_ms
        if args.reconnect > 0:
            count = min(args.reconnect, 8000)
            latencies, errors, made = run_reconnecting(host, port, count, min(seconds, 15), layouts)
            summary(f"a normal request on a new connection every 50 ms, with {count} clients reconnecting "
                    f"({made} connections made)", latencies, errors, min(seconds, 15), layouts, 1)
            if latencies:
                print(f"  slowest normal request: {max(latencies) * 1000:.0f} ms")
            failed |= bool(errors)
    finally:
        if server:
            served_playground.stop(server)
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
