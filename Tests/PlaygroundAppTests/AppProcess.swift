// Runs the real `concentric-playground` binary in a process, with a private config folder.
import Foundation
import XCTest

/// One run of the app: exit status and everything it printed.
struct AppRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Lines GTK or GLib print for programming errors and warnings.
    var gtkProblems: [String] {
        stderr.split(separator: "\n").map(String.init).filter { line in
            line.contains("Gtk-CRITICAL") || line.contains("Gtk-WARNING") || line.contains("GLib-CRITICAL")
                || line.contains("-WARNING") || line.contains("-CRITICAL")
        }
    }
}

/// A temporary folder (deleted by `remove()`), holding the app's `XDG_CONFIG_HOME` so tests never
/// read or clobber the user's real configuration.
struct Sandbox {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-app-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    var configHome: URL { folder.appendingPathComponent("config") }
    var stateFile: URL { configHome.appendingPathComponent("concentric/playground.json") }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Writes the playground's state file.
    func writeState(_ text: String) throws {
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: stateFile, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

enum AppProcess {
    /// The built `name` (`concentric-playground`, or the `concentric` command the app is compared
    /// with), next to this test bundle in the build products folder (whatever `--scratch-path` was used).
    static func binary(_ name: String = "concentric-playground") throws -> URL {
        let candidates = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw AppTestError("\(name) is not built next to the tests (looked in \(candidates.map(\.path).joined(separator: ", ")))")
    }

    private final class Marker {}

    /// Runs the app (or `executable`) with `arguments` and `XDG_CONFIG_HOME` in `sandbox`; kills
    /// it after `timeout`.
    static func run(
        _ arguments: [String], in sandbox: Sandbox, extraEnvironment: [String: String] = [:], timeout: TimeInterval = 90,
        executable: String = "concentric-playground"
    ) throws -> AppRun {
        let process = Process()
        process.executableURL = try binary(executable)
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.folder
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        for (key, value) in extraEnvironment { environment[key] = value }
        process.environment = environment
        // Files rather than pipes: nothing can block on a full pipe.
        let out = sandbox.file("stdout-\(UUID().uuidString).txt"), err = sandbox.file("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(executable) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        return AppRun(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// Skips a test that needs a display when none is set (the README's command runs Xvfb).
    static func requireDisplay() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("DISPLAY is not set: run the tests under xvfb-run")
        }
    }
}

/// A problem with the test setup itself (reported as a failure, never a skip).
struct AppTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
