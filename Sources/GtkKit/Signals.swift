// Swift closures as GLib signal handlers: the boxes and the C thunks for the signal shapes GtkKit uses.
import CGtk

/// A Swift closure kept alive by GLib for as long as its handler is connected.
final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    /// The box behind a handler's user-data pointer (not retained: GLib owns the reference).
    static func from(_ data: UnsafeMutableRawPointer?) -> Handler? {
        guard let data else { return nil }
        return Unmanaged<HandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
    }
}

/// A C pointer handed from a GTK callback into `MainActor.assumeIsolated`. GTK calls back on
/// the main thread only, so the pointer never crosses threads; the wrapper only tells Swift so.
struct MainThreadPointer: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer?
    init(_ raw: UnsafeMutableRawPointer?) { self.raw = raw }
}

/// Handler shapes, one C thunk each. GTK calls every handler on the main thread, which is what
/// `MainActor.assumeIsolated` asserts.
enum Thunk {
    typealias Plain = @MainActor () -> Void
    typealias Flag = @MainActor () -> Bool
    typealias WithPointer = @MainActor (UnsafeMutableRawPointer?) -> Void
    typealias WithPointerFlag = @MainActor (UnsafeMutableRawPointer?) -> Bool
    typealias WithInt = @MainActor (Int32) -> Void
    typealias WithTwoPointers = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// `void handler(GObject*, gpointer)`: clicked, value-changed, toggled, map, unmap, activate.
    static let plain: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { HandlerBox<Plain>.from(data.raw)?() }
    }

    /// `gboolean handler(GObject*, gpointer)`: close-request.
    static let flag: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
        let data = MainThreadPointer(data)
        return MainActor.assumeIsolated { (HandlerBox<Flag>.from(data.raw)?() ?? false) ? 1 : 0 }
    }

    /// `void handler(GObject*, gpointer arg, gpointer)`: notify (GParamSpec*), activate (GVariant*).
    static let withPointer: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, argument, data in
        let (argument, data) = (MainThreadPointer(argument), MainThreadPointer(data))
        MainActor.assumeIsolated { HandlerBox<WithPointer>.from(data.raw)?(argument.raw) }
    }

    /// `gboolean handler(GObject*, gpointer arg, gpointer)`: a legacy event controller's event.
    static let withPointerFlag: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
        _, argument, data in
        let (argument, data) = (MainThreadPointer(argument), MainThreadPointer(data))
        return MainActor.assumeIsolated { (HandlerBox<WithPointerFlag>.from(data.raw)?(argument.raw) ?? false) ? 1 : 0 }
    }

    /// `void handler(GObject*, gpointer, gpointer, gpointer)`: a CSS provider's parsing-error.
    static let withTwoPointers: @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Void = { _, first, second, data in
        let (first, second, data) = (MainThreadPointer(first), MainThreadPointer(second), MainThreadPointer(data))
        MainActor.assumeIsolated { HandlerBox<WithTwoPointers>.from(data.raw)?(first.raw, second.raw) }
    }

    /// `void handler(GObject*, int, gpointer)`: response.
    static let withInt: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { HandlerBox<WithInt>.from(data.raw)?(value) }
    }
}

/// Connects a `void handler(GObject*, gpointer, gpointer)` (a list item factory's setup, bind
/// and unbind, a notify) to `signal` of an instance GtkKit has no wrapper for; GLib releases the
/// handler's box with the instance.
@MainActor
func connectPointerHandler(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping Thunk.WithPointer) {
    let data = Unmanaged.passRetained(HandlerBox<Thunk.WithPointer>(handler)).toOpaque()
    g_signal_connect_data(
        instance, signal, unsafeBitCast(Thunk.withPointer, to: GCallback.self), data,
        { data, _ in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } }, GConnectFlags(rawValue: 0))
}

extension Object {
    /// Runs `handler` on a signal without arguments.
    @discardableResult
    public func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        connect(signal, thunk: unsafeBitCast(Thunk.plain, to: GCallback.self), context: HandlerBox<Thunk.Plain>(handler))
    }

    /// Runs `handler` when a property changes (`notify::name`).
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        let wrapped: Thunk.WithPointer = { _ in handler() }
        return connect(
            "notify::\(property)", thunk: unsafeBitCast(Thunk.withPointer, to: GCallback.self),
            context: HandlerBox<Thunk.WithPointer>(wrapped))
    }

    func onFlag(_ signal: String, _ handler: @escaping Thunk.Flag) {
        connect(signal, thunk: unsafeBitCast(Thunk.flag, to: GCallback.self), context: HandlerBox<Thunk.Flag>(handler))
    }

    func onPointer(_ signal: String, _ handler: @escaping Thunk.WithPointer) {
        connect(signal, thunk: unsafeBitCast(Thunk.withPointer, to: GCallback.self), context: HandlerBox<Thunk.WithPointer>(handler))
    }

    func onPointerFlag(_ signal: String, _ handler: @escaping Thunk.WithPointerFlag) {
        connect(
            signal, thunk: unsafeBitCast(Thunk.withPointerFlag, to: GCallback.self),
            context: HandlerBox<Thunk.WithPointerFlag>(handler))
    }

    func onInt(_ signal: String, _ handler: @escaping Thunk.WithInt) {
        connect(signal, thunk: unsafeBitCast(Thunk.withInt, to: GCallback.self), context: HandlerBox<Thunk.WithInt>(handler))
    }

    func onPointerPair(_ signal: String, _ handler: @escaping Thunk.WithTwoPointers) {
        connect(
            signal, thunk: unsafeBitCast(Thunk.withTwoPointers, to: GCallback.self),
            context: HandlerBox<Thunk.WithTwoPointers>(handler))
    }
}
