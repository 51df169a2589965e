// The bundled device profiles and the user file that overrides them.
import ConcentricCore
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
        XCTAssertEqual(catalog.device(id: "iphone-16-pro")?.cornerStyle, .continuous)
    }

    func testParsingNamesTheSourceAndThePlace() {
        let bytes = Array(#"[{"id": "a", "name": "A", "width": -3, "height": 1, "cornerRadius": 0, "cornerStyle": "circular", "source": ""}]"#.utf8)
        XCTAssertThrowsError(try DeviceCatalog.parse(bytes: bytes, name: "mine.json")) { error in
            XCTAssertEqual("\(error)", "mine.json[0].width: a width must not be negative (found -3)")
        }
    }
}
