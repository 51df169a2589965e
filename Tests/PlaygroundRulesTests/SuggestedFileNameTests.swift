// The names the save dialogs suggest keep the scale as given (1.5× is `@1.5x`), and the Export
// menu's targets read back as their format and scale.
import ConcentricScene
import PlaygroundRules
import XCTest

final class SuggestedFileNameTests: XCTestCase {
    func testAPNGNamesItsScaleAsGiven() {
        let cases: [(Double, String)] = [
            (1, "card@1x.png"), (1.5, "card@1.5x.png"), (2, "card@2x.png"), (3, "card@3x.png"),
            (0.25, "card@0.25x.png"), (0.5, "card@0.5x.png"), (1.25, "card@1.25x.png"), (2.75, "card@2.75x.png"),
            (8, "card@8x.png"), (1.0 / 3, "card@0.333333333x.png"),
        ]
        for (scale, name) in cases {
            XCTAssertEqual(SuggestedFileName.export(stem: "card", format: .png, scale: scale, annotate: false), name, "\(scale)")
        }
        XCTAssertEqual(SuggestedFileName.scaleSuffix(1.5), "@1.5x")
        // Float noise is not a different scale.
        XCTAssertEqual(SuggestedFileName.scaleSuffix(0.1 + 0.2), "@0.3x")
    }

    func testVectorFormatsHaveNoScaleAndAnnotationsAreNamed() {
        XCTAssertEqual(SuggestedFileName.export(stem: "card", format: .svg, scale: 1, annotate: false), "card.svg")
        XCTAssertEqual(SuggestedFileName.export(stem: "card", format: .pdf, scale: 2, annotate: false), "card.pdf")
        XCTAssertEqual(SuggestedFileName.export(stem: "card", format: .png, scale: 1.5, annotate: true), "card@1.5x-annotated.png")
        XCTAssertEqual(SuggestedFileName.export(stem: "card", format: .svg, scale: 1, annotate: true), "card-annotated.svg")
    }

    func testTheOtherDialogsNames() {
        XCTAssertEqual(SuggestedFileName.sheet(stem: "concentric-card", annotate: false), "concentric-card-sheet.pdf")
        XCTAssertEqual(SuggestedFileName.sheet(stem: "concentric-card", annotate: true), "concentric-card-sheet-annotated.pdf")
        XCTAssertEqual(SuggestedFileName.animation(stem: "card"), "card.webp")
        XCTAssertEqual(SuggestedFileName.spec(stem: "card"), "card-spec.json")
        XCTAssertEqual(SuggestedFileName.scene(stem: "card"), "card.json")
    }

    func testTheExportMenusTargets() {
        XCTAssertEqual(ExportTarget("png@1"), ExportTarget(format: .png, scale: 1))
        XCTAssertEqual(ExportTarget("png@2"), ExportTarget(format: .png, scale: 2))
        XCTAssertEqual(ExportTarget("png@1.5"), ExportTarget(format: .png, scale: 1.5))
        XCTAssertEqual(ExportTarget("svg@1"), ExportTarget(format: .svg, scale: 1))
        XCTAssertEqual(ExportTarget("pdf@1"), ExportTarget(format: .pdf, scale: 1))
        for bad in ["", "png", "png@", "@2", "jpg@2", "PNG@2", "png@two", "png@2@3", "png 2"] {
            XCTAssertNil(ExportTarget(bad), bad)
        }
        // A target and the name its dialog suggests agree on the scale.
        if let target = ExportTarget("png@1.5") {
            XCTAssertEqual(SuggestedFileName.export(stem: "card", format: target.format, scale: target.scale, annotate: false), "card@1.5x.png")
        }
    }
}
