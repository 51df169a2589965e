// GtkCssProvider: the application's style sheet, applied to the whole display.
import CGtk

@MainActor
public final class CssProvider: Object {
    /// Parse problems reported while loading (GTK reports them through a signal, not a GError).
    public private(set) var problems: [String] = []

    /// Loads `path` and applies it to the default display at application priority.
    public static func apply(path: String) -> CssProvider? {
        guard let display = gdk_display_get_default() else { return nil }
        let provider = CssProvider(transferring: UnsafeMutableRawPointer(gtk_css_provider_new()))
        provider.onPointerPair("parsing-error") { [weak provider] _, error in
            guard let error else { return }
            let message = error.assumingMemoryBound(to: GError.self).pointee.message.map { String(cString: $0) } ?? "?"
            provider?.problems.append(message)
        }
        gtk_css_provider_load_from_path(provider.raw.assumingMemoryBound(to: GtkCssProvider.self), path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider.raw), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return provider
    }
}
