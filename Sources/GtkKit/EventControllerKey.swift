// GtkEventControllerKey: key presses seen by a widget, in the capture or the bubble phase.
import CGtk

/// One key press: the key (lower-cased, so Ctrl+D arrives as `d` with or without Caps Lock)
/// and the modifiers held.
public struct KeyPress: Sendable, Hashable {
    /// The GDK keyval (`GDK_KEY_Tab`, `GDK_KEY_Delete`, …), lower-cased.
    public var keyval: UInt32
    public var shift: Bool
    public var control: Bool
    public var alt: Bool

    init(keyval: guint, state: GdkModifierType) {
        self.keyval = gdk_keyval_to_lower(keyval)
        shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
    }

    /// Whether this is `key` (a `GDK_KEY_…` value) with exactly these modifiers.
    public func `is`(_ key: Int32, shift: Bool = false, control: Bool = false, alt: Bool = false) -> Bool {
        keyval == UInt32(bitPattern: key) && self.shift == shift && self.control == control && self.alt == alt
    }
}

@MainActor
public final class EventControllerKey: Object {
    /// A controller attached to `widget`. In the capture phase it sees a key before the focused
    /// widget inside `widget` does (a list view's own Tab and arrow handling).
    public convenience init(on widget: Widget, capturing: Bool) {
        // A full, non-floating reference; `gtk_widget_add_controller` takes over another one.
        self.init(transferring: UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
        gtk_event_controller_set_propagation_phase(OpaquePointer(raw), capturing ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
        gtk_widget_add_controller(widget.widget, OpaquePointer(g_object_ref(raw)))
    }

    typealias KeyHandler = @MainActor (KeyPress) -> Bool

    /// Runs `handler` on each key press; returning true stops the key there.
    /// `gboolean (GtkEventControllerKey*, guint keyval, guint keycode, GdkModifierType, gpointer)`.
    public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
            _, keyval, _, state, data in
            let data = MainThreadPointer(data)
            return MainActor.assumeIsolated {
                (HandlerBox<KeyHandler>.from(data.raw)?(KeyPress(keyval: keyval, state: state)) ?? false) ? 1 : 0
            }
        }
        connect("key-pressed", thunk: unsafeBitCast(thunk, to: GCallback.self), context: HandlerBox<KeyHandler>(handler))
    }
}
