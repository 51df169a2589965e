// `concentric resolve` run as a process: the reference examples, every shape, corner kind and
// uniform mode, layout direction, arrays, files and device profiles.
import ConcentricCore
import ConcentricJSON
import XCTest

final class ResolveCommandTests: XCTestCase {
    /// Container 200 × 120 with the view inset by 8 on every side.
    let inset8 = frameJSON(8, 8, 184, 104)

    // MARK: Reference examples

    /// The blog article's 28 − 8 = 20.
    func testRoundedRectangleInsetByEightGivesTwenty() throws {
        let result = try resolve(requestJSON(container: roundedContainer(28, 200, 120, style: "circular"), frame: inset8))
        assertRadii(try radii(result), [20, 20, 20, 20])
        let node = JSONNode(result)
        XCTAssertEqual(try node.members().map(\.0), ["shape", "radii", "curve", "concentricityError"])
        XCTAssertEqual(try node.field("curve").string(), "circular")
        XCTAssertEqual(try node.field("concentricityError").number(), 0, accuracy: 1e-6, "equal insets, circular: concentric")
    }

    /// SwiftUI's rounded shapes are continuous unless told otherwise; so is `resolve`'s input.
    func testRoundedShapesWithoutAStyleAreContinuous() throws {
        let containers = [
            roundedContainer(28, 200, 120), #"{"shape": "capsule", "width": 200, "height": 120}"#,
            #"{"shape": "unevenRoundedRectangle", "radii": {"topLeading": 30}, "width": 200, "height": 120}"#,
        ]
        let input = "[" + containers.map { requestJSON(container: $0, frame: inset8) }.joined(separator: ",") + "]"
        guard case .array(let results) = try resolve(input) else { return XCTFail("expected an array") }
        for (result, container) in zip(results, containers) {
            XCTAssertEqual(try JSONNode(result).field("curve").string(), "continuous", container)
        }
        assertRadii(try radii(results[0]), [20, 20, 20, 20])
    }

