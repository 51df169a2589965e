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
    /// A menu button showing `iconName` beside `label` (its mnemonic underlined), flat, with
    /// the arrow that says it opens a menu.
    public convenience init(label: String, iconName: String) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
        let content = adw_button_content_new()
        // A final type: imported opaque.
        let typed = OpaquePointer(content)
        adw_button_content_set_icon_name(typed, iconName)
        adw_button_content_set_label(typed, label)
        adw_button_content_set_use_underline(typed, 1)
        gtk_menu_button_set_child(OpaquePointer(raw), content)
        gtk_menu_button_set_always_show_arrow(OpaquePointer(raw), 1)
        addCSSClass("flat")
    }

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
