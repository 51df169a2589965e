#!/usr/bin/env bash
# One worker of scripts/test-parallel.py, run inside a display, a session bus and an
# accessibility bus of its own (xvfb-run, dbus-run-session, scripts/with-a11y-bus.sh): says
# "ready", then runs each test selector it reads from standard input with the XCTest bundle, its
# output into LOGS/<number>.log, and answers "done <number> <status>". Its own display keeps
# xdotool's keys and the focus from reaching another worker's window; its own buses keep the
# AT-SPI clients apart.
# Usage: scripts/test-worker.sh XCTEST-BUNDLE LOGS
set -uo pipefail
bundle="$1"
logs="$2"
echo ready
while read -r number selector; do
  CONCENTRIC_ATSPI_BUS=1 "$bundle" "$selector" >"$logs/$number.log" 2>&1 </dev/null
  echo "done $number $?"
done
