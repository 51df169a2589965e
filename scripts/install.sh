#!/usr/bin/env bash
# Installs (or uninstalls) `concentric` and `concentric-playground` with everything they load.
# Usage: scripts/install.sh install|uninstall   (what `make install` / `make uninstall` run)
#
# Settings, from the environment (make passes its variables through):
#   PREFIX         where to install; absolute (default /usr/local; `$HOME/.local` for one user)
#   DESTDIR        a staging root prepended to every path written (packaging); empty by default
#   CONFIGURATION  release (default): a release build of its own (.build/install) with the Swift
#                  runtime linked in statically; debug: the `make test` build (.build/debug), whose
#                  binaries load the runtime from the toolchain (for tests only)
#   BIN_DIR        install the products already built in this folder, without building (the test
#                  runs inside `swift test`, which holds the build folder's lock)
#
# The layout (PREFIX=/usr/local):
#   bin/concentric, bin/concentric-playground     relative symlinks into lib/concentric/
#   lib/concentric/concentric, …/concentric-playground   the binaries
#   lib/concentric/concentric-import-swiftui      the SwiftUI importer's helper program, which
#                                                 concentric runs; linked against the shared Swift runtime
#   lib/concentric/swiftui-import-libs/           the shared libraries only it loads: the Swift
#                                                 runtime and the toolchain's swift-syntax, found
#                                                 through its $ORIGIN-relative rpath
#   lib/concentric/Concentric_*.resources/        SwiftPM's resource bundles: presets, devices.json,
#                                                 the app's .ui files, CSS and icon
#   lib/concentric/install-manifest               what was installed (read by uninstall)
#   share/applications/io.github.concentric.Playground.desktop   (Exec= the absolute bin/ path)
#   share/metainfo/io.github.concentric.Playground.metainfo.xml
#   share/mime/packages/io.github.concentric.Playground.xml   the scene file type (*.concentric.json)
#   share/icons/hicolor/scalable/apps/io.github.concentric.Playground.svg
#   share/man/man1/concentric.1, …/concentric-playground.1     (from data/man/)
#   share/bash-completion/completions/concentric               (from data/bash-completion/)
#   share/locale/LANG/LC_MESSAGES/concentric.mo                the app's translations (from po/)
#
# Why the binaries live beside their bundles: SwiftPM's generated `Bundle.module` looks for
# `<Package>_<Target>.resources` in `Bundle.main`'s folder, which on Linux is the folder of the
# real executable (`/proc/self/exe`, symlinks resolved), and only then at the absolute build path
# it was compiled in. Installed beside the binaries, the bundles are found first, with no change to
# the code that loads them and no dependency on the build folder; the symlinks in bin/ are followed
# to them. (The app's ResourceLocator finds its .ui files in the same bundle the same way.)
#
# The Swift runtime: a release install links the Swift standard library and Foundation (with its
# ICU data) statically (`--static-swift-stdlib`), so the binaries need only the system's GTK,
# Cairo, Pango, libpng and libwebp: `ldd` finds everything with the toolchain gone. Its own scratch
# folder keeps `make run` and `make bench`'s dynamically linked release build as it is.
#
# The importer's helper cannot be linked that way: the toolchain's swift-syntax libraries are
# shared libraries built against the shared runtime, and a process holding a static runtime and a
# shared one crashes. So it is a release build of its own (.build/install-helper) linked against
# the shared runtime, installed with every toolchain library it loads.
set -euo pipefail
cd "$(dirname "$0")/.."

action="${1:-install}"
PREFIX="${PREFIX:-/usr/local}"
DESTDIR="${DESTDIR:-}"
CONFIGURATION="${CONFIGURATION:-release}"
BIN_DIR="${BIN_DIR:-}"
app_id=io.github.concentric.Playground
programs=(concentric concentric-playground)
helper=concentric-import-swiftui
helper_libs=swiftui-import-libs
bundles=(Concentric_ConcentricJSON.resources Concentric_ConcentricScene.resources Concentric_PlaygroundUI.resources)

