#!/usr/bin/env bash
# The fuzzers' long runs (not run by `make test`, which runs each at a few hundred cases): the same
# seeded tests with CONCENTRIC_FUZZ_CASES cases, printing the figures docs/RELIABILITY.md quotes.
#
# Usage: scripts/fuzz.sh KIND [CASES]     (CASES defaults to 10,000)
#   swiftui    mutations of the sample card's and every preset's generated SwiftUI, imported in
#              process (SwiftUIImportTests.ImportFuzzTests)
#   resolve    mutated `resolve` documents of 8 requests each, through `concentric resolve`
#   scenes     mutated preset scenes through `concentric render`, `layout` and `code`
#              (ConcentricRenderTests.FuzzTests)
#   arguments  random command lines for every subcommand (ConcentricCLITests.ArgumentFuzzTests)
#   all        each of them in turn
set -euo pipefail
cd "$(dirname "$0")/.."

kind="${1:-}"
cases="${2:-10000}"
case "$kind" in
  swiftui) filters=('SwiftUIImportTests.ImportFuzzTests/testMutationsAreAnsweredWithPlaces') ;;
  resolve) filters=('ConcentricRenderTests.FuzzTests/testMutatedResolveRequests') ;;
  scenes) filters=('ConcentricRenderTests.FuzzTests/testMutatedScenes') ;;
  arguments) filters=('ConcentricCLITests.ArgumentFuzzTests/testRandomCommandLinesAreDoneOrRefusedInOneLine') ;;
  all) for each in swiftui resolve scenes arguments; do "$0" "$each" "$cases"; done; exit 0 ;;
  *) echo "usage: scripts/fuzz.sh swiftui|resolve|scenes|arguments|all [CASES]" >&2; exit 2 ;;
esac
case "$cases" in ''|*[!0-9]*) echo "scripts/fuzz.sh: CASES is a whole number, not \"$cases\"" >&2; exit 2 ;; esac

eval "$(scripts/deps.sh test)"
swift build --build-tests >&2
started=$(date +%s)
status=0
# Inputs of failing cases are kept here, to become regression files.
keep="${TMPDIR:-/tmp}/fuzz-$kind-failures"
rm -rf "$keep" && mkdir -p "$keep"
CONCENTRIC_FUZZ_KEEP="$keep" CONCENTRIC_FUZZ_CASES="$cases" swift test --skip-build --disable-swift-testing --filter "${filters[0]}" >"${TMPDIR:-/tmp}/fuzz-$kind.log" 2>&1 || status=$?
grep -E '^fuzz: |error|Executed' "${TMPDIR:-/tmp}/fuzz-$kind.log" | head -50 || true
echo "fuzz $kind: $cases cases, $(($(date +%s) - started)) s (full log: ${TMPDIR:-/tmp}/fuzz-$kind.log)"
if [ -n "$(ls -A "$keep")" ]; then echo "failing inputs: $keep"; fi
exit "$status"
