// GtkStringObject: one string as a GObject, the item of a GtkStringList.
import CGtk

@MainActor
public final class StringObject: Object {
    public convenience init(_ string: String) {
        self.init(transferring: UnsafeMutableRawPointer(gtk_string_object_new(string)))
    }

    /// Whether `pointer` is a GtkStringObject (what a model's item must be to wrap it as one).
    public static func isInstance(_ pointer: UnsafeMutableRawPointer) -> Bool {
        g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), gtk_string_object_get_type()) != 0
    }

    public var string: String { String(cString: gtk_string_object_get_string(OpaquePointer(raw))) }
}
