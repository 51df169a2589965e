#!/usr/bin/env bash
# `make screenshots`: the window showing the sample card at 1600 × 1000, 1280 × 800 and
# 800 × 600, light and dark, written to docs/screenshots/ (the README shows them). Not run by
# `make test`, which leaves the checkout as it was.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh test)"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
swift build --product concentric-playground
scripts/i18n.sh build .build/share/locale
binary="$(swift build --show-bin-path)/concentric-playground"
out=docs/screenshots
mkdir -p "$out"
config="$(mktemp -d)"
trap 'rm -rf "$config"' EXIT
mkdir -p "$config/concentric"
for size in 1600x1000 1280x800 800x600; do
  width="${size%x*}" height="${size#*x}"
  # The window's size is the state file's (the one a user's last session leaves).
  printf '{"version": 1, "device": "iphone-16-pro", "animation": false, "zoom": "fit", "document": "untitled",
    "overlays": {"centers": false, "radii": false, "insets": false, "errors": false},
    "window": {"width": %d, "height": %d, "maximized": false}}\n' "$width" "$height" >"$config/concentric/playground.json"
  for scheme in light dark; do
    # libadwaita's own switch for the colour scheme, as the desktop's preference sets it.
    XDG_CONFIG_HOME="$config" LANGUAGE=en ADW_DEBUG_COLOR_SCHEME="prefer-$scheme" \
      xvfb-run -a -s "-screen 0 1920x1200x24" dbus-run-session -- \
      "$binary" --screenshot "$out/window-$size-$scheme.png" concentric-card >/dev/null
    echo "$out/window-$size-$scheme.png"
  done
done
