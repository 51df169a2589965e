// The playground canvas's draw step: the fit's arithmetic and where the screen lands in pixels.
import CPangoCairo
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class CanvasPainterTests: XCTestCase {
    func testFitKeepsTheAspectRatioAndAMarginAndCentres() throws {
        let fit = try XCTUnwrap(CanvasFit(canvas: Size(width: 1280, height: 800), scene: Size(width: 402, height: 874)))
        XCTAssertEqual(fit.scale, (800 - 2 * CanvasFit.margin) / 874, accuracy: 1e-12)
        XCTAssertEqual(fit.originY, CanvasFit.margin, accuracy: 1e-9)
        XCTAssertEqual(fit.originX, (1280 - 402 * fit.scale) / 2, accuracy: 1e-9)
        let fixed = try XCTUnwrap(CanvasFit(canvas: Size(width: 100, height: 100), scene: Size(width: 402, height: 874), factor: 2))
        XCTAssertEqual(fixed.scale, 2)
        XCTAssertEqual(fixed.originX, (100 - 804) / 2)
        XCTAssertNil(CanvasFit(canvas: Size(width: 40, height: 40), scene: Size(width: 10, height: 10)), "no room inside the margins")
        XCTAssertNil(CanvasFit(canvas: Size(width: 400, height: 400), scene: Size(width: 0, height: 10)))
        XCTAssertNil(CanvasFit(canvas: Size(width: 400, height: 400), scene: Size(width: 10, height: 10), factor: -1))
    }

    /// A fixed zoom puts the chosen centre at the canvas's centre: at 200 % centred the scene's
    /// centre is the canvas's (the card stays in view); the transform and its inverse agree.
    func testAFixedZoomShowsItsCentreAtTheCanvasCentre() throws {
        let canvas = Size(width: 800, height: 600), scene = Size(width: 402, height: 874)
        let centred = try XCTUnwrap(CanvasFit(canvas: canvas, scene: scene, factor: 2))
        XCTAssertEqual(centred.canvasPoint(fromScene: Point(x: 201, y: 437)), Point(x: 400, y: 300))
        let corner = try XCTUnwrap(CanvasFit(canvas: canvas, scene: scene, factor: 2, center: Point(x: 0, y: 1)))
        XCTAssertEqual(corner.canvasPoint(fromScene: Point(x: 0, y: 874)), Point(x: 400, y: 300), "the bottom-left corner in the middle")
        let p = Point(x: 123.25, y: -40.5)
        let back = corner.scenePoint(fromCanvas: corner.canvasPoint(fromScene: p))
        XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
        // Fit ignores the centre: it always centres.
        XCTAssertEqual(CanvasFit(canvas: canvas, scene: scene, center: Point(x: 0, y: 0)), CanvasFit(canvas: canvas, scene: scene))
        XCTAssertNil(CanvasFit(canvas: canvas, scene: scene, factor: 2, center: Point(x: .nan, y: 0.5)))
    }

    /// Zooming about a pointer keeps the scene point under it where it was, from Fit and from a
    /// panned zoom alike; panning moves the scene with the pointer.
    func testZoomingAboutAPointKeepsThatScenePointUnderIt() throws {
        let canvas = Size(width: 900, height: 700), scene = Size(width: 402, height: 874)
        let starts = [
            try XCTUnwrap(CanvasFit(canvas: canvas, scene: scene)),
            try XCTUnwrap(CanvasFit(canvas: canvas, scene: scene, factor: 3, center: Point(x: 0.2, y: 0.9))),
        ]
        for start in starts {
            for anchor in [Point(x: 10, y: 20), Point(x: 450, y: 350), Point(x: 880, y: 5)] {
                for factor in [0.1, 1, 2.5, 8] {
                    let center = start.center(zoomedTo: factor, about: anchor, canvas: canvas, scene: scene)
                    let zoomed = try XCTUnwrap(CanvasFit(canvas: canvas, scene: scene, factor: factor, center: center))
                    let before = start.scenePoint(fromCanvas: anchor), after = zoomed.scenePoint(fromCanvas: anchor)
                    XCTAssertEqual(after.x, before.x, accuracy: 1e-9, "\(anchor) at \(factor)")
                    XCTAssertEqual(after.y, before.y, accuracy: 1e-9, "\(anchor) at \(factor)")
                }
            }
            let center = start.center(pannedBy: Point(x: 30, y: -12), canvas: canvas, scene: scene)
            let panned = try XCTUnwrap(CanvasFit(canvas: canvas, scene: scene, factor: start.scale, center: center))
            let q = Point(x: 100, y: 200)
            XCTAssertEqual(panned.canvasPoint(fromScene: q).x, start.canvasPoint(fromScene: q).x + 30, accuracy: 1e-9)
            XCTAssertEqual(panned.canvasPoint(fromScene: q).y, start.canvasPoint(fromScene: q).y - 12, accuracy: 1e-9)
        }
    }

    /// Painting a screen-filling opaque scene covers exactly the fitted rectangle (at a device
    /// scale of 2, as on a HiDPI monitor) and leaves the margins alone.
    func testPaintDrawsTheSceneInsideTheFit() throws {
        let layout = SceneRenderer.layout(document(SceneView(.color(.rgb(Color(rgb8: 255, 0, 0)))), on: plainScreen(100, 200)))
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 600))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, 2, 2)
        let cr = try XCTUnwrap(cairo_create(surface))
        let fit = try XCTUnwrap(CanvasPainter.paint(layout, into: cr, canvas: Size(width: 400, height: 300)))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        // 300 − 48 = 252 px tall: scale 1.26, a 126 × 252 screen from (137, 24).
        XCTAssertEqual(fit.scale, 1.26, accuracy: 1e-12)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        func pixel(_ x: Double, _ y: Double) -> UInt32 {  // logical pixels → device pixels
            UnsafeRawPointer(data + Int(y * 2) * stride).loadUnaligned(fromByteOffset: Int(x * 2) * 4, as: UInt32.self)
        }
        XCTAssertEqual(pixel(200, 150), 0xFFFF_0000, "the centre is the scene")
        XCTAssertEqual(pixel(138, 25), 0xFFFF_0000, "just inside the top-left corner")
        XCTAssertEqual(pixel(262, 275), 0xFFFF_0000, "just inside the bottom-right corner")
        XCTAssertEqual(pixel(136, 150), 0, "left of the screen")
        XCTAssertEqual(pixel(264, 150), 0, "right of the screen")
        XCTAssertEqual(pixel(200, 23), 0, "in the top margin")
        XCTAssertEqual(pixel(200, 277), 0, "in the bottom margin")
    }

    /// An empty scene still shows its device: the screen's shape in white, edged by a faint line,
    /// and nothing outside it (the same in the retained canvas the window keeps).
    func testAnEmptySceneShowsTheDevice() throws {
        let screen = Screen(size: Size(width: 100, height: 200), shape: .roundedRectangle(radius: 30, curve: .continuous))
        let layout = SceneRenderer.layout(document(SceneView(.zStack(children: [])), on: screen))
        let canvas = Size(width: 400, height: 300)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 300))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        let fit = try XCTUnwrap(CanvasPainter.paint(layout, into: cr, canvas: canvas))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        func pixel(_ p: Point) -> UInt32 { UnsafeRawPointer(data + Int(p.y) * stride).loadUnaligned(fromByteOffset: Int(p.x) * 4, as: UInt32.self) }
        XCTAssertEqual(pixel(fit.canvasPoint(fromScene: Point(x: 50, y: 100))), 0xFFFF_FFFF, "the screen is white")
        XCTAssertEqual(pixel(fit.canvasPoint(fromScene: Point(x: 1, y: 1))), 0, "outside the screen's rounded corner")
        let edge = pixel(fit.canvasPoint(fromScene: Point(x: 50, y: 0)))
        XCTAssertTrue(edge >> 24 > 0 && edge & 0xFF < 0xF0, String(edge, radix: 16) + ": the screen's edge is not drawn")
        // The window's retained canvas draws the same pixels.
        let retained = try XCTUnwrap(RetainedSceneCanvas(canvas: canvas, scale: 1))
        retained.update(layout)
        let kept = retained.pixels()
        XCTAssertEqual(Array(kept.bytes.prefix(stride * 300)), Array(UnsafeBufferPointer(start: data, count: stride * 300)))
    }
}
