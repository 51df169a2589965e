// SVG and PDF output: well-formed, one outline per card, the same drawing as the PNG.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the `<path>` and `<rect>` elements drawn on the page (outside definitions such as
/// glyphs and clips); cairo writes a fill that covers the whole clip as a `<rect>`.
private final class PathCounter: NSObject, XMLParserDelegate {
    var drawnPaths = 0
    var root: [String: String] = [:]
    private var hidden = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "svg", root.isEmpty { root = attributes }
        if ["defs", "symbol", "clipPath", "mask", "pattern"].contains(name) { hidden += 1 }
        if name == "path" || name == "rect", hidden == 0 { drawnPaths += 1 }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if ["defs", "symbol", "clipPath", "mask", "pattern"].contains(name) { hidden -= 1 }
    }
}

final class VectorExportTests: XCTestCase {
    /// The drawing commands that become one `<path>` on the page: fills and symbol stand-ins
    /// outside opacity groups (cairo's SVG surface draws a group once, as a definition it uses).
    func pagePaths(_ layout: ViewLayout) -> Int {
        var groups = 0
        var paths = 0
        for command in layout.drawing {
            switch command {
            case .beginOpacity: groups += 1
            case .endOpacity: groups -= 1
            case .fill, .stroke, .symbol: if groups == 0 { paths += 1 }
            case .text, .placeholder, .beginClip, .endClip, .beginShadow, .endShadow, .beginMask, .beginMaskedContent, .endMask: break
            }
        }
        return paths
    }

    func testSVGParsesAndHoldsOneOutlinePerShape() throws {
        let folder = try temporaryFolder()
        for preset in try allPresets() {
            let layout = SceneRenderer.layout(preset.document)
            let url = folder.appendingPathComponent("\(preset.id ?? "x").svg")
            try SceneExporter.write(layout, to: url, format: .svg)
            let parser = try XCTUnwrap(XMLParser(contentsOf: url))
            let counter = PathCounter()
            parser.delegate = counter
            XCTAssertTrue(parser.parse(), "\(url.lastPathComponent): \(String(describing: parser.parserError))")
            XCTAssertEqual(counter.root["width"], "402pt")
            XCTAssertEqual(counter.root["height"], "874pt")
            XCTAssertEqual(counter.root["viewBox"], "0 0 402 874")
            XCTAssertEqual(counter.drawnPaths, pagePaths(layout), "\(preset.id ?? "?"): one outline per fill and symbol")
        }
    }

    func testPDFIsValidAndRendersLikeThePNG() throws {
        let folder = try temporaryFolder()
        let layout = SceneRenderer.layout(try preset("nested-cards"))
        let pdf = folder.appendingPathComponent("nested.pdf")
        try SceneExporter.write(layout, to: pdf, format: .pdf)
        let bytes = try Data(contentsOf: pdf)
        XCTAssertEqual(String(decoding: bytes.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(String(decoding: bytes.suffix(16), as: UTF8.self).contains("%%EOF"))

        let pdftoppm = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let pdftoppm else { throw XCTSkip("poppler-utils (pdftoppm) is not installed") }
        let converted = try ConcentricExecutable(url: URL(fileURLWithPath: pdftoppm))
            .run(["-png", "-r", "72", "-singlefile", pdf.path, folder.appendingPathComponent("page").path])
        XCTAssertEqual(converted.status, 0, converted.stderr)
        let page = try PixelImage(pngAt: folder.appendingPathComponent("page.png"))
        XCTAssertEqual(page.width, 402)
        XCTAssertEqual(page.height, 874)
        // Inside each shape, just in from its left edge (nearer than the next one in), the PDF's
        // colour is the PNG's.
        let png = try XCTUnwrap(SceneExporter.image(layout, scale: 1))
        let shapes = layout.nodes.filter { $0.geometry != nil && $0.frame.width > 10 }
        XCTAssertGreaterThan(shapes.count, 1)
        for shape in shapes {
            let x = Int(shape.frame.minX) + 3, y = Int(shape.frame.midY)
            let a = png.rgba(x: x, y: y), b = page.rgba(x: x, y: y)
            for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                XCTAssertLessThanOrEqual(abs(Int(p) - Int(q)), 6, "\(shape.name ?? shape.sourcePath) at (\(x), \(y)): PNG \(a), PDF \(b)")
            }
        }
    }

    func testPNGSizeIsTheCanvasTimesTheScale() throws {
        let folder = try temporaryFolder()
        let layout = SceneRenderer.layout(try preset("uniform-card"))
        for (scale, width, height) in [(1.0, 402, 874), (2.0, 804, 1748), (3.0, 1206, 2622), (1.5, 603, 1311), (0.25, 101, 219)] {
            let url = folder.appendingPathComponent("u@\(scale).png")
            try SceneExporter.write(layout, to: url, format: .png, scale: scale)
            let image = try PixelImage(pngAt: url)
            XCTAssertEqual([image.width, image.height], [width, height], "scale \(scale)")
        }
        XCTAssertNil(SceneExporter.scaleProblem(18, size: layout.size, format: .png), "874 × 18 = 15732 px")
        XCTAssertNil(SceneExporter.scaleProblem(40, size: layout.size, format: .svg), "vectors have no pixel limit")
        XCTAssertNotNil(SceneExporter.scaleProblem(19, size: layout.size, format: .png), "874 × 19 = 16606 px")
        XCTAssertNotNil(SceneExporter.scaleProblem(0, size: layout.size, format: .svg))
        XCTAssertNotNil(SceneExporter.scaleProblem(.nan, size: layout.size, format: .pdf))
        XCTAssertEqual(folderContents(folder).filter { $0.hasPrefix(".") }, [], "no temporary files are left behind")
    }

    func testAFailedWriteLeavesNothingBehind() throws {
        let folder = try temporaryFolder()
        let layout = SceneRenderer.layout(try preset("uniform-card"))
        // The destination is a folder: the final rename fails after the image was written.
        let blocked = folder.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        XCTAssertThrowsError(try SceneExporter.write(layout, to: blocked, format: .png)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(blocked.path): cannot write ("), "\(error)")
        }
        XCTAssertEqual(folderContents(folder), ["out.png"])
        XCTAssertThrowsError(try SceneExporter.write(layout, to: folder.appendingPathComponent("missing/out.svg"), format: .svg))
        XCTAssertThrowsError(try SceneExporter.write(layout, to: folder.appendingPathComponent("big.png"), format: .png, scale: 100))
        XCTAssertEqual(folderContents(folder), ["out.png"])
    }

    func testSavingASceneIsAtomicAndReadsBack() throws {
        let folder = try temporaryFolder()
        let scene = try XCTUnwrap(try Presets.scene(named: "notes-sheet", devices: bundledDevices()))
        let url = folder.appendingPathComponent("saved.json")
        try Data("old".utf8).write(to: url)
        try AtomicFile.write(Array(scene.jsonText.utf8), to: url)
        XCTAssertEqual(try SceneFile.load(fileAt: url, devices: bundledDevices()).document, scene.document)
        XCTAssertEqual(folderContents(folder), ["saved.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o644)
    }
}
