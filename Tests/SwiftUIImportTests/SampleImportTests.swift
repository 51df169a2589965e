// The sample card and every preset's generated SwiftUI, imported through the real `concentric`
// and its helper program: they lay out and draw exactly as the scenes they stand for.
import ConcentricTestSupport
import Foundation
import XCTest

final class SampleImportTests: XCTestCase {
    /// ../shared/reference/ConcentricCard.swift, beside the repository (read there, never copied).
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/reference/ConcentricCard.swift")

    func concentric() throws -> ConcentricExecutable { try ConcentricExecutable.locate("concentric") }

    /// A layout's JSON with every `name` key deleted.
    func unnamed(_ text: String) throws -> NSObject {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] { return object.filter { $0.key != "name" }.mapValues(strip) }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return strip(try JSONSerialization.jsonObject(with: Data(text.utf8))) as! NSObject
    }

    func testTheSampleImportsWithoutWarnings() throws {
        let result = try concentric().run(["import", Self.sample.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let scene = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(scene["parameters"] as? [String: Double], ["inset": 8])
        let animation = try XCTUnwrap(scene["animation"] as? [String: Any])
        XCTAssertEqual(animation["values"] as? [Double], [8, 20])
        XCTAssertEqual(animation["hold"] as? Double, 1.3)
        XCTAssertTrue(result.stdout.contains("\"name\": \"ConcentricCardSurface\""))
    }

    func testImportWritesItsFileAtomicallyAndNamesThePreview() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("card.json")
        let concentric = try concentric()
        let written = try concentric.run(["import", Self.sample.path, "-o", output.path, "--preview", "ConcentricCardDemo"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), try concentric.run(["import", Self.sample.path]).stdout)
        XCTAssertEqual(folderContents(folder), ["card.json"])
        let unknown = try concentric.run(["import", Self.sample.path, "--preview", "Nope"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "error: \(Self.sample.path):1:1: no preview or view named \"Nope\" (previews and views: Preview 1, ConcentricCardDemo)\n")
        let notSwift = try concentric.run(["import", "card.json"])
        XCTAssertEqual(notSwift.status, 2)
        let scene = try concentric.run(["layout", "concentric-card", "--preview", "X"])
        XCTAssertEqual(scene.stderr, "error: --preview X: only a .swift file has previews\n")
    }

    func testTheSampleLaysOutAsThePreset() throws {
        let concentric = try concentric()
        for options in [["--set", "inset=8"], ["--set", "inset=20"], ["--time", "1.75"]] {
            let imported = try concentric.run(["layout", Self.sample.path, "--compact"] + options)
            let preset = try concentric.run(["layout", "concentric-card", "--compact"] + options)
            XCTAssertEqual(imported.status, 0, imported.stderr)
            XCTAssertEqual(try unnamed(imported.stdout), try unnamed(preset.stdout), "\(options)")
        }
    }

    func testTheSampleDrawsAsThePreset() throws {
        let folder = try temporaryFolder()
        let concentric = try concentric()
        for (input, output) in [(Self.sample.path, "sample.png"), ("concentric-card", "preset.png")] {
            let result = try concentric.run(["render", input, "-o", folder.appendingPathComponent(output).path])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let sample = try Data(contentsOf: folder.appendingPathComponent("sample.png"))
        XCTAssertEqual(sample, try Data(contentsOf: folder.appendingPathComponent("preset.png")))
    }

    /// Every preset's `code --lang swiftui`, imported back, lays out and draws as the preset (both
    /// without their `name` modifiers: the generator writes names as comments). Extensions the
    /// generator says in other words: nested-cards' published ConcentricRectangles come back as the
    /// radii they resolve to at the default inset; adaptive-background's clipped background view
    /// comes back as the view with a clipShape.
    func testEveryPresetComesBack() throws {
        let folder = try temporaryFolder()
        let concentric = try concentric()
        let presets = try concentric.run(["presets"]).stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(presets.count, 12)
        let presetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/presets")
        for preset in presets {
            let swift = folder.appendingPathComponent("\(preset).swift")
            XCTAssertEqual(try concentric.run(["code", preset, "--lang", "swiftui", "-o", swift.path]).status, 0)
            let imported = try concentric.run(["import", swift.path])
            XCTAssertEqual(imported.status, 0, "\(preset): \(imported.stderr)")
            XCTAssertEqual(imported.stderr, "", preset)
            let original = try String(contentsOf: presetFolder.appendingPathComponent("\(preset).json"), encoding: .utf8)
            var files: [String] = []
            for (name, text) in [("imported", imported.stdout), ("original", original)] {
                let file = folder.appendingPathComponent("\(preset)-\(name).json")
                try Data(withoutNames(text).utf8).write(to: file)
                files.append(file.path)
            }
            let layouts = try files.map { try concentric.run(["layout", $0, "--compact"]).stdout }
            XCTAssertEqual(try unnamed(layouts[0]), try unnamed(layouts[1]), preset)
            let pictures = try files.map { path -> Data in
                let png = path + ".png"
                XCTAssertEqual(try concentric.run(["render", path, "-o", png]).status, 0)
                return try Data(contentsOf: URL(fileURLWithPath: png))
            }
            XCTAssertEqual(pictures[0], pictures[1], preset)
        }
    }

    /// A scene file's text without its `{"name": …}` modifiers.
    func withoutNames(_ text: String) throws -> String {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] { return object.mapValues(strip) }
            if let array = value as? [Any] {
                return array.filter { ($0 as? [String: Any]).map { Array($0.keys) != ["name"] } ?? true }.map(strip)
            }
            return value
        }
        let data = try JSONSerialization.data(withJSONObject: strip(try JSONSerialization.jsonObject(with: Data(text.utf8))))
        return String(decoding: data, as: UTF8.self)
    }
}
