// Event controllers and gestures a widget owns: scrolling, pointer motion, pinch, drag, keys, focus.
import CGtk

/// The base of the controller wrappers. `attach(to:)` hands the controller to a widget (which
/// then owns GTK's reference); the wrapper keeps its own, and with it our signal handlers, so keep
/// the wrapper for as long as the widget should react.
@MainActor
public class EventController: Object {
    var controller: OpaquePointer { OpaquePointer(raw) }

    /// Adds the controller to `widget`. A new controller is not floating: the wrapper keeps the
    /// reference `*_new` returned, and the widget gets one of its own.
    public func attach(to widget: Widget) {
        g_object_ref(objectPointer)
        gtk_widget_add_controller(widget.widget, controller)
    }

    /// Adds the controller to the window `widget` is in (false when it is in none yet).
    @discardableResult
    public func attach(toRootOf widget: Widget) -> Bool {
        guard let root = gtk_widget_get_root(widget.widget) else { return false }
        g_object_ref(objectPointer)
        gtk_widget_add_controller(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self), controller)
        return true
    }

    /// The modifier keys held during the event being handled (Ctrl, Shift, …).
    public var currentModifiers: ModifierKeys { ModifierKeys(rawValue: gtk_event_controller_get_current_event_state(controller).rawValue) }

    /// Handles events before the widget's children do (`GTK_PHASE_CAPTURE`), not after.
    public func handleBeforeChildren() { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
}

/// Modifier keys (`GdkModifierType`), the ones the app asks about.
public struct ModifierKeys: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shift = ModifierKeys(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = ModifierKeys(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = ModifierKeys(rawValue: GDK_ALT_MASK.rawValue)
}

/// GtkEventControllerScroll: wheel and touchpad scrolling on both axes.
@MainActor
public final class ScrollController: EventController {
    public convenience init() {
        // A new controller is not floating: adopting adds our reference, `attach` gives GTK its own.
        self.init(transferring: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)))
    }

    /// Whether the deltas count wheel notches (true) or pixels (a touchpad's smooth scrolling).
    public var countsWheelSteps: Bool { gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL }

    /// `handler(dx, dy)` on every scroll; returning true stops it there (the scrolled window
    /// around the widget does not scroll too).
    public func onScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) {
        connect("scroll", thunk: unsafeBitCast(ControllerThunk.twoDoublesFlag, to: GCallback.self), context: HandlerBox<ControllerThunk.TwoDoublesFlag>(handler))
    }
}

/// GtkEventControllerMotion: where the pointer is over the widget.
@MainActor
public final class MotionController: EventController {
    public convenience init() {
        self.init(transferring: UnsafeMutableRawPointer(gtk_event_controller_motion_new()))
    }

    /// `handler(x, y)` when the pointer enters or moves, in the widget's coordinates.
    public func onMotion(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        for signal in ["enter", "motion"] {
            connect(signal, thunk: unsafeBitCast(ControllerThunk.twoDoubles, to: GCallback.self), context: HandlerBox<ControllerThunk.TwoDoubles>(handler))
        }
    }

    public func onLeave(_ handler: @escaping @MainActor () -> Void) { on("leave", handler) }
}

/// GtkGestureZoom: a two-finger pinch (touchscreen or touchpad).
@MainActor
public final class ZoomGesture: EventController {
    public convenience init() {
        self.init(transferring: UnsafeMutableRawPointer(gtk_gesture_zoom_new()))
    }

    /// `began(x, y)` when the pinch starts, at the centre of the fingers (widget coordinates);
    /// `changed(scale)` as it goes, the fingers' distance relative to the start.
    public func onPinch(began: @escaping @MainActor (_ x: Double, _ y: Double) -> Void, changed: @escaping @MainActor (_ scale: Double) -> Void) {
        on("begin") { [weak self] in
            guard let self else { return }
            var x = 0.0, y = 0.0
            if gtk_gesture_get_bounding_box_center(self.controller, &x, &y) != 0 { began(x, y) }
        }
        connect("scale-changed", thunk: unsafeBitCast(ControllerThunk.oneDouble, to: GCallback.self), context: HandlerBox<ControllerThunk.OneDouble>(changed))
    }
}

/// GtkGestureDrag: a press and drag with one pointer button (or any: 0).
@MainActor
public final class DragGesture: EventController {
    public convenience init(button: UInt32) {
        self.init(transferring: UnsafeMutableRawPointer(gtk_gesture_drag_new()))
        gtk_gesture_single_set_button(controller, button)
    }

    /// The button of the drag in progress (1 primary, 2 middle, 3 secondary).
    public var currentButton: UInt32 { gtk_gesture_single_get_current_button(controller) }