die() { echo "install.sh: $*" >&2; exit 1; }
# The Exec= line carries the prefix unquoted: keep to characters that need no quoting there.
[[ "$PREFIX" =~ ^/[A-Za-z0-9._+/-]*$ ]] || die "PREFIX must be an absolute path of letters, digits and ._+-/ (got '$PREFIX')"
PREFIX="${PREFIX%/}"
[ -z "$DESTDIR" ] || [[ "$DESTDIR" = /* ]] || DESTDIR="$PWD/$DESTDIR"
DESTDIR="${DESTDIR%/}"

libdir="$PREFIX/lib/concentric"
manifest="$libdir/install-manifest"

# Refreshes the desktop's caches after a real (not staged) install or uninstall.
refresh_caches() {
  [ -z "$DESTDIR" ] || return 0
  if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$PREFIX/share/applications" ]; then
    update-desktop-database -q "$PREFIX/share/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$PREFIX/share/icons/hicolor" ]; then
    gtk-update-icon-cache -q -t -f "$PREFIX/share/icons/hicolor" || true
  fi
  # The scene type's glob goes into share/mime's generated caches (after an uninstall, without it).
  if command -v update-mime-database >/dev/null 2>&1 && [ -d "$PREFIX/share/mime/packages" ]; then
    update-mime-database "$PREFIX/share/mime" >/dev/null 2>&1 || true
  fi
}

# Removes what the manifest lists (newest first): files and symlinks, then the folders the install
# created, each only when it is empty.
uninstall() {
  local list="$DESTDIR$manifest"
  if [ ! -f "$list" ]; then
    echo "Nothing to uninstall: no $manifest under '${DESTDIR:-/}'."
    return 0
  fi
  local entries=()
  mapfile -t entries < "$list"
  rm -f "$list"
  local i kind path
  for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
    kind="${entries[i]%% *}"
    path="$DESTDIR${entries[i]#* }"
    case "$kind" in
      f) rm -f "$path" ;;
      d) rmdir "$path" 2>/dev/null || true ;;
    esac
  done
  echo "Uninstalled Concentric from $DESTDIR$PREFIX"
  refresh_caches
}

if [ "$action" = uninstall ]; then
  uninstall
  exit 0
fi
[ "$action" = install ] || die "unknown action '$action' (install or uninstall)"

# 1. The products: built here unless BIN_DIR names them.
if [ -z "$BIN_DIR" ]; then
  eval "$(scripts/deps.sh run)"
  case "$CONFIGURATION" in
    release) build=(swift build -c release --static-swift-stdlib --scratch-path .build/install) ;;
    debug) build=(swift build) ;;
    *) die "CONFIGURATION must be release or debug (got '$CONFIGURATION')" ;;
  esac
  for program in "${programs[@]}"; do "${build[@]}" --product "$program"; done
  BIN_DIR="$("${build[@]}" --show-bin-path)"
  helper_build=(swift build)
  [ "$CONFIGURATION" = debug ] || helper_build=(swift build -c release --scratch-path .build/install-helper)
  "${helper_build[@]}" --product "$helper"
  HELPER_DIR="$("${helper_build[@]}" --show-bin-path)"
fi
HELPER_DIR="${HELPER_DIR:-$BIN_DIR}"
for item in "${programs[@]}" "${bundles[@]}"; do
  [ -e "$BIN_DIR/$item" ] || die "$BIN_DIR/$item is missing: build first"
done
[ -e "$HELPER_DIR/$helper" ] || die "$HELPER_DIR/$helper is missing: build first"
# The helper's Swift libraries: those the loader finds in a Swift toolchain (…/lib/swift/…).
mapfile -t swift_libraries < <(ldd "$HELPER_DIR/$helper" | awk '$3 ~ /\/lib\/swift\// { print $3 }')
[ "${#swift_libraries[@]}" -gt 0 ] || die "ldd lists no Swift library for $HELPER_DIR/$helper"
if ldd "$HELPER_DIR/$helper" | grep -q "not found"; then die "$HELPER_DIR/$helper cannot find its libraries"; fi

# The staging root itself is the packager's: made when missing, never recorded nor removed.
[ -z "$DESTDIR" ] || mkdir -p "$DESTDIR"

# 2. A clean slate: a previous install is removed first (its manifest says what it was).
if [ -f "$DESTDIR$manifest" ]; then uninstall >/dev/null; fi

# The manifest, written as files go in: "d PATH" for each folder created, "f PATH" for each file
# or symlink, paths without DESTDIR.
entries=()
record() { entries+=("$1 $2"); }
# Creates a folder and its missing parents, recording each one created.
make_folder() {
  local target="$1" missing=()
  while [ "$target" != / ] && [ ! -d "$DESTDIR$target" ]; do missing=("$target" "${missing[@]}"); target="$(dirname "$target")"; done
  local folder
  for folder in "${missing[@]}"; do mkdir "$DESTDIR$folder"; record d "$folder"; done
}
# Copies one file (mode $3) to the path $2.
put() {
  make_folder "$(dirname "$2")"
  install -m "$3" "$1" "$DESTDIR$2"
  record f "$2"
}
# Copies a folder's tree to $2, recording every folder and file.
put_tree() {
  local source="$1" target="$2" item
  make_folder "$target"
  while IFS= read -r -d '' item; do
    item="${item#"$source"}"
    if [ -d "$source$item" ]; then make_folder "$target$item"; else put "$source$item" "$target$item" 644; fi
  done < <(find "$source" -mindepth 1 -print0 | LC_ALL=C sort -z)
}

# 3. The binaries (stripped: a static runtime's symbols are most of their size) and their bundles.
for program in "${programs[@]}"; do
  put "$BIN_DIR/$program" "$libdir/$program" 755
  if [ "$CONFIGURATION" = release ] && command -v strip >/dev/null 2>&1; then strip "$DESTDIR$libdir/$program"; fi
done
put "$HELPER_DIR/$helper" "$libdir/$helper" 755
if [ "$CONFIGURATION" = release ] && command -v strip >/dev/null 2>&1; then strip "$DESTDIR$libdir/$helper"; fi
for library in "${swift_libraries[@]}"; do
  put "$library" "$libdir/$helper_libs/$(basename "$library")" 644
  # Their dynamic symbols stay (the loader needs them); the rest is debugging information.
  if [ "$CONFIGURATION" = release ] && command -v strip >/dev/null 2>&1; then strip --strip-unneeded "$DESTDIR$libdir/$helper_libs/$(basename "$library")"; fi
done
for bundle in "${bundles[@]}"; do put_tree "$BIN_DIR/$bundle" "$libdir/$bundle"; done
make_folder "$PREFIX/bin"
for program in "${programs[@]}"; do
  ln -sfn "../lib/concentric/$program" "$DESTDIR$PREFIX/bin/$program"
  record f "$PREFIX/bin/$program"
done

# 4. The desktop's files. Exec= names the installed binary by its absolute path, so the launcher
# finds it whatever PATH is (PREFIX=$HOME/.local included).
resources=Sources/PlaygroundUI/Resources
desktop="$(mktemp)"
trap 'rm -f "$desktop" "$desktop.desktop" "$desktop.metainfo.xml"' EXIT
sed "s|^Exec=concentric-playground |Exec=$PREFIX/bin/concentric-playground |" "$resources/$app_id.desktop" > "$desktop"
grep -q "^Exec=$PREFIX/bin/concentric-playground " "$desktop" || die "the desktop file's Exec= line was not rewritten"
# Both with the translations of po/ merged in (Name[es]=…, xml:lang="es").
scripts/i18n.sh desktop "$desktop" "$desktop.desktop"
scripts/i18n.sh desktop "$resources/$app_id.metainfo.xml" "$desktop.metainfo.xml"
put "$desktop.desktop" "$PREFIX/share/applications/$app_id.desktop" 644
put "$desktop.metainfo.xml" "$PREFIX/share/metainfo/$app_id.metainfo.xml" 644
put "$resources/$app_id.mime.xml" "$PREFIX/share/mime/packages/$app_id.xml" 644
put "$resources/icons/hicolor/scalable/apps/$app_id.svg" "$PREFIX/share/icons/hicolor/scalable/apps/$app_id.svg" 644

# 5. The app's translations (po/, compiled by scripts/i18n.sh), where it looks for them: beside
# PREFIX/lib/concentric/, in PREFIX/share/locale (Sources/PlaygroundUI/Localized.swift).
locale="$(mktemp -d)"
trap 'rm -rf "$desktop" "$desktop.desktop" "$desktop.metainfo.xml" "$locale"' EXIT
scripts/i18n.sh build "$locale"
put_tree "$locale" "$PREFIX/share/locale"

# 6. Man pages and the command line's bash completion.
for program in "${programs[@]}"; do put "data/man/$program.1" "$PREFIX/share/man/man1/$program.1" 644; done
put data/bash-completion/concentric "$PREFIX/share/bash-completion/completions/concentric" 644

printf '%s\n' "${entries[@]}" > "$DESTDIR$manifest"
echo "Installed Concentric in $DESTDIR$PREFIX ($CONFIGURATION, $(du -sh "$DESTDIR$libdir" | cut -f1) in lib/concentric): bin/concentric, bin/concentric-playground, lib/concentric, share/applications, share/metainfo, share/mime, share/icons, share/man, share/bash-completion, share/locale"
refresh_caches
