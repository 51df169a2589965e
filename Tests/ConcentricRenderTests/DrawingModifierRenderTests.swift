// The drawing modifiers' pixels (overlay, strokes, shadow, mask), rendered in process: what each
// paints where, read back from the image.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import ScaleScenes
import SceneEditing
import Foundation
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
        let circle = try render(square([.overlay(.fill(.solid(Self.blue)), in: .plain(.circle))]))
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
        let stroke = try render(stroked(.plain(.rectangle), blue), scale: 2)
        // Device pixels at scale 2: the frame's left edge is x = 100.
        XCTAssertEqual(pixel(stroke, 96, 200), [0, 0, 255, 255], "2 pt outside")
        XCTAssertEqual(pixel(stroke, 103, 200), [0, 0, 255, 255], "2 pt inside")
        XCTAssertEqual(pixel(stroke, 95, 200), [0, 0, 0, 0])
        XCTAssertEqual(pixel(stroke, 104, 200), [0, 0, 0, 0], "no fill")
        var inside = blue
        inside.isBorder = true
        let border = try render(stroked(.plain(.rectangle), inside), scale: 2)
        XCTAssertEqual(pixel(border, 99, 200), [0, 0, 0, 0], "nothing outside the frame")
        XCTAssertEqual(pixel(border, 100, 200), [0, 0, 255, 255])
        XCTAssertEqual(pixel(border, 107, 200), [0, 0, 255, 255], "4 pt in")
        XCTAssertEqual(pixel(border, 108, 200), [0, 0, 0, 0])
        // A circle's border: the ring's outer edge on the frame's circle.
        let ring = try render(stroked(.plain(.circle), inside), scale: 2)
        XCTAssertEqual(pixel(ring, 101, 200), [0, 0, 255, 255])
        XCTAssertEqual(pixel(ring, 99, 200), [0, 0, 0, 0])
        XCTAssertEqual(pixel(ring, 200, 200), [0, 0, 0, 0])
    }

    /// The stroke is drawn over the shape's fill.
    func testAStrokeIsDrawnOverTheFill() throws {
        let view = SceneView(.shape(ShapeView(.plain(.rectangle), fill: .solid(Self.red), stroke: ShapeStroke(style: .solid(Self.blue), lineWidth: 8, isBorder: true))),
            modifiers: [.frame(width: 100, height: 100)])
        let image = try render(view)
        XCTAssertEqual(pixel(image, 52, 100), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 100, 100), [255, 0, 0, 255])
    }

    // MARK: - Shadows

    /// A white screen with the red square at (50, 50) casting `shadow`.
    func shadowed(_ shadow: DropShadow) -> SceneView {
        SceneView(.zStack(children: [SceneView(.color(.rgb(.white))), square([.shadow(shadow)])]))
    }

    /// The darkness a shadow adds at a point: 255 minus the green channel over the white screen
    /// (the square is red, so green is 0 on it, and 255 on white).
    func darkness(_ image: PixelImage, x: Double, y: Double, scale: Double) -> Double {
        255 - sample(image, x: x * scale, y: y * scale)[1]
    }

    /// The default shadow (black at 33 %), blurred with σ = 8 and moved 10 pt down: below the
    /// square it darkens the white as a Gaussian edge does (half its alpha on the moved edge, 84 %
    /// of it σ inside, 16 % σ outside); above the square, 16 pt from the moved edge, nearly
    /// nothing. The square itself is drawn over its shadow. The same at @1x and @3x.
    func testAShadowDarkensBelowTheViewAndNotAbove() throws {
        for scale in [1.0, 3.0] {
            let image = try render(shadowed(DropShadow(radius: 8, y: 10)), scale: scale)
            let full = 0.33 * 255
            // The moved bottom edge is at y = 160.
            XCTAssertEqual(darkness(image, x: 100, y: 160, scale: scale), 0.5 * full, accuracy: 6, "@\(scale)x")
            XCTAssertEqual(darkness(image, x: 100, y: 152, scale: scale), 0.84 * full, accuracy: 6, "@\(scale)x")
            XCTAssertEqual(darkness(image, x: 100, y: 168, scale: scale), 0.16 * full, accuracy: 6, "@\(scale)x")
            XCTAssertLessThan(darkness(image, x: 100, y: 44, scale: scale), 3, "above the square @\(scale)x")
            XCTAssertEqual(image.rgba(x: Int(100 * scale), y: Int(100 * scale)).r, 255, "the square over its shadow")
            XCTAssertEqual(image.rgba(x: Int(100 * scale), y: Int(100 * scale)).g, 0)
        }
        // A radius of 0 is a sharp copy: all of it just inside the moved edge, none just outside.
        let sharp = try render(shadowed(DropShadow(color: .solid(.black), radius: 0, x: 5, y: 5)))
        XCTAssertEqual(pixel(sharp, 153, 153), [0, 0, 0, 255])
        XCTAssertEqual(pixel(sharp, 156, 156), [255, 255, 255, 255])
    }

    /// SVG and PDF keep the shadow: an image under the vector drawing.
    func testVectorExportsEmbedTheShadowAsAnImage() throws {
        let layout = ViewLayout(root: shadowed(DropShadow(radius: 8, y: 10)), screen: plainScreen(200, 200))
        let folder = try temporaryFolder()
        for format in [ExportFormat.svg, .pdf] {
            let url = folder.appendingPathComponent("shadow.\(format.rawValue)")
            try SceneExporter.write(layout, to: url, format: format)
            let bytes = try Data(contentsOf: url)
            let marker = format == .svg ? "<image" : "/Image"
            XCTAssertNotNil(bytes.range(of: Data(marker.utf8)), "\(format): no embedded image")
        }
    }

    // MARK: - Masks

    /// The red square masked by a circle: red inside, nothing outside (its corners are
    /// transparent); masked by a half-transparent colour, red at half alpha.
    func testAMaskLeavesTheOutsideTransparent() throws {
        let image = try render(square([.mask(SceneView(.shape(ShapeView(.plain(.circle)))))]))
        XCTAssertEqual(pixel(image, 100, 100), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 52, 52), [0, 0, 0, 0], "a corner outside the circle")
        XCTAssertEqual(pixel(image, 148, 148), [0, 0, 0, 0])
        let half = try render(square([.mask(SceneView(.fill(.solid(.black, opacity: 0.5))))]))
        let p = pixel(half, 100, 100)
        XCTAssertEqual(p[3], 128, accuracy: 1)
        XCTAssertEqual(p[0], 128, accuracy: 1)
        // A mask's colour does not show: only its alpha counts.
        XCTAssertEqual(p[2], 0)
        // Aligned top leading, a 20 pt dot masks all but that corner.
        let dot = SceneView(.shape(ShapeView(.plain(.circle))), modifiers: [.frame(width: 20, height: 20)])
        let corner = try render(square([.mask(dot, alignment: .topLeading)]))
        XCTAssertEqual(pixel(corner, 60, 60), [255, 0, 0, 255])
        XCTAssertEqual(pixel(corner, 100, 100), [0, 0, 0, 0])
    }
}

