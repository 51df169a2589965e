// Number options take plain numbers only: `--scale 0x10` or `+2` is a mistake, not 16 or 2.
import ConcentricTestSupport
import Foundation
import XCTest

final class NumberOptionTests: XCTestCase {
    func testHexAndSignedNumbersAreRefused() throws {
        let folder = try temporaryFolder()
        let concentric = try ConcentricExecutable.locate("concentric")
        let cases: [([String], String)] = [
            (["render", "concentric-card", "--scale", "0x10"], "--scale takes a positive number of pixels per point, not \"0x10\""),
            (["render", "concentric-card", "--scale", "+2"], "--scale takes a positive number of pixels per point, not \"+2\""),
            (["render", "--scales", "1,0x2", "--all-presets", "--out-dir", "out"], "\"0x2\""),
            (["layout", "concentric-card", "--set", "inset=0x10"], "\"0x10\" is not a finite number"),
            (["layout", "concentric-card", "--time", "+1"], "--time: takes a number of seconds ≥ 0, not \"+1\""),
            (["render", "concentric-card", "--animate", "0x1", "--out-dir", "frames"], "--animate: takes a positive number of seconds, not \"0x1\""),
            (["render", "concentric-card", "--animate", "1", "--fps", "+2", "--out-dir", "frames"], "--fps: takes a whole number of frames per second, not \"+2\""),
        ]
        for (arguments, message) in cases {
            let result = try concentric.run(arguments, directory: folder)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(folderContents(folder), [])
    }
}
