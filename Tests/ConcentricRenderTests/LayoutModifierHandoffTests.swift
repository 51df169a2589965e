// The layout modifiers through the real executable: `code --lang swiftui` writes them as SwiftUI
// that type-checks against the documented API, `code --lang html` draws an offset view moved.
import ConcentricCore
import ConcentricScene
import Foundation
import XCTest

final class LayoutModifierHandoffTests: ExecutableTestCase {
    /// Each modifier in each of its forms, literal and bound to a parameter.
    static let scene = """
        {"version": 2, "id": "layout-modifiers", "device": "iphone-16-pro", "parameters": {"nudge": 4, "ratio": 1.5},
         "root": {"VStack": {"spacing": 0, "children": [
           {"Color": "#FF9500", "modifiers": [{"frame": {"width": 100, "height": 40}}, {"offset": {"x": 12, "y": -6}}, {"name": "moved"}]},
           {"Color": "#007AFF", "modifiers": [{"offset": {"x": {"param": "nudge"}}}, {"offset": {"y": {"expr": "nudge * 2"}}}]},
           {"HStack": {"spacing": 0, "children": [
             {"Text": "A long leading text", "modifiers": [{"layoutPriority": -1}]},
             {"Text": "Trailing", "modifiers": [{"layoutPriority": {"param": "ratio"}}]}]}},
           {"Color": "#34C759", "modifiers": [{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}]},
           {"Color": "#34C759", "modifiers": [{"aspectRatio": {"ratio": {"param": "ratio"}, "contentMode": "fill"}}]},
           {"Color": "#34C759", "modifiers": [{"aspectRatio": {"contentMode": "fit"}}, {"aspectRatio": {"contentMode": "fill"}}]},
           {"Text": "Fixed", "modifiers": [{"fixedSize": {}}, {"fixedSize": {"horizontal": false, "vertical": true}}]}]}}}
        """

    func testSwiftUIWritesTheModifiersAndTypeChecks() throws {
        try assertSwiftUI(of: Self.scene, stem: "layout", contains: [
            ".offset(x: 12, y: -6)  // moved", ".offset(x: nudge)", ".offset(y: nudge * 2)", ".layoutPriority(-1)", ".layoutPriority(ratio)",
            ".aspectRatio(1.5, contentMode: .fit)", ".aspectRatio(ratio, contentMode: .fill)", ".scaledToFit()", ".scaledToFill()",
            ".fixedSize()", ".fixedSize(horizontal: false, vertical: true)",
        ])
    }

    func testHTMLDrawsAnOffsetViewMoved() throws {
        let scene = """
            {"version": 2, "id": "offset", "device": "iphone-16-pro",
             "root": {"Color": "#FF9500", "modifiers": [{"frame": {"width": 100, "height": 40}}, {"offset": {"x": 12, "y": -6}}]}}
            """
        try write("offset.json", scene)
        let result = try run(["code", "offset.json", "--lang", "html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Centred in the safe area (y 62…840 of 402 × 874) at (151, 431), drawn 12 right and 6 up.
        XCTAssertTrue(result.stdout.contains("left: 163px; top: 425px; width: 100px; height: 40px;"), result.stdout)
    }
}
