// GtkScale: a slider, with its value, range and the start and end of a pointer drag.
import CGtk

@MainActor
public final class Scale: Widget {
    override public class var gType: GType { gtk_scale_get_type() }
    private var range: UnsafeMutablePointer<GtkRange> { raw.assumingMemoryBound(to: GtkRange.self) }
    private var scale: UnsafeMutablePointer<GtkScale> { raw.assumingMemoryBound(to: GtkScale.self) }

    public var value: Double {
        get { gtk_range_get_value(range) }
        set { if newValue != value { gtk_range_set_value(range, newValue) } }
    }

    /// The slider's range (its adjustment's lower and upper bounds).
    public var bounds: ClosedRange<Double> {
        let adjustment = gtk_range_get_adjustment(range)
        let lower = gtk_adjustment_get_lower(adjustment)
        return lower...max(lower, gtk_adjustment_get_upper(adjustment))
    }

    public func setRange(_ bounds: ClosedRange<Double>) { gtk_range_set_range(range, bounds.lowerBound, bounds.upperBound) }
    public func setIncrements(step: Double, page: Double) { gtk_range_set_increments(range, step, page) }
    public func setDigits(_ digits: Int32) { gtk_scale_set_digits(scale, digits) }
    public func addMark(_ value: Double, label: String?) { gtk_scale_add_mark(scale, value, GTK_POS_BOTTOM, label) }
    public func clearMarks() { gtk_scale_clear_marks(scale) }

    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) { on("value-changed", handler) }

    /// Runs `began` when a pointer or touch presses on the slider and `ended` when it lets go, so
    /// that the value changes in between can be grouped (one undo step per drag). A capture-phase
    /// legacy controller sees the press and release before the range's own gestures claim them.
    public func onDrag(began: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void) {
        guard let controller = gtk_event_controller_legacy_new() else { return }
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let tracker = Object(adopting: UnsafeMutableRawPointer(controller))
        var pressed = false
        tracker.onPointerFlag("event") { event in
            guard let event, let phase = PointerPhase(gdk_event_get_event_type(OpaquePointer(event))) else { return false }
            switch phase {
            case .pressed where !pressed:
                pressed = true
                began()
            case .released where pressed:
                pressed = false
                ended()
            default: break
            }
            return false  // never consume: the slider still handles the event
        }
        gtk_widget_add_controller(widget, controller)  // the widget now owns the controller
        controllers.append(tracker)
    }

    /// Controllers whose handlers this wrapper owns.
    private var controllers: [Object] = []
}
