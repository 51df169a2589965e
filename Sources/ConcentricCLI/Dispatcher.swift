// The `concentric` command: picks the subcommand, prints help, and turns errors into exit statuses.
import ConcentricCore
import ConcentricIO
import ConcentricJSON

/// Runs `concentric ARGUMENTS`. Every error a user can cause ends as exactly one `error:` line on
/// standard error and status 2; command-line mistakes add a hint to the relevant `--help`. A
/// failure while writing (a file, or standard output, which is checked on every write and on
/// close) ends as one `error:` line and status 3.
public enum Dispatcher {
    /// The subcommands, in the order `concentric --help` lists them. Add new ones here.
    public static let subcommands: [any Subcommand] = [
        ResolveCommand(),
        DevicesCommand(),
        RenderCommand(),
        LayoutCommand(),
        CodeCommand(),
        ImportCommand(),
        PresetsCommand(),
    ]

    /// The text of `concentric --help`.
    public static var help: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        let lines = subcommands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + "  " + $0.summary }
        return """
            concentric: the geometry of concentric corners (SwiftUI's ConcentricRectangle) from the command line.

            Usage: concentric <command> [options] [arguments]
                   concentric help [<command>]
                   concentric --version

            Commands:
            \(lines.joined(separator: "\n"))

            Run `concentric <command> --help` for a command's options. Inputs (files and standard
            input) may hold at most \(FileDescriptorIO.describe(bytes: FileDescriptorIO.inputLimit)).
            \(ExitStatus.help("bad input or usage"))
            """
    }

    /// Runs the command line (without the program name) and returns the exit status, after
    /// closing standard output (a failure there is reported like any write failure).
    public static func run(arguments: [String], io: IO) -> Int32 {
        var status = dispatch(arguments: arguments, io: io)
        do { try io.closeStandardOutput() } catch {
            io.printError("error: \(oneLine(String(describing: error)))")
            if status == ExitStatus.success { status = ExitStatus.writeFailure }
        }
        return status
    }

    static func dispatch(arguments: [String], io: IO) -> Int32 {
        guard let first = arguments.first else {
            return usageError("missing command", hint: "concentric --help", io: io)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return printHelp(help, io: io)
        case "--version":
            guard rest.isEmpty else { return usageError("--version takes no arguments", hint: "concentric --help", io: io) }
            return printHelp(ConcentricVersion.line(for: "concentric"), io: io)
        case "help":
            guard let topic = rest.first else { return printHelp(help, io: io) }
            guard rest.count == 1, let command = subcommand(named: topic) else {
                return usageError(unknownCommandMessage(rest.joined(separator: " ")), hint: "concentric --help", io: io)
            }
            return printHelp(command.help, io: io)
        default:
            guard let command = subcommand(named: first) else {
                let message = first.hasPrefix("-") ? "unknown option \"\(first)\"" : unknownCommandMessage(first)
                return usageError(message, hint: "concentric --help", io: io)
            }
            return run(command, arguments: rest, io: io)
        }
    }

    /// Runs one subcommand, mapping its errors to statuses and messages.
    public static func run(_ command: any Subcommand, arguments: [String], io: IO) -> Int32 {
        if Arguments.asksForHelp(arguments) { return printHelp(command.help, io: io) }
        do {
            return try command.run(arguments: arguments, io: io)
        } catch let error as StandardOutputError {
            return writeFailure(error.description, io: io)
        } catch let error as WriteError {
            guard error.kind == .failed else {
                io.printError("error: \(oneLine(error.description))")
                return ExitStatus.badInput
            }
            return writeFailure(error.description, io: io)
        } catch let error as UsageError {
            return usageError("\(command.name): \(error.message)", hint: "concentric \(command.name) --help", io: io)
        } catch let error as InputError {
            io.printError("error: \(oneLine(error.description))")
            return ExitStatus.badInput
        } catch {
            io.printError("error: internal failure in `concentric \(command.name)`: \(oneLine(String(describing: error)))")
            return ExitStatus.internalFailure
        }
    }

    static func printHelp(_ text: String, io: IO) -> Int32 {
        do { try io.print(text) } catch { return writeFailure(String(describing: error), io: io) }
        return ExitStatus.success
    }

    static func writeFailure(_ message: String, io: IO) -> Int32 {
        io.printError("error: \(oneLine(message))")
        return ExitStatus.writeFailure
    }

    static func subcommand(named name: String) -> (any Subcommand)? { subcommands.first { $0.name == name } }

    static func unknownCommandMessage(_ name: String) -> String {
        "unknown command \"\(name)\" (commands: \(subcommands.map(\.name).joined(separator: ", ")))"
    }

    /// One line: the problem, then where to look.
    static func usageError(_ message: String, hint: String, io: IO) -> Int32 {
        io.printError("error: \(oneLine(message)); see `\(hint)`")
        return ExitStatus.badInput
    }

    /// Messages quote user text (input values, arguments), which may hold line breaks or
    /// terminal escapes: every control character is escaped (`\u001b`), so the one-line promise
    /// holds and input cannot drive the terminal.
    static func oneLine(_ text: String) -> String { InputError.terminalSafe(text) }
}
