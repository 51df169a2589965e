// `concentric render` and `concentric presets`, run as the real executable.
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

/// Runs the real `concentric` in a scratch folder of its own.
class ExecutableTestCase: XCTestCase {
    var concentric: ConcentricExecutable!
    var folder: URL!

    override func setUpWithError() throws {
        concentric = try ConcentricExecutable.locate()
        folder = try temporaryFolder()
    }

    func run(_ arguments: [String], stdin: String = "") throws -> ConcentricExecutable.Result {
        try concentric.run(arguments, stdin: stdin, directory: folder)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Asserts exit status 2, exactly one `error:` line equal to (or starting with) `message`,
    /// nothing on standard output and no new file.
    func assertFails(_ arguments: [String], _ message: String, prefix: Bool = false, stdin: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let before = folderContents(folder)
        let result = try run(arguments, stdin: stdin)
        XCTAssertEqual(result.status, 2, "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.errorLines.count, 1, result.stderr, file: file, line: line)
        let first = result.errorLines.first ?? ""
        if prefix {
            XCTAssertTrue(first.hasPrefix(message), "\(first)\ndoes not start with\n\(message)", file: file, line: line)
        } else {
            XCTAssertEqual(first, message, file: file, line: line)
        }
        XCTAssertEqual(folderContents(folder), before, "nothing may be written", file: file, line: line)
    }
}

final class RenderCommandTests: ExecutableTestCase {
    func testPresetsAreListed() throws {
        let table = try run(["presets"])
        XCTAssertEqual(table.status, 0)
        let lines = table.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("ID") ?? false)
        for id in Presets.documentIDs {
            XCTAssertTrue(lines.contains { $0.hasPrefix(id + " ") && $0.contains("iphone-16-pro") }, "\(id) missing from\n\(table.stdout)")
        }
        let json = try run(["presets", "--json"])
        XCTAssertEqual(json.status, 0)
        let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]]
        XCTAssertEqual(value?.count, lines.count - 1)
        XCTAssertEqual(Set(value?.first?.keys.map { $0 } ?? []), ["id", "title", "device", "description"])
    }

    func testRenderingAPresetWithTheDefaultName() throws {
        let result = try run(["render", "uniform-card", "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "uniform-card@2x.png\n")
        let image = try PixelImage(pngAt: folder.appendingPathComponent("uniform-card@2x.png"))
        XCTAssertEqual([image.width, image.height], [804, 1748])
        XCTAssertEqual(folderContents(folder), ["uniform-card@2x.png"])
    }

    func testRenderingASceneFileFollowsTheExtensionAndOptions() throws {
        try write("card.json", ##"{"version": 1, "device": "iphone-16-pro", "cards": [{"padding": 20, "fill": {"color": "#FF0000"}}]}"##)
        let svg = try run(["render", "card.json", "-o", "card.svg"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("card.svg"), encoding: .utf8).contains("<svg"))
        let pdf = try run(["render", "card.json", "--format", "pdf", "-o", "card.out"])
        XCTAssertEqual(pdf.status, 0, pdf.stderr)
        XCTAssertEqual(String(decoding: try Data(contentsOf: folder.appendingPathComponent("card.out")).prefix(5), as: UTF8.self), "%PDF-")
        let se = try run(["render", "card.json", "--device", "iphone-se-3", "--scale", "1.5", "--direction", "rtl", "--annotate"])
        XCTAssertEqual(se.status, 0, se.stderr)
        XCTAssertEqual(se.stdout, "card@1.5x.png\n")
        let image = try PixelImage(pngAt: folder.appendingPathComponent("card@1.5x.png"))
        // Annotated, the spec page: the 375 × 667 pt screen (563 × 1001 px at 1.5) with the
        // callouts' margins beside it and the legend under it (AnnotationTests checks the sizes).
        XCTAssertGreaterThan(image.width, 563)
        XCTAssertGreaterThan(image.height, 1001)
        let plain = try run(["render", "card.json", "--device", "iphone-se-3", "--scale", "1.5", "-o", "plain.png"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let screen = try PixelImage(pngAt: folder.appendingPathComponent("plain.png"))
        XCTAssertEqual([screen.width, screen.height], [563, 1001], "375 × 667 pt at 1.5, rounded")
        let stdin = try run(["render", "-", "-o", "piped.png"], stdin: #"{"version": 1, "id": "piped", "device": "iphone-x", "cards": []}"#)
        XCTAssertEqual(stdin.status, 0, stdin.stderr)
        XCTAssertEqual(try PixelImage(pngAt: folder.appendingPathComponent("piped.png")).width, 375)
    }

    func testBatchRenderingEveryPreset() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: false)
        let result = try run(["render", "--all-presets", "--out-dir", "out/new", "--scales", "1,2", "--formats", "png,svg,pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let written = result.stdout.split(separator: "\n").map(String.init)
        let ids = try allPresets().compactMap(\.id)
        XCTAssertEqual(written.count, ids.count * 6)
        let expected = ids.flatMap { id in ["1", "2"].flatMap { s in ["png", "svg", "pdf"].map { "out/new/\(id)@\(s)x.\($0)" } } }
        XCTAssertEqual(written, expected)
        XCTAssertEqual(folderContents(folder.appendingPathComponent("out/new")), expected.map { String($0.dropFirst(8)) }.sorted())
        let big = try PixelImage(pngAt: folder.appendingPathComponent("out/new/notes-sheet@2x.png"))
        XCTAssertEqual([big.width, big.height], [804, 1748])
    }

    func testBadScenesAreReportedWithTheirPlace() throws {
        try write("bad.json", #"{"version": 1, "device": "iphone-16-pro", "cards": [{"children": [{"corners": {"topLeading": "round"}}]}]}"#)
        try assertFails(
            ["render", "bad.json"],
            #"error: bad.json: cards[0].children[0].corners.topLeading: unknown corner style "round" (expected "concentric", {"concentric": {"minimum": m}} or {"fixed": r})"#)
        try write("negative.json", #"{"version": 1, "device": "iphone-16-pro", "cards": [{"padding": -1}]}"#)
        try assertFails(["render", "negative.json", "-o", "x.png"], "error: negative.json: cards[0].padding: padding must not be negative (found -1)")
        try write("types.json", #"{"version": 1, "device": "iphone-16-pro", "cards": [{"height": "tall"}]}"#)
        try assertFails(["render", "types.json"], "error: types.json: cards[0].height: expected a number, found a string")
        try write("syntax.json", "{\"version\": 1,\n  \"cards\": [}")
        try assertFails(["render", "syntax.json"], "error: syntax.json: line 2, column 13: not valid JSON: unexpected character '}'")
        try write("version.json", #"{"version": 3, "device": "iphone-16-pro", "cards": []}"#)
        try assertFails(["render", "version.json"], "error: version.json: version: unsupported scene version 3 (this build reads versions 1 and 2)")
        let deep = String(repeating: #"{"children": ["#, count: 70) + "{}" + String(repeating: "]}", count: 70)
        try write("deep.json", #"{"version": 1, "device": "iphone-16-pro", "cards": ["# + deep + "]}")
        try assertFails(["render", "deep.json"], "error: deep.json: cards[0]" + String(repeating: ".children[0]", count: 64) + ": cards nest deeper than 64 levels")
        try write("device.json", #"{"version": 1, "device": "pixel-9", "cards": []}"#)
        try assertFails(["render", "device.json"], #"error: device.json: device: unknown device "pixel-9" (known: "#, prefix: true)
        try assertFails(["render", "missing.json"], "error: missing.json: cannot read (No such file or directory)")
    }

    func testUnknownPresetsDevicesAndBadScales() throws {
        try assertFails(["render", "nope"], "error: nope: unknown preset (presets: concentric-card, concentric-rectangle-default, ", prefix: true)
        try assertFails(["render", "uniform-card", "--device", "pixel-9"], #"error: --device: unknown device "pixel-9" (known: "#, prefix: true)
        for scale in ["0", "-1", "nan", "inf", "abc", ""] {
            try assertFails(["render", "uniform-card", "--scale", scale], "error: render: --scale takes a positive number of pixels per point, not \"\(scale)\"; see `concentric render --help`")
        }
        try assertFails(["render", "uniform-card", "--scale", "20"], "error: --scale: a 8040 × 17480 px image is over 16384 px on a side (scale 20)")
        try assertFails(["render", "--all-presets", "--out-dir", "o", "--scales", "1,19"], "error: --scales: concentric-card: a 7638 × 16606 px image is over 16384 px on a side (scale 19)")
        try assertFails(["render", "uniform-card", "--direction", "up"], "error: render: --direction takes ltr or rtl, not \"up\"; see `concentric render --help`")
        try assertFails(["render", "uniform-card", "-o", "x.gif"], #"error: render: cannot tell the format of "x.gif" from its extension; add --format png|svg|pdf; see `concentric render --help`"#)
        try assertFails(["render"], "error: render: missing SCENE.json or PRESET (or --all-presets); see `concentric render --help`")
        try assertFails(["render", "--all-presets"], "error: render: --all-presets needs --out-dir DIR; see `concentric render --help`")
    }

    func testParametersAndTimeChangeTheDrawing() throws {
        for (name, arguments) in [
            ("default", [String]()), ("set", ["--set", "inset=20"]), ("time", ["--time", "1.75"]), ("still", ["--time", "0"]),
        ] {
            let result = try run(["render", "concentric-card", "-o", "\(name).png"] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        func image(_ name: String) throws -> PixelImage { try PixelImage(pngAt: folder.appendingPathComponent("\(name).png")) }
        let plain = try image("default")
        XCTAssertGreaterThan(ImageDifference(plain, try image("set"), threshold: 16).differingFraction, 0.005, "inset 20 moves every surface")
        XCTAssertGreaterThan(ImageDifference(plain, try image("time"), threshold: 16).differingFraction, 0.005, "0.45 s into the first toggle")
        XCTAssertEqual(ImageDifference(plain, try image("still"), threshold: 0).maximum, 0, "at t = 0 nothing has moved")
        try assertFails(["render", "concentric-card", "--set", "inset=abc"], #"error: --set inset=abc: "abc" is not a finite number"#)
        try assertFails(["render", "concentric-card", "--time", "nan"], #"error: --time: takes a number of seconds ≥ 0, not "nan""#)
        try assertFails(
            ["render", "--all-presets", "--out-dir", "o", "--set", "inset=2"],
            "error: render: --set goes with one scene, not --all-presets; see `concentric render --help`")
    }

    func testUnwritableDestinations() throws {
        try assertFails(["render", "uniform-card", "-o", "no/such/folder/x.png"], "error: no/such/folder/x.png: cannot write (no such folder: no/such/folder)")
        // A folder in the way: refused before anything is drawn, and left as it was.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
        try assertFails(["render", "uniform-card", "-o", "taken.png"], "error: taken.png: cannot write (a folder is in the way, not a regular file; nothing was written)")
        XCTAssertEqual(folderContents(folder.appendingPathComponent("taken.png")), [])
        try write("file", "")
        try assertFails(["render", "--all-presets", "--out-dir", "file/sub"], "error: file/sub: cannot create the folder (", prefix: true)
    }
}
