// GtkButton: a push button showing an icon.
import CGtk

@MainActor
public final class Button: Widget {
    override public class var gType: GType { gtk_button_get_type() }

    /// A button showing the named icon, flat (no frame) when `flat`, as row suffixes are.
    public convenience init(iconName: String, flat: Bool = true) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName)))
        if flat { addCSSClass("flat") }
    }

    /// A button showing `label` (no mnemonic: a mnemonic label names the button a second time).
    public convenience init(label: String) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) { on("clicked", handler) }
}
