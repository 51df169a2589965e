#!/usr/bin/env bash
# The SwiftUI importer's long fuzz run (not run by `make test`, which runs 300 cases): 10,000
# seeded mutations of the sample card and of every preset's generated SwiftUI, each imported in
# process into a scene the scene reader must accept, or refused with located errors. Prints the
# figures docs/RELIABILITY.md quotes. Usage: scripts/fuzz-import.sh [CASES]
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh test)"
swift build --build-tests >&2
started=$(date +%s)
CONCENTRIC_FUZZ_CASES="${1:-10000}" swift test --skip-build --disable-swift-testing \
  --filter 'SwiftUIImportTests.ImportFuzzTests/testMutationsAreAnsweredWithPlaces' 2>&1 |
  grep -E '^fuzz: |error|Executed' 
echo "fuzz-import: $(($(date +%s) - started)) s"
