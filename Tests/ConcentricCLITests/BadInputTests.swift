// `concentric resolve` refusing bad input: status 2, nothing on standard output, and one
// `error:` line naming the place and the problem.
import ConcentricJSON
import XCTest

final class BadInputTests: XCTestCase {
    let container = roundedContainer(28, 200, 120)
    let frame = frameJSON(8, 8, 184, 104)
    var good: String { requestJSON(container: container, frame: frame) }

    /// Asserts that `input` is refused with a message containing each of `fragments`.
    func assertRefused(_ input: String, _ fragments: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        let message = try expectRefusal(["resolve"], stdin: input, file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(message.contains(fragment), "\"\(fragment)\" not in: \(message)", file: file, line: line)
        }
    }

    func testNotJSON() throws {
        try assertRefused(#"{"container": "#, "error: line 1, column 15: not valid JSON")
        try assertRefused("\(good) extra", "not valid JSON: unexpected text after the JSON value")
        try assertRefused("", "not valid JSON: the input is empty")
        try assertRefused(#"{"frame": 1, "frame": 2}"#, #"duplicate key "frame""#)
        try assertRefused("[\(good),\n{\"container\" 1}]", "line 2, column 14", "expected ':'")
    }

    func testMissingFields() throws {
        try assertRefused(#"{"container": \#(container)}"#, #"error: (root): missing field "frame""#)
        try assertRefused(#"{"frame": \#(frame)}"#, #"error: (root): missing field "container""#)
        try assertRefused(requestJSON(container: #"{"shape": "roundedRectangle", "radius": 4, "width": 10}"#, frame: frame), #"error: container: missing field "height""#)
        try assertRefused(requestJSON(container: #"{"shape": "roundedRectangle", "width": 10, "height": 10}"#, frame: frame), #"error: container: missing field "radius""#)
        try assertRefused(requestJSON(container: #"{"shape": "unevenRoundedRectangle", "width": 10, "height": 10}"#, frame: frame), #"container: missing field "radii""#)
        try assertRefused(requestJSON(container: #"{"width": 10, "height": 10}"#, frame: frame), #"container: missing field "shape" (or "device")"#)
        try assertRefused(requestJSON(container: container, frame: #"{"x": 0, "y": 0, "width": 10}"#), #"error: frame: missing field "height""#)
        try assertRefused("[\(good), \(requestJSON(container: container, frame: #"{"y": 0, "width": 1, "height": 1}"#))]", #"error: [1].frame: missing field "x""#)
    }

    func testUnknownNames() throws {
        try assertRefused(requestJSON(container: #"{"shape": "hexagon", "width": 1, "height": 1}"#, frame: frame), #"error: container.shape: unknown shape "hexagon""#, #""roundedRectangle""#)
        try assertRefused(requestJSON(container: roundedContainer(28, 200, 120, style: "smooth"), frame: frame), #"error: container.style: unknown corner curve "smooth""#, #""continuous""#)
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""uniform": "sides""#), #"error: uniform: unknown uniform mode "sides""#, #""leadingAndTrailing""#)
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""layoutDirection": "upsideDown""#), #"error: layoutDirection: unknown layout direction "upsideDown""#)
        try assertRefused(requestJSON(container: #"{"device": "iphone-99"}"#, frame: frame), #"error: container.device: unknown device "iphone-99""#, "iphone-16-pro")
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": "round""#), #"error: corners: unknown corner style "round""#)
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": {"fixed": 4, "concentric": {}}"#), "error: corners: a corner style object has exactly one key")
    }

    /// The contract's own example: the fourth element's topLeading corner, and nothing printed for
    /// the three good elements before it.
    func testBadElementInArrayPrintsNothing() throws {
        let bad = requestJSON(container: container, frame: frame, extra: #""corners": {"topLeading": "round"}"#)
        try assertRefused("[\(good), \(good), \(good), \(bad), \(good)]", #"error: [3].corners.topLeading: unknown corner style "round""#)
        try assertRefused("[\(good), 7]", "error: [1]: expected an object, found a number")
    }

    func testNegativeAndNonFiniteNumbers() throws {
        try assertRefused(requestJSON(container: roundedContainer(28, -200, 120), frame: frame), "error: container.width: a width must not be negative (found -200)")
        try assertRefused(requestJSON(container: container, frame: frameJSON(8, 8, 184, -1)), "error: frame.height: a height must not be negative")
        try assertRefused(requestJSON(container: container, frame: #"{"x": 0, "y": 0, "width": 1e999, "height": 1}"#), "error: frame.width: inf is not a finite number")
        try assertRefused(requestJSON(container: #"{"shape": "capsule", "width": 1, "height": -1e999}"#, frame: frame), "error: container.height:", "not a finite number")
        try assertRefused(requestJSON(container: roundedContainer(-3, 200, 120), frame: frame), "error: container.radius: a radius must not be negative")
        let uneven = #"{"shape": "unevenRoundedRectangle", "radii": {"bottomLeading": -1}, "width": 1, "height": 1}"#
        try assertRefused(requestJSON(container: uneven, frame: frame), "error: container.radii.bottomLeading: a radius must not be negative")
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": {"topTrailing": {"fixed": -2}}"#), "error: corners.topTrailing.fixed: a radius must not be negative")
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": {"concentric": {"minimum": -4}}"#), "error: corners.concentric.minimum: a minimum must not be negative")
    }

    func testWrongTypes() throws {
        try assertRefused(requestJSON(container: container, frame: #"{"x": "8", "y": 8, "width": 1, "height": 1}"#), "error: frame.x: expected a number, found a string")
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""uniform": true"#), "error: uniform: expected a uniform mode name, found a boolean")
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": 5"#), "error: corners: expected a corner style", "found a number")
        try assertRefused(requestJSON(container: #"{"device": 14}"#, frame: frame), "error: container.device: expected a string, found a number")
        try assertRefused(requestJSON(container: "[]", frame: frame), "error: container: expected an object, found an array")
        try assertRefused(#""resolve me""#, "error: (root): expected an object, found a string")
    }

    func testUnknownFields() throws {
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""colour": "red""#), #"error: (root): unknown field "colour""#)
        try assertRefused(requestJSON(container: #"{"shape": "capsule", "radius": 3, "width": 1, "height": 1}"#, frame: frame), #"error: container: field "radius" does not apply to shape "capsule""#)
        try assertRefused(requestJSON(container: #"{"shape": "circle", "style": "continuous", "width": 1, "height": 1}"#, frame: frame), #"error: container: field "style" does not apply to shape "circle""#)
        try assertRefused(requestJSON(container: #"{"shape": "rectangle", "depth": 3, "width": 1, "height": 1}"#, frame: frame), #"error: container: unknown field "depth""#)
        try assertRefused(requestJSON(container: #"{"device": "iphone-14", "width": 3}"#, frame: frame), #"error: container: unknown field "width""#)
        try assertRefused(requestJSON(container: container, frame: #"{"x": 0, "y": 0, "z": 0, "width": 1, "height": 1}"#), #"error: frame: unknown field "z""#)
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": {"topLeft": "concentric"}"#), #"error: corners: unknown corner "topLeft""#, "logical")
        try assertRefused(requestJSON(container: container, frame: frame, extra: #""corners": {"concentric": {"min": 3}}"#), #"error: corners.concentric: unknown field "min""#)
    }

    func testFileErrorsNameTheFile() throws {
        let folder = try temporaryFolder()
        let bad = requestJSON(container: container, frame: frameJSON(8, 8, -1, 1))
        try Data("[\(good), \(bad)]".utf8).write(to: folder.appendingPathComponent("in.json"))
        let message = try expectRefusal(["resolve", "in.json"], directory: folder)
        XCTAssertEqual(message, "error: in.json: [1].frame.width: a width must not be negative (found -1)")
        try Data("{".utf8).write(to: folder.appendingPathComponent("broken.json"))
        XCTAssertTrue(try expectRefusal(["resolve", "broken.json"], directory: folder).hasPrefix("error: broken.json: line 1, column 2: not valid JSON"))
    }

    func testMissingOrUnreadableFile() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(try expectRefusal(["resolve", "missing.json"], directory: folder), "error: missing.json: cannot read (No such file or directory)")
        XCTAssertEqual(try expectRefusal(["resolve", folder.path]), "error: \(folder.path): cannot read (Is a directory)")
    }

    func testBadDeviceFiles() throws {
        let folder = try temporaryFolder()
        let missing = try expectRefusal(["resolve", "--devices", folder.appendingPathComponent("nope.json").path], stdin: good)
        XCTAssertTrue(missing.contains("nope.json"), missing)
        XCTAssertTrue(missing.contains("cannot read"), missing)
        let broken = folder.appendingPathComponent("devices.json")
        try Data(#"[{"id": "x", "name": "X", "width": -1, "height": 1, "cornerRadius": 0, "cornerStyle": "circular", "source": "s"}]"#.utf8).write(to: broken)
        for (arguments, environment) in [(["devices", "--devices", broken.path], [:]), (["devices"], ["CONCENTRIC_DEVICES": broken.path])] {
            let message = try expectRefusal(arguments, environment: environment)
            XCTAssertTrue(message.contains("devices.json"), message)
            XCTAssertTrue(message.contains("[0].width"), message)
        }
    }
}
