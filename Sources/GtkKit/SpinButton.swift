// GtkSpinButton: a number field with steppers, which refuses text that is not a number.
import CGtk

/// Every spin button reads its typed text with `DecimalText` (GTK's own reading turns "abc" into
/// 0 and "12,5" into 12 in the C locale). Text that is not a number is refused: the value stays,
/// the field shows the `error` style and keeps the text so it can be corrected, until a valid
/// number is entered or the focus leaves, which puts the old value's text back.
@MainActor
public final class SpinButton: Widget {
    override public class var gType: GType { gtk_spin_button_get_type() }
    private var spin: OpaquePointer { OpaquePointer(raw) }

    /// The typed text was refused and is still shown (with the error style).
    public private(set) var isShowingRefusedText = false
    private var focus: FocusController?

    public required init(adopting pointer: UnsafeMutableRawPointer) {
        super.init(adopting: pointer)
        connectInput()
    }

    public var value: Double {
        get { gtk_spin_button_get_value(spin) }
        set {
            if newValue != value {
                // A value set from outside replaces refused text.
                endRefusal()
                gtk_spin_button_set_value(spin, newValue)
            }
        }
    }

    /// The text shown in the field.
    public var text: String { String(cString: gtk_editable_get_text(OpaquePointer(raw))) }

    public func setRange(_ bounds: ClosedRange<Double>) { gtk_spin_button_set_range(spin, bounds.lowerBound, bounds.upperBound) }
    public func setIncrements(step: Double, page: Double) { gtk_spin_button_set_increments(spin, step, page) }
    public func setDigits(_ digits: UInt32) { gtk_spin_button_set_digits(spin, digits) }

    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) { on("value-changed", handler) }

    /// GTK asks "input" for the value of the text whenever it reads it (Enter, focus out, before
    /// a step); "output" formats the value into the text afterwards, which is skipped while
    /// refused text is shown so that it stays for the user to correct.
    private func connectInput() {
        let input: SpinThunk.Input = { [weak self] newValue in
            guard let self else { return 0 }
            if let parsed = DecimalText.parse(self.text, localeSeparator: DecimalText.currentLocaleSeparator) {
                self.endRefusal()
                newValue.pointee = parsed
                return 1  // TRUE: converted
            }
            // GTK sets the value it gets back even on an error (GTK_UPDATE_ALWAYS): the old one.
            newValue.pointee = self.value
            self.isShowingRefusedText = true
            self.addCSSClass("error")
            return GTK_INPUT_ERROR
        }
        connect("input", thunk: unsafeBitCast(SpinThunk.input, to: GCallback.self), context: HandlerBox<SpinThunk.Input>(input))
        onFlag("output") { [weak self] in self?.isShowingRefusedText ?? false }

        let focus = FocusController()
        focus.onLeave { [weak self] in
            guard let self, self.isShowingRefusedText else { return }
            self.endRefusal()
            // The same value again: GTK formats it into the text (the old text back).
            gtk_spin_button_set_value(self.spin, self.value)
        }
        focus.attach(to: self)
        self.focus = focus
    }

    private func endRefusal() {
        guard isShowingRefusedText else { return }
        isShowingRefusedText = false
        removeCSSClass("error")
    }
}

/// The C thunk of GtkSpinButton's "input": `gint handler(GtkSpinButton*, double *new_value, gpointer)`.
enum SpinThunk {
    typealias Input = @MainActor (UnsafeMutablePointer<Double>) -> Int32

    static let input: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Double>?, UnsafeMutableRawPointer?) -> Int32 = {
        _, newValue, data in
        let (newValue, data) = (MainThreadPointer(UnsafeMutableRawPointer(newValue)), MainThreadPointer(data))
        return MainActor.assumeIsolated {
            guard let pointer = newValue.raw?.assumingMemoryBound(to: Double.self), let handler = HandlerBox<Input>.from(data.raw) else { return 0 }
            return handler(pointer)
        }
    }
}
