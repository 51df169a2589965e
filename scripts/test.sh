#!/usr/bin/env bash
# Installs what is missing and runs every test: the geometry core, the command line, the
# renderer's golden images, the store, and the real GTK app under a virtual X display.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh test)"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
swift build --build-tests
# The translations: po/ checked (a broken .po, or a .pot behind the sources, fails here) and
# compiled where the built app finds them (<bin>/../../share/locale: Localized.swift).
scripts/i18n.sh check
scripts/i18n.sh build .build/share/locale
# xvfb-run gives the app tests a display, with -noreset: by default Xvfb resets when its last
# client leaves, and an app that connects during the reset cannot open the display (between two
# tests, one app gone and the next starting: xorg/xserver#1102). dbus-run-session gives them a
# session bus of their own. Inside it the accessibility bus is started before the tests (the
# same bus D-Bus activation would start, but up front, so no test waits for it);
# CONCENTRIC_ATSPI_BUS=1 tells AccessibilityTests it is there: they run the app without
# GTK_A11Y=none / NO_AT_BRIDGE=1 and read it with an AT-SPI client; every other test keeps
# accessibility off. The bus ends with the session. The tests are XCTest only: without Swift
# Testing, the closing line is XCTest's count.
exec xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately & launcher=$!
  CONCENTRIC_ATSPI_BUS=1 swift test --skip-build --disable-swift-testing "$@"; status=$?
  kill "$launcher" 2>/dev/null; wait "$launcher" 2>/dev/null
  exit "$status"' test.sh "$@"
