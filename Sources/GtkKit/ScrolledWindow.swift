// GtkScrolledWindow: a scrolling viewport around one child.
import CGtk

@MainActor
public final class ScrolledWindow: Widget {
    override public class var gType: GType { gtk_scrolled_window_get_type() }
    private var scrolled: OpaquePointer { OpaquePointer(raw) }

    public convenience init() {
        self.init(adopting: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
    }

    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolled, child?.widget) }

    public func setMinimumContentHeight(_ height: Int32) { gtk_scrolled_window_set_min_content_height(scrolled, height) }
}

extension ScrolledWindow {
    /// Closes a popover open inside the pane (a drop-down's list, a menu) when the pane scrolls
    /// its anchor out of view: it would follow its row out of the window, and off every monitor,
    /// where GDK 4.8's X11 backend finds none to lay it out against (a critical each frame). The
    /// pane's value changes before the frame lays it out (a wheel turn, the animated scroll to
    /// the focus), so the popover closes before it would move there; one whose row scrolls into
    /// view (the focus's, opened from the keyboard) stays open. Keep this wrapper as long as the
    /// pane.
    public func closesPopoversScrolledAway() {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scrolled) else { return }
        let box = HandlerBox<Thunk.Plain> { [weak self] in
            guard let self else { return }
            let top = gtk_adjustment_get_value(adjustment), bottom = top + gtk_adjustment_get_page_size(adjustment)
            // The anchor in the content's coordinates, which scrolling does not change.
            guard var content = gtk_scrolled_window_get_child(self.scrolled) else { return }
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(content).assumingMemoryBound(to: GTypeInstance.self), gtk_viewport_get_type()) != 0,
               let child = gtk_viewport_get_child(OpaquePointer(content)) {
                content = child
            }
            for popover in self.popovers where gtk_widget_get_visible(popover) != 0 {
                var bounds = graphene_rect_t()
                guard let anchor = gtk_widget_get_parent(popover), gtk_widget_compute_bounds(anchor, content, &bounds) != 0 else { continue }
                let anchorTop = Double(bounds.origin.y), anchorBottom = anchorTop + Double(bounds.size.height)
                if anchorBottom <= top || anchorTop >= bottom {
                    gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
                }
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(adjustment), "value-changed", unsafeBitCast(Thunk.plain, to: GCallback.self),
            Unmanaged.passRetained(box).toOpaque(), { data, _ in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } },
            GConnectFlags(rawValue: 0))
    }

    /// Makes the wheel scroll the pane over its value controls (spin buttons, sliders, drop-downs)
    /// unless the control has the keyboard focus: GTK gives a wheel turn over a spin button to the
    /// spin button, so scrolling down a sidebar of them changed values on the way and stopped the
    /// pane. A scroll controller on the pane sees each turn before any widget inside (capture
    /// phase) and scrolls the pane itself, unless the pointer is over a focused value control.
    /// It takes every other turn too, not only those over a control: GTK sends a turn to the
    /// widget that was under the pointer when it last moved, so after the pane scrolled under a
    /// still pointer the next turn would reach a control no longer there. (A touchpad's scroll
    /// thus moves the pane without GTK's kinetic glide.) Keep the returned controllers as long
    /// as the pane lives; they find the pane through GTK, so this wrapper need not be kept.
    public func scrollsOverUnfocusedControls() -> [EventController] {
        let motion = MotionController()
        let scroll = ScrollController()
        let pointer = PointerBox()
        motion.onMotion { x, y in pointer.at = (x, y) }
        motion.onLeave { pointer.at = nil }
        scroll.handleBeforeChildren()
        scroll.onScroll { [weak scroll] _, dy in
            guard let scroll, let pane = gtk_event_controller_get_widget(scroll.controller),
                let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(pane))
            else { return false }
            if let (x, y) = pointer.at, let control = Self.valueControl(in: pane, at: x, y), Self.holdsFocus(control) { return false }
            let page = gtk_adjustment_get_page_size(adjustment)
            // A wheel notch moves the pane as GtkScrolledWindow moves it; a touchpad gives pixels.
            let step = scroll.countsWheelSteps ? pow(max(page, 1), 2.0 / 3.0) : 1
            let upper = gtk_adjustment_get_upper(adjustment) - page, lower = gtk_adjustment_get_lower(adjustment)
            gtk_adjustment_set_value(adjustment, min(max(lower, gtk_adjustment_get_value(adjustment) + dy * step), max(lower, upper)))
            return true
        }
        motion.attach(to: self)
        scroll.attach(to: self)
        return [motion, scroll]
    }

    /// The value control (a spin button, a slider, a drop-down) at (x, y) in `pane`, if any.
    private static func valueControl(in pane: UnsafeMutablePointer<GtkWidget>, at x: Double, _ y: Double) -> UnsafeMutablePointer<GtkWidget>? {
        var widget = gtk_widget_pick(pane, x, y, GTK_PICK_DEFAULT)
        let kinds = [gtk_spin_button_get_type(), gtk_scale_get_type(), gtk_drop_down_get_type()]
        while let current = widget, current != pane {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if kinds.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }) { return current }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Whether the keyboard focus is on `control` or inside it (a spin button's text).
    private static func holdsFocus(_ control: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(control), let focus = gtk_root_get_focus(root) else { return false }
        return focus == control || gtk_widget_is_ancestor(focus, control) != 0
    }
}

/// Where the pointer is over the pane, shared by its two controllers.
@MainActor
private final class PointerBox {
    var at: (Double, Double)?
}
