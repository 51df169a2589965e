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
}
