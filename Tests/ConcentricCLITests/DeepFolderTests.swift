// Relative outputs (the command line's and the app's --export) land in the working folder even when it is deeper than PATH_MAX, where
// getcwd fails and a path joined to it would start at `/`.
import ConcentricTestSupport
import Foundation
import XCTest

final class DeepFolderTests: XCTestCase {
    /// 22 levels of 200-byte names: about 4.4 KB below the scratch folder, past Linux's 4,096.
    static let levels = 22
    static let component = String(repeating: "d", count: 200)

    func testEveryRelativeOutputLandsInTheWorkingFolder() throws {
        let top = try makeTemporaryFolder("deep")
        // FileManager cannot remove a tree deeper than PATH_MAX; rm walks it by descriptors.
        addTeardownBlock { _ = try? ConcentricExecutable(url: URL(fileURLWithPath: "/bin/rm")).run(["-rf", top.path]) }
        let concentric = try ConcentricExecutable.locate("concentric")
        let playground = try ConcentricExecutable.locate("concentric-playground")
        let tag = "deep-\(UUID().uuidString.prefix(8).lowercased())"
        let scene = #"{"version": 1, "id": "\#(tag)", "device": "iphone-x", "cards": [{"children": []}]}"#
        // Each command runs from the deep folder, reached by relative cd (no absolute path names it;
        // bash, as dash joins cd's argument to $PWD and fails past PATH_MAX).
        let script = """
            set -e
            i=0
            while [ $i -lt \(Self.levels) ]; do mkdir \(Self.component); cd \(Self.component); i=$((i + 1)); done
            if pwd -P >/dev/null 2>&1 && [ "$(pwd -P | wc -c)" -lt 4096 ]; then echo "not deep enough"; exit 9; fi
            "$C" render concentric-card -o \(tag)-render.png >/dev/null
            echo '\(scene)' | "$C" render - >/dev/null
            "$C" code concentric-card --lang swiftui -o \(tag)-code.swift >/dev/null
            "$C" import \(tag)-code.swift -o \(tag)-import.json >/dev/null
            "$C" render concentric-card --sheet iphone-x -o \(tag)-sheet.pdf >/dev/null
            "$C" render concentric-card --animate 0.1 --fps 10 --out-dir \(tag)-frames >/dev/null
            "$C" render --all-presets --out-dir \(tag)-presets >/dev/null
            "$P" concentric-card --export \(tag)-app.png
            ls -A
            ls -A \(tag)-frames
            """
        let result = try ConcentricExecutable(url: URL(fileURLWithPath: "/bin/bash")).run(
            ["-c", script], environment: ["C": concentric.url.path, "P": playground.url.path], directory: top, timeout: 300)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let listed = Set(result.stdout.split(separator: "\n").map(String.init))
        let expected = [
            "\(tag)-render.png", "\(tag)@1x.png", "\(tag)-code.swift", "\(tag)-import.json", "\(tag)-sheet.pdf", "\(tag)-frames",
            "\(tag)-presets", "\(tag)-app.png", "concentric-card-0000.png",
        ]
        // A failing run writes these at the root: removed when the test ends.
        addTeardownBlock {
            for name in expected where name.hasPrefix(tag) { _ = try? ConcentricExecutable(url: URL(fileURLWithPath: "/bin/rm")).run(["-rf", "/" + name]) }
        }
        for name in expected {
            XCTAssertTrue(listed.contains(name), "\(name) is in the working folder: \(result.stdout)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: "/" + name), "/\(name) was written")
        }
    }
}
