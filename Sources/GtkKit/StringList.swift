// GtkStringList: a list model of GtkStringObjects made from Swift strings in one call.
import CGtk

@MainActor
public final class StringList: Object, ListModel {
    /// A list of `strings`, in order (one C call however long the list: no Swift object per item).
    public convenience init(_ strings: [String]) {
        // `gtk_string_list_new` returns a full, non-floating reference.
        self.init(transferring: UnsafeMutableRawPointer(withCStringArray(strings) { gtk_string_list_new($0) }))
    }

    public var listModel: OpaquePointer { OpaquePointer(raw) }
    private var list: OpaquePointer { OpaquePointer(raw) }

    /// The string at `index`; nil past the end.
    public func string(at index: Int) -> String? {
        guard index >= 0, index < itemCount, let string = gtk_string_list_get_string(list, guint(index)) else { return nil }
        return String(cString: string)
    }
}
