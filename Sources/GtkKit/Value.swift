// A GValue owned by Swift: how GtkKit passes typed values to GObject properties.
import CGtk

/// One initialised `GValue`, unset when the wrapper dies. Used for properties without a typed
/// accessor (variadic C setters are not available to Swift) and for accessible properties.
public final class Value {
    let pointer: UnsafeMutablePointer<GValue>

    /// A zeroed value of `type`.
    public init(type: GType) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: GValue())
        g_value_init(pointer, type)
    }

    public convenience init(_ bool: Bool) {
        self.init(type: GType.boolean)
        g_value_set_boolean(pointer, bool ? 1 : 0)
    }

    public convenience init(_ string: String) {
        self.init(type: GType.string)
        g_value_set_string(pointer, string)
    }

    public convenience init(_ int: Int32) {
        self.init(type: GType.int)
        g_value_set_int(pointer, int)
    }

    @MainActor public convenience init(object: Object?) {
        self.init(type: GType.object)
        g_value_set_object(pointer, object.map { UnsafeMutableRawPointer($0.objectPointer) })
    }

    /// A value of an enumeration type (`gtk_message_type_get_type()`, …).
    public convenience init(enumType: GType, _ raw: Int32) {
        self.init(type: enumType)
        g_value_set_enum(pointer, raw)
    }

    deinit {
        g_value_unset(pointer)
        pointer.deallocate()
    }

    public var bool: Bool { g_value_get_boolean(pointer) != 0 }
    public var string: String? { g_value_get_string(pointer).map { String(cString: $0) } }
    public var int: Int32 { g_value_get_int(pointer) }
}

/// The fundamental GTypes (G_TYPE_* are macros Swift cannot import: `G_TYPE_MAKE_FUNDAMENTAL(n)`
/// is n << G_TYPE_FUNDAMENTAL_SHIFT, with the numbers from gtype.h).
extension GType {
    static let boolean = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let int = GType(6 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let string = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let object = GType(20 << G_TYPE_FUNDAMENTAL_SHIFT)
}
