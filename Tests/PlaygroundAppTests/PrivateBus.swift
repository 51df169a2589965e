// A session bus per test or per app process, so each window is its own primary instance.
import Foundation
import XCTest

/// A session bus of the test's own (`dbus-daemon --session`), so that the app's uniqueness is
/// per test: the suite's shared bus would let one test's window take another test's files.
final class PrivateBus {
    let address: String
    private let daemon: ConcentricExecutable.Running
    /// The daemon's socket folder, removed with the bus.
    private let folder: URL

    init() throws {
        let daemonURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        guard FileManager.default.isExecutableFile(atPath: daemonURL.path) else { throw XCTSkip("dbus-daemon is not installed") }
        folder = try makeTemporaryFolder("bus")
        let addressFile = folder.appendingPathComponent("address")
        FileManager.default.createFile(atPath: addressFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: addressFile)
        daemon = try ConcentricExecutable(url: daemonURL).start(
            ["--session", "--nofork", "--print-address=1", "--address=unix:dir=\(folder.path)"], inheritEnvironment: true, stdout: handle)
        let deadline = Date().addingTimeInterval(20)
        var line = ""
        while Date() < deadline {
            line = String(decoding: (try? Data(contentsOf: addressFile)) ?? Data(), as: UTF8.self)
            if line.hasSuffix("\n") { break }
            usleep(20_000)
        }
        address = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else {
            stop()
            throw AppTestError("dbus-daemon printed no address")
        }
    }

    /// `gdbus` on this bus.
    func gdbus(_ arguments: [String]) throws -> AppRun {
        try ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/gdbus"))
            .run(arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": address], inheritEnvironment: true, timeout: 30)
    }

    /// Whether a process owns `name` on this bus.
    func hasOwner(_ name: String) throws -> Bool {
        try gdbus(["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.NameHasOwner", name]).stdout.contains("true")
    }

    func stop() {
        daemon.terminate()
        _ = daemon.wait()
        try? FileManager.default.removeItem(at: folder)
    }

    static let appID = "io.github.concentric.Playground"

    /// The app's environment on this bus: `sandbox`'s config and data folders (recent files).
    func environment(_ sandbox: Sandbox, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        environment["XDG_DATA_HOME"] = sandbox.file("data").path
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        return environment.merging(extra) { $1 }
    }

    /// Starts the window (the normal launch) on this bus and waits until it owns the application id.
    func startWindow(_ arguments: [String] = [], in sandbox: Sandbox) throws -> ConcentricExecutable.Running {
        let app = try AppProcess.binary()
        let running = try ConcentricExecutable(url: app).start(arguments, environment: environment(sandbox), inheritEnvironment: true, directory: sandbox.folder)
        guard try eventually(30, { try hasOwner(Self.appID) || !running.isRunning }), running.isRunning else {
            let result = running.wait(timeout: 5)
            throw AppTestError("the window never owned \(Self.appID) on its bus: \(result.stderr)")
        }
        return running
    }

    /// Quits the window through its own `app.quit` action (what Ctrl+Q does), so it saves its state.
    func quit(_ running: ConcentricExecutable.Running) throws -> AppRun {
        let call = try activate("quit")
        XCTAssertEqual(call.status, 0, call.stderr)
        return running.wait(timeout: 30)
    }

    /// Runs the application's action `name` (`app.NAME`), or the window's (`win.NAME`) when
    /// `window` is set, with `parameter` (a GVariant in gdbus's text form, e.g. `<'text'>`).
    func activate(_ name: String, parameter: String? = nil, window: Bool = false) throws -> AppRun {
        let path = "/io/github/concentric/Playground" + (window ? "/window/1" : "")
        return try gdbus(["call", "--session", "--dest", Self.appID, "--object-path", path,
            "--method", "org.gtk.Actions.Activate", name, parameter.map { "[\($0)]" } ?? "[]", "{}"])
    }
}
