// The drawing's fast paths (commands culled against the clip, and the other shortcuts in
// `SceneRenderer.drawCommands`) leave every pixel as the plain drawing makes it.
import CPangoCairo
import ConcentricCore
@testable import ConcentricRender
import ConcentricScene
import ScaleScenes
import XCTest

final class DrawingFastPathTests: XCTestCase {
    /// The bytes of an image surface of `width` × `height` device pixels after `draw`.
    func pixels(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) throws -> [UInt8] {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * height))
    }

    /// The first differing bytes of two drawings, as text (empty: the same bytes).
    func differences(_ fast: [UInt8], _ plain: [UInt8], width: Int) -> [String] {
        guard fast.count == plain.count else { return ["\(fast.count) bytes for \(plain.count)"] }
        if fast.withUnsafeBytes({ a in plain.withUnsafeBytes { b in a.elementsEqual(b) } }) { return [] }
        return fast.indices.lazy.filter { fast[$0] != plain[$0] }.prefix(8).map { "(\($0 / 4 % width), \($0 / 4 / width)): \(fast[$0]) for \(plain[$0])" }
    }

    /// `layout` fitted into a canvas of `canvas` points at device scale `scale` (as the
    /// playground's canvas draws it), with the fast paths on or off.
    func canvasPixels(_ layout: ViewLayout, canvas: Size, scale: Double, fastPaths: Bool, drawnOn: Bool = false) throws -> [UInt8] {
        let fit = try XCTUnwrap(CanvasFit(canvas: canvas, scene: layout.size))
        return try pixels(width: Int((canvas.width * scale).rounded(.up)), height: Int((canvas.height * scale).rounded(.up))) { cr in
            if drawnOn {
                // A page's light background under the screen, as an annotated export has.
                cairo_set_source_rgba(cr, 0.86, 0.86, 0.86, 1)
                cairo_paint(cr)
            }
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, fit.originX, fit.originY)
            cairo_scale(cr, fit.scale, fit.scale)
            SceneRenderer.draw(layout, into: cr, options: RenderOptions(), within: nil, fastPaths: fastPaths)
        }
    }

    /// Every preset, nested cards, and the generated scale scene (most of whose views overhang
    /// the screen), at fits that land on fractions of a device pixel: the same bytes both ways.
    func testFastPathsDrawThePlainDrawingsPixels() throws {
        var layouts: [(String, ViewLayout)] = try allPresets().map { ($0.id ?? "?", SceneRenderer.layout($0.document)) }
        let screen = try preset("nested-cards").screen
        layouts.append(("32 levels", SceneRenderer.layout(SceneDocument.nestedCards(screen: screen, depth: 32, inset: 4))))
        layouts.append(("1,000 views", SceneRenderer.layout(SceneDocument.scaleScene(views: 1_000))))
        for (name, layout) in layouts {
            for (canvas, scale) in [(Size(width: 333, height: 207), 1.0), (Size(width: 301, height: 419), 2.0), (Size(width: 260, height: 160), 1.5)] {
                for drawnOn in [false, true] {
                    let fast = try canvasPixels(layout, canvas: canvas, scale: scale, fastPaths: true, drawnOn: drawnOn)
                    let plain = try canvasPixels(layout, canvas: canvas, scale: scale, fastPaths: false, drawnOn: drawnOn)
                    XCTAssertEqual(
                        differences(fast, plain, width: Int((canvas.width * scale).rounded(.up))), [],
                        "\(name), \(canvas) @\(scale)x\(drawnOn ? ", drawn on" : "")")
                }
            }
        }
    }

    /// A command culled because its ink misses the clip changes no pixel when drawn on its own:
    /// every command of the 1,000-view scene the bounds of its screen clip reject, texts
    /// included, drawn the plain way onto a transparent canvas, leaves it transparent.
    func testCulledCommandsAloneChangeNoPixel() throws {
        let layout = SceneRenderer.layout(SceneDocument.scaleScene(views: 1_000))
        let canvas = Size(width: 320, height: 200)
        let fit = try XCTUnwrap(CanvasFit(canvas: canvas, scene: layout.size))
        var culled = 0, texts = 0
        let drawn = try pixels(width: 640, height: 400) { cr in
            cairo_scale(cr, 2, 2)
            cairo_translate(cr, fit.originX, fit.originY)
            cairo_scale(cr, fit.scale, fit.scale)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
            CairoDrawing.append(SceneRenderer.screenOutline(layout), to: cr)
            cairo_clip(cr)
            guard let bounds = ClipBounds(of: cr) else { return XCTFail("an image surface has clip bounds") }
            let text = TextEngine(cr: cr)
            for command in layout.drawing {
                let meets: Bool
                switch command {
                case .fill(let outline, _, _): meets = bounds.meets(outline)
                case .stroke: meets = command.inkBounds.map(bounds.meets) ?? true
                case .text(let run):
                    meets = bounds.meets(run)
                    if !meets { texts += 1 }
                case .symbol(let run): meets = bounds.meets(run.frame.insetBy(dx: -2, dy: -2))
                case .placeholder(let run): meets = bounds.meets(run.frame.insetBy(dx: -1, dy: -1))
                case .beginClip, .endClip, .beginOpacity, .endOpacity, .beginShadow, .endShadow, .beginMask, .beginMaskedContent, .endMask: meets = true
                }
                guard !meets else { continue }
                culled += 1
                SceneRenderer.drawCommands([command], text: text, on: cr, fastPaths: false)
            }
        }
        XCTAssertGreaterThan(culled, 300, "most of the scene overhangs the screen")
        XCTAssertGreaterThan(texts, 100)
        XCTAssertTrue(drawn.allSatisfy { $0 == 0 }, "a culled command painted a pixel")
    }

    /// A clip outside the surface skips what it holds, up to the `endClip` that closes it (an
    /// opacity group inside, and an unmatched `endOpacity`, included), and drawing resumes after
    /// it exactly as the plain drawing does; a fill beyond the surface is skipped; fills that reach
    /// the surface by a sliver, or only by antialiasing, are drawn.
    func testSkippedClipsResumeWhereThePlainDrawingDoes() throws {
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
            var path = Path()
            path.move(to: Point(x: x, y: y))
            path.line(to: Point(x: x + w, y: y))
            path.line(to: Point(x: x + w, y: y + h))
            path.line(to: Point(x: x, y: y + h))
            path.close()
            return path
        }
        let red = Fill.solid(Color(rgb8: 255, 0, 0)), blue = Fill.solid(Color(rgb8: 0, 0, 255), opacity: 0.5)
        let gradient = Fill.gradient(LinearGradient(.black, Color(rgb8: 88, 86, 214)))
        let commands: [DrawCommand] = [
            .fill(outline: rect(0, 0, 100, 80), fill: gradient, bounds: Rect(x: 0, y: 0, width: 100, height: 80)),
            .beginClip(outline: rect(500, 500, 10, 10)),
            .fill(outline: rect(10, 10, 50, 50), fill: red, bounds: Rect(x: 10, y: 10, width: 50, height: 50)),
            .beginOpacity(0.5),
            .fill(outline: rect(20, 20, 50, 50), fill: red, bounds: Rect(x: 20, y: 20, width: 50, height: 50)),
            .endOpacity,
            .endOpacity,
            .endClip,
            .fill(outline: rect(30, 30, 20, 20), fill: blue, bounds: Rect(x: 30, y: 30, width: 20, height: 20)),
            .fill(outline: rect(-40, 10, 39.9, 20), fill: red, bounds: Rect(x: -40, y: 10, width: 39.9, height: 20)),
            .fill(outline: rect(-40, 40, 40.3, 20), fill: red, bounds: Rect(x: -40, y: 40, width: 40.3, height: 20)),
            .fill(outline: rect(200, 10, 20, 20), fill: red, bounds: Rect(x: 200, y: 10, width: 20, height: 20)),
            .beginOpacity(0.7),
            .fill(outline: rect(60, 5, 30, 30), fill: gradient, bounds: Rect(x: 60, y: 5, width: 30, height: 30)),
            .endOpacity,
        ]
        func draw(_ fastPaths: Bool) throws -> [UInt8] {
            try pixels(width: 150, height: 120) { cr in
                cairo_translate(cr, 0.3, 0.6)
                cairo_scale(cr, 1.37, 1.37)
                SceneRenderer.drawCommands(commands, text: nil, on: cr, fastPaths: fastPaths)
            }
        }
        let fast = try draw(true), plain = try draw(false)
        XCTAssertEqual(differences(fast, plain, width: 150), [])
        XCTAssertFalse(fast.allSatisfy { $0 == 0 })
        // The skipped clip is the one `drawCommands` would have closed: index 7, not 6.
        XCTAssertEqual(SceneRenderer.end(ofGroupAt: 1, in: commands), 7)
        XCTAssertEqual(SceneRenderer.end(ofGroupAt: 1, in: Array(commands.prefix(7))), 6, "a clip never closed runs to the end")
    }

    /// Only printable ASCII texts get an ink limit (any other is always drawn), and the limit
    /// holds every line a character-per-line wrap can make.
    func testTextInkLimits() {
        let font = ResolvedFont(size: 10, weight: .regular, lineHeight: 13, style: nil)
        func run(_ string: String) -> TextRun {
            TextRun(string: string, font: font, fill: .solid(.white), frame: Rect(x: 100, y: 50, width: 2, height: 13), alignment: .center, lineCount: 1)
        }
        XCTAssertNil(run("Zalgo a\u{0301}\u{0301}\u{0301}").inkLimit)
        XCTAssertNil(run("Café").inkLimit)
        XCTAssertNil(run("two\nlines").inkLimit)
        let limit = run("Item 1.2.3").inkLimit
        XCTAssertEqual(limit?.minX, 70)
        XCTAssertEqual(limit?.minY, 20)
        XCTAssertEqual(limit?.maxX, 132)
        XCTAssertEqual(limit.map { $0.maxY >= 50 + 10 * 13 + 10 }, true, "ten characters, ten lines at most")
    }
}
