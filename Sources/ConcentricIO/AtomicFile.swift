// Writing a file so that readers see the old file or the complete new one, never a partial one.
import CConcentricIO
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic writes: a temporary file (`TemporaryName`) in the folder of the file that will be
/// replaced, filled, flushed with `fsync`, then renamed over it.
///
/// - A symlink at the destination is followed: its target is replaced (in the target's folder)
///   and the link stays, as dotfile managers expect.
/// - A destination that exists and is not a regular file (a folder, FIFO, device node, socket)
///   is refused and left untouched: `-o /dev/null` must never replace /dev/null.
/// - A new file gets 0666 less the umask; a replaced file keeps its mode (and, for root, owner).
/// - The temporary is removed on any failure, and by a signal handler on SIGINT, SIGTERM and
///   SIGHUP; temporaries that killed processes left are removed before writing.
public enum AtomicFile {
    /// Writes with `fill`, given the temporary file's descriptor; `fill` returns nil on success
    /// or the reason it failed.
    public static func write(to url: URL, _ fill: (Int32) -> String?) throws(WriteError) {
        try stage(to: url, fill).commit()
    }

    /// Writes `bytes` to `url` atomically (a saved scene: `Array(scene.jsonText.utf8)`).
    public static func write(_ bytes: [UInt8], to url: URL) throws(WriteError) {
        try write(to: url) { fd in
            do throws(SystemError) { try FileDescriptorIO.writeAll(bytes, to: fd) } catch { return error.reason }
            return nil
        }
    }

    /// Writes the complete file beside its destination without putting it in place yet: a batch
    /// stages every output, then commits them all (`commit(_:)`) or discards them all.
    public static func stage(to url: URL, _ fill: (Int32) -> String?) throws(WriteError) -> StagedFile {
        let shown = url.path
        let destination = try resolve(shown)
        let folder = parent(of: destination)
        TemporaryName.removeStale(in: folder)
        var existing = stat()
        let replacing = stat(destination, &existing) == 0

        var temporary = ""
        var fd: Int32 = -1
        var slot: Int32 = -1
        for _ in 0..<100 {
            temporary = folder + "/" + TemporaryName.make(for: lastComponent(of: destination))
            fd = concentric_temporary_create(temporary, 0o666, &slot)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw WriteError(path: shown, .current) }
        let staged = StagedFile(shownPath: shown, destination: destination, temporary: temporary, slot: slot)

        func fail(_ error: WriteError) -> WriteError {
            close(fd)
            staged.discard()
            return error
        }
        if replacing {
            // Before any byte is written: a private 0600 file must never be readable, even
            // while its replacement is being written.
            if fchmod(fd, existing.st_mode & 0o7777) != 0 { throw fail(WriteError(path: shown, .current)) }
            if geteuid() == 0 { _ = fchown(fd, existing.st_uid, existing.st_gid) }
        }
        if let reason = fill(fd) { throw fail(WriteError(path: shown, reason: reason, kind: .failed)) }
        guard fsync(fd) == 0 else { throw fail(WriteError(path: shown, .current)) }
        do throws(SystemError) { try FileDescriptorIO.closeChecked(fd) } catch {
            staged.discard()
            throw WriteError(path: shown, error)
        }
        return staged
    }

    /// Puts every staged file in place, in order. If one rename fails, the files not yet renamed
    /// are discarded and the error thrown (the ones before it are in place: a rename within one
    /// folder only fails when the destination changed under us).
    public static func commit(_ files: [StagedFile]) throws(WriteError) {
        for (index, file) in files.enumerated() {
            do throws(WriteError) { try file.commit() } catch {
                for rest in files[(index + 1)...] { rest.discard() }
                throw error
            }
        }
    }

    /// Discards staged files (a batch that failed part-way).
    public static func discard(_ files: [StagedFile]) {
        for file in files { file.discard() }
    }

    // MARK: - The destination

    /// The path of the regular file to create or replace: symlinks followed (up to 40, as the
    /// kernel does), anything else that is not a regular file refused. A relative path stays
    /// relative, so every call on it (lstat, open, rename) starts at the working folder the kernel
    /// holds: joined to `getcwd`, a folder deeper than PATH_MAX (where it fails) would put the file
    /// under `/`.
    public static func resolve(_ path: String) throws(WriteError) -> String {
        guard !path.isEmpty else { throw WriteError(path: path, reason: "no file name given", kind: .refused) }
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw WriteError(path: path, .current) }
                // A new file: its folder must exist.
                let folder = parent(of: current)
                var folderInfo = stat()
                guard stat(folder, &folderInfo) == 0, (folderInfo.st_mode & S_IFMT) == S_IFDIR else {
                    let shown = current == path ? parent(of: path) : folder
                    throw WriteError(path: path, reason: "no such folder: \(shown)", kind: .refused)
                }
                return current
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return current
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(current, &buffer, buffer.count - 1)
                guard count >= 0 else { throw WriteError(path: path, .current) }
                let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                current = target.hasPrefix("/") ? target : parent(of: current) + "/" + target
            default:
                throw WriteError(path: path, reason: "\(kind(info.st_mode)) is in the way, not a regular file; nothing was written", kind: .refused)
            }
        }
        throw WriteError(path: path, SystemError(code: ELOOP))
    }

    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The folder part of a path ("." for a bare name, "/" for a file at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// A complete temporary file waiting to be renamed over its destination. `commit` or `discard`
/// it exactly once.
public struct StagedFile: Sendable {
    /// The destination as the caller named it (for messages).
    public let shownPath: String
    /// The regular file that will be replaced or created (symlinks resolved).
    public let destination: String
    let temporary: String
    /// The signal handler's slot for the temporary (-1: not registered).
    let slot: Int32

    /// Renames the temporary over the destination, then makes the rename durable.
    public func commit() throws(WriteError) {
        guard rename(temporary, destination) == 0 else {
            let error = WriteError(path: shownPath, .current)
            discard()
            throw error
        }
        // Released after the rename: a signal in between finds nothing to remove, rather than
        // leaving the temporary behind.
        concentric_temporary_release(slot)
        let folder = open(AtomicFile.parent(of: destination), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Removes the temporary; the destination stays as it was.
    public func discard() {
        unlink(temporary)
        concentric_temporary_release(slot)
    }
}
