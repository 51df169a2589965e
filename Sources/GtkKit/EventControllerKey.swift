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

    /// Whether this is `key` with exactly these modifiers.
    public func `is`(_ key: Key, shift: Bool = false, control: Bool = false, alt: Bool = false) -> Bool {
        key.keyvals.contains(keyval) && self.shift == shift && self.control == control && self.alt == alt
    }
}

/// The keys the app's own key handlers read, so that no code above GtkKit names a GDK keyval.
/// A key on the keypad too is the same key (Delete and the keypad's Delete).
public enum Key: Sendable, Hashable, CaseIterable {
    case tab, enter, space, menu, f2, f10, escape, delete, up, down, left, right, c, d, k, p, v, x

    /// The GDK keyvals that are this key, lower-cased as `KeyPress` has them. Shift+Tab arrives
    /// as ISO_Left_Tab.
    var keyvals: [UInt32] {
        let values: [Int32] = switch self {
        case .tab: [GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab]
        case .enter: [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter]
        case .space: [GDK_KEY_space, GDK_KEY_KP_Space]
        case .menu: [GDK_KEY_Menu]
        case .f2: [GDK_KEY_F2]
        case .f10: [GDK_KEY_F10]
        case .escape: [GDK_KEY_Escape]
        case .delete: [GDK_KEY_Delete, GDK_KEY_KP_Delete]
        case .up: [GDK_KEY_Up, GDK_KEY_KP_Up]
        case .down: [GDK_KEY_Down, GDK_KEY_KP_Down]
        case .left: [GDK_KEY_Left, GDK_KEY_KP_Left]
        case .right: [GDK_KEY_Right, GDK_KEY_KP_Right]
        case .c: [GDK_KEY_c]
        case .d: [GDK_KEY_d]
        case .k: [GDK_KEY_k]
        case .p: [GDK_KEY_p]
        case .v: [GDK_KEY_v]
        case .x: [GDK_KEY_x]
        }
        return values.map { UInt32(bitPattern: $0) }
    }

    /// Whether the raw key value `keyval` (a `KeyController`'s) is this key.
    public func matches(_ keyval: UInt32) -> Bool { keyvals.contains(gdk_keyval_to_lower(keyval)) }
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
