// GtkWidget: what every widget GtkKit wraps can do.
import CGtk

/// The base of the widget wrappers.
@MainActor
open class Widget: Object {
    /// The GType a wrapper expects (a builder checks objects against it).
    open class var gType: GType { gtk_widget_get_type() }

    public var widget: UnsafeMutablePointer<GtkWidget> { raw.assumingMemoryBound(to: GtkWidget.self) }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// The widget and every widget inside it, each before its children.
    func forEachDescendant(_ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        func visit(_ node: UnsafeMutablePointer<GtkWidget>) {
            body(node)
            var child = gtk_widget_get_first_child(node)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(widget)
    }

    /// The popovers inside this widget (a popover is its anchor's child), in tree order.
    var popovers: [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        forEachDescendant { node in
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(node).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0 {
                found.append(node)
            }
        }
        return found
    }

    /// Closes every popover open inside this widget.
    public func closePopovers() {
        for popover in popovers where gtk_widget_get_visible(popover) != 0 {
            gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        }
    }

    /// Sets the sensitivity of the widget and of everything inside it, and `tooltip` on the
    /// widget (its children without one of their own show it). GTK 4.8 reports a widget's own
    /// sensitivity to assistive technologies, not its parent's: a control inside an insensitive
    /// box still reads as enabled, so each one is set.
    public func setSensitiveThroughout(_ sensitive: Bool, tooltip: String?) {
        forEachDescendant { gtk_widget_set_sensitive($0, sensitive ? 1 : 0) }
        self.tooltip = tooltip
    }

    /// How opaque the widget is drawn (0…1).
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Whether the widget takes the extra height its parent has (`vexpand`).
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            // GTK treats "" as none. Setting the same text still asks the tooltip machinery again
            // (an inspector drag set one row's tooltip to none on every frame).
            let text = newValue?.isEmpty == true ? nil : newValue
            guard text != tooltip else { return }
            gtk_widget_set_tooltip_text(widget, text)
        }
    }

    /// The allocated size in logical pixels.
    public var width: Int32 { gtk_widget_get_width(widget) }
    public var height: Int32 { gtk_widget_get_height(widget) }

    /// The narrowest the widget can be, as its parent measures it.
    public var minimumWidth: Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// The monitor's scale factor (device pixels per logical pixel).
    public var scaleFactor: Int32 { gtk_widget_get_scale_factor(widget) }

    /// The direction the widget lays out in (from the locale unless set).
    public var direction: TextDirection { TextDirection(gtk_widget_get_direction(widget)) }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    public func queueDraw() { gtk_widget_queue_draw(widget) }
    @discardableResult public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// The name assistive technologies read (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
    public func setAccessibleLabel(_ label: String) { updateAccessible(.label, label) }

    /// A longer explanation for assistive technologies.
    public func setAccessibleDescription(_ text: String) { updateAccessible(.description, text) }

    private func updateAccessible(_ property: AccessibleProperty, _ text: String) {
        // `gtk_accessible_update_property` is variadic; the GValue variant is not.
        var properties = [property.c]
        let value = Value(text)
        gtk_accessible_update_property_value(OpaquePointer(raw), 1, &properties, value.pointer)
    }

    public func onMap(_ handler: @escaping @MainActor () -> Void) { on("map", handler) }
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) { on("unmap", handler) }

    // MARK: Frame clock

    /// Calls `handler` with the frame time (µs, monotonic) on every frame until it returns false
    /// or the callback is removed. Returns the id for `removeTickCallback`.
    @discardableResult
    public func addTickCallback(_ handler: @escaping @MainActor (_ frameTimeMicroseconds: Int) -> Bool) -> UInt32 {
        let box = HandlerBox<@MainActor (Int) -> Bool>(handler)
        let thunk: GtkTickCallback = { _, clock, data in
            let (clock, data) = (MainThreadPointer(UnsafeMutableRawPointer(clock)), MainThreadPointer(data))
            return MainActor.assumeIsolated {
                guard let clock = clock.raw, let handler = HandlerBox<@MainActor (Int) -> Bool>.from(data.raw) else { return 0 }
                return sourceResult(continuing: handler(Int(gdk_frame_clock_get_frame_time(OpaquePointer(clock)))))
            }
        }
        return gtk_widget_add_tick_callback(
            widget, thunk, Unmanaged.passRetained(box).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }

    /// Removes a tick callback (no effect if it already ended).
    public func removeTickCallback(_ id: UInt32) { gtk_widget_remove_tick_callback(widget, id) }

    /// The frame clock of the widget's surface, once it is realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map { FrameClock(adopting: UnsafeMutableRawPointer($0)) }
    }

    /// The widget's bounds in `ancestor`'s coordinates (x, y, width, height), or nil when they
    /// cannot be computed (not realized, not related).
    public func bounds(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// Where this widget's coordinates start on its surface, for a native widget (a window):
    /// the width of the client-side decoration's shadow and resize border, if any.
    public var surfaceOffset: (x: Double, y: Double) {
        guard let native = gtk_widget_get_native(widget) else { return (0, 0) }
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(native, &x, &y)
        return (x, y)
    }

    /// The surface the widget is shown on, once realized.
    public var surface: Surface? {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else { return nil }
        return Surface(adopting: UnsafeMutableRawPointer(surface))
    }
}
