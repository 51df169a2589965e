// GtkInscription (GTK 4.8).
import CGtk

/// Text in an area whose size does not depend on the text: its size request comes from its
/// `min-chars`, `nat-chars`, `min-lines` and `nat-lines` properties, so a new text is only drawn
/// again, never measured by the containers around it (as a GtkLabel's is, on every change).
@MainActor
public final class Inscription: Widget {
    override public class var gType: GType { gtk_inscription_get_type() }
    private var inscription: OpaquePointer { OpaquePointer(raw) }

    /// The text, shown as far as it fits; also the accessible name and the tooltip, which hold
    /// all of it (GTK 4.8 gives an inscription neither by itself).
    public var text: String {
        get { gtk_inscription_get_text(inscription).map { String(cString: $0) } ?? "" }
        set {
            guard newValue != text else { return }
            gtk_inscription_set_text(inscription, newValue)
            setAccessibleLabel(newValue)
            tooltip = newValue.isEmpty ? nil : newValue
        }
    }
}
