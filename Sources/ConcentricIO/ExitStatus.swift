// The exit statuses of `concentric` and of the playground's headless modes (--export, --save).

/// Exit statuses: scripts rely on 2 meaning "your input or command line is wrong" and 3 meaning
/// "the command was right but its output could not be written".
public enum ExitStatus {
    /// The command did what was asked.
    public static let success: Int32 = 0
    /// Something went wrong that the user did not cause (a bug, a broken installation).
    public static let internalFailure: Int32 = 1
    /// Bad input or bad usage, all fixable by the user: an unknown option or preset, a missing or
    /// oversized file, invalid JSON, a destination in a missing folder, on a read-only file
    /// system or that is not a regular file.
    public static let badInput: Int32 = 2
    /// Writing failed part-way: no space left, an I/O error, standard output closed or full.
    public static let writeFailure: Int32 = 3

    /// The status a failed write ends a process with.
    public static func of(_ error: WriteError) -> Int32 {
        error.kind == .refused ? badInput : writeFailure
    }

    /// The line every `--help` ends with; `what` says what status 2 covers for the command.
    public static func help(_ what: String) -> String {
        """
        Exit status: 0 on success; 2 for \(what) (one error line; nothing is written); 3 when
        writing failed (no space left, an I/O error, standard output closed); 1 for an internal
        failure.
        """
    }
}
