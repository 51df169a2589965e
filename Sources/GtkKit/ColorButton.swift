// GtkColorButton (GTK 4.8; deprecated only in 4.10): a swatch that opens a GtkColorChooserDialog.
import CGtk

@MainActor
public final class ColorButton: Widget {
    override public class var gType: GType { gtk_color_button_get_type() }
    private var chooser: OpaquePointer { OpaquePointer(raw) }

    /// A button choosing a colour with alpha; `title` is the dialog's.
    public convenience init(title: String) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_color_button_new()))
        gtk_color_button_set_title(OpaquePointer(raw), title)
        gtk_color_chooser_set_use_alpha(chooser, 1)
        // The button inside is what takes the focus; GTK 4.8 leaves it unnamed ("GtkButton").
        if let button = gtk_widget_get_first_child(widget) {
            let value = Value(title)
            var properties = [GTK_ACCESSIBLE_PROPERTY_LABEL]
            gtk_accessible_update_property_value(OpaquePointer(button), 1, &properties, value.pointer)
        }
    }

    /// The colour as straight-alpha sRGB components, each 0…1.
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        get {
            var color = GdkRGBA()
            gtk_color_chooser_get_rgba(chooser, &color)
            return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        }
        set {
            var color = GdkRGBA(red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue), alpha: Float(newValue.alpha))
            gtk_color_chooser_set_rgba(chooser, &color)
        }
    }

    /// Runs `handler` when the user picks a colour (not when `rgba` is set).
    public func onColorSet(_ handler: @escaping @MainActor () -> Void) { on("color-set", handler) }
}
