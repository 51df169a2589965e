#!/usr/bin/env bash
# `make bench`: builds in release mode, runs every measurement behind docs/BENCHMARKS.md and
# rewrites that page from this run's results. Benchmarks report; no timing ever fails the run.
#
# Environment (all optional):
#   BENCH_SCRATCH_PATH  a SwiftPM --scratch-path for the release build (default: SwiftPM's own)
#   BENCH_KEEP=DIR      keep the raw results (JSON, hyperfine exports, callgrind files) in DIR
#   BENCH_QUICK=1       fewer repetitions, to try the script (the page then says so)
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh bench)"

scratch=()
if [ -n "${BENCH_SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$BENCH_SCRATCH_PATH"); fi
quick="${BENCH_QUICK:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
results="$work/results.jsonl"
mkdir -p "$work/export" "$work/in-process" "$work/config"
# The load average before each step (`uptime`): on a shared machine it says how far to trust a timing.
step() {
  echo "== $*" >&2
  echo "$* | $(uptime | sed 's/.*load average: //')" >>"$work/load.txt"
}
started=$(date +%s)

step "Building in release mode"
for product in concentric concentric-import-swiftui concentric-playground concentric-bench; do
  swift build -c release "${scratch[@]}" --product "$product" >&2
done
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)"
# `concentric` as `make install` builds it (the Swift runtime and Foundation linked in statically,
# scripts/install.sh), in the same scratch folder: the program users run.
installed_scratch=(--scratch-path "${BENCH_SCRATCH_PATH:-.build}/install")
swift build -c release --static-swift-stdlib "${installed_scratch[@]}" --product concentric >&2
installed="$(swift build -c release --static-swift-stdlib "${installed_scratch[@]}" --show-bin-path)"
# shellcheck disable=SC2046  # pkg-config prints several flags
"${CC:-cc}" -O2 bench/floor.c $(pkg-config --cflags --libs cairo libpng) -o "$work/floor"

step "Resolver: ns per resolution"
if [ -n "$quick" ]; then
  "$bin/concentric-bench" resolver --repetitions 5 --iterations 500000 >>"$results"
else
  "$bin/concentric-bench" resolver >>"$results"
fi

step "Resolve requests: µs per request, its concentricity error included"
if [ -n "$quick" ]; then
  "$bin/concentric-bench" resolve-requests --repetitions 5 --iterations 5000 >>"$results"
else
  "$bin/concentric-bench" resolve-requests >>"$results"
fi

