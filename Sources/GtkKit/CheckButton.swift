// GtkCheckButton: a labelled on/off box.
import CGtk

@MainActor
public final class CheckButton: Widget {
    override public class var gType: GType { gtk_check_button_get_type() }
    private var check: UnsafeMutablePointer<GtkCheckButton> { raw.assumingMemoryBound(to: GtkCheckButton.self) }

    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        set { if newValue != isActive { gtk_check_button_set_active(check, newValue ? 1 : 0) } }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) { on("toggled", handler) }
}
