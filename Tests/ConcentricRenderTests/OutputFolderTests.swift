// `--out-dir`: made as mkdir makes it (the last component only), and removed again when the run
// that made it is interrupted before it holds a file.
import Foundation
import XCTest

final class OutputFolderTests: XCTestCase {
    var concentric: ConcentricExecutable!
    var folder: URL!

    override func setUpWithError() throws {
        concentric = try ConcentricExecutable.locate()
        folder = try temporaryFolder()
        // The runs below are stopped by signals: they must not inherit an ignored SIGINT (a shell
        // ignores it for the commands it starts in the background, and the tests inherit that),
        // which the command line rightly keeps ignored.
        for signal in [SIGINT, SIGTERM, SIGHUP] { Foundation.signal(signal, SIG_DFL) }
    }

    func testOnlyTheLastComponentIsCreated() throws {
        for arguments in [
            ["render", "--all-presets", "--out-dir", "missing/out"],
            ["render", "concentric-card", "--animate", "0.1", "--fps", "10", "--out-dir", "missing/out"],
        ] {
            let result = try concentric.run(arguments, directory: folder)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(
                result.errorLines,
                ["error: missing/out: cannot create the folder (no such folder: missing; only the last folder is created, as mkdir does)"])
            XCTAssertEqual(folderContents(folder), [], "\(arguments): nothing created")
        }
        let made = try concentric.run(["render", "concentric-card", "--animate", "0.1", "--fps", "10", "--out-dir", "frames/"], directory: folder)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(folderContents(folder.appendingPathComponent("frames")), ["concentric-card-0000.png"])
        try Data().write(to: folder.appendingPathComponent("file"))
        let blocked = try concentric.run(["render", "--all-presets", "--out-dir", "file"], directory: folder)
        XCTAssertEqual(blocked.status, 2)
        XCTAssertEqual(blocked.errorLines, ["error: file: cannot create the folder (a special file is in the way, not a folder)"])
    }

    func testAnInterruptedBatchRemovesTheFolderItMade() throws {
        let batches = [
            ["render", "--all-presets", "--out-dir", "out", "--scales", "1,2,3,4", "--formats", "png,pdf,svg"],
            ["render", "concentric-card", "--animate", "10", "--fps", "30", "--scale", "2", "--out-dir", "out"],
        ]
        for (arguments, signal) in zip(batches, [SIGINT, SIGTERM]) {
            let running = try concentric.start(arguments, directory: folder, stdout: FileHandle.nullDevice)
            let out = folder.appendingPathComponent("out")
            let deadline = Date().addingTimeInterval(30)
            while running.isRunning, Date() < deadline, !FileManager.default.fileExists(atPath: out.path) { usleep(1_000) }
            let appeared = FileManager.default.fileExists(atPath: out.path)
            kill(running.process.processIdentifier, signal)
            let result = running.wait(timeout: 60)
            XCTAssertTrue(appeared, "\(arguments): the folder appeared before the run ended")
            XCTAssertEqual(result.signal, signal, "\(arguments): ends by the signal, as is conventional")
            XCTAssertEqual(folderContents(folder), [], "\(arguments): the folder it made is gone")
        }
    }

    func testAnInterruptedBatchLeavesAFolderItDidNotMake() throws {
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let running = try concentric.start(
            ["render", "--all-presets", "--out-dir", "out", "--scales", "1,2,3,4", "--formats", "png,pdf,svg"],
            directory: folder, stdout: FileHandle.nullDevice)
        let deadline = Date().addingTimeInterval(30)
        while running.isRunning, Date() < deadline, folderContents(out).isEmpty { usleep(1_000) }
        kill(running.process.processIdentifier, SIGINT)
        let result = running.wait(timeout: 60)
        XCTAssertEqual(result.signal, SIGINT)
        XCTAssertEqual(folderContents(folder), ["out"])
        XCTAssertEqual(folderContents(out), [], "its temporaries removed")
    }
}
