"""The playground server a test script runs: started from a `layouts serve` command line, read
until it prints its address, and stopped when the script is done. Shared by
browser/playground_test.py and load/load_test.py."""

import subprocess


def start(command):
    """Starts `command` (a list of words) and returns the process and the address it serves, the
    first `http://` word it prints; exits the script when it prints none."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = ""
    for _ in range(500):  # `swift run` may print its build lines first
        line = process.stdout.readline()
        if not line or "http://" in line:
            break
    if "http://" not in line:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return process, next(word for word in line.split() if word.startswith("http://"))


def stop(process):
    """Stops a server `start` started: politely, then for certain after 10 s."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