    func testDeviceIPhone16ProInsetByEightGivesFiftyFour() throws {
        let result = try resolve(requestJSON(container: #"{"device": "iphone-16-pro"}"#, frame: frameJSON(8, 8, 386, 858)))
        assertRadii(try radii(result), [54, 54, 54, 54])
        XCTAssertEqual(try JSONNode(result).field("curve").string(), "continuous")
        XCTAssertGreaterThan(try JSONNode(result).field("concentricityError").number(), 0, "continuous corners are not exactly parallel")
    }

    /// iPhone 14's 47.33 pt corners minus the inset, printed without float noise.
    func testDeviceIPhone14PrintsTwoDecimals() throws {
        for d in [0.0, 8, 10, 20] {
            let request = requestJSON(container: #"{"device": "iphone-14"}"#, frame: frameJSON(d, d, 390 - 2 * d, 844 - 2 * d))
            let run = try ConcentricExecutable.locate().run(["resolve", "--compact"], stdin: request)
            XCTAssertEqual(run.status, 0, run.stderr)
            let expected = JSONWriter.format(47.33 - d)
            XCTAssertTrue(run.stdout.contains(#""topLeft":\#(expected),"#), "\(expected) in \(run.stdout)")
            XCTAssertFalse(run.stdout.contains("99999"), run.stdout)
            assertRadii(try radii(JSONValue.parse(run.stdout)), Array(repeating: 47.33 - d, count: 4))
        }
        XCTAssertEqual(JSONWriter.format(47.33 - 8), "39.33")
    }

    /// Apple's Notes format sheet: uniform fixed 24 pt top corners, concentric bottom corners, 8 pt
    /// from a 62 pt device's edges.
    func testNotesStyleSheetOnSixtyTwoPointDevice() throws {
        let sheet = frameJSON(8, 874 - 8 - 300, 386, 300)
        let corners = #""corners": {"topLeading": {"fixed": 24}, "topTrailing": {"fixed": 24}}, "uniform": "topAndBottom""#
        let result = try resolve(requestJSON(container: #"{"device": "iphone-16-pro"}"#, frame: sheet, extra: corners))
        assertRadii(try radii(result), [24, 24, 54, 54])
    }

    // MARK: Every container shape

    func testEveryShape() throws {
        func container(_ body: String) -> String { #"{"width": 200, "height": 120, \#(body)}"# }
        let cases: [(String, String, [Double])] = [
            (container(#""shape": "rectangle""#), inset8, [0, 0, 0, 0]),
            (container(#""shape": "roundedRectangle", "radius": 28"#), inset8, [20, 20, 20, 20]),
            // Missing corners are 0; bottomTrailing 12 − 8 = 4.
            (container(#""shape": "unevenRoundedRectangle", "radii": {"topLeading": 40, "bottomTrailing": 12}"#), inset8, [32, 0, 4, 0]),
            // Half the shorter side, 60, minus 8; also the frame's own half side, 52.
            (container(#""shape": "capsule""#), inset8, [52, 52, 52, 52]),
            // The capsule's corners are at the container's; gaps (44, 12) → 60 − 44 = 16.
            (container(#""shape": "capsule""#), frameJSON(44, 12, 112, 96), [16, 16, 16, 16]),
            // A circle publishes 60 at its full frame's corners (Apple's Circle.corners(in:)), as
            // the capsule: gaps (44, 12) → 60 − 44 = 16, not the centred square's 60 − 12 = 48.
            (container(#""shape": "circle""#), frameJSON(44, 12, 112, 96), [16, 16, 16, 16]),
            (container(#""shape": "circle""#), inset8, [52, 52, 52, 52]),
        ]
        let input = "[" + cases.map { requestJSON(container: $0.0, frame: $0.1) }.joined(separator: ",") + "]"
        guard case .array(let results) = try resolve(input) else { return XCTFail("expected an array") }
        XCTAssertEqual(results.count, cases.count)
        for (result, expected) in zip(results, cases) {
            assertRadii(try radii(result), expected.2, expected.0)
        }
    }

    func testEllipseFallsBackToContainerRelativeInset() throws {
        let container = #"{"shape": "ellipse", "width": 200, "height": 120}"#
        // Gaps 10, 8, 20, 12: the smallest, 8, is the inset.
        let result = try resolve(requestJSON(container: container, frame: frameJSON(10, 8, 170, 100)))
        XCTAssertEqual(result, .object([("shape", .string("containerRelative")), ("inset", .number(8)), ("container", .string("ellipse"))]))
    }

    // MARK: ContainerRelativeShape

    /// The reference article's StorageSummary: `.containerShape(.rect(cornerRadius: 30))`,
    /// padded 10, gives 20 at every corner.
    func testContainerRelativeInARoundedRectangle() throws {
        let request = requestJSON(container: roundedContainer(30, 354, 120), frame: frameJSON(10, 10, 334, 100), extra: #""view": "containerRelative""#)
        let result = try resolve(request)
        let node = JSONNode(result)
        XCTAssertEqual(try node.members().map(\.0), ["shape", "inset", "container", "radii"])
        XCTAssertEqual(try node.field("shape").string(), "containerRelative")
        XCTAssertEqual(try node.field("inset").number(), 10)
        XCTAssertEqual(try node.field("container").string(), "roundedRectangle")
        XCTAssertEqual(try relativeRadii(result), [20, 20, 20, 20])
    }

    /// Unequal gaps: the smallest one counts at every corner, where a concentric rectangle
    /// subtracts each corner's own larger gap.
    func testContainerRelativeUsesTheSmallestGapEverywhere() throws {
        let frame = frameJSON(8, 20, 150, 92)  // gaps: left 8, top 20, right 42, bottom 8
        let both = "[" + requestJSON(container: roundedContainer(40, 200, 120), frame: frame, extra: #""view": "containerRelative""#) + ","
            + requestJSON(container: roundedContainer(40, 200, 120), frame: frame, extra: #""view": "concentricRectangle""#) + "]"
        guard case .array(let results) = try resolve(both) else { return XCTFail("expected an array") }
        XCTAssertEqual(try JSONNode(results[0]).field("inset").number(), 8)
        XCTAssertEqual(try relativeRadii(results[0]), [32, 32, 32, 32])
        assertRadii(try radii(results[1]), [20, 0, 0, 32])
    }

    func testContainerRelativeForEveryContainerKind() throws {
        func container(_ body: String) -> String { #"{"width": 200, "height": 120, \#(body)}"# }
        let cases: [(String, String, [Double]?)] = [
            (container(#""shape": "rectangle""#), "rectangle", [0, 0, 0, 0]),
            (container(#""shape": "roundedRectangle", "radius": 6"#), "roundedRectangle", [0, 0, 0, 0]),
            (container(#""shape": "unevenRoundedRectangle", "radii": {"topLeading": 40, "bottomTrailing": 12}"#), "unevenRoundedRectangle", [32, 0, 4, 0]),
            (container(#""shape": "capsule""#), "capsule", [52, 52, 52, 52]),
            (container(#""shape": "circle""#), "circle", [52, 52, 52, 52]),
            (container(#""shape": "ellipse""#), "ellipse", nil),
        ]
        let input = "[" + cases.map { requestJSON(container: $0.0, frame: inset8, extra: #""view": "containerRelative""#) }.joined(separator: ",") + "]"
        guard case .array(let results) = try resolve(input) else { return XCTFail("expected an array") }
        for (result, (_, kind, expected)) in zip(results, cases) {
            let node = JSONNode(result)
            XCTAssertEqual(try node.field("container").string(), kind)
            XCTAssertEqual(try node.field("inset").number(), 8, kind)
            if let expected { XCTAssertEqual(try relativeRadii(result), expected, kind) } else { XCTAssertNil(try node.optionalField("radii"), kind) }
        }
        // Right to left: the uneven topLeading radius is on the right.
        let rtl = try resolve(requestJSON(container: cases[2].0, frame: inset8, extra: #""view": "containerRelative", "layoutDirection": "rightToLeft""#))
        XCTAssertEqual(try relativeRadii(rtl), [0, 32, 0, 4])
        // A device screen works too: 62 − 8.
        let device = try resolve(requestJSON(container: #"{"device": "iphone-16-pro"}"#, frame: frameJSON(8, 8, 386, 858), extra: #""view": "containerRelative""#))
        XCTAssertEqual(try relativeRadii(device), [54, 54, 54, 54])
    }

    func testContainerRelativeRefusesCornerStylesAndUnknownViews() throws {
        let corners = try expectRefusal(["resolve"], stdin: requestJSON(container: roundedContainer(28, 200, 120), frame: inset8, extra: #""view": "containerRelative", "uniform": "all""#))
        XCTAssertTrue(corners.contains(#"field "uniform" applies only to view "concentricRectangle""#), corners)
        let unknown = try expectRefusal(["resolve"], stdin: "[" + requestJSON(container: roundedContainer(28, 200, 120), frame: inset8, extra: #""view": "circle""#) + "]")
        XCTAssertTrue(unknown.contains(#"[0].view: unknown view "circle" (expected one of: "concentricRectangle", "containerRelative")"#), unknown)
    }

    /// The radii of a `containerRelative` result, clockwise from the top-left.
    func relativeRadii(_ result: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
        let node = try JSONNode(result).field("radii")
        XCTAssertEqual(try node.members().map(\.0), ["topLeft", "topRight", "bottomRight", "bottomLeft"], file: file, line: line)
        return try PhysicalCorner.allCases.map { try node.field($0.rawValue).number() }
    }

    func testContinuousStyleKeepsRadiiAndChangesCurve() throws {
        let circular = try resolve(requestJSON(container: roundedContainer(28, 200, 120, style: "circular"), frame: inset8))
        let continuous = try resolve(requestJSON(container: roundedContainer(28, 200, 120, style: "continuous"), frame: inset8))
        assertRadii(try radii(continuous), try radii(circular))
        XCTAssertEqual(try JSONNode(continuous).field("curve").string(), "continuous")
        XCTAssertGreaterThan(try JSONNode(continuous).field("concentricityError").number(), 0.01)
    }

    func testCapsuleAndUnevenTakeAStyle() throws {
        let capsule = #"{"shape": "capsule", "style": "continuous", "width": 200, "height": 120}"#
        XCTAssertEqual(try JSONNode(resolve(requestJSON(container: capsule, frame: inset8))).field("curve").string(), "continuous")
        let uneven = #"{"shape": "unevenRoundedRectangle", "radii": {}, "style": "continuous", "width": 200, "height": 120}"#
        let result = try resolve(requestJSON(container: uneven, frame: inset8))
        assertRadii(try radii(result), [0, 0, 0, 0])
        XCTAssertEqual(try JSONNode(result).field("curve").string(), "continuous")
    }

    // MARK: Corner styles

    /// Apple's example with one corner of each kind, 24 pt inside a 28 pt container.
    func testTheFourCornerKinds() throws {
        let corners = #"""
            "corners": {"topLeading": {"concentric": {"minimum": 12}}, "topTrailing": {"fixed": 24},
                        "bottomLeading": "concentric", "bottomTrailing": {"fixed": 0}}
            """#
        let result = try resolve(requestJSON(container: roundedContainer(28, 200, 120), frame: frameJSON(24, 24, 152, 72), extra: corners))
        // concentric(minimum: 12): max(12, 28 − 24); fixed 24; concentric 28 − 24 = 4; fixed 0: square.
        assertRadii(try radii(result), [12, 24, 0, 4])
        XCTAssertGreaterThan(try JSONNode(result).field("concentricityError").number(), 1, "a minimum and fixed radii break concentricity")
    }

    func testOneStyleForAllCorners() throws {
        let container = roundedContainer(28, 200, 120)
        let cases: [(String, [Double])] = [
            (#""concentric""#, [20, 20, 20, 20]),
            (#"{"fixed": 10}"#, [10, 10, 10, 10]),
            (#"{"concentric": {"minimum": 30}}"#, [30, 30, 30, 30]),
            (#"{"concentric": {}}"#, [20, 20, 20, 20]),
            // Larger than half the frame's shorter side (52): clamped.
            (#"{"fixed": 90}"#, [52, 52, 52, 52]),
        ]
        let input = "[" + cases.map { requestJSON(container: container, frame: inset8, extra: #""corners": \#($0.0)"#) }.joined(separator: ",") + "]"
        guard case .array(let results) = try resolve(input) else { return XCTFail("expected an array") }
        for (result, expected) in zip(results, cases) { assertRadii(try radii(result), expected.1, expected.0) }
    }

    // MARK: Uniform modes and layout direction

    /// Container 40 pt, 200 × 200; gaps left 2, top 6, right 20, bottom 14; bottomTrailing fixed 5.
    /// Individually: topLeft 40 − 6 = 34, topRight 40 − 20 = 20, bottomRight 5, bottomLeft 40 − 14 = 26.
    func uniformRequest(_ mode: String?, direction: String? = nil) -> String {
        var extra = #""corners": {"bottomTrailing": {"fixed": 5}}"#
        if let mode { extra += #", "uniform": "\#(mode)""# }
        if let direction { extra += #", "layoutDirection": "\#(direction)""# }
        return requestJSON(container: roundedContainer(40, 200, 200), frame: frameJSON(2, 6, 178, 180), extra: extra)
    }

    func testEveryUniformMode() throws {
        let expected: [(String?, [Double])] = [
            (nil, [34, 20, 5, 26]),
            ("none", [34, 20, 5, 26]),
            ("all", [34, 34, 34, 34]),
            ("top", [34, 34, 5, 26]),
            ("bottom", [34, 20, 26, 26]),
            ("leading", [34, 20, 5, 34]),
            ("trailing", [34, 20, 20, 26]),
            ("topAndBottom", [34, 34, 26, 26]),
            ("leadingAndTrailing", [34, 20, 20, 34]),
        ]
        XCTAssertEqual(Set(expected.compactMap(\.0)), Set(Uniformity.allCases.map(\.rawValue)), "every mode is covered")
        let input = "[" + expected.map { uniformRequest($0.0) }.joined(separator: ",\n") + "]"
        guard case .array(let results) = try resolve(input) else { return XCTFail("expected an array") }
        XCTAssertEqual(results.count, expected.count)
        for (result, (mode, radiiExpected)) in zip(results, expected) {
            assertRadii(try radii(result), radiiExpected, mode ?? "default")
        }
    }

    func testRightToLeftMovesLeadingToTheRight() throws {
        // The fixed bottomTrailing corner lands bottom-left; bottom-right is concentric: 40 − 20.
        assertRadii(try radii(resolve(uniformRequest(nil, direction: "rightToLeft"))), [34, 20, 20, 5])
        // Trailing is the left pair: max(34, 5).
        assertRadii(try radii(resolve(uniformRequest("trailing", direction: "rightToLeft"))), [34, 20, 20, 34])
        assertRadii(try radii(resolve(uniformRequest("trailing", direction: "leftToRight"))), [34, 20, 20, 26])
        // An uneven container's topLeading radius is on the right in right-to-left layouts.
        let uneven = #"{"shape": "unevenRoundedRectangle", "radii": {"topLeading": 40, "bottomTrailing": 12}, "width": 200, "height": 120}"#
        let rtl = try resolve(requestJSON(container: uneven, frame: inset8, extra: #""layoutDirection": "rightToLeft""#))
        assertRadii(try radii(rtl), [0, 32, 0, 4])
    }

    // MARK: Arrays, files, output forms

    func testArrayKeepsOrder() throws {
        let radiiIn = [12.0, 28, 40, 9, 33]
        let input = "[" + radiiIn.map { requestJSON(container: roundedContainer($0, 200, 120), frame: frameJSON(4, 4, 192, 112)) }.joined(separator: ",") + "]"
        guard case .array(let results) = try resolve(input) else { return XCTFail("expected an array") }
        XCTAssertEqual(try results.map { try radii($0)[0] }, radiiIn.map { $0 - 4 })
    }

    func testEmptyArrayGivesEmptyArray() throws {
        XCTAssertEqual(try resolve("[]"), .array([]))
    }

    func testCompactPrintsOneLinePerResult() throws {
        let one = requestJSON(container: roundedContainer(28, 200, 120), frame: inset8)
        let single = try ConcentricExecutable.locate().run(["resolve", "--compact"], stdin: one)
        XCTAssertEqual(single.stdout.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(try JSONValue.parse(single.stdout), try resolve(one))
        let many = try ConcentricExecutable.locate().run(["resolve", "--compact"], stdin: "[\(one),\(one),\(one)]")
        let lines = many.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, many.stdout)
        XCTAssertEqual(lines.filter { $0.contains("concentricRectangle") }.count, 3)
        XCTAssertEqual(try JSONValue.parse(many.stdout), try resolve("[\(one),\(one),\(one)]"))
        // The default is pretty-printed.
        XCTAssertGreaterThan(try ConcentricExecutable.locate().run(["resolve"], stdin: one).stdout.split(separator: "\n").count, 5)
    }

    func testReadsAFileOrDashForStandardInput() throws {
        let folder = try temporaryFolder()
        let request = requestJSON(container: roundedContainer(28, 200, 120), frame: inset8)
        try Data(request.utf8).write(to: folder.appendingPathComponent("in.json"))
        let concentric = try ConcentricExecutable.locate()
        let fromFile = try concentric.run(["resolve", "in.json"], directory: folder)
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        assertRadii(try radii(JSONValue.parse(fromFile.stdout)), [20, 20, 20, 20])
        let fromDash = try concentric.run(["resolve", "-"], stdin: request)
        XCTAssertEqual(fromDash.stdout, fromFile.stdout)
        let absolute = try concentric.run(["resolve", "--compact", folder.appendingPathComponent("in.json").path])
        XCTAssertEqual(try JSONValue.parse(absolute.stdout), try JSONValue.parse(fromFile.stdout))
    }

    // MARK: Device profiles

    func testDevicesFileAddsAndOverridesProfiles() throws {
        let folder = try temporaryFolder()
        let profiles = #"""
            [{"id": "test-phone", "name": "Test Phone", "width": 300, "height": 600, "cornerRadius": 30, "cornerStyle": "circular", "source": "a test"},
             {"id": "iphone-14", "name": "Overridden", "width": 390, "height": 844, "cornerRadius": 50, "cornerStyle": "continuous", "source": "a test"}]
            """#
        let file = folder.appendingPathComponent("devices.json")
        try Data(profiles.utf8).write(to: file)
        let input = "[" + requestJSON(container: #"{"device": "test-phone"}"#, frame: frameJSON(10, 10, 280, 580)) + ","
            + requestJSON(container: #"{"device": "iphone-14"}"#, frame: frameJSON(8, 8, 374, 828)) + "]"
        for (arguments, environment) in [(["--devices", file.path], [:]), ([], ["CONCENTRIC_DEVICES": file.path])] {
            guard case .array(let results) = try resolve(input, arguments, environment: environment) else { return XCTFail("expected an array") }
            assertRadii(try radii(results[0]), [20, 20, 20, 20])
            XCTAssertEqual(try JSONNode(results[0]).field("curve").string(), "circular")
            assertRadii(try radii(results[1]), [42, 42, 42, 42])
        }
        // Without the file the test device is unknown.
        let message = try expectRefusal(["resolve"], stdin: input)
        XCTAssertTrue(message.contains(#"[0].container.device: unknown device "test-phone""#), message)
    }
}
