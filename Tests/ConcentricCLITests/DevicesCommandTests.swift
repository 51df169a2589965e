// `concentric devices` as a process: the table and the JSON.
import ConcentricCore
import ConcentricJSON
import XCTest

final class DevicesCommandTests: XCTestCase {
    func testTableIsAlignedAndComplete() throws {
        let result = try ConcentricExecutable.locate().run(["devices"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let bundled = try DeviceCatalog.bundled().devices
        XCTAssertEqual(lines.count, bundled.count + 1)
        guard let header = lines.first else { return XCTFail("no output") }
        XCTAssertTrue(header.hasPrefix("ID "), header)
        // Every text column starts where its header does.
        let columns = ["NAME", "SIZE (pt)", "CURVE", "SCALE"].compactMap { header.range(of: $0).map { header.distance(from: header.startIndex, to: $0.lowerBound) } }
        XCTAssertEqual(columns.count, 4)
        let radiusEnd = header.range(of: "RADIUS (pt)").map { header.distance(from: header.startIndex, to: $0.upperBound) } ?? 0
        for (line, device) in zip(lines.dropFirst(), bundled) {
            let characters = Array(line)
            XCTAssertTrue(line.hasPrefix(device.id + " "), line)
            XCTAssertEqual(String(characters[columns[0]...].prefix(device.name.count)), device.name, line)
            let size = "\(JSONWriter.format(device.width)) × \(JSONWriter.format(device.height))"
            XCTAssertEqual(String(characters[columns[1]...].prefix(size.count)), size, line)
            XCTAssertEqual(String(characters[columns[2]...].prefix(device.cornerCurve.rawValue.count)), device.cornerCurve.rawValue, line)
            XCTAssertEqual(String(characters[columns[3]...]), "@\(Int(device.scale))x", line)
            // The radius is right-aligned under its header.
            let radius = JSONWriter.format(device.cornerRadius)
            XCTAssertEqual(String(characters[(radiusEnd - radius.count)..<radiusEnd]), radius, line)
            XCTAssertEqual(characters[radiusEnd - radius.count - 1], " ", line)
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-16-pro ") && $0.contains("402 × 874") && $0.contains(" 62  continuous  @3x") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-se-3 ") && $0.hasSuffix("@2x") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-14 ") && $0.contains(" 47.33  continuous") })
    }

    func testJSONListsEveryProfileWithItsFields() throws {
        let result = try ConcentricExecutable.locate().run(["devices", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#""cornerRadius": 47.33,"#), "numbers print as written")
        let profiles = try JSONNode(JSONValue.parse(result.stdout)).elements()
        let bundled = try DeviceCatalog.bundled().devices
        XCTAssertEqual(try profiles.map { try DeviceProfile(json: $0) }, bundled, "the JSON reads back as the catalog")
        for profile in profiles {
            XCTAssertEqual(try profile.members().map(\.0), ["id", "name", "width", "height", "cornerRadius", "cornerStyle", "source", "safeArea", "scale"])
            XCTAssertEqual(try profile.field("safeArea").members().map(\.0), ["top", "leading", "bottom", "trailing", "source"])
        }
        let pro = try XCTUnwrap(profiles.first { try $0.field("id").string() == "iphone-16-pro" })
        XCTAssertEqual(try pro.field("safeArea").field("top").number(), 62)
        XCTAssertEqual(try pro.field("safeArea").field("bottom").number(), 34)
        let compact = try ConcentricExecutable.locate().run(["devices", "--json", "--compact"])
        XCTAssertEqual(compact.stdout.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(try JSONValue.parse(compact.stdout), try JSONValue.parse(result.stdout))
    }

    func testUserProfilesAppearInBothForms() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("mine.json")
        try Data(#"[{"id": "ipad-10", "name": "Replaced", "width": 1, "height": 2, "cornerRadius": 3, "cornerStyle": "circular", "source": "t"}, {"id": "watch", "name": "Watch", "width": 184, "height": 224, "cornerRadius": 40.5, "cornerStyle": "continuous", "source": "t"}]"#.utf8).write(to: file)
        let concentric = try ConcentricExecutable.locate()
        let table = try concentric.run(["devices", "--devices", file.path])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.split(separator: "\n").last?.hasPrefix("watch ") ?? false, table.stdout)
        XCTAssertTrue(table.stdout.contains("Replaced"))
        let json = try concentric.run(["devices", "--json"], environment: ["CONCENTRIC_DEVICES": file.path])
        let ids = try JSONNode(JSONValue.parse(json.stdout)).elements().map { try $0.field("id").string() }
        XCTAssertEqual(ids.last, "watch")
        XCTAssertEqual(ids.filter { $0 == "ipad-10" }.count, 1, "replaced in place, not added")
        // A user profile without a safe area prints zeros and no source.
        let watch = try XCTUnwrap(try JSONNode(JSONValue.parse(json.stdout)).elements().map { $0 }.last)
        XCTAssertEqual(try watch.field("safeArea").members().map { $0.0 }, ["top", "leading", "bottom", "trailing"])
        XCTAssertEqual(try watch.field("safeArea").field("top").number(), 0)
    }
}
