// A GError turned into a Swift error carrying its message.
import CGtk

/// A failure reported by a GLib/GTK call through `GError**`.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }

    public init(_ message: String) { self.message = message }

    /// Takes (and frees) a GError set by a C call; nil when none was set.
    static func take(_ error: UnsafeMutablePointer<GError>?) -> GLibError? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return GLibError(error.pointee.message.map { String(cString: $0) } ?? "unknown error")
    }
}
