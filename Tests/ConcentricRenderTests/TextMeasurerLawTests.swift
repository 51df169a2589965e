// What layout's text cache relies on (`TextMeasuring.keepsUnwrappedLinesThatFit`,
// `widthZeroComposition`, `LayoutEngine.measure`): Pango, wrapping a text at any width it
// fits in unwrapped, answers the unwrapped measurement exactly; below 0 answers as 0, infinity as
// unwrapped; and at width 0 a text it says so of answers what its words, or its characters, do.
import ConcentricCore
@testable import ConcentricRender
@testable import ConcentricScene
import ConcentricTestSupport
import ScaleScenes
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
        var checked = 0
        for text in try corpus() + mixedWords() where measurer.widthZeroComposition(text) == .words {
            let words = text.split(separator: " ").map(String.init)
            for font in Self.fonts {
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
            "no\u{A0}break", "中文 文本", "emoji 👍", String(repeating: "x", count: 33) + " y", "x", "Hello, world", "Wait. Then",
        ] {
            XCTAssertNil(measurer.widthZeroComposition(text), text.debugDescription)
        }
        XCTAssertEqual(measurer.widthZeroComposition("Card 1.2.3"), .words)
    }

    /// At width 0 a word of ASCII digits and punctuation is its widest character wide, a line per
    /// character: every pair of those characters, and longer words of them, in every font.
    func testAtWidthZeroAWordOfDigitsAndPunctuationIsComposedFromItsCharacters() {
        let measurer = PangoTextMeasurer()
        let characters = (UInt8(0x21)...0x7E).filter(PangoTextMeasurer.isDigitOrPunctuation).map { String(UnicodeScalar($0)) }
        XCTAssertEqual(characters.count, 42)
        var generator = SeededGenerator(seed: 9)
        let longer = (0..<300).map { _ in (0..<(3 + Int(generator.next() % 10))).map { _ in characters[Int(generator.next() % 42)] }.joined() }
        let pairs = characters.flatMap { a in characters.map { a + $0 } }
        var checked = 0
        for (words, fonts) in [(pairs, [Self.fonts[0]]), (longer + ["1.3.3.2.1", "12:30", "98%", "$4.99", "(1)", "--"], Self.fonts)] {
            for font in fonts {
                for word in words {
                    XCTAssertEqual(measurer.widthZeroComposition(word), .characters, word)
                    let widest = word.map { measurer.measure(String($0), font: font, maxWidth: 0).width }.max() ?? 0
                    XCTAssertEqual(measurer.measure(word, font: font, maxWidth: 0), TextMeasurement(width: widest, lineCount: word.count), "\(word) in \(font)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 3_000)
        // Letters get Pango's hyphen at a break inside a word: such words are measured whole.
        for word in ["1a", "ab", "A1", "é1", "1", "1 2", "1\u{301}2"] { XCTAssertNotEqual(measurer.widthZeroComposition(word), .characters, word) }
    }

    /// What layout answers for a text at width 0 (`LayoutEngine.measure`, composing where the
    /// measurer says so) is what Pango answers for the whole text: every text of the corpus, the
    /// mixed texts and words of digits and punctuation, in every font.
    func testLayoutAnswersAtWidthZeroAsPangoDoes() throws {
        let pango = PangoTextMeasurer()
        var engine = LayoutEngine(
            root: SceneView(.text(TextView("x"))), parameters: [:], direction: .leftToRight, measurer: pango,
            screenBounds: Rect(x: 0, y: 0, width: 100, height: 100), safeArea: Rect(x: 0, y: 0, width: 100, height: 100))
        let texts = try corpus() + mixedWords() + ["1.3.3.2.1", "12:30 98% $4.99", "Card 1.3.3.2.1", "(1) [2] {3}", "x/y 3.14"]
        var composed = 0
        for text in texts {
            for font in Self.fonts {
                XCTAssertEqual(engine.measure(text, font: font, maxWidth: 0), pango.measure(text, font: font, maxWidth: 0), "\(text.debugDescription) in \(font)")
                if pango.widthZeroComposition(text) != nil { composed += 1 }
            }
        }
        XCTAssertGreaterThan(composed, 6_000)
    }

    /// Both of Inter's cuts (text below 20 pt, display from it), regular and heavier.
    static let fonts = [TextStyle.body, .caption2, .headline, .largeTitle].map { ResolvedFont(.style($0), parameters: [:]) }
        + [ResolvedFont(size: 13, weight: .bold, lineHeight: 16, style: nil), ResolvedFont(size: 22, weight: .heavy, lineHeight: 28, style: nil)]

    /// Scenes laid out with the texts at width 0 composed from their words are the scenes laid out
    /// with every text measured whole: every preset and the generated scenes.
    func testLayoutsWithComposedWidthZeroAreTheSame() throws {
        struct Whole: TextMeasuring {
            let pango = PangoTextMeasurer()
            func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
                pango.measure(string, font: font, maxWidth: maxWidth)
            }
            func keepsUnwrappedLinesThatFit(_ string: String) -> Bool { pango.keepsUnwrappedLinesThatFit(string) }
            // widthZeroComposition: the default, every text measured whole.
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
