// A mistake on the command line itself (as opposed to in the input a command reads).

/// An unknown option, a missing option value, too many arguments. The dispatcher prints it as
/// one `error:` line ending with a hint to the command's `--help`, and exits with status 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
