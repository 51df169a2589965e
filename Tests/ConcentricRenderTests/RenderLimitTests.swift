// `concentric render` at the edges: values beyond the coordinate limit, a label beyond
// its length cap, and scenes at the limit, through the real executable. Every refusal is one
// located error line, status 2, nothing on standard output and no file (temporary or not) left.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class RenderLimitTests: XCTestCase {
    var concentric: ConcentricExecutable!
    var folder: URL!

    override func setUpWithError() throws {
        concentric = try ConcentricExecutable.locate()
        folder = try temporaryFolder()
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Renders `scene` (written to scene.json) with `arguments`, expecting the one error line `message`.
    func assertRefused(_ scene: String, _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try write("scene.json", scene)
        let before = folderContents(folder)
        let result = try concentric.run(["render", "scene.json"] + arguments, directory: folder)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.errorLines, [message], file: file, line: line)
        XCTAssertEqual(folderContents(folder), before, "no file, temporary or not, may be left", file: file, line: line)
    }

    /// This once trapped in an annotation label's Int conversion and left
    /// its temporary file.
    func testTheIssuesReproducerIsRefusedCleanly() throws {
        let scene = #"""
            {"version": 1, "screen": {"shape": "roundedRectangle", "radius": 1e20, "width": 1e21, "height": 1e21},
             "cards": [{"padding": 8, "fill": {"color": "#336699"}}]}
            """#
        for output in ["x.svg", "x.pdf", "x.png"] {
            try assertRefused(scene, ["--annotate", "-o", output], "error: scene.json: screen.radius: 1e+20 is beyond the limit of ±1000000 pt")
        }
    }

    func testEveryLengthIsHeldToTheLimit() throws {
        let screen = #""screen": {"shape": "roundedRectangle", "radius": 40, "width": 400, "height": 800}"#
        let cases: [(String, String)] = [
            (#"[{"padding": {"top": 1e21}}]"#, "cards[0].padding.top: 1e+21 is beyond the limit of ±1000000 pt"),
            (#"[{"padding": 1000001}]"#, "cards[0].padding: 1000001 is beyond the limit of ±1000000 pt"),
            (#"[{"width": 2e6}]"#, "cards[0].width: 2000000 is beyond the limit of ±1000000 pt"),
            (#"[{"children": [{"height": 1e300}]}]"#, "cards[0].children[0].height: 1e+300 is beyond the limit of ±1000000 pt"),
            (#"[{"shape": "roundedRectangle", "radius": 5e6}]"#, "cards[0].radius: 5000000 is beyond the limit of ±1000000 pt"),
            (#"[{"corners": {"topLeading": {"fixed": 1e7}}}]"#, "cards[0].corners.topLeading.fixed: 10000000 is beyond the limit of ±1000000 pt"),
            (#"[{"corners": {"concentric": {"minimum": 1e7}}}]"#, "cards[0].corners.concentric.minimum: 10000000 is beyond the limit of ±1000000 pt"),
            (#"[{"label": {"text": "x", "padding": {"leading": 1e9}}}]"#, "cards[0].label.padding.leading: 1000000000 is beyond the limit of ±1000000 pt"),
        ]
        for (cards, message) in cases {
            try assertRefused(#"{"version": 1, \#(screen), "cards": \#(cards)}"#, ["-o", "x.svg"], "error: scene.json: " + message)
        }
        try assertRefused(
            #"{"version": 1, "screen": {"shape": "capsule", "width": 1e6, "height": 1000000.5}, "cards": []}"#, ["-o", "x.svg"],
            "error: scene.json: screen.height: 1000000.5 is beyond the limit of ±1000000 pt")
    }

    /// A scene at the limit, annotated, draws as vectors (and a PNG at a scale that fits).
    func testAnnotatedScenesAtTheLimitRender() throws {
        try write("scene.json", #"""
            {"version": 1, "screen": {"shape": "roundedRectangle", "radius": 400000, "width": 1000000, "height": 1000000},
             "cards": [{"padding": 8, "fill": {"color": "#336699"},
                        "children": [{"padding": 8, "width": 1000000, "alignment": "topLeading", "fill": {"color": "#FFFFFF"}, "label": {"text": "at the limit"}}]}]}
            """#)
        for arguments in [["-o", "x.svg"], ["-o", "x.pdf"], ["-o", "x.png", "--scale", "0.01"]] {
            let result = try concentric.run(["render", "scene.json", "--annotate"] + arguments, directory: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
            let output = folder.appendingPathComponent(arguments[1])
            XCTAssertGreaterThan((try? Data(contentsOf: output))?.count ?? 0, 200, "\(arguments)")
        }
        XCTAssertEqual(folderContents(folder), ["scene.json", "x.pdf", "x.png", "x.svg"], "no temporary file left")
        let svg = try String(contentsOf: folder.appendingPathComponent("x.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("999992") || svg.contains("1000000"), "the card is drawn to the screen's far edge, not clipped short")
    }

    func testALabelBeyondItsCapIsRefused() throws {
        let text = String(repeating: "a", count: TextView.maximumLength + 1)
        try assertRefused(
            #"{"version": 1, "screen": {"shape": "rectangle", "width": 400, "height": 300}, "cards": [{"label": {"text": "\#(text)"}}]}"#,
            ["-o", "x.png"], "error: scene.json: cards[0].label.text: a label holds at most 1000 characters (found 1001)")
    }

    /// One long word at the cap renders.
    func testALongWordAtTheCapRenders() throws {
        let text = String(repeating: "W", count: TextView.maximumLength)
        try write("scene.json", ##"{"version": 1, "screen": {"shape": "rectangle", "width": 400, "height": 300}, "cards": [{"padding": 10, "fill": {"color": "#000000"}, "label": {"text": "\##(text)", "size": 12}}]}"##)
        let result = try concentric.run(["render", "scene.json", "--annotate", "-o", "x.png"], directory: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Past the reader, drawing is total: a scene built in code with the reproducer's values
    /// (which no reader accepts) lays out, annotates and draws without trapping; a vector page
    /// beyond Cairo's range is refused with a reason instead of asserting inside Cairo.
    func testDrawingIsTotalBeyondTheLimit() throws {
        for size in [1e21, 1e300] {
            let inner = SceneView(
                .shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()), fill: .solid(.black))),
                modifiers: [.padding(EdgeInsetsValue(top: .literal(size / 3), leading: 8, bottom: 8, trailing: 8))])
            let card = SceneView(
                .zStack(children: [SceneView(.text(TextView("huge"))), inner]),
                modifiers: [
                    .padding(EdgeInsetsValue(all: 8)),
                    .background(.fill(.solid(.white)), in: .concentricRectangle(ConcentricRectangleOf())),
                    .containerShape(.concentricRectangle(ConcentricRectangleOf())),
                ])
            let document = SceneDocument(
                screen: Screen(size: Size(width: size, height: size), shape: .roundedRectangle(radius: size / 10, curve: .continuous)),
                root: card)
            let layout = SceneRenderer.layout(document)
            let annotations = SceneRenderer.annotations(for: layout, options: .annotated)
            XCTAssertFalse(annotations.callouts.isEmpty && annotations.marks.isEmpty, "planned, size \(size)")
            for format in [ExportFormat.svg, .pdf] {
                let url = folder.appendingPathComponent("huge.\(format.fileExtension)")
                XCTAssertThrowsError(try SceneExporter.write(layout, to: url, format: format, options: .annotated)) { error in
                    XCTAssertTrue("\(error)".contains("beyond what Cairo can draw"), "\(error)")
                }
                XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
            }
            // The canvas (an image surface, the scene scaled to fit) draws it.
            XCTAssertNotNil(SceneExporter.image(layout, scale: 300 / layout.size.width, options: .annotated))
        }
    }
}
