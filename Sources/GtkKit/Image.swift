// GtkImage: an icon from the icon theme.
import CGtk

@MainActor
public final class Image: Widget {
    override public class var gType: GType { gtk_image_get_type() }
    private var image: OpaquePointer { OpaquePointer(raw) }

    public convenience init(iconName: String? = nil) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName)))
    }

    public func setIconName(_ name: String?) { gtk_image_set_from_icon_name(image, name) }
}
