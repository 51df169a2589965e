// Files changed by other programs (live reload of the open document), read from inotify on the
// main loop.
import CGtk
import Glibc

/// Watches files by their folders' inotify events, read on the main loop as they arrive.
/// `changed` runs on the main thread with the watched path each event may concern: the file
/// written and closed, renamed into place (an editor's atomic save), deleted or renamed away (its
/// folder too). A rename reports both ways alike, so the caller looks at the path to tell a file
/// renamed into place from one renamed away. Dropping the wrapper stops watching.
///
/// Why not GFileMonitor: GLib reads inotify on a worker thread that, after a batch of events,
/// waits 100 ms before it reads again, and an editor's save writes a temporary file in the same
/// folder just before it renames it over the file: GFileMonitor always told of the save that much
/// after it (docs/BENCHMARKS.md, "perf-reload").
@MainActor
public final class FileMonitor {
    /// What the main loop's source holds: the inotify descriptor and what its watches are for.
    @MainActor
    private final class Watches {
        let descriptor: Int32
        /// The watched paths by watch descriptor (a folder) and file name.
        var paths: [Int32: [String: String]] = [:]
        let changed: @MainActor (String) -> Void
        var source: guint = 0

        init(descriptor: Int32, changed: @escaping @MainActor (String) -> Void) {
            self.descriptor = descriptor
            self.changed = changed
        }

        /// Reads what is queued and reports each watched path it names once, in order.
        func readEvents() {
            var named: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                named += paths(in: buffer[..<count])
            }
            var seen = Set<String>()
            for path in named where seen.insert(path).inserted { changed(path) }
        }

        /// The watched paths `events` (`struct inotify_event`s end to end) concern.
        private func paths(in events: ArraySlice<UInt8>) -> [String] {
            var out: [String] = []
            var offset = events.startIndex
            let header = 16  // wd, mask, cookie, len: four 32-bit fields
            while offset + header <= events.endIndex {
                let (wd, mask, length) = events.withUnsafeBytes { raw in
                    let at = offset - events.startIndex
                    return (
                        raw.loadUnaligned(fromByteOffset: at, as: Int32.self), raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))
                    )
                }
                let nameStart = offset + header
                offset = nameStart + length
                guard offset <= events.endIndex else { break }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: any file may have changed.
                    out += paths.values.flatMap(\.values).sorted()
                    continue
                }
                guard let files = paths[wd] else { continue }
                if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    out += files.values.sorted()
                    continue
                }
                let name = events[nameStart..<offset].prefix { $0 != 0 }
                if let path = files[String(decoding: name, as: UTF8.self)] { out.append(path) }
            }
            return out
        }
    }

    private let watches: Watches

    /// The events that may change a file's contents or whether it is there.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `paths` (through their folders: a file deleted and made again is still watched);
    /// nil when none of their folders can be watched.
    public init?(paths: [String], changed: @escaping @MainActor (_ path: String) -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let watches = Watches(descriptor: descriptor, changed: changed)
        for path in paths {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            let wd = inotify_add_watch(descriptor, folder, Self.mask)
            guard wd >= 0 else { continue }
            watches.paths[wd, default: [:]][name] = path
        }
        guard !watches.paths.isEmpty else {
            close(descriptor)
            return nil
        }
        self.watches = watches
        watches.source = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, descriptor, G_IO_IN,
            { _, _, data in
                let data = MainThreadPointer(data)
                return MainActor.assumeIsolated {
                    guard let raw = data.raw else { return sourceResult(continuing: false) }
                    // Held through the call: a handler may drop the monitor, and so the source.
                    let watches = Unmanaged<Watches>.fromOpaque(raw).takeUnretainedValue()
                    withExtendedLifetime(watches) { watches.readEvents() }
                    return sourceResult(continuing: true)
                }
            },
            Unmanaged.passRetained(watches).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }

    isolated deinit {
        g_source_remove(watches.source)
        close(watches.descriptor)
    }
}
