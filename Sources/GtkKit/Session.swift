// What the desktop session says about where things go: the window's remembered size, the
// monitors, the user's folders, the recent files list and the UI's text direction.
import CGtk

extension Window {
    /// The size the window has when not maximised or fullscreen (`gtk_window_get_default_size`:
    /// GTK keeps it up to date as the user resizes, which is what to save across runs).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

    /// Maximises the window (before it is shown: it maps maximised).
    public func maximize() { gtk_window_maximize(window) }

    /// Runs `handler` whenever the user resizes, maximises or unmaximises the window.
    public func onGeometryChanged(_ handler: @escaping @MainActor () -> Void) {
        for property in ["default-width", "default-height", "maximized"] { onNotify(property, handler) }
    }
}

extension Display {
    /// The largest monitor's size in application pixels, or nil when GDK lists none.
    public static var largestMonitorSize: (width: Int, height: Int)? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return nil }
        var largest: (width: Int, height: Int)?
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            defer { g_object_unref(item) }
            var area = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &area)
            if area.width * area.height > Int32(largest.map { $0.width * $0.height } ?? 0) {
                largest = (Int(area.width), Int(area.height))
            }
        }
        return largest
    }
}

/// The user's folders as GLib knows them (XDG user dirs).
public enum UserFolders {
    /// `~/Documents` (or the XDG documents folder in the user's language), else the home folder:
    /// where file choosers start before the user has picked a folder.
    public static var documents: String {
        if let special = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) { return String(cString: special) }
        return String(cString: g_get_home_dir())
    }
}

/// The desktop's list of recently used files (`GtkRecentManager`, `recently-used.xbel`).
@MainActor
public enum RecentManager {
    /// Records that the user opened the local file at `path`.
    public static func add(path: String) {
        guard let manager = gtk_recent_manager_get_default(), let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        _ = gtk_recent_manager_add_item(manager, uri)
    }
}

extension TextDirection {
    /// The direction widgets take by default: the UI language's (GTK reads it from its own
    /// translation at start-up: right to left in Hebrew or Arabic). Left to right before GTK
    /// is initialised: use `locale` there.
    @MainActor public static var widgetDefault: TextDirection { TextDirection(gtk_widget_get_default_direction()) }

    /// The UI language's direction without a display (the headless modes), as GTK computes it.
    public static var locale: TextDirection { TextDirection(gtk_get_locale_direction()) }
}
