// Canvas navigation in the real window: a restored zoom and centre are drawn where the store
// says (the scene point at the canvas's centre), and the zoom shortcuts change the saved zoom.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class CanvasNavigationTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        try AppProcess.requireDisplay()
        sandbox = try Sandbox()
    }

    override func tearDown() { sandbox?.remove() }

    /// The sample card restored at `zoom` with the scene point `center` (fractions of the scene)
    /// at the canvas's centre; its screenshot and the canvas's place in it.
    private func screenshot(zoom: Double, center: Point) throws -> (image: PixelImage, canvas: Rect) {
        let state = StateFileTests.state(document: #"{"preset": "concentric-card"}"#)
            .replacingOccurrences(of: #""zoom": "fit""#, with: #""zoom": \#(zoom), "zoomCenter": {"x": \#(center.x), "y": \#(center.y)}"#)
        try sandbox.writeState(state)
        let file = sandbox.file("shot.png")
        let run = try AppProcess.run(["--screenshot", file.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        // "screenshot: FILE window WxH canvas X,Y,WxH"
        let line = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("screenshot: ") }, run.stdout)
        let field = try XCTUnwrap(line.split(separator: " ").drop { $0 != "canvas" }.dropFirst().first, String(line))
        let n = field.split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap { Double($0) }
        guard n.count == 4 else { throw AppTestError("cannot read the canvas from \(line)") }
        return (try PixelImage(pngAt: file), Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    }

    /// The colour of the scene point `p` in a shot at `zoom` about `center`, placed independently
    /// of the app: canvas centre + (p − centre · scene size) · zoom.
    private func color(_ shot: (image: PixelImage, canvas: Rect), _ p: Point, scene: Size, zoom: Double, center: Point) -> (r: Int, g: Int, b: Int) {
        let x = shot.canvas.midX + (p.x - center.x * scene.width) * zoom
        let y = shot.canvas.midY + (p.y - center.y * scene.height) * zoom
        let c = shot.image.rgba(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
        return (Int(c.r), Int(c.g), Int(c.b))
    }

    private func isWhite(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 235 && c.g > 235 && c.b > 235 }
    private func isOrange(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 220 && c.g > 120 && c.g < 200 && c.b < 110 }

    /// At 200 % centred the scene's centre is the canvas's: the card is in view (it used to be
    /// scrolled to the top-left corner), its white and orange surfaces where the zoom puts them.
    func testAt200PercentCentredTheCardIsInTheMiddle() throws {
        let layout = SceneRenderer.layout(try ExportTests.preset("concentric-card"))
        let white = try XCTUnwrap(layout.node(named: "white surface")).frame
        let orange = try XCTUnwrap(layout.node(named: "orange surface")).frame
        let center = Point(x: 0.5, y: 0.5)
        let shot = try screenshot(zoom: 2, center: center)
        let w = color(shot, Point(x: white.maxX - white.width * 0.06, y: white.midY), scene: layout.size, zoom: 2, center: center)
        XCTAssertTrue(isWhite(w), "white surface: \(w)")
        let o = color(shot, Point(x: orange.maxX - orange.width * 0.12, y: orange.minY + orange.height * 0.12), scene: layout.size, zoom: 2, center: center)
        XCTAssertTrue(isOrange(o), "orange surface: \(o)")
        // Twice as large: a point 10 pt left of the white surface's right edge is 20 px left of it.
        let inside = color(shot, Point(x: white.maxX - 10, y: white.midY), scene: layout.size, zoom: 2, center: center)
        XCTAssertTrue(isWhite(inside), "white surface 10 pt in: \(inside)")
    }

    /// A panned centre is restored too: the white surface's right part put in the middle of the
    /// canvas at 300 % shows white there.
    func testAPannedCentreIsShownInTheMiddle() throws {
        let layout = SceneRenderer.layout(try ExportTests.preset("concentric-card"))
        let white = try XCTUnwrap(layout.node(named: "white surface")).frame
        let target = Point(x: white.maxX - white.width * 0.06, y: white.midY)
        let center = Point(x: target.x / layout.size.width, y: target.y / layout.size.height)
        let shot = try screenshot(zoom: 3, center: center)
        let c = shot.image.rgba(x: Int(shot.canvas.midX), y: Int(shot.canvas.midY))
        XCTAssertTrue(isWhite((Int(c.r), Int(c.g), Int(c.b))), "the canvas's centre: \(c)")
    }
}
