// The lock a window holds on a draft: one holder at a time, free again once let go.
import ConcentricIO
import ConcentricTestSupport
import Foundation
import XCTest

final class LockFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder() }

    func testASecondHolderIsRefusedUntilTheFirstLetsGo() throws {
        let path = folder.appendingPathComponent("draft.lock").path
        let first = try XCTUnwrap(try LockFile.acquire(path))
        XCTAssertNil(try LockFile.acquire(path), "two holders of one lock")
        XCTAssertFalse(LockFile.isFree(path))
        first.release(removing: false)
        XCTAssertTrue(LockFile.isFree(path))
        XCTAssertNotNil(try LockFile.acquire(path))
    }

    /// Removing the file as it lets go leaves no lock file; the next holder makes a new one.
    func testReleasingWithRemovalDeletesTheFile() throws {
        let path = folder.appendingPathComponent("draft.lock").path
        try XCTUnwrap(try LockFile.acquire(path)).release(removing: true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        let next = try XCTUnwrap(try LockFile.acquire(path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertNil(try LockFile.acquire(path))
        next.release(removing: true)
    }

    /// A holder that dies (here: a process that takes the lock and is killed) frees the lock.
    func testAKilledHoldersLockIsFree() throws {
        let path = folder.appendingPathComponent("draft.lock").path
        // One process from the lock to the kill: the shell locks its descriptor and becomes `sleep`.
        let holder = try ConcentricExecutable(url: URL(fileURLWithPath: "/bin/sh"))
            .start(["-c", #"exec 9>"$0"; flock 9; exec sleep 600"#, path], inheritEnvironment: true)
        let deadline = Date().addingTimeInterval(20)
        while LockFile.isFree(path), Date() < deadline { usleep(20_000) }
        XCTAssertFalse(LockFile.isFree(path), "the other process never took the lock")
        kill(holder.process.processIdentifier, SIGKILL)
        _ = holder.wait()
        XCTAssertTrue(LockFile.isFree(path))
    }

    func testAFolderThatCannotHoldTheFileThrows() {
        XCTAssertThrowsError(try LockFile.acquire(folder.appendingPathComponent("missing/draft.lock").path))
    }
}
