// A scene's id never takes an output outside the folder it is written in.
import ConcentricTestSupport
import Foundation
import XCTest

final class OutputNameTests: XCTestCase {
    func testAnIdThatIsAPathStaysAName() throws {
        let folder = try temporaryFolder()
        let work = folder.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let presetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/presets")
        let scene = try String(contentsOf: presetFolder.appendingPathComponent("concentric-card.json"), encoding: .utf8)
        let concentric = try ConcentricExecutable.locate("concentric")
        for id in ["../../escaped", "/tmp/elsewhere", ".hidden"] {
            let text = scene.replacingOccurrences(of: "\"id\": \"concentric-card\"", with: "\"id\": \"\(id)\"")
            let result = try concentric.run(["render", "-"], stdin: text, directory: work)
            XCTAssertEqual(result.status, 0, result.stderr)
            let frames = try concentric.run(["render", "-", "--animate", "0.1", "--fps", "10", "--out-dir", "frames"], stdin: text, directory: work)
            XCTAssertEqual(frames.status, 0, frames.stderr)
        }
        XCTAssertEqual(folderContents(folder), ["a"])
        XCTAssertEqual(folderContents(folder.appendingPathComponent("a")), ["b"])
        XCTAssertEqual(folderContents(work), ["_._.__escaped@1x.png", "_hidden@1x.png", "_tmp_elsewhere@1x.png", "frames"])
        XCTAssertEqual(folderContents(work.appendingPathComponent("frames")), ["_._.__escaped-0000.png", "_hidden-0000.png", "_tmp_elsewhere-0000.png"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/elsewhere@1x.png"))
    }
}
