// The bundled device profiles and the user file that overrides them.
import ConcentricCore
import ConcentricJSON
import Foundation
import XCTest

final class DeviceCatalogTests: XCTestCase {
    func testBundledProfilesHoldTheRequiredDevices() throws {
        let catalog = try DeviceCatalog.bundled()
        let expected: [(String, Double, Double, Double)] = [
            ("iphone-se-3", 375, 667, 0), ("iphone-x", 375, 812, 39), ("iphone-11", 414, 896, 41.5),
            ("iphone-13-mini", 375, 812, 44), ("iphone-14", 390, 844, 47.33), ("iphone-14-plus", 428, 926, 53.33),
            ("iphone-15", 393, 852, 55), ("iphone-15-pro-max", 430, 932, 55), ("iphone-16-pro", 402, 874, 62),
            ("iphone-16-pro-max", 440, 956, 62), ("ipad-air-11", 820, 1180, 18), ("ipad-mini-6", 744, 1133, 21.5),
        ]
        for (id, w, h, r) in expected {
            let device = try XCTUnwrap(catalog.device(id: id), id)
            XCTAssertEqual(device.width, w, id)
            XCTAssertEqual(device.height, h, id)
            XCTAssertEqual(device.cornerRadius, r, id)
            XCTAssertFalse(device.source.isEmpty, id)
        }
        XCTAssertEqual(catalog.device(id: "iphone-16-pro")?.cornerCurve, .continuous)
    }

    /// Portrait safe areas (docs/SWIFTUI.md, "Safe areas"; each profile names its source).
    func testBundledProfilesCarryTheirPortraitSafeAreas() throws {
        let catalog = try DeviceCatalog.bundled()
        let expected: [(String, Double, Double)] = [
            ("iphone-se-3", 20, 0), ("iphone-x", 44, 34), ("iphone-11", 48, 34), ("iphone-13-mini", 50, 34),
            ("iphone-14", 47, 34), ("iphone-14-plus", 47, 34), ("iphone-15", 59, 34), ("iphone-15-pro-max", 59, 34),
            ("iphone-16-pro", 62, 34), ("iphone-16-pro-max", 62, 34),
            ("ipad-air-11", 24, 20), ("ipad-mini-6", 24, 20), ("ipad-10", 24, 20), ("ipad-pro-13-m4", 24, 20),
        ]
        XCTAssertEqual(Set(expected.map(\.0)), Set(catalog.devices.map(\.id)), "every bundled device is checked")
        for (id, top, bottom) in expected {
            let device = try XCTUnwrap(catalog.device(id: id), id)
            XCTAssertEqual(device.safeArea, EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), id)
            XCTAssertFalse(device.safeAreaSource.isEmpty, id)
        }
        XCTAssertTrue(catalog.device(id: "iphone-11")?.safeAreaSource.contains("iOS 14") ?? false, "the XR/11 value changed in iOS 14")
    }

    func testSafeAreaIsOptionalInAUserFile() throws {
        let missing = try DeviceProfile(json: JSONNode(JSONValue.parse(
            #"{"id": "a", "name": "A", "width": 1, "height": 2, "cornerRadius": 0, "cornerStyle": "circular", "source": "s"}"#)))
        XCTAssertEqual(missing.safeArea, EdgeInsets())
        XCTAssertEqual(missing.safeAreaSource, "")
        let partial = try DeviceProfile(json: JSONNode(JSONValue.parse(
            #"{"id": "a", "name": "A", "width": 1, "height": 2, "cornerRadius": 0, "cornerStyle": "circular", "source": "s", "safeArea": {"bottom": 21}}"#)))
        XCTAssertEqual(partial.safeArea, EdgeInsets(bottom: 21))
        // Written back, the four edges are explicit and read back the same.
        XCTAssertEqual(try DeviceProfile(json: JSONNode(partial.json)), partial)
        XCTAssertThrowsError(try DeviceProfile(json: JSONNode(JSONValue.parse(
            #"{"id": "a", "name": "A", "width": 1, "height": 2, "cornerRadius": 0, "cornerStyle": "circular", "source": "s", "safeArea": {"top": -1}}"#)))) { error in
            XCTAssertEqual("\(error)", "safeArea.top: an inset must not be negative (found -1)")
        }
        XCTAssertThrowsError(try DeviceProfile(json: JSONNode(JSONValue.parse(
            #"{"id": "a", "name": "A", "width": 1, "height": 2, "cornerRadius": 0, "cornerStyle": "circular", "source": "s", "safeArea": {"left": 3}}"#)))) { error in
            XCTAssertTrue("\(error)".hasPrefix(#"safeArea: unknown field "left""#), "\(error)")
        }
    }

    /// Pixels per point: Apple's device specifications for the bundled profiles; 3 where a
    /// user's profile gives none; only 1, 2 or 3 accepted.
    func testScaleIsKnownForEveryBundledDeviceAndOptionalInAUserFile() throws {
        let catalog = try DeviceCatalog.bundled()
        let twice: Set<String> = ["iphone-se-3", "iphone-11", "ipad-air-11", "ipad-mini-6", "ipad-10", "ipad-pro-13-m4"]
        for device in catalog.devices { XCTAssertEqual(device.scale, twice.contains(device.id) ? 2 : 3, device.id) }
        let base = #"{"id": "a", "name": "A", "width": 1, "height": 2, "cornerRadius": 0, "cornerStyle": "circular", "source": "s""#
        XCTAssertEqual(try DeviceProfile(json: JSONNode(JSONValue.parse(base + "}"))).scale, 3)
        let double = try DeviceProfile(json: JSONNode(JSONValue.parse(base + #", "scale": 2}"#)))
        XCTAssertEqual(double.scale, 2)
        XCTAssertEqual(try DeviceProfile(json: JSONNode(double.json)), double)
        for bad in ["2.5", "0", "\"3\""] {
            XCTAssertThrowsError(try DeviceProfile(json: JSONNode(JSONValue.parse(base + #", "scale": "# + bad + "}"))), bad) { error in
                XCTAssertTrue("\(error)".hasPrefix("scale: "), "\(error)")
            }
        }
    }

    func testParsingNamesTheSourceAndThePlace() {
        let bytes = Array(#"[{"id": "a", "name": "A", "width": -3, "height": 1, "cornerRadius": 0, "cornerStyle": "circular", "source": ""}]"#.utf8)
        XCTAssertThrowsError(try DeviceCatalog.parse(bytes: bytes, name: "mine.json")) { error in
            XCTAssertEqual("\(error)", "mine.json[0].width: a width must not be negative (found -3)")
        }
    }
}
