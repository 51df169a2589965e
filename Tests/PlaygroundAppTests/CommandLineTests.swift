// Bad command lines exit with status 2 and one `error:` line; `--help` prints the usage.
import ConcentricScene
import Foundation
import XCTest

final class CommandLineTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    func testBadArgumentsExitWithStatus2AndOneErrorLine() throws {
        let cases: [[String]] = [
            ["--bogus"],
            ["--export"],
            ["--export", "scene.jpg"],
            ["--scale", "2"],
            ["--export", "x.png", "--scale", "zero"],
            ["--export", "x.png", "--scale", "-1"],
            ["--annotate"],
            ["--screenshot", "a.png", "--export", "b.png"],
            ["no-such-preset", "--export", "x.png"],
            ["concentric-card", "uniform-card", "--export", "x.png"],
            ["--screenshot", "a.png", "concentric-card", "uniform-card"],
        ]
        for arguments in cases {
            let run = try AppProcess.run(arguments, in: sandbox)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
            XCTAssertEqual(errors.count, 1, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.file("x.png").path))
    }

    /// A scene file the reader refuses at `cards[0].padding` (a negative padding).
    static let unreadableScene = #"{"version": 1, "device": "iphone-16-pro", "cards": [{"padding": -3}]}"#

    func testAnUnreadableSceneFileIsAnErrorNamingThePlace() throws {
        let scene = sandbox.file("broken.json")
        try Self.unreadableScene.write(to: scene, atomically: true, encoding: .utf8)
        let run = try AppProcess.run([scene.path, "--export", sandbox.file("x.png").path], in: sandbox)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("error: \(scene.path): cards[0].padding"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
    }

    /// The window reads its file on a thread while GTK starts (SceneFileRead); one it cannot read
    /// ends a one-job launch (a screenshot) with status 2 and the message naming the place,
    /// before anything shows (the window itself shows it: RefusedDocumentTests).
    func testAnUnreadableSceneFileEndsTheWindowsLaunch() throws {
        try AppProcess.requireDisplay()
        let scene = sandbox.file("broken.json")
        try Self.unreadableScene.write(to: scene, atomically: true, encoding: .utf8)
        let shot = sandbox.file("shot.png")
        let run = try AppProcess.run([scene.path, "--screenshot", shot.path], in: sandbox)
        XCTAssertEqual(run.status, 2, run.stderr)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        XCTAssertEqual(errors, ["error: \(scene.path): cards[0].padding: padding must not be negative (found -3)"], run.stderr)
        XCTAssertEqual(run.gtkProblems, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot.path), "no screenshot of a window that should not have opened")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.stateFile.path), "no state written")
    }

    /// A large file read on that thread opens as one read on the main thread does: the window's
    /// screenshot of the 1,000-view scene is the same with the file named on the command line as
    /// with the file opened by the restored state (which the window reads itself, later).
    func testAFileReadWhileGTKStartsOpensAsTheRestoredOne() throws {
        try AppProcess.requireDisplay()
        let scene = sandbox.file("large.json")
        try Data(SceneDocument.scaleScene(views: 1000).jsonText.utf8).write(to: scene)
        let (fromCommandLine, fromState) = (sandbox.file("command-line.png"), sandbox.file("state.png"))
        let first = try AppProcess.run([scene.path, "--screenshot", fromCommandLine.path], in: sandbox)
        XCTAssertEqual(first.status, 0, first.stderr)
        try sandbox.writeState(StateFileTests.state(document: #"{"file": "\#(scene.path)"}"#))
        let second = try AppProcess.run(["--screenshot", fromState.path], in: sandbox)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try Data(contentsOf: fromCommandLine), try Data(contentsOf: fromState))
    }

    func testHelpPrintsTheUsage() throws {
        let run = try AppProcess.run(["--help"], in: sandbox)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("Usage: concentric-playground"), run.stdout)
        for option in ["--screenshot", "--export", "--scale", "--annotate"] { XCTAssertTrue(run.stdout.contains(option), option) }
    }
}
