// Files people are still typing: seeded mutations of the sample and of generated SwiftUI never
// crash or hang the importer, and every answer is located.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import ConcentricTestSupport
import Foundation
import SwiftUIImport
import XCTest

final class ImportFuzzTests: XCTestCase {
    /// One mutation of `lines`: a line or token deleted, duplicated or swapped, a cut, a brace.
    static func mutate(_ text: String, _ random: inout SeededGenerator) -> [UInt8] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0: lines.remove(at: index)
        case 1: lines.insert(lines[index], at: index)
        case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
        case 3: return Array(Array(text.utf8).prefix(Int.random(in: 0...text.utf8.count, using: &random)))
        case 4: lines[index] += Bool.random(using: &random) ? " {" : " }"
        case 5:
            var tokens = lines[index].split(separator: " ").map(String.init)
            if !tokens.isEmpty { tokens.remove(at: Int.random(in: 0..<tokens.count, using: &random)) }
            lines[index] = tokens.joined(separator: " ")
        case 6: lines[index] = lines[index].replacingOccurrences(of: "8", with: "1e300")
        case 7: lines[index] += " \"" + String(repeating: "x", count: 1 << 20) + "\""
        default:
            var bytes = Array(text.utf8)
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = 0xFF
            return bytes
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The corpus: the sample and every preset's generated SwiftUI.
    func corpus() throws -> [String] {
        let concentric = try ConcentricExecutable.locate("concentric")
        let presets = try concentric.run(["presets"]).stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        return try [String(contentsOf: SampleImportTests.sample, encoding: .utf8)] + presets.map { try concentric.run(["code", $0, "--lang", "swiftui"]).stdout }
    }

    /// Seeded mutations (`CONCENTRIC_FUZZ_CASES`, 300 by default; `scripts/fuzz.sh swiftui` runs
    /// 10,000): each is imported in process (a crash would end the test run) into a scene the
    /// scene reader accepts, with every warning located, or refused with located errors.
    func testMutationsAreAnsweredWithPlaces() throws {
        let count = ProcessInfo.processInfo.environment["CONCENTRIC_FUZZ_CASES"].flatMap(Int.init) ?? 300
        var random = SeededGenerator(seed: 30)
        let sources = try corpus()
        let devices = try DeviceCatalog.bundled()
        var imported = 0, refused = 0, warnings = 0, slowest = 0.0
        for index in 0..<count {
            let bytes = Self.mutate(sources[index % sources.count], &random)
            let start = Date()
            let result = SwiftUIImporter.importSource(bytes, named: "Card.swift")
            slowest = max(slowest, Date().timeIntervalSince(start))
            switch result {
            case .success(let scene):
                imported += 1
                warnings += scene.warnings.count
                XCTAssertTrue(scene.warnings.allSatisfy { $0.place.line >= 1 && $0.place.column >= 1 })
                XCTAssertNoThrow(try SceneFile.parse(bytes: Array(scene.sceneText.utf8), devices: devices), "case \(index)")
            case .failure(let failure):
                refused += 1
                XCTAssertFalse(failure.errors.isEmpty)
                XCTAssertTrue(failure.errors.allSatisfy { $0.place.file == "Card.swift" && $0.place.line >= 1 }, "case \(index)")
            }
        }
        XCTAssertEqual(imported + refused, count)
        print("fuzz: \(count) mutations of \(sources.count) files: \(imported) imported (\(warnings) warnings), \(refused) refused, slowest \(Int(slowest * 1000)) ms")
    }

    /// The whole command on mutated files: exit 0 or 2, never 1, and every line of standard error
    /// a warning or an error.
    func testTheCommandAnswersMutationsWithStatusZeroOrTwo() throws {
        var random = SeededGenerator(seed: 31)
        let sources = try corpus()
        let folder = try temporaryFolder()
        let concentric = try ConcentricExecutable.locate("concentric")
        for index in 0..<24 {
            let file = folder.appendingPathComponent("Case\(index).swift")
            try Data(Self.mutate(sources[index % sources.count], &random)).write(to: file)
            let result = try concentric.run(["layout", file.path, "--compact"], timeout: 30)
            XCTAssertTrue(result.status == 0 || result.status == 2, "case \(index): status \(result.status): \(result.stderr)")
            XCTAssertTrue(result.errorLines.allSatisfy { $0.hasPrefix("warning: ") || $0.hasPrefix("error: ") }, result.stderr)
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = "import SwiftUI\n#Preview {\n" + String(repeating: "VStack {\n", count: 10_000) + String(repeating: "}\n", count: 10_000) + "}\n"
        guard case .failure(let failure) = SwiftUIImporter.importSource(Array(deep.utf8), named: "Deep.swift") else {
            return XCTFail("10,000 nested stacks imported")
        }
        XCTAssertEqual(failure.errors.first?.place.file, "Deep.swift")
    }

    func testFoldersFifosAndMissingFilesAreLocatedErrors() throws {
        let folder = try temporaryFolder()
        let fifo = folder.appendingPathComponent("pipe.swift")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let directory = folder.appendingPathComponent("dir.swift")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let concentric = try ConcentricExecutable.locate("concentric")
        for (path, reason) in [(fifo.path, "not a regular file"), (directory.path, "is a folder"), (folder.appendingPathComponent("none.swift").path, "No such file")] {
            let result = try concentric.run(["layout", path], timeout: 20)
            XCTAssertEqual(result.status, 2, path)
            XCTAssertEqual(result.stdout, "")
            XCTAssertTrue(result.stderr.hasPrefix("error: \(path):1:1: cannot read (") && result.stderr.contains(reason), result.stderr)
        }
        let huge = folder.appendingPathComponent("Huge.swift")
        try Data(repeating: 0x20, count: (4 << 20) + 1).write(to: huge)
        let tooLarge = try concentric.run(["render", huge.path, "-o", folder.appendingPathComponent("x.png").path], timeout: 20)
        XCTAssertEqual(tooLarge.status, 2)
        XCTAssertTrue(tooLarge.stderr.contains("Huge.swift:1:1: cannot read (too large (4194305 bytes; a .swift file may have at most 4194304))"), tooLarge.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        let broken = folder.appendingPathComponent("Broken.swift")
        try Data("import SwiftUI\nstruct A: View {\n".utf8).write(to: broken)
        let result = try concentric.run(["import", broken.path], timeout: 20)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("error: \(broken.path):2:"), result.stderr)
    }
}
