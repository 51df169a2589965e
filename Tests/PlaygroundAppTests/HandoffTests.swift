// The app's hand-off (Copy as SwiftUI / HTML, Export ▸ Spec Sheet, Animation, Spec (JSON)) gives
// exactly what `concentric` gives for the same scene: the app runs the real actions through its
// headless flags (`--copy`, `--export … --sheet all | --animate S | FILE.json`).
import Foundation
import XCTest

final class HandoffTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// `concentric ARGUMENTS` in the sandbox (status 0 asserted).
    private func cli(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> AppRun {
        let run = try AppProcess.run(arguments, in: sandbox, executable: "concentric", file: file, line: line)
        XCTAssertEqual(run.status, 0, "concentric \(arguments): \(run.stderr)", file: file, line: line)
        return run
    }

    /// The app's Copy puts on the clipboard (read back through GDK) the very text
    /// `concentric code` prints: the sample card (its animation, its parameter), nested cards (a
    /// published concentric container, written as resolved radii) and the generated playground
    /// (saved first, so the command line reads the scene the window shows).
    func testCopyPutsExactlyWhatConcentricCodePrintsOnTheClipboard() throws {
        try AppProcess.requireDisplay()
        let saved = sandbox.file("playground.json")
        XCTAssertEqual(try AppProcess.run(["--save", saved.path], in: sandbox).status, 0)
        for (document, name) in [("concentric-card", "concentric-card"), ("nested-cards", "nested-cards"), (saved.path, "playground")] {
            for language in ["swiftui", "html"] {
                let copied = try AppProcess.run([document, "--copy", language], in: sandbox)
                XCTAssertEqual(copied.status, 0, "\(name) \(language): \(copied.stderr)")
                XCTAssertEqual(copied.gtkProblems, [], "\(name) \(language)")
                let printed = try cli(["code", document, "--lang", language])
                XCTAssertFalse(printed.stdout.isEmpty)
                XCTAssertEqual(copied.stdout, printed.stdout, "\(name): Copy as \(language) differs from `concentric code --lang \(language)`")
            }
        }
    }

    func testSpecJSONIsWhatConcentricLayoutPrints() throws {
        let out = sandbox.file("card-spec.json")
        let run = try AppProcess.run(["concentric-card", "--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let printed = try cli(["layout", "concentric-card"])
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), printed.stdout)
    }

    func testSpecSheetIsWhatRenderSheetAllWrites() throws {
        let out = sandbox.file("app-sheet.png"), reference = sandbox.file("cli-sheet.png")
        let run = try AppProcess.run(["concentric-card", "--export", out.path, "--sheet", "all"], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        _ = try cli(["render", "concentric-card", "--sheet", "all", "-o", reference.path])
        XCTAssertEqual(try Data(contentsOf: out), try Data(contentsOf: reference), "the app's PNG sheet differs from `render --sheet all`")
    }

    /// A PDF sheet is paged onto GTK's default paper, which is the locale's: A4 under de_DE and
    /// under C (glibc's C locale has A4 paper), the same file as `render --sheet all --page a4`.
    func testAPDFSpecSheetIsPagedOntoTheDesktopsPaper() throws {
        guard let handle = newlocale(Int32(1) << LC_PAPER, "de_DE.UTF-8", nil) else {
            throw AppTestError("the locale de_DE.UTF-8 is not generated: run scripts/deps.sh test")
        }
        freelocale(handle)
        let reference = sandbox.file("cli-a4.pdf")
        _ = try cli(["render", "concentric-card", "--sheet", "all", "--page", "a4", "-o", reference.path])
        let bytes = try Data(contentsOf: reference)
        XCTAssertGreaterThan(String(decoding: bytes, as: UTF8.self).components(separatedBy: "/MediaBox [ 0 0 595.275591 841.889764 ]").count, 2)
        for locale in ["de_DE.UTF-8", "C.UTF-8"] {
            let out = sandbox.file("app-\(locale).pdf")
            let run = try AppProcess.run(
                ["concentric-card", "--export", out.path, "--sheet", "all"], in: sandbox, extraEnvironment: ["LC_ALL": locale, "LANGUAGE": ""])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(try Data(contentsOf: out), bytes, "\(locale): the app's PDF sheet differs from `render --sheet all --page a4`")
        }
    }

    func testAnimationIsWhatRenderAnimateWrites() throws {
        let out = sandbox.file("app.webp"), reference = sandbox.file("cli.webp")
        let run = try AppProcess.run(["concentric-card", "--export", out.path, "--animate", "1.5", "--fps", "10"], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        _ = try cli(["render", "concentric-card", "--animate", "1.5", "--fps", "10", "-o", reference.path])
        let bytes = try Data(contentsOf: out)
        XCTAssertEqual(Array(bytes.prefix(4)), Array("RIFF".utf8))
        // One encoder, one set of frames: the files are equal byte for byte, so their frames are.
        XCTAssertEqual(bytes, try Data(contentsOf: reference), "the app's WebP differs from `render --animate`'s")
    }

    func testBadHandoffExportsAreRefusedWithOneLineAndNothingWritten() throws {
        let cases: [([String], Int32)] = [
            (["--export", "a.webp"], 2),  // no --animate
            (["--export", "a.png", "--animate", "2"], 2),
            (["--export", "a.webp", "--animate", "0"], 2),
            (["--export", "a.webp", "--animate", "2", "--fps", "500"], 2),
            (["--export", "a.png", "--sheet", "iphone-se-3"], 2),
            (["--export", "a.svg", "--sheet", "all"], 2),
            (["--export", "a.json", "--annotate"], 2),
            (["--fps", "10"], 2),
            (["--copy", "kotlin"], 2),
            (["uniform-card", "--export", "a.webp", "--animate", "2"], 2),  // the scene has no animation
        ]
        for (arguments, status) in cases {
            let run = try AppProcess.run(arguments, in: sandbox)
            XCTAssertEqual(run.status, status, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count, 1, "\(arguments): \(run.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasPrefix("a.") || $0.hasPrefix(".a.") }
        XCTAssertEqual(left, [], "a refused export wrote something")
    }

    func testHelpDocumentsTheHandoffFlags() throws {
        let run = try AppProcess.run(["--help"], in: sandbox)
        for option in ["--copy swiftui|html", "--sheet all", "--animate SECONDS", "--fps N", ".json", ".webp"] {
            XCTAssertTrue(run.stdout.contains(option), option)
        }
    }
}
