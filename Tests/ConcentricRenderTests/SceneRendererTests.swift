// The one drawing entry point, called the way the playground calls it, and on hostile scenes.
import CPangoCairo
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class SceneRendererTests: XCTestCase {
    /// The playground translates and scales the context to fit its canvas, then calls `draw`:
    /// the result is the exporter's image at that scale, shifted.
    func testDrawingHonoursTheCallersTransform() throws {
        let layout = SceneLayout(scene: try XCTUnwrap(try Presets.named("concentric-card", devices: bundledDevices())))
        let exported = try XCTUnwrap(SceneExporter.image(layout, scale: 2, options: .annotated))
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 804 + 30, 1748 + 40))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
        cairo_paint(cr)
        cairo_translate(cr, 10, 20)
        cairo_scale(cr, 2, 2)
        SceneRenderer.draw(layout, into: cr, options: .annotated)
        // The context's state is restored: drawing afterwards uses the caller's source again.
        cairo_rectangle(cr, -5, -10, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { UnsafeRawPointer(data + y * stride).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
        XCTAssertEqual(pixel(0, 0) & 0xFFFFFF, 0x808080, "the gray backdrop stays outside the screen")
        var differing = 0
        for (x, y) in [(402, 874), (100, 900), (700, 1100), (402, 1050), (60, 1000), (402, 1000)] {
            let e = exported.rgba(x: x, y: y)
            let p = pixel(x + 10, y + 20)
            let channels = [Int((p >> 16) & 0xFF) - Int(e.r), Int((p >> 8) & 0xFF) - Int(e.g), Int(p & 0xFF) - Int(e.b)]
            if channels.contains(where: { abs($0) > 2 }) { differing += 1 }
        }
        XCTAssertEqual(differing, 0)
    }

    func testAbsurdlyLargeCardsStillDraw() throws {
        let card = Card(
            frame: FrameRule(width: 1e300, height: 1e300), shape: .fixed(.roundedRectangle(radius: 1e300)), fill: .solid(Color(rgb8: 255, 0, 0)),
            label: CardLabel("far away", size: 1000),
            children: [Card(frame: .padding(1e299), fill: .solid(Color(rgb8: 0, 0, 255)))])
        let layout = SceneLayout(scene: Scene(screen: Screen(size: Size(width: 100, height: 100), shape: .rectangle), background: nil, cards: [card]))
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: 1, options: .annotated))
        let center = image.rgba(x: 50, y: 50)
        XCTAssertEqual([center.r, center.g, center.b, center.a], [0, 0, 255, 255], "the huge inner card covers the screen")
    }

    func testEmptyScenesAndEmptyFramesDrawOnlyTheBackground() throws {
        let screen = Screen(size: Size(width: 50, height: 40), shape: .rectangle)
        let empty = try XCTUnwrap(SceneExporter.image(SceneLayout(scene: Scene(screen: screen, background: .solid(.white))), options: .annotated))
        XCTAssertEqual(empty.rgba(x: 25, y: 20).r, 255)
        let squeezed = Scene(screen: screen, background: .solid(.white), cards: [Card(frame: .padding(30), fill: .solid(.black), label: CardLabel("x"))])
        let image = try XCTUnwrap(SceneExporter.image(SceneLayout(scene: squeezed), options: .annotated))
        XCTAssertEqual(ImageDifference(empty, image, threshold: 0).maximum, 0)
        XCTAssertNil(SceneExporter.image(SceneLayout(scene: Scene(screen: Screen(size: .zero, shape: .rectangle)))), "a 0 × 0 canvas has no image")
    }
}
