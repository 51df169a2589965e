#!/usr/bin/env python3
"""Runs every XCTest of the built bundle across several workers, each with a display and session
buses of its own (scripts/test-worker.sh), and ends with XCTest's closing line for the whole run.

Most of a test's time is spent waiting on another process (the app starting, a frame, an AT-SPI
answer), so workers beyond the machine's cores still shorten the run. The work is handed out one
selector at a time, the longest kinds first: every test method of the app's and the renderer's
targets on its own, every other class whole. A worker's output is printed whole as it ends.

Usage: scripts/test-parallel.py XCTEST-BUNDLE [--filter REGEX]…
  --filter  only the tests whose "Module.Class/testMethod" the regular expression finds (as
            `swift test --filter`); given several times, the tests any of them finds
  CONCENTRIC_TEST_WORKERS  the number of workers (default 3)
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime

# Targets whose tests are slow one by one (real processes, browsers, images): split per method.
PER_METHOD = ("PlaygroundAppTests.", "ConcentricRenderTests.")
EXECUTED = re.compile(
    r"Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?(\d+) failures? \((\d+) unexpected\) in ([\d.]+) \(([\d.]+)\) seconds")


def selectors(bundle, filters):
    listed = subprocess.run([bundle, "--list-tests"], capture_output=True, text=True, check=True).stdout
    tests = [line.strip() for line in listed.splitlines() if "/" in line and not line.startswith("Listing")]
    if filters:
        tests = [test for test in tests if any(re.search(pattern, test) for pattern in filters)]
    jobs, sizes = [], {}
    for test in tests:
        # A filtered run may choose part of a class: each of its tests is a job.
        job = test if test.startswith(PER_METHOD) or filters else test.split("/")[0]
        if job not in sizes:
            sizes[job] = 0
            jobs.append(job)
        sizes[job] += 1
    # The app's first, the renderer's next, the rest last: short jobs fill the end.
    rank = {PER_METHOD[0]: 0, PER_METHOD[1]: 1}
    jobs.sort(key=lambda job: next((r for prefix, r in rank.items() if job.startswith(prefix)), 2))
    return len(tests), jobs, sizes


class Worker:
    def __init__(self, bundle, logs, index):
        here = os.path.dirname(os.path.abspath(__file__))
        script, bus = os.path.join(here, "test-worker.sh"), os.path.join(here, "with-a11y-bus.sh")
        # -noreset: an app connecting while Xvfb resets after the last client left cannot open
        # the display (xorg/xserver#1102).
        self.process = subprocess.Popen(
            ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -noreset", "dbus-run-session", "--", bus, script, bundle, logs],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(os.path.join(logs, f"worker-{index}.err"), "w"), text=True, bufsize=1,
            start_new_session=True)
        if self.process.stdout.readline().strip() != "ready":
            with open(os.path.join(logs, f"worker-{index}.err")) as file:
                raise SystemExit(f"test-parallel: a worker's display or session bus did not start\n{file.read()}")

    def run(self, number, selector):
        self.process.stdin.write(f"{number} {selector}\n")
        answer = self.process.stdout.readline().split()
        if len(answer) != 3 or answer[0] != "done":
            return None   # the worker itself died
        return int(answer[2])

    def stop(self):
        try:
            self.process.stdin.close()
            self.process.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            os.killpg(self.process.pid, signal.SIGKILL)

    def kill(self):
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass


def main():
    arguments = sys.argv[1:]
    if not arguments or len(arguments) % 2 != 1 or any(flag != "--filter" for flag in arguments[1::2]):
        raise SystemExit(__doc__)
    bundle, filters = arguments[0], arguments[2::2]
    listed, jobs, sizes = selectors(bundle, filters)
    if not jobs:
        raise SystemExit(f"test-parallel: no test matches {' or '.join(filters)}")
    wanted = os.environ.get("CONCENTRIC_TEST_WORKERS", "3")
    if not wanted.isdigit() or int(wanted) < 1:
        raise SystemExit(f"test-parallel: CONCENTRIC_TEST_WORKERS must be a whole number from 1, not \"{wanted}\"")
    count = min(int(wanted), len(jobs))
    logs = tempfile.mkdtemp(prefix="concentric-tests-")
    started = time.monotonic()
    print(f"Running {listed} tests as {len(jobs)} jobs on {count} workers, each with its own display", flush=True)

    lock = threading.Lock()
    queue = list(enumerate(jobs))
    results = {}
    workers = []

    def serve(worker):
        while True:
            with lock:
                if not queue:
                    break
                number, selector = queue.pop(0)
            status = worker.run(number, selector)
            path = os.path.join(logs, f"{number}.log")
            with open(path, errors="replace") as file:
                output = file.read()
            with lock:
                results[number] = (selector, status, output)
                sys.stdout.write(output if output.endswith("\n") else output + "\n")
                sys.stdout.flush()
            if status is None:
                break
        worker.stop()

    threads = []
    try:
        for index in range(count):
            # One at a time: xvfb-run -a takes the first free display number, which two
            # starting at once would both take.
            worker = Worker(bundle, logs, index)
            workers.append(worker)
            thread = threading.Thread(target=serve, args=(worker,))
            thread.start()
            threads.append(thread)
        for thread in threads:
            thread.join()
    except KeyboardInterrupt:
        for worker in workers:
            worker.kill()
        raise

    executed = skipped = failures = unexpected = 0
    seconds = 0.0
    broken = []
    for number, selector in enumerate(jobs):
        if number not in results:
            broken.append(f"{selector}: not run (its worker stopped)")
            executed += sizes[selector]
            failures += 1
            unexpected += 1
            continue
        _, status, output = results[number]
        found = EXECUTED.findall(output)
        if not found:
            broken.append(f"{selector}: ended with status {status} before XCTest's closing line")
            executed += sizes[selector]
            failures += 1
            unexpected += 1
            continue
        ran, skip, failed, surprise, took, _ = found[-1]
        executed += int(ran)
        skipped += int(skip or 0)
        failures += int(failed)
        unexpected += int(surprise)
        seconds += float(took)
        if status != 0 and int(failed) == 0:
            broken.append(f"{selector}: exited with status {status}")
            failures += 1
            unexpected += 1
    shutil.rmtree(logs, ignore_errors=True)
    # Every listed test ran once: a selector that chose more or fewer than its tests is an error.
    if executed != listed:
        broken.append(f"{executed} tests ran where {listed} were listed")
        failures += 1
        unexpected += 1

    for line in broken:
        print(f"error: {line}")
    verdict = "passed" if failures == 0 and not broken else "failed"
    now = datetime.now().strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]
    skips = f"{skipped} test{'' if skipped == 1 else 's'} skipped and " if skipped else ""
    print(f"Test Suite 'All tests' {verdict} at {now}.")
    print(f"\t Executed {executed} test{'' if executed == 1 else 's'}, with {skips}{failures} failure{'' if failures == 1 else 's'}"
          f" ({unexpected} unexpected) in {seconds:.3f} ({time.monotonic() - started:.3f}) seconds")
    return 0 if verdict == "passed" else 1


if __name__ == "__main__":
    sys.exit(main())