    /// Gives the sequence up: this drag is not ours (other gestures get the events).
    public func deny() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_DENIED) }
    /// Claims the sequence: no other gesture gets it.
    public func claim() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED) }

    /// `began(x, y)` at the press (widget coordinates); `moved(dx, dy)` with the offset from it.
    public func onDrag(
        began: @escaping @MainActor (_ x: Double, _ y: Double) -> Void, moved: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void,
        ended: @escaping @MainActor () -> Void
    ) {
        connect("drag-begin", thunk: unsafeBitCast(ControllerThunk.twoDoubles, to: GCallback.self), context: HandlerBox<ControllerThunk.TwoDoubles>(began))
        connect("drag-update", thunk: unsafeBitCast(ControllerThunk.twoDoubles, to: GCallback.self), context: HandlerBox<ControllerThunk.TwoDoubles>(moved))
        let end: ControllerThunk.TwoDoubles = { _, _ in ended() }
        connect("drag-end", thunk: unsafeBitCast(ControllerThunk.twoDoubles, to: GCallback.self), context: HandlerBox<ControllerThunk.TwoDoubles>(end))
    }
}

/// GtkGestureClick: presses of one pointer button (1: the primary), counting double clicks.
@MainActor
public final class ClickGesture: EventController {
    public convenience init(button: UInt32) {
        self.init(transferring: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(controller, button)
    }

    typealias Press = @MainActor (Int, Double, Double) -> Void

    /// `pressed(count, x, y)` at each press (count 2 for the second press of a double click),
    /// in widget coordinates. `void (GtkGestureClick*, gint n_press, double x, double y, gpointer)`.
    public func onPressed(_ pressed: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, count, x, y, data in
            let data = MainThreadPointer(data)
            MainActor.assumeIsolated { HandlerBox<Press>.from(data.raw)?(Int(count), x, y) }
        }
        connect("pressed", thunk: unsafeBitCast(thunk, to: GCallback.self), context: HandlerBox<Press>(pressed))
    }
}

/// GtkEventControllerKey: key presses while the widget (or a child) has the keyboard focus.
@MainActor
public final class KeyController: EventController {
    public convenience init() {
        self.init(transferring: UnsafeMutableRawPointer(gtk_event_controller_key_new()))
    }

    /// `pressed(keyval)`: true when handled (the key goes no further); `released(keyval)`.
    public func onKey(pressed: @escaping @MainActor (_ keyval: UInt32) -> Bool, released: @escaping @MainActor (_ keyval: UInt32) -> Void) {
        connect("key-pressed", thunk: unsafeBitCast(ControllerThunk.keyFlag, to: GCallback.self), context: HandlerBox<ControllerThunk.Key>(pressed))
        let release: ControllerThunk.Key = { released($0); return false }
        connect("key-released", thunk: unsafeBitCast(ControllerThunk.key, to: GCallback.self), context: HandlerBox<ControllerThunk.Key>(release))
    }
}

/// GtkEventControllerFocus: the keyboard focus entering or leaving the widget or its children.
@MainActor
public final class FocusController: EventController {
    public convenience init() {
        self.init(transferring: UnsafeMutableRawPointer(gtk_event_controller_focus_new()))
    }

    public func onLeave(_ handler: @escaping @MainActor () -> Void) { on("leave", handler) }
}

/// The C thunks of the controllers' signal shapes (see `Thunk`).
enum ControllerThunk {
    typealias OneDouble = @MainActor (Double) -> Void
    typealias TwoDoubles = @MainActor (Double, Double) -> Void
    typealias TwoDoublesFlag = @MainActor (Double, Double) -> Bool
    typealias Key = @MainActor (UInt32) -> Bool

    /// `void handler(GObject*, double, gpointer)`: scale-changed.
    static let oneDouble: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void = { _, value, data in
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { HandlerBox<OneDouble>.from(data.raw)?(value) }
    }

    /// `void handler(GObject*, double, double, gpointer)`: enter, motion, drag-begin/update/end.
    static let twoDoubles: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { HandlerBox<TwoDoubles>.from(data.raw)?(x, y) }
    }

    /// `gboolean handler(GObject*, double, double, gpointer)`: scroll.
    static let twoDoublesFlag: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, x, y, data in
        let data = MainThreadPointer(data)
        return MainActor.assumeIsolated { (HandlerBox<TwoDoublesFlag>.from(data.raw)?(x, y) ?? false) ? 1 : 0 }
    }

    /// `gboolean handler(GObject*, guint keyval, guint keycode, GdkModifierType, gpointer)`: key-pressed.
    static let keyFlag: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
        _, keyval, _, _, data in
        let data = MainThreadPointer(data)
        return MainActor.assumeIsolated { (HandlerBox<Key>.from(data.raw)?(keyval) ?? false) ? 1 : 0 }
    }

    /// `void handler(GObject*, guint keyval, guint keycode, GdkModifierType, gpointer)`: key-released.
    static let key: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = {
        _, keyval, _, _, data in
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { _ = HandlerBox<Key>.from(data.raw)?(keyval) }
    }
}

extension Widget {
    /// Shows the pointer as the named cursor over this widget ("grab", "grabbing"; nil: the default).
    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }

    /// Whether the keyboard focus of this widget's window is in a text field (an entry, a spin
    /// button), where keys such as Space are typed rather than commands.
    public var focusIsInTextField: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return g_type_check_instance_is_a(UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self), gtk_editable_get_type()) != 0
    }
}
