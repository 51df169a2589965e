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
        XCTAssertEqual(catalog.device(id: "iphone-16-pro")?.cornerCurve, .continuous)
    }

    func testUserFileOverridesAndAdds() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concentric-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("devices.json")
        try Data("""
            [{"id": "iphone-x", "name": "Mine", "width": 375, "height": 812, "cornerRadius": 40, "cornerStyle": "circular", "source": "me"},
             {"id": "watch", "name": "Watch", "width": 205, "height": 251, "cornerRadius": 40, "cornerStyle": "continuous", "source": "me"}]
            """.utf8).write(to: file)
        let catalog = try DeviceCatalog.load(userFile: file)
        XCTAssertEqual(catalog.device(id: "iphone-x")?.cornerRadius, 40)
        XCTAssertEqual(catalog.device(id: "watch")?.width, 205)
        XCTAssertEqual(catalog.devices.count, try DeviceCatalog.bundled().devices.count + 1)
        XCTAssertEqual(DeviceCatalog.userFile(environment: ["CONCENTRIC_DEVICES": file.path]), file)
    }

    func testBadUserFileNamesThePlace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-devices-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"[{"id": "a", "name": "A", "width": -3, "height": 1, "cornerRadius": 0, "cornerStyle": "circular", "source": ""}]"#.utf8).write(to: file)
        XCTAssertThrowsError(try DeviceCatalog.load(userFile: file)) { error in
            XCTAssertEqual("\(error)", "\(file.lastPathComponent)[0].width: a width must not be negative (found -3)")
        }
    }
}
