// The names of atomic writes' temporary files, and removing those their writer left behind.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.NAME.concentric-PID-XXXXXX` beside the destination: hidden, recognisably ours, and carrying
/// the writing process's id so that a later run can tell a live export's file (leave it) from
/// one whose writer was killed (remove it). A name too long for NAME_MAX (255 bytes) keeps a
/// prefix of NAME and a hash of all of it, so destinations of 248–255 bytes work.
public enum TemporaryName {
    /// The longest file name Linux file systems accept, in bytes.
    public static let nameMax = 255
    static let marker = ".concentric-"
    static let suffixLength = 6

    /// A fresh temporary name for `name` written by process `pid`.
    public static func make(for name: String, pid: Int32 = getpid()) -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        let suffix = String(decoding: (0..<suffixLength).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self)
        let tail = "\(marker)\(pid)-\(suffix)"
        let room = nameMax - 1 - tail.utf8.count
        return "." + stem(of: name, fitting: room) + tail
    }

    /// `name`, or when longer than `room` bytes a prefix (cut between characters) and `~` and
    /// eight hex digits of its FNV-1a hash, so two long names sharing a prefix still differ.
    static func stem(of name: String, fitting room: Int) -> String {
        guard name.utf8.count > room else { return name }
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        let tag = "~" + String(repeating: "0", count: 8 - hex.count) + hex
        var prefix = ""
        for character in name {
            guard prefix.utf8.count + String(character).utf8.count + tag.utf8.count <= room else { break }
            prefix.append(character)
        }
        return prefix + tag
    }

    /// The writing process's id when `name` is one of our temporaries, else nil.
    public static func writer(of name: String) -> Int32? {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return nil }
        let rest = name[range.upperBound...]
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, String(parts[0]) == String(pid),
            parts[1].utf8.count == suffixLength, parts[1].utf8.allSatisfy({ isAlphanumeric($0) })
        else { return nil }
        return pid
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Removes, from `folder`, the temporaries of our naming whose process no longer runs:
    /// regular files only, owned by this user, never this process's own (a live write) and never
    /// one whose pid answers (a running export, or a reused pid: left alone to be safe).
    /// Returns the names removed.
    @discardableResult
    public static func removeStale(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        let own = getpid()
        // The name is read in place up to its NUL: an entry is only as long as its name
        // (d_reclen), so copying the declared 256-byte d_name would read past its end.
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
        while let entry = readdir(dir) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            guard let pid = writer(of: name), pid != own else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
