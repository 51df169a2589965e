// The real `concentric` at the edges of writing: full or closed standard output, special files,
// symlinks, permissions, long names, partial batches, signals and stale temporaries.
import ConcentricRender
import Foundation
import XCTest

final class WriteEdgeTests: XCTestCase {
    var concentric: ConcentricExecutable!
    var folder: URL!

    override func setUpWithError() throws {
        concentric = try ConcentricExecutable.locate()
        folder = try temporaryFolder()
    }

    func run(_ arguments: [String], stdin: String = "", stdout: FileHandle? = nil) throws -> ConcentricExecutable.Result {
        try concentric.run(arguments, stdin: stdin, directory: folder, stdout: stdout)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Hidden files: temporaries left behind.
    func temporaries(in url: URL? = nil) -> [String] { folderContents(url ?? folder).filter { $0.hasPrefix(".") } }

    static let request = #"{"container": {"device": "iphone-16-pro"}, "frame": {"x": 8, "y": 8, "width": 386, "height": 858}}"#

    // MARK: - Standard output (item 2)

    func testAFullStandardOutputIsStatus3AndOneLine() throws {
        try Data(Self.request.utf8).write(to: folder.appendingPathComponent("in.json"))
        for arguments in [["resolve", "in.json"], ["devices", "--json"], ["devices"], ["presets", "--json"], ["--help"],
                          ["render", "uniform-card", "-o", "card.png"]] {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let result = try run(arguments, stdout: full)
            try full.close()
            XCTAssertEqual(result.status, 3, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.errorLines, ["error: standard output: No space left on device"], "\(arguments)")
        }
    }

    func testAStandardOutputNobodyReadsIsStatus3() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try run(["devices", "--json"], stdout: pipe.fileHandleForWriting)
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertEqual(result.errorLines, ["error: standard output: Broken pipe"])
    }

    // MARK: - Input cap (item 13)

    func testAnEndlessInputEndsQuicklyWithStatus2() throws {
        let start = Date()
        let result = try run(["resolve", "/dev/zero"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines, ["error: /dev/zero: too large (larger than 64 MiB, the limit for an input)"])
        XCTAssertEqual(result.stdout, "")
    }

    // MARK: - Destinations (items 4, 8, 9)

    func testSpecialFilesAreRefusedAndSymlinksFollowed() throws {
        XCTAssertEqual(mkfifo(path("pipe.png"), 0o644), 0)
        for (destination, what) in [("/dev/null", "a device"), ("pipe.png", "a FIFO")] {
            let result = try run(["render", "uniform-card", "-o", destination, "--format", "png"])
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.errorLines, ["error: \(destination): cannot write (\(what) is in the way, not a regular file; nothing was written)"])
        }
        var info = stat()
        XCTAssertEqual(lstat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null must stay a device")
        XCTAssertEqual(lstat(path("pipe.png"), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)

        // A symlink: the target is replaced in its own folder, the link stays.
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("real/card.png")))
        XCTAssertEqual(symlink("real/card.png", path("link.png")), 0)
        let result = try run(["render", "uniform-card", "-o", "link.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.png")), "real/card.png")
        XCTAssertEqual(try PixelImage(pngAt: URL(fileURLWithPath: path("real/card.png"))).width, 402)
        XCTAssertEqual(temporaries(), [])
        XCTAssertEqual(temporaries(in: folder.appendingPathComponent("real")), [])
    }

    func testTheUmaskAndAReplacedFilesModeAreKept() throws {
        let old = umask(0o077)
        defer { umask(old) }
        XCTAssertEqual(try run(["render", "uniform-card", "-o", "private.png"]).status, 0)
        XCTAssertEqual(mode(path("private.png")), 0o600)
        umask(0o022)
        XCTAssertEqual(try run(["render", "uniform-card", "-o", "private.png"]).status, 0)
        XCTAssertEqual(mode(path("private.png")), 0o600, "replacing keeps the mode")
        XCTAssertEqual(try run(["render", "uniform-card", "-o", "shared.svg"]).status, 0)
        XCTAssertEqual(mode(path("shared.svg")), 0o644)
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func testNamesOf248To255BytesWork() throws {
        for length in [248, 255] {
            let name = String(repeating: "n", count: length - 4) + ".png"
            let result = try run(["render", "uniform-card", "-o", name])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path(name)))
        }
        XCTAssertEqual(temporaries(), [])
    }

    // MARK: - Batches (items 7, 10)

    func testABatchThatFailsPartWayWritesNothing() throws {
        // The last preset's file is a folder: every other file was drawn before it failed.
        let ids = try allPresets().compactMap(\.id)
        let last = try XCTUnwrap(ids.last)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("\(last)@1x.png"), withIntermediateDirectories: true)
        let result = try run(["render", "--all-presets", "--out-dir", "out", "--formats", "svg,png"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.errorLines, ["error: out/\(last)@1x.png: cannot write (a folder is in the way, not a regular file; nothing was written)"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(folderContents(out), ["\(last)@1x.png"], "nothing written, no temporary left")

        // A folder the batch created is removed again.
        let fresh = try run(["render", "--all-presets", "--out-dir", "new", "--scales", "1,30"])
        XCTAssertEqual(fresh.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new")))
    }

    func testSIGTERMDuringABatchRemovesItsTemporaries() throws {
        let process = try concentric.start(
            ["render", "--all-presets", "--out-dir", "out", "--scales", "1,2,3,4", "--formats", "png,pdf,svg"],
            directory: folder, stdout: FileHandle.nullDevice)
        let out = folder.appendingPathComponent("out")
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline, temporaries(in: out).count < 2 { usleep(2_000) }
        let sawTemporaries = temporaries(in: out).count
        process.terminate()
        let result = process.wait()
        guard sawTemporaries >= 2 else { throw XCTSkip("the batch finished before it could be interrupted") }
        XCTAssertEqual(result.signal, SIGTERM, "ends by the signal, as is conventional")
        XCTAssertEqual(result.status, SIGTERM)
        XCTAssertEqual(temporaries(in: out), [], "every temporary removed")
        XCTAssertEqual(folderContents(out), [], "and nothing put in place")
    }

    func testOnlyStaleTemporariesOfOurNamingAreRemoved() throws {
        // A pid above Linux's largest (2^22) is never running; the test runner's pid is.
        let stale = ".card.png.concentric-4194321-aB3dE9"
        let live = ".card.png.concentric-\(getpid())-Zz9yX8"
        let foreign = [".card.png.AbCdEf", ".card.png.concentric-4194321-short", "card.png.concentric-4194321-aB3dE9"]
        for name in [stale, live] + foreign { try Data().write(to: folder.appendingPathComponent(name)) }
        XCTAssertEqual(try run(["render", "uniform-card", "-o", "card.png"]).status, 0)
        XCTAssertEqual(folderContents(folder), ([live, "card.png"] + foreign).sorted())
    }
}
