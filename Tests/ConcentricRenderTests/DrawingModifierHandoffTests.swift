// The drawing modifiers through the hand-offs: the SwiftUI `code` writes type-checks against
// Apple's declarations, and the HTML draws in Chromium as the renderer draws.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class DrawingModifierHandoffTests: ExecutableTestCase {
    /// A scene with every drawing modifier, as card code uses them.
    static let scene = """
        {"version": 2, "id": "drawing-modifiers", "screen": {"shape": "rectangle", "width": 320, "height": 480},
         "root": {"VStack": {"spacing": 24, "children": [
           {"Color": "#FF9500", "modifiers": [
             {"frame": {"width": 200, "height": 100}},
             {"shadow": {"color": {"color": "#000000", "opacity": 0.4}, "radius": 8, "x": 4, "y": 10}},
             {"overlay": {"fill": {"color": "#000000", "opacity": 0.25}, "in": {"RoundedRectangle": {"cornerRadius": 24, "style": "circular"}}}},
             {"overlay": {"view": {"Circle": {"fill": "#007AFF"}, "modifiers": [{"frame": {"width": 24, "height": 24}}]}, "alignment": "topTrailing"}}]},
           {"HStack": {"spacing": 16, "children": [
             {"Circle": {"stroke": {"style": "#007AFF", "lineWidth": 6}}, "modifiers": [{"frame": {"width": 60, "height": 60}}]},
             {"RoundedRectangle": {"cornerRadius": 16, "style": "circular", "fill": "#FFFFFF", "stroke": {"style": "#000000", "lineWidth": 4, "border": true}},
              "modifiers": [{"frame": {"width": 80, "height": 60}}]},
             {"Capsule": {"stroke": {"style": {"gradient": {"angle": 90, "stops": [{"color": "#FF9500", "location": 0}, {"color": "#5856D6", "location": 1}]}}, "lineWidth": 8}},
              "modifiers": [{"frame": {"width": 80, "height": 40}}]}]}},
           {"ZStack": {"children": [
             {"ConcentricRectangle": {"fill": "#34C759", "stroke": {"style": "#000000", "lineWidth": 6, "border": true}}, "modifiers": [{"padding": 12}]}]},
            "modifiers": [{"frame": {"width": 240, "height": 100}}, {"containerShape": {"RoundedRectangle": {"cornerRadius": 36}}}]},
           {"HStack": {"spacing": 24, "children": [
             {"LinearGradient": {"angle": 180, "stops": [{"color": "#FF9500", "location": 0}, {"color": "#FF2D55", "location": 1}]},
              "modifiers": [{"frame": {"width": 100, "height": 60}}, {"mask": {"view": {"RoundedRectangle": {"cornerRadius": 20, "style": "circular"}}}}]},
             {"Color": "#5856D6", "modifiers": [{"frame": {"width": 100, "height": 60}}, {"mask": {"view": {"HStack": {"spacing": 4, "children": [
               {"Circle": {}}, {"Capsule": {"fill": {"color": "#000000", "opacity": 0.5}}}]}}, "alignment": "leading"}}]}]}}
         ]}}}
        """

    func testTheDrawingModifiersSwiftUITypeChecks() throws {
        try Self.scene.write(to: folder.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        let result = try run(["code", "drawing.json", "--lang", "swiftui", "-o", "drawing.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let code = try String(contentsOf: folder.appendingPathComponent("drawing.swift"), encoding: .utf8)
        for line in [
            ".overlay(Color.black.opacity(0.25), in: .rect(cornerRadius: 24, style: .circular))",
            ".overlay(alignment: .topTrailing) {",
            ".stroke(.blue, lineWidth: 6)", ".fill(.white)", ".strokeBorder(.black, lineWidth: 4)",
            "// ConcentricRectangle is not an InsettableShape", ".padding(3)",
            ".shadow(color: Color.black.opacity(0.4), radius: 8, x: 4, y: 10)",
            ".mask {", ".mask(alignment: .leading) {",
        ] {
            XCTAssertTrue(code.contains(line), "missing \(line) in\n\(code)")
        }
        try typeCheckAgainstStub(["drawing.swift"])
    }

    /// Chromium's screenshot of the scene's page at device scale 2 against `render --scale 2`,
    /// with the presets' tolerance: at most 1 % of the pixels differ by more than 24/255.
    func testTheDrawingModifiersHTMLDrawsInChromiumLikeTheRenderer() throws {
        let chromium = try HandoffTests.tool("chromium", extra: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        try Self.scene.write(to: folder.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["code", "drawing.json", "--lang", "html", "-o", "drawing.html"]).status, 0)
        XCTAssertEqual(try run(["render", "drawing.json", "--scale", "2", "-o", "drawing-render.png"]).status, 0)
        let reference = try XCTUnwrap(StraightImage(pngAt: folder.appendingPathComponent("drawing-render.png")))
        let share = try chromiumShareDiffering(page: "drawing.html", from: reference, with: chromium)
        XCTAssertLessThanOrEqual(share, 0.01, "\(share * 100) % of the pixels differ")
    }
}
