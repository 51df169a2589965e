// Files people are still typing: seeded mutations of the sample and of generated SwiftUI never
// crash or hang the importer, and every answer is located.
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
        case 7: lines[index] += " \"" + String(repeating: "x", count: 100_000) + "\""
        default:
            var bytes = Array(text.utf8)
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = 0xFF
            return bytes
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    func testMutationsAreAnsweredWithPlaces() throws {
        var random = SeededGenerator(seed: 30)
        let sample = try String(contentsOf: SampleImportTests.sample, encoding: .utf8)
        var cases = 0
        for _ in 0..<300 {
            let bytes = Self.mutate(sample, &random)
            cases += 1
            switch SwiftUIImporter.importSource(bytes, named: "Card.swift") {
            case .success(let imported):
                XCTAssertTrue(imported.warnings.allSatisfy { $0.place.line >= 1 && $0.place.column >= 1 })
            case .failure(let failure):
                XCTAssertFalse(failure.errors.isEmpty)
                XCTAssertTrue(failure.errors.allSatisfy { $0.place.file == "Card.swift" && $0.place.line >= 1 })
            }
        }
        XCTAssertEqual(cases, 300)
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
        let broken = folder.appendingPathComponent("Broken.swift")
        try Data("import SwiftUI\nstruct A: View {\n".utf8).write(to: broken)
        let result = try concentric.run(["import", broken.path], timeout: 20)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("error: \(broken.path):2:"), result.stderr)
    }
}
