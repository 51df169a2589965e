// GFileMonitor: calls back when a file changes on disk (live reload of the open scene).
import CGtk

/// Watches one file. `changed` runs on the main thread for each event that may have changed its
/// contents or whether it is there (written, created, moved in: an editor's atomic save replaces
/// the file; deleted, moved out); events that cannot (attributes, a pre-unmount) are left out.
/// A rename reports both ways alike, so the caller looks at the path to tell a file renamed
/// into place from one renamed away. Dropping the wrapper cancels the monitor.
@MainActor
public final class FileMonitor {
    private let monitor: Object

    /// `nil` when GIO cannot watch the path (it then says why on stderr itself).
    public init?(path: String, changed: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        // WATCH_MOVES reports an editor's rename-over as one event on this file.
        guard let raw = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        monitor = Object(transferring: UnsafeMutableRawPointer(raw))
        let handler: Thunk.WithEvent = { event in
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN,
                G_FILE_MONITOR_EVENT_RENAMED, G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
                changed()
            default: break
            }
        }
        monitor.connect("changed", thunk: unsafeBitCast(Thunk.withEvent, to: GCallback.self), context: HandlerBox<Thunk.WithEvent>(handler))
    }

    isolated deinit {
        g_file_monitor_cancel(monitor.raw.assumingMemoryBound(to: GFileMonitor.self))
    }
}

extension Thunk {
    typealias WithEvent = @MainActor (GFileMonitorEvent) -> Void

    /// `void handler(GFileMonitor*, GFile*, GFile*, GFileMonitorEvent, gpointer)`: changed.
    static let withEvent: @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, GFileMonitorEvent, UnsafeMutableRawPointer?
    ) -> Void = { _, _, _, event, data in
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { HandlerBox<WithEvent>.from(data.raw)?(event) }
    }
}
