// `concentric render --sheet … --page a4|letter|auto`, run as the real executable: the PDF's pages
// read back from its MediaBox entries (Cairo writes the page objects uncompressed).
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import Foundation
import XCTest

final class SheetPageCommandTests: ExecutableTestCase {
    /// Each page's width and height in points, in file order, from `name` in the scratch folder;
    /// fails unless the page tree's /Count agrees.
    private func pageSizes(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Size] {
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        let boxes = try NSRegularExpression(pattern: #"/MediaBox \[ 0 0 ([0-9.]+) ([0-9.]+) \]"#)
        let sizes = boxes.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match -> Size? in
            guard let w = Range(match.range(at: 1), in: text).flatMap({ Double(text[$0]) }),
                let h = Range(match.range(at: 2), in: text).flatMap({ Double(text[$0]) })
            else { return nil }
            return Size(width: w, height: h)
        }
        let counts = try NSRegularExpression(pattern: #"/Type /Pages\s+/Kids \[[^\]]*\]\s+/Count ([0-9]+)"#)
        let count = counts.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            .flatMap { Range($0.range(at: 1), in: text) }.flatMap { Int(text[$0]) }
        XCTAssertEqual(count, sizes.count, "the page tree's /Count", file: file, line: line)
        return sizes
    }

    private func render(_ arguments: [String], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try concentric.run(["render"] + arguments, environment: environment, directory: folder)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    }

    /// The sheet `render concentric-card --sheet all` draws.
    private func sheet() throws -> SpecSheet {
        let devices = try bundledDevices().devices
        return SpecSheet(title: "Concentric card", document: try preset("concentric-card"), devices: devices)
    }

    private func rounded(_ size: Size) -> [Int] { [Int(size.width.rounded()), Int(size.height.rounded())] }

    func testA4PagesEveryPageOfTheSheetOnA4() throws {
        try render(["concentric-card", "--sheet", "all", "--page", "a4", "-o", "a4.pdf"])
        let pages = try pageSizes("a4.pdf")
        XCTAssertEqual(pages.count, try sheet().paginated(on: .a4).pages.count)
        XCTAssertGreaterThan(pages.count, 1, "every device of the catalog does not fit one page")
        XCTAssertEqual(Set(pages.map(rounded)), [[595, 842]])
        try render(["concentric-card", "--sheet", "iphone-16-pro", "--page", "LETTER", "-o", "letter.pdf"])
        XCTAssertEqual(try pageSizes("letter.pdf"), [Size(width: 612, height: 792)])
    }

    /// `auto` is the locale's paper: LC_ALL over LC_PAPER over LANG, empty ones skipped; Letter
    /// for the United States and Canada, A4 for Germany and the C locale.
    func testAutoFollowsTheLocalesPaper() throws {
        let cases: [([String: String], [Int])] = [
            (["LC_PAPER": "en_US.UTF-8"], [612, 792]),
            (["LC_PAPER": "de_DE.UTF-8"], [595, 842]),
            (["LC_PAPER": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], [595, 842]),
            (["LC_ALL": "en_CA.UTF-8", "LC_PAPER": "de_DE.UTF-8"], [612, 792]),
            (["LC_ALL": "", "LC_PAPER": "", "LANG": "es_MX"], [612, 792]),
            (["LANG": "fil_PH.UTF-8@euro"], [612, 792]),
            (["LANG": "en_GB.UTF-8"], [595, 842]),
            (["LC_ALL": "C"], [595, 842]),
            ([:], [595, 842]),
        ]
        for (k, (environment, expected)) in cases.enumerated() {
            try render(["concentric-card", "--sheet", "iphone-se-3", "--page", "auto", "-o", "auto-\(k).pdf"], environment: environment)
            XCTAssertEqual(try pageSizes("auto-\(k).pdf").map(rounded), [expected], "\(environment)")
        }
    }

    func testWithoutPageTheSheetIsOnePageOfItsOwnSize() throws {
        try render(["concentric-card", "--sheet", "all", "-o", "sheet.pdf"], environment: ["LC_PAPER": "en_US.UTF-8"])
        let size = try sheet().size
        // Cairo writes a MediaBox to six decimals at most.
        let pages = try pageSizes("sheet.pdf")
        XCTAssertEqual(pages.count, 1)
        XCTAssertEqual(pages.first?.width ?? 0, size.width, accuracy: 1e-3)
        XCTAssertEqual(pages.first?.height ?? 0, size.height, accuracy: 1e-3)
    }

    /// A grid too large for one Cairo page is refused, but its panels still go on paper.
    func testASheetTooLargeForOnePageStillPages() throws {
        let devices = (0..<12).map {
            #"{"id": "big\#($0)", "name": "Big", "width": 1000000, "height": 1000000, "cornerRadius": 40, "cornerStyle": "circular", "source": "test"}"#
        }
        try write("big.json", "[" + devices.joined(separator: ",") + "]")
        let ids = (0..<12).map { "big\($0)" }.joined(separator: ",")
        try assertFails(["render", "uniform-card", "--devices", "big.json", "--sheet", ids, "-o", "big.pdf"], "error: --scale: the sheet: a ", prefix: true)
        try render(["uniform-card", "--devices", "big.json", "--sheet", ids, "--page", "letter", "-o", "big.pdf"])
        XCTAssertEqual(try pageSizes("big.pdf"), Array(repeating: Size(width: 612, height: 792), count: 12))
    }

    func testBadValuesAndCombinationsAreRefused() throws {
        try assertFails(["render", "concentric-card", "--sheet", "all", "--page", "a5", "-o", "s.pdf"], #"error: render: --page takes a4, letter, auto, not "a5""#, prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "--page", "a4", "-o", "s.png"], "error: render: --page pages a PDF sheet, not PNG", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "--page", "a4"], "error: render: --page pages a PDF sheet, not PNG", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "--page", "a4", "--format", "svg"], "error: render: --page pages a PDF sheet, not SVG", prefix: true)
        try assertFails(["render", "concentric-card", "--page", "a4", "-o", "s.pdf"], "error: render: --page goes with --sheet", prefix: true)
        try assertFails(["render", "concentric-card", "--page", "a4", "--animate", "1", "-o", "s.webp"], "error: render: --page goes with --sheet", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "--page"], "error: render: --page needs a value", prefix: true)
    }

    func testHelpDocumentsPage() throws {
        let help = try run(["render", "--help"])
        XCTAssertTrue(help.stdout.contains("--page PAPER"), help.stdout)
        XCTAssertTrue(help.stdout.contains("[--page a4|letter|auto]"), help.stdout)
    }
}
