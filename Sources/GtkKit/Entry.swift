// GtkEntry: a one-line text field.
import CGtk

/// A text field. The inspector puts it in an AdwActionRow rather than using AdwEntryRow: in
/// libadwaita 1.2 the focused part of an AdwEntryRow is a bare GtkText, whose accessible role is
/// none, so a screen reader hears nothing when Tab reaches it (the Tab test found it); a
/// GtkEntry reports its focus as a text box named by the row.
@MainActor
public final class Entry: Widget {
    override public class var gType: GType { gtk_entry_get_type() }

    public convenience init() {
        self.init(adopting: UnsafeMutableRawPointer(gtk_entry_new()))
    }

    /// The text (a GtkEditable).
    public var text: String {
        get { gtk_editable_get_text(OpaquePointer(raw)).map { String(cString: $0) } ?? "" }
        set { if newValue != text { gtk_editable_set_text(OpaquePointer(raw), newValue) } }
    }

    /// Runs `handler` when the user presses Enter in the field.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }
}
