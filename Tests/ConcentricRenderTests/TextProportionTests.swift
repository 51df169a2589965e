// Text in SwiftUI's proportions: labels laid out through the renderer's measurer take about the
// widths SwiftUI gives them, and each character comes from the face the `Typeface` names say.
import CPangoCairo
import ConcentricCore
import ConcentricScene
@testable import ConcentricRender
import XCTest

final class TextProportionTests: XCTestCase {
    /// Label widths SwiftUI laid out on macOS in its 13 pt system font (San Francisco), in points.
    static let recorded: [(label: String, width: Double)] = [
        ("First", 27), ("Second", 46), ("Third", 31.5), ("Short", 33.5), ("A longer text", 77.5), ("Mid", 22.5),
        ("A", 9), ("B", 8.5), ("Top", 22.5), ("Bottom", 44.5), ("Fixed", 32.5), ("End", 23.5), ("Title", 26.5),
        ("Subtitle", 47),
    ]

    /// The recorded labels as `Text`s in a `VStack` under `.font(.system(size: 13))`, laid out as
    /// `render` lays them out: each within 2.5 % of SwiftUI's width, and within 1.5 % on average.
    func testLabelsAtThirteenPointsTakeSwiftUIsWidths() throws {
        let texts = Self.recorded.map { SceneView(.text(TextView($0.label))) }
        let stack = SceneView(.vStack(StackView(children: texts), alignment: .leading), modifiers: [.font(.system(size: 13))])
        let document = SceneDocument(screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), root: stack)
        let runs = SceneRenderer.layout(document).drawing.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        XCTAssertEqual(runs.map(\.string), Self.recorded.map(\.label))
        XCTAssertTrue(runs.allSatisfy { $0.font.size == 13 && $0.lineCount == 1 })
        var errors: [Double] = []
        var report: [String] = []
        for (run, expected) in zip(runs, Self.recorded) {
            let error = (run.frame.width - expected.width) / expected.width
            errors.append(abs(error))
            report.append("\(run.string) \(String(format: "%.3f", run.frame.width)) (SwiftUI \(expected.width), \(String(format: "%+.2f", error * 100)) %)")
        }
        let mean = errors.reduce(0, +) / Double(max(1, errors.count))
        let worst = errors.max() ?? 0
        let summary = report.joined(separator: "; ") + String(format: "; mean %.2f %%, worst %.2f %%", mean * 100, worst * 100)
        XCTAssertLessThanOrEqual(worst, 0.025, summary)
        XCTAssertLessThan(mean, 0.015, summary)
    }

    /// Latin, Cyrillic and Greek in Inter below the display size and Inter Display from it; Hebrew,
    /// which Inter lacks, in DejaVu Sans, at either size.
    func testEachCharacterComesFromTheNamedFace() {
        let engine = TextEngine()
        XCTAssertEqual(Self.families(engine.layout("Label Метка Ετικέτα", size: 13, weight: .regular)), [Typeface.text])
        XCTAssertEqual(Self.families(engine.layout("Label", size: Typeface.displaySize, weight: .semibold)), [Typeface.display])
        XCTAssertEqual(Self.families(engine.layout("Label", size: Typeface.displaySize.nextDown, weight: .bold)), [Typeface.text])
        XCTAssertEqual(Self.families(engine.layout("תווית", size: 13, weight: .regular)), [Typeface.fallback])
        XCTAssertEqual(Self.families(engine.layout("Label תווית", size: 28, weight: .regular)), [Typeface.display, Typeface.fallback])
    }

    /// Inter Display is the narrower cut: a label at the display size is narrower, for its size,
    /// than just below it, as San Francisco's Display is beside its Text.
    func testTheDisplayCutStartsAtTheDisplaySize() {
        let measurer = PangoTextMeasurer()
        func perPoint(_ size: Double) -> Double {
            measurer.measure("A longer text", font: ResolvedFont(size: size, weight: .regular, lineHeight: size, style: nil), maxWidth: nil).width / size
        }
        XCTAssertLessThan(perPoint(Typeface.displaySize), perPoint(Typeface.displaySize.nextDown) * 0.97)
        XCTAssertEqual(perPoint(40), perPoint(Typeface.displaySize), accuracy: 1e-3)
    }

    /// The distinct families of the fonts `block`'s runs are set in, in order of first use.
    static func families(_ block: TextBlock) -> [String] {
        var families: [String] = []
        guard let iterator = pango_layout_get_iter(block.layout) else { return families }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font else { continue }
            let description = pango_font_describe(font)
            defer { pango_font_description_free(description) }
            if let name = pango_font_description_get_family(description).map({ String(cString: $0) }), !families.contains(name) {
                families.append(name)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }
}
