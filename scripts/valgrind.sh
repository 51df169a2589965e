#!/usr/bin/env bash
# Runs the command line and the app under valgrind's memcheck and fails on any definite leak,
# invalid read or write, or use of an uninitialised value that scripts/valgrind.supp does not
# explain (that file only covers the libraries' own allocations: fontconfig, the Swift runtime).
# `make test` runs it (scripts/test.sh, after its build: --no-build), about a minute and a half
# on two cores; `make valgrind` runs it alone.
#
# Usage: scripts/valgrind.sh [--no-build]
# Each run's full log (with a generated suppression under every entry) is kept in
# $VALGRIND_LOGS (default: a new folder under /tmp), named in the summary.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh test)"   # valgrind, xvfb, dbus-run-session (the test set)

if [ "${1:-}" != --no-build ]; then
  swift build --product concentric
  swift build --product concentric-playground
fi
bin="$(swift build --show-bin-path)"

logs="${VALGRIND_LOGS:-$(mktemp -d /tmp/concentric-valgrind.XXXXXX)}"
mkdir -p "$logs"
work="$(mktemp -d /tmp/concentric-valgrind-work.XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/config"
# The app's state file stays in the scratch folder, and the user's device profiles are not read.
export XDG_CONFIG_HOME="$work/config"
unset CONCENTRIC_DEVICES

# Exit status 99 means valgrind reported an error; any other non-zero status is the program's.
valgrind_flags=(
  --tool=memcheck --leak-check=full --errors-for-leak-kinds=definite
  --show-leak-kinds=definite --num-callers=40 --track-origins=yes
  --suppressions=scripts/valgrind.supp --gen-suppressions=all
  --child-silent-after-fork=yes   # a child forked by GLib, before its exec, has no other threads:
                                  # what they held would show as lost
  --error-exitcode=99
)

failed=0
summary=()
start_all=$SECONDS

# run NAME COMMAND...: runs COMMAND with valgrind in place of the word VALGRIND (so that it can
# sit inside a wrapper such as xvfb-run); the log is $logs/NAME.log
run() {
  local name="$1"; shift
  local log="$logs/$name.log" start=$SECONDS status=0 cmd=() arg
  for arg in "$@"; do
    if [ "$arg" = VALGRIND ]; then cmd+=(valgrind "${valgrind_flags[@]}" --log-file="$log"); else cmd+=("$arg"); fi
  done
  "${cmd[@]}" >"$logs/$name.out" 2>"$logs/$name.err" || status=$?
  local seconds=$((SECONDS - start))
  # The leak summary's lines, as numbers of bytes (0 when valgrind printed no leak summary,
  # which it does when nothing was left allocated).
  bytes() { sed -n "s/.*$1: \([0-9,]*\) bytes.*/\1/p" "$log" | tail -1 | tr -d , | grep . || echo 0; }
  local definite indirect possible errors suppressed
  definite="$(bytes 'definitely lost')"
  indirect="$(bytes 'indirectly lost')"
  possible="$(bytes 'possibly lost')"
  errors="$(sed -n 's/.*ERROR SUMMARY: \([0-9,]*\) errors.*(suppressed: \([0-9,]*\).*/\1/p' "$log" | tail -1 | tr -d ,)"
  suppressed="$(sed -n 's/.*ERROR SUMMARY: .*(suppressed: \([0-9,]*\) from.*/\1/p' "$log" | tail -1 | tr -d ,)"
  local verdict=ok
  if [ "$status" -eq 99 ] || [ "${errors:-1}" != 0 ]; then
    verdict="FAILED: $errors valgrind error(s), see $log"
    failed=1
  elif [ "$status" -ne 0 ]; then
    verdict="FAILED: the program exited $status, see $logs/$name.err"
    failed=1
  fi
  summary+=("$(printf '%-20s %8s %10s %10s %8s %10s %4ss  %s' "$name" "$definite" "$indirect" \
    "$possible" "${errors:-?}" "${suppressed:-?}" "$seconds" "$verdict")")
  echo "$name: ${seconds}s, $verdict" >&2
}

run render-png-annotate VALGRIND "$bin/concentric" render concentric-card --annotate -o "$work/card.png"
run render-svg          VALGRIND "$bin/concentric" render concentric-card --annotate -o "$work/card.svg"
run render-pdf          VALGRIND "$bin/concentric" render concentric-card -o "$work/card.pdf"
run layout              VALGRIND "$bin/concentric" layout concentric-card

# The app on a virtual display, as the app tests run it (Cairo renderer, no accessibility bus),
# with a session bus of its own so that GIO does not try to launch one.
app_env=(env GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1)
run app-screenshot xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "${app_env[@]}" \
  VALGRIND "$bin/concentric-playground" --screenshot "$work/shot.png"
run app-export-pdf "${app_env[@]}" VALGRIND "$bin/concentric-playground" --export "$work/app.pdf" --annotate

for f in card.png card.svg card.pdf shot.png app.pdf; do
  [ -s "$work/$f" ] || { echo "missing output: $f" >&2; failed=1; }
done

echo
echo "valgrind memcheck, bytes lost at exit after scripts/valgrind.supp (logs: $logs)"
printf '%-20s %8s %10s %10s %8s %10s %5s  %s\n' run definite indirect possible errors suppressed time verdict
printf '%s\n' "${summary[@]}"
echo "total: $((SECONDS - start_all))s"
if [ "$failed" -ne 0 ]; then
  # Each unexplained entry: its headline, and its first frame in Concentric's sources (none
  # means a library's: add a commented entry to scripts/valgrind.supp, see its head).
  for log in "$logs"/*.log; do
    sed 's/^==[0-9]*== //' "$log" | awk -v run="$(basename "$log" .log)" '
      /^(Invalid|Conditional|Use of|Syscall|Mismatched|.*are definitely lost in loss record)/ {
        head = $0; want = 1; next }
      want && /\((Sources\/)?[A-Za-z+]+\.swift:[0-9]+\)/ { print run ": " head "\n    " $0; want = 0; next }
      want && /^$/ { print run ": " head "\n    (no frame in Concentric'"'"'s sources)"; want = 0 }'
  done
fi
# "indirect" and "possibly" lost are not failures: with the definite entries suppressed, what
# fontconfig's patterns point to stays counted as indirectly lost, and the Swift runtime's and
# GLib's type tables hold interior pointers (possibly lost).
exit "$failed"
