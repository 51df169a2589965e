// A saved state with an overlay on, pointing at a scene with very large values, must not stop
// the app from starting (an annotation label's Int conversion could trap). Through the real
// app: such a scene is refused with a warning and the app starts; a scene at the coordinate limit
// is drawn with every overlay on, in the window and in an export.
import Foundation
import XCTest

final class ExtremeSceneTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// Writes `scene` next to the state file and a state that opens it with every overlay on.
    private func saveStateOpening(_ scene: String) throws {
        let file = sandbox.file("scene.json")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        try sandbox.writeState(StateFileTests.state(document: #"{"file": "\#(file.path)"}"#, overlays: true))
    }

    /// A scene that once broke the app.
    private let hugeScene = #"""
        {"version": 1, "screen": {"shape": "roundedRectangle", "radius": 1e20, "width": 1e21, "height": 1e21},
         "cards": [{"padding": 8, "fill": {"color": "#336699"}}]}
        """#

    /// Accepted by the parser: every coordinate at or within the limit.
    private let sceneAtTheLimit = #"""
        {"version": 1, "screen": {"shape": "roundedRectangle", "radius": 400000, "width": 1000000, "height": 1000000},
         "cards": [{"padding": 8, "fill": {"color": "#336699"},
                    "children": [{"padding": 8, "width": 1000000, "alignment": "topLeading", "fill": {"color": "#FFFFFF"},
                                  "label": {"text": "at the limit"}}]}]}
        """#

    func testAStateOpeningAHugeSceneStartsWithAWarning() throws {
        try saveStateOpening(hugeScene)
        let out = sandbox.file("x.png")
        let run = try AppProcess.run(["--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("screen.radius: 1e+20 is beyond the limit of ±1000000 pt"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasPrefix(".") }, [], "no temporary file left")
    }

    func testAStateOpeningAHugeSceneStartsTheWindow() throws {
        try AppProcess.requireDisplay()
        try saveStateOpening(hugeScene)
        let shot = sandbox.file("shot.png")
        let run = try AppProcess.run(["--screenshot", shot.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path))
    }

    func testASceneAtTheLimitDrawsWithEveryOverlay() throws {
        try AppProcess.requireDisplay()
        try saveStateOpening(sceneAtTheLimit)
        let shot = sandbox.file("shot.png")
        let window = try AppProcess.run(["--screenshot", shot.path], in: sandbox)
        XCTAssertEqual(window.status, 0, window.stderr)
        XCTAssertEqual(window.gtkProblems, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path))
        let svg = sandbox.file("x.svg")
        let export = try AppProcess.run(["--export", svg.path, "--annotate"], in: sandbox)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertGreaterThan((try? Data(contentsOf: svg))?.count ?? 0, 1000)
    }
}
