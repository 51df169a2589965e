// A text of one long unbroken word: measured and wrapped in time linear in its length (the scene
// reader's cap, `TextView.maximumLength`, is tested in ConcentricSceneTests' SceneDocumentJSONTests).
import ConcentricCore
import ConcentricJSON
import ConcentricScene
@testable import ConcentricRender
import XCTest

final class LongLabelTests: XCTestCase {
    /// Break opportunities are added only inside runs longer than the bound, between characters.
    func testBreakOpportunitiesInLongRuns() {
        XCTAssertEqual(TextEngine.breakable("short words stay as they are"), "short words stay as they are")
        let word = String(repeating: "é", count: 100)
        let broken = TextEngine.breakable(word)
        XCTAssertEqual(broken.replacingOccurrences(of: "\u{200B}", with: ""), word)
        XCTAssertEqual(broken.filter { $0 == "\u{200B}" }.count, 3)
        XCTAssertTrue(broken.split(separator: "\u{200B}").allSatisfy { $0.count <= TextEngine.longestUnbrokenRun })
    }

    /// 100,000 characters of one word (built in code, past the reader's cap) wrap inside the
    /// 380 pt the text is proposed (this took 14.5 s when wrapping was quadratic; the benchmarks
    /// time it, this checks the result).
    func testOneLongWordWrapsInsideItsProposal() throws {
        let text = SceneView(.text(TextView(String(repeating: "a", count: 100_000))), modifiers: [.padding(EdgeInsetsValue(all: 10))])
        let document = SceneDocument(screen: Screen(size: Size(width: 400, height: 300), shape: .rectangle), root: text)
        let layout = SceneRenderer.layout(document)
        let run = try XCTUnwrap(layout.drawing.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }.first)
        XCTAssertLessThanOrEqual(run.frame.width, 380 + 1e-6, "wrapped at the proposed width")
        XCTAssertGreaterThan(run.lineCount, 100, "into many lines")
    }
}
