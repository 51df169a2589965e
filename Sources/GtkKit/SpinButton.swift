// GtkSpinButton: a number field with steppers.
import CGtk

@MainActor
public final class SpinButton: Widget {
    override public class var gType: GType { gtk_spin_button_get_type() }
    private var spin: OpaquePointer { OpaquePointer(raw) }

    public var value: Double {
        get { gtk_spin_button_get_value(spin) }
        set { if newValue != value { gtk_spin_button_set_value(spin, newValue) } }
    }

    public func setRange(_ bounds: ClosedRange<Double>) { gtk_spin_button_set_range(spin, bounds.lowerBound, bounds.upperBound) }
    public func setIncrements(step: Double, page: Double) { gtk_spin_button_set_increments(spin, step, page) }
    public func setDigits(_ digits: UInt32) { gtk_spin_button_set_digits(spin, digits) }

    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) { on("value-changed", handler) }
}
