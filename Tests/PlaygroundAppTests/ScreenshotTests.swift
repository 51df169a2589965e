// `--screenshot`: the real window under Xvfb, its canvas checked against the scene's layout.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class ScreenshotTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        try AppProcess.requireDisplay()
        sandbox = try Sandbox()
    }

    override func tearDown() { sandbox?.remove() }

    /// What `--screenshot` reports: the PNG and where the canvas is in it.
    struct Shot {
        var image: PixelImage
        var canvas: Rect
        var run: AppRun
    }

    private func screenshot(_ arguments: [String], environment: [String: String] = [:]) throws -> Shot {
        let file = sandbox.file("shot-\(UUID().uuidString).png")
        let run = try AppProcess.run(arguments + ["--screenshot", file.path], in: sandbox, extraEnvironment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let image = try PixelImage(pngAt: file)
        // "screenshot: FILE window WxH canvas X,Y,WxH"
        let line = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("screenshot: ") }, run.stdout)
        let canvasField = try XCTUnwrap(line.split(separator: " ").drop { $0 != "canvas" }.dropFirst().first, String(line))
        let numbers = canvasField.split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap { Double($0) }
        XCTAssertEqual(numbers.count, 4, String(line))
        guard numbers.count == 4 else { throw AppTestError("cannot read the canvas from \(line)") }
        return Shot(image: image, canvas: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), run: run)
    }

    /// The canvas fit, stated independently of the app: the screen scaled to fit the canvas less
    /// a 24 px margin on every side, aspect preserved, centred.
    private func pixel(_ p: Point, of scene: Size, in shot: Shot) -> (x: Int, y: Int) {
        let margin = 24.0
        let s = min((shot.canvas.width - 2 * margin) / scene.width, (shot.canvas.height - 2 * margin) / scene.height)
        let ox = shot.canvas.minX + (shot.canvas.width - scene.width * s) / 2
        let oy = shot.canvas.minY + (shot.canvas.height - scene.height * s) / 2
        return (Int((ox + p.x * s).rounded(.down)), Int((oy + p.y * s).rounded(.down)))
    }

    private func color(_ shot: Shot, _ p: Point, _ scene: Size) -> (r: Int, g: Int, b: Int) {
        let (x, y) = pixel(p, of: scene, in: shot)
        let c = shot.image.rgba(x: x, y: y)
        return (Int(c.r), Int(c.g), Int(c.b))
    }

    func testThePresetIsDrawnWhereTheSceneLaysItOutBesideTheSidebar() throws {
        let shot = try screenshot(["concentric-card"])
        let layout = SceneRenderer.layout(try ExportTests.preset("concentric-card"))
        let size = layout.size
        XCTAssertGreaterThan(shot.canvas.minX, 200, "the sidebar is left of the canvas")
        XCTAssertGreaterThan(shot.canvas.width, 300)

        let orange = try XCTUnwrap(layout.node(named: "orange surface"))
        let white = try XCTUnwrap(layout.node(named: "white surface"))
        let card = try XCTUnwrap(layout.node(named: "card"))
        // The worked example's frames at inset 8.
        XCTAssertEqual(card.frame, Rect(x: 24, y: 323, width: 354, height: 256))
        XCTAssertEqual(white.frame.height, 46)

        // Inside the white surface, right of its centred text (`.frame(maxWidth: .infinity)`): white.
        let w = color(shot, Point(x: white.frame.maxX - white.frame.width * 0.06, y: white.frame.midY), size)
        XCTAssertTrue(w.r > 235 && w.g > 235 && w.b > 235, "white surface: \(w)")
        // Its "One shared center" is black: dark pixels along the text's line, around the middle.
        var ink = 0
        for x in stride(from: white.frame.midX - 60, to: white.frame.midX + 60, by: 0.5) {
            let c = color(shot, Point(x: x, y: white.frame.midY), size)
            if c.r < 80 && c.g < 80 && c.b < 80 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 5, "no black text in the white surface")
        // Between the card's edge and the orange surface (8 pt): the translucent white over the
        // gradient, lighter than the gradient beside the card.
        let rim = color(shot, Point(x: card.frame.minX + 4, y: card.frame.midY), size)
        let beside = color(shot, Point(x: card.frame.minX - 8, y: card.frame.midY), size)
        XCTAssertGreaterThan(rim.r, beside.r + 20, "the card's translucent white: \(rim) beside \(beside)")
        // The orange surface's empty top-right area: orange.
        let o = color(shot, Point(x: orange.frame.maxX - orange.frame.width * 0.12, y: orange.frame.minY + orange.frame.height * 0.12), size)
        XCTAssertTrue(o.r > 220 && o.g > 120 && o.g < 200 && o.b < 110, "orange surface: \(o)")
        // The screen's background at the top, inside the rounded corners: near black.
        let top = color(shot, Point(x: size.width / 2, y: 6), size)
        XCTAssertTrue(top.r < 40 && top.g < 40 && top.b < 50, "screen background: \(top)")
        // Near the bottom the gradient reaches indigo.
        let bottom = color(shot, Point(x: size.width / 2, y: size.height - 6), size)
        XCTAssertTrue(bottom.b > 170 && bottom.r < 120, "screen background at the bottom: \(bottom)")
        // Just inside the screen's bounding box but outside its 62 pt rounded corner: the canvas
        // backdrop, not the scene (the screen shape clips the drawing).
        let corner = color(shot, Point(x: 2, y: 2), size)
        // (The backdrop is sampled at the canvas's left middle, clear of the header bar's shadow.)
        let backdrop = shot.image.rgba(x: Int(shot.canvas.minX) + 8, y: Int(shot.canvas.midY))
        XCTAssertEqual(corner.r, Int(backdrop.r), accuracy: 3)
        XCTAssertEqual(corner.g, Int(backdrop.g), accuracy: 3)
        XCTAssertEqual(corner.b, Int(backdrop.b), accuracy: 3)
        XCTAssertGreaterThan(Int(backdrop.r), 180, "the canvas backdrop is light")

        // The sidebar: a column of widget-background colour along its left margin.
        let reference = shot.image.rgba(x: 8, y: Int(shot.canvas.midY))
        XCTAssertGreaterThan(Int(reference.r), 200)
        for y in stride(from: Int(shot.canvas.minY) + 40, to: Int(shot.canvas.maxY) - 40, by: 7) {
            let c = shot.image.rgba(x: 8, y: y)
            XCTAssertTrue(c.r == reference.r && c.g == reference.g && c.b == reference.b, "sidebar background at y \(y): \(c)")
        }
        // The window is not the scene: the sidebar holds controls (darker text pixels) right of the margin.
        var dark = 0
        for y in Int(shot.canvas.minY)..<Int(shot.canvas.maxY) {
            for x in 20..<Int(shot.canvas.minX) - 20 where shot.image.rgba(x: x, y: y).r < 100 { dark += 1 }
        }
        XCTAssertGreaterThan(dark, 500, "no labels or controls in the sidebar")
    }

    /// The document the state file names (nested cards saved right to left, with a square
    /// top-leading corner) comes back as it was saved: the square corner is on the right.
    func testTheRestoredDocumentKeepsItsDirectionAndCorners() throws {
        var corners = LogicalCorners<CornerStyle>(all: .concentric)
        corners.topLeading = .fixed(0)
        let file = sandbox.file("cards.json")
        let scene = try ExportTests.writeNestedCards(to: file, depth: 2, inset: 12, corners: corners, direction: .rightToLeft)
        try sandbox.writeState(StateFileTests.state(opening: file))
        let shot = try screenshot([])
        let layout = SceneRenderer.layout(scene)
        let inner = try XCTUnwrap(layout.node(named: "card 2"))
        let radii = try XCTUnwrap(inner.geometry?.corners?.radii)
        XCTAssertEqual(radii.topRight, 0)
        XCTAssertGreaterThan(radii.topLeft, 20)
        // The innermost card is opaque: inside it the screenshot shows exactly its fill.
        let paint = layout.drawing.compactMap { command -> Fill? in
            if case .fill(_, let fill, let bounds) = command, bounds == inner.frame { return fill }
            return nil
        }.last
        guard case .solid(let fill)? = paint?.paint, paint?.opacity == 1, fill.alpha == 1 else {
            return XCTFail("the nested cards' innermost fill is expected to be an opaque colour: \(String(describing: paint))")
        }
        func isFill(_ c: (r: Int, g: Int, b: Int)) -> Bool {
            abs(Double(c.r) - fill.red * 255) <= 3 && abs(Double(c.g) - fill.green * 255) <= 3 && abs(Double(c.b) - fill.blue * 255) <= 3
        }
        let frame = inner.frame
        let middle = color(shot, Point(x: frame.midX, y: frame.midY), layout.size)
        XCTAssertTrue(isFill(middle), "innermost card: \(middle)")
        let squareCorner = color(shot, Point(x: frame.maxX - 4, y: frame.minY + 4), layout.size)
        XCTAssertTrue(isFill(squareCorner), "the top-right corner must be square in right to left: \(squareCorner)")
        let roundCorner = color(shot, Point(x: frame.minX + 4, y: frame.minY + 4), layout.size)
        XCTAssertFalse(isFill(roundCorner), "the top-left corner must be rounded in right to left: \(roundCorner)")
        // Between the screen's edge and the outer card: the screen's background, not a card.
        let gap = color(shot, Point(x: 6, y: layout.size.height / 2), layout.size)
        XCTAssertTrue(gap.b > gap.r + 30, "gap between screen and card: \(gap)")
    }

    /// Extreme nested-cards documents (the New dialog's limits) draw with no GTK problem, with
    /// every overlay on and the animation running.
    func testExtremeDocumentsDrawWithoutProblems() throws {
        var fixed = LogicalCorners<CornerStyle>(all: .fixed(600))
        fixed.bottomLeading = .concentric
        let cases: [(name: String, device: String, depth: Int, inset: Double, corners: LogicalCorners<CornerStyle>, direction: LayoutDirection)] = [
            ("square device, deepest nesting, largest inset", "iphone-se-3", 8, 40, LogicalCorners(all: .concentric), .leftToRight),
            ("oversized fixed corners, right to left", "iphone-16-pro", 8, 0, fixed, .rightToLeft),
            ("one card, no inset", "ipad-pro-13-m4", 1, 0, LogicalCorners(all: .concentric), .leftToRight),
        ]
        for (index, test) in cases.enumerated() {
            let file = sandbox.file("extreme-\(index).json")
            try ExportTests.writeNestedCards(to: file, device: test.device, depth: test.depth, inset: test.inset, corners: test.corners, direction: test.direction)
            try sandbox.writeState(StateFileTests.state(animation: true, document: #"{"file": "\#(file.path)"}"#, overlays: true))
            let shot = try screenshot([])
            XCTAssertGreaterThan(shot.image.width, 600, test.name)
            XCTAssertFalse(shot.run.stderr.contains("warning"), "\(test.name): \(shot.run.stderr)")
        }
    }

    func testASceneWithEmptyCardsOnASquareScreenDrawsTheScreenAlone() throws {
        // Padding over half the screen's width (unequal, so the inset slider leaves it alone) and
        // a 0 × 0 card: every card is empty, only the background is drawn, to the screen's
        // square corners.
        let scene = sandbox.file("empty-cards.json")
        try """
            {"version": 1, "device": "iphone-se-3", "background": {"color": "#203040"}, "cards": [
              {"padding": {"top": 300, "leading": 300, "bottom": 300, "trailing": 310}, "fill": {"color": "#FF0000"},
               "children": [{"padding": 5, "fill": {"color": "#00FF00"}}]},
              {"width": 0, "height": 0, "fill": {"color": "#0000FF"}}]}
            """.write(to: scene, atomically: true, encoding: .utf8)
        let shot = try screenshot([scene.path])
        let layout = SceneRenderer.layout(try SceneFile.load(fileAt: scene, devices: DeviceCatalog.bundled()).document)
        let shapes = layout.nodes.compactMap(\.geometry).filter { $0.kind != .shape(.rectangle) }
        XCTAssertEqual(shapes.count, 3)
        XCTAssertTrue(shapes.allSatisfy { $0.frame.isEmpty }, "\(shapes.map(\.frame))")
        let size = layout.size
        for p in [Point(x: 1.5, y: 1.5), Point(x: size.width / 2, y: size.height / 2), Point(x: size.width - 1.5, y: size.height - 1.5)] {
            let c = color(shot, p, size)
            XCTAssertEqual(c.r, 0x20, accuracy: 2, "background at \(p): \(c)")
            XCTAssertEqual(c.g, 0x30, accuracy: 2, "background at \(p): \(c)")
            XCTAssertEqual(c.b, 0x40, accuracy: 2, "background at \(p): \(c)")
        }
    }

    func testARightToLeftLocaleMirrorsTheWindow() throws {
        // GTK takes its direction from its own translations (gtk40's "default:LTR"); Hebrew is
        // right to left. The sidebar moves to the right of the canvas; the scene is unchanged.
        // (1,000 px wide: the inspector is folded away, the sidebar beside the canvas.)
        try sandbox.writeState(StateFileTests.state(windowWidth: 1000))
        let shot = try screenshot(["concentric-card"], environment: ["LANGUAGE": "he", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        XCTAssertLessThan(shot.canvas.minX, 40, "the canvas should be on the left in right to left")
        XCTAssertGreaterThan(Double(shot.image.width) - shot.canvas.maxX, 200, "the sidebar should be right of the canvas")
        let layout = SceneRenderer.layout(try ExportTests.preset("concentric-card"))
        let white = try XCTUnwrap(layout.node(named: "white surface"))
        let w = color(shot, Point(x: white.frame.maxX - white.frame.width * 0.06, y: white.frame.midY), layout.size)
        XCTAssertTrue(w.r > 235 && w.g > 235 && w.b > 235, "white surface: \(w)")
    }
}
