// `--export`: the app's headless export equals the shared renderer's output for the same scene.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class ExportTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// The preset as the renderer would draw it, read directly from the bundled presets.
    static func preset(_ id: String) throws -> Scene {
        let scene = try Presets.named(id, devices: DeviceCatalog.bundled())
        return try XCTUnwrap(scene, "no bundled preset \(id)")
    }

    func testPNGAt2xEqualsTheRendererPixelForPixel() throws {
        let out = sandbox.file("card@2x.png")
        let run = try AppProcess.run(["concentric-card", "--export", out.path, "--scale", "2"], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "", "a clean export prints nothing on stderr")
        let exported = try PixelImage(pngAt: out)
        let expected = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(SceneFile(converting: Self.preset("concentric-card")).document), scale: 2))
        XCTAssertEqual(exported.width, 804)
        XCTAssertEqual(exported.height, 1748)
        XCTAssertEqual(exported.width, expected.width)
        XCTAssertEqual(exported.height, expected.height)
        XCTAssertTrue(exported.bytes == expected.bytes, "the exported PNG differs from the renderer's image")
    }

    func testAnnotatedExportDrawsTheAnnotations() throws {
        let plain = sandbox.file("plain.png"), annotated = sandbox.file("annotated.png")
        XCTAssertEqual(try AppProcess.run(["concentric-card", "--export", plain.path], in: sandbox).status, 0)
        let run = try AppProcess.run(["concentric-card", "--export", annotated.path, "--annotate"], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        let image = try PixelImage(pngAt: annotated)
        let expected = try XCTUnwrap(
            SceneExporter.image(SceneRenderer.layout(SceneFile(converting: Self.preset("concentric-card")).document), scale: 1, options: .annotated))
        XCTAssertTrue(image.bytes == expected.bytes, "the annotated export differs from the renderer's annotated image")
        XCTAssertFalse(image.bytes == (try PixelImage(pngAt: plain)).bytes, "annotations changed nothing")
    }

    func testVectorFormatsFollowTheExtension() throws {
        let svg = sandbox.file("card.svg"), pdf = sandbox.file("card.pdf")
        XCTAssertEqual(try AppProcess.run(["concentric-card", "--export", svg.path], in: sandbox).status, 0)
        XCTAssertEqual(try AppProcess.run(["concentric-card", "--export", pdf.path], in: sandbox).status, 0)
        let svgText = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(svgText.contains("<svg"), "not an SVG document")
        XCTAssertTrue(svgText.contains("width=\"402pt\""), "the SVG is not sized in points like the screen")
        XCTAssertEqual(Array(try Data(contentsOf: pdf).prefix(5)), Array("%PDF-".utf8))
    }

    func testAFailedWriteReportsAnErrorAndLeavesNoFile() throws {
        let missingFolder = sandbox.file("no-such-folder/card.png")
        let run = try AppProcess.run(["concentric-card", "--export", missingFolder.path], in: sandbox)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("error: \(missingFolder.path): cannot write"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missingFolder.path))

        // The folder exists but the destination is a folder: the rename fails after the image
        // was written, and the temporary file must be gone.
        let occupied = sandbox.file("card.png")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: false)
        let second = try AppProcess.run(["concentric-card", "--export", occupied.path], in: sandbox)
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.hasPrefix("error: \(occupied.path): cannot write"), second.stderr)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasPrefix(".card.png") }
        XCTAssertEqual(leftovers, [], "a temporary file was left behind")
    }

    func testTheGeneratedPlaygroundIsExportedFromItsRestoredSettings() throws {
        try sandbox.writeState(StateFileTests.state(depth: 5, inset: 20, direction: "rightToLeft"))
        let out = sandbox.file("playground.png")
        let run = try AppProcess.run(["--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        let device = try XCTUnwrap(DeviceCatalog.bundled().device(id: "iphone-16-pro"))
        let scene = Scene.nestedCards(screen: Screen(device: device), depth: 5, inset: 20, direction: .rightToLeft)
        let expected = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(SceneFile(converting: scene).document)))
        XCTAssertTrue(try PixelImage(pngAt: out).bytes == expected.bytes, "the export does not show the restored playground")
    }
}
