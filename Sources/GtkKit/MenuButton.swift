// GtkMenuButton: a button that opens a popover menu.
import CGtk

@MainActor
public final class MenuButton: Widget {
    override public class var gType: GType { gtk_menu_button_get_type() }
    private var button: OpaquePointer { OpaquePointer(raw) }

    /// Opens the menu (for a keyboard shortcut).
    public func popup() { gtk_menu_button_popup(button) }
    public func popdown() { gtk_menu_button_popdown(button) }
}
