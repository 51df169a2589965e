// GtkPopoverMenu: a menu model shown as a popover at a point (a context menu).
import CGtk

@MainActor
public final class PopoverMenu: Widget {
    override public class var gType: GType { gtk_popover_menu_get_type() }
    private var popover: UnsafeMutablePointer<GtkPopover> { raw.assumingMemoryBound(to: GtkPopover.self) }

    /// A popover of `menu`'s items, without an arrow, attached to `parent`: a box, which lays
    /// out no popover and unparents its children when it is destroyed, so the popover goes with
    /// it. Its items' actions (`win.…`) are looked up from `parent` up.
    public convenience init(menu: Menu, in parent: Box) {
        let model = UnsafeMutableRawPointer(menu.raw).assumingMemoryBound(to: GMenuModel.self)
        self.init(adopting: UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(model)))
        gtk_popover_set_has_arrow(popover, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_parent(widget, parent.widget)
    }

    /// Opens the menu pointing at the rectangle (`parent`'s coordinates).
    public func popup(pointingAt x: Double, _ y: Double, width: Double = 1, height: Double = 1) {
        var rect = GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: Int32(max(1, width.rounded())), height: Int32(max(1, height.rounded())))
        gtk_popover_set_pointing_to(popover, &rect)
        gtk_popover_popup(popover)
    }

    public func popdown() { gtk_popover_popdown(popover) }

    /// Whether the menu is open.
    public var isOpen: Bool { isVisible }

    /// The menu closed (an item was chosen, Escape, a click outside).
    public func onClosed(_ handler: @escaping @MainActor () -> Void) { on("closed", handler) }
}

extension MenuButton {
    /// The menu the button opens.
    public func setMenu(_ menu: Menu) {
        gtk_menu_button_set_menu_model(OpaquePointer(raw), UnsafeMutableRawPointer(menu.raw).assumingMemoryBound(to: GMenuModel.self))
    }
}
