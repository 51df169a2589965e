// The window under random input: a seeded run of key presses and clicks, at the default size and
// in the narrow window, and with the window partly off the screen. GTK must not complain, the app
// must not die, and it must quit cleanly at the end with a state file it can read again.
import ConcentricTestSupport
import Foundation
import XCTest

final class RandomInputTests: XCTestCase {
    /// What a user may press: moving the focus, operating controls, typing into fields, and the
    /// accelerators (not Ctrl+Q and Ctrl+W, which end the run early, nor Ctrl+O, Ctrl+S and
    /// Ctrl+Shift+S, whose file choosers would take most of the keys), the layer commands' and
    /// the context menu's keys among them.
    static let keys = [
        "Tab", "Tab", "Tab", "shift+Tab", "shift+Tab", "Up", "Down", "Left", "Right", "Up", "Down", "Left", "Right",
        "space", "space", "Return", "Return", "Escape", "Escape", "Home", "End", "Page_Up", "Page_Down", "BackSpace", "Delete",
        "0", "1", "2", "5", "9", "a", "x", "z", "minus", "period", "comma",
        "ctrl+z", "ctrl+shift+z", "ctrl+plus", "ctrl+minus", "ctrl+0", "ctrl+1", "F9", "F10", "ctrl+e", "ctrl+shift+c", "F1", "ctrl+n",
        "ctrl+shift+t", "ctrl+g", "ctrl+shift+g", "Menu", "shift+F10",
    ]

    /// Where the window goes for a phase (its top-left on the 1280 × 1024 screen): on it, or
    /// partly beyond each of its edges.
    static let positions: [(x: Int, y: Int)] = [(-400, 80), (-700, 200), (850, 60), (1000, 500), (120, -300), (60, 700), (-300, -200)]

    /// On the screen: three phases at the default size, two in the narrow window (360 × 480,
    /// the sidebar folded), three back at the default size.
    func testRandomKeysAndClicksLeaveNoWarningAndTheAppQuitsCleanly() throws {
        try runRandomInput(seed: 10, phases: 8, narrow: 3..<5, offScreen: [])
    }

    /// Partly off the screen: drop-downs and menus opened there. A popover whose anchor lies
    /// wholly off the screen opens from the nearest monitor's edge (GtkKit's Popovers: GDK 4.8's
    /// X11 backend finds no monitor for such an anchor, prints
    /// `gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed`, and GTK then
    /// allocates the popover a negative width).
    func testRandomInputWithTheWindowPartlyOffScreen() throws {
        try runRandomInput(seed: 11, phases: 8, narrow: 2..<3, offScreen: Self.positions)
    }

    private func runRandomInput(seed: UInt64, phases: Int, narrow: Range<Int>, offScreen: [(x: Int, y: Int)]) throws {
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

        var random = SeededGenerator(seed: seed)
        var log: [String] = []
        for phase in 0..<phases {
            if phase == narrow.lowerBound { _ = try run(["windowsize", window, "360", "480"]) }
            if phase == narrow.upperBound { _ = try run(["windowsize", window, "1100", "760"]) }
            // On the screen, or (after the narrow phases) partly off it when positions are given.
            let position = offScreen.isEmpty || phase < narrow.upperBound
                ? (x: 40, y: 40) : offScreen[Int(random.next() % UInt64(offScreen.count))]
            // "--": a negative coordinate is not an option.
            _ = try run(["windowmove", "--", window, "\(position.x)", "\(position.y)"])
            _ = try run(["windowfocus", window])
            usleep(300_000)
            let frame = try geometry()
            // One xdotool run per phase: key presses and clicks at points of the window that are on
            // the screen (a click elsewhere would miss it). Not on the window's outer edge: that
            // is the resize border, where a press starts a window manager's resize; with no window
            // manager (Xvfb) GDK emulates the drag with a grab of its own, and GTK then counts the
            // release against widgets that never saw the press ("Broken accounting of active
            // state"), with or without this app.
            let edge = 12
            var commands: [String] = []
            for _ in 0..<40 {
                if random.next() % 4 == 0 {
                    let x = edge + Int(random.next() % UInt64(max(frame.width - 2 * edge, 1)))
                    let y = edge + Int(random.next() % UInt64(max(frame.height - 2 * edge, 1)))
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
        _ = try run(["windowmove", "--", window, "40", "40"])
        _ = try run(["key", "--clearmodifiers", "--delay", "100", "Escape", "Escape", "Escape"])
        _ = try run(["windowfocus", window])
        usleep(300_000)
        _ = try run(["key", "--clearmodifiers", "ctrl+q"])
        // The run edits the scene (the layer commands' accelerators act wherever the focus is):
        // Ctrl+Q then asks Save Changes? first, answered Discard (Alt+D) in the question's window
        // (without a window manager it does not get the keyboard by itself).
        let asked = Date().addingTimeInterval(3)
        while app.isRunning, Date() < asked { usleep(100_000) }
        if app.isRunning {
            let windows = try run(["search", "--all", "--onlyvisible", "--pid", "\(app.process.processIdentifier)", "--name", "."])
                .split(separator: "\n").map(String.init).filter { $0 != window }
            if let question = windows.last {
                _ = try? run(["windowfocus", "--sync", question])
                usleep(300_000)
                _ = try run(["key", "--clearmodifiers", "alt+d"])
                log.append("-- Save Changes? answered Discard")
            }
        }
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
