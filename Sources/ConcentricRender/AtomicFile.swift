// Writing a file so that readers see the old file or the complete new one, never a partial one.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file that could not be written: `FILE: cannot write (reason)`.
public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The destination as the user named it.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot write (\(reason))" }
}

/// Atomic writes: a temporary file `.NAME.XXXXXX` in the destination's folder, filled, flushed
/// with `fsync`, then renamed over the destination. On any failure the temporary file is removed
/// and the destination is untouched.
public enum AtomicFile {
    /// Calls `fill` with the temporary file's descriptor; `fill` returns nil on success or the
    /// reason it failed.
    public static func write(to url: URL, _ fill: (Int32) -> String?) throws(WriteError) {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        func fail(_ reason: String) -> WriteError { WriteError(path: path, reason: reason) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw fail("no such folder: \(folder)")
        }
        var template = Array((folder + "/." + name + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func cleanUp() {
            if !closed { close(fd) }
            unlink(temporary)
        }
        if let reason = fill(fd) {
            cleanUp()
            throw fail(reason)
        }
        // The temporary file is private (0600); a finished file gets the usual permissions.
        fchmod(fd, 0o644)
        guard fsync(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            cleanUp()
            throw fail(reason)
        }
        closed = true
        guard close(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            cleanUp()
            throw fail(reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            cleanUp()
            throw fail(reason)
        }
        // Make the rename itself durable.
        let dir = open(folder, O_RDONLY)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// Writes `bytes` to `url` atomically (a saved scene: `Array(scene.jsonText.utf8)`).
    public static func write(_ bytes: [UInt8], to url: URL) throws(WriteError) {
        try write(to: url) { fd in bytes.withUnsafeBytes { writeAll($0, to: fd) } }
    }

    /// Writes all of `bytes` to `fd`; returns the reason on failure.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return nil
    }
}
