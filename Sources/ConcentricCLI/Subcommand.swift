// What a `concentric` subcommand provides to the dispatcher.
import ConcentricIO

/// One subcommand (`resolve`, `devices`, …). To add one, write a type conforming to this protocol
/// in its own file and list an instance in `Dispatcher.subcommands`.
///
/// `run` returns an `ExitStatus`. It throws `UsageError` for command-line mistakes and
/// `InputError` for bad input (both exit 2, one `error:` line on standard error); anything else
/// it throws is reported as an internal failure (exit 1). A command that fails must not have
/// written to standard output.
public protocol Subcommand: Sendable {
    /// The word after `concentric` (`resolve`).
    var name: String { get }
    /// One line for `concentric --help`.
    var summary: String { get }
    /// The full text printed by `concentric <name> --help`: usage, description, options.
    var help: String { get }
    /// Runs with the arguments after the subcommand's name (`--help` is handled by the dispatcher).
    func run(arguments: [String], io: IO) throws -> Int32
}
