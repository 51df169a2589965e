// Atomic writes at the edges: symlinks, special files, permissions, long names, stale temporaries.
import ConcentricIO
import Foundation
import XCTest
import ConcentricTestSupport

final class AtomicFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func testASymlinkIsWrittenThroughToItsTargetAndKept() throws {
        let targets = folder.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: targets.appendingPathComponent("real.json"))
        XCTAssertEqual(symlink("dotfiles/real.json", path("link.json")), 0)
        try AtomicFile.write(Array("new".utf8), to: URL(fileURLWithPath: path("link.json")))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.json")), "dotfiles/real.json")
        XCTAssertEqual(try String(contentsOfFile: targets.appendingPathComponent("real.json").path, encoding: .utf8), "new")
        XCTAssertEqual(try contents(), ["dotfiles", "link.json"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: targets.path), ["real.json"])
        // A dangling link creates its target.
        XCTAssertEqual(symlink("dotfiles/later.json", path("dangling.json")), 0)
        try AtomicFile.write(Array("x".utf8), to: URL(fileURLWithPath: path("dangling.json")))
        XCTAssertEqual(try String(contentsOfFile: targets.appendingPathComponent("later.json").path, encoding: .utf8), "x")
    }

    func testSpecialFilesAreRefusedAndLeftAlone() throws {
        XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
        try FileManager.default.createDirectory(atPath: path("dir.png"), withIntermediateDirectories: false)
        for (name, kind) in [(path("fifo"), "a FIFO"), ("/dev/null", "a device"), (path("dir.png"), "a folder")] {
            XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: URL(fileURLWithPath: name))) { error in
                let error = error as? WriteError
                XCTAssertEqual(error?.kind, .refused)
                XCTAssertEqual(error?.reason, "\(kind) is in the way, not a regular file; nothing was written")
            }
        }
        var info = stat()
        XCTAssertEqual(lstat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        XCTAssertEqual(lstat(path("fifo"), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(try contents(), ["dir.png", "fifo"], "no temporary left")
    }

    func testNewFilesHonourTheUmaskAndReplacedFilesKeepTheirMode() throws {
        let old = umask(0o027)
        defer { umask(old) }
        try AtomicFile.write(Array("a".utf8), to: URL(fileURLWithPath: path("new.png")))
        XCTAssertEqual(mode(path("new.png")), 0o640)
        XCTAssertEqual(chmod(path("new.png"), 0o600), 0)
        try AtomicFile.write(Array("b".utf8), to: URL(fileURLWithPath: path("new.png")))
        XCTAssertEqual(mode(path("new.png")), 0o600, "a private file stays private")
        umask(0o022)
        try AtomicFile.write(Array("c".utf8), to: URL(fileURLWithPath: path("other.png")))
        XCTAssertEqual(mode(path("other.png")), 0o644)
    }

    func testNamesUpToNameMaxWork() throws {
        for length in [248, 250, 255] {
            let name = String(repeating: "é", count: (length - 4) / 2) + (length % 2 == 0 ? "" : "x") + ".png"
            XCTAssertEqual(name.utf8.count, length)
            try AtomicFile.write(Array("x".utf8), to: URL(fileURLWithPath: path(name)))
            XCTAssertTrue(FileManager.default.fileExists(atPath: path(name)))
        }
        XCTAssertEqual(try contents().count, 3, "no temporary left")
        // The shortened temporary names stay unique and recognisable.
        let long = String(repeating: "a", count: 255)
        let a = TemporaryName.make(for: long, pid: 4_000_000)
        let b = TemporaryName.make(for: String(repeating: "a", count: 254) + "b", pid: 4_000_000)
        XCTAssertLessThanOrEqual(a.utf8.count, 255)
        XCTAssertNotEqual(a.dropLast(6), b.dropLast(6))
        XCTAssertEqual(TemporaryName.writer(of: a), 4_000_000)
    }

    func testOnlyStaleTemporariesOfOurOwnNamingAreRemoved() throws {
        // A pid that cannot be running (above pid_max's ceiling of 2^22).
        let dead: Int32 = 4_194_304 + 17
        let stale = TemporaryName.make(for: "x.png", pid: dead)
        let live = TemporaryName.make(for: "x.png", pid: getppid())
        let mine = TemporaryName.make(for: "x.png")
        let others = [".x.png.XXXXXX", ".x.png.concentric-\(dead)-abc", ".x.png.concentric-\(dead)-abc!ef", "x.png.concentric-\(dead)-abcdef", "notes.txt"]
        for name in [stale, live, mine] + others { try Data().write(to: URL(fileURLWithPath: path(name))) }
        try AtomicFile.write(Array("x".utf8), to: URL(fileURLWithPath: path("x.png")))
        XCTAssertEqual(try contents(), ([live, mine, "x.png"] + others).sorted())
    }

    func testAStagedBatchIsDiscardedWhole() throws {
        let a = try AtomicFile.stage(to: URL(fileURLWithPath: path("a.png"))) { fd in
            (try? FileDescriptorIO.writeAll(Array("a".utf8), to: fd)) == nil ? "failed" : nil
        }
        XCTAssertThrowsError(try AtomicFile.stage(to: URL(fileURLWithPath: path("b.png"))) { _ in "drawing failed" })
        AtomicFile.discard([a])
        XCTAssertEqual(try contents(), [])
    }

    func testAFullDeviceIsAWriteFailure() throws {
        // /dev/full: every write fails with ENOSPC, like a full disk.
        var failure: SystemError?
        let fd = open("/dev/full", O_WRONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        do throws(SystemError) { try FileDescriptorIO.writeAll(Array("x".utf8), to: fd) } catch { failure = error }
        close(fd)
        XCTAssertEqual(failure.map { WriteError(path: "x", $0).kind }, .failed)
        XCTAssertEqual(WriteError(path: "x", SystemError(code: EROFS)).reason, "Read-only file system")
        XCTAssertEqual(WriteError(path: "x", SystemError(code: EROFS)).kind, .refused)
    }

    func testInputsAreCapped() throws {
        XCTAssertThrowsError(try FileDescriptorIO.readFile(atPath: "/dev/zero", limit: 1 << 20)) { error in
            XCTAssertEqual((error as? ReadFailure)?.isTooLarge, true)
            XCTAssertEqual("\(error)", "larger than 1 MiB, the limit for an input")
        }
        try Data(count: 2048).write(to: URL(fileURLWithPath: path("big")))
        XCTAssertThrowsError(try FileDescriptorIO.readFile(atPath: path("big"), limit: 1024))
        XCTAssertEqual(try FileDescriptorIO.readFile(atPath: path("big"), limit: 2048).count, 2048)
    }

    /// A regular file is read into a buffer of its size, not one grown by doubling (a 13 MB scene
    /// took 17 MB); every byte arrives. A pipe has no size and still reads whole.
    func testAFileIsReadIntoABufferOfItsSize() throws {
        let size = 200_000
        let written = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(written).write(to: URL(fileURLWithPath: path("sized")))
        let bytes = try FileDescriptorIO.readFile(atPath: path("sized"))
        XCTAssertEqual(bytes, written)
        XCTAssertLessThan(bytes.capacity, size + size / 16, "a buffer grown by doubling from 64 KiB reads holds about 262,000")
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let sent = Array(written.prefix(1000))
        try FileDescriptorIO.writeAll(sent, to: ends[1])
        close(ends[1])
        XCTAssertEqual(try FileDescriptorIO.readAll(ends[0]), sent)
        close(ends[0])
    }

    func testXDGBaseFolders() {
        XCTAssertEqual(ConfigPaths.base(.config, environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]), "/x")
        XCTAssertEqual(ConfigPaths.base(.config, environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]), "/h/.config")
        XCTAssertEqual(ConfigPaths.base(.config, environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]), "/h/.config")
        XCTAssertEqual(ConfigPaths.base(.state, environment: ["XDG_STATE_HOME": "./s", "HOME": "/h"]), "/h/.local/state")
        XCTAssertNil(ConfigPaths.base(.config, environment: ["XDG_CONFIG_HOME": "rel"]))
        XCTAssertEqual(ConfigPaths.playgroundStateFile(environment: ["HOME": "/h"]), "/h/.config/concentric/playground.json")
        XCTAssertEqual(ConfigPaths.devicesFile(environment: ["HOME": "/h", "CONCENTRIC_DEVICES": "/d.json"]), "/d.json")
    }
}
