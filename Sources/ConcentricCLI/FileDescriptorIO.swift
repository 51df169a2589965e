// Unbuffered POSIX reads and writes of whole files and streams.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered POSIX reads and writes, so that failures carry the system's reason (`strerror`).
enum FileDescriptorIO {
    /// A failed system call: its reason as the system words it ("No such file or directory").
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        init(errno code: Int32) { reason = String(cString: strerror(code)) }
        var description: String { reason }
    }

    /// Reads a whole file.
    static func readFile(atPath path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Failure(errno: errno) }
        defer { close(fd) }
        return try readAll(fd)
    }

    /// Reads until end of file.
    static func readAll(_ fd: Int32) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(errno: errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes every byte, retrying short writes; gives up silently when the reader went away.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += count
        }
    }
}
