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

    deinit {
        // A test that failed half-way must not leave its window running: the next test's app
        // would hand its files to it (a unique application) and end.
        if process.isRunning { process.terminate() }
    }

    /// Presses keys (xdotool names: "alt+r", "ctrl+a", "Return").
    func key(_ keys: String...) { _ = Self.xdotool(["key", "--clearmodifiers", "--delay", "60"] + keys) }

    /// Types text as key presses.
    func type(_ text: String) { _ = Self.xdotool(["type", "--delay", "60", text]) }

    /// The app's visible windows with a title other than the main one (dialogs, file choosers).
    private var dialogs: [String] {
        Self.xdotool(["search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", "."])
            .split(separator: "\n").map(String.init).filter { $0 != window }
    }

    /// Presses `keys` (a shortcut opening a dialog) and gives the keyboard to the dialog that
    /// opens: without a window manager a new window does not get it by itself. A press the app
    /// missed while it was still starting (no dialog within 5 s) is repeated, twice at most.
    func openDialog(_ keys: String...) throws {
        let before = Set(dialogs)
        for _ in 0..<3 {
            _ = Self.xdotool(["key", "--clearmodifiers", "--delay", "60"] + keys)
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                // A window that was not there before (a closing dialog may still be listed).
                if let dialog = dialogs.last(where: { !before.contains($0) }) {
                    _ = Self.xdotool(["windowfocus", "--sync", dialog])
                    usleep(300_000)
                    return
                }
                usleep(200_000)
            }
        }
        process.terminate()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        throw AppTestError("\(keys.joined(separator: " ")) opened no dialog; the app printed:\n\(stderr)")
    }

    /// Presses `keys` (a dialog's answer), waits (up to `timeout` s) until no dialog is left and
    /// gives the keyboard back to the main window: a closed dialog's X focus goes nowhere.
    func answerDialog(_ keys: String..., timeout: TimeInterval = 20) throws {
        _ = Self.xdotool(["key", "--clearmodifiers", "--delay", "60"] + keys)
        let deadline = Date().addingTimeInterval(timeout)
        while !dialogs.isEmpty, Date() < deadline { usleep(100_000) }
        guard dialogs.isEmpty else { throw AppTestError("\(keys.joined(separator: " ")) left a dialog open") }
        _ = Self.xdotool(["windowfocus", "--sync", window])
        usleep(200_000)
    }

    /// Save As (Ctrl+Shift+S) to `file`, typed into the file chooser; waits until it is written.
    func saveAs(_ file: URL, timeout: TimeInterval = 20) throws {
        try openDialog("ctrl+shift+s")
        key("ctrl+a")
        type(file.path)
        try answerDialog("Return")
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: file.path), Date() < deadline { usleep(100_000) }
        guard FileManager.default.fileExists(atPath: file.path) else { throw AppTestError("Save As did not write \(file.path)") }
        // Back to the main window for the next keys.
        _ = Self.xdotool(["windowfocus", "--sync", window])
    }

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
