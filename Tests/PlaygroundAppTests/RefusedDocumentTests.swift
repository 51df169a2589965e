// A scene file the app refuses, given from outside (the command line, a file manager's open):
// the window the user looks at shows the located error, and the launch ends with status 2.
import ConcentricIO
import Foundation
import XCTest

final class RefusedDocumentTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// Invalid JSON, cut off inside the root view.
    private func invalidJSON() throws -> URL {
        let url = sandbox.file("cut off.json")
        try #"{"version": 2, "device": "iphone-16-pro", "root": {"ZStack": {"children": ["#.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// 10,000 nested stacks, far past the reader's depth limit.
    private func tooDeep() throws -> URL {
        let url = sandbox.file("deep.json")
        let levels = 10_000
        let open = String(repeating: #"{"ZStack": {"children": ["#, count: levels)
        let close = String(repeating: "]}}", count: levels)
        try ##"{"version": 2, "device": "iphone-16-pro", "root": \##(open){"Color": "#FFFFFF"}\##(close)}"##
            .write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The message `concentric` prints for the file, without "error: " (the app reads it the same way).
    private func located(_ url: URL) throws -> String {
        let run = try AppProcess.run(["layout", url.path], in: sandbox, executable: "concentric")
        XCTAssertEqual(run.status, ExitStatus.badInput, run.stderr)
        let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(line.hasPrefix("error: \(url.path): "), line)
        return String(line.dropFirst("error: ".count))
    }

    /// The dialog's nodes that show `message` (the body label), in the windows the client saw.
    private func shown(_ message: String, in session: AccessibleSession) throws -> Bool {
        try session.windows(0).contains { $0.all.contains { $0.name.contains(message) } }
    }

    /// Given on the command line, each refused file opens the window with "Could Not Open the
    /// Scene" and the located error; closing the window ends the run with status 2.
    func testARefusedFileOnTheCommandLineOpensAWindowShowingItsError() throws {
        for file in [try invalidJSON(), try tooDeep()] {
            let message = try located(file)
            let session = try AccessibleSession.run(
                arguments: [file.path], steps: ["wait-name", "Could Not Open the Scene", "30", "tree"], afterwards: Self.quitTheApplication)
            let outline = try session.windows(0).map(\.outline).joined(separator: "\n")
            XCTAssertTrue(try shown(message, in: session), "\(file.lastPathComponent): the window does not show \"\(message)\"\n\(outline)")
            XCTAssertEqual(session.app.status, ExitStatus.badInput, session.app.stderr)
            XCTAssertTrue(session.app.stderr.contains("error: \(message)"), session.app.stderr)
        }
    }

    /// With a window running, a second launch naming a refused file hands it over: the running
    /// window shows the located error, and the second launch ends with status 2.
    func testASecondLaunchWithARefusedFileShowsItsErrorInTheRunningWindow() throws {
        let file = try tooDeep()
        let message = try located(file)
        var second: AppRun?
        let session = try AccessibleSession.run(
            steps: ["wait-name", "Could Not Open the Scene", "30", "tree"],
            meanwhile: { _ in
                try Self.waitForTheApplicationOnTheBus()
                second = try AppProcess.run([file.path], in: self.sandbox, timeout: 60)
            })
        let launch = try XCTUnwrap(second)
        XCTAssertEqual(launch.status, ExitStatus.badInput, launch.stderr)
        XCTAssertEqual(launch.stderr.split(separator: "\n").map(String.init), ["error: \(message)"])
        let outline = try session.windows(0).map(\.outline).joined(separator: "\n")
        XCTAssertTrue(try shown(message, in: session), "the running window does not show \"\(message)\"\n\(outline)")
    }

    /// Quits the window through its `app.quit` action (what Ctrl+Q does); true once asked.
    static func quitTheApplication() throws -> Bool {
        try gdbus(["call", "--session", "--dest", "io.github.concentric.Playground", "--object-path", "/io/github/concentric/Playground",
            "--method", "org.gtk.Actions.Activate", "quit", "[]", "{}"]).status == 0
    }

    private static func gdbus(_ arguments: [String]) throws -> AppRun {
        try ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/gdbus")).run(arguments, inheritEnvironment: true, timeout: 30)
    }

    /// Whether a window owns the application's name on the session bus.
    private static func hasOwner() throws -> Bool {
        try gdbus(["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.NameHasOwner", "io.github.concentric.Playground"]).stdout.contains("true")
    }

    /// Waits until a window owns the application's name on the session bus (a broken app: a failure).
    static func waitForTheApplicationOnTheBus() throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if try hasOwner() { return }
            usleep(100_000)
        }
        throw AppTestError("no window owned io.github.concentric.Playground on the session bus")
    }
}
