// A file that could not be written, and whether the user can fix it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be written: `FILE: cannot write (reason)`.
public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for the exit status.
    public enum Kind: Sendable, Hashable {
        /// The destination cannot be used: a missing folder, no permission, a read-only file
        /// system, a folder, FIFO or device in the way. The user can fix it (exit status 2).
        case refused
        /// Writing failed part-way: no space left, an I/O error (exit status 3).
        case failed
    }

    /// The destination as the user named it.
    public var path: String
    public var reason: String
    public var kind: Kind

    public init(path: String, reason: String, kind: Kind) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    /// A failed system call at `path`, classified by its errno: problems with the place are
    /// `.refused`, problems while the bytes go out are `.failed`.
    public init(path: String, _ error: SystemError) {
        let failedWhileWriting: Set<Int32> = [ENOSPC, EDQUOT, EIO, EFBIG, EPIPE, ENOMEM]
        self.init(path: path, reason: error.reason, kind: failedWhileWriting.contains(error.code) ? .failed : .refused)
    }

    public var description: String { "\(path): cannot write (\(reason))" }

    /// The same error named by `path` (the path as the user typed it).
    public func named(_ path: String) -> WriteError { WriteError(path: path, reason: reason, kind: kind) }
}
