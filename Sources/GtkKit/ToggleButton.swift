// GtkToggleButton: a button that stays pressed, showing an icon.
import CGtk

@MainActor
public final class ToggleButton: Widget {
    override public class var gType: GType { gtk_toggle_button_get_type() }
    private var toggle: UnsafeMutablePointer<GtkToggleButton> { raw.assumingMemoryBound(to: GtkToggleButton.self) }
    private var button: UnsafeMutablePointer<GtkButton> { raw.assumingMemoryBound(to: GtkButton.self) }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set { if newValue != isActive { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) } }
    }

    /// The icon shown (a themed icon's name).
    public var iconName: String {
        get { gtk_button_get_icon_name(button).map { String(cString: $0) } ?? "" }
        set { if newValue != iconName { gtk_button_set_icon_name(button, newValue) } }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) { on("toggled", handler) }
}
