// GtkImage: an icon from the icon theme.
import CGtk

@MainActor
public final class Image: Widget {
    override public class var gType: GType { gtk_image_get_type() }
    private var image: OpaquePointer { OpaquePointer(raw) }

    public convenience init(iconName: String? = nil) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName)))
    }

    /// An icon that only repeats what the text beside it says: hidden from assistive
    /// technologies (role presentation, which GTK sets only at construction), so a screen reader
    /// does not announce an unnamed image ("GtkImage") in the middle of a row.
    public static func decorative() -> Image {
        let value = Value(enumType: gtk_accessible_role_get_type(), Int32(GTK_ACCESSIBLE_ROLE_PRESENTATION.rawValue))
        var names: [UnsafePointer<CChar>?] = []
        let object = "accessible-role".withCString { name in
            names = [name]
            return g_object_new_with_properties(gtk_image_get_type(), 1, &names, value.pointer)
        }
        return Image(adopting: UnsafeMutableRawPointer(object!))
    }

    public func setIconName(_ name: String?) { gtk_image_set_from_icon_name(image, name) }
}
