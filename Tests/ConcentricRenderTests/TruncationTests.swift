// A text over its line limit, drawn: only the limit's lines are inked, and the truncation mode
// moves the ellipsis.
import ConcentricCore
import ConcentricScene
import ConcentricRender
import XCTest

final class TruncationTests: XCTestCase {
    static let long = "The quick brown fox jumps over the lazy dog, then again, and once more for good measure"

    /// The scene: a white screen with the long text in black, 200 pt wide at (20, 20).
    func image(limit: LineLimit?, mode: TruncationMode = .tail) throws -> PixelImage {
        // Leading, so that the whole text, narrower than its frame, starts where the cut one does.
        var modifiers: [ViewModifier] = [.frame(width: .literal(200), height: nil, alignment: .leading)]
        if let limit { modifiers = [.lineLimit(limit), .truncationMode(mode)] + modifiers }
        let text = SceneView(.text(TextView(Self.long)), modifiers: modifiers)
        let root = SceneView(.zStack(children: [SceneView(.color(.rgb(.white))), text], alignment: .topLeading))
        let document = SceneDocument(screen: Screen(size: Size(width: 240, height: 240), shape: .rectangle), root: root.modifier(.padding(EdgeInsetsValue(all: 20))))
        return try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(document), scale: 1))
    }

    /// Whether the pixel is ink: dark, on the white card (the screen around it is transparent).
    func isInk(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.rgba(x: x, y: y)
        return p.a == 255 && p.r < 128
    }

    /// The rows holding ink.
    func inkedRows(_ image: PixelImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in isInk(image, x, y) } }
    }

    func testOnlyTheLimitsLinesAreInkedAndTheModeMovesTheCut() throws {
        let whole = try image(limit: nil)
        let rows = inkedRows(whole)
        XCTAssertGreaterThan(try XCTUnwrap(rows.last) - 20, 3 * 22, "the whole text takes more than three lines")
        // One line: ink only within the first 22 pt line, at most 200 pt wide.
        var cuts: [PixelImage] = []
        for mode in TruncationMode.allCases {
            let cut = try image(limit: LineLimit(1), mode: mode)
            let inked = inkedRows(cut)
            XCTAssertFalse(inked.isEmpty, "\(mode)")
            XCTAssertTrue(inked.allSatisfy { (20..<42).contains($0) }, "\(mode): ink on rows \(inked.first ?? 0)…\(inked.last ?? 0)")
            let columns = (0..<cut.width).filter { x in inked.contains { isInk(cut, x, $0) } }
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(columns.first), 20)
            XCTAssertLessThanOrEqual(try XCTUnwrap(columns.last), 220)
            XCTAssertGreaterThan(try XCTUnwrap(columns.last), 180, "\(mode): the cut line fills its width")
            cuts.append(cut)
        }
        XCTAssertNotEqual(cuts[0], cuts[1], "head and middle cut in different places")
        XCTAssertNotEqual(cuts[1], cuts[2], "middle and tail cut in different places")
        // The tail cut keeps the text's start: its first line matches the uncut text's until the ellipsis.
        let start = (20..<42).allSatisfy { y in (20..<120).allSatisfy { x in cuts[2].rgba(x: x, y: y) == whole.rgba(x: x, y: y) } }
        XCTAssertTrue(start, "the tail cut begins as the whole text does")
        // Two lines, reserving three: ink on two lines only.
        let two = inkedRows(try image(limit: LineLimit(2)))
        XCTAssertTrue(two.allSatisfy { (20..<64).contains($0) } && two.contains { $0 >= 42 }, "ink on rows \(two.first ?? 0)…\(two.last ?? 0)")
    }
}
