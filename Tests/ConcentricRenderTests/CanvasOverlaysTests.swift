// The app's canvas: the scene's retained pixels (RetainedSceneCanvas) with the overlays painted
// over them (CanvasPainter.paintOverlays) are what CanvasPainter.paint draws, as the overlays and
// the scene change.
import CPangoCairo
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class CanvasOverlaysTests: XCTestCase {
    private let canvas = Size(width: 300, height: 240)

    /// A window-like target: the canvas at device scale 2 over an opaque grey, painted by `body`.
    private func pixels(_ body: (OpaquePointer) -> Void) throws -> [UInt8] {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 480))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, 2, 2)
        let cr = try XCTUnwrap(cairo_create(surface))
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.93)
        cairo_paint(cr)
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 480))
    }

    /// The largest difference of one channel between two images of the same size.
    private func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    func testRetainedSceneWithOverlaysIsWhatPaintDraws() throws {
        let card = SceneRenderer.layout(try preset("concentric-card"))
        let nested = SceneRenderer.layout(try preset("nested-cards"))
        let selected = CanvasOutlines(layout: card, selection: 3, hover: 1)
        let retained = try XCTUnwrap(RetainedSceneCanvas(canvas: canvas, scale: 2))
        // As CanvasView.draw: bring the retained pixels to the layout, paint them, then the overlays.
        func composed(_ layout: ViewLayout, factor: Double? = nil, outlines: CanvasOutlines = CanvasOutlines(), options: RenderOptions = RenderOptions()) throws -> [UInt8] {
            let fit = try XCTUnwrap(CanvasFit(canvas: canvas, scene: layout.size, factor: factor))
            return try pixels { cr in
                retained.update(layout, factor: factor)
                retained.paint(into: cr)
                CanvasPainter.paintOverlays(layout, into: cr, fit: fit, canvas: canvas, options: options, outlines: outlines)
            }
        }
        func direct(_ layout: ViewLayout, factor: Double? = nil, outlines: CanvasOutlines = CanvasOutlines(), options: RenderOptions = RenderOptions()) throws -> [UInt8] {
            try pixels { CanvasPainter.paint(layout, into: $0, canvas: canvas, factor: factor, options: options, outlines: outlines) }
        }

        let plain = try direct(card)
        XCTAssertLessThanOrEqual(largestDifference(try composed(card), plain), 2, "the retained scene is the drawing")
        let outlined = try direct(card, outlines: selected)
        XCTAssertGreaterThan(largestDifference(outlined, plain), 50, "the outlines show")
        XCTAssertLessThanOrEqual(largestDifference(try composed(card, outlines: selected), outlined), 2, "outlines over the kept scene")
        XCTAssertLessThanOrEqual(largestDifference(try composed(card), plain), 2, "and gone again with the selection")
        XCTAssertLessThanOrEqual(largestDifference(try composed(card, options: .annotated), try direct(card, options: .annotated)), 2)
        let other = try direct(nested)
        XCTAssertGreaterThan(largestDifference(other, plain), 50)
        XCTAssertLessThanOrEqual(largestDifference(try composed(nested), other), 2, "another scene replaces the kept card")
        XCTAssertLessThanOrEqual(largestDifference(try composed(nested, factor: 0.5), try direct(nested, factor: 0.5)), 2, "another zoom")
    }
}
