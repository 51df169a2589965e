// `concentric resolve` at the edges, through the real executable: the coordinate limit,
// a number where the contract promises one, strict JSON (leading zeros, UTF-8), a named root, and
// error lines that stay one short, inert line whatever the input holds.
import ConcentricJSON
import XCTest

final class RobustInputTests: XCTestCase {
    let container = roundedContainer(28, 200, 120)
    let frame = frameJSON(8, 8, 184, 104)

    func testValuesBeyondTheLimitAreRefusedWithTheirPlace() throws {
        let cases: [(String, String)] = [
            (requestJSON(container: roundedContainer(28, 1e21, 120), frame: frame), "error: container.width: 1e+21 is beyond the limit of ±1000000 pt"),
            (requestJSON(container: roundedContainer(1e7, 200, 120), frame: frame), "error: container.radius: 10000000 is beyond the limit of ±1000000 pt"),
            (requestJSON(container: container, frame: frameJSON(-1e6 - 1, 8, 1, 1)), "error: frame.x: -1000001 is beyond the limit of ±1000000 pt"),
            (requestJSON(container: container, frame: frameJSON(8, 8, 1, 1e200)), "error: frame.height: 1e+200 is beyond the limit of ±1000000 pt"),
            (requestJSON(container: container, frame: frame, extra: #""corners": {"fixed": 2e6}"#), "error: corners.fixed: 2000000 is beyond the limit of ±1000000 pt"),
        ]
        for (input, message) in cases {
            XCTAssertEqual(try expectRefusal(["resolve"], stdin: input), message)
        }
    }

    /// At the limit every result holds numbers; concentricityError was null past 1e154 pt.
    func testResultsAtTheLimitAreNumbers() throws {
        let limit = 1_000_000.0
        var requests: [String] = []
        for style in ["circular", "continuous"] {
            requests.append(requestJSON(container: roundedContainer(limit / 2, limit, limit, style: style), frame: frameJSON(-limit, -limit, limit, limit)))
            requests.append(requestJSON(container: roundedContainer(limit / 4, limit, limit, style: style), frame: frameJSON(8, 1000, limit - 16, limit - 1008)))
            requests.append(requestJSON(
                container: #"{"shape": "unevenRoundedRectangle", "radii": {"topLeading": \#(limit)}, "width": \#(limit), "height": \#(limit), "style": "\#(style)"}"#,
                frame: frameJSON(limit, limit, limit, 0)))
        }
        let output = try resolve("[" + requests.joined(separator: ",") + "]")
        let results = try JSONNode(output).elements()
        XCTAssertEqual(results.count, requests.count)
        for result in results {
            let error = try result.field("concentricityError").number()
            XCTAssertTrue(error.isFinite && error >= 0, "\(error)")
            for corner in ["topLeft", "topRight", "bottomRight", "bottomLeft"] {
                XCTAssertTrue(try result.field("radii").field(corner).number().isFinite)
            }
        }
    }

    func testTheRootIsNamed() throws {
        XCTAssertEqual(try expectRefusal(["resolve"], stdin: "{}"), #"error: (root): missing field "container""#)
        XCTAssertEqual(try expectRefusal(["resolve"], stdin: "7"), "error: (root): expected an object, found a number")
        let folder = try temporaryFolder()
        try Data("{}".utf8).write(to: folder.appendingPathComponent("in.json"))
        XCTAssertEqual(try expectRefusal(["resolve", "in.json"], directory: folder), #"error: in.json: (root): missing field "container""#)
    }

    func testLeadingZerosAreRefused() throws {
        XCTAssertEqual(
            try expectRefusal(["resolve"], stdin: requestJSON(container: container, frame: frameJSON(8, 8, 184, 104).replacingOccurrences(of: "184", with: "0184"))),
            "error: line 1, column 134: not valid JSON: invalid number (leading zeros are not allowed)")
        XCTAssertTrue(try expectRefusal(["resolve"], stdin: "[-01]").hasSuffix("leading zeros are not allowed)"))
    }

    func testInvalidUTF8IsRefused() throws {
        let folder = try temporaryFolder()
        var bytes = Array(requestJSON(container: #"{"device": "iphone-16-pro"}"#, frame: frame).utf8)
        let at = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "6")))
        bytes[at] = 0xFF
        try Data(bytes).write(to: folder.appendingPathComponent("bad.json"))
        XCTAssertEqual(try expectRefusal(["resolve", "bad.json"], directory: folder), "error: bad.json: line 1, column 35: not valid JSON: invalid UTF-8 in a string")
    }

    /// Control characters from the input are escaped, never sent to the terminal.
    func testControlCharactersAreEscaped() throws {
        let message = try expectRefusal(["resolve"], stdin: requestJSON(container: #"{"device": "\u001b[31mred\u0007"}"#, frame: frame))
        XCTAssertTrue(message.hasPrefix(#"error: container.device: unknown device "\u001b[31mred\u0007" (known: "#), message)
        XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, message)
        let key = try expectRefusal(["resolve"], stdin: #"{"\u009b2J": 1}"#)
        XCTAssertTrue(key.hasPrefix(#"error: (root): unknown field "\u009b2J""#), key)
    }

    /// A huge value is quoted cut to 80 characters, so the error line stays short.
    func testLongValuesAreCut() throws {
        let id = String(repeating: "x", count: 1_000_000)
        let message = try expectRefusal(["resolve"], stdin: requestJSON(container: #"{"device": "\#(id)"}"#, frame: frame))
        XCTAssertTrue(message.hasPrefix(#"error: container.device: unknown device ""# + String(repeating: "x", count: 80) + #"…" (known: "#), String(message.prefix(200)))
        XCTAssertLessThan(message.count, 1000)
    }

    /// The limits are in every reading command's help.
    func testTheLimitsAreInTheHelp() throws {
        let concentric = try ConcentricExecutable.locate()
        for command in ["resolve", "render"] {
            let help = try concentric.run([command, "--help"]).stdout
            XCTAssertTrue(help.contains("±1000000 pt"), "\(command) --help")
        }
        XCTAssertTrue(try concentric.run(["render", "--help"]).stdout.contains("at most 1000 characters"))
    }
}
