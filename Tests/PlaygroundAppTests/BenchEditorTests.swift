// `concentric-bench editor`: the real window opens a generated scene under Xvfb, works its layer
// list, drags inspector sliders and a corner handle, and reports the timings as one JSON line
// (timings never asserted); `empty-window`, the floor under its opening, reports its first frame
// the same way.
import ConcentricJSON
import ConcentricScene
import Foundation
import ScaleScenes
import XCTest

final class BenchEditorTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox?.remove() }

    /// A 300-view scene: the first frame is reported with the memory then; every layer-list step
    /// ran and got a frame (the farthest row's ancestors were expanded to reach it, and expanding
    /// every row lists every view); rows all over the list were clicked, each in a frame of its
    /// own; a card's corner slider and the background's opacity slider were
    /// each dragged frame after frame and moved the document.
    func testTheEditorIsDrivenAndReported() throws {
        try AppProcess.requireDisplay()
        let scene = sandbox.file("scale-300.json")
        try SceneDocument.scaleScene(views: 300).jsonText.write(to: scene, atomically: true, encoding: .utf8)
        let run = try AppProcess.run(["editor", "1", scene.path], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let report = try run.benchReport()
        XCTAssertEqual(try report.field("benchmark").string(), "editor")
        XCTAssertEqual(try report.field("views").number(), 300)
        XCTAssertGreaterThan(try report.field("firstFrameMonotonicUs").number(), 0)
        XCTAssertGreaterThan(try report.field("openPeakKB").number(), 1_000)

        var steps: [String: JSONNode] = [:]
        for step in try report.field("layerList").elements() { steps[try step.field("step").string()] = step }
        XCTAssertEqual(steps.count, 6, "\(steps.keys.sorted())")
        for (name, step) in steps {
            XCTAssertGreaterThanOrEqual(try step.field("stepMs").number(), 0, name)
            XCTAssertGreaterThan(try step.field("frameWorkMs").number(), 0, "\(name): no frame followed")
        }
        let farthest = try XCTUnwrap(steps["select the farthest row"])
        XCTAssertGreaterThan(try farthest.field("rowsAfter").number(), try farthest.field("rowsBefore").number(), "its ancestors opened")
        XCTAssertEqual(try XCTUnwrap(steps["expand every row"]).field("rowsAfter").number(), 300, "one row per view")
        // Then 40 rows all over the expanded list, clicked: each a different view, each with a frame
        // of its own, the first on the first screen and the last near the end.
        let clicks = Array(try report.field("clicks").elements())
        XCTAssertEqual(clicks.count, 40)
        let rows = try clicks.map { try $0.field("row").string() }
        XCTAssertEqual(Set(rows).count, 40, "\(rows)")
        for click in clicks {
            let row = try click.field("row").string()
            XCTAssertGreaterThan(try click.field("frameWorkMs").number(), 0, "\(row): no frame followed")
            XCTAssertNotEqual(try click.field("kind").string(), "?", row)
        }
        XCTAssertGreaterThan(Set(try clicks.map { try $0.field("kind").string() }).count, 3, "views of several kinds")
        // Neither the inspector's content nor the rows scrolled into view resize the panes: the
        // canvas keeps its width (a narrower one would repaint the whole scene, and move it).
        let widths = Set(try clicks.map { try $0.field("canvasWidth").number() })
        XCTAssertEqual(widths.count, 1, "the canvas's widths: \(widths.sorted())")

        // Two drags: a card's corner radius, then the background's opacity (also as "slider").
        let sliders = Array(try report.field("sliders").elements())
        XCTAssertEqual(try sliders.map { try $0.field("drag").string() }, ["a card's corner", "the background's opacity"])
        XCTAssertEqual(try report.field("slider").field("drag").string(), "a card's corner")
        let cardField = try sliders[0].field("field").string()
        XCTAssertTrue(cardField.hasPrefix("cornerStyle("), cardField)
        for slider in sliders {
            let name = try slider.field("drag").string()
            XCTAssertTrue(try slider.field("path").string().hasPrefix("root/"), "\(name): a view with a slider was found")
            let updates = try slider.field("updateMs").elements()
            XCTAssertGreaterThan(updates.count, 1, "\(name): the slider moved on more than one frame")
            XCTAssertFalse(try slider.field("frameIntervalsMs").elements().isEmpty, name)
            XCTAssertFalse(try slider.field("frameWorkMs").elements().isEmpty, name)
            XCTAssertTrue(try slider.field("documentChanged").bool(), "\(name): the drag changed the document")
            // The selection showed its inspector in a frame of its own before the drag began.
            XCTAssertGreaterThan(try slider.field("selectFrameMs").number(), 0, "\(name): the selection's frame")
            // The status line followed the drag at most ten times a second (StatusLine), and
            // showed the drag's last value once it ended (the background's opacity is not in it).
            let statusUpdates = try slider.field("statusUpdates").number()
            if name == "a card's corner" {
                XCTAssertGreaterThan(statusUpdates, 0, "\(name): the status line followed the radius")
            }
            XCTAssertLessThanOrEqual(statusUpdates, 12, "\(name): \(statusUpdates) status texts in a 1 s drag of \(updates.count) frames")
            XCTAssertTrue(try slider.field("statusSettled").bool(), "\(name): the status line ends on the last value")
        }
        // Then the card's corner by its handle on the canvas, measured as the sliders are.
        let handles = Array(try report.field("handles").elements())
        XCTAssertEqual(try handles.map { try $0.field("drag").string() }, ["a card's corner handle"])
        for handle in handles {
            XCTAssertEqual(try handle.field("path").string(), try sliders[0].field("path").string(), "the same card")
            XCTAssertGreaterThan(try handle.field("updateMs").elements().count, 1, "the handle moved on more than one frame")
            XCTAssertFalse(try handle.field("frameIntervalsMs").elements().isEmpty)
            XCTAssertTrue(try handle.field("documentChanged").bool(), "the handle's drag changed the document")
            XCTAssertGreaterThan(try handle.field("statusUpdates").number(), 0, "the status line followed the radius")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.stateFile.path), "no state file is written")
    }

    /// The floor under the editor's opening: an empty window shown, its first frame reported as
    /// the editor reports its own, and the program gone without a complaint.
    func testTheEmptyWindowReportsItsFirstFrame() throws {
        try AppProcess.requireDisplay()
        let run = try AppProcess.run(["empty-window"], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let report = try run.benchReport()
        XCTAssertEqual(try report.field("benchmark").string(), "editor-floor")
        XCTAssertGreaterThan(try report.field("firstFrameMonotonicUs").number(), 0)
        XCTAssertGreaterThan(try report.field("peakKB").number(), 1_000)
    }

    func testBadDurationsAreUsageErrors() throws {
        for value in ["0", "-1", "ten", "601", "nan"] {
            let run = try AppProcess.run(["editor", value, "scene.json"], in: sandbox, executable: "concentric-bench")
            XCTAssertEqual(run.status, 2, "\(value): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("concentric-bench: expected a number of seconds"), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
        // The app itself no longer measures.
        let run = try AppProcess.run(["--bench-editor", "1"], in: sandbox)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains(#"unknown option "--bench-editor""#), run.stderr)
    }
}
