// The user's device file, found by the XDG rules and read with the input cap (ConcentricScene).
import ConcentricCore
import ConcentricScene
import Foundation
import XCTest

final class DeviceFilesTests: XCTestCase {
    func testUserFileOverridesAndAdds() throws {
        let file = try temporaryFolder().appendingPathComponent("devices.json")
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
        let file = try temporaryFolder().appendingPathComponent("bad-devices.json")
        try Data(#"[{"id": "a", "name": "A", "width": -3, "height": 1, "cornerRadius": 0, "cornerStyle": "circular", "source": ""}]"#.utf8).write(to: file)
        XCTAssertThrowsError(try DeviceCatalog.load(userFile: file)) { error in
            XCTAssertEqual("\(error)", "\(file.lastPathComponent)[0].width: a width must not be negative (found -3)")
        }
    }

    func testTheLookupFollowsXDGAndIgnoresARelativeConfigHome() throws {
        let dir = try temporaryFolder()
        let file = dir.appendingPathComponent("concentric/devices.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: file)
        XCTAssertEqual(DeviceCatalog.userFile(environment: ["XDG_CONFIG_HOME": dir.path])?.path, file.path)
        // A relative XDG_CONFIG_HOME is invalid (the XDG spec): ~/.config is used instead.
        XCTAssertNil(DeviceCatalog.userFile(environment: ["XDG_CONFIG_HOME": "relative/dir", "HOME": "/nonexistent"]))
        let home = try temporaryFolder()
        let homeFile = home.appendingPathComponent(".config/concentric/devices.json")
        try FileManager.default.createDirectory(at: homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: homeFile)
        XCTAssertEqual(DeviceCatalog.userFile(environment: ["XDG_CONFIG_HOME": "relative", "HOME": home.path])?.path, homeFile.path)
        XCTAssertEqual(DeviceCatalog.userFile(environment: ["XDG_CONFIG_HOME": "", "HOME": home.path])?.path, homeFile.path)
    }
}
