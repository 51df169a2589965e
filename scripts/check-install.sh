#!/usr/bin/env bash
# Checks the release install (`make check-install`; not run by `make test`, whose InstallTests
# stages the debug build): `make install` into a temporary DESTDIR, then the installed programs
# run from another folder with the build folder AND the Swift toolchain hidden (empty tmpfs
# mounts in a private mount namespace), so they can only use what was installed and the system's
# libraries; then `make uninstall` must leave the stage empty. About a minute and a half from
# scratch (the release build), seconds after.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh test)"
root="$PWD"
prefix=/usr
stage="$(mktemp -d "${TMPDIR:-/tmp}/concentric-check-install.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/dest" "$stage/elsewhere"
dest="$stage/dest"

make -s install DESTDIR="$dest" PREFIX="$prefix"
lib="$dest$prefix/lib/concentric"
for program in concentric concentric-playground; do
  if ldd "$lib/$program" | grep -E "not found|libswift|libFoundation"; then
    echo "check-install: $program does not stand alone" >&2; exit 1
  fi
done
if command -v groff >/dev/null; then for page in "$dest$prefix"/share/man/man1/*.1; do groff -man -Tutf8 -ww -z "$page"; done; fi
bash -c 'source "$1" && complete -p concentric' _ "$dest$prefix/share/bash-completion/completions/concentric" >/dev/null
desktop-file-validate "$dest$prefix/share/applications/io.github.concentric.Playground.desktop"
appstreamcli validate --no-net "$dest$prefix/share/metainfo/io.github.concentric.Playground.metainfo.xml" >/dev/null
exec_program="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$dest$prefix/share/applications/io.github.concentric.Playground.desktop")"
[ "$exec_program" = "$prefix/bin/concentric-playground" ] || { echo "check-install: Exec= is $exec_program" >&2; exit 1; }

toolchain="$(dirname "$(dirname "$(dirname "$(command -v swift)")")")"   # /opt/swift for …/usr/bin/swift
# A command prefix: a private mount namespace with both folders hidden, then a clean environment
# (the display and the session bus kept, read when it runs: under xvfb-run they exist only there).
export CHECK_PATH="$dest$prefix/bin:/usr/bin:/bin" CHECK_HOME="$stage"
hidden=(unshare --mount --map-root-user -- sh -c 'mount -t tmpfs none "$0" && mount -t tmpfs none "$1" && shift &&
  exec env -i PATH="$CHECK_PATH" HOME="$CHECK_HOME" XDG_CONFIG_HOME="$CHECK_HOME/config" DISPLAY="${DISPLAY:-}" \
    XAUTHORITY="${XAUTHORITY:-}" DBUS_SESSION_BUS_ADDRESS="${DBUS_SESSION_BUS_ADDRESS:-}" \
    GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 "$@"' "$root/.build" "$toolchain")
# The importer's helper: its libraries found beside it with the toolchain gone, and the sample
# card (beside the repository) imported and drawn by the installed programs alone.
"${hidden[@]}" ldd "$lib/concentric-import-swiftui" > "$stage/helper.ldd"
if grep -q "not found" "$stage/helper.ldd"; then cat "$stage/helper.ldd" >&2; echo "check-install: the importer's helper misses libraries" >&2; exit 1; fi
cp "$root/../shared/reference/ConcentricCard.swift" "$stage/elsewhere/Card.swift"
cd "$stage/elsewhere"
"${hidden[@]}" concentric import Card.swift -o card.json
grep -q '"ConcentricCardSurface"' card.json
"${hidden[@]}" concentric render Card.swift -o card.png >/dev/null
"${hidden[@]}" concentric render concentric-card -o preset.png >/dev/null
cmp card.png preset.png
"${hidden[@]}" concentric presets | grep '^concentric-card ' >/dev/null
"${hidden[@]}" concentric render concentric-card -o x.png >/dev/null
file x.png | grep -q "PNG image data"
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "${hidden[@]}" "$dest$exec_program" concentric-card --screenshot shot.png \
  2> >(grep -v "Failed to set fd limit" >&2) | grep "^screenshot: "
file shot.png | grep -q "PNG image data"
# The installed app opens the sample card as a live preview of the Swift file, importer included.
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "${hidden[@]}" "$dest$exec_program" Card.swift --screenshot card-window.png \
  2> card-window.err | grep "^screenshot: "
file card-window.png | grep -q "PNG image data"
if grep -v "Failed to set fd limit" card-window.err | grep -q .; then
  cat card-window.err >&2; echo "check-install: the installed app did not open the sample card cleanly" >&2; exit 1
fi
cd "$root"

make -s uninstall DESTDIR="$dest" PREFIX="$prefix"
left="$(find "$dest" -mindepth 1)"
[ -z "$left" ] || { echo "check-install: make uninstall left: $left" >&2; exit 1; }
echo "check-install: the release install runs without the build folder and the toolchain (and imports the sample card), and uninstalls cleanly"
