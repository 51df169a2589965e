// The window under random input: a seeded run of key presses and clicks, part of it with the
// window partly off the screen (popovers positioned against a monitor the window is not all on),
// part of it in the narrow window. GTK must not complain, the app must not die, and it must quit
// cleanly at the end with a state file it can read again.
import ConcentricTestSupport
import Foundation
import XCTest

final class RandomInputTests: XCTestCase {
    /// What a user may press: moving the focus, operating controls, typing into fields, and the
    /// accelerators (not Ctrl+Q and Ctrl+W, which end the run early, nor Ctrl+O, Ctrl+S and
    /// Ctrl+Shift+S, whose file choosers would take most of the keys).
    static let keys = [
        "Tab", "Tab", "Tab", "shift+Tab", "shift+Tab", "Up", "Down", "Left", "Right", "Up", "Down", "Left", "Right",
        "space", "space", "Return", "Return", "Escape", "Escape", "Home", "End", "Page_Up", "Page_Down", "BackSpace", "Delete",
        "0", "1", "2", "5", "9", "a", "x", "z", "minus", "period", "comma",
        "ctrl+z", "ctrl+shift+z", "ctrl+plus", "ctrl+minus", "ctrl+0", "ctrl+1", "F9", "F10", "ctrl+e", "ctrl+shift+c", "F1", "ctrl+n",
    ]

    /// Where the window goes for a phase (its top-left on the 1280 × 1024 screen): on it, or
    /// partly beyond each of its edges.
    static let positions: [(x: Int, y: Int)] = [(-400, 80), (-700, 200), (850, 60), (1000, 500), (120, -300), (60, 700), (-300, -200)]

    func testRandomKeysAndClicksLeaveNoWarningAndTheAppQuitsCleanly() throws {
        try AppProcess.requireDisplay()
        let xdotool = URL(fileURLWithPath: "/usr/bin/xdotool")
        guard FileManager.default.isExecutableFile(atPath: xdotool.path) else { throw XCTSkip("xdotool is not installed") }
        let tool = ConcentricExecutable(url: xdotool)
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        environment["XDG_DATA_HOME"] = sandbox.file("data").path
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        let app = try ConcentricExecutable(url: try AppProcess.binary())
            .start([], environment: environment, inheritEnvironment: true, directory: sandbox.folder, stdout: FileHandle.nullDevice)

        func run(_ arguments: [String]) throws -> String {
            try tool.run(arguments, inheritEnvironment: true, timeout: 60).stdout
        }
        var window = ""
        let deadline = Date().addingTimeInterval(60)
        while window.isEmpty, app.isRunning, Date() < deadline {
            window = try run(["search", "--onlyvisible", "--pid", "\(app.process.processIdentifier)", "--name", "Concentric"])
                .split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { usleep(200_000) }
        }
        guard !window.isEmpty else {
            let ended = app.wait(timeout: 5)
            throw AppTestError("the window did not appear: \(ended.stderr)")
        }
        func geometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
            let lines = try run(["getwindowgeometry", "--shell", window]).split(separator: "\n")
            let value = { (key: String) in lines.first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0 }
            return (value("X"), value("Y"), value("WIDTH"), value("HEIGHT"))
        }

        var random = SeededGenerator(seed: 10)
        var log: [String] = []
        for phase in 0..<10 {
            // The first phases on screen at the default size, one narrow, the rest partly off screen.
            if phase == 2 { _ = try run(["windowsize", window, "360", "480"]) }
            if phase == 4 { _ = try run(["windowsize", window, "1100", "760"]) }
            let position = phase < 3 ? (x: 40, y: 40) : Self.positions[Int(random.next() % UInt64(Self.positions.count))]
            _ = try run(["windowmove", window, "\(position.x)", "\(position.y)"])
            _ = try run(["windowfocus", window])
            usleep(300_000)
            let frame = try geometry()
            // One xdotool run per phase: key presses and clicks at points of the window that are on
            // the screen (a click elsewhere would miss it).
            var commands: [String] = []
            for _ in 0..<40 {
                if random.next() % 4 == 0 {
                    let x = Int(random.next() % UInt64(max(frame.width, 1))), y = Int(random.next() % UInt64(max(frame.height, 1)))
                    guard (0..<1280).contains(frame.x + x), (0..<1024).contains(frame.y + y) else { continue }
                    commands += ["mousemove", "--window", window, "\(x)", "\(y)", "click", "1", "sleep", "0.05"]
                    log.append("click \(x),\(y)")
                } else {
                    let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                    commands += ["key", "--clearmodifiers", "--delay", "30", key]
                    log.append(key)
                }
            }
            _ = try run(commands)
            log.append("-- phase \(phase) at \(position.x),\(position.y)")
            usleep(300_000)
            guard app.isRunning else {
                let ended = app.wait()
                return XCTFail("the app ended during phase \(phase) (status \(ended.status)):\n\(ended.stderr)\ninput: \(log.joined(separator: " "))")
            }
        }

        // Back on screen, whatever was open closed (a menu, a dialog), then Ctrl+Q.
        _ = try run(["windowmove", window, "40", "40"])
        _ = try run(["key", "--clearmodifiers", "--delay", "100", "Escape", "Escape", "Escape"])
        _ = try run(["windowfocus", window])
        usleep(300_000)
        _ = try run(["key", "--clearmodifiers", "ctrl+q"])
        let ended = app.wait(timeout: 30)
        let input = "input: \(log.joined(separator: " "))"
        XCTAssertFalse(ended.timedOut, "the app did not quit on Ctrl+Q\n\(input)")
        XCTAssertEqual(ended.status, 0, "\(ended.stderr)\n\(input)")
        let problems = ended.stderr.split(separator: "\n").filter { $0.contains("-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(problems, [], "GTK or GLib complained\n\(input)")
        let state = try Data(contentsOf: sandbox.stateFile)
        let object = try JSONSerialization.jsonObject(with: state) as? [String: Any]
        XCTAssertNotNil(object?["window"], "the state file has no window size: \(String(decoding: state, as: UTF8.self))")
        // The app reads it back: a screenshot run starts from it without a notice about it.
        let next = try AppProcess.run(["--screenshot", sandbox.file("next.png").path], in: sandbox)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertFalse(next.stderr.contains("warning:"), next.stderr)
    }
}
