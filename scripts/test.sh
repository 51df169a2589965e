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
# Every test, or those `--filter REGEX` chooses (as swift test's), shared out by
# scripts/test-parallel.py to workers (scripts/test-worker.sh) that each have a display and session
# buses of their own: xvfb-run, with -noreset (by default Xvfb resets when its last client leaves,
# and an app that connects during the reset cannot open the display: xorg/xserver#1102), and
# dbus-run-session, inside which scripts/with-a11y-bus.sh starts the accessibility bus before the
# tests (the bus D-Bus activation would start, but up front, so no test waits for it).
# CONCENTRIC_ATSPI_BUS=1 tells AccessibilityTests it is there: they run the app without
# GTK_A11Y=none / NO_AT_BRIDGE=1 and read it with an AT-SPI client; every other test keeps
# accessibility off. The run ends with XCTest's closing line for all the workers' tests together.
exec scripts/test-parallel.py "$(swift build --show-bin-path)/ConcentricPackageTests.xctest" "$@"
