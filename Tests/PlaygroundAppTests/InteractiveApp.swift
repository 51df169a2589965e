// The app run as a user runs it, driven by xdotool's key presses under Xvfb.
import Foundation
import XCTest

/// A running `concentric-playground` window in a sandbox, and the keys typed into it.
final class InteractiveApp {
    private let process = Process()
    private let errors = Pipe()
    private(set) var window = ""

    /// Starts the app and waits (up to `timeout` s) until its window has the keyboard focus.
    init(_ arguments: [String] = [], in sandbox: Sandbox, timeout: TimeInterval = 60) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { throw XCTSkip("xdotool is not installed") }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        process.executableURL = try AppProcess.binary()
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = sandbox.folder
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found = Self.xdotool(["search", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", "Concentric"])
            if let id = found.split(separator: "\n").first.map(String.init) {
                window = id
                _ = Self.xdotool(["windowfocus", "--sync", id])
                if Self.xdotool(["getwindowfocus"]).trimmingCharacters(in: .whitespacesAndNewlines) == id { return }
            }
            guard process.isRunning else { break }
            usleep(200_000)
        }
        process.terminate()
        throw AppTestError("the window did not appear with the focus within \(Int(timeout)) s")
    }

    /// Presses keys (xdotool names: "alt+r", "ctrl+a", "Return").
    func key(_ keys: String...) { _ = Self.xdotool(["key", "--clearmodifiers", "--delay", "60"] + keys) }

    /// Types text as key presses.
    func type(_ text: String) { _ = Self.xdotool(["type", "--delay", "60", text]) }

    /// Quits with Ctrl+Q and waits for the process (killed after `timeout` s: a failure).
    func quit(timeout: TimeInterval = 30) throws -> (status: Int32, stderr: String) {
        key("ctrl+q")
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(100_000) }
        if process.isRunning {
            process.terminate()
            throw AppTestError("the app did not quit on Ctrl+Q")
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, stderr)
    }

    @discardableResult
    private static func xdotool(_ arguments: [String]) -> String {
        let tool = Process()
        let out = Pipe()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = arguments
        tool.standardOutput = out
        tool.standardError = FileHandle.nullDevice
        do { try tool.run() } catch { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
