// AdwEntryRow (libadwaita 1.2): a row whose title labels a text field inside it.
import CGtk

@MainActor
public final class EntryRow: PreferencesRow {
    override public class var gType: GType { adw_entry_row_get_type() }
    private var entryRow: UnsafeMutablePointer<AdwEntryRow> { raw.assumingMemoryBound(to: AdwEntryRow.self) }

    /// A new row titled `title` with an apply button, so that a typed value is sent once.
    public convenience init(title: String) {
        self.init(adopting: UnsafeMutableRawPointer(adw_entry_row_new()))
        self.title = title
        adw_entry_row_set_show_apply_button(entryRow, 1)
    }

    /// The text (AdwEntryRow is a GtkEditable).
    public var text: String {
        get { gtk_editable_get_text(OpaquePointer(raw)).map { String(cString: $0) } ?? "" }
        set { if newValue != text { gtk_editable_set_text(OpaquePointer(raw), newValue) } }
    }

    /// Runs `handler` when the user applies the text: the apply button, or Enter.
    public func onApply(_ handler: @escaping @MainActor () -> Void) {
        on("apply", handler)
        on("entry-activated", handler)
    }
}
