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
        let first = try root.elements()[0]
        XCTAssertThrowsError(try first.field("corners").field("topLeading").oneOf(Uniformity.self, "uniform mode")) { error in
            XCTAssertEqual("\(error)", #"[0].corners.topLeading: unknown uniform mode "round" (expected one of: "none", "all", "top", "bottom", "leading", "trailing", "topAndBottom", "leadingAndTrailing")"#)
        }
        XCTAssertThrowsError(try first.field("w").nonNegative("a size")) { error in
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
}
