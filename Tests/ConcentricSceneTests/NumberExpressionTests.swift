// `{"expr": TEXT}` numbers: the grammar, its canonical text, its errors with their columns, the
// reader's checks, evaluation at layout with live parameters, and the warnings of held values.
import ConcentricCore
import ConcentricJSON
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class NumberExpressionTests: XCTestCase {
    typealias Node = NumberExpression.Node

    func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> NumberExpression {
        try NumberExpression(parsing: text)
    }

    func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let expression = try NumberExpression(parsing: text)
            XCTFail("\"\(text)\" read as \(expression)", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    /// A scene on a 400 × 800 rectangle without a safe area, its root `view`.
    func scene(_ view: String, parameters: String = #"{"inset": 8, "cornerRadius": 30}"#) -> String {
        #"{"version": 2, "screen": {"shape": "rectangle", "width": 400, "height": 800}, "parameters": \#(parameters), "root": \#(view)}"#
    }

    // MARK: Grammar and canonical text

    func testPrecedenceAssociativityAndTheTree() throws {
        XCTAssertEqual(try parse("a + b * c").root, .binary(.add, .name("a"), .binary(.multiply, .name("b"), .name("c"))))
        XCTAssertEqual(try parse("a - b - c").root, .binary(.subtract, .binary(.subtract, .name("a"), .name("b")), .name("c")))
        XCTAssertEqual(try parse("a / b / 2").root, .binary(.divide, .binary(.divide, .name("a"), .name("b")), .number(2)))
        XCTAssertEqual(try parse("(a + b) * c").root, .binary(.multiply, .binary(.add, .name("a"), .name("b")), .name("c")))
        XCTAssertEqual(try parse("-a * 2").root, .binary(.multiply, .negate(.name("a")), .number(2)))
        XCTAssertEqual(try parse("-8").root, .number(-8))
        XCTAssertEqual(try parse("- -8").root, .negate(.number(-8)))
        XCTAssertEqual(try parse("max(8, inset)").root, .call(.max, [.number(8), .name("inset")]))
        XCTAssertEqual(try parse("min(a,b,c)").root, .call(.min, [.name("a"), .name("b"), .name("c")]))
        XCTAssertEqual(try parse("12.25").root, .number(12.25))
        // A parameter may be called min: only a call is the function.
        XCTAssertEqual(try parse("min + 1").root, .binary(.add, .name("min"), .number(1)))
    }

    func testTheWriterWritesOneCanonicalFormThatReadsBackTheSame() throws {
        let cases: [(String, String)] = [
            ("cornerRadius-inset", "cornerRadius - inset"),
            ("  inset*2 ", "inset * 2"),
            ("((a)) + (b * c)", "a + b * c"),
            ("(a + b) * c", "(a + b) * c"),
            ("a - (b - c)", "a - (b - c)"),
            ("(a - b) - c", "a - b - c"),
            ("a / (b * c)", "a / (b * c)"),
            ("-(a + b)", "-(a + b)"),
            ("a - -2", "a - -2"),
            ("- -8", "- -8"),
            ("-(-8)", "- -8"),
            ("max( 8 ,inset )", "max(8, inset)"),
            ("min(a, max(b, c), 3.5)", "min(a, max(b, c), 3.5)"),
            ("0.0000001", "0.0000001"),
            ("8", "8"),
            ("8.50", "8.5"),
        ]
        for (written, canonical) in cases {
            let expression = try parse(written)
            XCTAssertEqual(expression.text, canonical, written)
            XCTAssertEqual(try parse(expression.text), expression, "\(written) → \(canonical) reads back")
        }
    }

    func testEveryErrorNamesItsColumn() {
        XCTAssertEqual(syntaxError("inset % 2"), #"unexpected "%" at column 7"#)
        XCTAssertEqual(syntaxError(""), #"unexpected end of the expression (expected a number, a name or "(") at column 1"#)
        XCTAssertEqual(syntaxError("a +"), #"unexpected end of the expression (expected a number, a name or "(") at column 4"#)
        XCTAssertEqual(syntaxError("(a + b"), #"unexpected end of the expression (expected ")") at column 7"#)
        XCTAssertEqual(syntaxError("a + b)"), #"unexpected ")" at column 6"#)
        XCTAssertEqual(syntaxError("a b"), #"unexpected "b" at column 3"#)
        XCTAssertEqual(syntaxError("2a"), #"unexpected "a" at column 2"#)
        XCTAssertEqual(syntaxError("1."), #"expected a digit after "." at column 3"#)
        XCTAssertEqual(syntaxError(".5"), #"unexpected "." at column 1"#)
        XCTAssertEqual(syntaxError("1e3"), #"unexpected "e" at column 2"#)
        XCTAssertEqual(syntaxError("sqrt(4)"), #"unknown function "sqrt" (expected min or max) at column 1"#)
        XCTAssertEqual(syntaxError("1 + max(4)"), "max takes two or more arguments (found 1) at column 5")
        XCTAssertEqual(syntaxError("min(1; 2)"), #"unexpected ";" (expected ")") at column 6"#)
        XCTAssertEqual(syntaxError("2000000"), "2000000 is beyond the limit of ±1000000 at column 1")
        XCTAssertEqual(syntaxError("a\u{1}"), #"unexpected "\u{1}" at column 2"#)
    }

    func testLengthAndDepthAreCapped() throws {
        XCTAssertNoThrow(try parse(String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64)))
        XCTAssertEqual(
            syntaxError(String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)),
            "an expression nests at most 64 levels deep at column 65")
        XCTAssertEqual(syntaxError(String(repeating: "-", count: 100) + "1"), "an expression nests at most 64 levels deep at column 65")
        XCTAssertEqual(syntaxError(String(repeating: "max(", count: 70) + "1"), "an expression nests at most 64 levels deep at column 257")
        let long = Array(repeating: "1", count: 501).joined(separator: "+")  // 1,001 characters
        XCTAssertEqual(syntaxError(long), "an expression holds at most 1000 characters besides whitespace (found 1001)")
        // The longest sum nests 500 deep as a tree, and still evaluates and prints; its canonical
        // text is longer (spaces) and reads back, as does a long run of negated negative numbers.
        let longest = try parse(Array(repeating: "1", count: 500).joined(separator: "+"))
        XCTAssertEqual(longest.value(in: [:]), 500)
        XCTAssertGreaterThan(longest.text.count, 1000)
        XCTAssertEqual(try parse(longest.text), longest)
        let negated = try parse(Array(repeating: "--8", count: 250).joined(separator: "+"))
        XCTAssertEqual(try parse(negated.text), negated)
    }

    // MARK: Reading and writing scenes

    func testTheReaderPlacesErrorsAndRefusesUndeclaredNames() throws {
        let syntax = try FormatSupport.error(scene(#"{"VStack": {"spacing": {"expr": "inset % 2"}, "children": []}}"#))
        XCTAssertEqual(syntax, #"root.VStack.spacing.expr: unexpected "%" at column 7"#)
        let undeclared = try FormatSupport.error(scene(##"{"Color": "#FF0000", "modifiers": [{"padding": {"expr": "gap * 2"}}]}"##))
        XCTAssertTrue(undeclared.hasPrefix(#"root.modifiers[0].padding.expr: undeclared parameter "gap" (declared: cornerRadius, inset"#), undeclared)
        let both = try FormatSupport.error(scene(#"{"Spacer": {"minLength": {"expr": "inset", "param": "inset"}}}"#))
        XCTAssertEqual(both, #"root.Spacer.minLength: give either "param" or "expr", not both"#)
        let notText = try FormatSupport.error(scene(#"{"Spacer": {"minLength": {"expr": 8}}}"#))
        XCTAssertTrue(notText.hasPrefix("root.Spacer.minLength.expr: expected a string"), notText)
        let corner = try FormatSupport.error(scene(#"{"ConcentricRectangle": {"corners": {"fixed": {"expr": "radius - 1"}}}}"#))
        XCTAssertTrue(corner.contains(#"undeclared parameter "radius""#), corner)
    }

    func testExpressionsRoundTripThroughAFileInCanonicalForm() throws {
        let text = scene(#"""
            {"VStack": {"spacing": {"expr": "inset*2"}, "children": [
              {"ConcentricRectangle": {"corners": {"concentric": {"minimum": {"expr": "max(8,inset)"}}}},
               "modifiers": [{"frame": {"height": {"expr": "(cornerRadius - inset) * 2"}}}, {"padding": {"top": {"expr": "-inset"}}}]},
              {"Text": {"content": "Hi", "font": {"size": {"expr": "inset + 9"}}}, "modifiers": [{"opacity": {"expr": "inset / 16"}}]}
            ]}}
            """#)
        let file = try FormatSupport.parse(text)
        guard case .vStack(let stack, _) = file.document.root.content else { return XCTFail("not a VStack") }
        XCTAssertEqual(stack.spacing, .expression(try parse("inset * 2")))
        let written = file.jsonText
        for canonical in [#"{"expr": "inset * 2"}"#, #"{"expr": "max(8, inset)"}"#, #"{"expr": "(cornerRadius - inset) * 2"}"#, #"{"expr": "-inset"}"#, #"{"expr": "inset / 16"}"#] {
            XCTAssertTrue(written.contains(canonical), "\(canonical) in\n\(written)")
        }
        let again = try FormatSupport.parse(written)
        XCTAssertEqual(again.document, file.document)
        XCTAssertEqual(again.jsonText, written)
        // A single-name or literal expression stays an expression.
        let single = try FormatSupport.parse(scene(#"{"Spacer": {"minLength": {"expr": "inset"}}}"#))
        XCTAssertEqual(single.document.root.content, .spacer(minLength: .expression(try parse("inset"))))
        XCTAssertTrue(single.jsonText.contains(#"{"Spacer": {"minLength": {"expr": "inset"}}}"#), single.jsonText)
    }

    // MARK: Evaluation

    /// `.padding(inset * 2)` around a 100 × 50 box, centred on the 400 × 800 screen: the padded
    /// view is (100 + 4·inset) × (50 + 4·inset), so at inset 8 it is 132 × 82 at (134, 359) and at
    /// inset 20 it is 180 × 130 at (110, 335); the box stays 100 × 50 at (150, 375).
    func testASliderValueChangesTheLayout() throws {
        let file = try FormatSupport.parse(scene(#"""
            {"Color": "#FF0000", "modifiers": [{"frame": {"width": 100, "height": 50}}, {"name": "box"}, {"padding": {"expr": "inset * 2"}}, {"name": "padded"}]}
            """#))
        let at8 = FormatSupport.layout(file.document)
        FormatSupport.assertFrame(try FormatSupport.node(at8, "padded").frame, 134, 359, 132, 82)
        FormatSupport.assertFrame(try FormatSupport.node(at8, "box").frame, 150, 375, 100, 50)
        let at20 = FormatSupport.layout(file.document, ["inset": 20])
        FormatSupport.assertFrame(try FormatSupport.node(at20, "padded").frame, 110, 335, 180, 130)
        FormatSupport.assertFrame(try FormatSupport.node(at20, "box").frame, 150, 375, 100, 50)
        XCTAssertEqual(file.document.expressionWarnings(), [])
    }

    /// `max(8, inset)` as a fixed width: 8 below inset 8, inset above.
    func testMinAndMaxFollowTheParameter() throws {
        let file = try FormatSupport.parse(scene(
            ##"{"Color": "#FF0000", "modifiers": [{"frame": {"width": {"expr": "max(8, inset) + min(cornerRadius, 10)"}, "height": 10}}, {"name": "box"}]}"##))
        XCTAssertEqual(try FormatSupport.node(FormatSupport.layout(file.document, ["inset": 2]), "box").frame.width, 18)
        XCTAssertEqual(try FormatSupport.node(FormatSupport.layout(file.document, ["inset": 30]), "box").frame.width, 40)
        XCTAssertEqual(try FormatSupport.node(FormatSupport.layout(file.document, ["inset": 30, "cornerRadius": 4]), "box").frame.width, 34)
    }

    /// Dividing by 0 counts as 0; a negative width as 0; beyond the limit as the limit. Each is
    /// reported once, with its place, the parameters' values and the value used.
    func testHeldValuesAreUsedAndWarnedOnce() throws {
        let file = try FormatSupport.parse(scene(#"""
            {"VStack": {"spacing": {"expr": "cornerRadius / inset"}, "children": [
              {"Color": "#FF0000", "modifiers": [{"frame": {"width": {"expr": "inset - 20"}, "height": 10}}, {"name": "a"}]},
              {"Color": "#00FF00", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"name": "b"}, {"padding": {"leading": {"expr": "inset * 1000000"}}}]}
            ]}}
            """#))
        let at8 = file.document.expressionWarnings()
        XCTAssertEqual(at8.map(\.description), [
            #"root.VStack.children[0].modifiers[0].frame.width: expression "inset - 20" at inset = 8: a width must not be negative (found -12); using 0"#,
            #"root.VStack.children[1].modifiers[2].padding.leading: expression "inset * 1000000" at inset = 8: 8000000 is beyond the limit of ±1000000 pt; using 1000000"#,
        ])
        let at0 = file.document.expressionWarnings(overrides: ["inset": 0])
        XCTAssertEqual(at0.first?.description, #"root.VStack.spacing: expression "cornerRadius / inset" at cornerRadius = 30, inset = 0: divides by 0; using 0"#)
        XCTAssertEqual(at0.count, 2, "one warning per expression: \(at0)")
        // What layout uses is what the warnings say: spacing 0, width 0.
        let layout = FormatSupport.layout(file.document, ["inset": 0])
        let a = try FormatSupport.node(layout, "a").frame, b = try FormatSupport.node(layout, "b").frame
        XCTAssertEqual(a.width, 0)
        XCTAssertEqual(b.minY - a.maxY, 0, "spacing from 30 / 0 is 0")
        // At inset 8: spacing 30 / 8, and the leading padding held to the coordinate limit.
        let layout8 = FormatSupport.layout(file.document)
        let a8 = try FormatSupport.node(layout8, "a").frame, b8 = try FormatSupport.node(layout8, "b").frame
        XCTAssertEqual(b8.minY - a8.maxY, 3.75, accuracy: 1e-9)
        XCTAssertEqual(Number.expression(try parse("inset * 1000000")).value(in: ["inset": 8]), CoordinateLimit.points)
        XCTAssertEqual(Number.expression(try parse("1 / (inset - inset)")).value(in: ["inset": 8]), 0)
    }

    // MARK: Editing

    func testAParameterUsedInAnExpressionIsInUseAndCopied() throws {
        let file = try FormatSupport.parse(scene(#"{"VStack": {"children": [{"Spacer": {"minLength": {"expr": "cornerRadius - 4"}}}]}}"#))
        XCTAssertThrowsError(try file.document.applying(.removeParameter("cornerRadius"))) {
            XCTAssertEqual($0 as? SceneEditError, .parameterInUse("cornerRadius", byAnimation: false))
        }
        XCTAssertNoThrow(try file.document.applying(.removeParameter("inset")))
        XCTAssertEqual(file.document.root.parameterNames, ["cornerRadius"])
        // A bare copied view declares what its expressions read, at 0.
        let clipboard = try ViewClipboard(text: #"{"Spacer": {"minLength": {"expr": "max(gap, edge * 2)"}}}"#)
        XCTAssertEqual(Set(clipboard.parameters.map(\.name)), ["gap", "edge"])
    }

    func testTheInspectorShowsAnExpressionAsItsSource() throws {
        let expression = try parse("inset * 2")
        XCTAssertEqual(NumberSource(.expression(expression)), .expression(expression))
        XCTAssertEqual(NumberSource.expression(expression).number(literal: 5), .expression(expression))
        let file = try FormatSupport.parse(scene(##"{"Color": "#FF0000", "modifiers": [{"padding": {"expr": "inset * 2"}}]}"##))
        let model = try XCTUnwrap(InspectorModel(document: file.document, path: ViewPath([]), layout: nil))
        let rows = model.rows
        let padding = rows.first { if case .number(.expression) = $0.value { true } else { false } }
        XCTAssertEqual(padding?.sources.last, .expression(expression), "\(rows)")
    }
}
