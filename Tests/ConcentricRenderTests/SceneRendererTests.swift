// The one drawing entry point, called the way the playground calls it, and on hostile scenes.
import CPangoCairo
import ConcentricCore
@testable import ConcentricRender
import ConcentricScene
import XCTest

final class SceneRendererTests: XCTestCase {
    /// A Pango context (and with the first one, fontconfig) is only set up for what lays out
    /// text: the presets with a text or a label, and any scene drawn with annotations.
    func testTextIsSetUpOnlyForScenesWithTextOrAnnotations() throws {
        let withText: Set = ["concentric-card", "air-quality", "storage-summary", "playback-panel", "uniform-card", "adaptive-background", "nested-cards", "ellipse-fallback"]
        for preset in try allPresets() {
            let id = try XCTUnwrap(preset.id)
            let layout = SceneRenderer.layout(preset.document)
            XCTAssertEqual(SceneRenderer.needsText(layout, options: RenderOptions()), withText.contains(id), id)
            XCTAssertTrue(SceneRenderer.needsText(layout, options: .annotated), id)
        }
    }

    /// The playground translates and scales the context to fit its canvas, then calls `draw`:
    /// the result is the exporter's image at that scale, shifted.
    func testDrawingHonoursTheCallersTransform() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let exported = try XCTUnwrap(SceneExporter.image(layout, scale: 2))
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 804 + 30, 1748 + 40))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
        cairo_paint(cr)
        cairo_translate(cr, 10, 20)
        cairo_scale(cr, 2, 2)
        SceneRenderer.draw(layout, into: cr)
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

    func testAbsurdlyLargeViewsStillDraw() throws {
        let huge = SceneView(.shape(ShapeView(.plain(.roundedRectangle(radius: 1e300)), fill: .solid(Color(rgb8: 255, 0, 0)))), modifiers: [
            .frame(width: 1e300, height: 1e300),
        ])
        let inner = SceneView(.color(.rgb(Color(rgb8: 0, 0, 255))), modifiers: [.frame(width: 1e299, height: 1e299)])
        // Placed at the top-leading corner of a billion-point frame: half a billion points away.
        let text = SceneView(.text(TextView("far away", font: .system(size: 1000))), modifiers: [
            .frame(width: 1e299, height: 1e299, alignment: .topLeading),
        ])
        let layout = SceneRenderer.layout(document(SceneView(.zStack(children: [huge, inner, text])), on: plainScreen(100, 100)))
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: 1, options: .annotated))
        let center = image.rgba(x: 50, y: 50)
        XCTAssertEqual([center.r, center.g, center.b, center.a], [0, 0, 255, 255], "the huge inner view covers the screen")
    }

    func testEmptyScenesAndEmptyFramesDrawNothing() throws {
        let screen = plainScreen(50, 40)
        let white = SceneView(.color(.rgb(.white)))
        let empty = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(document(white, on: screen)), options: .annotated))
        XCTAssertEqual(empty.rgba(x: 25, y: 20).r, 255)
        // Padding larger than the screen leaves the black view and its text no room.
        let squeezed = SceneView(.zStack(children: [white, SceneView(.text(TextView("x")), modifiers: [
            .frame(width: 0, height: 0), .background(.fill(.solid(.black)), in: .plain(.roundedRectangle(radius: 4))),
        ])]))
        let image = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(document(squeezed, on: screen)), options: .annotated))
        XCTAssertEqual(ImageDifference(empty, image, threshold: 0).maximum, 0)
        XCTAssertNil(SceneExporter.image(SceneRenderer.layout(document(white, on: plainScreen(0, 0)))), "a 0 × 0 canvas has no image")
    }

    /// `.opacity` composites its view once: two overlapping opaque squares at 50 % show the top
    /// one where they overlap, not the bottom one through it.
    func testOpacityIsOneGroupAndClipsNest() throws {
        func square(_ color: Color, x: Double) -> SceneView {
            SceneView(.color(.rgb(color)), modifiers: [.frame(width: 40, height: 40), .padding(EdgeInsetsValue(leading: .literal(x)))])
        }
        let group = SceneView(.zStack(children: [square(Color(rgb8: 255, 0, 0), x: 0), square(Color(rgb8: 0, 0, 255), x: 20)], alignment: .topLeading), modifiers: [
            .opacity(0.5), .frame(width: 100, height: 100, alignment: .topLeading),
        ])
        let clipped = SceneView(.color(.rgb(Color(rgb8: 0, 255, 0))), modifiers: [
            .frame(width: 40, height: 40), .clipShape(.plain(.circle)), .clipShape(.plain(.rectangle)), .padding(EdgeInsetsValue(top: 60, leading: 60)),
        ])
        let root = SceneView(.zStack(children: [group, clipped], alignment: .topLeading))
        let image = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(document(root, on: plainScreen(100, 100)))))
        let overlap = image.rgba(x: 30, y: 20)
        XCTAssertEqual(overlap.r, 0, "\(overlap): the red square does not show through the blue one")
        XCTAssertEqual(Int(overlap.b), 128, accuracy: 2)
        XCTAssertEqual(Int(overlap.a), 128, accuracy: 2)
        let red = image.rgba(x: 10, y: 20)
        XCTAssertEqual(Int(red.r), 128, accuracy: 2)
        XCTAssertEqual(image.rgba(x: 80, y: 80).g, 255, "inside the circle")
        XCTAssertEqual(image.rgba(x: 62, y: 62).a, 0, "the circle clips the square's corner")
    }

    /// Text is drawn where layout put it: a wrapped Text's ink stays inside its frame, which is
    /// its lines × the Dynamic Type line height.
    func testWrappedTextStaysInItsFrame() throws {
        let text = SceneView(.text(TextView("One shared center for every corner of every card", font: .style(.headline), color: .primary)), modifiers: [
            .frame(width: 120, height: nil), .name("text"),
        ])
        let root = SceneView(.zStack(children: [SceneView(.color(.rgb(.white))), text]))
        let layout = SceneRenderer.layout(document(root, on: plainScreen(200, 200)))
        let run = try XCTUnwrap(layout.drawing.compactMap { (command) -> TextRun? in if case .text(let run) = command { return run } else { return nil } }.first)
        XCTAssertGreaterThan(run.lineCount, 1)
        XCTAssertEqual(run.frame.height, Double(run.lineCount) * 22, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(run.frame.width, 120)
        let image = try XCTUnwrap(SceneExporter.image(layout))
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for y in 0..<200 {
            for x in 0..<200 where image.rgba(x: x, y: y).r < 128 {
                (minX, minY) = (min(minX, Double(x)), min(minY, Double(y)))
                (maxX, maxY) = (max(maxX, Double(x + 1)), max(maxY, Double(y + 1)))
            }
        }
        let inked = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        XCTAssertTrue(minX.isFinite, "no ink")
        XCTAssertGreaterThanOrEqual(inked.minY, run.frame.minY - 1, "\(inked) vs \(run.frame)")
        XCTAssertLessThanOrEqual(inked.maxY, run.frame.maxY + 1, "\(inked) vs \(run.frame)")
        XCTAssertGreaterThanOrEqual(inked.minX, run.frame.minX - 1)
        XCTAssertLessThanOrEqual(inked.maxX, run.frame.maxX + 1)
        // The last line's ink is in the last line's slot.
        XCTAssertGreaterThan(inked.maxY, run.frame.maxY - 22)
    }
}
