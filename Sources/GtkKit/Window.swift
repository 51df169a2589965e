// GtkWindow and GtkApplicationWindow: toplevels, their actions and their help overlay.
import CGtk

@MainActor
open class Window: Widget {
    override open class var gType: GType { gtk_window_get_type() }
    public var window: UnsafeMutablePointer<GtkWindow> { raw.assumingMemoryBound(to: GtkWindow.self) }

    /// A new toplevel holding `child`.
    public convenience init(child: Widget) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_child(window, child.widget)
    }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        // Set only when it changes (the window's sync sets it on every frame of a drag; GTK
        // sends the title to the window manager again each time).
        set { if newValue != title { gtk_window_set_title(window, newValue) } }
    }

    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }

    public func setTransientFor(_ parent: Window?) { gtk_window_set_transient_for(window, parent?.window) }
    public func setModal(_ modal: Bool) { gtk_window_set_modal(window, modal ? 1 : 0) }
    public func setHideOnClose(_ hide: Bool) { gtk_window_set_hide_on_close(window, hide ? 1 : 0) }

    public func present() { gtk_window_present(window) }
    public func close() { gtk_window_close(window) }
    public func destroy() { gtk_window_destroy(window) }

    /// Runs `handler` when the user asks to close; returning true keeps the window open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) { onFlag("close-request", handler) }
}

@MainActor
public final class ApplicationWindow: Window {
    override public class var gType: GType { gtk_application_window_get_type() }
    /// Actions added to the window, kept alive with it.
    private var actions: [SimpleAction] = []

    public func setApplication(_ application: Application) {
        gtk_window_set_application(window, application.raw.assumingMemoryBound(to: GtkApplication.self))
    }

    /// Adds a `win.` action.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(OpaquePointer(raw), OpaquePointer(action.raw))
        actions.append(action)
    }

    /// Shows `overlay` for the `win.show-help-overlay` action (the shortcuts window).
    public func setHelpOverlay(_ overlay: Window) {
        gtk_application_window_set_help_overlay(
            raw.assumingMemoryBound(to: GtkApplicationWindow.self), OpaquePointer(overlay.raw))
    }
}

/// GtkShortcutsWindow, from a `.ui` file.
@MainActor
public final class ShortcutsWindow: Window {
    override public class var gType: GType { gtk_shortcuts_window_get_type() }
}

extension Window {
    /// Opens `uri` (a `file://` folder, say) in the user's default application for it, over this
    /// window (through the desktop portal when sandboxed). Failures are GTK's to report.
    public func showURI(_ uri: String) { gtk_show_uri(window, uri, 0) }
}
