// The drawing modifiers' pixels (overlay, strokes, shadow, mask), rendered in process: what each
// paints where, read back from the image.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class DrawingModifierRenderTests: XCTestCase {
    /// `root` on a 200 × 200 rectangular screen, rendered at `scale`.
    func render(_ root: SceneView, scale: Double = 1, file: StaticString = #filePath, line: UInt = #line) throws -> PixelImage {
        let layout = ViewLayout(root: root, screen: plainScreen(200, 200))
        return try XCTUnwrap(SceneExporter.image(layout, scale: scale), file: file, line: line)
    }

    /// The pixel at (x, y), as premultiplied RGBA.
    func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    /// A red 100 × 100 square at (50, 50), with `modifiers` after its frame.
    func square(_ modifiers: [ViewModifier]) -> SceneView {
        SceneView(.color(.rgb(Self.red)), modifiers: [.frame(width: 100, height: 100)] + modifiers)
    }

    // MARK: - Overlay

    /// A blue circle overlaid on the red square covers its middle and leaves its corners red; a
    /// 20 pt badge aligned top trailing covers the square's top right corner only.
    func testAnOverlayPaintsOverTheView() throws {
        let circle = try render(square([.overlay(.fill(.solid(Self.blue)), in: .circle)]))
        XCTAssertEqual(pixel(circle, 100, 100), [0, 0, 255, 255])
        XCTAssertEqual(pixel(circle, 52, 52), [255, 0, 0, 255])
        let badge = SceneView(.color(.rgb(Self.blue)), modifiers: [.frame(width: 20, height: 20)])
        let badged = try render(square([.overlay(.view(badge), in: nil, alignment: .topTrailing)]))
        XCTAssertEqual(pixel(badged, 145, 55), [0, 0, 255, 255])
        XCTAssertEqual(pixel(badged, 125, 55), [255, 0, 0, 255])
        XCTAssertEqual(pixel(badged, 145, 75), [255, 0, 0, 255])
        XCTAssertEqual(pixel(badged, 155, 55), [0, 0, 0, 0], "nothing outside the square")
    }

    // MARK: - Strokes

    /// A 100 pt square shape at (50, 50) with `stroke` and no fill.
    func stroked(_ shape: ViewShape, _ stroke: ShapeStroke) -> SceneView {
        SceneView(.shape(ShapeView(shape, stroke: stroke)), modifiers: [.frame(width: 100, height: 100)])
    }

    /// A 4 pt stroke is centred on the outline, reaching 2 pt outside the frame and 2 pt in; a
    /// 4 pt border stays inside the frame, its outer edge on the frame's; neither fills.
    func testAStrokeReachesHalfItsWidthOutsideTheFrameAndABorderStaysInside() throws {
        let blue = ShapeStroke(style: .solid(Self.blue), lineWidth: 4)
        let stroke = try render(stroked(.rectangle, blue), scale: 2)
        // Device pixels at scale 2: the frame's left edge is x = 100.
        XCTAssertEqual(pixel(stroke, 96, 200), [0, 0, 255, 255], "2 pt outside")
        XCTAssertEqual(pixel(stroke, 103, 200), [0, 0, 255, 255], "2 pt inside")
        XCTAssertEqual(pixel(stroke, 95, 200), [0, 0, 0, 0])
        XCTAssertEqual(pixel(stroke, 104, 200), [0, 0, 0, 0], "no fill")
        var inside = blue
        inside.isBorder = true
        let border = try render(stroked(.rectangle, inside), scale: 2)
        XCTAssertEqual(pixel(border, 99, 200), [0, 0, 0, 0], "nothing outside the frame")
        XCTAssertEqual(pixel(border, 100, 200), [0, 0, 255, 255])
        XCTAssertEqual(pixel(border, 107, 200), [0, 0, 255, 255], "4 pt in")
        XCTAssertEqual(pixel(border, 108, 200), [0, 0, 0, 0])
        // A circle's border: the ring's outer edge on the frame's circle.
        let ring = try render(stroked(.circle, inside), scale: 2)
        XCTAssertEqual(pixel(ring, 101, 200), [0, 0, 255, 255])
        XCTAssertEqual(pixel(ring, 99, 200), [0, 0, 0, 0])
        XCTAssertEqual(pixel(ring, 200, 200), [0, 0, 0, 0])
    }

    /// The stroke is drawn over the shape's fill.
    func testAStrokeIsDrawnOverTheFill() throws {
        let view = SceneView(.shape(ShapeView(.rectangle, fill: .solid(Self.red), stroke: ShapeStroke(style: .solid(Self.blue), lineWidth: 8, isBorder: true))),
            modifiers: [.frame(width: 100, height: 100)])
        let image = try render(view)
        XCTAssertEqual(pixel(image, 52, 100), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 100, 100), [255, 0, 0, 255])
    }
}
