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

extension MenuButton {
    /// Shows `label` (with its mnemonic), or only `iconName` when the label is nil (a narrow
    /// header bar); the accessible name set in the `.ui` file stays either way.
    public func show(label: String?, iconName: String) {
        if let label {
            gtk_menu_button_set_label(OpaquePointer(raw), label)
            gtk_menu_button_set_use_underline(OpaquePointer(raw), 1)
        } else {
            gtk_menu_button_set_icon_name(OpaquePointer(raw), iconName)
        }
    }
}
