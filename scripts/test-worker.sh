#!/usr/bin/env bash
# One worker of scripts/test-parallel.py, run inside a display and a session bus of its own
# (xvfb-run, dbus-run-session): starts the accessibility bus, says "ready", then runs each test
# selector it reads from standard input with the XCTest bundle, its output into LOGS/<number>.log,
# and answers "done <number> <status>". Its own display keeps xdotool's keys and the focus from
# reaching another worker's window; its own buses keep the AT-SPI clients apart.
# Usage: scripts/test-worker.sh XCTEST-BUNDLE LOGS
set -uo pipefail
bundle="$1"
logs="$2"
/usr/libexec/at-spi-bus-launcher --launch-immediately >&2 & launcher=$!
trap 'kill "$launcher" 2>/dev/null; wait "$launcher" 2>/dev/null' EXIT
# Ready once the launcher owns org.a11y.Bus: an app started before that would have D-Bus
# activate a second launcher, whose bus the tests' AT-SPI client never reads.
for _ in $(seq 200); do
  gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner org.a11y.Bus 2>/dev/null | grep -q true && break
  sleep 0.05
done
echo ready
while read -r number selector; do
  CONCENTRIC_ATSPI_BUS=1 "$bundle" "$selector" >"$logs/$number.log" 2>&1 </dev/null
  echo "done $number $?"
done
