// Expression-bound numbers through the real executable: `layout` follows `--set`, warns once per
// expression it had to hold and still succeeds; `code --lang swiftui` writes the expressions as
// Swift that type-checks against the documented API; `code --lang html` writes their values.
import ConcentricCore
import ConcentricScene
import Foundation
import XCTest

final class ExpressionHandoffTests: ExecutableTestCase {
    /// A card padded by `inset * 2`, its radius `cornerRadius - inset`, its spacing
    /// `cornerRadius / inset`, its minimum height `max(80, cornerRadius * 3)`.
    static let scene = """
        {"version": 2, "id": "expressions", "device": "iphone-16-pro", "parameters": {"inset": 8, "cornerRadius": 30},
         "root": {"VStack": {"spacing": {"expr": "cornerRadius / inset"}, "children": [
           {"Text": "Live", "modifiers": [
             {"frame": {"maxWidth": "infinity", "minHeight": {"expr": "max(80, cornerRadius * 3)"}}},
             {"background": {"fill": "#FF9500", "in": {"RoundedRectangle": {"cornerRadius": {"expr": "cornerRadius - inset"}}}}},
             {"name": "card"}, {"padding": {"expr": "inset * 2"}}, {"opacity": {"expr": "-(inset - 9) / 2"}}]},
           {"Spacer": {"minLength": {"expr": "min(inset, 4)"}}}]}}}
        """

    func testLayoutFollowsTheParametersAndWarnsOnce() throws {
        try write("expressions.json", Self.scene)
        let at8 = try run(["layout", "expressions.json", "--compact"])
        XCTAssertEqual(at8.status, 0, at8.stderr)
        XCTAssertEqual(at8.stderr, "")
        // The card: 402 − 2·16 wide, at x = 16, and 90 tall (max(80, 90)).
        XCTAssertTrue(at8.stdout.contains(#""name":"card","kind":"text","frame":{"x":16,"#), at8.stdout)
        XCTAssertTrue(at8.stdout.contains(#""width":370,"height":90}"#), at8.stdout)
        XCTAssertTrue(at8.stdout.contains(#""radii":{"topLeft":22,"#), "radius 30 − 8: \(at8.stdout)")

        let at0 = try run(["layout", "expressions.json", "--set", "inset=0", "--compact"])
        XCTAssertEqual(at0.status, 0, at0.stderr)
        XCTAssertEqual(at0.errorLines, [
            #"warning: expressions.json: root.VStack.spacing: expression "cornerRadius / inset" at cornerRadius = 30, inset = 0: divides by 0; using 0"#,
            #"warning: expressions.json: root.VStack.children[0].modifiers[4].opacity: expression "-(inset - 9) / 2" at inset = 0: opacity must be from 0 to 1 (found 4.5); using 1"#,
        ])
        XCTAssertTrue(at0.stdout.contains(#""radii":{"topLeft":30,"#), at0.stdout)
    }

    func testSwiftUIWritesTheExpressionsAndTypeChecks() throws {
        try assertSwiftUI(of: Self.scene, stem: "expressions", contains: [
            "VStack(spacing: cornerRadius / inset) {", ".frame(maxWidth: .infinity, minHeight: max(80, cornerRadius * 3))",
            ".background(Color.orange, in: .rect(cornerRadius: cornerRadius - inset))  // card", ".padding(inset * 2)",
            ".opacity(-(inset - 9) / 2)", "Spacer(minLength: min(inset, 4))",
        ])
    }

    func testHTMLWritesTheEvaluatedValues() throws {
        try write("expressions.json", Self.scene)
        let result = try run(["code", "expressions.json", "--lang", "html", "--set", "inset=10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The card's background at (20, …), 362 wide, with radius 30 − 10 (continuous: a clip path).
        XCTAssertTrue(result.stdout.contains("left: 20px;"), result.stdout)
        XCTAssertTrue(result.stdout.contains("width: 362px; height: 90px;"), result.stdout)
        XCTAssertFalse(result.stdout.contains("inset"), "no expression text in the page")
    }
}
