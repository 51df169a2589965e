// GtkProgressBar.
import CGtk

@MainActor
public final class ProgressBar: Widget {
    override public class var gType: GType { gtk_progress_bar_get_type() }
    private var bar: OpaquePointer { OpaquePointer(raw) }

    /// From 0 to 1 (clamped by GTK).
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(bar) }
        set { gtk_progress_bar_set_fraction(bar, newValue) }
    }

    /// The text shown on the bar (with `show-text`).
    public var text: String? {
        get { gtk_progress_bar_get_text(bar).map { String(cString: $0) } }
        set { gtk_progress_bar_set_text(bar, newValue) }
    }
}
