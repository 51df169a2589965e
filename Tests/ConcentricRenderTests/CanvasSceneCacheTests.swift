// The canvas's kept scene image: the same pixels as drawing directly, drawn again exactly when
// the layout, the size, the scale or the viewport changes, never for the overlays alone.
import CPangoCairo
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class CanvasSceneCacheTests: XCTestCase {
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

    func testKeptPixelsMatchDirectDrawingAndFollowEveryChangeOfTheScene() throws {
        let card = SceneRenderer.layout(try preset("concentric-card"))
        let nested = SceneRenderer.layout(try preset("nested-cards"))
        let selected = CanvasOutlines(layout: card, selection: 3, hover: 1)
        let cache = CanvasSceneCache()
        func cached(_ layout: ViewLayout, _ generation: Int, factor: Double? = nil, outlines: CanvasOutlines = CanvasOutlines(), options: RenderOptions = RenderOptions()) throws -> [UInt8] {
            try pixels { cache.paint(layout, generation: generation, into: $0, canvas: canvas, scale: 2, factor: factor, options: options, outlines: outlines) }
        }
        func direct(_ layout: ViewLayout, factor: Double? = nil, outlines: CanvasOutlines = CanvasOutlines(), options: RenderOptions = RenderOptions()) throws -> [UInt8] {
            try pixels { CanvasPainter.paint(layout, into: $0, canvas: canvas, factor: factor, options: options, outlines: outlines) }
        }

        let plain = try direct(card)
        XCTAssertLessThanOrEqual(largestDifference(try cached(card, 1), plain), 2, "the kept image is the drawing")
        XCTAssertEqual(cache.sceneDraws, 1)
        // Outlines and annotations are drawn over the kept scene: no new scene drawing.
        let outlined = try direct(card, outlines: selected)
        XCTAssertGreaterThan(largestDifference(outlined, plain), 50, "the outlines show")
        XCTAssertLessThanOrEqual(largestDifference(try cached(card, 1, outlines: selected), outlined), 2)
        XCTAssertLessThanOrEqual(largestDifference(try cached(card, 1, options: .annotated), try direct(card, options: .annotated)), 2)
        XCTAssertEqual(cache.sceneDraws, 1, "overlays alone do not draw the scene again")
        // A new layout (its generation), another zoom: drawn again, and what is shown is the new one.
        let other = try direct(nested)
        XCTAssertGreaterThan(largestDifference(other, plain), 50)
        XCTAssertLessThanOrEqual(largestDifference(try cached(nested, 2), other), 2, "a new generation is drawn, not the kept card")
        XCTAssertEqual(cache.sceneDraws, 2)
        XCTAssertLessThanOrEqual(largestDifference(try cached(nested, 2, factor: 0.5), try direct(nested, factor: 0.5)), 2)
        XCTAssertEqual(cache.sceneDraws, 3, "a new zoom is drawn again")
    }
}
