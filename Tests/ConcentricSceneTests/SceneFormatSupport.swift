// Shared pieces of the scene-format tests (reading, writing, conversion, presets). Kept in one
// namespace so they never clash with the layout engine's test helpers.
import ConcentricCore
import ConcentricJSON
import Foundation
import XCTest
@testable import ConcentricScene

enum FormatSupport {
    /// The bundled device profiles.
    static func devices() throws -> DeviceCatalog { try DeviceCatalog.bundled() }

    /// The v1 presets as they were in git before version 2 (Fixtures/v1).
    static var v1Folder: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("v1") }
}

extension FormatSupport {
    /// Reads scene text of any readable version, as every tool does.
    static func parse(_ text: String) throws -> SceneFile {
        try SceneFile.parse(bytes: Array(text.utf8), devices: devices())
    }

    /// The error reading `text` gives, or a failure when it reads.
    static func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        do {
            _ = try parse(text)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch let error as InputError {
            return error.description
        }
    }

    /// A bundled v2 preset.
    static func preset(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> SceneFile {
        try XCTUnwrap(try Presets.scene(named: id, devices: devices()), "no preset \(id)", file: file, line: line)
    }

    /// `document` laid out with the deterministic text measurer.
    static func layout(_ document: SceneDocument, _ overrides: [String: Double] = [:]) -> ViewLayout {
        ViewLayout(document: document, overrides: overrides, measurer: EstimatedTextMeasurer())
    }

    /// The node named `name`, failing the test when there is none.
    static func node(_ layout: ViewLayout, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> LaidOutView {
        try XCTUnwrap(layout.node(named: name), "no node named \(name)", file: file, line: line)
    }

    static func assertFrame(_ rect: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, file: StaticString = #filePath, line: UInt = #line) {
        let got = [rect.minX, rect.minY, rect.width, rect.height], want = [x, y, w, h]
        for i in 0..<4 where abs(got[i] - want[i]) > 1e-6 {
            XCTFail("frame \(got) is not \(want)", file: file, line: line)
            return
        }
    }

    /// The node's resolved radii, clockwise from the top-left.
    static func radii(_ node: LaidOutView, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
        try XCTUnwrap(node.geometry?.corners, "\(node.name ?? node.sourcePath) has no corners", file: file, line: line).radii.clockwise
    }

    static func assertRadii(_ node: LaidOutView, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) throws {
        let got = try radii(node, file: file, line: line)
        for i in 0..<4 where abs(got[i] - expected[i]) > 1e-6 {
            XCTFail("\(node.name ?? "?") radii \(got) are not \(expected)", file: file, line: line)
            return
        }
    }
}