step "Resolver: allocations per call (valgrind)"
# Heap allocations of the whole process for two loop lengths: the difference is the loop's own.
allocations() {
  valgrind --tool=memcheck "$bin/concentric-bench" resolver-loop "$1" "$2" 2>&1 >/dev/null |
    sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
for path in radii detailed; do
  short=$(allocations "$path" 1000)
  long=$(allocations "$path" 101000)
  echo "{\"benchmark\":\"allocations\",\"case\":\"$path\",\"calls\":100000,\"allocations\":$((long - short))}" >>"$results"
done

step "Canvas: the playground's frame into an image surface"
"$bin/concentric-bench" canvas --frames "$([ -n "$quick" ] && echo 40 || echo 300)" >>"$results"

step "Scale: generated scenes of 100, 1,000 and 10,000 views, phase by phase, and an edit to pixels"
"$bin/concentric-bench" scale --repetitions "$([ -n "$quick" ] && echo 5 || echo 50)" >>"$results"

step "Export: where the time goes inside the process"
"$bin/concentric-bench" export "$work/in-process" --repetitions "$([ -n "$quick" ] && echo 2 || echo 5)" >>"$results"

step "Export: whole processes against the floor and rsvg-convert"
runs=$([ -n "$quick" ] && echo 3 || echo 10)
presets=$("$bin/concentric" presets | awk 'NR > 1 { print $1 }')
for preset in $presets; do
  png="$work/export/$preset@3x.png"
  "$bin/concentric" render "$preset" --scale 3 -o "$png" >/dev/null
  "$bin/concentric" render "$preset" --format svg -o "$work/export/$preset.svg" >/dev/null
  read -r width height < <(python3 -c 'import struct, sys; print(*struct.unpack(">II", open(sys.argv[1], "rb").read(24)[16:24]))' "$png")
  hyperfine -N --style basic --warmup 2 --runs "$runs" --export-json "$work/export/$preset.hyperfine.json" \
    -n "concentric render" "$bin/concentric render $preset --scale 3 -o $work/export/ours.png" \
    -n "concentric render (installed build)" "$installed/concentric render $preset --scale 3 -o $work/export/ours.png" \
    -n "floor" "$work/floor $width $height $work/export/floor.png" \
    -n "floor (Paeth, Z_RLE)" "$work/floor $width $height $work/export/floor-paeth.png paeth-rle" \
    -n "rsvg-convert" "rsvg-convert -w $width -h $height $work/export/$preset.svg -o $work/export/rsvg-$preset.png" >&2
  kb=$(/usr/bin/time -f %M "$bin/concentric" render "$preset" --scale 3 -o "$work/export/ours.png" 2>&1 >/dev/null | tail -1)
  echo "{\"benchmark\":\"export-memory\",\"case\":\"$preset\",\"kb\":$kb}" >>"$results"
done

step "Export: instruction profile (callgrind) of one export and of the floors"
preset_for_profile=$(echo "$presets" | head -1)
read -r width height < <(python3 -c 'import struct, sys; print(*struct.unpack(">II", open(sys.argv[1], "rb").read(24)[16:24]))' "$work/export/$preset_for_profile@3x.png")
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.ours" \
  "$bin/concentric" render "$preset_for_profile" --scale 3 -o "$work/export/profiled.png" >/dev/null 2>&1
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.installed" \
  "$installed/concentric" render "$preset_for_profile" --scale 3 -o "$work/export/profiled.png" >/dev/null 2>&1
# Every preset with the installed build: instructions against the same-encoder floor's.
for preset in $presets; do
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.installed.$preset" \
    "$installed/concentric" render "$preset" --scale 3 -o "$work/export/profiled.png" >/dev/null 2>&1
  callgrind_annotate --inclusive=yes --threshold=100 "$work/callgrind.installed.$preset" >"$work/callgrind.installed.$preset.txt" 2>/dev/null
  rm "$work/callgrind.installed.$preset"
done
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.floor" "$work/floor" "$width" "$height" "$work/export/f.png" >/dev/null 2>&1
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.floor-paeth" \
  "$work/floor" "$width" "$height" "$work/export/f.png" paeth-rle >/dev/null 2>&1
for name in ours installed floor floor-paeth; do
  callgrind_annotate --inclusive=yes --threshold=100 "$work/callgrind.$name" >"$work/callgrind.$name.txt" 2>/dev/null
done
echo "$preset_for_profile" >"$work/callgrind.preset"

step "SwiftUI import: in process, and concentric import as a whole process"
# The sample lives beside the repository (../shared/reference), as the tests read it.
sample="$(cd .. && pwd)/shared/reference/ConcentricCard.swift"
"$bin/concentric-bench" import "$sample" --repetitions "$([ -n "$quick" ] && echo 10 || echo 100)" >>"$results"
"$bin/concentric-bench" import --write "$work/generated-200.swift"
# The dynamically linked release build: its helper program is beside it (the statically linked
# `concentric` finds its helper where `make install` puts them together).
hyperfine -N --style basic --warmup 3 --runs "$([ -n "$quick" ] && echo 5 || echo 40)" --export-json "$work/import-process.json" \
  "$bin/concentric import $sample" "$bin/concentric import $work/generated-200.swift" >&2

step "Live reload: from a save of the .swift file to the new frame, in the app under Xvfb"
# Copies: the benchmark saves over the file it opens (and leaves it as it found it).
mkdir -p "$work/reload"
cp "$sample" "$work/reload/ConcentricCard.swift"
cp "$work/generated-200.swift" "$work/reload/Generated.swift"
for file in ConcentricCard Generated; do
  env XDG_CONFIG_HOME="$work/config" GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 \
    xvfb-run -a -s "-screen 0 1280x1024x24" \
    "$bin/concentric-bench" reload "$([ -n "$quick" ] && echo 10 || echo 40)" "$work/reload/$file.swift" >>"$results"
done

step "Source edits: from an inspector edit of the .swift file to the file written and the new frame"
env XDG_CONFIG_HOME="$work/config" GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 \
  xvfb-run -a -s "-screen 0 1280x1024x24" \
  "$bin/concentric-bench" source-edit "$([ -n "$quick" ] && echo 10 || echo 40)" "$work/reload/ConcentricCard.swift" >>"$results"

step "Animation: the app under Xvfb, 10 s of the inset animation"
app() {
  env XDG_CONFIG_HOME="$work/config" GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 "$@" \
    xvfb-run -a -s "-screen 0 1280x1024x24" /usr/bin/time -o "$work/time.txt" -f %M \
    "$bin/concentric-bench" frames "$seconds"
}
seconds=$([ -n "$quick" ] && echo 3 || echo 10)
for i in 1 2 3; do
  app >"$work/animation-$i.json"
  echo "{\"benchmark\":\"animation-process\",\"case\":\"run $i\",\"maxRssKB\":$(tail -1 "$work/time.txt")}" >>"$results"
done
# The same app drawn by GTK's OpenGL renderer (Mesa's software GL under Xvfb), to show what
# the GL stack costs: with GSK_RENDERER=cairo the app skips GDK's GL set-up.
seconds=3
app GSK_RENDERER=gl >"$work/animation-gl.json"
echo "{\"benchmark\":\"animation-process\",\"case\":\"GL renderer\",\"maxRssKB\":$(tail -1 "$work/time.txt")}" >>"$results"

step "Editor at scale: the app on generated 1,000 and 10,000-view scenes under Xvfb"
"$bin/concentric-bench" scale --write "$work/scale" >/dev/null
editor() {
  local case="$1" seconds="$2" scene="$3"
  shift 3
  env -u GSK_RENDERER XDG_CONFIG_HOME="$work/config" GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 "$@" \
    xvfb-run -a -s "-screen 0 1280x1024x24" python3 bench/editor.py "$case" "$bin/concentric-bench" editor "$seconds" "$work/scale/scale-$scene.json" >>"$results"
}
# The floor under opening: this program's empty libadwaita window to its first frame, run just
# before each 10,000-view opening under the same conditions.
empty_window() {
  env XDG_CONFIG_HOME="$work/config" GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo \
    xvfb-run -a -s "-screen 0 1280x1024x24" python3 bench/editor.py "$1" "$bin/concentric-bench" empty-window >>"$results"
}
for i in 1 2 3; do
  empty_window "empty window, run $i"
  editor "10000 views, run $i" 2 10000 GSK_RENDERER=cairo
done
editor "1000 views" "$([ -n "$quick" ] && echo 2 || echo 5)" 1000 GSK_RENDERER=cairo
# GTK's default renderer (OpenGL: Mesa's software GL under Xvfb), for its memory.
editor "10000 views, default renderer" 1 10000

step "Writing docs/BENCHMARKS.md"
python3 bench/report.py --work "$work" --seconds "$(($(date +%s) - started))" ${quick:+--quick} --bin "$bin" >docs/BENCHMARKS.md.tmp
mv docs/BENCHMARKS.md.tmp docs/BENCHMARKS.md
if [ -n "${BENCH_KEEP:-}" ]; then
  mkdir -p "$BENCH_KEEP"
  cp -r "$work"/. "$BENCH_KEEP"/
fi
step "Done in $(($(date +%s) - started)) s: docs/BENCHMARKS.md"
