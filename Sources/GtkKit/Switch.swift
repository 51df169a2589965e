// GtkSwitch: an on/off control.
import CGtk

@MainActor
public final class Switch: Widget {
    override public class var gType: GType { gtk_switch_get_type() }
    private var toggle: OpaquePointer { OpaquePointer(raw) }

    public var isOn: Bool {
        get { gtk_switch_get_active(toggle) != 0 }
        set { if newValue != isOn { gtk_switch_set_active(toggle, newValue ? 1 : 0) } }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) { onNotify("active", handler) }
}
