// GtkSettings: desktop-wide preferences, here whether animations are allowed (reduce motion).
import CGtk

@MainActor
public final class Settings: Object {
    /// The default display's settings, or nil without a display.
    public static func forDefaultDisplay() -> Settings? {
        guard let settings = gtk_settings_get_default() else { return nil }
        return Settings(adopting: UnsafeMutableRawPointer(settings))
    }

    /// GtkSettings:gtk-enable-animations; false when the desktop asks for reduced motion
    /// (GTK 4.8 has no gtk-interface-reduced-motion). Read through a boolean GValue.
    public var enableAnimations: Bool {
        get { property("gtk-enable-animations", type: .boolean).bool }
        set { setProperty("gtk-enable-animations", Value(newValue)) }
    }

    public func onEnableAnimationsChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("gtk-enable-animations", handler)
    }
}
