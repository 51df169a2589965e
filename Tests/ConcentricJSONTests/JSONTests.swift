// The path-aware JSON reader and writer.
import ConcentricCore
import ConcentricJSON
import XCTest

final class JSONTests: XCTestCase {
    func testParsesAndWritesBack() throws {
        let text = #"{"a": [1, 2.5, -3e2, true, null, "x\"\u00e9\n"], "b": {}}"#
        let value = try JSONValue.parse(text)
        XCTAssertEqual(try JSONValue.parse(JSONWriter.write(value)), value)
        XCTAssertEqual(JSONWriter.write(value, pretty: false), #"{"a":[1,2.5,-300,true,null,"x\"é\n"],"b":{}}"#)
    }

    func testSyntaxErrorsNameLineAndColumn() {
        XCTAssertThrowsError(try JSONValue.parse("{\n  \"a\": tru\n}")) { error in
            XCTAssertTrue("\(error)".hasPrefix("line 2, column 8: not valid JSON"), "\(error)")
        }
        XCTAssertThrowsError(try JSONValue.parse(""))
        XCTAssertThrowsError(try JSONValue.parse("[1,]"))
        XCTAssertThrowsError(try JSONValue.parse(#"{"a":1,"a":2}"#))
        XCTAssertThrowsError(try JSONValue.parse(String(repeating: "[", count: 1000)))
    }

    func testNodesNameTheirPath() throws {
        let root = JSONNode(try JSONValue.parse(#"[{"corners": {"topLeading": "round"}, "w": -1}]"#))
        let first = try XCTUnwrap(root.elements().first)
        XCTAssertThrowsError(try first.field("corners").field("topLeading").oneOf(Uniformity.self, "uniform mode")) { error in
            XCTAssertEqual("\(error)", #"[0].corners.topLeading: unknown uniform mode "round" (expected one of: "none", "all", "top", "bottom", "leading", "trailing", "topAndBottom", "leadingAndTrailing")"#)
        }
        XCTAssertThrowsError(try first.field("w").length("a size")) { error in
            XCTAssertEqual("\(error)", "[0].w: a size must not be negative (found -1)")
        }
        XCTAssertThrowsError(try first.field("missing")) { error in
            XCTAssertEqual("\(error)", #"[0]: missing field "missing""#)
        }
    }

    func testNumbersPrintWithoutFloatNoise() {
        XCTAssertEqual(JSONWriter.format(47.33), "47.33")
        XCTAssertEqual(JSONWriter.format(62 - 8), "54")
        XCTAssertEqual(JSONWriter.format(0.1 + 0.2), "0.3")
    }

    /// RFC 8259 §6: no leading zeros; the place is named.
    func testLeadingZerosAreRefused() {
        for text in ["0100", "-01", "[1, 00]", #"{"a": 007.5}"#] {
            XCTAssertThrowsError(try JSONValue.parse(text), text) { error in
                XCTAssertTrue("\(error)".contains("leading zeros are not allowed"), "\(error)")
            }
        }
        XCTAssertThrowsError(try JSONValue.parse("[1,\n -01]")) { error in
            XCTAssertTrue("\(error)".hasPrefix("line 2, column 3: not valid JSON"), "\(error)")
        }
        for (text, value) in [("0", 0.0), ("-0.5", -0.5), ("0e3", 0), ("10", 10), ("-0", 0)] {
            XCTAssertEqual(try JSONValue.parse(text), .number(value), text)
        }
    }

    /// RFC 8259 §8.1: text that is not UTF-8 is refused with its place, never repaired to U+FFFD.
    func testInvalidUTF8IsRefused() {
        let cases: [[UInt8]] = [
            [0x22, 0xFF, 0x22],  // not UTF-8 at all
            [0x22, 0xC3, 0x22],  // truncated sequence
            [0x22, 0xC0, 0xAF, 0x22],  // overlong "/"
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // an encoded surrogate
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
        ]
        for bytes in cases {
            XCTAssertThrowsError(try JSONValue.parse(bytes: bytes), "\(bytes)") { error in
                XCTAssertEqual("\(error)", "line 1, column 2: not valid JSON: invalid UTF-8 in a string")
            }
        }
        XCTAssertThrowsError(try JSONValue.parse(bytes: [0x5B, 0xFF, 0x5D])) { error in
            XCTAssertTrue("\(error)".contains("unexpected byte 0xFF"), "\(error)")
        }
        XCTAssertEqual(try JSONValue.parse(bytes: Array(#""é€𝄞""#.utf8)), .string("é€𝄞"))
        XCTAssertEqual(try JSONValue.parse(#""\ud834\udd1e""#), .string("𝄞"))
    }

    /// Numbers converted without building Strings agree with the standard library's conversion.
    func testNumbersMatchTheStandardConversion() throws {
        var texts = ["1e308", "2e-308", "4.9e-324", "1e-400", "123456789012345678901234567890", "0.1", "9007199254740993",
                     "1.7976931348623157e308", "-2.5E+3", "3.14159265358979323846", "1e23", "8.589973e9"]
        // A fixed spread of digit strings, decimal points and exponents (a formula, not a generator:
        // the cases are the same on every run).
        for i in 1...2000 {
            let mantissa = String((UInt64(i) &* 2_862_933_555_777_941_757 &+ 3_037_000_493) % 10_000_000_000_000_000)
            let exponent = (i * 37) % 61 - 30
            let point = (i * 13) % mantissa.count
            let digits = point == 0 ? mantissa : String(mantissa.prefix(point)) + "." + String(mantissa.dropFirst(point))
            texts.append(digits + "e\(exponent)")
        }
        for text in texts {
            let expected = try XCTUnwrap(Double(text), text)
            XCTAssertEqual(try JSONValue.parse(text), .number(expected), text)
        }
    }

    /// Quoted input is escaped and cut, so an error line stays one short line.
    func testQuotedValuesAreEscapedAndCut() {
        XCTAssertEqual(InputError.quote("a\u{1B}[31mb\n"), #""a\u001b[31mb\u000a""#)
        let long = String(repeating: "x", count: 10_000)
        XCTAssertEqual(InputError.quote(long), "\"" + String(repeating: "x", count: 80) + "…\"")
        XCTAssertEqual(InputError.terminalSafe("one\ntwo\u{7}"), #"one two\u0007"#)
        XCTAssertThrowsError(try JSONNode.parse(#"{"\u001b[2J": 1}"#).rejectUnknownFields(["a"])) { error in
            XCTAssertEqual("\(error)", #"(root): unknown field "\u001b[2J" (expected one of: a)"#)
        }
    }

    /// The document itself has a name in paths.
    func testTheRootHasAName() throws {
        XCTAssertThrowsError(try JSONNode.parse("{}").field("container")) { error in
            XCTAssertEqual("\(error)", #"(root): missing field "container""#)
        }
        XCTAssertThrowsError(try JSONNode.parse("[]").field("x")) { error in
            XCTAssertEqual("\(error)", "(root): expected an object, found an array")
        }
    }

    /// Coordinates and lengths beyond the limit are refused with their place.
    func testCoordinateLimit() throws {
        let root = try JSONNode.parse(#"{"a": 1e21, "b": -1000001, "c": 1000000, "d": -1000000}"#)
        XCTAssertThrowsError(try root.field("a").length("a width")) { error in
            XCTAssertEqual("\(error)", "a: 1e+21 is beyond the limit of ±1000000 pt")
        }
        XCTAssertThrowsError(try root.field("b").coordinate()) { error in
            XCTAssertEqual("\(error)", "b: -1000001 is beyond the limit of ±1000000 pt")
        }
        XCTAssertEqual(try root.field("c").length("a width"), 1_000_000)
        XCTAssertEqual(try root.field("d").coordinate(), -1_000_000)
    }

    /// A big array is read into a flat table, and its elements are visited in order with paths.
    func testLargeArraysAreReadLazily() throws {
        let count = 100_000
        let root = try JSONNode.parse("[" + Array(repeating: "1", count: count).joined(separator: ",") + "]")
        var seen = 0
        for (i, element) in try root.elements().enumerated() {
            XCTAssertEqual(try element.number(), 1)
            if i == count - 1 { XCTAssertEqual(element.path, "[\(count - 1)]") }
            seen += 1
        }
        XCTAssertEqual(seen, count)
    }

    /// Strings: plain ASCII runs (copied in one go) around escapes, multi-byte UTF-8 and
    /// surrogate pairs decode as written; a problem after a run names its own column.
    func testStringsDecodeAroundPlainRuns() throws {
        let cases: [(String, String)] = [
            (#""""#, ""),
            (#""plain text, 123 {}[]:""#, "plain text, 123 {}[]:"),
            (#""a\"b\\c\/d\be\ff\ng\rh\ti""#, "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"),
            (#""\"quoted\"""#, "\"quoted\""),
            (#""caf\u00e9 au lait""#, "café au lait"),
            (#""\ud834\udd1e at the start""#, "𝄞 at the start"),
            (#""in the \ud83d\ude00 middle""#, "in the 😀 middle"),
            (#""at the end \uD834\uDD1E""#, "at the end 𝄞"),
            (#""mixed é€𝄞 and ascii~\u007f""#, "mixed é€𝄞 and ascii~\u{7F}"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try JSONValue.parse(text), .string(expected), text)
            XCTAssertEqual(try JSONNode.parse(text).string(), expected, text)
        }
        let refused: [(String, String)] = [
            ("\"abc\u{1}def\"", #"line 1, column 5: not valid JSON: control character in a string (write it as \u0001)"#),
            ("\"abc\ndef\"", #"line 1, column 5: not valid JSON: control character in a string (write it as \u000a)"#),
            (#""abc\qdef""#, "line 1, column 5: not valid JSON: invalid escape in a string"),
            (#""abc"#, "line 1, column 5: not valid JSON: unterminated string"),
            (#""abc\"#, "line 1, column 6: not valid JSON: unterminated string"),
            (#""ab\ud834cd""#, #"line 1, column 10: not valid JSON: invalid \u escape (a lone surrogate)"#),
            (#""ab\udd1e""#, #"line 1, column 10: not valid JSON: invalid \u escape (a lone surrogate)"#),
            (#""ab\ud834\u0041""#, "line 1, column 16: not valid JSON: invalid surrogate pair"),
            (#""ab\u12""#, #"line 1, column 6: not valid JSON: short \u escape"#),
            (#""ab\u12zz""#, #"line 1, column 8: not valid JSON: invalid \u escape"#),
        ]
        for (text, message) in refused {
            XCTAssertThrowsError(try JSONNode.parse(text), text) { error in XCTAssertEqual("\(error)", message, text) }
        }
        XCTAssertThrowsError(try JSONValue.parse(bytes: Array("\"abcdef".utf8) + [0xC3, 0x28, 0x22])) { error in
            XCTAssertEqual("\(error)", "line 1, column 8: not valid JSON: invalid UTF-8 in a string")
        }
    }

    /// Numbers at the edges: the sign of zero, huge and tiny values, exponents either way.
    func testNumbersAtTheEdges() throws {
        let negativeZero = try JSONNode.parse("-0").number()
        XCTAssertEqual(negativeZero, 0)
        XCTAssertEqual(negativeZero.sign, .minus)
        XCTAssertEqual(try JSONNode.parse("-0.0e5").number().sign, .minus)
        XCTAssertEqual(try JSONNode.parse("0").number().sign, .plus)
        for (text, value) in [("1E2", 100.0), ("1e+2", 100), ("1e-2", 0.01), ("-12.5e-1", -1.25), ("1e22", 1e22), ("1e-22", 1e-22)] {
            XCTAssertEqual(try JSONNode.parse(text).number(), value, text)
        }
        // Parsed, but not finite: a reader that takes numbers says so.
        XCTAssertEqual(try JSONValue.parse("1e999"), .number(.infinity))
        XCTAssertEqual(try JSONValue.parse("-1e999"), .number(-.infinity))
        XCTAssertThrowsError(try JSONNode.parse(#"{"w": 1e999}"#).field("w").number()) { error in
            XCTAssertEqual("\(error)", "w: inf is not a finite number")
        }
        XCTAssertEqual(try JSONValue.parse("1e-999"), .number(0))
        XCTAssertEqual(try JSONValue.parse("1" + String(repeating: "0", count: 400)), .number(.infinity))
        for (text, message) in [("-", "a digit must follow '-'"), ("1.", "a digit must follow '.'"), ("1e", "a digit must follow the exponent"), ("1e+", "a digit must follow the exponent")] {
            XCTAssertThrowsError(try JSONNode.parse(text), text) { error in XCTAssertTrue("\(error)".hasSuffix("invalid number (\(message))"), "\(error)") }
        }
    }

    /// Paths are worked out from the document when a message asks: through nested arrays and
    /// objects past skipped subtrees, keys as written, and under the path a built value was given.
    func testPathsThroughSkippedSubtrees() throws {
        let root = try JSONNode.parse(#"{"a": [1, {"x": [2, 3]}, [[4], {"y": {"z": "deep"}}]], "b.c": {"": true}}"#)
        let a = try root.field("a")
        let elements = Array(try a.elements())
        XCTAssertEqual(elements.map(\.path), ["a[0]", "a[1]", "a[2]"])
        XCTAssertEqual(Array(try elements[1].field("x").elements()).map(\.path), ["a[1].x[0]", "a[1].x[1]"])
        let inner = Array(try elements[2].elements())
        XCTAssertEqual(try inner[1].field("y").field("z").path, "a[2][1].y.z")
        XCTAssertEqual(Array(try inner[0].elements())[0].path, "a[2][0][0]")
        XCTAssertEqual(try root.field("b.c").field("").path, "b.c.")
        XCTAssertEqual(try root.members().map(\.1.path), ["a", "b.c"])
        XCTAssertThrowsError(try inner[1].field("y").field("z").number()) { error in
            XCTAssertEqual("\(error)", "a[2][1].y.z: expected a number, found a string")
        }
        XCTAssertEqual(root.path, "")
        // A value built in code stands for a place in its input.
        let built = JSONNode(.object([("k", .array([.null, .object([("m", .number(1))])]))]), path: "root.view")
        XCTAssertEqual(try Array(built.field("k").elements())[1].field("m").path, "root.view.k[1].m")
        XCTAssertEqual(try Array(JSONNode(.array([.number(1)]), path: "list").elements())[0].path, "list[0]")
        XCTAssertThrowsError(try built.field("missing")) { error in XCTAssertEqual("\(error)", #"root.view: missing field "missing""#) }
    }

    /// Nesting up to the limit is read (and its deepest place named); one more level is refused.
    func testDeepNesting() throws {
        let depth = 256
        var node = try JSONNode.parse(String(repeating: #"{"k": "#, count: depth - 1) + "[0]" + String(repeating: "}", count: depth - 1))
        for _ in 1..<depth { node = try node.field("k") }
        XCTAssertEqual(try Array(node.elements())[0].path, String(repeating: "k.", count: depth - 2) + "k[0]")
        XCTAssertThrowsError(try JSONNode.parse(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))) { error in
            XCTAssertEqual("\(error)", "line 1, column 257: not valid JSON: nested deeper than 256 levels")
        }
    }

    /// Duplicate keys are refused in small objects and in large ones (which hash), at the key.
    func testDuplicateKeysAreRefusedAtTheKey() {
        for count in [2, 15, 16, 17, 40] {
            let members = (0..<count).map { #""key\#($0)": \#($0)"# } + [#""key\#(count - 1)": 0"#]
            let text = "{" + members.joined(separator: ",") + "}"
            let column = text.utf8.count - #""key\#(count - 1)": 0}"#.utf8.count + 1
            XCTAssertThrowsError(try JSONNode.parse(text), "\(count)") { error in
                XCTAssertEqual("\(error)", #"line 1, column \#(column): not valid JSON: duplicate key "key\#(count - 1)""#)
            }
        }
        XCTAssertNoThrow(try JSONNode.parse(#"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#))
    }

    /// `scalarValue`: a scalar's value, nil for containers (whose `value` is a whole tree).
    func testScalarValue() throws {
        let root = try JSONNode.parse(#"{"n": 2.5, "s": "x", "t": true, "z": null, "a": [1], "o": {}}"#)
        XCTAssertEqual(try root.field("n").scalarValue, .number(2.5))
        XCTAssertEqual(try root.field("s").scalarValue, .string("x"))
        XCTAssertEqual(try root.field("t").scalarValue, .bool(true))
        XCTAssertEqual(try root.field("a").scalarValue, nil)
        XCTAssertEqual(try root.field("o").scalarValue, nil)
        XCTAssertEqual(root.scalarValue, nil)
        XCTAssertEqual(JSONNode(.null).scalarValue, .null)
    }
}
