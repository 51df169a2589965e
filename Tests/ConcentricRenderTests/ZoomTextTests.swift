// The canvas zooms text, never reflows it: a text run drawn at any scale breaks into the lines
// layout counted for it.
import CPangoCairo
import ConcentricCore
import ConcentricScene
@testable import ConcentricRender
import XCTest

final class ZoomTextTests: XCTestCase {
    func testEveryPresetsTextsKeepTheirLinesAtEveryZoom() throws {
        var checked = 0
        for preset in try allPresets() {
            let layout = SceneRenderer.layout(preset.document)
            let runs = layout.drawing.compactMap { command -> TextRun? in if case .text(let run) = command { run } else { nil } }
            for scale in [0.1, 0.17, 0.25, 0.4, 0.6, 1, 1.7, 3] {
                let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8))
                defer { cairo_surface_destroy(surface) }
                let cr = try XCTUnwrap(cairo_create(surface))
                defer { cairo_destroy(cr) }
                cairo_scale(cr, scale, scale)
                let engine = SceneRenderer.drawingEngine(for: cr)
                for run in runs {
                    let block = engine.layout(
                        run.string, size: run.font.size, weight: run.font.weight, width: run.frame.width, alignment: run.alignment,
                        lineHeight: run.font.lineHeight)
                    XCTAssertEqual(block.lineCount, run.lineCount, "\(preset.id ?? "?"): \"\(run.string)\" at zoom \(scale)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 80, "the presets hold texts")
    }
}
