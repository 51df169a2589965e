// A label of one long unbroken word: laid out (wrapped inside its card) in time linear in its
// length, and refused by the parser beyond `CardLabel.maximumLength`.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
@testable import ConcentricRender
import XCTest

final class LongLabelTests: XCTestCase {
    func scene(label text: String) -> Scene {
        Scene(
            screen: Screen(size: Size(width: 400, height: 300), shape: .rectangle),
            cards: [Card(frame: FrameRule(padding: EdgeInsets(all: 10)), fill: .solid(.black), label: CardLabel(text))])
    }

    /// Break opportunities are added only inside runs longer than the bound, between characters.
    func testBreakOpportunitiesInLongRuns() {
        XCTAssertEqual(TextEngine.breakable("short words stay as they are"), "short words stay as they are")
        let word = String(repeating: "é", count: 100)
        let broken = TextEngine.breakable(word)
        XCTAssertEqual(broken.replacingOccurrences(of: "\u{200B}", with: ""), word)
        XCTAssertEqual(broken.filter { $0 == "\u{200B}" }.count, 3)
        XCTAssertTrue(broken.split(separator: "\u{200B}").allSatisfy { $0.count <= TextEngine.longestUnbrokenRun })
    }

    /// 100,000 characters of one word wrap inside the card (this took 14.5 s when wrapping was
    /// quadratic; the benchmarks time it, this checks the result).
    func testOneLongWordWrapsInsideItsCard() throws {
        let layout = SceneLayout(scene: scene(label: String(repeating: "a", count: 100_000)))
        let boxes = SceneRenderer.labelBoxes(for: layout)
        XCTAssertEqual(boxes.count, 1)
        let box = try XCTUnwrap(boxes.first)
        XCTAssertLessThanOrEqual(box.width, 380 + 1e-6, "wrapped at the card's width")
        XCTAssertGreaterThan(box.height, 100 * 17, "into thousands of lines")
    }

    /// The parser refuses a longer label with its place.
    func testTheParserCapsALabelsLength() throws {
        let devices = try DeviceCatalog.bundled()
        func document(_ text: String) -> String {
            #"{"version": 1, "screen": {"shape": "rectangle", "width": 400, "height": 300}, "cards": [{"label": {"text": "\#(text)"}}]}"#
        }
        XCTAssertNoThrow(try Scene.parse(bytes: Array(document(String(repeating: "a", count: CardLabel.maximumLength)).utf8), devices: devices))
        XCTAssertThrowsError(try Scene.parse(bytes: Array(document(String(repeating: "a", count: CardLabel.maximumLength + 1)).utf8), devices: devices)) { error in
            XCTAssertEqual("\(error)", "cards[0].label.text: a label holds at most 1000 characters (found 1001)")
        }
    }
}
