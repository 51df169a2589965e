#!/usr/bin/env python3
"""Runs `concentric-bench editor ...` (already under Xvfb) and prints its JSON line
with the time from starting the process to its first frame.

Usage: bench/editor.py CASE BINARY ARGS...   (the app's line, plus "case", "spawnedMonotonicUs"
and "openMs": the app's first-frame time minus the moment just before the process was started,
both CLOCK_MONOTONIC, which g_get_monotonic_time reads). Standard library only.
"""
import json
import subprocess
import sys
import time


def main():
    case, command = sys.argv[1], sys.argv[2:]
    spawned = time.monotonic_ns() // 1000
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        sys.exit(f"editor.py: {command[0]} exited with {run.returncode}")
    line = json.loads(run.stdout.strip().splitlines()[-1])
    line["case"] = case
    line["spawnedMonotonicUs"] = spawned
    first = line.get("firstFrameMonotonicUs")
    line["openMs"] = (first - spawned) / 1000 if first else None
    print(json.dumps(line))


if __name__ == "__main__":
    main()
