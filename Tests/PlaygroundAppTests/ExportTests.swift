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
    static func preset(_ id: String) throws -> SceneDocument {
        let scene = try Presets.scene(named: id, devices: DeviceCatalog.bundled())
        return try XCTUnwrap(scene, "no bundled preset \(id)").document
    }

    func testPNGAt2xEqualsTheHeadlessRenderByteForByte() throws {
        let out = sandbox.file("card@2x.png"), reference = sandbox.file("reference@2x.png")
        let run = try AppProcess.run(["concentric-card", "--export", out.path, "--scale", "2"], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "", "a clean export prints nothing on stderr")
        let render = try AppProcess.run(["render", "concentric-card", "-o", reference.path, "--scale", "2"], in: sandbox, executable: "concentric")
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(try Data(contentsOf: out), try Data(contentsOf: reference), "the app's PNG differs from `concentric render`'s")
        let exported = try PixelImage(pngAt: out)
        let expected = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(Self.preset("concentric-card")), scale: 2))
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
            SceneExporter.image(SceneRenderer.layout(Self.preset("concentric-card")), scale: 1, options: .annotated))
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
        XCTAssertEqual(run.status, 2, "a missing folder is the user's to fix, as for the command line")
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("error: \(missingFolder.path): cannot write"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missingFolder.path))

        // The folder exists but the destination is a folder: the rename fails after the image
        // was written, and the temporary file must be gone.
        let occupied = sandbox.file("card.png")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: false)
        let second = try AppProcess.run(["concentric-card", "--export", occupied.path], in: sandbox)
        XCTAssertEqual(second.status, 2, "a folder in the way is the user's to fix")
        XCTAssertTrue(second.stderr.hasPrefix("error: \(occupied.path): cannot write"), second.stderr)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasPrefix(".card.png") }
        XCTAssertEqual(leftovers, [], "a temporary file was left behind")
    }

    /// `SceneDocument.nestedCards` (what New's nested-cards template makes) on `device`, as a
    /// scene file at `url`; returns the document written.
    @discardableResult
    static func writeNestedCards(
        to url: URL, device id: String = "iphone-16-pro", depth: Int, inset: Double,
        corners: LogicalCorners<CornerStyle> = LogicalCorners(all: .concentric), direction: LayoutDirection = .leftToRight
    ) throws -> SceneDocument {
        let device = try XCTUnwrap(DeviceCatalog.bundled().device(id: id))
        let scene = SceneDocument.nestedCards(
            screen: Screen(device: device), safeArea: device.safeArea, depth: depth, inset: inset, corners: corners, direction: direction)
        try SceneFile(document: scene).jsonText.write(to: url, atomically: true, encoding: .utf8)
        return scene
    }

    /// The document the state file names (a scene file) is the one exported, as it is on disk:
    /// its cards, its inset and its direction.
    func testTheRestoredDocumentIsExported() throws {
        let file = sandbox.file("five cards.json")
        let scene = try Self.writeNestedCards(to: file, depth: 5, inset: 20, direction: .rightToLeft)
        try sandbox.writeState(StateFileTests.state(opening: file))
        let out = sandbox.file("restored.png")
        let run = try AppProcess.run(["--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        let expected = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(scene)))
        XCTAssertTrue(try PixelImage(pngAt: out).bytes == expected.bytes, "the export does not show the restored document")
        // A restored preset is a fresh copy of it: what `concentric render` draws.
        try sandbox.writeState(StateFileTests.state(document: #"{"preset": "concentric-card"}"#))
        let preset = sandbox.file("preset.png"), reference = sandbox.file("reference.png")
        XCTAssertEqual(try AppProcess.run(["--export", preset.path], in: sandbox).status, 0)
        XCTAssertEqual(try AppProcess.run(["render", "concentric-card", "-o", reference.path], in: sandbox, executable: "concentric").status, 0)
        XCTAssertEqual(try Data(contentsOf: preset), try Data(contentsOf: reference))
    }

    /// A new document (no state file) is the standard nested cards, laid out in the UI's
    /// direction: right to left in Hebrew.
    func testANewDocumentIsExportedInTheUIDirection() throws {
        let out = sandbox.file("hebrew.png")
        let run = try AppProcess.run(["--export", out.path], in: sandbox, extraEnvironment: ["LANGUAGE": "he", "LANG": "C.UTF-8"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let device = try XCTUnwrap(DeviceCatalog.bundled().device(id: "iphone-16-pro"))
        let scene = SceneDocument.nestedCards(screen: Screen(device: device), safeArea: device.safeArea, depth: 3, inset: 8, direction: .rightToLeft)
        let expected = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(scene)))
        XCTAssertTrue(try PixelImage(pngAt: out).bytes == expected.bytes, "the new document is not the standard cards right to left")
    }

    /// The scene's `inset` parameter (what the inset slider edits: its default, saved with the
    /// document) drives the drawing: the sample card saved with inset 20 exports what
    /// `concentric render --set inset=20` draws.
    func testTheDocumentsInsetDrivesThePresetsParameter() throws {
        let file = sandbox.file("card20.json")
        var scene = try Self.preset("concentric-card")
        let index = try XCTUnwrap(scene.parameters.firstIndex { $0.name == "inset" }, "the sample card has no inset parameter")
        scene.parameters[index].defaultValue = 20
        try SceneFile(document: scene).jsonText.write(to: file, atomically: true, encoding: .utf8)
        let out = sandbox.file("card20.png"), reference = sandbox.file("reference20.png")
        let run = try AppProcess.run([file.path, "--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        let render = try AppProcess.run(
            ["render", "concentric-card", "--set", "inset=20", "-o", reference.path], in: sandbox, executable: "concentric")
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(try Data(contentsOf: out), try Data(contentsOf: reference))
        let at8 = sandbox.file("card8.png")
        XCTAssertEqual(try AppProcess.run(["render", "concentric-card", "-o", at8.path], in: sandbox, executable: "concentric").status, 0)
        XCTAssertNotEqual(try Data(contentsOf: out), try Data(contentsOf: at8), "the inset changed nothing")
    }

    /// Opening a version 1 file converts it; saving writes version 2 and keeps the original beside
    /// it, once: a second save leaves the copy alone, and an existing copy is never overwritten.
    func testAVersion1FileSavesAsVersion2WithItsCopyBesideIt() throws {
        let v1 = """
            {"version": 1, "id": "old", "title": "An old card", "device": "iphone-16-pro", "cards": [
              {"padding": 24, "shape": "roundedRectangle", "radius": 40, "containerShape": true, "fill": {"color": "#FF9500"},
               "children": [{"padding": 8, "shape": "concentric", "fill": {"color": "#FFFFFF"}}]}]}
            """
        let file = sandbox.file("old.json"), copy = sandbox.file("old.v1.json")
        try v1.write(to: file, atomically: true, encoding: .utf8)
        let before = sandbox.file("before.png"), after = sandbox.file("after.png")
        let exported = try AppProcess.run([file.path, "--export", before.path], in: sandbox)
        XCTAssertEqual(exported.status, 0, exported.stderr)

        let run = try AppProcess.run([file.path, "--save", file.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), v1, "the v1 original is kept beside it")
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(saved.contains(#""version": 2"#), saved)
        XCTAssertTrue(saved.contains(#""title": "An old card""#), "the title survives the conversion: \(saved)")
        // The saved v2 file draws exactly what the v1 file drew.
        XCTAssertEqual(try AppProcess.run([file.path, "--export", after.path], in: sandbox).status, 0)
        XCTAssertEqual(try Data(contentsOf: before), try Data(contentsOf: after))

        // Saving the v2 file again: no new copy.
        XCTAssertEqual(try AppProcess.run([file.path, "--save", file.path], in: sandbox).status, 0)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), v1)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasPrefix("old") }.sorted()
        XCTAssertEqual(names, ["old.json", "old.v1.json"])

        // Another v1 file under the same name: the existing copy stays, the new original goes to
        // old.v1-2.json.
        let other = v1.replacingOccurrences(of: "#FF9500", with: "#34C759")
        try other.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try AppProcess.run([file.path, "--save", file.path], in: sandbox).status, 0)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), v1, "an existing copy is never overwritten")
        XCTAssertEqual(try String(contentsOf: sandbox.file("old.v1-2.json"), encoding: .utf8), other)
    }
}
