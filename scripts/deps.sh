#!/usr/bin/env bash
# Installs what Concentric needs on Debian or Ubuntu, skipping what is already there.
# Usage: scripts/deps.sh [run|test|bench]   (each set includes the previous one's needs)
set -euo pipefail

purpose="${1:-run}"
packages=(libgtk-4-dev libadwaita-1-dev zlib1g-dev libwebp-dev fonts-inter fonts-dejavu-core)   # build and run: GTK 4, libadwaita 1.2, Cairo, Pango, zlib (PNG), libwebp (animated WebP); the renderer's fonts (Inter, DejaVu Sans for what it lacks)
packages+=(gettext)   # the app's translations: msgfmt builds them (scripts/i18n.sh), xgettext checks po/concentric.pot
if [ "$purpose" = test ] || [ "$purpose" = bench ]; then
  packages+=(libpng-dev)   # the render tests decode PNGs, and hold the encoder to libpng's files
  packages+=(xvfb xauth dbus-daemon poppler-utils desktop-file-utils appstream librsvg2-bin chromium)   # chromium: the HTML export's screenshots
  packages+=(at-spi2-core python3-pyatspi gir1.2-atspi-2.0 xdotool)   # AccessibilityTests: the AT-SPI bus, its client
                                                                      # (/usr/bin/python3), keys and window sizes
  packages+=(locales)   # LocaleExportTests: exports under comma-decimal locales (generated below)
  packages+=(valgrind)   # `make valgrind` (scripts/valgrind.sh, memcheck); bench/run.sh's callgrind
fi
if [ "$purpose" = bench ]; then
  packages+=(hyperfine time gcc python3)      # bench/run.sh: timings, peak memory, the floor, the report
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The comma-decimal locales the exports are tested under (a clean Debian generates none).
if [ "$purpose" = test ] || [ "$purpose" = bench ]; then
  wanted=(de_DE.UTF-8 tr_TR.UTF-8)
  generate=()
  for l in "${wanted[@]}"; do
    locale -a 2>/dev/null | grep -qix "${l/UTF-8/utf8}" || generate+=("$l")
  done
  if [ "${#generate[@]}" -gt 0 ]; then
    echo "Generating locales: ${generate[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    for l in "${generate[@]}"; do
      $sudo sed -i "s/^# *\(${l} UTF-8\)/\1/" /etc/locale.gen
      grep -qx "${l} UTF-8" /etc/locale.gen || echo "${l} UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
    done
    $sudo locale-gen >/dev/null
  fi
fi

# The Swift toolchain: on PATH, or at /opt/swift as on the project's machines.
if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "export PATH=/opt/swift/usr/bin:\$PATH"
  else
    echo "Swift 6 is needed: install a toolchain from swift.org and put it on PATH." >&2
    exit 1
  fi
fi
