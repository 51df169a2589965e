// The dispatcher as a process: help for every command, and command-line mistakes.
import XCTest

final class CommandLineTests: XCTestCase {
    func testTopLevelHelp() throws {
        let concentric = try ConcentricExecutable.locate()
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try concentric.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "")
            XCTAssertTrue(result.stdout.contains("Usage: concentric <command>"), result.stdout)
            for command in ["resolve", "devices"] {
                XCTAssertTrue(result.stdout.contains("\n  \(command)  "), "\(command) listed in: \(result.stdout)")
            }
        }
    }

    func testCommandHelp() throws {
        let concentric = try ConcentricExecutable.locate()
        for (command, words) in [("resolve", ["[FILE]", "--compact", "--devices FILE", "leadingAndTrailing", "containerRelative"]), ("devices", ["--json", "--devices FILE"])] {
            let outputs = try [[command, "--help"], [command, "-h"], ["help", command], [command, "--compact", "--help"]].map { arguments in
                let result = try concentric.run(arguments)
                XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
                XCTAssertEqual(result.stderr, "")
                return result.stdout
            }
            XCTAssertEqual(Set(outputs).count, 1, "every way of asking prints the same help")
            XCTAssertTrue(outputs[0].hasPrefix("Usage: concentric \(command)"), outputs[0])
            for word in words { XCTAssertTrue(outputs[0].contains(word), "\(word) in \(command)'s help") }
        }
    }

    func testUnknownCommandAndOptions() throws {
        let cases: [([String], [String])] = [
            (["frobnicate"], [#"unknown command "frobnicate""#, "concentric --help"]),
            (["help", "frobnicate"], [#"unknown command "frobnicate""#, "concentric --help"]),
            (["--frobnicate"], [#"unknown option "--frobnicate""#, "concentric --help"]),
            ([], ["missing command", "concentric --help"]),
            (["resolve", "--frobnicate"], [#"resolve: unknown option "--frobnicate""#, "concentric resolve --help"]),
            (["resolve", "a.json", "b.json"], ["too many arguments", "concentric resolve --help"]),
            (["resolve", "--devices"], ["--devices needs a value", "concentric resolve --help"]),
            (["resolve", "--compact=yes"], ["--compact takes no value"]),
            (["devices", "extra"], [#"unexpected argument "extra""#, "concentric devices --help"]),
            (["devices", "--json", "--frobnicate"], [#"devices: unknown option "--frobnicate""#]),
        ]
        for (arguments, fragments) in cases {
            let message = try expectRefusal(arguments)
            for fragment in fragments { XCTAssertTrue(message.contains(fragment), "\(arguments): \"\(fragment)\" not in \(message)") }
        }
    }

    /// After `--`, a name starting with a dash is a file, not an option.
    func testDoubleDashEndsOptions() throws {
        let message = try expectRefusal(["resolve", "--", "--help"])
        XCTAssertEqual(message, "error: --help: cannot read (No such file or directory)")
    }
}
