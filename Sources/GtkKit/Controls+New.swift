// Sliders, spin buttons, switches and drop-downs made in code (the sidebar's come from its .ui file).
import CGtk

extension Scale {
    /// A horizontal slider over `range`, without a drawn value (a spin button beside it shows it).
    public convenience init(range: ClosedRange<Double>, step: Double) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step)))
        gtk_scale_set_draw_value(raw.assumingMemoryBound(to: GtkScale.self), 0)
    }
}

extension SpinButton {
    /// A spin button over `range` stepping by `step`, showing `digits` decimals.
    public convenience init(range: ClosedRange<Double>, step: Double, digits: UInt32) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)))
        setDigits(digits)
        // Room for "100.0", not for the range's widest value, so rows stay within a 360 px sidebar.
        gtk_editable_set_width_chars(OpaquePointer(raw), 5)
    }
}

extension Switch {
    public convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_switch_new())) }
}

extension DropDown {
    /// A drop-down of `items`.
    public convenience init(items: [String]) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_drop_down_new(nil, nil)))
        setItems(items)
    }
}

extension Widget {
    /// Centres the widget vertically in its row.
    public func centerVertically() { gtk_widget_set_valign(widget, GTK_ALIGN_CENTER) }

    /// Lets the widget take the row's spare width.
    public func expandHorizontally() { gtk_widget_set_hexpand(widget, 1) }

    /// The width asked for at least.
    public func setWidthRequest(_ width: Int32) { gtk_widget_set_size_request(widget, width, -1) }
}
