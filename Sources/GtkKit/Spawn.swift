// Starting another program without waiting for it (Open in Editor).
import CGtk
import Glibc

/// `g_spawn_async`: runs `arguments` (the program looked up on PATH) in the background with
/// this process's environment; GLib reaps it when it ends.
public enum Spawn {
    public static func detached(_ arguments: [String]) throws(GLibError) {
        guard !arguments.isEmpty else { throw GLibError("no program to run") }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var error: UnsafeMutablePointer<GError>?
        let started = argv.withUnsafeMutableBufferPointer { buffer in
            g_spawn_async(nil, buffer.baseAddress, nil, G_SPAWN_SEARCH_PATH, nil, nil, nil, &error)
        }
        if started == 0 { throw GLibError.take(error) ?? GLibError("\(arguments[0]) could not be started") }
    }
}