extension RetainedSceneCanvasTests {
    /// Shadowed cards on the retained canvas: adding a shadow repaints everything; an edit inside
    /// a shadowed card repaints a region grown by the shadow's reach, and every frame's pixels
    /// are a whole redraw's.
    func testEditsInsideAShadowShowTheSamePixelsAsAFreshRedraw() throws {
        for scale in [1, 2] {
            let canvas = Size(width: 480, height: 320)
            var document = SceneDocument.scaleScene(views: 60)
            var cache = LayoutCache()
            let retained = try XCTUnwrap(RetainedSceneCanvas(canvas: canvas, scale: scale))
            retained.update(SceneRenderer.layout(document, cache: &cache))
            let cards = cards(document)
            let outer = cards[1], inner = try XCTUnwrap(cards.first { $0.indices.count > outer.indices.count && outer.contains($0) })
            let background = try XCTUnwrap(document.view(at: inner)?.modifiers.firstIndex { if case .background = $0 { true } else { false } })
            let count = try XCTUnwrap(document.view(at: outer)?.modifiers.count)
            let edits: [SceneEdit] = [
                .set(outer, .insertModifier(.shadow(DropShadow(radius: 6, x: 3, y: 8)), at: count)),
                .set(inner, .fill(.modifier(background), .solid(Color(rgb8: 10, 200, 30)))),
                .set(inner, .cornerStyle(.modifier(background), .topLeading, .fixed, value: 0)),
            ]
            var regions = 0
            for edit in edits {
                let repaint = try applyAndCompare(edit, to: &document, cache: &cache, on: retained, canvas: canvas, scale: scale)
                if case .region = repaint { regions += 1 }
            }
            XCTAssertEqual(regions, 2, "the edits inside the shadowed card repaint a region (@\(scale)x)")
        }
    }
}
