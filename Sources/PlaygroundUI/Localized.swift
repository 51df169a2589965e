// The app's translations: gettext's catalogue `concentric`, bound once at start-up.
import Foundation
import GtkKit

/// Where the translations are and how the window's strings go through them.
///
/// The catalogues are `LANG/LC_MESSAGES/concentric.mo` in one folder, found relative to the real
/// executable (`/proc/self/exe`, symlinks resolved), `<folder>/../../share/locale`, which fits both
/// layouts: installed, the binary is `PREFIX/lib/concentric/concentric-playground` and the
/// catalogues are in `PREFIX/share/locale` (scripts/install.sh); in the build folder the binary is
/// `.build/<triple>/<configuration>/concentric-playground` and `scripts/i18n.sh build .build/share/locale`
/// (run by scripts/test.sh and scripts/run.sh) puts them in `.build/share/locale`.
/// `$CONCENTRIC_LOCALEDIR` overrides it. A missing folder means English, as without a catalogue.
///
/// The language follows gettext's rules (`LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`):
/// `LANGUAGE=es` with `LANG=C.UTF-8` shows Spanish without a Spanish locale installed.
/// GtkBuilder translates the `.ui` files' `translatable="yes"` strings in the same domain (their
/// `<interface domain="concentric">`). GTK's own strings (the file chooser's buttons) come from
/// its `gtk40` catalogue.
enum Localized {
    static let catalogue = Gettext(domain: "concentric")

    /// The folder of the catalogues.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["CONCENTRIC_LOCALEDIR"], !explicit.isEmpty { return explicit }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale").standardizedFileURL.path
    }

    /// The process-wide set-up, once, first thing in main: the user's locale, and the domain bound
    /// to `folder()` in UTF-8 (GTK would call `setlocale` itself; doing it here covers the headless
    /// modes, which never start GTK).
    ///
    /// Deliberately no `textdomain(domain)`: every lookup names the domain (`dgettext` here, the
    /// `.ui` files' `domain` attribute for GtkBuilder). Once a program sets a default domain that
    /// has no catalogue for the user's language, GLib turns off GTK's own translations too
    /// (`_g_dgettext_should_translate`), and with them GTK's right-to-left layout, which it takes
    /// from its translation of "default:LTR": in Hebrew the window would no longer mirror.
    static func start() {
        catalogue.bind(to: folder())
    }
}

/// `message` translated (itself when the catalogue has no translation).
func tr(_ message: String) -> String {
    Localized.catalogue.translate(message)
}

/// `message` translated, then each `{name}` replaced by `values[name]` (translators keep the
/// placeholders and may move them).
func tr(_ message: String, _ values: KeyValuePairs<String, String>) -> String {
    var text = tr(message)
    for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
    return text
}

/// `message` translated in `context` (gettext's `pgettext`), for a word whose translation depends
/// on where it is shown.
func trc(_ context: String, _ message: String) -> String {
    let key = context + "\u{4}" + message
    let translated = Localized.catalogue.translate(key)
    return translated == key ? message : translated
}

// Store messages are marked with PlaygroundStore's `N_` and translated here with `tr` where shown.
