// Helpers shared by the CLI tests: request text, and reading results back.
import ConcentricCore
import ConcentricJSON
import XCTest
// Re-exported: every file of this target sees the shared test support (ConcentricTestSupport).
@_exported import ConcentricTestSupport

/// A rounded-rectangle container `radius`, `width` × `height`, as request JSON.
func roundedContainer(_ radius: Double, _ width: Double, _ height: Double, style: String? = nil) -> String {
    let curve = style.map { #", "style": "\#($0)""# } ?? ""
    return #"{"shape": "roundedRectangle", "radius": \#(radius), "width": \#(width), "height": \#(height)\#(curve)}"#
}

/// A frame as request JSON.
func frameJSON(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
    #"{"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}"#
}

/// A request; `extra` holds further members (`"uniform": "all"`).
func requestJSON(container: String, frame: String, extra: String = "") -> String {
    #"{"container": \#(container), "frame": \#(frame)\#(extra.isEmpty ? "" : ", " + extra)}"#
}

/// The four physical radii of a `concentricRectangle` result, clockwise from the top-left.
func radii(_ result: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
    let node = JSONNode(result)
    XCTAssertEqual(try node.field("shape").string(), "concentricRectangle", file: file, line: line)
    let radii = try node.field("radii")
    XCTAssertEqual(try radii.members().map(\.0), ["topLeft", "topRight", "bottomRight", "bottomLeft"], file: file, line: line)
    return try ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { (key) throws(InputError) in try radii.field(key).number() }
}

/// Asserts that radii match to 1e-9.
func assertRadii(_ actual: [Double], _ expected: [Double], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, message, file: file, line: line)
    for (a, e) in zip(actual, expected) {
        XCTAssertEqual(a, e, accuracy: 1e-9, "\(message): \(actual) ≠ \(expected)", file: file, line: line)
    }
}

extension XCTestCase {
    /// Runs `concentric resolve ARGS` on `stdin` and returns the parsed output, asserting success
    /// and a silent standard error.
    func resolve(_ stdin: String, _ arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        let result = try ConcentricExecutable.locate(file: file, line: line).run(["resolve"] + arguments, stdin: stdin, environment: environment)
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        XCTAssertTrue(result.stdout.hasSuffix("\n"), "output ends with a newline", file: file, line: line)
        return try JSONValue.parse(result.stdout)
    }

    /// Runs `concentric ARGS` expecting bad input: status 2, nothing on standard output and exactly
    /// one `error:` line on standard error, which is returned.
    @discardableResult
    func expectRefusal(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:], directory: URL? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try ConcentricExecutable.locate(file: file, line: line).run(arguments, stdin: stdin, environment: environment, directory: directory)
        XCTAssertEqual(result.status, 2, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "nothing on standard output", file: file, line: line)
        XCTAssertEqual(result.errorLines.count, 1, "exactly one line on standard error: \(result.stderr)", file: file, line: line)
        let message = result.errorLines.first ?? ""
        XCTAssertTrue(message.hasPrefix("error: "), message, file: file, line: line)
        return message
    }

}
