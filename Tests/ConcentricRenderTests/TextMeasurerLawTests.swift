// What layout's text cache relies on (`TextMeasuring.keepsUnwrappedLinesThatFit`,
// `composesWidthZeroFromWords`, `LayoutEngine.measure`): Pango, wrapping a text at any width it
// fits in unwrapped, answers the unwrapped measurement exactly; below 0 answers as 0, infinity as
// unwrapped; and at width 0 a text of the scripts it says so of answers what its words do.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
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

    /// Words of Latin, Greek and Cyrillic text with punctuation, digits, symbols, ligatures,
    /// kerning pairs, soft hyphens and combining marks, mixed into texts of two to seven words.
    func mixedWords() -> [String] {
        let words = [
            "Card", "Item", "Calidad", "del", "aire", "Wi-Fi", "état", "naïve", "co-op", "don't", "3.14", "(hello)", "e-mail,", "world!",
            "Ünïcödé", "ß", "straße", "Привет", "мир", "Γειά", "σου", "ff", "fi", "office", "AV", "To", "Wa", "½", "€5", "12:30", "98%",
            "$4.99", "a.b.c", "x/y", "#tag", "@me", "soft\u{AD}hyphen", "e\u{301}te\u{301}", "—", "...", "1.3.3.2.1", "W", "i", "Ω",
        ]
        var generator = SeededGenerator(seed: 14)
        return (0..<1_500).map { _ in
            (0..<(2 + Int(generator.next() % 6))).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
        }
    }

    /// At width 0, where the measurer says so, a text is its widest word wide and its words' lines
    /// plus one per space tall, as `LayoutEngine.measure` composes it; and the texts it does not
    /// say so of are those the law was not checked on.
    func testAtWidthZeroATextIsComposedFromItsWords() throws {
        let measurer = PangoTextMeasurer()
        let fonts = [TextStyle.body, .caption2, .headline, .largeTitle].map { ResolvedFont(.style($0), parameters: [:]) }
            + [ResolvedFont(size: 13, weight: .bold, lineHeight: 16, style: nil)]
        var checked = 0
        for text in try corpus() + mixedWords() where measurer.composesWidthZeroFromWords(text) {
            let words = text.split(separator: " ").map(String.init)
            for font in fonts {
                let measured = words.map { measurer.measure($0, font: font, maxWidth: 0) }
                let composed = TextMeasurement(
                    width: measured.map(\.width).max() ?? 0, lineCount: measured.map(\.lineCount).reduce(0, +) + words.count - 1)
                XCTAssertEqual(measurer.measure(text, font: font, maxWidth: 0), composed, "\(text.debugDescription) in \(font)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 6_000)
        for text in [
            "one", "שלום עולם", "مرحبا world", "two  spaces", " leading", "trailing ", "tab\tseparated", "one\ntwo", "a \u{301}b",
            "no\u{A0}break", "中文 文本", "emoji 👍", String(repeating: "x", count: 33) + " y",
        ] {
            XCTAssertFalse(measurer.composesWidthZeroFromWords(text), text.debugDescription)
        }
        XCTAssertTrue(measurer.composesWidthZeroFromWords("Card 1.2.3"))
    }

    /// Scenes laid out with the texts at width 0 composed from their words are the scenes laid out
    /// with every text measured whole: every preset and the generated scenes.
    func testLayoutsWithComposedWidthZeroAreTheSame() throws {
        struct Whole: TextMeasuring {
            let pango = PangoTextMeasurer()
            func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
                pango.measure(string, font: font, maxWidth: maxWidth)
            }
            func keepsUnwrappedLinesThatFit(_ string: String) -> Bool { pango.keepsUnwrappedLinesThatFit(string) }
        }
        var documents = try Presets.scenes(devices: try bundledDevices()).map(\.document)
        documents += [SceneDocument.scaleScene(views: 100), SceneDocument.scaleScene(views: 1_000), SceneDocument.scaleScene(views: 1_000, seed: 3)]
        for document in documents {
            XCTAssertEqual(ViewLayout(document: document, measurer: PangoTextMeasurer()), ViewLayout(document: document, measurer: Whole()))
        }
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
