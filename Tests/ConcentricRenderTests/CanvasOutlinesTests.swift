// The editor's marks on the live canvas, in real pixels: the selected view's outline with its
// resolved corners and the hovered view's lighter outline, drawn by CanvasPainter over the scene.
import CPangoCairo
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class CanvasOutlinesTests: XCTestCase {
    /// concentric-card at Fit on a 1280 × 800 canvas, painted without and with the white
    /// surface selected and the card hovered: the white surface's top edge turns to the accent
    /// blue, the card's bottom edge less so (the hover's lighter line); inside the surface and
    /// away from both views the pixels are the scene's.
    func testSelectionAndHoverAreOutlined() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let surface = try node("white surface", in: layout), card = try node("card", in: layout)
        let canvas = Size(width: 1280, height: 800)
        let outlines = CanvasOutlines(layout: layout, selection: surface.viewIndex, hover: card.viewIndex)
        XCTAssertNotNil(outlines.selectionFrame)
        XCTAssertFalse(outlines.selectionShapes.isEmpty, "the white surface's background shape")
        XCTAssertFalse(outlines.hover.isEmpty, "the card's surfaces")

        let plain = try Canvas(layout, canvas: canvas, outlines: CanvasOutlines())
        let marked = try Canvas(layout, canvas: canvas, outlines: outlines)
        let fit = marked.fit
        func at(_ p: Point) -> Point { fit.canvasPoint(fromScene: p) }

        let topEdge = at(Point(x: surface.frame.midX, y: surface.frame.minY))
        XCTAssertGreaterThan(marked.towardAccent(from: plain, near: topEdge), 60,
                             "the selection's line on the white surface's top edge: \(plain.rgb(topEdge)) → \(marked.rgb(topEdge))")
        let cardBottom = at(Point(x: card.frame.midX, y: card.frame.maxY))
        XCTAssertGreaterThan(marked.towardAccent(from: plain, near: cardBottom), 30,
                             "the hover's line on the card's bottom edge: \(plain.rgb(cardBottom)) → \(marked.rgb(cardBottom))")
        // The hover is lighter than the selection.
        XCTAssertLessThan(marked.towardAccent(from: plain, near: cardBottom), marked.towardAccent(from: plain, near: topEdge))
        let middle = at(Point(x: surface.frame.minX + 20, y: surface.frame.midY))
        XCTAssertEqual(marked.rgb(middle), plain.rgb(middle), "inside the white surface nothing is drawn over it")
        let far = at(Point(x: 20, y: 40))
        XCTAssertEqual(marked.rgb(far), plain.rgb(far), "away from both views nothing is drawn")
    }

    /// With the white surface selected and the card hovered, the canvas shows how far each edge
    /// of the surface is from the card's (it is inside it): a red line with a pill saying the
    /// length, where the scene alone has no red.
    func testTheDistanceToTheHoveredViewIsDrawn() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let surface = try node("white surface", in: layout), card = try node("card", in: layout)
        let distances = surface.frame.edgeDistances(to: card.frame)
        XCTAssertEqual(distances.count, 4, "each edge's inset in the card")
        let canvas = Size(width: 1280, height: 800)
        let plain = try Canvas(layout, canvas: canvas, outlines: CanvasOutlines())
        let measured = try Canvas(layout, canvas: canvas, outlines: CanvasOutlines(distances: distances))
        // The top inset's line, between the card's top and the surface's, above its pill, over
        // the orange surface: the line's red (230, 57, 45) takes the orange's green away.
        let top = measured.fit.canvasPoint(fromScene: Point(x: surface.frame.midX, y: card.frame.minY + 20))
        let greens = (-2...2).map { dx in (measured.rgb(Point(x: top.x + Double(dx), y: top.y))[1], plain.rgb(Point(x: top.x + Double(dx), y: top.y))[1]) }
        XCTAssertTrue(greens.contains { $0.0 < 90 && $0.1 > 120 }, "the top distance's line, (with, without) green: \(greens)")
        let away = measured.fit.canvasPoint(fromScene: Point(x: surface.frame.minX + 30, y: card.frame.minY + 20))
        XCTAssertEqual(measured.rgb(away), plain.rgb(away), "beside the line nothing is drawn")
    }
}

/// One painting of a layout into an ARGB image.
private struct Canvas {
    let fit: CanvasFit
    private let pixels: [UInt32]
    private let width: Int, height: Int

    init(_ layout: ViewLayout, canvas: Size, outlines: CanvasOutlines) throws {
        width = Int(canvas.width)
        height = Int(canvas.height)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        cairo_set_source_rgb(cr, 0.92, 0.92, 0.92)
        cairo_paint(cr)
        fit = try XCTUnwrap(CanvasPainter.paint(layout, into: cr, canvas: canvas, outlines: outlines))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(UnsafeRawPointer(data + y * stride).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            }
        }
        self.pixels = pixels
    }

    func rgb(_ p: Point) -> [Int] {
        let value = pixels[min(max(Int(p.y), 0), height - 1) * width + min(max(Int(p.x), 0), width - 1)]
        return [Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF)]
    }

    /// How much closer to the accent (53, 132, 228) this painting is than `other` at the pixel
    /// within 2 px of `p` where it moved most (a sum of channel distances).
    func towardAccent(from other: Canvas, near p: Point) -> Int {
        func distance(_ c: [Int]) -> Int { abs(c[0] - 53) + abs(c[1] - 132) + abs(c[2] - 228) }
        var best = 0
        for dy in -2...2 {
            for dx in -2...2 {
                let q = Point(x: p.x + Double(dx), y: p.y + Double(dy))
                best = max(best, distance(other.rgb(q)) - distance(rgb(q)))
            }
        }
        return best
    }
}
