#!/usr/bin/env bash
# The playground's translations (gettext, domain `concentric`), kept in po/.
# Usage: scripts/i18n.sh pot         regenerate po/concentric.pot from po/POTFILES (.ui, Swift, the
#                                    desktop file and the metainfo)
#        scripts/i18n.sh check       msgfmt --check every po/LANG.po (each language of po/LINGUAS),
#                                    and fail when po/concentric.pot is out of date with the sources
#        scripts/i18n.sh build DIR   compile DIR/LANG/LC_MESSAGES/concentric.mo for each language
#        scripts/i18n.sh desktop IN OUT   IN translated, to OUT (named .desktop or .metainfo.xml)
#
# Swift is read as C (`--language=C`): `tr("…")` and `tr("…", [values])` translate, `trc("context",
# "…")` translates in a context, `N_("…")` marks a store message the window translates later
# (Sources/PlaygroundUI/Localized.swift). Placeholders are `{name}`, kept by translators.
set -euo pipefail
cd "$(dirname "$0")/.."

domain=concentric
pot=po/$domain.pot

die() { echo "i18n.sh: $*" >&2; exit 1; }
languages() { grep -v '^\s*\(#\|$\)' po/LINGUAS; }
sources() { grep -v '^\s*\(#\|$\)' po/POTFILES; }

# Writes the template for the current sources to $1.
generate() {
  local out="$1" ui=() swift=() desktop=() metainfo=() file
  while IFS= read -r file; do
    [ -f "$file" ] || die "po/POTFILES lists $file, which does not exist"
    case "$file" in
      *.ui) ui+=("$file") ;;
      *.swift) swift+=("$file") ;;
      *.desktop) desktop+=("$file") ;;
      *.metainfo.xml) metainfo+=("$file") ;;
      *) die "po/POTFILES: $file is not a .ui, .swift, .desktop or .metainfo.xml file" ;;
    esac
  done < <(sources)
  local common=(--from-code=UTF-8 --add-comments=TRANSLATORS: --sort-by-file --package-name=Concentric
    --copyright-holder="The Concentric contributors")
  # No --msgid-bugs-address: the project has no issue tracker to name (xgettext leaves it empty).
  # gettext 0.21 warns that it uses its own GtkBuilder rules (GTK 4 installs none): expected.
  xgettext "${common[@]}" --language=Glade -o "$out.ui" "${ui[@]}" 2> >(grep -v 'fallback ITS rule file' >&2)
  # --no-wrap keeps the diff of a changed message to its own lines.
  xgettext "${common[@]}" --language=C --keyword= --keyword=tr --keyword=trc:1c,2 --keyword=N_ \
    -o "$out.swift" "${swift[@]}"
  # The desktop file's Name, GenericName, Comment and Keywords; the metainfo's by gettext's own
  # AppStream rules (msgfmt --desktop and --xml put the translations in at install: install.sh).
  xgettext "${common[@]}" --language=Desktop -o "$out.desktop" "${desktop[@]}"
  xgettext "${common[@]}" -o "$out.metainfo" "${metainfo[@]}"
  # The presets' titles and descriptions, which the Preset drop-down shows (trc "preset title",
  # "preset description"): gettext reads no JSON, so each becomes a message here.
  python3 - "$out.presets" Sources/ConcentricScene/Resources/presets/*.json <<'PY'
import json, sys
def quoted(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'
out = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', '']
for path in sys.argv[2:]:
    scene = json.load(open(path, encoding="utf-8"))
    for key, context in (("title", "preset title"), ("description", "preset description")):
        if scene.get(key):
            out += ["#: " + path, "msgctxt " + quoted(context), "msgid " + quoted(scene[key]), 'msgstr ""', ""]
open(sys.argv[1], "w", encoding="utf-8").write("\n".join(out))
PY
  # A template's header names no charset until a translator fills it in; ours is UTF-8.
  sed -i 's/charset=CHARSET/charset=UTF-8/' "$out.ui" "$out.swift" "$out.desktop" "$out.metainfo"
  msgcat --use-first --sort-by-file -o "$out" "$out.ui" "$out.swift" "$out.desktop" "$out.metainfo" "$out.presets"
  rm -f "$out.ui" "$out.swift" "$out.desktop" "$out.metainfo" "$out.presets"
}

# The template without its creation date (the only line that changes on every run).
dateless() { grep -v '^"POT-Creation-Date:' "$1"; }

case "${1:-}" in
  pot)
    generate "$pot"
    echo "Wrote $pot ($(grep -c '^msgid ' "$pot") messages, the header included)"
    ;;
  check)
    # No string of a .ui file escapes translation: every text property or menu label says
    # translatable="yes", or "no" for a placeholder the code replaces.
    escaped="$(grep -nE '<(property|attribute) name="(label|title|tooltip-text|text|placeholder-text|subtitle|description)">' \
      $(grep '\.ui$' po/POTFILES) || true)"
    [ -z "$escaped" ] || die "strings of .ui files without translatable=\"yes\" (or \"no\"):"$'\n'"$escaped"
    # No Swift file that marks strings is left out of the template.
    unlisted="$(grep -rlE '\b(tr|trc|N_)\(' Sources --include='*.swift' | sort | comm -23 - <(sources | sort) || true)"
    [ -z "$unlisted" ] || die "po/POTFILES does not list these files, whose strings are marked for translation:"$'\n'"$unlisted"
    fresh="$(mktemp)"
    trap 'rm -f "$fresh" "$fresh".*' EXIT
    generate "$fresh"
    if ! diff -u <(dateless "$pot") <(dateless "$fresh") >&2; then
      die "$pot is out of date with the sources: run scripts/i18n.sh pot (and update the translations)"
    fi
    for lang in $(languages); do
      [ -f "po/$lang.po" ] || die "po/LINGUAS lists $lang but po/$lang.po is missing"
      msgfmt --check --check-accelerators=_ --statistics -o /dev/null "po/$lang.po"
      # Every message of the template translated, none fuzzy, none left over.
      stale="$(msgcmp --use-untranslated "po/$lang.po" "$pot" 2>&1)" || die "po/$lang.po does not match $pot: $stale"
      count="$(msgattrib --untranslated --no-obsolete "po/$lang.po" | grep -c '^msgid ' || true)"
      fuzzy="$(msgattrib --only-fuzzy --no-obsolete "po/$lang.po" | grep -c '^msgid ' || true)"
      # msgattrib prints the header entry too when it prints anything.
      [ "$count" -le 1 ] && [ "$fuzzy" -eq 0 ] || die "po/$lang.po has untranslated or fuzzy messages"
    done
    echo "Translations OK: $(languages | tr '\n' ' ')"
    ;;
  desktop)
    # The desktop file $2 (or metainfo: told by the name of the output, $3) with every
    # language's translations, to $3.
    case "${3:-}" in
      *.desktop) msgfmt --desktop --template="$2" -d po -o "$3" ;;
      *.metainfo.xml) msgfmt --xml --template="$2" -d po -o "$3" ;;
      *) die "usage: scripts/i18n.sh desktop IN OUT.desktop|OUT.metainfo.xml" ;;
    esac
    ;;
  build)
    dir="${2:-}"
    [ -n "$dir" ] || die "usage: scripts/i18n.sh build DIR"
    for lang in $(languages); do
      mkdir -p "$dir/$lang/LC_MESSAGES"
      msgfmt --check -o "$dir/$lang/LC_MESSAGES/$domain.mo" "po/$lang.po"
    done
    ;;
  *)
    die "usage: scripts/i18n.sh pot | check | build DIR | desktop IN OUT"
    ;;
esac
