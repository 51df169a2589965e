// The app's desktop-integration files: validated by the desktop's own tools, and consistent.
import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

final class DesktopFilesTests: XCTestCase {
    static let appID = "io.github.concentric.Playground"

    /// Sources/PlaygroundUI/Resources, found from this file's path.
    var resources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PlaygroundUI/Resources")
    }
    var desktopFile: URL { resources.appendingPathComponent("\(Self.appID).desktop") }
    var metainfoFile: URL { resources.appendingPathComponent("\(Self.appID).metainfo.xml") }
    var mimeFile: URL { resources.appendingPathComponent("\(Self.appID).mime.xml") }
    var iconFile: URL { resources.appendingPathComponent("icons/hicolor/scalable/apps/\(Self.appID).svg") }

    /// The absolute path of a program on $PATH, or a skip when it is not installed.
    func tool(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("\(name) is not installed (apt-get install desktop-file-utils appstream)")
    }

    /// Runs a program (with the test's environment); returns its exit status and its output,
    /// standard output then standard error.
    func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ConcentricExecutable(url: program).run(arguments, inheritEnvironment: true)
        return (result.status, result.stdout + result.stderr)
    }

    func testDesktopFileValidates() throws {
        let (status, output) = try run(try tool("desktop-file-validate"), [desktopFile.path])
        XCTAssertEqual(status, 0, output)
        XCTAssertFalse(output.contains("error"), output)
        XCTAssertFalse(output.contains("warning"), output)
    }

    func testTheSceneTypeIsValidAndTheDesktopFileOpensIt() throws {
        // update-mime-database reads the package file as the desktop would, and refuses a bad one.
        let tool = try tool("update-mime-database")
        let root = try temporaryFolder()
        let packages = root.appendingPathComponent("packages")
        try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: mimeFile, to: packages.appendingPathComponent("\(Self.appID).xml"))
        let (status, output) = try run(tool, ["-V", root.path])
        XCTAssertEqual(status, 0, output)
        XCTAssertFalse(output.lowercased().contains("error") || output.contains("Invalid"), output)
        let globs = try String(contentsOf: root.appendingPathComponent("globs2"), encoding: .utf8)
        XCTAssertTrue(globs.contains("application/x-concentric-scene:*.concentric.json"), globs)
        let subclasses = try String(contentsOf: root.appendingPathComponent("subclasses"), encoding: .utf8)
        XCTAssertTrue(subclasses.contains("application/x-concentric-scene application/json"), subclasses)

        let desktop = try String(contentsOf: desktopFile, encoding: .utf8)
        XCTAssertTrue(desktop.contains("\nExec=concentric-playground %F\n"), desktop)
        XCTAssertTrue(desktop.contains("\nMimeType=application/x-concentric-scene;application/json;\n"), desktop)
    }

    func testMetainfoValidates() throws {
        let (status, output) = try run(try tool("appstreamcli"), ["validate", "--no-net", metainfoFile.path])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("Validation was successful"), output)
    }

    func testTheFilesAgreeOnTheApplication() throws {
        let desktop = try String(contentsOf: desktopFile, encoding: .utf8)
        XCTAssertTrue(desktop.contains("\nIcon=\(Self.appID)\n"))
        XCTAssertTrue(desktop.contains("\nExec=concentric-playground "))
        let metainfo = try String(contentsOf: metainfoFile, encoding: .utf8)
        XCTAssertTrue(metainfo.contains("<id>\(Self.appID)</id>"))
        XCTAssertTrue(metainfo.contains("<launchable type=\"desktop-id\">\(Self.appID).desktop</launchable>"))
        XCTAssertTrue(metainfo.contains("<binary>concentric-playground</binary>"))
    }

    /// The icon is what it claims: nested rounded squares, each inset by the same step from the
    /// one outside it with a radius smaller by that step, so all of them share corner centers.
    func testIconIsNestedConcentricSquares() throws {
        let parser = XMLParser(data: try Data(contentsOf: iconFile))
        let collector = RectCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "the icon is well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(collector.viewBox, "0 0 128 128")
        // The first rect is the drop shadow; the rest are the nested squares.
        let squares = Array(collector.rects.dropFirst())
        XCTAssertGreaterThanOrEqual(squares.count, 3)
        for (outer, inner) in zip(squares, squares.dropFirst()) {
            XCTAssertEqual(outer.width, outer.height)
            let inset = inner.x - outer.x
            XCTAssertGreaterThan(inset, 0)
            XCTAssertEqual(inner.y - outer.y, inset)
            XCTAssertEqual(inner.width, outer.width - 2 * inset)
            XCTAssertEqual(inner.rx, outer.rx - inset, "concentric: the radius shrinks by the inset")
            // The shared top-left center.
            XCTAssertEqual(inner.x + inner.rx, outer.x + outer.rx)
        }
        // The raster tool renders it (when installed) to a non-empty image of the asked size.
        if let rsvg = try? tool("rsvg-convert") {
            let out = try temporaryFolder().appendingPathComponent("icon.png")
            let (status, output) = try run(rsvg, ["-w", "48", "-h", "48", iconFile.path, "-o", out.path])
            XCTAssertEqual(status, 0, output)
            let png = try Data(contentsOf: out)
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // IHDR width and height, big-endian at bytes 16…23.
            XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 48, 0, 0, 0, 48])
        }
    }
}

/// Collects the SVG's viewBox and its rectangles' geometry.
private final class RectCollector: NSObject, XMLParserDelegate {
    struct RectAttributes { var x, y, width, height, rx: Double }
    var viewBox: String?
    var rects: [RectAttributes] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "svg" { viewBox = attributes["viewBox"] }
        guard name == "rect" else { return }
        func number(_ key: String) -> Double { attributes[key].flatMap(Double.init) ?? .nan }
        rects.append(RectAttributes(x: number("x"), y: number("y"), width: number("width"), height: number("height"), rx: number("rx")))
    }
}
