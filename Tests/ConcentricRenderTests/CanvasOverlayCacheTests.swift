// The canvas's kept annotations (CanvasOverlayCache): frame after frame, as the scene,
// the zoom and the context's transformation change and come back, the pixels are byte for byte
// those of annotations planned and drawn from scratch.
import CPangoCairo
import ConcentricCore
@testable import ConcentricRender
import ConcentricScene
import XCTest

final class CanvasOverlayCacheTests: XCTestCase {
    private let canvas = Size(width: 480, height: 360)

    /// One frame on a new `canvas`-sized surface at device scale `scale`: the scene fitted with
    /// `factor`, then `overlays` on a context scaled by `zoom` (a context handed over transformed).
    private func frame(scale: Int, zoom: Double = 1, _ overlays: (OpaquePointer) -> Void) throws -> (bytes: [UInt8], stride: Int) {
        let w = Int32(canvas.width * Double(scale)), h = Int32(canvas.height * Double(scale))
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cr = try XCTUnwrap(cairo_create(surface))
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.93)
        cairo_paint(cr)
        cairo_scale(cr, zoom, zoom)
        overlays(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        return (Array(UnsafeBufferPointer(start: data, count: stride * Int(h))), stride)
    }

    func testKeptAnnotationsDrawTheSamePixelsAsNewOnes() throws {
        let card = SceneRenderer.layout(try preset("concentric-card"))
        let nested = SceneRenderer.layout(try preset("nested-cards"))
        let area = Size(width: canvas.width / 1.5, height: canvas.height / 1.5)
        // Frames as a canvas draws them: the same scene again (planned, then drawn again while its
        // masks are recorded, then from them), another zoom, another scene, a context scaled 1.5
        // times (another transformation: a new engine), and back.
        let frames: [(ViewLayout, Double?, Double)] = [
            (card, nil, 1), (card, nil, 1), (card, nil, 1), (card, nil, 1), (card, 0.5, 1), (card, 0.5, 1), (card, 0.5, 1),
            (nested, nil, 1), (nested, nil, 1), (nested, nil, 1), (nested, nil, 1.5), (nested, nil, 1.5), (nested, nil, 1.5),
            (card, nil, 1), (card, nil, 1), (card, nil, 1),
        ]
        for scale in [1, 2] {
            var cache = CanvasOverlayCache()
            for (k, (layout, factor, zoom)) in frames.enumerated() {
                let size = zoom == 1 ? canvas : area
                let fit = try XCTUnwrap(CanvasFit(canvas: size, scene: layout.size, factor: factor))
                let kept = try frame(scale: scale, zoom: zoom) { cr in
                    CanvasPainter.paintScene(layout, into: cr, canvas: size, factor: factor)
                    CanvasPainter.paintOverlays(layout, into: cr, fit: fit, canvas: size, options: .annotated, cache: &cache)
                }
                // As the canvas drew them before the cache: planned with a new engine, drawn with another.
                let new = try frame(scale: scale, zoom: zoom) { cr in
                    CanvasPainter.paintScene(layout, into: cr, canvas: size, factor: factor)
                    let plan = AnnotationPlanner.plan(layout, options: .annotated, viewport: CanvasPainter.viewport(fit, canvas: size), text: TextEngine(cr: cr))
                    XCTAssertFalse(plan.callouts.isEmpty)
                    SceneRenderer.drawAnnotations(plan, on: cr)
                }
                XCTAssertEqual(RetainedSceneCanvasTests.differences(kept.bytes, new.bytes, stride: new.stride), [], "frame \(k) @\(scale)x")
                // From the second draw of a plan on, its strokes and fills are kept as masks.
                let again = k > 0 && frames[k - 1].0 == layout && frames[k - 1].1 == factor && frames[k - 1].2 == zoom
                XCTAssertEqual(cache.keepsMasks, again, "frame \(k) @\(scale)x")
            }
        }
    }

    func testAContextWithAnotherTransformationGetsANewEngine() throws {
        var cache = CanvasOverlayCache()
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let fit = try XCTUnwrap(CanvasFit(canvas: canvas, scene: layout.size))
        var engines: [ObjectIdentifier] = []
        for zoom in [1.0, 1.0, 2.0, 2.0] {
            _ = try frame(scale: 1, zoom: zoom) { cr in
                engines.append(ObjectIdentifier(cache.annotations(for: layout, options: .annotated, viewport: CanvasPainter.viewport(fit, canvas: canvas), on: cr).text))
            }
        }
        XCTAssertEqual(engines[0], engines[1], "the same transformation keeps the engine")
        XCTAssertNotEqual(engines[1], engines[2], "another one makes a new engine")
        XCTAssertEqual(engines[2], engines[3])
    }
}
