// The owner of one GObject reference: the base of every GtkKit wrapper.
import CGtk

/// Holds a strong reference to a GObject for as long as the Swift wrapper lives, and owns the
/// signal handlers connected through it.
///
/// Adopting sinks a floating reference (`g_object_ref_sink`), so a widget created in Swift and a
/// widget fetched from a `GtkBuilder` are held the same way. When the wrapper dies it first
/// disconnects its handlers (their Swift closures are released by GLib's destroy notify), then
/// drops its reference: no handler of ours can fire once its owner is gone.
@MainActor
open class Object {
    /// The wrapped instance.
    public let objectPointer: UnsafeMutablePointer<GObject>
    /// Handlers connected through `connect`, disconnected in `deinit`.
    private var handlerIDs: [gulong] = []

    /// Takes a reference to `pointer` (sinking it if it is floating).
    public required init(adopting pointer: UnsafeMutableRawPointer) {
        let object = pointer.assumingMemoryBound(to: GObject.self)
        g_object_ref_sink(object)
        objectPointer = object
    }

    /// Takes over a reference the caller already owns (a `*_new` function returning a full,
    /// non-floating reference, such as `g_simple_action_new`).
    public init(transferring pointer: UnsafeMutableRawPointer) {
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
    }

    isolated deinit {
        for id in handlerIDs where g_signal_handler_is_connected(objectPointer, id) != 0 {
            g_signal_handler_disconnect(objectPointer, id)
        }
        g_object_unref(objectPointer)
    }

    /// The instance as an untyped pointer, for C calls taking `gpointer`.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }

    /// The instance as an opaque pointer, for C types Swift imports as `OpaquePointer`.
    public var opaque: OpaquePointer { OpaquePointer(objectPointer) }

    /// Connects a C thunk to `signal`, with `context` retained until GLib drops the handler.
    /// The thunk must have exactly the signal's C arity plus the trailing user-data pointer.
    @discardableResult
    public func connect(_ signal: String, thunk: GCallback, context: AnyObject) -> gulong {
        let data = Unmanaged.passRetained(context).toOpaque()
        let id = g_signal_connect_data(
            objectPointer, signal, thunk, data,
            { data, _ in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } },
            GConnectFlags(rawValue: 0))
        handlerIDs.append(id)
        return id
    }

    /// Blocks a handler while `body` runs, so that setting a value from Swift does not echo it
    /// back as a user action.
    public func withHandlersBlocked(_ body: () -> Void) {
        for id in handlerIDs { g_signal_handler_block(objectPointer, id) }
        body()
        for id in handlerIDs { g_signal_handler_unblock(objectPointer, id) }
    }

    // MARK: Properties through GValue (for properties without a typed C accessor)

    public func setProperty(_ name: String, _ value: Value) {
        g_object_set_property(objectPointer, name, value.pointer)
    }

    public func property(_ name: String, type: GType) -> Value {
        let value = Value(type: type)
        g_object_get_property(objectPointer, name, value.pointer)
        return value
    }
}
