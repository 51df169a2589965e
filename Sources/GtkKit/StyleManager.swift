// AdwStyleManager: whether the app is dark, following the system's preference.
import CGtk

@MainActor
public final class StyleManager: Object {
    /// The application's style manager (libadwaita must be initialised: AdwApplication does it).
    public static func forApplication() -> StyleManager? {
        guard let manager = adw_style_manager_get_default() else { return nil }
        return StyleManager(adopting: UnsafeMutableRawPointer(manager))
    }

    /// Whether the app shows its dark style now (the system prefers dark, or high contrast dark).
    public var isDark: Bool { adw_style_manager_get_dark(OpaquePointer(raw)) != 0 }

    public func onDarkChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("dark", handler) }
}
