// The shared argument parser.
import ConcentricIO
import XCTest

final class ArgumentsTests: XCTestCase {
    func testFlagsOptionsAndPositionals() throws {
        let parsed = try Arguments(["--compact", "--devices=a.json", "-", "--out", "x.png"], flags: ["--compact"], options: ["--devices", "--out"], maximumPositionals: 1)
        XCTAssertEqual(parsed.flags, ["--compact"])
        XCTAssertEqual(parsed.options, ["--devices": "a.json", "--out": "x.png"])
        XCTAssertEqual(parsed.positionals, ["-"])
        let ended = try Arguments(["--", "--compact", "-x"], flags: ["--compact"], maximumPositionals: 2)
        XCTAssertEqual(ended.flags, [])
        XCTAssertEqual(ended.positionals, ["--compact", "-x"])
        // An option's value may itself start with a dash.
        XCTAssertEqual(try Arguments(["--devices", "-"], options: ["--devices"]).options, ["--devices": "-"])
    }

    func testMistakes() {
        func message(_ arguments: [String]) -> String {
            do throws(UsageError) {
                _ = try Arguments(arguments, flags: ["--json"], options: ["--devices"], maximumPositionals: 1)
                return "accepted"
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(message(["--nope"]), #"unknown option "--nope""#)
        XCTAssertEqual(message(["-x"]), #"unknown option "-x""#)
        XCTAssertEqual(message(["--json=1"]), "--json takes no value")
        XCTAssertEqual(message(["--devices"]), "--devices needs a value")
        XCTAssertEqual(message(["--devices", "a", "--devices=b"]), "--devices is given more than once")
        XCTAssertEqual(message(["a", "b"]), #"too many arguments (unexpected "b")"#)
        XCTAssertEqual(message(["--json", "a"]), "accepted")
    }

    func testHelpIsSeenBeforeDoubleDash() {
        XCTAssertTrue(Arguments.asksForHelp(["x", "--help"]))
        XCTAssertTrue(Arguments.asksForHelp(["-h"]))
        XCTAssertFalse(Arguments.asksForHelp(["--", "--help"]))
        XCTAssertFalse(Arguments.asksForHelp(["--helpful"]))
    }
}
