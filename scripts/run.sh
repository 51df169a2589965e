#!/usr/bin/env bash
# Installs what is missing, builds the playground (release) and runs it. Extra arguments go to
# the app (a preset id or scene file, --screenshot FILE, --export FILE, --help).
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh run)"
swift build -c release --product concentric-playground
scripts/i18n.sh build .build/share/locale   # the translations, where the built app looks (Localized.swift)
exec "$(swift build -c release --show-bin-path)/concentric-playground" "$@"
