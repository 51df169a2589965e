// Bad command lines exit with status 2 and one `error:` line; `--help` prints the usage.
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

    func testAnUnreadableSceneFileIsAnErrorNamingThePlace() throws {
        let scene = sandbox.file("broken.json")
        try #"{"version": 1, "device": "iphone-16-pro", "cards": [{"padding": -3}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let run = try AppProcess.run([scene.path, "--export", sandbox.file("x.png").path], in: sandbox)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("error: \(scene.path): cards[0].padding"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
    }

    func testHelpPrintsTheUsage() throws {
        let run = try AppProcess.run(["--help"], in: sandbox)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("Usage: concentric-playground"), run.stdout)
        for option in ["--screenshot", "--export", "--scale", "--annotate"] { XCTAssertTrue(run.stdout.contains(option), option) }
    }
}
