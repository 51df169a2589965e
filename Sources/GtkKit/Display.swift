// The default GdkDisplay's application-wide settings: icon search path.
import CGtk

/// The display GTK opened (`gdk_display_get_default`).
@MainActor
public enum Display {
    /// Initialises GTK and opens the default display; false (and no GTK warning) when there is
    /// none, so the caller can say so in its own words.
    public static func open() -> Bool { gtk_init_check() != 0 }

    /// Adds a folder holding icon themes (`hicolor/scalable/apps/…`), so an application that is not
    /// installed still finds its own icon.
    public static func addIconSearchPath(_ path: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        gtk_icon_theme_add_search_path(theme, path)
    }
}
