// `concentric-bench reload`: the real window's `.swift` file is saved as an editor does and the
// time from each save to its new frame reported as one JSON line; `source-edit` edits it from the
// inspector's side instead (timings never asserted).
import ConcentricJSON
import Foundation
import XCTest

final class BenchReloadTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox?.remove() }

    /// Every save is timed to a painted frame, and the file is left as it was found.
    func testSavesAreTimedToTheirFramesAndTheFileIsLeftAsItWas() throws {
        try AppProcess.requireDisplay()
        let card = sandbox.file("Card.swift")
        let text = SwiftUIDocumentTests.card()
        try text.write(to: card, atomically: true, encoding: .utf8)
        let run = try AppProcess.run(["reload", "3", card.path], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let report = try run.benchReport()
        XCTAssertEqual(try report.field("benchmark").string(), "reload")
        XCTAssertEqual(try report.field("file").string(), "Card.swift")
        let times = try report.field("saveToFrameMs").elements().map { try $0.number() }
        XCTAssertEqual(times.count, 3)
        for time in times { XCTAssertGreaterThan(time, 0) }
        XCTAssertEqual(try String(contentsOf: card, encoding: .utf8), text)
    }

    /// A file with no `.padding(N)` to change is refused with a message naming it.
    func testAFileWithNothingToChangeIsRefused() throws {
        try AppProcess.requireDisplay()
        let card = sandbox.file("Plain.swift")
        try SwiftUIDocumentTests.card().replacingOccurrences(of: ".padding(16)", with: ".padding(inset)")
            .write(to: card, atomically: true, encoding: .utf8)
        let run = try AppProcess.run(["reload", "2", card.path], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Plain.swift: no .padding(N) to change between saves"), run.stderr)
    }

    /// Every inspector edit is written into the file and timed to a painted frame; the file is
    /// left as it was found.
    func testSourceEditsAreWrittenAndTimedAndTheFileIsLeftAsItWas() throws {
        try AppProcess.requireDisplay()
        let card = sandbox.file("Card.swift")
        let text = SwiftUIDocumentTests.card()
        try text.write(to: card, atomically: true, encoding: .utf8)
        let run = try AppProcess.run(["source-edit", "3", card.path], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let report = try run.benchReport()
        XCTAssertEqual(try report.field("benchmark").string(), "source-edit")
        for field in ["editToWrittenMs", "editToFrameMs"] {
            let times = try report.field(field).elements().map { try $0.number() }
            XCTAssertEqual(times.count, 3, field)
            for time in times { XCTAssertGreaterThan(time, 0, field) }
        }
        XCTAssertEqual(try String(contentsOf: card, encoding: .utf8), text)
    }

    /// A last `.padding(N)` the window cannot edit (here in a comment) is refused, named.
    func testAPaddingTheWindowCannotEditIsRefused() throws {
        try AppProcess.requireDisplay()
        let card = sandbox.file("Commented.swift")
        try (SwiftUIDocumentTests.card() + "// .padding(4) in a comment\n").write(to: card, atomically: true, encoding: .utf8)
        let run = try AppProcess.run(["source-edit", "2", card.path], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Commented.swift: its last .padding(N) cannot be edited from the window"), run.stderr)
    }
}
