// The dispatcher in-process: exit statuses for each kind of failure, and standard input.
import ConcentricCLI
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import XCTest

final class DispatcherTests: XCTestCase {
    /// A subcommand that fails as told, to check how each failure is reported.
    struct Failing: Subcommand {
        struct Bug: Error, CustomStringConvertible { var description: String { "broken\ninvariant" } }
        var error: any Error
        let name = "fail"
        let summary = "Fails"
        let help = "Usage: concentric fail"
        func run(arguments: [String], io: IO) throws -> Int32 {
            try io.print("partial")
            throw error
        }
    }

    func testStatusesForEachFailure() {
        let cases: [(any Error, Int32, String)] = [
            (UsageError("bad flag"), 2, "error: fail: bad flag; see `concentric fail --help`\n"),
            (InputError(path: "[0].x", "wrong"), 2, "error: [0].x: wrong\n"),
            (Failing.Bug(), 1, "error: internal failure in `concentric fail`: broken invariant\n"),
            (StandardOutputError(reason: "No space left on device"), 3, "error: standard output: No space left on device\n"),
            (WriteError(path: "x.png", reason: "No space left on device", kind: .failed), 3, "error: x.png: cannot write (No space left on device)\n"),
            (WriteError(path: "x.png", reason: "a FIFO is in the way", kind: .refused), 2, "error: x.png: cannot write (a FIFO is in the way)\n"),
        ]
        for (error, status, message) in cases {
            let captured = CapturedIO()
            XCTAssertEqual(Dispatcher.run(Failing(error: error), arguments: [], io: captured.io), status)
            XCTAssertEqual(captured.errorText, message)
        }
        let help = CapturedIO()
        XCTAssertEqual(Dispatcher.run(Failing(error: Failing.Bug()), arguments: ["--help"], io: help.io), 0)
        XCTAssertEqual(help.output, "Usage: concentric fail\n")
    }

    func testResolveInProcessReadsStandardInput() throws {
        let captured = CapturedIO(stdin: #"{"container": {"device": "iphone-16-pro"}, "frame": {"x": 8, "y": 8, "width": 386, "height": 858}}"#)
        XCTAssertEqual(captured.run(["resolve", "--compact"]), 0, captured.errorText)
        XCTAssertEqual(captured.errorText, "")
        assertRadii(try radii(JSONValue.parse(captured.output)), [54, 54, 54, 54])
    }

    func testUnreadableStandardInput() {
        struct Closed: Error, CustomStringConvertible { var description: String { "Bad file descriptor" } }
        let captured = CapturedIO()
        var io = captured.io
        io.readStandardInput = { throw Closed() }
        XCTAssertEqual(Dispatcher.run(arguments: ["resolve"], io: io), 2)
        XCTAssertEqual(captured.errorText, "error: standard input: cannot read (Bad file descriptor)\n")
        XCTAssertEqual(captured.output, "")
    }

    func testAFailingStandardOutputIsOneErrorLineAndStatus3() {
        let captured = CapturedIO()
        var io = captured.io
        io.writeStandardOutput = { _ in throw StandardOutputError(reason: "Broken pipe") }
        XCTAssertEqual(Dispatcher.run(arguments: ["devices", "--json"], io: io), 3)
        XCTAssertEqual(captured.errorText, "error: standard output: Broken pipe\n")
        // The close is checked too: a late error after every write succeeded.
        let closing = CapturedIO()
        var late = closing.io
        late.closeStandardOutput = { throw StandardOutputError(reason: "Input/output error") }
        XCTAssertEqual(Dispatcher.run(arguments: ["presets"], io: late), 3)
        XCTAssertEqual(closing.errorText, "error: standard output: Input/output error\n")
        // Help is output too.
        let help = CapturedIO()
        var helpIO = help.io
        helpIO.writeStandardOutput = { _ in throw StandardOutputError(reason: "No space left on device") }
        XCTAssertEqual(Dispatcher.run(arguments: ["--help"], io: helpIO), 3)
    }

    func testEveryHelpStatesBothExitStatuses() {
        for text in [Dispatcher.help] + Dispatcher.subcommands.map(\.help) {
            XCTAssertTrue(text.contains("Exit status: 0 on success; 2 for "), text)
            XCTAssertTrue(text.contains("3 when\nwriting failed") || text.contains("3 when writing failed"), text)
        }
    }

    func testEveryListedSubcommandHasHelpAndAUniqueName() {
        let names = Dispatcher.subcommands.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(names.contains("resolve") && names.contains("devices"))
        for command in Dispatcher.subcommands {
            XCTAssertTrue(command.help.hasPrefix("Usage: concentric \(command.name)"), command.name)
            XCTAssertFalse(command.summary.contains("\n"))
            XCTAssertTrue(Dispatcher.help.contains(command.summary))
        }
    }
}
