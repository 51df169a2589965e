// An exclusive advisory lock on a file, held by one process at a time until it lets go or dies.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flock(LOCK_EX | LOCK_NB)` on a file created for the purpose. The kernel drops the lock when
/// the holder exits however it exits (SIGKILL included), so a lock file left behind by a killed
/// process is free again. Locks belong to open files, not processes: two `LockFile`s on one path
/// exclude each other inside one process too.
///
/// The holder may remove the file as it lets go (`release(removing:)`): whoever opened the old
/// file meanwhile and then wins its lock finds the path no longer names what it locked, and
/// tries again on the new file (the check after `flock`), so two holders never coexist.
public final class LockFile {
    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// The lock on `path` (created if missing, mode 0600), or nil when another open file holds
    /// it; throws when the file cannot be created or opened.
    public static func acquire(_ path: String) throws(SystemError) -> LockFile? {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw SystemError.current }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let error = SystemError.current
                close(descriptor)
                if error.code == EWOULDBLOCK { return nil }
                throw error
            }
            var held = stat(), named = stat()
            if fstat(descriptor, &held) == 0, stat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                return LockFile(path: path, descriptor: descriptor)
            }
            // The holder before removed the file as it let go: lock the one the path names now.
            close(descriptor)
        }
    }

    /// Whether `path`'s lock is free now (taken and given back at once).
    public static func isFree(_ path: String) -> Bool {
        guard let lock = try? acquire(path) else { return false }
        lock.release(removing: false)
        return true
    }

    /// Lets go; with `removing`, deletes the file first (while still holding it).
    public func release(removing: Bool) {
        guard descriptor >= 0 else { return }
        if removing { unlink(path) }
        close(descriptor)
        descriptor = -1
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
