// Seeded random command lines for every subcommand, through the real executable: whatever the
// flags and values, the command does it (status 0) or refuses it with one `error:` line (status
// 2); never status 1, a crash, a hang or a stray temporary. `CONCENTRIC_FUZZ_CASES` sets the
// number of command lines (scripts/fuzz.sh arguments runs 10,000).
import ConcentricTestSupport
import Foundation
import XCTest

final class ArgumentFuzzTests: XCTestCase {
    static let commands = ["resolve", "devices", "render", "layout", "code", "import", "presets", "help", "--help", "--version", "bogus", ""]

    /// Every option any subcommand takes (so each meets the others' too), and some none takes.
    static let options = [
        "-o", "--format", "--scale", "--scales", "--formats", "--out-dir", "--device", "--devices", "--direction", "--time", "--set",
        "--preview", "--lang", "--sheet", "--page", "--animate", "--fps", "--compact", "--json", "--annotate", "--all-presets", "-h", "--help",
        "--version", "-", "--", "-x", "--unknown", "--scale=2", "-o=card.png",
    ]

    /// Values that are right for some option, wrong for the others, or wrong for all: numbers at and
    /// past their limits, names of things that exist and do not, paths into folders that are
    /// missing, special files, text that has broken messages before.
    static let values = [
        "1", "2", "0.5", "0", "-1", "1e999", "NaN", "0x10", "+2", "1,2", "1,,2", "", " ", "abc", "card.png", "card.svg", "card.pdf",
        "card.webp", "card.json", "card", "out", "out/", "missing/out", "missing/card.png", "../card.png", ".", "/dev/null", "scene.json",
        "Card.swift", "-", "concentric-card", "uniform-card", "nested-cards", "no-such-preset", "iphone-x", "iphone-16-pro", "all",
        "iphone-x,iphone-x", "png", "svg", "pdf", "PNG", "a4", "letter", "auto", "swiftui", "html", "ltr", "rtl", "inset=20", "inset=", "=3", "nope=1",
        "devices.json", "0.1", "5", "100000", "\u{1b}[31m", "é", "\u{202E}", String(repeating: "w", count: 300), "Dark card",
    ]

    /// A scene and a SwiftUI file in the working folder for the arguments that name them.
    static let scene = #"{"version": 1, "id": "fuzz", "device": "iphone-x", "parameters": [{"name": "inset", "default": 8}], "cards": [{"children": []}], "animation": {"parameter": "inset", "from": 8, "to": 20, "hold": 0.1, "curve": "linear"}}"#

    func testRandomCommandLinesAreDoneOrRefusedInOneLine() throws {
        let count = ProcessInfo.processInfo.environment["CONCENTRIC_FUZZ_CASES"].flatMap(Int.init) ?? 200
        var random = SeededGenerator(seed: 34)
        let concentric = try ConcentricExecutable.locate()
        let top = try temporaryFolder()
        // Two levels down, so that a `..` in a value stays inside the scratch folder.
        let work = top.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: work.appendingPathComponent("scene.json"))
        try Data(Self.scene.utf8).write(to: work.appendingPathComponent("devices.json"))
        let swift = try concentric.run(["code", "concentric-card", "--lang", "swiftui"]).stdout
        try Data(swift.utf8).write(to: work.appendingPathComponent("Card.swift"))
        var statuses: [Int32: Int] = [:]
        for index in 0..<count {
            var arguments = [Self.commands.randomElement(using: &random) ?? "render"]
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: arguments.append(Self.values.randomElement(using: &random) ?? "")
                default:
                    arguments.append(Self.options.randomElement(using: &random) ?? "")
                    if Bool.random(using: &random) { arguments.append(Self.values.randomElement(using: &random) ?? "") }
                }
            }
            let stdin = Bool.random(using: &random) ? Self.scene : ""
            let result = try concentric.run(arguments, stdin: stdin, directory: work, timeout: 60)
            let name = "case \(index): \(arguments.map { $0.debugDescription }.joined(separator: " "))"
            statuses[result.status, default: 0] += 1
            switch result.status {
            case 0:
                XCTAssertFalse(result.errorLines.contains { $0.hasPrefix("error:") }, "\(name): \(result.stderr)")
            case 2:
                XCTAssertEqual(result.stdout, "", "\(name): nothing on standard output")
                XCTAssertEqual(result.errorLines.filter { !$0.hasPrefix("warning: ") }.count, 1, "\(name): one error line: \(result.stderr)")
                XCTAssertTrue(result.errorLines.last?.hasPrefix("error: ") ?? false, "\(name): \(result.stderr)")
            default:
                XCTFail("\(name): status \(result.status): \(result.stderr.prefix(1000))")
            }
            let temporaries = folderContents(work).filter { $0.hasPrefix(".") }
            XCTAssertEqual(temporaries, [], "\(name): temporaries left")
        }
        XCTAssertEqual(folderContents(top), ["a"], "nothing written above the working folder's parent")
        print("fuzz: \(count) command lines: \(statuses.sorted { $0.key < $1.key }.map { "status \($0.key): \($0.value)" }.joined(separator: ", "))")
    }
}
