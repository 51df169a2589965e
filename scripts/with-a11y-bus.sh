#!/usr/bin/env bash
# Runs a command with an accessibility bus of its own on the current session bus: starts
# at-spi-bus-launcher, waits until it owns org.a11y.Bus (an app started before that would have
# D-Bus activate a second launcher, whose bus an AT-SPI client never reads), runs the command,
# stops the launcher and exits with the command's status.
# Usage: scripts/with-a11y-bus.sh COMMAND [ARGUMENT…]   (inside dbus-run-session)
set -uo pipefail
/usr/libexec/at-spi-bus-launcher --launch-immediately >&2 & launcher=$!
for _ in $(seq 200); do
  gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner org.a11y.Bus 2>/dev/null | grep -q true && break
  sleep 0.05
done
"$@"
status=$?
kill "$launcher" 2>/dev/null
wait "$launcher" 2>/dev/null
exit "$status"
