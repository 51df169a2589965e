// What layout's text cache relies on (`TextMeasuring.keepsUnwrappedLinesThatFit`,
// `LayoutEngine.measure`): Pango, wrapping a text at any width it fits in unwrapped, answers the
// unwrapped measurement exactly; and below 0 answers as 0, infinity as unwrapped.
import ConcentricCore
import ConcentricScene
@testable import ConcentricRender
import XCTest

final class TextMeasurerLawTests: XCTestCase {
    /// Every text of the presets and of a generated scene, and texts that stress line breaking:
    /// spaces at the ends and doubled, hard breaks, right-to-left scripts, emoji sequences,
    /// combining marks, tabs, CJK.
    func corpus() throws -> [String] {
        var texts: Set<String> = [
            "", " ", "a", "  two  spaces  ", "trailing ", " leading", "one\ntwo", "ends with a break\n", "\n\n",
            "שלום עולם", "مرحبا بالعالم", "👩‍👩‍👧 family 🇪🇸", "e\u{301}te\u{301}", "tab\tseparated", "中文文本换行测试", "Item 1.2.3.4",
            "A somewhat longer title that wraps onto a few lines when it is narrow",
        ]
        for file in try Presets.scenes(devices: try bundledDevices()) {
            for path in file.document.root.paths() {
                if case .text(let text) = file.document.view(at: path)?.content { texts.insert(text.string) }
                if case .label(let label) = file.document.view(at: path)?.content { texts.insert(label.title) }
            }
        }
        let scale = SceneDocument.scaleScene(views: 100)
        for path in scale.root.paths() {
            if case .text(let text) = scale.view(at: path)?.content { texts.insert(text.string) }
        }
        return texts.sorted()
    }

    func testATextWrappedAtAWidthItFitsInIsItsUnwrappedSelf() throws {
        let measurer = PangoTextMeasurer()
        let fonts = [TextStyle.body, .caption2, .largeTitle].map { ResolvedFont(.style($0), parameters: [:]) }
            + [ResolvedFont(size: 13, weight: .bold, lineHeight: 16, style: nil)]
        var checked = 0
        for text in try corpus() where measurer.keepsUnwrappedLinesThatFit(text) {
            for font in fonts {
                let unwrapped = measurer.measure(text, font: font, maxWidth: nil)
                for width in [unwrapped.width, unwrapped.width + 1e-6, unwrapped.width + 0.5, unwrapped.width * 2 + 1, 1e6] {
                    XCTAssertEqual(measurer.measure(text, font: font, maxWidth: width), unwrapped, "\(text.debugDescription) at \(width) in \(font)")
                    checked += 1
                }
                XCTAssertEqual(measurer.measure(text, font: font, maxWidth: -5), measurer.measure(text, font: font, maxWidth: 0), text.debugDescription)
                XCTAssertEqual(measurer.measure(text, font: font, maxWidth: .infinity), unwrapped, text.debugDescription)
            }
        }
        XCTAssertGreaterThan(checked, 200)
        // Just narrower than the unwrapped text, a text of two words wraps: the law is about fitting.
        let font = fonts[0]
        let unwrapped = measurer.measure("two words", font: font, maxWidth: nil)
        XCTAssertEqual(measurer.measure("two words", font: font, maxWidth: unwrapped.width - 0.5).lineCount, 2)
    }

    /// A run Pango is given break opportunities in (`TextEngine.breakable`) is measured at every width.
    func testTextsWithLongRunsAreMeasuredAtEveryWidth() {
        let measurer = PangoTextMeasurer()
        XCTAssertFalse(measurer.keepsUnwrappedLinesThatFit(String(repeating: "x", count: 40)))
        XCTAssertTrue(measurer.keepsUnwrappedLinesThatFit(String(repeating: "word ", count: 40)))
        XCTAssertTrue(measurer.keepsUnwrappedLinesThatFit(String(repeating: "é", count: 32)))
        XCTAssertFalse(measurer.keepsUnwrappedLinesThatFit(String(repeating: "é", count: 33)))
    }
}
