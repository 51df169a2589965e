// GtkBuilder: widgets described in a `.ui` file, fetched by id as typed wrappers.
import CGtk

@MainActor
public final class Builder: Object {
    /// Where the description came from, for messages.
    public private(set) var source = ""

    /// Loads a `.ui` file.
    public static func load(path: String) throws(GLibError) -> Builder {
        let builder = Builder(transferring: UnsafeMutableRawPointer(gtk_builder_new()))
        builder.source = path
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_file(OpaquePointer(builder.raw), path, &error) == 0 {
            throw GLibError.take(error) ?? GLibError("\(path): cannot be loaded")
        }
        return builder
    }

    /// Loads a description held in memory; `source` names it in messages.
    public static func load(string: String, source: String) throws(GLibError) -> Builder {
        let builder = Builder(transferring: UnsafeMutableRawPointer(gtk_builder_new()))
        builder.source = source
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(OpaquePointer(builder.raw), string, -1, &error) == 0 {
            throw GLibError.take(error) ?? GLibError("\(source): cannot be loaded")
        }
        return builder
    }

    /// The object with `id`, which must be a `T` (else a message naming the file and the id).
    public func get<T: Widget>(_ id: String, as type: T.Type = T.self) throws(GLibError) -> T {
        try get(id, gType: T.gType) { T(adopting: $0) }
    }

    /// A non-widget object (a GMenuModel, a GtkAdjustment) by id.
    public func object(_ id: String) throws(GLibError) -> Object {
        try get(id, gType: g_object_get_type()) { Object(adopting: $0) }
    }

    private func get<T>(_ id: String, gType: GType, make: (UnsafeMutableRawPointer) -> T) throws(GLibError) -> T {
        guard let object = gtk_builder_get_object(OpaquePointer(raw), id) else {
            throw GLibError("\(source): no object with id \"\(id)\"")
        }
        let instance = UnsafeMutableRawPointer(object)
        guard g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), gType) != 0 else {
            let found = String(cString: g_type_name(object.pointee.g_type_instance.g_class.pointee.g_type))
            throw GLibError("\(source): object \"\(id)\" is a \(found), expected a \(String(cString: g_type_name(gType)))")
        }
        return make(instance)
    }
}
