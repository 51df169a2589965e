// Request parsing in-process: `ResolveRequest(json:devices:)` and ConcentricJSON's shape readers.
import ConcentricCLI
import ConcentricCore
import ConcentricJSON
import XCTest

final class ResolveRequestTests: XCTestCase {
    let devices = DeviceCatalog(devices: [
        DeviceProfile(id: "phone", name: "Phone", width: 400, height: 800, cornerRadius: 50, cornerCurve: .continuous, source: "test")
    ])

    func node(_ text: String) throws -> JSONNode { JSONNode(try JSONValue.parse(text)) }

    func parseError(_ body: () throws(InputError) -> Void) -> String {
        do throws(InputError) {
            try body()
            return "no error"
        } catch {
            return error.description
        }
    }

    func testFullRequest() throws {
        let request = try ResolveRequest(json: node(#"""
            {"container": {"shape": "unevenRoundedRectangle", "radii": {"topLeading": 10, "bottomTrailing": 30}, "style": "continuous", "width": 300, "height": 200},
             "frame": {"x": -4, "y": 5.5, "width": 100, "height": 50},
             "corners": {"topTrailing": {"fixed": 6}, "bottomLeading": {"concentric": {"minimum": 2}}},
             "uniform": "leadingAndTrailing", "layoutDirection": "rightToLeft"}
            """#), devices: devices)
        let expected = ResolveRequest(
            container: Container(
                shape: .unevenRoundedRectangle(radii: LogicalCorners(topLeading: 10, topTrailing: 0, bottomLeading: 0, bottomTrailing: 30), curve: .continuous),
                size: Size(width: 300, height: 200)),
            frame: Rect(x: -4, y: 5.5, width: 100, height: 50),
            shape: ConcentricRectangle(
                corners: LogicalCorners(topLeading: .concentric, topTrailing: .fixed(6), bottomLeading: .concentric(minimum: 2), bottomTrailing: .concentric),
                uniformity: .leadingAndTrailing),
            direction: .rightToLeft)
        XCTAssertEqual(request, expected)
        XCTAssertEqual(request.resolution, resolveRadii(container: expected.container, frame: expected.frame, shape: expected.shape, direction: .rightToLeft))
    }

    func testDefaults() throws {
        let request = try ResolveRequest(json: node(#"{"container": {"device": "phone"}, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "corners": null}"#), devices: devices)
        XCTAssertEqual(request.shape, ConcentricRectangle())
        XCTAssertEqual(request.direction, .leftToRight)
        XCTAssertEqual(request.container, devices.devices[0].container)
    }

    func testCornerStyleForms() throws {
        XCTAssertEqual(try CornerStyle(json: node(#""concentric""#)), .concentric)
        XCTAssertEqual(try CornerStyle(json: node(#"{"concentric": {"minimum": 7.5}}"#)), .concentric(minimum: 7.5))
        XCTAssertEqual(try CornerStyle(json: node(#"{"concentric": {}}"#)), .concentric)
        XCTAssertEqual(try CornerStyle(json: node(#"{"fixed": 0}"#)), .fixed(0))
        XCTAssertEqual(parseError { () throws(InputError) in _ = try CornerStyle(json: JSONNode(.string("fixed"), path: "c")) }, #"c: unknown corner style "fixed" (expected "concentric", {"concentric": {"minimum": m}} or {"fixed": r})"#)
        XCTAssertTrue(parseError { () throws(InputError) in _ = try CornerStyle(json: JSONNode(.object([("round", .number(3))]), path: "c")) }.hasPrefix(#"c: unknown corner style "round""#))
        XCTAssertTrue(parseError { () throws(InputError) in _ = try CornerStyle(json: JSONNode(.object([]), path: "c")) }.hasPrefix("c: a corner style object has exactly one key"))
        XCTAssertEqual(parseError { () throws(InputError) in _ = try CornerStyle(json: JSONNode(.object([("fixed", .string("4"))]), path: "c")) }, "c.fixed: expected a number, found a string")
    }

    func testCornerStylesOneOrPerCorner() throws {
        XCTAssertEqual(try LogicalCorners<CornerStyle>(json: node(#"{"fixed": 3}"#)), LogicalCorners(all: .fixed(3)))
        XCTAssertEqual(try LogicalCorners<CornerStyle>(json: node(#""concentric""#)), LogicalCorners(all: .concentric))
        XCTAssertEqual(try LogicalCorners<CornerStyle>(json: node("{}")), LogicalCorners(all: .concentric))
        XCTAssertEqual(
            try LogicalCorners<CornerStyle>(json: node(#"{"bottomTrailing": {"fixed": 1}}"#)),
            LogicalCorners(topLeading: .concentric, topTrailing: .concentric, bottomLeading: .concentric, bottomTrailing: .fixed(1)))
        XCTAssertTrue(parseError { () throws(InputError) in _ = try LogicalCorners<CornerStyle>(json: JSONNode(.object([("bottomRight", .string("concentric"))]), path: "corners")) }
            .hasPrefix(#"corners: unknown corner "bottomRight""#))
    }

    func testEveryShapeName() throws {
        let shapes: [(String, ContainerShape)] = [
            (#""shape": "rectangle""#, .rectangle),
            (#""shape": "roundedRectangle", "radius": 12"#, .roundedRectangle(radius: 12)),
            (#""shape": "roundedRectangle", "radius": 12, "style": "continuous""#, .roundedRectangle(radius: 12, curve: .continuous)),
            (#""shape": "unevenRoundedRectangle", "radii": {"topTrailing": 4}"#,
             .unevenRoundedRectangle(radii: LogicalCorners(topLeading: 0, topTrailing: 4, bottomLeading: 0, bottomTrailing: 0))),
            (#""shape": "capsule""#, .capsule()),
            (#""shape": "capsule", "style": "continuous""#, .capsule(curve: .continuous)),
            (#""shape": "circle""#, .circle),
            (#""shape": "ellipse""#, .ellipse),
        ]
        for (members, shape) in shapes {
            XCTAssertEqual(try ContainerShape(json: node("{\(members)}")), shape, members)
            XCTAssertEqual(try Container(json: node(#"{\#(members), "width": 3, "height": 4}"#), devices: devices), Container(shape: shape, size: Size(width: 3, height: 4)))
        }
        // A scene can read a bare shape, and refuses a size it did not ask for.
        XCTAssertTrue(parseError { () throws(InputError) in _ = try ContainerShape(json: JSONNode(try JSONValue.parse(#"{"shape": "circle", "width": 1}"#))) }
            .hasPrefix(#"(root): unknown field "width""#))
    }

    /// ConcentricJSON's writers (JSONShapes.swift) produce what these readers accept.
    func testWritersRoundTrip() throws {
        let shapes: [ContainerShape] = [
            .rectangle, .roundedRectangle(radius: 47.33, curve: .continuous), .roundedRectangle(radius: 0),
            .unevenRoundedRectangle(radii: LogicalCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4), curve: .continuous),
            .capsule(), .capsule(curve: .continuous), .circle, .ellipse,
        ]
        for shape in shapes {
            let text = JSONWriter.write(.object(shape.jsonMembers))
            XCTAssertEqual(try ContainerShape(json: node(text)), shape, text)
        }
        let styles: [LogicalCorners<CornerStyle>] = [
            LogicalCorners(all: .concentric), LogicalCorners(all: .fixed(3)), LogicalCorners(all: .concentric(minimum: 8)),
            LogicalCorners(topLeading: .concentric(minimum: 12), topTrailing: .fixed(24), bottomLeading: .concentric, bottomTrailing: .fixed(0)),
        ]
        for corners in styles {
            let text = JSONWriter.write(corners.json)
            XCTAssertEqual(try LogicalCorners<CornerStyle>(json: node(text)), corners, text)
        }
    }

    func testSimpleNames() throws {
        for mode in Uniformity.allCases { XCTAssertEqual(try Uniformity(json: JSONNode(.string(mode.rawValue))), mode) }
        for direction in LayoutDirection.allCases { XCTAssertEqual(try LayoutDirection(json: JSONNode(.string(direction.rawValue))), direction) }
        for curve in CornerCurve.allCases { XCTAssertEqual(try CornerCurve(json: JSONNode(.string(curve.rawValue))), curve) }
        XCTAssertEqual(try Rect(json: node(#"{"x": -1, "y": 2, "width": 3, "height": 0}"#)), Rect(x: -1, y: 2, width: 3, height: 0))
    }

    func testResolutionJSON() throws {
        let rounded = ResolveRequest(container: Container(shape: .roundedRectangle(radius: 28, curve: .circular), size: Size(width: 200, height: 120)), frame: Rect(x: 8, y: 8, width: 184, height: 104))
        XCTAssertEqual(JSONWriter.write(rounded.resolution.json, pretty: false), #"{"shape":"concentricRectangle","radii":{"topLeft":20,"topRight":20,"bottomRight":20,"bottomLeft":20},"curve":"circular","concentricityError":0}"#.replacingOccurrences(of: #""concentricityError":0"#, with: #""concentricityError":\#(JSONWriter.format(rounded.resolutionError))"#))
        let ellipse = ResolveRequest(container: Container(shape: .ellipse, size: Size(width: 200, height: 120)), frame: Rect(x: 8, y: 9, width: 100, height: 100))
        XCTAssertEqual(JSONWriter.write(ellipse.resolution.json, pretty: false), #"{"shape":"containerRelative","inset":8,"container":"ellipse"}"#)
        let relative = ResolveRequest(view: .containerRelative, container: rounded.container, frame: Rect(x: 8, y: 10, width: 184, height: 100))
        XCTAssertEqual(
            JSONWriter.write(relative.resolution.json, pretty: false),
            #"{"shape":"containerRelative","inset":8,"container":"roundedRectangle","radii":{"topLeft":20,"topRight":20,"bottomRight":20,"bottomLeft":20}}"#)
    }
}

extension ResolveRequest {
    /// The concentricity error of a rounded-rectangular resolution (the value the output prints).
    var resolutionError: Double {
        if case .concentricRectangle(let rectangle) = resolution { return rectangle.concentricityError }
        return .nan
    }
}
