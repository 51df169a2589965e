// The folder a batch makes for its outputs: made as mkdir(1) makes it, removed again when the
// batch fails or is stopped before it holds a file.
import CConcentricIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder this process created. Only the last component is created: a missing parent is a
/// mistyped path more often than a wish, and a batch that made several levels could not say
/// which of them to remove again. While it is registered, SIGINT, SIGTERM and SIGHUP remove it
/// (rmdir: only while empty) after the temporaries in it; `keep` or `remove` it exactly once.
public struct CreatedFolder: Sendable {
    /// The folder as the caller named it (relative paths stay relative to the working folder).
    public let path: String

    /// Creates `path` unless it is already a folder (then nil: nothing to remove later).
    /// Throws the reason it cannot: a missing parent, something else in the way, or mkdir's error.
    public static func make(_ path: String) throws(WriteError) -> CreatedFolder? {
        var trimmed = path
        while trimmed.utf8.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.isEmpty else { throw WriteError(path: path, reason: "no folder name given", kind: .refused) }
        var info = stat()
        if stat(trimmed, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw WriteError(path: path, reason: "\(AtomicFile.kind(info.st_mode)) is in the way, not a folder", kind: .refused)
            }
            return nil
        }
        let parent = AtomicFile.parent(of: trimmed)
        var parentInfo = stat()
        guard stat(parent, &parentInfo) == 0, (parentInfo.st_mode & S_IFMT) == S_IFDIR else {
            throw WriteError(path: path, reason: "no such folder: \(parent); only the last folder is created, as mkdir does", kind: .refused)
        }
        // Made and registered at once, so that no signal falls between the two.
        var registered: Int32 = 0
        guard concentric_folder_create(trimmed, 0o777, &registered) == 0 else { throw WriteError(path: path, .current) }
        return CreatedFolder(path: trimmed)
    }

    /// The batch succeeded: the folder stays.
    public func keep() {
        concentric_folder_release()
    }

    /// The batch failed: the folder goes, if nothing else was put in it meanwhile.
    public func remove() {
        rmdir(path)
        concentric_folder_release()
    }
}
