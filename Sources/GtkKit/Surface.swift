// GdkSurface: whether a toplevel is minimized, for pausing work nobody can see.
import CGtk

/// A window's surface (realized windows only).
@MainActor
public final class Surface: Object {
    /// True when the surface is a toplevel that the window manager minimized.
    public var isMinimized: Bool {
        let object = raw
        guard g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gdk_toplevel_get_type()) != 0 else {
            return false
        }
        return ToplevelState(raw: gdk_toplevel_get_state(OpaquePointer(object))).isMinimized
    }

    /// Runs `handler` when the toplevel state changes (minimized, maximized, …).
    public func onStateChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("state", handler) }
}
