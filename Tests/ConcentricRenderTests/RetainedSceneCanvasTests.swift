// The layout cache and the retained canvas together: after every edit of a sequence,
// the pixels they show are exactly those of a fresh layout drawn from scratch.
import CPangoCairo
import ConcentricCore
import ConcentricRender
import ConcentricScene
import ScaleScenes
import SceneEditing
import XCTest

final class RetainedSceneCanvasTests: XCTestCase {
    /// The scene drawn from scratch as `CanvasPainter.paint` draws it (no overlays), premultiplied
    /// ARGB32 bytes.
    /// The first bytes where `retained` differs from `fresh`, as "(x, y): retained for fresh"
    /// (empty when they are the same). The raw buffers are compared first: a debug build walks
    /// a megabyte-long array element by element slowly.
    static func differences(_ retained: [UInt8], _ fresh: [UInt8], stride: Int) -> [String] {
        guard retained.count == fresh.count else { return ["\(retained.count) bytes for \(fresh.count)"] }
        if retained.withUnsafeBytes({ a in fresh.withUnsafeBytes { b in a.elementsEqual(b) } }) { return [] }
        return retained.indices.lazy.filter { retained[$0] != fresh[$0] }.prefix(8).map {
            "(\($0 % stride / 4), \($0 / stride)): \(retained[$0]) for \(fresh[$0])"
        }
    }

    func freshPixels(_ document: SceneDocument, canvas: Size, scale: Int) throws -> [UInt8] {
        let layout = SceneRenderer.layout(document)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.width) * Int32(scale), Int32(canvas.height) * Int32(scale)))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cr = try XCTUnwrap(cairo_create(surface))
        _ = CanvasPainter.paint(layout, into: cr, canvas: canvas)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), height = Int(cairo_image_surface_get_height(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: stride * height))
    }

    /// Applies `edit` to `document`, brings `retained` to its cached layout and checks that its
    /// pixels are a whole redraw's; answers what the canvas repainted.
    @discardableResult
    func applyAndCompare(
        _ edit: SceneEdit, to document: inout SceneDocument, cache: inout LayoutCache, on retained: RetainedSceneCanvas, canvas: Size, scale: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> RetainedSceneCanvas.Repaint {
        document = try document.applying(edit).document
        let repaint = retained.update(SceneRenderer.layout(document, cache: &cache))
        let fresh = try freshPixels(document, canvas: canvas, scale: scale)
        let pixels = retained.pixels()
        XCTAssertEqual(
            Self.differences(pixels.bytes, fresh, stride: pixels.stride), [], "@\(scale)x on \(canvas.width) × \(canvas.height), \(repaint): \(edit)",
            file: file, line: line)
        return repaint
    }

    func cards(_ document: SceneDocument) -> [ViewPath] {
        document.root.paths().filter { path in
            document.view(at: path)?.modifiers.contains { if case .background(_, .concentricRectangle?) = $0 { true } else { false } } == true
        }
    }

    func testEditsShowTheSamePixelsAsAFreshRedraw() throws {
        for scale in [1, 2] {
            let canvas = Size(width: 640, height: 400)
            var document = SceneDocument.scaleScene(views: 160)
            var cache = LayoutCache()
            let retained = try XCTUnwrap(RetainedSceneCanvas(canvas: canvas, scale: scale))
            XCTAssertEqual(retained.update(SceneRenderer.layout(document, cache: &cache)), .everything)
            XCTAssertEqual(retained.pixels().bytes, try freshPixels(document, canvas: canvas, scale: scale))
            let cards = cards(document)
            let a = cards[cards.count / 2], b = cards[cards.count - 2], c = cards[3]
            let background = try XCTUnwrap(document.view(at: a)?.modifiers.firstIndex { if case .background = $0 { true } else { false } })
            let container = try XCTUnwrap(document.view(at: b)?.modifiers.firstIndex { if case .containerShape = $0 { true } else { false } })
            let text = try XCTUnwrap(document.root.paths().last { if case .text = document.view(at: $0)?.content { true } else { false } })
            let edits: [SceneEdit] = [
                .set(a, .cornerStyle(.modifier(background), .topLeading, .fixed, value: 0)),
                .set(a, .cornerStyle(.modifier(background), .bottomTrailing, .fixed, value: 40)),
                .set(b, .cornerStyle(.modifier(container), .topTrailing, .concentricWithMinimum, value: 30)),
                .set(a, .fill(.modifier(background), .solid(Color(rgb8: 10, 200, 30)))),
                .set(text, .text("Changed, and long enough to wrap onto a second line")),
                .set(c, .insertModifier(.opacity(0.5), at: 0)),
                .set(c, .insertModifier(.clipShape(.plain(.circle)), at: 0)),
                .delete(a),
                .setParameterDefault(name: SceneDocument.scaleSceneInset, value: 9),
                .set(b, .cornerStyle(.modifier(container), .topTrailing, .fixed, value: 2)),
            ]
            var regions = 0
            for (n, edit) in edits.enumerated() {
                document = try document.applying(edit).document
                let layout = SceneRenderer.layout(document, cache: &cache)
                XCTAssertEqual(layout, SceneRenderer.layout(document), "the cached layout, measured with Pango, after edit \(n)")
                let repaint = retained.update(layout)
                if case .region = repaint { regions += 1 }
                let fresh = try freshPixels(document, canvas: canvas, scale: scale)
                let pixels = retained.pixels()
                XCTAssertEqual(Self.differences(pixels.bytes, fresh, stride: pixels.stride), [], "@\(scale)x, edit \(n) (\(repaint)): \(edit)")
            }
            XCTAssertGreaterThanOrEqual(regions, 4, "the corner, fill and text edits repaint a region, not everything (@\(scale)x)")
            // Nothing changed: nothing painted.
            XCTAssertEqual(retained.update(SceneRenderer.layout(document, cache: &cache)), .nothing)
        }
    }

    func testAChangedFitOrSceneRepaintsEverything() throws {
        let canvas = Size(width: 400, height: 300)
        let retained = try XCTUnwrap(RetainedSceneCanvas(canvas: canvas))
        let sample = try preset("concentric-card")
        XCTAssertEqual(retained.update(SceneRenderer.layout(sample)), .everything)
        XCTAssertEqual(retained.update(SceneRenderer.layout(sample), factor: 0.5), .everything)
        XCTAssertEqual(retained.pixels().bytes.count, 400 * 4 * 300)
        XCTAssertEqual(retained.update(SceneRenderer.layout(sample)), .everything, "back to Fit")
        // Another scene on the same screen: what differs is repainted, and the pixels are its own.
        let nested = SceneDocument.nestedCards(screen: sample.screen, safeArea: sample.safeArea, depth: 3, inset: 8)
        retained.update(SceneRenderer.layout(nested))
        XCTAssertEqual(retained.pixels().bytes, try freshPixels(nested, canvas: canvas, scale: 1))
        XCTAssertNil(RetainedSceneCanvas(canvas: Size(width: 0, height: 10)))
    }
}

