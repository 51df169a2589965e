// The layout modifiers in scene files (docs/SCENES.md, "Modifiers"): read, written back the same,
// bad values refused with their place, and refused the same way as edits.
import ConcentricCore
import ConcentricJSON
import XCTest
@testable import ConcentricScene
@testable import SceneEditing

final class LayoutModifierFormatTests: XCTestCase {
    typealias S = FormatSupport

    /// A document whose root is a colour with `modifiers` (JSON text of the list's items).
    func document(_ modifiers: String, parameters: String = "") -> String {
        let declared = parameters.isEmpty ? "" : #""parameters": {\#(parameters)}, "#
        return ##"{"version": 2, "device": "iphone-16-pro", \##(declared)"root": {"Color": "#FFFFFF", "modifiers": [\##(modifiers)]}}"##
    }

    func modifiers(_ text: String, parameters: String = "") throws -> [ViewModifier] {
        try S.parse(document(text, parameters: parameters)).document.root.modifiers
    }

    func testTheModifiersReadAsTheirSwiftUI() throws {
        XCTAssertEqual(try modifiers(#"{"offset": {"x": 4, "y": -2}}, {"offset": {"y": 3}}"#), [.offset(x: 4, y: -2), .offset(x: 0, y: 3)])
        XCTAssertEqual(
            try modifiers(#"{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}, {"aspectRatio": {"contentMode": "fill"}}"#),
            [.aspectRatio(1.5, contentMode: .fit), .aspectRatio(nil, contentMode: .fill)])
        XCTAssertEqual(
            try modifiers(#"{"fixedSize": {}}, {"fixedSize": {"horizontal": true, "vertical": false}}"#),
            [.fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: true, vertical: false)])
        XCTAssertEqual(try modifiers(#"{"layoutPriority": 1}, {"layoutPriority": -0.5}"#), [.layoutPriority(1), .layoutPriority(-0.5)])
        XCTAssertEqual(
            try modifiers(#"{"offset": {"x": {"param": "d"}}}, {"aspectRatio": {"ratio": {"expr": "d / 2"}, "contentMode": "fit"}}, {"layoutPriority": {"param": "d"}}"#, parameters: #""d": 3"#),
            [.offset(x: .parameter("d"), y: 0), .aspectRatio(.expression(try NumberExpression(parsing: "d / 2")), contentMode: .fit), .layoutPriority(.parameter("d"))])
    }

    func testTheModifiersRoundTrip() throws {
        let all: [ViewModifier] = [
            .offset(x: 4, y: -2), .offset(x: .parameter("d"), y: 0), .aspectRatio(1.75, contentMode: .fit), .aspectRatio(nil, contentMode: .fill),
            .fixedSize(), .fixedSize(horizontal: false, vertical: true), .layoutPriority(1), .layoutPriority(.parameter("d")),
        ]
        let root = SceneView(.color(.rgb(.white)), modifiers: all)
        let file = SceneFile(id: "layout-modifiers", title: nil, summary: nil, document: SceneDocument(
            parameters: [SceneParameter(name: "d", defaultValue: 2)], screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle),
            safeArea: EdgeInsets(), direction: .leftToRight, root: root, animation: nil))
        let text = file.jsonText
        XCTAssertTrue(text.contains(#"{"fixedSize": {}}"#), text)
        XCTAssertTrue(text.contains(#"{"aspectRatio": {"contentMode": "fill"}}"#), text)
        let again = try S.parse(text)
        XCTAssertEqual(again.document.root, root)
        XCTAssertEqual(again.jsonText, text)
    }

    func testBadValuesNameTheirPlace() throws {
        func error(_ modifiers: String) throws -> String { try S.error(document(modifiers)) }
        XCTAssertEqual(
            try error(#"{"aspectRatio": {"ratio": -1, "contentMode": "fit"}}"#),
            "root.modifiers[0].aspectRatio.ratio: an aspect ratio must be above 0 (found -1)")
        XCTAssertEqual(
            try error(#"{"aspectRatio": {"ratio": 0, "contentMode": "fit"}}"#),
            "root.modifiers[0].aspectRatio.ratio: an aspect ratio must be above 0 (found 0)")
        XCTAssertEqual(
            try error(#"{"aspectRatio": {"ratio": 1e999, "contentMode": "fit"}}"#),
            "root.modifiers[0].aspectRatio.ratio: an aspect ratio must be a finite number")
        XCTAssertEqual(
            try error(#"{"aspectRatio": {"ratio": "infinity", "contentMode": "fit"}}"#),
            #"root.modifiers[0].aspectRatio.ratio: an aspect ratio cannot be "infinity" (only maxWidth and maxHeight can)"#)
        XCTAssertEqual(
            try error(#"{"aspectRatio": {"ratio": 2, "contentMode": "stretch"}}"#),
            #"root.modifiers[0].aspectRatio.contentMode: unknown content mode "stretch" (expected one of: "fit", "fill")"#)
        XCTAssertEqual(try error(#"{"aspectRatio": {"ratio": 2}}"#), #"root.modifiers[0].aspectRatio: missing field "contentMode""#)
        XCTAssertEqual(
            try error(#"{"aspectRatio": 1.5}"#), "root.modifiers[0].aspectRatio: expected an object, found a number")
        XCTAssertEqual(
            try error(#"{"offset": {"x": "4"}}"#),
            #"root.modifiers[0].offset.x: expected a number or {"param": NAME} for an offset, found a string"#)
        XCTAssertTrue(try error(#"{"offset": {"dx": 4}}"#).hasPrefix(#"root.modifiers[0].offset: unknown field "dx""#))
        XCTAssertEqual(
            try error(#"{"fixedSize": {"horizontal": true}}"#),
            #"root.modifiers[0].fixedSize: missing field "vertical" (give both axes, or neither for fixedSize())"#)
        XCTAssertEqual(
            try error(#"{"fixedSize": {"horizontal": 1, "vertical": false}}"#),
            "root.modifiers[0].fixedSize.horizontal: expected true or false, found a number")
        XCTAssertEqual(
            try error(#"{"layoutPriority": "high"}"#),
            #"root.modifiers[0].layoutPriority: expected a number or {"param": NAME} for a layout priority, found a string"#)
    }

    func testEditsAreRefusedAsTheReaderRefuses() throws {
        let document = SceneDocument(
            parameters: [], screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), safeArea: EdgeInsets(), direction: .leftToRight,
            root: SceneView(.color(.rgb(.white))), animation: nil)
        func refused(_ modifier: ViewModifier, _ expected: SceneEditError, line: UInt = #line) {
            XCTAssertThrowsError(try document.applying(.set(.root, .insertModifier(modifier, at: 0))), line: line) {
                XCTAssertEqual($0 as? SceneEditError, expected, line: line)
            }
        }
        refused(.aspectRatio(-2, contentMode: .fit), .invalidValue("an aspect ratio must be above 0 (found -2)"))
        refused(.offset(x: .literal(2e6), y: 0), .invalidValue("2000000 is beyond the limit of ±1000000 pt"))
        refused(.layoutPriority(.literal(.nan)), .invalidValue("a layout priority must be a finite number"))
        refused(.layoutPriority(.parameter("p")), .undeclaredParameter("p"))
        XCTAssertNoThrow(try document.applying(.set(.root, .insertModifier(.fixedSize(horizontal: true, vertical: false), at: 0))))
    }

    func testBoundValuesOutOfRangeAreWarned() throws {
        let root = SceneView(.color(.rgb(.white)), modifiers: [
            .aspectRatio(.expression(try NumberExpression(parsing: "d - 3")), contentMode: .fit),
            .offset(x: .expression(try NumberExpression(parsing: "d - 3")), y: 0),
        ])
        let warnings = root.expressionWarnings(parameters: ["d": 2])
        // A negative offset is a value like any other; a ratio must be above 0.
        XCTAssertEqual(warnings.map(\.place), ["root.modifiers[0].aspectRatio.ratio"])
        XCTAssertEqual(warnings.first?.problem, "an aspect ratio must be above 0 (found -1)")
    }

    func testTheInspectorShowsAndEditsEachModifier() throws {
        let root = SceneView(.color(.rgb(.white)), modifiers: [
            .offset(x: 4, y: -2), .aspectRatio(nil, contentMode: .fit), .fixedSize(horizontal: true, vertical: false), .layoutPriority(1),
        ])
        let document = SceneDocument(
            parameters: [SceneParameter(name: "d", defaultValue: 2)], screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), root: root)
        let model = try XCTUnwrap(InspectorModel(document: document, path: .root, layout: nil))
        XCTAssertEqual(model.sections.map(\.group), [.view, .offset(0), .aspectRatio(1), .fixedSize(2), .layoutPriority(3), .fill(.content, .content)])
        XCTAssertEqual(model.row(.offsetX(0))?.value, .number(4))
        XCTAssertEqual(model.row(.offsetY(0))?.sources, [.literal, .parameter("d")])
        XCTAssertEqual(model.row(.aspectRatio(1))?.value, .number(nil))
        XCTAssertEqual(model.row(.contentMode(1))?.options, ["fit", "fill"])
        XCTAssertEqual(model.row(.fixedWidth(2))?.value, .flag(true))
        XCTAssertEqual(model.row(.fixedHeight(2))?.value, .flag(false))
        XCTAssertEqual(model.row(.layoutPriority(3))?.value, .number(1))

        let changes: [(InspectorField, InspectorValue, ViewModifier)] = [
            (.offsetX(0), .number(10), .offset(x: 10, y: -2)),
            (.offsetY(0), .number(.parameter("d")), .offset(x: 4, y: .parameter("d"))),
            (.aspectRatio(1), .number(1.5), .aspectRatio(1.5, contentMode: .fit)),
            (.contentMode(1), .choice("fill"), .aspectRatio(nil, contentMode: .fill)),
            (.fixedWidth(2), .flag(false), .fixedSize(horizontal: false, vertical: false)),
            (.fixedHeight(2), .flag(true), .fixedSize(horizontal: true, vertical: true)),
            (.layoutPriority(3), .number(-1), .layoutPriority(-1)),
        ]
        for (field, value, modifier) in changes {
            let edit = try XCTUnwrap(try model.edit(field, to: value), "\(field)")
            let index = switch field {
            case .offsetX(let i), .offsetY(let i), .aspectRatio(let i), .contentMode(let i), .fixedWidth(let i), .fixedHeight(let i), .layoutPriority(let i): i
            default: -1
            }
            XCTAssertEqual(edit, .set(.root, .modifier(index, modifier)))
            let after = try XCTUnwrap(InspectorModel(document: try document.applying(edit).document, path: .root, layout: nil))
            XCTAssertEqual(after.row(field)?.value, value, "\(field)")
        }
        // A ratio the reader refuses is refused as an edit.
        let zero = try XCTUnwrap(try model.edit(.aspectRatio(1), to: .number(0)))
        XCTAssertThrowsError(try document.applying(zero))
    }
}
