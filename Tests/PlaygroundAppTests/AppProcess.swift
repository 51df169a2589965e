// Runs the real `concentric-playground` binary in a process, with a private config folder.
import ConcentricJSON
import Foundation
import XCTest
// Re-exported: every file of this target sees the shared test support (ConcentricTestSupport).
@_exported import ConcentricTestSupport

/// One run of the app: the shared runner's result (status, signal, everything it printed).
typealias AppRun = ConcentricExecutable.Result

extension ConcentricExecutable.Result {
    /// Lines GTK or GLib print for programming errors and warnings.
    var gtkProblems: [String] {
        stderr.split(separator: "\n").map(String.init).filter { line in
            line.contains("Gtk-CRITICAL") || line.contains("Gtk-WARNING") || line.contains("GLib-CRITICAL")
                || line.contains("-WARNING") || line.contains("-CRITICAL")
        }
    }

    /// The JSON report a `--bench-*` run prints as its last line of standard output.
    func benchReport(file: StaticString = #filePath, line: UInt = #line) throws -> JSONNode {
        let last = try XCTUnwrap(stdout.split(separator: "\n").last.map(String.init), "no output", file: file, line: line)
        return JSONNode(try JSONValue.parse(bytes: Array(last.utf8)))
    }
}

/// A temporary folder (deleted by `remove()`), holding the app's `XDG_CONFIG_HOME` so tests never
/// read or clobber the user's real configuration.
struct Sandbox {
    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("playground-app")
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
    /// with), next to this test bundle in the build products folder.
    static func binary(_ name: String = "concentric-playground", file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try ConcentricExecutable.locate(name, file: file, line: line).url
    }

    /// Runs the app (or `executable`) with `arguments` in `sandbox`'s folder, with the test's
    /// environment (the display, the session bus) but `XDG_CONFIG_HOME` and `XDG_DATA_HOME` in `sandbox` and no
    /// `CONCENTRIC_DEVICES`; terminates it after `timeout` (a failure).
    static func run(
        _ arguments: [String], in sandbox: Sandbox, extraEnvironment: [String: String] = [:], timeout: TimeInterval = 90,
        executable: String = "concentric-playground", file: StaticString = #filePath, line: UInt = #line
    ) throws -> AppRun {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        // The desktop's recent files list (recently-used.xbel) lives there: never the user's.
        environment["XDG_DATA_HOME"] = sandbox.folder.appendingPathComponent("data").path
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        environment.merge(extraEnvironment) { $1 }
        // The whole environment given: it replaces the runner's clean one (HOME, PATH, XDG).
        return try ConcentricExecutable.locate(executable, file: file, line: line)
            .run(arguments, environment: environment, directory: sandbox.folder, timeout: timeout, file: file, line: line)
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

/// Polls `condition` until it holds or `seconds` pass (a deadline for a broken app, not a timing).
func eventually(_ seconds: TimeInterval = 30, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        usleep(100_000)
    }
    return try condition()
}
