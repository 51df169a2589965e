// The `concentric` command: picks the subcommand, prints help, and turns errors into exit statuses.
import ConcentricCore

/// Runs `concentric ARGUMENTS`. Every error a user can cause ends as exactly one `error:` line on
/// standard error and status 2; command-line mistakes add a hint to the relevant `--help`.
public enum Dispatcher {
    /// The subcommands, in the order `concentric --help` lists them. Add new ones here.
    public static let subcommands: [any Subcommand] = [
        ResolveCommand(),
        DevicesCommand(),
        RenderCommand(),
        LayoutCommand(),
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

            Commands:
            \(lines.joined(separator: "\n"))

            Run `concentric <command> --help` for a command's options.
            Exit status: 0 on success, 2 for bad input or usage, 1 for an internal failure.
            """
    }

    /// Runs the command line (without the program name) and returns the exit status.
    public static func run(arguments: [String], io: IO) -> Int32 {
        guard let first = arguments.first else {
            return usageError("missing command", hint: "concentric --help", io: io)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            io.print(help)
            return ExitStatus.success
        case "help":
            guard let topic = rest.first else {
                io.print(help)
                return ExitStatus.success
            }
            guard rest.count == 1, let command = subcommand(named: topic) else {
                return usageError(unknownCommandMessage(rest.joined(separator: " ")), hint: "concentric --help", io: io)
            }
            io.print(command.help)
            return ExitStatus.success
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
        if Arguments.asksForHelp(arguments) {
            io.print(command.help)
            return ExitStatus.success
        }
        do {
            return try command.run(arguments: arguments, io: io)
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

    static func subcommand(named name: String) -> (any Subcommand)? { subcommands.first { $0.name == name } }

    static func unknownCommandMessage(_ name: String) -> String {
        "unknown command \"\(name)\" (commands: \(subcommands.map(\.name).joined(separator: ", ")))"
    }

    /// One line: the problem, then where to look.
    static func usageError(_ message: String, hint: String, io: IO) -> Int32 {
        io.printError("error: \(oneLine(message)); see `\(hint)`")
        return ExitStatus.badInput
    }

    /// Messages quote user text, which may hold line breaks; the one-line promise holds anyway.
    static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