extension RetainedSceneCanvasTests {
    /// Corner edits on cards all over the scene, on canvases whose fit puts the scene at a
    /// fraction of a device pixel, at @1x and @2x: the repainted regions start and end on every
    /// kind of row (the screen's rounded corners, the canvas's first and last rows, the middle),
    /// and each frame's pixels are a whole redraw's. An edge of the region off by a row, or a
    /// shape sampled half a pixel away, shows as bytes apart.
    func testCornerEditsAnywhereShowTheSamePixelsAsAFreshRedraw() throws {
        for (canvas, scale) in [(Size(width: 641, height: 397), 1), (Size(width: 333, height: 250), 2)] {
            var document = SceneDocument.scaleScene(views: 120)
            var cache = LayoutCache()
            let retained = try XCTUnwrap(RetainedSceneCanvas(canvas: canvas, scale: scale))
            retained.update(SceneRenderer.layout(document, cache: &cache))
            let cards = cards(document)
            XCTAssertGreaterThan(cards.count, 10)
            var regions = 0
            // The outermost card (its corners meet the screen's), then cards spread through the scene.
            for card in ([cards[0]] + stride(from: 1, to: cards.count, by: max(1, cards.count / 10)).map { cards[$0] }) {
                let slot = try XCTUnwrap(document.view(at: card)?.modifiers.firstIndex { if case .background = $0 { true } else { false } })
                for (corner, value) in [(LogicalCorner.topLeading, 0.0), (.bottomTrailing, 19), (.topTrailing, 3)] {
                    let edit = SceneEdit.set(card, .cornerStyle(.modifier(slot), corner, .fixed, value: .literal(value)))
                    let repaint = try applyAndCompare(edit, to: &document, cache: &cache, on: retained, canvas: canvas, scale: scale)
                    if case .region = repaint { regions += 1 }
                }
            }
            XCTAssertGreaterThan(regions, 10, "corner edits repaint regions (@\(scale)x)")
        }
    }
}
