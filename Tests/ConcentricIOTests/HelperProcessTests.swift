// The helper runner: what a helper printed, how it ended, and a helper that hangs, crashes or
// floods is stopped and said so.
import ConcentricIO
import XCTest

final class HelperProcessTests: XCTestCase {
    func testOutputAndStatus() {
        XCTAssertEqual(HelperProcess.run("/bin/sh", arguments: ["-c", "printf 'a b'; exit 2"], seconds: 10),
                       .exited(status: 2, output: Array("a b".utf8)))
    }

    func testAHangIsStoppedAtTheLimit() {
        let start = Date()
        XCTAssertEqual(HelperProcess.run("/bin/sh", arguments: ["-c", "sleep 30"], seconds: 0.3), .timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testACrashIsItsSignal() {
        XCTAssertEqual(HelperProcess.run("/bin/sh", arguments: ["-c", "kill -SEGV $$"], seconds: 10), .killed(signal: 11))
    }

    func testAFloodIsStopped() {
        XCTAssertEqual(HelperProcess.run("/usr/bin/yes", arguments: [], seconds: 30, outputLimit: 1 << 20), .outputTooLarge)
    }

    func testAMissingProgramIsNotStarted() {
        guard case .notStarted(let reason) = HelperProcess.run("/nonexistent/helper", arguments: [], seconds: 1) else {
            return XCTFail("a missing program started")
        }
        XCTAssertEqual(reason, "No such file or directory")
    }

    func testTheExecutableFolderIsThisProcesss() throws {
        let folder = try XCTUnwrap(HelperProcess.executableFolder())
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe").hasPrefix(folder + "/"), true)
    }
}
