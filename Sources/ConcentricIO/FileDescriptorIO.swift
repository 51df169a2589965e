// Unbuffered POSIX reads and writes of whole files and streams, with the system's reasons.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, worded as the system words it ("No such file or directory",
/// "Read-only file system": strerror, so EROFS is never reported as a permission problem).
public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
    public var code: Int32

    public init(code: Int32) { self.code = code }

    /// The current `errno`.
    public static var current: SystemError { SystemError(code: errno) }

    public var reason: String { String(cString: strerror(code)) }
    public var description: String { reason }
}

/// Why an input could not be read: the system's reason, or the input is over the size cap.
public struct ReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// "No such file or directory", or "larger than 64 MiB, the limit for an input".
    public var reason: String
    /// The input is larger than the limit (not a system error).
    public var isTooLarge: Bool

    public init(_ error: SystemError) {
        reason = error.reason
        isTooLarge = false
    }

    public init(tooLargeFor limit: Int) {
        reason = "larger than \(FileDescriptorIO.describe(bytes: limit)), the limit for an input"
        isTooLarge = true
    }

    public var description: String { reason }
}

/// Unbuffered POSIX reads and writes, so that failures carry the system's reason.
public enum FileDescriptorIO {
    /// The most any input (a request, a scene, a device or state file) may hold: 64 MiB, far
    /// beyond any real scene, so `/dev/zero` or a runaway pipe ends with an error, not with the
    /// memory exhausted.
    public static let inputLimit = 64 << 20

    /// "64 MiB", "512 KiB", "100 bytes".
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// Reads a whole file of at most `limit` bytes.
    public static func readFile(atPath path: String, limit: Int = inputLimit) throws(ReadFailure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReadFailure(.current) }
        defer { close(fd) }
        // A regular file says its size: refuse a huge one without reading it.
        var info = stat()
        let isRegular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        if isRegular, Int(info.st_size) > limit { throw ReadFailure(tooLargeFor: limit) }
        return try readAll(fd, limit: limit, expectedSize: isRegular ? Int(info.st_size) : 0)
    }

    /// Reads until end of file, or fails once more than `limit` bytes arrived. `expectedSize` (a
    /// regular file's size) is room made at once: a buffer grown by doubling as the bytes come
    /// holds up to twice the file, and copies it on each growth (a 13 MB scene took 17 MB).
    public static func readAll(_ fd: Int32, limit: Int = inputLimit, expectedSize: Int = 0) throws(ReadFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        if expectedSize > 0 { bytes.reserveCapacity(min(expectedSize, limit)) }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(.current)
            }
            guard bytes.count + count <= limit else { throw ReadFailure(tooLargeFor: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes every byte, retrying short and interrupted writes.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = write(fd, base + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.current
            }
            offset += count
        }
    }

    /// Writes every byte of `bytes`.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(SystemError) {
        let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
            do throws(SystemError) { try writeAll(buffer, to: fd) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Closes a descriptor, reporting the error a late write-back may only give here (NFS, a
    /// full disk); EINTR is not retried, as Linux has closed the descriptor anyway.
    public static func closeChecked(_ fd: Int32) throws(SystemError) {
        if close(fd) != 0, errno != EINTR { throw SystemError.current }
    }
}
