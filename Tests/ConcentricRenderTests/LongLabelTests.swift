// A text of one long unbroken word: measured and wrapped in time linear in its length, and
// refused by the scene reader beyond `TextView.maximumLength`.
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

    /// The reader refuses a longer text with its place, for Text, Label and Button alike.
    func testTheReaderCapsATextsLength() throws {
        let devices = try DeviceCatalog.bundled()
        func document(_ view: String) -> [UInt8] {
            Array(#"{"version": 2, "screen": {"shape": "rectangle", "width": 400, "height": 300}, "root": \#(view)}"#.utf8)
        }
        let fits = String(repeating: "a", count: TextView.maximumLength)
        let over = fits + "a"
        XCTAssertNoThrow(try SceneFile.parse(bytes: document(#"{"Text": "\#(fits)"}"#), devices: devices))
        for (view, place) in [
            (#"{"Text": "\#(over)"}"#, "root.Text"), (#"{"Text": {"content": "\#(over)"}}"#, "root.Text.content"),
            (#"{"Label": {"title": "\#(over)", "systemImage": "circle"}}"#, "root.Label.title"),
            (#"{"Button": {"title": "\#(over)"}}"#, "root.Button.title"),
        ] {
            XCTAssertThrowsError(try SceneFile.parse(bytes: document(view), devices: devices)) { error in
                XCTAssertEqual("\(error)", "\(place): a text holds at most 1000 characters (found 1001)")
            }
        }
    }
}
