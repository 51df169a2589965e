// GtkLabel.
import CGtk

@MainActor
public final class Label: Widget {
    override public class var gType: GType { gtk_label_get_type() }
    private var label: OpaquePointer { OpaquePointer(raw) }

    public convenience init(_ text: String = "") {
        self.init(adopting: UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { if newValue != text { gtk_label_set_text(label, newValue) } }
    }

    /// Cuts a text too long for the label's width with "…" at its end, and starts it at the
    /// leading edge.
    public func setEllipsizeEnd() {
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        gtk_label_set_xalign(label, 0)
    }

    /// Pango markup; escape user text with `Label.escape`.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(label, markup) }

    public static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
